// RUN: remat-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// util.func / util.return / util.call, as IREE's StableHLO input conversion
// prints them (generic form), parse without --allow-unregistered-dialect:
// remat reads them to turn them into func ops (remat-import-iree-input).
// CHECK: "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "callee", sym_visibility = "private"}>
// CHECK: "util.return"(%{{.*}}) : (tensor<4xf32>) -> ()
// CHECK: "util.call"(%{{.*}}) <{callee = @callee}> : (tensor<4xf32>) -> tensor<4xf32>
"util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "callee", sym_visibility = "private"}> ({
^bb0(%x: tensor<4xf32>):
  %t = math.exp %x : tensor<4xf32>
  "util.return"(%t) : (tensor<4xf32>) -> ()
}) : () -> ()
"util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %c = "util.call"(%x) <{callee = @callee}> : (tensor<4xf32>) -> tensor<4xf32>
  "util.return"(%c) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// util.return belongs in a util.func.
func.func @misplaced(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'util.return' op expects parent op 'util.func'}}
  "util.return"(%x) : (tensor<4xf32>) -> ()
}
