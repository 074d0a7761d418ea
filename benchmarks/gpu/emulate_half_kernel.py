#!/usr/bin/env python3
"""emulate_half_kernel.py KERNEL.mlir [--seed=N] [--quiet]

Runs, on the CPU, the bf16/f16 tensor-core matmul kernels that
remat-gpu-matmul-kernels writes (the gpu.launch ops in KERNEL.mlir, printed
with --mlir-print-op-generic, on a function whose arguments are the
matmul's memrefs A, B, C, nothing else), and checks C against NumPy.

The kernel's own index arithmetic (arith, scf, memref.view) is interpreted
as written, for the 128 threads of a block at once, block after block. The
GPU instructions are modelled from the PTX ISA, not from remat's code:

- nvgpu.device_async_copy (cp.async.cg.shared.global, 16 bytes): the
  destination and source must be 16-byte aligned and the source chunk must
  lie inside one row of the source; `srcElements` elements are read, the
  rest zero-filled. The data lands only when a cp.async.wait_group lets the
  group complete: until then the destination elements are poisoned, and
  reading them is an error.
- nvgpu.device_async_create_group / device_async_wait {numGroups = n}
  (cp.async.commit_group / wait_group n): per thread, all but the newest n
  committed groups complete.
- gpu.barrier: every thread of the block must reach it (no divergence);
  a shared element read by a thread other than the one whose copy or store
  wrote it, with no barrier between the write landing and the read, is a
  race; so is overwriting an element another thread read since the last
  barrier.
- nvgpu.ldmatrix .x4 (ldmatrix.sync.aligned.m8n8.x4[.trans].shared.b16):
  lane l gives the address of row l % 8 of matrix l / 8 (16 bytes,
  16-byte aligned, inside one row of the tile); lane l receives in register
  i the elements (l / 4, 2 (l % 4)) and (l / 4, 2 (l % 4) + 1) of matrix i,
  or with .trans (2 (l % 4), l / 4) and (2 (l % 4) + 1, l / 4).
- nvvm.mma.sync m16n8k16 row.col, f32 accumulators ("Matrix Fragments for
  mma.m16n8k16", .f16/.bf16; g = l / 4, q = l % 4): a0 = A[g][2q, 2q+1],
  a1 = A[g+8][2q..], a2 = A[g][2q+8..], a3 = A[g+8][2q+8..];
  b0 = B[2q, 2q+1][g], b1 = B[2q+8, 2q+9][g]; c0, c1 = C[g][2q, 2q+1],
  c2, c3 = C[g+8][2q, 2q+1]. D = A B + C is computed per warp from the
  16x16 A, 16x8 B and 16x8 C these fragments assemble.

The Hopper kernel (half-kernel=wgmma) adds, from the PTX ISA
("Asynchronous Warpgroup Level Matrix Multiply-Accumulate Instructions"):

- shared-window addresses: memref.extract_aligned_pointer_as_index of a
  workgroup view is the address of its first byte, the dynamic shared
  memory starting at SHARED_BASE (16-byte aligned, not 0, so that a
  kernel that leaves the base out reads the wrong elements).
- matrix descriptors (64 bits): start address >> 4 in bits 0-13, leading
  dimension byte offset (LBO) >> 4 in bits 16-29, stride dimension byte
  offset (SBO) >> 4 in bits 32-45, base offset in bits 49-51 (must be 0),
  layout type in bits 62-63 (only 0, no swizzle, is modelled). Core
  matrices are 8 rows of 16 bytes; the canonical no-swizzle layouts, with
  T = 8 16-bit elements per 16 bytes, are: K-major
  ((8,m),(T,2k)):((1T,SBO),(1,LBO)) and MN-major
  ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO)) (offsets in elements).
- nvvm.wgmma.mma_async m64n64k16, f32 += bf16/f16: A (64x16) and B
  (16x64) read from shared memory through the descriptors; NVVM passes
  imm-trans-a = (layoutA == col) and imm-trans-b = (layoutB == row), and
  a transposed operand is MN-major. All 128 threads must execute it, with
  uniform descriptors, after a wgmma.fence.aligned issued since the last
  wgmma.wait_group (or the kernel's start). Every element it reads must
  have been written (cp.async landed or memref.store), then fenced by
  the writing thread with fence.proxy.async.shared::cta, then a barrier;
  until a wgmma.wait_group retires it, the elements it reads must not be
  written and its accumulators (d[4i + r] = D[16w + g + 8 (r / 2)]
  [8i + 2q + r % 2]) must not be read, except as the accumulator input of
  another wgmma.mma_async.
- wgmma.commit_group / wait_group n: all but the newest n committed groups
  complete; the block must end with none in flight.

Inputs are random multiples of 1/8 in [-4, 4] (exact in bf16 and f16), so
every product and f32 sum is exact and the kernel must match the reference
product bit for bit (f16 C: once rounded). Plain Python (no NumPy). Prints per kernel the shape, the counts
of modelled instructions and `OK`; exits 1 with the first violation or a
mismatch.
"""
import random
import re
import struct
import sys

