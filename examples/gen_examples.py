#!/usr/bin/env python3
"""Generate the bundled remat training-step examples.

Writes (next to this script):
  mlp_train_step.mlir          4-layer tanh MLP, MSE loss, forward + full backward
  transformer_train_step.mlir  2-layer pre-LN transformer decoder stack, MSE loss,
                               forward + full backward

The IR follows docs/Conventions.md: one `@train_step` in upstream dialects (func,
arith, math, tensor, linalg), static f32 shapes, arguments (inputs, target,
parameters..., %dloss {remat.cotangent}), results (loss, gradients...).  Every op
carries a name location: forward ops a dotted module path (`layers.1.attn.q_proj`),
backward ops the same path prefixed with `backward.`.

All IR is produced through the small `Emitter` helpers below (matmul, transpose,
elementwise map, reductions, broadcasts, reshapes); each helper creates its own
fresh `tensor.empty` (+ `linalg.fill` where an accumulator needs an initial
value), so no SSA tensor is ever the init of two ops.  Output is deterministic.

Usage: python3 examples/gen_examples.py [--outdir DIR]
"""

import argparse
import contextlib
import math
import os

# ----------------------------------------------------------------------------
# Emitter: SSA naming, locations, and linalg/tensor op helpers.
# ----------------------------------------------------------------------------


def ttype(shape):
    """MLIR tensor type for a static f32 shape (rank 0 allowed)."""
    if not shape:
        return "tensor<f32>"
    return "tensor<" + "x".join(str(s) for s in shape) + "xf32>"


def fconst(v):
    """MLIR f32 literal; infinities use the hex form."""
    if v == float("-inf"):
        return "0xFF800000"
    if v == float("inf"):
        return "0x7F800000"
    return "%.9e" % v


def amap(rank, dims):
    """affine_map<(d0..d{rank-1}) -> (d{dims[0]}, ...)>."""
    ins = ", ".join("d%d" % i for i in range(rank))
    outs = ", ".join("d%d" % i for i in dims)
    return "affine_map<(%s) -> (%s)>" % (ins, outs)


class Val:
    """An SSA tensor value with its static shape."""

    def __init__(self, name, shape):
        self.name = name
        self.shape = tuple(shape)

    @property
    def type(self):
        return ttype(self.shape)


class Body:
    """Builds the scalar region of a linalg.generic.  Each method emits one op
    and returns the SSA name of its result."""

    def __init__(self, em):
        self.em = em
        self.lines = []

    def _op(self, text):
        name = self.em.fresh("s")
        self.lines.append("%s = %s" % (name, text))
        return name

    def const(self, v):
        return self._op("arith.constant %s : f32" % fconst(v))

    def add(self, a, b):
        return self._op("arith.addf %s, %s : f32" % (a, b))

    def sub(self, a, b):
        return self._op("arith.subf %s, %s : f32" % (a, b))

    def mul(self, a, b):
        return self._op("arith.mulf %s, %s : f32" % (a, b))

    def div(self, a, b):
        return self._op("arith.divf %s, %s : f32" % (a, b))

    def neg(self, a):
        return self._op("arith.negf %s : f32" % a)

    def max(self, a, b):
        return self._op("arith.maximumf %s, %s : f32" % (a, b))

    def tanh(self, a):
        return self._op("math.tanh %s : f32" % a)

    def exp(self, a):
        return self._op("math.exp %s : f32" % a)

    def sqrt(self, a):
        return self._op("math.sqrt %s : f32" % a)

    def index(self, dim):
        return self._op("linalg.index %d : index" % dim)

    def cmpi(self, pred, a, b):
        return self._op("arith.cmpi %s, %s, %s : index" % (pred, a, b))

    def select(self, c, a, b):
        return self._op("arith.select %s, %s, %s : f32" % (c, a, b))


