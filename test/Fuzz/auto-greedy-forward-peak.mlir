// Found by benchmarks/fuzz/remat_fuzz.py (seed 1032, reduced): unchanged,
// this program peaks at 1280 bytes (remat-report and remat-run agree).
// remat-auto{budget=1200 solver=auto} (chain) reaches 1024 bytes, measured
// 1024, outputs bit-identical, by recomputing exp/cos/addf/reduce in the
// gradient computation. But (1) solver=greedy called budget 1200 infeasible,
// and (2) its diagnostic, like budget=1's with any solver, named 1152 bytes
// as the exact smallest reachable peak -- above what chain reaches.
// Fixed: (1) remat-auto falls back to the other planners; (2) the solvers'
// graph charges cos a new buffer although it updates exp's dead buffer in
// place (model peak 1152), so before declaring a budget infeasible remat-auto
// realises the lowest-peak plans and measures them with the memory analysis:
// the diagnostic names the realised 1024 (and the model's 1152 as such), and
// budget 1100, below the model's minimum, is met.
// RUN: remat-opt %s --remat-auto="budget=1200 solver=auto" -o %t.auto.mlir 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: remark: remat-auto: solver chain (optimal): predicted peak 1280 -> 1024 bytes (budget 1200)
// RUN: remat-run %t.auto.mlir | FileCheck %s --check-prefix=MEASURED
// MEASURED: peak_bytes: 1024
// RUN: not remat-opt %s --remat-auto="budget=1 solver=auto" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MINIMUM
// MINIMUM: the smallest peak any decision reaches is {{(at most )?}}{{([0-9]{1,3}|10[0-1][0-9]|102[0-4])}} bytes
// MINIMUM-SAME: (the solvers' model's exact minimum of single-recompute plans is 1152 bytes)
// RUN: remat-opt %s --remat-auto="budget=1100 solver=auto" -o %t.below-model.mlir 2>&1 | FileCheck %s --check-prefix=BELOW-MODEL
// BELOW-MODEL: remark: remat-auto: solver auto (feasible): predicted peak 1280 -> 1024 bytes (budget 1100)
// BELOW-MODEL-SAME: lowest-peak plans realised
// RUN: remat-run %t.below-model.mlir | FileCheck %s --check-prefix=MEASURED
// RUN: remat-run %s | grep checksum > %t.before.txt
// RUN: remat-run %t.below-model.mlir | grep checksum > %t.after.txt
// RUN: diff %t.before.txt %t.after.txt
// RUN: remat-opt %s --remat-auto="budget=1200 solver=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GREEDY
// GREEDY: remark: remat-auto: solver {{.*}}predicted peak 1280 -> 1024 bytes (budget 1200)
// GREEDY-SAME: after greedy (infeasible)
// GREEDY-NOT: error
func.func @train_step(%a0: tensor<8x16xf32>, %a1: tensor<16x8xf32>, %a2: tensor<8x4xf32>, %a3: tensor<4x16xf32>, %a4: tensor<8x16xf32>, %a5: tensor<8x1xf32>, %a6: tensor<4x1xf32>, %a7: tensor<4x1xf32>, %dy: tensor<8xf32> {remat.cotangent}) -> (tensor<8x1xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x1xf32>, tensor<4x1xf32>) {
  %v1 = math.exp %a0 : tensor<8x16xf32> loc("layers.0.un")
  %e2 = tensor.empty() : tensor<8x16xf32> loc("layers.0.act")
  %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<8x16xf32>) outs(%e2 : tensor<8x16xf32>) {
  ^bb0(%in2: f32, %out2: f32):
    %s2 = math.tanh %in2 : f32
    linalg.yield %s2 : f32
  } -> tensor<8x16xf32> loc("layers.0.act")
  %z3 = arith.constant 0.0 : f32 loc("layers.0.mm")
  %e3 = tensor.empty() : tensor<8x8xf32> loc("layers.0.mm")
  %f3 = linalg.fill ins(%z3 : f32) outs(%e3 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("layers.0.mm")
  %v3 = linalg.matmul ins(%v2, %a1 : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f3 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("layers.0.mm")
  %z4 = arith.constant 0.0 : f32 loc("layers.0.mm")
  %e4 = tensor.empty() : tensor<8x4xf32> loc("layers.0.mm")
  %f4 = linalg.fill ins(%z4 : f32) outs(%e4 : tensor<8x4xf32>) -> tensor<8x4xf32> loc("layers.0.mm")
  %v4 = linalg.matmul ins(%v3, %a2 : tensor<8x8xf32>, tensor<8x4xf32>) outs(%f4 : tensor<8x4xf32>) -> tensor<8x4xf32> loc("layers.0.mm")
  %v6 = math.cos %v1 : tensor<8x16xf32> loc("layers.2.un")
  %v7 = arith.addf %v6, %a4 : tensor<8x16xf32> loc("layers.2.ew")
  %z8 = arith.constant 0.0 : f32 loc("layers.2.red")
  %e8 = tensor.empty() : tensor<8xf32> loc("layers.2.red")
  %f8 = linalg.fill ins(%z8 : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32> loc("layers.2.red")
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v7 : tensor<8x16xf32>) outs(%f8 : tensor<8xf32>) {
  ^bb0(%in8: f32, %acc8: f32):
    %s8 = arith.maximumf %in8, %acc8 : f32
    linalg.yield %s8 : f32
  } -> tensor<8xf32> loc("layers.2.red")
  %e9 = tensor.empty() : tensor<8xf32> loc("backward.0")
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%dy, %v8 : tensor<8xf32>, tensor<8xf32>) outs(%e9 : tensor<8xf32>) {
  ^bb0(%in9: f32, %in2_9: f32, %out9: f32):
    %s9 = arith.mulf %in9, %in2_9 : f32
    linalg.yield %s9 : f32
  } -> tensor<8xf32> loc("backward.0")
  %g10 = tensor.expand_shape %g9 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32> loc("backward.1")
  %e11 = tensor.empty() : tensor<8xf32> loc("backward.2")
  %g11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%g9, %v8 : tensor<8xf32>, tensor<8xf32>) outs(%e11 : tensor<8xf32>) {
  ^bb0(%in11: f32, %in2_11: f32, %out11: f32):
    %s11 = arith.maximumf %in11, %in2_11 : f32
    linalg.yield %s11 : f32
  } -> tensor<8xf32> loc("backward.2")
  %e12 = tensor.empty() : tensor<8xf32> loc("backward.3")
  %g12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%g11, %v8 : tensor<8xf32>, tensor<8xf32>) outs(%e12 : tensor<8xf32>) {
  ^bb0(%in12: f32, %in2_12: f32, %out12: f32):
    %s12 = arith.mulf %in12, %in2_12 : f32
    linalg.yield %s12 : f32
  } -> tensor<8xf32> loc("backward.3")
  %g13 = math.sin %v8 : tensor<8xf32> loc("backward.4")
  %g14 = arith.subf %g12, %g13 : tensor<8xf32> loc("backward.4")
  %g15 = tensor.expand_shape %g14 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32> loc("backward.5")
  %g16 = arith.maximumf %g15, %a5 : tensor<8x1xf32> loc("backward.6")
  %e17 = tensor.empty() : tensor<4x8xf32> loc("backward.7")
  %g17 = linalg.transpose ins(%v4 : tensor<8x4xf32>) outs(%e17 : tensor<4x8xf32>) permutation = [1, 0] loc("backward.7")
  %z18 = arith.constant 0.0 : f32 loc("backward.7")
  %e18 = tensor.empty() : tensor<4x1xf32> loc("backward.7")
  %f18 = linalg.fill ins(%z18 : f32) outs(%e18 : tensor<4x1xf32>) -> tensor<4x1xf32> loc("backward.7")
  %g18 = linalg.matmul ins(%g17, %g16 : tensor<4x8xf32>, tensor<8x1xf32>) outs(%f18 : tensor<4x1xf32>) -> tensor<4x1xf32> loc("backward.7")
  %e19 = tensor.empty() : tensor<4x1xf32> loc("backward.8")
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g18, %a6 : tensor<4x1xf32>, tensor<4x1xf32>) outs(%e19 : tensor<4x1xf32>) {
  ^bb0(%in19: f32, %in2_19: f32, %out19: f32):
    %s19 = arith.maximumf %in19, %in2_19 : f32
    linalg.yield %s19 : f32
  } -> tensor<4x1xf32> loc("backward.8")
  %g20 = arith.subf %g19, %a7 : tensor<4x1xf32> loc("backward.9")
  return %g10, %g12, %g17, %g18, %g20 : tensor<8x1xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x1xf32>, tensor<4x1xf32>
}

