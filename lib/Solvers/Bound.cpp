//===- Bound.cpp - A lower bound on recompute from the backward steps -----===//
//
// memoryLowerBound(g, budget) bounds evaluate()'s recomputeCost from below
// for every plan that fits the budget: single-recompute plans (Plan::drop)
// and multi-recompute plans (Plan::recomputeAt) alike, so it holds for
// every answer of every solver, auto's refinement included.
//
// S = the candidates that every plan executes in the forward pass (forward
// ancestors of a non-candidate forward node: outputs and non-recomputable
// nodes are always executed, and so is everything they read) and that a
// backward node reads. Dropping v in S costs at least cost(v): it is needed
// (a backward node reads it), so it is recomputed at least once, and its
// forward execution stays. Every other node adds at least 0, except dead
// forward code, whose removal saves at most its cost (trivialLowerBound).
//
// At the step of backward node b, in every plan, these are live (Graph.h,
// rules 4-6; backward nodes are executed once and only backward nodes read
// them, so their lifetimes among the backward steps do not depend on the
// plan):
//   * forward outputs; forward non-candidates with a backward reader at or
//     after b (kept, so live to their last reader);
//   * backward instances allocated at or before b and read at or after b
//     (b's own result, outputs);
//   * the candidates b reads (whichever instance b reads is live there);
//   * each v in S that is kept and whose first backward reader comes after
//     b (its forward instance lives to that reader).
// The first three give Fixed(b). So every plan that fits drops from
// A(b) = {v in S : firstBwd(v) > b} at least
//   R(b) = bytes(A(b)) + Fixed(b) - budget
// bytes, at a cost of at least the fractional knapsack over A(b) (cheapest
// cost per byte first). The bound is the maximum over b of that, plus the
// trivial bound; R(b) > bytes(A(b)) proves that no plan fits.
//
// A(b) only grows as b decreases, so the backward nodes are visited from
// the last to the first with S's members in a Fenwick tree ordered by cost
// per byte: O((n + edges) log n). Forward steps are not used (a recomputed
// value's extra live range depends on the plan), which is what leaves the
// bound below the optimum where the peak is in a recomputation.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace remat::solvers;
using namespace remat::solvers::detail;

MemoryBound remat::solvers::detail::memoryLowerBound(const Graph &g,
                                                     int64_t budget) {
  MemoryBound out;
  const int n = (int)g.nodes.size(), gs = g.gradStart;
  if (gs >= n)
    return out; // no backward steps: nothing to bound
  // First and last backward reader of every node, and the backward readers
  // (distinct) of each node.
  std::vector<int> firstBwd(n, n), lastBwd(n, -1);
  for (int b = gs; b < n; ++b) {
    if (g.nodes[b].isInput)
      continue;
    for (int w : g.nodes[b].inputs) {
      firstBwd[w] = std::min(firstBwd[w], b);
      lastBwd[w] = std::max(lastBwd[w], b);
    }
  }
  // Always executed in the forward pass.
  std::vector<char> executed(n, 0);
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
  for (int b = gs; b < n; ++b) {
    if (g.nodes[b].isInput)
      continue;
    std::vector<int> read = g.nodes[b].inputs;
    std::sort(read.begin(), read.end());
    read.erase(std::unique(read.begin(), read.end()), read.end());
    for (int v : read)
      if (v < gs && isCandidate(g, v))
        addRange(b, b, g.nodes[v].bytes);
  }
  // S in order of cost per byte (index breaks ties: deterministic).
  std::vector<int> members;
  for (int v = 0; v < gs; ++v)
    if (isCandidate(g, v) && executed[v] && firstBwd[v] < n &&
        g.nodes[v].bytes > 0)
      members.push_back(v);
  std::sort(members.begin(), members.end(), [&](int x, int y) {
    double rx = g.nodes[x].cost / (double)g.nodes[x].bytes;
    double ry = g.nodes[y].cost / (double)g.nodes[y].bytes;
    return rx != ry ? rx < ry : x < y;
  });
  const int m = (int)members.size();
  std::vector<int> position(n, -1);
  for (int i = 0; i < m; ++i)
    position[members[i]] = i + 1; // Fenwick positions are 1-based
  std::vector<int64_t> fenBytes(m + 1, 0);
  std::vector<double> fenCost(m + 1, 0);
  int top = 1;
  while (top * 2 <= m)
    top *= 2;
  // Members by first backward reader, to insert them as b goes down.
  std::vector<int> byFirst(members);
  std::sort(byFirst.begin(), byFirst.end(), [&](int x, int y) {
    return firstBwd[x] != firstBwd[y] ? firstBwd[x] > firstBwd[y] : x < y;
  });
  size_t next = 0;
  int64_t heldBytes = 0; // bytes(A(b))
  int64_t fixed = 0;
  double best = 0;
  // Fixed(b) for b from gs up is a prefix sum of diff; going down, keep
  // the whole array of prefix sums.
  std::vector<int64_t> fixedAt(n - gs, 0);
  for (int b = gs; b < n; ++b) {
    fixed += diff[b - gs];
    fixedAt[b - gs] = fixed;
  }
  for (int b = n - 1; b >= gs; --b) {
    while (next < byFirst.size() && firstBwd[byFirst[next]] > b) {
      int v = byFirst[next++];
      int64_t bytes = g.nodes[v].bytes;
      heldBytes += bytes;
      for (int i = position[v]; i <= m; i += i & -i) {
        fenBytes[i] += bytes;
        fenCost[i] += g.nodes[v].cost;
      }
    }
    if (g.nodes[b].isInput)
      continue;
    int64_t need = heldBytes + fixedAt[b - gs] - budget;
    if (need <= 0)
      continue;
    if (need > heldBytes) {
      out.infeasible = true;
      out.infeasibleAt = b;
      out.fixedBytes = fixedAt[b - gs];
      return out;
    }
    // Largest prefix whose bytes stay below `need`, then the fraction of
    // the next member that makes up the rest.
    int pos = 0;
    int64_t bytesBelow = 0;
    double costBelow = 0;
    for (int step = top; step > 0; step /= 2)
      if (pos + step <= m && bytesBelow + fenBytes[pos + step] < need) {
        pos += step;
        bytesBelow += fenBytes[pos];
        costBelow += fenCost[pos];
      }
    // pos + 1 is a member of A(b): otherwise the prefix up to pos + 1
    // would hold the same bytes, still below `need`.
    int v = members[pos];
    double cost = costBelow + g.nodes[v].cost * double(need - bytesBelow) /
                                  double(g.nodes[v].bytes);
    if (cost > best) {
      best = cost;
      out.atNode = b;
    }
  }
  // Sums of doubles in another order than the plan's: leave a hair of room.
  out.bound = std::max(0.0, best * (1 - 1e-12) - 1e-9);
  return out;
}

double remat::solvers::recomputeLowerBound(const Graph &g, int64_t budget,
                                           bool *infeasible) {
  MemoryBound mb = memoryLowerBound(g, budget);
  if (infeasible)
    *infeasible = mb.infeasible;
  return mb.bound + trivialLowerBound(g);
}
