// benchmarks/gpu/emulate_tma_kernel.py rejects broken tensor-cores=tf32-tma
// kernels (one 64x128 * (64x128)^T linear layer, 4 K steps on 3 stages: the
// loop refills stage 0). The kernel as built passes:
// RUN: remat-opt %s --remat-gpu-matmul-kernels="tensor-cores=tf32-tma pipeline-stages=3" --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s
// CHECK: refill 64x128 * (64x128)^T -> f32 (tf32) OK
//
// B layout row (MN-major, as the 16-bit kernel reads B): the PTX ISA has no
// transpose for .tf32.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="tensor-cores=tf32-tma pipeline-stages=3" --mlir-print-op-generic | sed 's/layoutB = #nvvm.mma_layout<col>/layoutB = #nvvm.mma_layout<row>/' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=LAYOUT
// LAYOUT: FAIL: wgmma .tf32 reads A and B K-major only (layout A row, B col): no transpose for .tf32
//
// Wrong k step: the k8 descriptors 16 bytes apart (as if tf32 elements
// had 2 bytes) instead of 32 (the constants 32 / 64 / 96 two ops before a
// descriptor's index_castui), or K steps of 64 elements (the 16-bit
// kernel's) over 32-element boxes (the constant 32 before a muli: the TMA
// coordinate k0 = step * 32): C differs.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="tensor-cores=tf32-tma pipeline-stages=3" --mlir-print-op-generic | awk '{ l[NR] = $0 } END { for (i = 1; i <= NR; i++) { s = l[i]; if (l[i + 2] ~ /arith.index_castui/) { sub(/value = 32 :/, "value = 16 :", s); sub(/value = 64 :/, "value = 32 :", s); sub(/value = 96 :/, "value = 48 :", s) } print s } }' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=DIFF
// RUN: remat-opt %s --remat-gpu-matmul-kernels="tensor-cores=tf32-tma pipeline-stages=3" --mlir-print-op-generic | awk '{ l[NR] = $0 } END { for (i = 1; i <= NR; i++) { s = l[i]; if (l[i + 1] ~ /"arith.muli"/) sub(/value = 32 : index/, "value = 64 : index", s); print s } }' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=DIFF
// Tensor maps without the swizzle under swizzled descriptors.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="tensor-cores=tf32-tma pipeline-stages=3" --mlir-print-op-generic | sed 's/swizzle = swizzle_128b/swizzle = none/g' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=DIFF
// DIFF: FAIL: @refill: {{[0-9]+}} of 4096 elements of C differ
//
// expect_tx of half the stage's bytes (2-byte elements counted): the phase
// completes after A's box, B's counts against the next phase.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="tensor-cores=tf32-tma pipeline-stages=3" --mlir-print-op-generic | sed 's/32768 : index/16384 : index/' | not %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=TXLOW
// TXLOW: FAIL: wgmma reads shared element {{[0-9]+}} that a TMA load completes on mbarrier 0 phase 1

func.func @refill(%a: memref<64x128xf32>, %w: memref<64x128xf32>, %c: memref<64x64xf32>) {
  %bt = memref.alloc() : memref<128x64xf32>
  linalg.transpose ins(%w : memref<64x128xf32>) outs(%bt : memref<128x64xf32>) permutation = [1, 0]
  linalg.matmul ins(%a, %bt : memref<64x128xf32>, memref<128x64xf32>) outs(%c : memref<64x64xf32>)
  memref.dealloc %bt : memref<128x64xf32>
  return
}
