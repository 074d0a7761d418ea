"""JAX steps against JAX's own rematerialization, inside IREE (issue 47, part 4).

    PYTHONPATH=build/python:python REMAT_OPT=build/bin/remat-opt \\
        .venv/bin/python benchmarks/jax_iree.py [NAME ...] [--examples examples/jax] \\
        [--fractions 0.75,0.5,0.3] [--png jax_iree.png] [--json rows.json]

Per JAX step of examples/jax/models.py (``EXAMPLES``; the remat input is
examples/jax/NAME.stablehlo.mlir imported by remat's JAX front end for IREE,
``import_stablehlo(..., for_iree=True)``: IREE's own scatter kept; with
``--scatter loops`` examples/jax/NAME.mlir, the import remat-run runs, whose
scatter loops cost IREE memory):

- XLA CPU: ``memory_analysis().temp_size_in_bytes`` and ``cost_analysis()``
  FLOPs of ``jax.jit(step)`` without jax.checkpoint and with every layer under
  ``jax.checkpoint`` (``nothing_saveable``, ``dots_saveable``);
- IREE (llvm-cpu, host CPU, ``local-sync``; remat.iree.measure): DEVICE_LOCAL
  peak and the wall time of one ``iree-run-module`` call for the original
  step, for the jax.checkpoint variants (their StableHLO compiled by IREE), for
  remat-auto plans at fractions of remat's (fused) model peak
  (``remat-prepare-iree-input``), and for ``remat.iree`` at an IREE budget
  equal to the best jax.checkpoint variant's IREE peak;
- recompute FLOPs, what IREE executes beyond the original: for remat's plans
  remat-report's FLOPs of the IREE input minus the original's; for the
  jax.checkpoint variants the ``cost_analysis()`` of the lowered module (the
  StableHLO IREE compiles: IREE keeps the recomputation behind its barriers)
  minus the original's; beside them XLA's compiled ``cost_analysis()``
  difference (XLA's CPU compiler removes the recomputation) and, counted as
  remat's are, remat-report's FLOPs of the variant imported with its
  checkpoints honoured (``jax_checkpoint="honour"``: JAX's recomputation
  kept) minus the original import's: ``cost_analysis()`` and remat-report
  count elementwise ops differently (resnet_bn: 5.38e7 against 5.84e7 for
  the same recomputation), so FLOPs are compared in this column;
- whether each variant's IREE outputs are within 1e-5 (of each output's
  largest magnitude) of IREE's original run on the same inputs: the
  example's own arguments (models.py), so token ids are in range and Adam's
  second moment is non-negative.

A PNG plots IREE peak against recompute FLOPs, per step, for both.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.append(os.path.join(ROOT, "python"))  # PYTHONPATH (e.g. build/python) first

import remat.iree as ri  # noqa: E402

POLICIES = (None, "nothing_saveable", "dots_saveable")


def remat_flops(text: str) -> int:
    """remat-report's FLOPs of a step (IREE input included: util is registered)."""
    with tempfile.TemporaryDirectory() as work:
        src, rep = os.path.join(work, "s.mlir"), os.path.join(work, "r.json")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        r = subprocess.run([ri._tool("remat-opt"), src, f"--remat-report=output={rep}", "-o", os.devnull],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(r.stderr[-2000:])
        with open(rep, encoding="utf-8") as f:
            return sum(fn["flops"] for fn in json.load(f)["functions"])


def _flops(cost) -> int:
    cost = cost[0] if isinstance(cost, (list, tuple)) else cost
    return int(cost.get("flops", 0))


def xla(example):
    """StableHLO text, FLOPs of the lowered module, and XLA CPU's temp bytes
    and FLOPs of the compiled one."""
    import jax

    lowered = jax.jit(example.step).lower(*example.args)
    compiled = lowered.compile()
    return (lowered.as_text(debug_info=True), _flops(lowered.cost_analysis()),
            compiled.memory_analysis().temp_size_in_bytes, _flops(compiled.cost_analysis()))


def step_text(name, examples_dir, scatter):
    """remat's import of example `name`: for IREE (scatter kept) or as
    committed (scatter loops)."""
    if scatter == "loops":
        with open(os.path.join(examples_dir, f"{name}.mlir"), encoding="utf-8") as f:
            return f.read()
    from remat.jax import import_stablehlo

    with open(os.path.join(examples_dir, f"{name}.stablehlo.mlir"), encoding="utf-8") as f:
        return import_stablehlo(f.read(), for_iree=True)


def honoured_flops(hlo, base_flops, log):
    """remat-report's recompute FLOPs of a jax.checkpoint variant: its import
    with the checkpoints honoured (JAX's recomputation kept behind
    remat.barrier) minus the original import's FLOPs; None if the barriers
    cannot be honoured."""
    from remat.jax import import_stablehlo

    try:
        return remat_flops(import_stablehlo(hlo, for_iree=True, jax_checkpoint="honour")) - base_flops
    except RuntimeError as error:
        log(f"honoured import failed: {str(error).splitlines()[0][:200]}")
        return None


def example_inputs(example):
    """The step's own arguments, in the order of the StableHLO main's (the
    pytree's leaves): valid inputs (token ids in range, Adam's second moment
    non-negative), the same for every variant."""
    import jax
    import numpy as np

    return [np.asarray(leaf) for leaf in jax.tree.leaves(example.args)]


def bench(name, models, examples_dir, fractions, log, scatter="iree"):
    rows = []
    text = step_text(name, examples_dir, scatter)
    inputs = example_inputs(models.EXAMPLES[name](None))
    original = ri.prepare(text)
    ref = ri.measure(original, inputs=inputs)
    base_flops = remat_flops(original)
    xla_base = None

    def row(variant, kind, m, recompute, xla_temp=None, xla_flops=None, extra=None, counted=None):
        agree = ri._agree(m.outputs, ref.outputs, 1e-5) if m.outputs else None
        r = {"step": name, "variant": variant, "kind": kind, "iree_peak": m.peak,
             "iree_seconds": round(m.seconds, 4), "recompute_flops": recompute,
             "remat_counted_recompute_flops": recompute if counted is None and kind != "jax" else counted,
             "xla_temp": xla_temp, "xla_recompute_flops": xla_flops,
             "outputs_within_1e-5": agree is None, "difference": agree}
        r.update(extra or {})
        rows.append(r)
        log(r)

    for policy in POLICIES:
        hlo, lowered_flops, temp, flops = xla(models.EXAMPLES[name](policy))
        if policy is None:
            xla_base = (lowered_flops, flops)
            row("original", "original", ref, 0, temp, 0)
            continue
        row(f"jax.checkpoint {policy}", "jax", ri.measure(hlo, inputs=inputs), lowered_flops - xla_base[0],
            temp, flops - xla_base[1], counted=honoured_flops(hlo, base_flops, log))
    full = ri.model_peak(text)
    for fraction in fractions:
        budget = int(full * fraction)
        try:
            plan = ri.prepare(text, budget)
        except RuntimeError as error:
            floor = ri.lowest_reached_peak(str(error))
            log(f"{name}: remat-auto at {fraction:.0%} ({budget} B): infeasible")
            if floor is None:
                continue
            budget = floor
            plan = ri.prepare(text, budget)
            fraction = budget / full
        row(f"remat-auto {fraction:.0%}", "remat", ri.measure(plan, inputs=inputs), remat_flops(plan) - base_flops,
            extra={"remat_budget": budget})
    jax_rows = [r for r in rows if r["kind"] == "jax"]
    if jax_rows:
        target = min(r["iree_peak"] for r in jax_rows)
        try:
            plan = ri.plan_for_iree_budget(text, target, inputs=inputs)
            how = f" (per-layer {plan.policy})" if plan.policy else ""
            row(f"remat.iree <= {target}{how}", "remat-iree", ri.measure(plan.text, inputs=inputs),
                remat_flops(plan.text) - base_flops,
                extra={"remat_budget": plan.remat_budget, "probes": len(plan.probes), "iree_budget": target,
                       "policy": plan.policy})
        except ri.IREEBudgetError as error:
            rows.append({"step": name, "variant": f"remat.iree <= {target}", "kind": "remat-iree",
                         "iree_peak": error.best_peak, "unmet": str(error)})
            log(rows[-1])
    return rows


def table(rows):
    head = ("| step | variant | IREE peak (B) | IREE time (s) | recompute FLOPs | "
            "recompute FLOPs, remat-report | XLA CPU temp (B) | XLA CPU recompute FLOPs | outputs ≤1e-5 |")
    lines = [head, "|" + "---|" * 9]
    for r in rows:
        if r.get("kind") == "error":
            lines.append(f"| {r['step']} | error: {r['unmet']} | | | | | | | |")
            continue
        if "unmet" in r:
            lines.append(f"| {r['step']} | {r['variant']} | not met: lowest {r['iree_peak']:,} | | | | | | |")
            continue
        fl = "" if r["recompute_flops"] is None else f"{r['recompute_flops']:.3g}"
        rc = r.get("remat_counted_recompute_flops")
        rc = "" if rc is None else f"{rc:.4g}"
        xt = "" if r["xla_temp"] is None else f"{r['xla_temp']:,}"
        xf = "" if r["xla_recompute_flops"] is None else f"{r['xla_recompute_flops']:.3g}"
        lines.append(f"| {r['step']} | {r['variant']} | {r['iree_peak']:,} | {r['iree_seconds']} | {fl} | {rc} | "
                     f"{xt} | {xf} | {'yes' if r['outputs_within_1e-5'] else 'NO'} |")
    return "\n".join(lines)


def plot(rows, path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = list(dict.fromkeys(r["step"] for r in rows))
    cols = min(4, len(steps))
    fig, axes = plt.subplots((len(steps) + cols - 1) // cols, cols, figsize=(4 * cols, 3.2 * ((len(steps) + cols - 1) // cols)),
                             squeeze=False)
    style = {"original": ("k*", "original"), "jax": ("rx", "jax.checkpoint"),
             "remat": ("bo-", "remat-auto"), "remat-iree": ("gs", "remat.iree at jax's best peak")}
    for ax, step in zip(axes.flat, steps):
        for kind, (fmt, label) in style.items():
            pts = sorted((r["recompute_flops"] or 0, r["iree_peak"] / 1e6) for r in rows
                         if r["step"] == step and r.get("kind") == kind and "unmet" not in r
                         and (r["recompute_flops"] is not None or kind == "original"))
            if pts:
                ax.plot([p[0] for p in pts], [p[1] for p in pts], fmt, label=label)
        ax.set_title(step)
        ax.set_xlabel("recompute FLOPs")
        ax.set_ylabel("IREE peak (MB)")
    for ax in list(axes.flat)[len(steps):]:
        ax.axis("off")
    axes.flat[0].legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*")
    ap.add_argument("--examples", default=os.path.join(ROOT, "examples", "jax"))
    ap.add_argument("--fractions", default="0.75,0.5,0.3")
    ap.add_argument("--png", default="jax_iree.png")
    ap.add_argument("--json")
    ap.add_argument("--scatter", choices=("iree", "loops"), default="iree",
                    help="iree: import with IREE's scatter kept (default); loops: examples/jax/NAME.mlir")
    a = ap.parse_args(argv)
    sys.path.insert(0, a.examples)
    import models  # examples/jax/models.py

    names = a.names or list(models.EXAMPLES)
    fractions = [float(f) for f in a.fractions.split(",")]
    rows = []
    for name in names:
        try:
            rows += bench(name, models, a.examples, fractions, lambda r: print(r, file=sys.stderr, flush=True),
                          a.scatter)
        except RuntimeError as error:  # reported, the other steps still run
            print(f"{name}: {error}", file=sys.stderr)
            rows.append({"step": name, "variant": "error", "kind": "error", "iree_peak": 0,
                         "unmet": str(error).splitlines()[0][:200]})
    print(table(rows))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    plot([r for r in rows if r.get("kind") != "error"], a.png)
    print(f"plot: {a.png}")


if __name__ == "__main__":
    main()
