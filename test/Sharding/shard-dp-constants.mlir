// RUN: remat-opt %S/Inputs/torch_position_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' | FileCheck %s

// A non-splat constant broadcast over the batch by a unit dimension
// ((d0, d1) -> (0, d1), which upstream's sharding of linalg ops refuses):
// remat-shard folds the unit dimension (upstream's
// linalg-fold-unit-extent-dims, run only where such a map exists) and holds
// the constant whole on every rank (upstream partitions splat constants
// only, and fails without a diagnostic on others); the split data meets it
// through its own indexing map.

// CHECK: #[[BCAST:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<4x4xf32> {remat.split = 0 : i64}, %{{.*}}: tensor<4x3xf32> {remat.split = 0 : i64}
// CHECK: %[[POS:.*]] = arith.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<4xf32>
// CHECK-NOT: shard.
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[BCAST]], #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[POS]] : tensor<4x4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<4x4xf32>)
