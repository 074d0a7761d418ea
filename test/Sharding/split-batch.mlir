// RUN: remat-opt %s -split-input-file --pass-pipeline='builtin.module(remat-split-batch{blocks=2})' | FileCheck %s
// RUN: remat-opt %s -split-input-file --pass-pipeline='builtin.module(remat-split-batch{blocks=2 recompute=1})' | FileCheck %s --check-prefix=RECOMP

// A weight gradient dW = h^T dy (h read through a transposed map) whose
// forward operand h = tanh(x @ w) takes 2 row-local ops from the argument
// x: each block computes its rows of h again from x's rows and accumulates
// h_b^T dy_b into the previous block's result, block 0 into the fill. h
// itself stays for the forward user (the returned value).
#lhsT = affine_map<(d0, d1, d2) -> (d2, d0)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @forward_recomputed
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>, %[[W:.*]]: tensor<3x5xf32>, %[[DY:.*]]: tensor<4x5xf32>
// CHECK: %[[H:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4x5xf32>)
// CHECK: %[[INIT:.*]] = linalg.fill {{.*}} -> tensor<5x5xf32>
// CHECK: %[[X0:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 3] [1, 1]
// CHECK: %[[Z0:.*]] = linalg.matmul ins(%[[X0]], %[[W]] : tensor<2x3xf32>, tensor<3x5xf32>)
// CHECK: %[[H0:.*]] = linalg.generic {{.*}} ins(%[[Z0]] : tensor<2x5xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: math.tanh
// CHECK: %[[DY0:.*]] = tensor.extract_slice %[[DY]][0, 0] [2, 5] [1, 1]
// CHECK: %[[ACC:.*]] = linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%[[H0]], %[[DY0]] : tensor<2x5xf32>, tensor<2x5xf32>) outs(%[[INIT]] : tensor<5x5xf32>)
// CHECK: %[[X1:.*]] = tensor.extract_slice %[[X]][2, 0] [2, 3] [1, 1]
// CHECK: %[[Z1:.*]] = linalg.matmul ins(%[[X1]], %[[W]]
// CHECK: %[[H1:.*]] = linalg.generic {{.*}} ins(%[[Z1]] : tensor<2x5xf32>)
// CHECK: %[[DY1:.*]] = tensor.extract_slice %[[DY]][2, 0] [2, 5] [1, 1]
// CHECK: %[[DW:.*]] = linalg.matmul {{.*}} ins(%[[H1]], %[[DY1]] : tensor<2x5xf32>, tensor<2x5xf32>) outs(%[[ACC]] : tensor<5x5xf32>)
// CHECK: return %[[H]], %[[DW]]
// With recompute=1, h (2 ops from x) is not computed again, and the blocks
// would free nothing: left alone.
// RECOMP-LABEL: func.func @forward_recomputed
// RECOMP-NOT: tensor.extract_slice
// RECOMP: return
func.func @forward_recomputed(%x: tensor<4x3xf32>, %w: tensor<3x5xf32>, %dy: tensor<4x5xf32> {remat.cotangent}) -> (tensor<4x5xf32>, tensor<5x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x5xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x5xf32>) -> tensor<4x5xf32>
  %z = linalg.matmul ins(%x, %w : tensor<4x3xf32>, tensor<3x5xf32>) outs(%f0 : tensor<4x5xf32>) -> tensor<4x5xf32>
  %e1 = tensor.empty() : tensor<4x5xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%z : tensor<4x5xf32>) outs(%e1 : tensor<4x5xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<4x5xf32>
  %e2 = tensor.empty() : tensor<5x5xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<5x5xf32>) -> tensor<5x5xf32>
  %dw = linalg.matmul indexing_maps = [#lhsT, #rhs, #out] ins(%h, %dy : tensor<4x5xf32>, tensor<4x5xf32>) outs(%f2 : tensor<5x5xf32>) -> tensor<5x5xf32>
  return %h, %dw : tensor<4x5xf32>, tensor<5x5xf32>
}

// -----

