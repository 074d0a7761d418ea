// RUN: remat-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(sharding-propagation{traversal=forward-backward},shard-partition))' | FileCheck %s

// remat's ShardingInterface model for tensor.extract (upstream has none:
// "sharding interface is not implemented"): the tensor is replicated and
// the read runs unchanged on every process.

// CHECK-LABEL: func.func @scale
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<f32>)
// CHECK: %[[V:.*]] = tensor.extract %[[S]][] : tensor<f32>
// CHECK: linalg.generic
// CHECK: arith.mulf %{{.*}}, %[[V]] : f32
// CHECK: return %{{.*}} : tensor<2x3xf32>
shard.grid @g(shape = 2)
func.func @scale(%x: tensor<4x3xf32>, %s: tensor<f32>) -> tensor<4x3xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %x1 = shard.shard %x to %split annotate_for_users : tensor<4x3xf32>
  %s1 = shard.shard %s to %rep annotate_for_users : tensor<f32>
  %v = tensor.extract %s1[] : tensor<f32>
  %e = tensor.empty() : tensor<4x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x1 : tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %v : f32
    linalg.yield %m : f32
  } -> tensor<4x3xf32>
  %y1 = shard.shard %y to %split : tensor<4x3xf32>
  return %y1 : tensor<4x3xf32>
}

// -----

// An element of a split tensor: every process needs the whole tensor, so
// the partitioner gathers it first.
// CHECK-LABEL: func.func @element
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>
// CHECK: %[[ALL:.*]] = shard.all_gather %[[X]] on @g grid_axes = [0] gather_axis = 0 : tensor<2x3xf32> -> tensor<4x3xf32>
// CHECK: %[[C:.*]] = tensor.cast %[[ALL]] : tensor<4x3xf32> to tensor<4x3xf32>
// CHECK: tensor.extract %[[C]][%{{.*}}, %{{.*}}] : tensor<4x3xf32>
shard.grid @g(shape = 2)
func.func @element(%x: tensor<4x3xf32>, %i: index) -> f32 {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %split annotate_for_users : tensor<4x3xf32>
  %v = tensor.extract %x1[%i, %i] : tensor<4x3xf32>
  return %v : f32
}
