"""Export a PyTorch training step (loss + parameter gradients) to upstream MLIR.

CLI::

    python -m remat.torch.export --model gpt2 --out gpt2.mlir
    python -m remat.torch.export --all --out-dir examples/models
    python -m remat.torch.export --model mypkg.models:build --out step.mlir [--verify-step]

The command line and the mlir-opt checks of an exported step.  The export itself
is :mod:`remat.torch.step_export` (below :mod:`remat.torch.verify`, which
``--verify-step`` runs); its API is importable from here as well.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

from .capture import CaptureError, capture_joint, cse_joint
from .ir import EmitError
from .models import MODELS
from .step_export import (
    export_joint,
    export_joint_explained,
    export_training_step,
    grad_param_indices,
    layer_pattern,
)
from .verify import verify_training_step

__all__ = ["LOWER_PIPELINE", "MLIR_OPT", "count_ops", "export_factory", "export_joint",
           "export_joint_explained", "export_model", "export_training_step", "grad_param_indices",
           "layer_pattern", "load_factory", "main", "verify"]

MLIR_OPT = os.environ.get("REMAT_MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")

LOWER_PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map",
    "--buffer-deallocation-pipeline", "--convert-linalg-to-loops", "--convert-scf-to-cf",
    "--expand-strided-metadata", "--lower-affine", "--finalize-memref-to-llvm",
    "--convert-math-to-llvm", "--convert-arith-to-llvm", "--convert-cf-to-llvm",
    "--convert-func-to-llvm", "--convert-index-to-llvm", "--reconcile-unrealized-casts",
]


def export_model(name: str, cse: bool = False, name_values: bool = False):
    """Build a zoo model and export it. Returns (mlir_text, joint, (model, inputs, loss_fn)).

    ``cse=True`` exports the joint graph after ``fx_graph_cse`` (the graph PyTorch's
    partitioner works on, see :func:`~remat.torch.capture.cse_joint`);
    ``name_values`` as in :func:`export_joint`. The defaults give the committed
    examples/models files."""
    model, inputs, loss_fn = MODELS[name]()
    joint = capture_joint(model, inputs, loss_fn)
    if cse:
        joint = cse_joint(joint)
    flags = "".join([" --cse" if cse else "", " --names" if name_values else ""])
    text = export_joint(joint, header=f"remat.torch.export --model {name}{flags}",
                        name_values=name_values)
    return text, joint, (model, inputs, loss_fn)


def verify(path: str, lower: bool = True) -> tuple[bool, str]:
    """Parse+verify with mlir-opt, and (optionally) check it lowers to LLVM."""
    r = subprocess.run([MLIR_OPT, path, "-o", os.devnull], capture_output=True, text=True)
    if r.returncode != 0:
        return False, r.stderr
    if lower:
        r = subprocess.run([MLIR_OPT, path, *LOWER_PIPELINE, "-o", os.devnull], capture_output=True, text=True)
        if r.returncode != 0:
            return False, r.stderr
    return True, ""


def count_ops(text: str) -> int:
    """Top-level ops of the function body (one per statement at body indentation)."""
    n = 0
    for line in text.splitlines():
        if line.startswith("    ") and not line.startswith("     ") and not line.strip().startswith("^"):
            if line.strip().startswith("}"):
                continue
            n += 1
    return n


def load_factory(spec: str):
    """``package.module:factory`` -> factory(); the factory returns
    ``(model, example_inputs, loss_fn)`` like the builders in ``models.py``."""
    import importlib

    mod, _, fn = spec.partition(":")
    if not fn:
        raise ValueError(f"--model {spec!r}: expected package.module:factory")
    sys.path.insert(0, os.getcwd())
    return getattr(importlib.import_module(mod), fn)


def export_factory(spec: str, frontend: str = "remat"):
    """Export the step a ``package.module:factory`` builds (see :func:`load_factory`)."""
    model, inputs, loss_fn = load_factory(spec)()
    if frontend == "torch-mlir":
        from .torch_mlir_frontend import export_training_step_torch_mlir  # optional dependency

        return export_training_step_torch_mlir(model, tuple(inputs), loss_fn), (model, inputs, loss_fn)
    return export_training_step(model, tuple(inputs), loss_fn), (model, inputs, loss_fn)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", help="a bundled model (" + ", ".join(sorted(MODELS)) +
                    ") or package.module:factory returning (model, example_inputs, loss_fn)")
    ap.add_argument("--all", action="store_true", help="export every model into --out-dir")
    ap.add_argument("--out", help="output .mlir file (with --model)")
    ap.add_argument("--out-dir", default="examples/models")
    ap.add_argument("--verify", action="store_true", help="run mlir-opt verification and lowering check")
    ap.add_argument("--verify-step", action="store_true",
                    help="remat.torch.verify_training_step: run with remat-run, compare with eager, "
                         "check remat-auto (needs remat-run / remat-opt)")
    ap.add_argument("--frontend", choices=["remat", "torch-mlir"], default="remat",
                    help="remat's own FX emitter (default) or torch-mlir (installed separately)")
    ap.add_argument("--cse", action="store_true",
                    help="export the joint graph after fx_graph_cse (the graph PyTorch's partitioner uses)")
    ap.add_argument("--names", action="store_true",
                    help='tag every value that does not depend on the cotangent with remat.name "<fx node name>"')
    args = ap.parse_args(argv)
    if not args.all and not args.model:
        ap.error("--model or --all is required")
    if args.model and ":" in args.model:
        t0 = time.time()
        try:
            text, (model, inputs, loss_fn) = export_factory(args.model, args.frontend)
        except (CaptureError, EmitError) as e:
            print(f"error: {e}", file=sys.stderr)
            return 1
        dt = time.time() - t0
        out = args.out or (args.model.split(":")[-1] + ".mlir")
        with open(out, "w") as f:
            f.write(text)
        print(f"{args.model}: {count_ops(text)} ops, {len(text.encode()):,} bytes, exported in {dt:.2f}s"
              f" -> {out}", file=sys.stderr)
        ok = True
        if args.verify:
            good, err = verify(out)
            ok &= good
            print(" [verified+lowered]" if good else f" [FAILED]\n{err[:2000]}", file=sys.stderr)
        if args.verify_step:
            r = verify_training_step(model, inputs, loss_fn)
            print(r.summary(), file=sys.stderr)
            ok &= r.ok
        return 0 if ok else 1
    if args.model and args.model not in MODELS:
        ap.error(f"unknown model {args.model!r} (bundled: {', '.join(sorted(MODELS))}; "
                 "or package.module:factory)")
    if args.frontend != "remat":
        ap.error("--frontend torch-mlir needs --model package.module:factory")
    names = list(MODELS) if args.all else [args.model]
    ok = True
    for name in names:
        t0 = time.time()
        text, _, _ = export_model(name, cse=args.cse, name_values=args.names)
        dt = time.time() - t0
        out = args.out if (args.out and not args.all) else os.path.join(args.out_dir, f"{name}.mlir")
        os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
        with open(out, "w") as f:
            f.write(text)
        msg = f"{name}: {count_ops(text)} ops, exported in {dt:.2f}s -> {out}"
        if args.verify:
            good, err = verify(out)
            ok &= good
            msg += " [verified+lowered]" if good else f" [FAILED]\n{err[:2000]}"
        print(msg, file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
