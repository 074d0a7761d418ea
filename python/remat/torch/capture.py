"""Capture an AOTAutograd joint (forward + backward) graph of one training step.

The joint graph has placeholders ``primals_1..N`` (parameters, then the example
inputs) and ``tangents_1`` (the cotangent of the loss) and returns
``(loss, grad_param_1, ..., grad_param_P, None...)``.

``aot_export_joint_simple`` does not run through Dynamo, so nodes get no
``nn_module_stack`` by themselves.  We install forward pre/post hooks on every
submodule that maintain ``nn_module_stack`` in ``torch.fx.traceback``'s current
node meta; the FX proxy copies it onto each traced forward node and AOTAutograd
copies it to the backward nodes as ``fwd_nn_module_stack`` (by ``seq_nr``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import os
import sys
import traceback
from dataclasses import dataclass

import torch

from ._torch_internals import (
    aot_export_joint_simple,
    core_aten_decompositions,
    current_node_meta,
    fx_graph_cse,
    lstm_cell_wrapped,
    make_fx_records_stack_traces,
    preserve_node_meta,
    reparametrize_module,
    rnn_helper_replaced,
    rnn_params_hiddens,
    tensor_version,
)
from .fx_nodes import last_path, op_name


@dataclass
class JointStep:
    graph: torch.fx.GraphModule
    param_names: list[str]      # primals_1..P
    buffer_names: list[str]     # primals_P+1..P+B (folded to constants by the emitter)
    num_params: int
    params: list[torch.Tensor]  # concrete values (for numeric checks)
    buffers: list[torch.Tensor]
    inputs: list[torch.Tensor]  # primals_P+B+1..
    mutated_buffers: list[str] = dataclasses.field(default_factory=list)
    # buffers the step updates (returned after the gradients, arguments of the function)


def _pushed(module_stack, path: str, type_name: str) -> dict:
    """A copy of an ``nn_module_stack`` with ``path`` innermost (as Dynamo writes it)."""
    st = dict(module_stack or {})
    st["L__" + (path or "self")] = (path, type_name)
    return st


@contextlib.contextmanager
def module_stack_hooks(model: torch.nn.Module, stack: list | None = None):
    """Keep ``nn_module_stack`` of the current FX node meta up to date while the
    model runs, as Dynamo writes it (AOTAutograd copies it to the backward nodes
    as ``fwd_nn_module_stack``); ``stack``, if given, holds the paths of the
    modules running, innermost last."""
    names = {id(m): n for n, m in model.named_modules(remove_duplicate=False)}
    handles = []
    stack = [] if stack is None else stack

    def pre(mod, args, kwargs=None):
        cm = current_node_meta()
        path = names.get(id(mod), "")
        cm["nn_module_stack"] = _pushed(cm.get("nn_module_stack"), path,
                                        type(mod).__module__ + "." + type(mod).__qualname__)
        stack.append(path)

    def post(mod, args, out):
        cm = current_node_meta()
        st = dict(cm.get("nn_module_stack", {}) or {})
        st.pop("L__" + (names.get(id(mod), "") or "self"), None)
        cm["nn_module_stack"] = st
        if stack:
            stack.pop()

    for m in model.modules():
        handles.append(m.register_forward_pre_hook(pre))
        handles.append(m.register_forward_hook(post))
    try:
        yield
    finally:
        for h in handles:
            h.remove()


class CaptureError(RuntimeError):
    """The step could not be traced: names the ATen op (when one failed), the
    module path and the user's source line."""

    def __init__(self, msg, op=None, module_path=None, source=None):
        super().__init__(msg)
        self.op, self.module_path, self.source = op, module_path, source

    @classmethod
    def from_exception(cls, e, stack):
        op = getattr(e, "func", None)
        opname = None
        if op is not None:
            opname = op_name(op)
        path = next((p for p in reversed(stack) if p), "")
        src = _user_frame(e.__traceback__)
        kind = type(e).__name__
        text = str(e).strip().splitlines()[0] if str(e).strip() else ""
        if "input mutations" in str(e):
            text = "the step mutates an input in place (only module buffers may be updated)"
        msg = f"cannot trace the training step: {kind}"
        if opname:
            msg += f" on {opname}"
        if text and (not opname or opname not in text):
            msg += f": {text[:300]}"
        msg += f" in module '{path or '<root>'}'"
        if src:
            msg += f" at {src}"
        return cls(msg, opname, path, src)


