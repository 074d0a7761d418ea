//===- Bound.cpp - A lower bound on recompute from the backward steps -----===//
//
// memoryLowerBound(g, budget) bounds evaluate()'s recomputeCost from below
// for every plan that fits the budget: single-recompute plans (Plan::drop)
// and multi-recompute plans (Plan::recomputeAt) alike, so it holds for
// every answer of every solver, auto's refinement included.
//
// Charges. S = the candidates that every plan executes in the forward pass
// (forward ancestors of a non-candidate forward node: outputs and
// non-recomputable nodes are always executed, and so is everything they
// read). recomputeCost = sum over nodes of (recomputations - removed
// forward executions) * cost. A node of S is never removed, so it adds
// cost(v) per recomputation. Any other node adds at least 0, except dead
// forward code, whose removal saves at most its cost (trivialLowerBound):
// a removed node that reaches a backward node is needed, hence recomputed.
// So recomputeCost >= trivial + sum over v in S of cost(v) * [v is
// recomputed at least once in a given window]. Costs are >= 0 (validate).
//
// Fixed(b). At the step of backward node b these are live in every plan
// (Graph.h, rules 4-6; backward nodes are executed once and only backward
// nodes read them, so their lifetimes among the backward steps do not
// depend on the plan): forward outputs; forward non-candidates with a
// backward reader at or after b (kept, so live to their last reader);
// backward instances allocated at or before b and read at or after b (b's
// own result, outputs); the candidates b reads (whichever instance b reads
// is live there). Their bytes are Fixed(b); call these nodes free at b.
//
// Availability. Take any other forward node w that is read after step b,
// by a backward node after b or by a recomputation after b. The instance
// that read uses (the forward instance of a kept w, else the newest
// recomputed one) was either created before step b, so it is live at b
// (recomputations are steps of their own, never step b), or it is a
// recomputation of w after b. The same holds for the operands of each
// recomputation after b. So in every plan, with
//   z_w = w is read after b, x_w = w is recomputed after b,
// z_w = 1 where w has a backward reader after b; x_w = 1 implies z_u = 1
// for every non-input operand u of w; a non-candidate is never recomputed;
// every non-free w with z_w = 1 and x_w = 0 has bytes(w) live at b (one
// instance each, and no node of Fixed(b) among them); the plan costs at
// least trivial + sum of cost(w) * x_w over w in S. Fitting the budget at
// b means  sum of bytes(w) z_w (1 - x_w) <= cap(b) = budget - Fixed(b).
//
// Bound at b: the minimum of sum c_w x_w under those rules, c_w = cost(w)
// on S and 0 elsewhere, is at least its Lagrangian value for every
// lambda >= 0:
//   L(b, lambda) = min over (x, z) of sum c_w x_w
//                  + lambda * (sum bytes(w) z_w (1 - x_w) - cap(b)).
// The inner minimum is a minimum s-t cut (each term charges a pair of
// variables only for one of the two mixed assignments): per node w a
// vertex z_w and, for candidates, x_w, on the source side when 1; edges
// source->z_w (infinite) where w has a backward reader after b, z_w->x_w
// (lambda * bytes(w); z_w->sink for non-candidates), x_w->sink (c_w),
// x_w->z_u (infinite) for each operand u. Any feasible flow's value is at
// most that cut, so flow - lambda * cap(b) is a bound whatever lambda is;
// lambda is searched (Newton steps on the concave piecewise linear L) only
// to make it large. Where even the byte-only cut (c = 0, lambda = 1)
// leaves more than cap(b) bytes, no plan fits: that many bytes plus
// Fixed(b) are live at b in every plan.
//
// Without the operand rule the minimum is the fractional knapsack over
// A(b) = {v in S, not free at b, read by a backward node after b} at cost
// per byte cost(v) / bytes(v): it is computed first for every b (O((n +
// edges) log n), Fenwick tree), then the cut bound at the backward steps
// in order of that knapsack value while a work budget (vertices and edges
// built and visited) lasts; steps not reached keep the knapsack value. The
// bound is the maximum over b of the two, plus the trivial bound. The cut
// bound is what prices a freed activation by what its recomputation needs:
// a value whose operand no backward node reads (a matmul before an
// elementwise activation) is freed only by keeping that operand instead or
// by recomputing it too. Forward steps are not used (a recomputed value's
// extra live range depends on the plan), nor the joint effect of several
// backward steps.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

using namespace remat::solvers;
using namespace remat::solvers::detail;

