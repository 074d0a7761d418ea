#!/usr/bin/env python3
"""emulate_kernels.py STEP.mlir... [--remat-opt BIN] [--against BIN] [--seed N]
                   [--against-cpu [--remat-run BIN]]
                   [--order reverse|forward|lockstep] [--chunks N]

Runs a training step's GPU kernels on the CPU: remat-lower-to-nvvm up to
remat-gpu-device-memory (the function with its gpu.launch kernels, host
allocations and views), printed in MLIR's generic form, is interpreted with
NumPy. The kernels' own code (arith, math, scf, memref, gpu.shuffle,
gpu.barrier, workgroup buffers, the vector loads and stores of vectorised
elementwise kernels) runs as written, the threads of a block in
lock step (a lane per thread, masks for divergent loops and branches), and
the blocks of a launch in up to --chunks runs (16; a block per run when
the grid is no larger), the runs one after the other in reverse order, so
that a block that reads what a block of another run of the same launch
writes gets a different result than on a GPU. Checked on the way: a barrier reached by
only part of a block, a shuffle reading an inactive lane, an index out of
bounds, two lanes storing to one element in one instruction, a vector
load or store that is not contiguous or not aligned to its own size (and
its alignment attribute) from the start of the allocation. Fresh and
freed buffers hold NaN, so a read before the first write or after a
deallocation shows in the outputs.

With --against, the same inputs also run through the kernels another
remat-opt writes (e.g. the main branch's), and every output must be equal
bit for bit: a change to how ops are grouped into kernels must not change a
bit when the reductions keep their order. Exits 1 on any difference or
violation. Inputs: seeded normal values (seed 0 by default), the cotangent 1.

With --against-cpu, the step also runs on the CPU through remat-run, given
the emulator's own inputs as .npy files (--input=@FILE, one per argument):
remat-run's generator is a different one, and feeding it the same files
leaves nothing to match by hand. That the CPU sees the very bits the kernels
see is checked first: a function with the step's argument types that
returns its arguments runs through remat-run on the same files, and each
result must equal its input bit for bit. Then every element of every output
of the kernels is compared with the CPU's by compare.py's rule and
tolerance for fp32 kernels (|g - c| <= ATOL + RTOL |c|, NaN only matching
NaN), the tolerance of the device check (run_on_gpu.sh) reused as is, so
that a step passing here fails on a GPU only for what the emulator does not
model (libdevice, fma contraction, a race it cannot see). Prints per step the
worst |g - c| / (ATOL + RTOL |c|), the output and element where it is and
both values; exits 1 on any element over the tolerance.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402  (the device check's tolerance and rule)
# The generic-form block header and operand splitting of the 16-bit kernel's
# emulator, which reads the same printed form.
from emulate_half_kernel import BLOCK_RE, split_top  # noqa: E402
PIPELINE = "builtin.module(remat-lower-to-nvvm{format=isa})"


class EmulationError(Exception):
    pass


# --------------------------------------------------------------------------
# Generic-form reader.
# --------------------------------------------------------------------------
OP_RE = re.compile(r'^(?:(%[\w.$-]+)(?::(\d+))? = )?"([\w.]+)"\(([^)]*)\)(.*)$')


class Op:
    __slots__ = ("name", "results", "operands", "rest", "regions")

    def __init__(self, name, results, operands, rest):
        self.name, self.results, self.operands, self.rest = name, results, operands, rest
        self.regions = []  # [[(args, arg types, ops)]]

    def attr(self, key):
        m = re.search(r"\b%s = ([^,>}]+)" % re.escape(key), self.rest)
        return m.group(1).strip() if m else None

    def array(self, key):
        m = re.search(r"\b%s = array<i\d+(?:: ([^>]*))?>" % re.escape(key), self.rest)
        return [int(x) for x in (m.group(1) or "").split(",") if x.strip()] if m else None

    def result_type(self):
        return self.rest[self.rest.rfind("->") + 2:].strip()


def parse(text):
    root = Op("root", [], [], "")
    root.regions = [[([], [], [])]]
    stack = [root]
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("//") or line.startswith("#"):
            continue
        cur = stack[-1]
        if line.startswith("}, {"):
            cur.regions.append([([], [], [])])
            continue
        if line.startswith("})"):
            cur.rest += line[2:]
            stack.pop()
            continue
        m = BLOCK_RE.match(line)
        if m:
            args, types = [], []
            for a in split_top(m.group(1) or ""):
                name, _, ty = a.partition(":")
                args.append(name.strip())
                types.append(ty.strip())
            region = cur.regions[-1]
            if region[-1][2] or region[-1][0]:
                region.append((args, types, []))
            else:
                region[-1] = (args, types, [])
            continue
        m = OP_RE.match(line)
        if not m:
            raise EmulationError("cannot read: %s" % line[:160])
        res, count, name, operands, rest = m.groups()
        results = []
        if res:
            results = [res] if count is None else ["%s#%d" % (res, i) for i in range(int(count))]
        op = Op(name, results, [o.strip() for o in operands.split(",") if o.strip()], rest)
        cur.regions[-1][-1][2].append(op)
        if rest.rstrip().endswith("({"):
            op.regions = [[([], [], [])]]
            stack.append(op)
    return root.regions[0][0][2]


# --------------------------------------------------------------------------
# Types and memory.
# --------------------------------------------------------------------------
DTYPES = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "i64": np.int64,
          "index": np.int64, "i1": np.bool_, "f16": np.float16}


def parse_memref(ty):
    m = re.match(r"memref<([^>]*?)(f32|f64|i32|i64|i1|index|f16)\b(.*)>$", ty.strip())
    if not m:
        raise EmulationError("unsupported type %s" % ty)
    dims = [int(d) for d in m.group(1).split("x") if d]
    return dims, DTYPES[m.group(2)]


def contiguous_strides(shape):
    strides, s = [], 1
    for d in reversed(shape):
        strides.append(s)
        s *= d
    return list(reversed(strides))


class MemRef:
    def __init__(self, buf, offset, shape, strides, slot_size=0):
        self.buf, self.offset, self.shape, self.strides = buf, offset, shape, strides
        self.slot_size = slot_size  # workgroup memory: one slot per block

    def view(self, offset, shape, strides):
        return MemRef(self.buf, offset, shape, strides, self.slot_size)

    def flat_indices(self):
        idx = np.full(self.shape, self.offset, dtype=np.int64)
        for d, (n, s) in enumerate(zip(self.shape, self.strides)):
            shape = [1] * len(self.shape)
            shape[d] = n
            idx = idx + (np.arange(n, dtype=np.int64) * s).reshape(shape)
        return idx

    def to_array(self):
        return self.buf[self.flat_indices()].copy()


def new_buffer(shape, dtype):
    n = int(np.prod(shape)) if shape else 1
    buf = np.full(n, np.nan, dtype=dtype) if np.issubdtype(dtype, np.floating) \
        else np.zeros(n, dtype=dtype)
    return MemRef(buf, 0, list(shape), contiguous_strides(shape))


def scalar_value(v, ty):
    v = v.strip()
    if ty in ("f32", "f64", "f16"):
        if v.startswith("0x"):
            bits = int(v, 16)
            return np.array([bits], dtype={"f32": np.uint32, "f64": np.uint64,
                                           "f16": np.uint16}[ty]).view(DTYPES[ty])[0]
        return DTYPES[ty](float(v))
    if v in ("true", "false"):
        return np.bool_(v == "true")
    return DTYPES[ty](int(v))


def constant(op):
    ty = op.result_type()
    if ty.startswith("vector<"):
        # A dense vector (the canonicalizer folds a vector of constant
        # lanes, e.g. a vectorised fill): splat or one value per lane.
        m = re.search(r"value = dense<(.*?)> : vector<(\d+)x(\w+)>", op.rest)
        if not m:
            raise EmulationError("unsupported vector constant: %s" % op.rest[:120])
        body, n, element = m.group(1).strip(), int(m.group(2)), m.group(3)
        values = [scalar_value(v, element) for v in body.strip("[]").split(",")]
        return np.array(values * n if len(values) == 1 else values, dtype=DTYPES[element])
    return scalar_value(op.attr("value").split(":")[0], ty)


def global_value(op):
    """(symbol, MemRef) of a memref.global's initial value: a splat, a hex
    blob (raw little-endian bytes, i1 a byte each) or a nested list."""
    sym = re.search(r'sym_name = "([^"]+)"', op.rest).group(1)
    m = re.search(r"initial_value = dense<(.*?)> : tensor<", op.rest)
    ty = re.search(r"type = (memref<[^>]*>)", op.rest)
    if not m or not ty:
        raise EmulationError("memref.global %s without a dense initial value" % sym)
    shape, dtype = parse_memref(ty.group(1))
    ref = new_buffer(shape, dtype)
    body = m.group(1).strip()
    if body.startswith('"0x'):
        raw = bytes.fromhex(body[3:-1])
        values = np.frombuffer(raw, dtype=np.uint8 if dtype == np.bool_ else dtype)
    else:
        tokens = re.findall(r"true|false|0x[0-9A-Fa-f]+|[-+]?(?:inf|nan|[0-9.]+(?:[eE][-+]?\d+)?)",
                            body)
        values = []
        for t in tokens:
            if t in ("true", "false"):
                values.append(t == "true")
            elif t.startswith("0x") and np.issubdtype(dtype, np.floating):
                bits = {np.float32: np.uint32, np.float64: np.uint64, np.float16: np.uint16}[dtype]
                values.append(np.array([int(t, 16)], dtype=bits).view(dtype)[0])
            else:
                values.append(float(t) if np.issubdtype(dtype, np.floating) else int(t, 0))
        values = np.asarray(values, dtype=dtype)
    if values.size == 1:
        values = np.broadcast_to(values.reshape(-1), ref.buf.shape)
    if values.size != ref.buf.size:
        raise EmulationError("memref.global %s: %d values for %d elements"
                             % (sym, values.size, ref.buf.size))
    ref.buf[:] = values.astype(dtype)
    return sym, ref


CMPI = {0: np.equal, 1: np.not_equal, 2: np.less, 3: np.less_equal, 4: np.greater,
        5: np.greater_equal, 6: np.less, 7: np.less_equal, 8: np.greater,
        9: np.greater_equal}


def cmpf(pred, a, b):
    unordered = np.isnan(a) | np.isnan(b)
    ordered = {1: np.equal, 2: np.greater, 3: np.greater_equal, 4: np.less,
               5: np.less_equal, 6: np.not_equal}
    if pred in ordered:
        return ordered[pred](a, b) & ~unordered
    if 8 <= pred <= 13:
        return ordered[pred - 7](a, b) | unordered
    return {0: np.zeros_like(unordered), 7: ~unordered, 14: unordered,
            15: np.ones_like(unordered)}[pred]


BINARY = {
    "arith.addi": np.add, "arith.subi": np.subtract, "arith.muli": np.multiply,
    "arith.andi": np.bitwise_and, "arith.ori": np.bitwise_or, "arith.xori": np.bitwise_xor,
    "arith.addf": np.add, "arith.subf": np.subtract, "arith.mulf": np.multiply,
    "arith.divf": np.divide, "arith.maximumf": np.maximum, "arith.minimumf": np.minimum,
    "arith.maxnumf": np.fmax, "arith.minnumf": np.fmin, "arith.maxsi": np.maximum,
    "arith.minsi": np.minimum, "arith.maxui": np.maximum, "arith.minui": np.minimum,
    "math.copysign": np.copysign, "arith.divui": np.floor_divide, "arith.remui": np.remainder,
    "arith.divsi": np.floor_divide, "arith.remsi": np.remainder,
}
UNARY = {
    "arith.negf": np.negative, "math.exp": np.exp, "math.log": np.log,
    "math.sqrt": np.sqrt, "math.tanh": np.tanh, "math.absf": np.abs,
    "math.rsqrt": lambda x: x.dtype.type(1) / np.sqrt(x),
    "math.erf": None,
}


# --------------------------------------------------------------------------
# The interpreter.
# --------------------------------------------------------------------------
class Kernel:
    """Lanes of the blocks being run: block and thread per lane."""

    def __init__(self, blocks, threads, grid):
        self.threads = threads
        self.block = np.repeat(np.asarray(blocks, dtype=np.int64), threads)
        self.thread = np.tile(np.arange(threads, dtype=np.int64), len(blocks))
        self.slot = np.repeat(np.arange(len(blocks), dtype=np.int64), threads)
        self.lanes = len(self.block)
        self.grid = grid
        self.counts = {"stores": 0, "shuffles": 0, "barriers": 0}


class Emulator:
    def __init__(self, chunks=16, globals_=None):
        self.env = {}
        self.chunks = chunks
        self.globals = globals_ or {}

    def get(self, name):
        return self.env[name]

    # -- memory ------------------------------------------------------------
    def flat_index(self, ref, indices, kernel, mask):
        flat = np.int64(ref.offset)
        for d, (i, n, s) in enumerate(zip(indices, ref.shape, ref.strides)):
            i = np.asarray(i, dtype=np.int64)
            bad = (i < 0) | (i >= n)
            if np.any(bad & mask):
                raise EmulationError("index %d out of bounds [0, %d)" % (int(i[bad & mask][0] if i.ndim else i), n))
            flat = flat + i * s
        if ref.slot_size:
            flat = flat + kernel.slot * ref.slot_size
        return np.broadcast_to(flat, mask.shape)

    def load(self, ref, indices, kernel, mask):
        flat = np.where(mask, self.flat_index(ref, indices, kernel, mask), 0)
        return ref.buf[flat]

    def store(self, value, ref, indices, kernel, mask):
        flat = self.flat_index(ref, indices, kernel, mask)[mask]
        value = np.broadcast_to(value, mask.shape)[mask]
        if len(np.unique(flat)) != len(flat):
            raise EmulationError("two lanes store to one element in one instruction")
        ref.buf[flat] = value
        kernel.counts["stores"] += len(flat)

    def vector_index(self, op, ref, indices, kernel, mask):
        """Flat indices (lanes x N) of the N elements a vector.load/store at
        `indices` touches: contiguous in the innermost dimension, inside
        it, and aligned as the op's alignment attribute and the hardware's
        vector access (its own size) require, counted from the start of the
        allocation (the emulator's buffers start at offset 0 and CUDA's
        are 256-byte aligned). A misaligned or straddling access is a
        failure: on the GPU it would fault or read the wrong elements."""
        n = int(re.search(r"vector<(\d+)x", op.rest).group(1))
        if not indices or (ref.strides[-1] != 1 and ref.shape[-1] > 1):
            raise EmulationError("%s on a non-contiguous innermost dimension" % op.name)
        last = np.asarray(indices[-1], dtype=np.int64)
        if np.any(((last + n) > ref.shape[-1]) & mask):
            raise EmulationError("%s of %d elements crosses the end of dimension %d"
                                 % (op.name, n, ref.shape[-1]))
        first = self.flat_index(ref, indices, kernel, mask)
        size = ref.buf.dtype.itemsize
        align = op.attr("alignment")
        align = int(align.split(":")[0]) if align else size
        for need in (align, n * size):
            bad = ((first * size) % need != 0) & mask
            if np.any(bad):
                raise EmulationError("%s misaligned: element %d is not %d-byte aligned"
                                     % (op.name, int(first[bad][0]), need))
        return first[:, None] + np.arange(n, dtype=np.int64)

    # -- kernel ops -----------------------------------------------------------
    def run_block(self, block, kernel, mask):
        """Runs the ops of (args, types, ops) `block`; returns the yielded values."""
        for op in block[2]:
            name = op.name
            if name in ("scf.yield", "gpu.terminator"):
                return [self.get(o) for o in op.operands]
            self.run_op(op, kernel, mask)
        return []

    def run_op(self, op, kernel, mask):
        name, env = op.name, self.env
        args = [env[o] for o in op.operands]
        if name == "arith.constant":
            env[op.results[0]] = constant(op)
        elif name in BINARY:
            with np.errstate(all="ignore"):
                a, b = args
                if name in ("arith.divui", "arith.remui", "arith.divsi", "arith.remsi"):
                    b = np.where(np.asarray(b) == 0, 1, b)
                env[op.results[0]] = BINARY[name](a, b)
        elif name in UNARY and UNARY[name] is not None:
            with np.errstate(all="ignore"):
                env[op.results[0]] = UNARY[name](np.asarray(args[0]))
        elif name == "arith.cmpi":
            env[op.results[0]] = CMPI[int(op.attr("predicate").split(":")[0])](args[0], args[1])
        elif name == "arith.cmpf":
            env[op.results[0]] = cmpf(int(op.attr("predicate").split(":")[0]),
                                      np.asarray(args[0]), np.asarray(args[1]))
        elif name == "arith.select":
            env[op.results[0]] = np.where(args[0], args[1], args[2])
        elif name in ("arith.index_cast", "arith.extf", "arith.truncf", "arith.extsi",
                      "arith.extui", "arith.trunci", "arith.index_castui", "arith.sitofp",
                      "arith.uitofp"):
            env[op.results[0]] = np.asarray(args[0]).astype(DTYPES[op.result_type()])
        elif name == "memref.load":
            env[op.results[0]] = self.load(args[0], args[1:], kernel, mask)
        elif name == "memref.store":
            self.store(args[0], args[1], args[2:], kernel, mask)
        elif name == "vector.load":
            flat = self.vector_index(op, args[0], args[1:], kernel, mask)
            env[op.results[0]] = args[0].buf[np.where(mask[:, None], flat, 0)]
        elif name == "vector.store":
            flat = self.vector_index(op, args[1], args[2:], kernel, mask)
            value = np.broadcast_to(args[0], flat.shape)[mask].reshape(-1)
            flat = flat[mask].reshape(-1)
            if len(np.unique(flat)) != len(flat):
                raise EmulationError("two lanes store to one element in one instruction")
            args[1].buf[flat] = value
            kernel.counts["stores"] += len(flat)
        elif name == "vector.extract":
            pos = op.array("static_position")
            if len(pos) != 1 or len(op.operands) != 1:
                raise EmulationError("only vector.extract of one static position is modelled")
            env[op.results[0]] = np.asarray(args[0])[..., pos[0]]
        elif name == "vector.from_elements":
            env[op.results[0]] = np.stack([np.broadcast_to(a, mask.shape) for a in args], -1)
        elif name == "vector.broadcast":
            n = int(re.search(r"vector<(\d+)x", op.result_type()).group(1))
            if np.ndim(args[0]) > 1:
                raise EmulationError("only vector.broadcast of a scalar is modelled")
            env[op.results[0]] = np.repeat(
                np.broadcast_to(args[0], mask.shape)[:, None], n, axis=1)
        elif name == "scf.for":
            self.run_for(op, args, kernel, mask)
        elif name == "scf.if":
            self.run_if(op, args, kernel, mask)
        elif name == "gpu.shuffle":
            self.run_shuffle(op, args, kernel, mask)
        elif name == "gpu.barrier":
            per_block = mask.reshape(-1, kernel.threads)
            if np.any(per_block.any(axis=1) != per_block.all(axis=1)):
                raise EmulationError("gpu.barrier reached by part of a block")
            kernel.counts["barriers"] += 1
        elif name in ("memref.expand_shape", "memref.collapse_shape", "memref.subview"):
            env[op.results[0]] = self.run_view(op, args)
        else:
            raise EmulationError("unsupported op in a kernel: %s" % name)

    def run_for(self, op, args, kernel, mask):
        lb, ub, step, inits = args[0], args[1], args[2], args[3:]
        body = op.regions[0][0]
        iv = np.broadcast_to(np.asarray(lb, dtype=np.int64), mask.shape).copy()
        carried = [np.broadcast_to(np.asarray(v), mask.shape).copy() for v in inits]
        while True:
            active = mask & (iv < ub)
            if not active.any():
                break
            self.env[body[0][0]] = iv
            for name, value in zip(body[0][1:], carried):
                self.env[name] = value
            yielded = self.run_block(body, kernel, active)
            carried = [np.where(active, np.broadcast_to(y, mask.shape), c)
                       for y, c in zip(yielded, carried)]
            iv = np.where(active, iv + step, iv)
        for name, value in zip(op.results, carried):
            self.env[name] = value

    def run_if(self, op, args, kernel, mask):
        cond = np.broadcast_to(np.asarray(args[0], dtype=bool), mask.shape)
        results = []
        for region, m in ((0, mask & cond), (1, mask & ~cond)):
            if region < len(op.regions) and op.regions[region][0][2] and m.any():
                results.append(self.run_block(op.regions[region][0], kernel, m))
            else:
                results.append(None)
        for i, name in enumerate(op.results):
            then = results[0][i] if results[0] is not None else None
            other = results[1][i] if results[1] is not None else None
            if then is None:
                self.env[name] = np.broadcast_to(other, mask.shape)
            elif other is None:
                self.env[name] = np.broadcast_to(then, mask.shape)
            else:
                self.env[name] = np.where(cond, then, other)

    def run_shuffle(self, op, args, kernel, mask):
        value, offset, width = args
        if "xor" not in op.rest or int(width) != 32:
            raise EmulationError("only gpu.shuffle xor over 32 lanes is modelled")
        value = np.broadcast_to(value, mask.shape)
        partner = kernel.slot * kernel.threads + (kernel.thread ^ int(offset))
        if np.any(mask & ~mask[partner]):
            raise EmulationError("gpu.shuffle reads an inactive lane")
        self.env[op.results[0]] = value[partner]
        self.env[op.results[1]] = np.ones(mask.shape, dtype=bool)
        kernel.counts["shuffles"] += 1

    # -- host ops ---------------------------------------------------------------
    def run_view(self, op, args):
        src = args[0]
        shape, _ = parse_memref(op.result_type())
        if op.name == "memref.subview":
            offsets, sizes, strides = (op.array("static_offsets"), op.array("static_sizes"),
                                       op.array("static_strides"))
            if len(sizes) != len(shape) or len(op.operands) != 1:
                raise EmulationError("rank-reducing or dynamic subview")
            offset = src.offset + sum(o * s for o, s in zip(offsets, src.strides))
            return src.view(offset, list(sizes), [s * t for s, t in zip(src.strides, strides)])
        m = re.search(r"reassociation = \[(\[[\d, \[\]]*\])\]", op.rest)
        groups = [[int(x) for x in g.split(",") if x.strip()]
                  for g in re.findall(r"\[([\d, ]*)\]", m.group(1))]
        if op.name == "memref.expand_shape":
            strides = [0] * len(shape)
            for src_dim, group in enumerate(groups):
                s = src.strides[src_dim]
                for d in reversed(group):
                    strides[d] = s
                    s *= shape[d]
            return src.view(src.offset, list(shape), strides)
        strides = []
        for group in groups:  # collapse: the innermost non-unit dim's stride
            inner = [d for d in group if src.shape[d] != 1]
            strides.append(src.strides[inner[-1]] if inner else 1)
        return src.view(src.offset, list(shape), strides)

    def run_launch(self, op, order):
        env = self.env
        gx, gy, gz, tx, ty, tz = (int(env[o]) for o in op.operands[:6])
        if len(op.operands) != 6:
            raise EmulationError("only launches without async tokens or dynamic smem")
        body = op.regions[0][0]
        blocks = list(range(gx * gy * gz))
        if order == "reverse":
            blocks.reverse()
        # "lockstep": every block at once (fast; hides races between blocks);
        # otherwise at most `chunks` runs of neighbouring blocks, one after
        # the other (a block per run when the grid is no larger).
        if order == "lockstep":
            chunk = [blocks]
        else:
            size = -(-len(blocks) // self.chunks)
            chunk = [blocks[i:i + size] for i in range(0, len(blocks), size)]
        total = {"stores": 0, "shuffles": 0, "barriers": 0}
        for group in chunk:
            kernel = Kernel(group, tx * ty * tz, gx)
            b, t = kernel.block, kernel.thread
            ids = [b % gx, b // gx % gy, b // (gx * gy), t % tx, t // tx % ty, t // (tx * ty),
                   gx, gy, gz, tx, ty, tz]
            for name, value in zip(body[0][:12], ids):
                env[name] = np.broadcast_to(np.asarray(value, dtype=np.int64), (kernel.lanes,))
            for name, type_text in zip(body[0][12:], body[1][12:]):
                shape, dtype = parse_memref(type_text.split(", #gpu")[0] + ">")
                ref = new_buffer([len(group)] + shape, dtype)
                ref = ref.view(0, shape, contiguous_strides(shape))
                ref.slot_size = int(np.prod(shape))
                env[name] = ref
            self.run_block(body, kernel, np.ones(kernel.lanes, dtype=bool))
            for k in total:
                total[k] += kernel.counts[k]
        return total

    def run_function(self, func, inputs, order):
        body = func.regions[0][0]
        for name, value in zip(body[0], inputs):
            self.env[name] = value
        launches = 0
        for op in body[2]:
            name = op.name
            if name == "arith.constant":
                self.env[op.results[0]] = constant(op)
            elif name == "memref.alloc":
                shape, dtype = parse_memref(op.result_type())
                self.env[op.results[0]] = new_buffer(shape, dtype)
            elif name == "memref.get_global":
                sym = re.search(r"name = @([\w$.-]+)", op.rest).group(1)
                if sym not in self.globals:
                    raise EmulationError("memref.get_global of unknown @%s" % sym)
                self.env[op.results[0]] = self.globals[sym]
            elif name == "memref.dealloc":
                ref = self.env[op.operands[0]]
                if np.issubdtype(ref.buf.dtype, np.floating):
                    ref.buf[:] = np.nan  # poisoned: a later read shows
            elif name in ("memref.expand_shape", "memref.collapse_shape", "memref.subview"):
                self.env[op.results[0]] = self.run_view(op, [self.env[o] for o in op.operands])
            elif name == "gpu.launch":
                self.run_launch(op, order)
                launches += 1
            elif name == "memref.copy":
                src, dst = (self.env[o] for o in op.operands)
                dst.buf[dst.flat_indices()] = src.to_array()
            elif name in ("memref.load", "memref.store"):  # host scalars
                args = [self.env[o] for o in op.operands]
                kernel = Kernel([0], 1, 1)
                one = np.ones(1, dtype=bool)
                if name == "memref.load":
                    self.env[op.results[0]] = self.load(args[0], args[1:], kernel, one)[0]
                else:
                    self.store(args[0], args[1], args[2:], kernel, one)
            elif name in BINARY or name in UNARY or name.startswith("arith."):
                self.run_op(op, Kernel([0], 1, 1), np.ones(1, dtype=bool))
            elif name == "func.return":
                return [self.env[o].to_array() for o in op.operands], launches
            else:
                raise EmulationError("unsupported host op: %s" % name)
        raise EmulationError("no func.return")


def lower(remat_opt, path):
    env = dict(os.environ)
    env.setdefault("CUDA_HOME", "/usr/local/cuda")
    p = subprocess.run([remat_opt, path, "--pass-pipeline=" + PIPELINE,
                        "--mlir-print-ir-before=remat-gpu-device-memory",
                        "--mlir-print-op-generic", "-o", os.devnull],
                       capture_output=True, text=True, env=env)
    if p.returncode:
        raise EmulationError("%s failed on %s: %s" % (remat_opt, path, p.stderr[-2000:]))
    return p.stderr


def make_inputs(func, seed):
    rng = np.random.default_rng(seed)
    inputs = []
    header = func.rest
    m = re.search(r"function_type = \(([^)]*)\)", header)
    arg_types = split_top(m.group(1)) if m else []
    cotangent = "remat.cotangent" in header
    for i, ty in enumerate(arg_types):
        shape, dtype = parse_memref(ty)
        ref = new_buffer(shape, dtype)
        if i == len(arg_types) - 1 and cotangent and not shape:
            ref.buf[:] = 1
        elif np.issubdtype(dtype, np.floating):
            ref.buf[:] = rng.standard_normal(ref.buf.size).astype(dtype) * dtype(0.5)
        else:
            ref.buf[:] = rng.integers(0, 2, ref.buf.size).astype(dtype)
        inputs.append(ref)
    return inputs


def emulate(remat_opt, path, seed, order, chunks=16):
    start = time.time()
    ops = parse(lower(remat_opt, path))
    funcs = [op for module in ops for op in module.regions[0][0][2] if op.name == "func.func"] \
        if ops and ops[0].name == "builtin.module" else [op for op in ops if op.name == "func.func"]
    if len(funcs) != 1:
        raise EmulationError("expected one function, found %d" % len(funcs))
    top = ops[0].regions[0][0][2] if ops and ops[0].name == "builtin.module" else ops
    # Host constants (masks, position tables): one buffer per global, as on
    # the GPU, where the host copies it to the device once.
    globals_ = dict(global_value(op) for op in top if op.name == "memref.global")
    inputs = make_inputs(funcs[0], seed)
    # Kept before the run: a kernel writing into an argument must not change
    # what the CPU is given.
    values = [ref.to_array() for ref in inputs]
    outputs, launches = Emulator(chunks, globals_).run_function(funcs[0], inputs, order)
    return outputs, launches, time.time() - start, values


# --------------------------------------------------------------------------
# The CPU reference (--against-cpu).
# --------------------------------------------------------------------------
TENSOR_ELEMENT = {np.dtype(np.float32): "f32", np.dtype(np.float64): "f64",
                  np.dtype(np.float16): "f16", np.dtype(np.int32): "i32",
                  np.dtype(np.int64): "i64", np.dtype(np.bool_): "i1"}


def run_cpu(remat_run, path, inputs, workdir, tag):
    """remat-run on `path` with `inputs` (arrays, one per argument): the
    --json report and the outputs as read by compare.py."""
    out = os.path.join(workdir, tag)
    cmd = [remat_run, path, "--json", "--output-dir=" + out]
    cmd += ["--input=@" + os.path.join(workdir, "input_%d.npy" % k) for k in range(len(inputs))]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        raise EmulationError("%s failed on %s: %s" % (remat_run, path, p.stderr[-2000:]))
    report = json.loads(p.stdout)
    return report, [compare.read_npy(os.path.join(out, "result_%d.npy" % k))
                    for k in range(len(report["outputs"]))]


def tensor_type(value):
    dims = "".join("%dx" % d for d in value.shape)
    return "tensor<%s%s>" % (dims, TENSOR_ELEMENT[value.dtype])


def check_inputs_reach_cpu(remat_run, inputs, workdir):
    """Raises unless remat-run, given the input files, holds exactly the
    emulator's inputs: an identity function over the same argument types
    must give them back bit for bit."""
    types = [tensor_type(v) for v in inputs]
    args = ", ".join("%%a%d: %s" % (k, t) for k, t in enumerate(types))
    names = ", ".join("%%a%d" % k for k in range(len(types)))
    identity = os.path.join(workdir, "identity.mlir")
    with open(identity, "w") as f:
        f.write("func.func @train_step(%s) -> (%s) {\n  return %s : %s\n}\n"
                % (args, ", ".join(types), names, ", ".join(types)))
    _, echoed = run_cpu(remat_run, identity, inputs, workdir, "identity")
    for k, (value, (descr, shape, data)) in enumerate(zip(inputs, echoed)):
        if (descr != value.dtype.str or shape != value.shape
                or np.asarray(data, dtype=value.dtype).tobytes() != value.tobytes()):
            raise EmulationError("input %d: remat-run does not read the emulator's values" % k)


def against_cpu(remat_run, path, inputs, outputs):
    """Compares the kernels' outputs with remat-run's on the same inputs.
    Returns (ok, worst ratio, where, CPU seconds, per-output lines)."""
    start = time.time()
    with tempfile.TemporaryDirectory(prefix="emulate-cpu-") as workdir:
        for k, value in enumerate(inputs):
            np.save(os.path.join(workdir, "input_%d.npy" % k), value)
        check_inputs_reach_cpu(remat_run, inputs, workdir)
        report, cpu = run_cpu(remat_run, path, inputs, workdir, "cpu")
    ok, worst, where, lines = True, 0.0, "all equal", []
    if len(cpu) != len(outputs):
        return False, float("inf"), "%d outputs, the CPU has %d" % (len(outputs), len(cpu)), \
            time.time() - start, lines
    for k, (gpu, (descr, shape, cv)) in enumerate(zip(outputs, cpu)):
        dtype = report["outputs"][k]["dtype"]
        if descr != gpu.dtype.str or shape != gpu.shape:
            ok = False
            lines.append("  out %d: %s %s emulated, %s %s on the CPU"
                         % (k, gpu.dtype.str, list(gpu.shape), descr, list(shape)))
            worst, where = float("inf"), "output %d: dtype or shape" % k
            continue
        rtol, atol = compare.tolerance("fp32", dtype)
        gv = gpu.reshape(-1).tolist()
        ratio, i = compare.worst(cv, gv, rtol, atol)
        ok &= ratio <= 1.0
        at = "all equal"
        if i >= 0:
            index = tuple(int(x) for x in np.unravel_index(i, shape)) if shape else ()
            at = "out %d %s: gpu %.9g cpu %.9g" % (k, list(index), gv[i], cv[i])
        lines.append("  out %-3d %-4s %10d  rtol %-7g worst %.3e %-4s %s"
                     % (k, dtype, len(cv), rtol, ratio, "ok" if ratio <= 1.0 else "FAIL", at))
        if ratio > worst:
            worst, where = ratio, at
    return ok, worst, where, time.time() - start, lines


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--remat-opt", default=os.path.join(ROOT, "build", "bin", "remat-opt"))
    ap.add_argument("--against", help="another remat-opt whose kernels must give the same bits")
    ap.add_argument("--against-cpu", action="store_true",
                    help="compare every output with remat-run's on the same inputs, "
                    "by compare.py's fp32 tolerance")
    ap.add_argument("--remat-run", default=os.path.join(ROOT, "build", "bin", "remat-run"))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--order", choices=["reverse", "forward", "lockstep"], default="reverse",
                    help="order in which the blocks of a launch run")
    ap.add_argument("--chunks", type=int, default=16,
                    help="runs of blocks per launch, run one after the other (block "
                    "order) and each in lock step")
    args = ap.parse_args()
    ok = True
    if args.against_cpu:
        print("| step | launches | outputs | NaN outputs | vs CPU | worst ratio | where | "
              "emulation s | CPU s |")
        print("|---|---|---|---|---|---|---|---|---|")
    else:
        print("| step | launches | outputs | NaN outputs | against: launches | bits | s |")
        print("|---|---|---|---|---|---|---|")
    for path in args.files:
        rel = os.path.relpath(path, ROOT)
        try:
            outs, launches, secs, inputs = emulate(args.remat_opt, path, args.seed, args.order,
                                                   args.chunks)
            nans = sum(int(np.isnan(o).any()) for o in outs if np.issubdtype(o.dtype, np.floating))
            if args.against_cpu:
                same, worst, where, cpu_secs, lines = against_cpu(args.remat_run, path,
                                                                  inputs, outs)
                ok &= same and nans == 0
                print("| %s | %d | %d | %d | %s | %.3e | %s | %.0f | %.0f |"
                      % (rel, launches, len(outs), nans, "pass" if same else "**FAIL**",
                         worst, where, secs, cpu_secs))
                sys.stdout.flush()
                for line in lines:
                    print(line, file=sys.stderr)
                sys.stdout.flush()
                continue
            other, verdict = "-", "-"
            if args.against:
                ref, ref_launches, ref_secs, _ = emulate(args.against, path, args.seed,
                                                         args.order, args.chunks)
                secs += ref_secs
                other = str(ref_launches)
                same = len(ref) == len(outs) and all(
                    a.shape == b.shape and a.dtype == b.dtype and a.tobytes() == b.tobytes()
                    for a, b in zip(outs, ref))
                if same:
                    verdict = "bit-identical"
                else:
                    ok = False
                    diff = [i for i, (a, b) in enumerate(zip(outs, ref)) if a.tobytes() != b.tobytes()]
                    verdict = "**differ** (outputs %s)" % diff[:8]
            ok &= nans == 0
            print("| %s | %d | %d | %d | %s | %s | %.0f |" % (rel, launches, len(outs), nans,
                                                             other, verdict, secs))
        except EmulationError as e:
            ok = False
            print("| %s | **error**: %s | | | | | |%s" % (rel, e, " | |" if args.against_cpu else ""))
        sys.stdout.flush()
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
