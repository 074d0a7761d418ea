"""Lowerings of neural-network layers beyond tensor math: counter-based
dropout (whose masks :func:`dropout_mask_numpy` reproduces for the eager
reference) and max/average/adaptive pooling with their gradients.
"""

from __future__ import annotations

import math

import numpy as np
import torch

from .fx_nodes import meta_shape
from .ir import SEED_ARG, EmitError, Val
from .lowerings_common import amap, as_dtype, crop, dilate_pad
from .registry import LoweringTable

aten = torch.ops.aten

LOWERINGS = LoweringTable("nn")
register = LOWERINGS.register


# ------------------------------------------------------------ dropout
#
# Counter-based dropout.  For the k-th dropout op of the step (graph order,
# from 0), the seed s (the i64 argument %seed {remat.seed}) and the element
# with row-major linear index i of its input:
#     key  = mix64(s * G + (k + 1) * C)
#     bits = mix64(key + (i + 1) * G)
#     keep = (bits >> 40) >= round(p * 2^24)
# with mix64 splitmix64's finalizer, wrapping 64-bit arithmetic.  The mask is
# a pure function of (s, k, i): a recomputed dropout draws the same mask.
GOLDEN = 0x9E3779B97F4A7C15
KEYMUL = 0xD1B54A32D192ED03
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB


def _signed(v: int) -> int:
    return v - (1 << 64) if v >= (1 << 63) else v


def _mix64(b, z):
    for sh, mul in ((30, MIX1), (27, MIX2)):
        s = b.op(f"arith.shrui {z}, {b.cst(sh, 'i64')} : i64")
        z = b.op(f"arith.xori {z}, {s} : i64")
        z = b.op(f"arith.muli {z}, {b.cst(_signed(mul), 'i64')} : i64")
    s = b.op(f"arith.shrui {z}, {b.cst(31, 'i64')} : i64")
    return b.op(f"arith.xori {z}, {s} : i64")


def dropout_threshold(p: float) -> int:
    return min(1 << 24, int(round(float(p) * (1 << 24))))


def _dropout_mask(em, shape, k: int, p: float) -> Val:
    seed = Val("%" + SEED_ARG, (), "i64")

    def key_body(b, args, _o):
        z = b.op(f"arith.muli {args[0][0]}, {b.cst(_signed(GOLDEN), 'i64')} : i64")
        z = b.op(f"arith.addi {z}, {b.cst(_signed(((k + 1) * KEYMUL) % (1 << 64)), 'i64')} : i64")
        return _mix64(b, z)

    key = em.generic((), "i64", [seed], key_body)
    strides = [int(np.prod(shape[i + 1:])) for i in range(len(shape))]
    thr = dropout_threshold(p)

    def body(b, args, _o):
        lin = b.cst(1, "i64")
        for d, st in enumerate(strides):
            t = b.index(d)
            if st != 1:
                t = b.op(f"arith.muli {t}, {b.cst(st, 'i64')} : i64")
            lin = b.op(f"arith.addi {lin}, {t} : i64")
        z = b.op(f"arith.muli {lin}, {b.cst(_signed(GOLDEN), 'i64')} : i64")
        z = b.op(f"arith.addi {args[0][0]}, {z} : i64")
        z = _mix64(b, z)
        top = b.op(f"arith.shrui {z}, {b.cst(40, 'i64')} : i64")
        return b.op(f"arith.cmpi sge, {top}, {b.cst(thr, 'i64')} : i64")

    return em.generic(tuple(shape), "i1", [key], body)


def dropout_mask_numpy(seed: int, k: int, p: float, shape) -> np.ndarray:
    """The same mask as the IR (for the eager reference)."""
    M = (1 << 64) - 1
    n = int(np.prod(shape))

    def mix(z):
        z = (z ^ (z >> np.uint64(30))) * np.uint64(MIX1)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(MIX2)
        return z ^ (z >> np.uint64(31))

    with np.errstate(over="ignore"):
        key = mix(np.array([(seed * GOLDEN + (k + 1) * KEYMUL) & M], dtype=np.uint64))
        lin = np.arange(1, n + 1, dtype=np.uint64)
        bits = mix(key + lin * np.uint64(GOLDEN))
    return ((bits >> np.uint64(40)).astype(np.int64) >= dropout_threshold(p)).reshape(shape)


