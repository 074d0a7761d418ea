//===- Passes.cpp - auto's passes over a plan: keep, merge, descend -------===//

#include "Portfolio.h"

#include <algorithm>
#include <limits>

using namespace remat::solvers;
using namespace remat::solvers::detail;

int remat::solvers::detail::keepWhereItFits(const Graph &g, int64_t budget,
                                            SolveResult &r, int64_t work) {
  const int64_t n = std::max<int64_t>(1, (int64_t)g.nodes.size());
  int64_t left = work / n;
  int kept = 0;
  Evaluator evaluator(g);
  while (left > 0) {
    Plan bestPlan;
    Evaluation bestEval;
    bool found = false;
    for (int v = 0; v < (int)r.plan.drop.size() && left > 0; ++v) {
      if (!r.plan.drop[v] || g.nodes[v].cost <= 0)
        continue;
      --left;
      Plan p = r.plan;
      p.drop[v] = false;
      if (!p.recomputeAt.empty())
        p.recomputeAt[v].clear();
      Evaluation e = evaluator.evaluate(p);
      if (e.ok() && e.peakBytes <= budget &&
          e.recomputeCost < r.eval.recomputeCost - 1e-9 &&
          (!found || e.recomputeCost < bestEval.recomputeCost - 1e-9)) {
        bestPlan = std::move(p);
        bestEval = std::move(e);
        found = true;
      }
    }
    if (!found)
      break;
    r.plan = std::move(bestPlan);
    r.eval = std::move(bestEval);
    ++kept;
  }
  return kept;
}

int remat::solvers::detail::mergePass(const Graph &g, int64_t budget,
                                      SolveResult &r,
                                      const SolveOptions &opts) {
  if ((int64_t)g.nodes.size() > opts.mergePassMaxNodes)
    return 0;
  return mergeWhereItFits(g, budget, r.plan, r.eval, opts.keepPassWork);
}

bool remat::solvers::detail::descendWithRepair(const Graph &g,
                                               const SolveOptions &opts,
                                               int64_t floor, Plan &plan,
                                               Evaluation &eval) {
  if (plan.drop.size() != g.nodes.size() || !eval.ok() ||
      eval.peakBytes <= floor)
    return false;
  SolveResult at;
  at.plan = plan;
  if (at.plan.recomputeAt.empty())
    at.plan.recomputeAt.assign(g.nodes.size(), {});
  at.eval = eval;
  at.status = SolveStatus::feasible;
  const int64_t startPeak = eval.peakBytes;
  bool lowered = false;
  int64_t step = startPeak / 16;
  for (int tries = 0; tries < 24 && step > 0 && step >= startPeak / 1024 &&
                      at.eval.peakBytes > floor;
       ++tries) {
    Plan p = at.plan;
    Evaluation e = at.eval;
    int64_t target = std::max(floor, at.eval.peakBytes - step);
    if (!detail::repairToFit(g, target, p, e,
                             std::numeric_limits<double>::infinity(),
                             opts.swapSearchWork)) {
      step /= 2;
      continue;
    }
    at.plan = std::move(p);
    at.eval = std::move(e);
    keepWhereItFits(g, at.eval.peakBytes, at, opts.keepPassWork);
    lowered = true;
  }
  if (!lowered)
    return false;
  plan = std::move(at.plan);
  eval = std::move(at.eval);
  return true;
}
