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

from ._torch_internals import (
    aot_export_joint_simple,
    preserve_node_meta,
    reparametrize_module,
)
from .capture import module_stack_hooks

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
    """Scatter-free: for each kernel offset (kh, kw), the output position
    (oh, ow) reads input (oh*s - p + kh*d, ow*s - p + kw*d); its gradient goes
    there when ``indices`` (flat h * W + w) names that position.  The placement
    is two one-hot matmuls (rows, columns), exact in floating point (products
    with 0/1, sums with zeros)."""
    def pair(v, default):
        v = list(v) if v else list(default)
        return v * 2 if len(v) == 1 else v

    kh_, kw_ = pair(kernel_size, ())
    sh, sw = pair(stride, (kh_, kw_))
    ph, pw = pair(padding, (0, 0))
    dh, dw = pair(dilation, (1, 1))
    h, w = self.shape[-2], self.shape[-1]
    oh, ow = grad_output.shape[-2], grad_output.shape[-1]
    dev = grad_output.device
    rows_out = torch.arange(oh, dtype=torch.int64, device=dev)
    cols_out = torch.arange(ow, dtype=torch.int64, device=dev)
    rows_in = torch.arange(h, dtype=torch.int64, device=dev)
    cols_in = torch.arange(w, dtype=torch.int64, device=dev)
    grad_input = None
    for i in range(kh_):
        r = rows_out * sh - ph + i * dh                       # [OH]
        row_hot = (rows_in.unsqueeze(-1) == r).to(grad_output.dtype)  # [H, OH]
        for j in range(kw_):
            c = cols_out * sw - pw + j * dw                   # [OW]
            col_hot = (c.unsqueeze(-1) == cols_in).to(grad_output.dtype)  # [OW, W]
            pos = r.unsqueeze(-1) * w + c                     # [OH, OW]
            picked = grad_output * (indices == pos).to(grad_output.dtype)
            part = torch.matmul(row_hot, torch.matmul(picked, col_hot))  # [..., H, W]
            grad_input = part if grad_input is None else grad_input + part
    return grad_input


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
def _transformers_tracing():
    """Make transformers see a trace: its ``is_tracing(tensor)`` checks skip
    data-dependent shortcuts (``padding_mask.all()`` in ``masking_utils``),
    which would otherwise stop the fake-tensor trace.  Patched in every loaded
    ``transformers`` module that imported the function, restored afterwards."""
    import sys

    try:
        from transformers.utils import import_utils
    except ImportError:
        yield
        return
    original = import_utils.is_tracing
    patched = []
    for name, mod in list(sys.modules.items()):
        if (name == "transformers" or name.startswith("transformers.")) and \
                getattr(mod, "is_tracing", None) is original:
            patched.append(mod)
            mod.is_tracing = lambda tensor=None: True
    try:
        yield
    finally:
        for mod in patched:
            mod.is_tracing = original


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
    if "remat_loc" in node.meta:
        return node.meta["remat_loc"]
    if node.meta.get("partitioner_tag") == "is_backward" or node.meta.get(
            "autograd_backward"):
        return "backward." + (_path_of(node.meta.get("fwd_nn_module_stack")) or "loss")
    return _path_of(node.meta.get("nn_module_stack")) or "loss"


def _trace_joint(model, example_inputs, loss_fn):
    params = dict(model.named_parameters())
    names = list(params)
    P = len(names)
    # Buffers (position ids, rotary frequencies) are traced as extra primals,
    # then substituted back as literal tensors, which torch-mlir imports as
    # constants (real tensors cannot enter the fake-tensor trace).
    buffers = dict(model.named_buffers())
    bnames = list(buffers)
    B = len(bnames)
    loss_fn = loss_fn or _default_loss
    inputs = [t.detach() if isinstance(t, torch.Tensor) else t for t in example_inputs]

    def step(*args):
        state = dict(zip(names, args[:P]))
        state.update(zip(bnames, args[P:P + B]))
        with reparametrize_module(model, state, tie_weights=True, strict=False):
            with module_stack_hooks(model):
                loss = loss_fn(model, *args[P + B:])
        return (loss,)

    primals = [p.detach().clone().requires_grad_(True) for p in params.values()]
    bvals = [b.detach().clone() for b in buffers.values()]
    with preserve_node_meta(), _transformers_tracing():
        gm = aot_export_joint_simple(step, [*primals, *bvals, *inputs], trace_joint=True,
                                     decompositions=torch_mlir_decompositions())
    graph = gm.graph
    placeholders = [n for n in graph.nodes if n.op == "placeholder"]
    for ph, value in zip(placeholders[P:P + B], bvals):
        for user in list(ph.users):
            user.args = torch.fx.node.map_arg(user.args, lambda a: value if a is ph else a)
            user.kwargs = torch.fx.node.map_arg(user.kwargs,
                                                lambda a: value if a is ph else a)
        graph.erase_node(ph)
    for i, ph in enumerate(n for n in graph.nodes if n.op == "placeholder"):
        ph.meta["remat_loc"] = (names[i] if i < P else
                                "cotangent" if ph.name.startswith("tangents") else
                                f"input{i - P}")
    # (loss, grads of the P parameters, None for buffers and inputs) ->
    # (loss, grads): plain placeholders/outputs instead of pytree in/out specs.
    out = next(n for n in graph.nodes if n.op == "output")
    results = list(out.args[0])
    kept = results[:1 + P]
    if any(r is None for r in kept):
        missing = [names[i] for i, r in enumerate(kept[1:]) if r is None]
        raise ValueError(f"parameters without gradient: {missing}")
    out.args = (tuple(kept),)
    graph.set_codegen(torch.fx.graph.CodeGen())
    graph.eliminate_dead_code()
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
    import sys

    if getattr(sys.modules.get("remat._core"), "__file__", None):
        # torch-mlir's wheel bundles its own MLIR/LLVM; with remat's extension
        # (Debian's libMLIR.so) in the same process, LLVM aborts on duplicate
        # command-line options. Fail with a reason instead of the abort.
        raise RuntimeError(
            "the torch-mlir front end cannot run in a process that has loaded "
            "remat's extension (remat._core): torch-mlir bundles its own MLIR. "
            "Export in a separate process (python -m remat.torch.export "
            "--frontend torch-mlir ...) and load the text afterwards")
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


