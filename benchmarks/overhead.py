#!/usr/bin/env python3
"""What rematerialization costs in time, measured side by side.

For each FILE, builds the variants
  original        the step as it is
  recompute_all   remat-outline-checkpoints{policy=recompute_all} + apply
  save_dots       remat-outline-checkpoints{policy=save_dots} + apply
  auto-F          remat-auto with budget = M + F * (P - M) for each fraction F
                  (P: the no-remat peak, M: the smallest peak remat-auto
                  reaches, from its infeasible-budget diagnostic)
and runs them with remat-run on the CPU in interleaved rounds (round r runs
every variant once, each with --repeat R and its median time), so that
machine noise hits all variants alike. Reported per variant: measured peak,
the fastest round's time (other load on the machine only ever adds time),
its ratio to the original's fastest round, and the FLOP ratio from
remat-report's cost model. Every variant's outputs must be bit-identical to the original's.

  python3 benchmarks/overhead.py [FILE...] [--rounds 3] [--repeat 3]
      [--fractions 0.5] [--build-dir build]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_FILES = ["examples/transformer_train_step.mlir", "examples/mlp_train_step.mlir",
                 "examples/models/gpt2.mlir", "examples/models/llama.mlir"]


def run(cmd, check=True):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if check and proc.returncode != 0:
        sys.stderr.write(f"failed: {' '.join(cmd)}\n{proc.stderr[-4000:]}")
        sys.exit(2)
    return proc


def report(opt, path):
    out = run([opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull]).stdout
    return json.loads(out)["functions"][0]


def variants(opt, path, fractions, tmp):
    """[(name, file)] for one example."""
    result = [("original", path)]
    stem = os.path.splitext(os.path.basename(path))[0]
    for policy in ("recompute_all", "save_dots"):
        out = os.path.join(tmp, f"{stem}.{policy}.mlir")
        run([opt, path, f"--pass-pipeline=builtin.module(remat-outline-checkpoints"
             f"{{policy={policy}}},remat-apply-checkpoints)", "-o", out])
        result.append((policy, out))
    top = report(opt, path)["peak_bytes"]
    diag = run([opt, path, "--remat-auto=budget=1", "-o", os.devnull], check=False).stderr
    match = re.search(r"reaches is (?:at most )?(\d+) bytes", diag)
    low = int(match.group(1)) if match else top
    for fraction in fractions:
        budget = int(low + fraction * (top - low))
        out = os.path.join(tmp, f"{stem}.auto{fraction}.mlir")
        proc = run([opt, path, f"--remat-auto=budget={budget}", "-o", out], check=False)
        if proc.returncode == 0:
            result.append((f"auto-{fraction} (budget {budget:,})", out))
        else:
            sys.stderr.write(f"{stem}: remat-auto budget {budget} failed, skipped\n")
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", default=None)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--fractions", default="0.5")
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    args = parser.parse_args()
    files = args.files or [os.path.join(ROOT, f) for f in DEFAULT_FILES]
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    runner = os.path.join(args.build_dir, "bin", "remat-run")
    fractions = [float(f) for f in args.fractions.split(",") if f]
    tmp = tempfile.mkdtemp()
    print(f"rounds {args.rounds} x --repeat {args.repeat} (median per run, fastest round)")
    print()
    print("| example | variant | measured peak | peak vs original | time "
          "| time ratio | FLOP ratio | outputs |")
    print("|---|---|---|---|---|---|---|---|")
    mismatches = 0
    for path in files:
        name = os.path.basename(path)
        cases = variants(opt, path, fractions, tmp)
        flops = {label: report(opt, file)["flops"] for label, file in cases}
        times = {label: [] for label, _ in cases}
        results = {}
        for _ in range(args.rounds):
            for label, file in cases:
                data = json.loads(run([runner, file, "--json", "--repeat", str(args.repeat)]).stdout)
                times[label].append(data["time_s"])
                results[label] = data
        base = results["original"]
        base_sums = [o["checksum"] for o in base["outputs"]]
        for label, _ in cases:
            data = results[label]
            same = [o["checksum"] for o in data["outputs"]] == base_sums
            mismatches += not same
            ratio = min(times[label]) / min(times["original"])
            peak = data["peak_bytes"]
            print(f"| {name} | {label} | {peak:,} | {100.0 * (peak / base['peak_bytes'] - 1):+.1f}% "
                  f"| {min(times[label]) * 1e3:,.1f} ms | {ratio:.3f} "
                  f"| {flops[label] / flops['original']:.3f} | "
                  f"{'bit-identical' if same else 'DIFFERENT'} |")
            sys.stdout.flush()
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
