"""Random, valid training-step programs for the differential fuzzer.

Upstream func/arith/math/tensor/linalg/scf with optional remat.checkpoint
regions; `generate(seed)` is deterministic in its seed (see remat_fuzz.py).
"""

import random
import re

DIMS = [4, 8, 16, 32]
# Reshapes can make a gradient [32768, 1]; a weight gradient of two such
# would be an outer product of 4 GiB, which the runner rightly refuses:
# matmuls whose result is larger are replaced by an elementwise op.
MAX_MATMUL_ELEMENTS = 1 << 20
POLICIES = ["recompute_all", "save_dots", "save_dots_no_batch"]
AUTO_SOLVERS = ["greedy", "auto", "chain", "block-chain", "all", "sqrt-n"]
BASELINE_SOLVERS = {"none", "all", "sqrt-n"}


def ttype(shape, dtype="f32"):
    if not shape:
        return f"tensor<{dtype}>"
    return "tensor<" + "x".join(str(d) for d in shape) + f"x{dtype}>"


def ident_map(rank):
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ({dims})>"


class Record:
    """One logical op (possibly several lines: empty, fill, matmul)."""

    def __init__(self, rid, lines, result, shape, uses, fwd, layer=None, dot=False):
        self.id = rid
        self.lines = lines
        self.result = result
        self.shape = shape
        self.uses = uses
        self.fwd = fwd
        self.layer = layer
        self.dot = dot
        self.view_of = None  # the operand this record is a reshape of


