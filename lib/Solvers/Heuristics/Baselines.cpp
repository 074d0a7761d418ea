//===- Baselines.cpp - none, all, sqrt-n and checkpoint plans -------------===//

#include "Heuristics.h"

#include <algorithm>
#include <cmath>

using namespace remat::solvers;
using namespace remat::solvers::detail;

SegmentGroups remat::solvers::detail::segmentGroups(const Graph &g) {
  const int n = (int)g.nodes.size(), gs = g.gradStart;
  // Group forward nodes by segment; nodes without one join the previous
  // group; without any segment info each node is its own group.
  bool anySeg = false;
  for (int v = 0; v < gs; ++v)
    anySeg = anySeg || (!g.nodes[v].isInput && g.nodes[v].segment >= 0);
  SegmentGroups sg;
  sg.group.assign(n, -1);
  int lastSeg = -2;
  for (int v = 0; v < gs; ++v) {
    if (g.nodes[v].isInput)
      continue;
    int s = g.nodes[v].segment;
    if (!anySeg || sg.numGroups == 0 || (s >= 0 && s != lastSeg)) {
      ++sg.numGroups;
      if (s >= 0)
        lastSeg = s;
    }
    sg.group[v] = sg.numGroups - 1;
  }
  sg.readOutside.assign(n, 0);
  for (int u = 0; u < n; ++u)
    for (int w : g.nodes[u].inputs)
      if (u >= gs || sg.group[u] != sg.group[w])
        sg.readOutside[w] = 1;
  return sg;
}

Plan remat::solvers::detail::checkpointPlan(
    const Graph &g, const SegmentGroups &sg,
    const std::vector<char> &checkpointGroup) {
  Plan p;
  p.drop.assign(g.nodes.size(), false);
  for (int v = 0; v < g.gradStart; ++v) {
    if (!isCandidate(g, v))
      continue;
    bool checkpoint = checkpointGroup[sg.group[v]] && sg.readOutside[v];
    p.drop[v] = !checkpoint;
  }
  return p;
}

Plan remat::solvers::detail::periodicPlan(const Graph &g,
                                          const SegmentGroups &sg, int period,
                                          int offset) {
  period = std::max(1, period);
  std::vector<char> checkpoint(std::max(sg.numGroups, 1), 0);
  for (int j = 0; j < sg.numGroups; ++j)
    checkpoint[j] = (j + 1 + offset) % period == 0;
  return checkpointPlan(g, sg, checkpoint);
}

Plan remat::solvers::detail::shrinkingPlan(const Graph &g,
                                           const SegmentGroups &sg, int first) {
  std::vector<char> checkpoint(std::max(sg.numGroups, 1), 0);
  int len = std::max(1, first);
  for (int end = len - 1; end < sg.numGroups; end += len) {
    checkpoint[end] = 1;
    len = std::max(1, len - 1);
  }
  return checkpointPlan(g, sg, checkpoint);
}

Plan remat::solvers::detail::allCandidatesPlan(const Graph &g) {
  Plan p;
  p.drop.assign(g.nodes.size(), false);
  for (int v : candidates(g))
    p.drop[v] = true;
  return p;
}

Plan remat::solvers::detail::sqrtNPlan(const Graph &g) {
  SegmentGroups sg = segmentGroups(g);
  if (sg.numGroups == 0) {
    Plan p;
    p.drop.assign(g.nodes.size(), false);
    return p;
  }
  int k = std::max(1, (int)std::lround(std::sqrt((double)sg.numGroups)));
  return periodicPlan(g, sg, k, 0);
}

void remat::solvers::detail::finishHeuristic(const Graph &g, int64_t budget,
                                             SolveResult &r) {
  r.eval = evaluate(g, r.plan);
  r.status = r.eval.peakBytes <= budget ? SolveStatus::feasible
                                        : SolveStatus::infeasible;
}
