// remat-elementwise-to-linalg: upstream's convert-elementwise-to-linalg
// pattern applied once to each elementwise op on ranked tensors, without the
// dialect conversion framework: the same IR as upstream's pass (diffed
// below), whatever the nesting, scalar operands or dynamic shapes.
// RUN: remat-opt %s --split-input-file --remat-elementwise-to-linalg -o %t.remat
// RUN: remat-opt %s --split-input-file --convert-elementwise-to-linalg -o %t.upstream
// RUN: diff %t.remat %t.upstream
// RUN: FileCheck %s < %t.remat
// RUN: remat-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(remat-elementwise-to-linalg))' \
// RUN:   | FileCheck %s

// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[S:.*]]: i1)
// CHECK: %[[SIN:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4x8xf32>) outs(%[[X]] : tensor<4x8xf32>)
// CHECK: math.sin
// CHECK: %[[MUL:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[SIN]], %[[X]] : i1, tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[SIN]] : tensor<4x8xf32>)
// CHECK: arith.select
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xi1>
// CHECK: linalg.generic {{.*}} ins(%[[MUL]], %[[X]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[E]] : tensor<4x8xi1>)
// CHECK: arith.cmpf olt
// CHECK-NOT: math.sin {{.*}}tensor
func.func @chain(%x: tensor<4x8xf32>, %s: i1) -> tensor<4x8xi1> {
  %a = math.sin %x : tensor<4x8xf32>
  %b = arith.select %s, %a, %x : tensor<4x8xf32>
  %c = arith.cmpf olt, %b, %x : tensor<4x8xf32>
  return %c : tensor<4x8xi1>
}

// -----

// A dynamic shape: the new destination's sizes come from tensor.dim; an op
// in a loop body is rewritten where it is; scalars and memrefs are not.
// CHECK-LABEL: func.func @nested
// CHECK: tensor.dim
// CHECK: tensor.empty({{.*}}) : tensor<?xi32>
// CHECK: linalg.generic
// CHECK: arith.fptosi
// CHECK: scf.for
// CHECK: linalg.generic
// CHECK: math.tanh
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
func.func @nested(%x: tensor<?xf32>, %y: tensor<8xf32>, %a: f32, %lb: index, %ub: index, %step: index) -> (tensor<?xi32>, tensor<8xf32>, f32) {
  %i = arith.fptosi %x : tensor<?xf32> to tensor<?xi32>
  %r = scf.for %iv = %lb to %ub step %step iter_args(%t = %y) -> tensor<8xf32> {
    %n = math.tanh %t : tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  %s = arith.addf %a, %a : f32
  return %i, %r, %s : tensor<?xi32>, tensor<8xf32>, f32
}
