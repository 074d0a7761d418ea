// block-chain's refusal says why: with no time (time-limit=0) it tries no
// partition and answers noSolution with its reason; remat-auto then takes
// the next planner that fits and names the refusal in its remark, and says
// that a clock, not a count of work, ended a search (the JSON line's
// stopped_by_clock), so the answer can differ between runs. With the
// default time limit no clock fires here.
// RUN: remat-opt %s --remat-auto="solver=block-chain time-limit=0" -verify-diagnostics --mlir-print-op-on-diagnostic=false -o /dev/null
// RUN: remat-opt %s --remat-auto="solver=block-chain time-limit=0 output=-" -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=CLOCK
// RUN: remat-opt %s --remat-auto="solver=block-chain output=-" -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=COUNT
// CLOCK: "solver":"greedy"
// CLOCK-SAME: "stopped_by_clock":true
// COUNT: "solver":"block-chain"
// COUNT-SAME: "stopped_by_clock":false

// expected-remark-re @+1 {{remat-auto: solver greedy (feasible): predicted peak 24576 -> 16384 bytes (budget 16384), +2.05e+03 recompute FLOPs, 2 of 5 candidates dropped, solved in {{.*}} after block-chain (noSolution: block-chain: 1 blocks of up to 5 candidates, up to 32 options: not tried, time limit of 0.000000 s reached); a time limit stopped a search before its work count (the answer can differ between runs; raise time-limit)}}
func.func @skip(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32>
    attributes {remat.budget = 16384 : i64} {
  %a = math.exp %x : tensor<1024xf32> loc("layers.0.exp")
  %b = math.sin %a : tensor<1024xf32> loc("layers.1.sin")
  %c = math.cos %b : tensor<1024xf32> loc("layers.2.cos")
  %d = arith.addf %c, %a : tensor<1024xf32> loc("layers.3.add")
  %e = math.tanh %d : tensor<1024xf32> loc("layers.4.tanh")
  %g0 = arith.mulf %dy, %e : tensor<1024xf32> loc("backward.4")
  %g1 = arith.mulf %g0, %d : tensor<1024xf32> loc("backward.3")
  %g2 = arith.mulf %g1, %c : tensor<1024xf32> loc("backward.2")
  %g3 = arith.mulf %g2, %b : tensor<1024xf32> loc("backward.1")
  %g4 = arith.mulf %g3, %a : tensor<1024xf32> loc("backward.0")
  return %g4 : tensor<1024xf32>
}
