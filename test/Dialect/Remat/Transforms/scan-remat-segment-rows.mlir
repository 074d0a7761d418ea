// A segment's re-run writes each stacked row right after the last value it
// reads, not where JAX's body writes it (at the end): the carry an iteration
// starts from is copied into its row first, so it can be freed after the
// op that last reads it (the re-run holds one carry less at its peak;
// docs/Loops.md, "The segment schedules' extra carries").
// RUN: remat-opt %S/Inputs/small-scan-copies.mlir \
// RUN:   --remat-scan-remat="residuals=none segments=2" | FileCheck %s

// CHECK-LABEL: func.func @scan
// CHECK: %{{.*}}:3 = scf.for %[[U:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[RH:.*]] = %{{.*}}, %[[XS:.*]] = %{{.*}}, %[[TS:.*]] = %{{.*}}) -> (tensor<8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) {
// CHECK-NEXT: %[[XR:.*]] = tensor.extract_slice %[[XS]][%[[U]], 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<1x8xf32>
// CHECK-NEXT: %[[XC:.*]] = linalg.generic {{.*}} ins(%[[RH]] : tensor<8xf32>) outs(%[[XR]] : tensor<1x8xf32>)
// CHECK: %[[XS1:.*]] = tensor.insert_slice %[[XC]] into %[[XS]][%[[U]], 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<2x8xf32>
// CHECK-NEXT: %[[I:.*]] = arith.addi %{{.*}}, %[[U]] : index
// CHECK-NEXT: %[[WI:.*]] = tensor.extract_slice %{{.*}}[%[[I]], 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
// CHECK-NEXT: %[[Z:.*]] = arith.mulf %[[RH]], %[[WI]] : tensor<8xf32>
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[Z]] : tensor<8xf32>
// CHECK-NEXT: %[[TR:.*]] = tensor.extract_slice %[[TS]][%[[U]], 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<1x8xf32>
// CHECK-NEXT: %[[TC:.*]] = linalg.generic {{.*}} ins(%[[T]] : tensor<8xf32>) outs(%[[TR]] : tensor<1x8xf32>)
// CHECK: %[[TS1:.*]] = tensor.insert_slice %[[TC]] into %[[TS]][%[[U]], 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<2x8xf32>
// CHECK-NOT: tensor.insert_slice
// CHECK: scf.yield %[[T]], %[[XS1]], %[[TS1]] : tensor<8xf32>, tensor<2x8xf32>, tensor<2x8xf32>
