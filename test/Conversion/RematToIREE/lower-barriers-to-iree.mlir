// RUN: remat-opt %s -split-input-file --remat-lower-barriers-to-iree -verify-diagnostics | FileCheck %s
// RUN: remat-opt %s -split-input-file --remat-lower-barriers-to-iree=barrier-arguments=false -verify-diagnostics | FileCheck %s --check-prefix=NOARGS
// RUN: remat-opt %s -split-input-file --remat-lower-barriers-to-iree=hold-gradient=true -verify-diagnostics | FileCheck %s --check-prefix=HOLD

// The pin and the computed inputs share one barrier (pin first); the
// argument gets a barrier of its own. remat.name and every remat.*
// attribute go.
// CHECK-LABEL: func.func @computed_and_argument
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[W:.*]]: tensor<4xf32>, %[[DY:.*]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %[[A:.*]] = math.tanh %[[X]] : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = arith.mulf %[[DY]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: %[[P:.*]]:2 = util.optimization_barrier %[[G]], %[[A]] : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: %[[Q:.*]] = util.optimization_barrier %[[W]] : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = arith.mulf %[[P]]#1, %[[Q]] : tensor<4xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[G]], %[[R]] : tensor<4xf32>
// CHECK-NEXT: return %[[S]] : tensor<4xf32>
// CHECK-NOT: remat
// NOARGS-LABEL: func.func @computed_and_argument
// NOARGS: %[[P:.*]]:2 = util.optimization_barrier %{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>
// NOARGS-NEXT: arith.mulf %[[P]]#1, %arg1 : tensor<4xf32>
func.func @computed_and_argument(%x: tensor<4xf32>, %w: tensor<4xf32>,
    %dy: tensor<4xf32> {remat.cotangent}) -> tensor<4xf32>
    attributes {remat.budget = 1024 : i64} {
  %a = math.tanh %x : tensor<4xf32>
  %n = remat.name "act" %a : tensor<4xf32>
  %g = arith.mulf %dy, %n : tensor<4xf32>
  %a2, %w2 = remat.barrier %n, %w after %g
      : tensor<4xf32>, tensor<4xf32> after tensor<4xf32>
  %r = arith.mulf %a2, %w2 : tensor<4xf32>
  %s = arith.addf %g, %r : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// Reshapes of arguments are arguments to IREE (external storage); constants
// get their own barrier; scalars stay out. The pin is the cotangent
// argument itself here: it joins the arguments' barrier.
// CHECK-LABEL: func.func @views_constants_scalars
// CHECK-SAME: (%[[X:.*]]: tensor<2x2xf32>, %[[F:.*]]: f32, %[[DY:.*]]: tensor<4xf32>)
// CHECK: %[[C:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT: %[[V:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1]] : tensor<2x2xf32> into tensor<4xf32>
// CHECK-NEXT: %[[E:.*]] = math.exp %[[V]] : tensor<4xf32>
// CHECK-NEXT: %[[P:.*]]:2 = util.optimization_barrier %[[DY]], %[[V]] : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: %[[Q:.*]] = util.optimization_barrier %[[C]] : tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.splat %[[F]] : tensor<4xf32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[P]]#1, %[[Q]] : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[M]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = arith.mulf %[[DY]], %[[R]] : tensor<4xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[G]], %[[E]] : tensor<4xf32>
// CHECK-NEXT: return %[[S]]
// Without argument barriers nothing here is computed: the barrier goes and
// its users read the view, the constant and the scalar directly.
// NOARGS-LABEL: func.func @views_constants_scalars
// NOARGS-SAME: (%[[X:.*]]: tensor<2x2xf32>, %[[F:.*]]: f32, %[[DY:.*]]: tensor<4xf32>)
// NOARGS-NOT: util.optimization_barrier
// NOARGS-NOT: remat.
// NOARGS: %[[C:.*]] = arith.constant
// NOARGS: %[[V:.*]] = tensor.collapse_shape %[[X]]
// NOARGS: tensor.splat %[[F]] : tensor<4xf32>
// NOARGS-NEXT: arith.mulf %[[V]], %[[C]] : tensor<4xf32>
// NOARGS-NOT: util.optimization_barrier
// NOARGS: return
func.func @views_constants_scalars(%x: tensor<2x2xf32>, %f: f32,
    %dy: tensor<4xf32> {remat.cotangent}) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %v = tensor.collapse_shape %x [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %e = math.exp %v : tensor<4xf32>
  %v2, %c2, %f2 = remat.barrier %v, %c, %f after %dy
      : tensor<4xf32>, tensor<4xf32>, f32 after tensor<4xf32>
  %b = tensor.splat %f2 : tensor<4xf32>
  %m = arith.mulf %v2, %c2 : tensor<4xf32>
  %r = arith.addf %m, %b : tensor<4xf32>
  %g = arith.mulf %dy, %r : tensor<4xf32>
  %s = arith.addf %g, %e : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// A barrier whose only computed value is the pin: no barrier for it (no
// recomputation would read its result). A later barrier reading an earlier
// one's result is classified through it (an argument stays an argument).
// CHECK-LABEL: func.func @pin_only_and_chained
// CHECK-SAME: (%[[W:.*]]: tensor<4xf32>, %[[DY:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[G:.*]] = math.tanh %[[DY]] : tensor<4xf32>
// CHECK-NEXT: %[[Q:.*]] = util.optimization_barrier %[[W]] : tensor<4xf32>
// CHECK-NEXT: %[[H:.*]] = arith.mulf %[[G]], %[[Q]] : tensor<4xf32>
// CHECK-NEXT: %[[Q2:.*]] = util.optimization_barrier %[[Q]] : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = arith.mulf %[[H]], %[[Q2]] : tensor<4xf32>
// CHECK-NEXT: return %[[R]]
// NOARGS-LABEL: func.func @pin_only_and_chained
// NOARGS-SAME: (%[[W:.*]]: tensor<4xf32>, %[[DY:.*]]: tensor<4xf32>)
// NOARGS-NEXT: %[[G:.*]] = math.tanh %[[DY]] : tensor<4xf32>
// NOARGS-NEXT: %[[H:.*]] = arith.mulf %[[G]], %[[W]] : tensor<4xf32>
// NOARGS-NEXT: %[[R:.*]] = arith.mulf %[[H]], %[[W]] : tensor<4xf32>
// NOARGS-NEXT: return %[[R]]
func.func @pin_only_and_chained(%w: tensor<4xf32>,
    %dy: tensor<4xf32> {remat.cotangent}) -> tensor<4xf32> {
  %g = math.tanh %dy : tensor<4xf32>
  %w2 = remat.barrier %w after %g : tensor<4xf32> after tensor<4xf32>
  %h = arith.mulf %g, %w2 : tensor<4xf32>
  %w3 = remat.barrier %w2 after %h : tensor<4xf32> after tensor<4xf32>
  %r = arith.mulf %h, %w3 : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// An unapplied checkpoint region is inlined with a warning, as remat-strip
// does.
// CHECK-LABEL: func.func @unapplied
// CHECK-NEXT: %[[E:.*]] = math.exp %arg0 : tensor<4xf32>
// CHECK-NEXT: return %[[E]]
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

// A zero fill (data-free) is read by the recomputation directly, not
// through the barrier: IREE would store it as a transient, and two barriers
// over it would hand both accumulating matmuls one buffer.
// CHECK-LABEL: func.func @fill_stays_out
// CHECK: %[[Z:.*]] = linalg.fill
// CHECK: %[[P:.*]]:2 = util.optimization_barrier %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: linalg.matmul ins(%[[P]]#1, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>) outs(%[[Z]] : tensor<4x4xf32>)
// CHECK-NOT: linalg.copy
func.func @fill_stays_out(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>,
    %dy: tensor<4x4xf32> {remat.cotangent}) -> tensor<4x4xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %a = math.tanh %x : tensor<4x4xf32>
  %g = arith.mulf %dy, %a : tensor<4x4xf32>
  %a2, %z2 = remat.barrier %a, %z after %g
      : tensor<4x4xf32>, tensor<4x4xf32> after tensor<4x4xf32>
  %m = linalg.matmul ins(%a2, %w : tensor<4x4xf32>, tensor<4x4xf32>)
      outs(%z2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = arith.addf %g, %m : tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}

// -----

// A computed value that reaches two barriers and is updated in place after
// each (a matmul accumulating into it): each in-place use reads a copy of
// its own, since IREE 3.13 gives both barrier results one buffer. A use that
// only reads it (the addf) needs none.
// CHECK-LABEL: func.func @shared_in_place_init
// CHECK: %[[C:.*]] = math.exp
// CHECK: %[[P:.*]]:3 = util.optimization_barrier %{{.*}}, %{{.*}}, %[[C]] :
// CHECK-NEXT: %[[E1:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %[[C1:.*]] = linalg.copy ins(%[[P]]#2 : tensor<4x4xf32>) outs(%[[E1]] : tensor<4x4xf32>)
// CHECK-NEXT: %[[M1:.*]] = linalg.matmul {{.*}} outs(%[[C1]] : tensor<4x4xf32>)
// CHECK: %[[Q:.*]]:3 = util.optimization_barrier %{{.*}}, %{{.*}}, %[[C]] :
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %[[C2:.*]] = linalg.copy ins(%[[Q]]#2 : tensor<4x4xf32>) outs(%[[E2]] : tensor<4x4xf32>)
// CHECK-NEXT: linalg.matmul {{.*}} outs(%[[C2]] : tensor<4x4xf32>)
// CHECK-NEXT: arith.addf %{{.*}}, %[[Q]]#2 : tensor<4x4xf32>
// CHECK-NOT: linalg.copy
func.func @shared_in_place_init(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>,
    %dy: tensor<4x4xf32> {remat.cotangent}) -> tensor<4x4xf32> {
  %c = math.exp %x : tensor<4x4xf32>
  %a = math.tanh %x : tensor<4x4xf32>
  %g = arith.mulf %dy, %a : tensor<4x4xf32>
  %a2, %c2 = remat.barrier %a, %c after %g
      : tensor<4x4xf32>, tensor<4x4xf32> after tensor<4x4xf32>
  %m = linalg.matmul ins(%a2, %w : tensor<4x4xf32>, tensor<4x4xf32>)
      outs(%c2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %h = arith.mulf %g, %m : tensor<4x4xf32>
  %a3, %c3 = remat.barrier %a, %c after %h
      : tensor<4x4xf32>, tensor<4x4xf32> after tensor<4x4xf32>
  %n = linalg.matmul ins(%a3, %w : tensor<4x4xf32>, tensor<4x4xf32>)
      outs(%c3 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = arith.addf %n, %c3 : tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// A value the function returns (a running statistic) is `external` to IREE,
// like an argument: as an input it gets the arguments' barrier, and as the
// pin of transient inputs it is replaced by the latest transient value
// before the barrier (%h), since IREE gives every operand of one barrier one
// lifetime and a later barrier mixing %a with transients would not verify.
// CHECK-LABEL: func.func @returned_pin
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[S:.*]]: tensor<4xf32>, %[[DY:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[A:.*]] = math.tanh %[[X]] : tensor<4xf32>
// CHECK-NEXT: %[[M:.*]] = arith.addf %[[S]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = arith.mulf %[[DY]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: %[[H:.*]] = math.exp %[[G]] : tensor<4xf32>
// CHECK-NEXT: %[[P:.*]]:2 = util.optimization_barrier %[[H]], %[[A]] : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: %[[Q:.*]] = util.optimization_barrier %[[M]] : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = arith.mulf %[[P]]#1, %[[H]] : tensor<4xf32>
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[R]], %[[Q]] : tensor<4xf32>
// CHECK-NEXT: return %[[T]], %[[M]] : tensor<4xf32>, tensor<4xf32>
func.func @returned_pin(%x: tensor<4xf32>, %s: tensor<4xf32>,
    %dy: tensor<4xf32> {remat.cotangent}) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = math.tanh %x : tensor<4xf32>
  %m = arith.addf %s, %a : tensor<4xf32>
  %g = arith.mulf %dy, %a : tensor<4xf32>
  %h = math.exp %g : tensor<4xf32>
  %a2, %m2 = remat.barrier %a, %m after %m
      : tensor<4xf32>, tensor<4xf32> after tensor<4xf32>
  %r = arith.mulf %a2, %h : tensor<4xf32>
  %t = arith.addf %r, %m2 : tensor<4xf32>
  return %t, %m : tensor<4xf32>, tensor<4xf32>
}

// -----

// hold-gradient (off by default): %dw (a weight gradient) is computed before the pinned
// barrier and read only after it, by the update; it goes through the
// barrier and the update reads the barrier's result, so that IREE cannot
// sink its computation into a later execution region. The pin %g, read
// after the barrier too, is already an operand.
// HOLD-LABEL: func.func @weight_gradient_held
// HOLD: %[[G:.*]] = arith.mulf %{{.*}}, %{{.*}} : tensor<4xf32>
// HOLD-NEXT: %[[DW:.*]] = arith.mulf %{{.*}}, %{{.*}} : tensor<4xf32>
// HOLD-NEXT: %[[P:.*]]:3 = util.optimization_barrier %[[G]], %{{.*}}, %[[DW]] : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
// HOLD-NEXT: %[[R:.*]] = math.tanh %[[P]]#1 : tensor<4xf32>
// HOLD-NEXT: %[[H:.*]] = arith.mulf %[[G]], %[[R]] : tensor<4xf32>
// HOLD-NEXT: %[[U:.*]] = arith.subf %{{.*}}, %[[P]]#2 : tensor<4xf32>
// HOLD-NEXT: return %[[H]], %[[U]]
// CHECK-LABEL: func.func @weight_gradient_held
// CHECK: arith.mulf
// CHECK-NEXT: %[[DW:.*]] = arith.mulf
// CHECK-NEXT: util.optimization_barrier %{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>
// CHECK: arith.subf %{{.*}}, %[[DW]] : tensor<4xf32>
func.func @weight_gradient_held(%x: tensor<4xf32>, %w: tensor<4xf32>,
    %dy: tensor<4xf32> {remat.cotangent}) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = math.tanh %x : tensor<4xf32>
  %b = math.exp %a : tensor<4xf32>
  %g = arith.mulf %dy, %b : tensor<4xf32>
  %dw = arith.mulf %dy, %a : tensor<4xf32>
  %a2 = remat.barrier %a after %g : tensor<4xf32> after tensor<4xf32>
  %r = math.tanh %a2 : tensor<4xf32>
  %h = arith.mulf %g, %r : tensor<4xf32>
  %u = arith.subf %w, %dw : tensor<4xf32>
  return %h, %u : tensor<4xf32>, tensor<4xf32>
}
