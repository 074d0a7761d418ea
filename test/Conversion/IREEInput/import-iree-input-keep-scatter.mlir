// RUN: remat-opt %s -split-input-file --allow-unregistered-dialect --remat-import-iree-input=keep-scatter=true -verify-diagnostics | FileCheck %s

// For IREE, the scatter stays IREE's own op (one dispatch there); the
// function still becomes a func.func. No loop is built.
// CHECK-LABEL: func.func @scatter_add
// CHECK-NOT: scf.for
// CHECK: %[[R:.*]] = "iree_linalg_ext.scatter"(%arg0, %arg1, %arg2) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
// CHECK: arith.addf
// CHECK: "iree_linalg_ext.yield"
// CHECK: return %[[R]] : tensor<8x4xf32>
"util.func"() <{function_type = (tensor<3x4xf32>, tensor<3x1xi32>, tensor<8x4xf32>) -> tensor<8x4xf32>, sym_name = "scatter_add"}> ({
^bb0(%u: tensor<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>):
  %r = "iree_linalg_ext.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    "iree_linalg_ext.yield"(%s) : (f32) -> ()
  }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  "util.return"(%r) : (tensor<8x4xf32>) -> ()
}) : () -> ()

// -----

// Every other op of IREE's dialect is still an error naming it.
"util.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "sort"}> ({
^bb0(%x: tensor<8xf32>):
  // expected-error @+1 {{cannot import 'iree_linalg_ext.sort': remat has no equivalent of this IREE op}}
  %r = "iree_linalg_ext.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  "util.return"(%r) : (tensor<8xf32>) -> ()
}) : () -> ()
