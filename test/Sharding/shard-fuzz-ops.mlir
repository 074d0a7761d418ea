// Found by benchmarks/fuzz/remat_fuzz.py --sharded (seeds 1, 2, 3, 20012,
// and every case with one of these ops): upstream's sharding propagation
// fails on ops that have no sharding interface, and three kinds that a
// training step may hold had none. remat-shard partitions them now.
// RUN: remat-opt %s -split-input-file --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' | FileCheck %s

// Elementwise arith/math ops on whole tensors become linalg.generics (as
// remat's CPU pipeline converts them too) and are computed on the rank's
// slice of the batch (the result, replicated, is gathered after them).
// CHECK-LABEL: func.func @elementwise_tensors
// CHECK-SAME: %[[X:.*]]: tensor<2x8xf32> {remat.split = 0 : i64}
// CHECK-NOT: shard.all_gather
// CHECK: linalg.generic {{.*}} ins(%[[X]] : tensor<2x8xf32>) outs(%{{.*}} : tensor<2x8xf32>)
// CHECK: math.exp
// CHECK: arith.mulf
// CHECK: shard.all_gather %{{.*}} : tensor<2x8xf32> -> tensor<4x8xf32>
func.func @elementwise_tensors(%x: tensor<4x8xf32> {remat.data}, %w: tensor<8x8xf32> {remat.parameter}) -> tensor<4x8xf32> {
  %e = math.exp %x : tensor<4x8xf32>
  %m = arith.mulf %e, %x : tensor<4x8xf32>
  %z = arith.constant 0.0 : f32
  %i = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%i : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.matmul ins(%m, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// remat.name (a checkpoint policy's tag) and tensor.cast between static
// shapes are sharded like their operand.
// CHECK-LABEL: func.func @name_and_cast
// CHECK-SAME: %[[X:.*]]: tensor<2x8xf32> {remat.split = 0 : i64}
// CHECK: %[[N:.*]] = remat.name "h" %[[X]] : tensor<2x8xf32>
// CHECK: %[[C:.*]] = tensor.cast %[[N]] : tensor<2x8xf32> to tensor<2x8xf32>
// CHECK: shard.all_gather %[[C]]
func.func @name_and_cast(%x: tensor<4x8xf32> {remat.data}, %w: tensor<8x8xf32> {remat.parameter}) -> tensor<4x8xf32> {
  %n = remat.name "h" %x : tensor<4x8xf32>
  %c = tensor.cast %n : tensor<4x8xf32> to tensor<4x8xf32>
  %z = arith.constant 0.0 : f32
  %i = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%i : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.matmul ins(%c, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
