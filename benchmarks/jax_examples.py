#!/usr/bin/env python3
"""The JAX training steps of examples/jax through remat's JAX front end.

For every step of examples/jax/models.py: import it (``remat.jax``), run it
with remat-run on the example arguments and compare every output with
``jax.jit(step)`` (max relative error over the outputs), then remat-auto at 3
budgets spread over what remat-auto can reach: the floor it names for an
infeasible budget (``budget=1``), and 1/3 and 2/3 of the way from there to the
step's measured peak (``remat.jax.verify.spread_budgets``). Per budget: remat-run's measured peak (must be <=
budget) and whether every output is bit-identical to the step's.

    PYTHONPATH=python:examples/jax REMAT_OPT=build/bin/remat-opt REMAT_RUN=build/bin/remat-run \\
        .venv/bin/python benchmarks/jax_examples.py [--only mlp,gpt] [--json out.json]
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
sys.path.insert(0, os.path.join(HERE, "..", "examples", "jax"))

from models import EXAMPLES  # noqa: E402
from remat.jax.export import export_training_step  # noqa: E402
from remat.jax.verify import spread_budgets, verify_training_step  # noqa: E402


def run_one(name):
    ex = EXAMPLES[name]()
    row = {"name": name}
    t0 = time.time()
    text = export_training_step(ex.step, *ex.args)
    row["import_s"] = round(time.time() - t0, 2)
    budgets = spread_budgets(text, ex.pattern)
    t0 = time.time()
    res = verify_training_step(ex.step, *ex.args, budgets=budgets, pattern=ex.pattern, text=text)
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
    print("| step | outputs | max over outputs of max|err| / max|jax| | peak (measured = predicted) | remat-auto: budget -> measured, bit-identical | ok |")
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
