//===- LocalSearch.cpp - auto's swap search on a fitting plan -------------===//
//
// A fitting plan that keeps no single dropped value more (auto's keep pass)
// can still be costly: it recomputes an expensive value (a matmul) that a
// plan could keep by dropping cheaper values elsewhere. The swap move keeps
// one dropped value v, which breaks the budget, then repairs the plan
// greedily with values cheaper than what keeping v saves: at the new peak
// step, the kept candidates live there in increasing order of cost per
// byte, the first whose drop lowers the bytes over the budget (summed over
// the steps) is dropped, until the plan fits again or the repair would cost
// more than the swap saves. The swap is taken when the repaired plan fits
// and costs less. Every plan is measured with evaluate(), so a plan taken
// fits the budget and costs what its evaluation says.
//
// The order is fixed (dropped values by cost, most expensive first, then by
// index; repair candidates by cost per byte, then by index) and a count of
// evaluations ends the search: the same plan on every machine.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>

using namespace remat::solvers;
using namespace remat::solvers::detail;

namespace {

/// Bytes over the budget, summed over the steps: the repair's measure of
/// how far a plan is from fitting.
double excessBytes(const Evaluation &e, int64_t budget) {
  double excess = 0;
  for (int64_t live : e.liveBytes)
    if (live > budget)
      excess += double(live - budget);
  return excess;
}

struct SwapSearch {
  const Graph &g;
  int64_t budget;
  int64_t left; ///< evaluations left

  Evaluation measure(const Plan &p) {
    --left;
    return evaluate(g, p);
  }

  /// Kept candidates whose forward instance is live at a step of `e` over
  /// the budget, cheapest per byte first (then by index), with a cost
  /// below `limit`.
  std::vector<int> repairCandidates(const Plan &p, const Evaluation &e,
                                    double limit) const {
    // over[s + 1] - over[l]: steps over the budget in [l, s].
    std::vector<int> over(e.liveBytes.size() + 1, 0);
    for (size_t s = 0; s < e.liveBytes.size(); ++s)
      over[s + 1] = over[s] + (e.liveBytes[s] > budget);
    std::vector<int> out;
    for (int u = 0; u < g.gradStart; ++u) {
      if (p.drop[u] || !isCandidate(g, u) || g.nodes[u].bytes <= 0 ||
          e.fwdStep[u] < 0 || g.nodes[u].cost >= limit)
        continue;
      int last = std::min<int>(e.fwdFree[u], (int)e.liveBytes.size() - 1);
      if (last < e.fwdStep[u] || over[last + 1] - over[e.fwdStep[u]] == 0)
        continue;
      out.push_back(u);
    }
    std::stable_sort(out.begin(), out.end(), [&](int a, int b) {
      return g.nodes[a].cost * double(g.nodes[b].bytes) <
             g.nodes[b].cost * double(g.nodes[a].bytes);
    });
    return out;
  }

  /// Keeps v in (plan, eval), then repairs; true (and the plan replaced)
  /// when the result fits and costs less.
  bool trySwap(int v, Plan &plan, Evaluation &eval) {
    const double target = eval.recomputeCost - 1e-9;
    Plan p = plan;
    p.drop[v] = false;
    if (!p.recomputeAt.empty())
      p.recomputeAt[v].clear();
    Evaluation e = measure(p);
    if (!e.ok() || e.recomputeCost >= target)
      return false;
    double excess = excessBytes(e, budget);
    while (excess > 0 && left > 0) {
      // Each drop costs at least its node's cost more (its recomputation;
      // a forward execution it removes is counted by evaluate): values as
      // expensive as what is left to save cannot help.
      std::vector<int> cands = repairCandidates(p, e, target - e.recomputeCost);
      bool dropped = false;
      for (int u : cands) {
        if (left <= 0)
          break;
        Plan q = p;
        q.drop[u] = true;
        Evaluation qe = measure(q);
        if (!qe.ok() || qe.recomputeCost >= target)
          continue;
        double qx = excessBytes(qe, budget);
        if (qx < excess) {
          p = std::move(q);
          e = std::move(qe);
          excess = qx;
          dropped = true;
          break;
        }
      }
      if (!dropped)
        return false;
    }
    if (excess > 0 || e.peakBytes > budget || e.recomputeCost >= target)
      return false;
    plan = std::move(p);
    eval = std::move(e);
    return true;
  }
};

} // namespace

int remat::solvers::detail::swapWhereItPays(const Graph &g, int64_t budget,
                                            Plan &plan, Evaluation &eval,
                                            int64_t work) {
  const int64_t n = std::max<int64_t>(1, (int64_t)g.nodes.size());
  SwapSearch s{g, budget, work / n};
  if (plan.drop.size() != g.nodes.size() || !eval.ok() ||
      eval.peakBytes > budget)
    return 0;
  int swaps = 0;
  bool improved = true;
  while (improved && s.left > 0) {
    improved = false;
    std::vector<int> dropped;
    for (int v = 0; v < (int)plan.drop.size(); ++v)
      if (plan.drop[v] && g.nodes[v].cost > 0)
        dropped.push_back(v);
    std::stable_sort(dropped.begin(), dropped.end(), [&](int a, int b) {
      return g.nodes[a].cost > g.nodes[b].cost;
    });
    for (int v : dropped) {
      if (s.left <= 0)
        break;
      if (!plan.drop[v])
        continue;
      if (s.trySwap(v, plan, eval)) {
        ++swaps;
        improved = true;
      }
    }
  }
  return swaps;
}
