// Below the refinement's lowest peak (lib/Solvers/Solve.cpp): on ResNet-18
// at 65 % of its peak (1,174,201 of 1,806,464 B) none of the
// multi-recompute refinement's starts fits (its lowest peak is 1,252,992
// B, and remat-auto said the budget was infeasible until 2026-12-04); the
// swap search's repair of that lowest-peak plan, which splits values with
// their whole ancestry (LocalSearch.cpp), taken down with the keep pass
// between repairs (descendWithRepair), fits at 1,165,056 B for 31,408,128
// FLOPs; since the solvers' graph merges late views into their sources'
// nodes (2026-12-04, fifth session) at 1,173,888 B for 16,416,768 FLOPs
// (measured with remat-run: the same, outputs bit-identical;
// docs/Solvers.md).
// RUN: remat-opt %examples/models/resnet18.mlir --remat-auto="budget=1174201 time-limit=600 output=-" -o /dev/null 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// CHECK: "model_recompute_cost":16416768
// CHECK-SAME: "peak_after":1173888
// CHECK-SAME: "solver":"auto","status":"feasible"

// REMARK: remark: remat-auto: solver auto (feasible): predicted peak 1806464 -> 1173888 bytes (budget 1174201)
