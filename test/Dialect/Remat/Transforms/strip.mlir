// RUN: remat-opt %s -split-input-file --remat-strip -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @markers
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[G:.*]]: tensor<4xf32>
// CHECK-NOT: remat.barrier
// CHECK-NOT: remat.name
// CHECK: %[[T:.*]] = math.tanh %[[X]]
// CHECK: arith.addf %[[T]], %[[G]]
func.func @markers(%x: tensor<4xf32>, %g: tensor<4xf32> {remat.cotangent}) -> tensor<4xf32> {
  %n = remat.name "x" %x : tensor<4xf32>
  %p = remat.barrier %n after %g : tensor<4xf32> after tensor<4xf32>
  %t = math.tanh %p : tensor<4xf32>
  %s = arith.addf %t, %g : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// An unapplied checkpoint region is inlined with a warning.
// CHECK-LABEL: func.func @unapplied
// CHECK-NOT: remat.checkpoint
// CHECK: math.exp %arg0
func.func @unapplied(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-warning @+1 {{checkpoint region was not applied; inlining it keeps its residuals alive (run remat-apply-checkpoints first)}}
  %r = remat.checkpoint (%x) primals(1) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %e = math.exp %a : tensor<4xf32>
    remat.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A checkpoint that yields its own argument inlines to that input (this
// crashed: the yielded block argument was read before inlining).
// CHECK-LABEL: func.func @yield_argument
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NOT: remat.checkpoint
// CHECK: return %[[X]], %[[X]]
func.func @yield_argument(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-warning @+1 {{checkpoint region was not applied; inlining it keeps its residuals alive (run remat-apply-checkpoints first)}}
  %0 = remat.checkpoint (%x) primals(1) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    remat.yield %a : tensor<4xf32>
  }
  // expected-warning @+1 {{checkpoint region was not applied; inlining it keeps its residuals alive (run remat-apply-checkpoints first)}}
  %1 = remat.checkpoint (%x) primals(1) policy(#remat.policy<save_dots>) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    remat.yield %a : tensor<4xf32>
  }
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
