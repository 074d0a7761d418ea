// RUN: remat-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(shard-partition))'

// remat's ShardingInterface models refuse what they cannot partition. Under
// remat-shard, propagation gives these ops only shardings they accept; the
// annotations here are written by hand and partitioned as they stand.

// tensor.extract reads an element at a run-time index: its tensor must be
// whole on every process.
shard.grid @g(shape = 2)
func.func @extract(%x: tensor<8xf32>, %i: index) -> f32 {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x0 = shard.shard %x to %s : tensor<8xf32>
  %x1 = shard.shard %x0 to %s annotate_for_users : tensor<8xf32>
  // expected-error @below {{'tensor.extract' op reads a tensor that is split across the grid; remat partitions tensor.extract of a replicated tensor only}}
  %e = tensor.extract %x1[%i] : tensor<8xf32>
  return %e : f32
}

// -----

// expand_shape's output shape is rebuilt for the local type: static only.
shard.grid @g(shape = 2)
func.func @dynamic_expand(%x: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %r = shard.sharding @g split_axes = [[]] : !shard.sharding
  %x0 = shard.shard %x to %r : tensor<?xf32>
  %x1 = shard.shard %x0 to %r annotate_for_users : tensor<?xf32>
  // expected-error @below {{'tensor.expand_shape' op remat partitions static reshapes only}}
  %e = tensor.expand_shape %x1 [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %e1 = shard.shard %e to %r : tensor<?x4xf32>
  return %e1 : tensor<?x4xf32>
}

// -----

// A call of a function that is not one linalg op runs whole or not at all.
shard.grid @g(shape = 2)
func.func private @callee(%x: tensor<8xf32>) -> tensor<8xf32>
func.func @split_call(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x0 = shard.shard %x to %s : tensor<8xf32>
  %x1 = shard.shard %x0 to %s annotate_for_users : tensor<8xf32>
  // expected-error @below {{'func.call' op has a split operand or result, but its callee 'callee' is not one linalg op: remat partitions such a call only replicated (inline the callee first: the inline pass)}}
  %y = func.call @callee(%x1) : (tensor<8xf32>) -> tensor<8xf32>
  %y1 = shard.shard %y to %s : tensor<8xf32>
  return %y1 : tensor<8xf32>
}

// -----

// The structured-call mark on a call of a declaration: no op to partition
// (it crashed before).
shard.grid @g(shape = 2)
func.func private @callee(%x: tensor<8xf32>) -> tensor<8xf32>
func.func @marked_declaration(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x0 = shard.shard %x to %s : tensor<8xf32>
  %x1 = shard.shard %x0 to %s annotate_for_users : tensor<8xf32>
  // expected-error @below {{'func.call' op has a split operand or result, but its callee 'callee' is not one linalg op}}
  %y = func.call @callee(%x1) {remat_split_structured} : (tensor<8xf32>) -> tensor<8xf32>
  %y1 = shard.shard %y to %s : tensor<8xf32>
  return %y1 : tensor<8xf32>
}

// -----

// A region remat-shard outlined runs whole on every rank.
shard.grid @g(shape = 2)
func.func private @region(%x: tensor<8xf32>) -> tensor<8xf32>
func.func @split_region(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x0 = shard.shard %x to %s : tensor<8xf32>
  %x1 = shard.shard %x0 to %s annotate_for_users : tensor<8xf32>
  // expected-error @below {{'func.call' op a region remat-shard runs whole on every rank got a split operand or result}}
  %y = func.call @region(%x1) {remat_replicated_region} : (tensor<8xf32>) -> tensor<8xf32>
  %y1 = shard.shard %y to %s : tensor<8xf32>
  return %y1 : tensor<8xf32>
}

// -----

// A result no shard.shard annotates (no propagation ran): the reshape and
// slice models need the result's sharding for the local type.
shard.grid @g(shape = 2)
func.func @unannotated_collapse(%x: tensor<8x4xf32>) -> tensor<32xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x0 = shard.shard %x to %s : tensor<8x4xf32>
  %x1 = shard.shard %x0 to %s annotate_for_users : tensor<8x4xf32>
  // expected-error @below {{'tensor.collapse_shape' op has no sharding: no shard.shard annotates its result (sharding propagation found none, or it did not run)}}
  %c = tensor.collapse_shape %x1 [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
  return %c : tensor<32xf32>
}

// -----

shard.grid @g(shape = 2)
func.func @unannotated_slice(%x: tensor<8x4xf32>) -> tensor<8x2xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x0 = shard.shard %x to %s : tensor<8x4xf32>
  %x1 = shard.shard %x0 to %s annotate_for_users : tensor<8x4xf32>
  // expected-error @below {{'tensor.extract_slice' op has no sharding: no shard.shard annotates its result (sharding propagation found none, or it did not run)}}
  %e = tensor.extract_slice %x1[0, 0] [8, 2] [1, 1] : tensor<8x4xf32> to tensor<8x2xf32>
  return %e : tensor<8x2xf32>
}
