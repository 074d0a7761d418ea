"""Error of each IREE route of a JAX step against an f64 JAX reference.

    PYTHONPATH=python REMAT_OPT=build/bin/remat-opt \\
        .venv/bin/python benchmarks/jax_iree_numerics.py gpt [--fractions 0.75,0.5,0.3] [--for-iree]

On the same f32 inputs (remat.iree's seeded ones: floats 0.5 N(0,1), integers
zero), it runs the step in JAX with x64 (the reference) and in f32 (XLA CPU),
and in IREE (llvm-cpu, local-sync): JAX's own StableHLO, remat's import
(examples/jax/NAME.mlir, or with ``--for-iree`` the import that keeps IREE's
scatter) and remat-auto plans at fractions of remat's model peak
(``remat-prepare-iree-input``). Per variant: the largest error over outputs of
``max|x - ref| / max|ref|`` and the largest difference from IREE's run of the
import (0 = bit-identical). A numerical cause (IREE reassociating sums across
different dispatch boundaries) shows as errors of the reference's size
(~1e-7) and ULP-scale differences; a real bug as an error far above it in a
few outputs (docs/IREE.md, "Two barriers over one value").
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.append(os.path.join(ROOT, "python"))

import remat.iree as ri  # noqa: E402


def seeded(leaves):
    rng = np.random.default_rng(0)
    out = []
    for leaf in leaves:
        leaf = np.asarray(leaf)
        if np.issubdtype(leaf.dtype, np.floating):
            out.append((0.5 * rng.standard_normal(leaf.shape)).astype(np.float32))
        else:
            out.append(np.zeros(leaf.shape, leaf.dtype))
    return out


def run_iree(text, arrays, results, work):
    src, vmfb, out = (os.path.join(work, n) for n in ("s.mlir", "s.vmfb", "o.npy"))
    with open(src, "w", encoding="utf-8") as f:
        f.write(text)
    ri._run([ri._tool("iree-compile"), src, *ri.IREE_TARGET, "-o", vmfb])
    flags = []
    for i, a in enumerate(arrays):
        path = os.path.join(work, f"in{i}.npy")
        np.save(path, a)
        flags.append(f"--input=@{path}")
    r = ri._run([ri._tool("iree-run-module"), f"--module={vmfb}", "--device=local-sync", "--function=main",
                 "--print_statistics", *flags, f"--output=@{out}"] + [f"--output=+{out}"] * (results - 1))
    peak = int(re.search(r"DEVICE_LOCAL:\s*(\d+)B peak", r.stdout + r.stderr).group(1))
    with open(out, "rb") as f:
        return peak, [np.load(f) for _ in range(results)]


def errors(outputs, base):
    """max|x - base| / max|base| per float output."""
    e = []
    for a, b in zip(outputs, base):
        if np.issubdtype(b.dtype, np.floating):
            scale = float(np.max(np.abs(b))) or 1.0
            e.append(float(np.max(np.abs(a.astype(np.float64) - b))) / scale)
    return np.array(e)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("name")
    ap.add_argument("--examples", default=os.path.join(ROOT, "examples", "jax"))
    ap.add_argument("--fractions", default="0.75,0.5,0.3")
    ap.add_argument("--for-iree", action="store_true", help="the import that keeps IREE's scatter")
    a = ap.parse_args(argv)
    import jax

    jax.config.update("jax_enable_x64", True)
    sys.path.insert(0, a.examples)
    import models  # examples/jax/models.py

    ex = models.EXAMPLES[a.name](None)
    leaves, tree = jax.tree.flatten(ex.args)
    arrays = seeded(leaves)
    wide = [x.astype(np.float64) if x.dtype == np.float32 else x for x in arrays]
    ref = [np.asarray(r) for r in jax.tree.leaves(jax.jit(ex.step)(*jax.tree.unflatten(tree, wide)))]
    jax.config.update("jax_enable_x64", False)
    narrow = jax.tree.unflatten(tree, arrays)
    hlo = jax.jit(ex.step).lower(*narrow).as_text()
    variants = {"XLA CPU f32": (None, [np.asarray(r) for r in jax.tree.leaves(jax.jit(ex.step)(*narrow))])}
    if a.for_iree:
        from remat.jax import import_stablehlo

        with open(os.path.join(a.examples, f"{a.name}.stablehlo.mlir"), encoding="utf-8") as f:
            text = import_stablehlo(f.read(), for_iree=True)
    else:
        with open(os.path.join(a.examples, f"{a.name}.mlir"), encoding="utf-8") as f:
            text = f.read()
    with tempfile.TemporaryDirectory(prefix="remat-num-") as work:
        variants["IREE: JAX's StableHLO"] = run_iree(hlo, arrays, len(ref), work)
        variants["IREE: remat's import"] = run_iree(ri.prepare(text), arrays, len(ref), work)
        full = ri.model_peak(text)
        for fraction in (float(f) for f in a.fractions.split(",")):
            variants[f"IREE: remat-auto {fraction:.0%}"] = run_iree(ri.prepare(text, int(full * fraction)),
                                                                    arrays, len(ref), work)
    imported = variants["IREE: remat's import"][1]
    print(f"{a.name}: error = max over outputs of max|x - ref| / max|ref| (ref: JAX, x64)")
    print("| variant | IREE peak (B) | error vs f64 (output) | difference from IREE's import (output) |")
    print("|---|---|---|---|")
    for k, (peak, outs) in variants.items():
        e, d = errors(outs, ref), errors(outs, imported)
        print(f"| {k} | {'' if peak is None else f'{peak:,}'} | {e.max():.3g} ({int(np.argmax(e))}) | "
              f"{d.max():.3g} ({int(np.argmax(d))}) |")


if __name__ == "__main__":
    main()
