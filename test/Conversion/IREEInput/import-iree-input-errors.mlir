// RUN: remat-opt %s -split-input-file --allow-unregistered-dialect --remat-import-iree-input -verify-diagnostics

// An op of a dialect remat does not know at all (an op of IREE's dialects
// left after the rewrites: jax-location.mlir).
func.func @unknown(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot import 'foo.bar': remat has no equivalent of this unregistered op}}
  %y = "foo.bar"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// A scatter on a form the rewrite does not handle (dynamic shapes).
"util.func"() <{function_type = (tensor<?xf32>, tensor<?x1xi32>, tensor<8xf32>) -> tensor<8xf32>, sym_name = "dynamic"}> ({
^bb0(%u: tensor<?xf32>, %i: tensor<?x1xi32>, %o: tensor<8xf32>):
  // expected-error @+1 {{cannot import 'iree_linalg_ext.scatter': dynamic shapes are not supported}}
  %r = "iree_linalg_ext.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    "iree_linalg_ext.yield"(%s) : (f32) -> ()
  }) : (tensor<?xf32>, tensor<?x1xi32>, tensor<8xf32>) -> tensor<8xf32>
  "util.return"(%r) : (tensor<8xf32>) -> ()
}) : () -> ()

// -----

// A scatter whose region does not combine elements of the tensor's type.
"util.func"() <{function_type = (tensor<2xf32>, tensor<2x1xi32>, tensor<8xf32>) -> tensor<8xf32>, sym_name = "region_types"}> ({
^bb0(%u: tensor<2xf32>, %i: tensor<2x1xi32>, %o: tensor<8xf32>):
  // expected-error @+1 {{cannot import 'iree_linalg_ext.scatter': expected a region of one block with two arguments of the element type}}
  %r = "iree_linalg_ext.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
  ^bb0(%a: f64, %b: f64):
    %s = arith.addf %b, %a : f64
    "iree_linalg_ext.yield"(%s) : (f64) -> ()
  }) : (tensor<2xf32>, tensor<2x1xi32>, tensor<8xf32>) -> tensor<8xf32>
  "util.return"(%r) : (tensor<8xf32>) -> ()
}) : () -> ()
