// RUN: remat-opt %s -split-input-file -allow-unregistered-dialect --remat-apply-checkpoints | FileCheck %s
// The recomputation survives CSE, canonicalization and LICM (the barrier
// pins it after the gradient value), and disappears only with remat-strip.
// RUN: remat-opt %s -split-input-file -allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(remat-apply-checkpoints,cse,canonicalize,func.func(loop-invariant-code-motion),cse)' \
// RUN:   | FileCheck %s --check-prefix=PINNED
// RUN: remat-opt %s -split-input-file -allow-unregistered-dialect --remat-apply-checkpoints -verify-diagnostics -o /dev/null

// recompute_all: the activation is recomputed from the region's operands
// right before the first gradient op that reads it; the forward keeps only
// the primal output.
// CHECK-LABEL: func.func @recompute_all
// CHECK-SAME: (%[[X:.*]]: tensor<16xf32>, %[[DY:.*]]: tensor<16xf32> {remat.cotangent})
// CHECK: %[[T:.*]] = math.tanh %[[X]]
// CHECK: %[[H:.*]] = math.exp %[[T]]
// CHECK: %[[G0:.*]] = arith.mulf %[[DY]], %[[H]]
// CHECK: %[[XP:.*]] = remat.barrier %[[X]] after %[[G0]] : tensor<16xf32> after tensor<16xf32>
// CHECK: %[[T2:.*]] = math.tanh %[[XP]]
// CHECK: %[[G1:.*]] = arith.mulf %[[G0]], %[[T2]]
// CHECK: return %[[H]], %[[G1]]
// PINNED-LABEL: func.func @recompute_all
// PINNED-COUNT-2: math.tanh
// PINNED: remat.barrier
func.func @recompute_all(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> (tensor<16xf32>, tensor<16xf32>) {
  %h, %t = remat.checkpoint (%x) primals(1) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  ^bb0(%a: tensor<16xf32>):
    %act = math.tanh %a : tensor<16xf32>
    %out = math.exp %act : tensor<16xf32>
    remat.yield %out, %act : tensor<16xf32>, tensor<16xf32>
  }
  %g0 = arith.mulf %dy, %h : tensor<16xf32>
  %g1 = arith.mulf %g0, %t : tensor<16xf32>
  return %h, %g1 : tensor<16xf32>, tensor<16xf32>
}

// -----

// The first gradient op itself reads the residual: the barrier is pinned
// on the cotangent argument.
// CHECK-LABEL: func.func @pin_on_cotangent
// CHECK-SAME: (%[[X:.*]]: tensor<16xf32>, %[[DY:.*]]: tensor<16xf32> {remat.cotangent})
// CHECK: %[[XP:.*]] = remat.barrier %[[X]] after %[[DY]]
// CHECK: %[[T2:.*]] = math.tanh %[[XP]]
// CHECK: arith.mulf %[[DY]], %[[T2]]
func.func @pin_on_cotangent(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> tensor<16xf32> {
  %t = remat.checkpoint (%x) primals(0) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%a: tensor<16xf32>):
    %act = math.tanh %a : tensor<16xf32>
    remat.yield %act : tensor<16xf32>
  }
  %g = arith.mulf %dy, %t : tensor<16xf32>
  return %g : tensor<16xf32>
}

// -----

// save_dots keeps the matmul and recomputes only what follows it.
// CHECK-LABEL: func.func @save_dots
// CHECK: %[[MM:.*]] = linalg.matmul
// CHECK: %[[T:.*]] = math.tanh %[[MM]]
// CHECK: %[[MMP:.*]] = remat.barrier %[[MM]] after
// CHECK-NOT: linalg.matmul
// CHECK: %[[T2:.*]] = math.tanh %[[MMP]]
// CHECK: arith.mulf %{{.*}}, %[[T2]]
func.func @save_dots(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %dy: tensor<4x8xf32> {remat.cotangent}) -> tensor<4x8xf32> {
  %t = remat.checkpoint (%x, %w) primals(0) policy(#remat.policy<save_dots>) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>):
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<4x8xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
    %act = math.tanh %m : tensor<4x8xf32>
    remat.yield %act : tensor<4x8xf32>
  }
  %g = arith.mulf %dy, %t : tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}

// -----

// recompute_all recomputes the matmul too (with its fill and empty).
// CHECK-LABEL: func.func @recompute_matmul
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x8xf32>, %[[DY:.*]]: tensor<4x8xf32> {remat.cotangent})
// CHECK: linalg.matmul
// CHECK: %[[P:.*]]:2 = remat.barrier %[[X]], %[[W]] after %[[DY]]
// CHECK: %[[E:.*]] = tensor.empty
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] :
// CHECK: %[[M:.*]] = linalg.matmul ins(%[[P]]#0, %[[P]]#1 : {{.*}}) outs(%[[F]] :
// CHECK: %[[T:.*]] = math.tanh %[[M]]
// CHECK: arith.mulf %[[DY]], %[[T]]
func.func @recompute_matmul(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %dy: tensor<4x8xf32> {remat.cotangent}) -> tensor<4x8xf32> {
  %t = remat.checkpoint (%x, %w) primals(0) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>):
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<4x8xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
    %act = math.tanh %m : tensor<4x8xf32>
    remat.yield %act : tensor<4x8xf32>
  }
  %g = arith.mulf %dy, %t : tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}

