// remat's passes count what they do (`let statistics` in Passes.td). Only
// an MLIR that records statistics prints them (see lit.cfg.py).
// REQUIRES: pass-statistics
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-outline-checkpoints,remat-apply-checkpoints,remat-strip)' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: 1 regions - checkpoint regions formed
// CHECK-DAG: 1 regions - checkpoint regions applied
// CHECK-DAG: 1 recomputed-ops - ops cloned into the gradient computation
// CHECK-DAG: 1 barriers - remat.barrier ops removed
func.func @step(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> (tensor<16xf32>, tensor<16xf32>) {
  %t = math.tanh %x : tensor<16xf32> loc("layers.0.act")
  %h = math.exp %t : tensor<16xf32> loc("layers.0.out")
  %g0 = arith.mulf %dy, %h : tensor<16xf32>
  %g1 = arith.mulf %g0, %t : tensor<16xf32>
  return %h, %g1 : tensor<16xf32>, tensor<16xf32>
}
