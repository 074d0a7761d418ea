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
from dataclasses import dataclass

import torch
import torch.fx.traceback as fxt
from torch._decomp import core_aten_decompositions
from torch._functorch.aot_autograd import aot_export_joint_simple


@dataclass
class JointStep:
    graph: torch.fx.GraphModule
    param_names: list[str]      # primals_1..P
    buffer_names: list[str]     # primals_P+1..P+B (folded to constants by the emitter)
    num_params: int
    params: list[torch.Tensor]  # concrete values (for numeric checks)
    buffers: list[torch.Tensor]
    inputs: list[torch.Tensor]  # primals_P+B+1..


@contextlib.contextmanager
def _module_stack_hooks(model: torch.nn.Module):
    names = {id(m): n for n, m in model.named_modules(remove_duplicate=False)}
    handles = []

    def pre(mod, args, kwargs=None):
        cm = fxt.get_current_meta()
        st = dict(cm.get("nn_module_stack", {}) or {})
        path = names.get(id(mod), "")
        st["L__" + (path or "self")] = (path, type(mod).__module__ + "." + type(mod).__qualname__)
        cm["nn_module_stack"] = st

    def post(mod, args, out):
        cm = fxt.get_current_meta()
        st = dict(cm.get("nn_module_stack", {}) or {})
        st.pop("L__" + (names.get(id(mod), "") or "self"), None)
        cm["nn_module_stack"] = st

    for m in model.modules():
        handles.append(m.register_forward_pre_hook(pre))
        handles.append(m.register_forward_hook(post))
    try:
        yield
    finally:
        for h in handles:
            h.remove()


def capture_joint(model: torch.nn.Module, example_inputs, loss_fn) -> JointStep:
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
    inputs = [t.detach().float().contiguous() for t in example_inputs]

    def step(*args):
        pd = dict(zip(pnames, args[:P]))
        pd.update(zip(bnames, args[P:P + B]))
        with _module_stack_hooks(model):
            # swap in the traced parameters; the hooks see the real submodules
            # and their qualified names.
            loss = _call(model, pd, args[P + B:], loss_fn)
        return (loss,)

    pvals = [p.detach().clone().requires_grad_(True) for p in params.values()]
    bvals = [b.detach().clone() for b in buffers.values()]
    with fxt.preserve_node_meta():
        g = aot_export_joint_simple(
            step, pvals + bvals + inputs, trace_joint=True,
            decompositions=core_aten_decompositions(),
        )
    return JointStep(g, pnames, bnames, P, [p.detach().clone() for p in params.values()],
                     bvals, inputs)


def cse_joint(joint: JointStep) -> JointStep:
    """The same step with its joint graph after ``fx_graph_cse``: the graph on which
    PyTorch's partitioner decides (it CSEs its input itself), with the same node
    names (``fx_graph_cse`` keeps the name of the first of equal nodes)."""
    import dataclasses

    from torch._functorch.compile_utils import fx_graph_cse

    gm = torch.fx.GraphModule(joint.graph, fx_graph_cse(joint.graph.graph))
    return dataclasses.replace(joint, graph=gm)


def _call(model, pd, inputs, loss_fn):
    """Run loss_fn(model, *inputs) with the parameters in ``pd`` swapped in."""
    from torch.nn.utils.stateless import _reparametrize_module

    with _reparametrize_module(model, pd, tie_weights=True, strict=False):
        return loss_fn(model, *inputs)


def eager_loss_and_grads(model, example_inputs, loss_fn):
    """Reference: loss and parameter gradients from PyTorch eager (float32)."""
    model.zero_grad(set_to_none=True)
    loss = loss_fn(model, *example_inputs)
    loss.backward()
    grads = [p.grad.detach().clone() if p.grad is not None else torch.zeros_like(p)
             for p in model.parameters()]
    return loss.detach().clone(), grads