class Emitter:
    """Accumulates the body of one func.func.

    `scope(name)` sets the name location attached to every emitted op.
    Constants used by `linalg.fill` are cached per (phase, scope): a layer never
    uses a constant defined by another layer, and the backward pass (started
    with `begin_phase`) never uses a forward-defined constant."""

    def __init__(self):
        self.lines = []
        self.counter = 0
        self.loc = "unknown"
        self.consts = {}

    # -- bookkeeping ---------------------------------------------------------
    def fresh(self, prefix):
        self.counter += 1
        return "%%%s%d" % (prefix, self.counter)

    @contextlib.contextmanager
    def scope(self, name):
        saved, self.loc = self.loc, name
        try:
            yield
        finally:
            self.loc = saved

    def begin_phase(self):
        self.consts = {}

    def emit(self, text, indent=4):
        self.lines.append(" " * indent + '%s loc("%s")' % (text, self.loc))

    def scalar_const(self, v):
        key = (self.loc, fconst(v))
        if key not in self.consts:
            name = self.fresh("c")
            self.emit("%s = arith.constant %s : f32" % (name, key[1]))
            self.consts[key] = name
        return self.consts[key]

    # -- tensor creation -----------------------------------------------------
    def empty(self, shape):
        v = Val(self.fresh("t"), shape)
        self.emit("%s = tensor.empty() : %s" % (v.name, v.type))
        return v

    def full(self, shape, value):
        """tensor.empty + linalg.fill(value): a fresh accumulator."""
        c = self.scalar_const(value)
        e = self.empty(shape)
        v = Val(self.fresh("t"), shape)
        self.emit("%s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s"
                  % (v.name, c, e.name, e.type, v.type))
        return v

    # -- generic -------------------------------------------------------------
    def generic(self, ins, out_shape, out_dims, iterators, body_fn, init=None):
        """linalg.generic over an iteration space of len(iterators) loops.

        ins:       list of (Val, dims) -- dims lists the loop dim for each
                   operand axis (an empty tuple broadcasts a 0-d tensor).
        out_dims:  loop dims of the (single) output.
        body_fn:   f(Body, in_args..., out_arg) -> yielded scalar name.
        init:      init tensor (default: a fresh tensor.empty).
        """
        rank = len(iterators)
        if init is None:
            init = self.empty(out_shape)
        assert init.shape == tuple(out_shape)
        for v, dims in ins:
            assert len(v.shape) == len(dims), (v.shape, dims)
        maps = [amap(rank, d) for _, d in ins] + [amap(rank, out_dims)]
        iters = ", ".join('"%s"' % it for it in iterators)
        res = Val(self.fresh("t"), out_shape)
        head = "%s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]}" % (
            res.name, ", ".join(maps), iters)
        if ins:
            head += " ins(%s : %s)" % (", ".join(v.name for v, _ in ins),
                                       ", ".join(v.type for v, _ in ins))
        head += " outs(%s : %s) {" % (init.name, init.type)
        self.lines.append("    " + head)
        args = [self.fresh("a") for _ in range(len(ins) + 1)]
        self.lines.append("    ^bb0(%s):" % ", ".join("%s: f32" % a for a in args))
        b = Body(self)
        y = body_fn(b, *args)
        for line in b.lines:
            self.emit(line, indent=6)
        self.emit("linalg.yield %s : f32" % y, indent=6)
        self.lines.append("    } -> %s" % res.type + ' loc("%s")' % self.loc)
        return res

    def map(self, fn, *xs):
        """Elementwise op over same-shaped tensors."""
        shape = xs[0].shape
        for x in xs:
            assert x.shape == shape, (x.shape, shape)
        dims = tuple(range(len(shape)))
        return self.generic([(x, dims) for x in xs], shape, dims,
                            ["parallel"] * len(shape), fn)

    def bmap(self, fn, shape, ins):
        """Elementwise op over `shape` with broadcast operands (Val, dims)."""
        dims = tuple(range(len(shape)))
        return self.generic(ins, shape, dims, ["parallel"] * len(shape), fn)

    def reduce(self, x, keep, kind="sum", fn=None, extra=()):
        """Reduce x over all dims not in `keep` (sum or max).  `fn(b, x, *extra)`
        optionally transforms elements first; extra operands have x's shape."""
        rank = len(x.shape)
        keep = tuple(keep)
        out_shape = tuple(x.shape[d] for d in keep)
        iters = ["parallel" if d in keep else "reduction" for d in range(rank)]
        all_dims = tuple(range(rank))
        init = self.full(out_shape, 0.0 if kind == "sum" else float("-inf"))

        def body(b, *args):
            vals, acc = args[:-1], args[-1]
            v = fn(b, *vals) if fn else vals[0]
            return b.add(acc, v) if kind == "sum" else b.max(acc, v)

        ins = [(x, all_dims)] + [(e, all_dims) for e in extra]
        return self.generic(ins, out_shape, keep, iters, body, init=init)

    def reduce_last(self, x, kind="sum", fn=None, extra=()):
        return self.reduce(x, range(len(x.shape) - 1), kind, fn, extra)

    # -- named linalg / tensor ops ---------------------------------------------
    def matmul(self, a, b):
        (m, k), (k2, n) = a.shape, b.shape
        assert k == k2
        acc = self.full((m, n), 0.0)
        r = Val(self.fresh("t"), (m, n))
        self.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (r.name, a.name, b.name, a.type, b.type, acc.name, acc.type, r.type))
        return r

    def batch_matmul(self, a, b):
        (bs, m, k), (bs2, k2, n) = a.shape, b.shape
        assert bs == bs2 and k == k2
        acc = self.full((bs, m, n), 0.0)
        r = Val(self.fresh("t"), (bs, m, n))
        self.emit("%s = linalg.batch_matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (r.name, a.name, b.name, a.type, b.type, acc.name, acc.type, r.type))
        return r

    def transpose(self, x, perm):
        shape = tuple(x.shape[p] for p in perm)
        e = self.empty(shape)
        r = Val(self.fresh("t"), shape)
        self.emit("%s = linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [%s]"
                  % (r.name, x.name, x.type, e.name, e.type, ", ".join(map(str, perm))))
        return r

    def expand(self, x, reassoc, shape):
        r = Val(self.fresh("t"), shape)
        ra = "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in reassoc) + "]"
        self.emit("%s = tensor.expand_shape %s %s output_shape [%s] : %s into %s"
                  % (r.name, x.name, ra, ", ".join(map(str, shape)), x.type, r.type))
        return r

    def collapse(self, x, reassoc):
        shape = []
        for g in reassoc:
            n = 1
            for d in g:
                n *= x.shape[d]
            shape.append(n)
        r = Val(self.fresh("t"), shape)
        ra = "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in reassoc) + "]"
        self.emit("%s = tensor.collapse_shape %s %s : %s into %s"
                  % (r.name, x.name, ra, x.type, r.type))
        return r

    def extract_scalar(self, x):
        """tensor.extract of a 0-d tensor; returns the f32 SSA name."""
        assert x.shape == ()
        name = self.fresh("s")
        self.emit("%s = tensor.extract %s[] : %s" % (name, x.name, x.type))
        return name

    # -- composite helpers -----------------------------------------------------
    def add(self, a, b):
        return self.map(lambda bb, x, y, o: bb.add(x, y), a, b)

    def add_bias(self, x, bias):
        """x[..., n] + bias[n] (bias broadcast over leading dims)."""
        r = len(x.shape)
        return self.bmap(lambda b, v, c, o: b.add(v, c), x.shape,
                         [(x, tuple(range(r))), (bias, (r - 1,))])

    def linear(self, x, w, bias):
        """x @ w + bias, with x [m, k], w [k, n] (PyTorch weight transposed)."""
        return self.add_bias(self.matmul(x, w), bias)

    def linear_backward(self, x, w, dy, need_dx=True):
        """Gradients of y = x @ w + b: returns (dx, dw, db); dx is None when
        not needed (the network input)."""
        dw = self.matmul(self.transpose(x, (1, 0)), dy)
        db = self.reduce(dy, keep=(1,))
        dx = self.matmul(dy, self.transpose(w, (1, 0))) if need_dx else None
        return dx, dw, db