namespace {

constexpr double kUnbounded = std::numeric_limits<double>::infinity();

/// Maximum flow (Dinic) on a small graph with double capacities. The value
/// it returns is the sum of what it pushed along paths of positive residual
/// capacity; a relative epsilon treats near-empty residuals as empty, so
/// the flow respects every capacity up to rounding.
class MaxFlow {
public:
  explicit MaxFlow(int vertices)
      : head(vertices, -1), level(vertices), it(vertices) {}
  int addEdge(int from, int to) {
    int id = (int)to_.size();
    to_.push_back(to), next.push_back(head[from]), cap.push_back(0);
    head[from] = id;
    to_.push_back(from), next.push_back(head[to]), cap.push_back(0);
    head[to] = id + 1;
    return id;
  }
  void setCapacity(int edge, double c) { cap[edge] = c, cap[edge ^ 1] = 0; }
  /// Flow from s to t; `work` grows by the edges visited.
  double run(int s, int t, double eps, int64_t &work) {
    double total = 0;
    this->eps = eps;
    while (bfs(s, t, work)) {
      it = head;
      while (double pushed = dfs(s, t, kUnbounded, work))
        total += pushed;
    }
    return total;
  }
  /// After run(): is v on the source side of the minimum cut found?
  bool sourceSide(int v) const { return level[v] >= 0; }

private:
  bool bfs(int s, int t, int64_t &work) {
    std::fill(level.begin(), level.end(), -1);
    std::vector<int> queue{s};
    level[s] = 0;
    for (size_t q = 0; q < queue.size(); ++q)
      for (int e = head[queue[q]]; e >= 0; e = next[e]) {
        ++work;
        if (cap[e] > eps && level[to_[e]] < 0) {
          level[to_[e]] = level[queue[q]] + 1;
          queue.push_back(to_[e]);
        }
      }
    return level[t] >= 0;
  }
  double dfs(int v, int t, double limit, int64_t &work) {
    if (v == t)
      return limit;
    for (int &e = it[v]; e >= 0; e = next[e]) {
      ++work;
      int w = to_[e];
      if (cap[e] <= eps || level[w] != level[v] + 1)
        continue;
      double pushed = dfs(w, t, std::min(limit, cap[e]), work);
      if (pushed > 0) {
        cap[e] -= pushed;
        cap[e ^ 1] += pushed;
        return pushed;
      }
    }
    return 0;
  }
  std::vector<int> head, level, it, to_, next;
  std::vector<double> cap;
  double eps = 0;
};

} // namespace

namespace {

/// The cut of one backward step b (see the header): vertices z_w (and x_w
/// for candidates) for the forward nodes reachable from the ones read by a
/// backward node after b through the operands of candidates, stopping at
/// inputs and at nodes free at b.
class StepCut {
public:
  StepCut(const Graph &g, const std::vector<char> &inS,
          const std::vector<int> &lastBwd, const std::vector<char> &freeAt,
          int b)
      : g(g), flow(2) {
    const int gs = g.gradStart;
    zVertex.assign(gs, -1);
    charge.assign(gs, 0);
    xVertex.assign(gs, -1);
    int vertices = 2; // source 0, sink 1
    std::vector<int> stack;
    auto reach = [&](int w) {
      if (g.nodes[w].isInput || freeAt[w] || zVertex[w] >= 0)
        return;
      zVertex[w] = vertices++;
      if (isCandidate(g, w))
        xVertex[w] = vertices++;
      nodes.push_back(w);
      stack.push_back(w);
    };
    for (int w = 0; w < gs; ++w)
      if (lastBwd[w] > b)
        reach(w);
    for (int w : nodes)
      sources.push_back(w);
    while (!stack.empty()) {
      int w = stack.back();
      stack.pop_back();
      if (xVertex[w] >= 0)
        for (int u : g.nodes[w].inputs)
          reach(u);
    }
    std::sort(nodes.begin(), nodes.end()); // a deterministic edge order
    flow = MaxFlow(vertices);
    for (int w : sources)
      infiniteEdges.push_back(flow.addEdge(0, zVertex[w]));
    for (int w : nodes) {
      if (xVertex[w] < 0) {
        liveEdge.push_back({flow.addEdge(zVertex[w], 1), w});
        continue;
      }
      liveEdge.push_back({flow.addEdge(zVertex[w], xVertex[w]), w});
      if (inS[w] && g.nodes[w].cost > 0) {
        recomputeEdge.push_back({flow.addEdge(xVertex[w], 1), w});
        charge[w] = g.nodes[w].cost;
      }
      for (int u : g.nodes[w].inputs)
        if (zVertex[u] >= 0)
          infiniteEdges.push_back(flow.addEdge(xVertex[w], zVertex[u]));
    }
    for (int w : sources)
      sourceBytes += g.nodes[w].bytes;
    numEdges = (int64_t)(infiniteEdges.size() + liveEdge.size() +
                         recomputeEdge.size());
  }

