"""Lowerings of gathers and scatters: embedding, index, index_put, gather,
scatter.  Trace-time constant indices become one-hot matmuls (the committed
examples); run-time integer indices are compared with ``linalg.index`` inside a
``linalg.generic`` (a one-hot comparison), never a ``tm_tensor`` or a
data-dependent ``tensor.extract``.
"""

from __future__ import annotations

import numpy as np
import torch

from .fx_nodes import meta_shape, node_arg
from .ir import EmitError, Val, is_float
from .lowerings_common import amap
from .registry import LoweringTable

aten = torch.ops.aten

LOWERINGS = LoweringTable("index")
register = LOWERINGS.register


def _i64(b, v, dt):
    return b.to(v, dt, "i64")


def _runtime(em, a) -> bool:
    return isinstance(a, torch.fx.Node) and a not in em.consts


# ------------------------------------------------- constant-index gathers
def _const_indices(em, a):
    if not isinstance(a, torch.fx.Node) or a not in em.consts:
        raise EmitError("only constant (trace-time) indices are supported")
    return em.consts[a].long()


def _embedding_constant_ids(em, node):
    w = em.val(node.args[0])
    idx = _const_indices(em, node.args[1])
    V, D = w.shape
    onehot = torch.nn.functional.one_hot(idx.reshape(-1), V).float()
    oh = em.const_tensor(onehot)
    r = em.matmul(oh, w)
    return em.reshape(r, meta_shape(node))


def _index_put_constant_indices(em, node):
    base = em.val(node.args[0])
    indices = node.args[1]
    vals = em.val(node.args[2])
    acc = node_arg(node, 3, "accumulate", False)
    if len(indices) != 1 or len(base.shape) != 2:
        raise EmitError("index_put: only one index tensor into a 2-d base")
    idx = _const_indices(em, indices[0]).reshape(-1)
    V, D = base.shape
    if not acc and len(set(idx.tolist())) != idx.numel():
        raise EmitError("index_put without accumulate and repeated indices")
    oht = em.const_tensor(torch.nn.functional.one_hot(idx, V).float().t().contiguous())
    v2 = em.reshape(vals, (idx.numel(), D))
    if acc:
        return em.matmul(oht, v2, init=base)
    # overwrite: base * (1 - rowmask) + onehot^T @ vals
    keep = torch.ones(V)
    keep[idx] = 0.0
    km = em.const_tensor(keep.reshape(V, 1))
    masked = em.pointwise(base.shape, "f32", [base, km], lambda b, x, k: b.mul(x, k))
    return em.matmul(oht, v2, init=masked)


# ------------------------------------------------------------ run-time indices
@register(aten.embedding.default)
def _embedding(em, node):
    if not _runtime(em, node.args[1]):
        return _embedding_constant_ids(em, node)  # constant ids: one-hot matmul (committed examples)
    w, idx = em.val(node.args[0]), em.val(node.args[1])
    V, D = w.shape
    N = int(np.prod(idx.shape))
    flat = em.reshape(idx, (N,))
    # out[n, d] = w[v, d] for the v with ids[n] == v   (loops n, d, v; v reduces)
    init = em.filled((N, D), 0.0, w.dt)

    def body(b, args, o):
        (i, idt), (x, _xdt) = args
        eq = b.op(f"arith.cmpi eq, {_i64(b, i, idt)}, {b.index(2)} : i64")
        return b.op(f"arith.select {eq}, {x}, {o} : {w.dt}")

    r = em.generic((N, D), w.dt, [flat, w], body, iter_types=["parallel", "parallel", "reduction"],
                   in_maps=[amap(3, ["d0"]), amap(3, ["d2", "d1"])], out_map=amap(3, ["d0", "d1"]),
                   init=init)
    return em.reshape(r, meta_shape(node))


@register(aten.index_put.default)
def _index_put(em, node):
    indices = node.args[1]
    if all(not _runtime(em, i) for i in indices if i is not None) and \
            not any(i is None for i in indices):
        return _index_put_constant_indices(em, node)
    base, vals = em.val(node.args[0]), em.val(node.args[2])
    acc = bool(node_arg(node, 3, "accumulate", False))
    if len(indices) != 1 or indices[0] is None:
        raise EmitError("index_put: only one index tensor, on the first dimension")
    idx = em.val(indices[0])
    if idx.dt == "i1":
        raise EmitError("index_put with a boolean mask")
    N = int(np.prod(idx.shape))
    rest = tuple(base.shape[1:])
    flat = em.reshape(idx, (N,))
    v2 = em.reshape(em.broadcast_to(vals, tuple(idx.shape) + rest), (N,) + rest)
    r = len(base.shape)
    # out[v, r...] = base + sum_n (ids[n] == v) * vals[n, r...]   (loops v, r..., n)
    k = r + 1
    its = ["parallel"] * r + ["reduction"]
    dt = base.dt

    def body(b, args, o):
        (i, idt), (x, _xdt) = args
        eq = b.op(f"arith.cmpi eq, {_i64(b, i, idt)}, {b.index(0)} : i64")
        if acc:
            z = b.cst(0.0, dt) if is_float(dt) else b.cst(0, dt)
            return b.add(o, b.op(f"arith.select {eq}, {x}, {z} : {dt}"), dt)
        return b.op(f"arith.select {eq}, {x}, {o} : {dt}")

    return em.generic(base.shape, dt, [flat, v2], body, iter_types=its,
                      in_maps=[amap(k, [f"d{r}"]), amap(k, [f"d{r}"] + [f"d{i}" for i in range(1, r)])],
                      out_map=amap(k, [f"d{i}" for i in range(r)]), init=base)


