"""Lowerings of ATen ops that only move data: views and reshapes,
permutations, slices and their scatters, concatenation, splits, padding
(``tensor`` dialect ops and ``linalg.transpose``).
"""

from __future__ import annotations

import numpy as np
import torch

from .fx_nodes import meta_dt, meta_shape, node_arg
from .ir import EmitError, Val
from .registry import LoweringTable

aten = torch.ops.aten

LOWERINGS = LoweringTable("shape")
register = LOWERINGS.register


# ------------------------------------------------------------------ shapes
@register(aten.view.default, aten._unsafe_view.default, aten.reshape.default, aten.unsqueeze.default,
     aten.squeeze.dim, aten.squeeze.dims, aten.squeeze.default, aten.view_copy.default)
def _view(em, node):
    return em.reshape(em.val(node.args[0]), meta_shape(node))


@register(aten.permute.default)
def _permute(em, node):
    return em.transpose(em.val(node.args[0]), list(node.args[1]))


@register(aten.t.default)
def _t(em, node):
    x = em.val(node.args[0])
    return em.transpose(x, [1, 0]) if len(x.shape) == 2 else x


@register(aten.transpose.int)
def _transpose(em, node):
    x = em.val(node.args[0])
    r = len(x.shape)
    a, b = node.args[1] % r, node.args[2] % r
    perm = list(range(r))
    perm[a], perm[b] = perm[b], perm[a]
    return em.transpose(x, perm)


@register(aten.flip.default)
def _flip(em, node):
    """A copy whose input map reads index n - 1 - d along each flipped dim (a
    bidirectional RNN's reverse direction flips its sequence)."""
    x = em.val(node.args[0])
    r = len(x.shape)
    flipped = {d % r for d in node.args[1]}
    dims = [f"d{i}" for i in range(r)]
    res = [f"{x.shape[i] - 1} - d{i}" if i in flipped else f"d{i}" for i in range(r)]
    in_map = f"affine_map<({', '.join(dims)}) -> ({', '.join(res)})>"
    return em.generic(x.shape, x.dt, [x], lambda b, args, out: args[0][0], in_maps=[in_map])


@register(aten.expand.default)
def _expand(em, node):
    return em.broadcast_to(em.val(node.args[0]), meta_shape(node))


def _norm_slice(size, start, end, step):
    start = 0 if start is None else start
    end = size if end is None else end
    if start < 0:
        start += size
    if end < 0:
        end += size
    start = min(max(start, 0), size)
    end = min(max(end, start), size)
    n = (end - start + step - 1) // step
    return start, n, step


@register(aten.slice.Tensor)
def _slice(em, node):
    x = em.val(node.args[0])
    dim = node_arg(node, 1, "dim", 0) % len(x.shape)
    start, n, step = _norm_slice(x.shape[dim], node_arg(node, 2, "start"), node_arg(node, 3, "end"),
                                 node_arg(node, 4, "step", 1))
    offs = [0] * len(x.shape)
    sizes = list(x.shape)
    strides = [1] * len(x.shape)
    offs[dim], sizes[dim], strides[dim] = start, n, step
    if sizes == list(x.shape):
        return x
    return em.extract_slice(x, offs, sizes, strides)


@register(aten.select.int)
def _select(em, node):
    x = em.val(node.args[0])
    dim = node.args[1] % len(x.shape)
    idx = node.args[2] % x.shape[dim]
    offs = [0] * len(x.shape)
    sizes = list(x.shape)
    offs[dim], sizes[dim] = idx, 1
    s = em.extract_slice(x, offs, sizes, [1] * len(x.shape))
    return em.reshape(s, meta_shape(node))


@register(aten.slice_scatter.default)
def _slice_scatter(em, node):
    base = em.val(node.args[0])
    src = em.val(node.args[1])
    dim = node_arg(node, 2, "dim", 0) % len(base.shape)
    start, n, step = _norm_slice(base.shape[dim], node_arg(node, 3, "start"), node_arg(node, 4, "end"),
                                 node_arg(node, 5, "step", 1))
    offs = [0] * len(base.shape)
    strides = [1] * len(base.shape)
    offs[dim], strides[dim] = start, step
    return em.insert_slice(src, base, offs, strides)


@register(aten.select_scatter.default)
def _select_scatter(em, node):
    base = em.val(node.args[0])
    src = em.val(node.args[1])
    dim = node.args[2] % len(base.shape)
    idx = node.args[3] % base.shape[dim]
    shp = list(base.shape)
    shp[dim] = 1
    src = em.reshape(src, tuple(shp))
    offs = [0] * len(base.shape)
    offs[dim] = idx
    return em.insert_slice(src, base, offs)


@register(aten.cat.default)
def _cat(em, node):
    ins = [em.val(a) for a in node.args[0]]
    out_shape = meta_shape(node)
    dim = node_arg(node, 1, "dim", 0) % len(out_shape)
    ins = [v for v in ins if int(np.prod(v.shape)) > 0]
    if len(ins) == 1:
        return ins[0]
    dst = Val(em.empty(out_shape, meta_dt(node)), out_shape, meta_dt(node))
    off = 0
    for v in ins:
        offs = [0] * len(out_shape)
        offs[dim] = off
        dst = em.insert_slice(v, dst, offs)
        off += v.shape[dim]
    return dst


@register(aten.split_with_sizes.default, aten.split.Tensor)
def _split(em, node):
    x = em.val(node.args[0])
    dim = node_arg(node, 2, "dim", 0) % len(x.shape)
    outs, off = [], 0
    for v in node.meta["val"]:
        n = int(v.shape[dim])
        offs = [0] * len(x.shape)
        sizes = list(x.shape)
        offs[dim], sizes[dim] = off, n
        outs.append(em.extract_slice(x, offs, sizes, [1] * len(x.shape)))
        off += n
    return outs


@register(aten.constant_pad_nd.default)
def _constant_pad(em, node):
    x = em.val(node.args[0])
    pad = list(node.args[1])
    value = node_arg(node, 2, "value", 0)
    r = len(x.shape)
    pads = [(0, 0)] * r
    for k in range(len(pad) // 2):
        pads[r - 1 - k] = (pad[2 * k], pad[2 * k + 1])
    if any(lo < 0 or hi < 0 for lo, hi in pads):
        raise EmitError("constant_pad_nd with negative padding")
    return em.pad(x, pads, value)


@register(aten._assert_tensor_metadata.default)
def _assert_meta(em, node):
    return None  # trace-time check only
