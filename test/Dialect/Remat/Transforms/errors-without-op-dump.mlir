// The passes' errors name the function by its location and do not attach
// the function itself: with MLIR's default --mlir-print-op-on-diagnostic,
// an error attached to a function op prints the whole function after it
// (1 MB of IR on a real model's training step).
// RUN: not remat-opt %s --remat-auto=budget=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: not remat-opt %s --remat-auto=budget=abc -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not remat-opt %s --remat-outline-checkpoints=every=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=OUTLINE

// AUTO: error: remat-auto: budget 1 bytes is infeasible
// AUTO-NOT: see current operation
// OPTION: error: remat-auto: budget 'abc' is not a byte size
// OPTION-NOT: see current operation
// OUTLINE: error: remat-outline-checkpoints: 'every' must be at least 1
// OUTLINE-NOT: see current operation

func.func @train_step(%x: tensor<64xf32>, %dy: tensor<64xf32> {remat.cotangent}) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%h, %dy : tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %g : tensor<64xf32>
}
