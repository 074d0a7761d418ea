#!/usr/bin/env python3
"""remat-auto's answer, its lower bound and gap, at fractions of each step's peak.

For each FILE, the no-remat peak P comes from remat-report; at each fraction F
remat-auto (solver SOLVER) plans for budget F*P and its JSON line gives the
solver and status, the plan's model recompute cost, the lower bound that
holds for every plan of the solver graph within the budget (single- and
multi-recompute plans; docs/Solvers.md, "Bounds"), the gap
(cost - bound) / cost, the solve time and the analysed peak after. An
infeasible budget prints remat-auto's diagnostic.

  auto_bounds.py [FILE...] [--fractions 0.75,0.5,0.35] [--solver auto]
                 [--build-dir build] [--measure]

--measure runs benchmarks/differential.py on every plan found (remat-auto
with the same budget and solver, then remat-run): the measured peak, whether
it is within the budget and whether the outputs are bit-identical.

Without FILE: the bundled steps (examples/transformer_train_step.mlir,
examples/models/{gpt2,llama,vit,resnet18}.mlir).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUNDLED = ["examples/transformer_train_step.mlir"] + [
    "examples/models/%s.mlir" % m for m in ("gpt2", "llama", "vit", "resnet18")]


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*")
    parser.add_argument("--fractions", default="0.75,0.5,0.35")
    parser.add_argument("--solver", default="auto")
    parser.add_argument("--build-dir", default=os.environ.get("REMAT_BUILD_DIR", "build"))
    parser.add_argument("--measure", action="store_true",
                        help="measure each plan with remat-run (differential.py)")
    args = parser.parse_args()
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    files = args.files or [os.path.join(ROOT, f) for f in BUNDLED]
    extra_head = " measured peak (remat-run) | bit-identical |" if args.measure else ""
    extra_rule = "---:|---|" if args.measure else ""
    print("| step | budget | solver (status) | model recompute | lower bound | gap | solve s | wall s | peak after |"
          + extra_head)
    print("|---|---|---|---:|---:|---:|---:|---:|---:|" + extra_rule)
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            name = os.path.basename(path)
            report = subprocess.run([opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull],
                                    capture_output=True, text=True)
            if report.returncode != 0:
                print(f"| {name} | - | remat-report failed | | | | | | |")
                failures += 1
                continue
            peak = json.loads(report.stdout)["functions"][0]["peak_bytes"]
            for fraction in [float(f) for f in args.fractions.split(",")]:
                budget = int(fraction * peak)
                lines = os.path.join(tmp, "auto.jsonl")
                if os.path.exists(lines):
                    os.remove(lines)
                t0 = time.monotonic()
                proc = subprocess.run(
                    [opt, path, f"--remat-auto=budget={budget} solver={args.solver} output={lines}",
                     "-o", os.devnull], capture_output=True, text=True)
                wall = time.monotonic() - t0
                if proc.returncode != 0:
                    errors = [l.split("error: ", 1)[-1] for l in proc.stderr.splitlines() if "error:" in l]
                    text = errors[0][:160] if errors else "failed"
                    # The memory bound's proof, where it has one.
                    if errors and "no plan fits: " in errors[0]:
                        text += " … no plan fits: " + errors[0].split("no plan fits: ", 1)[1].split(" (")[0]
                    print(f"| {name} | {budget:,} ({fraction:.0%}) | {text} "
                          f"| | | | | {wall:.1f} | |" + (" | |" if args.measure else ""))
                    continue
                line = json.loads(open(lines).read().splitlines()[0])
                cost = line.get("model_recompute_cost", 0.0)
                bound = line.get("lower_bound", 0.0)
                measured = ""
                if args.measure:
                    diff = subprocess.run(
                        [sys.executable, os.path.join(ROOT, "benchmarks", "differential.py"), path,
                         "--pipeline", f"remat-auto{{budget={budget} solver={args.solver}}}",
                         "--build-dir", args.build_dir, "--max-peak", str(budget), "--json"],
                        capture_output=True, text=True)
                    try:
                        d = json.loads(diff.stdout)
                        within = "" if d["measured_peak_after"] <= budget else " (over)"
                        measured = f" {d['measured_peak_after']:,}{within} | {d['bit_identical']} |"
                    except (ValueError, KeyError):
                        measured = f" failed: {diff.stderr.strip()[:80]} | |"
                        failures += 1
                print(f"| {name} | {budget:,} ({fraction:.0%}) | {line.get('solver')} ({line.get('status')}) | "
                      f"{cost:.4g} | {bound:.4g} | {line.get('gap', 0):.1%} | "
                      f"{line.get('solve_seconds', 0):.2f} | {wall:.1f} | {line.get('peak_after', 0):,} |"
                      + measured)
                sys.stdout.flush()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
