// RUN: remat-opt %s -split-input-file --remat-auto -verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s
// Same input, same output bytes.
// RUN: remat-opt %s -split-input-file --remat-auto -verify-diagnostics --mlir-print-op-on-diagnostic=false > %t.1
// RUN: remat-opt %s -split-input-file --remat-auto -verify-diagnostics --mlir-print-op-on-diagnostic=false > %t.2
// RUN: diff %t.1 %t.2

// Four 4 KiB activations a..d of a chain, all read by the gradient
// computation; with the result that is five buffers at the peak. Within a
// budget of four, the optimal plan moves c and d into the gradient
// computation (no extra FLOPs: the forward pass no longer computes them)
// and recomputes a (1024 FLOPs) before its only gradient use, each pinned by
// a barrier after the latest gradient value.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[X:.*]]: tensor<1024xf32>, %[[DY:.*]]: tensor<1024xf32> {remat.cotangent})
// CHECK: %[[A:.*]] = math.exp %[[X]]
// CHECK: %[[B:.*]] = math.sin %[[A]]
// CHECK: %[[BP:.*]] = remat.barrier %[[B]] after %[[DY]]
// CHECK: %[[C:.*]] = math.cos %[[BP]]
// CHECK: %[[D:.*]] = math.tanh %[[C]]
// CHECK: %[[G0:.*]] = arith.mulf %[[DY]], %[[D]]
// CHECK: %[[G1:.*]] = arith.mulf %[[G0]], %[[C]]
// CHECK: %[[G2:.*]] = arith.mulf %[[G1]], %[[B]]
// CHECK: %[[XP:.*]] = remat.barrier %[[X]] after %[[G2]]
// CHECK: %[[A2:.*]] = math.exp %[[XP]]
// CHECK: arith.mulf %[[G2]], %[[A2]]
// expected-remark @+1 {{remat-auto: solver chain (optimal): predicted peak 20480 -> 16384 bytes (budget 16384), +1.02e+03 recompute FLOPs, 3 of 4 candidates dropped}}
func.func @chain(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32>
    attributes {remat.budget = 16384 : i64} {
  %a = math.exp %x : tensor<1024xf32> loc("layers.0.exp")
  %b = math.sin %a : tensor<1024xf32> loc("layers.1.sin")
  %c = math.cos %b : tensor<1024xf32> loc("layers.2.cos")
  %d = math.tanh %c : tensor<1024xf32> loc("layers.3.tanh")
  %g0 = arith.mulf %dy, %d : tensor<1024xf32> loc("backward.3")
  %g1 = arith.mulf %g0, %c : tensor<1024xf32> loc("backward.2")
  %g2 = arith.mulf %g1, %b : tensor<1024xf32> loc("backward.1")
  %g3 = arith.mulf %g2, %a : tensor<1024xf32> loc("backward.0")
  return %g3 : tensor<1024xf32>
}

// -----

// A budget the function already meets changes nothing.
// CHECK-LABEL: func.func @fits
// CHECK-NOT: remat.barrier
// expected-remark @+1 {{remat-auto: predicted peak 8192 bytes already fits the budget of 1048576 bytes}}
func.func @fits(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32>
    attributes {remat.budget = "1MiB"} {
  %a = math.exp %x : tensor<1024xf32>
  %g = arith.mulf %dy, %a : tensor<1024xf32>
  return %g : tensor<1024xf32>
}

// -----

// No budget: left alone, silently.
// CHECK-LABEL: func.func @no_budget
// CHECK-NOT: remat.barrier
func.func @no_budget(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %g = arith.mulf %dy, %a : tensor<1024xf32>
  return %g : tensor<1024xf32>
}

// -----

// An unmet budget without a gradient computation to rematerialize is an
// error that says how to mark the step, never a remark and exit 0.
// expected-error @+1 {{remat-auto: cannot find the gradient computation of @no_gradient to meet the budget of 1 bytes (predicted peak 4096 bytes): no argument is marked {remat.cotangent} (or none is used), no result is marked {remat.loss}, and no result is a floating-point scalar; mark the loss cotangent argument with {remat.cotangent} or the loss result with {remat.loss} (docs/Conventions.md)}}
func.func @no_gradient(%x: tensor<1024xf32>) -> tensor<1024xf32> attributes {remat.budget = 1 : i64} {
  %a = math.exp %x : tensor<1024xf32>
  return %a : tensor<1024xf32>
}

// -----

// expected-error @+1 {{remat-auto: budget 4096 bytes is infeasible (chain: infeasible); the smallest peak any decision reaches is at most 8192 bytes (the solvers' model's exact minimum of single-recompute plans), set at 'arith.mulf' (}}
func.func @infeasible(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32>
    attributes {remat.budget = 4096 : i64} {
  %a = math.exp %x : tensor<1024xf32>
  %g = arith.mulf %dy, %a : tensor<1024xf32>
  return %g : tensor<1024xf32>
}

// -----

// The results are live together at the return in every plan: their bytes
// (here 8192 of the 12288-byte peak) are a floor the error states, and a
// budget below them is infeasible by that alone (data parallelism's
// replicated gradients, docs/Sharding.md).
// expected-error-re @+1 {{the function's results alone take 8192 bytes (66.7 % of the current peak 12288), live together at the return in every plan: over the budget by themselves, so no plan can meet it{{$|;}}}}
func.func @results_over_budget(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> (tensor<1024xf32>, tensor<1024xf32>)
    attributes {remat.budget = 6144 : i64} {
  %a = math.exp %x : tensor<1024xf32>
  %g = arith.mulf %dy, %a : tensor<1024xf32>
  %h = arith.mulf %g, %a : tensor<1024xf32>
  return %g, %h : tensor<1024xf32>, tensor<1024xf32>
}

// -----

// expected-error @+1 {{remat-auto: the function has remat.checkpoint regions; run remat-apply-checkpoints first}}
func.func @has_checkpoint(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> tensor<16xf32>
    attributes {remat.budget = 1 : i64} {
  %t = remat.checkpoint (%x) primals(0) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%a: tensor<16xf32>):
    %e = math.exp %a : tensor<16xf32>
    remat.yield %e : tensor<16xf32>
  }
  %g = arith.mulf %dy, %t : tensor<16xf32>
  return %g : tensor<16xf32>
}

// -----

// remat-auto plans straight-line steps: a function of several blocks is an
// error, not a step left as it is.
// expected-error @+1 {{remat-auto handles single-block functions}}
func.func @several_blocks(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}, %c: i1) -> tensor<16xf32>
    attributes {remat.budget = 1 : i64} {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %e = math.exp %x : tensor<16xf32>
  return %e : tensor<16xf32>
^bb2:
  return %dy : tensor<16xf32>
}
