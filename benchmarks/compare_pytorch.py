#!/usr/bin/env python3
"""remat-auto versus PyTorch's min-cut rematerialization, by measured peak memory.

For each model and each PyTorch budget b (``activation_memory_budget``):

1. PyTorch's decision, realised in remat (python/remat/torch/pytorch_plan.py): the
   AOTAutograd joint graph, CSE'd with ``fx_graph_cse`` as the partitioner does, is
   split by ``min_cut_rematerialization_partition``; the backward graph's non-tangent
   placeholders are the values PyTorch saves. The same CSE'd graph is exported with
   ``remat.name "<fx node>"`` tags, all forward ops are wrapped in one
   ``remat.checkpoint`` (``remat-outline-checkpoints pattern=^()``) with policy
   ``save_names[<PyTorch's saved tensors>]`` and ``remat-apply-checkpoints``
   recomputes everything else the gradient reads. Two schedules of that program are
   measured: ``apply`` (the pass clones the recomputation in front of the first
   gradient op that reads a residual) and ``pytorch`` (each recomputed op moved right
   before its first use, as PyTorch orders its backward graph). The residuals
   remat-report finds must be PyTorch's saved set (second table).
2. remat-auto on the same CSE'd export (without the tags: the same ops), with the
   budget set to the PyTorch plan's measured peak (the lower of the two schedules):
   at the same peak, who recomputes less.

Peaks are measured by remat-run (counted allocations); FLOPs are remat-report's
FLOPs after minus before, on the same IR for both sides. Every program's outputs
are compared bit for bit (checksums) with the CSE'd export's, whose outputs are
compared with the committed examples/models/<model>.mlir.

  python3 benchmarks/compare_pytorch.py [--models mlp,gpt2,llama,vit,resnet18]
      [--budgets 0,0.1,0.25,0.5,0.75,1] [--points 8] [--build-dir build]
      [--plot docs/compare_pytorch.png] [--json out.json]
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))

from remat.torch import pytorch_plan as pp  # noqa: E402


def fmt(n):
    return f"{n:,.0f}"


def measure_model(model, opt, runner, budgets, points_n, rows, checks, lows, curves, bases, failures):
    r = pp.Realiser(model, opt, runner)
    # The CSE'd export computes what the committed export computes, bit for bit.
    committed = os.path.join(ROOT, "examples", "models", f"{model}.mlir")
    with open(committed) as f:
        committed_run = pp.run_step(runner, f.read(), r.workdir)
    if pp.checksums(committed_run) != pp.checksums(r.base_run):
        failures.append(f"{model}: CSE'd export outputs differ from {committed}")
    if (r.base_report["flops"], r.base_report["peak_bytes"]) != \
            (r.plain_report["flops"], r.plain_report["peak_bytes"]):
        failures.append(f"{model}: tagged and plain exports differ in FLOPs or peak")
    base_peak = r.base_run["peak_bytes"]
    bases[model] = (base_peak, committed_run["peak_bytes"])
    points = []
    for b in budgets:
        plan = r.realise(b)
        orders = {o: plan[o] for o in ("apply", "pytorch")}
        for o, p in orders.items():
            if not p["bit_identical"]:
                failures.append(f"{model} b={b} {o}: outputs differ")
            if p["run"]["peak_bytes"] != p["report"]["peak_bytes"]:
                failures.append(f"{model} b={b} {o}: measured peak {p['run']['peak_bytes']} != "
                                f"predicted {p['report']['peak_bytes']}")
            if not p["check"]["equal"]:
                failures.append(f"{model} b={b} {o}: residuals != PyTorch's saved set: "
                                f"{p['check']}")
        pt_peak = min(p["run"]["peak_bytes"] for p in orders.values())
        flops = orders["pytorch"]["recompute_flops"]
        auto = r.auto(pt_peak)
        if auto and not auto["infeasible"] and not auto["bit_identical"]:
            failures.append(f"{model} b={b} remat-auto: outputs differ")
        rows.append((model, b, plan, pt_peak, flops, auto))
        checks.append((model, b, orders["pytorch"]["check"]))
        points.append((pt_peak, flops))
        sys.stderr.write(f"{model} b={b}: PyTorch plan peak {pt_peak}, {flops} FLOPs\n")
    # remat-auto's sweep between its lowest reachable peak and the unrematerialized one.
    probe = r.auto(1, solver="greedy")
    low = probe["lowest"] if probe and probe["infeasible"] and probe["lowest"] else base_peak
    sweep = []
    for i in range(points_n):
        budget = int(low + (base_peak - low) * i / max(points_n - 1, 1))
        a = r.auto(budget)
        if a and not a["infeasible"]:
            if not a["bit_identical"]:
                failures.append(f"{model} remat-auto budget {budget}: outputs differ")
            sweep.append((a["run"]["peak_bytes"], a["recompute_flops"]))
    matched = [(a["run"]["peak_bytes"], a["recompute_flops"]) for m, _, _, _, _, a in rows
               if m == model and not a["infeasible"]]
    curves[model] = (points, sorted(set(sweep + matched)))
    # the sweep starts at the greedy probe's bound; a matched run may reach lower
    lowest_auto = min(sweep + matched) if sweep + matched else None
    best_pt = min(zip(points, budgets))
    lows.append((model, base_peak, best_pt, lowest_auto))



def plot(curves, bases, models, path):
    """Measured peak versus recompute FLOPs: remat-auto's plans (sweep and the runs at
    the PyTorch plans' peaks) and PyTorch's plans realised in remat."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(1, len(models), figsize=(4 * len(models), 3.5))
    for ax, model in zip(axes if len(models) > 1 else [axes], models):
        points, sweep = curves[model]
        ours = sorted(map(tuple, sweep))
        ax.plot([p[0] / 1024 for p in ours], [p[1] / 1e6 for p in ours], "o-", label="remat-auto")
        theirs = sorted(map(tuple, points))
        ax.plot([t[0] / 1024 for t in theirs], [t[1] / 1e6 for t in theirs], "s",
                label="PyTorch min-cut in remat")
        ax.axvline(bases[model][0] / 1024, color="grey", lw=0.8, ls=":")
        ax.set_title(model)
        ax.set_xlabel("measured peak KiB (remat-run)")
        ax.set_ylabel("recompute MFLOP")
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default="mlp,gpt2,llama,vit,resnet18")
    parser.add_argument("--budgets", default="0,0.1,0.25,0.5,0.75,1")
    parser.add_argument("--points", type=int, default=8,
                        help="remat-auto budgets swept for the plot")
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    parser.add_argument("--plot", default=None, help="write a peak-vs-recompute PNG")
    parser.add_argument("--json", default=None, help="write all numbers as JSON")
    parser.add_argument("--plot-from-json", default=None,
                        help="only draw --plot from an earlier --json output")
    args = parser.parse_args()
    if args.plot_from_json:
        with open(args.plot_from_json) as f:
            saved = json.load(f)
        plot(saved["curves"], saved["bases"], list(saved["curves"]), args.plot)
        return 0
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    runner = os.path.join(args.build_dir, "bin", "remat-run")
    models = args.models.split(",")
    budgets = [float(b) for b in args.budgets.split(",")]

    rows, checks, lows, curves, bases = [], [], [], {}, {}
    failures = []
    done = []
    for model in models:
        try:
            measure_model(model, opt, runner, budgets, args.points, rows, checks, lows, curves, bases,
                          failures)
            done.append(model)
        except Exception as e:  # reported, the other models still run
            failures.append(f"{model}: {type(e).__name__}: {str(e)[:2000]}")
    models = done

    print("| model | PyTorch budget | PyTorch saved activations (count / bytes) | realised: residuals "
          "(count / bytes) | PyTorch plan in remat: measured peak, apply order / PyTorch order "
          "| its recompute FLOPs | remat-auto at that peak: measured peak | remat-auto recompute "
          "FLOPs | less recompute |")
    print("|---|---|---|---|---|---|---|---|---|")
    for model, b, plan, pt_peak, flops, auto in rows:
        c = plan["pytorch"]["check"]
        res = f"{c['residuals'][0]} / {fmt(c['residuals'][1])}{'' if c['equal'] else ' (MISMATCH)'}"
        peaks = f"{fmt(plan['apply']['run']['peak_bytes'])} / {fmt(plan['pytorch']['run']['peak_bytes'])}"
        if auto["infeasible"]:
            auto_s = f"infeasible (lowest {fmt(auto['lowest'])})" if auto["lowest"] else "infeasible"
            print(f"| {model} | {b} | {c['pytorch_count']} / {fmt(c['pytorch_bytes'])} | {res} | {peaks} "
                  f"| {fmt(flops)} | {auto_s} | - | - |")
            continue
        af = auto["recompute_flops"]
        who = "remat-auto" if af < flops else ("equal" if af == flops else "PyTorch")
        print(f"| {model} | {b} | {c['pytorch_count']} / {fmt(c['pytorch_bytes'])} | {res} | {peaks} "
              f"| {fmt(flops)} | {fmt(auto['run']['peak_bytes'])} | {fmt(af)} | {who} |")

    print()
    print("| model | PyTorch budget | saved activations (count / bytes) | views of parameters/inputs "
          "| views of other saved tensors | storages kept | not a residual of any program "
          "| MLIR buffers expected (count / bytes) | remat-report residuals (count / bytes) | equal |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for model, b, c in checks:
        never = c["never_residual"]
        never_s = f"{never[0]} / {fmt(never[1])}" + (f" (`{'`, `'.join(never[2])}`)" if never[0] else "")
        print(f"| {model} | {b} | {c['pytorch_count']} / {fmt(c['pytorch_bytes'])} "
              f"| {c['views_of_args'][0]} / {fmt(c['views_of_args'][1])} "
              f"| {c['views_of_saved'][0]} / {fmt(c['views_of_saved'][1])} "
              f"| {c['storages'][0]} / {fmt(c['storages'][1])} | {never_s} "
              f"| {c['expected'][0]} / {fmt(c['expected'][1])} "
              f"| {c['residuals'][0]} / {fmt(c['residuals'][1])} | {'yes' if c['equal'] else 'NO'} |")

    print()
    print("| model | peak without remat (CSE'd / committed export) | lowest PyTorch-plan peak "
          "(budget, recompute FLOPs) | lowest remat-auto peak (recompute FLOPs) |")
    print("|---|---|---|---|")
    for model, base_peak, best_pt, lowest_auto in lows:
        (pt_peak, pt_flops), pt_b = best_pt
        la = f"{fmt(lowest_auto[0])} ({fmt(lowest_auto[1])})" if lowest_auto else "-"
        print(f"| {model} | {fmt(base_peak)} / {fmt(bases[model][1])} | {fmt(pt_peak)} "
              f"(b={pt_b}, {fmt(pt_flops)}) | {la} |")

    if args.json:
        out = {"rows": [{"model": m, "budget": b, "pytorch_plan_peak": pk, "pytorch_plan_flops": fl,
                         "apply_peak": p["apply"]["run"]["peak_bytes"],
                         "pytorch_order_peak": p["pytorch"]["run"]["peak_bytes"],
                         "saved": p["saved"], "check": p["pytorch"]["check"],
                         "auto": None if a["infeasible"] else
                         {"peak": a["run"]["peak_bytes"], "flops": a["recompute_flops"]}}
                        for m, b, p, pk, fl, a in rows],
               "curves": curves, "bases": bases, "failures": failures}
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1)
    if args.plot:
        plot(curves, bases, models, args.plot)
    if failures:
        sys.stderr.write("FAILURES:\n" + "\n".join(failures) + "\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
