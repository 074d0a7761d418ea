// Nested segments (segments=4 inner-segments=2) on the 8-iteration scan: the
// forward keeps the carries of iterations 0 and 4; the backward loop over
// the two segments re-runs a segment's 4 forward iterations keeping only the
// carries of its sub-segments (2 rows), then, per sub-segment, last first,
// re-runs its 2 iterations into a 2-row carry stack before their backward
// iterations read it. Every level stays a loop.
// RUN: remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="segments=4 inner-segments=2" | FileCheck %s
// RUN: not remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="segments=4 inner-segments=3" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOTDIVIDING
// RUN: not remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="inner-segments=2" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOOUTER

// CHECK-LABEL: func.func @scan
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>, %[[W:.*]]: tensor<8x8xf32>, %[[DY:.*]]: tensor<8xf32>
// The forward: 2 segments of 4, one checkpoint each.
// CHECK: %[[F:.*]]:2 = scf.for %[[S:[a-z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[H:.*]] = %[[X]], %[[CK:.*]] = %{{.*}}) -> (tensor<8xf32>, tensor<2x8xf32>) {
// CHECK:   tensor.insert_slice %[[H]] into %[[CK]][%[[S]], 0] [1, 8] [1, 1]
// CHECK:   scf.for {{.*}} -> (tensor<8xf32>) {
// CHECK:     math.tanh
// CHECK:   }
// CHECK: }
// The backward over segments, last first.
// CHECK: scf.for %[[SB:[a-z0-9_]+]] = {{.*}} iter_args(%[[G:.*]] = %[[DY]]) -> (tensor<8xf32>) {
// CHECK:   %[[SEG:.*]] = arith.subi %{{.*}}, %[[SB]] : index
// CHECK:   %[[BASE:.*]] = arith.muli %[[SEG]], %{{.*}} : index
// CHECK:   %[[H0:.*]] = tensor.extract_slice %[[F]]#1[%[[SEG]], 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<8xf32>
// The segment's forward again: its 2 sub-segments' first carries kept.
// CHECK:   %[[R:.*]]:2 = scf.for %[[SS:[a-z0-9_]+]] = {{.*}} iter_args(%[[RH:.*]] = %[[H0]], %[[LCK:.*]] = %{{.*}}) -> (tensor<8xf32>, tensor<2x8xf32>) {
// CHECK:     tensor.insert_slice %[[RH]] into %[[LCK]][%[[SS]], 0] [1, 8] [1, 1]
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
// CHECK:     %[[H1:.*]] = tensor.extract_slice %[[R]]#1[%[[SUB]], 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<8xf32>
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

// NOTDIVIDING: error: remat-scan-remat: cannot keep every 3-th carry of a segment: segments of 3 iterations need 1 < k <= n with k dividing n = 4

// NOOUTER: error: remat-scan-remat: inner-segments=2 needs segments=k
