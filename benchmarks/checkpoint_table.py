#!/usr/bin/env python3
"""README results table: every bundled example under every checkpoint policy.

For each example and policy, runs differential.py (remat-run before and after
'remat-outline-checkpoints{policy=P},remat-apply-checkpoints') and prints a
Markdown table: measured and predicted peak before/after, reduction, recompute
FLOPs, and whether all outputs are bit-identical.

  python3 benchmarks/checkpoint_table.py [--build-dir build] [--models]
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
POLICIES = ["recompute_all", "save_dots_no_batch", "save_dots"]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    parser.add_argument("--models", action="store_true",
                        help="also the PyTorch-exported models in examples/models")
    args = parser.parse_args()
    files = ["examples/transformer_train_step.mlir", "examples/mlp_train_step.mlir"]
    if args.models:
        files += [f"examples/models/{m}.mlir" for m in ("mlp", "gpt2", "llama", "vit", "resnet18")]
    print("| example | policy | peak before (measured / predicted) | peak after (measured / predicted) "
          "| reduction | recompute FLOPs | outputs |")
    print("|---|---|---|---|---|---|---|")
    failed = False
    for path in files:
        for policy in POLICIES:
            pipeline = f"remat-outline-checkpoints{{policy={policy}}},remat-apply-checkpoints"
            proc = subprocess.run(
                [sys.executable, os.path.join(HERE, "differential.py"), os.path.join(ROOT, path),
                 "--pipeline", pipeline, "--build-dir", args.build_dir, "--json"],
                capture_output=True, text=True)
            if proc.returncode not in (0, 1) or not proc.stdout.strip():
                sys.stderr.write(proc.stderr)
                failed = True
                continue
            r = json.loads(proc.stdout)
            failed |= not r["ok"]
            cut = 1 - r["measured_peak_after"] / r["measured_peak_before"]
            print(f"| {os.path.basename(path)} | {policy} | "
                  f"{r['measured_peak_before']:,} / {r['predicted_peak_before']:,} | "
                  f"{r['measured_peak_after']:,} / {r['predicted_peak_after']:,} | "
                  f"{cut:.1%} | {r['recompute_flops']:,.0f} "
                  f"(+{r['recompute_flops'] / r['flops_before']:.1%}) | "
                  f"{'bit-identical' if r['bit_identical'] else 'DIFFER'} |")
            sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