class Generator:
    def __init__(self, seed, explicit=None, scf=None, alias_results=False, ext=None, loss=None):
        self.rng = random.Random(seed)
        r = self.rng
        self.args = []  # (name, shape)
        self.records = []
        self.next_id = 0
        self.fwd_values = []  # (name, shape)
        self.grad_values = []
        self.explicit = r.random() < 0.35 if explicit is None else explicit
        self.use_scf = r.random() < 0.3 if scf is None else scf
        self.names = []  # remat.name tags used
        self.alias_results = alias_results
        # Constructs of programs remat did not write (torch-mlir's
        # linalg-on-tensors output, hand-written steps). Drawn from their own
        # stream: with every flag off, a seed gives the program it gave before
        # these generators existed.
        x = random.Random(seed * 104729 + 17)
        self.ext = x.random() < 0.6 if ext is None else ext
        self.loss_mode = (x.random() < 0.4) if loss is None else loss
        self.loss_marked = x.random() < 0.6
        self.loss_late = x.random() < 0.4
        # One tensor.empty / linalg.fill per shape shared by several ops (as
        # torch-mlir emits them); outside regions only (regions are isolated).
        self.share = x.random() < 0.5 and not self.explicit and ext is not False
        self.dead = self.ext and x.random() < 0.6
        self.shared_empty = {}
        self.shared_fill = {}
        self.arg_dtype = {}
        self.view_results = []
        self.arg_attrs = {}  # argument name -> attribute text (sharded mode only)

    # -- helpers ---------------------------------------------------------
    def new_arg(self, shape, dtype="f32"):
        name = f"%a{len(self.args)}"
        self.args.append((name, shape))
        if dtype != "f32":
            self.arg_dtype[name] = dtype
        return name

    def vtype(self, name, shape):
        return ttype(shape, self.arg_dtype.get(name, "f32"))

    def rid(self):
        self.next_id += 1
        return self.next_id

    def loc(self, fwd, layer, what):
        if fwd:
            return f' loc("layers.{layer}.{what}")'
        return f' loc("backward.{layer}")'

    def add(self, lines, result, shape, uses, fwd, layer, dot=False, rid=None, value=True):
        rec = Record(rid if rid is not None else self.rid(), lines, result, shape,
                     uses, fwd, layer, dot)
        self.records.append(rec)
        if value:  # dead ops (value=False) are never read or returned
            (self.fwd_values if fwd else self.grad_values).append((result, shape))
        return result

    def out_init(self, rid, shape, loc):
        """(lines, name) of the tensor.empty an op writes: its own, or with
        sharing on, often the one of its shape defined by an earlier op."""
        t = ttype(shape)
        key = tuple(shape)
        if self.share and self.rng.random() < 0.7:
            if key in self.shared_empty:
                return [], self.shared_empty[key]
            self.shared_empty[key] = f"%se{rid}"
            return [f"%se{rid} = tensor.empty() : {t}{loc}"], f"%se{rid}"
        return [f"%e{rid} = tensor.empty() : {t}{loc}"], f"%e{rid}"

    def filled_init(self, rid, shape, loc):
        """(lines, name) of a zero-filled init (matmul, reductions): its own,
        or with sharing on, often one linalg.fill of that shape shared."""
        key = tuple(shape)
        if self.share and self.rng.random() < 0.7:
            if key in self.shared_fill:
                return [], self.shared_fill[key]
            lines, e = self.out_init(rid, shape, loc)
            t = ttype(shape)
            lines += [f"%sz{rid} = arith.constant 0.0 : f32{loc}",
                      f"%sf{rid} = linalg.fill ins(%sz{rid} : f32) outs({e} : {t}) -> {t}{loc}"]
            self.shared_fill[key] = f"%sf{rid}"
            return lines, f"%sf{rid}"
        return self.empty_fill(rid, shape, loc), f"%f{rid}"

    def res(self, fwd, rid):
        return f"%v{rid}" if fwd else f"%g{rid}"

    def empty_fill(self, rid, shape, loc, value="0.0"):
        t = ttype(shape)
        return [f"%z{rid} = arith.constant {value} : f32{loc}",
                f"%e{rid} = tensor.empty() : {t}{loc}",
                f"%f{rid} = linalg.fill ins(%z{rid} : f32) outs(%e{rid} : {t}) -> {t}{loc}"]

    # -- op builders ---------------------------------------------------------
    def op_matmul(self, a, ashape, b, bshape, fwd, layer):
        rid = self.rid()
        m, k = ashape
        k2, n = bshape
        assert k == k2
        loc = self.loc(fwd, layer, "mm")
        out = [m, n]
        r = self.res(fwd, rid)
        lines, init = self.filled_init(rid, out, loc)
        lines.append(f"{r} = linalg.matmul ins({a}, {b} : {ttype(ashape)}, {ttype(bshape)}) "
                     f"outs({init} : {ttype(out)}) -> {ttype(out)}{loc}")
        return self.add(lines, r, out, [a, b], fwd, layer, dot=True, rid=rid), out

    def op_generic_unary(self, a, shape, fwd, layer):
        rid = self.rid()
        fn = self.rng.choice(["math.exp", "math.tanh", "math.sin", "arith.negf", "math.absf"])
        loc = self.loc(fwd, layer, "act")
        t = ttype(shape)
        r = self.res(fwd, rid)
        rank = len(shape)
        par = ", ".join(['"parallel"'] * rank)
        lines, init = self.out_init(rid, shape, loc)
        lines += [f"{r} = linalg.generic {{indexing_maps = [{ident_map(rank)}, {ident_map(rank)}], "
                  f"iterator_types = [{par}]}} ins({a} : {t}) outs({init} : {t}) {{",
                 f"^bb0(%in{rid}: f32, %out{rid}: f32):",
                 f"  %s{rid} = {fn} %in{rid} : f32",
                 f"  linalg.yield %s{rid} : f32",
                 f"}} -> {t}{loc}"]
        return self.add(lines, r, shape, [a], fwd, layer, rid=rid), shape

    def op_generic_binary(self, a, b, shape, fwd, layer):
        rid = self.rid()
        fn = self.rng.choice(["arith.mulf", "arith.addf", "arith.subf", "arith.maximumf"])
        loc = self.loc(fwd, layer, "mix")
        t = ttype(shape)
        r = self.res(fwd, rid)
        rank = len(shape)
        par = ", ".join(['"parallel"'] * rank)
        m = ident_map(rank)
        lines, init = self.out_init(rid, shape, loc)
        lines += [f"{r} = linalg.generic {{indexing_maps = [{m}, {m}, {m}], "
                  f"iterator_types = [{par}]}} ins({a}, {b} : {t}, {t}) outs({init} : {t}) {{",
                 f"^bb0(%in{rid}: f32, %in2_{rid}: f32, %out{rid}: f32):",
                 f"  %s{rid} = {fn} %in{rid}, %in2_{rid} : f32",
                 f"  linalg.yield %s{rid} : f32",
                 f"}} -> {t}{loc}"]
        return self.add(lines, r, shape, [a, b], fwd, layer, rid=rid), shape

    def op_bias(self, a, shape, bias, fwd, layer):
        """a[m, n] + bias[n] (broadcast)."""
        rid = self.rid()
        loc = self.loc(fwd, layer, "bias")
        t = ttype(shape)
        r = self.res(fwd, rid)
        lines, init = self.out_init(rid, shape, loc)
        lines += [f"{r} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
                  f"affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], "
                  f"iterator_types = [\"parallel\", \"parallel\"]}} ins({a}, {bias} : {t}, "
                  f"{ttype([shape[1]])}) outs({init} : {t}) {{",
                 f"^bb0(%in{rid}: f32, %in2_{rid}: f32, %out{rid}: f32):",
                 f"  %s{rid} = arith.addf %in{rid}, %in2_{rid} : f32",
                 f"  linalg.yield %s{rid} : f32",
                 f"}} -> {t}{loc}"]
        return self.add(lines, r, shape, [a, bias], fwd, layer, rid=rid), shape

    def op_arith_binary(self, a, b, shape, fwd, layer):
        rid = self.rid()
        fn = self.rng.choice(["arith.addf", "arith.subf", "arith.mulf", "arith.maximumf"])
        r = self.res(fwd, rid)
        lines = [f"{r} = {fn} {a}, {b} : {ttype(shape)}{self.loc(fwd, layer, 'ew')}"]
        return self.add(lines, r, shape, [a, b], fwd, layer, rid=rid), shape

    def op_math_unary(self, a, shape, fwd, layer):
        rid = self.rid()
        fn = self.rng.choice(["math.exp", "math.tanh", "math.sin", "math.cos", "arith.negf"])
        r = self.res(fwd, rid)
        lines = [f"{r} = {fn} {a} : {ttype(shape)}{self.loc(fwd, layer, 'un')}"]
        return self.add(lines, r, shape, [a], fwd, layer, rid=rid), shape

    def op_transpose(self, a, shape, fwd, layer):
        rid = self.rid()
        out = [shape[1], shape[0]]
        loc = self.loc(fwd, layer, "tr")
        r = self.res(fwd, rid)
        lines, init = self.out_init(rid, out, loc)
        lines += [f"{r} = linalg.transpose ins({a} : {ttype(shape)}) outs({init} : {ttype(out)}) "
                  f"permutation = [1, 0]{loc}"]
        return self.add(lines, r, out, [a], fwd, layer, rid=rid), out

    def op_collapse(self, a, shape, fwd, layer):
        rid = self.rid()
        out = [shape[0] * shape[1]]
        r = self.res(fwd, rid)
        lines = [f"{r} = tensor.collapse_shape {a} [[0, 1]] : {ttype(shape)} into {ttype(out)}"
                 f"{self.loc(fwd, layer, 'flat')}"]
        self.add(lines, r, out, [a], fwd, layer, rid=rid)
        self.records[-1].view_of = a
        return r, out

    def op_expand(self, a, shape, fwd, layer, out=None):
        rid = self.rid()
        n = shape[0]
        if out is None:
            choices = [d for d in DIMS if n % d == 0 and n // d <= 64]
            if not choices:
                choices = [d for d in range(1, 65) if n % d == 0 and n // d <= 64]
            if not choices:  # e.g. a slice of a collapsed value: no factor fits
                choices = [n]
            d0 = self.rng.choice(choices)
            out = [d0, n // d0]
        r = self.res(fwd, rid)
        lines = [f"{r} = tensor.expand_shape {a} [[0, 1]] output_shape [{out[0]}, {out[1]}] : "
                 f"{ttype(shape)} into {ttype(out)}{self.loc(fwd, layer, 'unflat')}"]
        self.add(lines, r, out, [a], fwd, layer, rid=rid)
        self.records[-1].view_of = a
        return r, out

    def op_reduce(self, a, shape, fwd, layer):
        rid = self.rid()
        dim = self.rng.choice([0, 1])
        kind = self.rng.choice(["arith.addf", "arith.maximumf"])
        out = [shape[1 - dim]]
        loc = self.loc(fwd, layer, "red")
        r = self.res(fwd, rid)
        omap = "affine_map<(d0, d1) -> (d0)>" if dim == 1 else "affine_map<(d0, d1) -> (d1)>"
        its = '"parallel", "reduction"' if dim == 1 else '"reduction", "parallel"'
        lines, init = self.filled_init(rid, out, loc)
        lines += [f"{r} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, {omap}], "
                  f"iterator_types = [{its}]}} ins({a} : {ttype(shape)}) outs({init} : {ttype(out)}) {{",
                  f"^bb0(%in{rid}: f32, %acc{rid}: f32):",
                  f"  %s{rid} = {kind} %in{rid}, %acc{rid} : f32",
                  f"  linalg.yield %s{rid} : f32",
                  f"}} -> {ttype(out)}{loc}"]
        return self.add(lines, r, out, [a], fwd, layer, rid=rid), out

    def op_name(self, a, shape, layer):
        rid = self.rid()
        tag = f"n{rid}"
        self.names.append(tag)
        r = f"%v{rid}"
        lines = [f'{r} = remat.name "{tag}" {a} : {ttype(shape)}{self.loc(True, layer, "name")}']
        return self.add(lines, r, shape, [a], True, layer, rid=rid), shape

    def op_scf_for(self, g, shape, resid, layer):
        rid = self.rid()
        n = self.rng.randint(1, 3)
        t = ttype(shape)
        loc = self.loc(False, layer, "")
        r = f"%g{rid}"
        fn = self.rng.choice(["arith.mulf", "arith.addf", "arith.maximumf"])
        lines = [f"%c0_{rid} = arith.constant 0 : index{loc}",
                 f"%c1_{rid} = arith.constant 1 : index{loc}",
                 f"%cn_{rid} = arith.constant {n} : index{loc}",
                 f"{r} = scf.for %i{rid} = %c0_{rid} to %cn_{rid} step %c1_{rid} "
                 f"iter_args(%acc{rid} = {g}) -> ({t}) {{",
                 f"  %t{rid} = {fn} %acc{rid}, {resid} : {t}{loc}",
                 f"  %u{rid} = math.tanh %t{rid} : {t}{loc}",
                 f"  scf.yield %u{rid} : {t}{loc}",
                 f"}}{loc}"]
        return self.add(lines, r, shape, [g, resid], False, layer, rid=rid), shape

    # -- constructs of programs remat did not write ---------------------------
    def op_generic_bcast(self, a, shape, v, fwd, layer, dim):
        """a[m, n] (op) v[m] or v[n]: an input read through a broadcasting map."""
        rid = self.rid()
        fn = self.rng.choice(["arith.mulf", "arith.addf", "arith.subf"])
        loc = self.loc(fwd, layer, "bcast")
        t = ttype(shape)
        r = self.res(fwd, rid)
        vmap = "affine_map<(d0, d1) -> (d0)>" if dim == 0 else "affine_map<(d0, d1) -> (d1)>"
        lines, init = self.out_init(rid, shape, loc)
        lines += [f"{r} = linalg.generic {{indexing_maps = [{ident_map(2)}, {vmap}, {ident_map(2)}], "
                  f"iterator_types = [\"parallel\", \"parallel\"]}} ins({a}, {v} : {t}, "
                  f"{ttype([shape[dim]])}) outs({init} : {t}) {{",
                  f"^bb0(%in{rid}: f32, %in2_{rid}: f32, %out{rid}: f32):",
                  f"  %s{rid} = {fn} %in{rid}, %in2_{rid} : f32",
                  f"  linalg.yield %s{rid} : f32",
                  f"}} -> {t}{loc}"]
        return self.add(lines, r, shape, [a, v], fwd, layer, rid=rid), shape

    def op_generic_permuted(self, a, shape, fwd, layer):
        """out[n, m] = f(a[m, n]) through a permuted input map, sometimes (op) b[n, m]."""
        rid = self.rid()
        out = [shape[1], shape[0]]
        loc = self.loc(fwd, layer, "perm")
        r = self.res(fwd, rid)
        pmap = "affine_map<(d0, d1) -> (d1, d0)>"
        lines, init = self.out_init(rid, out, loc)
        uses = [a]
        if self.rng.random() < 0.5:
            b = self.same_shape_operand(out) if fwd else self.grad_or_arg(out)
            uses.append(b)
            fn = self.rng.choice(["arith.mulf", "arith.addf", "arith.maximumf"])
            lines += [f"{r} = linalg.generic {{indexing_maps = [{pmap}, {ident_map(2)}, {ident_map(2)}], "
                      f"iterator_types = [\"parallel\", \"parallel\"]}} ins({a}, {b} : {ttype(shape)}, "
                      f"{ttype(out)}) outs({init} : {ttype(out)}) {{",
                      f"^bb0(%in{rid}: f32, %in2_{rid}: f32, %out{rid}: f32):",
                      f"  %s{rid} = {fn} %in{rid}, %in2_{rid} : f32"]
        else:
            fn = self.rng.choice(["math.exp", "math.tanh", "arith.negf"])
            lines += [f"{r} = linalg.generic {{indexing_maps = [{pmap}, {ident_map(2)}], "
                      f"iterator_types = [\"parallel\", \"parallel\"]}} ins({a} : {ttype(shape)}) "
                      f"outs({init} : {ttype(out)}) {{",
                      f"^bb0(%in{rid}: f32, %out{rid}: f32):",
                      f"  %s{rid} = {fn} %in{rid} : f32"]
        lines += [f"  linalg.yield %s{rid} : f32", f"}} -> {ttype(out)}{loc}"]
        return self.add(lines, r, out, uses, fwd, layer, rid=rid), out

    def grad_or_arg(self, shape):
        cands = [n for n, s in self.fwd_values + self.grad_values if s == shape]
        if cands and self.rng.random() < 0.7:
            return self.rng.choice(cands)
        return self.new_arg(shape)

    def op_broadcast(self, a, shape, fwd, layer):
        """linalg.broadcast of a[k] to [d, k] or [k, d]."""
        rid = self.rid()
        d = self.rng.choice(DIMS)
        dim = self.rng.choice([0, 1])  # the added dimension
        out = [d, shape[0]] if dim == 0 else [shape[0], d]
        loc = self.loc(fwd, layer, "bc")
        r = self.res(fwd, rid)
        lines, init = self.out_init(rid, out, loc)
        lines += [f"{r} = linalg.broadcast ins({a} : {ttype(shape)}) outs({init} : {ttype(out)}) "
                  f"dimensions = [{dim}]{loc}"]
        return self.add(lines, r, out, [a], fwd, layer, rid=rid), out

    def op_reshape_chain(self, a, shape, fwd, layer):
        """expand to rank 3, collapse to another rank-2 shape (one view)."""
        rid = self.rid()
        m, n = shape
        loc = self.loc(fwd, layer, "chain")
        r = self.res(fwd, rid)
        if n % 2 and m % 2:
            return self.op_cast(a, shape, fwd, layer)
        if (self.rng.random() < 0.5 or n % 2) and m % 2 == 0:
            f = self.rng.choice([x for x in (2, 4) if m % x == 0])
            mid = [f, m // f, n]
            exp = "[[0, 1], [2]]"
            out, col = ([f, (m // f) * n], "[[0], [1, 2]]") if (m // f) * n <= 64 else (shape, "[[0, 1], [2]]")
        else:
            f = self.rng.choice([x for x in (2, 4) if n % x == 0])
            mid = [m, f, n // f]
            exp = "[[0], [1, 2]]"
            out, col = ([m * f, n // f], "[[0, 1], [2]]") if m * f <= 64 else (shape, "[[0], [1, 2]]")
        lines = [f"%x{rid} = tensor.expand_shape {a} {exp} output_shape [{', '.join(map(str, mid))}] : "
                 f"{ttype(shape)} into {ttype(mid)}{loc}",
                 f"{r} = tensor.collapse_shape %x{rid} {col} : {ttype(mid)} into {ttype(out)}{loc}"]
        self.add(lines, r, out, [a], fwd, layer, rid=rid)
        self.records[-1].view_of = a
        return r, out

    def slice_geometry(self, shape):
        sizes = [self.rng.randint(min(d, max(2, d // 4)), d) for d in shape]
        offs = [self.rng.randint(0, d - s) for d, s in zip(shape, sizes)]
        return sizes, offs

    def op_extract(self, a, shape, fwd, layer):
        rid = self.rid()
        sizes, offs = self.slice_geometry(shape)
        r = self.res(fwd, rid)
        lines = [f"{r} = tensor.extract_slice {a}[{offs[0]}, {offs[1]}] [{sizes[0]}, {sizes[1]}] [1, 1] : "
                 f"{ttype(shape)} to {ttype(sizes)}{self.loc(fwd, layer, 'slice')}"]
        self.add(lines, r, sizes, [a], fwd, layer, rid=rid)
        self.records[-1].view_of = a
        return r, sizes

    def op_slice_update(self, a, shape, fwd, layer):
        """extract_slice of a, an op on the slice, insert_slice into a (still
        read later), another value of a's shape or a filled init."""
        sizes, offs = self.slice_geometry(shape)
        rid = self.rid()
        loc = self.loc(fwd, layer, "upd")
        s = f"%sl{rid}"
        lines = [f"{s} = tensor.extract_slice {a}[{offs[0]}, {offs[1]}] [{sizes[0]}, {sizes[1]}] [1, 1] : "
                 f"{ttype(shape)} to {ttype(sizes)}{loc}",
                 f"%sm{rid} = math.tanh {s} : {ttype(sizes)}{loc}"]
        uses = [a]
        pick = self.rng.random()
        if pick < 0.4:
            dest = a
        elif pick < 0.7:
            dest = self.same_shape_operand(shape, a) if fwd else self.grad_or_arg(shape)
            uses.append(dest)
        else:
            more, dest = self.filled_init(rid, shape, loc)
            lines += more
        o2 = [self.rng.randint(0, d - z) for d, z in zip(shape, sizes)]
        r = self.res(fwd, rid)
        lines.append(f"{r} = tensor.insert_slice %sm{rid} into {dest}[{o2[0]}, {o2[1]}] "
                     f"[{sizes[0]}, {sizes[1]}] [1, 1] : {ttype(sizes)} into {ttype(shape)}{loc}")
        return self.add(lines, r, shape, uses, fwd, layer, rid=rid), shape

    def op_pad(self, a, shape, fwd, layer):
        rid = self.rid()
        low = [self.rng.randint(0, 2) if d <= 60 else 0 for d in shape]
        high = [self.rng.randint(0, 2) if d + l <= 62 else 0 for d, l in zip(shape, low)]
        if not any(low + high):
            low[0] = 1 if shape[0] < 64 else 0
        out = [d + l + h for d, l, h in zip(shape, low, high)]
        loc = self.loc(fwd, layer, "pad")
        r = self.res(fwd, rid)
        val = self.rng.choice(["0.0", "0.5", "-1.0"])
        lines = [f"%pv{rid} = arith.constant {val} : f32{loc}",
                 f"{r} = tensor.pad {a} low[{low[0]}, {low[1]}] high[{high[0]}, {high[1]}] {{",
                 f"^bb0(%pi{rid}: index, %pj{rid}: index):",
                 f"  tensor.yield %pv{rid} : f32",
                 f"}} : {ttype(shape)} to {ttype(out)}{loc}"]
        return self.add(lines, r, out, [a], fwd, layer, rid=rid), out

    def op_cast(self, a, shape, fwd, layer):
        rid = self.rid()
        r = self.res(fwd, rid)
        lines = [f"{r} = tensor.cast {a} : {ttype(shape)} to {ttype(shape)}{self.loc(fwd, layer, 'cast')}"]
        self.add(lines, r, shape, [a], fwd, layer, rid=rid)
        self.records[-1].view_of = a
        return r, shape

    def op_select(self, a, shape, fwd, layer):
        """arith.select on tensors; the mask from arith.cmpf on tensors or an i1 input."""
        rid = self.rid()
        t = ttype(shape)
        b = self.same_shape_operand(shape, a) if fwd else self.grad_or_arg(shape)
        loc = self.loc(fwd, layer, "sel")
        r = self.res(fwd, rid)
        uses = [a, b]
        if self.rng.random() < 0.6:
            pred = self.rng.choice(["ogt", "olt", "oge"])
            lines = [f"%mk{rid} = arith.cmpf {pred}, {a}, {b} : {t}{loc}"]
            mask = f"%mk{rid}"
        else:
            mask = self.new_arg(shape, "i1")
            uses.append(mask)
            lines = []
        lines.append(f"{r} = arith.select {mask}, {a}, {b} : {ttype(shape, 'i1')}, {t}{loc}")
        return self.add(lines, r, shape, uses, fwd, layer, rid=rid), shape

    def op_onehot(self, a, shape, fwd, layer):
        """An integer index tensor ids[m] (i64 or i32) compared against
        linalg.index 1 in a payload: a one-hot mask [m, n], then used to
        select from a (one generic) or multiplied with it."""
        rid = self.rid()
        m, n = shape
        it = self.rng.choice(["i64", "i32"])
        ids = self.new_arg([m], it)
        loc = self.loc(fwd, layer, "onehot")
        t = ttype(shape)
        r = self.res(fwd, rid)
        idmap = "affine_map<(d0, d1) -> (d0)>"
        if self.rng.random() < 0.5:
            lines, init = self.out_init(rid, shape, loc)
            lines += [f"{r} = linalg.generic {{indexing_maps = [{idmap}, {ident_map(2)}, {ident_map(2)}], "
                      f"iterator_types = [\"parallel\", \"parallel\"]}} ins({ids}, {a} : "
                      f"{ttype([m], it)}, {t}) outs({init} : {t}) {{",
                      f"^bb0(%id{rid}: {it}, %in{rid}: f32, %out{rid}: f32):",
                      f"  %j{rid} = linalg.index 1 : index",
                      f"  %jc{rid} = arith.index_cast %j{rid} : index to {it}",
                      f"  %eq{rid} = arith.cmpi eq, %id{rid}, %jc{rid} : {it}",
                      f"  %zr{rid} = arith.constant 0.0 : f32",
                      f"  %s{rid} = arith.select %eq{rid}, %in{rid}, %zr{rid} : f32",
                      f"  linalg.yield %s{rid} : f32",
                      f"}} -> {t}{loc}"]
        else:
            lines, init = self.out_init(rid, shape, loc)
            lines += [f"%oh{rid} = linalg.generic {{indexing_maps = [{idmap}, {ident_map(2)}], "
                      f"iterator_types = [\"parallel\", \"parallel\"]}} ins({ids} : {ttype([m], it)}) "
                      f"outs({init} : {t}) {{",
                      f"^bb0(%id{rid}: {it}, %out{rid}: f32):",
                      f"  %j{rid} = linalg.index 1 : index",
                      f"  %jc{rid} = arith.index_cast %j{rid} : index to {it}",
                      f"  %eq{rid} = arith.cmpi eq, %id{rid}, %jc{rid} : {it}",
                      f"  %on{rid} = arith.constant 1.0 : f32",
                      f"  %zr{rid} = arith.constant 0.0 : f32",
                      f"  %s{rid} = arith.select %eq{rid}, %on{rid}, %zr{rid} : f32",
                      f"  linalg.yield %s{rid} : f32",
                      f"}} -> {t}{loc}",
                      f"{r} = arith.mulf %oh{rid}, {a} : {t}{loc}"]
        return self.add(lines, r, shape, [ids, a], fwd, layer, rid=rid), shape

    def ext_op(self, h, hs, fwd, layer):
        """One of the constructs above on h (rank 1 or 2)."""
        r = self.rng
        if len(hs) == 1:
            kind = r.choice(["broadcast", "broadcast", "cast"])
            if kind == "broadcast":
                return self.op_broadcast(h, hs, fwd, layer)
            return self.op_cast(h, hs, fwd, layer)
        kind = r.choice(["bcast", "perm", "chain", "extract", "update", "pad", "cast", "select",
                         "onehot", "onehot"])
        if kind == "bcast":
            dim = r.choice([0, 1])
            vs = [hs[dim]]
            pool = [n for n, s in (self.fwd_values if fwd else self.fwd_values + self.grad_values)
                    if s == vs]
            v = r.choice(pool) if pool and r.random() < 0.5 else self.new_arg(vs)
            return self.op_generic_bcast(h, hs, v, fwd, layer, dim)
        if kind == "perm":
            return self.op_generic_permuted(h, hs, fwd, layer)
        if kind == "chain":
            return self.op_reshape_chain(h, hs, fwd, layer)
        if kind == "extract":
            return self.op_extract(h, hs, fwd, layer)
        if kind == "update":
            return self.op_slice_update(h, hs, fwd, layer)
        if kind == "pad":
            return self.op_pad(h, hs, fwd, layer)
        if kind == "cast":
            return self.op_cast(h, hs, fwd, layer)
        if kind == "select":
            return self.op_select(h, hs, fwd, layer)
        if kind == "onehot":
            return self.op_onehot(h, hs, fwd, layer)
        raise AssertionError(kind)

    def dead_op(self, fwd, layer):
        """An op nobody reads: in the forward pass on a forward value, in the
        gradient computation on a residual or a gradient."""
        r = self.rng
        pool = self.fwd_values if fwd else (self.fwd_values + self.grad_values)
        if not pool:
            return
        n, s = r.choice(pool)
        before = len(self.records)
        fv, gv = list(self.fwd_values), list(self.grad_values)
        kind = r.choice(["unary", "transpose", "binary"] if len(s) == 2 else ["unary", "binary"])
        if kind == "unary":
            self.op_generic_unary(n, s, fwd, layer) if r.random() < 0.5 else self.op_math_unary(n, s, fwd, layer)
        elif kind == "transpose":
            self.op_transpose(n, s, fwd, layer)
        else:
            other = self.grad_or_arg(s) if not fwd else self.same_shape_operand(s, n)
            self.op_arith_binary(n, other, s, fwd, layer)
        # Not a value: nothing reads it, it is not returned.
        self.fwd_values[:], self.grad_values[:] = fv, gv
        assert len(self.records) == before + 1

    def op_loss(self, h, hs):
        """loss = sum(h) as tensor<f32> (a reduction into a filled init)."""
        rid = self.rid()
        loc = ' loc("loss")'
        rank = len(hs)
        dims = ", ".join(f"d{i}" for i in range(rank))
        its = ", ".join(['"reduction"'] * rank)
        lines = [f"%lz{rid} = arith.constant 0.0 : f32{loc}",
                 f"%le{rid} = tensor.empty() : tensor<f32>{loc}",
                 f"%lf{rid} = linalg.fill ins(%lz{rid} : f32) outs(%le{rid} : tensor<f32>) -> tensor<f32>{loc}",
                 f"%loss{rid} = linalg.generic {{indexing_maps = [{ident_map(rank)}, "
                 f"affine_map<({dims}) -> ()>], iterator_types = [{its}]}} ins({h} : {ttype(hs)}) "
                 f"outs(%lf{rid} : tensor<f32>) {{",
                 f"^bb0(%in{rid}: f32, %acc{rid}: f32):",
                 f"  %s{rid} = arith.addf %in{rid}, %acc{rid} : f32",
                 f"  linalg.yield %s{rid} : f32",
                 f"}} -> tensor<f32>{loc}"]
        rec = Record(rid, lines, f"%loss{rid}", [], [h], True, None)
        return rec

    def op_seed(self, h, hs):
        """The loss gradient seeded inside the function: dense<1.0> broadcast
        to h's shape (linalg.broadcast, or a generic reading it through a
        scalar map) times h."""
        rid = self.rid()
        loc = self.loc(False, 0, "")
        t = ttype(hs)
        rank = len(hs)
        dims = ", ".join(f"d{i}" for i in range(rank))
        r = f"%g{rid}"
        lines = [f"%one{rid} = arith.constant dense<1.0> : tensor<f32>{loc}"]
        more, init = self.out_init(rid, hs, loc)
        lines += more
        if self.rng.random() < 0.5:
            lines += [f"%sb{rid} = linalg.broadcast ins(%one{rid} : tensor<f32>) outs({init} : {t}) "
                      f"dimensions = [{', '.join(str(i) for i in range(rank))}]{loc}",
                      f"{r} = arith.mulf %sb{rid}, {h} : {t}{loc}"]
        else:
            par = ", ".join(['"parallel"'] * rank)
            lines += [f"{r} = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ()>, {ident_map(rank)}, "
                      f"{ident_map(rank)}], iterator_types = [{par}]}} ins(%one{rid}, {h} : tensor<f32>, {t}) "
                      f"outs({init} : {t}) {{",
                      f"^bb0(%in{rid}: f32, %in2_{rid}: f32, %out{rid}: f32):",
                      f"  %s{rid} = arith.mulf %in{rid}, %in2_{rid} : f32",
                      f"  linalg.yield %s{rid} : f32",
                      f"}} -> {t}{loc}"]
        return self.add(lines, r, hs, [h], False, 0, rid=rid), hs

    # -- program -------------------------------------------------------------
    def pick_fwd(self, pred=lambda s: True, recent_bias=0.6):
        cands = [(n, s) for n, s in self.fwd_values if pred(s)]
        if not cands:
            return None
        if self.rng.random() < recent_bias:
            return cands[-1]
        return self.rng.choice(cands)

    def same_shape_operand(self, shape, exclude=None):
        cands = [(n, s) for n, s in self.fwd_values if s == shape and n != exclude]
        if cands and self.rng.random() < 0.6:
            return self.rng.choice(cands)[0]
        return self.new_arg(shape)

    def forward_op(self, h, hs, layer):
        r = self.rng
        kinds = ["gunary", "gbinary", "abinary", "munary", "matmul"]
        if len(hs) == 2:
            kinds += ["matmul", "matmul", "transpose", "collapse", "reduce", "bias"]
        else:
            kinds += ["expand", "expand"]
        if self.ext:
            kinds += ["ext"] * (3 if len(hs) == 2 else 2)
        kind = r.choice(kinds)
        if kind == "ext":
            return self.ext_op(h, hs, True, layer)
        if kind == "matmul" and len(hs) == 1:
            h, hs = self.op_expand(h, hs, True, layer)
        if kind == "matmul":
            k = hs[1]
            others = [(n, s) for n, s in self.fwd_values if len(s) == 2 and s[0] == k]
            if others and r.random() < 0.3:
                b, bs = r.choice(others)
            else:
                bs = [k, r.choice(DIMS)]
                b = self.new_arg(bs)
            return self.op_matmul(h, hs, b, bs, True, layer)
        if kind == "gunary":
            return self.op_generic_unary(h, hs, True, layer)
        if kind == "munary":
            return self.op_math_unary(h, hs, True, layer)
        if kind == "gbinary":
            return self.op_generic_binary(h, self.same_shape_operand(hs, h), hs, True, layer)
        if kind == "abinary":
            return self.op_arith_binary(h, self.same_shape_operand(hs, h), hs, True, layer)
        if kind == "transpose":
            return self.op_transpose(h, hs, True, layer)
        if kind == "collapse":
            return self.op_collapse(h, hs, True, layer)
        if kind == "expand":
            return self.op_expand(h, hs, True, layer)
        if kind == "reduce":
            return self.op_reduce(h, hs, True, layer)
        if kind == "bias":
            return self.op_bias(h, hs, self.new_arg([hs[1]]), True, layer)
        raise AssertionError(kind)

    def backward_op(self, g, gs, step):
        r = self.rng
        fwd2 = [(n, s) for n, s in self.fwd_values if len(s) == 2]
        same = [(n, s) for n, s in self.fwd_values if s == gs]
        kinds = ["ew"] * 3 + ["unary", "act_res"]
        if len(gs) == 2:
            kinds += ["wgrad", "wgrad", "xgrad", "reduce", "transpose", "collapse"]
            if self.use_scf:
                kinds += ["scf", "scf"]
        else:
            kinds += ["expand"]
        if self.ext:
            kinds += ["ext", "ext"]
        kind = r.choice(kinds)
        if kind == "ext":
            return self.ext_op(g, gs, False, step)
        if kind == "ew":
            if same:
                res = r.choice(same)[0]
            else:
                res = self.new_arg(gs)
            if r.random() < 0.5:
                return self.op_arith_binary(g, res, gs, False, step)
            return self.op_generic_binary(g, res, gs, False, step)
        if kind == "unary":
            if r.random() < 0.5:
                return self.op_math_unary(g, gs, False, step)
            return self.op_generic_unary(g, gs, False, step)
        if kind == "act_res":
            res = r.choice(same)[0] if same else self.new_arg(gs)
            t, _ = self.op_math_unary(res, gs, False, step)
            return self.op_arith_binary(g, t, gs, False, step)
        if kind == "wgrad":
            # dW = residual^T @ g, residual [m, k], g [m, n]
            cands = [(n, s) for n, s in fwd2 if s[0] == gs[0]]
            if not cands:
                return self.op_math_unary(g, gs, False, step)
            res, rs = r.choice(cands)
            if rs[1] * gs[1] > MAX_MATMUL_ELEMENTS:
                return self.op_math_unary(g, gs, False, step)
            t, ts = self.op_transpose(res, rs, False, step)
            return self.op_matmul(t, ts, g, gs, False, step)
        if kind == "xgrad":
            cands = [(n, s) for n, s in fwd2 if s[0] == gs[1]]
            if cands:
                res, rs = r.choice(cands)
            else:
                rs = [gs[1], r.choice(DIMS)]
                res = self.new_arg(rs)
            if gs[0] * rs[1] > MAX_MATMUL_ELEMENTS:
                return self.op_math_unary(g, gs, False, step)
            return self.op_matmul(g, gs, res, rs, False, step)
        if kind == "reduce":
            return self.op_reduce(g, gs, False, step)
        if kind == "transpose":
            return self.op_transpose(g, gs, False, step)
        if kind == "collapse":
            return self.op_collapse(g, gs, False, step)
        if kind == "expand":
            return self.op_expand(g, gs, False, step)
        if kind == "scf":
            res = r.choice(same)[0] if same else self.new_arg(gs)
            return self.op_scf_for(g, gs, res, step)
        raise AssertionError(kind)

    def generate(self):
        r = self.rng
        shape = [r.choice(DIMS), r.choice(DIMS)]
        h = self.new_arg(shape)
        hs = shape
        n_layers = r.randint(2, 6)
        for layer in range(n_layers):
            for _ in range(r.randint(1, 4)):
                # Sometimes branch from an older value of the forward pass.
                if r.random() < 0.2:
                    h, hs = self.pick_fwd(recent_bias=0.0) or (h, hs)
                h, hs = self.forward_op(h, hs, layer)
                if self.dead and r.random() < 0.15:
                    self.dead_op(True, layer)
                if self.ext and len(hs) == 2 and r.random() < 0.08:
                    # A returned view of a buffer that later ops still read.
                    v = self.op_collapse(h, hs, True, layer) if r.random() < 0.5 else \
                        self.op_expand(*self.op_collapse(h, hs, True, layer), True, layer)
                    self.view_results.append(v)
            if self.explicit and r.random() < 0.25:
                h, hs = self.op_name(h, hs, layer)
        self.last_fwd_layer = n_layers - 1
        dys = hs
        loss = None
        if self.loss_mode:
            # The loss is computed in the function and its gradient seeded with
            # dense<1.0>: no cotangent argument.
            loss = self.op_loss(h, hs)
            if not self.loss_late:
                self.records.append(loss)
            g, gs = self.op_seed(h, hs)
        else:
            # Gradient computation: starts with an op on %dy.
            first = r.choice(["mul", "add", "gmul"])
            if first == "gmul":
                g, gs = self.op_generic_binary("%dy", h, dys, False, 0)
            else:
                g, gs = self.op_arith_binary("%dy", h, dys, False, 0)
        for step in range(1, r.randint(3, 10)):
            if r.random() < 0.15 and len(self.grad_values) > 1:
                g, gs = r.choice(self.grad_values)
            g, gs = self.backward_op(g, gs, step)
            if self.dead and r.random() < 0.2:
                self.dead_op(False, step)
        if loss is not None and self.loss_late:
            self.records.append(loss)
        self.dy_shape = dys
        # Results: a forward value (the "loss"), then some gradients.
        results = [self.fwd_values[-1]] if r.random() < (0.3 if loss else 0.7) else []
        results += self.view_results
        extra = [v for v in self.grad_values[:-1] if r.random() < 0.3]
        results += extra + [self.grad_values[-1]]
        if loss is not None:
            results.insert(r.randint(0, len(results)), (loss.result, []))
            if any(s and all(d == 1 for d in s) for _, s in results):
                # Another one-element float result: the loss must be marked.
                self.loss_marked = True
        if not self.alias_results:
            # Two results that are views of one buffer (a reshape of the
            # other) make remat-run read freed memory (test/Fuzz/
            # run-aliasing-results.test); keep one result per buffer.
            roots = {rec.result: rec for rec in self.records}

            def root(name):
                while name in roots and roots[name].view_of:
                    name = roots[name].view_of
                return name
            kept, seen = [], set()
            for v in reversed(results):
                if root(v[0]) not in seen:
                    seen.add(root(v[0]))
                    kept.append(v)
            results = kept[::-1]
        self.results = results
        if self.explicit:
            self.make_groups()
        else:
            self.groups = []
        self.render_state = self.rng.getstate()
        return self.render()

    # -- reduction (--reduce) ------------------------------------------------
    def rerender(self):
        self.rng.setstate(self.render_state)
        return self.render()

    def cut(self, index):
        """A copy without record `index`: its result becomes a new argument."""
        import copy
        g = copy.deepcopy(self)
        rec = g.records.pop(index)
        name = f"%a{len(g.args)}"
        g.args.append((name, rec.shape))
        pat = re.compile(re.escape(rec.result) + r"(?![A-Za-z0-9_])")
        for x in g.records[index:]:
            x.lines = [pat.sub(name, line) for line in x.lines]
            x.uses = [name if u == rec.result else u for u in x.uses]
            if x.view_of == rec.result:
                x.view_of = name
        g.results = [(name if n == rec.result else n, sh) for n, sh in g.results]
        g.fwd_values = [(name if n == rec.result else n, sh) for n, sh in g.fwd_values]
        g.grad_values = [(name if n == rec.result else n, sh) for n, sh in g.grad_values]
        return g

    def drop_result(self, index):
        import copy
        g = copy.deepcopy(self)
        g.results.pop(index)
        return g

    # -- checkpoint regions --------------------------------------------------
    def make_groups(self):
        r = self.rng
        layers = list(range(self.last_fwd_layer + 1))
        groups = []
        i = 0
        while i < len(layers):
            size = r.randint(1, 3)
            grp = layers[i:i + size]
            i += size
            if r.random() < 0.8:
                pol = r.choice(POLICIES + ["save_names", None])
                groups.append((grp, pol))
        self.groups = groups

    def render(self):
        r = self.rng
        mapping = {}

        def sub(line, m):
            return re.sub(r"%[A-Za-z_][A-Za-z0-9_]*", lambda x: m.get(x.group(0), x.group(0)), line)

        body = []
        recs = self.records
        layer_group = {}
        for gi, (layers, pol) in enumerate(self.groups):
            for l in layers:
                layer_group[l] = gi
        i = 0
        while i < len(recs):
            rec = recs[i]
            gi = layer_group.get(rec.layer) if rec.fwd else None
            if gi is None:
                body += ["  " + sub(line, mapping) for line in rec.lines]
                i += 1
                continue
            j = i
            while j < len(recs) and recs[j].fwd and layer_group.get(recs[j].layer) == gi:
                j += 1
            grp = recs[i:j]
            defined = {x.result for x in grp}
            operands = []
            for x in grp:
                for u in x.uses:
                    if u not in defined and u not in operands:
                        operands.append(u)
            later = recs[j:]
            returned = {n for n, _ in self.results}
            primal, resid = [], []
            for x in grp:
                fwd_use = x.result in returned or any(
                    x.result in y.uses for y in later if y.fwd)
                bwd_use = any(x.result in y.uses for y in later if not y.fwd)
                if fwd_use:
                    primal.append(x)
                elif bwd_use:
                    resid.append(x)
            outs = primal + resid
            if not outs:
                body += ["  " + sub(line, mapping) for x in grp for line in x.lines]
                i = j
                continue
            pol = self.groups[gi][1]
            if pol == "save_names":
                tags = [x.lines[0].split('"')[1] for x in grp if 'remat.name' in x.lines[0]]
                if not tags or r.random() < 0.3:
                    tags.append("absent")
                pol_text = " policy(#remat.policy<save_names[" + ", ".join(
                    f'"{t}"' for t in tags) + "]>)"
            elif pol is None:
                pol_text = ""
            else:
                pol_text = f" policy(#remat.policy<{pol}>)"
            shapes = {n: s for n, s in self.args + self.fwd_values + self.grad_values}
            ops_t = ", ".join(self.vtype(o, shapes[o]) for o in operands)
            res_t = ", ".join(ttype(x.shape) for x in outs)
            if len(outs) > 1:
                res_t = f"({res_t})"
            name = f"%ck{gi}"
            lhs = f"{name}:{len(outs)}" if len(outs) > 1 else name
            body.append(f"  {lhs} = remat.checkpoint ({', '.join(sub(o, mapping) for o in operands)}) "
                        f"primals({len(primal)}){pol_text} : ({ops_t}) -> {res_t} {{")
            inner = {o: f"%ck{gi}_a{k}" for k, o in enumerate(operands)}
            body.append("  ^bb0(" + ", ".join(f"{inner[o]}: {self.vtype(o, shapes[o])}" for o in operands) + "):")
            for x in grp:
                body += ["    " + sub(line, inner) for line in x.lines]
            body.append(f"    remat.yield {', '.join(x.result for x in outs)} : "
                        f"{', '.join(ttype(x.shape) for x in outs)}")
            body.append("  }")
            for k, x in enumerate(outs):
                mapping[x.result] = f"{name}#{k}" if len(outs) > 1 else name
            i = j
        used = "\n".join(body) + " ".join(n for n, _ in self.results)
        args = [f"{n}: {self.vtype(n, s)}" + (f" {{{self.arg_attrs[n]}}}" if n in self.arg_attrs else "")
                for n, s in self.args if re.search(re.escape(n) + r"(?![A-Za-z0-9_])", used)]
        if not self.loss_mode:
            args.append(f"%dy: {ttype(self.dy_shape)} {{remat.cotangent}}")
        res_types = ", ".join(self.vtype(n, s) for n, s in self.results)
        res_decl = ", ".join(self.vtype(n, s) + (" {remat.loss}" if not s and self.loss_marked else "")
                             for n, s in self.results)
        head = f"func.func @train_step({', '.join(args)}) -> ({res_decl}) {{"
        ret = (f"  return {', '.join(sub(n, mapping) for n, _ in self.results)} : {res_types}")
        return "\n".join([head] + body + [ret, "}", ""])


def generate(seed, explicit=None, scf=None, alias_results=False, ext=None, loss=None):
    return Generator(seed, explicit, scf, alias_results, ext, loss).generate()


# -- checking ----------------------------------------------------------------
