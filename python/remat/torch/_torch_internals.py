"""The one module of :mod:`remat.torch` that reaches into PyTorch's private APIs.

Capturing a training step needs parts of PyTorch that are not public API:
AOTAutograd's joint-graph export and its CSE pass, the min-cut partitioner and
its config, the core-ATen decomposition table and the RNN decompositions the
capture wraps, ``torch.fx.traceback``'s current node meta, the reparametrisation
context, dispatch modes, and the name parts of an ``OpOverload``.  Everything
else in remat.torch reaches them through the names below, so that a PyTorch
release that moves one of them is mended here (python/tests/test_import_graph.py
checks that no other module imports them).

This module imports no other remat module.  The imports that remat.torch made
lazily (inside the function that needs them) stay lazy here, so importing this
module loads nothing of PyTorch that ``import torch`` has not loaded already
besides what capture.py, verify.py and torch_mlir_frontend.py always imported.
"""

from __future__ import annotations

import contextlib
import functools

import torch
import torch.fx.traceback as _fx_traceback
from torch._decomp import core_aten_decompositions
from torch._functorch.aot_autograd import aot_export_joint_simple
from torch.utils._python_dispatch import TorchDispatchMode

__all__ = [
    "TorchDispatchMode", "activation_memory_budget", "aot_export_joint_simple",
    "core_aten_decompositions", "current_node_meta", "fx_graph_cse", "lstm_cell_wrapped",
    "make_fx_records_stack_traces", "min_cut_rematerialization_partition", "op_overload_name",
    "preserve_node_meta", "reparametrize_module", "rnn_helper_replaced", "rnn_params_hiddens",
    "tensor_version",
]


# ------------------------------------------------------------ FX node meta
def current_node_meta() -> dict:
    """The meta dict FX copies onto the node being traced (``torch.fx.traceback``):
    the capture's module hooks keep ``nn_module_stack`` in it up to date."""
    return _fx_traceback.get_current_meta()


def preserve_node_meta():
    """Context in which :func:`current_node_meta` is copied onto traced nodes."""
    return _fx_traceback.preserve_node_meta()


# ------------------------------------------------------------ ops and tensors
def op_overload_name(target) -> str | None:
    """``aten.max_pool2d_with_indices.default`` for an ``OpOverload``, else None."""
    if isinstance(target, torch._ops.OpOverload):
        ns = target.namespace
        return f"{ns}.{target._schema.name.split('::')[-1]}.{target._overloadname}"
    return None


def tensor_version(t: torch.Tensor) -> int:
    """The tensor's in-place modification counter."""
    return t._version


def reparametrize_module(module, parameters_and_buffers, **kwargs):
    """``torch.nn.utils.stateless._reparametrize_module``: a context in which
    ``module`` reads the given tensors as its parameters and buffers."""
    from torch.nn.utils.stateless import _reparametrize_module

    return _reparametrize_module(module, parameters_and_buffers, **kwargs)


# ------------------------------------------------------------ AOTAutograd
def fx_graph_cse(graph):
    """AOTAutograd's common-subexpression elimination of an FX graph (the pass
    the min-cut partitioner runs on its input)."""
    from torch._functorch.compile_utils import fx_graph_cse as cse

    return cse(graph)


def min_cut_rematerialization_partition(joint_gm, joint_inputs, **kwargs):
    """AOTAutograd's min-cut partitioner: (forward, backward) graph modules."""
    from torch._functorch.partitioners import min_cut_rematerialization_partition as partition

    return partition(joint_gm, joint_inputs, **kwargs)


def activation_memory_budget(budget: float):
    """Context in which the partitioner runs with ``activation_memory_budget=budget``."""
    from torch._functorch import config as fconfig

    return fconfig.patch(activation_memory_budget=budget)


@contextlib.contextmanager
def make_fx_records_stack_traces():
    """AOTAutograd's ``make_fx`` records each FX node's Python stack
    (``meta["stack_trace"]``) while the block runs."""
    from torch._functorch._aot_autograd import graph_capture

    orig = graph_capture.make_fx
    graph_capture.make_fx = functools.partial(orig, record_stack_traces=True)
    try:
        yield
    finally:
        graph_capture.make_fx = orig


# ------------------------------------------------------------ RNN decompositions
def _rnn_decompositions():
    """``torch._decomp.decompositions``: the module whose RNN layer functions
    (``_rnn_helper``, ``params_hiddens``, ``one_layer_lstm``, ``lstm_cell``)
    nn.RNN/LSTM/GRU trace through."""
    from torch._decomp import decompositions

    return decompositions


def rnn_params_hiddens(params, hidden, layer: int, bidirectional: bool):
    """torch's split of an RNN's flat parameters and initial hidden states into
    those of one layer: ``(params, hidden, reverse params, reverse hidden)``."""
    return _rnn_decompositions().params_hiddens(params, hidden, layer, bidirectional)


@contextlib.contextmanager
def rnn_helper_replaced(helper):
    """While the block runs, nn.RNN/LSTM/GRU decompose through ``helper`` (the
    signature of torch's ``_rnn_helper``), and LSTMs always take the decomposed
    layer ``one_layer_lstm``: ``select_one_layer_lstm_function`` would pick
    ``mkldnn_one_layer_lstm`` (one ``aten.mkldnn_rnn_layer`` op, which has no
    lowering) for an LSTM whose input does not require grad.  Yields False, and
    replaces nothing, when this PyTorch has no ``_rnn_helper``."""
    D = _rnn_decompositions()
    orig = getattr(D, "_rnn_helper", None)
    if orig is None:
        yield False
        return
    orig_select = getattr(D, "select_one_layer_lstm_function", None)
    D._rnn_helper = helper
    if orig_select is not None:
        D.select_one_layer_lstm_function = lambda input, hx, params: D.one_layer_lstm
    try:
        yield True
    finally:
        D._rnn_helper = orig
        if orig_select is not None:
            D.select_one_layer_lstm_function = orig_select


@contextlib.contextmanager
def lstm_cell_wrapped(wrap):
    """``wrap(lstm_cell)`` in place of the cell the decomposed LSTM layer calls,
    while the block runs."""
    D = _rnn_decompositions()
    orig_cell = D.lstm_cell
    D.lstm_cell = wrap(orig_cell)
    try:
        yield
    finally:
        D.lstm_cell = orig_cell
