// The grid-reductions statistic of remat-gpu-linalg-kernels (LLVM builds
// with statistics only).
// REQUIRES: pass-statistics
// RUN: remat-opt %s --remat-gpu-linalg-kernels --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s
// CHECK: 1 grid-reductions
func.func @total(%x: memref<1048576xf32>, %out: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x : memref<1048576xf32>) outs(%out : memref<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  }
  return
}
