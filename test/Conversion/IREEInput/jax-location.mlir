// RUN: not remat-opt %s --allow-unregistered-dialect --remat-import-iree-input 2>&1 | FileCheck %s

// An IREE op with no upstream equivalent is an error naming the op, JAX's
// name stack and the Python source line of its location (which is JAX's,
// not this file's: hence FileCheck on the message rather than
// -verify-diagnostics).
// CHECK: model.py:7:3: error: cannot import 'iree_linalg_ext.sort': remat has no equivalent of this IREE op (JAX `jit(step)/jvp()/sort` at model.py:7)
// CHECK-NOT: error: cannot import 'iree_linalg_ext.yield'
"util.func"() <{function_type = (tensor<8xi32>) -> tensor<8xi32>, sym_name = "sort"}> ({
^bb0(%x: tensor<8xi32>):
  %s = "iree_linalg_ext.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: i32, %b: i32):
    %c = arith.cmpi slt, %a, %b : i32
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : (tensor<8xi32>) -> tensor<8xi32> loc("jit(step)/jvp()/sort"(callsite("loss"("model.py":7:3 to :20) at "step"("model.py":12:5))))
  "util.return"(%s) : (tensor<8xi32>) -> ()
}) : () -> ()
