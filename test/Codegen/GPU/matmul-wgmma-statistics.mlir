// half-kernel=wgmma counts its kernels (statistic wgmma-kernels), the
// default counts mma.sync ones. Only an MLIR that records statistics
// prints them (see lit.cfg.py; Debian's does not, so this is unsupported
// there).
// REQUIRES: pass-statistics
// RUN: remat-opt %s --remat-gpu-matmul-kernels=half-kernel=wgmma --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=WGMMA
// WGMMA: 2 wgmma-kernels
// RUN: remat-opt %s --remat-gpu-matmul-kernels --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=MMASYNC
// MMASYNC: 2 tensor-core-kernels
func.func @f(%a: memref<64x64xbf16>, %b: memref<64x64xbf16>, %c: memref<64x64xf32>, %x: memref<2x64x64xf16>, %y: memref<2x64x64xf16>, %z: memref<2x64x64xf16>) {
  linalg.matmul ins(%a, %b : memref<64x64xbf16>, memref<64x64xbf16>) outs(%c : memref<64x64xf32>)
  linalg.batch_matmul ins(%x, %y : memref<2x64x64xf16>, memref<2x64x64xf16>) outs(%z : memref<2x64x64xf16>)
  return
}