# ----------------------------------------------------------------------------
# Function assembly.
# ----------------------------------------------------------------------------


def arg_name(path):
    return "%" + path.replace(".", "_")


def make_function(em, args, results):
    """Wrap the emitted body into `func.func @train_step`.  args: list of
    (Val, attr-dict-text or None); results: list of Val."""
    sig = []
    for v, attr in args:
        sig.append("%s: %s%s" % (v.name, v.type, (" " + attr) if attr else ""))
    out = ["// Generated by examples/gen_examples.py -- do not edit by hand.",
           "module {",
           "  func.func @train_step(%s) -> (%s) {" % (
               ",\n      ".join(sig), ", ".join(r.type for r in results))]
    out += em.lines
    out.append('    return %s : %s loc("return")' % (
        ", ".join(r.name for r in results), ", ".join(r.type for r in results)))
    out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


def mse_loss(em, y, target):
    """loss = mean((y - target)^2) as a 0-d tensor."""
    n = 1
    for s in y.shape:
        n *= s
    inv_n = 1.0 / n
    sq = em.reduce(y, keep=(), fn=lambda b, a, t: b.mul(b.sub(a, t), b.sub(a, t)),
                   extra=(target,))
    return em.generic([(sq, ())], (), (), [],
                      lambda b, s, o: b.mul(s, b.const(inv_n)))


