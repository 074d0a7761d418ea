#!/usr/bin/env python3
"""emulate_tma_kernel.py KERNEL.mlir [--seed=N]

Runs, on the CPU, the Hopper TMA matmul kernels that remat-gpu-matmul-kernels
writes with half-kernel=tma or tma-ws (bf16/f16) and tensor-cores=tf32-tma
(f32), printed with --mlir-print-op-generic, on functions whose arguments
are the matmul's memrefs A, B, C (f32: A, W, C of a linear layer C += A W^T,
W the N x K buffer whose transpose the matmul read, see emulate()), and
checks C against the exact product, like emulate_half_kernel.py, whose interpreter
(index arithmetic, scf, barriers, the async-proxy and wgmma group rules) it
extends to a block of two warpgroups (256 threads) and to the instructions
below, modelled from the PTX ISA and the CUDA driver API, not from remat's
code:

- nvgpu.tma.create.descriptor (cuTensorMapEncodeTiled, host): a tensor map
  of a global array with a box (its sizes must be the descriptor type's
  tensor shape), swizzle none or 128B (128B: the box's inner dimension at
  most 128 bytes), out-of-bounds elements filled with zeros.
- nvgpu.tma.async.load (cp.async.bulk.tensor.shared::cluster.global.tile
  .mbarrier::complete_tx::bytes): coordinates innermost first; the shared
  destination 128-byte aligned, 1024-byte aligned with the 128-byte swizzle
  (its period: 8 rows of 128 bytes); box element i (row-major) goes to
  address a = dst + E i (E = 2 or 4 bytes), swizzled a ^ (((a >> 7) & 7) << 4) (the 16-byte
  chunk index XORed with the row within the 8-row period, a function of the
  shared address); elements outside the tensor are zero. The bytes count
  against the mbarrier's tx-count; the data is visible only to threads that
  observed the completion of the mbarrier phase the copy belongs to.
  Overwriting an element that a wgmma in flight reads, or one that another
  thread's warpgroup read with no barrier since, is an error.
- nvgpu.mbarrier.create / init (count): S barriers, each with an expected
  arrival count, pending arrivals, a tx-count and a phase number; using a
  barrier another thread initialised with no gpu.barrier since is an error.
- nvgpu.mbarrier.arrive.expect_tx (mbarrier.arrive.expect_tx): tx-count +=
  bytes, then one arrival; a phase completes when its pending arrivals and
  its tx-count are both 0 (then the next phase starts with the expected
  count); more arrivals than expected is an error.
- nvgpu.mbarrier.try_wait.parity (the blocking wait loop): waits for the
  completion of the phase with parity P: done when the current phase's
  parity differs from P. All asynchronous work here completes when issued,
  so a wait that is not done never will: a deadlock (error).
- wgmma.mma_async m64nNk16 (.bf16/.f16) or m64nNk8 (.tf32: K-major A and
  B only, the PTX ISA has no transpose for it; each f32 read with its low
  13 mantissa bits ignored) per warpgroup (uniform descriptors within each
  warpgroup, fence / commit / wait groups per warpgroup) with descriptors of
  layout type 0 (no swizzle, as emulate_half_kernel.py) or 1 (128-byte
  swizzle, PTX ISA "Shared Memory Matrix Layout", T = 16 bytes): K-major
  ((8,m),(T,2k)):((8T,SBO),(1,T)), MN-major ((T,8,m),(8,k)):((1,T,LBO),
  (8T,SBO)), each address then swizzled as TMA does. The accumulators of
  warpgroup g's thread t (w = warp in the warpgroup, g = lane / 4, q =
  lane % 4): d[4i + r] = D[16w + g + 8 (r / 2)][8i + 2q + r % 2].

- nvgpu.mbarrier.arrive (one arrival) and divergent code that waits: the
  two sides of an scf.if whose threads diverge (tma-ws: the producer warp
  and the consumer warpgroups) run as coroutines, each until it waits on an
  mbarrier phase that has not completed; when neither side can move, an
  enclosing one may, else it is a deadlock. Ordering between threads comes
  from gpu.barrier or from mbarrier phases: a thread that arrives on a
  barrier publishes what its warpgroup's wgmma.wait_group retired so far,
  and a thread that observes the phase's completion acquires it. A TMA
  load may overwrite an element that another warpgroup's wgmma read only
  after such an ordering (a barrier or an observed phase since that
  warpgroup's wgmma.wait_group).

Inputs are multiples of 1/8 in [-4, 4] (exact; f32 inputs with random low
13 mantissa bits on top, which the reference drops), so C must equal the
product bit for bit. Prints per function the shape, instruction counts and OK; exits
1 with the first violation or mismatch.
"""
import os
import random
import re
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import emulate_half_kernel as H  # noqa: E402

