// RUN: not remat-opt %s --remat-auto="budget=lots" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// BUDGET: error: remat-auto: budget 'lots' is not a byte size (expected e.g. 1048576, 64MiB, 1.5GB)
// RUN: not remat-opt %s --remat-auto="budget=1MiB solver=magic" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SOLVER
// SOLVER: for the --solver option: Cannot find option named 'magic'!
// RUN: not remat-opt %s --remat-auto="budget=1MiB pattern=(" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PATTERN
// PATTERN: error: remat-auto: invalid pattern '('

// The option overrides the attribute; every solver realises a plan whose
// predicted peak fits; the JSON line carries the numbers.
// RUN: remat-opt %s --remat-auto="budget=12KiB solver=ilp output=%t.ilp" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.ilp
// JSON: "budget":12288
// JSON-SAME: "peak_after":12288
// JSON-SAME: "peak_before":16384
// JSON-SAME: "recompute_flops":1024
// JSON-SAME: "solver":"ilp"
// JSON-SAME: "status":"optimal"
// RUN: remat-opt %s --remat-auto="budget=12KiB solver=brute-force output=-" -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=BRUTE
// BRUTE: "recompute_flops":1024
// BRUTE-SAME: "solver":"brute-force"
// RUN: remat-opt %s --remat-auto="budget=12KiB solver=greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GREEDY
// GREEDY: remark: remat-auto: solver greedy
// GREEDY-SAME: -> {{([0-9]{1,4}|1[01][0-9]{3}|12[01][0-9]{2}|122[0-7][0-9]|1228[0-8])}} bytes (budget 12288)
// A baseline that does not fit an explicit budget: auto-baseline-over-budget.mlir.
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32>
    attributes {remat.budget = "1MiB"} {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}

// The ILP's time limit is an option; a tiny model is still solved to
// optimality within it.
// RUN: remat-opt %s --remat-auto="budget=12KiB solver=ilp time-limit=0.5 output=-" -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=TIMELIMIT
// TIMELIMIT: "solver":"ilp","status":"optimal"
// dump-graph prints the solver graph and the plan.
// RUN: remat-opt %s --remat-auto="budget=12KiB solver=brute-force dump-graph=1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// DUMP: remat-auto graph of @step: 8 nodes, gradient starts at node 5; plan brute-force (optimal), model peak 12288
// DUMP: #2 fwd bytes=4096
// DUMP: DROP
// DUMP: #5 bwd bytes=4096 {{.*}} fixed output in=[1, 4]
