//===- RefineStarts.cpp - auto's multi-recompute starts -------------------===//

#include "Portfolio.h"

#include <algorithm>
#include <chrono>

using namespace remat::solvers;
using namespace remat::solvers::detail;

SolveResult remat::solvers::detail::refineFromStarts(const Graph &g,
                                                     int64_t budget,
                                                     const Plan &first,
                                                     const SolveOptions &opts) {
  std::vector<Plan> starts = {first, sqrtNPlan(g)};
  SegmentGroups groups = segmentGroups(g);
  for (int period = 2; period <= std::min(groups.numGroups, 32); ++period)
    starts.push_back(periodicPlan(g, groups, period, 0));
  starts.push_back(allCandidatesPlan(g));

  SolveResult best;
  best.status = SolveStatus::invalidInput;
  const double share = 0.5 * opts.timeLimitSeconds;
  auto t0 = std::chrono::steady_clock::now();
  auto consider = [&](SolveResult mr) {
    bool better =
        best.status == SolveStatus::invalidInput ||
        (mr.ok() && (!best.ok() ||
                     mr.eval.recomputeCost < best.eval.recomputeCost - 1e-9)) ||
        (!mr.ok() && !best.ok() && mr.eval.peakBytes < best.eval.peakBytes);
    if (better)
      best = std::move(mr);
  };
  // Nested checkpoint schedules where the graph is a chain of segments;
  // the four over the budget that come closest to it (the most expensive)
  // are refined like the other starts. Each is measured with evaluate(),
  // at most `multiRecomputeWork / n` of them: on small graphs all (the
  // DP's slots only approximate bytes); on large ones in order of the DP's
  // cost up to the first that fits (the cheapest the DP knows that fits),
  // their evaluations out of the refinement's budget.
  const int64_t n = std::max<int64_t>(1, (int64_t)g.nodes.size());
  const bool large = n > opts.nestedChainMeasureAllNodes;
  int64_t nestedLeft = std::max<int64_t>(16, opts.multiRecomputeWork / n);
  int64_t nestedMeasured = 0;
  std::vector<std::pair<double, Plan>> over; // cost descending, stable
  // Measures one nested schedule; its peak, or -1 if it is malformed.
  auto measure = [&](Plan &&plan, const char *what) -> int64_t {
    ++nestedMeasured;
    SolveResult nr;
    nr.kind = SolverKind::autoSolver;
    nr.plan = std::move(plan);
    nr.eval = evaluate(g, nr.plan);
    if (!nr.eval.ok())
      return -1;
    int64_t peak = nr.eval.peakBytes;
    bool fits = peak <= budget;
    if (!fits) {
      auto at = std::upper_bound(
          over.begin(), over.end(), nr.eval.recomputeCost,
          [](double cost, const auto &x) { return cost > x.first; });
      if (at - over.begin() < 4) {
        over.insert(at, {nr.eval.recomputeCost, nr.plan});
        if (over.size() > 4)
          over.pop_back();
      }
    }
    nr.status = fits ? SolveStatus::feasible : SolveStatus::infeasible;
    nr.message = std::string(what) + ", " +
                 std::to_string(nr.eval.numRecomputed) + " recomputations";
    consider(std::move(nr));
    return peak;
  };
  // First the DP that is exact in bytes for this budget (a few plans: its
  // target follows the measured peaks), then the slot-count DP's schedules.
  forEachByteNestedChainPlan(
      g, opts.maxNestedChainSegments, budget, 4, [&](Plan &&plan) {
        return measure(std::move(plan), "nested checkpoint schedule (byte DP)");
      });
  forEachNestedChainPlan(g, opts.maxNestedChainSegments,
                         opts.maxNestedChainSegments, large, [&](Plan &&plan) {
                           if (nestedLeft-- <= 0)
                             return false;
                           int64_t peak = measure(std::move(plan),
                                                  "nested checkpoint schedule");
                           // Large graphs: the first plan that fits is the
                           // cheapest the DP knows.
                           return !(peak >= 0 && peak <= budget && large);
                         });
  for (size_t i = 0; i < over.size(); ++i)
    starts.insert(starts.begin() + 1 + i, std::move(over[i].second));
  // The starts share a number of evaluations that shrinks with the graph
  // (so that the answer does not depend on the machine's speed), a start
  // that stops early leaving its rest to the next; the time share is only
  // a safety net.
  // On large graphs the nested schedules' evaluations come out of the
  // same budget.
  const int64_t evaluations = std::max<int64_t>(
      4 * (int64_t)starts.size(),
      opts.multiRecomputeWork / n - (large ? nestedMeasured : 0));
  bool stoppedByClock = false;
  auto refineStarts = [&](bool keptSplits) {
    int64_t evaluationsLeft = evaluations;
    for (size_t i = 0; i < starts.size(); ++i) {
      double left = share - secondsSince(t0);
      if (evaluationsLeft <= 0)
        break;
      if (left <= 0) {
        stoppedByClock = true;
        break;
      }
      SolveOptions startOpts = opts;
      startOpts.timeLimitSeconds = left / double(starts.size() - i);
      startOpts.maxMultiRecomputeEvaluations =
          std::min(opts.maxMultiRecomputeEvaluations,
                   evaluationsLeft / (int64_t)(starts.size() - i));
      startOpts.multiRecomputeKeptSplits = keptSplits;
      int64_t used = 0;
      SolveResult mr = detail::refineWithMultiRecompute(g, budget, starts[i],
                                                        startOpts, &used);
      evaluationsLeft -= used;
      stoppedByClock = stoppedByClock || mr.stoppedByClock;
      if (mr.status != SolveStatus::invalidInput)
        consider(std::move(mr));
    }
  };
  refineStarts(false);
  // No start fits: all of them again with the kept split, on graphs of at
  // most keptSplitMaxNodes nodes. Not in the first pass: there it keeps
  // stuck starts going, spending the evaluations the starts share
  // (mobilenet_v2_ids at 60 %: 6.07e5 -> 7.36e5 FLOPs); here it turns
  // "infeasible" into a plan (the bundled MLP step at 90 %: the MILP's
  // optimum) and lowers the lowest peak.
  if (!best.ok() && opts.multiRecomputeKeptSplits &&
      n <= opts.keptSplitMaxNodes)
    refineStarts(true);
  best.stoppedByClock = stoppedByClock;
  return best;
}
