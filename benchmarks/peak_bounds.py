#!/usr/bin/env python3
"""How low can a step's peak go? remat-auto's lowest peak against its bound.

For each training step FILE: remat-auto at a budget of 1 byte (infeasible)
writes its JSON line with `model_peak_lower_bound` (no plan of the solvers'
model, single- or multi-recompute, peaks lower: Bound.cpp, "The peak"; the
recomputation window's proofs raise it in lowestPeak) and where it comes
from; then remat-auto runs at that bound. Where it finds a plan there, the
bound is the model's minimum and remat-auto meets it (the plan is realised
and measured by the memory analysis); else the row shows the lowest model
peak it found, and the gap between the two is what remains unknown.

  benchmarks/peak_bounds.py [--build-dir build] FILE...
"""
import argparse
import json
import subprocess
import sys
import time


def auto_line(opt, path, budget):
    p = subprocess.run([opt, path, f"--remat-auto=budget={budget} time-limit=600 output=-",
                        "-o", "/dev/null"], capture_output=True, text=True)
    lines = [l for l in p.stdout.splitlines() if l.startswith("{")]
    if not lines:
        raise RuntimeError(f"remat-auto wrote no JSON line for {path} at {budget}: "
                           + p.stderr.strip().splitlines()[0][:300])
    return json.loads(lines[0])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build-dir", default="build")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    opt = f"{args.build_dir}/bin/remat-opt"
    print("| step | no-remat peak | bound (from) | lowest model peak found | gap | met at the bound | s |")
    print("|---|---:|---:|---:|---:|---|---:|")
    for path in args.files:
        low = auto_line(opt, path, 1)
        bound = low.get("model_peak_lower_bound")
        if bound is None:
            print(f"| {path} | {low['peak_before']:,} | none | | | | |")
            continue
        t0 = time.time()
        at = auto_line(opt, path, bound)
        seconds = time.time() - t0
        if at["status"] == "infeasible":
            found = at["model_lowest_peak"]
            gap = f"{(found - bound) / found:.2%}"
            met = "no"
        else:
            found, gap = bound, "0"
            met = f"yes (analysed {at['peak_after']:,})"
        print(f"| {path} | {low['peak_before']:,} | {bound:,} ({low['model_peak_lower_bound_from']}) "
              f"| {found:,} | {gap} | {met} | {seconds:.1f} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
