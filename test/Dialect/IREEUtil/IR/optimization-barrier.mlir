// RUN: remat-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: remat-opt %s -split-input-file -verify-diagnostics --mlir-print-op-generic | remat-opt -split-input-file | FileCheck %s
// RUN: remat-opt %s -split-input-file -verify-diagnostics --canonicalize --cse | FileCheck %s --check-prefix=OPT

// remat registers IREE's util.optimization_barrier: it parses and prints in
// IREE's assembly (and in generic form) without --allow-unregistered-dialect.

// CHECK-LABEL: func.func @round_trip
// CHECK: %[[B:.*]]:2 = util.optimization_barrier %{{.*}}, %{{.*}} : tensor<4xf32>, tensor<2x3xi64>
// CHECK: util.optimization_barrier{{$}}
// CHECK: return %[[B]]#0, %[[B]]#1
func.func @round_trip(%x: tensor<4xf32>, %i: tensor<2x3xi64>)
    -> (tensor<4xf32>, tensor<2x3xi64>) {
  %a, %b = util.optimization_barrier %x, %i : tensor<4xf32>, tensor<2x3xi64>
  util.optimization_barrier
  return %a, %b : tensor<4xf32>, tensor<2x3xi64>
}

// -----

// The barrier has unknown effects: canonicalization and CSE keep both.
// CHECK-LABEL: func.func @opaque
// OPT-LABEL: func.func @opaque
// OPT-COUNT-2: util.optimization_barrier
func.func @opaque(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = util.optimization_barrier %x : tensor<4xf32>
  %b = util.optimization_barrier %x : tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @mismatch(%x: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'util.optimization_barrier' op failed to verify that all of {operands, results} have same type}}
  %a = "util.optimization_barrier"(%x) : (tensor<4xf32>) -> tensor<8xf32>
  return %a : tensor<8xf32>
}
