"""Per-ATen-op lowerings used by :mod:`remat.torch.emitter`."""

from __future__ import annotations

import math

import numpy as np
import torch

from .emitter import _FBITS, _IBITS, EmitError, Emitter, Val, is_float

aten = torch.ops.aten
TABLE: dict = {}


def reg(*ops):
    def deco(fn):
        for o in ops:
            TABLE[o] = fn
        return fn
    return deco


def _shape(node):
    return Emitter.meta_shape(node)


def _dt(node):
    return Emitter.meta_dt(node)


def _arg(node, i, name, default=None):
    if len(node.args) > i:
        return node.args[i]
    return node.kwargs.get(name, default)


def _scalar(v):
    if isinstance(v, Val):
        return v
    if isinstance(v, torch.Tensor):
        return v.item()
    return v


# ----------------------------------------------------------------- pointwise
def _binary(kind):
    def lower(em, node):
        a = _scalar(em.val(node.args[0]))
        b = _scalar(em.val(node.args[1]))
        dt = _dt(node)
        cdt = dt if dt != "i1" else _promote([a, b])
        alpha = node.kwargs.get("alpha", 1)
        if alpha != 1:
            if isinstance(b, Val):
                b = em.pointwise(b.shape, cdt, [b, alpha], lambda bb, x, s: bb.mul(x, s, cdt))
            else:
                b = b * alpha
        return em.pointwise(_shape(node), dt, [a, b], lambda bb, x, y: bb.arith(kind, x, y, cdt),
                            compute_dt=cdt)
    return lower


def _promote(vals) -> str:
    """The dtype two operands are compared/combined in: the float type if any
    operand is float (a python float counts as f32), else the widest integer."""
    fl = [v.dt for v in vals if isinstance(v, Val) and is_float(v.dt)]
    if fl:
        return max(fl, key=lambda d: _FBITS[d])
    if any(isinstance(v, float) for v in vals):
        return "f32"
    ints = [v.dt for v in vals if isinstance(v, Val)]
    if not ints:
        return "i64"
    return max(ints, key=lambda d: _IBITS[d])


reg(aten.add.Tensor, aten.add.Scalar)(_binary("add"))
reg(aten.sub.Tensor, aten.sub.Scalar)(_binary("sub"))
reg(aten.mul.Tensor, aten.mul.Scalar)(_binary("mul"))
reg(aten.div.Tensor, aten.div.Scalar)(_binary("div"))
reg(aten.maximum.default)(_binary("max"))
reg(aten.minimum.default)(_binary("min"))


def _unary(fn):
    def lower(em, node):
        return em.pointwise(_shape(node), _dt(node), [em.val(node.args[0])], fn, compute_dt="f32")
    return lower


def _sigmoid(b, x):
    one = b.cst(1.0)
    return b.div(one, b.add(one, b.math("exp", b.neg(x))))


def _gelu_tanh(b, x):
    k = b.cst(math.sqrt(2.0 / math.pi))
    x3 = b.mul(b.mul(x, x), x)
    inner = b.mul(k, b.add(x, b.mul(b.cst(0.044715), x3)))
    return b.mul(b.mul(b.cst(0.5), x), b.add(b.cst(1.0), b.math("tanh", inner)))


def _gelu_erf(b, x):
    e = b.erf(b.mul(x, b.cst(1.0 / math.sqrt(2.0))))
    return b.mul(b.mul(b.cst(0.5), x), b.add(b.cst(1.0), e))


reg(aten.exp.default)(_unary(lambda b, x: b.math("exp", x)))
reg(aten.log.default)(_unary(lambda b, x: b.math("log", x)))
reg(aten.tanh.default)(_unary(lambda b, x: b.math("tanh", x)))
reg(aten.sin.default)(_unary(lambda b, x: b.math("sin", x)))
reg(aten.cos.default)(_unary(lambda b, x: b.math("cos", x)))
reg(aten.sqrt.default)(_unary(lambda b, x: b.math("sqrt", x)))
reg(aten.rsqrt.default)(_unary(lambda b, x: b.math("rsqrt", x)))
reg(aten.abs.default)(_unary(lambda b, x: b.math("absf", x)))
reg(aten.erf.default)(_unary(lambda b, x: b.erf(x)))
reg(aten.neg.default)(_unary(lambda b, x: b.neg(x)))
reg(aten.reciprocal.default)(_unary(lambda b, x: b.div(b.cst(1.0), x)))
reg(aten.sigmoid.default)(_unary(_sigmoid))
reg(aten.silu.default)(_unary(lambda b, x: b.mul(x, _sigmoid(b, x))))
reg(aten.relu.default)(_unary(lambda b, x: b.op(f"arith.maximumf {x}, {b.cst(0.0)} : f32")))
reg(aten._to_copy.default, aten.clone.default, aten.alias.default, aten.lift_fresh_copy.default,
    aten.detach.default)(lambda em, node: _copy_like(em, node))