def _user_frame(tb) -> str:
    """The innermost traceback frame outside torch and remat (the user's model
    or the library it calls, e.g. transformers), as ``file:line: code``."""
    best = ""
    for fs in traceback.extract_tb(tb):
        f = fs.filename.replace(os.sep, "/")
        if "/torch/" in f or "/remat/torch/" in f or f.startswith("<"):
            continue
        best = f"{fs.filename}:{fs.lineno}" + (f": {fs.line.strip()}" if fs.line else "")
    return best


def _decompositions():
    d = dict(core_aten_decompositions())
    return d


@contextlib.contextmanager
def _rnn_tracing():
    """nn.LSTM/GRU/RNN trace through ``torch._decomp.decompositions._rnn_helper``, whose
    test for the dropout between layers can never be true (torch 2.13: ``num_layers < i - 1``),
    so the traced step would lose it.  While tracing, the helper applies it after every
    layer but the last, as eager (``at::dropout``) does.

    It also gives every time step a module path of its own: the ops of step ``t`` of
    layer ``l`` (direction ``d`` of a bidirectional RNN: layer ``2·l + d``) are traced
    with ``<rnn path>.layers.<l>.steps.<t>`` on top of ``nn_module_stack`` (the cell
    functions are wrapped while the helper runs), so their locations (and, through
    ``seq_nr``, their gradients' ``backward.…`` locations) name the step, and
    ``export.layer_pattern`` can make one checkpoint region per step.  The input
    projection of all steps at once (``F.linear`` before the loop) stays at the RNN's
    own path.  And LSTMs always take the decomposed layer (below)."""
    def rnn_path():
        return last_path(current_node_meta().get("nn_module_stack") or {})

    def per_step(fn, path, layer):
        """``fn`` (a cell) traced with ``path.layers.<layer>.steps.<t>`` pushed on the
        module stack, t counting its calls."""
        count = [0]

        def cell(*args, **kwargs):
            step_path = f"{path}.layers.{layer}.steps.{count[0]}" if path else \
                f"layers.{layer}.steps.{count[0]}"
            count[0] += 1
            cm = current_node_meta()
            saved = cm.get("nn_module_stack")
            cm["nn_module_stack"] = _pushed(saved, step_path, "remat.torch.rnn_time_step")
            try:
                return fn(*args, **kwargs)
            finally:
                cm["nn_module_stack"] = saved

        return cell

    def run_layer(layer_fn, key, path, *args, **kwargs):
        # GRU/RNN: a partial of one_layer_rnn with the cell as hidden_fn; LSTM:
        # one_layer_lstm, which calls the module-level lstm_cell.
        if isinstance(layer_fn, functools.partial) and "hidden_fn" in layer_fn.keywords:
            kw = dict(layer_fn.keywords)
            kw["hidden_fn"] = per_step(kw["hidden_fn"], path, key)
            return functools.partial(layer_fn.func, *layer_fn.args, **kw)(*args, **kwargs)
        with lstm_cell_wrapped(lambda cell: per_step(cell, path, key)):
            return layer_fn(*args, **kwargs)

    def rnn_helper(input, hidden, params, has_biases, num_layers, dropout, train, bidirectional,
                   batch_first, layer_fn):
        x = input.transpose(0, 1) if batch_first else input
        finals = []
        path = rnn_path()
        dirs = 2 if bidirectional else 1
        for layer in range(num_layers):
            p, h, bp, bh = rnn_params_hiddens(params, hidden, layer, bidirectional)
            out, h_last = run_layer(layer_fn, dirs * layer, path, x, h, p, has_biases)
            finals.append(h_last)
            if bidirectional:
                out_b, h_b = run_layer(layer_fn, dirs * layer + 1, path, x, bh, bp, has_biases,
                                       reverse=True)
                finals.append(h_b)
                out = torch.cat([out, out_b], out.dim() - 1)
            x = out
            if dropout and train and layer < num_layers - 1:
                x = torch.dropout(x, dropout, train=True)
        return (x.transpose(0, 1) if batch_first else x), finals

    # lstm_impl picks mkldnn_one_layer_lstm (one aten.mkldnn_rnn_layer op, which has no
    # lowering) when the LSTM's input does not require grad: an LSTM reading the step's
    # inputs directly. The decomposed layer computes the same thing from core ops
    # (rnn_helper_replaced makes LSTMs take it).
    with rnn_helper_replaced(rnn_helper):
        yield