@register(aten.native_dropout.default)
def _native_dropout(em, node):
    x = em.val(node.args[0])
    p = float(node.args[1])
    train = node.args[2] if len(node.args) > 2 else True
    if not train or p == 0.0:
        return [x, em.filled(x.shape, True, "i1")]
    k = em.dropout_nodes().index(node)
    mask = _dropout_mask(em, x.shape, k, p)
    scale = 1.0 / (1.0 - p) if p < 1.0 else 0.0
    dt = x.dt

    def body(b, args, _o):
        (v, vdt), (m, _mdt) = args
        v = b.to(v, vdt, "f32")
        y = b.to(b.mul(v, b.cst(scale)), "f32", dt)
        z = b.cst(0.0, dt)
        return b.op(f"arith.select {m}, {y}, {z} : {dt}")

    out = em.generic(x.shape, dt, [x, mask], body)
    return [out, mask]


# ------------------------------------------------------------ pooling
#
# Batched inputs (N, C, spatial...) with r = 2 (the 2-d ops; MaxPool1d/AvgPool1d reach
# them with H = 1) or r = 3 spatial dims: one ``linalg.generic`` over the loops
# (n, c, out_1..out_r, window_1..window_r), the window loops reduce.
def _per_dim(v, r, default=None):
    """A pooling argument as one value per spatial dim (PyTorch allows one for all)."""
    v = list(v) if v else list(default)
    return v if len(v) == r else [v[0]] * r


def _pool_geom(node, x, kernel, stride, padding, dilation):
    r = len(x.shape) - 2
    k = _per_dim(kernel, r)
    s = _per_dim(stride, r, k)
    return k, s, _per_dim(padding, r), _per_dim(dilation, r)


def _check_batched(x: Val, name: str, r: int):
    if len(x.shape) != 2 + r:
        raise EmitError(f"{name}: only {'NCHW' if r == 2 else 'NCDHW'} inputs")


def _max_pool_args(node, first):
    a = node.args
    kernel = a[first]
    stride = a[first + 1] if len(a) > first + 1 else []
    padding = a[first + 2] if len(a) > first + 2 else [0]
    dilation = a[first + 3] if len(a) > first + 3 else [1]
    ceil = a[first + 4] if len(a) > first + 4 else False
    return kernel, stride, padding, dilation, ceil


def _window(em, k, dt="f32"):
    """An unread ``tensor.empty`` of the window's shape with map ``(d_{2+r}, ...)``: it
    gives linalg the bounds of the window loops (as in linalg's pooling ops)."""
    r = len(k)
    return Val(em.empty(tuple(k), dt), tuple(k), dt), amap(2 + 2 * r, [f"d{2 + r + i}" for i in range(r)])


def _hi_pad(size, out, k, s, p, d):
    return max(0, (out - 1) * s + d * (k - 1) + 1 - size - p)


def _out_map(r):
    return amap(2 + 2 * r, [f"d{i}" for i in range(2 + r)])


def _max_pool(em, node, r):
    x = em.val(node.args[0])
    kernel, stride, padding, dilation, _ceil = _max_pool_args(node, 1)
    _check_batched(x, f"max_pool{r}d", r)
    k, s, p, d = _pool_geom(node, x, kernel, stride, padding, dilation)
    sp = x.shape[2:]
    out_shape = tuple(int(v) for v in node.meta["val"][0].shape)
    osp = out_shape[2:]
    hi = [_hi_pad(sp[i], osp[i], k[i], s[i], p[i], d[i]) for i in range(r)]
    dt = x.dt
    xp = em.pad(x, [(0, 0), (0, 0)] + [(p[i], hi[i]) for i in range(r)], -math.inf)
    n = 2 + 2 * r
    its = ["parallel"] * (2 + r) + ["reduction"] * r
    xe = ["d0", "d1"] + [f"d{2 + i} * {s[i]} + d{2 + r + i} * {d[i]}" for i in range(r)]
    om = _out_map(r)
    init = em.filled(out_shape, -math.inf, dt)
    win, wmap = _window(em, k, dt)
    m = em.generic(out_shape, dt, [xp, win], lambda b, a, o: b.op(f"arith.maximumf {o}, {a[0][0]} : {dt}"),
                   iter_types=its, in_maps=[amap(n, xe), wmap], out_map=om, init=init)

    def ibody(b, args, o):
        (v, _), (mx, _) = args[:2]
        pos = _window_pos(b, [(2 + i, s[i], 2 + r + i, d[i], p[i]) for i in range(r)], sp)
        eq = b.op(f"arith.cmpf oeq, {v}, {mx} : {dt}")
        mn = b.op(f"arith.minsi {o}, {pos} : i64")
        return b.op(f"arith.select {eq}, {mn}, {o} : i64")

    iinit = em.filled(out_shape, (1 << 63) - 1, "i64")
    idx = em.generic(out_shape, "i64", [xp, m, win], ibody, iter_types=its,
                     in_maps=[amap(n, xe), om, wmap], out_map=om, init=iinit)
    return [m, idx]


