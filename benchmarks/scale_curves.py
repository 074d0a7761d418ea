#!/usr/bin/env python3
"""Analysis time and memory against program size on every shape.

For each shape of benchmarks/scale_shapes.py (elementwise chains, MLP
chains, transformer stacks, scans) and each size, generates the step and
runs under /usr/bin/time -v

  remat-opt STEP --remat-report="remarks=0 output=-"          (the analysis)
  remat-opt STEP --remat-auto="budget=F*P output=LINES"        (analysis, solve,
                                                                realisation, re-analysis)

printing ops, wall and CPU seconds, max RSS and (for remat-auto) the
solver's status and the peak after. Issue 51's target: remat-report <= 10 s,
remat-auto <= 30 s, <= 2 GB at 100k ops on every shape.

  scale_curves.py [--shapes elementwise,mlp,transformer,scan]
                  [--sizes elementwise=1000,10000,50000 ...] [--fraction 0.5]
                  [--build-dir build] [--timeout 600] [--report-only]
                  [--csv FILE]

--csv also writes the rows as CSV (shape, size, ops, what, wall_s, cpu_s,
max_rss_mb, result), e.g. benchmarks/results/scale_curves.csv.

Not a test (minutes); docs/Scaling.md records measured curves.
"""
import argparse
import csv
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from auto_scale import timed  # noqa: E402
from scale_shapes import SHAPES, count_ops  # noqa: E402

# Sizes (layers, or scan blocks) that reach about 1k, 10k and 100k ops.
DEFAULT_SIZES = {
    "elementwise": [500, 5000, 50000],
    "mlp": [28, 280, 2800],
    "transformer": [2, 22, 215],
    "scan": [28, 280, 2800],
}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shapes", default=",".join(SHAPES))
    parser.add_argument("--sizes", nargs="*", default=[],
                        help="SHAPE=N,N,... (layers; scan blocks for scan)")
    parser.add_argument("--fraction", type=float, default=0.5)
    parser.add_argument("--build-dir", default=os.environ.get("REMAT_BUILD_DIR", "build"))
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--report-only", action="store_true")
    parser.add_argument("--csv", help="also write the rows to this CSV file")
    args = parser.parse_args()
    sizes = dict(DEFAULT_SIZES)
    for item in args.sizes:
        shape, values = item.split("=")
        sizes[shape] = [int(v) for v in values.split(",")]
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    rows = []

    def row(shape, size, ops, what, wall, cpu, rss, result):
        rows.append([shape, size, ops, what, f"{wall:.1f}", f"{cpu:.1f}", f"{rss:.0f}", result])
        print(f"| {shape} | {size} | {ops:,} | {what} | {wall:.1f} | {cpu:.1f} | "
              f"{rss:.0f} | {result} |")
        sys.stdout.flush()

    print("| shape | size | ops | what | wall s | CPU s | max RSS MB | result |")
    print("|---|---:|---:|---|---:|---:|---:|---|")
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for shape in args.shapes.split(","):
            for size in sizes[shape]:
                text = SHAPES[shape](size)
                step = os.path.join(tmp, "%s%d.mlir" % (shape, size))
                with open(step, "w") as f:
                    f.write(text)
                ops = count_ops(text)
                rc, out, err, wall, rss, cpu = timed(
                    [opt, step, "--remat-report=remarks=0 output=-", "-o", os.devnull],
                    args.timeout)
                if rc != 0:
                    result = "TIMEOUT" if rc is None else "FAILED " + err.strip()[-80:]
                    row(shape, size, ops, "remat-report", wall, cpu, rss, result)
                    failures += 1
                    continue
                report = json.loads(out)["functions"][0]
                peak = report["peak_bytes"]
                row(shape, size, ops, "remat-report", wall, cpu, rss,
                    f"peak {peak:,} exact={str(report['exact']).lower()}")
                if args.report_only:
                    continue
                lines = os.path.join(tmp, "auto.jsonl")

                def run_auto(budget, what):
                    nonlocal failures
                    if os.path.exists(lines):
                        os.remove(lines)
                    rc, out, err, wall, rss, cpu = timed(
                        [opt, step, f"--remat-auto=budget={budget} output={lines}", "-o",
                         os.devnull], args.timeout)
                    line = None
                    if rc is None:
                        result = "TIMEOUT"
                        failures += 1
                    elif os.path.exists(lines) and open(lines).read().strip():
                        line = json.loads(open(lines).read().splitlines()[0])
                        # An infeasible budget has no peak after: the smallest
                        # peak any decision reached is what was found.
                        after = (f"peak after {line['peak_after']:,}" if "peak_after" in line
                                 else f"smallest peak {line.get('smallest_peak', 0):,}")
                        result = (f"{line.get('solver', line.get('scan_residuals', '?'))} "
                                  f"({line.get('status', '?')}), {after}")
                    else:
                        first = [l for l in err.splitlines() if "error" in l][:1]
                        result = "error: " + (first[0].split("error: ", 1)[-1][:90]
                                              if first else "?")
                    row(shape, size, ops, what, wall, cpu, rss, result)
                    return line

                budget = int(args.fraction * peak)
                line = run_auto(budget, f"remat-auto {args.fraction:.0%}")
                # A budget no plan meets (a transformer stack's results alone
                # are 75 % of its peak) times only the error path: time a plan
                # too, at the smallest peak remat-auto named + 5 % of the peak.
                if line and line.get("status") == "infeasible" and line.get("smallest_peak"):
                    floor = line["smallest_peak"]
                    run_auto(min(peak, int(floor + 0.05 * peak)),
                             f"remat-auto floor+5% ({(floor + 0.05 * peak) / peak:.0%})")
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            writer = csv.writer(f)
            writer.writerow(["shape", "size", "ops", "what", "wall_s", "cpu_s", "max_rss_mb",
                             "result"])
            writer.writerows(rows)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