@contextlib.contextmanager
def _math_sdpa():
    """F.scaled_dot_product_attention traced as :func:`_sdpa_math`."""
    import torch.nn.functional as F

    orig = F.scaled_dot_product_attention
    F.scaled_dot_product_attention = _sdpa_math
    try:
        yield
    finally:
        F.scaled_dot_product_attention = orig


def _sdpa_math(q, k, v, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False):
    """scaled_dot_product_attention as matmuls and a softmax (PyTorch's CPU flash
    kernel has no decomposition of its backward); dropout on the attention
    weights, as ``remat.torch.verify.hashed_dropout`` does in eager."""

    def dropout(w, p):
        return torch.ops.aten.native_dropout.default(w, p, True)[0] if p > 0.0 else w

    return attention_as_matmuls(q, k, v, attn_mask, dropout_p, is_causal, scale, enable_gqa,
                                dropout=dropout)


def attention_as_matmuls(q, k, v, attn_mask, dropout_p, is_causal, scale, enable_gqa, *, dropout):
    """``F.scaled_dot_product_attention``'s math with its arguments, the attention
    weights passed through ``dropout(w, dropout_p)``: the one definition that the
    exporter traces and that eager verification runs (``hashed_dropout``), so that
    both compute the same ops in the same order."""
    import math

    L, S = q.shape[-2], k.shape[-2]
    sc = scale if scale is not None else 1.0 / math.sqrt(q.shape[-1])
    if enable_gqa and k.shape[-3] != q.shape[-3]:
        rep = q.shape[-3] // k.shape[-3]
        k = k.repeat_interleave(rep, dim=-3)
        v = v.repeat_interleave(rep, dim=-3)
    w = (q @ k.transpose(-2, -1)) * sc
    if is_causal:
        causal = torch.ones(L, S, dtype=torch.bool, device=q.device).tril()
        w = w.masked_fill(~causal, float("-inf"))
    if attn_mask is not None:
        if attn_mask.dtype == torch.bool:
            w = w.masked_fill(~attn_mask, float("-inf"))
        else:
            w = w + attn_mask
    w = torch.softmax(w, dim=-1)
    w = dropout(w, dropout_p)
    return w @ v


@contextlib.contextmanager
def _tracing_view():
    """Make transformers' mask construction see the traced tensors as traced: it then
    skips its data-dependent checks (``padding_mask.all()``, packed-sequence
    detection through ``.item()``) and always builds the attention mask, which
    is what eager computes for the same inputs."""
    saved = []
    for name, mod in list(sys.modules.items()):
        if mod is None or name not in _TRACING_VIEW_MODULES:
            continue
        f = mod.__dict__.get("is_tracing")
        if callable(f):
            saved.append((mod, "is_tracing", f))
            setattr(mod, "is_tracing", _tracing_tensor(f))
    try:
        yield
    finally:
        for mod, attr, f in saved:
            setattr(mod, attr, f)


# transformers' attention-mask construction (the data-dependent checks live there)
_TRACING_VIEW_MODULES = ("transformers.masking_utils", "transformers.modeling_attn_mask_utils",
                         "transformers.integrations.sdpa_attention")


def _tracing_tensor(orig):
    """``is_tracing(tensor)`` is True for every tensor (the traced tensors are
    functional wrappers transformers does not recognise); without a tensor it
    answers as before."""
    def is_tracing(tensor=None):
        return True if tensor is not None else orig()
    return is_tracing


def _mutated_buffers(model, inputs, loss_fn) -> list[int]:
    """Indices of the buffers one call of the step updates in place (BatchNorm's
    running statistics), found by running it on a copy of the model."""
    bufs = list(model.buffers())
    if not bufs:
        return []
    import copy

    try:
        m2 = copy.deepcopy(model)
    except Exception:
        return []
    before = [b.detach().clone() for b in m2.buffers()]
    vers = [tensor_version(b) for b in m2.buffers()]
    with torch.no_grad():
        try:
            loss_fn(m2, *inputs)
        except Exception:
            return []
    return [i for i, (b, b0, v) in enumerate(zip(m2.buffers(), before, vers))
            if tensor_version(b) != v or not torch.equal(b, b0)]


