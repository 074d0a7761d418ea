"""Export of a captured PyTorch training step to upstream MLIR text (the library).

:func:`export_training_step` captures ``loss_fn(model, *example_inputs)`` and its
parameter gradients (:mod:`remat.torch.capture`) and emits them
(:mod:`remat.torch.emitter`); :func:`export_joint` emits an already captured
step.  :func:`layer_pattern` finds the checkpoint-region pattern of a model.

The command line (``python -m remat.torch.export``) and the mlir-opt checks are
in :mod:`remat.torch.export`, which re-exports these names; this module sits
below :mod:`remat.torch.verify`, which the command line also uses.
"""

from __future__ import annotations

import re

import torch

from .capture import capture_joint
from .emitter import Emitter
from .fx_nodes import UnsupportedOp, dropout_active


def export_joint(joint, func_name="train_step", header=None, name_values=False) -> str:
    """Emit MLIR for a captured :class:`~remat.torch.capture.JointStep`.

    ``name_values=True`` follows the result of every FX node that does not depend
    on the cotangent with ``remat.name "<fx node name>"`` (the forward values, by
    the names PyTorch's partitioner uses), so that a
    ``#remat.policy<save_names[...]>`` can list them."""
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
    return any(n.op == "call_function" and n.target is torch.ops.aten.native_dropout.default
               and dropout_active(n) for n in gm.graph.nodes)


def layer_pattern(model) -> str | None:
    """A ``pattern`` for remat-outline-checkpoints / remat-auto whose key is the
    module path of a repeated block: the numbered children of every outermost
    ModuleList/Sequential that holds at least two children of one type
    (``features.3``, ``encoder.layer.2``, T5's ``encoder.block.1`` and
    ``decoder.block.1`` as different layers), and the time steps of every
    ``nn.RNN``/``nn.LSTM``/``nn.GRU`` (``rnn.layers.1.steps.7``, the paths the
    capture gives each step).  None when the model has neither (the passes'
    default pattern applies)."""
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
    joint = capture_joint(model, tuple(example_inputs), loss_fn)
    return export_joint_explained(joint, func_name, model, example_inputs, loss_fn)


def export_joint_explained(joint, func_name, model, example_inputs, loss_fn, **kw) -> str:
    """export_joint; an unsupported op is re-traced with stack traces so that the
    error names the user's source line."""
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
