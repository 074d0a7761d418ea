// The Hopper bf16/f16 kernels of remat-gpu-matmul-kernels (half-kernel=wgmma)
// executed on the CPU by benchmarks/gpu/emulate_half_kernel.py: the kernels'
// own index arithmetic, with cp.async, commit/wait groups and barriers as
// for the mma.sync kernels, plus, modelled after the PTX ISA, the shared
// addresses the descriptors are built from, no-swizzle matrix descriptors
// (K-major A, MN-major B through the transpose flag), wgmma.mma_async
// m64n64k16 reading shared memory through them, the m64nNk16 f32
// accumulator fragments, wgmma.fence / commit_group / wait_group and
// fence.proxy.async; C must equal the exact product. Ragged M/N/K with
// cp.async on both operands, a K that is not a multiple of 8 (A staged with
// element-wise stores, which need the proxy fence as much as cp.async
// does), an N of 20 (B staged element-wise, A by cp.async), tile multiples (no guards), and a batched f16 matmul with an f16 C
// over 9 K steps (more than the stages), for 1, 2, 3 (default) and 5
// stages.
// RUN: remat-opt %s --remat-gpu-matmul-kernels=half-kernel=wgmma --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=wgmma pipeline-stages=1" --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=wgmma pipeline-stages=2" --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=wgmma pipeline-stages=5" --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s
// CHECK: ragged 100x72 * 72x88 -> f32 OK (barrier {{[0-9]+}}, blocks 4, cp.async (16 B) 6144, {{.*}}fence.proxy.async 12, {{.*}}wgmma.commit_group 12, wgmma.fence 12, wgmma.mma_async.m64n64k16 24, wgmma.wait_group 12)
// CHECK: fallback 100x60 * 60x88 -> f32 OK ({{.*}}cp.async (16 B) 2048, {{.*}}memref.store (shared) 16384, wgmma.commit_group 8, wgmma.fence 8, wgmma.mma_async.m64n64k16 16, wgmma.wait_group 8)
// CHECK: narrow 40x40 * 40x20 -> f32 OK ({{.*}}cp.async (16 B) 512, {{.*}}memref.store (shared) 4096, wgmma.commit_group 2, wgmma.fence 2, wgmma.mma_async.m64n64k16 4, wgmma.wait_group 2)
// CHECK: aligned 128x128 * 128x64 -> f32 OK ({{.*}}blocks 2, cp.async (16 B) 4096, {{.*}}wgmma.mma_async.m64n64k16 16, wgmma.wait_group 8)
// CHECK: batched 2x40x264 * 2x264x24 -> f16 OK ({{.*}}blocks 2, cp.async (16 B) 9216, {{.*}}wgmma.mma_async.m64n64k16 36, wgmma.wait_group 18)
//
// The emulation catches broken kernels: no fence.proxy.async (wgmma would
// read the generic proxy's writes unordered), leading and stride byte
// offsets of A swapped in its descriptor, B read K-major (no transpose
// flag), no wgmma.wait_group (the next stage's copies overwrite what the
// wgmma in flight reads; with 3 stages and 3 K steps nothing is refilled,
// and the accumulators are read before the wait), no wgmma.fence, and no
// barrier between the fence and the wgmma.
// RUN: remat-opt %s --remat-gpu-matmul-kernels=half-kernel=wgmma --mlir-print-op-generic | grep -v '"nvvm.fence.proxy"' | not %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s --check-prefix=PROXY
// PROXY: FAIL: wgmma.mma_async reads shared element {{[0-9]+}} written by thread {{[0-9]+}} through the generic proxy with no fence.proxy.async after the write
// A: LBO 128 B, SBO 512 B = (8 << 16) | (32 << 32); swapped: (32 << 16) | (8 << 32).
// RUN: remat-opt %s --remat-gpu-matmul-kernels=half-kernel=wgmma --mlir-print-op-generic | sed 's/137439477760 : i64/34361835520 : i64/' | not %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s --check-prefix=OFFSETS
// OFFSETS: FAIL: @ragged: {{[0-9]+}} of 8800 elements of C differ
// RUN: remat-opt %s --remat-gpu-matmul-kernels=half-kernel=wgmma --mlir-print-op-generic | sed 's/layoutB = #nvvm.mma_layout<row>/layoutB = #nvvm.mma_layout<col>/' | not %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s --check-prefix=TRANS
// TRANS: FAIL: @ragged: {{[0-9]+}} of 8800 elements of C differ
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=wgmma pipeline-stages=2" --mlir-print-op-generic | grep -v '"nvvm.wgmma.wait.group.sync.aligned"' | not %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s --check-prefix=INFLIGHT
// INFLIGHT: FAIL: thread {{[0-9]+}} overwrites shared element {{[0-9]+}} that a wgmma.mma_async in flight reads (before its wgmma.wait_group)
// RUN: remat-opt %s --remat-gpu-matmul-kernels=half-kernel=wgmma --mlir-print-op-generic | grep -v '"nvvm.wgmma.wait.group.sync.aligned"' | not %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: FAIL: reads wgmma.mma_async accumulators before the wgmma.wait_group that retires it
// RUN: remat-opt %s --remat-gpu-matmul-kernels=half-kernel=wgmma --mlir-print-op-generic | grep -v '"nvvm.wgmma.fence.aligned"' | not %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s --check-prefix=WGFENCE
// WGFENCE: FAIL: wgmma.mma_async without a wgmma.fence since the last wgmma.wait_group
// RUN: remat-opt %s --remat-gpu-matmul-kernels=half-kernel=wgmma --mlir-print-op-generic | grep -v '"gpu.barrier"' | not %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s --check-prefix=BARRIER
// BARRIER: FAIL: wgmma.mma_async reads shared element {{[0-9]+}} with no barrier after the fence.proxy.async of thread {{[0-9]+}}

func.func @ragged(%a: memref<100x72xbf16>, %b: memref<72x88xbf16>, %c: memref<100x88xf32>) {
  linalg.matmul ins(%a, %b : memref<100x72xbf16>, memref<72x88xbf16>) outs(%c : memref<100x88xf32>)
  return
}
func.func @fallback(%a: memref<100x60xbf16>, %b: memref<60x88xbf16>, %c: memref<100x88xf32>) {
  linalg.matmul ins(%a, %b : memref<100x60xbf16>, memref<60x88xbf16>) outs(%c : memref<100x88xf32>)
  return
}
func.func @narrow(%a: memref<40x40xbf16>, %b: memref<40x20xbf16>, %c: memref<40x20xf32>) {
  linalg.matmul ins(%a, %b : memref<40x40xbf16>, memref<40x20xbf16>) outs(%c : memref<40x20xf32>)
  return
}
func.func @aligned(%a: memref<128x128xbf16>, %b: memref<128x64xbf16>, %c: memref<128x64xf32>) {
  linalg.matmul ins(%a, %b : memref<128x128xbf16>, memref<128x64xbf16>) outs(%c : memref<128x64xf32>)
  return
}
func.func @batched(%a: memref<2x40x264xf16>, %b: memref<2x264x24xf16>, %c: memref<2x40x24xf16>) {
  linalg.batch_matmul ins(%a, %b : memref<2x40x264xf16>, memref<2x264x24xf16>) outs(%c : memref<2x40x24xf16>)
  return
}
