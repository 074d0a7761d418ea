"""Verify an imported JAX training step against JAX, and remat on it.

``verify_training_step(step_fn, *example_args)``, as remat.torch's does for
PyTorch:

1. imports the step (:func:`remat.jax.export.export_training_step`);
2. runs it through ``remat-run`` on the example arguments (each pytree leaf a
   .npy file, ``--input=@FILE``; results back exactly with ``--output-dir``);
3. compares every output leaf with ``jax.jit(step_fn)(*example_args)`` (floats:
   ``max|remat - jax| <= atol + rtol * max|jax|``; integers and booleans exact);
4. for each budget, ``remat-auto`` on the imported step and ``remat-run`` on the
   same inputs: outputs bit-identical to step 2's (checksums) and the measured
   peak within the budget (an infeasible budget is retried at the bound
   remat-auto names, reported).
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
from dataclasses import dataclass, field

import jax
import numpy as np

from ..tools import KEEP_LOCATIONS, find_tool, first_error, remat_report, run_json, run_tool
from .export import export_training_step


@dataclass
class BudgetResult:
    requested: int
    budget: int                     # the budget remat-auto ran at
    measured: int | None = None     # remat-run's peak of the planned step
    predicted: int | None = None    # remat-report's peak of the planned step
    bit_identical: bool | None = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return bool(self.error is None and self.bit_identical and self.measured is not None
                    and self.measured <= self.budget)


@dataclass
class VerifyResult:
    ok: bool = False
    text: str = ""                                # the imported MLIR
    errors: dict = field(default_factory=dict)    # output index -> (max abs err, max |jax|, ok)
    peak: int | None = None                       # remat-run's measured peak of the step
    predicted_peak: int | None = None             # remat-report's
    budgets: list = field(default_factory=list)   # [BudgetResult]
    messages: list = field(default_factory=list)
    # what the import did with the step's jax.checkpoint barriers, as
    # remat-report says it: {"mode": "honour" | "replan", "checkpoints": N};
    # None for a step without any
    jax_checkpoint: dict | None = None

    def summary(self) -> str:
        bad = [k for k, (_, _, good) in self.errors.items() if not good]
        s = (f"ok={self.ok} outputs={len(self.errors)} mismatched={bad} peak={self.peak} "
             f"predicted={self.predicted_peak}")
        if self.jax_checkpoint:
            s += (f" jax.checkpoint: {self.jax_checkpoint['checkpoints']} "
                  f"{'honoured' if self.jax_checkpoint['mode'] == 'honour' else 'replanned'}")
        for b in self.budgets:
            s += (f"\n  budget {b.budget}: measured={b.measured} identical={b.bit_identical}"
                  + (f" error={b.error}" if b.error else ""))
        return s + "".join("\n  " + m for m in self.messages)


def _leaves(tree):
    return [np.asarray(x) for x in jax.tree.leaves(tree)]


def _auto(opt, runner, base_path, inputs, budget, pattern, own, index, base_sums):
    res = BudgetResult(requested=budget, budget=budget)
    path = os.path.join(own, f"auto{index}.mlir")
    opts = lambda b: f"budget={b}" + (f" pattern={pattern}" if pattern else "")
    try:
        try:
            run_tool([opt, base_path, f"--remat-auto={opts(budget)}", *KEEP_LOCATIONS, "-o", path])
        except RuntimeError as e:
            m = re.search(r"infeasible.*at most (\d+) bytes", str(e))
            if not m:
                raise
            res.budget = int(m.group(1))
            run_tool([opt, base_path, f"--remat-auto={opts(res.budget)}", *KEEP_LOCATIONS, "-o", path])
        run = run_json(runner, path, *inputs)
        res.measured = run["peak_bytes"]
        res.predicted = remat_report(opt, path)["peak_bytes"]
        res.bit_identical = [o["checksum"] for o in run["outputs"]] == base_sums
    except RuntimeError as e:
        res.error = first_error(str(e).split("\n", 1)[-1]) or str(e)[:400]
    return res


@contextlib.contextmanager
def _step_file(text: str, prefix: str):
    """The step ``text`` written to a temporary .mlir file, removed afterwards."""
    own = tempfile.mkdtemp(prefix=prefix)
    try:
        path = os.path.join(own, "step.mlir")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        yield path
    finally:
        shutil.rmtree(own, ignore_errors=True)


def auto_floor(text: str, pattern: str | None = None) -> int | None:
    """The smallest peak remat-auto says any of its plans reaches for the step
    ``text`` (the bound its error names for ``budget=1``), or None."""
    opt = find_tool("remat-opt")
    with _step_file(text, "remat-jax-floor-") as path:
        opts = "budget=1" + (f" pattern={pattern}" if pattern else "")
        try:
            run_tool([opt, path, f"--remat-auto={opts}", "-o", os.devnull])
        except RuntimeError as e:
            m = re.search(r"infeasible.*at most (\d+) bytes", str(e))
            return int(m.group(1)) if m else None
        return None


def spread_budgets(text: str, pattern: str | None = None, count: int = 3) -> list[int]:
    """``count`` budgets in bytes from remat-auto's floor (last) towards the
    step's predicted peak (exclusive), evenly spaced: 2/3 and 1/3 of the way
    and the floor for 3."""
    opt = find_tool("remat-opt")
    with _step_file(text, "remat-jax-budgets-") as path:
        peak = remat_report(opt, path)["peak_bytes"]
    lo = auto_floor(text, pattern)
    lo = peak if lo is None else lo
    return [lo + (peak - lo) * (count - 1 - i) // count for i in range(count)]


def verify_training_step(step_fn, *example_args, budgets=(0.8,), rtol: float = 1e-5,
                         atol: float = 1e-6, pattern: str | None = None,
                         workdir: str | None = None, text: str | None = None,
                         jax_checkpoint: str = "replan") -> VerifyResult:
    """Import ``step_fn`` on ``example_args``, run it with remat-run and compare
    with JAX; then remat-auto at each budget (bytes, or a fraction of the
    measured peak when < 1) must keep the outputs bit-identical within the
    budget. ``pattern``: remat-auto's layer regex (its default finds
    ``layers.N`` / ``h.N`` / ``blocks.N`` from ``jax.named_scope``).
    ``text``: the step's import, when already made (``export_training_step``).
    ``jax_checkpoint``: ``"replan"`` or ``"honour"`` the step's jax.checkpoint
    barriers (:func:`remat.jax.importer.import_stablehlo`); the result's
    ``jax_checkpoint`` says which was done."""
    res = VerifyResult()
    runner, opt = find_tool("remat-run"), find_tool("remat-opt")
    if not runner or not opt:
        raise RuntimeError("remat-run / remat-opt not found (set REMAT_RUN / REMAT_OPT)")
    res.text = text if text is not None else export_training_step(
        step_fn, *example_args, jax_checkpoint=jax_checkpoint)
    expected = _leaves(jax.jit(step_fn)(*example_args))
    own = tempfile.mkdtemp(dir=workdir, prefix="remat-jax-verify-")
    try:
        base_path = os.path.join(own, "step.mlir")
        with open(base_path, "w", encoding="utf-8") as f:
            f.write(res.text)
        inputs = []
        for i, leaf in enumerate(_leaves(example_args)):
            p = os.path.join(own, f"arg_{i}.npy")
            np.save(p, np.ascontiguousarray(leaf) if leaf.ndim else leaf)
            inputs.append(f"--input=@{p}")
        out_dir = os.path.join(own, "results")
        base = run_json(runner, base_path, *inputs, f"--output-dir={out_dir}")
        res.peak = base["peak_bytes"]
        report = remat_report(opt, base_path)
        res.predicted_peak = report["peak_bytes"]
        res.jax_checkpoint = report.get("jax_checkpoint")
        if res.jax_checkpoint:
            res.messages.append(
                f"jax.checkpoint: {res.jax_checkpoint['checkpoints']} checkpoints "
                + ("honoured (JAX's recomputation kept; remat-auto plans the rest)"
                   if res.jax_checkpoint["mode"] == "honour"
                   else "replanned (barriers dropped; remat-auto plans the whole step)"))
        got = [np.load(os.path.join(out_dir, f"result_{k}.npy")) for k in range(len(base["outputs"]))]
        ok = len(got) == len(expected)
        if not ok:
            res.messages.append(f"{len(got)} results, JAX returns {len(expected)}")
        for k, (g, r) in enumerate(zip(got, expected)):
            if g.shape != r.shape:
                res.errors[k] = (float("inf"), 0.0, False)
                ok = False
                continue
            if np.issubdtype(r.dtype, np.floating):
                g64, r64 = g.astype(np.float64), r.astype(np.float64)
                err = float(np.max(np.abs(g64 - r64))) if r.size else 0.0
                scale = float(np.max(np.abs(r64))) if r.size else 0.0
                good = bool(np.all(np.isfinite(g64))) and err <= atol + rtol * scale
            else:
                err = float(np.sum(g.astype(np.int64) != r.astype(np.int64)))
                scale, good = 0.0, err == 0
            res.errors[k] = (err, scale, good)
            ok &= good
        base_sums = [o["checksum"] for o in base["outputs"]]
        for i, b in enumerate(budgets):
            budget = int(b * res.peak) if b < 1 else int(b)
            br = _auto(opt, runner, base_path, inputs, budget, pattern, own, i, base_sums)
            if br.budget != br.requested:
                res.messages.append(f"budget {br.requested} infeasible; ran at remat-auto's bound {br.budget}")
            res.budgets.append(br)
            ok &= br.ok
        res.ok = bool(ok)
    finally:
        if workdir is None:
            shutil.rmtree(own, ignore_errors=True)
    return res
