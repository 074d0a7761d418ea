// benchmarks/gpu/emulate_tma_kernel.py rejects broken TMA kernels (one
// 64x256 * 256x64 matmul, 4 K steps on 3 stages: the loop refills stage 0).
// The kernel as built passes:
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=3" --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s
// CHECK: refill 64x256 * 256x64 -> f32 OK
//
// Wrong swizzle, either side: tensor maps without the 128-byte swizzle under
// swizzled descriptors, or swizzled tiles read through A's descriptor with
// layout type 0 (no swizzle): C differs.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=3" --mlir-print-op-generic | sed 's/swizzle = swizzle_128b/swizzle = none/g' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=SWIZZLE
// A: (1 << 16) | (64 << 32) | (1 << 62) -> without 1 << 62.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=3" --mlir-print-op-generic | sed 's/4611686293305360384 : i64/274877972480 : i64/' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=SWIZZLE
// SWIZZLE: FAIL: @refill: {{[0-9]+}} of 4096 elements of C differ
//
// No mbarrier wait: wgmma reads what a TMA copy writes before the copy's
// phase was observed.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=3" --mlir-print-op-generic | grep -v '"nvgpu.mbarrier.try_wait.parity"' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: FAIL: wgmma reads shared element {{[0-9]+}} that a TMA load completes on mbarrier 0 phase 0, a phase thread 0 has not waited for
//
// Phase error: the wait's parity inverted (the only `ne` compare is the
// parity's) waits for a phase that never completes.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=3" --mlir-print-op-generic | sed 's/predicate = 1 : i64/predicate = 0 : i64/' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=PHASE
// PHASE: FAIL: deadlock: thread 0 waits on mbarrier 0 for the phase of parity 1, which never completes
//
// expect_tx of half the stage's bytes: the phase completes after A's box,
// B's boxes count against the next phase, which the wgmma has not waited
// for; twice the bytes: the phase never completes.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=3" --mlir-print-op-generic | sed 's/32768 : index/16384 : index/' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=TXLOW
// TXLOW: FAIL: wgmma reads shared element {{[0-9]+}} that a TMA load completes on mbarrier 0 phase 1
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=3" --mlir-print-op-generic | sed 's/32768 : index/65536 : index/' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=TXHIGH
// TXHIGH: FAIL: deadlock: thread 0 waits on mbarrier 0 for the phase of parity 0, which never completes (phase 0, pending arrivals 0, tx-count 32768)
//
// No wgmma.wait_group 1 in the loop: the refill overwrites what a wgmma in
// flight reads. No barrier after it: thread 0 refills a stage the other
// warpgroup's wgmma read, with nothing ordering the two.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=3" --mlir-print-op-generic | grep -v 'wait.group.sync.aligned"() <{group = 1' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=INFLIGHT
// INFLIGHT: FAIL: thread 0 overwrites shared element {{[0-9]+}} that a wgmma.mma_async in flight reads (before its wgmma.wait_group)
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=3" --mlir-print-op-generic | awk '/"gpu.barrier"/ { if (++n == 2) next } 1' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=RACE
// RACE: FAIL: race: thread 0 overwrites shared element {{[0-9]+}} that warpgroup 1's wgmma read, with neither a barrier nor an observed mbarrier phase since that warpgroup's wgmma.wait_group
//
// No barrier after the mbarrier init: the other threads wait on barriers
// thread 0 initialised with nothing ordering the two.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=3" --mlir-print-op-generic | awk '/"gpu.barrier"/ { if (++n == 1) next } 1' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=INIT
// INIT: FAIL: thread 1 uses mbarrier 0 that thread 0 initialised with no barrier since

// tma-ws: consumers that never release a stage (no arrive on the empty
// barriers) leave the producer waiting for the release and the consumers
// for K step 3: deadlock. A producer that does not wait for the release
// refills stage 0 before the consumers read it, so the full barrier's phase
// runs ahead of the parity they wait for: deadlock too.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma-ws pipeline-stages=3" --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma-ws pipeline-stages=3" --mlir-print-op-generic | grep -v '"nvgpu.mbarrier.arrive"' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=NORELEASE
// NORELEASE: FAIL: deadlock: thread 0 waits on mbarrier 0 for the phase of parity 1, which never completes (phase 1, pending arrivals 1, tx-count 0)
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma-ws pipeline-stages=3" --mlir-print-op-generic | awk '/"nvgpu.mbarrier.try_wait.parity"/ { if (++n == 2) next } 1' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=NOEMPTYWAIT
// NOEMPTYWAIT: FAIL: deadlock: thread 0 waits on mbarrier 0 for the phase of parity 0, which never completes (phase 2,

func.func @refill(%a: memref<64x256xbf16>, %b: memref<256x64xbf16>, %c: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x256xbf16>, memref<256x64xbf16>) outs(%c : memref<64x64xf32>)
  return
}
