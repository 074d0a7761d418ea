// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' | FileCheck %s
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 fold-transposes=false})' | FileCheck %s --check-prefix=COPIES

// A batch matmul of a transpose of the last two dimensions (attention's
// backward: dV = P^T dO, dQ's K read as K^T) reads the transpose's source
// through its indexing map instead, as a matmul does: no transposed copy.
// Dimensions (b, m, n, k): the left operand read as (b, k, m), the right
// one as (b, n, k).

// CHECK-DAG: #[[BKM:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-DAG: #[[BKN:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[BMN:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[BMK:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[BNK:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x2xf32> {remat.split = 0 : i64}, %[[Y:.*]]: tensor<2x3x5xf32> {remat.split = 0 : i64}, %[[V:.*]]: tensor<2x5x2xf32> {remat.split = 0 : i64})
// CHECK-NOT: linalg.transpose
// CHECK: linalg.batch_matmul indexing_maps = [#[[BKM]], #[[BKN]], #[[BMN]]] ins(%[[X]], %[[Y]] : tensor<2x3x2xf32>, tensor<2x3x5xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: linalg.batch_matmul indexing_maps = [#[[BMK]], #[[BNK]], #[[BMN]]] ins(%[[X]], %[[V]] : tensor<2x3x2xf32>, tensor<2x5x2xf32>)
// CHECK-NOT: linalg.transpose

// COPIES-LABEL: func.func @train_step
// COPIES: linalg.transpose
// COPIES: linalg.batch_matmul ins(
func.func @train_step(%x: tensor<4x3x2xf32> {remat.data}, %y: tensor<4x3x5xf32> {remat.data}, %v: tensor<4x5x2xf32> {remat.data}) -> (tensor<4x2x5xf32>, tensor<4x3x5xf32>) {
  %e = tensor.empty() : tensor<4x2x3xf32>
  %t = linalg.transpose ins(%x : tensor<4x3x2xf32>) outs(%e : tensor<4x2x3xf32>) permutation = [0, 2, 1]
  %c0 = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<4x2x5xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<4x2x5xf32>) -> tensor<4x2x5xf32>
  %r = linalg.batch_matmul ins(%t, %y : tensor<4x2x3xf32>, tensor<4x3x5xf32>) outs(%z : tensor<4x2x5xf32>) -> tensor<4x2x5xf32>
  %e3 = tensor.empty() : tensor<4x2x5xf32>
  %tv = linalg.transpose ins(%v : tensor<4x5x2xf32>) outs(%e3 : tensor<4x2x5xf32>) permutation = [0, 2, 1]
  %e4 = tensor.empty() : tensor<4x3x5xf32>
  %z4 = linalg.fill ins(%c0 : f32) outs(%e4 : tensor<4x3x5xf32>) -> tensor<4x3x5xf32>
  %r2 = linalg.batch_matmul ins(%x, %tv : tensor<4x3x2xf32>, tensor<4x2x5xf32>) outs(%z4 : tensor<4x3x5xf32>) -> tensor<4x3x5xf32>
  return %r, %r2 : tensor<4x2x5xf32>, tensor<4x3x5xf32>
}
