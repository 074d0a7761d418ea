// Found by benchmarks/fuzz/remat_fuzz.py --sharded (seeds 5, 20070 and
// others; reduced): one tensor.empty shared as the `outs` of two linalg ops
// (as torch-mlir emits them; the fuzzer's `share` flag), one of which
// combines the batch-split data with a parameter of the same shape. The
// shared tensor.empty broke the pass contract: the first case ended in IR
// that does not verify ("'linalg.generic' op inferred input/output operand
// #1 has shape's dimension #0 to be 2, but found 4"), the second (seed
// 20070) segfaulted in upstream's shard-partition
// (partitionTriviallyShardableOperation -> shardShapedType). remat-shard
// gives each user of a shared tensor.empty (or linalg.fill of one) its own
// copy first, as remat-split-empty-tensors does for bufferization; and a
// replicated parameter is no longer annotated for its users, so the
// elementwise op with the data takes the rank's slice of it (shard.all_slice,
// no communication) where propagation found no sharding before
// (test/Fuzz/shard-same-shape-parameter.mlir runs one under mpiexec).
// RUN: remat-opt %s -split-input-file --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' | FileCheck %s

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: tensor<2x32xf32> {remat.split = 0 : i64}
// CHECK: shard.all_slice %{{.*}} slice_axis = 0 : tensor<4x32xf32> -> tensor<2x32xf32>
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x32xf32>)
// CHECK: linalg.matmul

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @train_step(%x: tensor<4x32xf32> {remat.data}, %a: tensor<4x32xf32> {remat.parameter}, %b: tensor<4x32xf32> {remat.parameter}, %w: tensor<32x16xf32> {remat.parameter}) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x32xf32>
  %v1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %a : tensor<4x32xf32>, tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %s = arith.maximumf %i, %j : f32
    linalg.yield %s : f32
  } -> tensor<4x32xf32>
  %v2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%b, %v1 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %s = arith.mulf %i, %j : f32
    linalg.yield %s : f32
  } -> tensor<4x32xf32>
  %z = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e3 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %y = linalg.matmul ins(%v2, %w : tensor<4x32xf32>, tensor<32x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

// -----

// CHECK-LABEL: func.func @train_step
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x32xf32>)
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x32xf32>)
// CHECK: linalg.matmul
func.func @train_step(%a0: tensor<4x32xf32> {remat.data}, %a1: tensor<4x32xf32> {remat.parameter}, %a7: tensor<4x32xf32> {remat.parameter}, %a8: tensor<32x16xf32> {remat.parameter}, %a23: tensor<4x32xf32> {remat.parameter}, %dy: tensor<4x16xf32> {remat.cotangent}) -> (tensor<4x16xf32>) {
  %se1 = tensor.empty() : tensor<4x32xf32>
  %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a0, %a1 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%se1 : tensor<4x32xf32>) {
  ^bb0(%in1: f32, %in2_1: f32, %out1: f32):
    %s1 = arith.maximumf %in1, %in2_1 : f32
    linalg.yield %s1 : f32
  } -> tensor<4x32xf32>
  %e2 = tensor.empty() : tensor<4x32xf32> loc("layers.0.act")
  %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<4x32xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%in2: f32, %out2: f32):
    %s2 = arith.negf %in2 : f32
    linalg.yield %s2 : f32
  } -> tensor<4x32xf32> loc("layers.0.act")
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a23, %v1 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%se1 : tensor<4x32xf32>) {
  ^bb0(%in8: f32, %in2_8: f32, %out8: f32):
    %s8 = arith.mulf %in8, %in2_8 : f32
    linalg.yield %s8 : f32
  } -> tensor<4x32xf32> loc("layers.2.mix")
  %v9 = arith.subf %v8, %a7 : tensor<4x32xf32> loc("layers.3.ew")
  %e10 = tensor.empty() : tensor<4x32xf32> loc("layers.3.mix")
  %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v9, %v2 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%e10 : tensor<4x32xf32>) {
  ^bb0(%in10: f32, %in2_10: f32, %out10: f32):
    %s10 = arith.subf %in10, %in2_10 : f32
    linalg.yield %s10 : f32
  } -> tensor<4x32xf32> loc("layers.3.mix")
  %z11 = arith.constant 0.0 : f32 loc("layers.3.mm")
  %e11 = tensor.empty() : tensor<4x16xf32> loc("layers.3.mm")
  %f11 = linalg.fill ins(%z11 : f32) outs(%e11 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("layers.3.mm")
  %v11 = linalg.matmul ins(%v10, %a8 : tensor<4x32xf32>, tensor<32x16xf32>) outs(%f11 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("layers.3.mm")
  return %v11 : tensor<4x16xf32>
}
