"""A second PyTorch front end: the training step through torch-mlir.

``export_training_step_torch_mlir(model, example_inputs, loss_fn)`` traces the
joint forward + backward graph of ``loss_fn(model, *example_inputs)`` with
AOTAutograd (``aot_export_joint_simple``, torch-mlir's decomposition table plus
the decompositions below), imports it with
``torch_mlir.fx.stateless_fx_import(..., output_type="linalg-on-tensors")``
and returns MLIR text in upstream dialects only (func, linalg, tensor, arith,
math):

    func.func @train_step(%params..., %inputs..., %cotangent {remat.cotangent})
        -> (loss, grad_param_1, ..., grad_param_P)

* Parameters are function arguments (no weight constants); buffers (position
  ids, rotary frequencies) are traced as constants.
* Integer inputs (token ids, labels, masks) stay integer arguments (i64/i32/i1).
* ``nll_loss_backward``, ``embedding_dense_backward`` and
  ``max_pool2d_with_indices_backward`` are decomposed into one-hot comparisons
  and reductions, since torch-mlir lowers their default decompositions
  (``aten.scatter``/``index_put``) to the non-upstream ``tm_tensor.scatter``.
* Op locations are module paths: ``loc("transformer.h.0.attn")`` for forward
  ops, ``loc("backward.transformer.h.0.attn")`` for their gradients,
  ``loss``/``backward.loss`` outside any submodule.
* ``dense_resource`` constants are rewritten as inline ``dense`` (splat when
  all elements are equal) so the text needs no resource section.

torch-mlir is optional (``requirements-torch-mlir.txt``); it is imported only
when this function is called.
"""

from __future__ import annotations

import contextlib
import re
import struct

import torch
import torch.fx.traceback as fxt

aten = torch.ops.aten

__all__ = ["export_training_step_torch_mlir", "torch_mlir_decompositions"]


# --------------------------------------------------------------------------
# Decompositions that keep torch-mlir's output upstream (no tm_tensor).
# --------------------------------------------------------------------------

def _one_hot(index: torch.Tensor, classes: int, dtype) -> torch.Tensor:
    """``index[..., None] == arange(classes)`` as ``dtype`` (no scatter)."""
    iota = torch.arange(classes, dtype=index.dtype, device=index.device)
    return (index.unsqueeze(-1) == iota).to(dtype)


def _nll_loss_backward(grad_output, self, target, weight, reduction, ignore_index,
                       total_weight):
    # self: [N, C] or [C]; target: [N] or []; grad_output: [] (mean/sum) or [N].
    channel_dim = 0 if self.dim() < 2 else 1
    classes = self.shape[channel_dim]
    valid = target != ignore_index
    safe_target = torch.where(valid, target, torch.zeros_like(target))
    hot = _one_hot(safe_target, classes, self.dtype)  # [N, C] or [C]
    scale = valid.to(self.dtype)
    if weight is not None:
        w = (hot * weight).sum(-1)  # weight[target]
        scale = scale * w
    g = grad_output
    if reduction == 1:  # mean
        g = g / total_weight
    if self.dim() >= 2 and g.dim() == 1:
        g = g.unsqueeze(-1)
    return -(hot * scale.unsqueeze(-1)) * g


def _embedding_dense_backward(grad_output, indices, num_weights, padding_idx,
                              scale_grad_by_freq):
    d = grad_output.shape[-1]
    flat_idx = indices.reshape(-1)
    grad = grad_output.reshape(-1, d)
    hot = _one_hot(flat_idx, num_weights, grad.dtype)  # [T, V]
    if padding_idx is not None and padding_idx >= 0:
        hot = hot * (flat_idx != padding_idx).to(grad.dtype).unsqueeze(-1)
    if scale_grad_by_freq:
        counts = hot.sum(0)
        hot = hot / torch.where(counts > 0, counts, torch.ones_like(counts))
    return torch.mm(hot.t(), grad)  # [V, D]


def _max_pool2d_with_indices_backward(grad_output, self, kernel_size, stride, padding,
                                      dilation, ceil_mode, indices):
    # indices: flat positions h * W + w into each (n, c) plane of `self`.
    h, w = self.shape[-2], self.shape[-1]
    lead = grad_output.shape[:-2]
    q = grad_output.shape[-2] * grad_output.shape[-1]
    idx = indices.reshape(*lead, q)
    g = grad_output.reshape(*lead, q, 1)
    hot = _one_hot(idx, h * w, grad_output.dtype)  # [..., Q, H*W]
    return (hot * g).sum(-2).reshape(self.shape)