def _copy_like(em, node):
    x = em.val(node.args[0])
    dt = _dt(node)
    if x.dt == dt:
        return x  # value semantics: a copy is the same SSA value
    return em.pointwise(x.shape, dt, [x], lambda b, v: v, compute_dt=x.dt)


@reg(aten.gelu.default)
def _gelu(em, node):
    approx = node.kwargs.get("approximate", "none")
    fn = _gelu_tanh if approx == "tanh" else _gelu_erf
    return em.pointwise(_shape(node), "f32", [em.val(node.args[0])], fn)


@reg(aten.pow.Tensor_Scalar)
def _pow(em, node):
    e = float(node.args[1])

    def fn(b, x):
        if e == 2.0:
            return b.mul(x, x)
        if e == 3.0:
            return b.mul(b.mul(x, x), x)
        if e == 1.0:
            return x
        if e == 0.5:
            return b.math("sqrt", x)
        if e == -0.5:
            return b.math("rsqrt", x)
        if e == -1.0:
            return b.div(b.cst(1.0), x)
        return b.op(f"math.powf {x}, {b.cst(e)} : f32")

    return em.pointwise(_shape(node), "f32", [em.val(node.args[0])], fn)


@reg(aten.clamp.default, aten.clamp_min.default, aten.clamp_max.default)
def _clamp(em, node):
    lo = hi = None
    if node.target is aten.clamp_max.default:
        hi = node.args[1]
    else:
        lo = _arg(node, 1, "min")
        if node.target is aten.clamp.default:
            hi = _arg(node, 2, "max")

    def fn(b, x):
        if lo is not None:
            x = b.op(f"arith.maximumf {x}, {b.cst(lo)} : f32")
        if hi is not None:
            x = b.op(f"arith.minimumf {x}, {b.cst(hi)} : f32")
        return x

    return em.pointwise(_shape(node), "f32", [em.val(node.args[0])], fn)


_CMP = {"lt": "olt", "le": "ole", "gt": "ogt", "ge": "oge", "eq": "oeq", "ne": "une"}
_ICMP = {"lt": "slt", "le": "sle", "gt": "sgt", "ge": "sge", "eq": "eq", "ne": "ne"}


def _cmp(pred):
    def lower(em, node):
        a = _scalar(em.val(node.args[0]))
        b = _scalar(em.val(node.args[1]))
        cdt = _promote([a, b])

        def body(bb, args, _o):
            vals = [bb.to(x, dt, cdt) if dt else bb.cst(x, cdt) for x, dt in args]
            if is_float(cdt):
                return bb.op(f"arith.cmpf {_CMP[pred]}, {vals[0]}, {vals[1]} : {cdt}")
            return bb.op(f"arith.cmpi {_ICMP[pred]}, {vals[0]}, {vals[1]} : {cdt}")

        return em.generic(_shape(node), "i1", [a, b], body)
    return lower


for _p in _CMP:
    reg(getattr(aten, _p).Tensor, getattr(aten, _p).Scalar)(_cmp(_p))


@reg(aten.where.self)
def _where(em, node):
    c, x, y = (_scalar(em.val(a)) for a in node.args)
    dt = _dt(node)

    def body(b, args, _o):
        (cv, cdt), (xv, xdt), (yv, ydt) = args
        cv = b.to(cv, cdt, "i1") if cdt else b.cst(bool(cv), "i1")
        xv = b.to(xv, xdt, dt) if xdt else b.cst(xv, dt)
        yv = b.to(yv, ydt, dt) if ydt else b.cst(yv, dt)
        return b.op(f"arith.select {cv}, {xv}, {yv} : {dt}")

    return em.generic(_shape(node), dt, [c, x, y], body)


def _logic(op):
    def lower(em, node):
        ins = [_scalar(em.val(a)) for a in node.args]

        def body(b, args, _o):
            vals = [b.to(v, d, "i1") if d else b.cst(bool(v), "i1") for v, d in args]
            if op == "not":
                return b.op(f"arith.xori {vals[0]}, {b.cst(True, 'i1')} : i1")
            return b.op(f"arith.{op}i {vals[0]}, {vals[1]} : i1")

        return em.generic(_shape(node), "i1", ins, body)
    return lower