WG = 128  # threads per warpgroup
H.T = 2 * WG  # the TMA kernel's block: two warpgroups
EmulationError = H.EmulationError


def swizzle128(addr):
    return addr ^ (((addr >> 7) & 7) << 4)


class TensorMap:
    def __init__(self, array, box, swizzle, elem_bytes):
        self.array, self.box, self.swizzle = array, box, swizzle
        self.elem_bytes = elem_bytes


class Barriers:
    def __init__(self, n):
        self.n = n
        # Per barrier: the retire counts per warpgroup its current phase's
        # arrivals published, and per completed phase what it published.
        self.clock = [{} for _ in range(n)]
        self.phase_clock = [[] for _ in range(n)]
        self.expected = [None] * n
        self.pending = [0] * n
        self.tx = [0] * n
        self.phase = [0] * n  # completed phases
        self.init_by = [None] * n
        self.init_epoch = [None] * n


class TmaShared(H.Shared):
    """Shared memory with TMA writes: element e written by a TMA load that
    completes on (barrier, phase) is readable only by threads that observed
    that phase's completion."""

    def __init__(self, elements, kernel):
        super().__init__(elements)
        self.tma_tag = [None] * elements
        self.kernel = kernel
        # (warpgroup, its retire count, epoch) of the wgmma.wait_group that
        # last retired a read of the element.
        self.retired_by = [None] * elements

    def check_write(self, e, thread):
        """A write by `thread` (the TMA loads it issues): no wgmma in flight
        reads e, and another warpgroup's retired read of e is ordered before
        it by a barrier or an observed mbarrier phase."""
        if self.inflight[e]:
            raise EmulationError(
                "thread %d overwrites shared element %d that a "
                "wgmma.mma_async in flight reads (before its wgmma.wait_group)"
                % (thread, e))
        r = self.retired_by[e]
        if r is None:
            return
        w, seq, epoch = r
        if w == thread // WG or epoch != self.epoch:
            return
        if self.kernel.known[thread].get(w, 0) < seq:
            raise EmulationError(
                "race: thread %d overwrites shared element %d that "
                "warpgroup %d's wgmma read, with neither a barrier nor an "
                "observed mbarrier phase since that warpgroup's "
                "wgmma.wait_group" % (thread, e, w))

    def land(self, e, value, thread):
        super().land(e, value, thread)
        self.tma_tag[e] = None

    def tma_land(self, e, value, tag):
        self.value[e] = value
        self.pending[e] = False
        self.writer[e] = -3  # the TMA unit
        self.write_epoch[e] = self.epoch
        self.tma_tag[e] = tag

    def check_tma_visible(self, e, threads, who):
        key, p = self.tma_tag[e]
        # The least phase count any reading thread observed, once per
        # (readers, barrier) and wgmma (what a thread observed does not
        # change while one instruction reads).
        cache = self.kernel.visible_cache
        if (threads[0], key) not in cache:
            cache[threads[0], key] = min(
                (self.kernel.observed[t].get(key, 0), t) for t in threads)
        seen, t = cache[threads[0], key]
        if seen <= p:
            raise EmulationError(
                "%s reads shared element %d that a TMA load completes on "
                "mbarrier %d phase %d, a phase thread %d has not waited for"
                % (who, e, key[1], p, t))

    def async_read(self, e):
        if self.tma_tag[e] is None:
            return super().async_read(e)
        # TMA (async proxy) -> wgmma (async proxy): no proxy fence; the
        # reading warpgroup must have waited on the copy's phase.
        self.check_tma_visible(e, self.kernel.reading_threads, "wgmma")
        self.read_epoch[e] = self.epoch
        self.reader[e] = -2
        return self.value[e]

    def read(self, e, thread):
        if self.tma_tag[e] is not None:
            self.kernel.visible_cache = {}
            self.check_tma_visible(e, [thread], "thread %d" % thread)
        return super().read(e, thread)