// -----

// save_dots_no_batch keeps the plain matmul (the gradient reads it as it is)
// but recomputes the batched one.
// CHECK-LABEL: func.func @save_dots_no_batch
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x8xf32>, %[[W:.*]]: tensor<2x8x8xf32>
// CHECK: linalg.batch_matmul
// CHECK: %[[MM:.*]] = linalg.matmul
// CHECK: %[[P:.*]]:2 = remat.barrier %[[X]], %[[W]] after
// CHECK: %[[BMM2:.*]] = linalg.batch_matmul ins(%[[P]]#0, %[[P]]#1
// CHECK-NOT: linalg.matmul
// CHECK: arith.mulf %{{.*}}, %[[MM]]
// CHECK: math.exp %[[BMM2]]
func.func @save_dots_no_batch(%x: tensor<2x4x8xf32>, %w: tensor<2x8x8xf32>, %v: tensor<4x8xf32>, %u: tensor<8x8xf32>,
                              %dy: tensor<4x8xf32> {remat.cotangent}) -> (tensor<2x4x8xf32>, tensor<4x8xf32>) {
  %bt, %mt = remat.checkpoint (%x, %w, %v, %u) primals(0) policy(#remat.policy<save_dots_no_batch>)
      : (tensor<2x4x8xf32>, tensor<2x8x8xf32>, tensor<4x8xf32>, tensor<8x8xf32>) -> (tensor<2x4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%a: tensor<2x4x8xf32>, %b: tensor<2x8x8xf32>, %c: tensor<4x8xf32>, %d: tensor<8x8xf32>):
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x4x8xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %bm = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x8xf32>) outs(%f : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %e2 = tensor.empty() : tensor<4x8xf32>
    %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %mm = linalg.matmul ins(%c, %d : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f2 : tensor<4x8xf32>) -> tensor<4x8xf32>
    remat.yield %bm, %mm : tensor<2x4x8xf32>, tensor<4x8xf32>
  }
  %g = arith.mulf %dy, %mt : tensor<4x8xf32>
  %gb = math.exp %bt : tensor<2x4x8xf32>
  return %gb, %g : tensor<2x4x8xf32>, tensor<4x8xf32>
}

// -----

// save_names keeps the tagged value; the rest is recomputed from it.
// CHECK-LABEL: func.func @save_names
// CHECK: %[[E:.*]] = math.exp
// CHECK: %[[N:.*]] = remat.name "pre" %[[E]]
// CHECK: %[[NP:.*]] = remat.barrier %[[N]] after
// CHECK-NOT: math.exp
// CHECK: math.tanh %[[NP]]
func.func @save_names(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> tensor<16xf32> {
  %t = remat.checkpoint (%x) primals(0) policy(#remat.policy<save_names["pre"]>) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%a: tensor<16xf32>):
    %e = math.exp %a : tensor<16xf32>
    %n = remat.name "pre" %e : tensor<16xf32>
    %act = math.tanh %n : tensor<16xf32>
    remat.yield %act : tensor<16xf32>
  }
  %g = arith.mulf %dy, %t : tensor<16xf32>
  return %g : tensor<16xf32>
}

// -----

// Nested regions compose: the inner region's ops are recomputed within the
// outer recomputation, under the inner policy (its exp is named and saved).
// CHECK-LABEL: func.func @nested
// CHECK-NOT: remat.checkpoint
// CHECK: %[[E:.*]] = math.exp
// CHECK: %[[N:.*]] = remat.name "inner" %[[E]]
// CHECK: math.sin
// CHECK: math.tanh
// CHECK: %[[NP:.*]] = remat.barrier %[[N]] after
// CHECK-NOT: math.exp
// CHECK: %[[S2:.*]] = math.sin %[[NP]]
// CHECK: %[[T2:.*]] = math.tanh %[[S2]]
// CHECK: arith.mulf %{{.*}}, %[[T2]]
func.func @nested(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> tensor<16xf32> {
  %t = remat.checkpoint (%x) primals(0) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%a: tensor<16xf32>):
    %i = remat.checkpoint (%a) primals(1) policy(#remat.policy<save_names["inner"]>) : (tensor<16xf32>) -> tensor<16xf32> {
    ^bb0(%b: tensor<16xf32>):
      %e = math.exp %b : tensor<16xf32>
      %n = remat.name "inner" %e : tensor<16xf32>
      %s = math.sin %n : tensor<16xf32>
      remat.yield %s : tensor<16xf32>
    }
    %act = math.tanh %i : tensor<16xf32>
    remat.yield %act : tensor<16xf32>
  }
  %g = arith.mulf %dy, %t : tensor<16xf32>
  return %g : tensor<16xf32>
}

// -----

