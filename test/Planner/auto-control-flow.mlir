// Control flow and unknown ops under remat-auto: an scf.for and an
// unregistered op are never recomputed (each stays exactly once); what can
// be recomputed around them is. (Calls: auto-call.mlir.)
// RUN: remat-opt %s -split-input-file -allow-unregistered-dialect --remat-auto="budget=16KiB" --mlir-print-op-on-diagnostic=false -verify-diagnostics | FileCheck %s
// The executable one (a loop; a call in a helper chunk below) keeps its
// outputs bit for bit and fits the budget.
// RUN: remat-opt %s -split-input-file -allow-unregistered-dialect -o /dev/null
// RUN: split-file %s %t
// RUN: %python %remat_src/benchmarks/differential.py %t/run.mlir --build-dir %remat_obj \
// RUN:   --pipeline 'remat-auto{budget=16KiB}' --max-peak 16384 | FileCheck %s --check-prefix=DIFF
// RUN: %python %remat_src/benchmarks/differential.py %t/run.mlir --build-dir %remat_obj \
// RUN:   --pipeline 'remat-auto{budget=16KiB}' --json | FileCheck %s --check-prefix=RUNJSON
// DIFF: bit-identical=True
// RUNJSON: "measured_peak_before": 20480
// RUNJSON: "recompute_flops": {{[1-9]}}

// The loop's result is pinned and what follows it recomputed from it; the
// loop itself is not cloned.
// CHECK-LABEL: func.func @train_step
// CHECK: %[[L:.*]] = scf.for
// CHECK-NOT: scf.for
// CHECK: %[[LP:.*]] = remat.barrier %[[L]] after
// CHECK-NOT: scf.for
// CHECK: math.sin %[[LP]]
// CHECK-NOT: scf.for
// The loop updates its buffer in place: the peak (measured 16384 too) fits
// and nothing changes.
// CHECK-LABEL: func.func @loops_and_calls
// CHECK-COUNT-1: scf.for
// CHECK-NOT: scf.for
// CHECK-NOT: remat.barrier
// CHECK-LABEL: func.func @unknown
// CHECK: %[[O:.*]] = "test.opaque"
// CHECK-NOT: "test.opaque"
// CHECK: %[[OP:.*]] = remat.barrier %[[O]] after
// CHECK-NOT: "test.opaque"
// CHECK: math.cos %[[OP]]
// CHECK-NOT: "test.opaque"

//--- run.mlir
// expected-remark @+1 {{remat-auto: solver chain (optimal): predicted peak 20480 -> 16384 bytes (budget 16384)}}
func.func @train_step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %a = math.exp %x : tensor<1024xf32>
  %l = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %a) -> tensor<1024xf32> {
    %n = math.tanh %acc : tensor<1024xf32>
    scf.yield %n : tensor<1024xf32>
  }
  %k = math.sin %l : tensor<1024xf32>
  %b = math.cos %k : tensor<1024xf32>
  %g0 = arith.mulf %dy, %b : tensor<1024xf32>
  %g1 = arith.mulf %g0, %k : tensor<1024xf32>
  %g2 = arith.mulf %g1, %l : tensor<1024xf32>
  %g3 = arith.mulf %g2, %a : tensor<1024xf32>
  return %g3 : tensor<1024xf32>
}

//--- rest.mlir
// -----

// expected-remark @+1 {{remat-auto: predicted peak 16384 bytes already fits the budget of 16384 bytes}}
func.func @loops_and_calls(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32>
    attributes {remat.budget = 20480 : i64} {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %a = math.exp %x : tensor<1024xf32>
  %l = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %a) -> tensor<1024xf32> {
    %n = math.tanh %acc : tensor<1024xf32>
    scf.yield %n : tensor<1024xf32>
  }
  %b = math.cos %l : tensor<1024xf32>
  %g0 = arith.mulf %dy, %b : tensor<1024xf32>
  %g1 = arith.mulf %g0, %l : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}

// -----

// expected-remark @+1 {{remat-auto: solver chain (optimal): predicted peak 20480 -> 16384 bytes (budget 16384)}}
func.func @unknown(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %o = "test.opaque"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b = math.cos %o : tensor<1024xf32>
  %c = math.sin %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %o : tensor<1024xf32>
  %g3 = arith.mulf %g2, %a : tensor<1024xf32>
  return %g3 : tensor<1024xf32>
}

