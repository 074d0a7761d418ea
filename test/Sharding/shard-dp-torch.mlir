// RUN: remat-opt %S/Inputs/torch_linear_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 fold-transposes=false})' | FileCheck %s
// RUN: remat-opt %S/Inputs/torch_linear_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 fold-transposes=false},remat-shard-to-mpi)' | FileCheck %s --check-prefix=MPI

// A PyTorch export partitions: its 0-d cotangent, broadcast by a
// linalg.generic, is left unannotated (a sharding on it crashed upstream's
// propagation); the replicated bias broadcast that initialises the
// batch-split matmul, which the partitioner computes for the whole batch and
// slices (shard.all_slice), is broadcast to this rank's slice only: no
// whole-batch buffer and no collective in the layer.

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: %{{.*}}: tensor<3x4xf32>, %[[B:.*]]: tensor<3xf32>, %{{.*}}: tensor<4x4xf32> {remat.split = 0 : i64}, %{{.*}}: tensor<4x3xf32> {remat.split = 0 : i64}, %[[D:.*]]: tensor<f32> {remat.cotangent}
// CHECK-NOT: shard.shard %[[D]]
// CHECK-NOT: shard.all_slice
// CHECK: %[[BIAS:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<3xf32>) outs(%{{.*}} : tensor<4x3xf32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x3xf32>) outs(%[[BIAS]] : tensor<4x3xf32>)
// CHECK-NOT: shard.all_slice

// MPI-LABEL: func.func @train_step
// MPI-NOT: shard.
// MPI-NOT: tensor.extract_slice
// MPI: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x3xf32>) outs(%{{.*}} : tensor<4x3xf32>)
// MPI-NOT: shard.

// RUN: sed -e 's/%%primals_1: tensor<3x4xf32>,/%%unused: tensor<16x4xf32>, %%primals_1: tensor<3x4xf32>,/' %S/Inputs/torch_linear_step.mlir | remat-opt --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 fold-transposes=false})' | FileCheck %s --check-prefix=UNUSED
// An argument nothing reads (an export's unused embedding table, first
// dimension 16, not the batch) is neither data nor a parameter.
// UNUSED-LABEL: func.func @train_step
// UNUSED-SAME: (%{{.*}}: tensor<16x4xf32>, %{{.*}}: tensor<3x4xf32>, %{{.*}}: tensor<3xf32>, %{{.*}}: tensor<4x4xf32> {remat.split = 0 : i64}
