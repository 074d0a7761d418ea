// tail=3 on the 8-iteration scan: the forward loop splits at 5. The head
// (iterations 0-4) keeps only its carry stack (the tanh recomputed by the
// backward, as residuals=all does), the tail (iterations 5-7, row j for
// iteration 5 + j) keeps both stacks as the forward wrote them; the
// backward's first 3 iterations read the tail's rows (7 - i - 5), its
// other 5 (a loop from 0: iteration 3 + i) the head's, recomputing tanh.
// RUN: remat-opt %S/Inputs/small-scan-8.mlir --remat-scan-remat=tail=3 \
// RUN:   --canonicalize | FileCheck %s
// With segments=... the head alone is segmented: 7 loops (forward head of
// segments + its inner loop, the tail, the tail's backward, the backward
// over the head's segments + its re-run and backward loops).
// RUN: remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="residuals=none segments=2 tail=2" | FileCheck %s --check-prefix=SEGMENTS
// RUN: not remat-opt %S/Inputs/small-scan-8.mlir --remat-scan-remat=tail=8 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TOOLONG
// RUN: not remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="residuals=none tail=3" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOTHING
// RUN: remat-opt %s -split-input-file -verify-diagnostics \
// RUN:   --remat-scan-remat=tail=1 -o /dev/null

// CHECK-LABEL: func.func @scan
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>, %[[W:.*]]: tensor<8x8xf32>, %[[DY:.*]]: tensor<8xf32>
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// The head: 5 iterations, the carry stacked, tanh not.
// CHECK: %[[HE:.*]] = tensor.empty() : tensor<5x8xf32>
// CHECK: %[[H:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %[[C5]] step %{{.*}} iter_args(%[[HC:.*]] = %[[X]], %[[HS:.*]] = %[[HE]]) -> (tensor<8xf32>, tensor<5x8xf32>) {
// CHECK:   %[[HW:.*]] = tensor.extract_slice %[[W]][%[[I]], 0] [1, 8] [1, 1]
// CHECK:   %[[HM:.*]] = arith.mulf %[[HC]], %[[HW]]
// CHECK:   %[[HT:.*]] = math.tanh %[[HM]]
// CHECK:   %[[HS1:.*]] = tensor.insert_slice %[[HC]] into %[[HS]][%[[I]], 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<5x8xf32>
// CHECK:   scf.yield %[[HT]], %[[HS1]]
// CHECK: }
// The tail: 3 iterations from the head's carry, both stacks of 3 rows.
// CHECK: %[[TE1:.*]] = tensor.empty() : tensor<3x8xf32>
// CHECK: %[[TE2:.*]] = tensor.empty() : tensor<3x8xf32>
// CHECK: %[[T:.*]]:3 = scf.for %[[J:.*]] = %{{.*}} to %[[C3]] step %{{.*}} iter_args(%[[TC:.*]] = %[[H]]#0, %[[TX:.*]] = %[[TE1]], %[[TS:.*]] = %[[TE2]]) -> (tensor<8xf32>, tensor<3x8xf32>, tensor<3x8xf32>) {
// CHECK:   %[[IT:.*]] = arith.addi %[[J]], %[[C5]] : index
// CHECK:   tensor.extract_slice %[[W]][%[[IT]], 0] [1, 8] [1, 1]
// CHECK:   %[[TT:.*]] = math.tanh
// CHECK:   %[[TX1:.*]] = tensor.insert_slice %[[TC]] into %[[TX]][%[[J]], 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<3x8xf32>
// CHECK:   %[[TS1:.*]] = tensor.insert_slice %[[TT]] into %[[TS]][%[[J]], 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<3x8xf32>
// CHECK:   scf.yield %[[TT]], %[[TX1]], %[[TS1]]
// CHECK: }
// The backward's first 3 iterations: the tail's rows, nothing recomputed.
// CHECK: %[[B1:.*]] = scf.for %[[K:.*]] = %{{.*}} to %[[C3]] step %{{.*}} iter_args(%[[G:.*]] = %[[DY]]) -> (tensor<8xf32>) {
// CHECK:   %[[R:.*]] = arith.subi %[[C7]], %[[K]] : index
// CHECK:   %[[TR:.*]] = arith.subi %[[C2]], %[[K]] : index
// CHECK:   tensor.extract_slice %[[T]]#2[%[[TR]], 0] [1, 8] [1, 1] : tensor<3x8xf32> to tensor<8xf32>
// CHECK:   tensor.extract_slice %[[T]]#1[%{{.*}}, 0] [1, 8] [1, 1] : tensor<3x8xf32> to tensor<8xf32>
// CHECK-NOT: math.tanh
// CHECK:   scf.yield
// CHECK: }
// The other 5: the head's carry rows, tanh recomputed from them.
// CHECK: %[[B2:.*]] = scf.for %[[L:.*]] = %{{.*}} to %[[C5]] step %{{.*}} iter_args(%[[G2:.*]] = %[[B1]]) -> (tensor<8xf32>) {
// CHECK:   %[[HR:.*]] = arith.subi %[[C4]], %[[L]] : index
// CHECK:   %[[XR:.*]] = tensor.extract_slice %[[H]]#1[%[[HR]], 0] [1, 8] [1, 1] : tensor<5x8xf32> to tensor<8xf32>
// CHECK:   %[[WR:.*]] = tensor.extract_slice %[[W]][%[[HR]], 0] [1, 8] [1, 1]
// CHECK:   %[[MR:.*]] = arith.mulf %[[XR]], %[[WR]]
// CHECK:   math.tanh %[[MR]]
// CHECK:   scf.yield
// CHECK: }
// CHECK: return %[[B2]]

// SEGMENTS-COUNT-7: scf.for
// SEGMENTS-NOT: scf.for

// TOOLONG: error: remat-scan-remat: cannot tape the last 8 iterations of this loop apart: a tail of 8 iterations needs 0 < t < n = 8
// NOTHING: error: remat-scan-remat: tail=3 needs t > 0 and recomputed residuals or segments

// -----

// A backward loop that reads the rows first to last: its first iteration
// reads the head's row, so the tail cannot be read first.
func.func @forward_order(%x: tensor<8xf32>, %dy: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{cannot tape the last 1 iterations of this loop apart: the backward loop's first iterations do not read the last 1 rows and its others the rest}}
  %f:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x, %ts = %e)
      -> (tensor<8xf32>, tensor<4x8xf32>) {
    %t = math.tanh %h : tensor<8xf32>
    %ts1 = tensor.insert_slice %t into %ts[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    scf.yield %t, %ts1 : tensor<8xf32>, tensor<4x8xf32>
  }
  %b = scf.for %i = %c0 to %c4 step %c1 iter_args(%g = %dy) -> (tensor<8xf32>) {
    %tj = tensor.extract_slice %f#1[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %d = arith.mulf %g, %tj : tensor<8xf32>
    scf.yield %d : tensor<8xf32>
  }
  return %b : tensor<8xf32>
}
