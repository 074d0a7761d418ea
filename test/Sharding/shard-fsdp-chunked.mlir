// chunk-gathers and chunk-scatters are on by default under fsdp.
// RUN: remat-opt %S/Inputs/two_layer_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2})' | FileCheck %s
// RUN: remat-opt %S/Inputs/two_layer_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2 chunk-gathers=false chunk-scatters=false})' | FileCheck %s --check-prefix=WHOLE

// chunk-gathers: each matmul that read a gathered weight reads it one shard
// at a time, brought in by a broadcast from the shard's owner. h = x @ w1
// (w1's split axis is the reduction): the products of shard 1 accumulate
// into those of shard 0, in the k order of the whole matmul.
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[X:.*]]: tensor<4x4xf32> {remat.split = 0 : i64}, %[[W1:.*]]: tensor<2x6xf32> {remat.split = 0 : i64}, %[[W2:.*]]: tensor<3x2xf32> {remat.split = 0 : i64}
// CHECK-NOT: shard.all_gather
// CHECK: %[[FILL:.*]] = linalg.fill {{.*}} -> tensor<4x6xf32>
// CHECK: %[[B0:.*]] = shard.broadcast %[[W1]] on @remat_grid grid_axes = [0] root = [0] {remat_fsdp_chunk = 0 : i64, remat_fsdp_phase = 0 : i64} : (tensor<2x6xf32>) -> tensor<2x6xf32>
// CHECK: %[[X0:.*]] = tensor.extract_slice %[[X]][0, 0] [4, 2] [1, 1]
// CHECK: %[[H0:.*]] = linalg.matmul ins(%[[X0]], %[[B0]] : tensor<4x2xf32>, tensor<2x6xf32>) outs(%[[FILL]] : tensor<4x6xf32>)
// CHECK: %[[B1:.*]] = shard.broadcast %[[W1]] {{.*}} root = [1] {remat_fsdp_chunk = 0 : i64, remat_fsdp_phase = 0 : i64}
// CHECK: %[[X1:.*]] = tensor.extract_slice %[[X]][0, 2] [4, 2] [1, 1]
// CHECK: %[[H:.*]] = linalg.matmul ins(%[[X1]], %[[B1]] : tensor<4x2xf32>, tensor<2x6xf32>) outs(%[[H0]] : tensor<4x6xf32>)
// The backward dh = dy @ w2^T reads w2's split axis as a parallel loop:
// each shard's matmul writes its columns of dh.
// CHECK: shard.reduce_scatter {{.*}} : tensor<6x2xf32> -> tensor<3x2xf32>
// CHECK: %[[DFILL:.*]] = linalg.fill {{.*}} -> tensor<4x6xf32>
// CHECK: %[[D0:.*]] = shard.broadcast %[[W2]] {{.*}} root = [0] {remat_fsdp_chunk = 2 : i64, remat_fsdp_phase = 1 : i64}
// CHECK: %[[DS0:.*]] = tensor.extract_slice %[[DFILL]][0, 0] [4, 3] [1, 1]
// CHECK: %[[DP0:.*]] = linalg.matmul {{.*}} ins(%{{.*}}, %[[D0]] : tensor<4x2xf32>, tensor<3x2xf32>) outs(%[[DS0]] : tensor<4x3xf32>)
// CHECK: %[[DH0:.*]] = tensor.insert_slice %[[DP0]] into %[[DFILL]][0, 0] [4, 3] [1, 1]
// CHECK: shard.broadcast %[[W2]] {{.*}} root = [1]
// CHECK: %[[DH:.*]] = tensor.insert_slice %{{.*}} into %[[DH0]][0, 3] [4, 3] [1, 1]
// chunk-scatters: dw1 = x^T @ dh (4x6, rank shares of 2 rows) is computed
// and reduce-scattered in two parts of one row per rank: part 0 holds rows
// 0 and 2 (row 0 of each rank's share), part 1 rows 1 and 3.
// CHECK: %[[OUT:.*]] = tensor.empty() : tensor<2x6xf32>
// CHECK: tensor.extract_slice %[[X]][0, 0] [4, 1] [1, 1]
// CHECK: linalg.matmul {{.*}} ins(%{{.*}}, %[[DH]] : tensor<4x1xf32>, tensor<4x6xf32>) outs(%{{.*}} : tensor<1x6xf32>)
// CHECK: tensor.extract_slice %[[X]][0, 2] [4, 1] [1, 1]
// CHECK: %[[P0:.*]] = tensor.insert_slice
// CHECK: %[[S0:.*]] = shard.reduce_scatter %[[P0]] {{.*}} scatter_axis = 0 : tensor<2x6xf32> -> tensor<1x6xf32>
// CHECK: %[[R0:.*]] = tensor.insert_slice %[[S0]] into %[[OUT]][0, 0] [1, 6] [1, 1]
// CHECK: tensor.extract_slice %[[X]][0, 1] [4, 1] [1, 1]
// CHECK: tensor.extract_slice %[[X]][0, 3] [4, 1] [1, 1]
// CHECK: %[[S1:.*]] = shard.reduce_scatter {{.*}} : tensor<2x6xf32> -> tensor<1x6xf32>
// CHECK: %[[R:.*]] = tensor.insert_slice %[[S1]] into %[[R0]][1, 0] [1, 6] [1, 1]
// dw2 (6x2: shares of 3 rows do not split in two) keeps its reduce_scatter.
// CHECK: return %{{.*}}, %[[R]], %{{.*}} :

// Without the options: whole gathers, whole reduce-scatters.
// WHOLE-LABEL: func.func @train_step
// WHOLE-NOT: shard.broadcast
// WHOLE: shard.all_gather
// WHOLE-NOT: shard.broadcast
// WHOLE: return