def torch_mlir_decompositions() -> dict:
    """torch-mlir's FX decomposition table plus remat's one-hot overrides."""
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    table = dict(get_decomposition_table())
    table[aten.nll_loss_backward.default] = _nll_loss_backward
    table[aten.embedding_dense_backward.default] = _embedding_dense_backward
    table[aten.max_pool2d_with_indices_backward.default] = _max_pool2d_with_indices_backward
    return table


# --------------------------------------------------------------------------
# Tracing.
# --------------------------------------------------------------------------

@contextlib.contextmanager
def _module_paths(model: torch.nn.Module):
    """Keep ``nn_module_stack`` of the current FX node meta up to date while the
    model runs (AOTAutograd copies it to the backward nodes as
    ``fwd_nn_module_stack``)."""
    names = {id(m): n for n, m in model.named_modules(remove_duplicate=False)}
    handles = []

    def key(mod):
        return "L__" + (names.get(id(mod), "") or "self")

    def pre(mod, args):
        meta = fxt.get_current_meta()
        stack = dict(meta.get("nn_module_stack", {}) or {})
        stack[key(mod)] = (names.get(id(mod), ""), type(mod).__qualname__)
        meta["nn_module_stack"] = stack

    def post(mod, args, out):
        meta = fxt.get_current_meta()
        stack = dict(meta.get("nn_module_stack", {}) or {})
        stack.pop(key(mod), None)
        meta["nn_module_stack"] = stack

    for m in model.modules():
        handles.append(m.register_forward_pre_hook(pre))
        handles.append(m.register_forward_hook(post))
    try:
        yield
    finally:
        for h in handles:
            h.remove()


def _default_loss(model, *inputs):
    out = model(*inputs)
    if isinstance(out, torch.Tensor):
        return out
    loss = getattr(out, "loss", None)
    if loss is None and isinstance(out, (tuple, list)):
        loss = out[0]
    if loss is None:
        raise TypeError("model output has no loss; pass loss_fn(model, *inputs)")
    return loss


def _path_of(stack) -> str:
    if not stack:
        return ""
    paths = [v[0] for v in stack.values() if v and v[0]]
    return max(paths, key=len) if paths else ""


def _node_loc_name(node) -> str:
    if node.meta.get("partitioner_tag") == "is_backward" or node.meta.get(
            "autograd_backward"):
        return "backward." + (_path_of(node.meta.get("fwd_nn_module_stack")) or "loss")
    return _path_of(node.meta.get("nn_module_stack")) or "loss"


def _trace_joint(model, example_inputs, loss_fn):
    from torch._functorch.aot_autograd import aot_export_joint_simple
    from torch.nn.utils.stateless import _reparametrize_module

    params = dict(model.named_parameters())
    names = list(params)
    P = len(names)
    loss_fn = loss_fn or _default_loss
    inputs = [t.detach() if isinstance(t, torch.Tensor) else t for t in example_inputs]

    def step(*args):
        with _reparametrize_module(model, dict(zip(names, args[:P])), tie_weights=True,
                                   strict=False):
            with _module_paths(model):
                loss = loss_fn(model, *args[P:])
        return (loss,)

    primals = [p.detach().clone().requires_grad_(True) for p in params.values()]
    with fxt.preserve_node_meta():
        gm = aot_export_joint_simple(step, [*primals, *inputs], trace_joint=True,
                                     decompositions=torch_mlir_decompositions())
    # (loss, grads of the P parameters, None for every input) -> (loss, grads):
    # plain placeholders/outputs instead of pytree in/out specs.
    out = next(n for n in gm.graph.nodes if n.op == "output")
    results = list(out.args[0])
    kept = results[:1 + P]
    if any(r is None for r in kept):
        missing = [names[i] for i, r in enumerate(kept[1:]) if r is None]
        raise ValueError(f"parameters without gradient: {missing}")
    out.args = (tuple(kept),)
    gm.graph._codegen = torch.fx.graph.CodeGen()
    gm.graph.eliminate_dead_code()
    gm.recompile()
    return gm, names


# --------------------------------------------------------------------------
# Import and post-processing.
# --------------------------------------------------------------------------

