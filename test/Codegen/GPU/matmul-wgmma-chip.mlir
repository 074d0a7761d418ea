// half-kernel=wgmma is for sm_90a only: wgmma.mma_async does not exist on
// sm_90 (without the a), sm_80, or later chips, so another chip is an
// error, not a silent fallback to the mma.sync kernel.
// RUN: remat-opt %s --remat-gpu-matmul-kernels="half-kernel=wgmma chip=sm_80" -verify-diagnostics
// RUN: not remat-opt %s --remat-gpu-matmul-kernels="half-kernel=wgmma chip=sm_90" 2>&1 | FileCheck %s --check-prefix=SM90
// SM90: error: half-kernel=wgmma needs chip sm_90a (wgmma.mma_async is sm_90a-only), got 'sm_90'
// The pipeline passes its chip on.
// RUN: not remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{chip=sm_100a matmul-half-kernel=wgmma})' 2>&1 | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: error: half-kernel=wgmma needs chip sm_90a (wgmma.mma_async is sm_90a-only), got 'sm_100a'
// sm_90a (the default chip) is accepted, and the mma.sync kernel takes any
// chip (the expected-error annotation removed: no error there).
// RUN: sed '/expected-error/d' %s | remat-opt --remat-gpu-matmul-kernels=half-kernel=wgmma | FileCheck %s --check-prefix=OK
// OK: nvvm.wgmma.mma_async
// RUN: sed '/expected-error/d' %s | remat-opt --remat-gpu-matmul-kernels=chip=sm_80 | FileCheck %s --check-prefix=MMASYNC
// MMASYNC-NOT: wgmma
// MMASYNC: nvvm.mma.sync
// MMASYNC-NOT: wgmma

// expected-error@+1 {{half-kernel=wgmma needs chip sm_90a (wgmma.mma_async is sm_90a-only), got 'sm_80'}}
module {
  func.func @f(%a: memref<64x64xbf16>, %b: memref<64x64xbf16>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xbf16>, memref<64x64xbf16>) outs(%c : memref<64x64xf32>)
    return
  }
}
