"""Training steps of four shapes at any size, for the analysis' scaling curves.

  elementwise(L)  a math.sin chain with layer names and its arith.mulf
                  backward: every forward value lives until the backward reads
                  it, and the gradient is updated in place through all L
                  layers (the shape on which upstream's one-shot analysis was
                  cubic, docs/Scaling.md)
  mlp(L)          the homogeneous tanh-MLP chain of benchmarks/oracle/chain.py
  transformer(L)  examples/gen_examples.py's transformer training step with L
                  layers (small dimensions: the ops, not the bytes, matter)
  scan(L)         L scans in sequence, each a 4-iteration tanh-MLP scan in the
                  shape of examples/loops/scan_mlp_train_step.mlir (forward
                  loops stacking residuals, reverse loops reading them)

Each function returns the step's MLIR text; count_ops counts its operations.
Used by benchmarks/scale_curves.py; no test imports it.
"""
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from oracle.chain import Chain  # noqa: E402


def elementwise(layers, shape=(16, 16)):
    t = "tensor<%sxf32>" % "x".join(str(s) for s in shape)
    lines = ["func.func @train_step(%%x: %s, %%dy: %s {remat.cotangent}) -> %s {" % (t, t, t)]
    prev = "%x"
    for i in range(1, layers + 1):
        lines.append('  %%h%d = math.sin %s : %s loc("layers.%d")' % (i, prev, t, i))
        prev = "%%h%d" % i
    grad = "%dy"
    for i in range(layers, 0, -1):
        below = "%x" if i == 1 else "%%h%d" % (i - 1)
        lines.append('  %%g%d = arith.mulf %s, %s : %s loc("backward.layers.%d")'
                     % (i, grad, below, t, i))
        grad = "%%g%d" % i
    lines.append("  return %s : %s" % (grad, t))
    lines.append("}")
    return "\n".join(lines) + "\n"


def mlp(layers, rows=64, width=8):
    return Chain(layers, rows, width).mlir()


def transformer(layers):
    spec = importlib.util.spec_from_file_location(
        "gen_examples", os.path.join(os.path.dirname(HERE), "examples", "gen_examples.py"))
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    gen.TF_LAYERS = layers
    gen.TF_BATCH, gen.TF_SEQ, gen.TF_DMODEL, gen.TF_HEADS = 2, 8, 16, 2
    gen.TF_MLP = 4 * gen.TF_DMODEL
    return gen.build_transformer()


_SCAN_FORWARD = """\
  %xs0_{k} = linalg.fill ins(%zero : f32) outs(%es : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  %hs0_{k} = linalg.fill ins(%zero : f32) outs(%es : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  %fwd{k}:3 = scf.for %i = %c0 to %c4 step %c1
      iter_args(%h = {x}, %xs = %xs0_{k}, %hs = %hs0_{k})
      -> (tensor<8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) : i32 {{
    %ii = arith.index_cast %i : i32 to index
    %wi = tensor.extract_slice %w{k}[%ii, 0, 0] [1, 32, 32] [1, 1, 1]
        : tensor<4x32x32xf32> to tensor<32x32xf32>
    %e = tensor.empty() : tensor<8x32xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
    %z = linalg.matmul ins(%h, %wi : tensor<8x32xf32>, tensor<32x32xf32>)
        outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
    %t = math.tanh %z : tensor<8x32xf32>
    %xs1 = tensor.insert_slice %h into %xs[%ii, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<8x32xf32> into tensor<4x8x32xf32>
    %hs1 = tensor.insert_slice %t into %hs[%ii, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<8x32xf32> into tensor<4x8x32xf32>
    scf.yield %t, %xs1, %hs1
        : tensor<8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>
  }} loc("layers.{k}")
"""

