//===- PeakBound.cpp - A lower bound on every plan's peak -----------------===//
//
// See Bound.cpp's header, "The peak".
//
//===----------------------------------------------------------------------===//

#include "CutModel.h"

#include <algorithm>
#include <cmath>
#include <vector>

using namespace remat::solvers;
using namespace remat::solvers::detail;

PeakBound remat::solvers::detail::peakLowerBound(const Graph &g,
                                                 int64_t maxCutWork) {
  PeakBound out;
  const int n = (int)g.nodes.size(), gs = g.gradStart;
  if (gs >= n)
    return out; // no backward steps: nothing to bound
  BackwardSteps steps = analyzeBackwardSteps(g);
  // Forward steps: every plan runs the non-candidates and what an executed
  // node reads (S) in the forward pass, and each such instance lives from
  // its step through its last forward reader among them at least (outputs,
  // and non-candidates with a backward reader, through the end of it).
  auto always = [&](int v) { return !g.nodes[v].isInput && steps.executed[v]; };
  {
    std::vector<int> lastForwardRead(gs, -1);
    for (int v = 0; v < gs; ++v)
      if (always(v))
        for (int u : g.nodes[v].inputs)
          lastForwardRead[u] = std::max(lastForwardRead[u], v);
    std::vector<int64_t> forwardDiff(gs + 1, 0);
    for (int v = 0; v < gs; ++v) {
      const Node &node = g.nodes[v];
      if (!always(v) || node.bytes == 0)
        continue;
      bool toTheEnd =
          node.isOutput || (!isCandidate(g, v) && steps.lastBwd[v] >= gs);
      int end = toTheEnd ? gs - 1 : std::max(v, lastForwardRead[v]);
      forwardDiff[v] += node.bytes;
      forwardDiff[end + 1] -= node.bytes;
    }
    int64_t live = 0;
    for (int x = 0; x < gs; ++x) {
      live += forwardDiff[x];
      if (always(x) && live > out.bytes) {
        out.bytes = live;
        out.atNode = x;
        out.inForward = true;
      }
    }
  }
  // Fixed(b) alone, and per step the bytes live there when every plan
  // keeps what it reads later: the candidates (not free at b) with a
  // backward reader after b. The latter bounds the step's cut from above
  // (the cut of the nodes it starts from), so steps are visited from the
  // highest and the visit stops where it cannot beat the bound so far.
  std::vector<int64_t> diff(n - gs + 1, 0);
  for (int w = 0; w < gs; ++w) {
    const Node &node = g.nodes[w];
    if (node.isInput || node.isOutput || !isCandidate(g, w) ||
        steps.lastBwd[w] <= gs || node.bytes == 0)
      continue;
    diff[0] += node.bytes; // steps [gs, lastBwd(w))
    diff[steps.lastBwd[w] - gs] -= node.bytes;
  }
  std::vector<int64_t> upper(n - gs, 0);
  std::vector<int> order;
  int64_t laterBytes = 0;
  for (int b = gs; b < n; ++b) {
    laterBytes += diff[b - gs];
    if (g.nodes[b].isInput)
      continue;
    int64_t fixed = steps.fixedAt[b - gs];
    if (out.atNode < 0 || fixed > out.bytes) {
      out.bytes = fixed;
      out.atNode = b;
      out.inForward = false;
    }
    int64_t readHere = 0; // candidates b reads are in Fixed(b) already
    for (int v : steps.readCandidates[b - gs])
      if (steps.lastBwd[v] > b && !g.nodes[v].isOutput)
        readHere += g.nodes[v].bytes;
    upper[b - gs] = fixed + laterBytes - readHere;
    if (upper[b - gs] > fixed)
      order.push_back(b);
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](int x, int y) { return upper[x - gs] > upper[y - gs]; });
  const std::vector<std::vector<int>> noForced(gs);
  int64_t work = 0;
  for (int b : order) {
    if (upper[b - gs] <= out.bytes)
      break; // no later step in the order can raise the bound
    if (work >= maxCutWork) {
      out.complete = false;
      break;
    }
    CutModel cut(g, steps.inS, steps.lastBwd, steps.readCandidates,
                 steps.readers, noForced);
    cut.addStep(b, 0);
    work += gs + cut.workToBuild();
    std::vector<double> lambda{1.0};
    CutModel::Cut fewest = cut.solve(lambda, false, work);
    ++out.stepsCut;
    // A flow's value is at most the minimum cut (the flow may have stopped
    // at the work count): the floor keeps the bound below it.
    int64_t live = steps.fixedAt[b - gs] + (int64_t)std::floor(fewest.flow);
    if (live > out.bytes) {
      out.bytes = live;
      out.atNode = b;
      out.fromCut = true;
      out.inForward = false;
    }
  }
  return out;
}

PeakBound remat::solvers::peakLowerBound(const Graph &g) {
  if (!validate(g).empty())
    return {};
  return detail::peakLowerBound(g, kDefaultCutWork);
}
