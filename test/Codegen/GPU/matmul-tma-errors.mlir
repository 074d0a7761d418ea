// half-kernel=tma's errors: another chip than sm_90a, a single pipeline
// stage (the kernel refills a stage while the next step's wgmma is in
// flight), and a matmul whose operand a tensor map cannot describe (row
// strides must be multiples of 16 bytes: K = 60 gives 120-byte rows of A).
// None falls back to another kernel.
// RUN: not remat-opt %s -split-input-file --remat-gpu-matmul-kernels="half-kernel=tma chip=sm_90" 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: half-kernel=tma needs chip sm_90a (wgmma.mma_async is sm_90a-only), got 'sm_90'
// RUN: not remat-opt %s -split-input-file --remat-gpu-matmul-kernels="half-kernel=tma-ws chip=sm_100a" 2>&1 | FileCheck %s --check-prefix=CHIPWS
// CHIPWS: error: half-kernel=tma-ws needs chip sm_90a (wgmma.mma_async is sm_90a-only), got 'sm_100a'
// RUN: not remat-opt %s -split-input-file --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=1" 2>&1 | FileCheck %s --check-prefix=STAGES
// STAGES: error: half-kernel=tma needs pipeline-stages of at least 2, got 1
// RUN: remat-opt %s -split-input-file --remat-gpu-matmul-kernels=half-kernel=tma -verify-diagnostics
// The pipeline passes its option on.
// RUN: not remat-opt %s -split-input-file --pass-pipeline='builtin.module(remat-lower-to-nvvm{matmul-half-kernel=tma format=isa})' 2>&1 | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: error: half-kernel=tma needs A and B with unit innermost strides

func.func @fine(%a: memref<64x64xbf16>, %b: memref<64x64xbf16>, %c: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x64xbf16>, memref<64x64xbf16>) outs(%c : memref<64x64xf32>)
  return
}

// -----

func.func @odd_k(%a: memref<100x60xbf16>, %b: memref<60x88xbf16>, %c: memref<100x88xf32>) {
  // expected-error@+1 {{half-kernel=tma needs A and B with unit innermost strides, 16-byte-aligned rows and offsets (K and N multiples of 8), got A 'memref<100x60xbf16>' and B 'memref<60x88xbf16>'}}
  linalg.matmul ins(%a, %b : memref<100x60xbf16>, memref<60x88xbf16>) outs(%c : memref<100x88xf32>)
  return
}
