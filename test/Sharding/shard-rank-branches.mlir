// RUN: remat-opt %S/Inputs/bias_step.mlir --pass-pipeline='builtin.module(remat-shard{ranks=2})' | FileCheck %s

// The second loss reduction accumulates into the first one's (all-reduced)
// result. Upstream's partitioner gives rank 0 that init and the other ranks
// a zero fill; rank 0 gets a copy of the init, so every rank allocates the
// same buffers (one memory prediction for all ranks).

// CHECK-LABEL: func.func @train_step
// CHECK: %[[FIRST:.*]] = shard.all_reduce %{{.*}} : tensor<f32> -> tensor<f32>
// CHECK: %[[RANK:.*]] = shard.process_multi_index on @remat_grid axes = [0] : index
// CHECK: %[[IS0:.*]] = arith.cmpi eq, %[[RANK]], %{{.*}} : index
// CHECK: scf.if %[[IS0]] -> (tensor<f32>) {
// CHECK-NEXT: %[[EMPTY:.*]] = tensor.empty() : tensor<f32>
// CHECK-NEXT: %[[COPY:.*]] = linalg.copy ins(%[[FIRST]] : tensor<f32>) outs(%[[EMPTY]] : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: scf.yield %[[COPY]] : tensor<f32>
// CHECK-NEXT: } else {
// CHECK: linalg.fill
