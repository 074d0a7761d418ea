// The chain probe (docs/Solvers.md, "Probing a chain"): on ResNet-18 at
// 75 % of its peak auto's plan (3,342,336 model FLOPs since the swap
// search splits values with their whole ancestry, 2026-12-04; block-chain's
// 3,670,016 before) is more than 5 % above the plain lower bound
// (1,425,408), so remat-auto probes a chain over the bound's cut: plans
// split by which of its nodes they keep first, and the branch that drops
// them all is charged for what those drops need before the modelled steps
// (the residual chain back to conv1, which layer2.0's backward reads
// before and after the step where the cut frees it). The bound rises to
// 2,506,752 (gap 57.35 % -> 25.00 %); the plan and its measured peak are
// the same either way. chain-probe=false is the plain bound. The budget
// ladder (auto-budget-ladder.mlir) finds nothing cheaper here: the answer
// is the budget's own, the plan auto finds on the graph's split form
// (graph-late-views=both; 3,768,320 FLOPs on the merged form).
// RUN: remat-opt %examples/models/resnet18.mlir --remat-auto="budget=1354848 time-limit=600 output=-" -o /dev/null 2>%t.remarks | FileCheck %s --check-prefix=PROBE
// RUN: FileCheck %s --check-prefix=PROBE-REMARK < %t.remarks
// RUN: remat-opt %examples/models/resnet18.mlir --remat-auto="budget=1354848 time-limit=600 chain-probe=false output=-" -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=PLAIN

// PROBE: "gap":0.250
// PROBE-SAME: "graph_late_views":"split","ladder_budget":0
// PROBE-SAME: "lower_bound":250675{{[0-9]}}.
// PROBE-SAME: "model_recompute_cost":3342336
// PROBE-SAME: "peak_after":1347712
// PROBE-SAME: "solver":"auto","status":"feasible"

// PROBE-REMARK: remark: remat-auto: solver auto (feasible): predicted peak 1806464 -> 1347712 bytes (budget 1354848)
// PROBE-REMARK-SAME: (on the solvers' graph with its 40 late views split: cheaper there)

// PLAIN: "gap":0.573
// PLAIN-SAME: "lower_bound":142540{{[0-9]}}.
// PLAIN-SAME: "model_recompute_cost":3342336
// PLAIN-SAME: "peak_after":1347712
// PLAIN-SAME: "solver":"auto","status":"feasible"
