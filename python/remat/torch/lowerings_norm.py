"""Lowerings of the normalisation layers: layer norm, and batch norm with and
without running statistics (mean, 1/std and the normalised values from one
set of moments).
"""

from __future__ import annotations

import numpy as np
import torch

from .ir import EmitError
from .registry import LoweringTable

aten = torch.ops.aten

LOWERINGS = LoweringTable("norm")
register = LOWERINGS.register


def _moments(em, x, dims, eps):
    n = float(np.prod([x.shape[d] for d in dims]))
    mean = em.reduce(x, dims, True, "add", 1.0 / n)
    d = em.pointwise(x.shape, "f32", [x, mean], lambda b, a, m: b.sub(a, m))
    var = em.reduce(em.pointwise(x.shape, "f32", [d], lambda b, a: b.mul(a, a)), dims, True, "add", 1.0 / n)
    rstd = em.pointwise(var.shape, "f32", [var], lambda b, v: b.math("rsqrt", b.add(v, b.cst(eps))))
    return mean, d, rstd


@register(aten.native_layer_norm.default)
def _layer_norm(em, node):
    x = em.val(node.args[0])
    nshape = list(node.args[1])
    w = em.val(node.args[2]) if node.args[2] is not None else None
    bias = em.val(node.args[3]) if node.args[3] is not None else None
    eps = float(node.args[4])
    r = len(x.shape)
    dims = list(range(r - len(nshape), r))
    mean, d, rstd = _moments(em, x, dims, eps)
    y = em.pointwise(x.shape, "f32", [d, rstd], lambda b, a, s: b.mul(a, s))
    if w is not None:
        y = em.pointwise(x.shape, "f32", [y, w], lambda b, a, s: b.mul(a, s))
    if bias is not None:
        y = em.pointwise(x.shape, "f32", [y, bias], lambda b, a, s: b.add(a, s))
    shapes = [tuple(v.shape) for v in node.meta["val"]]
    return [y, em.reshape(mean, shapes[1]), em.reshape(rstd, shapes[2])]


@register(aten._native_batch_norm_legit.no_stats)
def _batch_norm(em, node):
    x = em.val(node.args[0])
    w = em.val(node.args[1]) if node.args[1] is not None else None
    bias = em.val(node.args[2]) if node.args[2] is not None else None
    if not node.args[3]:
        raise EmitError("batch norm without batch statistics")
    eps = float(node.args[5])
    C = x.shape[1]
    dims = [0] + list(range(2, len(x.shape)))
    mean, d, rstd = _moments(em, x, dims, eps)
    y = em.pointwise(x.shape, "f32", [d, rstd], lambda b, a, s: b.mul(a, s))
    cshape = (C,) + (1,) * (len(x.shape) - 2)
    if w is not None:
        y = em.pointwise(x.shape, "f32", [y, em.reshape(w, cshape)], lambda b, a, s: b.mul(a, s))
    if bias is not None:
        y = em.pointwise(x.shape, "f32", [y, em.reshape(bias, cshape)], lambda b, a, s: b.add(a, s))
    return [y, em.reshape(mean, (C,)), em.reshape(rstd, (C,))]


# ------------------------------------------------------------ batch norm with running statistics
@register(aten._native_batch_norm_legit_functional.default)
def _batch_norm_functional(em, node):
    """Training-mode batch norm that also returns the updated running statistics:
    ``new = (1 - momentum) * running + momentum * batch`` (the variance unbiased)."""
    x = em.val(node.args[0])
    w = em.val(node.args[1]) if node.args[1] is not None else None
    bias = em.val(node.args[2]) if node.args[2] is not None else None
    rm, rv = em.val(node.args[3]), em.val(node.args[4])
    training, momentum, eps = node.args[5], float(node.args[6]), float(node.args[7])
    if not training:
        raise EmitError("batch norm in eval mode inside a training step")
    C = x.shape[1]
    dims = [0] + list(range(2, len(x.shape)))
    n = float(np.prod([x.shape[d] for d in dims]))
    mean, d, rstd = _moments(em, x, dims, eps)
    y = em.pointwise(x.shape, "f32", [d, rstd], lambda b, a, s: b.mul(a, s))
    cshape = (C,) + (1,) * (len(x.shape) - 2)
    if w is not None:
        y = em.pointwise(x.shape, "f32", [y, em.reshape(w, cshape)], lambda b, a, s: b.mul(a, s))
    if bias is not None:
        y = em.pointwise(x.shape, "f32", [y, em.reshape(bias, cshape)], lambda b, a, s: b.add(a, s))
    mean_c = em.reshape(mean, (C,))
    rstd_c = em.reshape(rstd, (C,))
    var = em.reduce(em.pointwise(x.shape, "f32", [d], lambda b, a: b.mul(a, a)), dims, False, "add")
    unb = 1.0 / (n - 1.0) if n > 1 else 0.0
    new_rm = em.pointwise((C,), rm.dt, [rm, mean_c], lambda b, r, m: b.add(
        b.mul(r, b.cst(1.0 - momentum)), b.mul(m, b.cst(momentum))), compute_dt="f32")
    new_rv = em.pointwise((C,), rv.dt, [rv, var], lambda b, r, v: b.add(
        b.mul(r, b.cst(1.0 - momentum)), b.mul(b.mul(v, b.cst(unb)), b.cst(momentum))), compute_dt="f32")
    return [y, mean_c, rstd_c, new_rm, new_rv]
