// The Hopper TMA kernels of remat-gpu-matmul-kernels (half-kernel=tma)
// executed on the CPU by benchmarks/gpu/emulate_tma_kernel.py: the kernels'
// own index arithmetic for two warpgroups, with, modelled after the PTX ISA
// and the driver API, host tensor maps, TMA copies into 128-byte-swizzled
// shared memory (zero fill outside the tensor), mbarrier init / expect_tx /
// phase completion / try_wait.parity, and wgmma m64n128k16 per warpgroup
// reading 128-byte-swizzle descriptors; C must equal the exact product.
// Ragged M, N and K (two blocks), five K steps (refills, both parities),
// and a batched f16 matmul (rank-3 tensor maps), for 2 and 4 stages.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=2" --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=4" --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s
// tma-ws: the producer warp and the consumer warpgroups run as coroutines
// (each until it waits on an mbarrier), ordered by the full and empty
// barriers alone.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=tma-ws pipeline-stages=2" --mlir-print-op-generic | %python %remat_src/benchmarks/gpu/emulate_tma_kernel.py - | FileCheck %s --check-prefix=WS
// WS: ragged 72x72 * 72x136 -> f32 OK ({{.*}}mbarrier.arrive 4, mbarrier.arrive.expect_tx 4,
// WS: deep 64x320 * 320x64 -> f32 OK ({{.*}}mbarrier.arrive 8, mbarrier.arrive.expect_tx 5, mbarrier.init 4, mbarrier.try_wait.parity 1283,
// WS: batched 2x40x64 * 2x64x24 -> f16 OK
// CHECK: ragged 72x72 * 72x136 -> f32 OK ({{.*}}blocks 2, cp.async.bulk.tensor (128x64) 4, cp.async.bulk.tensor (64x64) 8, mbarrier.arrive.expect_tx 4, {{.*}}wgmma.mma_async.m64n128k16 32, wgmma.wait_group 0 2, wgmma.wait_group 1 4)
// CHECK: deep 64x320 * 320x64 -> f32 OK ({{.*}}blocks 1, cp.async.bulk.tensor (128x64) 5, {{.*}}mbarrier.arrive.expect_tx 5, {{.*}}wgmma.mma_async.m64n128k16 40, wgmma.wait_group 0 1, wgmma.wait_group 1 5)
// CHECK: batched 2x40x64 * 2x64x24 -> f16 OK ({{.*}}blocks 2, cp.async.bulk.tensor (1x128x64) 2, cp.async.bulk.tensor (1x64x64) 4, {{.*}}wgmma.mma_async.m64n128k16 16,

func.func @ragged(%a: memref<72x72xbf16>, %b: memref<72x136xbf16>, %c: memref<72x136xf32>) {
  linalg.matmul ins(%a, %b : memref<72x72xbf16>, memref<72x136xbf16>) outs(%c : memref<72x136xf32>)
  return
}
func.func @deep(%a: memref<64x320xbf16>, %b: memref<320x64xbf16>, %c: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x320xbf16>, memref<320x64xbf16>) outs(%c : memref<64x64xf32>)
  return
}
func.func @batched(%a: memref<2x40x64xf16>, %b: memref<2x64x24xf16>, %c: memref<2x40x24xf16>) {
  linalg.batch_matmul ins(%a, %b : memref<2x40x64xf16>, memref<2x64x24xf16>) outs(%c : memref<2x40x24xf16>)
  return
}
