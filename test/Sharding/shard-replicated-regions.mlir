// The fsdp run keeps whole gathers and scatters (chunk-gathers and
// chunk-scatters off; on by default: shard-fsdp-chunked.mlir).
// RUN: remat-opt %S/Inputs/label_step.mlir --pass-pipeline='builtin.module(remat-shard{ranks=2})' | FileCheck %s
// RUN: remat-opt %S/Inputs/label_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2 chunk-gathers=false chunk-scatters=false})' | FileCheck %s --check-prefix=FSDP

// The scf.for loops (no sharding interface; their bodies read y and the
// labels from above) run whole on every rank: the split labels and y are
// gathered before them, the loss they compute is whole on every rank (no
// all-reduce), the scattered dy is sliced for the rank's half of x^T @ dy.
// No call or private function is left.

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[X:.*]]: tensor<4x4xf32> {remat.split = 0 : i64}, %[[L:.*]]: tensor<4xi32> {remat.range = [0, 3], remat.split = 0 : i64}, %[[W:.*]]: tensor<4x3xf32>, %[[D:.*]]: tensor<f32> {remat.cotangent})
// CHECK: %[[LABELS:.*]] = shard.all_gather %[[L]] on @remat_grid grid_axes = [0] gather_axis = 0 : tensor<4xi32> -> tensor<8xi32>
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[X]], %[[W]] : tensor<4x4xf32>, tensor<4x3xf32>)
// CHECK: %[[YALL:.*]] = shard.all_gather %[[Y]] on @remat_grid grid_axes = [0] gather_axis = 0 : tensor<4x3xf32> -> tensor<8x3xf32>
// CHECK: %[[LOSS:.*]] = scf.for
// CHECK: tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<8x3xf32>
// CHECK: %[[DY:.*]] = scf.for {{.*}} -> (tensor<8x3xf32>)
// CHECK: %[[SLICE:.*]] = shard.all_slice %[[DY]] on @remat_grid grid_axes = [0] slice_axis = 0 : tensor<8x3xf32> -> tensor<4x3xf32>
// CHECK: %[[DW:.*]] = linalg.matmul {{.*}} ins(%[[X]], %[[SLICE]] :
// CHECK: %[[GRAD:.*]] = shard.all_reduce %[[DW]]
// CHECK: return %[[LOSS]], %[[GRAD]]
// CHECK-NOT: func.call
// CHECK-NOT: func.func

// Under fsdp the same loops, each after its own gather of the labels (the
// fsdp rewrite places gathers of arguments at their uses); w is split and
// gathered at its use, its gradient reduce-scattered.
// FSDP-LABEL: func.func @train_step
// FSDP-SAME: %{{.*}}: tensor<2x3xf32> {remat.split = 0 : i64}
// FSDP: shard.all_gather %{{.*}} : tensor<2x3xf32> -> tensor<4x3xf32>
// FSDP: shard.all_gather %{{.*}} : tensor<4x3xf32> -> tensor<8x3xf32>
// FSDP: shard.all_gather %{{.*}} : tensor<4xi32> -> tensor<8xi32>
// FSDP-NEXT: scf.for {{.*}} -> (tensor<f32>)
// FSDP: shard.all_gather %{{.*}} : tensor<4xi32> -> tensor<8xi32>
// FSDP-NEXT: scf.for {{.*}} -> (tensor<8x3xf32>)
// FSDP: shard.reduce_scatter %{{.*}} : tensor<4x3xf32> -> tensor<2x3xf32>
// FSDP-NOT: func.call
