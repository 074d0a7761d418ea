// Found by benchmarks/fuzz/remat_fuzz.py --sharded (seeds 20040, 20062,
// 20138, 20143, 20145, 20165, 20169, 20182 and others; reduced from 20165):
// a matmul that reads one batch-split value as both operands (x @ x) needs
// it split on its rows as the left-hand side and whole as the right-hand
// one, but upstream's partitioner resharded the value once for both uses:
// remat-shard's output did not verify ("'linalg.matmul' op inferred
// input/output operand #1 has shape's dimension #0 to be 8, but found 4").
// The second use is annotated replicated for itself now: gathered.
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' | FileCheck %s
// REQUIRES: mpi, numpy
// RUN: rm -rf %t && mkdir -p %t
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' -o %t/dp2.mlir
// RUN: remat-run %s --output-dir=%t/single > /dev/null
// RUN: remat-run %t/dp2.mlir --ranks=2 --json --output-dir=%t/ranks > %t/run.json
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py grads %t/single %t/ranks 2 | FileCheck %s --check-prefix=GRADS
// RUN: remat-opt %t/dp2.mlir --pass-pipeline='builtin.module(remat-report{output=%t/report.json})' -o /dev/null
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py peaks %t/report.json %t/run.json | FileCheck %s --check-prefix=PEAKS

// CHECK-LABEL: func.func @train_step
// CHECK: shard.all_gather %{{.*}} gather_axis = 0 : tensor<4x8xf32> -> tensor<8x8xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x8xf32>, tensor<8x8xf32>)
// GRADS: gradients: 1 outputs of 2 ranks equal the single-device step
// PEAKS: peak: predicted = measured on all 2 ranks
func.func @train_step(%x: tensor<8x8xf32> {remat.data}, %b: tensor<8xf32> {remat.parameter}) -> tensor<8x8xf32> {
  %e1 = tensor.empty() : tensor<8x8xf32>
  %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<8x8xf32>, tensor<8xf32>) outs(%e1 : tensor<8x8xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %s = arith.addf %i, %j : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.matmul ins(%v1, %v1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}
