"""Where remat's command-line tools are, and launchers for them.

A wheel of remat carries its tools: ``remat-opt``, ``remat-run`` and, where
the CUDA toolkit was found at build time, ``remat-run-cuda`` are installed as
executables in the package (``remat/bin/``, next to ``libRematRuntime.so``,
which they load through ``$ORIGIN``), and ``pip`` puts a launcher of the same
name into the environment's ``bin/`` (a console script that replaces itself
with the packaged executable). The executables live in the package rather
than in ``bin/`` because their RPATH must reach the package's shared
libraries under every install scheme (venv, ``--user``, system).

:func:`find` looks, in this order:

1. ``$REMAT_OPT`` / ``$REMAT_RUN`` / ``$REMAT_RUN_CUDA`` when set (an
   explicit choice: a path that is not an executable is an error, never
   silently replaced);
2. the installed package's ``remat/bin/``;
3. a build tree or source checkout this package was imported from
   (``<build>/python/remat`` -> ``<build>/bin``; ``python/remat`` ->
   ``build/bin``);
4. ``PATH`` (skipped by the launchers themselves, which would otherwise find
   themselves).

The front ends (``remat.torch.verify``, ``remat.jax``, ``remat.iree``) run
the tools through :func:`find_tool`, :func:`run_tool`, :func:`run_json` and
:func:`remat_report`. This module imports nothing of remat's (no compiled
extension, no torch, no jax).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from typing import Dict, List, Optional, Sequence

TOOLS = ("remat-opt", "remat-run", "remat-run-cuda")

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))

# The checkout this package lies in, when it does (python/remat -> ..).
ROOT = os.path.abspath(os.path.join(_PACKAGE_DIR, "..", ".."))

# remat-opt prints locations only with this flag: without it the files it
# writes lose their module-path names, and later reports show file:line.
KEEP_LOCATIONS = ("--mlir-print-debuginfo",)


class ToolNotFoundError(RuntimeError):
    """A remat tool is not installed where :func:`find` looks."""


def environment_variable(name: str) -> str:
    """``remat-run-cuda`` -> ``REMAT_RUN_CUDA``."""
    return name.upper().replace("-", "_")


def _check_name(name: str) -> None:
    if name not in TOOLS:
        raise ValueError(f"unknown remat tool {name!r} (tools: {', '.join(TOOLS)})")


def _is_executable(path: str) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


def candidates(name: str, search_path: bool = True) -> List[str]:
    """Every place :func:`find` looks for ``name`` after the environment
    variable, in order."""
    _check_name(name)
    places = [
        os.path.join(_PACKAGE_DIR, "bin", name),  # installed wheel
        os.path.join(_PACKAGE_DIR, "..", "..", "bin", name),  # <build>/python/remat
        os.path.join(_PACKAGE_DIR, "..", "..", "build", "bin", name),  # checkout
    ]
    places = [os.path.normpath(p) for p in places]
    if search_path:
        on_path = shutil.which(name)
        if on_path:
            places.append(on_path)
    return places


def find(name: str, search_path: bool = True) -> Optional[str]:
    """The path of the tool ``name``, or None when it is nowhere.

    Raises :class:`ToolNotFoundError` when its environment variable names a
    path that is not an executable file."""
    _check_name(name)
    variable = environment_variable(name)
    explicit = os.environ.get(variable, "")
    if explicit:
        if not _is_executable(explicit):
            raise ToolNotFoundError(
                f"${variable} is set to {explicit!r}, which is not an executable file")
        return explicit
    for place in candidates(name, search_path):
        if _is_executable(place):
            return place
    return None


def path(name: str) -> str:
    """Like :func:`find`, but raises :class:`ToolNotFoundError` naming every
    place it looked."""
    found = find(name)
    if found:
        return found
    hint = ("this remat was built without the CUDA toolkit"
            if name == "remat-run-cuda" else
            "install the package (pip install <remat checkout>) or build the tools "
            "(scripts/setup.sh)")
    raise ToolNotFoundError(
        f"{name} not found: looked at ${environment_variable(name)}, "
        + ", ".join(candidates(name, search_path=False)) + f" and PATH; {hint}")


def paths() -> Dict[str, Optional[str]]:
    """Every tool's path (None where absent)."""
    return {name: find(name) for name in TOOLS}


def run(name: str, args: Sequence[str], **kwargs) -> subprocess.CompletedProcess:
    """Runs the tool ``name`` with ``args`` (``subprocess.run`` keywords pass
    through)."""
    return subprocess.run([path(name), *args], **kwargs)


def find_tool(name: str) -> Optional[str]:
    """A remat tool as :func:`find` finds it; any other program (``iree-compile``,
    ``mpiexec``) from ``$NAME`` (upper case, ``-`` as ``_``), the directory of
    this Python (a venv's ``bin/``, which need not be on PATH), or PATH."""
    if name in TOOLS:
        return find(name)
    explicit = os.environ.get(environment_variable(name), "")
    for candidate in (explicit, os.path.join(os.path.dirname(sys.executable), name),
                      shutil.which(name) or ""):
        if candidate and _is_executable(candidate):
            return candidate
    return None


def first_error(text: str) -> str:
    """The first ``error:`` message of a tool's output (else its first line)."""
    for line in text.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()[:400]
    return text.strip().splitlines()[0][:400] if text.strip() else ""


def run_tool(cmd, timeout=1800) -> str:
    """Runs ``cmd``; its stdout, or RuntimeError with its errors."""
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if r.returncode != 0:
        errs = [line for line in r.stderr.splitlines() if "error:" in line][:5]
        raise RuntimeError(f"{os.path.basename(cmd[0])} failed:\n" + "\n".join(errs) +
                           "\n" + r.stderr[-2000:])
    return r.stdout


def run_json(runner, path, *extra):
    """``remat-run PATH --json`` (no LLVM optimisation: the peak does not
    depend on it and compiling is faster)."""
    return json.loads(run_tool([runner, path, "--json", "--opt-level=0", *extra]))


def remat_report(opt, path) -> dict:
    """remat-report's JSON of the first function of the file at ``path``."""
    out = run_tool([opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull])
    return json.loads(out)["functions"][0]


def _launch(name: str) -> None:
    found = None
    try:
        found = find(name, search_path=False)
    except ToolNotFoundError as error:
        sys.stderr.write(f"error: {error}\n")
        sys.exit(127)
    if not found:
        sys.stderr.write(
            f"error: {name} is not in this remat installation (looked at "
            + ", ".join(candidates(name, search_path=False)) + ")"
            + ("; it was built without the CUDA toolkit" if name == "remat-run-cuda" else "")
            + "\n")
        sys.exit(127)
    os.execv(found, [found, *sys.argv[1:]])


def remat_opt_main() -> None:
    """The ``remat-opt`` console script."""
    _launch("remat-opt")


def remat_run_main() -> None:
    """The ``remat-run`` console script."""
    _launch("remat-run")


def remat_run_cuda_main() -> None:
    """The ``remat-run-cuda`` console script."""
    _launch("remat-run-cuda")
