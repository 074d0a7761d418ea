//===- BackwardSteps.cpp - What every bound reads of the backward steps ---===//

#include "CutModel.h"

#include <algorithm>

using namespace remat::solvers;
using namespace remat::solvers::detail;

BackwardSteps remat::solvers::detail::analyzeBackwardSteps(const Graph &g) {
  const int n = (int)g.nodes.size(), gs = g.gradStart;
  BackwardSteps steps;
  std::vector<int> &lastBwd = steps.lastBwd;
  std::vector<std::vector<int>> &readers = steps.readers;
  std::vector<char> &executed = steps.executed, &inS = steps.inS;
  std::vector<std::vector<int>> &readCandidates = steps.readCandidates;
  std::vector<int64_t> &fixedAt = steps.fixedAt;
  // Last backward reader of every node, and the backward readers of every
  // forward node (increasing, distinct).
  lastBwd.assign(n, -1);
  readers.assign(gs, {});
  for (int b = gs; b < n; ++b) {
    if (g.nodes[b].isInput)
      continue;
    for (int w : g.nodes[b].inputs) {
      lastBwd[w] = std::max(lastBwd[w], b);
      if (w < gs && (readers[w].empty() || readers[w].back() != b))
        readers[w].push_back(b);
    }
  }
  // S: always executed in the forward pass.
  executed.assign(n, 0);
  inS.assign(n, 0);
  for (int v = gs - 1; v >= 0; --v) {
    const Node &node = g.nodes[v];
    if (node.isInput)
      continue;
    if (!isCandidate(g, v))
      executed[v] = 1;
    if (executed[v])
      for (int w : node.inputs)
        executed[w] = 1;
  }
  for (int v = 0; v < gs; ++v)
    inS[v] = executed[v] && isCandidate(g, v);
  // The candidates each backward node reads (distinct, sorted).
  readCandidates.assign(n - gs, {});
  for (int b = gs; b < n; ++b) {
    if (g.nodes[b].isInput)
      continue;
    std::vector<int> &read = readCandidates[b - gs];
    for (int v : g.nodes[b].inputs)
      if (v < gs && isCandidate(g, v))
        read.push_back(v);
    std::sort(read.begin(), read.end());
    read.erase(std::unique(read.begin(), read.end()), read.end());
  }
  // Fixed(b) by differences over the backward steps [gs, n).
  std::vector<int64_t> diff(n - gs + 1, 0);
  auto addRange = [&](int lo, int hi, int64_t bytes) {
    if (bytes == 0 || lo > hi)
      return;
    diff[lo - gs] += bytes;
    diff[hi - gs + 1] -= bytes;
  };
  for (int v = 0; v < gs; ++v) {
    const Node &node = g.nodes[v];
    if (node.isInput)
      continue;
    if (node.isOutput)
      addRange(gs, n - 1, node.bytes);
    else if (!isCandidate(g, v) && lastBwd[v] >= gs)
      addRange(gs, lastBwd[v], node.bytes);
  }
  for (int w = gs; w < n; ++w) {
    const Node &node = g.nodes[w];
    if (node.isInput)
      continue;
    addRange(w, node.isOutput ? n - 1 : std::max(w, lastBwd[w]), node.bytes);
  }
  for (int b = gs; b < n; ++b)
    for (int v : readCandidates[b - gs])
      addRange(b, b, g.nodes[v].bytes);
  fixedAt.assign(n - gs, 0);
  {
    int64_t fixed = 0;
    for (int b = gs; b < n; ++b) {
      fixed += diff[b - gs];
      fixedAt[b - gs] = fixed;
    }
  }
  return steps;
}
