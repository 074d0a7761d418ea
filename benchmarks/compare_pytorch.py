#!/usr/bin/env python3
"""remat-auto versus PyTorch's min-cut rematerialization on the same models.

PyTorch side: benchmarks/torch_partitioner.py (the AOTAutograd joint graph
of each model, split by min_cut_rematerialization_partition under
activation_memory_budget b): activation bytes the backward keeps
(saved_activation_bytes, parameters and inputs excluded) and the FLOPs of the
forward ops duplicated into the backward.

remat side: the exported step examples/models/<model>.mlir (the same joint
graph), rewritten by remat-auto at a sweep of peak budgets; each plan gives
the residual bytes kept for the gradient computation (remat-report, arguments
excluded) and the recompute FLOPs (FLOPs after - before). For every PyTorch
point, the table shows remat's cheapest plan that keeps at most as many
activation bytes, and that plan's predicted and measured (remat-run) peak.

  python3 benchmarks/compare_pytorch.py [--models gpt2,llama,vit,mlp] [--points 16]
      [--torch-json partitioner.json] [--build-dir build] [--plot compare.png]
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


def run(cmd, check=True):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if check and proc.returncode != 0:
        sys.stderr.write(f"failed: {' '.join(cmd)}\n{proc.stderr}")
        sys.exit(2)
    return proc


def report(opt, path):
    return json.loads(run([opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull]).stdout)["functions"][0]


def remat_points(opt, path, points):
    """(residual bytes, recompute FLOPs, predicted peak, budget, file) per plan."""
    base = report(opt, path)
    top = base["peak_bytes"]
    diag = run([opt, path, "--remat-auto=budget=1 solver=greedy", "-o", os.devnull], check=False).stderr
    match = re.search(r"reaches is (?:at most )?(\d+) bytes", diag)
    low = int(match.group(1)) if match else top
    result = [(base["residual_bytes"], 0.0, top, top, path)]
    tmp = tempfile.mkdtemp()
    for i in range(points):
        budget = int(low + (top - low) * i / max(points - 1, 1))
        out = os.path.join(tmp, f"auto{i}.mlir")
        proc = run([opt, path, f"--remat-auto=budget={budget}", "-o", out], check=False)
        if proc.returncode != 0:
            continue
        after = report(opt, out)
        result.append((after["residual_bytes"], after["flops"] - base["flops"],
                       after["peak_bytes"], budget, out))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default="mlp,gpt2,llama,vit")
    parser.add_argument("--points", type=int, default=16)
    parser.add_argument("--torch-json", default=None,
                        help="output of torch_partitioner.py (run if not given)")
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    parser.add_argument("--plot", default=None, help="write a memory-vs-recompute PNG")
    args = parser.parse_args()
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    runner = os.path.join(args.build_dir, "bin", "remat-run")
    models = args.models.split(",")
    if args.torch_json:
        torch_data = json.load(open(args.torch_json))
    else:
        out = os.path.join(tempfile.mkdtemp(), "partitioner.json")
        env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
        subprocess.run([sys.executable, os.path.join(HERE, "torch_partitioner.py"),
                        "--out", out] + sum((["--model", m] for m in models), []),
                       check=True, env=env, stdout=subprocess.DEVNULL)
        torch_data = json.load(open(out))
    rows = [dict(row, model=entry["model"]) for entry in torch_data["models"]
            for row in entry["budgets"]]
    print("| model | PyTorch budget | PyTorch kept / recompute FLOPs | remat kept / recompute FLOPs "
          "| remat peak predicted / measured | remat ≤ PyTorch |")
    print("|---|---|---|---|---|---|")
    curves = {}
    worse = 0
    for model in models:
        path = os.path.join(ROOT, "examples", "models", f"{model}.mlir")
        ours = remat_points(opt, path, args.points)
        curves[model] = ours
        entries = [r for r in rows if r["model"] == model]
        for entry in sorted(entries, key=lambda r: r["budget"]):
            kept = entry["saved_activation_bytes"]
            flops = entry["recompute_flops"]
            fitting = [p for p in ours if p[0] <= kept]
            if not fitting:
                print(f"| {model} | {entry['budget']} | {kept:,} / {flops:,.0f} | no plan keeps ≤ {kept:,} "
                      f"(least: {min(p[0] for p in ours):,}) | - | - |")
                continue
            best = min(fitting, key=lambda p: (p[1], p[0]))
            measured = json.loads(run([runner, best[4], "--json"]).stdout)["peak_bytes"]
            ok = best[1] <= flops
            worse += not ok
            print(f"| {model} | {entry['budget']} | {kept:,} / {flops:,.0f} | {best[0]:,} / {best[1]:,.0f} | "
                  f"{best[2]:,} / {measured:,} | {'yes' if ok else 'NO'} |")
            sys.stdout.flush()
    if args.plot:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, axes = plt.subplots(1, len(models), figsize=(4 * len(models), 3.5))
        for ax, model in zip(axes if len(models) > 1 else [axes], models):
            ours = sorted(curves[model])
            ax.plot([p[0] / 1024 for p in ours], [p[1] / 1e6 for p in ours], "o-", label="remat-auto")
            theirs = sorted((r["saved_activation_bytes"], r["recompute_flops"]) for r in rows if r["model"] == model)
            ax.plot([t[0] / 1024 for t in theirs], [t[1] / 1e6 for t in theirs], "s--", label="PyTorch min-cut")
            ax.set_title(model)
            ax.set_xlabel("activation KiB kept for backward")
            ax.set_ylabel("recompute MFLOP")
            ax.legend()
        fig.tight_layout()
        fig.savefig(args.plot, dpi=110)
    return 0


if __name__ == "__main__":
    sys.exit(main())
