// RUN: remat-opt %s --remat-prepare-iree-input | FileCheck %s

// The pipeline applies the checkpoint region (its residual %t is recomputed
// in the gradient computation, after a barrier pinned on %g) and lowers the
// barrier to IREE's: the pin with nothing computed to pin is dropped, the
// argument gets its own barrier, remat.cotangent goes.
// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[DY:.*]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[X]] : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = arith.mulf %[[DY]], %[[T]] : tensor<4xf32>
// CHECK-NEXT: %[[XB:.*]] = util.optimization_barrier %[[X]] : tensor<4xf32>
// CHECK-NEXT: %[[T2:.*]] = math.tanh %[[XB]] : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = arith.mulf %[[G]], %[[T2]] : tensor<4xf32>
// CHECK-NEXT: return %[[R]] : tensor<4xf32>
// CHECK-NOT: remat
func.func @step(%x: tensor<4xf32>, %dy: tensor<4xf32> {remat.cotangent}) -> tensor<4xf32> {
  %h, %t = remat.checkpoint (%x) primals(1) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%a: tensor<4xf32>):
    %e = math.tanh %a : tensor<4xf32>
    remat.yield %e, %e : tensor<4xf32>, tensor<4xf32>
  }
  %g = arith.mulf %dy, %h : tensor<4xf32>
  %r = arith.mulf %g, %t : tensor<4xf32>
  return %r : tensor<4xf32>
}
