"""Lowerings of the ops of standard training steps beyond the core set:
gathers/scatters with run-time integer indices (embedding, cross-entropy with
integer labels), counter-based dropout, pooling, grouped convolution and more
activations.  Everything is upstream linalg/tensor/arith/math: an index is
compared with ``linalg.index`` inside a ``linalg.generic`` (a one-hot
comparison), never a ``tm_tensor`` or data-dependent ``tensor.extract``.
"""

from __future__ import annotations

import math

import numpy as np
import torch

from . import lowerings as L
from .emitter import SEED_ARG, EmitError, Val, is_float

aten = torch.ops.aten
reg = L.reg
_shape, _dt, _arg = L._shape, L._dt, L._arg


def amap(n: int, exprs) -> str:
    dims = ", ".join(f"d{i}" for i in range(n))
    return f"affine_map<({dims}) -> ({', '.join(exprs)})>"


def _i64(b, v, dt):
    return b.to(v, dt, "i64")


def _window(em, k, dt="f32"):
    """An unread ``tensor.empty`` of the window's shape with map ``(d4, d5)``: it
    gives linalg the bounds of the window loops (as in linalg's pooling ops)."""
    return Val(em.empty(tuple(k), dt), tuple(k), dt), amap(6, ["d4", "d5"])


def _runtime(em, a) -> bool:
    return isinstance(a, torch.fx.Node) and a not in em.consts


# ------------------------------------------------------------ embedding
@reg(aten.embedding.default)
def _embedding(em, node):
    if not _runtime(em, node.args[1]):
        return L._embedding(em, node)  # constant ids: one-hot matmul (committed examples)
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
    return em.reshape(r, _shape(node))


@reg(aten.index_put.default)
def _index_put(em, node):
    indices = node.args[1]
    if all(not _runtime(em, i) for i in indices if i is not None) and \
            not any(i is None for i in indices):
        return L._index_put(em, node)
    base, vals = em.val(node.args[0]), em.val(node.args[2])
    acc = bool(_arg(node, 3, "accumulate", False))
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


@reg(aten.index.Tensor)
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
    out_shape = _shape(node)
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


@reg(aten.gather.default)
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


@reg(aten.scatter.value, aten.scatter.src, aten.scatter_add.default)
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


@reg(aten.cumsum.default)
def _cumsum(em, node):
    x = em.val(node.args[0])
    dim = node.args[1] % len(x.shape)
    dt = _dt(node)
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


