//===- Passes.h - report and planner passes ---------------------*- C++ -*-===//
//
// remat-report (the memory analysis as a report) and remat-auto (the
// budgeted planner), and remat-auto's option types.
// registerRematPlannerPasses() registers them.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_PLANNER_PASSES_H
#define REMAT_PLANNER_PASSES_H

#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Solvers/Solvers.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/CommandLine.h"

#include <memory>

namespace mlir::remat {

/// How remat-auto's solver graph holds a view taken of a value after
/// another op read it (buildSolverGraph's `mergeLateViews`).
enum class LateViewGraph {
  merge, ///< in its source's node: the graph's bytes are the analysis'
  split, ///< a node of its own with the buffer's bytes (an over-count)
  both,  ///< plan on the merged form, also on the split one where auto's
         ///< answer is far from its bound or infeasible; the cheaper
};

/// The `graph-late-views` values of remat-auto.
inline llvm::cl::ValuesClass getLateViewGraphValues() {
  return llvm::cl::values(
      clEnumValN(LateViewGraph::merge, "merge",
                 "a late view joins its source's node (the graph's bytes "
                 "equal the analysis')"),
      clEnumValN(LateViewGraph::split, "split",
                 "a late view is a node of its own holding its buffer's "
                 "bytes again (an over-count)"),
      clEnumValN(LateViewGraph::both, "both",
                 "plan on the merged form; where auto's plan is more than "
                 "1 % above its bound or none fits, also on the split one, "
                 "and take the cheaper"));
}

/// The `solver` values of remat-auto and of the pipelines that run it: one
/// spelling for parsing and printing (rs::toString gives the same names).
inline llvm::cl::ValuesClass getSolverKindValues() {
  using ::remat::solvers::SolverKind;
  return llvm::cl::values(
      clEnumValN(SolverKind::autoSolver, "auto",
                 "chain where it applies and is small, else ilp where small, "
                 "else greedy; then the others"),
      clEnumValN(SolverKind::chain, "chain",
                 "exact dynamic program over layers"),
      clEnumValN(SolverKind::blockChain, "block-chain",
                 "dynamic program over blocks cut from the graph with "
                 "per-block options, exact over that plan space"),
      clEnumValN(SolverKind::ilp, "ilp", "exact MILP (CBC) with time-limit"),
      clEnumValN(SolverKind::greedy, "greedy",
                 "bytes freed at the peak per recompute FLOP"),
      clEnumValN(SolverKind::bruteForce, "brute-force",
                 "every subset (small graphs)"),
      clEnumValN(SolverKind::none, "none", "baseline: keep every buffer"),
      clEnumValN(SolverKind::all, "all", "baseline: recompute every candidate"),
      clEnumValN(SolverKind::sqrtN, "sqrt-n",
                 "baseline: sqrt(L) segment checkpoints"));
}

#define GEN_PASS_DECL
#include "remat/Planner/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Planner/Passes.h.inc"

} // namespace mlir::remat

#endif // REMAT_PLANNER_PASSES_H
