// RUN: remat-opt %s --remat-auto="budget=4KiB solver=none" -verify-diagnostics -o /dev/null

// A baseline that does not fit an explicit budget is an error, not a remark.
// expected-error @+1 {{remat-auto: the none baseline's predicted peak is 16384 bytes, over the budget of 4096 bytes; use solver=auto for a plan that fits}}
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}