def descriptor_addresses(desc, rows, cols, mn_major, elem_bytes=2):
    """Byte addresses of the rows x cols matrix (rows along M or N, cols
    along K) of `elem_bytes`-byte elements that a wgmma matrix descriptor
    describes, swizzle applied."""
    layout = desc >> 62
    if layout == 0:
        if elem_bytes != 2:
            raise EmulationError("unswizzled wgmma descriptors of %d-byte "
                                 "elements not modelled" % elem_bytes)
        return H.descriptor_addresses(desc, rows, cols, mn_major)
    if layout != 1:
        raise EmulationError("matrix descriptor layout type %d (32B/64B "
                             "swizzle) not modelled" % layout)
    if (desc >> 49) & 0x7:
        raise EmulationError("matrix descriptor base offset not 0")
    start = (desc & 0x3FFF) << 4
    lbo = ((desc >> 16) & 0x3FFF) << 4
    sbo = ((desc >> 32) & 0x3FFF) << 4
    addr = {}
    for r in range(rows):
        for k in range(cols):
            if mn_major:  # ((T,8,m),(8,k)):((1,T,LBO),(8T,SBO))
                off = (r % 64) * 2 + (r // 64) * lbo + (k % 8) * 128 + \
                    (k // 8) * sbo
            else:  # ((8,m),(T,2k)):((8T,SBO),(1,T)), T = 16 B of elements
                if cols * elem_bytes > 128:
                    raise EmulationError("K-major 128B swizzle: K beyond "
                                         "one 128-byte row")
                off = (r % 8) * 128 + (r // 8) * sbo + k * elem_bytes
            addr[r, k] = swizzle128(start + off)
    return addr


HIGH_HALF = "the upper half of a 4-byte element"


def tf32(x):
    """The tf32 value the tensor cores use for the f32 x: its low 13
    mantissa bits ignored (truncation toward zero)."""
    b = struct.unpack("<I", struct.pack("<f", x))[0] & 0xFFFFE000
    return struct.unpack("<f", struct.pack("<I", b))[0]


class TmaKernel(H.Kernel):
    in_launch = False

    def run_launch(self, launch, env):
        # The block size is the kernel's (256, or 288 with a producer warp);
        # host values (uniform) are widened to it.
        threads = self.uniform(self.get(env, launch.operands[3]), "block")
        if threads != H.T:
            old, H.T = H.T, threads
            env = {k: ([v[0]] * threads if isinstance(v, list) and
                       len(v) == old else v) for k, v in env.items()}
        nwg = (H.T + WG - 1) // WG
        self.barriers = []
        self.observed = [{} for _ in range(H.T)]
        self.known = [{} for _ in range(H.T)]  # acquired retire counts
        self.retire_seq = [0] * nwg
        self.wg_groups = [[] for _ in range(nwg)]
        self.wg_open = [[] for _ in range(nwg)]
        self.wg_fenced = [False] * nwg
        self.retired = set()  # (wgmma id, warpgroup)
        self.reading_threads = []
        self.visible_cache = {}
        orig = H.Shared
        H.Shared = lambda n: TmaShared(n, self)
        self.in_launch = True
        try:
            super().run_launch(launch, env)
        finally:
            H.Shared = orig
            self.in_launch = False
        for b in self.barriers:
            for i in range(b.n):
                if b.pending[i] != b.expected[i] or b.tx[i]:
                    raise EmulationError(
                        "the block ends with mbarrier %d mid-phase (pending "
                        "arrivals %d, tx-count %d)" % (i, b.pending[i],
                                                       b.tx[i]))
        if any(self.wg_groups) or any(self.wg_open):
            raise EmulationError("the block ends with wgmma.mma_async in "
                                 "flight")

    def exec_op(self, op, env, mask):
        n = op.name
        g = lambda i: self.get(env, op.operands[i])
        if n == "memref.cast":
            out = g(0)
        elif n == "memref.alloc" and not self.in_launch:
            # A host buffer the kernel does not use (tf32-tma: the erased
            # transpose's output, which canonicalisation removes later).
            shape, dtype = H.memref_shape(op.rest.split("->")[-1])
            out = H.Global("alloc", H.Array(shape, [0.0] * H.prod(shape)),
                           dtype)
        elif n == "memref.dealloc" and not self.in_launch:
            return None
        elif n == "memref.extract_aligned_pointer_as_index" and \
                g(0) == "dynamic-shared":
            out = H.full(H.SHARED_BASE)
        elif n == "nvgpu.tma.create.descriptor":
            out = self.create_descriptor(op, env)
            env[op.results[0]] = out
            return None
        elif n == "nvgpu.mbarrier.create":
            num = int(re.search(r"num_barriers = (\d+)", op.rest).group(1))
            b = Barriers(num)
            self.barriers.append(b)
            out = H.full(b)
        elif n == "nvgpu.mbarrier.init":
            self.mbarrier_init(op, env, mask)
            return None
        elif n == "nvgpu.mbarrier.arrive.expect_tx":
            self.arrive_expect_tx(op, env, mask)
            return None
        elif n == "nvgpu.mbarrier.arrive":
            self.arrive(op, env, mask)
            out = H.full(None)
        elif n == "nvgpu.tma.async.load":
            self.tma_load(op, env, mask)
            return None
        elif n.startswith("nvvm.wgmma."):
            out = self.wgmma_wg(op, env, mask)
        elif n == "llvm.extractvalue" and isinstance(g(0), WgAcc):
            acc = g(0)
            pos = op.array_attr("position")[0]
            out = H.full(0.0)
            for t in H.active(mask):
                if (acc.op, t // WG) not in self.retired:
                    raise EmulationError(
                        "reads wgmma.mma_async accumulators before the "
                        "wgmma.wait_group that retires it")
                out[t] = acc.frag[t][pos]
        elif n == "llvm.mlir.zero":
            out = WgAcc([[0.0] * H.struct_fields(op.rest)
                         for _ in range(H.T)], None)
        else:
            return super().exec_op(op, env, mask)
        for r in op.results:
            env[r] = out
        return None

    # ---- tensor maps and TMA -------------------------------------------
    def create_descriptor(self, op, env):
        src = self.get(env, op.operands[0])
        if not isinstance(src, H.Global):
            raise EmulationError("tensor map of something other than a "
                                 "function argument")
        box = [self.uniform(self.get(env, o), "box") for o in
               op.operands[1:]]
        m = re.search(r"tensormap\.descriptor<tensor = (memref<[^>]*>)",
                      op.rest)
        shape, dtype = H.memref_shape(m.group(1))
        eb = {"bf16": 2, "f16": 2, "f32": 4}[dtype]
        if dtype != src.dtype:
            raise EmulationError("tensor map of %s over a %s array"
                                 % (dtype, src.dtype))
        if shape != box:
            raise EmulationError("box %s differs from the descriptor's "
                                 "tensor %s" % (box, shape))
        swizzle = re.search(r"swizzle = (\w+)", op.rest).group(1)
        if swizzle not in ("none", "swizzle_128b"):
            raise EmulationError("tensor map swizzle %s not modelled"
                                 % swizzle)
        if "oob = zero" not in op.rest:
            raise EmulationError("expected zero out-of-bounds fill")
        if swizzle == "swizzle_128b" and box[-1] * eb > 128:
            raise EmulationError("128B swizzle needs a box row of at most "
                                 "128 bytes, got %d" % (box[-1] * eb))
        if any(s * eb % 16 for s in src.a.shape[1:]):
            raise EmulationError("tensor map global strides must be "
                                 "multiples of 16 bytes")
        self.count("tensor maps")
        return TensorMap(src.a, box, swizzle, eb)

    def barrier_at(self, env, op, bars_i, id_i, t):
        bars = self.get(env, op.operands[bars_i])[t]
        b = int(self.get(env, op.operands[id_i])[t])
        if b >= bars.n:
            raise EmulationError("mbarrier %d of %d" % (b, bars.n))
        return bars, b

    def check_init(self, bars, b, t):
        if bars.expected[b] is None:
            raise EmulationError("mbarrier %d used before mbarrier.init" % b)
        if bars.init_by[b] != t and \
                bars.init_epoch[b] == self.shared.epoch:
            raise EmulationError(
                "thread %d uses mbarrier %d that thread %d initialised with "
                "no barrier since" % (t, b, bars.init_by[b]))

    def predicate(self, op, env, index, mask):
        if len(op.operands) > index:
            p = self.get(env, op.operands[index])
            return [m and bool(x) for m, x in zip(mask, p)]
        return mask

    def mbarrier_init(self, op, env, mask):
        for t in H.active(self.predicate(op, env, 3, mask)):
            bars, b = self.barrier_at(env, op, 0, 2, t)
            if bars.expected[b] is not None:
                raise EmulationError("mbarrier %d initialised twice" % b)
            count = int(self.get(env, op.operands[1])[t])
            bars.expected[b] = bars.pending[b] = count
            bars.init_by[b], bars.init_epoch[b] = t, self.shared.epoch
            self.count("mbarrier.init")

    def complete_if_done(self, bars, b):
        if bars.pending[b] == 0 and bars.tx[b] == 0:
            bars.phase[b] += 1
            bars.pending[b] = bars.expected[b]
            bars.phase_clock[b].append(bars.clock[b])
            bars.clock[b] = {}

    def publish(self, bars, b, t):
        """Thread t's arrival: what it knows, and what its own warpgroup
        retired, happen before the phase's completion."""
        clock = bars.clock[b]
        mine = dict(self.known[t])
        w = t // WG
        if w < len(self.retire_seq):
            mine[w] = max(mine.get(w, 0), self.retire_seq[w])
        for k, v in mine.items():
            clock[k] = max(clock.get(k, 0), v)

    def arrive(self, op, env, mask):
        for t in H.active(mask):
            bars, b = self.barrier_at(env, op, 0, 1, t)
            self.check_init(bars, b, t)
            self.publish(bars, b, t)
            bars.pending[b] -= 1
            if bars.pending[b] < 0:
                raise EmulationError("more arrivals on mbarrier %d than its "
                                     "expected count" % b)
            self.complete_if_done(bars, b)
            self.count("mbarrier.arrive")

    def arrive_expect_tx(self, op, env, mask):
        for t in H.active(self.predicate(op, env, 3, mask)):
            bars, b = self.barrier_at(env, op, 0, 2, t)
            self.check_init(bars, b, t)
            bars.tx[b] += int(self.get(env, op.operands[1])[t])
            self.publish(bars, b, t)
            bars.pending[b] -= 1
            if bars.pending[b] < 0:
                raise EmulationError("more arrivals on mbarrier %d than its "
                                     "expected count" % b)
            self.complete_if_done(bars, b)
            self.count("mbarrier.arrive.expect_tx")

    def try_wait(self, op, env, mask):
        """None once every active thread's phase completed (then they
        observe it), else why not (the caller waits, or it deadlocks)."""
        for t in H.active(mask):
            bars, b = self.barrier_at(env, op, 0, 3, t)
            self.check_init(bars, b, t)
            parity = int(bool(self.get(env, op.operands[1])[t]))
            if bars.phase[b] % 2 == parity:
                return ("thread %d waits on mbarrier %d for the phase of "
                        "parity %d, which never completes (phase %d, "
                        "pending arrivals %d, tx-count %d)" % (
                            t, b, parity, bars.phase[b], bars.pending[b],
                            bars.tx[b]))
        for t in H.active(mask):
            bars, b = self.barrier_at(env, op, 0, 3, t)
            self.observed[t][(id(bars), b)] = bars.phase[b]
            for k, v in bars.phase_clock[b][bars.phase[b] - 1].items():
                self.known[t][k] = max(self.known[t].get(k, 0), v)
        self.count("mbarrier.try_wait.parity", sum(mask))
        return None

    # ---- coroutines: divergent code that waits ---------------------------
    def exec_ops(self, ops, env, mask):
        gen = self.gen_ops(ops, env, mask)
        try:
            why = next(gen)
        except StopIteration as stop:
            return stop.value
        raise EmulationError("deadlock: " + why)

    def gen_ops(self, ops, env, mask):
        """Runs `ops`, yielding (why) whenever the threads wait on an
        mbarrier phase that has not completed; returns the yielded values
        of scf.yield."""
        for op in ops:
            n = op.name
            g = lambda i: self.get(env, op.operands[i])
            if n == "scf.for":
                lb, ub, step = (self.uniform(g(i), "loop bound")
                                for i in range(3))
                carried = [g(i) for i in range(3, len(op.operands))]
                args, body = op.regions[0][0]
                for iv in range(lb, ub, step):
                    local = dict(env)
                    local[args[0]] = H.full(iv)
                    for a, v in zip(args[1:], carried):
                        local[a] = v
                    carried = yield from self.gen_ops(body, local, mask)
                for r, v in zip(op.results, carried):
                    env[r] = v
            elif n == "scf.if":
                cond = [bool(c) for c in g(0)]
                then_mask = [m and c for m, c in zip(mask, cond)]
                else_mask = [m and not c for m, c in zip(mask, cond)]
                then_ops = op.regions[0][0][1]
                else_ops = op.regions[1][0][1] if len(op.regions) > 1 and \
                    op.regions[1] and op.regions[1][0][1] else []
                run_then, run_else = any(then_mask), bool(
                    else_ops) and any(else_mask)
                yt = ye = None
                if run_then and run_else:
                    yt, ye = yield from self.interleave(
                        self.gen_ops(then_ops, dict(env), then_mask),
                        self.gen_ops(else_ops, dict(env), else_mask))
                elif run_then:
                    yt = yield from self.gen_ops(then_ops, dict(env),
                                                 then_mask)
                elif run_else:
                    ye = yield from self.gen_ops(else_ops, dict(env),
                                                 else_mask)
                for i, r in enumerate(op.results):
                    a = yt[i] if yt is not None else H.full(0.0)
                    b = ye[i] if ye is not None else H.full(0.0)
                    env[r] = H.zip_map(lambda c, x, y: x if c else y, cond,
                                       a, b)
            elif n == "nvgpu.mbarrier.try_wait.parity":
                while True:
                    why = self.try_wait(op, env, mask)
                    if why is None:
                        break
                    yield why
                self.progress = True
            elif n == "scf.yield":
                return [g(i) for i in range(len(op.operands))]
            elif n in ("gpu.terminator", "func.return"):
                return []
            else:
                self.exec_op(op, env, mask)
                self.progress = True
        return None

    def interleave(self, first, second):
        """Runs two diverged sides, each until it waits; yields upward
        when neither moves."""
        gens, done, vals, why = [first, second], [False] * 2, [None] * 2, \
            [None] * 2
        while not all(done):
            self.progress = False
            for i in (0, 1):
                if done[i]:
                    continue
                try:
                    why[i] = next(gens[i])
                except StopIteration as stop:
                    done[i], vals[i] = True, stop.value
            if not all(done) and not self.progress:
                yield [w for w, d in zip(why, done) if not d][0]
        return vals

    def tma_load(self, op, env, mask):
        segs = op.array_attr("operandSegmentSizes")
        o = op.operands
        ncoord = segs[3]
        dst_i, bars_i, map_i = 0, 1, 2
        coord_i = 3
        id_i = 3 + ncoord
        if segs[5] or segs[6]:
            raise EmulationError("multicast / predicated TMA not modelled")
        dst = self.get(env, o[dst_i])
        tmap = self.get(env, o[map_i])
        if not isinstance(dst, H.SharedView) or \
                not isinstance(tmap, TensorMap):
            raise EmulationError("TMA load must go tensor map -> shared")
        if dst.shape != tmap.box:
            raise EmulationError("TMA destination %s is not the box %s"
                                 % (dst.shape, tmap.box))
        addr0 = H.SHARED_BASE + dst.byte_offset
        align = 1024 if tmap.swizzle == "swizzle_128b" else 128
        sh = self.shared
        eb = tmap.elem_bytes
        for t in H.active(mask):
            if addr0 % align:
                raise EmulationError(
                    "TMA destination 0x%x not %d-byte aligned%s" % (
                        addr0, align, " (the 128-byte swizzle's period)"
                        if align == 1024 else ""))
            bars, b = self.barrier_at(env, op, bars_i, id_i, t)
            self.check_init(bars, b, t)
            # Coordinates innermost first.
            coords = [int(self.get(env, o[coord_i + i])[t])
                      for i in range(ncoord)][::-1]
            box = tmap.box
            tag = ((id(bars), b), bars.phase[b])
            a = tmap.array
            for flat in range(H.prod(box)):
                idx, rest = [], flat
                for d in reversed(box):
                    idx.append(rest % d)
                    rest //= d
                idx = idx[::-1]
                gi = [c + i for c, i in zip(coords, idx)]
                inside = all(0 <= x < n for x, n in zip(gi, a.shape))
                v = a[tuple(gi)] if inside else 0.0
                addr = addr0 + eb * flat
                if tmap.swizzle == "swizzle_128b":
                    addr = swizzle128(addr)
                # Shared memory is modelled in 16-bit slots: a 4-byte
                # element fills two, its value in the first, the second
                # marked as its upper half (HIGH_HALF).
                e = (addr - H.SHARED_BASE) // 2
                if e + eb // 2 > len(sh.value):
                    raise EmulationError("TMA writes past the dynamic shared "
                                         "memory")
                for half in range(eb // 2):
                    sh.check_write(e + half, t)
                    sh.tma_land(e + half, HIGH_HALF if half else v, tag)
            bars.tx[b] -= eb * H.prod(box)
            self.complete_if_done(bars, b)
            self.count("cp.async.bulk.tensor (%s)" % "x".join(map(str, box)))

    # ---- wgmma, per warpgroup ------------------------------------------
    def wgmma_wg(self, op, env, mask):
        n = op.name
        wgs = []
        for w in range(len(self.wg_fenced)):
            part = mask[w * WG:(w + 1) * WG]
            if any(part) and not all(part):
                raise EmulationError("%s in divergent code" % n)
            if all(part):
                wgs.append(w)
        if n == "nvvm.wgmma.fence.aligned":
            for w in wgs:
                self.wg_fenced[w] = True
            self.count("wgmma.fence")
            return None
        if n == "nvvm.wgmma.commit.group.sync.aligned":
            for w in wgs:
                self.wg_groups[w].append(self.wg_open[w])
                self.wg_open[w] = []
            self.count("wgmma.commit_group")
            return None
        if n == "nvvm.wgmma.wait.group.sync.aligned":
            keep = op.int_attr("group")
            for w in wgs:
                groups = self.wg_groups[w]
                done = groups[:max(len(groups) - keep, 0)]
                self.wg_groups[w] = groups[len(done):]
                for group in done:
                    for op_id, elements in group:
                        self.retired.add((op_id, w))
                        self.retire_seq[w] += 1
                        for e in elements:
                            self.shared.inflight[e] -= 1
                            # Read until now by this warpgroup: another
                            # thread may overwrite it only once ordered
                            # after this (see TmaShared.check_write).
                            self.shared.retired_by[e] = (
                                w, self.retire_seq[w], self.shared.epoch)
                self.wg_fenced[w] = False
            self.count("wgmma.wait_group %d" % keep)
            return None
        if n != "nvvm.wgmma.mma_async":
            raise EmulationError("op not modelled: %s" % n)
        r = op.rest
        m = re.search(r"<m = 64, n = (\d+), k = (\d+)>", r)
        types = re.findall(r"type[AB] = #nvvm.wgmma_type<(\w+)>", r)
        if not m or "typeD = #nvvm.wgmma_type<f32>" not in r or \
                "scaleD = #nvvm.wgmma_scale_out<one>" not in r or \
                "scaleA = #nvvm.wgmma_scale_in<one>" not in r or \
                "scaleB = #nvvm.wgmma_scale_in<one>" not in r:
            raise EmulationError("expected wgmma m64nNkK, f32 += A B")
        nn, kk = int(m.group(1)), int(m.group(2))
        trans_a = "layoutA = #nvvm.mma_layout<col>" in r
        trans_b = "layoutB = #nvvm.mma_layout<row>" in r
        # PTX ISA wgmma.mma_async: K is 16 for .f16/.bf16 and 8 for .tf32;
        # the transpose (MN-major A or B) exists for .f16/.bf16 only.
        is_tf32 = types == ["tf32", "tf32"]
        if (kk, is_tf32) not in ((16, False), (8, True)) or \
                (not is_tf32 and types[0] not in ("bf16", "f16")):
            raise EmulationError("wgmma k = %d with types %s: expected k16 "
                                 ".bf16/.f16 or k8 .tf32" % (kk, types))
        if is_tf32 and (trans_a or trans_b):
            raise EmulationError("wgmma .tf32 reads A and B K-major only "
                                 "(layout A row, B col): no transpose for "
                                 ".tf32")
        eb = 4 if is_tf32 else 2
        acc = self.get(env, op.operands[0])
        if not isinstance(acc, WgAcc):
            raise EmulationError("wgmma accumulators not from llvm.mlir.zero "
                                 "or a wgmma")
        op_id = self.next_wgmma
        self.next_wgmma += 1
        frag = [list(x) for x in acc.frag]
        sh = self.shared
        for w in wgs:
            if not self.wg_fenced[w]:
                raise EmulationError("wgmma.mma_async without a wgmma.fence "
                                     "since the last wgmma.wait_group")
            threads = list(range(w * WG, (w + 1) * WG))
            da = self.uniform([self.get(env, op.operands[1])[t]
                               for t in threads], "descriptor A")
            db = self.uniform([self.get(env, op.operands[2])[t]
                               for t in threads], "descriptor B")
            self.reading_threads = threads
            self.visible_cache = {}
            read = []

            def load(addr):
                rel = addr - H.SHARED_BASE
                if rel < 0 or rel % eb or rel // 2 >= len(sh.value):
                    raise EmulationError("wgmma operand address 0x%x outside "
                                         "the dynamic shared memory or not "
                                         "%d-byte aligned" % (addr, eb))
                halves = [sh.async_read(rel // 2 + h) for h in range(eb // 2)]
                read.extend(rel // 2 + h for h in range(eb // 2))
                if halves[0] is HIGH_HALF or (eb == 4 and
                                              halves[1] is not HIGH_HALF):
                    raise EmulationError(
                        "wgmma reads a %d-byte element at 0x%x that is not "
                        "one 4-byte element a TMA load wrote" % (eb, addr))
                return tf32(halves[0]) if is_tf32 else halves[0]
            a_addr = descriptor_addresses(da, 64, kk, trans_a, eb)
            b_addr = descriptor_addresses(db, nn, kk, trans_b, eb)
            A = [[load(a_addr[i, k]) for k in range(kk)] for i in range(64)]
            B = [[load(b_addr[j, k]) for j in range(nn)] for k in range(kk)]
            for lt in range(WG):
                t = w * WG + lt
                wp, gg, q = lt // 32, (lt % 32) // 4, lt % 4
                for i in range(nn // 8):
                    for rr in range(4):
                        row = 16 * wp + gg + 8 * (rr // 2)
                        col = 8 * i + 2 * q + rr % 2
                        j = 4 * i + rr
                        frag[t][j] = H.round_to("f32", sum(
                            A[row][k] * B[k][col] for k in range(kk)) +
                            acc.frag[t][j])
            for e in read:
                sh.inflight[e] += 1
            self.wg_open[w].append((op_id, read))
        self.count("wgmma.mma_async.m64n%dk%d%s" % (
            nn, kk, ".tf32" if is_tf32 else ""), len(wgs))
        return WgAcc(frag, op_id)


class WgAcc:
    """Accumulators of both warpgroups and the wgmma that produced them."""

    def __init__(self, frag, op):
        self.frag, self.op = frag, op


def tf32_input(rng):
    """An f32 input whose tf32 part is a multiple of 1/8 in [-4, 4] and
    whose low 13 mantissa bits are random (nonzero when the value is):
    products of the tf32 parts and their sums are exact in f32, and a kernel
    that used the full f32 values would differ."""
    x = rng.randint(-32, 32) / 8
    if x:
        b = struct.unpack("<I", struct.pack("<f", x))[0] | rng.randint(
            1, 0x1FFF)
        x = struct.unpack("<f", struct.pack("<I", b))[0]
    return x


def emulate(text, seed):
    """Runs every function @f(A, B, C) of `text` and checks C. 16-bit A and
    B: C + A B (emulate_half_kernel.py's inputs and reference). f32 A and B
    (tensor-cores=tf32-tma, which takes only a linear layer's matmul): B is
    the N x K buffer whose transpose the matmul read (the erased
    linalg.transpose), C + tf32(A) tf32(B)^T with the inputs above."""
    rng = random.Random(seed)
    results = []
    for module in H.parse(text.splitlines()):
        for func in module.regions[0][0][1]:
            if func.name != "func.func":
                continue
            name = re.search(r'sym_name = "(\w+)"', func.rest).group(1)
            args, body = func.regions[0][0]
            ftype = re.search(r"function_type = \((.*?)\) ->", func.rest)
            types = H.split_top(ftype.group(1))
            if len(types) != 3:
                raise EmulationError("expected @f(A, B, C)")
            arrays = []
            for i, ty in enumerate(types):
                shape, dtype = H.memref_shape(ty)
                linear_operand = dtype == "f32" and i < 2
                arrays.append((H.Array(shape, [
                    tf32_input(rng) if linear_operand else
                    rng.randint(-32, 32) / 8 for _ in range(H.prod(shape))]),
                    dtype))
            (a, a_dtype), (b, _), (c, c_dtype) = arrays
            linear = a_dtype == "f32"
            batch = a.shape[:-2]
            m, k, n = a.shape[-2], a.shape[-1], c.shape[-1]
            if (b.shape[-2:] != ([n, k] if linear else [k, n]) or
                    c.shape[-2:] != [m, n]):
                raise EmulationError("@%s: shapes A %s, B %s, C %s are not "
                                     "a%s matmul" % (
                                         name, a.shape, b.shape, c.shape,
                                         " linear layer's (B N x K)"
                                         if linear else ""))
            operand = tf32 if linear else (lambda x: x)
            expected = H.Array(c.shape, list(c.values))
            untruncated_differs = False
            for bi in range(H.prod(batch)):
                pre = (bi,) if batch else ()
                # B's columns once (the element-wise reads were the
                # emulation's slowest part).
                cols = [[b[pre + ((j, kk) if linear else (kk, j))]
                         for kk in range(k)] for j in range(n)]
                for i in range(m):
                    row = [a[pre + (i, kk)] for kk in range(k)]
                    for j in range(n):
                        acc = sum(operand(x) * operand(y)
                                  for x, y in zip(row, cols[j]))
                        expected[pre + (i, j)] = H.round_to(
                            c_dtype, c[pre + (i, j)] + acc)
                        if linear and not untruncated_differs:
                            untruncated_differs = H.round_to(
                                "f32", c[pre + (i, j)] + sum(
                                    x * y for x, y in zip(row, cols[j]))) != \
                                expected[pre + (i, j)]
            if linear and not untruncated_differs:
                raise EmulationError("@%s: the inputs do not tell tf32 from "
                                     "f32 products" % name)
            globals_ = {n_: H.Global(n_, H.Array(x.shape, list(x.values)), d)
                        for n_, (x, d) in zip(args, arrays)}
            kernel = TmaKernel(globals_)
            kernel.exec_ops(body, {}, H.full(True))
            got = globals_[args[2]].a
            bad = [i for i in range(len(got.values))
                   if got.values[i] != expected.values[i]]
            if bad:
                i = bad[0]
                raise EmulationError(
                    "@%s: %d of %d elements of C differ, first at %s: kernel "
                    "%r, expected %r" % (name, len(bad), len(got.values), i,
                                         got.values[i], expected.values[i]))
            results.append((name, "x".join(map(str, a.shape)) + " * " + (
                "(%s)^T" if linear else "%s") % "x".join(map(str, b.shape)) +
                " -> " + c_dtype + (" (tf32)" if linear else ""),
                kernel.counts))
    return results


def main(argv):
    H.Kernel = TmaKernel
    H.emulate = emulate
    return H.main(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
