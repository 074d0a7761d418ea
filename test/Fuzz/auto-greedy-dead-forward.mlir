// Found by benchmarks/fuzz/remat_fuzz.py (seeds 0, 11, 12, 1011, 1017): a
// forward value that nothing reads (%dead) sets the no-remat peak (1024 bytes).
// solver=auto (ILP) removes it and reaches 576 bytes, and the infeasibility
// diagnostic says 576 is the exact minimum, but solver=greedy rejects every
// budget below 1024 with "budget 1000 bytes is infeasible (greedy:
// infeasible); the smallest peak any decision reaches is 576 bytes" -- it
// never considers dropping dead forward buffers, and its error contradicts
// itself. (solver=auto's remark also prints the saved FLOPs as
// "+-1.28e+02 recompute FLOPs".) Fixed: remat-auto removes dead forward code
// before planning, whatever the solver.
// RUN: remat-opt %s --remat-auto="budget=1000 solver=auto" -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: remark: remat-auto: predicted peak 1024 -> 576 bytes (budget 1000) by removing dead code
// RUN: remat-opt %s --remat-auto="budget=1000 solver=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GREEDY
// GREEDY: remark: remat-auto: predicted peak 1024 -> 576 bytes (budget 1000) by removing dead code
// GREEDY-NOT: error
func.func @train_step(%x: tensor<16x8xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> tensor<16xf32> {
  %e1 = tensor.empty() : tensor<8x16xf32> loc("layers.0.tr")
  %t1 = linalg.transpose ins(%x : tensor<16x8xf32>) outs(%e1 : tensor<8x16xf32>) permutation = [1, 0] loc("layers.0.tr")
  %e2 = tensor.empty() : tensor<16x8xf32> loc("layers.1.tr")
  %t2 = linalg.transpose ins(%t1 : tensor<8x16xf32>) outs(%e2 : tensor<16x8xf32>) permutation = [1, 0] loc("layers.1.tr")
  %dead = math.exp %t2 : tensor<16x8xf32> loc("layers.1.dead")
  %z = arith.constant 0.0 : f32 loc("layers.2.red")
  %e3 = tensor.empty() : tensor<16xf32> loc("layers.2.red")
  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<16xf32>) -> tensor<16xf32> loc("layers.2.red")
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1 : tensor<8x16xf32>) outs(%f3 : tensor<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16xf32> loc("layers.2.red")
  %g = arith.mulf %dy, %r : tensor<16xf32> loc("backward.0")
  return %g : tensor<16xf32>
}
