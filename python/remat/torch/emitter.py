"""remat's own FX (core ATen joint graph) -> upstream MLIR text emitter.

Writes only func, arith, math, tensor and linalg ops with static shapes.
Arguments keep their dtype (f32, bf16/f16, i64/i32 ids and labels, i1 masks); every
result gets the dtype PyTorch gives it.
Sub-graphs that do not depend on a runtime argument (masks, rotary tables,
position ids, buffers) are evaluated with PyTorch and emitted as constants.

Each other node is lowered by the function :data:`remat.torch.lowerings.TABLE`
gives its op; the lowerings call back into the :class:`Emitter` they are given
(``em.generic``, ``em.reduce``, ...) and never import this module.
"""

from __future__ import annotations

import itertools
import math
import operator

import numpy as np
import torch
import torch.fx

from .fx_nodes import UnsupportedOp, dropout_active, meta_dt, meta_shape, node_loc, op_name
from .ir import (
    ELEMENT_TYPE,
    FLOAT_BITS,
    INT_BITS,
    SEED_ARG,
    EmitError,
    Val,
    fmt_f32,
    fmt_float,
    is_float,
    mlir_loc,
    tensor_ty,
)
from .lowerings import TABLE

# Public names of this module, including those defined in ir.py / fx_nodes.py that
# tests, benchmarks and docs import from here (e.g. remat.torch.emitter.UnsupportedOp).
__all__ = ["GEN_MIN", "I1_HEX_MIN", "SEED_ARG", "EmitError", "Emitter", "UnsupportedOp", "Val",
           "index_pattern", "is_float", "op_name", "tensor_ty"]

aten = torch.ops.aten

# i1 constants with more elements than this are written as bit-packed hex (smaller ones, e.g.
# the masks of the committed examples, as true/false lists)
I1_HEX_MIN = 4096
# Trace-time constants with more elements than this that are a function of their element's
# indices (arange / position ids: an integer affine function; one-hots and causal masks: two
# values chosen by comparing an affine function of the indices with a constant) are
# generated in the IR by a ``linalg.generic`` over ``linalg.index`` instead of written as
# literals: a 1024 x 1024 position one-hot is one op, not 8 MB of hex. Smaller ones (those
# of the committed examples) stay literals.
GEN_MIN = 4096


def index_pattern(t: torch.Tensor):
    """How ``t`` follows from its element indices ``i``, or None:

    * ``("affine", c0, coeffs)``: ``t[i] = c0 + sum_k coeffs[k] * i[k]`` (integer tensors, and
      f32 ones whose values are integers below 2^24, exact in f32);
    * ``("cmp", pred, coeffs, c, v_true, v_false)``: ``t[i] = v_true if g(i) pred c else
      v_false`` with ``g(i) = sum_k coeffs[k] * i[k]``, coefficients in {-1, 0, 1}, ``pred``
      one of ``eq``, ``sge``, ``sle`` (one-hots, causal and sliding-window masks).
    """
    shape = tuple(t.shape)
    if t.numel() < 2 or len(shape) == 0:
        return None
    if t.dtype == torch.bool:
        a = t.numpy()
    elif t.is_floating_point():
        a = t.float().numpy().astype(np.float64)
    else:
        a = t.long().numpy()
    grids = [np.arange(n, dtype=np.int64).reshape([-1 if k == j else 1 for j in range(len(shape))])
             for k, n in enumerate(shape)]

    def combine(coeffs):
        g = np.zeros([1] * len(shape), dtype=np.int64)
        for c, grid in zip(coeffs, grids):
            if c:
                g = g + c * grid
        return np.broadcast_to(g, shape)

    exact_ints = t.dtype in (torch.int64, torch.int32) or (
        t.dtype == torch.float32 and bool(np.all(np.abs(a) < 2 ** 24))
        and bool(np.all(a == np.round(a))))
    if exact_ints:
        ai = a.astype(np.int64)
        c0 = int(ai.flat[0])
        coeffs = []
        for k, n in enumerate(shape):
            e = [0] * len(shape)
            if n > 1:
                e[k] = 1
            coeffs.append(int(ai[tuple(e)]) - c0 if n > 1 else 0)
        if np.array_equal(ai, c0 + combine(coeffs)):
            return ("affine", c0, coeffs)
    values = np.unique(a)
    if len(values) != 2 or (t.is_floating_point() and np.isnan(a).any()):
        return None
    # dims along which the tensor varies (the others get coefficient 0)
    varying = [k for k, n in enumerate(shape)
               if n > 1 and not np.array_equal(a, np.broadcast_to(np.take(a, [0], axis=k), shape))]
    if not varying or len(varying) > 4:
        return None
    for v_true, v_false in ((values[1], values[0]), (values[0], values[1])):
        m = a == v_true
        for signs in itertools.product((1, -1, 0), repeat=len(varying)):
            if not any(signs):
                continue
            coeffs = [0] * len(shape)
            for k, c in zip(varying, signs):
                coeffs[k] = c
            g = combine(coeffs)
            gt = g[m]
            lo, hi = int(gt.min()), int(gt.max())
            if lo == hi and np.array_equal(m, g == lo):
                return ("cmp", "eq", coeffs, lo, v_true.item(), v_false.item())
            if np.array_equal(m, g >= lo):
                return ("cmp", "sge", coeffs, lo, v_true.item(), v_false.item())
            if np.array_equal(m, g <= hi):
                return ("cmp", "sle", coeffs, hi, v_true.item(), v_false.item())
    return None


