"""JAX steps through IREE at 3 budgets in IREE's bytes (issue 47, "Done means").

    PYTHONPATH=python REMAT_OPT=build/bin/remat-opt \\
        .venv/bin/python benchmarks/jax_iree_budgets.py [NAME ...] [--examples examples/jax] \\
        [--jax-checkpoint replan|honour] [--max-probes 6] [--json rows.json]

Per JAX step of examples/jax (NAME.stablehlo.mlir imported for IREE by
remat's JAX front end, ``import_stablehlo(..., for_iree=True)``), on the
example's own arguments (models.py):

1. the original's IREE peak ``P`` (``remat-prepare-iree-input`` without a
   budget, compiled for llvm-cpu and run by ``iree-run-module`` on
   ``local-sync``: its DEVICE_LOCAL peak);
2. a reachable low ``L``: IREE's peak of remat-auto's minimum-peak plan
   (remat-auto at budget 1 names the smallest peak any plan reaches; the plan
   at that budget, measured), or ``P`` where that plan is not below it;
3. three budgets between them, ``L + (P - L) * {3/4, 1/2, 1/4}``, each given
   to ``remat.iree.plan_for_iree_budget`` (what ``python -m remat.iree STEP
   --budget BYTES`` runs): the plan's IREE-measured peak, whether it is within
   the budget, and the largest relative difference of its outputs from IREE's
   run of the original (per output, ``max|x - x0| / max|x0|``; the search
   itself rejects a plan above 1e-5).

A budget no probed plan meets is reported as not met with the lowest peak
reached. Slow (every probe is an IREE compile): a benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.append(os.path.join(ROOT, "python"))  # PYTHONPATH first

import numpy as np  # noqa: E402

import remat.iree as ri  # noqa: E402


def max_relative_diff(outputs, reference) -> float:
    """max over outputs of max|x - x0| / max|x0| (integers: 0 if equal, inf
    otherwise)."""
    worst = 0.0
    for a, b in zip(outputs, reference):
        if not np.issubdtype(b.dtype, np.floating):
            worst = max(worst, 0.0 if np.array_equal(a, b) else float("inf"))
            continue
        scale = float(np.max(np.abs(b))) if b.size else 0.0
        err = float(np.max(np.abs(a.astype(np.float64) - b))) if b.size else 0.0
        worst = max(worst, err / scale if scale else (0.0 if err == 0 else float("inf")))
    return worst


def bench(name, models, examples_dir, jax_checkpoint, max_probes, log, budgets=None):
    from remat.jax import import_stablehlo

    example = models.EXAMPLES[name]()
    import jax

    inputs = [np.asarray(leaf) for leaf in jax.tree.leaves(example.args)]
    with open(os.path.join(examples_dir, f"{name}.stablehlo.mlir"), encoding="utf-8") as f:
        text = import_stablehlo(f.read(), for_iree=True, jax_checkpoint=jax_checkpoint)
    original = ri.measure(ri.prepare(text), inputs=inputs)
    log(f"{name}: original IREE peak {original.peak} B")
    if budgets:  # given budgets: no reachable low L is measured
        return [_row(name, jax_checkpoint, original, None, b, text, inputs, max_probes, log)
                for b in budgets]
    try:
        ri.prepare(text, 1)
        floor = None
    except RuntimeError as error:
        floor = ri.lowest_reached_peak(str(error))
    lowest = original.peak
    if floor is not None:
        lowest = min(lowest, ri.measure(ri.prepare(text, floor), inputs=inputs, outputs=False).peak)
    log(f"{name}: remat-auto's minimum-peak plan (remat budget {floor}) IREE peak {lowest} B")
    return [_row(name, jax_checkpoint, original, lowest, lowest + (original.peak - lowest) * quarter // 4,
                 text, inputs, max_probes, log) for quarter in (3, 2, 1)]


def _row(name, jax_checkpoint, original, lowest, budget, text, inputs, max_probes, log):
    row = {"step": name, "jax_checkpoint": jax_checkpoint, "original": original.peak,
           "lowest": lowest, "budget": budget}
    start = time.time()
    try:
        plan = ri.plan_for_iree_budget(text, budget, inputs=inputs, max_probes=max_probes)
        got = ri.measure(plan.text, inputs=inputs)
        row.update(peak=got.peak, met=got.peak <= budget, probes=len(plan.probes),
                   remat_budget=plan.remat_budget, policy=plan.policy,
                   rel_diff=max_relative_diff(got.outputs, original.outputs))
    except ri.IREEBudgetError as error:
        row.update(peak=error.best_peak, met=False, probes=max_probes, remat_budget=None,
                   rel_diff=None)
    row["seconds"] = round(time.time() - start, 1)
    log(json.dumps(row))
    return row


def table(rows) -> str:
    out = ["| step | original IREE peak | lowest reached | budget | IREE-measured peak | met | "
           "max rel. output diff | probes |", "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        diff = "" if r.get("rel_diff") is None else f"{r['rel_diff']:.2g}"
        peak = "" if r.get("peak") is None else f"{r['peak']:,}"
        lowest = "" if r.get("lowest") is None else f"{r['lowest']:,}"
        out.append(f"| {r['step']} | {r['original']:,} | {lowest} | {r['budget']:,} | {peak} "
                   f"| {'yes' if r['met'] else 'no'} | {diff} | {r['probes']}"
                   + (f" (per-layer {r['policy']})" if r.get("policy") else "") + " |")
    return "\n".join(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*")
    ap.add_argument("--examples", default=os.path.join(ROOT, "examples", "jax"))
    ap.add_argument("--jax-checkpoint", choices=("replan", "honour"), default="replan")
    ap.add_argument("--max-probes", type=int, default=6)
    ap.add_argument("--budgets", help="comma-separated IREE budgets (bytes) instead of the three "
                    "between L and P")
    ap.add_argument("--json")
    a = ap.parse_args(argv)
    sys.path.insert(0, a.examples)
    import models  # examples/jax/models.py

    rows = []
    for name in a.names or list(models.EXAMPLES):
        try:
            rows += bench(name, models, a.examples, a.jax_checkpoint, a.max_probes,
                          lambda s: print(s, file=sys.stderr, flush=True),
                          [int(b) for b in a.budgets.split(",")] if a.budgets else None)
        except RuntimeError as error:  # reported; the other steps still run
            print(f"{name}: {error}", file=sys.stderr)
    print(table(rows))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