register(aten.max_pool2d_with_indices.default)(lambda em, node: _max_pool(em, node, 2))
register(aten.max_pool3d_with_indices.default)(lambda em, node: _max_pool(em, node, 3))


def _window_pos(b, axes, sizes):
    """Row-major input position (``(d * H + h) * W + w``, PyTorch's max-pool index) of
    the element that loop indices address: per axis (out loop, stride, window loop,
    dilation, padding), coordinate = out * stride + window * dilation - padding."""
    coords = []
    for out_d, st, win_d, dil, pad in axes:
        c = b.index(out_d)
        if st != 1:
            c = b.op(f"arith.muli {c}, {b.cst(st, 'i64')} : i64")
        if win_d is not None:
            wv = b.index(win_d)
            if dil != 1:
                wv = b.op(f"arith.muli {wv}, {b.cst(dil, 'i64')} : i64")
            c = b.op(f"arith.addi {c}, {wv} : i64")
        if pad:
            c = b.op(f"arith.subi {c}, {b.cst(pad, 'i64')} : i64")
        coords.append(c)
    lin = coords[0]
    for c, size in zip(coords[1:], sizes[1:]):
        lin = b.op(f"arith.muli {lin}, {b.cst(size, 'i64')} : i64")
        lin = b.op(f"arith.addi {lin}, {c} : i64")
    return lin


def _max_pool_backward(em, node, r):
    g, x = em.val(node.args[0]), em.val(node.args[1])
    kernel, stride, padding, dilation = node.args[2:6]
    idx = em.val(node.args[7])
    k, s, p, d = _pool_geom(node, x, kernel, stride, padding, dilation)
    sp, osp = x.shape[2:], g.shape[2:]
    padded = [sp[i] + p[i] + _hi_pad(sp[i], osp[i], k[i], s[i], p[i], d[i]) for i in range(r)]
    dt = g.dt
    # overlapping windows add several gradients into one input position: bf16/f16
    # gradients are summed in f32 and rounded once, as PyTorch's CPU kernel does (summed
    # in f16 the result was off by more than one f16 rounding:
    # test_f16_ops_round_no_more_than_aten_cpu_kernels)
    acc = "f32" if dt in ("bf16", "f16") else dt
    gp = dilate_pad(em, g, s, k, d, padded, 0.0)
    ip = dilate_pad(em, idx, s, k, d, padded, -(1 << 62))
    n = 2 + 2 * r
    e = ["d0", "d1"] + [f"d{2 + i} - d{2 + r + i} * {d[i]} + {(k[i] - 1) * d[i]}" for i in range(r)]

    def body(b, args, o):
        (gv, _), (iv, _) = args[:2]
        pos = _window_pos(b, [(2 + i, 1, None, 0, p[i]) for i in range(r)], sp)
        eq = b.op(f"arith.cmpi eq, {iv}, {pos} : i64")
        z = b.cst(0.0, acc)
        return b.add(o, b.op(f"arith.select {eq}, {b.to(gv, dt, acc)}, {z} : {acc}"), acc)

    win, wmap = _window(em, k, dt)
    pshape = tuple(x.shape[:2]) + tuple(padded)
    out = em.generic(pshape, acc, [gp, ip, win], body, iter_types=["parallel"] * (2 + r) + ["reduction"] * r,
                     in_maps=[amap(n, e), amap(n, e), wmap], out_map=_out_map(r),
                     init=em.filled(pshape, 0.0, acc))
    return as_dtype(em, crop(em, out, p, sp), dt)


