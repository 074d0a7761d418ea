// Found by benchmarks/fuzz/remat_fuzz.py --sharded (seeds 40010, 40018 and
// others; reduced from 40010): a value computed by a checkpoint region
// (which remat-shard runs whole on every rank, through an outlined call),
// transposed, returned and read by a matmul. The call's model annotated its
// result replicated as `split_axes = []`, the step's return as
// `split_axes = [[]]` (the same meaning, another attribute): propagation
// left the transpose between them without a sharding ("remat-shard:
// sharding propagation found no sharding for result #0 (the shardings of its
// operands and users conflict)"). The call's shardings are written as
// remat-shard writes every other replicated one now.
// REQUIRES: mpi, numpy
// RUN: rm -rf %t && mkdir -p %t
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' -o %t/dp2.mlir 2>/dev/null
// RUN: FileCheck %s < %t/dp2.mlir
// RUN: remat-run %s --output-dir=%t/single > /dev/null 2>&1
// RUN: remat-run %t/dp2.mlir --ranks=2 --json --output-dir=%t/ranks > %t/run.json 2>/dev/null
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py grads %t/single %t/ranks 2 | FileCheck %s --check-prefix=GRADS
// RUN: remat-opt %t/dp2.mlir --pass-pipeline='builtin.module(remat-report{output=%t/report.json})' -o /dev/null 2>/dev/null
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py peaks %t/report.json %t/run.json | FileCheck %s --check-prefix=PEAKS

// CHECK-LABEL: func.func @train_step
// CHECK: remat.checkpoint
// CHECK: linalg.transpose
// CHECK: linalg.matmul
// GRADS: gradients: 2 outputs of 2 ranks equal the single-device step
// PEAKS: peak: predicted = measured on all 2 ranks
func.func @train_step(%a0: tensor<4x32xf32> {remat.data}, %a1: tensor<32x16xf32> {remat.parameter}, %a2: tensor<16xf32> {remat.parameter}, %a16: tensor<4x1xf32> {remat.parameter}, %a25: tensor<4x16xf32> {remat.parameter}) -> (tensor<16x4xf32>, tensor<16x1xf32>) {
  %ck1 = remat.checkpoint (%a25, %a2) primals(0) policy(#remat.policy<save_dots_no_batch>) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32> {
  ^bb0(%ck1_a0: tensor<4x16xf32>, %ck1_a1: tensor<16xf32>):
    %e8 = tensor.empty() : tensor<4x16xf32>
    %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ck1_a0, %ck1_a1 : tensor<4x16xf32>, tensor<16xf32>) outs(%e8 : tensor<4x16xf32>) {
    ^bb0(%in8: f32, %in2_8: f32, %out8: f32):
      %s8 = arith.addf %in8, %in2_8 : f32
      linalg.yield %s8 : f32
    } -> tensor<4x16xf32>
    remat.yield %v8 : tensor<4x16xf32>
  }
  %e19 = tensor.empty() : tensor<16x4xf32>
  %g19 = linalg.transpose ins(%ck1 : tensor<4x16xf32>) outs(%e19 : tensor<16x4xf32>) permutation = [1, 0]
  %z20 = arith.constant 0.0 : f32
  %e20 = tensor.empty() : tensor<16x1xf32>
  %f20 = linalg.fill ins(%z20 : f32) outs(%e20 : tensor<16x1xf32>) -> tensor<16x1xf32>
  %g20 = linalg.matmul ins(%g19, %a16 : tensor<16x4xf32>, tensor<4x1xf32>) outs(%f20 : tensor<16x1xf32>) -> tensor<16x1xf32>
  return %g19, %g20 : tensor<16x4xf32>, tensor<16x1xf32>
}
