#!/usr/bin/env python3
"""The JAX training steps of examples/jax through remat's JAX front end.

For every step of examples/jax/models.py: import it (``remat.jax``), run it
with remat-run on the example arguments and compare every output with
``jax.jit(step)`` (max relative error over the outputs), then remat-auto at 3
budgets spread over what remat-auto can reach: the floor it names for an
infeasible budget (``budget=1``), and 1/3 and 2/3 of the way from there to the
step's measured peak. Per budget: remat-run's measured peak (must be <=
budget) and whether every output is bit-identical to the step's.

    PYTHONPATH=python:examples/jax REMAT_OPT=build/bin/remat-opt REMAT_RUN=build/bin/remat-run \\
        .venv/bin/python benchmarks/jax_examples.py [--only mlp,gpt] [--json out.json]
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
sys.path.insert(0, os.path.join(HERE, "..", "examples", "jax"))

from models import EXAMPLES  # noqa: E402
from remat.jax.export import export_training_step  # noqa: E402
from remat.jax.verify import verify_training_step  # noqa: E402
from remat.tools import find_tool  # noqa: E402


def floor_of(opt, path, pattern):
    """The smallest peak remat-auto says any plan reaches (from its error for
    budget=1), or None."""
    import subprocess

    r = subprocess.run([opt, path, f"--remat-auto=budget=1 pattern={pattern}", "-o", os.devnull],
                       capture_output=True, text=True)
    m = re.search(r"at most (\d+) bytes", r.stderr)
    return int(m.group(1)) if m else None


def run_one(name):
    ex = EXAMPLES[name]()
    opt = find_tool("remat-opt")
    row = {"name": name}
    t0 = time.time()
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "step.mlir")
        with open(path, "w") as f:
            f.write(export_training_step(ex.step, *ex.args))
        row["import_s"] = round(time.time() - t0, 2)
        floor = floor_of(opt, path, ex.pattern)
    row["floor"] = floor
    t0 = time.time()
    # the peak is only known after the first run: verify with placeholder
    # fractions first would run remat-run twice; the budgets are bytes
    # computed from the floor and the report's (exact) predicted peak
    from remat.tools import remat_report

    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "step.mlir")
        with open(path, "w") as f:
            f.write(export_training_step(ex.step, *ex.args))
        predicted = remat_report(opt, path)["peak_bytes"]
    lo = floor if floor is not None else predicted
    budgets = [lo + (predicted - lo) * 2 // 3, lo + (predicted - lo) // 3, lo]
    res = verify_training_step(ex.step, *ex.args, budgets=budgets, pattern=ex.pattern)
    row["verify_s"] = round(time.time() - t0, 1)
    row["ok"] = res.ok
    row["outputs"] = len(res.errors)
    row["max_rel_err"] = max((e / s if s else e) for e, s, _ in res.errors.values()) if res.errors else None
    row["peak"] = res.peak
    row["predicted"] = res.predicted_peak
    row["budgets"] = [{"budget": b.budget, "measured": b.measured, "identical": b.bit_identical,
                       "error": b.error} for b in res.budgets]
    row["messages"] = res.messages
    return row


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="")
    ap.add_argument("--json")
    a = ap.parse_args(argv)
    names = [n for n in a.only.split(",") if n] or list(EXAMPLES)
    rows = []
    print(f"# {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
    print("| step | outputs | max rel err vs JAX | peak (measured = predicted) | remat-auto: budget -> measured, bit-identical | ok |")
    print("|---|---|---|---|---|---|")
    for n in names:
        try:
            row = run_one(n)
        except Exception as e:  # a step that fails is listed with its error
            row = {"name": n, "ok": False, "error": f"{type(e).__name__}: {str(e)[:500]}"}
        rows.append(row)
        if "error" in row:
            print(f"| {n} | - | - | - | {row['error']} | no |", flush=True)
            continue
        pk = f"{row['peak']:,}" + ("" if row["peak"] == row["predicted"] else f" (predicted {row['predicted']:,})")
        bs = "; ".join(f"{b['budget']:,} -> {b['measured']:,} {'yes' if b['identical'] else 'NO'}"
                       if b["measured"] is not None else f"{b['budget']:,}: {b['error']}"
                       for b in row["budgets"])
        print(f"| {n} | {row['outputs']} | {row['max_rel_err']:.2e} | {pk} | {bs} | "
              f"{'yes' if row['ok'] else 'NO'} |", flush=True)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 0 if all(r.get("ok") for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