reg(aten.bitwise_and.Tensor, aten.logical_and.default)(_logic("and"))
reg(aten.bitwise_or.Tensor, aten.logical_or.default)(_logic("or"))
reg(aten.bitwise_not.default, aten.logical_not.default)(_logic("not"))


@reg(aten.full_like.default, aten.zeros_like.default, aten.ones_like.default)
def _full_like(em, node):
    v = {aten.zeros_like.default: 0.0, aten.ones_like.default: 1.0}.get(node.target)
    if v is None:
        v = node.args[1]
    return em.filled(_shape(node), v, _dt(node))


@reg(aten.full.default, aten.scalar_tensor.default)
def _full(em, node):
    v = node.args[1] if node.target is aten.full.default else node.args[0]
    return em.filled(_shape(node), v, _dt(node))


# ---------------------------------------------------------------- reductions
@reg(aten.sum.dim_IntList, aten.sum.default, aten.mean.dim, aten.mean.default, aten.amax.default,
     aten.amin.default, aten.any.dim, aten.any.default, aten.any.dims, aten.all.dim, aten.all.default,
     aten.prod.default)
def _reduce(em, node):
    x = em.val(node.args[0])
    t = node.target
    dims = _arg(node, 1, "dim", None)
    if t in (aten.sum.default, aten.mean.default, aten.any.default, aten.all.default, aten.prod.default):
        dims = None
    elif isinstance(dims, int):
        dims = [dims]
    keep = bool(_arg(node, 2, "keepdim", False))
    kind = {aten.amax.default: "max", aten.amin.default: "min", aten.any.dim: "or",
            aten.any.default: "or", aten.any.dims: "or", aten.all.dim: "and",
            aten.all.default: "and"}.get(t, "add")
    if t is aten.prod.default:
        raise EmitError("prod is not supported")
    dt = _dt(node)
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
    return em.reshape(r, _shape(node))


# ------------------------------------------------------------------ shapes
@reg(aten.view.default, aten._unsafe_view.default, aten.reshape.default, aten.unsqueeze.default,
     aten.squeeze.dim, aten.squeeze.dims, aten.squeeze.default, aten.view_copy.default)
def _view(em, node):
    return em.reshape(em.val(node.args[0]), _shape(node))


@reg(aten.permute.default)
def _permute(em, node):
    return em.transpose(em.val(node.args[0]), list(node.args[1]))


@reg(aten.t.default)
def _t(em, node):
    x = em.val(node.args[0])
    return em.transpose(x, [1, 0]) if len(x.shape) == 2 else x


@reg(aten.transpose.int)
def _transpose(em, node):
    x = em.val(node.args[0])
    r = len(x.shape)
    a, b = node.args[1] % r, node.args[2] % r
    perm = list(range(r))
    perm[a], perm[b] = perm[b], perm[a]
    return em.transpose(x, perm)


@reg(aten.flip.default)
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


@reg(aten.expand.default)
def _expand(em, node):
    return em.broadcast_to(em.val(node.args[0]), _shape(node))


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


@reg(aten.slice.Tensor)
def _slice(em, node):
    x = em.val(node.args[0])
    dim = _arg(node, 1, "dim", 0) % len(x.shape)
    start, n, step = _norm_slice(x.shape[dim], _arg(node, 2, "start"), _arg(node, 3, "end"),
                                 _arg(node, 4, "step", 1))
    offs = [0] * len(x.shape)
    sizes = list(x.shape)
    strides = [1] * len(x.shape)
    offs[dim], sizes[dim], strides[dim] = start, n, step
    if sizes == list(x.shape):
        return x
    return em.extract_slice(x, offs, sizes, strides)


@reg(aten.select.int)
def _select(em, node):
    x = em.val(node.args[0])
    dim = node.args[1] % len(x.shape)
    idx = node.args[2] % x.shape[dim]
    offs = [0] * len(x.shape)
    sizes = list(x.shape)
    offs[dim], sizes[dim] = idx, 1
    s = em.extract_slice(x, offs, sizes, [1] * len(x.shape))
    return em.reshape(s, _shape(node))


@reg(aten.slice_scatter.default)
def _slice_scatter(em, node):
    base = em.val(node.args[0])
    src = em.val(node.args[1])
    dim = _arg(node, 2, "dim", 0) % len(base.shape)
    start, n, step = _norm_slice(base.shape[dim], _arg(node, 3, "start"), _arg(node, 4, "end"),
                                 _arg(node, 5, "step", 1))
    offs = [0] * len(base.shape)
    strides = [1] * len(base.shape)
    offs[dim], strides[dim] = start, step
    return em.insert_slice(src, base, offs, strides)