def mse_loss_backward(em, y, target, dloss):
    """First ops of the gradient computation: extract the cotangent and form
    dy = dloss * 2/N * (y - target)."""
    n = 1
    for s in y.shape:
        n *= s
    g = em.extract_scalar(dloss)  # first op depending on %dloss
    scale = 2.0 / n

    def body(b, a, t, o):
        return b.mul(b.mul(b.sub(a, t), b.const(scale)), g)

    return em.map(body, y, target)


# ----------------------------------------------------------------------------
# Example 1: MLP
# ----------------------------------------------------------------------------

MLP_BATCH = 512
MLP_WIDTHS = [256, 512, 512, 512, 64]


def build_mlp():
    em = Emitter()
    nl = len(MLP_WIDTHS) - 1
    x = Val("%x", (MLP_BATCH, MLP_WIDTHS[0]))
    target = Val("%target", (MLP_BATCH, MLP_WIDTHS[-1]))
    params = []  # (path, Val)
    for i in range(nl):
        for kind, shape in (("weight", (MLP_WIDTHS[i], MLP_WIDTHS[i + 1])),
                            ("bias", (MLP_WIDTHS[i + 1],))):
            path = "layers.%d.fc.%s" % (i, kind)
            params.append((path, Val(arg_name(path), shape)))
    P = dict(params)
    dloss = Val("%dloss", ())

    # Forward: h_{i+1} = tanh(h_i @ W_i + b_i) for hidden layers, linear last.
    hs = [x]
    em.begin_phase()
    for i in range(nl):
        with em.scope("layers.%d.fc" % i):
            z = em.linear(hs[-1], P["layers.%d.fc.weight" % i], P["layers.%d.fc.bias" % i])
        if i < nl - 1:
            with em.scope("layers.%d.act" % i):
                z = em.map(lambda b, v, o: b.tanh(v), z)
        hs.append(z)
    with em.scope("loss"):
        loss = mse_loss(em, hs[-1], target)

    # Backward.
    em.begin_phase()
    grads = {}
    with em.scope("backward.loss"):
        dz = mse_loss_backward(em, hs[-1], target, dloss)
    for i in reversed(range(nl)):
        with em.scope("backward.layers.%d.fc" % i):
            dh, dw, db = em.linear_backward(hs[i], P["layers.%d.fc.weight" % i], dz,
                                            need_dx=i > 0)
        grads["layers.%d.fc.weight" % i] = dw
        grads["layers.%d.fc.bias" % i] = db
        if i > 0:
            with em.scope("backward.layers.%d.act" % (i - 1)):
                # d tanh: dz = dh * (1 - a^2), a = tanh output = hs[i]
                dz = em.map(lambda b, g, a, o: b.mul(g, b.sub(b.const(1.0), b.mul(a, a))),
                            dh, hs[i])

    args = [(x, None), (target, None)] + [(v, None) for _, v in params] + \
           [(dloss, "{remat.cotangent}")]
    results = [loss] + [grads[p] for p, _ in params]
    return make_function(em, args, results)


# ----------------------------------------------------------------------------
# Example 2: pre-LN transformer decoder stack
# ----------------------------------------------------------------------------

TF_BATCH = 8
TF_SEQ = 128
TF_DMODEL = 128
TF_HEADS = 4
TF_MLP = 4 * TF_DMODEL
TF_LAYERS = 2
TF_EPS = 1e-5
GELU_C = math.sqrt(2.0 / math.pi)
GELU_A = 0.044715


def tf_param_specs():
    """Ordered (path, shape) of all transformer parameters."""
    D, F = TF_DMODEL, TF_MLP
    specs = []
    for l in range(TF_LAYERS):
        p = "layers.%d." % l
        specs += [(p + "ln1.weight", (D,)), (p + "ln1.bias", (D,))]
        for proj in ("q_proj", "k_proj", "v_proj", "o_proj"):
            specs += [(p + "attn.%s.weight" % proj, (D, D)), (p + "attn.%s.bias" % proj, (D,))]
        specs += [(p + "ln2.weight", (D,)), (p + "ln2.bias", (D,))]
        specs += [(p + "mlp.fc1.weight", (D, F)), (p + "mlp.fc1.bias", (F,)),
                  (p + "mlp.fc2.weight", (F, D)), (p + "mlp.fc2.bias", (D,))]
    specs += [("ln_f.weight", (D,)), ("ln_f.bias", (D,))]
    return specs


