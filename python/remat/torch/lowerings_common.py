"""Helpers that several families of lowerings share: affine maps, dtype
conversion of a whole tensor, the dtype of a result, and the spread/pad/crop
of the spatial dimensions that pooling and convolution gradients use.

Each takes the emitter (``em``) as its first argument where it emits ops.
"""

from __future__ import annotations

from .ir import ELEMENT_TYPE, Val


def amap(n: int, exprs) -> str:
    """``affine_map<(d0, ..., d{n-1}) -> (exprs...)>``."""
    dims = ", ".join(f"d{i}" for i in range(n))
    return f"affine_map<({dims}) -> ({', '.join(exprs)})>"


def as_dtype(em, v: Val, dt: str) -> Val:
    """``v`` converted element-wise to ``dt`` (``v`` itself when it has that dtype)."""
    return v if v.dt == dt else em.pointwise(v.shape, dt, [v], lambda b, x: x, compute_dt=v.dt)


def result_dt(node, i=None):
    """The element type PyTorch gives the node's result (its result ``i``)."""
    v = node.meta["val"] if i is None else node.meta["val"][i]
    return ELEMENT_TYPE[v.dtype]


def dilate_pad(em, g: Val, s, k, d, padded, fill):
    """Spread g's spatial positions ``s`` apart and pad to the spatial sizes ``padded``
    so that position ``hp + (k-1)*d - kh*d`` of the result is g at output ``(hp - kh*d) / s``."""
    r = len(s)
    if s != [1] * r:
        shp = tuple(g.shape[:2]) + tuple((g.shape[2 + i] - 1) * s[i] + 1 for i in range(r))
        g = em.insert_slice(g, em.filled(shp, fill, g.dt), [0] * (2 + r), [1, 1] + list(s))
    lo = [(k[i] - 1) * d[i] for i in range(r)]
    return em.pad(g, [(0, 0), (0, 0)] + [(lo[i], padded[i] - g.shape[2 + i]) for i in range(r)], fill)


def crop(em, out: Val, p, sp) -> Val:
    """The input's part (spatial sizes ``sp`` at offsets ``p``) of a padded gradient."""
    r = len(sp)
    if list(out.shape[2:]) == list(sp):
        return out
    return em.extract_slice(out, [0, 0] + list(p), list(out.shape[:2]) + list(sp), [1] * (2 + r))