  /// Vertices and edges, for the work count.
  int64_t size() const { return (int64_t)nodes.size() + numEdges; }
  /// Bytes live at b when nothing is recomputed after it.
  int64_t sourceBytes = 0;

  /// The minimum cut at `lambda` (bytes only with `withCost` false): the
  /// flow value, a lower bound on it, and the cut's recompute cost and live
  /// bytes (from the residual graph; they steer the search only).
  struct Cut {
    double flow = 0, cost = 0;
    int64_t bytes = 0;
  };
  Cut solve(double lambda, bool withCost, int64_t &work) {
    double largest = 0;
    for (int e : infiniteEdges)
      flow.setCapacity(e, kUnbounded);
    for (auto [e, w] : liveEdge) {
      flow.setCapacity(e, lambda * (double)g.nodes[w].bytes);
      largest = std::max(largest, lambda * (double)g.nodes[w].bytes);
    }
    for (auto [e, w] : recomputeEdge) {
      flow.setCapacity(e, withCost ? g.nodes[w].cost : 0);
      largest = std::max(largest, withCost ? g.nodes[w].cost : 0);
    }
    Cut cut;
    cut.flow = flow.run(0, 1, largest * 1e-13, work);
    for (int w : nodes) {
      bool needed = flow.sourceSide(zVertex[w]);
      bool recomputed = xVertex[w] >= 0 && flow.sourceSide(xVertex[w]);
      if (needed && !recomputed)
        cut.bytes += g.nodes[w].bytes;
      if (recomputed)
        cut.cost += charge[w];
    }
    return cut;
  }

private:
  const Graph &g;
  MaxFlow flow;
  std::vector<int> zVertex, xVertex, nodes, sources, infiniteEdges;
  std::vector<double> charge; ///< c_w of the header, per node
  int64_t numEdges = 0;
  std::vector<std::pair<int, int>> liveEdge, recomputeEdge; // (edge, node)
};

} // namespace