T = 128  # threads per block (the kernels' fixed block)
WARP = 32
SHARED_BASE = 0x430  # shared-window address of the dynamic shared memory


class EmulationError(Exception):
    pass


# --------------------------------------------------------------------------
# A line-based reader of MLIR's generic op form.
# --------------------------------------------------------------------------
OP_RE = re.compile(
    r'^(?:(%[\w.$-]+)(?::(\d+))? = )?"([\w.]+)"\(([^)]*)\)(.*)$')
BLOCK_RE = re.compile(r"^\^bb\d+(?:\((.*)\))?:$")


class Op:
    def __init__(self, name, results, operands, rest):
        self.name = name
        self.results = results
        self.operands = operands
        self.rest = rest  # properties, attributes and types (text)
        self.regions = []  # list of list of blocks (args, ops)

    def attr(self, key):
        m = re.search(r"\b%s = ([^,>}]+(?:<[^>]*>)?)" % re.escape(key),
                      self.rest)
        return m.group(1).strip() if m else None

    def int_attr(self, key):
        v = self.attr(key)
        return None if v is None else int(v.split(":")[0].strip())

    def array_attr(self, key):
        m = re.search(r"\b%s = array<i\d+(?:: ([^>]*))?>" % re.escape(key),
                      self.rest)
        if not m:
            return None
        return [int(x) for x in (m.group(1) or "").split(",") if x.strip()]

    def types(self):
        """(operand types, result types) from the trailing signature."""
        sig = self.rest[self.rest.rfind(" : (") + 3:] if " : (" in self.rest \
            else ""
        return sig


def split_top(text):
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def parse(lines):
    """Parses the generic form into nested Ops; returns the top-level ops."""
    root = Op("root", [], [], "")
    root.regions = [[([], [])]]
    stack = [root]
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("//") or line.startswith("#"):
            continue
        cur = stack[-1]
        if line.startswith("}, {"):
            cur.regions.append([([], [])])
            continue
        if line.startswith("})"):
            cur.rest += line[2:]
            stack.pop()
            continue
        m = BLOCK_RE.match(line)
        if m:
            args = []
            if m.group(1):
                args = [a.split(":")[0].strip() for a in split_top(m.group(1))]
            region = cur.regions[-1]
            if region[-1][1] or region[-1][0]:
                region.append((args, []))
            else:
                region[-1] = (args, [])
            continue
        m = OP_RE.match(line)
        if not m:
            raise EmulationError("cannot read: %s" % line[:120])
        res, count, name, operands, rest = m.groups()
        results = []
        if res:
            results = ([res] if count is None else
                       ["%s#%d" % (res, i) for i in range(int(count))])
        op = Op(name, results,
                [o.strip() for o in operands.split(",") if o.strip()], rest)
        cur.regions[-1][-1][1].append(op)
        if rest.rstrip().endswith("({"):
            op.regions = [[([], [])]]
            stack.append(op)
    return root.regions[0][0][1]


def memref_shape(type_text):
    m = re.match(r"memref<([^,>]*?)x?(bf16|f16|f32|f64)", type_text.strip())
    dims = [int(d) for d in m.group(1).split("x") if d and d != "?"]
    return dims, m.group(2)


# --------------------------------------------------------------------------
# Memory models.
# --------------------------------------------------------------------------
class Global:
    def __init__(self, name, array, dtype):
        self.name, self.a, self.dtype = name, array, dtype


class SharedView:
    def __init__(self, shared, byte_offset, shape, dtype):
        self.shared, self.shape, self.dtype = shared, shape, dtype
        bytes_ = {"bf16": 2, "f16": 2, "f32": 4}[dtype]
        if byte_offset % bytes_:
            raise EmulationError("misaligned memref.view")
        self.byte_offset = byte_offset
        self.elem_bytes = bytes_
        self.base = byte_offset // bytes_
        self.strides = [prod(shape[i + 1:]) for i in range(len(shape))]

    def flat(self, idx):
        for i, (v, n) in enumerate(zip(idx, self.shape)):
            if v < 0 or v >= n:
                raise EmulationError("shared index %s out of %s" % (idx,
                                                                    self.shape))
        return self.base + sum(v * s for v, s in zip(idx, self.strides))