def layernorm(em, x, gamma, beta):
    """Row-wise layernorm of x [T, D]; returns (y, xhat, rstd)."""
    T, D = x.shape
    inv_d = 1.0 / D
    mean = em.reduce_last(x, fn=lambda b, v: b.mul(v, b.const(inv_d)))
    xc = em.bmap(lambda b, v, m, o: b.sub(v, m), (T, D), [(x, (0, 1)), (mean, (0,))])
    var = em.reduce_last(xc, fn=lambda b, v: b.mul(b.mul(v, v), b.const(inv_d)))
    rstd = em.map(lambda b, v, o: b.div(b.const(1.0), b.sqrt(b.add(v, b.const(TF_EPS)))), var)
    xhat = em.bmap(lambda b, v, r, o: b.mul(v, r), (T, D), [(xc, (0, 1)), (rstd, (0,))])
    y = em.bmap(lambda b, v, g, bb, o: b.add(b.mul(v, g), bb), (T, D),
                [(xhat, (0, 1)), (gamma, (1,)), (beta, (1,))])
    return y, xhat, rstd


def layernorm_backward(em, dy, xhat, rstd, gamma):
    """Returns (dx, dgamma, dbeta) for y = xhat * gamma + beta."""
    T, D = dy.shape
    inv_d = 1.0 / D
    dgamma = em.reduce(dy, keep=(1,), fn=lambda b, g, xh: b.mul(g, xh), extra=(xhat,))
    dbeta = em.reduce(dy, keep=(1,))
    dxhat = em.bmap(lambda b, g, w, o: b.mul(g, w), (T, D), [(dy, (0, 1)), (gamma, (1,))])
    s1 = em.reduce_last(dxhat)
    s2 = em.reduce_last(dxhat, fn=lambda b, g, xh: b.mul(g, xh), extra=(xhat,))

    # dx = rstd * (dxhat - s1/D - xhat * s2/D)
    def body(b, g, xh, a1, a2, r, o):
        k = b.const(inv_d)
        t = b.sub(b.sub(g, b.mul(a1, k)), b.mul(xh, b.mul(a2, k)))
        return b.mul(t, r)

    dx = em.bmap(body, (T, D), [(dxhat, (0, 1)), (xhat, (0, 1)), (s1, (0,)),
                                (s2, (0,)), (rstd, (0,))])
    return dx, dgamma, dbeta


def split_heads(em, x):
    """[B*S, D] -> [B*H, S, dh] via expand_shape, transpose, collapse_shape."""
    B, S, H = TF_BATCH, TF_SEQ, TF_HEADS
    dh = TF_DMODEL // H
    x4 = em.expand(x, [[0, 1], [2, 3]], (B, S, H, dh))
    xt = em.transpose(x4, (0, 2, 1, 3))
    return em.collapse(xt, [[0, 1], [2], [3]])


def merge_heads(em, x):
    """[B*H, S, dh] -> [B*S, D]; inverse of split_heads."""
    B, S, H = TF_BATCH, TF_SEQ, TF_HEADS
    dh = TF_DMODEL // H
    x4 = em.expand(x, [[0, 1], [2], [3]], (B, H, S, dh))
    xt = em.transpose(x4, (0, 2, 1, 3))
    return em.collapse(xt, [[0, 1], [2, 3]])


def gelu_body(b, v):
    """0.5 v (1 + tanh(c (v + a v^3)))."""
    v3 = b.mul(b.mul(v, v), v)
    t = b.tanh(b.mul(b.const(GELU_C), b.add(v, b.mul(b.const(GELU_A), v3))))
    return b.mul(b.mul(b.const(0.5), v), b.add(b.const(1.0), t))


def gelu_grad_body(b, g, v):
    """g * d/dv gelu(v) = g * (0.5 (1 + t) + 0.5 v (1 - t^2) c (1 + 3 a v^2))."""
    v2 = b.mul(v, v)
    u = b.mul(b.const(GELU_C), b.add(v, b.mul(b.const(GELU_A), b.mul(v2, v))))
    t = b.tanh(u)
    half = b.const(0.5)
    du = b.mul(b.const(GELU_C), b.add(b.const(1.0), b.mul(b.const(3.0 * GELU_A), v2)))
    d = b.add(b.mul(half, b.add(b.const(1.0), t)),
              b.mul(b.mul(b.mul(half, v), b.sub(b.const(1.0), b.mul(t, t))), du))
    return b.mul(g, d)


