#!/usr/bin/env python3
"""Training steps written the usual way, through remat's PyTorch exporter.

For every model below (small configurations, random weights, seed 0):
export the step with ``remat.torch.verify_training_step``, run it with
remat-run on the exact inputs and compare loss and gradients with eager
PyTorch (dropout with the exporter's masks in both), then per-layer
checkpoints (remat-outline-checkpoints + remat-apply-checkpoints) and
remat-auto at 80 % of the measured peak: outputs bit-identical to the
export's, measured peak <= budget, remat-report's prediction vs remat-run's
measurement.  A step that fails is listed with its error.

    PYTHONPATH=python python benchmarks/torch_models_table.py --markdown table.md --json table.json
    PYTHONPATH=python python benchmarks/torch_models_table.py --only gpt2,bert_mlm
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "python"))

from remat.torch.zoo import MODELS  # noqa: E402


def run_one(name, budget):
    from remat.torch.verify import verify_training_step

    desc, build = MODELS[name]
    torch.manual_seed(0)
    row = {"name": name, "model": desc}
    t0 = time.time()
    try:
        model, inputs, loss_fn = build()
        r = verify_training_step(model, inputs, loss_fn, budget=budget)
    except Exception as e:  # the table names the error
        msg = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        row.update(exports=False, error=f"{type(e).__name__}: {msg[:300]}", seconds=time.time() - t0)
        if os.environ.get("TABLE_TRACEBACK"):
            traceback.print_exc()
        return row
    atol, rtol = r.tolerance
    worst = max(r.errors.items(), key=lambda kv: kv[1][0] / (atol + rtol * kv[1][1]))
    row.update(
        exports=True, verifies=r.ok, grads_match=all(v[2] for v in r.errors.values()),
        tensors=len(r.errors), worst_tensor=worst[0], worst_abs=worst[1][0], worst_scale=worst[1][1],
        worst_ratio=r.worst_ratio(), tolerance=r.tolerance,
        errors={k: v[:2] for k, v in r.errors.items()},
        loss_mlir=r.loss_mlir, loss_eager=r.loss_eager, regions=r.regions,
        checkpoint_identical=r.checkpoint_identical, auto_identical=r.bit_identical,
        within_budget=r.within_budget, budget=r.budget, peaks=r.peaks,
        export_seconds=r.export_seconds, ir_bytes=r.ir_bytes, messages=r.messages,
        seconds=time.time() - t0)
    return row


def _yn(v):
    return "—" if v is None else ("yes" if v else "**no**")


def markdown(rows) -> str:
    out = ["| model | exports | loss, gradients, buffers match eager (tensors; worst error / tolerance) | checkpointed: regions, bit-identical |"
           " remat-auto at 80 %: bit-identical, ≤ budget | peak predicted / measured (export) |"
           " peak predicted / measured (remat-auto) | export time | IR size |",
           "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if not r.get("exports"):
            out.append(f"| {r['model']} | **no**: {r['error'].replace('|', '/')} | | | | | | | |")
            continue
        p = r["peaks"]
        rel = r.get("worst_ratio", r["worst_abs"] / max(r["worst_scale"], 1e-30))
        out.append(
            f"| {r['model']} | yes | {_yn(r['grads_match'])} ({r['tensors']}; {rel:.2f}) | "
            f"{r['regions']}, {_yn(r['checkpoint_identical'])} | "
            f"{_yn(r['auto_identical'])}, {_yn(r['within_budget'])} | "
            f"{p.get('predicted', '—'):,} / {p.get('measured', '—'):,} | "
            f"{p.get('auto_predicted', 0):,} / {p.get('auto_measured', 0):,} | "
            f"{r['export_seconds']:.1f} s | {r['ir_bytes'] / 1e3:,.0f} kB |")
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", help="comma-separated model names")
    ap.add_argument("--budget", type=float, default=0.8, help="remat-auto budget (fraction of the peak)")
    ap.add_argument("--json")
    ap.add_argument("--markdown")
    a = ap.parse_args(argv)
    names = a.only.split(",") if a.only else list(MODELS)
    rows = []
    for n in names:
        row = run_one(n, a.budget)
        rows.append(row)
        print(json.dumps(row), flush=True)
        if a.json:
            with open(a.json, "w") as f:
                json.dump(rows, f, indent=1)
    md = markdown(rows)
    print(md)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
