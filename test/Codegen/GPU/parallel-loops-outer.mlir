// remat-gpu-parallel-loops-outer puts the parallel loops of a linalg.generic
// in front of its reduction loops, so that they map to the grid.
// RUN: remat-opt %s -split-input-file --remat-gpu-parallel-loops-outer -mlir-print-local-scope | FileCheck %s

// A column sum: the reduction over rows moves inside; the input map is
// permuted with the loops.
// CHECK-LABEL: func.func @column_sum
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
// CHECK-SAME: ins(%{{.*}} : memref<64x32xf32>) outs(%{{.*}} : memref<32xf32>)
func.func @column_sum(%x: memref<64x32xf32>, %y: memref<32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%x : memref<64x32xf32>) outs(%y : memref<32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Several loops of each kind keep their relative order; linalg.index of a
// moved loop reads the loop's new position.
// CHECK-LABEL: func.func @mixed
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
// CHECK-DAG: %[[L0:.*]] = linalg.index 0 : index
// CHECK-DAG: %[[L1:.*]] = linalg.index 1 : index
// CHECK-DAG: %[[L2:.*]] = linalg.index 2 : index
// CHECK-DAG: %[[L3:.*]] = linalg.index 3 : index
// CHECK: %[[I:.*]] = affine.apply affine_map<(d0, d1, d2, d3) -> (d1)>(%[[L0]], %[[L1]], %[[L2]], %[[L3]])
// CHECK: arith.index_cast %[[I]]
func.func @mixed(%x: memref<2x3x4x5xf32>, %y: memref<3x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>], iterator_types = ["reduction", "parallel", "reduction", "parallel"]} ins(%x : memref<2x3x4x5xf32>) outs(%y : memref<3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 3 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %p = arith.mulf %in, %f : f32
    %s = arith.addf %p, %out : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Parallel loops already first, and generics inside kernels, are unchanged.
// CHECK-LABEL: func.func @unchanged
// CHECK: indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]
// CHECK: gpu.launch
// CHECK: indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]
func.func @unchanged(%x: memref<64x32xf32>, %y: memref<64xf32>, %z: memref<32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<64x32xf32>) outs(%y : memref<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%x : memref<64x32xf32>) outs(%z : memref<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
    gpu.terminator
  }
  return
}
