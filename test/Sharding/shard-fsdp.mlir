// Whole gathers and scatters (chunk-gathers and chunk-scatters, on by
// default, are off here; the chunked step: shard-fsdp-chunked.mlir).
// RUN: remat-opt %S/Inputs/two_layer_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2 fold-transposes=false chunk-gathers=false chunk-scatters=false})' | FileCheck %s
// RUN: remat-opt %S/Inputs/two_layer_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=4 fold-transposes=false chunk-gathers=false chunk-scatters=false})' | FileCheck %s --check-prefix=FOUR
// RUN: remat-opt %S/Inputs/two_layer_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2 fold-transposes=false chunk-gathers=false chunk-scatters=false},cse)' | FileCheck %s --check-prefix=CSE
// RUN: remat-opt %S/Inputs/two_layer_step_seeded.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2 fold-transposes=false chunk-gathers=false chunk-scatters=false})' | FileCheck %s --check-prefix=SEEDED

// FSDP: the data x is split on the batch, the parameters w1 and w2 and
// their gradients on their first axis. Each parameter is gathered just
// before its first use in the forward pass (not at the function entry, as
// upstream's partitioner leaves it), and w2 again before its use in the
// backward pass; each gradient is reduce-scattered right after it is
// computed.

// The grid carries the price of a re-gathered byte for remat-auto's cost
// model (gather-flops-per-byte, default 1000).
// CHECK: shard.grid @remat_grid(shape = 2) {remat_gather_flops_per_byte = 1.000000e+03 : f64, sym_visibility = "private"}
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[X:.*]]: tensor<4x4xf32> {remat.split = 0 : i64}, %[[W1:.*]]: tensor<2x6xf32> {remat.split = 0 : i64}, %[[W2:.*]]: tensor<3x2xf32> {remat.split = 0 : i64}, %{{.*}}: tensor<f32> {remat.cotangent})
// CHECK-SAME: -> (tensor<f32>, tensor<2x6xf32> {remat.split = 0 : i64}, tensor<3x2xf32> {remat.split = 0 : i64})
// CHECK-NOT: shard.all_gather
// CHECK: linalg.fill
// CHECK: %[[G1:.*]] = shard.all_gather %[[W1]] on @remat_grid grid_axes = [0] gather_axis = 0 {remat_fsdp_phase = 0 : i64} : tensor<2x6xf32> -> tensor<4x6xf32>
// CHECK-NEXT: %[[H:.*]] = linalg.matmul ins(%[[X]], %[[G1]] :
// CHECK: linalg.fill
// CHECK-NEXT: %[[G2:.*]] = shard.all_gather %[[W2]] on @remat_grid grid_axes = [0] gather_axis = 0 {remat_fsdp_phase = 0 : i64} : tensor<3x2xf32> -> tensor<6x2xf32>
// CHECK-NEXT: linalg.matmul ins(%[[H]], %[[G2]] :
// CHECK: %[[LOSS:.*]] = shard.all_reduce %{{.*}} on @remat_grid grid_axes = [0] : tensor<f32> -> tensor<f32>
// CHECK: %[[DW2:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<6x4xf32>, tensor<4x2xf32>)
// CHECK-NEXT: %[[S2:.*]] = shard.reduce_scatter %[[DW2]] on @remat_grid grid_axes = [0] scatter_axis = 0 : tensor<6x2xf32> -> tensor<3x2xf32>
// CHECK: %[[G2B:.*]] = shard.all_gather %[[W2]] on @remat_grid grid_axes = [0] gather_axis = 0 {remat_fsdp_phase = 1 : i64} : tensor<3x2xf32> -> tensor<6x2xf32>
// CHECK-NEXT: linalg.transpose ins(%[[G2B]] :
// CHECK-NOT: shard.all_gather
// CHECK: %[[DW1:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x6xf32>)
// CHECK-NEXT: %[[S1:.*]] = shard.reduce_scatter %[[DW1]] on @remat_grid grid_axes = [0] scatter_axis = 0 : tensor<4x6xf32> -> tensor<2x6xf32>
// CHECK-NOT: shard.all_slice
// CHECK: return %[[LOSS]], %[[S1]], %[[S2]]

// A parameter whose first axis does not divide by the ranks (w2: 6 rows
// over 4 ranks) stays replicated, its gradient all-reduced, as in dp.
// FOUR-LABEL: func.func @train_step
// FOUR-SAME: %{{.*}}: tensor<1x6xf32> {remat.split = 0 : i64}, %[[W2:.*]]: tensor<6x2xf32>,
// FOUR-SAME: -> (tensor<f32>, tensor<1x6xf32> {remat.split = 0 : i64}, tensor<6x2xf32>)
// FOUR-NOT: shard.all_gather %[[W2]]
// FOUR: shard.all_reduce %{{.*}} : tensor<6x2xf32> -> tensor<6x2xf32>
// FOUR: shard.reduce_scatter %{{.*}} : tensor<4x6xf32> -> tensor<1x6xf32>


// Without a cotangent argument the phases come from the inferred loss
// (the forward pass is the loss's backward slice): w2 is still gathered
// again for the transpose of the gradient computation.
// SEEDED-LABEL: func.func @train_step
// SEEDED: %[[G2:.*]] = shard.all_gather %arg2
// SEEDED-NEXT: linalg.matmul ins(%{{.*}}, %[[G2]] :
// SEEDED: shard.reduce_scatter
// SEEDED: %[[G2B:.*]] = shard.all_gather %arg2
// SEEDED: linalg.transpose ins(%[[G2B]] :

// The phase attribute keeps CSE from merging the backward gather into the
// forward one (upstream declares all_gather pure).
// CSE-LABEL: func.func @train_step
// CSE-COUNT-2: shard.all_gather %arg2
