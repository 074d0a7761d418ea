// gather-parts / scatter-parts: fsdp's chunked gathers and scatters in
// finer pieces (the 3-layer tanh MLP, 2 ranks, 2 parts each).
// RUN: remat-opt %S/Inputs/tanh_mlp_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2 gather-parts=2 scatter-parts=2})' | FileCheck %s

// Layer 1's forward h1 = a0 @ W1 (W1 8x8, shards of 4 rows): each shard is
// broadcast in 2 pieces of 2 rows, sliced from the argument at the root;
// the pieces accumulate in k order (rows 0-1, 2-3 of shard 0, then of
// shard 1) reading the matching columns of a0.
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: %[[W0:arg2]]: tensor<2x8xf32>
// CHECK-SAME: %[[W1:arg4]]: tensor<4x8xf32>
// Layer 0 (W0 4x8, shards of 2 rows): pieces of 1 row, the last from rank 1.
// CHECK: tensor.extract_slice %[[W0]][0, 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<1x8xf32>
// CHECK: tensor.extract_slice %[[W0]][1, 0] [1, 8] [1, 1]
// CHECK: tensor.extract_slice %[[W0]][0, 0] [1, 8] [1, 1]
// CHECK: %[[W0P3:.*]] = tensor.extract_slice %[[W0]][1, 0] [1, 8] [1, 1]
// CHECK: shard.broadcast %[[W0P3]] {{.*}} root = [1] {remat_fsdp_chunk = 0 : i64, remat_fsdp_phase = 0 : i64} : (tensor<1x8xf32>) -> tensor<1x8xf32>
// CHECK: %[[FILL:.*]] = linalg.fill {{.*}} -> tensor<4x8xf32>
// CHECK-NEXT: %[[P0:.*]] = tensor.extract_slice %[[W1]][0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
// CHECK: %[[B0:.*]] = shard.broadcast %[[P0]] on @remat_grid grid_axes = [0] root = [0] {remat_fsdp_chunk = 1 : i64, remat_fsdp_phase = 0 : i64} : (tensor<2x8xf32>) -> tensor<2x8xf32>
// CHECK: %[[A0:.*]] = tensor.extract_slice %[[ACT:.*]][0, 0] [4, 2] [1, 1]
// CHECK: %[[H0:.*]] = linalg.matmul ins(%[[A0]], %[[B0]] : tensor<4x2xf32>, tensor<2x8xf32>) outs(%[[FILL]] : tensor<4x8xf32>)
// CHECK: %[[P1:.*]] = tensor.extract_slice %[[W1]][2, 0] [2, 8] [1, 1]
// CHECK: %[[B1:.*]] = shard.broadcast %[[P1]] {{.*}} root = [0]
// CHECK: %[[A1:.*]] = tensor.extract_slice %[[ACT]][0, 2] [4, 2] [1, 1]
// CHECK: %[[H1:.*]] = linalg.matmul ins(%[[A1]], %[[B1]] : {{.*}}) outs(%[[H0]] : tensor<4x8xf32>)
// CHECK: %[[P2:.*]] = tensor.extract_slice %[[W1]][0, 0] [2, 8] [1, 1]
// CHECK: %[[B2:.*]] = shard.broadcast %[[P2]] {{.*}} root = [1]
// CHECK: %[[A2:.*]] = tensor.extract_slice %[[ACT]][0, 4] [4, 2] [1, 1]
// CHECK: %[[H2:.*]] = linalg.matmul ins(%[[A2]], %[[B2]] : {{.*}}) outs(%[[H1]] : tensor<4x8xf32>)
// CHECK: %[[P3:.*]] = tensor.extract_slice %[[W1]][2, 0] [2, 8] [1, 1]
// CHECK: %[[B3:.*]] = shard.broadcast %[[P3]] {{.*}} root = [1]
// CHECK: %[[A3:.*]] = tensor.extract_slice %[[ACT]][0, 6] [4, 2] [1, 1]
// CHECK: linalg.matmul ins(%[[A3]], %[[B3]] : {{.*}}) outs(%[[H2]] : tensor<4x8xf32>)

// dW1 = a0^T dY1 (8x8, rank shares of 4 rows) in 4 parts of one row per
// rank: part 0 holds rows 0 and 4 (row 0 of each share), part 1 rows 1
// and 5, ...; each reduce-scattered on its own into its row of the share.
// After dX2 = dY2 W2^T (W2's pieces, 2 from rank 1) and dY1's generic:
// CHECK: shard.broadcast {{.*}} root = [1] {remat_fsdp_chunk = 3 : i64, remat_fsdp_phase = 1 : i64} : (tensor<2x2xf32>)
// CHECK: shard.broadcast {{.*}} root = [1] {remat_fsdp_chunk = 3 : i64, remat_fsdp_phase = 1 : i64} : (tensor<2x2xf32>)
// CHECK: linalg.generic
// CHECK: %[[OUT:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: tensor.extract_slice %[[ACT]][0, 0] [4, 1] [1, 1]
// CHECK: tensor.extract_slice %[[ACT]][0, 4] [4, 1] [1, 1]
// CHECK: %[[S0:.*]] = shard.reduce_scatter %{{.*}} scatter_axis = 0 : tensor<2x8xf32> -> tensor<1x8xf32>
// CHECK: %[[R0:.*]] = tensor.insert_slice %[[S0]] into %[[OUT]][0, 0] [1, 8] [1, 1]
// CHECK: tensor.extract_slice %[[ACT]][0, 1] [4, 1] [1, 1]
// CHECK: tensor.extract_slice %[[ACT]][0, 5] [4, 1] [1, 1]
// CHECK: %[[S1:.*]] = shard.reduce_scatter %{{.*}} : tensor<2x8xf32> -> tensor<1x8xf32>
// CHECK: %[[R1:.*]] = tensor.insert_slice %[[S1]] into %[[R0]][1, 0] [1, 8] [1, 1]
// CHECK: %[[S2:.*]] = shard.reduce_scatter %{{.*}} : tensor<2x8xf32> -> tensor<1x8xf32>
// CHECK: %[[R2:.*]] = tensor.insert_slice %[[S2]] into %[[R1]][2, 0] [1, 8] [1, 1]
// CHECK: %[[S3:.*]] = shard.reduce_scatter %{{.*}} : tensor<2x8xf32> -> tensor<1x8xf32>
// CHECK: %[[R3:.*]] = tensor.insert_slice %[[S3]] into %[[R2]][3, 0] [1, 8] [1, 1]
// dW0 (4x8: shares of 2 rows do not split in 2 x 2) keeps its 2 parts.
// CHECK: shard.reduce_scatter %{{.*}} : tensor<2x8xf32> -> tensor<1x8xf32>
// CHECK: shard.reduce_scatter %{{.*}} : tensor<2x8xf32> -> tensor<1x8xf32>
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %[[R3]],
