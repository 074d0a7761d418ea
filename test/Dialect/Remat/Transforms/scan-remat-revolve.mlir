// revolve=2 on the 8-iteration scan (tanh recomputed from the carry, as
// residuals=all does, so every stack is the carry's): the forward loop
// writes the carries of iterations 3 and 6 into a 2-row slot stack (the
// binomial schedule's first-pass checkpoints, table %[[FWD]]); the backward
// becomes one loop over the schedule's 11 groups of actions, each a restore
// (a copy of slot SRC's row, or of the input where SRC < 0), an advance
// from LO to HI (the forward body at LO, then a loop from LO + 1 = LO1 to
// HI; none where LO = HI) and then a reverse (KIND 1: the backward body at
// i = 7 - ARG, its row the current carry) or a checkpoint into slot ARG.
// The current carry is not carried by the loop: it lives in one iteration.
// 11 iterations re-run in all (with 2 slots, the fewest any schedule has).
// RUN: remat-opt %S/Inputs/small-scan-8.mlir --remat-scan-remat=revolve=2 \
// RUN:   --canonicalize | FileCheck %s
// With tail=2 the head (6 iterations, one slot: its carry at iteration 3)
// is reversed by the schedule (7 groups) after the tail's taped
// iterations 6 and 7.
// RUN: remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="revolve=1 tail=2" --canonicalize | FileCheck %s --check-prefix=TAIL
// RUN: not remat-opt %S/Inputs/small-scan-8.mlir --remat-scan-remat=revolve=8 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SLOTS
// RUN: not remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="residuals=0:1 revolve=2" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RESIDUAL
// RUN: not remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="revolve=2 segments=2" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COMBINED
// RUN: remat-opt %s -split-input-file -verify-diagnostics \
// RUN:   --remat-scan-remat=revolve=1 -o /dev/null

// CHECK-LABEL: func.func @scan
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>, %[[W:.*]]: tensor<8x8xf32>, %[[DY:.*]]: tensor<8xf32>
// CHECK-DAG: %[[C11:.*]] = arith.constant 11 : index
// CHECK-DAG: %[[ARG:.*]] = arith.constant dense<[7, 6, 1, 5, 4, 3, 0, 1, 2, 1, 0]> : tensor<11xi32>
// CHECK-DAG: %[[KIND:.*]] = arith.constant dense<[1, 1, 0, 1, 1, 1, 0, 0, 1, 1, 1]> : tensor<11xi32>
// CHECK-DAG: %[[HI:.*]] = arith.constant dense<[7, 0, 4, 5, 0, 0, 1, 2, 0, 0, 0]> : tensor<11xi32>
// CHECK-DAG: %[[LO1:.*]] = arith.constant dense<[7, 1, 4, 5, 1, 1, 1, 2, 1, 1, 1]> : tensor<11xi32>
// CHECK-DAG: %[[LO:.*]] = arith.constant dense<[6, 0, 3, 4, 0, 0, 0, 1, 0, 0, 0]> : tensor<11xi32>
// CHECK-DAG: %[[SRC:.*]] = arith.constant dense<[1, 1, 0, 1, 1, 0, -1, 0, 1, 0, -1]> : tensor<11xi32>
// CHECK-DAG: %[[FWD:.*]] = arith.constant dense<[-1, -1, -1, 0, -1, -1, 1, -1]> : tensor<8xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x8xf32>
// The forward loop: no stacks but the slots, written where the table says.
// CHECK: %[[F:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[H:.*]] = %[[X]], %[[SL:.*]] = %[[E]]) -> (tensor<8xf32>, tensor<2x8xf32>)
// CHECK: math.tanh
// CHECK: %[[FS:.*]] = tensor.extract %[[FWD]][%[[I]]]
// CHECK: %[[FSI:.*]] = arith.index_cast %[[FS]] : i32 to index
// CHECK: %[[TAKE:.*]] = arith.cmpi sge, %[[FSI]]
// CHECK: scf.if %[[TAKE]] -> (tensor<2x8xf32>)
// CHECK-NEXT: tensor.insert_slice %[[H]] into %[[SL]][%[[FSI]], 0] [1, 8] [1, 1]
// The backward: one loop over the groups, carrying the slots and the
// cotangent only.
// CHECK: %[[B:.*]]:2 = scf.for %[[G:.*]] = %{{.*}} to %[[C11]] step %{{.*}} iter_args(%[[SLT:.*]] = %[[F]]#1, %[[GR:.*]] = %[[DY]]) -> (tensor<2x8xf32>, tensor<8xf32>)
// CHECK: tensor.extract %[[SRC]][%[[G]]]
// CHECK: tensor.extract %[[LO]][%[[G]]]
// CHECK: tensor.extract %[[LO1]][%[[G]]]
// CHECK: tensor.extract %[[HI]][%[[G]]]
// CHECK: tensor.extract %[[KIND]][%[[G]]]
// CHECK: tensor.extract %[[ARG]][%[[G]]]
// Advance: the restore (a copy of the input or of a slot row), the forward
// body at LO, then a loop from LO + 1 to HI.
// CHECK: %[[CUR:.*]] = scf.if %{{.*}} -> (tensor<8xf32>) {
// CHECK: linalg.copy ins(%[[X]] : tensor<8xf32>)
// CHECK: tensor.extract_slice %[[SLT]][%{{.*}}, 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<8xf32>
// CHECK: linalg.copy
// CHECK: math.tanh
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<8xf32>)
// CHECK: math.tanh
// Without an advance, only the restore.
// CHECK: } else {
// CHECK: linalg.copy ins(%[[X]] : tensor<8xf32>)
// CHECK: linalg.copy
// Reverse: tanh from the current carry, the backward body at 7 - ARG; or
// checkpoint it into slot ARG.
// CHECK: scf.if %{{.*}} -> (tensor<2x8xf32>, tensor<8xf32>)
// CHECK: arith.mulf %[[CUR]]
// CHECK-NEXT: math.tanh
// CHECK: arith.subf %[[GR]]
// CHECK: arith.addf %{{.*}}, %[[CUR]]
// CHECK: tensor.insert_slice %[[CUR]] into %[[SLT]]
// CHECK: return %[[B]]#1

