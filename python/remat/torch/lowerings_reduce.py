"""Lowerings of reductions: sums, means, max/min, any/all, the cumulative
sum, softmax and log-softmax, and the matrix products (``linalg.matmul`` /
``linalg.batch_matmul``).
"""

from __future__ import annotations

import numpy as np
import torch

from .fx_nodes import meta_dt, meta_shape, node_arg
from .ir import EmitError, Val, is_float
from .lowerings_common import amap
from .registry import LoweringTable

aten = torch.ops.aten

LOWERINGS = LoweringTable("reduce")
register = LOWERINGS.register


# ---------------------------------------------------------------- reductions
@register(aten.sum.dim_IntList, aten.sum.default, aten.mean.dim, aten.mean.default, aten.amax.default,
     aten.amin.default, aten.any.dim, aten.any.default, aten.any.dims, aten.all.dim, aten.all.default,
     aten.prod.default)
def _reduce(em, node):
    x = em.val(node.args[0])
    t = node.target
    dims = node_arg(node, 1, "dim", None)
    if t in (aten.sum.default, aten.mean.default, aten.any.default, aten.all.default, aten.prod.default):
        dims = None
    elif isinstance(dims, int):
        dims = [dims]
    keep = bool(node_arg(node, 2, "keepdim", False))
    kind = {aten.amax.default: "max", aten.amin.default: "min", aten.any.dim: "or",
            aten.any.default: "or", aten.any.dims: "or", aten.all.dim: "and",
            aten.all.default: "and"}.get(t, "add")
    if t is aten.prod.default:
        raise EmitError("prod is not supported")
    dt = meta_dt(node)
    scale = None
    if t in (aten.mean.dim, aten.mean.default):
        rank = len(x.shape)
        red = range(rank) if not dims else {d % rank for d in dims}
        scale = 1.0 / float(np.prod([x.shape[d] for d in red]))
    if len(x.shape) == 0:
        return em.pointwise((), dt, [x], lambda b, v: v, compute_dt=x.dt)
    acc = dt if not is_float(dt) else ("f32" if dt in ("bf16", "f16") else dt)
    r = em.reduce(x, dims, keep, kind, scale, out_dt=acc)
    if r.dt != dt:
        r = em.pointwise(r.shape, dt, [r], lambda b, v: v, compute_dt=r.dt)
    return em.reshape(r, meta_shape(node))


@register(aten.cumsum.default)
def _cumsum(em, node):
    x = em.val(node.args[0])
    dim = node.args[1] % len(x.shape)
    dt = meta_dt(node)
    r = len(x.shape)
    n = r + 1
    xe = [f"d{i}" if i != dim else f"d{r}" for i in range(r)]

    def body(b, args, o):
        v = b.to(args[0][0], args[0][1], dt)
        le = b.op(f"arith.cmpi sle, {b.index(r)}, {b.index(dim)} : i64")
        z = b.cst(0.0, dt) if is_float(dt) else b.cst(0, dt)
        return b.add(o, b.op(f"arith.select {le}, {v}, {z} : {dt}"), dt)

    init = em.filled(x.shape, 0.0 if is_float(dt) else 0, dt)
    return em.generic(x.shape, dt, [x], body, iter_types=["parallel"] * r + ["reduction"],
                      in_maps=[amap(n, xe)], out_map=amap(n, [f"d{i}" for i in range(r)]), init=init)


# ------------------------------------------------------------------ matmul
@register(aten.mm.default)
def _mm(em, node):
    return em.matmul(em.val(node.args[0]), em.val(node.args[1]))


@register(aten.bmm.default)
def _bmm(em, node):
    return em.matmul(em.val(node.args[0]), em.val(node.args[1]), batch=True)


@register(aten.addmm.default)
def _addmm(em, node):
    bias, a, b = (em.val(x) for x in node.args[:3])
    beta = node.kwargs.get("beta", 1)
    alpha = node.kwargs.get("alpha", 1)
    if beta != 1 or alpha != 1:
        raise EmitError("addmm with beta/alpha != 1")
    shape = meta_shape(node)
    init = em.broadcast_to(bias, shape) if isinstance(bias, Val) else em.filled(shape, float(bias))
    return em.matmul(a, b, init=init)


# --------------------------------------------------------------- composites
@register(aten._softmax.default)
def _softmax(em, node):
    x = em.val(node.args[0])
    dim = node.args[1]
    m = em.reduce(x, [dim], True, "max")
    e = em.pointwise(x.shape, "f32", [x, m], lambda b, a, mm: b.math("exp", b.sub(a, mm)))
    s = em.reduce(e, [dim], True, "add")
    return em.pointwise(x.shape, "f32", [e, s], lambda b, a, ss: b.div(a, ss))


@register(aten._log_softmax.default)
def _log_softmax(em, node):
    x = em.val(node.args[0])
    dim = node.args[1]
    m = em.reduce(x, [dim], True, "max")
    sh = em.pointwise(x.shape, "f32", [x, m], lambda b, a, mm: b.sub(a, mm))
    e = em.pointwise(x.shape, "f32", [sh], lambda b, a: b.math("exp", a))
    s = em.reduce(e, [dim], True, "add")
    return em.pointwise(x.shape, "f32", [sh, s], lambda b, a, ss: b.sub(a, b.math("log", ss)))
