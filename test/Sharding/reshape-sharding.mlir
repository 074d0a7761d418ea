// RUN: remat-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(sharding-propagation{traversal=forward-backward},shard-partition))' | FileCheck %s

// remat's ShardingInterface models for tensor.collapse_shape and
// tensor.expand_shape (upstream has none): a group's first dimension (the
// batch) may be split into equal parts; each process reshapes its slice.

// CHECK-LABEL: func.func @collapse
// CHECK-SAME: (%[[X:.*]]: tensor<4x128x16xf32>) -> tensor<512x16xf32>
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1], [2]] : tensor<4x128x16xf32> into tensor<512x16xf32>
// CHECK: return %[[C]]
shard.grid @g(shape = 2)
func.func @collapse(%x: tensor<8x128x16xf32>) -> tensor<1024x16xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %split annotate_for_users : tensor<8x128x16xf32>
  %c = tensor.collapse_shape %x1 [[0, 1], [2]] : tensor<8x128x16xf32> into tensor<1024x16xf32>
  %c1 = shard.shard %c to %split : tensor<1024x16xf32>
  return %c1 : tensor<1024x16xf32>
}

// -----

// The output shape is rebuilt for the local slice.
// CHECK-LABEL: func.func @expand
// CHECK-SAME: (%[[X:.*]]: tensor<512x128xf32>) -> tensor<4x128x4x32xf32>
// CHECK: %[[E:.*]] = tensor.expand_shape %[[X]] {{\[\[}}0, 1], [2, 3]] output_shape [4, 128, 4, 32] : tensor<512x128xf32> into tensor<4x128x4x32xf32>
// CHECK: return %[[E]]
shard.grid @g(shape = 2)
func.func @expand(%x: tensor<1024x128xf32>) -> tensor<8x128x4x32xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x1 = shard.shard %x to %split annotate_for_users : tensor<1024x128xf32>
  %e = tensor.expand_shape %x1 [[0, 1], [2, 3]] output_shape [8, 128, 4, 32] : tensor<1024x128xf32> into tensor<8x128x4x32xf32>
  %e1 = shard.shard %e to %split : tensor<8x128x4x32xf32>
  return %e1 : tensor<8x128x4x32xf32>
}

// -----

// An inner dimension of a group cannot be split (the processes' elements
// would interleave): the collapse runs on the whole tensor, gathered first.
// CHECK-LABEL: func.func @inner
// CHECK: shard.all_gather %{{.*}} on @g grid_axes = [0] gather_axis = 1 : tensor<8x64x16xf32> -> tensor<8x128x16xf32>
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : tensor<8x128x16xf32> into tensor<1024x16xf32>
shard.grid @g(shape = 2)
func.func @inner(%x: tensor<8x128x16xf32>) -> tensor<1024x16xf32> {
  %split1 = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  %x1 = shard.shard %x to %split1 annotate_for_users : tensor<8x128x16xf32>
  %c = tensor.collapse_shape %x1 [[0, 1], [2]] : tensor<8x128x16xf32> into tensor<1024x16xf32>
  return %c : tensor<1024x16xf32>
}
