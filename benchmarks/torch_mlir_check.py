#!/usr/bin/env python3
"""Differential check of remat on training steps exported by torch-mlir.

For each FILE (default: examples/torch_mlir/*.mlir):

* predicted peak: ``remat-opt FILE --remat-report="output=- remarks=false"``;
* measured peak and output checksums: ``remat-run FILE --json``;
* remat-auto at budgets across the feasible range: 90%, 75%, 60% of the
  predicted peak, and 25%/50%/75% of the way from the smallest reachable peak
  (named by remat-auto's infeasible-budget error at budget=1) to the peak,
  and that smallest peak itself. The "recomputed more than once" column is
  remat-auto's own count (multi-recompute plans, below what single-recompute
  plans reach).
  Each rewritten step is reported again (predicted after) and run (measured
  after, checksums).

Guarantees checked (any violation -> exit status 1):

* predicted >= measured, and within --tolerance (default 1%) of it;
* remat-auto exits 0 -> measured after <= budget, checksums identical to the
  original's; a budget remat-auto refuses is listed, not a violation, unless it
  is at or above the smallest peak remat-auto's own diagnostic names.

  torch_mlir_check.py [FILE...] [--build-dir build] [--tolerance 0.01] [--opt-level 0]
                     [--json OUT]
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sh(cmd, check=True):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if check and proc.returncode != 0:
        raise RuntimeError(f"command failed ({proc.returncode}): {' '.join(cmd)}\n"
                           f"{proc.stderr[-2000:]}")
    return proc


class Tools:
    def __init__(self, build_dir, opt_level):
        self.opt_level = opt_level
        self.opt = os.path.join(build_dir, "bin", "remat-opt")
        self.run = os.path.join(build_dir, "bin", "remat-run")
        for tool in (self.opt, self.run):
            if not os.access(tool, os.X_OK):
                raise SystemExit(f"missing {tool} (build remat first, or pass --build-dir)")

    def predicted(self, path):
        out = sh([self.opt, path, "--remat-report=output=- remarks=false", "-o", os.devnull])
        return json.loads(out.stdout)["functions"][0]["peak_bytes"]

    def measured(self, path):
        out = json.loads(sh([self.run, path, "--json",
                             f"--opt-level={self.opt_level}"]).stdout)
        return out["peak_bytes"], [o["checksum"] for o in out["outputs"]]

    def lowest_reachable(self, path):
        proc = sh([self.opt, path, "--remat-auto=budget=1", "-o", os.devnull], check=False)
        m = re.search(r"reaches is (?:at most )?(\d+) bytes", proc.stderr)
        return int(m.group(1)) if m else None

    def auto(self, path, budget, out):
        return sh([self.opt, path, f"--remat-auto=budget={budget}", "-o", out], check=False)


def budgets_for(peak, low):
    budgets = {int(peak * f): f"{f:.0%} of peak" for f in (0.9, 0.75, 0.6)}
    if low is not None and low < peak:
        for f in (0.0, 0.25, 0.5, 0.75):
            budgets.setdefault(int(low + f * (peak - low)), f"min+{f:.0%}")
    return sorted(budgets.items(), reverse=True)


def check_file(tools, path, tolerance, rows, violations):
    name = os.path.basename(path)
    predicted = tools.predicted(path)
    measured, sums = tools.measured(path)
    diff = (predicted - measured) / measured if measured else 0.0
    base = {"model": name, "predicted": predicted, "measured": measured, "diff": diff}
    if predicted < measured:
        violations.append(f"{name}: predicted {predicted} < measured {measured}")
    elif diff > tolerance:
        violations.append(f"{name}: predicted {predicted} over measured {measured} by "
                          f"{diff:.2%} (> {tolerance:.0%})")
    low = tools.lowest_reachable(path)
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "auto.mlir")
        for budget, label in budgets_for(predicted, low):
            row = dict(base, budget=budget, label=label)
            proc = tools.auto(path, budget, out)
            if proc.returncode != 0:
                first = next((line for line in proc.stderr.splitlines() if "error" in line),
                             proc.stderr.strip()[:200])
                row.update(status="refused", error=re.sub(r"^.*?error: ", "", first))
                rows.append(row)
                continue
            after_pred = tools.predicted(out)
            after_meas, after_sums = tools.measured(out)
            same = after_sums == sums
            multi = re.search(r"(\d+) recomputed more than once", proc.stderr)
            row.update(status="ok", predicted_after=after_pred, measured_after=after_meas,
                       identical=same, multi=int(multi.group(1)) if multi else 0)
            if after_meas > budget:
                violations.append(f"{name}: budget {budget}: measured {after_meas} > budget "
                                  f"(remat-auto predicted {after_pred})")
            if not same:
                violations.append(f"{name}: budget {budget}: outputs differ")
            rows.append(row)
    for row in rows:
        if row["model"] == name and row["status"] == "refused" and low is not None and \
                row["budget"] >= low:
            violations.append(f"{name}: budget {row['budget']} refused although remat-auto "
                              f"named {low} bytes as reachable")


def fmt(n):
    return f"{n:,}" if isinstance(n, int) else str(n)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="*")
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    ap.add_argument("--tolerance", type=float, default=0.01)
    ap.add_argument("--json", help="also write the rows as JSON here")
    ap.add_argument("--opt-level", type=int, default=0,
                    help="remat-run's LLVM level (the allocations, hence the peak, do not "
                    "depend on it; 0 JIT-compiles ~10x faster)")
    args = ap.parse_args()
    files = args.files or sorted(glob.glob(os.path.join(ROOT, "examples", "torch_mlir", "*.mlir")))
    tools = Tools(args.build_dir, args.opt_level)
    rows, violations = [], []
    for path in files:
        check_file(tools, path, args.tolerance, rows, violations)
    print("| model | predicted | measured | diff | budget | predicted after | measured after | "
          "bit-identical | recomputed more than once |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        head = f"| {r['model']} | {fmt(r['predicted'])} | {fmt(r['measured'])} | {r['diff']:+.2%} | " \
               f"{fmt(r['budget'])} ({r['label']}) | "
        if r["status"] == "ok":
            over = " **over budget**" if r["measured_after"] > r["budget"] else ""
            print(head + f"{fmt(r['predicted_after'])} | {fmt(r['measured_after'])}{over} | "
                  f"{'yes' if r['identical'] else '**no**'} | {r['multi']} |")
        else:
            print(head + f"refused: {r['error'][:120]} | - | - | - |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows, "violations": violations}, f, indent=1)
    if violations:
        print(f"\n{len(violations)} guarantee violation(s):")
        for v in violations:
            print("  " + v)
        return 1
    print("\nall guarantees hold")
    return 0


if __name__ == "__main__":
    sys.exit(main())