// TAIL: arith.constant dense<[-1, -1, -1, 0, -1, -1]> : tensor<6xi32>
// TAIL: %[[HEAD:.*]]:2 = scf.for {{.*}} to %c6 {{.*}} -> (tensor<8xf32>, tensor<1x8xf32>)
// TAIL: scf.for {{.*}} to %c2 {{.*}} -> (tensor<8xf32>, tensor<2x8xf32>, tensor<2x8xf32>)
// TAIL: %[[TB:.*]] = scf.for {{.*}} to %c2 {{.*}} -> (tensor<8xf32>)
// TAIL: scf.for {{.*}} to %c7 step %c1 iter_args(%{{.*}} = %[[HEAD]]#1, %{{.*}} = %[[TB]])

// SLOTS: error: remat-scan-remat: cannot reverse this loop with revolve in 8 slots: revolve needs 1 <= s < n slots (n = 8)
// RESIDUAL: error: remat-scan-remat: cannot reverse this loop with revolve in 2 slots: iter_arg #1 stacks a residual, not a carry (recompute it first)
// COMBINED: error: remat-scan-remat: revolve=2 needs s > 0 and recomputed residuals, without segments

// The backward reads row i, not n - 1 - i: revolve would reverse the wrong
// iterations.
func.func @forward_order(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4x4xf32>
  // expected-error @below {{cannot reverse this loop with revolve in 1 slots: backward iteration 0 does not read row n - 1 - 0}}
  %f:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x, %ts = %e)
      -> (tensor<4xf32>, tensor<4x4xf32>) {
    %t = math.tanh %h : tensor<4xf32>
    %ts1 = tensor.insert_slice %t into %ts[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
    scf.yield %t, %ts1 : tensor<4xf32>, tensor<4x4xf32>
  }
  %b = scf.for %i = %c0 to %c4 step %c1 iter_args(%g = %x) -> (tensor<4xf32>) {
    %tj = tensor.extract_slice %f#1[%i, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
    %d = arith.mulf %g, %tj : tensor<4xf32>
    scf.yield %d : tensor<4xf32>
  }
  return %b : tensor<4xf32>
}
