// segments=2 on the 4-iteration scan: the forward keeps the carry of
// iteration 2 only (segment 0 re-runs from the scan's input); the backward
// runs over the two segments, last first, re-running a segment's forward
// iterations into a 2-row carry stack before its backward iterations read it.
// RUN: remat-opt %S/Inputs/small-scan.mlir --remat-scan-remat=segments=2 | FileCheck %s
// Segments that do not divide the loop: scan-remat-segments-errors.mlir.
// RUN: remat-opt %S/Inputs/small-scan.mlir --remat-scan-remat="residuals=none segments=2" \
// RUN:   | FileCheck %s --check-prefix=NONE

// CHECK-LABEL: func.func @scan
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>, %[[W:.*]]: tensor<4x8xf32>, %[[DY:.*]]: tensor<8xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x8xf32>
// CHECK: %[[F:.*]]:2 = scf.for %[[S:.*]] = %{{.*}} to %[[C2:.*]] step %{{.*}} iter_args(%[[H:.*]] = %[[X]], %[[CK:.*]] = %[[E]]) -> (tensor<8xf32>, tensor<1x8xf32>) {
// Segment s > 0 starts from row s - 1; segment 0's write (row 0 too) is
// overwritten by segment 1's.
// CHECK:   %[[SM1:.*]] = arith.subi %[[S]], %{{.*}} : index
// CHECK:   %[[ROWF:.*]] = arith.maxsi %[[SM1]], %{{.*}} : index
// CHECK:   %[[CK1:.*]] = tensor.insert_slice %[[H]] into %[[CK]][%[[ROWF]], 0] [1, 8] [1, 1]
// CHECK:   %[[IN:.*]] = scf.for %[[T:.*]] = {{.*}} iter_args(%[[H2:.*]] = %[[H]]) -> (tensor<8xf32>) {
// CHECK:     %[[I:.*]] = arith.addi %{{.*}}, %[[T]] : index
// CHECK:     tensor.extract_slice %[[W]][%[[I]], 0] [1, 8] [1, 1]
// CHECK:     math.tanh
// CHECK-NOT: tensor.insert_slice
// CHECK:     scf.yield
// CHECK:   }
// CHECK:   scf.yield %[[IN]], %[[CK1]] : tensor<8xf32>, tensor<1x8xf32>
// CHECK: }
// CHECK: scf.for %[[SB:.*]] = {{.*}} iter_args(%[[G:.*]] = %[[DY]]) -> (tensor<8xf32>) {
// CHECK:   %[[SEG:.*]] = arith.subi %{{.*}}, %[[SB]] : index
// CHECK:   %[[BASE:.*]] = arith.muli %[[SEG]], %{{.*}} : index
// Segment 0 re-runs from the loop's init (no row of its own).
// CHECK:   %[[FIRST:.*]] = arith.cmpi eq, %[[SEG]], %{{.*}} : index
// CHECK:   %[[SEGM1:.*]] = arith.subi %[[SEG]], %{{.*}} : index
// CHECK:   %[[ROWB:.*]] = arith.maxsi %[[SEGM1]], %{{.*}} : index
// CHECK:   %[[ROW0:.*]] = tensor.extract_slice %[[F]]#1[%[[ROWB]], 0] [1, 8] [1, 1] : tensor<1x8xf32> to tensor<8xf32>
// CHECK:   %[[H0:.*]] = arith.select %[[FIRST]], %[[X]], %[[ROW0]] : tensor<8xf32>
// CHECK:   %[[LE:.*]] = tensor.empty() : tensor<2x8xf32>
// CHECK:   %[[R:.*]]:2 = scf.for %[[U:.*]] = {{.*}} iter_args(%[[RH:.*]] = %[[H0]], %[[LS:.*]] = %[[LE]]) -> (tensor<8xf32>, tensor<2x8xf32>) {
// CHECK:     math.tanh
// CHECK:     tensor.insert_slice %[[RH]] into %[[LS]][%[[U]], 0] [1, 8] [1, 1]
// CHECK:   }
// CHECK:   scf.for {{.*}} -> (tensor<8xf32>) {
// CHECK:     %[[ROW:.*]] = arith.subi %{{.*}}, %[[BASE]] : index
// CHECK:     tensor.extract_slice %[[R]]#1[%[[ROW]], 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<8xf32>
// CHECK:     math.tanh
// CHECK:   }
// CHECK: }

// The classic schedule: the residuals stay stacked, per segment (2 rows each).
// NONE: scf.for {{.*}} -> (tensor<8xf32>, tensor<1x8xf32>) {
// NONE:   scf.for {{.*}} -> (tensor<8xf32>) {
// NONE: scf.for {{.*}} -> (tensor<8xf32>) {
// NONE:   scf.for {{.*}} -> (tensor<8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) {
// NONE:   scf.for {{.*}} -> (tensor<8xf32>) {