@register(aten.index.Tensor)
def _index(em, node):
    x = em.val(node.args[0])
    indices = list(node.args[1])
    while indices and indices[-1] is None:
        indices.pop()
    pos = [i for i, a in enumerate(indices) if a is not None]
    if not pos or pos != list(range(pos[0], pos[-1] + 1)):
        raise EmitError("index: only adjacent index tensors")
    idxs = [em.val(indices[i]) for i in pos]
    if any(v.dt == "i1" for v in idxs):
        raise EmitError("index with a boolean mask (data-dependent shape)")
    bshape = tuple(torch.broadcast_shapes(*[v.shape for v in idxs]))
    idxs = [em.broadcast_to(v, bshape) for v in idxs]
    out_shape = meta_shape(node)
    r, nb, K = len(x.shape), len(bshape), len(pos)
    pre, post = pos[0], r - pos[-1] - 1
    if tuple(out_shape) != tuple(x.shape[:pre]) + bshape + tuple(x.shape[pos[-1] + 1:]):
        raise EmitError("index: unexpected result shape")
    ro = len(out_shape)
    n = ro + K  # loops: out dims, then one reduction per indexed dim
    bdims = [f"d{pre + j}" for j in range(nb)]
    in_maps = [amap(n, bdims) for _ in idxs]
    xe = [f"d{i}" for i in range(pre)] + [f"d{ro + k}" for k in range(K)] + \
        [f"d{pre + nb + i}" for i in range(post)]
    in_maps.append(amap(n, xe))
    dt = x.dt

    def body(b, args, o):
        conds = []
        for k in range(K):
            v, vdt = args[k]
            conds.append(b.op(f"arith.cmpi eq, {_i64(b, v, vdt)}, {b.index(ro + k)} : i64"))
        c = conds[0]
        for c2 in conds[1:]:
            c = b.op(f"arith.andi {c}, {c2} : i1")
        return b.op(f"arith.select {c}, {args[K][0]}, {o} : {dt}")

    init = em.filled(out_shape, 0.0 if is_float(dt) else 0, dt)
    return em.generic(out_shape, dt, idxs + [x], body, iter_types=["parallel"] * ro + ["reduction"] * K,
                      in_maps=in_maps, out_map=amap(n, [f"d{i}" for i in range(ro)]), init=init)


def _match_other_dims(em, x: Val, like_shape, dim):
    """x sliced to ``like_shape`` in every dimension but ``dim`` (gather/scatter
    allow the index to be smaller there)."""
    sizes = [like_shape[i] if i != dim else x.shape[i] for i in range(len(x.shape))]
    if sizes == list(x.shape):
        return x
    return em.extract_slice(x, [0] * len(sizes), sizes, [1] * len(sizes))


@register(aten.gather.default)
def _gather(em, node):
    x, dim, idx = em.val(node.args[0]), node.args[1], em.val(node.args[2])
    r = len(x.shape)
    dim %= r
    x = _match_other_dims(em, x, idx.shape, dim)
    # out[p] = x[p with p[dim] := s] for the s with idx[p] == s   (s reduces)
    n = r + 1
    xe = [f"d{i}" if i != dim else f"d{r}" for i in range(r)]
    dt = x.dt

    def body(b, args, o):
        (i, idt), (v, _vdt) = args
        eq = b.op(f"arith.cmpi eq, {_i64(b, i, idt)}, {b.index(r)} : i64")
        return b.op(f"arith.select {eq}, {v}, {o} : {dt}")

    init = em.filled(idx.shape, 0.0 if is_float(dt) else 0, dt)
    return em.generic(idx.shape, dt, [idx, x], body, iter_types=["parallel"] * r + ["reduction"],
                      in_maps=[amap(n, [f"d{i}" for i in range(r)]), amap(n, xe)],
                      out_map=amap(n, [f"d{i}" for i in range(r)]), init=init)


@register(aten.scatter.value, aten.scatter.src, aten.scatter_add.default)
def _scatter(em, node):
    base, dim, idx = em.val(node.args[0]), node.args[1], em.val(node.args[2])
    src = em.val(node.args[3]) if isinstance(node.args[3], torch.fx.Node) else node.args[3]
    add = node.target is aten.scatter_add.default
    if node.target is aten.scatter.value and len(node.args) > 4:
        raise EmitError("scatter with reduce")
    r = len(base.shape)
    dim %= r
    if any(idx.shape[i] != base.shape[i] for i in range(r) if i != dim):
        raise EmitError("scatter: index smaller than self outside the scatter dimension")
    # out[q] = (idx[q with q[dim] := j] == q[dim] for some j) ? src : self   (j reduces)
    n = r + 1
    ie = [f"d{i}" if i != dim else f"d{r}" for i in range(r)]
    ins = [idx]
    maps = [amap(n, ie)]
    if isinstance(src, Val):
        if any(src.shape[i] != idx.shape[i] for i in range(r)):
            src = em.extract_slice(src, [0] * r, list(idx.shape), [1] * r)
        ins.append(src)
        maps.append(amap(n, ie))
    dt = base.dt

    def body(b, args, o):
        i, idt = args[0]
        eq = b.op(f"arith.cmpi eq, {_i64(b, i, idt)}, {b.index(dim)} : i64")
        v = args[1][0] if len(args) > 1 else b.cst(src, dt)
        if add:
            z = b.cst(0.0, dt) if is_float(dt) else b.cst(0, dt)
            return b.add(o, b.op(f"arith.select {eq}, {v}, {z} : {dt}"), dt)
        return b.op(f"arith.select {eq}, {v}, {o} : {dt}")

    return em.generic(base.shape, dt, ins, body, iter_types=["parallel"] * r + ["reduction"],
                      in_maps=maps, out_map=amap(n, [f"d{i}" for i in range(r)]), init=base)
