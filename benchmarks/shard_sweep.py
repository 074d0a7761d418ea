"""Per-rank peak of sharded steps: ranks x {no remat, remat-auto at 75 % and 50 %}.

  python benchmarks/shard_sweep.py --build-dir build [--ranks 1 2 4] STEP.mlir ...

For each step and rank count: `remat-shard{strategy=dp ranks=N}`, remat-report's
predicted peak, `remat-run --ranks=N` (MPICH's mpiexec) measured peaks on every
rank, then remat-auto at 75 % and 50 % of the measured per-rank peak: every
rank's measured peak and whether its outputs are bit-identical to the
unrematerialized sharded run. Prints a Markdown table; a budget remat-auto
cannot meet is reported as such (with the smallest peak it names).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile


def run(command):
    return subprocess.run(command, capture_output=True, text=True)


def predicted_peak(opt, step, work):
    report = os.path.join(work, "report.json")
    result = run([opt, step, "--pass-pipeline=builtin.module(remat-report{output=%s})" % report,
                  "-o", os.devnull])
    if result.returncode:
        sys.exit(result.stderr)
    with open(report) as f:
        return json.load(f)["functions"][0]["peak_bytes"]


def run_ranks(runner, step, ranks):
    result = run([runner, step, "--ranks=%d" % ranks, "--json"])
    if result.returncode:
        sys.exit(result.stderr)
    return json.loads(result.stdout)["ranks"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--ranks", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--budgets", type=int, nargs="+", default=[75, 50],
                        help="percent of the measured per-rank peak")
    parser.add_argument("steps", nargs="+")
    args = parser.parse_args()
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    runner = os.path.join(args.build_dir, "bin", "remat-run")
    print("| step | ranks | predicted | measured (every rank) | "
          + " | ".join("remat-auto %d %%" % p for p in args.budgets) + " |")
    print("|---|---|---|---|" + "---|" * len(args.budgets))
    with tempfile.TemporaryDirectory() as work:
        for step in args.steps:
            for ranks in args.ranks:
                sharded = os.path.join(work, "dp.mlir")
                result = run([opt, step, "--pass-pipeline=builtin.module(remat-shard{strategy=dp ranks=%d})" % ranks,
                              "-o", sharded])
                if result.returncode:
                    print("| %s | %d | remat-shard failed: %s |" % (os.path.basename(step), ranks,
                                                                    result.stderr.strip().splitlines()[0]))
                    continue
                predicted = predicted_peak(opt, sharded, work)
                base = run_ranks(runner, sharded, ranks)
                peaks = sorted({r["peak_bytes"] for r in base})
                peak = max(peaks)
                cells = []
                for percent in args.budgets:
                    budget = peak * percent // 100
                    planned = os.path.join(work, "auto.mlir")
                    result = run([opt, sharded, "--pass-pipeline=builtin.module(remat-auto{budget=%d})" % budget,
                                  "-o", planned])
                    if result.returncode:
                        smallest = re.search(r"reaches is at most (\d+)", result.stderr)
                        cells.append("infeasible (budget %d; smallest reachable %s)"
                                     % (budget, smallest.group(1) if smallest else "?"))
                        continue
                    measured = run_ranks(runner, planned, ranks)
                    within = all(r["peak_bytes"] <= budget for r in measured)
                    same = all([o["checksum"] for o in r["outputs"]] == [o["checksum"] for o in b["outputs"]]
                               for r, b in zip(measured, base))
                    cells.append("%s (budget %d)%s%s" % (
                        "/".join(str(p) for p in sorted({r["peak_bytes"] for r in measured})), budget,
                        "" if within else " OVER BUDGET", ", bit-identical" if same else ", OUTPUTS DIFFER"))
                print("| %s | %d | %d | %s | %s |" % (os.path.basename(step), ranks, predicted,
                                                       "/".join(str(p) for p in peaks), " | ".join(cells)))
                sys.stdout.flush()


if __name__ == "__main__":
    main()
