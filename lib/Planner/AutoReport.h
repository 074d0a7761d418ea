//===- AutoReport.h - what remat-auto says ----------------------*- C++ -*-===//
//
// remat-auto's reports besides its remarks: the solver graph dump and the
// infeasibility error with its proof. Internal to lib/Planner.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_PLANNER_AUTOREPORT_H
#define REMAT_LIB_PLANNER_AUTOREPORT_H

#include "PlanSearch.h"

#include "llvm/Support/JSON.h"

namespace mlir::remat {

/// One line per node: index, side, bytes, cost, flags, inputs, ops, and
/// whether the plan drops it.
/// `splitForm`: `sg` is the graph's split form (planOnOtherForm), which
/// the header names, so that a plan for it is read with
/// graph-late-views=split.
void printSolverGraph(FunctionOpInterface func, const SolverGraph &sg,
                      const rs::SolveResult &result, bool splitForm);

/// The error for a budget no plan meets: the smallest peak any decision
/// reaches (realised and measured, `rescued`), the solvers' exact minimum
/// and the peak bound with the node that sets it, the bytes of the results;
/// fills `line`'s infeasible fields. `refusal` (where not empty) is the
/// requested solver's, said first. Always fails.
LogicalResult reportInfeasible(FunctionOpInterface func, const SolverGraph &sg,
                               int64_t budgetBytes, int64_t currentPeak,
                               const rs::SolveResult &result,
                               const RescueResult &rescued, StringRef refusal,
                               bool stoppedByClock, llvm::json::Object &line);

/// A plan remat-auto took for a function, and how it got there.
struct AcceptedPlan {
  const SolverGraph &sg;
  /// The merged form where `sg` is the split one (the bounds' graph).
  const SolverGraph *boundGraph;
  const rs::SolveResult &result;
  /// The plan came from plan-file.
  bool fromFile;
  LateViewGraph lateViews;
  /// Predicted peak before and after, the budget, and the model's target
  /// of the last attempt.
  int64_t before, peak, budget, target;
  double addedFlops, seconds;
  int dropped;
  unsigned attempt;
  /// Why another planner's plan was taken (empty where none was).
  StringRef switchNote, fallbackNote;
  bool stoppedByClock;

  /// Whether `sg` is the graph's split form.
  bool isSplitForm() const {
    return boundGraph || lateViews == LateViewGraph::split;
  }
};

/// The remark (peak before and after, recompute FLOPs, the optimality gap
/// against the lower bound, how the plan was found) and the JSON line of a
/// plan remat-auto took.
void reportAcceptedPlan(FunctionOpInterface func, const AcceptedPlan &plan,
                        llvm::json::Object &line);

} // namespace mlir::remat

#endif // REMAT_LIB_PLANNER_AUTOREPORT_H
