// remat-fsdp-parts: fsdp's one-part chunked gathers and scatters (as
// remat-shard{strategy=fsdp ranks=2} writes them) cut in 2 parts; the IR
// remat-shard{gather-parts=2 scatter-parts=2} writes.
// RUN: remat-opt %s -split-input-file --pass-pipeline='builtin.module(remat-fsdp-parts{parts=2})' | FileCheck %s

// A shard read as the reduction: each shard (2 rows of W) broadcast in 2
// pieces of 1 row, sliced from the argument at the root; the pieces
// accumulate in k order (row 0, 1 of rank 0's shard, then of rank 1's),
// each reading the matching column of %a.
// CHECK-LABEL: func.func @reduction
// CHECK-SAME: (%[[A:[^:]*]]: tensor<4x4xf32>, %[[W:[^:]*]]: tensor<2x8xf32>)
// CHECK: %[[FILL:.*]] = linalg.fill
// CHECK-NEXT: %[[P0:.*]] = tensor.extract_slice %[[W]][0, 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<1x8xf32>
// CHECK-NEXT: %[[B0:.*]] = shard.broadcast %[[P0]] on @remat_grid grid_axes = [0] root = [0] {remat_fsdp_chunk = 0 : i64, remat_fsdp_phase = 0 : i64} : (tensor<1x8xf32>) -> tensor<1x8xf32>
// CHECK-NEXT: %[[A0:.*]] = tensor.extract_slice %[[A]][0, 0] [4, 1] [1, 1] : tensor<4x4xf32> to tensor<4x1xf32>
// CHECK-NEXT: %[[M0:.*]] = linalg.matmul ins(%[[A0]], %[[B0]] : tensor<4x1xf32>, tensor<1x8xf32>) outs(%[[FILL]] : tensor<4x8xf32>)
// CHECK-NEXT: %[[P1:.*]] = tensor.extract_slice %[[W]][1, 0] [1, 8] [1, 1]
// CHECK-NEXT: %[[B1:.*]] = shard.broadcast %[[P1]] {{.*}} root = [0]
// CHECK-NEXT: %[[A1:.*]] = tensor.extract_slice %[[A]][0, 1] [4, 1] [1, 1]
// CHECK-NEXT: %[[M1:.*]] = linalg.matmul ins(%[[A1]], %[[B1]] : {{.*}}) outs(%[[M0]] : tensor<4x8xf32>)
// CHECK-NEXT: %[[P2:.*]] = tensor.extract_slice %[[W]][0, 0] [1, 8] [1, 1]
// CHECK-NEXT: %[[B2:.*]] = shard.broadcast %[[P2]] {{.*}} root = [1]
// CHECK-NEXT: %[[A2:.*]] = tensor.extract_slice %[[A]][0, 2] [4, 1] [1, 1]
// CHECK-NEXT: %[[M2:.*]] = linalg.matmul ins(%[[A2]], %[[B2]] : {{.*}}) outs(%[[M1]] : tensor<4x8xf32>)
// CHECK-NEXT: %[[P3:.*]] = tensor.extract_slice %[[W]][1, 0] [1, 8] [1, 1]
// CHECK-NEXT: %[[B3:.*]] = shard.broadcast %[[P3]] {{.*}} root = [1]
// CHECK-NEXT: %[[A3:.*]] = tensor.extract_slice %[[A]][0, 3] [4, 1] [1, 1]
// CHECK-NEXT: %[[M3:.*]] = linalg.matmul ins(%[[A3]], %[[B3]] : {{.*}}) outs(%[[M2]] : tensor<4x8xf32>)
// CHECK-NEXT: return %[[M3]]
shard.grid @remat_grid(shape = 2) {sym_visibility = "private"}
func.func @reduction(%a: tensor<4x4xf32>, %w: tensor<2x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x8xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %b0 = shard.broadcast %w on @remat_grid grid_axes = [0] root = [0] {remat_fsdp_chunk = 0 : i64, remat_fsdp_phase = 0 : i64} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %s0 = tensor.extract_slice %a[0, 0] [4, 2] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>
  %2 = linalg.matmul ins(%s0, %b0 : tensor<4x2xf32>, tensor<2x8xf32>) outs(%1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %b1 = shard.broadcast %w on @remat_grid grid_axes = [0] root = [1] {remat_fsdp_chunk = 0 : i64, remat_fsdp_phase = 0 : i64} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %s1 = tensor.extract_slice %a[0, 2] [4, 2] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>
  %3 = linalg.matmul ins(%s1, %b1 : tensor<4x2xf32>, tensor<2x8xf32>) outs(%2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

// -----

// A shard read as a parallel loop (dX = dY W^T, W's rows are dX's columns):
// each piece computes 1 column of dX into a slice of the destination.
// CHECK-LABEL: func.func @parallel
// CHECK-SAME: (%[[DY:[^:]*]]: tensor<4x2xf32>, %[[W:[^:]*]]: tensor<2x2xf32>)
// CHECK: %[[FILL:.*]] = linalg.fill
// CHECK-NEXT: %[[P0:.*]] = tensor.extract_slice %[[W]][0, 0] [1, 2] [1, 1]
// CHECK-NEXT: %[[B0:.*]] = shard.broadcast %[[P0]] {{.*}} root = [0] {remat_fsdp_chunk = 3 : i64, remat_fsdp_phase = 1 : i64} : (tensor<1x2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %[[D0:.*]] = tensor.extract_slice %[[FILL]][0, 0] [4, 1] [1, 1]
// CHECK-NEXT: %[[M0:.*]] = linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%[[DY]], %[[B0]] : tensor<4x2xf32>, tensor<1x2xf32>) outs(%[[D0]] : tensor<4x1xf32>)
// CHECK-NEXT: %[[I0:.*]] = tensor.insert_slice %[[M0]] into %[[FILL]][0, 0] [4, 1] [1, 1]
// CHECK: root = [0]
// CHECK: %[[I1:.*]] = tensor.insert_slice %{{.*}} into %[[I0]][0, 1] [4, 1] [1, 1]
// CHECK: root = [1]
// CHECK: %[[I2:.*]] = tensor.insert_slice %{{.*}} into %[[I1]][0, 2] [4, 1] [1, 1]
// CHECK: root = [1]
// CHECK: %[[I3:.*]] = tensor.insert_slice %{{.*}} into %[[I2]][0, 3] [4, 1] [1, 1]
// CHECK-NEXT: return %[[I3]]
#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhs = affine_map<(d0, d1, d2) -> (d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
shard.grid @remat_grid(shape = 2) {sym_visibility = "private"}
func.func @parallel(%dy: tensor<4x2xf32>, %w: tensor<2x2xf32>) -> tensor<4x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x4xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %b0 = shard.broadcast %w on @remat_grid grid_axes = [0] root = [0] {remat_fsdp_chunk = 3 : i64, remat_fsdp_phase = 1 : i64} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %s0 = tensor.extract_slice %1[0, 0] [4, 2] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>
  %2 = linalg.matmul indexing_maps = [#lhs, #rhs, #out] ins(%dy, %b0 : tensor<4x2xf32>, tensor<2x2xf32>) outs(%s0 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %i0 = tensor.insert_slice %2 into %1[0, 0] [4, 2] [1, 1] : tensor<4x2xf32> into tensor<4x4xf32>
  %b1 = shard.broadcast %w on @remat_grid grid_axes = [0] root = [1] {remat_fsdp_chunk = 3 : i64, remat_fsdp_phase = 1 : i64} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %s1 = tensor.extract_slice %i0[0, 2] [4, 2] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>
  %3 = linalg.matmul indexing_maps = [#lhs, #rhs, #out] ins(%dy, %b1 : tensor<4x2xf32>, tensor<2x2xf32>) outs(%s1 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %i1 = tensor.insert_slice %3 into %i0[0, 2] [4, 2] [1, 1] : tensor<4x2xf32> into tensor<4x4xf32>
  return %i1 : tensor<4x4xf32>
}

// -----

// A chunked scatter: dW = a^T dY (8x2, rank shares of 4 rows) in 2 parts of
// 2 rows per rank becomes 4 parts of 1 row per rank: part j holds rows j
// and 4 + j, reduce-scattered into row j of the share.
// CHECK-LABEL: func.func @scatter
// CHECK-SAME: (%[[A:[^:]*]]: tensor<4x8xf32>, %[[DY:[^:]*]]: tensor<4x2xf32>)
// CHECK: %[[OUT:.*]] = tensor.empty() : tensor<4x2xf32>
// CHECK-NEXT: %[[E0:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK-NEXT: %[[F0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E0]] : tensor<2x2xf32>)
// CHECK-NEXT: %[[A00:.*]] = tensor.extract_slice %[[A]][0, 0] [4, 1] [1, 1]
// CHECK-NEXT: %[[I00:.*]] = tensor.extract_slice %[[F0]][0, 0] [1, 2] [1, 1]
// CHECK-NEXT: %[[M00:.*]] = linalg.matmul indexing_maps = {{.*}} ins(%[[A00]], %[[DY]] : tensor<4x1xf32>, tensor<4x2xf32>) outs(%[[I00]] : tensor<1x2xf32>)
// CHECK-NEXT: %[[R00:.*]] = tensor.insert_slice %[[M00]] into %[[F0]][0, 0] [1, 2] [1, 1]
// CHECK-NEXT: tensor.extract_slice %[[A]][0, 4] [4, 1] [1, 1]
// CHECK-NEXT: tensor.extract_slice %[[R00]][1, 0] [1, 2] [1, 1]
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: %[[R01:.*]] = tensor.insert_slice %{{.*}} into %[[R00]][1, 0] [1, 2] [1, 1]
// CHECK-NEXT: %[[S0:.*]] = shard.reduce_scatter %[[R01]] on @remat_grid grid_axes = [0] scatter_axis = 0 : tensor<2x2xf32> -> tensor<1x2xf32>
// CHECK-NEXT: %[[O0:.*]] = tensor.insert_slice %[[S0]] into %[[OUT]][0, 0] [1, 2] [1, 1]
// CHECK: tensor.extract_slice %[[A]][0, 1] [4, 1] [1, 1]
// CHECK: tensor.extract_slice %[[A]][0, 5] [4, 1] [1, 1]
// CHECK: %[[O1:.*]] = tensor.insert_slice %{{.*}} into %[[O0]][1, 0] [1, 2] [1, 1]
// CHECK: tensor.extract_slice %[[A]][0, 2] [4, 1] [1, 1]
// CHECK: tensor.extract_slice %[[A]][0, 6] [4, 1] [1, 1]
// CHECK: %[[O2:.*]] = tensor.insert_slice %{{.*}} into %[[O1]][2, 0] [1, 2] [1, 1]
// CHECK: tensor.extract_slice %[[A]][0, 3] [4, 1] [1, 1]
// CHECK: tensor.extract_slice %[[A]][0, 7] [4, 1] [1, 1]
// CHECK: %[[S3:.*]] = shard.reduce_scatter %{{.*}} : tensor<2x2xf32> -> tensor<1x2xf32>
// CHECK-NEXT: %[[O3:.*]] = tensor.insert_slice %[[S3]] into %[[O2]][3, 0] [1, 2] [1, 1]
// CHECK-NEXT: return %[[O3]]
#lhs = affine_map<(d0, d1, d2) -> (d2, d0)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
shard.grid @remat_grid(shape = 2) {sym_visibility = "private"}
func.func @scatter(%a: tensor<4x8xf32>, %dy: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %out = tensor.empty() : tensor<4x2xf32>
  %e0 = tensor.empty() : tensor<4x2xf32>
  %f0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %a00 = tensor.extract_slice %a[0, 0] [4, 2] [1, 1] : tensor<4x8xf32> to tensor<4x2xf32>
  %i00 = tensor.extract_slice %f0[0, 0] [2, 2] [1, 1] : tensor<4x2xf32> to tensor<2x2xf32>
  %m00 = linalg.matmul indexing_maps = [#lhs, #rhs, #out] ins(%a00, %dy : tensor<4x2xf32>, tensor<4x2xf32>) outs(%i00 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r00 = tensor.insert_slice %m00 into %f0[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x2xf32>
  %a01 = tensor.extract_slice %a[0, 4] [4, 2] [1, 1] : tensor<4x8xf32> to tensor<4x2xf32>
  %i01 = tensor.extract_slice %r00[2, 0] [2, 2] [1, 1] : tensor<4x2xf32> to tensor<2x2xf32>
  %m01 = linalg.matmul indexing_maps = [#lhs, #rhs, #out] ins(%a01, %dy : tensor<4x2xf32>, tensor<4x2xf32>) outs(%i01 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r01 = tensor.insert_slice %m01 into %r00[2, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x2xf32>
  %s0 = shard.reduce_scatter %r01 on @remat_grid grid_axes = [0] scatter_axis = 0 : tensor<4x2xf32> -> tensor<2x2xf32>
  %o0 = tensor.insert_slice %s0 into %out[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x2xf32>
  %e1 = tensor.empty() : tensor<4x2xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %a10 = tensor.extract_slice %a[0, 2] [4, 2] [1, 1] : tensor<4x8xf32> to tensor<4x2xf32>
  %i10 = tensor.extract_slice %f1[0, 0] [2, 2] [1, 1] : tensor<4x2xf32> to tensor<2x2xf32>
  %m10 = linalg.matmul indexing_maps = [#lhs, #rhs, #out] ins(%a10, %dy : tensor<4x2xf32>, tensor<4x2xf32>) outs(%i10 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r10 = tensor.insert_slice %m10 into %f1[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x2xf32>
  %a11 = tensor.extract_slice %a[0, 6] [4, 2] [1, 1] : tensor<4x8xf32> to tensor<4x2xf32>
  %i11 = tensor.extract_slice %r10[2, 0] [2, 2] [1, 1] : tensor<4x2xf32> to tensor<2x2xf32>
  %m11 = linalg.matmul indexing_maps = [#lhs, #rhs, #out] ins(%a11, %dy : tensor<4x2xf32>, tensor<4x2xf32>) outs(%i11 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r11 = tensor.insert_slice %m11 into %r10[2, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x2xf32>
  %s1 = shard.reduce_scatter %r11 on @remat_grid grid_axes = [0] scatter_axis = 0 : tensor<4x2xf32> -> tensor<2x2xf32>
  %o1 = tensor.insert_slice %s1 into %o0[2, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x2xf32>
  return %o1 : tensor<4x2xf32>
}

// -----

// Not remat-shard's chunks: the second piece reads the first columns of %a
// again (not the matching ones), so the group is left as it is; so is a
// group that has parts already (its broadcasts read slices).
// CHECK-LABEL: func.func @not_chunks
// CHECK-COUNT-2: shard.broadcast %arg1 {{.*}} : (tensor<2x8xf32>) -> tensor<2x8xf32>
// CHECK-NOT: shard.broadcast
// CHECK-LABEL: func.func @parts_already
// CHECK-COUNT-2: shard.broadcast %{{.*}} : (tensor<1x8xf32>) -> tensor<1x8xf32>
// CHECK-NOT: shard.broadcast
// Nor a parallel group whose first part's result is read elsewhere too.
// CHECK-LABEL: func.func @read_between
// CHECK-COUNT-2: shard.broadcast %arg1 {{.*}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NOT: shard.broadcast
shard.grid @remat_grid(shape = 2) {sym_visibility = "private"}
func.func @not_chunks(%a: tensor<4x4xf32>, %w: tensor<2x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x8xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %b0 = shard.broadcast %w on @remat_grid grid_axes = [0] root = [0] {remat_fsdp_chunk = 0 : i64} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %s0 = tensor.extract_slice %a[0, 0] [4, 2] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>
  %2 = linalg.matmul ins(%s0, %b0 : tensor<4x2xf32>, tensor<2x8xf32>) outs(%1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %b1 = shard.broadcast %w on @remat_grid grid_axes = [0] root = [1] {remat_fsdp_chunk = 0 : i64} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %s1 = tensor.extract_slice %a[0, 0] [4, 2] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>
  %3 = linalg.matmul ins(%s1, %b1 : tensor<4x2xf32>, tensor<2x8xf32>) outs(%2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}
func.func @parts_already(%a: tensor<4x2xf32>, %w: tensor<2x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x8xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %p0 = tensor.extract_slice %w[0, 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<1x8xf32>
  %b0 = shard.broadcast %p0 on @remat_grid grid_axes = [0] root = [0] {remat_fsdp_chunk = 1 : i64} : (tensor<1x8xf32>) -> tensor<1x8xf32>
  %s0 = tensor.extract_slice %a[0, 0] [4, 1] [1, 1] : tensor<4x2xf32> to tensor<4x1xf32>
  %2 = linalg.matmul ins(%s0, %b0 : tensor<4x1xf32>, tensor<1x8xf32>) outs(%1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %p1 = tensor.extract_slice %w[1, 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<1x8xf32>
  %b1 = shard.broadcast %p1 on @remat_grid grid_axes = [0] root = [0] {remat_fsdp_chunk = 1 : i64} : (tensor<1x8xf32>) -> tensor<1x8xf32>
  %s1 = tensor.extract_slice %a[0, 1] [4, 1] [1, 1] : tensor<4x2xf32> to tensor<4x1xf32>
  %3 = linalg.matmul ins(%s1, %b1 : tensor<4x1xf32>, tensor<1x8xf32>) outs(%2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhs = affine_map<(d0, d1, d2) -> (d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @read_between(%dy: tensor<4x2xf32>, %w: tensor<2x2xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x4xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %b0 = shard.broadcast %w on @remat_grid grid_axes = [0] root = [0] {remat_fsdp_chunk = 2 : i64} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %s0 = tensor.extract_slice %1[0, 0] [4, 2] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>
  %2 = linalg.matmul indexing_maps = [#lhs, #rhs, #out] ins(%dy, %b0 : tensor<4x2xf32>, tensor<2x2xf32>) outs(%s0 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %i0 = tensor.insert_slice %2 into %1[0, 0] [4, 2] [1, 1] : tensor<4x2xf32> into tensor<4x4xf32>
  %b1 = shard.broadcast %w on @remat_grid grid_axes = [0] root = [1] {remat_fsdp_chunk = 2 : i64} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %s1 = tensor.extract_slice %i0[0, 2] [4, 2] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>
  %3 = linalg.matmul indexing_maps = [#lhs, #rhs, #out] ins(%dy, %b1 : tensor<4x2xf32>, tensor<2x2xf32>) outs(%s1 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %i1 = tensor.insert_slice %3 into %i0[0, 2] [4, 2] [1, 1] : tensor<4x2xf32> into tensor<4x4xf32>
  return %i1, %i0 : tensor<4x4xf32>, tensor<4x4xf32>
}
