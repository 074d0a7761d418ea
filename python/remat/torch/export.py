"""Export a PyTorch training step (loss + parameter gradients) to upstream MLIR.

CLI::

    python -m remat.torch.export --model gpt2 --out gpt2.mlir
    python -m remat.torch.export --all --out-dir examples/models
    python -m remat.torch.export --model mypkg.models:build --out step.mlir [--verify-step]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

MLIR_OPT = os.environ.get("REMAT_MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")

LOWER_PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map",
    "--buffer-deallocation-pipeline", "--convert-linalg-to-loops", "--convert-scf-to-cf",
    "--expand-strided-metadata", "--lower-affine", "--finalize-memref-to-llvm",
    "--convert-math-to-llvm", "--convert-arith-to-llvm", "--convert-cf-to-llvm",
    "--convert-func-to-llvm", "--convert-index-to-llvm", "--reconcile-unrealized-casts",
]


def export_joint(joint, func_name="train_step", header=None, name_values=False) -> str:
    """Emit MLIR for a captured :class:`~remat.torch.capture.JointStep`.

    ``name_values=True`` follows the result of every FX node that does not depend
    on the cotangent with ``remat.name "<fx node name>"`` (the forward values, by
    the names PyTorch's partitioner uses), so that a
    ``#remat.policy<save_names[...]>`` can list them."""
    import torch

    from .emitter import Emitter

    gm = joint.graph
    phs = [n for n in gm.graph.nodes if n.op == "placeholder"]
    P, B = joint.num_params, len(joint.buffer_names)
    mutated = set(getattr(joint, "mutated_buffers", []) or [])
    const_ph = {phs[P + i].name: joint.buffers[i] for i in range(B)
                if joint.buffer_names[i] not in mutated}
    comments, ranges = {}, {}
    for i, n in enumerate(phs):
        if i < P:
            comments[n.name] = "parameter " + joint.param_names[i]
        elif i < P + B:
            bn = joint.buffer_names[i - P]
            comments[n.name] = "buffer " + bn + (" (updated value returned after the gradients)"
                                                 if bn in mutated else " (folded to constants)")
        elif n.name.startswith("tangents"):
            if _has_dropout(gm):
                comments["seed"] = ("seed of the dropout masks (i64; mask of dropout op k, element i: "
                                    "see docs/TorchExporter.md)")
            comments[n.name] = "cotangent of the loss (remat.cotangent)"
        else:
            inp = joint.inputs[i - P - B]
            comments[n.name] = f"input {i - P - B}" + (f" ({str(inp.dtype).replace('torch.', '')})"
                                                       if not inp.is_floating_point() else "")
            if not inp.is_floating_point() and inp.dtype != torch.bool and inp.numel():
                # remat.range: the runners' generated values for it stay within the
                # example's values (token ids below the vocabulary, labels with -100)
                ranges[n.name] = (int(inp.min()), int(inp.max()) + 1)
    outs = list(gm.graph.output_node().args[0])
    gi = grad_param_indices(joint)
    comments["results"] = "loss, then gradients of " + ", ".join(phs[i].name for i in gi)
    if mutated:
        comments["results"] += ", then the updated buffers " + ", ".join(
            phs[P + joint.buffer_names.index(b)].name for b in joint.mutated_buffers)
    unused = [phs[i].name for i in range(P) if outs[1 + i] is None]
    if unused:
        comments["unused parameters (no gradient)"] = ", ".join(unused)
    if header:
        comments = {"model": header, **comments}
    return Emitter(gm, const_ph, func_name=func_name, arg_comments=comments,
                   name_values=name_values, arg_ranges=ranges).run()


def _has_dropout(gm) -> bool:
    import torch

    from .emitter import _dropout_active
    return any(n.op == "call_function" and n.target is torch.ops.aten.native_dropout.default
               and _dropout_active(n) for n in gm.graph.nodes)


def layer_pattern(model) -> str | None:
    """A ``pattern`` for remat-outline-checkpoints / remat-auto whose key is the
    module path of a repeated block: the numbered children of every outermost
    ModuleList/Sequential that holds at least two children of one type
    (``features.3``, ``encoder.layer.2``, T5's ``encoder.block.1`` and
    ``decoder.block.1`` as different layers), and the time steps of every
    ``nn.RNN``/``nn.LSTM``/``nn.GRU`` (``rnn.layers.1.steps.7``, the paths the
    capture gives each step).  None when the model has neither (the passes'
    default pattern applies)."""
    import re

    import torch

    found, rnns = [], []
    for path, mod in model.named_modules():
        if isinstance(mod, torch.nn.RNNBase):
            rnns.append(path)
            continue
        if not isinstance(mod, (torch.nn.ModuleList, torch.nn.Sequential)):
            continue
        kids = list(mod.named_children())
        if len(kids) < 2 or not all(k.isdigit() for k, _ in kids):
            continue
        counts = {}
        for _, c in kids:
            counts[type(c)] = counts.get(type(c), 0) + 1
        if max(counts.values()) < 2:
            continue
        if any(path == f or path.startswith(f + ".") or f == "" for f in found):
            continue  # inside a block of an outer container
        found.append(path)

    def quoted(path):
        return re.escape(path).replace("\\.", "[.]")

    # An RNN inside a repeated block keeps the block as the layer: its steps
    # would interleave with the block's other ops.
    rnns = [r for r in rnns
            if not any(r == f or r.startswith(f + ".") or f == "" for f in found)]
    if not found and not rnns:
        return None
    if not rnns:
        if "" in found:
            return "^([0-9]+)([.]|$)"
        return "((" + "|".join(quoted(f) for f in found) + ")[.][0-9]+)([.]|$)"
    steps = "layers[.][0-9]+[.]steps[.][0-9]+"
    if "" in rnns:  # the model is the RNN
        key = "^" + steps
    else:
        key = "(" + "|".join(quoted(r) for r in rnns) + ")[.]" + steps
    if found:  # found holds no "" here: that would have swallowed the RNNs
        key += "|(" + "|".join(quoted(f) for f in found) + ")[.][0-9]+"
    return "(" + key + ")([.]|$)"


def grad_param_indices(joint) -> list[int]:
    """Indices (into the parameters) of the gradients returned after the loss."""
    outs = list(joint.graph.graph.output_node().args[0])
    return [i for i in range(joint.num_params) if outs[1 + i] is not None]


def export_training_step(model, example_inputs, loss_fn, func_name="train_step") -> str:
    """Return MLIR text of ``@train_step(params..., inputs..., %tangents_1 {remat.cotangent})
    -> (loss, grads...)`` for ``loss = loss_fn(model, *example_inputs)``."""
    from .capture import capture_joint

    joint = capture_joint(model, tuple(example_inputs), loss_fn)
    return export_joint_explained(joint, func_name, model, example_inputs, loss_fn)


def export_joint_explained(joint, func_name, model, example_inputs, loss_fn, **kw) -> str:
    """export_joint; an unsupported op is re-traced with stack traces so that the
    error names the user's source line."""
    from .capture import capture_joint
    from .emitter import UnsupportedOp

    try:
        return export_joint(joint, func_name, **kw)
    except UnsupportedOp as e:
        if e.source:
            raise
        try:
            j2 = capture_joint(model, tuple(example_inputs), loss_fn, stack_traces=True)
            node = next(n for n in j2.graph.graph.nodes if n.name == e.node_name)
        except Exception:
            raise e from None
        raise UnsupportedOp(node, e.why) from None


def export_model(name: str, cse: bool = False, name_values: bool = False):
    """Build a zoo model and export it. Returns (mlir_text, joint, (model, inputs, loss_fn)).

    ``cse=True`` exports the joint graph after ``fx_graph_cse`` (the graph PyTorch's
    partitioner works on, see :func:`~remat.torch.capture.cse_joint`);
    ``name_values`` as in :func:`export_joint`. The defaults give the committed
    examples/models files."""
    from .capture import capture_joint, cse_joint
    from .models import MODELS

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
    from .models import MODELS

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
        from .capture import CaptureError
        from .emitter import EmitError

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
            from .verify import verify_training_step

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
