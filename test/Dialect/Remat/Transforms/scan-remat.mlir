// The jax.checkpoint-on-the-body schedule on a 4-iteration scan: the forward
// stops stacking what it can recompute; the backward loop recomputes each
// row from the row of the stacked carry.
// RUN: remat-opt %S/Inputs/small-scan.mlir --remat-scan-remat | FileCheck %s
// RUN: remat-opt %S/Inputs/small-scan.mlir --remat-scan-remat=residuals=0:2 \
// RUN:   | FileCheck %s --check-prefix=KEEP
// RUN: remat-opt %S/Inputs/small-scan.mlir --remat-scan-remat=residuals=none \
// RUN:   | FileCheck %s --check-prefix=NONE
// RUN: remat-opt %S/Inputs/small-scan.mlir \
// RUN:   --pass-pipeline='builtin.module(remat-scan-remat,cse,canonicalize,func.func(loop-invariant-code-motion),cse)' \
// RUN:   | FileCheck %s --check-prefix=PINNED

// All: both stacks (%xs, the carry's copy, and %ts) go; one carry stack,
// written at row %i, replaces them; the fill that initialised them is gone.
// CHECK-LABEL: func.func @scan
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>, %[[W:.*]]: tensor<4x8xf32>, %[[DY:.*]]: tensor<8xf32>
// CHECK-NOT: linalg.fill
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: %[[F:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} iter_args(%[[H:.*]] = %[[X]], %[[CS:.*]] = %[[E]]) -> (tensor<8xf32>, tensor<4x8xf32>) {
// CHECK:   %[[WI:.*]] = tensor.extract_slice %[[W]][%[[I]], 0] [1, 8] [1, 1]
// CHECK:   %[[Z:.*]] = arith.mulf %[[H]], %[[WI]]
// CHECK:   %[[T:.*]] = math.tanh %[[Z]]
// CHECK:   %[[INS:.*]] = tensor.insert_slice %[[H]] into %[[CS]][%[[I]], 0] [1, 8] [1, 1]
// CHECK:   scf.yield %[[T]], %[[INS]] : tensor<8xf32>, tensor<4x8xf32>
// CHECK: }
// CHECK: scf.for %{{.*}} iter_args(%[[G:.*]] = %[[DY]]) -> (tensor<8xf32>) {
// CHECK:   %[[J:.*]] = arith.subi
// CHECK:   %[[HJ:.*]] = tensor.extract_slice %[[F]]#1[%[[J]], 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
// CHECK:   %[[WJ:.*]] = tensor.extract_slice %[[W]][%[[J]], 0] [1, 8] [1, 1]
// CHECK:   %[[ZJ:.*]] = arith.mulf %[[HJ]], %[[WJ]]
// CHECK:   %[[TJ:.*]] = math.tanh %[[ZJ]]
// CHECK:   arith.mulf %[[TJ]], %[[TJ]]
// CHECK:   arith.addf %{{.*}}, %[[HJ]]
// CHECK: return

// A chosen residual: %ts (iter_arg 2) goes, %xs stays and is the carry stack
// its recomputation reads (no stack added).
// KEEP-LABEL: func.func @scan
// KEEP: %[[S0:.*]] = linalg.fill
// KEEP: %[[F:.*]]:2 = scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %[[S0]]) -> (tensor<8xf32>, tensor<4x8xf32>)
// KEEP: scf.for
// KEEP:   %[[HJ:.*]] = tensor.extract_slice %[[F]]#1[%[[J:.*]], 0] [1, 8] [1, 1]
// KEEP:   math.tanh
// KEEP:   %[[XJ:.*]] = tensor.extract_slice %[[F]]#1[%[[J]], 0] [1, 8] [1, 1]
// KEEP:   arith.addf %{{.*}}, %[[XJ]]

// NONE: scf.for {{.*}} -> (tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>)

// CSE, canonicalization and LICM keep the recomputation in the backward loop:
// it reads the row.
// PINNED: scf.for
// PINNED: math.tanh
// PINNED: scf.for
// PINNED: tensor.extract_slice
// PINNED: math.tanh
// PINNED: scf.yield
// PINNED: return
