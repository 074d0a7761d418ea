"""StableHLO text (as ``jax.jit(step).lower(*args).as_text()`` prints it) to
upstream MLIR that remat reads.

Two tools, no text editing in between:

1. ``iree-compile --iree-input-type=stablehlo --compile-to=input
   --iree-input-demote-f64-to-f32=false --iree-input-demote-i64-to-i32=false
   --mlir-print-op-generic --mlir-print-debuginfo``: IREE's own StableHLO input
   conversion (linalg-on-tensors; JAX's private calls inlined; JAX's locations
   kept), printed in generic form so that remat, which links no IREE, can parse
   the IREE ops left in it;
2. ``remat-opt --allow-unregistered-dialect`` with
   ``remat-import-iree-input`` (util.func -> func.func, scatter -> scf.for,
   jax.checkpoint barriers dropped or honoured; any other IREE op is an error
   naming it and its JAX source line), ``inline`` (calls IREE left), ``cse``
   (JAX's recomputation behind dropped barriers merges with the forward ops it
   repeats; behind honoured ones, remat.barrier, it stays).

The function JAX calls ``main`` stays the entry, under that name.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile

from ..tools import KEEP_LOCATIONS, find_tool

IMPORT_PIPELINE = "builtin.module(remat-import-iree-input,inline,cse)"
# for IREE only: IREE's own scatter stays (one dispatch; remat-run cannot run it)
IMPORT_PIPELINE_FOR_IREE = "builtin.module(remat-import-iree-input{keep-scatter=true},inline,cse)"
# what jax.checkpoint's barriers become (remat-import-iree-input's jax-checkpoint)
JAX_CHECKPOINT_MODES = ("replan", "honour")


def import_pipeline(*, for_iree: bool = False, jax_checkpoint: str = "replan") -> str:
    """remat-opt's pipeline for the import: keep IREE's scatter (``for_iree``);
    ``jax_checkpoint``: ``"replan"`` drops jax.checkpoint's barriers (remat-auto
    plans the whole step), ``"honour"`` makes each one a remat.barrier pinned
    after its cotangent (JAX's recomputation kept; remat-auto plans the rest)."""
    if jax_checkpoint not in JAX_CHECKPOINT_MODES:
        raise ValueError(f"jax_checkpoint must be one of {JAX_CHECKPOINT_MODES}, got {jax_checkpoint!r}")
    options = " ".join(o for o in ("keep-scatter=true" if for_iree else "",
                                   f"jax-checkpoint={jax_checkpoint}" if jax_checkpoint != "replan" else "")
                       if o)
    return f"builtin.module(remat-import-iree-input{{{options}}},inline,cse)" if options else IMPORT_PIPELINE


class JaxImportError(RuntimeError):
    """A StableHLO module that remat cannot import; the message says which op
    and where JAX made it."""


def find_iree_compile() -> str | None:
    """``$IREE_COMPILE``, ``iree-compile`` beside this Python (a venv's bin),
    or on PATH."""
    env = os.environ.get("IREE_COMPILE", "")
    beside = os.path.join(os.path.dirname(sys.executable), "iree-compile")
    for c in (env, beside, shutil.which("iree-compile") or ""):
        if c and os.access(c, os.X_OK):
            return c
    return None


def _errors(stderr: str) -> str:
    lines = [l for l in stderr.splitlines() if "error" in l]
    return "\n".join(lines[:5]) if lines else stderr.strip()[-2000:]


def import_stablehlo(text: str, *, iree_compile: str | None = None,
                     remat_opt: str | None = None, keep_files: str | None = None,
                     for_iree: bool = False, jax_checkpoint: str = "replan") -> str:
    """The upstream MLIR (with locations) of a StableHLO module's text.

    ``jax_checkpoint``: what the step's ``jax.checkpoint`` / ``nn.remat``
    barriers become: ``"replan"`` (default) drops them and remat-auto replans
    the whole step; ``"honour"`` keeps them as the user's checkpoints
    (``remat.barrier``: JAX's recomputation stays where JAX put it, remat-auto
    plans the rest). Either way the function is marked
    (``remat.jax_checkpoint``, which ``remat-report`` prints) and a line goes
    to stderr. A barrier that cannot be read as a checkpoint is an error with
    ``"honour"``.

    ``for_iree``: keep IREE's ``iree_linalg_ext.scatter`` (the backward of an
    integer gather) instead of rewriting it into loops, for a step that goes
    to IREE (``remat.iree``): IREE compiles its scatter into one dispatch,
    while the loops run on its host and cost it memory (docs/IREE.md). Such a
    step does not run in remat-run.

    Raises ``JaxImportError`` (a RuntimeError) with the tool's error when IREE
    cannot convert the module or remat cannot import an op of it.
    ``keep_files``: a directory to leave the intermediate files in."""
    pipeline = import_pipeline(for_iree=for_iree, jax_checkpoint=jax_checkpoint)
    iree = iree_compile or find_iree_compile()
    opt = remat_opt or find_tool("remat-opt")
    if not iree:
        raise RuntimeError("iree-compile not found (pip install -r requirements-iree.txt, "
                           "or set IREE_COMPILE)")
    if not opt:
        raise RuntimeError("remat-opt not found (set REMAT_OPT)")
    work = keep_files or tempfile.mkdtemp(prefix="remat-jax-")
    try:
        src = os.path.join(work, "step.stablehlo.mlir")
        generic = os.path.join(work, "step.iree-input.mlir")
        out = os.path.join(work, "step.mlir")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        # IREE demotes f64 to f32 by default: a JAX step with x64 enabled
        # keeps its types (and its values)
        r = subprocess.run([iree, "--iree-input-type=stablehlo", "--compile-to=input",
                            "--iree-input-demote-f64-to-f32=false", "--iree-input-demote-i64-to-i32=false",
                            "--mlir-print-op-generic", "--mlir-print-debuginfo", src, "-o", generic],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise JaxImportError("IREE's StableHLO input conversion failed:\n" + _errors(r.stderr))
        r = subprocess.run([opt, "--allow-unregistered-dialect", f"--pass-pipeline={pipeline}",
                            *KEEP_LOCATIONS, generic, "-o", out], capture_output=True, text=True)
        if r.returncode != 0:
            raise JaxImportError("remat-import-iree-input failed:\n" + _errors(r.stderr))
        # what the import decided (jax.checkpoint barriers dropped or
        # honoured) is said, not hidden: the pass's remarks go to stderr
        for line in r.stderr.splitlines():
            if "remark:" in line:
                print("remat.jax: " + line.split("remark:", 1)[1].strip(), file=sys.stderr)
        with open(out, encoding="utf-8") as f:
            return f.read()
    finally:
        if keep_files is None:
            shutil.rmtree(work, ignore_errors=True)
