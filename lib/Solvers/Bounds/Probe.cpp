//===- Probe.cpp - Bounds over the branches of a probe --------------------===//
//
// Probing (docs/Solvers.md, "Probing" and "Probing a chain"): the memory
// bound of each branch of a split of the plans (a candidate kept or
// dropped; a chain's first kept node), the smallest of which bounds every
// plan.
//
//===----------------------------------------------------------------------===//

#include "Bounds.h"

#include <algorithm>
#include <limits>

using namespace remat::solvers;
using namespace remat::solvers::detail;

ProbeBounds remat::solvers::detail::probeBounds(const Graph &g, int64_t budget,
                                                int x, int64_t maxBranchWork) {
  ProbeBounds out;
  if (x < 0 || x >= g.gradStart || !isCandidate(g, x))
    return out;
  for (int b = g.gradStart; b < (int)g.nodes.size() && out.firstReader < 0; ++b)
    if (!g.nodes[b].isInput &&
        std::count(g.nodes[b].inputs.begin(), g.nodes[b].inputs.end(), x))
      out.firstReader = b;
  if (out.firstReader < 0)
    return out;
  out.applies = true;
  Graph kept = g;
  kept.nodes[x].recomputable = false;
  out.keep = memoryLowerBound(kept, budget, kDefaultCutWork, maxBranchWork);
  out.keepTrivial = trivialLowerBound(kept);
  out.drop = memoryLowerBound(g, budget, kDefaultCutWork, maxBranchWork,
                              kDefaultForcedWork, {}, {{x, out.firstReader}});
  return out;
}

ChainProbe remat::solvers::detail::probeChain(const Graph &g, int64_t budget,
                                              const std::vector<int> &nodes,
                                              int64_t maxBranchWork) {
  ChainProbe out;
  const double inf = std::numeric_limits<double>::infinity();
  for (int x : nodes)
    if (x >= 0 && x < g.gradStart && isCandidate(g, x) &&
        std::find(out.nodes.begin(), out.nodes.end(), x) == out.nodes.end())
      out.nodes.push_back(x);
  out.bound = inf;
  std::vector<int> prefix;
  for (int x : out.nodes) {
    Graph kept = g;
    kept.nodes[x].recomputable = false;
    MemoryBound mb =
        memoryLowerBound(kept, budget, kDefaultCutWork, maxBranchWork,
                         kDefaultForcedWork, {}, {}, prefix);
    double value = mb.infeasible ? inf : mb.bound + trivialLowerBound(kept);
    out.keepBound.push_back(value);
    out.bound = std::min(out.bound, value);
    prefix.push_back(x);
  }
  MemoryBound all = memoryLowerBound(g, budget, kDefaultCutWork, maxBranchWork,
                                     kDefaultForcedWork, {}, {}, prefix);
  out.allDroppedBound = all.infeasible ? inf : all.bound + trivialLowerBound(g);
  out.bound = std::min(out.bound, out.allDroppedBound);
  return out;
}
