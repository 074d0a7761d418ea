"""The issue-47 reproduction: a 16-layer JAX MLP step through IREE, remat's plans
with and without elementwise fusion before remat-auto (docs/IREE.md, "JAX
steps: why remat-auto's plans raised IREE's peak").

    PYTHONPATH=python REMAT_OPT=build/bin/remat-opt \\
        .venv/bin/python benchmarks/jax_iree_mlp16.py [--act tanh|gelu] [--batch 1024] [--width 256]

The step is ``jax.jit(jax.value_and_grad(loss))`` + SGD (MSE loss), with and
without per-layer ``jax.checkpoint`` (nothing_saveable, dots_saveable). Its
StableHLO goes through IREE's input conversion (``iree-compile
--iree-input-type=stablehlo --compile-to=input``); this experiment script then
renames ``util.func``/``util.return`` to ``func.func``/``return`` by text so
that remat-opt reads it (remat's JAX front end does that as a pass). Prints
each variant's IREE DEVICE_LOCAL peak, remat's model peak and recompute FLOPs
(remat-report), and whether the outputs are within 1e-5 of IREE's original.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.append(os.path.join(ROOT, "python"))

import remat.iree as ri  # noqa: E402


def make_step(act, depth, batch, width, policy):
    import jax
    import jax.numpy as jnp

    def layer(h, w, b):
        z = h @ w + b
        return jnp.tanh(z) if act == "tanh" else jax.nn.gelu(z)

    f = layer
    if policy:
        f = jax.checkpoint(layer, policy=getattr(jax.checkpoint_policies, policy))

    def loss(params, x, y):
        h = x
        for w, b in params:
            h = f(h, w, b)
        return jnp.mean((h - y) ** 2)

    def step(params, x, y):
        value, grads = jax.value_and_grad(loss)(params, x, y)
        return value, jax.tree.map(lambda p, g: p - 0.01 * g, params, grads)

    params = [(jnp.zeros((width, width)), jnp.zeros((width,))) for _ in range(depth)]
    return jax.jit(step).lower(params, jnp.zeros((batch, width)), jnp.zeros((batch, width))).as_text()


def to_linalg(stablehlo: str) -> str:
    with tempfile.TemporaryDirectory() as work:
        src, out = os.path.join(work, "s.mlir"), os.path.join(work, "i.mlir")
        with open(src, "w") as f:
            f.write(stablehlo)
        subprocess.run([ri._tool("iree-compile"), "--iree-input-type=stablehlo", "--compile-to=input",
                        src, "-o", out], check=True)
        text = open(out).read()
    # experiment only: remat's JAX importer does this as a pass
    return re.sub(r"\butil\.return\b", "return", re.sub(r"\butil\.func\b", "func.func", text))


def report(text: str, extra=()):
    with tempfile.TemporaryDirectory() as work:
        src, rep = os.path.join(work, "s.mlir"), os.path.join(work, "r.json")
        open(src, "w").write(text)
        subprocess.run([ri._tool("remat-opt"), src, *extra, f"--remat-report=output={rep}", "-o", os.devnull],
                       check=True, capture_output=True)
        fn = json.load(open(rep))["functions"][0]
        return fn["peak_bytes"], fn["flops"]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--act", default="tanh", choices=("tanh", "gelu"))
    ap.add_argument("--depth", type=int, default=16)
    ap.add_argument("--batch", type=int, default=1024)
    ap.add_argument("--width", type=int, default=256)
    ap.add_argument("--fractions", default="0.75,0.5")
    a = ap.parse_args(argv)
    steps = {p or "original": to_linalg(make_step(a.act, a.depth, a.batch, a.width, p))
             for p in (None, "nothing_saveable", "dots_saveable")}
    text = steps["original"]
    ref = ri.measure(text)
    unfused, base = report(text)
    fused, _ = report(text, ["--remat-gpu-fuse-elementwise"])
    print(f"remat model peak: {unfused} B; after remat-gpu-fuse-elementwise: {fused} B")
    print("| IREE input | IREE peak (B) | recompute FLOPs | barriers | outputs <=1e-5 |\n|---|---|---|---|---|")

    def line(label, t, m=None):
        m = m or ri.measure(t)
        agree = ri._agree(m.outputs, ref.outputs, 1e-5)
        flops = report(t)[1] - base
        print(f"| {label} | {m.peak:,} | {flops:.3g} | {t.count('util.optimization_barrier')} | "
              f"{'yes' if agree is None else agree} |", flush=True)
        return m.peak

    line("original", text, ref)
    best = min(line(f"jax.checkpoint {policy}", steps[policy])
               for policy in ("nothing_saveable", "dots_saveable"))
    for fraction in (float(f) for f in a.fractions.split(",")):
        for fuse, peak in (("false", unfused), ("true", fused)):
            budget = int(peak * fraction)
            try:
                plan = ri.prepare(text, budget, extra=f"fuse-elementwise={fuse}")
            except RuntimeError as error:
                print(f"| remat-auto {fraction:.0%} fuse-elementwise={fuse} | infeasible | | | |")
                continue
            line(f"remat-auto {fraction:.0%} of {peak} B ({budget} B), fuse-elementwise={fuse}", plan)
    # a budget in IREE's bytes: jax.checkpoint's best peak
    try:
        plan = ri.plan_for_iree_budget(text, best)
        line(f"remat.iree --budget {best} (remat-auto budget {plan.remat_budget} B, "
             f"{len(plan.probes)} probes)", plan.text)
    except ri.IREEBudgetError as error:
        print(f"| remat.iree --budget {best} | {error} | | | |")


if __name__ == "__main__":
    main()
