// Grid-wide two-stage reductions of remat-gpu-linalg-kernels: a reduction
// with at most max-blocks / 16 outputs of at least 16 x 256 x 32 elements
// each gets S = min(max-blocks / P, R / (256 x 32)) >= 16 blocks per output
// writing partials to a P x S buffer, then a block per output combining
// them with the output's initial value (here the folded fill).
// RUN: remat-opt %s -split-input-file --remat-gpu-linalg-kernels | FileCheck %s
// RUN: remat-opt %s -split-input-file --remat-gpu-linalg-kernels="grid-reductions=false" | FileCheck %s --check-prefix=OFF

// One output of 2^20 elements: S = min(1056, 128) = 128 blocks of 256
// threads, then one block of 128 threads over the 128 partials.
// CHECK-LABEL: func.func @total
// CHECK: %[[P:.*]] = memref.alloc() : memref<128xf32>
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c128{{.*}}) threads({{.*}}) in (%{{.*}} = %c256
// CHECK: arith.minui
// 128-bit loads in the slices (4 f32 per thread and iteration).
// CHECK: vector.load %arg0[%{{.*}}] {alignment = 16 : i64} : memref<1048576xf32>, vector<4xf32>
// CHECK: gpu.shuffle  xor
// CHECK: memref.store %{{.*}}, %[[P]][%{{.*}}] : memref<128xf32>
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c1{{.*}}) threads({{.*}}) in (%{{.*}} = %c128
// CHECK: memref.load %[[P]]
// The folded fill's value is the initial value.
// CHECK: arith.addf %cst
// CHECK: memref.store %{{.*}}, %arg1[] : memref<f32>
// CHECK: memref.dealloc %[[P]]
// CHECK-NOT: linalg.
// OFF-LABEL: func.func @total
// OFF-NOT: memref.alloc
// OFF: gpu.launch blocks({{.*}}) in (%{{.*}} = %c1{{.*}}) threads({{.*}}) in (%{{.*}} = %c256
// OFF-NOT: gpu.launch
// OFF-LABEL: func.func @row_max
func.func @total(%x: memref<1048576xf32>, %out: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<f32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x : memref<1048576xf32>) outs(%out : memref<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Three maxima of 262144 elements (the output's own value is the initial
// one): S = min(352, 32) = 32, 96 blocks, then 3 blocks of 32 threads.
// CHECK-LABEL: func.func @row_max
// CHECK: %[[P:.*]] = memref.alloc() : memref<96xf32>
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c96{{.*}}) threads({{.*}}) in (%{{.*}} = %c256
// CHECK: arith.maximumf
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c3{{.*}}) threads({{.*}}) in (%{{.*}} = %c32
// CHECK: memref.load %arg1[
// CHECK: arith.maximumf
// CHECK: memref.dealloc %[[P]]
func.func @row_max(%x: memref<3x262144xf32>, %out: memref<3xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<3x262144xf32>) outs(%out : memref<3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %o, %a : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// Enough outputs for the grid (768 > 1056 / 16), or too few elements per
// output (65536 < 16 x 256 x 32: 8 blocks would not pay for a second
// launch): a block per output, one launch.
// CHECK-LABEL: func.func @many_outputs
// CHECK-NOT: memref.alloc
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c768
// CHECK-NOT: gpu.launch
// CHECK-LABEL: func.func @short
// CHECK-NOT: memref.alloc
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c1{{.*}}) threads({{.*}}) in (%{{.*}} = %c256
// CHECK-NOT: gpu.launch
func.func @many_outputs(%x: memref<768x16384xf32>, %out: memref<768xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<768x16384xf32>) outs(%out : memref<768xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  }
  return
}
func.func @short(%x: memref<65536xf32>, %out: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x : memref<65536xf32>) outs(%out : memref<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  }
  return
}
