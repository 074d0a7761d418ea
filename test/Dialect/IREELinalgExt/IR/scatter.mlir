// RUN: remat-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// IREE's scatter is read and printed (generic form, which IREE parses as its
// own op) without --allow-unregistered-dialect.
// CHECK-LABEL: func.func @scatter
// CHECK: "iree_linalg_ext.scatter"(%arg0, %arg1, %arg2) <{dimension_map = array<i64: 0>, unique_indices = false}>
// CHECK: "iree_linalg_ext.yield"(%{{.*}}) : (f32) -> ()
// CHECK: (tensor<3x4xf32>, tensor<3x1xi32>, tensor<8x4xf32>) -> tensor<8x4xf32>
func.func @scatter(%u: tensor<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = "iree_linalg_ext.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    "iree_linalg_ext.yield"(%s) : (f32) -> ()
  }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

func.func @result_type(%u: tensor<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> tensor<8x5xf32> {
  // expected-error @+1 {{failed to verify that all of {original, result} have same type}}
  %r = "iree_linalg_ext.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    "iree_linalg_ext.yield"(%s) : (f32) -> ()
  }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<8x4xf32>) -> tensor<8x5xf32>
  return %r : tensor<8x5xf32>
}