// Residuals of one region share one clone, placed before the first use.
// CHECK-LABEL: func.func @shared_clone
// CHECK: %[[XP:.*]] = remat.barrier
// CHECK-NEXT: %[[E:.*]] = math.exp %[[XP]]
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[E]]
// CHECK-NEXT: %[[G0:.*]] = arith.mulf %{{.*}}, %[[T]]
// CHECK-NEXT: arith.mulf %[[G0]], %[[E]]
// CHECK-NOT: remat.barrier
func.func @shared_clone(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> tensor<16xf32> {
  %e, %t = remat.checkpoint (%x) primals(0) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  ^bb0(%a: tensor<16xf32>):
    %ex = math.exp %a : tensor<16xf32>
    %act = math.tanh %ex : tensor<16xf32>
    remat.yield %ex, %act : tensor<16xf32>, tensor<16xf32>
  }
  %g0 = arith.mulf %dy, %t : tensor<16xf32>
  %g1 = arith.mulf %g0, %e : tensor<16xf32>
  return %g1 : tensor<16xf32>
}

// -----

// An op that may not be recomputed is kept; what follows it is recomputed.
// CHECK-LABEL: func.func @not_recomputable
// CHECK: %[[O:.*]] = "test.opaque"
// CHECK: %[[OP:.*]] = remat.barrier %[[O]] after
// CHECK-NOT: "test.opaque"
// CHECK: %[[T2:.*]] = math.tanh %[[OP]]
// CHECK: arith.mulf %{{.*}}, %[[T2]]
func.func @not_recomputable(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> tensor<16xf32> {
  %t = remat.checkpoint (%x) primals(0) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%a: tensor<16xf32>):
    // expected-remark @+1 {{'test.opaque' cannot be recomputed (memory effects or no cost model): its result is kept}}
    %o = "test.opaque"(%a) : (tensor<16xf32>) -> tensor<16xf32>
    %act = math.tanh %o : tensor<16xf32>
    remat.yield %act : tensor<16xf32>
  }
  %g = arith.mulf %dy, %t : tensor<16xf32>
  return %g : tensor<16xf32>
}

// -----

// Without a cotangent argument there is no gradient computation: the region
// is inlined and nothing is recomputed.
// CHECK-LABEL: func.func @no_cotangent
// CHECK-NOT: remat.
// CHECK-COUNT-1: math.tanh
// CHECK-NOT: math.tanh
func.func @no_cotangent(%x: tensor<16xf32>, %dy: tensor<16xf32>) -> tensor<16xf32> {
  %t = remat.checkpoint (%x) primals(0) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%a: tensor<16xf32>):
    %act = math.tanh %a : tensor<16xf32>
    remat.yield %act : tensor<16xf32>
  }
  %g = arith.mulf %dy, %t : tensor<16xf32>
  return %g : tensor<16xf32>
}

// -----

// A residual read in a loop of the gradient computation: recomputed before
// the loop; LICM cannot hoist the pinned clone into the forward pass.
// CHECK-LABEL: func.func @gradient_loop
// CHECK-SAME: (%[[X:.*]]: tensor<16xf32>, %[[DY:.*]]: tensor<16xf32> {remat.cotangent})
// CHECK: %[[T:.*]] = math.tanh %[[X]]
// CHECK: %[[G0:.*]] = arith.mulf %[[DY]], %[[T]]
// CHECK: %[[XP:.*]] = remat.barrier %[[X]] after %[[G0]]
// CHECK: %[[T2:.*]] = math.tanh %[[XP]]
// CHECK: scf.for
// CHECK: arith.mulf %{{.*}}, %[[T2]]
// PINNED-LABEL: func.func @gradient_loop
// PINNED: math.tanh
// PINNED: remat.barrier
// PINNED: math.tanh
// PINNED: scf.for
func.func @gradient_loop(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> (tensor<16xf32>, tensor<16xf32>) {
  %h, %t = remat.checkpoint (%x) primals(1) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  ^bb0(%a: tensor<16xf32>):
    %act = math.tanh %a : tensor<16xf32>
    remat.yield %act, %act : tensor<16xf32>, tensor<16xf32>
  }
  %g0 = arith.mulf %dy, %h : tensor<16xf32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %g0) -> tensor<16xf32> {
    %n = arith.mulf %acc, %t : tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  return %h, %r : tensor<16xf32>, tensor<16xf32>
}

// -----

// A checkpoint region inside a loop body: its residuals never leave the
// loop, so it is inlined as it stands, and the pass says so.
// CHECK-LABEL: func.func @nested_in_loop
// CHECK: scf.for
// CHECK-NEXT: math.tanh
// CHECK-NEXT: scf.yield
func.func @nested_in_loop(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %x) -> (tensor<16xf32>) {
    // expected-remark @below {{checkpoint region not at the top level of the function: inlined without recomputation}}
    %h = remat.checkpoint (%acc) primals(1) : (tensor<16xf32>) -> tensor<16xf32> {
    ^bb0(%a: tensor<16xf32>):
      %act = math.tanh %a : tensor<16xf32>
      remat.yield %act : tensor<16xf32>
    }
    scf.yield %h : tensor<16xf32>
  }
  %g = arith.mulf %dy, %r : tensor<16xf32>
  return %g : tensor<16xf32>
}
