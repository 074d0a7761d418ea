// Found by benchmarks/fuzz/remat_fuzz.py --sharded (seeds 20032, 20050,
// 20096, 20104, 20115 and others; reduced from 20050): upstream's
// elementwise-to-linalg conversion (which remat-shard runs) writes
// `arith.addf %x, %w` into one of its operands, `outs(%x)`, which the
// payload never reads; to sharding propagation that ties the result's
// sharding to %x's. With %x the batch-split data and %w a replicated
// parameter of the same shape, the partitioned generic
// kept a whole-batch result beside a sliced init (the first case: IR that
// does not verify, "'linalg.generic' op expected type of operand #2
// ('tensor<16x8xf32>') to match type of corresponding result
// ('tensor<32x8xf32>')"), or shard-partition segfaulted (the second, with a
// checkpoint region and an arith.select; partitionTriviallyShardableOperation
// -> shardShapedType). remat-shard gives such an unread init a tensor.empty
// first (and takes the parameter's slice for the op: shard-shared-empty.mlir).
// RUN: remat-opt %s -split-input-file --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @train_step
// CHECK: shard.all_slice %{{.*}} slice_axis = 0 : tensor<32x8xf32> -> tensor<16x8xf32>
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<16x8xf32>)
func.func @train_step(%a0: tensor<32x8xf32> {remat.data}, %a1: tensor<32x8xf32> {remat.parameter}, %a2: tensor<8xf32> {remat.parameter}, %a3: tensor<32x8xi1> {remat.parameter}, %a4: tensor<8x16xf32> {remat.parameter}, %a9: tensor<32xf32> {remat.parameter}, %a11: tensor<8x32xf32> {remat.parameter}, %a21: tensor<32x16xf32> {remat.parameter}, %dy: tensor<8x32xf32> {remat.cotangent}) -> (tensor<8x32xf32>) {
  %v1 = arith.addf %a0, %a1 : tensor<32x8xf32>
  %e2 = tensor.empty() : tensor<32x8xf32>
  %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %a2 : tensor<32x8xf32>, tensor<8xf32>) outs(%e2 : tensor<32x8xf32>) {
  ^bb0(%in2: f32, %in2_2: f32, %out2: f32):
    %s2 = arith.addf %in2, %in2_2 : f32
    linalg.yield %s2 : f32
  } -> tensor<32x8xf32>
  %z4 = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<32x16xf32>
  %f4 = linalg.fill ins(%z4 : f32) outs(%e4 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %v4 = linalg.matmul ins(%v2, %a4 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%f4 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %ck0 = remat.checkpoint (%a21, %v4, %a11, %a9) primals(1) policy(#remat.policy<save_dots_no_batch>) : (tensor<32x16xf32>, tensor<32x16xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<8x32xf32> {
  ^bb0(%ck0_a0: tensor<32x16xf32>, %ck0_a1: tensor<32x16xf32>, %ck0_a2: tensor<8x32xf32>, %ck0_a3: tensor<32xf32>):
    %mk7 = arith.cmpf oge, %ck0_a0, %ck0_a1 : tensor<32x16xf32>
    %v7 = arith.select %mk7, %ck0_a0, %ck0_a1 : tensor<32x16xi1>, tensor<32x16xf32>
    %e19 = tensor.empty() : tensor<8x32xf32>
    %v19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ck0_a2, %ck0_a3 : tensor<8x32xf32>, tensor<32xf32>) outs(%e19 : tensor<8x32xf32>) {
    ^bb0(%in19: f32, %in2_19: f32, %out19: f32):
      %s19 = arith.addf %in19, %in2_19 : f32
      linalg.yield %s19 : f32
    } -> tensor<8x32xf32>
    remat.yield %v19 : tensor<8x32xf32>
  }
  return %ck0 : tensor<8x32xf32>
}

// -----

// CHECK-LABEL: func.func @train_step
// CHECK: shard.all_slice %{{.*}} slice_axis = 0 : tensor<32x8xf32> -> tensor<16x8xf32>
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<16x8xf32>)
func.func @train_step(%a0: tensor<32x8xf32> {remat.data}, %a1: tensor<32x8xf32> {remat.parameter}, %a2: tensor<8xf32> {remat.parameter}, %a3: tensor<32x8xi1> {remat.parameter}, %a4: tensor<8x16xf32> {remat.parameter}, %a9: tensor<32xf32> {remat.parameter}, %a11: tensor<8x32xf32> {remat.parameter}, %a21: tensor<32x16xf32> {remat.parameter}, %dy: tensor<8x32xf32> {remat.cotangent}) -> (tensor<8x32xf32>) {
  %v1 = arith.addf %a0, %a1 : tensor<32x8xf32>
  %e2 = tensor.empty() : tensor<32x8xf32>
  %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %a2 : tensor<32x8xf32>, tensor<8xf32>) outs(%e2 : tensor<32x8xf32>) {
  ^bb0(%in2: f32, %in2_2: f32, %out2: f32):
    %s2 = arith.addf %in2, %in2_2 : f32
    linalg.yield %s2 : f32
  } -> tensor<32x8xf32>
  %v3 = arith.select %a3, %v2, %v1 : tensor<32x8xi1>, tensor<32x8xf32>
  %z4 = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<32x16xf32>
  %f4 = linalg.fill ins(%z4 : f32) outs(%e4 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %v4 = linalg.matmul ins(%v3, %a4 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%f4 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %ck0 = remat.checkpoint (%a21, %v4, %a11, %a9) primals(1) policy(#remat.policy<save_dots_no_batch>) : (tensor<32x16xf32>, tensor<32x16xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<8x32xf32> {
  ^bb0(%ck0_a0: tensor<32x16xf32>, %ck0_a1: tensor<32x16xf32>, %ck0_a2: tensor<8x32xf32>, %ck0_a3: tensor<32xf32>):
    %e19 = tensor.empty() : tensor<8x32xf32>
    %v19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ck0_a2, %ck0_a3 : tensor<8x32xf32>, tensor<32xf32>) outs(%e19 : tensor<8x32xf32>) {
    ^bb0(%in19: f32, %in2_19: f32, %out19: f32):
      %s19 = arith.addf %in19, %in2_19 : f32
      linalg.yield %s19 : f32
    } -> tensor<8x32xf32>
    remat.yield %v19 : tensor<8x32xf32>
  }
  return %ck0 : tensor<8x32xf32>
}