class Shared:
    """16-bit element slots of dynamic shared memory, with the state the
    race and completion checks need."""

    def __init__(self, elements):
        self.value = [0.0] * elements
        self.pending = [False] * elements
        self.writer = [-1] * elements
        self.write_epoch = [-1] * elements
        self.read_epoch = [-1] * elements
        self.reader = [-1] * elements  # -2: several threads
        self.epoch = 0
        # The async proxy (wgmma): the epoch of the fence.proxy.async that
        # covers an element's last write (-1: none yet), the elements each
        # thread wrote since its last fence, and how many wgmma in flight
        # read an element.
        self.fence_epoch = [-1] * elements
        self.unfenced = [[] for _ in range(T)]
        self.inflight = [0] * elements

    def check_write(self, e, thread):
        if self.inflight[e]:
            raise EmulationError(
                "thread %d overwrites shared element %d that a "
                "wgmma.mma_async in flight reads (before its wgmma.wait_group)"
                % (thread, e))
        if self.read_epoch[e] == self.epoch and self.reader[e] not in (
                -1, thread):
            raise EmulationError(
                "race: thread %d overwrites shared element %d that thread %d "
                "read since the last barrier" % (thread, e, self.reader[e]))

    def land(self, e, value, thread):
        self.value[e] = value
        self.pending[e] = False
        self.writer[e] = thread
        self.write_epoch[e] = self.epoch
        self.fence_epoch[e] = -1
        self.unfenced[thread].append(e)

    def fence_proxy_async(self, thread):
        for e in self.unfenced[thread]:
            self.fence_epoch[e] = self.epoch
        self.unfenced[thread] = []

    def async_read(self, e):
        """A read by wgmma (the async proxy, the whole warpgroup)."""
        if self.pending[e]:
            raise EmulationError("wgmma.mma_async reads shared element %d "
                                 "before its cp.async completed" % e)
        if self.writer[e] == -1:
            raise EmulationError("wgmma.mma_async reads shared element %d "
                                 "that nothing wrote" % e)
        if self.fence_epoch[e] < 0:
            raise EmulationError(
                "wgmma.mma_async reads shared element %d written by thread %d "
                "through the generic proxy with no fence.proxy.async after "
                "the write" % (e, self.writer[e]))
        if self.fence_epoch[e] == self.epoch:
            raise EmulationError(
                "wgmma.mma_async reads shared element %d with no barrier "
                "after the fence.proxy.async of thread %d"
                % (e, self.writer[e]))
        self.read_epoch[e] = self.epoch
        self.reader[e] = -2
        return self.value[e]

    def read(self, e, thread):
        if self.pending[e]:
            raise EmulationError(
                "thread %d reads shared element %d before its cp.async "
                "completed (wait_group)" % (thread, e))
        if self.writer[e] not in (-1, thread) and \
                self.write_epoch[e] == self.epoch:
            raise EmulationError(
                "race: thread %d reads shared element %d written by thread %d "
                "with no barrier in between" % (thread, e, self.writer[e]))
        if self.read_epoch[e] != self.epoch:
            self.read_epoch[e] = self.epoch
            self.reader[e] = thread
        elif self.reader[e] != thread:
            self.reader[e] = -2
        return self.value[e]


def prod(xs):
    n = 1
    for x in xs:
        n *= x
    return n


def round_to(dtype, x):
    """x rounded to the nearest `dtype` value (ties to even)."""
    if dtype == "f16":
        return struct.unpack("<e", struct.pack("<e", x))[0]
    f = struct.unpack("<f", struct.pack("<f", x))[0]
    if dtype == "bf16":
        b = struct.unpack("<I", struct.pack("<f", f))[0]
        b = (b + 0x7FFF + ((b >> 16) & 1)) & 0xFFFF0000
        return struct.unpack("<f", struct.pack("<I", b))[0]
    return f


class Array:
    """A dense row-major array of Python floats (the global memrefs)."""

    def __init__(self, shape, values):
        self.shape, self.values = list(shape), values
        self.strides = [prod(shape[i + 1:]) for i in range(len(shape))]

    def flat(self, idx):
        for v, n in zip(idx, self.shape):
            if v < 0 or v >= n:
                raise EmulationError("global index %s out of %s" % (
                    list(idx), self.shape))
        return sum(v * s for v, s in zip(idx, self.strides))

    def __getitem__(self, idx):
        return self.values[self.flat(idx)]

    def __setitem__(self, idx, v):
        self.values[self.flat(idx)] = v


def full(v):
    return [v] * T


def zip_map(f, *xs):
    return [f(*a) for a in zip(*xs)]


def active(mask):
    return [t for t in range(T) if mask[t]]


