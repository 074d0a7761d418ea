// The tensor-cores=tf32-tma kernels of remat-gpu-matmul-kernels executed on
// the CPU by benchmarks/gpu/emulate_tma_kernel.py with 4-byte elements: TMA
// boxes of 128 x 32 f32 (128-byte rows, swizzled), 32 KiB of tx bytes per
// stage, wgmma m64n128k8 .tf32 on K-major A and B descriptors (8-row x
// 128-byte swizzle atoms, k8 steps of 32 bytes), B read from the N x K
// buffer whose transpose the matmul read (the erased linalg.transpose). The
// inputs have random low 13 mantissa bits, which the tensor cores ignore:
// C must equal C + tf32(A) tf32(B)^T exactly (and differs from the f32
// product). Ragged M, N and K (two blocks), five K steps (refills, both
// parities) and a batched linear layer (rank-3 maps), at 2 and 3 stages.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="tensor-cores=tf32-tma pipeline-stages=2" --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s
// RUN: remat-opt %s --remat-gpu-matmul-kernels="tensor-cores=tf32-tma pipeline-stages=3" --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s
// CHECK: ragged 72x40 * (136x40)^T -> f32 (tf32) OK ({{.*}}blocks 2, cp.async.bulk.tensor (128x32) 8, mbarrier.arrive.expect_tx 4, {{.*}}wgmma.mma_async.m64n128k8.tf32 32, wgmma.wait_group 0 2, wgmma.wait_group 1 4)
// CHECK: deep 64x160 * (64x160)^T -> f32 (tf32) OK ({{.*}}blocks 1, cp.async.bulk.tensor (128x32) 10, mbarrier.arrive.expect_tx 5, {{.*}}wgmma.mma_async.m64n128k8.tf32 40, wgmma.wait_group 0 1, wgmma.wait_group 1 5)
// CHECK: batched 2x40x36 * (2x24x36)^T -> f32 (tf32) OK ({{.*}}blocks 2, cp.async.bulk.tensor (1x128x32) 8, {{.*}}wgmma.mma_async.m64n128k8.tf32 32,

func.func @ragged(%a: memref<72x40xf32>, %w: memref<136x40xf32>, %c: memref<72x136xf32>) {
  %bt = memref.alloc() : memref<40x136xf32>
  linalg.transpose ins(%w : memref<136x40xf32>) outs(%bt : memref<40x136xf32>) permutation = [1, 0]
  linalg.matmul ins(%a, %bt : memref<72x40xf32>, memref<40x136xf32>) outs(%c : memref<72x136xf32>)
  memref.dealloc %bt : memref<40x136xf32>
  return
}
func.func @deep(%a: memref<64x160xf32>, %w: memref<64x160xf32>, %c: memref<64x64xf32>) {
  %bt = memref.alloc() : memref<160x64xf32>
  linalg.transpose ins(%w : memref<64x160xf32>) outs(%bt : memref<160x64xf32>) permutation = [1, 0]
  linalg.matmul ins(%a, %bt : memref<64x160xf32>, memref<160x64xf32>) outs(%c : memref<64x64xf32>)
  memref.dealloc %bt : memref<160x64xf32>
  return
}
func.func @batched(%a: memref<2x40x36xf32>, %w: memref<2x24x36xf32>, %c: memref<2x40x24xf32>) {
  %bt = memref.alloc() : memref<2x36x24xf32>
  linalg.transpose ins(%w : memref<2x24x36xf32>) outs(%bt : memref<2x36x24xf32>) permutation = [0, 2, 1]
  linalg.batch_matmul ins(%a, %bt : memref<2x40x36xf32>, memref<2x36x24xf32>) outs(%c : memref<2x40x24xf32>)
  memref.dealloc %bt : memref<2x36x24xf32>
  return
}