class _Body:
    """Builds the scalar body of a linalg.generic."""

    def __init__(self, em: "Emitter"):
        self.em = em
        self.lines: list[str] = []

    def op(self, text: str) -> str:
        n = self.em.fresh("s")
        self.lines.append(f"{n} = {text}")
        return n

    def cst(self, v, dt="f32") -> str:
        if dt == "f32":
            return self.op(f"arith.constant {fmt_f32(v)} : f32")
        if is_float(dt):
            return self.op(f"arith.constant {fmt_float(v, dt)} : {dt}")
        if dt == "i1":
            return self.op(f"arith.constant {'true' if v else 'false'}")
        return self.op(f"arith.constant {int(v)} : {dt}")

    # --- arithmetic helpers (f32 unless ``dt`` names an integer type)
    def arith(self, kind, a, b, dt="f32"):
        if is_float(dt):
            op = {"add": "addf", "sub": "subf", "mul": "mulf", "div": "divf",
                  "max": "maximumf", "min": "minimumf"}[kind]
        elif dt == "i1":
            op = {"add": "ori", "mul": "andi", "max": "ori", "min": "andi", "sub": "xori"}[kind]
        else:
            op = {"add": "addi", "sub": "subi", "mul": "muli", "div": "divsi",
                  "max": "maxsi", "min": "minsi"}[kind]
        return self.op(f"arith.{op} {a}, {b} : {dt}")

    def add(self, a, b, dt="f32"): return self.arith("add", a, b, dt)
    def sub(self, a, b, dt="f32"): return self.arith("sub", a, b, dt)
    def mul(self, a, b, dt="f32"): return self.arith("mul", a, b, dt)
    def div(self, a, b, dt="f32"): return self.arith("div", a, b, dt)

    def index(self, dim: int) -> str:
        """The loop index ``dim`` of the enclosing linalg.generic as an i64."""
        i = self.op(f"linalg.index {dim} : index")
        return self.op(f"arith.index_cast {i} : index to i64")
    def neg(self, a): return self.op(f"arith.negf {a} : f32")
    def math(self, fn, a): return self.op(f"math.{fn} {a} : f32")

    def erf(self, x):
        # Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7); math.erf has no LLVM lowering.
        ax = self.math("absf", x)
        one = self.cst(1.0)
        t = self.div(one, self.add(one, self.mul(self.cst(0.3275911), ax)))
        coeffs = [1.061405429, -1.453152027, 1.421413741, -0.284496736, 0.254829592]
        poly = self.cst(coeffs[0])
        for c in coeffs[1:]:
            poly = self.add(self.mul(poly, t), self.cst(c))
        poly = self.mul(poly, t)
        e = self.math("exp", self.neg(self.mul(ax, ax)))
        y = self.sub(one, self.mul(poly, e))
        return self.op(f"math.copysign {y}, {x} : f32")

    def to(self, v, src, dst):
        if src == dst:
            return v
        if is_float(dst) and is_float(src):
            if FLOAT_BITS[src] < FLOAT_BITS[dst]:
                return self.op(f"arith.extf {v} : {src} to {dst}")
            return self.op(f"arith.truncf {v} : {src} to {dst}")
        if is_float(dst):
            if src == "i1":
                return self.op(f"arith.uitofp {v} : i1 to {dst}")
            return self.op(f"arith.sitofp {v} : {src} to {dst}")
        if dst == "i1":
            if is_float(src):
                z = self.cst(0.0, src)
                return self.op(f"arith.cmpf une, {v}, {z} : {src}")
            z = self.cst(0, src)
            return self.op(f"arith.cmpi ne, {v}, {z} : {src}")
        if src == "i1":
            return self.op(f"arith.extui {v} : i1 to {dst}")
        if is_float(src):
            return self.op(f"arith.fptosi {v} : {src} to {dst}")
        if INT_BITS[src] < INT_BITS[dst]:
            return self.op(f"arith.extsi {v} : {src} to {dst}")
        return self.op(f"arith.trunci {v} : {src} to {dst}")