# --------------------------------------------------------------------------
# The interpreter: every SSA value is an array over the block's threads.
# --------------------------------------------------------------------------
class Kernel:
    def __init__(self, globals_):
        self.globals = globals_  # SSA name -> Global
        self.counts = {}
        self.next_wgmma = 0  # ids of wgmma.mma_async ops issued

    def count(self, what, n=1):
        self.counts[what] = self.counts.get(what, 0) + n

    def uniform(self, v, what):
        if any(x != v[0] for x in v):
            raise EmulationError("%s is not uniform over the block" % what)
        return int(v[0])

    def get(self, env, name):
        if name in self.globals:
            return self.globals[name]
        if name not in env:
            raise EmulationError("unknown value %s" % name)
        return env[name]

    def run_launch(self, launch, env):
        grid = [self.uniform(self.get(env, o), "grid") for o in
                launch.operands[:3]]
        block = [self.uniform(self.get(env, o), "block") for o in
                 launch.operands[3:6]]
        if block != [T, 1, 1]:
            raise EmulationError("expected 128x1x1 threads, got %s" % block)
        segs = launch.array_attr("operandSegmentSizes")
        smem_bytes = 0
        if segs and segs[-1]:
            smem_bytes = self.uniform(self.get(env, launch.operands[-1]),
                                      "smem")
        args, ops = launch.regions[0][0]
        for bz in range(grid[2]):
            for by in range(grid[1]):
                for bx in range(grid[0]):
                    local = dict(env)
                    vals = [bx, by, bz, 0, 0, 0] + grid + block
                    for a, v in zip(args, vals):
                        local[a] = full(v)
                    local[args[3]] = list(range(T))
                    self.shared = Shared(max(smem_bytes // 2, 1))
                    self.groups = [[] for _ in range(T)]  # committed
                    self.uncommitted = [[] for _ in range(T)]
                    # wgmma: groups of (op id, shared elements read), the
                    # retired op ids, whether a wgmma.fence came since the
                    # last wait.
                    self.wgmma_groups, self.wgmma_open = [], []
                    self.wgmma_done, self.wgmma_fenced = set(), False
                    self.exec_ops(ops, local, full(True))
                    for t in range(T):
                        if any(self.groups[t]) or self.uncommitted[t]:
                            raise EmulationError(
                                "thread %d ends with cp.async copies never "
                                "waited for" % t)
                    if self.wgmma_groups or self.wgmma_open:
                        raise EmulationError("the block ends with "
                                             "wgmma.mma_async in flight")
        self.count("blocks", grid[0] * grid[1] * grid[2])

    def exec_ops(self, ops, env, mask):
        for op in ops:
            r = self.exec_op(op, env, mask)
            if op.name in ("scf.yield", "gpu.terminator"):
                return r
        return None

    def exec_op(self, op, env, mask):
        n = op.name
        g = lambda i: self.get(env, op.operands[i])
        out = None
        if n == "arith.constant":
            v = op.attr("value")
            if v.startswith("dense<"):
                val = float(re.search(r"value = dense<([^>]*)>",
                                      op.rest).group(1))
                size = int(re.search(r"vector<(\d+)x", op.rest).group(1))
                out = full([val] * size)
            elif v in ("true", "false"):
                out = full(v == "true")
            elif "." in v.split(":")[0] or "e" in v.split(":")[0]:
                out = full(float(v.split(":")[0]))
            else:
                out = full(int(v.split(":")[0]))
        elif n in ("arith.addi", "arith.subi", "arith.muli", "arith.divui",
                   "arith.remui", "arith.andi", "arith.ori", "arith.shrui",
                   "arith.shli"):
            f = {"arith.addi": lambda x, y: x + y,
                 "arith.shrui": lambda x, y: x >> y,
                 "arith.shli": lambda x, y: x << y,
                 "arith.subi": lambda x, y: x - y,
                 "arith.muli": lambda x, y: x * y,
                 "arith.divui": lambda x, y: x // y if y else 0,
                 "arith.remui": lambda x, y: x % y if y else 0,
                 "arith.andi": lambda x, y: x & y,
                 "arith.ori": lambda x, y: x | y}[n]
            out = zip_map(f, g(0), g(1))
        elif n == "arith.cmpi":
            p = op.int_attr("predicate")
            f = [lambda x, y: x == y, lambda x, y: x != y,
                 lambda x, y: x < y, lambda x, y: x <= y,
                 lambda x, y: x > y, lambda x, y: x >= y][p % 6 if p < 6
                                                           else p - 4]
            out = zip_map(f, g(0), g(1))
        elif n == "arith.select":
            out = zip_map(lambda c, x, y: x if c else y, g(0), g(1), g(2))
        elif n in ("arith.addf", "arith.mulf"):
            ty = op.rest.split("->")[-1].strip()
            ty = ty if ty in ("f16", "bf16") else "f32"
            out = zip_map(lambda x, y: round_to(
                ty, x + y if n == "arith.addf" else x * y), g(0), g(1))
        elif n in ("arith.extf", "arith.index_cast", "arith.index_castui"):
            out = g(0)
        elif n == "memref.extract_aligned_pointer_as_index":
            ref = g(0)
            if not isinstance(ref, SharedView):
                raise EmulationError("aligned pointer of something other than "
                                     "a workgroup view")
            out = full(SHARED_BASE + ref.byte_offset)
        elif n == "nvvm.fence.proxy":
            if "#nvvm.proxy_kind<async.shared>" not in op.rest or \
                    "#nvvm.shared_space<cta>" not in op.rest:
                raise EmulationError("expected fence.proxy.async.shared::cta")
            for t in active(mask):
                self.shared.fence_proxy_async(t)
            self.count("fence.proxy.async")
        elif n == "llvm.mlir.zero":
            out = Acc([[0.0] * struct_fields(op.rest) for _ in range(T)], None)
        elif n.startswith("nvvm.wgmma."):
            out = self.wgmma(op, env, mask)
        elif n == "arith.truncf":
            ty = op.rest.split("->")[-1].strip()
            out = [round_to(ty, x) for x in g(0)]
        elif n == "gpu.dynamic_shared_memory":
            out = "dynamic-shared"
        elif n == "memref.view":
            if g(0) != "dynamic-shared":
                raise EmulationError("memref.view of something else")
            shift = self.uniform(g(1), "view offset")
            shape, dtype = memref_shape(op.rest.split("->")[-1])
            out = SharedView(self.shared, shift, shape, dtype)
        elif n == "memref.load":
            ref = g(0)
            idx = [g(i) for i in range(1, len(op.operands))]
            out = full(0.0)
            for t in active(mask):
                ti = tuple(int(i[t]) for i in idx)
                if isinstance(ref, Global):
                    out[t] = ref.a[ti]
                else:
                    out[t] = self.shared.read(ref.flat(ti), t)
            self.count("memref.load (%s)" % (
                "global" if isinstance(ref, Global) else "shared"),
                sum(mask))
        elif n == "memref.store":
            val, ref = g(0), g(1)
            idx = [g(i) for i in range(2, len(op.operands))]
            for t in active(mask):
                ti = tuple(int(i[t]) for i in idx)
                if isinstance(ref, Global):
                    ref.a[ti] = val[t]
                else:
                    e = ref.flat(ti)
                    self.shared.check_write(e, t)
                    self.shared.land(e, val[t], t)
            self.count("memref.store (%s)" % (
                "global" if isinstance(ref, Global) else "shared"),
                sum(mask))
        elif n == "gpu.barrier":
            if not all(mask):
                raise EmulationError("gpu.barrier in divergent code")
            self.shared.epoch += 1
            self.count("barrier")
        elif n == "nvgpu.device_async_copy":
            self.async_copy(op, env, mask)
            out = full(None)
        elif n == "nvgpu.device_async_create_group":
            for t in active(mask):
                self.groups[t].append(self.uncommitted[t])
                self.uncommitted[t] = []
            self.count("cp.async.commit_group")
            out = full(None)
        elif n == "nvgpu.device_async_wait":
            keep = op.int_attr("numGroups") or 0
            for t in active(mask):
                done = self.groups[t][:max(len(self.groups[t]) - keep, 0)]
                self.groups[t] = self.groups[t][len(done):]
                for group in done:
                    for e, v in group:
                        self.shared.check_write(e, t)
                        self.shared.land(e, v, t)
            self.count("cp.async.wait_group")
        elif n == "nvgpu.ldmatrix":
            out = self.ldmatrix(op, env, mask)
        elif n == "vector.extract":
            pos = op.array_attr("static_position")
            out = g(0)
            for p in pos:
                out = [x[p] for x in out]
        elif n == "vector.bitcast":
            # vector<2x(b)f16> -> vector<1xi32>: the pair is the register.
            out = [[x] for x in g(0)]
        elif n == "vector.from_elements":
            out = [list(x) for x in zip(*[g(i) for i in
                                          range(len(op.operands))])]
        elif n == "llvm.extractvalue":
            acc = g(0)
            if isinstance(acc, Acc):
                if acc.op is not None and acc.op not in self.wgmma_done:
                    raise EmulationError(
                        "reads wgmma.mma_async accumulators before the "
                        "wgmma.wait_group that retires it")
                acc = acc.frag
            out = [x[op.array_attr("position")[0]] for x in acc]
        elif n == "nvvm.mma.sync":
            out = self.mma(op, env, mask)
        elif n == "scf.for":
            lb, ub, step = (self.uniform(g(i), "loop bound") for i in range(3))
            carried = [g(i) for i in range(3, len(op.operands))]
            args, body = op.regions[0][0]
            for iv in range(lb, ub, step):
                local = dict(env)
                local[args[0]] = full(iv)
                for a, v in zip(args[1:], carried):
                    local[a] = v
                carried = self.exec_ops(body, local, mask)
            for r, v in zip(op.results, carried):
                env[r] = v
            return None
        elif n == "scf.if":
            cond = [bool(c) for c in g(0)]
            then_mask = [m and c for m, c in zip(mask, cond)]
            else_mask = [m and not c for m, c in zip(mask, cond)]
            then_args, then_ops = op.regions[0][0]
            yt = self.exec_ops(then_ops, dict(env), then_mask) \
                if any(then_mask) else None
            ye = None
            if len(op.regions) > 1 and op.regions[1][0][1] and any(else_mask):
                ye = self.exec_ops(op.regions[1][0][1], dict(env), else_mask)
            for i, r in enumerate(op.results):
                a = yt[i] if yt is not None else full(0.0)
                b = ye[i] if ye is not None else full(0.0)
                env[r] = zip_map(lambda c, x, y: x if c else y, cond, a, b)
            return None
        elif n == "scf.yield":
            return [g(i) for i in range(len(op.operands))]
        elif n in ("gpu.terminator", "func.return"):
            return []
        elif n == "gpu.launch":
            self.run_launch(op, env)
            return None
        else:
            raise EmulationError("op not modelled: %s" % n)
        for r in op.results:
            env[r] = out
        return None

    # ---- cp.async ------------------------------------------------------
    def async_copy(self, op, env, mask):
        segs = op.array_attr("operandSegmentSizes")
        ops_ = op.operands
        dst = self.get(env, ops_[0])
        di = [self.get(env, o) for o in ops_[1:1 + segs[1]]]
        src = self.get(env, ops_[1 + segs[1]])
        si = [self.get(env, o) for o in
              ops_[2 + segs[1]:2 + segs[1] + segs[3]]]
        src_elems = (self.get(env, ops_[2 + segs[1] + segs[3]])
                     if len(segs) > 4 and segs[4] else None)
        n = op.int_attr("dstElements")
        if not isinstance(dst, SharedView) or not isinstance(src, Global):
            raise EmulationError("cp.async must go global -> shared")
        if n * dst.elem_bytes != 16 or "bypassL1" not in op.rest:
            raise EmulationError("expected 16-byte cp.async.cg copies")
        for t in active(mask):
            d = dst.flat(tuple(int(i[t]) for i in di))
            s = tuple(int(i[t]) for i in si)
            if (d * 2) % 16:
                raise EmulationError("cp.async destination not 16-byte "
                                     "aligned (thread %d)" % t)
            flat_src = src.a.flat(s)
            if (flat_src * 2) % 16:
                raise EmulationError("cp.async source not 16-byte aligned "
                                     "(thread %d, %s)" % (t, s))
            count = n if src_elems is None else int(src_elems[t])
            if count and s[-1] + count > src.a.shape[-1]:
                raise EmulationError("cp.async source chunk leaves its row "
                                     "(thread %d, %s)" % (t, s))
            copy = []
            for e in range(n):
                v = 0.0
                if e < count:
                    v = src.a[s[:-1] + (s[-1] + e,)]
                self.shared.check_write(d + e, t)
                self.shared.pending[d + e] = True
                copy.append((d + e, v))
            self.uncommitted[t].extend(copy)
        self.count("cp.async (16 B)", sum(mask))

    # ---- ldmatrix ------------------------------------------------------
    def ldmatrix(self, op, env, mask):
        if not all(mask):
            raise EmulationError("ldmatrix in divergent code")
        ref = self.get(env, op.operands[0])
        idx = [self.get(env, o) for o in op.operands[1:]]
        if op.int_attr("numTiles") != 4:
            raise EmulationError("expected ldmatrix .x4")
        trans = op.attr("transpose") == "true"
        out = [[None] * 4 for _ in range(T)]
        for w in range(T // WARP):
            rows = {}
            for l in range(WARP):
                t = w * WARP + l
                ti = tuple(int(i[t]) for i in idx)
                if ti[-1] + 8 > ref.shape[-1]:
                    raise EmulationError("ldmatrix row leaves the tile row")
                base = ref.flat(ti)
                if (base * 2) % 16:
                    raise EmulationError("ldmatrix row address not 16-byte "
                                         "aligned (lane %d)" % l)
                rows[l] = [self.shared.read(base + e, t) for e in range(8)]
            for l in range(WARP):
                for i in range(4):
                    mat = [rows[8 * i + r] for r in range(8)]
                    if trans:
                        out[w * WARP + l][i] = [mat[2 * (l % 4)][l // 4],
                                                mat[2 * (l % 4) + 1][l // 4]]
                    else:
                        out[w * WARP + l][i] = mat[l // 4][2 * (l % 4):
                                                           2 * (l % 4) + 2]
        self.count("ldmatrix.x4" + (".trans" if trans else ""))
        return out

    # ---- wgmma ----------------------------------------------------------
    def wgmma(self, op, env, mask):
        n = op.name
        if not all(mask):
            raise EmulationError("%s in divergent code" % n)
        if n == "nvvm.wgmma.fence.aligned":
            self.wgmma_fenced = True
            self.count("wgmma.fence")
            return None
        if n == "nvvm.wgmma.commit.group.sync.aligned":
            self.wgmma_groups.append(self.wgmma_open)
            self.wgmma_open = []
            self.count("wgmma.commit_group")
            return None
        if n == "nvvm.wgmma.wait.group.sync.aligned":
            keep = op.int_attr("group")
            done = self.wgmma_groups[:max(len(self.wgmma_groups) - keep, 0)]
            self.wgmma_groups = self.wgmma_groups[len(done):]
            for group in done:
                for op_id, elements in group:
                    self.wgmma_done.add(op_id)
                    for e in elements:
                        self.shared.inflight[e] -= 1
            # Registers may be touched by other instructions from here on.
            self.wgmma_fenced = False
            self.count("wgmma.wait_group")
            return None
        if n != "nvvm.wgmma.mma_async":
            raise EmulationError("op not modelled: %s" % n)
        if not self.wgmma_fenced:
            raise EmulationError("wgmma.mma_async without a wgmma.fence "
                                 "since the last wgmma.wait_group")
        r = op.rest
        if "<m = 64, n = 64, k = 16>" not in r or \
                "typeD = #nvvm.wgmma_type<f32>" not in r or \
                "scaleD = #nvvm.wgmma_scale_out<one>" not in r or \
                "scaleA = #nvvm.wgmma_scale_in<one>" not in r or \
                "scaleB = #nvvm.wgmma_scale_in<one>" not in r:
            raise EmulationError("expected wgmma m64n64k16, f32 += A B")
        types = re.findall(r"type[AB] = #nvvm.wgmma_type<(\w+)>", r)
        if len(types) != 2 or types[0] != types[1] or \
                types[0] not in ("bf16", "f16"):
            raise EmulationError("expected bf16 or f16 wgmma operands")
        trans_a = "layoutA = #nvvm.mma_layout<col>" in r
        trans_b = "layoutB = #nvvm.mma_layout<row>" in r
        acc = self.get(env, op.operands[0])
        da = self.uniform(self.get(env, op.operands[1]), "descriptor A")
        db = self.uniform(self.get(env, op.operands[2]), "descriptor B")
        if not isinstance(acc, Acc):
            raise EmulationError("wgmma accumulators not from llvm.mlir.zero "
                                 "or a wgmma")
        sh = self.shared
        size = len(sh.value)
        read = []

        def load(addr):
            rel = addr - SHARED_BASE
            if rel < 0 or rel % 2 or rel // 2 >= size:
                raise EmulationError("wgmma operand address 0x%x outside the "
                                     "dynamic shared memory" % addr)
            read.append(rel // 2)
            return sh.async_read(rel // 2)
        # A: 64 (M) x 16 (K); B: 16 (K) x 64 (N), addressed as N x K.
        a_addr = descriptor_addresses(da, 64, 16, trans_a)
        b_addr = descriptor_addresses(db, 64, 16, trans_b)
        A = [[load(a_addr[m, k]) for k in range(16)] for m in range(64)]
        B = [[load(b_addr[nn, k]) for nn in range(64)] for k in range(16)]
        # The accumulators: thread t = 32 w + 4 g + q holds d[4 i + r] =
        # D[16 w + g + 8 (r / 2)][8 i + 2 q + r % 2].
        place = [[None] * 32 for _ in range(T)]
        for t in range(T):
            w, g, q = t // WARP, (t % WARP) // 4, t % 4
            for i in range(8):
                for rr in range(4):
                    place[t][4 * i + rr] = (16 * w + g + 8 * (rr // 2),
                                            8 * i + 2 * q + rr % 2)
        C = [[None] * 64 for _ in range(64)]
        for t in range(T):
            for j, (row, col) in enumerate(place[t]):
                C[row][col] = acc.frag[t][j]
        frag = [[round_to("f32", sum(A[row][k] * B[k][col]
                                     for k in range(16)) + C[row][col])
                 for (row, col) in place[t]] for t in range(T)]
        op_id = self.next_wgmma
        self.next_wgmma += 1
        for e in read:
            sh.inflight[e] += 1
        self.wgmma_open.append((op_id, read))
        self.count("wgmma.mma_async.m64n64k16")
        return Acc(frag, op_id)

    # ---- mma.sync m16n8k16 --------------------------------------------
    def mma(self, op, env, mask):
        if not all(mask):
            raise EmulationError("mma.sync in divergent code")
        if "m = 16, n = 8, k = 16" not in op.rest or \
                "layoutA = #nvvm.mma_layout<row>" not in op.rest or \
                "layoutB = #nvvm.mma_layout<col>" not in op.rest:
            raise EmulationError("expected mma.sync m16n8k16 row.col")
        regs = [self.get(env, o) for o in op.operands]
        a, b, c = regs[0:4], regs[4:6], regs[6:10]
        out = [None] * T
        nan = float("nan")
        for w in range(T // WARP):
            A = [[nan] * 16 for _ in range(16)]
            B = [[nan] * 8 for _ in range(16)]
            C = [[nan] * 8 for _ in range(16)]
            for l in range(WARP):
                t, gq, q = w * WARP + l, l // 4, l % 4
                for x in range(2):
                    A[gq][2 * q + x] = a[0][t][x]
                    A[gq + 8][2 * q + x] = a[1][t][x]
                    A[gq][2 * q + 8 + x] = a[2][t][x]
                    A[gq + 8][2 * q + 8 + x] = a[3][t][x]
                    B[2 * q + x][gq] = b[0][t][x]
                    B[2 * q + 8 + x][gq] = b[1][t][x]
                    C[gq][2 * q + x] = c[x][t]
                    C[gq + 8][2 * q + x] = c[2 + x][t]
            # Products of 16-bit values and their sums here are exact in
            # Python floats; the f32 result is rounded once.
            D = [[round_to("f32", sum(A[i][k] * B[k][j] for k in range(16)) +
                           C[i][j]) for j in range(8)] for i in range(16)]
            for l in range(WARP):
                t, gq, q = w * WARP + l, l // 4, l % 4
                out[t] = [D[gq][2 * q], D[gq][2 * q + 1], D[gq + 8][2 * q],
                          D[gq + 8][2 * q + 1]]
        self.count("mma.sync.m16n8k16")
        return out


class Acc:
    """wgmma accumulators: per thread the registers of the !llvm.struct,
    and the wgmma.mma_async that produced them (None: not a wgmma)."""

    def __init__(self, frag, op):
        self.frag, self.op = frag, op


def struct_fields(text):
    m = re.search(r"!llvm\.struct<\(([^)]*)\)>", text)
    return len(split_top(m.group(1)))


def descriptor_addresses(desc, rows, cols, mn_major):
    """Byte addresses of the rows x cols matrix (rows along M or N, cols
    along K) that a no-swizzle wgmma matrix descriptor describes (PTX ISA,
    "Matrix Descriptor Format" and "Canonical Layouts", T = 8 16-bit
    elements): K-major ((8,m),(T,2k)):((1T,SBO),(1,LBO)), MN-major
    ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO))."""
    start = (desc & 0x3FFF) << 4
    lbo = ((desc >> 16) & 0x3FFF) << 4
    sbo = ((desc >> 32) & 0x3FFF) << 4
    if (desc >> 49) & 0x7:
        raise EmulationError("matrix descriptor base offset not 0")
    if desc >> 62:
        raise EmulationError("matrix descriptor swizzle mode %d not modelled"
                             % (desc >> 62))
    if desc & ~((0x3FFF) | (0x3FFF << 16) | (0x3FFF << 32) | (7 << 49) |
                (3 << 62)):
        raise EmulationError("matrix descriptor sets reserved bits")
    addr = {}
    for r in range(rows):
        for k in range(cols):
            if mn_major:
                off = (r % 8) * 2 + (r // 8) * sbo + (k % 8) * 16 + \
                    (k // 8) * lbo
            else:
                off = (r % 8) * 16 + (r // 8) * sbo + (k % 8) * 2 + \
                    (k // 8) * lbo
            addr[r, k] = start + off
    return addr


def emulate(text, seed):
    ops = parse(text.splitlines())
    rng = random.Random(seed)
    results = []
    for module in ops:
        for func in module.regions[0][0][1]:
            if func.name != "func.func":
                continue
            args, body = func.regions[0][0]
            ftype = re.search(r"function_type = \((.*?)\) ->", func.rest)
            types = split_top(ftype.group(1))
            if len(types) != 3:
                raise EmulationError("expected @f(A, B, C)")
            arrays = []
            for ty in types:
                shape, dtype = memref_shape(ty)
                arrays.append((Array(shape, [rng.randint(-32, 32) / 8
                                             for _ in range(prod(shape))]),
                               dtype))
            a, b, c = (x[0] for x in arrays)
            c_dtype = arrays[2][1]
            # The reference: C + A B, exact, then rounded to C's type.
            batch = a.shape[:-2]
            m, k, n = a.shape[-2], a.shape[-1], b.shape[-1]
            expected = Array(c.shape, list(c.values))
            for bi in range(prod(batch)):
                pre = tuple(int(x) for x in
                            ([bi] if batch else []))
                # B's columns once (the larger TMA shapes made the
                # element-wise reads the emulation's slowest part).
                cols = [[b[pre + (kk, j)] for kk in range(k)]
                        for j in range(n)]
                for i in range(m):
                    row = [a[pre + (i, kk)] for kk in range(k)]
                    for j in range(n):
                        acc = sum(x * y for x, y in zip(row, cols[j]))
                        expected[pre + (i, j)] = round_to(
                            c_dtype, c[pre + (i, j)] + acc)
            globals_ = {n_: Global(n_, Array(x.shape, list(x.values)), d)
                        for n_, (x, d) in zip(args, arrays)}
            kernel = Kernel(globals_)
            kernel.exec_ops(body, {}, full(True))
            got = globals_[args[2]].a
            bad = [i for i in range(len(got.values))
                   if got.values[i] != expected.values[i]]
            if bad:
                i = bad[0]
                raise EmulationError(
                    "@%s: %d of %d elements of C differ, first at %s: kernel "
                    "%r, expected %r" % (
                        re.search(r'sym_name = "(\w+)"', func.rest).group(1),
                        len(bad), len(got.values), i, got.values[i],
                        expected.values[i]))
            results.append((re.search(r'sym_name = "(\w+)"',
                                      func.rest).group(1),
                            "x".join(map(str, a.shape)) + " * " +
                            "x".join(map(str, b.shape)) + " -> " + c_dtype,
                            kernel.counts))
    return results


def main(argv):
    path = argv[1]
    seed = 0
    for a in argv[2:]:
        if a.startswith("--seed="):
            seed = int(a.split("=")[1])
    text = open(path).read() if path != "-" else sys.stdin.read()
    try:
        results = emulate(text, seed)
    except EmulationError as e:
        print("FAIL: %s" % e)
        return 1
    if not results:
        print("FAIL: no function found")
        return 1
    for name, shape, counts in results:
        print("%s %s OK (%s)" % (name, shape, ", ".join(
            "%s %d" % kv for kv in sorted(counts.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
