// Found by benchmarks/fuzz/remat_fuzz.py --sharded (seeds 40132, 40202;
// reduced from 40202): an elementwise product of a batch-split value and its
// transpose. The partitioner reshards the transpose with a shard.all_to_all
// (split on rows -> split on columns), which neither upstream nor remat
// lowered to MPI, so remat-run failed ("remat-shard-to-mpi: cannot lower
// 'shard.all_to_all' to MPI"). remat-shard-to-mpi now expands it into the
// all_gather along its concat axis and this rank's all_slice along its split
// axis (the same values; the gathered tensor is held for the slice).
// REQUIRES: mpi, numpy
// RUN: rm -rf %t && mkdir -p %t
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' -o %t/dp2.mlir
// RUN: FileCheck %s < %t/dp2.mlir
// RUN: remat-opt %t/dp2.mlir --pass-pipeline='builtin.module(remat-shard-to-mpi)' | FileCheck %s --check-prefix=MPI
// RUN: remat-run %s --output-dir=%t/single > /dev/null
// RUN: remat-run %t/dp2.mlir --ranks=2 --json --output-dir=%t/ranks > %t/run.json
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py grads %t/single %t/ranks 2 | FileCheck %s --check-prefix=GRADS
// RUN: remat-opt %t/dp2.mlir --pass-pipeline='builtin.module(remat-report{output=%t/report.json})' -o /dev/null
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py peaks %t/report.json %t/run.json | FileCheck %s --check-prefix=PEAKS

// CHECK-LABEL: func.func @train_step
// CHECK: shard.all_to_all
// MPI-LABEL: func.func @train_step
// MPI-NOT: shard.all_to_all
// MPI: remat_mpi.allgather
// MPI-NOT: shard.all_to_all
// GRADS: gradients: 1 outputs of 2 ranks equal the single-device step
// PEAKS: peak: predicted = measured on all 2 ranks
func.func @train_step(%a0: tensor<16x16xf32> {remat.data}) -> (tensor<16x16xf32>) {
  %se1 = tensor.empty() : tensor<16x16xf32>
  %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a0 : tensor<16x16xf32>) outs(%se1 : tensor<16x16xf32>) {
  ^bb0(%in1: f32, %out1: f32):
    %s1 = arith.negf %in1 : f32
    linalg.yield %s1 : f32
  } -> tensor<16x16xf32>
  %v2 = linalg.transpose ins(%v1 : tensor<16x16xf32>) outs(%se1 : tensor<16x16xf32>) permutation = [1, 0]
  %v3 = linalg.transpose ins(%v2 : tensor<16x16xf32>) outs(%se1 : tensor<16x16xf32>) permutation = [1, 0]
  %e7 = tensor.empty() : tensor<16x16xf32>
  %v7 = linalg.transpose ins(%v3 : tensor<16x16xf32>) outs(%e7 : tensor<16x16xf32>) permutation = [1, 0]
  %v8 = arith.mulf %v7, %v3 : tensor<16x16xf32>
  %g16 = math.cos %v8 : tensor<16x16xf32>
  return %g16 : tensor<16x16xf32>
}
