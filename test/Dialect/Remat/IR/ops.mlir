// RUN: remat-opt %s -split-input-file | FileCheck %s
// Round trip: printing and parsing again gives the same IR.
// RUN: remat-opt %s -split-input-file | remat-opt -split-input-file | FileCheck %s
// RUN: remat-opt %s -split-input-file -mlir-print-op-generic | remat-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @checkpoint
// CHECK: %[[R:.*]]:2 = remat.checkpoint(%{{.*}}, %{{.*}}) primals(1) policy(#remat.policy<save_dots>) : (tensor<4x8xf32>, tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK: ^bb0(%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x8xf32>):
// CHECK: remat.yield %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>
func.func @checkpoint(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %h, %t = remat.checkpoint (%x, %w) primals(1) policy(#remat.policy<save_dots>)
      : (tensor<4x8xf32>, tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>):
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<4x8xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
    %act = math.tanh %m : tensor<4x8xf32>
    remat.yield %act, %act : tensor<4x8xf32>, tensor<4x8xf32>
  }
  return %h, %t : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// The policy is optional (recompute_all); primals may be 0.
// CHECK-LABEL: func.func @no_policy
// CHECK: remat.checkpoint(%{{.*}}) primals(0) : (tensor<4xf32>) -> tensor<4xf32>
func.func @no_policy(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = remat.checkpoint (%x) primals(0) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %t = math.exp %a : tensor<4xf32>
    remat.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @policies
// CHECK: policy(#remat.policy<recompute_all>)
// CHECK: policy(#remat.policy<save_dots_no_batch>)
// CHECK: policy(#remat.policy<save_names["a", "b"]>)
func.func @policies(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = remat.checkpoint (%x) primals(1) policy(#remat.policy<recompute_all>) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    remat.yield %a : tensor<4xf32>
  }
  %1 = remat.checkpoint (%x) primals(1) policy(#remat.policy<save_dots_no_batch>) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    remat.yield %a : tensor<4xf32>
  }
  %2 = remat.checkpoint (%x) primals(1) policy(#remat.policy<save_names["a", "b"]>) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %n = remat.name "a" %a : tensor<4xf32>
    remat.yield %n : tensor<4xf32>
  }
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @name_and_barrier
// CHECK-SAME: {remat.cotangent}
// CHECK-SAME: attributes {remat.budget = "64MiB"}
// CHECK: %[[N:.*]] = remat.name "h" %{{.*}} : tensor<4xf32>
// CHECK: %{{.*}}:2 = remat.barrier %[[N]], %{{.*}} after %{{.*}} : tensor<4xf32>, tensor<2xf32> after tensor<4xf32>
func.func @name_and_barrier(%x: tensor<4xf32>, %y: tensor<2xf32>, %g: tensor<4xf32> {remat.cotangent}) -> (tensor<4xf32>, tensor<2xf32>)
    attributes {remat.budget = "64MiB"} {
  %n = remat.name "h" %x : tensor<4xf32>
  %a, %b = remat.barrier %n, %y after %g : tensor<4xf32>, tensor<2xf32> after tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @integer_budget
// CHECK-SAME: remat.budget = 1048576 : i64
func.func @integer_budget() attributes {remat.budget = 1048576 : i64} {
  return
}

// -----

// The dropout seed argument of an exported step.
// CHECK-LABEL: func.func @seed
// CHECK-SAME: %{{.*}}: tensor<i64> {remat.seed}
func.func @seed(%x: tensor<4xf32>, %s: tensor<i64> {remat.seed}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

// Token ids below a vocabulary size of 50 (the bounds of generated inputs).
// CHECK-LABEL: func.func @range
// CHECK-SAME: %{{.*}}: tensor<2x8xi64> {remat.range = [0, 50]}
func.func @range(%ids: tensor<2x8xi64> {remat.range = [0, 50]}) -> tensor<2x8xi64> {
  return %ids : tensor<2x8xi64>
}