@reg(aten.select_scatter.default)
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


@reg(aten.cat.default)
def _cat(em, node):
    ins = [em.val(a) for a in node.args[0]]
    out_shape = _shape(node)
    dim = _arg(node, 1, "dim", 0) % len(out_shape)
    ins = [v for v in ins if int(np.prod(v.shape)) > 0]
    if len(ins) == 1:
        return ins[0]
    dst = Val(em.empty(out_shape, _dt(node)), out_shape, _dt(node))
    off = 0
    for v in ins:
        offs = [0] * len(out_shape)
        offs[dim] = off
        dst = em.insert_slice(v, dst, offs)
        off += v.shape[dim]
    return dst


@reg(aten.split_with_sizes.default, aten.split.Tensor)
def _split(em, node):
    x = em.val(node.args[0])
    dim = _arg(node, 2, "dim", 0) % len(x.shape)
    outs, off = [], 0
    for v in node.meta["val"]:
        n = int(v.shape[dim])
        offs = [0] * len(x.shape)
        sizes = list(x.shape)
        offs[dim], sizes[dim] = off, n
        outs.append(em.extract_slice(x, offs, sizes, [1] * len(x.shape)))
        off += n
    return outs


# ------------------------------------------------------------------ matmul
@reg(aten.mm.default)
def _mm(em, node):
    return em.matmul(em.val(node.args[0]), em.val(node.args[1]))


@reg(aten.bmm.default)
def _bmm(em, node):
    return em.matmul(em.val(node.args[0]), em.val(node.args[1]), batch=True)


@reg(aten.addmm.default)
def _addmm(em, node):
    bias, a, b = (em.val(x) for x in node.args[:3])
    beta = node.kwargs.get("beta", 1)
    alpha = node.kwargs.get("alpha", 1)
    if beta != 1 or alpha != 1:
        raise EmitError("addmm with beta/alpha != 1")
    shape = _shape(node)
    init = em.broadcast_to(bias, shape) if isinstance(bias, Val) else em.filled(shape, float(bias))
    return em.matmul(a, b, init=init)


# --------------------------------------------------------------- composites
@reg(aten._softmax.default)
def _softmax(em, node):
    x = em.val(node.args[0])
    dim = node.args[1]
    m = em.reduce(x, [dim], True, "max")
    e = em.pointwise(x.shape, "f32", [x, m], lambda b, a, mm: b.math("exp", b.sub(a, mm)))
    s = em.reduce(e, [dim], True, "add")
    return em.pointwise(x.shape, "f32", [e, s], lambda b, a, ss: b.div(a, ss))


@reg(aten._log_softmax.default)
def _log_softmax(em, node):
    x = em.val(node.args[0])
    dim = node.args[1]
    m = em.reduce(x, [dim], True, "max")
    sh = em.pointwise(x.shape, "f32", [x, m], lambda b, a, mm: b.sub(a, mm))
    e = em.pointwise(x.shape, "f32", [sh], lambda b, a: b.math("exp", a))
    s = em.reduce(e, [dim], True, "add")
    return em.pointwise(x.shape, "f32", [sh, s], lambda b, a, ss: b.sub(a, b.math("log", ss)))


def _moments(em, x, dims, eps):
    n = float(np.prod([x.shape[d] for d in dims]))
    mean = em.reduce(x, dims, True, "add", 1.0 / n)
    d = em.pointwise(x.shape, "f32", [x, mean], lambda b, a, m: b.sub(a, m))
    var = em.reduce(em.pointwise(x.shape, "f32", [d], lambda b, a: b.mul(a, a)), dims, True, "add", 1.0 / n)
    rstd = em.pointwise(var.shape, "f32", [var], lambda b, v: b.math("rsqrt", b.add(v, b.cst(eps))))
    return mean, d, rstd


@reg(aten.native_layer_norm.default)
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


@reg(aten._native_batch_norm_legit.no_stats)
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


def _conv2d(em, x: Val, w: Val, stride, dilation, init: Val) -> Val:
    n = em.fresh()
    attrs = (f"{{dilations = dense<[{dilation[0]}, {dilation[1]}]> : tensor<2xi64>, "
             f"strides = dense<[{stride[0]}, {stride[1]}]> : tensor<2xi64>}}")
    em.emit(f"{n} = linalg.conv_2d_nchw_fchw {attrs} ins({x.name}, {w.name} : {x.ty}, {w.ty}) "
            f"outs({init.name} : {init.ty}) -> {init.ty}")
    return Val(n, init.shape, "f32")


