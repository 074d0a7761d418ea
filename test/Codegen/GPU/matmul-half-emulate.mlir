// The bf16/f16 tensor-core kernels of remat-gpu-matmul-kernels executed on
// the CPU by benchmarks/gpu/emulate_half_kernel.py: the kernels' own index
// arithmetic, with cp.async (16-byte, zero-filling, completing only at
// wait_group), commit/wait groups, barriers (race checks), ldmatrix .x4
// (.trans) and mma.sync m16n8k16 modelled after the PTX ISA; C must equal
// NumPy's exactly (inputs are multiples of 1/8). Ragged M/N/K with cp.async
// on both operands, a K that is not a multiple of 8 (A falls back to
// element-wise staging, B keeps cp.async), tile multiples (no guards), and
// a batched f16 matmul with an f16 C over 9 K steps (more than the
// stages), for 1, 2, 3 (default) and 5 stages.
// RUN: remat-opt %s --remat-gpu-matmul-kernels --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s
// RUN: remat-opt %s --remat-gpu-matmul-kernels=pipeline-stages=1 --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s
// RUN: remat-opt %s --remat-gpu-matmul-kernels=pipeline-stages=2 --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s
// RUN: remat-opt %s --remat-gpu-matmul-kernels=pipeline-stages=5 --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s
// CHECK: ragged 100x72 * 72x88 -> f32 OK (barrier {{[0-9]+}}, blocks 4, cp.async (16 B) 6144, {{.*}}ldmatrix.x4 48, ldmatrix.x4.trans 48, {{.*}}mma.sync.m16n8k16 192)
// CHECK: fallback 100x60 * 60x88 -> f32 OK ({{.*}}cp.async (16 B) 2048, {{.*}}memref.store (shared) 16384, mma.sync.m16n8k16 128)
// CHECK: aligned 128x128 * 128x64 -> f32 OK ({{.*}}blocks 2, cp.async (16 B) 4096, {{.*}}mma.sync.m16n8k16 128)
// CHECK: batched 2x40x264 * 2x264x24 -> f16 OK ({{.*}}blocks 2, cp.async (16 B) 9216, {{.*}}mma.sync.m16n8k16 288)
//
// The emulation catches broken kernels: waiting for one group too few,
// ldmatrix without .trans for B, and a missing barrier.
// RUN: remat-opt %s --remat-gpu-matmul-kernels --mlir-print-op-generic | sed 's/numGroups = 1 : i32/numGroups = 2 : i32/' | not %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s --check-prefix=EARLY
// EARLY: FAIL: thread {{[0-9]+}} reads shared element {{[0-9]+}} before its cp.async completed (wait_group)
// RUN: remat-opt %s --remat-gpu-matmul-kernels --mlir-print-op-generic | sed 's/transpose = true/transpose = false/' | not %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s --check-prefix=TRANS
// TRANS: FAIL: @ragged: {{[0-9]+}} of 8800 elements of C differ
// RUN: remat-opt %s --remat-gpu-matmul-kernels=pipeline-stages=1 --mlir-print-op-generic | grep -v '"gpu.barrier"' | not %python %remat_src/benchmarks/gpu/emulate_half_kernel.py - | FileCheck %s --check-prefix=RACE
// RACE: FAIL: race: thread {{[0-9]+}} {{reads|overwrites}} shared element

func.func @ragged(%a: memref<100x72xbf16>, %b: memref<72x88xbf16>, %c: memref<100x88xf32>) {
  linalg.matmul ins(%a, %b : memref<100x72xbf16>, memref<72x88xbf16>) outs(%c : memref<100x88xf32>)
  return
}
func.func @fallback(%a: memref<100x60xbf16>, %b: memref<60x88xbf16>, %c: memref<100x88xf32>) {
  linalg.matmul ins(%a, %b : memref<100x60xbf16>, memref<60x88xbf16>) outs(%c : memref<100x88xf32>)
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
