//===- Realize.h - a plan of the solvers' graph as IR -----------*- C++ -*-===//
//
// Turns a plan of the solvers' graph (remat/Solvers/Graph.h) back into IR:
// recomputations cloned into the gradient computation behind barriers,
// forward code nobody reads removed. remat-auto realises every plan on a
// copy in a module of its own and lets the memory analysis measure it before
// it takes one.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_PLANNER_REALIZE_H
#define REMAT_PLANNER_REALIZE_H

#include "remat/Analysis/BufferizedPeak.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Planner/SolverGraph.h"
#include "remat/Solvers/Solvers.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <optional>

namespace mlir::remat {

/// A plan realised on a copy of the function, in a module of its own with
/// the symbols the function uses (so that calls resolve and the analysis
/// sees their callees); the user's module is never touched until a plan is
/// taken.
struct RealizedPlan {
  OwningOpRef<ModuleOp> module;
  FunctionOpInterface func;
  /// The memory analysis of the realised copy (realizeAndAnalyze).
  std::optional<MemoryAnalysis> analysis;
};

/// Erases the dead top-level ops of `func` (and those that become dead);
/// returns whether any was erased.
bool eraseDeadOps(FunctionOpInterface func);

/// Whether eraseDeadOps(func) would erase anything (it erases only what a
/// first dead op makes dead).
bool hasDeadOp(FunctionOpInterface func);

/// The replay (replayBufferized) of `func` after eraseDeadOps, made on a
/// copy so that `func` is not changed: analyzeMemoryWithReplay(func, it)
/// after eraseDeadOps(func) is analyzeMemory(func) then. std::nullopt
/// where `func` cannot be copied.
std::optional<ReplayOutcome> replayWithoutDeadOps(FunctionOpInterface func);

/// Realises `eval`'s schedule on `func` (a copy of the analysed function,
/// `toCopy` maps the analysed ops to it): recomputes every dropped node
/// before the backward node that first needs it, above that node's
/// allocations (getRecomputePoint), and rewires the backward reads; then
/// removes forward ops nobody reads.
void realizePlan(FunctionOpInterface func, const SolverGraph &sg,
                 const ::remat::solvers::Plan &plan,
                 const ::remat::solvers::Evaluation &eval, IRMapping &toCopy);

/// Realises `plan` (evaluated as `eval`) on a copy of `func` made by
/// cloneWithReferencedSymbols; an error at `func` where it cannot be copied.
FailureOr<RealizedPlan> realizeOnCopy(FunctionOpInterface func,
                                      const SolverGraph &sg,
                                      const ::remat::solvers::Plan &plan,
                                      const ::remat::solvers::Evaluation &eval);

/// Realises `result`'s plan on a copy of `func` and analyses the copy
/// (its callers count it in remat-auto's realised-plans statistic where
/// they use it).
FailureOr<RealizedPlan>
realizeAndAnalyze(FunctionOpInterface func, const SolverGraph &sg,
                  const ::remat::solvers::SolveResult &result);

} // namespace mlir::remat

#endif // REMAT_PLANNER_REALIZE_H
