//===- RecomputePoints.cpp - Where recomputations go ----------------------===//
//
// Helpers on recomputation points that the multi-recompute refinement
// (MultiRecompute.cpp), the local search (LocalSearch.cpp) and auto share:
// a step's point, the single-recompute form of a plan and the point above
// the buffers a backward op fills.
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"

#include <algorithm>

using namespace remat::solvers;
using namespace remat::solvers::detail;

int remat::solvers::detail::pointOfStep(const Evaluation &e, int s) {
  while (s < (int)e.steps.size() && e.steps[s].recompute)
    ++s;
  return s < (int)e.steps.size() ? e.steps[s].node : -1;
}

void remat::solvers::detail::toSingleRecomputeForm(const Graph &g, Plan &plan,
                                                   Evaluation &eval,
                                                   int64_t budget) {
  if (plan.recomputeAt.empty())
    return;
  for (const std::vector<int> &points : plan.recomputeAt)
    if (points.size() > 1)
      return;
  Plan single = plan;
  single.recomputeAt.clear();
  Evaluation e = evaluate(g, single);
  if (!e.ok() || e.peakBytes > std::max(budget, eval.peakBytes) ||
      e.recomputeCost > eval.recomputeCost)
    return;
  plan = std::move(single);
  eval = std::move(e);
}

int remat::solvers::detail::beforeOperandBuffers(const Graph &g, int u) {
  // Runs longer than this are not looked for (a tensor.empty and a fill per
  // operand of one op).
  constexpr int kMaxRun = 8;
  auto reads = [&](int reader, int w) {
    const std::vector<int> &ins = g.nodes[reader].inputs;
    return std::find(ins.begin(), ins.end(), w) != ins.end();
  };
  // Whether [p, u) is such a run; inputs are not steps and are passed over.
  auto isRun = [&](int p) {
    for (int q = p; q < u; ++q) {
      const Node &node = g.nodes[q];
      if (node.isInput)
        continue;
      for (int w : node.inputs)
        if (!g.nodes[w].isInput && w < p)
          return false;
      bool read = reads(u, q);
      for (int r = q + 1; r < u && !read; ++r)
        read = !g.nodes[r].isInput && reads(r, q);
      if (!read)
        return false;
    }
    return true;
  };
  int first = u;
  for (int p = u - 1; p >= std::max(g.gradStart, u - kMaxRun); --p)
    if (!g.nodes[p].isInput && isRun(p))
      first = p;
  return first;
}
