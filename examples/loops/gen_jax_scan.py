#!/usr/bin/env python3
"""Writes examples/loops/jax_scan_mlp.mlir: a JAX lax.scan training step.

The step is jax.jit(jax.value_and_grad(loss)) of a tanh MLP written as a
lax.scan over stacked weights (LAYERS x WIDTH x WIDTH; with --body
transformer, a transformer block per layer), lowered to StableHLO
and through IREE's input conversion (iree-compile --compile-to=input) to
upstream linalg/tensor/arith/math in util.func: scf.for loops with static
trip counts, residuals stacked with tensor.insert_slice. util.func and
util.return are rewritten into func.func and func.return with IREE's Python
bindings (an IR rewrite, the body moved as it is), so that remat's tools,
which do not know IREE's util dialect, read it.

Needs jax==0.10.2 and iree-base-compiler 3.13 (requirements-iree.txt):

    python examples/loops/gen_jax_scan.py [--layers 4] [-o FILE]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def body_fn(kind: str):
    """The scan body: (carry, one layer's weights) -> (carry, None)."""
    import jax
    import jax.numpy as jnp

    def mlp(h, wi):
        return jnp.tanh(h @ wi), None

    def norm(x):
        mu = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
        return (x - mu) / jnp.sqrt(var + 1e-5)

    def transformer(h, w):
        # One pre-norm block, one head: attention over the rows, then a
        # tanh MLP of 4x the width; residual connections around both.
        wq, wk, wv, wo, w1, w2 = w
        x = norm(h)
        q, k, v = x @ wq, x @ wk, x @ wv
        a = jax.nn.softmax(q @ k.T / jnp.sqrt(jnp.float32(h.shape[-1])), axis=-1)
        h = h + (a @ v) @ wo
        return h + jnp.tanh(norm(h) @ w1) @ w2, None

    return {"mlp": mlp, "transformer": transformer}[kind]


def weights(kind: str, layers: int, width: int):
    import jax.numpy as jnp

    if kind == "mlp":
        return jnp.zeros((layers, width, width), jnp.float32)
    square = jnp.zeros((layers, width, width), jnp.float32)
    return (square, square, square, square, jnp.zeros((layers, width, 4 * width), jnp.float32),
            jnp.zeros((layers, 4 * width, width), jnp.float32))


def stablehlo(layers: int, batch: int, width: int, body: str = "mlp",
              checkpoint: bool = False) -> str:
    """StableHLO of jax.jit(jax.value_and_grad(loss)); with `checkpoint`,
    jax.checkpoint on the scan body (JAX's own schedule, for comparison)."""
    import jax
    import jax.numpy as jnp

    fn = body_fn(body)
    if checkpoint:
        fn = jax.checkpoint(fn)

    def loss(w, x):
        h, _ = jax.lax.scan(fn, x, w)
        return jnp.sum(h * h)

    step = jax.jit(jax.value_and_grad(loss))
    return step.lower(weights(body, layers, width),
                      jnp.zeros((batch, width), jnp.float32)).as_text()


def util_to_func(text: str) -> str:
    """util.func -> func.func, util.return -> func.return, bodies moved."""
    from iree.compiler import ir
    from iree.compiler.dialects import func

    ctx = ir.Context()
    module = ir.Module.parse(text, ctx)
    with ctx, ir.Location.unknown():
        for op in list(module.body.operations):
            if op.operation.name != "util.func":
                continue
            ftype = ir.TypeAttr(op.attributes["function_type"]).value
            name = ir.StringAttr(op.attributes["sym_name"]).value
            with ir.InsertionPoint(op):
                new = func.FuncOp(name, ftype, loc=op.location)
            for attr in ("arg_attrs", "res_attrs"):
                if attr in op.attributes:
                    new.attributes[attr] = op.attributes[attr]
            block = new.regions[0].blocks.append(*ftype.inputs)
            old = op.regions[0].blocks[0]
            for old_arg, new_arg in zip(old.arguments, block.arguments):
                old_arg.replace_all_uses_with(new_arg)
            for inner in list(old.operations):
                if inner.operation.name == "util.return":
                    with ir.InsertionPoint(block):
                        func.ReturnOp(list(inner.operands), loc=inner.location)
                    inner.operation.erase()
                else:
                    ir.InsertionPoint(block).insert(inner.operation.detach_from_parent())
            op.operation.erase()
    return str(module)


def to_input(stablehlo_text: str) -> str:
    """IREE's input conversion (linalg on tensors), util.func made func.func."""
    iree_compile = shutil.which("iree-compile") or os.path.join(
        os.path.dirname(sys.executable), "iree-compile")
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "step.stablehlo.mlir")
        dst = os.path.join(tmp, "step.input.mlir")
        with open(src, "w") as f:
            f.write(stablehlo_text)
        subprocess.run([iree_compile, "--iree-input-type=stablehlo", "--compile-to=input",
                        src, "-o", dst], check=True)
        with open(dst) as f:
            return util_to_func(f.read())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--width", type=int, default=32)
    parser.add_argument("--body", choices=("mlp", "transformer"), default="mlp",
                        help="the scan body: a tanh layer, or a transformer block "
                             "(layer norm, one attention head, a 4x tanh MLP)")
    parser.add_argument("-o", "--output", default=os.path.join(HERE, "jax_scan_mlp.mlir"))
    args = parser.parse_args()
    text = to_input(stablehlo(args.layers, args.batch, args.width, args.body))
    body = "" if args.body == "mlp" else f" --body {args.body}"
    header = (f"// Generated by examples/loops/gen_jax_scan.py --layers {args.layers} "
              f"--batch {args.batch} --width {args.width}{body}: JAX lax.scan step through "
              "IREE's input conversion.\n")
    with open(args.output, "w") as f:
        f.write(header + text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