class Emitter:
    def __init__(self, gm: torch.fx.GraphModule, const_placeholders: dict[str, torch.Tensor],
                 cotangent: str = "tangents_1", func_name: str = "train_step",
                 arg_comments: dict[str, str] | None = None, name_values: bool = False,
                 arg_ranges: dict[str, tuple[int, int]] | None = None):
        self.gm = gm
        # placeholder name -> [lo, hi) written as the argument's remat.range
        self.arg_ranges = arg_ranges or {}
        # Tag the result of every FX node that does not depend on the cotangent
        # with ``remat.name "<fx node name>"`` (for ``#remat.policy<save_names[...]>``).
        self.name_values = name_values
        self.const_ph = const_placeholders
        self.cotangent = cotangent
        self.func_name = func_name
        self.arg_comments = arg_comments or {}
        self.lines: list[str] = []
        self.env: dict[torch.fx.Node, object] = {}
        self.consts: dict[torch.fx.Node, object] = {}
        self._n = 0
        self.loc = 'loc(unknown)'

    # ------------------------------------------------------------------ utils
    def fresh(self, p="t") -> str:
        self._n += 1
        return f"%{p}{self._n}"

    def emit(self, text: str, with_loc=True) -> None:
        self.lines.append("    " + text + (" " + self.loc if with_loc else ""))

    def val(self, a):
        """Runtime value of an FX argument (Val), materializing constants."""
        if isinstance(a, torch.fx.Node):
            if a in self.env:
                return self.env[a]
            if a in self.consts:
                c = self.consts[a]
                if isinstance(c, torch.Tensor):
                    v = self.const_tensor(c)
                    self.env[a] = v
                    return v
                return c
            raise EmitError(f"no value for {a}")
        return a

    def const_tensor(self, t: torch.Tensor) -> Val:
        t = t.detach().contiguous()
        if t.dtype not in ELEMENT_TYPE:
            t = t.float() if t.is_floating_point() else t.long()
        dt = ELEMENT_TYPE[t.dtype]
        shape = tuple(t.shape)
        name = self.fresh("cst")
        flat = t.reshape(-1)
        if flat.numel() > 0 and bool((flat == flat[0]).all()) or flat.numel() == 0:
            v0 = flat[0].item() if flat.numel() else 0
            lit = self._scalar_lit(v0, dt)
            self.emit(f"{name} = arith.constant dense<{lit}> : {tensor_ty(shape, dt)}")
        elif flat.numel() > GEN_MIN and (pattern := index_pattern(t)) is not None:
            return self._generate(t, pattern, dt)
        elif dt == "i1" and flat.numel() > I1_HEX_MIN:
            # bit-packed hex (8 elements a byte, first element in the lowest bit), as MLIR's
            # dense hex form for i1 reads it: a causal mask of 1024 x 1024 takes 256 kB, not 7 MB
            bits = np.packbits(flat.numpy().astype(np.uint8), bitorder="little")
            self.emit(f'{name} = arith.constant dense<"0x{bits.tobytes().hex().upper()}"> : '
                      f'{tensor_ty(shape, dt)}')
        elif dt == "i1":
            lit = ", ".join("true" if b else "false" for b in flat.tolist())
            inner = self._nest(lit.split(", "), shape)
            self.emit(f"{name} = arith.constant dense<{inner}> : {tensor_ty(shape, dt)}")
        else:
            if dt in ("bf16", "f16"):
                raw = np.ascontiguousarray(t.view(torch.int16).numpy(), dtype="<i2").tobytes()
            else:
                npdt = {"f32": np.float32, "i64": np.int64, "i32": np.int32}[dt]
                raw = np.ascontiguousarray(t.numpy(), dtype=np.dtype(npdt).newbyteorder("<")).tobytes()
            self.emit(f'{name} = arith.constant dense<"0x{raw.hex().upper()}"> : {tensor_ty(shape, dt)}')
        return Val(name, shape, dt)

    def _generate(self, t: torch.Tensor, pattern, dt: str) -> Val:
        """The constant ``t`` as a ``linalg.generic`` over ``linalg.index`` (``index_pattern``)."""
        shape = tuple(t.shape)

        def affine(b, coeffs, c0=0):
            acc = None
            for k, c in enumerate(coeffs):
                if not c:
                    continue
                term = b.index(k)
                if c not in (1, -1):
                    term = b.mul(term, b.cst(abs(c), "i64"), "i64")
                if acc is None:
                    acc = term if c > 0 else b.sub(b.cst(0, "i64"), term, "i64")
                else:
                    acc = b.add(acc, term, "i64") if c > 0 else b.sub(acc, term, "i64")
            if acc is None:
                return b.cst(c0, "i64")
            return b.add(acc, b.cst(c0, "i64"), "i64") if c0 else acc

        def body(b, _args, _o):
            if pattern[0] == "affine":
                _, c0, coeffs = pattern
                return b.to(affine(b, coeffs, c0), "i64", dt)
            _, pred, coeffs, c, v_true, v_false = pattern
            cond = b.op(f"arith.cmpi {pred}, {affine(b, coeffs)}, {b.cst(c, 'i64')} : i64")
            if dt == "i1":
                return cond if v_true else b.op(f"arith.xori {cond}, {b.cst(True, 'i1')} : i1")
            return b.op(f"arith.select {cond}, {b.cst(v_true, dt)}, {b.cst(v_false, dt)} : {dt}")

        return self.generic(shape, dt, [], body)

    @staticmethod
    def _nest(items, shape):
        if len(shape) == 0:
            return items[0]
        if len(shape) == 1:
            return "[" + ", ".join(items) + "]"
        step = len(items) // shape[0]
        return "[" + ", ".join(Emitter._nest(items[i * step:(i + 1) * step], shape[1:])
                               for i in range(shape[0])) + "]"

    @staticmethod
    def _scalar_lit(v, dt):
        if is_float(dt):
            return fmt_float(v, dt)
        if dt == "i1":
            return "true" if v else "false"
        return str(int(v))

    # fx_nodes.meta_shape / meta_dt, also reachable as Emitter.meta_shape / meta_dt
    meta_shape = staticmethod(meta_shape)
    meta_dt = staticmethod(meta_dt)

    # ------------------------------------------------------- tensor builders
    def empty(self, shape, dt="f32") -> str:
        n = self.fresh()
        self.emit(f"{n} = tensor.empty() : {tensor_ty(shape, dt)}")
        return n

    def filled(self, shape, value, dt="f32") -> Val:
        e = self.empty(shape, dt)
        c = self.fresh("c")
        if dt == "i1":
            self.emit(f"{c} = arith.constant {self._scalar_lit(value, dt)}")
        else:
            self.emit(f"{c} = arith.constant {self._scalar_lit(value, dt)} : {dt}")
        n = self.fresh()
        self.emit(f"{n} = linalg.fill ins({c} : {dt}) outs({e} : {tensor_ty(shape, dt)}) -> {tensor_ty(shape, dt)}")
        return Val(n, tuple(shape), dt)

    def generic(self, out_shape, out_dt, inputs, body_fn, iter_types=None, in_maps=None,
                out_map=None, init: Val | None = None) -> Val:
        """linalg.generic over out_shape (parallel) with numpy broadcasting of
        inputs; ``inputs`` are Val or python scalars; body_fn(body, args)->ssa."""
        rank = len(out_shape)
        dims = [f"d{i}" for i in range(rank)] if in_maps is None else None
        tensors, maps, scalars = [], [], []
        arg_slots = []
        for k, x in enumerate(inputs):
            if isinstance(x, Val):
                if in_maps is not None:
                    m = in_maps[k]
                else:
                    off = rank - len(x.shape)
                    res = []
                    for i, s in enumerate(x.shape):
                        res.append("0" if (s == 1 and out_shape[off + i] != 1) else dims[off + i])
                    m = f"affine_map<({', '.join(dims)}) -> ({', '.join(res)})>"
                arg_slots.append(("t", len(tensors)))
                tensors.append(x)
                maps.append(m)
            else:
                arg_slots.append(("s", x))
        n_iter = rank if iter_types is None else len(iter_types)
        idims = ", ".join(f"d{i}" for i in range(n_iter))
        if out_map is None:
            out_map = f"affine_map<({idims}) -> ({', '.join(f'd{i}' for i in range(rank))})>"
        it = iter_types or ["parallel"] * rank
        if init is None:
            outs_name = self.empty(out_shape, out_dt)
        else:
            outs_name = init.name
        body = _Body(self)
        bargs = [self.fresh("in") for _ in tensors]
        oarg = self.fresh("out")
        args = []
        for kind, x in arg_slots:
            if kind == "t":
                args.append((bargs[x], tensors[x].dt))
            else:
                args.append((x, None))
        result = body_fn(body, args, oarg)
        n = self.fresh()
        oty = tensor_ty(out_shape, out_dt)
        maps_s = ", ".join(maps + [out_map])
        its = ", ".join(f'"{t}"' for t in it)
        ins = ""
        if tensors:
            ins = " ins(" + ", ".join(t.name for t in tensors) + " : " + ", ".join(t.ty for t in tensors) + ")"
        bb = ", ".join([f"{a}: {t.dt}" for a, t in zip(bargs, tensors)] + [f"{oarg}: {out_dt}"])
        self.lines.append(f"    {n} = linalg.generic {{indexing_maps = [{maps_s}], iterator_types = [{its}]}}"
                          f"{ins} outs({outs_name} : {oty}) {{")
        self.lines.append(f"    ^bb0({bb}):")
        for l in body.lines:
            self.lines.append("      " + l)
        self.lines.append(f"      linalg.yield {result} : {out_dt}")
        self.lines.append(f"    }} -> {oty} {self.loc}")
        return Val(n, tuple(out_shape), out_dt)

    def pointwise(self, out_shape, out_dt, inputs, fn, compute_dt=None) -> Val:
        """fn(body, *scalar_ssa_values) with all inputs converted to compute_dt."""
        cdt = compute_dt or out_dt

        def body_fn(b, args, _o):
            vals = []
            for a, dt in args:
                if dt is None:
                    vals.append(b.cst(a, cdt) if not isinstance(a, str) else a)
                else:
                    vals.append(b.to(a, dt, cdt))
            r = fn(b, *vals)
            return b.to(r, cdt if not getattr(fn, "_returns_i1", False) else "i1", out_dt)

        return self.generic(out_shape, out_dt, inputs, body_fn)

    def reshape(self, x: Val, shape) -> Val:
        shape = tuple(shape)
        if x.shape == shape:
            return x
        assert int(np.prod(x.shape)) == int(np.prod(shape)), (x.shape, shape)
        groups = _reassoc(x.shape, shape)
        if groups is not None:
            kind, re = groups
            n = self.fresh()
            r = "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in re) + "]"
            if kind == "collapse":
                self.emit(f"{n} = tensor.collapse_shape {x.name} {r} : {x.ty} into {tensor_ty(shape, x.dt)}")
            else:
                self.emit(f"{n} = tensor.expand_shape {x.name} {r} output_shape [{', '.join(map(str, shape))}]"
                          f" : {x.ty} into {tensor_ty(shape, x.dt)}")
            return Val(n, shape, x.dt)
        numel = int(np.prod(x.shape))
        flat = self.reshape(x, (numel,))
        return self.reshape(flat, shape)

    def transpose(self, x: Val, perm) -> Val:
        perm = [p % len(x.shape) for p in perm]
        if perm == list(range(len(perm))):
            return x
        shape = tuple(x.shape[p] for p in perm)
        e = self.empty(shape, x.dt)
        n = self.fresh()
        self.emit(f"{n} = linalg.transpose ins({x.name} : {x.ty}) outs({e} : {tensor_ty(shape, x.dt)})"
                  f" permutation = [{', '.join(map(str, perm))}]")
        return Val(n, shape, x.dt)

    def broadcast_to(self, x: Val, shape) -> Val:
        shape = tuple(shape)
        if x.shape == shape:
            return x
        return self.generic(shape, x.dt, [x], lambda b, a, o: a[0][0])

    def reduce(self, x: Val, dims, keepdim: bool, kind="add", scale=None, out_dt="f32") -> Val:
        """Reduce ``x`` over ``dims`` (all when empty/None): kind add, max, min, or
        (any), and (all); accumulates in ``out_dt``."""
        rank = len(x.shape)
        dims = sorted({d % rank for d in dims}) if dims is not None and len(dims) else list(range(rank))
        out_shape = tuple(s for i, s in enumerate(x.shape) if i not in dims)
        if kind in ("or", "and"):
            out_dt = "i1"
        if is_float(out_dt):
            init_v = {"add": 0.0, "max": -math.inf, "min": math.inf}[kind]
        elif out_dt == "i1":
            init_v = {"or": False, "and": True, "add": False, "max": False, "min": True}[kind]
        else:
            big = (1 << (INT_BITS[out_dt] - 1))
            init_v = {"add": 0, "max": -big, "min": big - 1}[kind]
        init = self.filled(out_shape, init_v, out_dt)
        idims = [f"d{i}" for i in range(rank)]
        in_map = f"affine_map<({', '.join(idims)}) -> ({', '.join(idims)})>"
        out_map = f"affine_map<({', '.join(idims)}) -> ({', '.join(idims[i] for i in range(rank) if i not in dims)})>"
        its = ["reduction" if i in dims else "parallel" for i in range(rank)]

        def body(b, args, o):
            a = b.to(args[0][0], args[0][1], out_dt)
            if kind == "add":
                return b.add(o, a, out_dt)
            if kind == "or":
                return b.op(f"arith.ori {o}, {a} : i1")
            if kind == "and":
                return b.op(f"arith.andi {o}, {a} : i1")
            if is_float(out_dt):
                return b.op(f"arith.{'maximumf' if kind == 'max' else 'minimumf'} {o}, {a} : {out_dt}")
            return b.arith(kind, o, a, out_dt)

        r = self.generic(out_shape, out_dt, [x], body, iter_types=its, in_maps=[in_map], out_map=out_map, init=init)
        if scale is not None:
            r = self.pointwise(out_shape, out_dt, [r, scale], lambda b, a, s: b.mul(a, s, out_dt))
        if keepdim:
            r = self.reshape(r, tuple(1 if i in dims else s for i, s in enumerate(x.shape)))
        return r

    def matmul(self, a: Val, b: Val, batch=False, init: Val | None = None) -> Val:
        if batch:
            shape = (a.shape[0], a.shape[1], b.shape[2])
            op = "linalg.batch_matmul"
        else:
            shape = (a.shape[0], b.shape[1])
            op = "linalg.matmul"
        if init is None:
            init = self.filled(shape, 0.0)
        elif init.dt != "f32":  # bf16/f16 operands accumulate in f32 (rounded by the caller)
            init = self.pointwise(init.shape, "f32", [init], lambda b, x: x, compute_dt=init.dt)
        n = self.fresh()
        self.emit(f"{n} = {op} ins({a.name}, {b.name} : {a.ty}, {b.ty}) outs({init.name} : {init.ty}) -> {init.ty}")
        return Val(n, shape, "f32")

    def extract_slice(self, x: Val, offsets, sizes, strides) -> Val:
        n = self.fresh()
        shape = tuple(sizes)
        self.emit(f"{n} = tensor.extract_slice {x.name}[{', '.join(map(str, offsets))}] "
                  f"[{', '.join(map(str, sizes))}] [{', '.join(map(str, strides))}] : {x.ty} to {tensor_ty(shape, x.dt)}")
        return Val(n, shape, x.dt)

    def insert_slice(self, src: Val, dst: Val, offsets, strides=None) -> Val:
        strides = strides or [1] * len(dst.shape)
        n = self.fresh()
        self.emit(f"{n} = tensor.insert_slice {src.name} into {dst.name}[{', '.join(map(str, offsets))}] "
                  f"[{', '.join(map(str, src.shape))}] [{', '.join(map(str, strides))}] : {src.ty} into {dst.ty}")
        return Val(n, dst.shape, dst.dt)

    def pad(self, x: Val, pads, value=0.0) -> Val:
        """Pad x with ``value`` (zero by default); pads is a list of (lo, hi) per dim."""
        if all(lo == 0 and hi == 0 for lo, hi in pads):
            return x
        shape = tuple(s + lo + hi for s, (lo, hi) in zip(x.shape, pads))
        z = self.filled(shape, value, x.dt)
        return self.insert_slice(x, z, [lo for lo, _ in pads])

    # ------------------------------------------------------------ top level
    def run(self) -> str:
        g = self.gm.graph
        self._fold_constants()
        args_sig = []
        primal_idx = 0
        for node in g.nodes:
            if node.op != "placeholder":
                continue
            if node.name in self.const_ph:
                continue
            shape = self.meta_shape(node)
            dt = self.meta_dt(node)
            name = "%" + node.name
            self.env[node] = Val(name, shape, dt)
            if node.name == self.cotangent and self.needs_seed():
                # remat.seed: the runners give it --seed (docs/TorchExporter.md)
                args_sig.append(f"%{SEED_ARG}: tensor<i64> {{remat.seed}}")
            attr = " {remat.cotangent}" if node.name == self.cotangent else ""
            if node.name in self.arg_ranges:
                lo, hi = self.arg_ranges[node.name]
                attr = f" {{remat.range = [{lo}, {hi}]}}"
            args_sig.append(f"{name}: {tensor_ty(shape, dt)}{attr}")
            primal_idx += 1
        outputs = None
        needs_cotangent = self.cotangent_dependent() if self.name_values else set()
        for node in g.nodes:
            if node.op in ("placeholder", "get_attr"):
                continue
            if node.op == "output":
                outputs = node.args[0]
                continue
            if node in self.consts:
                continue
            self.loc = mlir_loc(node_loc(node))
            try:
                r = self.lower(node)
            except UnsupportedOp:
                raise
            except EmitError as e:
                raise UnsupportedOp(node, str(e)) from None
            except Exception as e:  # pragma: no cover - diagnostics
                raise UnsupportedOp(node, f"internal error {e!r}") from e
            if r is not None:
                if self.name_values and isinstance(r, Val) and node not in needs_cotangent:
                    r = self.name_value(node.name, r)
                self.env[node] = r
        self.loc = mlir_loc("root.output")
        results = []
        for o in outputs:
            if o is None:
                continue
            v = self.val(o)
            if not isinstance(v, Val):
                v = self.const_tensor(torch.as_tensor(v))
            results.append(v)
        head = []
        for k, c in self.arg_comments.items():
            head.append(f"// {k}: {c}")
        sig = ",\n    ".join(args_sig)
        rty = ", ".join(v.ty for v in results)
        out = ["module {"] + ["  " + h for h in head]
        out.append(f"  func.func @{self.func_name}(\n    {sig}\n  ) -> ({rty}) {{")
        out += self.lines
        out.append(f"    return {', '.join(v.name for v in results)} : {rty} {self.loc}")
        out.append("  }")
        out.append("}")
        return "\n".join(out) + "\n"

    def dropout_nodes(self) -> list:
        """native_dropout nodes that draw a mask at run time, in graph (execution) order;
        their position is the op id of the dropout generator."""
        if not hasattr(self, "_dropouts"):
            self._dropouts = [n for n in self.gm.graph.nodes
                              if n.op == "call_function" and n.target is aten.native_dropout.default
                              and n not in self.consts and dropout_active(n)]
        return self._dropouts

    def needs_seed(self) -> bool:
        return bool(self.dropout_nodes())

    def cotangent_dependent(self) -> set:
        """FX nodes that (transitively) read the cotangent placeholder."""
        dep = set()
        for node in self.gm.graph.nodes:
            if (node.op == "placeholder" and node.name == self.cotangent) or \
                    any(i in dep for i in node.all_input_nodes):
                dep.add(node)
        return dep

    def name_value(self, name: str, v: Val) -> Val:
        """``%n = remat.name "<name>" %v``: the value under a name a policy can list."""
        n = self.fresh("n")
        self.emit(f'{n} = remat.name "{name}" {v.name} : {v.ty}')
        return Val(n, v.shape, v.dt)

    def _fold_constants(self):
        for node in self.gm.graph.nodes:
            if node.op == "placeholder" and node.name in self.const_ph:
                self.consts[node] = self.const_ph[node.name]
            elif node.op == "get_attr":
                self.consts[node] = getattr(self.gm, node.target)
            elif node.op == "call_function":
                ins = node.all_input_nodes
                if node.target in _RANDOM_OPS:
                    continue
                if all(i in self.consts for i in ins):
                    if node.target in (aten.empty_permuted.default, aten.empty.memory_format,
                                       aten.empty_strided.default):
                        v = node.meta["val"]
                        self.consts[node] = torch.zeros(v.shape, dtype=v.dtype)
                        continue
                    if node.target is aten._assert_tensor_metadata.default:
                        self.consts[node] = None
                        continue
                    args = torch.fx.node.map_arg(node.args, lambda n: self.consts[n])
                    kwargs = torch.fx.node.map_arg(node.kwargs, lambda n: self.consts[n])
                    self.consts[node] = node.target(*args, **kwargs)

    # -------------------------------------------------------------- lowering
    def lower(self, node: torch.fx.Node):
        t = node.target
        fn = TABLE.get(t)
        if fn is None:
            if t is operator.getitem:
                return self.val(node.args[0])[node.args[1]]
            raise UnsupportedOp(node)
        r = fn(self, node)
        # every result in the dtype PyTorch gives it (e.g. a bf16 matmul accumulates
        # in f32 and rounds its result to bf16, as PyTorch's CPU kernels do)
        v = node.meta.get("val")
        if isinstance(r, Val) and isinstance(v, torch.Tensor) and v.dtype in ELEMENT_TYPE and \
                ELEMENT_TYPE[v.dtype] != r.dt:
            r = self.pointwise(r.shape, ELEMENT_TYPE[v.dtype], [r], lambda b, x: x, compute_dt=r.dt)
        return r


_RANDOM_OPS = (aten.native_dropout.default,)


def _reassoc(src, dst):
    """Reassociation for a pure collapse or expand between static shapes, or None."""
    def groups(big, small):
        # greedy: partition big dims into len(small) contiguous groups whose
        # products match; trailing unit dims join the last group
        res, i = [], 0
        for s in small:
            g, p = [], 1
            while i < len(big):
                g.append(i)
                p *= big[i]
                i += 1
                if p >= s:
                    break
            if p != s or not g:
                return None
            res.append(g)
        if i != len(big):
            if all(big[j] == 1 for j in range(i, len(big))):
                res[-1].extend(range(i, len(big)))
            else:
                return None
        return res

    if len(dst) < len(src):
        if len(dst) == 0:
            return ("collapse", []) if all(s == 1 for s in src) else None
        r = groups(src, dst)
        return ("collapse", r) if r else None
    if len(dst) > len(src):
        if len(src) == 0:
            return ("expand", []) if all(s == 1 for s in dst) else None
        r = groups(dst, src)
        return ("expand", r) if r else None
    return None
