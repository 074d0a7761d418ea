// front=4 segments=2 tail=1 revolve=1 on the 8-iteration scan: the first 4
// iterations are split apart and keep their stacks (every 2nd carry stored,
// segment 0 from the input); iterations 4..7 are reversed first, the last
// taped, 4..6 by revolve in one slot; then the front is re-run in stretches
// of 2 iterations into 2-row stacks (allocated inside the loop over its
// segments) and reversed from them. Every part stays a loop.
// RUN: remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="front=4 segments=2 tail=1 revolve=1" | FileCheck %s
// A front of n iterations, or not a whole number of segments:
// scan-remat-front-errors.mlir (-verify-diagnostics).
// RUN: not remat-opt %S/Inputs/small-scan-8.mlir \
// RUN:   --remat-scan-remat="front=4 segments=4 inner-segments=2" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NESTED

// CHECK-LABEL: func.func @scan
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>, %[[W:.*]]: tensor<8x8xf32>, %[[DY:.*]]: tensor<8xf32>
// The front's forward: 2 segments of 2, one checkpoint row (iteration 2).
// CHECK: %[[FR:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %[[C2:.*]] step %{{.*}} iter_args(%[[H:.*]] = %[[X]], %{{.*}} = %{{.*}}) -> (tensor<8xf32>, tensor<1x8xf32>) {
// CHECK:   scf.for {{.*}} -> (tensor<8xf32>) {
// CHECK:     math.tanh
// CHECK:   }
// CHECK: }
// Iterations 4..6 from the front's last carry: the first pass writes its
// checkpoint into the one slot (table [-1, 0, -1]: iteration 5's input).
// CHECK: %[[FIRST:.*]] = arith.constant dense<[-1, 0, -1]> : tensor<3xi32>
// CHECK: %[[HD:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[FR]]#0, %{{.*}} = %{{.*}}) -> (tensor<8xf32>, tensor<1x8xf32>) {
// CHECK:   math.tanh
// CHECK:   scf.if
// CHECK: }
// Iteration 7, taped: one row of each stack.
// CHECK: %[[TL:.*]]:3 = scf.for {{.*}} iter_args(%{{.*}} = %[[HD]]#0, {{.*}}) -> (tensor<8xf32>, tensor<1x8xf32>, tensor<1x8xf32>) {
// CHECK: %[[TB:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[DY]]) -> (tensor<8xf32>) {
// CHECK:   tensor.extract_slice %[[TL]]#2
// CHECK: }
// Revolve's walk over 4..6 (3 groups), the slot stack carried.
// CHECK: %[[RV:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[HD]]#1, %{{.*}} = %[[TB]]) -> (tensor<1x8xf32>, tensor<8xf32>) {
// CHECK: }
// The front, last segment first: re-run from its checkpoint (segment 0: the
// input) into two 2-row stacks made inside the loop, then reversed.
// CHECK: %[[FB:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[RV]]#1) -> (tensor<8xf32>) {
// CHECK:   %[[ROW:.*]] = tensor.extract_slice %[[FR]]#1[%{{.*}}, 0] [1, 8] [1, 1] : tensor<1x8xf32> to tensor<8xf32>
// CHECK:   %[[START:.*]] = arith.select %{{.*}}, %[[X]], %[[ROW]] : tensor<8xf32>
// CHECK:   %[[E1:.*]] = tensor.empty() : tensor<2x8xf32>
// CHECK:   %[[E2:.*]] = tensor.empty() : tensor<2x8xf32>
// CHECK:   %[[RR:.*]]:3 = scf.for {{.*}} iter_args(%{{.*}} = %[[START]], %{{.*}} = %[[E1]], %{{.*}} = %[[E2]]) -> (tensor<8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) {
// CHECK:     math.tanh
// CHECK:   }
// CHECK:   scf.for {{.*}} -> (tensor<8xf32>) {
// CHECK:     tensor.extract_slice %[[RR]]#2
// CHECK:     tensor.extract_slice %[[RR]]#1
// CHECK:   }
// CHECK: }
// CHECK: return %[[FB]]

// NESTED: error: remat-scan-remat: front=4 needs p > 0, without inner-segments