register(aten.max_pool2d_with_indices_backward.default)(lambda em, node: _max_pool_backward(em, node, 2))
register(aten.max_pool3d_with_indices_backward.default)(lambda em, node: _max_pool_backward(em, node, 3))


def _avg_args(node, first):
    a = node.args
    kernel = a[first]
    stride = a[first + 1] if len(a) > first + 1 else []
    padding = a[first + 2] if len(a) > first + 2 else [0]
    ceil = a[first + 3] if len(a) > first + 3 else False
    cip = a[first + 4] if len(a) > first + 4 else True
    div = a[first + 5] if len(a) > first + 5 else None
    return kernel, stride, padding, ceil, cip, div


def _avg_scale(em, k, s, p, cip, div, sp, osp):
    """1 / divisor of every output position, as PyTorch's avg_pool2d/3d kernels count it:
    ``divisor_override``; else the window clipped to the padded input (count_include_pad)
    or to the input itself (count_include_pad=False). A float when it is the same
    everywhere, else a constant of the output's spatial shape (ceil_mode's last windows,
    padding)."""
    if div:
        return 1.0 / float(div)

    def axis(n, out, k, s, p):
        r = []
        for o in range(out):
            a = o * s - p
            e = min(a + k, n + p)
            r.append(e - a if cip else min(e, n) - max(a, 0))
        return r

    counts = [axis(sp[i], osp[i], k[i], s[i], p[i]) for i in range(len(k))]
    t = torch.tensor(counts[0], dtype=torch.float64)
    for c in counts[1:]:
        t = t[..., None] * torch.tensor(c, dtype=torch.float64)
    t = torch.where(t > 0, t, torch.ones_like(t))      # empty windows sum to 0 anyway
    if bool((t == t.reshape(-1)[0]).all()):
        return 1.0 / float(t.reshape(-1)[0])
    return em.const_tensor((1.0 / t).float())


def _scaled(em, v: Val, scale, dt) -> Val:
    if isinstance(scale, Val):
        return em.pointwise(v.shape, dt, [v, scale], lambda b, a, c: b.mul(a, c), compute_dt="f32")
    return em.pointwise(v.shape, dt, [v], lambda b, a: b.mul(a, b.cst(scale)), compute_dt="f32")


def _avg_pool(em, node, r):
    x = em.val(node.args[0])
    kernel, stride, padding, ceil, cip, div = _avg_args(node, 1)
    _check_batched(x, f"avg_pool{r}d", r)
    k, s, p, _ = _pool_geom(node, x, kernel, stride, padding, [1])
    out_shape = meta_shape(node)
    sp, osp = x.shape[2:], out_shape[2:]
    scale = _avg_scale(em, k, s, p, cip, div, sp, osp)
    dt = x.dt
    hi = [max(p[i], _hi_pad(sp[i], osp[i], k[i], s[i], p[i], 1)) for i in range(r)]
    xp = em.pad(x, [(0, 0), (0, 0)] + [(p[i], hi[i]) for i in range(r)])
    xe = ["d0", "d1"] + [f"d{2 + i} * {s[i]} + d{2 + r + i}" for i in range(r)]
    acc = "f32"
    win, wmap = _window(em, k, dt)
    sm = em.generic(out_shape, acc, [xp, win], lambda b, a, o: b.add(o, b.to(a[0][0], dt, acc)),
                    iter_types=["parallel"] * (2 + r) + ["reduction"] * r, in_maps=[amap(2 + 2 * r, xe), wmap],
                    out_map=_out_map(r), init=em.filled(out_shape, 0.0, acc))
    return _scaled(em, sm, scale, dt)


register(aten.avg_pool2d.default)(lambda em, node: _avg_pool(em, node, 2))
register(aten.avg_pool3d.default)(lambda em, node: _avg_pool(em, node, 3))


