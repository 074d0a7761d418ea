// RUN: remat-opt %s --allow-unregistered-dialect --remat-import-iree-input --mlir-print-debuginfo | FileCheck %s

// An op of an inlined JAX function (IREE's inliner: callsite(callee at
// caller)) gets the joined name stack, so the caller's layer is its layer.
// CHECK-LABEL: func.func @inlined
// CHECK: arith.maximumf {{.*}} loc(#[[LOC:loc[0-9]+]])
// CHECK: #[[LOC]] = loc("jit(step)/jvp(blocks.0)/jit(relu)/max"(
"util.func"() <{function_type = (f32, f32) -> f32, sym_name = "inlined"}> ({
^bb0(%x: f32, %y: f32):
  %m = arith.maximumf %x, %y : f32 loc(callsite("max"("m.py":3:1) at "jit(step)/jvp(blocks.0)/jit(relu)"("m.py":9:5)))
  "util.return"(%m) : (f32) -> ()
}) : () -> ()
