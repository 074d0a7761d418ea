// RUN: remat-opt %S/Inputs/small_step.mlir --pass-pipeline='builtin.module(remat-shard{ranks=2 fold-transposes=false})' | FileCheck %s
// RUN: remat-opt %S/Inputs/small_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=4 fold-transposes=false})' | FileCheck %s --check-prefix=FOUR

// Data parallel: the data argument x (batch 8) is split on its first axis,
// the parameter w and the cotangent are replicated, the loss and the
// gradient are all-reduced; the cotangent's tensor.extract is partitioned
// (remat's sharding model); rank 0's accumulator choice is folded away.

// CHECK: shard.grid @remat_grid(shape = 2) {sym_visibility = "private"}
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[X:.*]]: tensor<4x4xf32> {remat.split = 0 : i64}, %[[W:.*]]: tensor<4x3xf32>, %[[D:.*]]: tensor<f32> {remat.cotangent})
// CHECK-SAME: -> (tensor<f32>, tensor<4x3xf32>)
// CHECK-NOT: scf.if
// CHECK-NOT: shard.process
// CHECK: linalg.matmul ins(%[[X]], %[[W]] : tensor<4x4xf32>, tensor<4x3xf32>)
// CHECK: %[[LOSS:.*]] = shard.all_reduce %{{.*}} on @remat_grid grid_axes = [0] : tensor<f32> -> tensor<f32>
// CHECK: tensor.extract %[[D]][] : tensor<f32>
// CHECK: %[[DW:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x3xf32>)
// CHECK: %[[GRAD:.*]] = shard.all_reduce %[[DW]] on @remat_grid grid_axes = [0] : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK: return %[[LOSS]], %[[GRAD]]

// FOUR: shard.grid @remat_grid(shape = 4)
// FOUR: func.func @train_step(%{{.*}}: tensor<2x4xf32> {remat.split = 0 : i64}, %{{.*}}: tensor<4x3xf32>,
