// The per-function passes run on the op they are scheduled on: nested under
// func.func in a user's pipeline (the pass manager then runs functions in
// parallel), or on a whole module.
// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,remat-outline-checkpoints,remat-apply-checkpoints,cse,remat-strip))' | FileCheck %s
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-outline-checkpoints,remat-apply-checkpoints,cse,remat-strip)' | FileCheck %s
// remat-auto needs the module (it analyses callees): it does not nest.
// RUN: not remat-opt %s --pass-pipeline='builtin.module(func.func(remat-auto))' 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: error: Can't add pass 'RematAuto' restricted to 'builtin.module' on a PassManager intended to run on 'func.func'

// Each function's layer is outlined, applied (tanh recomputed in the
// gradient computation, which reads the recomputed value) and stripped of
// remat's ops (the recomputation reads the argument, no barrier).
// CHECK-LABEL: func.func @first
// CHECK: math.tanh %arg0
// CHECK-NOT: remat.
// CHECK: %[[T:.*]] = math.tanh %arg0
// CHECK-NOT: remat.
// CHECK: arith.mulf %{{.*}}, %[[T]]
// CHECK-NOT: remat.
// CHECK-LABEL: func.func @second
// CHECK: math.tanh %arg0
// CHECK-NOT: remat.
// CHECK: %[[T:.*]] = math.tanh %arg0
// CHECK-NOT: remat.
// CHECK: arith.mulf %{{.*}}, %[[T]]
// CHECK-NOT: remat.
func.func @first(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> (tensor<16xf32>, tensor<16xf32>) {
  %t = math.tanh %x : tensor<16xf32> loc("layers.0.act")
  %h = math.exp %t : tensor<16xf32> loc("layers.0.out")
  %g0 = arith.mulf %dy, %h : tensor<16xf32>
  %g1 = arith.mulf %g0, %t : tensor<16xf32>
  return %h, %g1 : tensor<16xf32>, tensor<16xf32>
}

func.func @second(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> (tensor<16xf32>, tensor<16xf32>) {
  %t = math.tanh %x : tensor<16xf32> loc("layers.0.act")
  %h = math.exp %t : tensor<16xf32> loc("layers.0.out")
  %g0 = arith.mulf %dy, %h : tensor<16xf32>
  %g1 = arith.mulf %g0, %t : tensor<16xf32>
  return %h, %g1 : tensor<16xf32>, tensor<16xf32>
}