def _avg_pool_backward(em, node, r):
    g, x = em.val(node.args[0]), em.val(node.args[1])
    kernel, stride, padding, ceil, cip, div = node.args[2:8]
    k, s, p, _ = _pool_geom(node, x, kernel, stride, padding, [1])
    sp, osp = x.shape[2:], g.shape[2:]
    scale = _avg_scale(em, k, s, p, cip, div, sp, osp)
    padded = [sp[i] + p[i] + max(p[i], _hi_pad(sp[i], osp[i], k[i], s[i], p[i], 1)) for i in range(r)]
    dt = g.dt
    if isinstance(scale, Val):
        g, scale = _scaled(em, g, scale, dt), 1.0
    gp = dilate_pad(em, g, s, k, [1] * r, padded, 0.0)
    e = ["d0", "d1"] + [f"d{2 + i} - d{2 + r + i} + {k[i] - 1}" for i in range(r)]
    win, wmap = _window(em, k, dt)
    pshape = tuple(x.shape[:2]) + tuple(padded)
    out = em.generic(pshape, dt, [gp, win],
                     lambda b, a, o: b.add(o, b.mul(a[0][0], b.cst(scale, dt), dt), dt),
                     iter_types=["parallel"] * (2 + r) + ["reduction"] * r, in_maps=[amap(2 + 2 * r, e), wmap],
                     out_map=_out_map(r), init=em.filled(pshape, 0.0, dt))
    return crop(em, out, p, sp)


register(aten.avg_pool2d_backward.default)(lambda em, node: _avg_pool_backward(em, node, 2))
register(aten.avg_pool3d_backward.default)(lambda em, node: _avg_pool_backward(em, node, 3))


def _adaptive_matrix(n_in, n_out):
    m = torch.zeros(n_out, n_in)
    for i in range(n_out):
        a = (i * n_in) // n_out
        b = -((-(i + 1) * n_in) // n_out)
        m[i, a:b] = 1.0 / (b - a)
    return m


def _adaptive_sum(em, v: Val, out_shape, r, backward):
    """out = v contracted with one averaging matrix per spatial dim (transposed for the
    backward), in f32: loops (n, c, out_1..out_r, in_1..in_r)."""
    dt = v.dt
    sp_in, sp_out = (out_shape[2:], v.shape[2:]) if backward else (v.shape[2:], out_shape[2:])
    mats = [em.const_tensor(_adaptive_matrix(sp_in[i], sp_out[i])) for i in range(r)]

    def body(b, a, o):
        t = b.to(a[0][0], dt, "f32")
        for i in range(r):
            t = b.mul(t, a[1 + i][0])
        return b.add(o, t)

    mmaps = [amap(2 + 2 * r, [f"d{2 + r + i}", f"d{2 + i}"] if backward else [f"d{2 + i}", f"d{2 + r + i}"])
             for i in range(r)]
    res = em.generic(tuple(out_shape), "f32", [v] + mats, body,
                     iter_types=["parallel"] * (2 + r) + ["reduction"] * r,
                     in_maps=[amap(2 + 2 * r, ["d0", "d1"] + [f"d{2 + r + i}" for i in range(r)])] + mmaps,
                     out_map=_out_map(r), init=em.filled(tuple(out_shape), 0.0))
    return res if dt == "f32" else em.pointwise(res.shape, dt, [res], lambda b, t: t, compute_dt="f32")


def _adaptive_avg_pool(em, node, r):
    x = em.val(node.args[0])
    sp, osp = x.shape[2:], meta_shape(node)[2:]
    dt = x.dt
    if all(o == 1 for o in osp):
        red = em.reduce(x, list(range(2, 2 + r)), True, "add", 1.0 / math.prod(sp), out_dt="f32")
        return red if dt == "f32" else em.pointwise(red.shape, dt, [red], lambda b, v: v, compute_dt="f32")
    return _adaptive_sum(em, x, tuple(x.shape[:2]) + tuple(osp), r, False)


register(aten._adaptive_avg_pool2d.default)(lambda em, node: _adaptive_avg_pool(em, node, 2))
register(aten._adaptive_avg_pool3d.default)(lambda em, node: _adaptive_avg_pool(em, node, 3))


def _adaptive_avg_pool_backward(em, node, r):
    g, x = em.val(node.args[0]), em.val(node.args[1])
    sp, osp = x.shape[2:], g.shape[2:]
    dt = g.dt
    if all(o == 1 for o in osp):
        return em.pointwise(x.shape, dt, [g], lambda b, v: b.mul(v, b.cst(1.0 / math.prod(sp), dt), dt))
    return _adaptive_sum(em, g, x.shape, r, True)


register(aten._adaptive_avg_pool2d_backward.default)(lambda em, node: _adaptive_avg_pool_backward(em, node, 2))
register(aten._adaptive_avg_pool3d_backward.default)(lambda em, node: _adaptive_avg_pool_backward(em, node, 3))