_RESOURCE_SECTION = re.compile(r"\n\{-#\s*dialect_resources:.*?#-\}\s*", re.S)
_RESOURCE_ENTRY = re.compile(r'^\s*([A-Za-z0-9_.$\-]+)\s*:\s*"0x([0-9A-Fa-f]*)"', re.M)
_RESOURCE_USE = re.compile(r"dense_resource<([A-Za-z0-9_.$\-]+)>\s*:\s*(tensor<[^>]*>)")


def _element_bytes(tensor_type: str) -> int:
    elt = tensor_type[len("tensor<"):-1].split("x")[-1]
    if elt == "i1":
        return 1
    m = re.fullmatch(r"[a-z]+?(\d+)", elt)
    if not m:
        raise ValueError(f"unsupported constant element type in {tensor_type}")
    return int(m.group(1)) // 8


def _inline_dense_resources(text: str) -> str:
    """``dense_resource<k> : T`` -> ``dense<...> : T`` with the blob's bytes (the
    4-byte alignment header dropped); a splat when every element is equal."""
    m = _RESOURCE_SECTION.search(text)
    if not m:
        return text
    blobs = {k: bytes.fromhex(v)[4:] for k, v in _RESOURCE_ENTRY.findall(m.group(0))}
    body = text[:m.start()] + "\n"

    def repl(use):
        key, ty = use.group(1), use.group(2)
        data = blobs[key]
        eb = _element_bytes(ty)
        elems = [data[i:i + eb] for i in range(0, len(data), eb)]
        if elems and all(e == elems[0] for e in elems):
            return f"dense<\"0x{elems[0].hex().upper()}\"> : {ty}"
        return f"dense<\"0x{data.hex().upper()}\"> : {ty}"

    return _RESOURCE_USE.sub(repl, body)


def _import(gm, func_name: str):
    from torch_mlir import fx as tfx
    from torch_mlir import ir
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.extras.fx_importer import ContextCache, FxImporter

    class NamedLocations(ContextCache):
        # Module paths instead of torch-mlir's file:line (or unknown) locations.
        __slots__ = []

        def get_node_location(self, node):
            return ir.Location.name(_node_loc_name(node), context=self._c)

    context = ir.Context()
    torch_d.register_dialect(context)
    importer = FxImporter(context=context)
    importer._cc = NamedLocations(context, py_attr_tracker=importer._py_attr_tracker)
    return tfx.stateless_fx_import(gm, output_type="linalg-on-tensors",
                                   fx_importer=importer, model_name=func_name)


def _mark_cotangent(module, func_name: str) -> None:
    from torch_mlir import ir

    with module.context:
        for op in module.body.operations:
            if op.operation.name != "func.func":
                continue
            if ir.StringAttr(op.attributes["sym_name"]).value != func_name:
                continue
            n = len(op.regions[0].blocks[0].arguments)
            attrs = [ir.DictAttr.get({}) for _ in range(n - 1)]
            attrs.append(ir.DictAttr.get({"remat.cotangent": ir.UnitAttr.get()}))
            op.attributes["arg_attrs"] = ir.ArrayAttr.get(attrs)
            return
    raise RuntimeError(f"no func.func @{func_name} in the torch-mlir output")


def export_training_step_torch_mlir(model, example_inputs, loss_fn=None,
                                    func_name="train_step") -> str:
    """MLIR text (upstream dialects) of the training step
    ``loss = loss_fn(model, *example_inputs)`` through torch-mlir.

    ``loss_fn(model, *inputs)`` returns the scalar loss; without it the model's
    output is the loss (a tensor, an object with ``.loss`` as HF models return
    with ``labels=``, or the first element of a tuple).  The function is
    ``@func_name(parameters..., inputs..., cotangent {remat.cotangent}) ->
    (loss, gradient per parameter)``, parameters in ``named_parameters()`` order.
    """
    gm, _ = _trace_joint(model, tuple(example_inputs), loss_fn)
    module = _import(gm, func_name)
    _mark_cotangent(module, func_name)
    text = module.operation.get_asm(enable_debug_info=True)
    bad = sorted(set(re.findall(r"\b(?:tm_tensor|torch|torch_c)\.[a-z_][\w.]*", text)))
    if bad:
        raise RuntimeError(f"torch-mlir output is not upstream MLIR: {bad}")
    return _inline_dense_resources(text)