// The last layer's backward: dh = dy @ w2^T, dz = dh * (1 - h * h) with the
// forward h = tanh(x @ w1), then dW1 = x^T dz and db1 = sum over the batch of
// dz. dz and dh are read by the two reductions only: computed a block at a
// time (dy's rows through w2^T), h's block again from x's rows; neither dz
// nor dh exists whole. One block serves both reductions.
#lhsT = affine_map<(d0, d1, d2) -> (d2, d0)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhsT = affine_map<(d0, d1, d2) -> (d1, d2)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @dying_chain
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>, %[[W1:.*]]: tensor<3x5xf32>, %[[W2:.*]]: tensor<5x2xf32>, %[[DY:.*]]: tensor<4x2xf32>
// CHECK-NOT: tensor<4x5xf32>
// CHECK: %[[DWINIT:.*]] = linalg.fill {{.*}} -> tensor<3x5xf32>
// CHECK: %[[DBINIT:.*]] = linalg.fill {{.*}} -> tensor<5xf32>
// CHECK: %[[X0:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 3] [1, 1]
// CHECK: %[[DY0:.*]] = tensor.extract_slice %[[DY]][0, 0] [2, 2] [1, 1]
// CHECK: %[[DH0:.*]] = linalg.matmul {{.*}} ins(%[[DY0]], %[[W2]] : tensor<2x2xf32>, tensor<5x2xf32>)
// CHECK: %[[Z0:.*]] = linalg.matmul ins(%[[X0]], %[[W1]] : tensor<2x3xf32>, tensor<3x5xf32>)
// CHECK: %[[H0:.*]] = linalg.generic {{.*}} ins(%[[Z0]] : tensor<2x5xf32>)
// CHECK: %[[DZ0:.*]] = linalg.generic {{.*}} ins(%[[DH0]], %[[H0]] : tensor<2x5xf32>, tensor<2x5xf32>)
// CHECK: %[[DW0:.*]] = linalg.matmul {{.*}} ins(%[[X0]], %[[DZ0]] : tensor<2x3xf32>, tensor<2x5xf32>) outs(%[[DWINIT]] : tensor<3x5xf32>)
// CHECK: %[[DB0:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]} ins(%[[DZ0]] : tensor<2x5xf32>) outs(%[[DBINIT]] : tensor<5xf32>)
// CHECK: %[[X1:.*]] = tensor.extract_slice %[[X]][2, 0] [2, 3] [1, 1]
// CHECK: %[[DY1:.*]] = tensor.extract_slice %[[DY]][2, 0] [2, 2] [1, 1]
// CHECK: %[[DZ1:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x5xf32>, tensor<2x5xf32>)
// CHECK: %[[DW:.*]] = linalg.matmul {{.*}} ins(%[[X1]], %[[DZ1]] : tensor<2x3xf32>, tensor<2x5xf32>) outs(%[[DW0]] : tensor<3x5xf32>)
// CHECK: %[[DB:.*]] = linalg.generic {{.*}} ins(%[[DZ1]] : tensor<2x5xf32>) outs(%[[DB0]] : tensor<5xf32>)
// CHECK-NOT: tensor<4x5xf32>
// CHECK: return %[[DW]], %[[DB]]
// h is read by dz only: it moves into the blocks whatever recompute says
// (computed once, not again).
// RECOMP-LABEL: func.func @dying_chain
// RECOMP-NOT: tensor<4x5xf32>
// RECOMP: return
func.func @dying_chain(%x: tensor<4x3xf32>, %w1: tensor<3x5xf32>, %w2: tensor<5x2xf32>, %dy: tensor<4x2xf32> {remat.cotangent}) -> (tensor<3x5xf32>, tensor<5xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e0 = tensor.empty() : tensor<4x5xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x5xf32>) -> tensor<4x5xf32>
  %z = linalg.matmul ins(%x, %w1 : tensor<4x3xf32>, tensor<3x5xf32>) outs(%f0 : tensor<4x5xf32>) -> tensor<4x5xf32>
  %e1 = tensor.empty() : tensor<4x5xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%z : tensor<4x5xf32>) outs(%e1 : tensor<4x5xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<4x5xf32>
  %e2 = tensor.empty() : tensor<4x5xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  %dh = linalg.matmul indexing_maps = [#lhs, #rhsT, #out] ins(%dy, %w2 : tensor<4x2xf32>, tensor<5x2xf32>) outs(%f2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  %e3 = tensor.empty() : tensor<4x5xf32>
  %dz = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%dh, %h : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e3 : tensor<4x5xf32>) {
  ^bb0(%g: f32, %a: f32, %b: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<4x5xf32>
  %e4 = tensor.empty() : tensor<3x5xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<3x5xf32>) -> tensor<3x5xf32>
  %dw1 = linalg.matmul indexing_maps = [#lhsT, #rhs, #out] ins(%x, %dz : tensor<4x3xf32>, tensor<4x5xf32>) outs(%f4 : tensor<3x5xf32>) -> tensor<3x5xf32>
  %e5 = tensor.empty() : tensor<5xf32>
  %f5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<5xf32>) -> tensor<5xf32>
  %db1 = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]} ins(%dz : tensor<4x5xf32>) outs(%f5 : tensor<5xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    linalg.yield %s : f32
  } -> tensor<5xf32>
  return %dw1, %db1 : tensor<3x5xf32>, tensor<5xf32>
}

// -----

// Both operands are arguments: blocks would free nothing; left alone.
#lhsT = affine_map<(d0, d1, d2) -> (d2, d0)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @nothing_freed
// CHECK-NOT: tensor.extract_slice
// CHECK: linalg.matmul
// CHECK-NOT: linalg.matmul
func.func @nothing_freed(%a: tensor<4x3xf32>, %dy: tensor<4x5xf32> {remat.cotangent}) -> tensor<3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %dw = linalg.matmul indexing_maps = [#lhsT, #rhs, #out] ins(%a, %dy : tensor<4x3xf32>, tensor<4x5xf32>) outs(%f : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %dw : tensor<3x5xf32>
}