def build_transformer():
    em = Emitter()
    B, S, D, H, F = TF_BATCH, TF_SEQ, TF_DMODEL, TF_HEADS, TF_MLP
    T, BH, dh = B * S, B * H, D // H
    scale = 1.0 / math.sqrt(dh)
    x = Val("%x", (B, S, D))
    target = Val("%target", (B, S, D))
    specs = tf_param_specs()
    P = {path: Val(arg_name(path), shape) for path, shape in specs}
    dloss = Val("%dloss", ())

    em.begin_phase()
    with em.scope("input"):
        h = em.collapse(x, [[0, 1], [2]])
    saved = []  # per-layer residuals for the backward pass
    for l in range(TF_LAYERS):
        p = "layers.%d." % l
        r = {}
        with em.scope(p + "ln1"):
            a, r["xhat1"], r["rstd1"] = layernorm(em, h, P[p + "ln1.weight"], P[p + "ln1.bias"])
        r["a"] = a
        heads = {}
        for nm in ("q", "k", "v"):
            with em.scope(p + "attn.%s_proj" % nm):
                proj = em.linear(a, P[p + "attn.%s_proj.weight" % nm],
                                 P[p + "attn.%s_proj.bias" % nm])
                heads[nm] = split_heads(em, proj)
        r.update(qh=heads["q"], kh=heads["k"], vh=heads["v"])
        with em.scope(p + "attn.scores"):
            kt = em.transpose(heads["k"], (0, 2, 1))
            s = em.batch_matmul(heads["q"], kt)
        with em.scope(p + "attn.softmax"):
            # Causal mask + scale, then a numerically stable softmax.
            def mask_body(b, v, o):
                i, j = b.index(1), b.index(2)
                keep = b.cmpi("ule", j, i)
                return b.select(keep, b.mul(v, b.const(scale)), b.const(float("-inf")))
            sm = em.map(mask_body, s)
            mx = em.reduce_last(sm, kind="max")
            e = em.bmap(lambda b, v, m, o: b.exp(b.sub(v, m)), (BH, S, S),
                        [(sm, (0, 1, 2)), (mx, (0, 1))])
            z = em.reduce_last(e)
            prob = em.bmap(lambda b, v, zz, o: b.div(v, zz), (BH, S, S),
                           [(e, (0, 1, 2)), (z, (0, 1))])
        r["p"] = prob
        with em.scope(p + "attn.context"):
            ctx = merge_heads(em, em.batch_matmul(prob, heads["v"]))
        r["ctx"] = ctx
        with em.scope(p + "attn.o_proj"):
            att = em.linear(ctx, P[p + "attn.o_proj.weight"], P[p + "attn.o_proj.bias"])
        with em.scope(p + "attn.residual"):
            h1 = em.add(h, att)
        with em.scope(p + "ln2"):
            a2, r["xhat2"], r["rstd2"] = layernorm(em, h1, P[p + "ln2.weight"], P[p + "ln2.bias"])
        r["a2"] = a2
        with em.scope(p + "mlp.fc1"):
            f = em.linear(a2, P[p + "mlp.fc1.weight"], P[p + "mlp.fc1.bias"])
        r["f"] = f
        with em.scope(p + "mlp.act"):
            g = em.map(lambda b, v, o: gelu_body(b, v), f)
        r["g"] = g
        with em.scope(p + "mlp.fc2"):
            m = em.linear(g, P[p + "mlp.fc2.weight"], P[p + "mlp.fc2.bias"])
        with em.scope(p + "mlp.residual"):
            h = em.add(h1, m)
        saved.append(r)
    with em.scope("ln_f"):
        y, xhatf, rstdf = layernorm(em, h, P["ln_f.weight"], P["ln_f.bias"])
    with em.scope("loss"):
        t2 = em.collapse(target, [[0, 1], [2]])
        loss = mse_loss(em, y, t2)

    # ---------------- backward ----------------
    em.begin_phase()
    grads = {}
    with em.scope("backward.loss"):
        dy = mse_loss_backward(em, y, t2, dloss)
    with em.scope("backward.ln_f"):
        dh, grads["ln_f.weight"], grads["ln_f.bias"] = layernorm_backward(
            em, dy, xhatf, rstdf, P["ln_f.weight"])
    for l in reversed(range(TF_LAYERS)):
        p = "layers.%d." % l
        bp = "backward." + p
        r = saved[l]
        # MLP branch: h = h1 + fc2(gelu(fc1(ln2(h1)))).
        with em.scope(bp + "mlp.fc2"):
            dg, grads[p + "mlp.fc2.weight"], grads[p + "mlp.fc2.bias"] = em.linear_backward(
                r["g"], P[p + "mlp.fc2.weight"], dh)
        with em.scope(bp + "mlp.act"):
            df = em.map(lambda b, gg, v, o: gelu_grad_body(b, gg, v), dg, r["f"])
        with em.scope(bp + "mlp.fc1"):
            da2, grads[p + "mlp.fc1.weight"], grads[p + "mlp.fc1.bias"] = em.linear_backward(
                r["a2"], P[p + "mlp.fc1.weight"], df)
        with em.scope(bp + "ln2"):
            dx2, grads[p + "ln2.weight"], grads[p + "ln2.bias"] = layernorm_backward(
                em, da2, r["xhat2"], r["rstd2"], P[p + "ln2.weight"])
        with em.scope(bp + "mlp.residual"):
            dh1 = em.add(dh, dx2)
        # Attention branch: h1 = h + o_proj(attn(ln1(h))).
        with em.scope(bp + "attn.o_proj"):
            dctx, grads[p + "attn.o_proj.weight"], grads[p + "attn.o_proj.bias"] = \
                em.linear_backward(r["ctx"], P[p + "attn.o_proj.weight"], dh1)
        with em.scope(bp + "attn.context"):
            dctxh = split_heads(em, dctx)                                  # [BH, S, dh]
            dprob = em.batch_matmul(dctxh, em.transpose(r["vh"], (0, 2, 1)))  # [BH, S, S]
            dvh = em.batch_matmul(em.transpose(r["p"], (0, 2, 1)), dctxh)     # [BH, S, dh]
        with em.scope(bp + "attn.softmax"):
            # ds = p * (dp - sum_j dp*p) * scale  (masked entries have p == 0).
            rs = em.reduce_last(dprob, fn=lambda b, g, pp: b.mul(g, pp), extra=(r["p"],))
            ds = em.bmap(lambda b, g, pp, rr, o: b.mul(b.mul(pp, b.sub(g, rr)), b.const(scale)),
                         (BH, S, S), [(dprob, (0, 1, 2)), (r["p"], (0, 1, 2)), (rs, (0, 1))])
        with em.scope(bp + "attn.scores"):
            dqh = em.batch_matmul(ds, r["kh"])
            dkh = em.batch_matmul(em.transpose(ds, (0, 2, 1)), r["qh"])
        da = None
        for nm, dhead in (("q", dqh), ("k", dkh), ("v", dvh)):
            with em.scope(bp + "attn.%s_proj" % nm):
                dproj = merge_heads(em, dhead)
                dai, grads[p + "attn.%s_proj.weight" % nm], grads[p + "attn.%s_proj.bias" % nm] = \
                    em.linear_backward(r["a"], P[p + "attn.%s_proj.weight" % nm], dproj)
                da = dai if da is None else em.add(da, dai)
        with em.scope(bp + "ln1"):
            dx1, grads[p + "ln1.weight"], grads[p + "ln1.bias"] = layernorm_backward(
                em, da, r["xhat1"], r["rstd1"], P[p + "ln1.weight"])
        if l > 0:  # the gradient w.r.t. the input x itself is not returned
            with em.scope(bp + "attn.residual"):
                dh = em.add(dh1, dx1)

    args = [(x, None), (target, None)] + [(P[path], None) for path, _ in specs] + \
           [(dloss, "{remat.cotangent}")]
    results = [loss] + [grads[path] for path, _ in specs]
    return make_function(em, args, results)


EXAMPLES = {
    "mlp_train_step.mlir": build_mlp,
    "transformer_train_step.mlir": build_transformer,
}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--outdir", default=os.path.dirname(os.path.abspath(__file__)))
    args = ap.parse_args()
    for fname, build in EXAMPLES.items():
        path = os.path.join(args.outdir, fname)
        with open(path, "w") as f:
            f.write(build())
        print("wrote", path)


if __name__ == "__main__":
    main()
