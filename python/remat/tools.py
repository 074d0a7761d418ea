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

This module imports nothing of remat's (no compiled extension), so a
launcher starts in the time Python itself needs.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from typing import Dict, List, Optional, Sequence

TOOLS = ("remat-opt", "remat-run", "remat-run-cuda")

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


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
