// solver=block-chain (docs/SolverAlgorithms.md, "Block-chain DP"): the forward pass
// is cut into blocks from the graph (every forward edge inside a block or to
// the next one), not from the layer names. Here layers.0 feeds layers.3
// directly (a residual), so the chain DP does not apply; block-chain cuts
// one block of 5 candidates, enumerates every subset and is exact: within
// 16384 bytes the optimum (the ILP's cost and plan too) moves e into the
// gradient computation (no extra FLOPs) and recomputes a and b (2048 FLOPs)
// behind a barrier after the latest gradient value.
// RUN: remat-opt %s --remat-auto="solver=block-chain output=%t.json" -verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: remat-opt %s --remat-auto="solver=ilp" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ILP
// RUN: remat-opt %s --remat-auto="solver=chain" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHAIN

// CHECK-LABEL: func.func @skip
// CHECK-SAME: (%[[X:.*]]: tensor<1024xf32>, %[[DY:.*]]: tensor<1024xf32> {remat.cotangent})
// CHECK: %[[A:.*]] = math.exp %[[X]]
// CHECK: %[[B:.*]] = math.sin %[[A]]
// CHECK: %[[C:.*]] = math.cos %[[B]]
// CHECK: %[[D:.*]] = arith.addf %[[C]], %[[A]]
// CHECK: %[[DP:.*]] = remat.barrier %[[D]] after %[[DY]]
// CHECK: %[[E:.*]] = math.tanh %[[DP]]
// CHECK: %[[G0:.*]] = arith.mulf %[[DY]], %[[E]]
// CHECK: %[[G1:.*]] = arith.mulf %[[G0]], %[[D]]
// CHECK: %[[G2:.*]] = arith.mulf %[[G1]], %[[C]]
// CHECK: %[[XP:.*]] = remat.barrier %[[X]] after %[[G2]]
// CHECK: %[[A2:.*]] = math.exp %[[XP]]
// CHECK: %[[B2:.*]] = math.sin %[[A2]]
// CHECK: %[[G3:.*]] = arith.mulf %[[G2]], %[[B2]]
// CHECK: %[[G4:.*]] = arith.mulf %[[G3]], %[[A2]]
// CHECK: return %[[G4]]
// JSON: "gap":0,
// JSON-SAME: "lower_bound":2048,
// JSON-SAME: "model_recompute_cost":2048,
// JSON-SAME: "solver":"block-chain","status":"optimal"
// ILP: remark: remat-auto: solver ilp (optimal): predicted peak 24576 -> 16384 bytes (budget 16384), +2.05e+03 recompute FLOPs, 3 of 5 candidates dropped
// CHAIN: after chain (notApplicable: chain: edge 2 -> 5 skips a segment)
// expected-remark @+1 {{remat-auto: solver block-chain (optimal): predicted peak 24576 -> 16384 bytes (budget 16384), +2.05e+03 recompute FLOPs, 3 of 5 candidates dropped}}
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
