//===- Portfolio.h - auto and the minimum-peak search -----------*- C++ -*-===//
//
// The top family: solve() (Solve.cpp), the solver each SolverKind names
// and auto's portfolio over them (Auto.cpp), auto's passes over a plan
// (Passes.cpp) and multi-recompute starts (RefineStarts.cpp), and the
// minimum-peak searches (LowestPeak.cpp). It uses every other family; none
// uses it.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_SOLVERS_PORTFOLIO_PORTFOLIO_H
#define REMAT_LIB_SOLVERS_PORTFOLIO_PORTFOLIO_H

#include "../Bounds/Bounds.h"
#include "../Exact/Exact.h"
#include "../Heuristics/Heuristics.h"
#include "../Model/Model.h"

#include <cstdint>

namespace remat::solvers::detail {

/// The answer of the solver `kind` names, auto's portfolio for autoSolver
/// (Auto.cpp), before solve() adds its bound.
SolveResult dispatch(const Graph &g, int64_t budget, SolverKind kind,
                     const SolveOptions &opts);
/// The ILP as auto (and minimumPeak) run it: stopped by its iteration
/// count (autoIlpIterations), so the answer is the same on every machine.
SolveOptions autoIlpOptions(const SolveOptions &opts);

/// The keep pass of auto: in the fitting plan of `r`, keeps a dropped value
/// (dropped no more, its recomputation points gone) where the plan then
/// still fits the budget and costs less; each round tries every dropped
/// value and keeps the one that saves the most (the first of equals), until
/// none saves anything (taking the first that saves, most expensive value
/// first, left 10 % more on the transformer at 50 %: one kept value can
/// block a better one). Stops after `work` / nodes evaluations (a count:
/// the same plan on every machine). Returns the values kept.
int keepWhereItFits(const Graph &g, int64_t budget, SolveResult &r,
                    int64_t work);
/// auto's merge pass (detail::mergeWhereItFits) on the fitting plan of `r`,
/// on graphs of at most opts.mergePassMaxNodes nodes. Returns its moves.
int mergePass(const Graph &g, int64_t budget, SolveResult &r,
              const SolveOptions &opts);
/// The swap search's repair taken to ever lower peaks, down to `floor`:
/// from (plan, eval), targets 1/16 of the peak below the lowest reached,
/// the step halved after a target it does not reach, down to 1/1024 of the
/// peak (at most 24 repairs of at most swapSearchWork / nodes evaluations
/// each); after each repair that fits, the keep pass at the peak reached
/// (cheaper plans leave the next repair more to drop: ResNet-18's lowest
/// peak 1,143,424 B without it, 1,091,264 with it). Its split with the
/// whole ancestry frees cheap chains that the multi-recompute refinement's
/// moves leave live. Replaces (plan, eval) and returns true when it lowered
/// the peak.
bool descendWithRepair(const Graph &g, const SolveOptions &opts, int64_t floor,
                       Plan &plan, Evaluation &eval);

/// Multi-recompute plans: the nested checkpoint schedules of chains
/// (NestedChain.cpp: the byte DP's for this budget, then the slot DP's),
/// then the refinement from `first`, the four nested
/// schedules over the budget closest to it, the sqrt-N plan, periodic
/// checkpoint plans (coarse checkpoints leave room for secondary ones inside
/// the segments) and the drop-everything plan, sharing an evaluation budget
/// (neither kind is best everywhere). Returns the cheapest plan that fits,
/// else the lowest peak.
SolveResult refineFromStarts(const Graph &g, int64_t budget, const Plan &first,
                             const SolveOptions &opts);

} // namespace remat::solvers::detail

#endif // REMAT_LIB_SOLVERS_PORTFOLIO_PORTFOLIO_H