@contextlib.contextmanager
def _record_stack_traces(on: bool):
    """Record each FX node's Python stack (``meta["stack_trace"]``) while tracing."""
    if not on:
        yield
        return
    with make_fx_records_stack_traces():
        yield


def capture_joint(model: torch.nn.Module, example_inputs, loss_fn, stack_traces: bool = False) -> JointStep:
    """Trace ``loss_fn(model, *example_inputs)`` and its gradient w.r.t. the
    model parameters into an AOTAutograd joint graph (core ATen ops)."""
    params = dict(model.named_parameters())
    pnames = list(params)
    P = len(pnames)
    # Buffers (e.g. rotary inv_freq) are traced as extra primals and folded to
    # constants by the emitter (real tensors cannot enter the fake-tensor trace).
    buffers = dict(model.named_buffers())
    bnames = list(buffers)
    B = len(bnames)
    # Inputs as they are: integer ids/labels and boolean masks stay integer tensors.
    inputs = [t.detach().contiguous() if isinstance(t, torch.Tensor) else t for t in example_inputs]
    if any(not isinstance(t, torch.Tensor) for t in inputs):
        raise CaptureError("every example input must be a tensor "
                           f"(got {[type(t).__name__ for t in inputs]})")
    mutated = _mutated_buffers(model, inputs, loss_fn)

    stack: list[str] = []

    def step(*args):
        pd = dict(zip(pnames, args[:P]))
        bargs = list(args[P:P + B])
        # Buffers the step updates in place (BatchNorm running statistics) are
        # cloned first: the update becomes a value the step returns.
        for i in mutated:
            bargs[i] = bargs[i].clone()
        pd.update(zip(bnames, bargs))
        with module_stack_hooks(model, stack):
            # swap in the traced parameters; the hooks see the real submodules
            # and their qualified names.
            loss = _call(model, pd, args[P + B:], loss_fn)
        return (loss, *[bargs[i] for i in mutated])

    pvals = [p.detach().clone().requires_grad_(True) for p in params.values()]
    bvals = [b.detach().clone() for b in buffers.values()]
    try:
        with preserve_node_meta(), _tracing_view(), _math_sdpa(), _rnn_tracing(), \
                _record_stack_traces(stack_traces):
            g = aot_export_joint_simple(
                step, pvals + bvals + inputs, trace_joint=True,
                decompositions=_decompositions(),
            )
    except Exception as e:  # one clear error instead of a FakeTensor/FX traceback
        raise CaptureError.from_exception(e, stack) from None
    if mutated:
        # outputs (loss, new buffers..., grads...) -> (loss, grads..., new buffers...)
        out = g.graph.output_node()
        vals = list(out.args[0])
        M = len(mutated)
        out.args = (tuple([vals[0]] + vals[1 + M:] + vals[1:1 + M]),)
        g.recompile()
    return JointStep(g, pnames, bnames, P, [p.detach().clone() for p in params.values()],
                     bvals, inputs, [bnames[i] for i in mutated])


def cse_joint(joint: JointStep) -> JointStep:
    """The same step with its joint graph after ``fx_graph_cse``: the graph on which
    PyTorch's partitioner decides (it CSEs its input itself), with the same node
    names (``fx_graph_cse`` keeps the name of the first of equal nodes)."""
    import dataclasses

    gm = torch.fx.GraphModule(joint.graph, fx_graph_cse(joint.graph.graph))
    return dataclasses.replace(joint, graph=gm)


def _call(model, pd, inputs, loss_fn):
    """Run loss_fn(model, *inputs) with the parameters in ``pd`` swapped in."""
    with reparametrize_module(model, pd, tie_weights=True, strict=False):
        return loss_fn(model, *inputs)


def eager_loss_and_grads(model, example_inputs, loss_fn):
    """Reference: loss and parameter gradients from PyTorch eager (float32)."""
    model.zero_grad(set_to_none=True)
    loss = loss_fn(model, *example_inputs)
    loss.backward()
    grads = [p.grad.detach().clone() if p.grad is not None else torch.zeros_like(p)
             for p in model.parameters()]
    return loss.detach().clone(), grads