# --------------------------------------------------------------------------
# remat-run's inputs, for comparing a step with eager PyTorch.
# --------------------------------------------------------------------------

_NP_DTYPES = {"f32": "float32", "f64": "float64", "f16": "float16", "i1": "bool",
              "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64"}


def argument_types(text: str, func_name: str = "train_step"):
    """``[(shape, element type)]`` of ``@func_name``'s arguments in MLIR text."""
    m = re.search(r"func\.func\s+(?:\w+\s+)?@" + re.escape(func_name) + r"\((.*?)\)\s*->",
                  text, re.S)
    if not m:
        raise ValueError(f"no func.func @{func_name}")
    types = []
    for t in re.findall(r"%[\w]+\s*:\s*tensor<([^>]*)>", m.group(1)):
        *dims, elt = t.split("x")
        types.append((tuple(int(d) for d in dims), elt))
    return types


def _argument_attributes(text: str, func_name: str = "train_step"):
    """The attribute dict text (``""`` if none) of each of ``@func_name``'s arguments."""
    m = re.search(r"func\.func\s+(?:\w+\s+)?@" + re.escape(func_name) + r"\((.*?)\)\s*->",
                  text, re.S)
    return re.findall(r"%[\w]+\s*:\s*tensor<[^>]*>\s*(\{[^}]*\})?", m.group(1)) if m else []


_RANGE = re.compile(r"remat\.range\s*=\s*\[\s*(-?\d+)(?:\s*:\s*\w+)?\s*,\s*(-?\d+)")


def remat_run_inputs(text: str, seed: int = 0, func_name: str = "train_step"):
    """The pseudo-random inputs ``remat-run --seed=SEED`` feeds ``@func_name``
    (numpy arrays, one per argument): the same SplitMix64 stream per argument as
    ``makeRandomInputs`` in lib/Runtime/Runner.cpp: floats uniform in [-1, 1)
    with 24 random bits, i1 the low bit, other integers ``bits % 8``; an
    argument marked ``{remat.seed}`` gets ``seed`` itself, one marked
    ``{remat.range = [lo, hi]}`` ``lo + bits % (hi - lo)``."""
    import numpy as np

    mask = (1 << 64) - 1
    golden = 0x9E3779B97F4A7C15
    out = []
    attrs = _argument_attributes(text, func_name)
    for index, (shape, elt) in enumerate(argument_types(text, func_name)):
        attr = attrs[index] if index < len(attrs) else ""
        if "remat.seed" in attr and shape == () and elt == "i64":
            out.append(np.array(np.uint64(seed).astype(np.int64)))
            continue
        if elt not in _NP_DTYPES:
            raise ValueError(f"argument #{index}: element type {elt} not supported")
        n = int(np.prod(shape, dtype=np.int64)) if shape else 1
        state = (seed * 0x100000001B3 + (index + 1) * golden) & mask
        with np.errstate(over="ignore"):
            z = np.uint64(state) + np.arange(1, n + 1, dtype=np.uint64) * np.uint64(golden)
            z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
            z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
            bits = z ^ (z >> np.uint64(31))
        if elt.startswith("f"):
            uniform = (bits >> np.uint64(40)).astype(np.float64) / 16777216.0 * 2.0 - 1.0
            arr = uniform.astype(_NP_DTYPES[elt])
        elif elt == "i1":
            arr = (bits & np.uint64(1)).astype(bool)
        elif _RANGE.search(attr):
            # remat.range = [lo, hi]: lo + bits % (hi - lo), wrapping as remat-run's
            lo, hi = (int(g) for g in _RANGE.search(attr).groups())
            with np.errstate(over="ignore"):
                v = np.uint64(lo & mask) + bits % np.uint64((hi - lo) & mask)
            arr = v.astype(np.int64).astype(_NP_DTYPES[elt])
        else:
            arr = (bits % np.uint64(8)).astype(_NP_DTYPES[elt])
        out.append(arr.reshape(shape))
    return out


def eager_step(model, loss_fn, inputs):
    """Loss and parameter gradients of eager PyTorch on ``inputs`` (numpy, in
    the exported function's argument order: parameters, step inputs, cotangent):
    ``loss_fn(model, *step_inputs).backward(cotangent)``."""
    loss_fn = loss_fn or _default_loss
    names = [n for n, _ in model.named_parameters()]
    P = len(names)
    params = [torch.tensor(a).requires_grad_(True) for a in inputs[:P]]
    step_inputs = [torch.tensor(a) for a in inputs[P:-1]]
    cotangent = torch.tensor(inputs[-1])
    with reparametrize_module(model, dict(zip(names, params)), tie_weights=True,
                              strict=False):
        loss = loss_fn(model, *step_inputs)
    grads = torch.autograd.grad(loss, params, cotangent, allow_unused=True)
    return [loss.detach()] + [torch.zeros_like(p) if g is None else g.detach()
                              for p, g in zip(params, grads)]
