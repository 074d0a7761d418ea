"""Run an exported training step on the CPU (mlir-opt -> mlir-runner) and compare
its loss and gradients with PyTorch eager.

A generated ``@main`` materializes the exact argument values (the model's
initial parameters, the example inputs and a cotangent of 1.0) as dense
constants, calls ``@train_step`` and prints every result with
``printMemrefF32``.

    python -m remat.torch.check --model gpt2
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np
import torch

from .ir import tensor_ty
from .export import LOWER_PIPELINE, MLIR_OPT

LLVM_BIN = os.path.dirname(MLIR_OPT)
MLIR_RUNNER = os.environ.get("REMAT_MLIR_RUNNER", os.path.join(LLVM_BIN, "mlir-runner"))
LLVM_LIB = os.environ.get("REMAT_LLVM_LIB", "/usr/lib/llvm-22/lib")
RUNNER_LIBS = [os.path.join(LLVM_LIB, "libmlir_runner_utils.so"),
               os.path.join(LLVM_LIB, "libmlir_c_runner_utils.so")]


def _dense(t: torch.Tensor) -> str:
    a = np.ascontiguousarray(t.detach().float().numpy(), dtype="<f4")
    return f'dense<"0x{a.tobytes().hex().upper()}">'


def make_main(text: str, args: list[torch.Tensor], result_shapes: list[tuple]) -> str:
    """Append ``@main`` calling ``@train_step`` with ``args`` and printing results."""
    lines = ["  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}",
             "  func.func @main() {"]
    names = []
    for i, a in enumerate(args):
        ty = tensor_ty(tuple(a.shape))
        lines.append(f"    %a{i} = arith.constant {_dense(a)} : {ty}")
        names.append((f"%a{i}", ty))
    rtys = [tensor_ty(s) for s in result_shapes]
    k = len(rtys)
    lines.append(f"    %r:{k} = func.call @train_step({', '.join(n for n, _ in names)}) : "
                 f"({', '.join(t for _, t in names)}) -> ({', '.join(rtys)})")
    for i, (s, ty) in enumerate(zip(result_shapes, rtys)):
        mty = ty.replace("tensor<", "memref<")
        lines.append(f"    %m{i} = bufferization.to_buffer %r#{i} : {ty} to {mty}")
        lines.append(f"    %u{i} = memref.cast %m{i} : {mty} to memref<*xf32>")
        lines.append(f"    func.call @printMemrefF32(%u{i}) : (memref<*xf32>) -> ()")
    lines.append("    return")
    lines.append("  }")
    body = text.rstrip()
    assert body.endswith("}")
    return body[:-1] + "\n".join(lines) + "\n}\n"


_NUM = re.compile(r"[-+]?(?:nan|inf|\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)")


def parse_memrefs(out: str) -> list[np.ndarray]:
    res = []
    for chunk in out.split("Unranked Memref")[1:]:
        sizes = re.search(r"sizes = \[([^\]]*)\]", chunk).group(1)
        shape = tuple(int(s) for s in sizes.split(",") if s.strip())
        data = chunk.split("data =", 1)[1]
        vals = np.array([float(x) for x in _NUM.findall(data)], dtype=np.float64)
        n = int(np.prod(shape)) if shape else 1
        res.append(vals[:n].reshape(shape))
    return res


def run_mlir(text: str, args, result_shapes, workdir=None) -> tuple[list[np.ndarray], float]:
    src = make_main(text, args, result_shapes)
    with tempfile.TemporaryDirectory(dir=workdir) as d:
        p_in = os.path.join(d, "step.mlir")
        p_ll = os.path.join(d, "step.llvm.mlir")
        with open(p_in, "w") as f:
            f.write(src)
        r = subprocess.run([MLIR_OPT, p_in, *LOWER_PIPELINE, "-o", p_ll], capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError("lowering failed:\n" + r.stderr[:4000])
        t0 = time.time()
        r = subprocess.run([MLIR_RUNNER, p_ll, "-e", "main", "-entry-point-result=void",
                            "-shared-libs=" + ",".join(RUNNER_LIBS)], capture_output=True, text=True)
        dt = time.time() - t0
        if r.returncode:
            raise RuntimeError("mlir-runner failed:\n" + r.stderr[:4000])
    return parse_memrefs(r.stdout), dt


def check_model(name: str, text: str | None = None):
    """Export (unless ``text`` is given), run, and compare with eager.

    Returns dict with max abs error of the loss, max abs error over all
    gradients, the error normalized by each tensor's max |value|, and the run time.
    """
    from .capture import capture_joint, eager_loss_and_grads
    from .export import export_joint, grad_param_indices
    from .models import MODELS

    model, inputs, loss_fn = MODELS[name]()
    joint = capture_joint(model, inputs, loss_fn)
    if text is None:
        text = export_joint(joint)
    args = joint.params + joint.inputs + [torch.tensor(1.0)]
    loss, grads = eager_loss_and_grads(model, inputs, loss_fn)
    gi = grad_param_indices(joint)
    grads = [grads[i] for i in gi]
    shapes = [()] + [tuple(g.shape) for g in grads]
    outs, dt = run_mlir(text, args, shapes)
    assert len(outs) == len(shapes), (len(outs), len(shapes))
    ref = [loss.double().numpy()] + [g.double().numpy() for g in grads]
    abs_err = [float(np.max(np.abs(o - r))) if r.size else 0.0 for o, r in zip(outs, ref)]
    rel_err = [e / max(float(np.max(np.abs(r))) if r.size else 0.0, 1e-30) for e, r in zip(abs_err, ref)]
    return {
        "model": name,
        "loss_mlir": float(outs[0]), "loss_eager": float(ref[0]),
        "loss_abs_err": abs_err[0],
        "grad_max_abs_err": max(abs_err[1:]),
        "grad_max_rel_err": max(rel_err[1:]),
        "run_seconds": dt,
        "per_tensor": list(zip(["loss"] + [joint.param_names[i] for i in gi], abs_err, rel_err)),
    }


def main(argv=None):
    from .models import MODELS

    ap = argparse.ArgumentParser()
    ap.add_argument("--model", action="append", choices=sorted(MODELS))
    ap.add_argument("--from-file", action="store_true", help="use examples/models/<name>.mlir")
    a = ap.parse_args(argv)
    for name in a.model or list(MODELS):
        text = None
        if a.from_file:
            with open(os.path.join("examples", "models", f"{name}.mlir")) as f:
                text = f.read()
        r = check_model(name, text)
        r.pop("per_tensor")
        print(r)
    return 0


if __name__ == "__main__":
    sys.exit(main())
