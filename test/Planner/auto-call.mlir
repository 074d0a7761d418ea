// A call that returns a tensor makes deallocation dynamic (everything lives
// to the end), which the prediction replays exactly (24,688 bytes measured,
// test/Analysis/bufferized-peak.mlir); no plan can then lower the peak
// and remat-auto says so instead of claiming a fit. The call is never
// recomputed.
// RUN: remat-opt %s --remat-auto="budget=24KiB" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// expected-remark @+1 {{remat-auto: predicted peak 4096 bytes already fits the budget of 24576 bytes (no gradient computation found)}}
func.func private @helper(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %s = math.sin %x : tensor<1024xf32>
  return %s : tensor<1024xf32>
}

// expected-error @+1 {{remat-auto: no plan found whose predicted peak fits the budget of 24576 bytes; the best plan's predicted peak is 24688 bytes}}
func.func @with_call(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %a = math.exp %x : tensor<1024xf32>
  %l = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %a) -> tensor<1024xf32> {
    %n = math.tanh %acc : tensor<1024xf32>
    scf.yield %n : tensor<1024xf32>
  }
  %k = func.call @helper(%l) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b = math.cos %k : tensor<1024xf32>
  %g0 = arith.mulf %dy, %b : tensor<1024xf32>
  %g1 = arith.mulf %g0, %k : tensor<1024xf32>
  %g2 = arith.mulf %g1, %l : tensor<1024xf32>
  %g3 = arith.mulf %g2, %a : tensor<1024xf32>
  return %g3 : tensor<1024xf32>
}
