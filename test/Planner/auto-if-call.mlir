// remat-auto plans around an scf.if in the forward pass and a call that
// returns a scalar, and the plans run: measured peak = budget, outputs bit
// for bit. (auto-control-flow.mlir: loops, unknown ops; auto-call.mlir: a
// call returning a tensor, where no plan can lower the peak.) The scf.if and
// the call are kept exactly once; their results are pinned, not recomputed,
// and the values around them are recomputed from the arguments.
// RUN: remat-opt %s -split-input-file --remat-auto="budget=12KiB" --mlir-print-op-on-diagnostic=false -verify-diagnostics | FileCheck %s
// RUN: split-file %s %t
// RUN: %python %remat_src/benchmarks/differential.py %t/if.mlir --build-dir %remat_obj \
// RUN:   --pipeline 'remat-auto{budget=12KiB}' --max-peak 12288 --json | FileCheck %s --check-prefix=IF
// RUN: %python %remat_src/benchmarks/differential.py %t/call.mlir --build-dir %remat_obj \
// RUN:   --pipeline 'remat-auto{budget=12KiB}' --max-peak 12288 --json | FileCheck %s --check-prefix=CALL
// IF: "bit_identical": true
// IF: "measured_peak_after": 12288
// IF: "measured_peak_before": 20480
// CALL: "bit_identical": true
// CALL: "measured_peak_after": 12288
// CALL: "measured_peak_before": 24576

// CHECK-LABEL: func.func @train_step
// CHECK: %[[A:.*]] = math.exp %arg0
// CHECK: %[[R:.*]] = scf.if
// CHECK-NOT: scf.if
// CHECK: %[[RP:.*]] = remat.barrier %[[R]] after
// CHECK: math.sin %[[RP]]
// CHECK: %[[XP:.*]] = remat.barrier %arg0 after
// CHECK: math.exp %[[XP]]
// CHECK-NOT: scf.if

// CHECK-LABEL: func.func @train_step
// CHECK: call @first
// CHECK-NOT: call @first
// CHECK: %[[XP:.*]] = remat.barrier %arg0 after
// CHECK: math.exp %[[XP]]
// CHECK-NOT: call @first

//--- if.mlir
// expected-remark @+1 {{remat-auto: solver chain (optimal): predicted peak 20480 -> 12288 bytes (budget 12288)}}
func.func @train_step(%x: tensor<1024xf32>, %flag_t: tensor<i1>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %flag = tensor.extract %flag_t[] : tensor<i1>
  %a = math.exp %x : tensor<1024xf32>
  %r = scf.if %flag -> tensor<1024xf32> {
    %t = math.tanh %a : tensor<1024xf32>
    scf.yield %t : tensor<1024xf32>
  } else {
    %t = math.sin %a : tensor<1024xf32>
    scf.yield %t : tensor<1024xf32>
  }
  %k = math.sin %r : tensor<1024xf32>
  %b = math.cos %k : tensor<1024xf32>
  %g0 = arith.mulf %dy, %b : tensor<1024xf32>
  %g1 = arith.mulf %g0, %k : tensor<1024xf32>
  %g2 = arith.mulf %g1, %r : tensor<1024xf32>
  %g3 = arith.mulf %g2, %a : tensor<1024xf32>
  return %g3 : tensor<1024xf32>
}

// -----

//--- call.mlir
// expected-remark @+1 {{remat-auto: predicted peak 0 bytes already fits the budget of 12288 bytes (no gradient computation found)}}
func.func private @first(%x: tensor<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.extract %x[%c0] : tensor<1024xf32>
  return %e : f32
}

// expected-remark @+1 {{remat-auto: solver chain (optimal): predicted peak 24576 -> 12288 bytes (budget 12288)}}
func.func @train_step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %l = math.tanh %a : tensor<1024xf32>
  %s = func.call @first(%l) : (tensor<1024xf32>) -> f32
  %k = math.sin %l : tensor<1024xf32>
  %b = math.cos %k : tensor<1024xf32>
  %sp = tensor.splat %s : tensor<1024xf32>
  %g0 = arith.mulf %dy, %b : tensor<1024xf32>
  %g1 = arith.mulf %g0, %k : tensor<1024xf32>
  %g2 = arith.mulf %g1, %l : tensor<1024xf32>
  %g3 = arith.mulf %g2, %a : tensor<1024xf32>
  %g4 = arith.mulf %g3, %sp : tensor<1024xf32>
  return %g4 : tensor<1024xf32>
}
