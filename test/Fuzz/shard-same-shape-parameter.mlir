// Found by benchmarks/fuzz/remat_fuzz.py --sharded (23 of the first 118
// cases of seed 40000 under dp, every one in the first layer): an
// elementwise op of the batch-split data and a replicated parameter of the
// same shape. Every parameter was annotated replicated for its users, so
// the op had one operand split on rows and one that must stay whole, which
// upstream's option cannot combine: "remat-shard: sharding propagation
// found no sharding for result #0 (the shardings of its operands and users
// conflict)". A replicated parameter is annotated replicated as a value
// now, not for its users: the op takes the rank's slice of it
// (shard.all_slice: a local extract_slice, no communication).
// REQUIRES: mpi, numpy
// RUN: rm -rf %t && mkdir -p %t
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' -o %t/dp2.mlir
// RUN: FileCheck %s < %t/dp2.mlir
// RUN: remat-run %s --output-dir=%t/single > /dev/null
// RUN: remat-run %t/dp2.mlir --ranks=2 --json --output-dir=%t/ranks > %t/run.json
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py grads %t/single %t/ranks 2 | FileCheck %s --check-prefix=GRADS
// RUN: remat-opt %t/dp2.mlir --pass-pipeline='builtin.module(remat-report{output=%t/report.json})' -o /dev/null
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py peaks %t/report.json %t/run.json | FileCheck %s --check-prefix=PEAKS

// CHECK-LABEL: func.func @binary
// CHECK: shard.all_slice %{{.*}} slice_axis = 0 : tensor<4x32xf32> -> tensor<2x32xf32>
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x32xf32>)
// GRADS: gradients: 1 outputs of 2 ranks equal the single-device step
// PEAKS: peak: predicted = measured on all 2 ranks
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @binary(%x: tensor<4x32xf32> {remat.data}, %a: tensor<4x32xf32> {remat.parameter}) -> tensor<4x32xf32> {
  %e = tensor.empty() : tensor<4x32xf32>
  %v1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %a : tensor<4x32xf32>, tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %s = arith.addf %i, %j : f32
    linalg.yield %s : f32
  } -> tensor<4x32xf32>
  %z = arith.constant 0.0 : f32
  %i0 = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%i0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %w = tensor.empty() : tensor<32x4xf32>
  %y = linalg.matmul ins(%v1, %w : tensor<4x32xf32>, tensor<32x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %v1 : tensor<4x32xf32>
}