MemoryBound remat::solvers::detail::memoryLowerBound(const Graph &g,
                                                     int64_t budget,
                                                     int64_t maxCutWork) {
  MemoryBound out;
  const int n = (int)g.nodes.size(), gs = g.gradStart;
  if (gs >= n)
    return out; // no backward steps: nothing to bound
  // Last backward reader of every node.
  std::vector<int> lastBwd(n, -1);
  for (int b = gs; b < n; ++b) {
    if (g.nodes[b].isInput)
      continue;
    for (int w : g.nodes[b].inputs)
      lastBwd[w] = std::max(lastBwd[w], b);
  }
  // S: always executed in the forward pass.
  std::vector<char> executed(n, 0), inS(n, 0);
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
  std::vector<std::vector<int>> readCandidates(n - gs);
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
  std::vector<int64_t> fixedAt(n - gs, 0);
  {
    int64_t fixed = 0;
    for (int b = gs; b < n; ++b) {
      fixed += diff[b - gs];
      fixedAt[b - gs] = fixed;
    }
  }
  // No plan fits where Fixed(b) alone is over the budget (the last such b).
  for (int b = n - 1; b >= gs; --b)
    if (!g.nodes[b].isInput && fixedAt[b - gs] > budget) {
      out.infeasible = true;
      out.infeasibleAt = b;
      out.fixedBytes = fixedAt[b - gs];
      return out;
    }

  // The knapsack over A(b), in order of cost per byte (index breaks ties:
  // deterministic). A(b) only grows as b decreases, except for the members
  // b reads, which are taken out for b's own step.
  std::vector<int> members;
  for (int v = 0; v < gs; ++v)
    if (inS[v] && lastBwd[v] >= gs && g.nodes[v].bytes > 0)
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
  int64_t heldBytes = 0; // bytes(A(b))
  std::vector<char> held(n, 0);
  auto update = [&](int v, int sign) {
    int64_t bytes = sign * g.nodes[v].bytes;
    heldBytes += bytes;
    held[v] = sign > 0;
    for (int i = position[v]; i <= m; i += i & -i) {
      fenBytes[i] += bytes;
      fenCost[i] += sign * g.nodes[v].cost;
    }
  };
  int top = 1;
  while (top * 2 <= m)
    top *= 2;
  std::vector<int> byLast(members);
  std::sort(byLast.begin(), byLast.end(), [&](int x, int y) {
    return lastBwd[x] != lastBwd[y] ? lastBwd[x] > lastBwd[y] : x < y;
  });
  // Bytes of every candidate (in S or not) read after b and not by b: the
  // cut's sourceBytes, to skip the steps where the cut cannot help.
  std::vector<int> allByLast;
  for (int v = 0; v < gs; ++v)
    if (isCandidate(g, v) && lastBwd[v] >= gs && g.nodes[v].bytes > 0)
      allByLast.push_back(v);
  std::sort(allByLast.begin(), allByLast.end(), [&](int x, int y) {
    return lastBwd[x] != lastBwd[y] ? lastBwd[x] > lastBwd[y] : x < y;
  });
  size_t next = 0, nextAll = 0;
  int64_t readLaterBytes = 0;
  std::vector<double> knapsack(n - gs, 0);
  std::vector<int> cutSteps; // steps where the cut may be positive
  for (int b = n - 1; b >= gs; --b) {
    while (next < byLast.size() && lastBwd[byLast[next]] > b)
      update(byLast[next++], +1);
    while (nextAll < allByLast.size() && lastBwd[allByLast[nextAll]] > b)
      readLaterBytes += g.nodes[allByLast[nextAll++]].bytes;
    if (g.nodes[b].isInput)
      continue;
    const std::vector<int> &read = readCandidates[b - gs];
    int64_t readBytes = 0;
    for (int v : read)
      if (lastBwd[v] > b && g.nodes[v].bytes > 0)
        readBytes += g.nodes[v].bytes;
    if (readLaterBytes - readBytes + fixedAt[b - gs] > budget)
      cutSteps.push_back(b);
    std::vector<int> takenOut;
    for (int v : read)
      if (held[v]) {
        update(v, -1);
        takenOut.push_back(v);
      }
    int64_t need = heldBytes + fixedAt[b - gs] - budget;
    if (need > 0 && need <= heldBytes) {
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
      knapsack[b - gs] = costBelow + g.nodes[v].cost *
                                         double(need - bytesBelow) /
                                         double(g.nodes[v].bytes);
    }
    for (int v : takenOut)
      update(v, +1);
  }
  double best = 0;
  for (int b = gs; b < n; ++b)
    if (knapsack[b - gs] > best) {
      best = knapsack[b - gs];
      out.atNode = b;
    }

  // The cut bound, in order of the knapsack value (then the later step
  // first), while the work budget lasts.
  std::stable_sort(cutSteps.begin(), cutSteps.end(), [&](int x, int y) {
    return knapsack[x - gs] > knapsack[y - gs];
  });
  std::vector<char> freeAt(gs, 0);
  int64_t work = 0;
  for (int b : cutSteps) {
    if (work >= maxCutWork)
      break;
    for (int w = 0; w < gs; ++w)
      freeAt[w] =
          g.nodes[w].isOutput ||
          (!isCandidate(g, w) && !g.nodes[w].isInput && lastBwd[w] >= b);
    for (int v : readCandidates[b - gs])
      freeAt[v] = 1;
    StepCut cut(g, inS, lastBwd, freeAt, b);
    work += gs + cut.size();
    const int64_t cap = budget - fixedAt[b - gs];
    if (cut.sourceBytes <= cap)
      continue;
    // Bytes only: the fewest bytes live at b in any plan.
    StepCut::Cut fewest = cut.solve(1.0, false, work);
    if (fewest.flow > (double)cap) {
      out.infeasible = true;
      out.infeasibleAt = b;
      out.fixedBytes = fixedAt[b - gs] + (int64_t)std::floor(fewest.flow);
      out.fromCut = true;
      out.bound = 0;
      return out;
    }
    // Newton steps on L(b, .) between a cut over the cap (lo) and one
    // within it (hi): the next lambda is where their lines meet, and the
    // cut there either reaches that point (L's maximum) or replaces one.
    double loCost = 0, hiCost = fewest.cost, stepBest = 0;
    int64_t loBytes = cut.sourceBytes, hiBytes = fewest.bytes;
    for (int iter = 0; iter < 64 && work < maxCutWork; ++iter) {
      if (hiCost <= loCost || hiBytes > cap || loBytes <= cap)
        break;
      double lambda = (hiCost - loCost) / double(loBytes - hiBytes);
      StepCut::Cut at = cut.solve(lambda, true, work);
      double value = at.flow - lambda * (double)cap;
      // The flow is a sum of rounded pushes and `value` a difference of
      // two large terms: take off more than their rounding can add.
      stepBest =
          std::max(stepBest, value - 1e-9 * (at.flow + lambda * (double)cap));
      double meet = loCost + lambda * double(loBytes - cap);
      if (value >= meet - 1e-9 * std::max(1.0, std::fabs(meet)))
        break;
      if (at.bytes > cap) {
        if (at.cost == loCost && at.bytes == loBytes)
          break;
        loCost = at.cost, loBytes = at.bytes;
      } else {
        if (at.cost == hiCost && at.bytes == hiBytes)
          break;
        hiCost = at.cost, hiBytes = at.bytes;
      }
    }
    if (stepBest > best) {
      best = stepBest;
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
