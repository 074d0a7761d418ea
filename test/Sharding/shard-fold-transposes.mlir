// The fsdp run keeps whole gathers and scatters (chunk-gathers and
// chunk-scatters off; on by default: shard-fsdp-chunked.mlir).
// RUN: remat-opt %S/Inputs/torch_linear_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' | FileCheck %s
// RUN: remat-opt %S/Inputs/torch_linear_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 fold-transposes=false})' | FileCheck %s --check-prefix=COPIES
// RUN: remat-opt %examples/models/mlp.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2 chunk-gathers=false chunk-scatters=false})' | FileCheck %s --check-prefix=FSDP

// A PyTorch export computes x @ W^T as a transpose of the weight into a new
// buffer and a matmul of it, the weight gradient as a matmul of a
// transposed activation, transposed back at the end. remat-shard makes the
// matmuls read the sources through their indexing maps and drops the
// transpose of a transpose: no transposed copy is left.

// CHECK-DAG: #[[MK:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[NK:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[MN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[KM:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[KN:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[W:.*]]: tensor<3x4xf32>, %{{.*}}: tensor<3xf32>, %[[X:.*]]: tensor<4x4xf32> {remat.split = 0 : i64}
// CHECK-NOT: linalg.transpose
// CHECK: linalg.matmul indexing_maps = [#[[MK]], #[[NK]], #[[MN]]] ins(%[[X]], %[[W]] : tensor<4x4xf32>, tensor<3x4xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: %[[GRAD:.*]] = linalg.matmul indexing_maps = [#[[KM]], #[[KN]], #[[MN]]] ins(%{{.*}}, %[[X]] : tensor<4x3xf32>, tensor<4x4xf32>) outs(%{{.*}} : tensor<3x4xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: shard.all_reduce %[[GRAD]]
// CHECK-NOT: linalg.transpose
// CHECK: return

// COPIES-LABEL: func.func @train_step
// COPIES: linalg.transpose
// COPIES: linalg.matmul ins(

// Under fsdp the forward gather's transposed copy was what the backward
// pass read (transposed back), held from the forward pass to the backward
// one: now every weight the backward pass reads is gathered again there
// (phase 1), and no transposed weight is left.
// FSDP-LABEL: func.func @train_step
// FSDP-NOT: linalg.transpose ins(%all_gather
// FSDP: shard.all_gather %arg2 {{.*}}remat_fsdp_phase = 0
// FSDP-NOT: linalg.transpose ins(%all_gather
// FSDP: shard.all_gather %arg2 {{.*}}remat_fsdp_phase = 1
// FSDP-NOT: linalg.transpose ins(%all_gather
// FSDP: return
