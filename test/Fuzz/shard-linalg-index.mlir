// Found by benchmarks/fuzz/remat_fuzz.py --sharded (seed 60140, reduced): a
// miscompile. A one-hot generic compares an index input with
// `linalg.index 1`; its input is the transpose of the batch-split data, so
// propagation split loop 1, and upstream's linalg partitioning kept the
// payload as it was: on rank 1 `linalg.index 1` counted from 0 instead of
// from the slice's offset, and output 0 came out wrong (5 elements, max abs
// error 0.89: 1.7436 where the single-device step gives 0.8530), with no
// error anywhere. An op whose payload reads a loop's index now goes
// through remat's structured call (OutlinedCalls.cpp), which never splits
// that loop.
// REQUIRES: mpi, numpy
// RUN: rm -rf %t && mkdir -p %t
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' -o %t/dp2.mlir
// RUN: remat-run %s --output-dir=%t/single > /dev/null
// RUN: remat-run %t/dp2.mlir --ranks=2 --json --output-dir=%t/ranks > %t/run.json
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py grads %t/single %t/ranks 2 | FileCheck %s --check-prefix=GRADS
// RUN: remat-opt %t/dp2.mlir --pass-pipeline='builtin.module(remat-report{output=%t/report.json})' -o /dev/null
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py peaks %t/report.json %t/run.json | FileCheck %s --check-prefix=PEAKS
// GRADS: gradients: 1 outputs of 2 ranks equal the single-device step
// PEAKS: peak: predicted = measured on all 2 ranks
func.func @train_step(%a0: tensor<16x16xf32> {remat.data}, %a1: tensor<16x16xf32> {remat.parameter}, %a2: tensor<16xi32> {remat.parameter}, %a3: tensor<16x16xf32> {remat.parameter}, %dy: tensor<16xf32> {remat.cotangent}) -> (tensor<16xf32>) {
  %se1 = tensor.empty() : tensor<16x16xf32>
  %v1 = linalg.transpose ins(%a0 : tensor<16x16xf32>) outs(%se1 : tensor<16x16xf32>) permutation = [1, 0]
  %v2 = arith.maximumf %v1, %a1 : tensor<16x16xf32>
  %v3 = math.cos %v2 : tensor<16x16xf32>
  %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a2, %v3 : tensor<16xi32>, tensor<16x16xf32>) outs(%se1 : tensor<16x16xf32>) {
  ^bb0(%id6: i32, %in6: f32, %out6: f32):
    %j6 = linalg.index 1 : index
    %jc6 = arith.index_cast %j6 : index to i32
    %eq6 = arith.cmpi eq, %id6, %jc6 : i32
    %zr6 = arith.constant 0.0 : f32
    %s6 = arith.select %eq6, %in6, %zr6 : f32
    linalg.yield %s6 : f32
  } -> tensor<16x16xf32>
  %v7 = arith.subf %v6, %a3 : tensor<16x16xf32>
  %v8 = tensor.cast %v7 : tensor<16x16xf32> to tensor<16x16xf32>
  %e9 = tensor.empty() : tensor<16xf32>
  %sz9 = arith.constant 0.0 : f32
  %sf9 = linalg.fill ins(%sz9 : f32) outs(%e9 : tensor<16xf32>) -> tensor<16xf32>
  %v9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v8 : tensor<16x16xf32>) outs(%sf9 : tensor<16xf32>) {
  ^bb0(%in9: f32, %acc9: f32):
    %s9 = arith.maximumf %in9, %acc9 : f32
    linalg.yield %s9 : f32
  } -> tensor<16xf32>
  return %v9 : tensor<16xf32>
}
