// Nested segments (segments=4 inner-segments=2) on the 8-iteration scan: the
// forward keeps the carry of iteration 4 (segment 0 re-runs from the input);
// the backward loop over the two segments re-runs a segment's 4 forward
// iterations keeping only the carry of its second sub-segment (1 row; the
// first re-runs from the segment's start), then, per sub-segment, last first,
// re-runs its 2 iterations into a 2-row carry stack before their backward
// iterations read it. Every level stays a loop.
// RUN: remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="segments=4 inner-segments=2" | FileCheck %s
// Inner segments that do not divide a segment: scan-remat-segments-errors.mlir.
// RUN: not remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="inner-segments=2" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOOUTER

// CHECK-LABEL: func.func @scan
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>, %[[W:.*]]: tensor<8x8xf32>, %[[DY:.*]]: tensor<8xf32>
// The forward: 2 segments of 4, the second's checkpoint in row 0.
// CHECK: %[[F:.*]]:2 = scf.for %[[S:[a-z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[H:.*]] = %[[X]], %[[CK:.*]] = %{{.*}}) -> (tensor<8xf32>, tensor<1x8xf32>) {
// CHECK:   %[[FR:.*]] = arith.maxsi
// CHECK:   tensor.insert_slice %[[H]] into %[[CK]][%[[FR]], 0] [1, 8] [1, 1]
// CHECK:   scf.for {{.*}} -> (tensor<8xf32>) {
// CHECK:     math.tanh
// CHECK:   }
// CHECK: }
// The backward over segments, last first.
// CHECK: scf.for %[[SB:[a-z0-9_]+]] = {{.*}} iter_args(%[[G:.*]] = %[[DY]]) -> (tensor<8xf32>) {
// CHECK:   %[[SEG:.*]] = arith.subi %{{.*}}, %[[SB]] : index
// CHECK:   %[[BASE:.*]] = arith.muli %[[SEG]], %{{.*}} : index
// CHECK:   %[[FIRST:.*]] = arith.cmpi eq, %[[SEG]], %{{.*}} : index
// CHECK:   %[[BR:.*]] = arith.maxsi
// CHECK:   %[[ROW0:.*]] = tensor.extract_slice %[[F]]#1[%[[BR]], 0] [1, 8] [1, 1] : tensor<1x8xf32> to tensor<8xf32>
// CHECK:   %[[H0:.*]] = arith.select %[[FIRST]], %[[X]], %[[ROW0]] : tensor<8xf32>
// The segment's forward again: its second sub-segment's first carry kept.
// CHECK:   %[[R:.*]]:2 = scf.for %[[SS:[a-z0-9_]+]] = {{.*}} iter_args(%[[RH:.*]] = %[[H0]], %[[LCK:.*]] = %{{.*}}) -> (tensor<8xf32>, tensor<1x8xf32>) {
// CHECK:     %[[RR0:.*]] = arith.maxsi
// CHECK:     tensor.insert_slice %[[RH]] into %[[LCK]][%[[RR0]], 0] [1, 8] [1, 1]
// CHECK:     scf.for {{.*}} -> (tensor<8xf32>) {
// CHECK:       math.tanh
// CHECK-NOT:   tensor.insert_slice
// CHECK:       scf.yield
// CHECK:     }
// CHECK:   }
// Per sub-segment, last first: 2 iterations into a 2-row stack, then their
// backward iterations.
// CHECK:   scf.for %[[SB2:[a-z0-9_]+]] = {{.*}} -> (tensor<8xf32>) {
// CHECK:     %[[SUB:.*]] = arith.subi %{{.*}}, %[[SB2]] : index
// CHECK:     %[[BASE2:.*]] = arith.muli %[[SUB]], %{{.*}} : index
// CHECK:     %[[FIRST2:.*]] = arith.cmpi eq, %[[SUB]], %{{.*}} : index
// CHECK:     %[[SR:.*]] = arith.maxsi
// CHECK:     %[[ROW1:.*]] = tensor.extract_slice %[[R]]#1[%[[SR]], 0] [1, 8] [1, 1] : tensor<1x8xf32> to tensor<8xf32>
// CHECK:     %[[H1:.*]] = arith.select %[[FIRST2]], %[[H0]], %[[ROW1]] : tensor<8xf32>
// CHECK:     %[[RR:.*]]:2 = scf.for %[[U:[a-z0-9_]+]] = {{.*}} iter_args(%[[RH2:.*]] = %[[H1]], %[[LS:.*]] = %{{.*}}) -> (tensor<8xf32>, tensor<2x8xf32>) {
// CHECK:       math.tanh
// CHECK:       tensor.insert_slice %[[RH2]] into %[[LS]][%[[U]], 0] [1, 8] [1, 1]
// CHECK:     }
// CHECK:     scf.for {{.*}} -> (tensor<8xf32>) {
// CHECK:       %[[ROW:.*]] = arith.subi %{{.*}}, %[[BASE]] : index
// CHECK:       %[[ROW2:.*]] = arith.subi %[[ROW]], %[[BASE2]] : index
// CHECK:       tensor.extract_slice %[[RR]]#1[%[[ROW2]], 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<8xf32>
// CHECK:       math.tanh
// CHECK:     }
// CHECK:   }
// CHECK: }

// NOOUTER: error: remat-scan-remat: inner-segments=2 needs segments=k
