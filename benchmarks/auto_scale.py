#!/usr/bin/env python3
"""remat-auto's planning time and memory through remat-opt on deep chains.

remat-solver-bench times the solvers on their graph; this times the whole
pass (memory analysis of the step, graph, solve, realisation on a copy, the
analysis of the copy) the way a user runs it. For each layer count L it
generates the L-layer tanh-MLP training step of benchmarks/oracle/chain.py
(activations ROWSxWIDTH), takes the no-remat peak P from remat-report, and
runs

  /usr/bin/time -v remat-opt STEP --remat-auto="budget=F*P output=LINES"

for every fraction F, printing wall time, CPU time (user + system: what a
loaded machine does not inflate), max RSS, the solver and its status,
the solver's own time (`solve_seconds` of remat-auto's JSON line) and the
peak after. `--report-only` times remat-report alone (the memory analysis
without the solver), `--timing` adds remat-opt's pass timing of the
bufferization pipeline the analysis runs on a copy (one-shot-bufferize and
the deallocation passes), to see which part dominates.

  auto_scale.py [--layers 64,500,2000] [--fractions 0.75,0.5,0.35,0.15]
                [--rows 256 --width 8] [--build-dir build] [--timeout 1800]
                [--report-only] [--timing]

Not a test: it takes minutes (see docs/Solvers.md for measured numbers).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle.chain import Chain  # noqa: E402

# The analysis' bufferization prefix (buildBufferizationPrefix): upstream's
# buffer-deallocation-pipeline with remat-split-deallocs before its
# simplification, then remat-dealloc-after-last-use.
BUFFERIZE = ("builtin.module(one-shot-bufferize{bufferize-function-boundaries "
             "function-boundary-type-conversion=identity-layout-map},"
             "expand-realloc{emit-deallocs=false},canonicalize,"
             "ownership-based-buffer-deallocation,canonicalize,"
             "remat-split-deallocs,buffer-deallocation-simplification,"
             "bufferization-lower-deallocations,cse,canonicalize,"
             "remat-dealloc-after-last-use)")


def timed(cmd, timeout):
    """Runs cmd under /usr/bin/time -v; (returncode, stdout, stderr, wall s,
    max RSS MB). A time-out gives returncode None."""
    try:
        proc = subprocess.run(["/usr/bin/time", "-v"] + cmd, capture_output=True,
                              text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "", float(timeout), 0.0, 0.0
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", proc.stderr)
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", proc.stderr)
    user = re.search(r"User time \(seconds\): ([\d.]+)", proc.stderr)
    system = re.search(r"System time \(seconds\): ([\d.]+)", proc.stderr)
    cpu = (float(user.group(1)) if user else 0.0) + (float(system.group(1)) if system else 0.0)
    seconds = 0.0
    if wall:
        for part in wall.group(1).split(":"):
            seconds = seconds * 60 + float(part)
    return (proc.returncode, proc.stdout, proc.stderr, seconds,
            int(rss.group(1)) / 1024 if rss else 0.0, cpu)


def count_ops(text):
    """Operations in the step, nested bodies included (the generator prints
    one op per line; func.func and builtin.module are not counted)."""
    ops = re.findall(r"(?m)^\s*(?:%\S+ = )?([a-z_]+\.[a-z_.]+)", text)
    return sum(1 for op in ops if op not in ("func.func",))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--layers", default="64,500,2000")
    parser.add_argument("--fractions", default="0.75,0.5,0.35,0.15")
    parser.add_argument("--rows", type=int, default=256)
    parser.add_argument("--width", type=int, default=8)
    parser.add_argument("--build-dir", default=os.environ.get("REMAT_BUILD_DIR", "build"))
    parser.add_argument("--timeout", type=float, default=1800)
    parser.add_argument("--report-only", action="store_true")
    parser.add_argument("--timing", action="store_true")
    args = parser.parse_args()
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    fractions = [float(f) for f in args.fractions.split(",")]
    print("| layers | ops | budget | what | wall s | CPU s | max RSS MB | solver (status) | solve s | peak after |")
    print("|---:|---:|---|---|---:|---:|---:|---|---:|---:|")
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for layers in [int(x) for x in args.layers.split(",")]:
            step = os.path.join(tmp, "chain%d.mlir" % layers)
            text = Chain(layers, args.rows, args.width).mlir()
            with open(step, "w") as f:
                f.write(text)
            ops = count_ops(text)
            rc, out, err, wall, rss, cpu = timed(
                [opt, step, "--remat-report=remarks=0 output=-", "-o", os.devnull], args.timeout)
            if rc != 0:
                print(f"| {layers} | {ops:,} | - | remat-report | {wall:.1f} | {cpu:.1f} | {rss:.0f} | "
                      f"{'TIMEOUT' if rc is None else 'FAILED'} | | |")
                failures += 1
                continue
            peak = json.loads(out)["functions"][0]["peak_bytes"]
            print(f"| {layers} | {ops:,} | P = {peak:,} | remat-report | {wall:.1f} | {cpu:.1f} | {rss:.0f} | | | |")
            sys.stdout.flush()
            if args.timing:
                rc, _, err, wall, rss, cpu = timed(
                    [opt, step, "--pass-pipeline=" + BUFFERIZE, "--mlir-timing", "-o", os.devnull],
                    args.timeout)
                if rc != 0:
                    print(f"| {layers} | {ops:,} | - | bufferize + dealloc | {wall:.1f} | {cpu:.1f} | "
                          f"{rss:.0f} | FAILED | | |")
                    failures += 1
                    continue
                slow = re.findall(r"^\s*([\d.]+) \(\s*[\d.]+%\)\s+(\S+Pass)$", err, re.M)
                slow.sort(key=lambda x: -float(x[0]))
                top = ", ".join(f"{name} {float(s):.2f} s" for s, name in slow[:2])
                print(f"| {layers} | {ops:,} | - | bufferize + dealloc | {wall:.1f} | {cpu:.1f} | {rss:.0f} | {top} | | |")
                sys.stdout.flush()
            if args.report_only:
                continue
            for fraction in fractions:
                budget = int(fraction * peak)
                lines = os.path.join(tmp, "auto.jsonl")
                if os.path.exists(lines):
                    os.remove(lines)
                rc, out, err, wall, rss, cpu = timed(
                    [opt, step, f"--remat-auto=budget={budget} output={lines}", "-o", os.devnull],
                    args.timeout)
                solver, solve_s, after = "-", 0.0, "-"
                if rc is None:
                    solver = "TIMEOUT"
                    failures += 1
                elif os.path.exists(lines) and open(lines).read().strip():
                    line = json.loads(open(lines).read().splitlines()[0])
                    solver = f"{line.get('solver', '?')} ({line.get('status', '?')})"
                    solve_s = line.get("solve_seconds", 0.0)
                    after = f"{line.get('peak_after', 0):,}"
                if rc not in (0, None):
                    first = [l for l in err.splitlines() if "error" in l][:1]
                    solver = "error: " + (first[0].split("error: ", 1)[-1][:90] if first else "?")
                print(f"| {layers} | {ops:,} | {budget:,} ({fraction:.0%}) | remat-auto | {wall:.1f} | "
                      f"{cpu:.1f} | {rss:.0f} | {solver} | {solve_s:.2f} | {after} |")
                sys.stdout.flush()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
