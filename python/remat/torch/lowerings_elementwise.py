"""Lowerings of element-wise ATen ops: arithmetic, comparisons, logic,
activations, casts and copies, and filled tensors; each is one
``linalg.generic`` over the result's shape (numpy broadcasting of operands).
"""

from __future__ import annotations

import math

import torch

from .fx_nodes import meta_dt, meta_shape, node_arg
from .ir import FLOAT_BITS, INT_BITS, Val, is_float
from .registry import LoweringTable

aten = torch.ops.aten

LOWERINGS = LoweringTable("elementwise")
register = LOWERINGS.register


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
        dt = meta_dt(node)
        cdt = dt if dt != "i1" else _promote([a, b])
        alpha = node.kwargs.get("alpha", 1)
        if alpha != 1:
            if isinstance(b, Val):
                b = em.pointwise(b.shape, cdt, [b, alpha], lambda bb, x, s: bb.mul(x, s, cdt))
            else:
                b = b * alpha
        return em.pointwise(meta_shape(node), dt, [a, b], lambda bb, x, y: bb.arith(kind, x, y, cdt),
                            compute_dt=cdt)
    return lower


def _promote(vals) -> str:
    """The dtype two operands are compared/combined in: the float type if any
    operand is float (a python float counts as f32), else the widest integer."""
    fl = [v.dt for v in vals if isinstance(v, Val) and is_float(v.dt)]
    if fl:
        return max(fl, key=lambda d: FLOAT_BITS[d])
    if any(isinstance(v, float) for v in vals):
        return "f32"
    ints = [v.dt for v in vals if isinstance(v, Val)]
    if not ints:
        return "i64"
    return max(ints, key=lambda d: INT_BITS[d])


register(aten.add.Tensor, aten.add.Scalar)(_binary("add"))
register(aten.sub.Tensor, aten.sub.Scalar)(_binary("sub"))
register(aten.mul.Tensor, aten.mul.Scalar)(_binary("mul"))
register(aten.div.Tensor, aten.div.Scalar)(_binary("div"))
register(aten.maximum.default)(_binary("max"))
register(aten.minimum.default)(_binary("min"))


def _unary(fn):
    def lower(em, node):
        return em.pointwise(meta_shape(node), meta_dt(node), [em.val(node.args[0])], fn, compute_dt="f32")
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


register(aten.exp.default)(_unary(lambda b, x: b.math("exp", x)))
register(aten.log.default)(_unary(lambda b, x: b.math("log", x)))
register(aten.tanh.default)(_unary(lambda b, x: b.math("tanh", x)))
register(aten.sin.default)(_unary(lambda b, x: b.math("sin", x)))
register(aten.cos.default)(_unary(lambda b, x: b.math("cos", x)))
register(aten.sqrt.default)(_unary(lambda b, x: b.math("sqrt", x)))
register(aten.rsqrt.default)(_unary(lambda b, x: b.math("rsqrt", x)))
register(aten.abs.default)(_unary(lambda b, x: b.math("absf", x)))
register(aten.erf.default)(_unary(lambda b, x: b.erf(x)))
register(aten.neg.default)(_unary(lambda b, x: b.neg(x)))
register(aten.reciprocal.default)(_unary(lambda b, x: b.div(b.cst(1.0), x)))
register(aten.sigmoid.default)(_unary(_sigmoid))
register(aten.silu.default)(_unary(lambda b, x: b.mul(x, _sigmoid(b, x))))
register(aten.relu.default)(_unary(lambda b, x: b.op(f"arith.maximumf {x}, {b.cst(0.0)} : f32")))
register(aten._to_copy.default, aten.clone.default, aten.alias.default, aten.lift_fresh_copy.default,
    aten.detach.default)(lambda em, node: _copy_like(em, node))


def _copy_like(em, node):
    x = em.val(node.args[0])
    dt = meta_dt(node)
    if x.dt == dt:
        return x  # value semantics: a copy is the same SSA value
    return em.pointwise(x.shape, dt, [x], lambda b, v: v, compute_dt=x.dt)


@register(aten.gelu.default)
def _gelu(em, node):
    approx = node.kwargs.get("approximate", "none")
    fn = _gelu_tanh if approx == "tanh" else _gelu_erf
    return em.pointwise(meta_shape(node), "f32", [em.val(node.args[0])], fn)


@register(aten.pow.Tensor_Scalar)
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

    return em.pointwise(meta_shape(node), "f32", [em.val(node.args[0])], fn)


@register(aten.clamp.default, aten.clamp_min.default, aten.clamp_max.default)
def _clamp(em, node):
    lo = hi = None
    if node.target is aten.clamp_max.default:
        hi = node.args[1]
    else:
        lo = node_arg(node, 1, "min")
        if node.target is aten.clamp.default:
            hi = node_arg(node, 2, "max")

    def fn(b, x):
        if lo is not None:
            x = b.op(f"arith.maximumf {x}, {b.cst(lo)} : f32")
        if hi is not None:
            x = b.op(f"arith.minimumf {x}, {b.cst(hi)} : f32")
        return x

    return em.pointwise(meta_shape(node), "f32", [em.val(node.args[0])], fn)


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

        return em.generic(meta_shape(node), "i1", [a, b], body)
    return lower


