// The recomputation window's infeasibility proof (lib/Solvers/WindowBound.cpp;
// issue #15): at 35 % of its peak (8,355,580 bytes) the bundled transformer
// step has no plan, single- or multi-recompute (its lowest peak is 8,475,712
// bytes). The memory bound cannot show it (its cut at backward node 221 costs
// nothing: every value read after it can be recomputed from the inputs); the
// window does: a value that cannot stay live across node 221 is recomputed
// before its next reader, together with its large operands, and those
// recomputations need more than the budget.
// RUN: not remat-opt %examples/transformer_train_step.mlir --remat-auto="budget=8355580" -o /dev/null 2>&1 | FileCheck %s
// CHECK: error: remat-auto: budget 8355580 bytes is infeasible
// CHECK-SAME: in the solvers' model no plan fits: node 85 cannot stay live across backward node 221, so it is recomputed before backward node 229 reads it; node 55 is then recomputed before backward node 222 with at least 8459328 bytes live