_SCAN_BACKWARD = """\
  %dw0_{k} = linalg.fill ins(%zero : f32) outs(%ew : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
  %bwd{k}:2 = scf.for %i = %c0 to %c4 step %c1
      iter_args(%g = {g}, %dw = %dw0_{k})
      -> (tensor<8x32xf32>, tensor<4x32x32xf32>) : i32 {{
    %j = arith.subi %c3, %i : i32
    %jj = arith.index_cast %j : i32 to index
    %hj = tensor.extract_slice %fwd{k}#2[%jj, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<4x8x32xf32> to tensor<8x32xf32>
    %xj = tensor.extract_slice %fwd{k}#1[%jj, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<4x8x32xf32> to tensor<8x32xf32>
    %wj = tensor.extract_slice %w{k}[%jj, 0, 0] [1, 32, 32] [1, 1, 1]
        : tensor<4x32x32xf32> to tensor<32x32xf32>
    %sq = arith.mulf %hj, %hj : tensor<8x32xf32>
    %eo = tensor.empty() : tensor<8x32xf32>
    %ones = linalg.fill ins(%one : f32) outs(%eo : tensor<8x32xf32>) -> tensor<8x32xf32>
    %d = arith.subf %ones, %sq : tensor<8x32xf32>
    %dz = arith.mulf %g, %d : tensor<8x32xf32>
    %ext = tensor.empty() : tensor<32x8xf32>
    %xt = linalg.transpose ins(%xj : tensor<8x32xf32>) outs(%ext : tensor<32x8xf32>) permutation = [1, 0]
    %ew1 = tensor.empty() : tensor<32x32xf32>
    %fw = linalg.fill ins(%zero : f32) outs(%ew1 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %dwj = linalg.matmul ins(%xt, %dz : tensor<32x8xf32>, tensor<8x32xf32>)
        outs(%fw : tensor<32x32xf32>) -> tensor<32x32xf32>
    %ewt = tensor.empty() : tensor<32x32xf32>
    %wt = linalg.transpose ins(%wj : tensor<32x32xf32>) outs(%ewt : tensor<32x32xf32>) permutation = [1, 0]
    %ex = tensor.empty() : tensor<8x32xf32>
    %fx = linalg.fill ins(%zero : f32) outs(%ex : tensor<8x32xf32>) -> tensor<8x32xf32>
    %dx = linalg.matmul ins(%dz, %wt : tensor<8x32xf32>, tensor<32x32xf32>)
        outs(%fx : tensor<8x32xf32>) -> tensor<8x32xf32>
    %dw1 = tensor.insert_slice %dwj into %dw[%jj, 0, 0] [1, 32, 32] [1, 1, 1]
        : tensor<32x32xf32> into tensor<4x32x32xf32>
    scf.yield %dx, %dw1 : tensor<8x32xf32>, tensor<4x32x32xf32>
  }} loc("backward.layers.{k}")
"""


def scan(blocks):
    weights = ", ".join("%%w%d: tensor<4x32x32xf32>" % k for k in range(blocks))
    results = ", ".join(["tensor<8x32xf32>"] + ["tensor<4x32x32xf32>"] * blocks)
    lines = ["func.func @train_step(%%x: tensor<8x32xf32>, %s,\n"
             "    %%dy: tensor<8x32xf32> {remat.cotangent}) -> (%s) {" % (weights, results),
             "  %c0 = arith.constant 0 : i32", "  %c1 = arith.constant 1 : i32",
             "  %c3 = arith.constant 3 : i32", "  %c4 = arith.constant 4 : i32",
             "  %zero = arith.constant 0.0 : f32", "  %one = arith.constant 1.0 : f32",
             "  %es = tensor.empty() : tensor<4x8x32xf32>",
             "  %ew = tensor.empty() : tensor<4x32x32xf32>"]
    x = "%x"
    for k in range(blocks):
        lines.append(_SCAN_FORWARD.format(k=k, x=x).rstrip("\n"))
        x = "%%fwd%d#0" % k
    g = "%dy"
    for k in reversed(range(blocks)):
        lines.append(_SCAN_BACKWARD.format(k=k, g=g).rstrip("\n"))
        g = "%%bwd%d#0" % k
    grads = ", ".join("%%bwd%d#1" % k for k in range(blocks))
    lines.append("  return %s, %s : %s" % (g, grads, results))
    lines.append("}")
    return "\n".join(lines) + "\n"


SHAPES = {"elementwise": elementwise, "mlp": mlp, "transformer": transformer, "scan": scan}


def count_ops(text):
    """Operations in the step, nested bodies included (one op a line in these
    generators; the function itself not counted)."""
    ops = re.findall(r"(?m)^\s*(?:%\S+ = )?([a-z_]+\.[a-z_.]+)", text)
    return sum(1 for op in ops if op != "func.func")


if __name__ == "__main__":
    # scale_shapes.py SHAPE SIZE: print the step (test/Integration uses it).
    sys.stdout.write(SHAPES[sys.argv[1]](int(sys.argv[2])))