@reg(aten.constant_pad_nd.default)
def _constant_pad(em, node):
    x = em.val(node.args[0])
    pad = list(node.args[1])
    value = _arg(node, 2, "value", 0)
    r = len(x.shape)
    pads = [(0, 0)] * r
    for k in range(len(pad) // 2):
        pads[r - 1 - k] = (pad[2 * k], pad[2 * k + 1])
    if any(lo < 0 or hi < 0 for lo, hi in pads):
        raise EmitError("constant_pad_nd with negative padding")
    return em.pad(x, pads, value)


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


@reg(aten.native_dropout.default)
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


# ------------------------------------------------------------ activations
@reg(aten.hardtanh.default)
def _hardtanh(em, node):
    lo = float(_arg(node, 1, "min_val", -1.0))
    hi = float(_arg(node, 2, "max_val", 1.0))

    def fn(b, x):
        x = b.op(f"arith.maximumf {x}, {b.cst(lo)} : f32")
        return b.op(f"arith.minimumf {x}, {b.cst(hi)} : f32")

    return em.pointwise(_shape(node), _dt(node), [em.val(node.args[0])], fn, compute_dt="f32")


@reg(aten.leaky_relu.default)
def _leaky_relu(em, node):
    slope = float(_arg(node, 1, "negative_slope", 0.01))

    def fn(b, x):
        gt = b.op(f"arith.cmpf ogt, {x}, {b.cst(0.0)} : f32")
        return b.op(f"arith.select {gt}, {x}, {b.mul(x, b.cst(slope))} : f32")

    return em.pointwise(_shape(node), _dt(node), [em.val(node.args[0])], fn, compute_dt="f32")


@reg(aten.elu.default)
def _elu(em, node):
    alpha = float(_arg(node, 1, "alpha", 1.0))
    scale = float(_arg(node, 2, "scale", 1.0))
    iscale = float(_arg(node, 3, "input_scale", 1.0))

    def fn(b, x):
        gt = b.op(f"arith.cmpf ogt, {x}, {b.cst(0.0)} : f32")
        e = b.math("expm1", b.mul(x, b.cst(iscale)))
        neg = b.mul(b.cst(alpha * scale), e)
        return b.op(f"arith.select {gt}, {b.mul(x, b.cst(scale))}, {neg} : f32")

    return em.pointwise(_shape(node), _dt(node), [em.val(node.args[0])], fn, compute_dt="f32")


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


reg(aten.max_pool2d_with_indices.default)(lambda em, node: _max_pool(em, node, 2))
reg(aten.max_pool3d_with_indices.default)(lambda em, node: _max_pool(em, node, 3))


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


def _dilate_pad(em, g: Val, s, k, d, padded, fill):
    """Spread g's spatial positions ``s`` apart and pad to the spatial sizes ``padded``
    so that position ``hp + (k-1)*d - kh*d`` of the result is g at output ``(hp - kh*d) / s``."""
    r = len(s)
    if s != [1] * r:
        shp = tuple(g.shape[:2]) + tuple((g.shape[2 + i] - 1) * s[i] + 1 for i in range(r))
        g = em.insert_slice(g, em.filled(shp, fill, g.dt), [0] * (2 + r), [1, 1] + list(s))
    lo = [(k[i] - 1) * d[i] for i in range(r)]
    return em.pad(g, [(0, 0), (0, 0)] + [(lo[i], padded[i] - g.shape[2 + i]) for i in range(r)], fill)


def _crop(em, out: Val, p, sp) -> Val:
    """The input's part (spatial sizes ``sp`` at offsets ``p``) of a padded gradient."""
    r = len(sp)
    if list(out.shape[2:]) == list(sp):
        return out
    return em.extract_slice(out, [0, 0] + list(p), list(out.shape[:2]) + list(sp), [1] * (2 + r))


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
    gp = _dilate_pad(em, g, s, k, d, padded, 0.0)
    ip = _dilate_pad(em, idx, s, k, d, padded, -(1 << 62))
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
    return _as_dtype(em, _crop(em, out, p, sp), dt)


reg(aten.max_pool2d_with_indices_backward.default)(lambda em, node: _max_pool_backward(em, node, 2))
reg(aten.max_pool3d_with_indices_backward.default)(lambda em, node: _max_pool_backward(em, node, 3))


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
    out_shape = _shape(node)
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


reg(aten.avg_pool2d.default)(lambda em, node: _avg_pool(em, node, 2))
reg(aten.avg_pool3d.default)(lambda em, node: _avg_pool(em, node, 3))


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
    gp = _dilate_pad(em, g, s, k, [1] * r, padded, 0.0)
    e = ["d0", "d1"] + [f"d{2 + i} - d{2 + r + i} + {k[i] - 1}" for i in range(r)]
    win, wmap = _window(em, k, dt)
    pshape = tuple(x.shape[:2]) + tuple(padded)
    out = em.generic(pshape, dt, [gp, win],
                     lambda b, a, o: b.add(o, b.mul(a[0][0], b.cst(scale, dt), dt), dt),
                     iter_types=["parallel"] * (2 + r) + ["reduction"] * r, in_maps=[amap(2 + 2 * r, e), wmap],
                     out_map=_out_map(r), init=em.filled(pshape, 0.0, dt))
    return _crop(em, out, p, sp)


reg(aten.avg_pool2d_backward.default)(lambda em, node: _avg_pool_backward(em, node, 2))
reg(aten.avg_pool3d_backward.default)(lambda em, node: _avg_pool_backward(em, node, 3))


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
    sp, osp = x.shape[2:], _shape(node)[2:]
    dt = x.dt
    if all(o == 1 for o in osp):
        red = em.reduce(x, list(range(2, 2 + r)), True, "add", 1.0 / math.prod(sp), out_dt="f32")
        return red if dt == "f32" else em.pointwise(red.shape, dt, [red], lambda b, v: v, compute_dt="f32")
    return _adaptive_sum(em, x, tuple(x.shape[:2]) + tuple(osp), r, False)


reg(aten._adaptive_avg_pool2d.default)(lambda em, node: _adaptive_avg_pool(em, node, 2))
reg(aten._adaptive_avg_pool3d.default)(lambda em, node: _adaptive_avg_pool(em, node, 3))


def _adaptive_avg_pool_backward(em, node, r):
    g, x = em.val(node.args[0]), em.val(node.args[1])
    sp, osp = x.shape[2:], g.shape[2:]
    dt = g.dt
    if all(o == 1 for o in osp):
        return em.pointwise(x.shape, dt, [g], lambda b, v: b.mul(v, b.cst(1.0 / math.prod(sp), dt), dt))
    return _adaptive_sum(em, g, x.shape, r, True)


reg(aten._adaptive_avg_pool2d_backward.default)(lambda em, node: _adaptive_avg_pool_backward(em, node, 2))
reg(aten._adaptive_avg_pool3d_backward.default)(lambda em, node: _adaptive_avg_pool_backward(em, node, 3))


# ------------------------------------------------------------ grouped convolution
def _conv_geom(node, first):
    stride, padding, dilation, transposed, _outpad, groups = node.args[first:first + 6]
    if transposed:
        raise EmitError("transposed convolution is not supported")
    if len(stride) != 2:
        raise EmitError("only 2-d convolutions are supported")
    return list(stride), list(padding), list(dilation), int(groups)


def _grouped_conv(em, x: Val, w: Val, s, d, G, init: Val) -> Val:
    """out[n, g, f, oh, ow] += x[n, g, c, oh*s + kh*d, ow*s + kw*d] * w[g, f, c, kh, kw]."""
    ins = [amap(8, ["d0", "d1", "d5", f"d3 * {s[0]} + d6 * {d[0]}", f"d4 * {s[1]} + d7 * {d[1]}"]),
           amap(8, ["d1", "d2", "d5", "d6", "d7"])]
    return em.generic(init.shape, init.dt, [x, w], lambda b, a, o: b.add(o, b.mul(a[0][0], a[1][0])),
                      iter_types=["parallel"] * 5 + ["reduction"] * 3, in_maps=ins,
                      out_map=amap(8, ["d0", "d1", "d2", "d3", "d4"]), init=init)


@reg(aten.convolution.default)
def _convolution(em, node):
    if _general_conv(em, node, 3):
        return _conv_any(em, node)
    stride, padding, dilation, groups = _conv_geom(node, 3)
    if groups == 1:
        return L._convolution(em, node)
    x, w = em.val(node.args[0]), em.val(node.args[1])
    b = em.val(node.args[2]) if node.args[2] is not None else None
    N, C, H, W = x.shape
    F, Cg, KH, KW = w.shape
    G = groups
    out_shape = _shape(node)
    OH, OW = out_shape[2:]
    xp = em.pad(x, [(0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1])])
    x5 = em.reshape(xp, (N, G, Cg, xp.shape[2], xp.shape[3]))
    w5 = em.reshape(w, (G, F // G, Cg, KH, KW))
    if b is not None:
        init = em.broadcast_to(em.reshape(b, (G, F // G, 1, 1)), (N, G, F // G, OH, OW))
    else:
        init = em.filled((N, G, F // G, OH, OW), 0.0)
    return em.reshape(_grouped_conv(em, x5, w5, stride, dilation, G, init), out_shape)


@reg(aten.convolution_backward.default)
def _convolution_backward(em, node):
    if _general_conv(em, node, 4):
        return _conv_any_backward(em, node)
    stride, padding, dilation, groups = _conv_geom(node, 4)
    if groups == 1:
        return L._convolution_backward(em, node)
    go, x, w = (em.val(a) for a in node.args[:3])
    mask = node.args[10]
    N, C, H, W = x.shape
    F, Cg, KH, KW = w.shape
    G, Fg = groups, F // groups
    _, _, OH, OW = go.shape
    s, d = stride, dilation
    Hp, Wp = H + 2 * padding[0], W + 2 * padding[1]
    res = [None, None, None]
    go5 = em.reshape(go, (N, G, Fg, OH, OW))
    if mask[0]:
        gp = _dilate_pad(em, go, s, [KH, KW], d, [Hp, Wp], 0.0)
        gp5 = em.reshape(gp, (N, G, Fg, gp.shape[2], gp.shape[3]))
        w5 = em.reshape(w, (G, Fg, Cg, KH, KW))
        wflip = em.generic((G, Cg, Fg, KH, KW), w.dt, [w5], lambda b, a, o: a[0][0],
                           in_maps=[amap(5, ["d0", "d2", "d1", f"-d3 + {KH - 1}", f"-d4 + {KW - 1}"])])
        gx = _grouped_conv(em, gp5, wflip, [1, 1], d, G, em.filled((N, G, Cg, Hp, Wp), 0.0))
        gx = em.reshape(gx, (N, C, Hp, Wp))
        if (Hp, Wp) != (H, W):
            gx = em.extract_slice(gx, [0, 0, padding[0], padding[1]], [N, C, H, W], [1, 1, 1, 1])
        res[0] = gx
    if mask[1]:
        xp = em.pad(x, [(0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1])])
        x5 = em.reshape(xp, (N, G, Cg, Hp, Wp))
        # loops (g, f, c, kh, kw, n, oh, ow)
        maps = [amap(8, ["d5", "d0", "d1", "d6", "d7"]),
                amap(8, ["d5", "d0", "d2", f"d6 * {s[0]} + d3 * {d[0]}", f"d7 * {s[1]} + d4 * {d[1]}"])]
        gw = em.generic((G, Fg, Cg, KH, KW), "f32", [go5, x5], lambda b, a, o: b.add(o, b.mul(a[0][0], a[1][0])),
                        iter_types=["parallel"] * 5 + ["reduction"] * 3, in_maps=maps,
                        out_map=amap(8, ["d0", "d1", "d2", "d3", "d4"]),
                        init=em.filled((G, Fg, Cg, KH, KW), 0.0))
        res[1] = em.reshape(gw, (F, Cg, KH, KW))
    if mask[2]:
        res[2] = em.reduce(go, [0, 2, 3], False, "add")
    return res


# ------------------------------------------------------------ transposed, 1-d, 3-d and f16/bf16 convolution
#
# The f32 2-d forward convolutions keep the lowerings above (the committed examples
# are byte-identical); every other convolution (transposed, 1-d, 3-d, bf16/f16
# operands) goes through the general lowering below: 1-d is 2-d with H = 1; with r
# spatial dims (2 or 3) the spatial loops are explicit affine maps of one
# ``linalg.generic`` over (N, G, F/G, out_1..out_r) x (C/G, k_1..k_r), 4 + 2r loops,
# that accumulates in f32, results rounded to PyTorch's dtype.
def _general_conv(em, node, first) -> bool:
    stride, transposed = node.args[first], node.args[first + 3]
    dts = {em.val(a).dt for a in node.args[first - 3:first - 1] if isinstance(a, torch.fx.Node)}
    return bool(transposed) or len(stride) != 2 or dts != {"f32"}


def _conv_all_args(node, first):
    stride, padding, dilation, transposed, outpad, groups = node.args[first:first + 6]
    nd = len(stride)
    if nd not in (1, 2, 3):
        raise EmitError(f"only 1-d, 2-d and 3-d convolutions are supported (got {nd}-d)")

    def lift(v, e):
        v = [int(t) for t in v]
        v = v * nd if len(v) == 1 else v
        return [e] + v if nd == 1 else v

    return (nd, lift(stride, 1), lift(padding, 0), lift(dilation, 1), bool(transposed),
            lift(outpad, 0), int(groups))


def _as4(em, v: Val, nd) -> Val:
    """(A, B, L) as (A, B, 1, L) for 1-d convolutions."""
    return em.reshape(v, v.shape[:2] + (1,) + v.shape[2:]) if nd == 1 else v


def _as_dtype(em, v: Val, dt: str) -> Val:
    return v if v.dt == dt else em.pointwise(v.shape, dt, [v], lambda b, x: x, compute_dt=v.dt)


def _pad_crop(em, x: Val, spads) -> Val:
    """Pad (positive) or crop (negative) the spatial dims: ``spads`` = (lo, hi) per dim."""
    r = len(spads)
    x = em.pad(x, [(0, 0), (0, 0)] + [(max(lo, 0), max(hi, 0)) for lo, hi in spads])
    off = [0, 0] + [max(-lo, 0) for lo, _ in spads]
    sizes = [x.shape[0], x.shape[1]] + [x.shape[2 + i] - off[2 + i] - max(-spads[i][1], 0) for i in range(r)]
    if off == [0] * (2 + r) and sizes == list(x.shape):
        return x
    return em.extract_slice(x, off, sizes, [1] * (2 + r))


def _spread(em, x: Val, s) -> Val:
    """x's spatial positions ``s`` apart (zeros between): (H - 1) * s + 1."""
    r = len(s)
    if s == [1] * r:
        return x
    shp = tuple(x.shape[:2]) + tuple((x.shape[2 + i] - 1) * s[i] + 1 for i in range(r))
    return em.insert_slice(x, em.filled(shp, 0.0, x.dt), [0] * (2 + r), [1, 1] + list(s))


def _mac(em, out_shape, ins, maps, n_par, init, flip=None, n_loops=8) -> Val:
    """Multiply-accumulate generic over ``n_par`` parallel and n_loops - n_par reduction
    loops, in f32; ``flip`` = the kernel's spatial sizes when the last loops (the kernel
    window) index a flipped kernel."""
    def body(b, a, o):
        return b.add(o, b.mul(b.to(a[0][0], a[0][1], "f32"), b.to(a[1][0], a[1][1], "f32")))

    maps = [amap(n_loops, m) for m in maps]
    if flip:
        # the flipped kernel's loops appear only as ``K-1 - k``: an unread
        # ``tensor.empty`` of the kernel's shape gives linalg their bounds
        ins = list(ins) + [Val(em.empty(tuple(flip), "f32"), tuple(flip), "f32")]
        maps.append(amap(n_loops, [f"d{n_loops - len(flip) + i}" for i in range(len(flip))]))
    return em.generic(out_shape, "f32", ins, body,
                      iter_types=["parallel"] * n_par + ["reduction"] * (n_loops - n_par),
                      in_maps=maps, out_map=amap(n_loops, [f"d{i}" for i in range(n_par)]), init=init)


def _meta_dt(node, i=None):
    from .emitter import _DT
    v = node.meta["val"] if i is None else node.meta["val"][i]
    return _DT[v.dtype]


def _conv_any(em, node):
    nd, s, p, d, transposed, op, G = _conv_all_args(node, 3)
    x = _as4(em, em.val(node.args[0]), nd)
    w = _as4(em, em.val(node.args[1]), nd)
    bias = em.val(node.args[2]) if node.args[2] is not None else None
    r = len(x.shape) - 2
    N, C = x.shape[:2]
    K = list(w.shape[2:])
    Cg = C // G
    c, kl = 3 + r, [4 + r + i for i in range(r)]     # loops of the input channel, of the kernel
    if transposed:
        Fg = w.shape[1]
        # y[o] = sum_{i, k: o = i*s - p + k*d} x[i] w[k]: x spread by s, padded by
        # (K-1)*d - p (+ output_padding above), convolved with the flipped kernel
        lo = [(K[i] - 1) * d[i] - p[i] for i in range(r)]
        xq = _pad_crop(em, _spread(em, x, s), [(lo[i], lo[i] + op[i]) for i in range(r)])
        st = [1] * r
        w5 = em.reshape(w, (G, Cg, Fg) + tuple(K))
        wmap = ["d1", f"d{c}", "d2"] + [f"-d{kl[i]} + {K[i] - 1}" for i in range(r)]
    else:
        Fg = w.shape[0] // G
        xq = em.pad(x, [(0, 0), (0, 0)] + [(p[i], p[i]) for i in range(r)])
        st = s
        w5 = em.reshape(w, (G, Fg, Cg) + tuple(K))
        wmap = ["d1", "d2", f"d{c}"] + [f"d{kl[i]}" for i in range(r)]
    osp = tuple((xq.shape[2 + i] - (K[i] - 1) * d[i] - 1) // st[i] + 1 for i in range(r))
    x5 = em.reshape(xq, (N, G, Cg) + tuple(xq.shape[2:]))
    oshape = (N, G, Fg) + osp
    if bias is not None:
        b32 = _as_dtype(em, em.reshape(bias, (G, Fg) + (1,) * r), "f32")
        init = em.broadcast_to(b32, oshape)
    else:
        init = em.filled(oshape, 0.0)
    # loops (n, g, f, out..., c, k...)
    xmap = ["d0", "d1", f"d{c}"] + [f"d{3 + i} * {st[i]} + d{kl[i]} * {d[i]}" for i in range(r)]
    y = _mac(em, oshape, [x5, w5], [xmap, wmap], 3 + r, init, flip=tuple(K) if transposed else None,
             n_loops=4 + 2 * r)
    y = em.reshape(y, _shape(node))
    return _as_dtype(em, y, _meta_dt(node))


def _conv_any_backward(em, node):
    nd, s, p, d, transposed, op, G = _conv_all_args(node, 4)
    go = _as4(em, em.val(node.args[0]), nd)
    x = _as4(em, em.val(node.args[1]), nd)
    w = _as4(em, em.val(node.args[2]), nd)
    mask = node.args[10]
    r = len(x.shape) - 2
    n_loops = 4 + 2 * r
    N, C = x.shape[:2]
    sp, K, F, osp = tuple(x.shape[2:]), tuple(w.shape[2:]), go.shape[1], tuple(go.shape[2:])
    Cg, Fg = C // G, F // G
    a = 3 + r                                     # the one reduced channel / batch loop
    sl = [3 + i for i in range(r)]                # the first group of spatial loops
    tl = [4 + r + i for i in range(r)]            # the last group (reduced) of spatial loops
    res = [None, None, None]
    if transposed:
        # y[n, g, f, i*s - p + k*d] += x[n, g, c, i] w[g, c, f, k]: both gradients read
        # go padded by p at the positions i*s + k*d
        gp = em.pad(go, [(0, 0), (0, 0)] + [(p[i], p[i]) for i in range(r)])
        gp5 = em.reshape(gp, (N, G, Fg) + tuple(gp.shape[2:]))
        w5 = em.reshape(w, (G, Cg, Fg) + K)
        if mask[0]:
            # loops (n, g, c, i..., f, k...)
            gx = _mac(em, (N, G, Cg) + sp, [gp5, w5],
                      [["d0", "d1", f"d{a}"] + [f"d{sl[i]} * {s[i]} + d{tl[i]} * {d[i]}" for i in range(r)],
                       ["d1", "d2", f"d{a}"] + [f"d{tl[i]}" for i in range(r)]],
                      3 + r, em.filled((N, G, Cg) + sp, 0.0), n_loops=n_loops)
            res[0] = em.reshape(gx, (N, C) + sp)
        if mask[1]:
            x5 = em.reshape(x, (N, G, Cg) + sp)
            # loops (g, c, f, k..., n, i...)
            gw = _mac(em, (G, Cg, Fg) + K, [x5, gp5],
                      [[f"d{a}", "d0", "d1"] + [f"d{tl[i]}" for i in range(r)],
                       [f"d{a}", "d0", "d2"] + [f"d{tl[i]} * {s[i]} + d{sl[i]} * {d[i]}" for i in range(r)]],
                      3 + r, em.filled((G, Cg, Fg) + K, 0.0), n_loops=n_loops)
            res[1] = em.reshape(gw, (C, Fg) + K)
    else:
        padded = tuple(sp[i] + 2 * p[i] for i in range(r))
        if mask[0]:
            gq = _dilate_pad(em, go, s, list(K), d, padded, 0.0)
            gq5 = em.reshape(gq, (N, G, Fg) + tuple(gq.shape[2:]))
            w5 = em.reshape(w, (G, Fg, Cg) + K)
            # loops (n, g, c, h..., f, k...), the kernel flipped
            gx = _mac(em, (N, G, Cg) + padded, [gq5, w5],
                      [["d0", "d1", f"d{a}"] + [f"d{sl[i]} + d{tl[i]} * {d[i]}" for i in range(r)],
                       ["d1", f"d{a}", "d2"] + [f"-d{tl[i]} + {K[i] - 1}" for i in range(r)]],
                      3 + r, em.filled((N, G, Cg) + padded, 0.0), flip=K, n_loops=n_loops)
            res[0] = _crop(em, em.reshape(gx, (N, C) + padded), p, sp)
        if mask[1]:
            xp = em.pad(x, [(0, 0), (0, 0)] + [(p[i], p[i]) for i in range(r)])
            x5 = em.reshape(xp, (N, G, Cg) + padded)
            go5 = em.reshape(go, (N, G, Fg) + osp)
            # loops (g, f, c, k..., n, out...)
            gw = _mac(em, (G, Fg, Cg) + K, [go5, x5],
                      [[f"d{a}", "d0", "d1"] + [f"d{tl[i]}" for i in range(r)],
                       [f"d{a}", "d0", "d2"] + [f"d{tl[i]} * {s[i]} + d{sl[i]} * {d[i]}" for i in range(r)]],
                      3 + r, em.filled((G, Fg, Cg) + K, 0.0), n_loops=n_loops)
            res[1] = em.reshape(gw, (F, Cg) + K)
    if mask[2]:
        res[2] = em.reduce(go, [0] + list(range(2, 2 + r)), False, "add")
    shapes = [tuple(em.val(node.args[1]).shape), tuple(em.val(node.args[2]).shape), None]
    for i in range(3):
        if res[i] is not None:
            if shapes[i] is not None:
                res[i] = em.reshape(res[i], shapes[i])
            res[i] = _as_dtype(em, res[i], _meta_dt(node, i))
    return res


# ------------------------------------------------------------ batch norm with running statistics
@reg(aten._native_batch_norm_legit_functional.default)
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
    mean, d, rstd = L._moments(em, x, dims, eps)
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


@reg(aten.copy.default)
def _copy(em, node):
    """copy(self, src): src broadcast to self's shape, in self's dtype."""
    dst, src = em.val(node.args[0]), em.val(node.args[1])
    if not isinstance(src, Val):
        return em.filled(dst.shape, src, dst.dt)
    src = em.broadcast_to(src, dst.shape)
    if src.dt == dst.dt:
        return src
    return em.pointwise(dst.shape, dst.dt, [src], lambda b, v: v, compute_dt=src.dt)
