//===- Auto.cpp - Solver selection: each kind, and auto -------------------===//
//
// dispatch() runs the solver a SolverKind names; for autoSolver, the
// portfolio: the exact solvers where they are small enough to finish, else
// greedy, then block-chain where no answer is exact, the multi-recompute
// starts, the repair's descent and the lowest-peak search where no plan
// fits, and the keep, merge and swap passes on a fitting plan (Solvers.h,
// SolverKind::autoSolver; docs/Solvers.md).
//
//===----------------------------------------------------------------------===//

#include "Portfolio.h"

#include <algorithm>
#include <chrono>
#include <cmath>

using namespace remat::solvers;
using namespace remat::solvers::detail;

SolveOptions remat::solvers::detail::autoIlpOptions(const SolveOptions &opts) {
  SolveOptions ilpOpts = opts;
  ilpOpts.maxIlpIterations =
      std::min(opts.maxIlpIterations, opts.autoIlpIterations);
  return ilpOpts;
}

SolveResult remat::solvers::detail::dispatch(const Graph &g, int64_t budget,
                                             SolverKind kind,
                                             const SolveOptions &opts) {
  auto t0 = std::chrono::steady_clock::now();
  auto baseline = [&](Plan p) {
    SolveResult r;
    r.kind = kind;
    r.plan = std::move(p);
    finishHeuristic(g, budget, r);
    r.seconds = secondsSince(t0);
    return r;
  };
  switch (kind) {
  case SolverKind::bruteForce:
    return solveBruteForce(g, budget, opts);
  case SolverKind::ilp:
    return solveIlp(g, budget, opts);
  case SolverKind::chain:
    return solveChain(g, budget, opts);
  case SolverKind::blockChain:
    return solveBlockChain(g, budget, opts);
  case SolverKind::greedy:
    return solveGreedy(g, budget, opts);
  case SolverKind::none: {
    Plan p;
    p.drop.assign(g.nodes.size(), false);
    return baseline(std::move(p));
  }
  case SolverKind::all:
    return baseline(allCandidatesPlan(g));
  case SolverKind::sqrtN:
    return baseline(sqrtNPlan(g));
  case SolverKind::autoSolver:
    break;
  }
  // autoSolver.
  SolveResult r;
  r.status = SolveStatus::notApplicable;
  std::string trail;
  // Whether a clock ended any of the searches below (their answers are
  // compared, so one stopped early can change the plan).
  bool stoppedByClock = false;
  if ((int)g.nodes.size() <= opts.autoChainMaxNodes && chainApplicable(g)) {
    // The chain DP either finishes fast or blows up: in auto a count of its
    // work (autoChainWork) stops it at the same point on every machine and
    // leaves the rest to the others; its time share is a safety net.
    SolveOptions chainOpts = opts;
    chainOpts.timeLimitSeconds =
        std::min(opts.timeLimitSeconds,
                 opts.autoChainTimeFraction * opts.timeLimitSeconds);
    chainOpts.maxChainWork = std::min(opts.maxChainWork, opts.autoChainWork);
    r = solveChain(g, budget, chainOpts);
    stoppedByClock = stoppedByClock || r.stoppedByClock;
    // Exact answers stop here; a refusal or a time-out falls through.
    if (r.status == SolveStatus::optimal || r.status == SolveStatus::infeasible)
      goto done;
    trail += r.message + "; ";
  }
  if ((int)candidates(g).size() <= opts.autoIlpMaxCandidates) {
    r = solveIlp(g, budget, autoIlpOptions(opts));
    stoppedByClock = stoppedByClock || r.stoppedByClock;
    if (r.status == SolveStatus::optimal || r.status == SolveStatus::infeasible)
      goto done;
    if (r.status == SolveStatus::feasible) {
      SolveResult gr = solveGreedy(g, budget, opts);
      if (gr.ok() && gr.eval.recomputeCost < r.eval.recomputeCost) {
        gr.lowerBound = r.lowerBound;
        r = std::move(gr);
      }
      goto done;
    }
    trail += r.message + "; ";
  }
  r = solveGreedy(g, budget, opts);
done:
  // A fitting plan at the trivial bound is optimal: it recomputes nothing
  // and leaves no dead forward code running (the only saving a plan can
  // make), so no plan costs less and the searches below could only spend
  // time on it (the zoo's GRU LM at half its peak: 10 s of block DP for
  // greedy's 0-FLOP plan, ended by the clock).
  const double trivial = trivialLowerBound(g);
  auto atTrivialBound = [&](const SolveResult &res) {
    return res.ok() &&
           res.eval.recomputeCost <= trivial + 1e-9 * (1 + std::abs(trivial));
  };
  // Where no exact answer was reached: the block DP (exact over its block
  // plan space, which holds greedy's plan) when it is cheaper or fits where
  // the others did not.
  if (r.status != SolveStatus::optimal && !atTrivialBound(r) &&
      r.status != SolveStatus::invalidInput &&
      !(r.status == SolveStatus::infeasible && r.kind != SolverKind::greedy) &&
      (int64_t)g.nodes.size() <= opts.autoBlockChainMaxNodes) {
    SolveOptions blockOpts = opts;
    blockOpts.timeLimitSeconds =
        opts.autoBlockChainTimeFraction * opts.timeLimitSeconds;
    // A count, not the clock, ends the refinement to finer partitions, so
    // auto's plan is the same on every machine; the time limit stays a
    // safety net.
    blockOpts.maxBlockChainStates =
        std::min(opts.maxBlockChainStates, opts.autoBlockChainStates);
    blockOpts.maxBlockChainWork =
        std::min(opts.maxBlockChainWork, opts.autoBlockChainWork);
    SolveResult br = solveBlockChain(g, budget, blockOpts);
    stoppedByClock = stoppedByClock || br.stoppedByClock;
    if (br.ok() &&
        (!r.ok() || br.eval.recomputeCost < r.eval.recomputeCost - 1e-9)) {
      trail += r.message + "; ";
      br.lowerBound = std::max(br.lowerBound, r.lowerBound);
      r = std::move(br);
    } else {
      trail += br.message + "; ";
    }
  }
  if (!r.ok() && r.status != SolveStatus::invalidInput) {
    // No single-recompute plan fits (or none was found): recompute values
    // more than once, from the lowest-peak plans at hand.
    SolveResult gr =
        r.kind == SolverKind::greedy ? r : solveGreedy(g, budget, opts);
    SolveResult best = refineFromStarts(g, budget, gr.plan, opts);
    stoppedByClock = stoppedByClock || best.stoppedByClock;
    if (best.ok() || (best.status != SolveStatus::invalidInput &&
                      best.eval.peakBytes < r.eval.peakBytes)) {
      trail += r.message + "; ";
      r = std::move(best);
    }
    // Still over: the swap search's repair of the lowest-peak plan, taken
    // down to the budget (descendWithRepair), whose split with the whole
    // ancestry frees cheap chains the refinement's moves leave live
    // (ResNet-18 at 65 % of its peak: 1,252,992 B -> within 1,174,201).
    if (!r.ok() && r.status != SolveStatus::invalidInput && r.eval.ok() &&
        r.plan.drop.size() == g.nodes.size()) {
      Plan plan = r.plan;
      Evaluation eval = r.eval;
      if (descendWithRepair(g, opts, budget, plan, eval) &&
          eval.peakBytes <= budget) {
        trail += r.message + "; ";
        r.plan = std::move(plan);
        r.eval = std::move(eval);
        r.status = SolveStatus::feasible;
        r.kind = SolverKind::autoSolver;
        r.message = "lowest-peak plan repaired with the swap search's moves";
      }
    }
    // Still over: the lowest-peak search, which descends from its own
    // lowest plan (the descent above from the refinement's plan can stop
    // over a budget the lowest peak is under); its plan, where it fits, is
    // made cheaper at the budget below.
    if (!r.ok() && r.status != SolveStatus::invalidInput &&
        opts.lowestPeakFallback) {
      MinPeakResult low = boundedLowestPeak(g, opts);
      stoppedByClock = stoppedByClock || low.stoppedByClock;
      if (low.plan.drop.size() == g.nodes.size() && low.peakBytes <= budget) {
        trail += r.message + "; ";
        r.plan = low.plan;
        r.eval = evaluate(g, r.plan);
        r.status = SolveStatus::feasible;
        r.kind = SolverKind::autoSolver;
        r.message = "lowest-peak plan (" + low.method + ")";
      }
      r.lowest = std::move(low);
    }
  }
  if (r.ok() && r.status != SolveStatus::optimal) {
    // Keep what a fitting plan dropped for nothing: the heuristics,
    // block-chain's block options and the refinement's starts drop whole
    // runs of values, some of which the budget does not need dropped.
    int kept = keepWhereItFits(g, budget, r, opts.keepPassWork);
    if (kept > 0)
      trail += std::to_string(kept) + " dropped values kept (still fits); ";
    // And recompute fewer times what the multi-recompute refinement split
    // more than the budget needs.
    if (int merged = mergePass(g, budget, r, opts)) {
      trail += std::to_string(merged) + " recomputations merged; ";
      if (int more = keepWhereItFits(g, budget, r, opts.keepPassWork))
        trail += std::to_string(more) + " dropped values kept after them; ";
    }
    // Then trade: keep an expensive dropped value and drop cheaper ones
    // live at the new peak (LocalSearch.cpp), and keep what the trades
    // leave droppable for nothing.
    int swaps = swapWhereItPays(g, budget, r.plan, r.eval, opts.swapSearchWork);
    if (swaps > 0) {
      trail += std::to_string(swaps) + " swaps (keep one, drop cheaper); ";
      int more = keepWhereItFits(g, budget, r, opts.keepPassWork);
      if (more > 0)
        trail +=
            std::to_string(more) + " dropped values kept after the swaps; ";
    }
  }
  if (atTrivialBound(r)) {
    r.status = SolveStatus::optimal;
    r.lowerBound = r.eval.recomputeCost;
  }
  r.message =
      "auto -> " + std::string(toString(r.kind)) + ": " + trail + r.message;
  r.stoppedByClock = stoppedByClock;
  r.seconds = secondsSince(t0);
  return r;
}
