//===- Greedy.cpp - Fast heuristic planner
//---------------------------------===//
//
// Repeatedly looks at the step holding the peak and at the kept candidates
// live there. Dropping v frees v's bytes at that step iff its forward
// instance would already be dead there (last executed forward reader before
// the step) and its recomputation would come after the step (first backward
// reader / needing recomputation after the step). Candidates are ranked by
// (bytes freed at the peak) / (added cost: own cost plus dropped operands that
// would newly need recomputation) and dropped in that order until the freed
// bytes cover the excess over the budget; then the plan is re-evaluated with
// evaluate(). Each round drops at least one new candidate, so it terminates.
// Finally, when cheap enough, drops that are not needed any more are undone
// (most expensive first).
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>
#include <cmath>

using namespace remat::solvers;
using namespace remat::solvers::detail;

SolveResult remat::solvers::detail::solveGreedy(const Graph &g, int64_t budget,
                                                const SolveOptions &opts) {
  (void)opts;
  auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  r.kind = SolverKind::greedy;
  const int n = (int)g.nodes.size();
  const int gs = g.gradStart;
  GraphInfo gi(g, /*withRows=*/false); // readers, firstBwd, candidates
  double avgCost = 0;
  for (int v : gi.cands)
    avgCost += g.nodes[v].cost;
  avgCost = gi.cands.empty() ? 1 : avgCost / gi.cands.size();
  const double eps = 1e-6 * (avgCost + 1e-12) + 1e-12;

  Plan plan;
  plan.drop.assign(n, false);
  Evaluation ev = evaluate(g, plan);
  Plan bestPlan = plan;
  Evaluation bestEv = ev;

  std::vector<double> score(n);
  std::vector<int64_t> benefit(n);
  int rounds = 0;
  while (ev.peakBytes > budget) {
    ++rounds;
    const int s = ev.peakStep;
    const bool sInBwd = ev.steps[s].recompute || ev.steps[s].node >= gs;
    std::vector<int> cs;
    for (int v : gi.cands) {
      if (plan.drop[v] || ev.fwdStep[v] < 0 || ev.fwdStep[v] > s ||
          ev.fwdFree[v] < s || g.nodes[v].bytes == 0)
        continue;
      // Would the forward instance be dead at s once dropped?
      int lastFwdReader = ev.fwdStep[v];
      for (int u : gi.fwdReaders[v])
        if (ev.fwdStep[u] >= 0)
          lastFwdReader = std::max(lastFwdReader, ev.fwdStep[u]);
      if (lastFwdReader >= s)
        continue;
      if (sInBwd) {
        // Recomputation point: before the first backward reader or before an
        // already recomputed reader.
        int need = gi.firstBwd[v] == kInf ? kInf : ev.fwdStep[gi.firstBwd[v]];
        for (int u : gi.fwdReaders[v])
          if (ev.recStep[u] >= 0)
            need = std::min(need, ev.recStep[u]);
        if (need <= s)
          continue;
      }
      double added = g.nodes[v].cost;
      for (int w : g.nodes[v].inputs)
        if (plan.drop[w] && ev.recStep[w] < 0)
          added += g.nodes[w].cost;
      benefit[v] = g.nodes[v].bytes;
      score[v] = (double)g.nodes[v].bytes / (added + eps);
      cs.push_back(v);
    }
    if (cs.empty())
      break;
    std::sort(cs.begin(), cs.end(), [&](int a, int b) {
      if (score[a] != score[b])
        return score[a] > score[b];
      if (benefit[a] != benefit[b])
        return benefit[a] > benefit[b];
      return a < b;
    });
    int64_t excess = ev.peakBytes - budget, freed = 0;
    for (int v : cs) {
      plan.drop[v] = true;
      freed += benefit[v];
      if (freed >= excess)
        break;
    }
    ev = evaluate(g, plan);
    if (ev.peakBytes < bestEv.peakBytes ||
        (ev.peakBytes == bestEv.peakBytes &&
         ev.recomputeCost < bestEv.recomputeCost)) {
      bestPlan = plan;
      bestEv = ev;
    }
  }

  if (ev.peakBytes <= budget) {
    // Undo unnecessary drops, most expensive first, when affordable.
    std::vector<int> dropped;
    for (int v : gi.cands)
      if (plan.drop[v])
        dropped.push_back(v);
    if ((double)dropped.size() * (double)n <= 4e6) {
      std::stable_sort(dropped.begin(), dropped.end(), [&](int a, int b) {
        return g.nodes[a].cost > g.nodes[b].cost;
      });
      for (int v : dropped) {
        plan.drop[v] = false;
        Evaluation e2 = evaluate(g, plan);
        if (e2.peakBytes <= budget && e2.recomputeCost <= ev.recomputeCost)
          ev = std::move(e2);
        else
          plan.drop[v] = true;
      }
    }
    r.plan = std::move(plan);
    r.eval = std::move(ev);
    r.status = SolveStatus::feasible;
  } else {
    r.plan = std::move(bestPlan);
    r.eval = std::move(bestEv);
    r.status = SolveStatus::infeasible;
    r.message = "greedy: no candidate frees memory at the peak step";
  }
  r.message += (r.message.empty() ? "" : "; ") + std::string("greedy: ") +
               std::to_string(rounds) + " rounds";
  r.seconds = secondsSince(t0);
  return r;
}
