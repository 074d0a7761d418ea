// RUN: remat-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(sharding-propagation{traversal=forward-backward},shard-partition))' | FileCheck %s

// remat's ShardingInterface models for tensor.extract_slice and
// tensor.insert_slice (upstream has none): a dimension the slice takes
// whole (the batch of a fused q/k/v projection) may be split; each process
// slices its part at the same offsets.

// CHECK-LABEL: func.func @extract
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf32>) -> tensor<4x2xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[X]][0, 2] [4, 2] [1, 1] : tensor<4x6xf32> to tensor<4x2xf32>
// CHECK-NOT: shard.
// CHECK: return %[[S]]
shard.grid @g(shape = 2)
func.func @extract(%x: tensor<8x6xf32>) -> tensor<8x2xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %split annotate_for_users : tensor<8x6xf32>
  %s = tensor.extract_slice %x1[0, 2] [8, 2] [1, 1] : tensor<8x6xf32> to tensor<8x2xf32>
  %s1 = shard.shard %s to %split : tensor<8x2xf32>
  return %s1 : tensor<8x2xf32>
}

// -----

// CHECK-LABEL: func.func @insert
// CHECK-SAME: (%[[G:.*]]: tensor<4x2xf32>, %[[D:.*]]: tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK: %[[I:.*]] = tensor.insert_slice %[[G]] into %[[D]][0, 4] [4, 2] [1, 1] : tensor<4x2xf32> into tensor<4x6xf32>
// CHECK-NOT: shard.
// CHECK: return %[[I]]
shard.grid @g(shape = 2)
func.func @insert(%g: tensor<8x2xf32>, %d: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %g1 = shard.shard %g to %split annotate_for_users : tensor<8x2xf32>
  %d1 = shard.shard %d to %split annotate_for_users : tensor<8x6xf32>
  %i = tensor.insert_slice %g1 into %d1[0, 4] [8, 2] [1, 1] : tensor<8x2xf32> into tensor<8x6xf32>
  %i1 = shard.shard %i to %split : tensor<8x6xf32>
  return %i1 : tensor<8x6xf32>
}

// -----

// A split of a dimension the slice cuts cannot be kept: the operand is
// gathered first, every process takes the same slice, and the split result
// is this process's part of it.
// CHECK-LABEL: func.func @cut_dimension
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf32>) -> tensor<2x6xf32>
// CHECK: %[[ALL:.*]] = shard.all_gather %[[X]] on @g grid_axes = [0] gather_axis = 0 : tensor<4x6xf32> -> tensor<8x6xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[2, 0] [4, 6] [1, 1] : tensor<8x6xf32> to tensor<4x6xf32>
// CHECK: shard.all_slice %[[S]] on @g grid_axes = [0] slice_axis = 0 : tensor<4x6xf32> -> tensor<2x6xf32>
shard.grid @g(shape = 2)
func.func @cut_dimension(%x: tensor<8x6xf32>) -> tensor<4x6xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %split annotate_for_users : tensor<8x6xf32>
  %s = tensor.extract_slice %x1[2, 0] [4, 6] [1, 1] : tensor<8x6xf32> to tensor<4x6xf32>
  %s1 = shard.shard %s to %split : tensor<4x6xf32>
  return %s1 : tensor<4x6xf32>
}
