// The cut bound's infeasibility proof (lib/Solvers/Bound.cpp; docs/Solvers.md,
// "Bounds"): %a1 and %a2 are recomputable, read by the backward pass, and
// computed from loop results (%l1, %l2) that are not recomputable and that no
// backward op reads. At the first backward op every plan keeps %a1 or, to
// recompute it later, %l1 (likewise %a2 or %l2): 8192 bytes besides the
// 8192 bytes Fixed(b) holds there (its result and %b, which it reads). No
// step's Fixed(b) exceeds 8192 bytes and the knapsack prices only values
// every plan computes in the forward pass (not %a1, %a2), so only the cut
// proves that no plan fits 16000 bytes.
// RUN: remat-opt %s --remat-auto="budget=16000" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null

#id = affine_map<(d0) -> (d0)>
// expected-error @+1 {{in the solvers' model no plan fits: at least 16384 bytes are live at backward node 7 in every plan (values read after it, or the operands of their recomputations)}}
func.func @cut_infeasible(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %l1 = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %x) -> tensor<1024xf32> {
    %n = math.tanh %acc : tensor<1024xf32>
    scf.yield %n : tensor<1024xf32>
  }
  %l2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %x) -> tensor<1024xf32> {
    %n = math.sin %acc : tensor<1024xf32>
    scf.yield %n : tensor<1024xf32>
  }
  %e1 = tensor.empty() : tensor<1024xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%l1 : tensor<1024xf32>) outs(%e1 : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.exp %in : f32
    linalg.yield %v : f32
  } -> tensor<1024xf32>
  %e2 = tensor.empty() : tensor<1024xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%l2 : tensor<1024xf32>) outs(%e2 : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1024xf32>
  %b = math.sin %x : tensor<1024xf32>
  %g0 = arith.mulf %dy, %b : tensor<1024xf32>
  %g1 = arith.mulf %g0, %a1 : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a2 : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}
