// solver=ilp on a step whose model is over the ILP's size guard, at a budget
// no planner meets: the error says why the ILP did not run (its column cap),
// then auto's answer, which the fallbacks ran: the lowest peak reached and
// the memory bound's proof that no plan of the solvers' model fits.
// RUN: not remat-opt %examples/models/vit.mlir --remat-auto="budget=277760 solver=ilp" -o /dev/null --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// CHECK: error: remat-auto: solver ilp found no plan (notApplicable): ILP too large: over 50000 columns for {{[0-9]+}} candidates (the size guard); no other planner found one either: budget 277760 bytes is infeasible (auto: infeasible); the smallest peak any decision reaches is at most 333184 bytes
// CHECK-SAME: in the solvers' model no plan fits: 333184 bytes are live at backward node 825 in every plan

// At a budget a fallback meets, the remark names the refusal.
// RUN: remat-opt %examples/models/vit.mlir --remat-auto="budget=416640 solver=ilp" -o /dev/null --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=FIT
// FIT: remark: remat-auto: solver {{[a-z-]+}} (feasible): {{.*}} after ilp (notApplicable: ILP too large: over 50000 columns for {{[0-9]+}} candidates (the size guard))
