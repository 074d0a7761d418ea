#!/usr/bin/env python3
"""remat-auto at the tightest budgets of homogeneous chains (issue #51 item 4).

For each oracle chain (benchmarks/oracle/chain.py: L-layer tanh MLP,
activations N x D) the oracle's exact nested-schedule DP (multi.py, no remat
code) gives the multi-recompute minimum M and the optimum at each budget.
Budgets are M x (1 + r) for r in --over (default 1 %, 2 %, 5 %, 10 %, 20 %,
35 %, 50 %, 100 %) plus --fractions of the no-remat peak P that are feasible.
At each, remat-auto rewrites the step, remat-run measures the peak and the
outputs (bit identity against the unmodified step); the table gives
remat-auto's recompute FLOPs against the optimum's (layers recomputed x the
FLOPs of one recomputed layer as remat-report counts them), its reported
lower bound and gap, and how far the bound is below the optimum.

  chain_tight_sweep.py [--build-dir build] [--models 16x512x128,...]
      [--over 0.01,0.05] [--fractions 0.15] [--json out.json]

Exit status 1 if any budget is missed, an output differs, or remat-auto's
recompute is above 1.05 x the optimum.
"""
import argparse
import json
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from benchmarks.oracle.chain import Chain  # noqa: E402
from benchmarks.oracle.multi import MultiDP  # noqa: E402
from benchmarks.oracle.single import SingleDP  # noqa: E402
from benchmarks.oracle.sweep import measure, report_flops, run  # noqa: E402

DEFAULT_MODELS = "16x512x128,32x512x128,64x512x128,16x2048x32,32x2048x32,64x2048x32"


def sweep_model(spec, args, opt, runner, tmp):
    L, N, D = spec
    c = Chain(L, N, D)
    P = c.peak(c.plain_schedule())
    path = os.path.join(tmp, c.name + ".mlir")
    with open(path, "w") as f:
        f.write(c.mlir())
    _, sums = measure(runner, path)
    acts = c.single_schedule(set())
    rpath = os.path.join(tmp, c.name + "-all.mlir")
    with open(rpath, "w") as f:
        f.write(c.mlir(acts))
    per_layer = (report_flops(opt, rpath) - report_flops(opt, path)) / c.recompute_count(acts)
    sdp, mdp = SingleDP(c), MultiDP(c)
    mmin = mdp.minimum_peak(hi=sdp.minimum_peak())
    budgets = sorted({int(mmin * (1 + r)) for r in args.over} |
                     {int(P * f) for f in args.fractions if P * f >= mmin}, reverse=True)
    print("\n## %s: no-remat peak %d B, multi-recompute minimum %d B (%.2f %%)" % (
        c.name, P, mmin, 100 * mmin / P))
    print("| budget B | % of P | B / min | optimum FLOPs | remat-auto FLOPs | ratio | "
          "measured peak | outputs | lower bound | bound / optimum | reported gap | solve s |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    rows = []
    for B in budgets:
        layers, _, _ = mdp.solve(B)
        optf = layers * per_layer
        lines = os.path.join(tmp, "auto.jsonl")
        if os.path.exists(lines):
            os.remove(lines)
        out = os.path.join(tmp, "auto.mlir")
        rc, _, err, secs = run([opt, path, "--remat-auto=budget=%d output=%s" % (B, lines),
                                "-o", out], timeout=args.timeout)
        row = dict(model=c.name, L=L, N=N, D=D, peak=P, multi_min=mmin, budget=B,
                   optimum_layers=layers, optimum_flops=optf)
        if rc:
            row.update(failed=err.strip().splitlines()[-1][:200] if err.strip() else "rc=%d" % rc)
            print("| {:,} | %.2f | %.3f | %.3e | failed: %s |" .format(B) % (
                100 * B / P, B / mmin, optf, row["failed"]))
            rows.append(row)
            continue
        line = json.loads(open(lines).read().splitlines()[0])
        mpeak, msums = measure(runner, out)
        fl = line.get("recompute_flops", 0.0)
        lb = line.get("lower_bound")
        row.update(auto_flops=fl, measured_peak=mpeak, identical=msums == sums,
                   fits=mpeak <= B, lower_bound=lb, gap=line.get("gap"),
                   status=line.get("status"), solve_s=line.get("solve_seconds", secs),
                   ratio=fl / optf if optf > 0 else (1.0 if fl == 0 else float("inf")))
        rows.append(row)
        print("| {:,} | %.2f | %.3f | %.3e | %.3e | %.2f | {:,} | %s | %s | %s | %s | %.2f |".format(
            B, mpeak) % (100 * B / P, B / mmin, optf, fl, row["ratio"],
                         "bit-identical" if row["identical"] else "DIFFER",
                         "-" if lb is None else "%.3e" % lb,
                         "-" if lb is None or optf <= 0 else "%.3f" % (lb / optf),
                         "-" if row["gap"] is None else "%.1f %%" % (100 * row["gap"]),
                         row["solve_s"]))
        sys.stdout.flush()
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.environ.get("REMAT_BUILD_DIR", "build"))
    ap.add_argument("--models", default=DEFAULT_MODELS)
    ap.add_argument("--over", default="0.01,0.02,0.05,0.1,0.2,0.35,0.5,1.0")
    ap.add_argument("--fractions", default="0.15")
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--json")
    args = ap.parse_args()
    args.over = [float(x) for x in args.over.split(",") if x]
    args.fractions = [float(x) for x in args.fractions.split(",") if x]
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    runner = os.path.join(args.build_dir, "bin", "remat-run")
    print("# chain_tight_sweep %s, %s" % (time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
                                         args.build_dir))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for m in args.models.split(","):
            rows += sweep_model(tuple(int(x) for x in m.split("x")), args, opt, runner, tmp)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    bad = [r for r in rows if "failed" in r or not r["fits"] or not r["identical"]
           or r["ratio"] > 1.05 + 1e-9]
    print("\n%d budgets, %d missed / differ / above 1.05 x optimum" % (len(rows), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
