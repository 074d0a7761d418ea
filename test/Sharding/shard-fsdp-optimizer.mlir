// Whole gathers and scatters (chunk-gathers and chunk-scatters, on by
// default, are off here; the chunked step: shard-fsdp-chunked.mlir).
// RUN: remat-opt %S/Inputs/momentum_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2 fold-transposes=false chunk-gathers=false chunk-scatters=false})' | FileCheck %s
// RUN: remat-opt %S/Inputs/momentum_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 fold-transposes=false})' | FileCheck %s --check-prefix=DP

// FSDP of a step that updates optimizer state (SGD momentum m and a step
// count): the parameter w, its momentum m and both updated values are split
// on their first axis. The update runs on each rank's shard: w is gathered
// for the forward matmul only, m is never gathered, the gradient is
// reduce-scattered and the update reads the rank's slices of w and m
// directly. The step count (0-d) and the learning rate computed from it
// stay whole on every rank. fuse-elementwise computes count + 1 again inside
// the learning rate's op (0-d, read there anyway) but does not fuse the
// learning rate into the update, which broadcasts it: that would compute
// it once per element.

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[W:.*]]: tensor<2x6xf32> {remat.split = 0 : i64}, %[[M:.*]]: tensor<2x6xf32> {remat.split = 0 : i64}, %[[COUNT:.*]]: tensor<i32>, %[[X:.*]]: tensor<4x4xf32> {remat.split = 0 : i64})
// CHECK-SAME: -> (tensor<f32>, tensor<2x6xf32> {remat.split = 0 : i64}, tensor<2x6xf32> {remat.split = 0 : i64}, tensor<i32>)
// CHECK: %[[G:.*]] = shard.all_gather %[[W]] on @remat_grid grid_axes = [0] gather_axis = 0 {remat_fsdp_phase = 0 : i64} : tensor<2x6xf32> -> tensor<4x6xf32>
// CHECK-NEXT: linalg.matmul ins(%[[X]], %[[G]] :
// CHECK-NOT: shard.all_gather
// CHECK: %[[LOSS:.*]] = shard.all_reduce
// CHECK: %[[DW:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x6xf32>)
// CHECK-NEXT: %[[RS:.*]] = shard.reduce_scatter %[[DW]] on @remat_grid grid_axes = [0] scatter_axis = 0 : tensor<4x6xf32> -> tensor<2x6xf32>
// CHECK: %[[M2:.*]] = linalg.generic {{.*}} ins(%[[M]], %[[RS]] : tensor<2x6xf32>, tensor<2x6xf32>) outs(%{{.*}} : tensor<2x6xf32>)
// CHECK: %[[COUNT2:.*]] = linalg.generic {{.*}} ins(%[[COUNT]] : tensor<i32>) outs(%{{.*}} : tensor<i32>)
// CHECK: arith.addi
// CHECK: %[[LR:.*]] = linalg.generic {{.*}} ins(%[[COUNT]] : tensor<i32>) outs(%{{.*}} : tensor<f32>)
// CHECK: arith.addi
// CHECK: arith.sitofp
// CHECK: %[[W2:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[LR]], %[[M2]] : tensor<2x6xf32>, tensor<f32>, tensor<2x6xf32>) outs(%{{.*}} : tensor<2x6xf32>)
// CHECK-NOT: shard.all_slice
// CHECK-NOT: shard.all_gather
// CHECK: return %[[LOSS]], %[[W2]], %[[M2]], %[[COUNT2]]

// Under dp the state is replicated like the parameter: the gradient is
// all-reduced and the update runs whole on every rank; the step count's
// 0-d ops (which upstream's propagation cannot shard) are kept as they are.
// DP-LABEL: func.func @train_step
// DP-SAME: (%[[W:.*]]: tensor<4x6xf32>, %[[M:.*]]: tensor<4x6xf32>, %[[COUNT:.*]]: tensor<i32>, %{{.*}}: tensor<4x4xf32> {remat.split = 0 : i64})
// DP: %[[G:.*]] = shard.all_reduce %{{.*}} : tensor<4x6xf32> -> tensor<4x6xf32>
// DP: %[[M2:.*]] = linalg.generic {{.*}} ins(%[[M]], %[[G]] : tensor<4x6xf32>, tensor<4x6xf32>)
// DP: %[[COUNT2:.*]] = linalg.generic {{.*}} ins(%[[COUNT]] : tensor<i32>)
// DP: linalg.generic {{.*}} ins(%[[W]], %{{.*}}, %[[M2]] : tensor<4x6xf32>, tensor<f32>, tensor<4x6xf32>)
// DP: return
