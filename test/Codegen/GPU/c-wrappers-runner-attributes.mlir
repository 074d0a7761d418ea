// remat-lower-to-nvvm with C-interface wrappers (the GPU check's objects,
// benchmarks/gpu/run_on_gpu.sh) on a step whose arguments carry the runners'
// remat.range / remat.seed: the wrapper's pointer arguments used to inherit
// them and fail to verify (the exported BERT step stopped the preparation).
// REQUIRES: cuda-toolkit
// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(llvm-request-c-wrappers),remat-lower-to-nvvm{format=isa})' | FileCheck %s

// CHECK: llvm.func @_mlir_ciface_step(
// CHECK-NOT: remat.
func.func @step(%ids: tensor<4xi64> {remat.range = [0, 8]}, %seed: tensor<i64> {remat.seed}) -> tensor<4xi64> {
  %s = tensor.extract %seed[] : tensor<i64>
  %e = tensor.empty() : tensor<4xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%ids : tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %o: i64):
    %v = arith.addi %a, %s : i64
    linalg.yield %v : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}
