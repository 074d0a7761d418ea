// RUN: remat-opt %s -split-input-file --allow-unregistered-dialect --remat-import-iree-input -verify-diagnostics | FileCheck %s

// util.func / util.return (IREE's input conversion, generic form) become
// func.func / func.return with the name, visibility, type and body kept.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[X]] : tensor<4xf32>
// CHECK-NEXT: return %[[T]] : tensor<4xf32>
"util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main", sym_visibility = "public"}> ({
^bb0(%x: tensor<4xf32>):
  %t = math.tanh %x : tensor<4xf32>
  "util.return"(%t) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// A scatter-add (the backward of take_along_axis) becomes one scf.for per
// dimension of the updates, carrying the result as a 1-d tensor (IREE 3.13
// miscompiles the 2-d form); each update is combined
// by the scatter's own region, in order, inside a bounds check.
// CHECK-LABEL: func.func @scatter_add
// CHECK-SAME: (%[[U:.*]]: tensor<3xf32>, %[[I:.*]]: tensor<3x2xi32>, %[[O:.*]]: tensor<4x8xf32>)
// CHECK-NOT: iree_linalg_ext
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[O]] {{\[\[}}0, 1]] : tensor<4x8xf32> into tensor<32xf32>
// CHECK: %[[R:.*]] = scf.for %[[B:[a-z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[FLAT]]) -> (tensor<32xf32>)
// CHECK: %[[I0:.*]] = tensor.extract %[[I]][%[[B]], %{{.*}}] : tensor<3x2xi32>
// CHECK: %[[ROW:.*]] = arith.index_cast %[[I0]] : i32 to index
// CHECK: %[[COL:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[SCALED:.*]] = arith.muli %[[ROW]], %{{.*}} : index
// CHECK: %[[LIN:.*]] = arith.addi %[[SCALED]], %[[COL]] : index
// CHECK: %[[IN:.*]] = scf.if %{{.*}} -> (tensor<32xf32>)
// CHECK-NEXT: %[[UP:.*]] = tensor.extract %[[U]][%[[B]]] : tensor<3xf32>
// CHECK-NEXT: %[[CUR:.*]] = tensor.extract %[[ACC]][%[[LIN]]] : tensor<32xf32>
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[CUR]], %[[UP]] : f32
// CHECK-NEXT: %[[NEW:.*]] = tensor.insert %[[SUM]] into %[[ACC]][%[[LIN]]] : tensor<32xf32>
// CHECK-NEXT: scf.yield %[[NEW]] : tensor<32xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[ACC]] : tensor<32xf32>
// CHECK: %[[E:.*]] = tensor.expand_shape %[[R]] {{\[\[}}0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
// CHECK: return %[[E]] : tensor<4x8xf32>
"util.func"() <{function_type = (tensor<3xf32>, tensor<3x2xi32>, tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "scatter_add"}> ({
^bb0(%u: tensor<3xf32>, %i: tensor<3x2xi32>, %o: tensor<4x8xf32>):
  %r = "iree_linalg_ext.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0, 1>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    "iree_linalg_ext.yield"(%s) : (f32) -> ()
  }) : (tensor<3xf32>, tensor<3x2xi32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  "util.return"(%r) : (tensor<4x8xf32>) -> ()
}) : () -> ()

// -----

// The embedding backward: rows of updates added at the row an index names;
// the slice dimension is a second loop.
// CHECK-LABEL: func.func @embedding_backward
// CHECK: scf.for %[[B:[a-z0-9_]+]] = {{.*}} -> (tensor<40xf32>)
// CHECK: scf.for %[[S:[a-z0-9_]+]] = {{.*}} -> (tensor<40xf32>)
// CHECK: tensor.extract %{{.*}}[%[[B]], %{{.*}}] : tensor<6x1xi32>
// CHECK: tensor.extract %{{.*}}[%[[B]], %[[S]]] : tensor<6x4xf32>
"util.func"() <{function_type = (tensor<6x4xf32>, tensor<6x1xi32>, tensor<10x4xf32>) -> tensor<10x4xf32>, sym_name = "embedding_backward"}> ({
^bb0(%u: tensor<6x4xf32>, %i: tensor<6x1xi32>, %o: tensor<10x4xf32>):
  %r = "iree_linalg_ext.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    "iree_linalg_ext.yield"(%s) : (f32) -> ()
  }) : (tensor<6x4xf32>, tensor<6x1xi32>, tensor<10x4xf32>) -> tensor<10x4xf32>
  "util.return"(%r) : (tensor<10x4xf32>) -> ()
}) : () -> ()

// -----

// jax.checkpoint's barriers are dropped by default (remat-auto replans),
// with a remark and the function's mark (jax-checkpoint.mlir: honour).
// CHECK-LABEL: func.func @barrier
// CHECK-SAME: remat.jax_checkpoint = {checkpoints = 1 : i64, mode = "replan"}
// CHECK-NOT: util.optimization_barrier
// CHECK: %[[T:.*]] = math.tanh %arg0
// CHECK-NEXT: return %[[T]], %arg1
// expected-remark @+1 {{1 jax.checkpoint barriers dropped (1 util.optimization_barrier); remat-auto replans the step}}
"util.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>), sym_name = "barrier"}> ({
^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
  %b:2 = "util.optimization_barrier"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %t = math.tanh %b#0 : tensor<4xf32>
  "util.return"(%t, %b#1) : (tensor<4xf32>, tensor<4xf32>) -> ()
}) : () -> ()

// -----

// util.call becomes func.call (the inliner can then inline it).
// CHECK-LABEL: func.func private @callee
// CHECK-LABEL: func.func @caller
// CHECK: call @callee(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
"util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "callee", sym_visibility = "private"}> ({
^bb0(%x: tensor<4xf32>):
  %t = math.exp %x : tensor<4xf32>
  "util.return"(%t) : (tensor<4xf32>) -> ()
}) : () -> ()
"util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "caller"}> ({
^bb0(%x: tensor<4xf32>):
  %c = "util.call"(%x) <{callee = @callee}> : (tensor<4xf32>) -> tensor<4xf32>
  "util.return"(%c) : (tensor<4xf32>) -> ()
}) : () -> ()

