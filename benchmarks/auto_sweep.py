#!/usr/bin/env python3
"""remat-auto across budgets, measured.

For each FILE: the no-remat peak P (remat-report) and the smallest peak M that
remat-auto can reach (the lowest of its greedy plans at decreasing budgets and
the bound its infeasible-budget diagnostic names) give budgets at 25%, 50% and
75% of the way from M to P. At each budget, remat-auto (solver SOLVER)
rewrites the step; remat-run must give bit-identical outputs and a measured
peak <= budget.

  auto_sweep.py FILE... [--solver auto] [--fractions 0.25,0.5,0.75] [--build-dir build]
      [--low-solver greedy]

--low-solver auto takes M from remat-auto's own lowest peak (solver=auto at a
budget of 1 byte: slower, lower, on every bundled step the model's minimum).
"(clock)" after a solve time: a time limit ended one of auto's searches
before its work count, so that plan can differ between runs.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile


def run(cmd, check=True):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if check and proc.returncode != 0:
        sys.stderr.write(f"command failed: {' '.join(cmd)}\n{proc.stderr}")
        sys.exit(2)
    return proc


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+")
    parser.add_argument("--solver", default="auto")
    parser.add_argument("--fractions", default="0.25,0.5,0.75")
    parser.add_argument("--low-solver", default="greedy",
                        help="the solver whose lowest peak (budget=1) gives M")
    parser.add_argument("--build-dir", default=os.environ.get("REMAT_BUILD_DIR", "build"))
    args = parser.parse_args()
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    runner = os.path.join(args.build_dir, "bin", "remat-run")
    fractions = [float(f) for f in args.fractions.split(",")]
    failures = 0
    print("| example | budget | solver | predicted peak | measured peak | recompute FLOPs | solve s | outputs |")
    print("|---|---|---|---|---|---|---|---|")
    for path in args.files:
        report = json.loads(run([opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull]).stdout)
        top = report["functions"][0]["peak_bytes"]
        base = json.loads(run([runner, path, "--json"]).stdout)
        base_sums = [o["checksum"] for o in base["outputs"]]
        # The smallest reachable peak: the bound named by an impossible budget,
        # improved by what greedy reaches when asked for it.
        # (auto's lowest-peak searches get a long clock: their work counts end them.)
        limit = "" if args.low_solver == "greedy" else " time-limit=600"
        diag = run([opt, path, f"--remat-auto=budget=1 solver={args.low_solver}{limit}", "-o", os.devnull],
                   check=False).stderr
        match = re.search(r"reaches is (?:at most )?(\d+) bytes", diag)
        low = int(match.group(1)) if match else top
        with tempfile.TemporaryDirectory() as tmp:
            for fraction in fractions:
                budget = int(low + fraction * (top - low))
                out = os.path.join(tmp, "auto.mlir")
                lines = os.path.join(tmp, "auto.jsonl")
                proc = run([opt, path, f"--remat-auto=budget={budget} solver={args.solver} output={lines}",
                            "-o", out], check=False)
                if proc.returncode != 0:
                    print(f"| {os.path.basename(path)} | {budget:,} | {args.solver} | - | - | - | - | "
                          f"FAILED: {proc.stderr.strip().splitlines()[0] if proc.stderr else ''} |")
                    failures += 1
                    continue
                line = json.loads(open(lines).read().splitlines()[0])
                measured = json.loads(run([runner, out, "--json"]).stdout)
                same = [o["checksum"] for o in measured["outputs"]] == base_sums
                ok = same and measured["peak_bytes"] <= budget
                failures += not ok
                print(f"| {os.path.basename(path)} | {budget:,} ({fraction:.0%}) | "
                      f"{line.get('solver', args.solver)} ({line.get('status')}) | "
                      f"{line.get('peak_after', 0):,} | {measured['peak_bytes']:,} | "
                      f"{line.get('recompute_flops', 0):,.0f} | {line.get('solve_seconds', 0):.3f}"
                      f"{' (clock)' if line.get('stopped_by_clock') else ''} | "
                      f"{'bit-identical' if same else 'DIFFER'}{'' if ok else ' FAIL'} |")
                sys.stdout.flush()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