for _p in _CMP:
    register(getattr(aten, _p).Tensor, getattr(aten, _p).Scalar)(_cmp(_p))


@register(aten.where.self)
def _where(em, node):
    c, x, y = (_scalar(em.val(a)) for a in node.args)
    dt = meta_dt(node)

    def body(b, args, _o):
        (cv, cdt), (xv, xdt), (yv, ydt) = args
        cv = b.to(cv, cdt, "i1") if cdt else b.cst(bool(cv), "i1")
        xv = b.to(xv, xdt, dt) if xdt else b.cst(xv, dt)
        yv = b.to(yv, ydt, dt) if ydt else b.cst(yv, dt)
        return b.op(f"arith.select {cv}, {xv}, {yv} : {dt}")

    return em.generic(meta_shape(node), dt, [c, x, y], body)


def _logic(op):
    def lower(em, node):
        ins = [_scalar(em.val(a)) for a in node.args]

        def body(b, args, _o):
            vals = [b.to(v, d, "i1") if d else b.cst(bool(v), "i1") for v, d in args]
            if op == "not":
                return b.op(f"arith.xori {vals[0]}, {b.cst(True, 'i1')} : i1")
            return b.op(f"arith.{op}i {vals[0]}, {vals[1]} : i1")

        return em.generic(meta_shape(node), "i1", ins, body)
    return lower


register(aten.bitwise_and.Tensor, aten.logical_and.default)(_logic("and"))
register(aten.bitwise_or.Tensor, aten.logical_or.default)(_logic("or"))
register(aten.bitwise_not.default, aten.logical_not.default)(_logic("not"))


@register(aten.full_like.default, aten.zeros_like.default, aten.ones_like.default)
def _full_like(em, node):
    v = {aten.zeros_like.default: 0.0, aten.ones_like.default: 1.0}.get(node.target)
    if v is None:
        v = node.args[1]
    return em.filled(meta_shape(node), v, meta_dt(node))


@register(aten.full.default, aten.scalar_tensor.default)
def _full(em, node):
    v = node.args[1] if node.target is aten.full.default else node.args[0]
    return em.filled(meta_shape(node), v, meta_dt(node))


# ------------------------------------------------------------ activations
@register(aten.hardtanh.default)
def _hardtanh(em, node):
    lo = float(node_arg(node, 1, "min_val", -1.0))
    hi = float(node_arg(node, 2, "max_val", 1.0))

    def fn(b, x):
        x = b.op(f"arith.maximumf {x}, {b.cst(lo)} : f32")
        return b.op(f"arith.minimumf {x}, {b.cst(hi)} : f32")

    return em.pointwise(meta_shape(node), meta_dt(node), [em.val(node.args[0])], fn, compute_dt="f32")


@register(aten.leaky_relu.default)
def _leaky_relu(em, node):
    slope = float(node_arg(node, 1, "negative_slope", 0.01))

    def fn(b, x):
        gt = b.op(f"arith.cmpf ogt, {x}, {b.cst(0.0)} : f32")
        return b.op(f"arith.select {gt}, {x}, {b.mul(x, b.cst(slope))} : f32")

    return em.pointwise(meta_shape(node), meta_dt(node), [em.val(node.args[0])], fn, compute_dt="f32")


@register(aten.elu.default)
def _elu(em, node):
    alpha = float(node_arg(node, 1, "alpha", 1.0))
    scale = float(node_arg(node, 2, "scale", 1.0))
    iscale = float(node_arg(node, 3, "input_scale", 1.0))

    def fn(b, x):
        gt = b.op(f"arith.cmpf ogt, {x}, {b.cst(0.0)} : f32")
        e = b.math("expm1", b.mul(x, b.cst(iscale)))
        neg = b.mul(b.cst(alpha * scale), e)
        return b.op(f"arith.select {gt}, {b.mul(x, b.cst(scale))}, {neg} : f32")

    return em.pointwise(meta_shape(node), meta_dt(node), [em.val(node.args[0])], fn, compute_dt="f32")


@register(aten.copy.default)
def _copy(em, node):
    """copy(self, src): src broadcast to self's shape, in self's dtype."""
    dst, src = em.val(node.args[0]), em.val(node.args[1])
    if not isinstance(src, Val):
        return em.filled(dst.shape, src, dst.dt)
    src = em.broadcast_to(src, dst.shape)
    if src.dt == dst.dt:
        return src
    return em.pointwise(dst.shape, dst.dt, [src], lambda b, v: v, compute_dt=src.dt)
