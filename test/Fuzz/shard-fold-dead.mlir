// Found by benchmarks/fuzz/remat_fuzz.py --sharded (seed 40034, reduced):
// the elementwise-to-linalg conversion remat-shard runs folds what it can
// (negf(negf(x)) is x), and ran after remat-shard erased the dead code: the
// first negf's generic was left without users, got no sharding, and
// upstream's shard-partition segfaulted on it
// (partitionTriviallyShardableOperation -> shardShapedType). The
// conversion runs first now.
// REQUIRES: mpi, numpy
// RUN: rm -rf %t && mkdir -p %t
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' -o %t/dp2.mlir
// RUN: FileCheck %s < %t/dp2.mlir
// RUN: remat-run %s --output-dir=%t/single > /dev/null
// RUN: remat-run %t/dp2.mlir --ranks=2 --json --output-dir=%t/ranks > %t/run.json
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py grads %t/single %t/ranks 2 | FileCheck %s --check-prefix=GRADS
// RUN: remat-opt %t/dp2.mlir --pass-pipeline='builtin.module(remat-report{output=%t/report.json})' -o /dev/null
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py peaks %t/report.json %t/run.json | FileCheck %s --check-prefix=PEAKS

// CHECK-LABEL: func.func @train_step
// CHECK-NOT: linalg.generic
// CHECK: return
// GRADS: gradients: 1 outputs of 2 ranks equal the single-device step
// PEAKS: peak: predicted = measured on all 2 ranks
func.func @train_step(%x: tensor<8x16xf32> {remat.data}, %w: tensor<16x32xf32> {remat.parameter}) -> tensor<512xf32> {
  %c = tensor.collapse_shape %w [[0, 1]] : tensor<16x32xf32> into tensor<512xf32>
  %n = arith.negf %c : tensor<512xf32>
  %m = arith.negf %n : tensor<512xf32>
  return %m : tensor<512xf32>
}
