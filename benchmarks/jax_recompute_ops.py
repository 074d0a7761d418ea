"""What jax.checkpoint recomputes against what remat's per-layer plan does,
op by op (issue 47; docs/IREE.md, "Per-layer plans against jax.checkpoint").

    PYTHONPATH=python:examples/jax REMAT_OPT=build/bin/remat-opt \\
        .venv/bin/python benchmarks/jax_recompute_ops.py bert [--policy "recompute_all skip-last"]

For a JAX example (examples/jax/models.py): the plain step and its
``jax.checkpoint(nothing_saveable)`` variant, lowered by JAX and imported for
IREE (``import_stablehlo(..., for_iree=True)``; the variant with its
checkpoints honoured, so JAX's recomputation stays in the IR behind
``remat.barrier``), and remat's per-layer plan of the plain step
(``remat-prepare-iree-input{policy=...}``). Prints remat-report's FLOPs of
each minus the plain step's (one counter for both), and the linalg ops each
adds, keyed by (op, result type, JAX source location up to the layer
function), that the other does not. Needs IREE's compiler Python package (its
MLIR bindings parse the IREE input).
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.append(os.path.join(ROOT, "python"))
sys.path.append(os.path.dirname(__file__))

import remat.iree as ri  # noqa: E402
from jax_iree import remat_flops, xla  # noqa: E402


def prepared(text: str, options: str) -> str:
    """remat-prepare-iree-input with locations kept (printed inline)."""
    with tempfile.TemporaryDirectory() as work:
        src, out = os.path.join(work, "in.mlir"), os.path.join(work, "out.mlir")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        subprocess.run([ri._tool("remat-opt"), src, f"--remat-prepare-iree-input={options}",
                        "--mlir-print-debuginfo", "--mlir-print-local-scope", "-o", out],
                       check=True, capture_output=True, text=True)
        with open(out, encoding="utf-8") as f:
            return f.read()


def linalg_ops(text: str) -> collections.Counter:
    """(op, result type, location) of every linalg op at a function's top
    level; the location: JAX's op name and Python frames up to the layer
    function (`...block`), so that a recomputed op keys like its forward."""
    from iree.compiler import ir

    ctx = ir.Context()
    ctx.allow_unregistered_dialects = True
    module = ir.Module.parse(text, ctx)
    ops = collections.Counter()
    for func in module.body.operations:
        for block in func.regions[0].blocks if func.regions else ():
            for op in block.operations:
                name = op.operation.name
                if not name.startswith("linalg.") or name == "linalg.fill":
                    continue
                frames = [s for s in re.findall(r'"([^"]*)"', str(op.location))
                          if not s.endswith(".py") and ".mlir" not in s]
                cut = next((i for i, s in enumerate(frames) if re.search(r"<locals>\.\w*block$", s)),
                           len(frames) - 1)
                kind = str(op.results[0].type) if len(op.results) else ""
                # JAX names its recomputation's ops after the transformation
                # (jvp(...)/, transpose(...)/, checkpoint/, rematted_computation/)
                where = re.sub(r"(jvp\(|transpose\(|checkpoint|rematted_computation|remat)[^/]*/?", "",
                               " / ".join(frames[:cut + 1]))
                ops[(name, kind, where)] += 1
    return ops


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("name")
    ap.add_argument("--policy", default="recompute_all")
    ap.add_argument("--examples", default=os.path.join(ROOT, "examples", "jax"))
    a = ap.parse_args(argv)
    sys.path.insert(0, a.examples)
    import models  # examples/jax/models.py
    from remat.jax import import_stablehlo

    plain = import_stablehlo(xla(models.EXAMPLES[a.name](None))[0], for_iree=True)
    honoured = import_stablehlo(xla(models.EXAMPLES[a.name]("nothing_saveable"))[0], for_iree=True,
                                jax_checkpoint="honour")
    base = prepared(plain, "")
    jax_ops = prepared(honoured, "")
    plan = prepared(plain, ri.policy_options(a.policy))
    flops = remat_flops(base)
    print(f"{a.name}: recompute FLOPs (remat-report): jax.checkpoint nothing_saveable "
          f"{remat_flops(jax_ops) - flops}, remat {a.policy} {remat_flops(plan) - flops}")
    ops0 = linalg_ops(base)
    by_jax, by_remat = linalg_ops(jax_ops) - ops0, linalg_ops(plan) - ops0
    print(f"linalg ops recomputed: jax.checkpoint {sum(by_jax.values())}, remat {sum(by_remat.values())}")
    for title, extra in ((f"remat {a.policy}, not jax.checkpoint", by_remat - by_jax),
                         (f"jax.checkpoint, not remat {a.policy}", by_jax - by_remat)):
        print(f"== {title}: {sum(extra.values())}")
        for (op, kind, where), n in sorted(extra.items(), key=lambda kv: kv[0][2]):
            print(f"  {n} x {op} -> {kind} at {where}")


if __name__ == "__main__":
    main()