def _conv_params(node, first):
    stride, padding, dilation, transposed, _outpad, groups = node.args[first:first + 6]
    if transposed or groups != 1:
        raise EmitError("only non-transposed, groups=1 convolutions are supported")
    if len(stride) != 2:
        raise EmitError("only 2-d convolutions are supported")
    return list(stride), list(padding), list(dilation)


@reg(aten.convolution.default)
def _convolution(em, node):
    x, w = em.val(node.args[0]), em.val(node.args[1])
    b = em.val(node.args[2]) if node.args[2] is not None else None
    stride, padding, dilation = _conv_params(node, 3)
    out_shape = _shape(node)
    xp = em.pad(x, [(0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1])])
    if b is not None:
        init = em.broadcast_to(em.reshape(b, (b.shape[0], 1, 1)), out_shape)
    else:
        init = em.filled(out_shape, 0.0)
    return _conv2d(em, xp, w, stride, dilation, init)


@reg(aten.convolution_backward.default)
def _convolution_backward(em, node):
    go, x, w = (em.val(a) for a in node.args[:3])
    stride, padding, dilation = _conv_params(node, 4)
    mask = node.args[10]
    N, C, H, W = x.shape
    F, _, KH, KW = w.shape
    _, _, OH, OW = go.shape
    s, d = stride, dilation
    res = [None, None, None]
    Hp, Wp = H + 2 * padding[0], W + 2 * padding[1]
    if mask[0]:
        g = go
        if s != [1, 1]:
            gd_shape = (N, F, (OH - 1) * s[0] + 1, (OW - 1) * s[1] + 1)
            g = em.insert_slice(go, em.filled(gd_shape, 0.0), [0, 0, 0, 0], [1, 1, s[0], s[1]])
        lo_h, lo_w = (KH - 1) * d[0], (KW - 1) * d[1]
        gp = em.pad(g, [(0, 0), (0, 0), (lo_h, Hp - g.shape[2]), (lo_w, Wp - g.shape[3])])
        wflip = em.generic(
            (C, F, KH, KW), "f32", [w], lambda b, a, o: a[0][0],
            in_maps=[f"affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + {KH - 1}, -d3 + {KW - 1})>"])
        gxp = _conv2d(em, gp, wflip, [1, 1], d, em.filled((N, C, Hp, Wp), 0.0))
        if (Hp, Wp) != (H, W):
            gxp = em.extract_slice(gxp, [0, 0, padding[0], padding[1]], [N, C, H, W], [1, 1, 1, 1])
        res[0] = gxp
    if mask[1]:
        xp = em.pad(x, [(0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1])])
        ds = "(d0, d1, d2, d3, d4, d5, d6)"
        maps = [f"affine_map<{ds} -> (d4, d0, d5, d6)>",
                f"affine_map<{ds} -> (d4, d1, d5 * {s[0]} + d2 * {d[0]}, d6 * {s[1]} + d3 * {d[1]})>"]
        out_map = f"affine_map<{ds} -> (d0, d1, d2, d3)>"
        res[1] = em.generic(
            (F, C, KH, KW), "f32", [go, xp],
            lambda b, a, o: b.add(o, b.mul(a[0][0], a[1][0])),
            iter_types=["parallel"] * 4 + ["reduction"] * 3, in_maps=maps, out_map=out_map,
            init=em.filled((F, C, KH, KW), 0.0))
    if mask[2]:
        res[2] = em.reduce(go, [0, 2, 3], False, "add")
    return res


# ------------------------------------------------- constant-index gathers
def _const_indices(em, a):
    if not isinstance(a, torch.fx.Node) or a not in em.consts:
        raise EmitError("only constant (trace-time) indices are supported")
    return em.consts[a].long()


def _embedding(em, node):
    w = em.val(node.args[0])
    idx = _const_indices(em, node.args[1])
    V, D = w.shape
    onehot = torch.nn.functional.one_hot(idx.reshape(-1), V).float()
    oh = em.const_tensor(onehot)
    r = em.matmul(oh, w)
    return em.reshape(r, _shape(node))


def _index_put(em, node):
    base = em.val(node.args[0])
    indices = node.args[1]
    vals = em.val(node.args[2])
    acc = _arg(node, 3, "accumulate", False)
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


@reg(aten._assert_tensor_metadata.default)
def _assert_meta(em, node):
    return None  # trace-time check only


from . import lowerings_nn  # noqa: E402,F401  (registers the ops with runtime indices, pooling, ...)
