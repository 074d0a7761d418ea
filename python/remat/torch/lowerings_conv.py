"""Lowerings of convolutions and their gradients.

f32 2-d convolutions with groups=1 lower to ``linalg.conv_2d_nchw_fchw`` (the
committed examples); grouped ones to one ``linalg.generic`` with a group loop;
every other convolution (transposed, 1-d, 3-d, bf16/f16 operands) to the
general multiply-accumulate ``linalg.generic`` below.
"""

from __future__ import annotations

import torch

from .fx_nodes import meta_shape
from .ir import EmitError, Val
from .lowerings_common import amap, as_dtype, crop, dilate_pad, result_dt
from .registry import LoweringTable

aten = torch.ops.aten

LOWERINGS = LoweringTable("conv")
register = LOWERINGS.register


# ------------------------------------------------------------ f32 2-d, groups=1
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


def _convolution_2d(em, node):
    """f32 2-d convolution, groups=1: ``linalg.conv_2d_nchw_fchw``."""
    x, w = em.val(node.args[0]), em.val(node.args[1])
    b = em.val(node.args[2]) if node.args[2] is not None else None
    stride, padding, dilation = _conv_params(node, 3)
    out_shape = meta_shape(node)
    xp = em.pad(x, [(0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1])])
    if b is not None:
        init = em.broadcast_to(em.reshape(b, (b.shape[0], 1, 1)), out_shape)
    else:
        init = em.filled(out_shape, 0.0)
    return _conv2d(em, xp, w, stride, dilation, init)


def _convolution_2d_backward(em, node):
    """Gradients of :func:`_convolution_2d`."""
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


@register(aten.convolution.default)
def _convolution(em, node):
    if _general_conv(em, node, 3):
        return _conv_any(em, node)
    stride, padding, dilation, groups = _conv_geom(node, 3)
    if groups == 1:
        return _convolution_2d(em, node)
    x, w = em.val(node.args[0]), em.val(node.args[1])
    b = em.val(node.args[2]) if node.args[2] is not None else None
    N, C, H, W = x.shape
    F, Cg, KH, KW = w.shape
    G = groups
    out_shape = meta_shape(node)
    OH, OW = out_shape[2:]
    xp = em.pad(x, [(0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1])])
    x5 = em.reshape(xp, (N, G, Cg, xp.shape[2], xp.shape[3]))
    w5 = em.reshape(w, (G, F // G, Cg, KH, KW))
    if b is not None:
        init = em.broadcast_to(em.reshape(b, (G, F // G, 1, 1)), (N, G, F // G, OH, OW))
    else:
        init = em.filled((N, G, F // G, OH, OW), 0.0)
    return em.reshape(_grouped_conv(em, x5, w5, stride, dilation, G, init), out_shape)


@register(aten.convolution_backward.default)
def _convolution_backward(em, node):
    if _general_conv(em, node, 4):
        return _conv_any_backward(em, node)
    stride, padding, dilation, groups = _conv_geom(node, 4)
    if groups == 1:
        return _convolution_2d_backward(em, node)
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
        gp = dilate_pad(em, go, s, [KH, KW], d, [Hp, Wp], 0.0)
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
        b32 = as_dtype(em, em.reshape(bias, (G, Fg) + (1,) * r), "f32")
        init = em.broadcast_to(b32, oshape)
    else:
        init = em.filled(oshape, 0.0)
    # loops (n, g, f, out..., c, k...)
    xmap = ["d0", "d1", f"d{c}"] + [f"d{3 + i} * {st[i]} + d{kl[i]} * {d[i]}" for i in range(r)]
    y = _mac(em, oshape, [x5, w5], [xmap, wmap], 3 + r, init, flip=tuple(K) if transposed else None,
             n_loops=4 + 2 * r)
    y = em.reshape(y, meta_shape(node))
    return as_dtype(em, y, result_dt(node))


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
            gq = dilate_pad(em, go, s, list(K), d, padded, 0.0)
            gq5 = em.reshape(gq, (N, G, Fg) + tuple(gq.shape[2:]))
            w5 = em.reshape(w, (G, Fg, Cg) + K)
            # loops (n, g, c, h..., f, k...), the kernel flipped
            gx = _mac(em, (N, G, Cg) + padded, [gq5, w5],
                      [["d0", "d1", f"d{a}"] + [f"d{sl[i]} + d{tl[i]} * {d[i]}" for i in range(r)],
                       ["d1", f"d{a}", "d2"] + [f"-d{tl[i]} + {K[i] - 1}" for i in range(r)]],
                      3 + r, em.filled((N, G, Cg) + padded, 0.0), flip=K, n_loops=n_loops)
            res[0] = crop(em, em.reshape(gx, (N, C) + padded), p, sp)
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
            res[i] = as_dtype(em, res[i], result_dt(node, i))
    return res
