// RUN: remat-opt %s --remat-lower-barriers-to-iree -verify-diagnostics

// util.optimization_barrier is built as an op of the unregistered util
// dialect (remat does not link IREE): without --allow-unregistered-dialect
// the pass refuses instead of producing IR that does not verify.
func.func @needs_unregistered(%x: tensor<4xf32>,
    %dy: tensor<4xf32> {remat.cotangent}) -> tensor<4xf32> {
  %a = math.tanh %x : tensor<4xf32>
  %g = arith.mulf %dy, %a : tensor<4xf32>
  // expected-error @+1 {{lowering to IREE's util.optimization_barrier needs a context that allows unregistered dialects (remat does not link IREE; run remat-opt with --allow-unregistered-dialect)}}
  %a2 = remat.barrier %a after %g : tensor<4xf32> after tensor<4xf32>
  %r = arith.addf %g, %a2 : tensor<4xf32>
  return %r : tensor<4xf32>
}
