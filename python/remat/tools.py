"""remat's command-line tools, found and run from Python (no torch, no jax).

The front ends (``remat.torch.verify``, ``remat.jax``) share these: where
``remat-opt`` / ``remat-run`` are (``$REMAT_OPT`` / ``$REMAT_RUN``, else
``build/bin`` of this checkout, else PATH), running one with its first error
line on failure, and ``remat-report``'s JSON.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# remat-opt prints locations only with this flag: without it the files it
# writes lose their module-path names, and later reports show file:line.
KEEP_LOCATIONS = ("--mlir-print-debuginfo",)


def find_tool(name: str) -> str | None:
    """``$NAME`` (upper case, ``-`` as ``_``), ``build/bin/NAME`` of this
    checkout, or NAME on PATH; None when none is executable."""
    env = os.environ.get(name.upper().replace("-", "_"), "")
    for c in (env, os.path.join(ROOT, "build", "bin", name), shutil.which(name) or ""):
        if c and os.access(c, os.X_OK):
            return c
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
        errs = [l for l in r.stderr.splitlines() if "error:" in l][:5]
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
