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
// cut bound is what prices a freed activation by what its recomputation
// needs: a value whose operand no backward node reads (a matmul before an
// elementwise activation) is freed only by keeping that operand instead or
// by recomputing it too.
//
// Several steps. The rules above hold for every b at once in one plan, with
// x^b_w and z^b_w per step, also with x^b_w read more narrowly: w is
// recomputed inside its window at b, the steps after b and before r_b(w),
// the first backward node after b that reads w (after b at all where none
// does). If w is read after b and not recomputed in that window, the first
// read of w after b (a step before r_b(w), or r_b(w) itself) uses an
// instance created before b: live at b. A recomputation in the window is
// after b and reads w's operands after b. So the rules above hold with
// these x^b_w. The steps with one r_b(w) form a segment of w: the windows
// of steps b < b' of one segment are nested ((b', r) inside (b, r)), so
// x^{b'}_w = 1 implies x^b_w = 1; windows of steps of different segments
// are disjoint (a reader of w lies between them, ending the earlier
// window), so the recomputations they hold are different ones. The plan
// costs at least trivial + sum over w in S and over the segments s of w
// of cost(w) * y_ws, y_ws = max over the steps b of s of x^b_w (w is
// recomputed in the window of the first step of s that is modelled).
// Besides, z^{b'}_w = 1 implies z^b_w = 1 (read after b' is read after b).
// So for a set B of steps and lambda_b >= 0 per step,
//   L(B, lambda) = min over (x, z, y) of sum c_w y_ws
//                  + sum over b in B of lambda_b * (live bytes at b - cap(b))
// bounds every plan that fits, and it is again a minimum cut: the layers of
// the steps side by side, per node and segment a vertex y_ws, edges
// x^b_w -> y_ws (infinite), y_ws -> sink (c_w) instead of x_w -> sink,
// x^{b'}_w -> x^b_w (infinite) between the nearest steps of B in one
// segment of w, and z^{b'}_w -> z^b_w between the nearest steps of B that
// both model w (the others follow along those chains, or are dropped: a
// relaxation). For one step it is the cut above. (Until 2026-12-02 one y_w
// per node served every step, with x^b_w "recomputed after b": one
// recomputation was charged once even where a reader of w between two
// steps makes the plan recompute it twice.)
//
// Forced recomputations. WindowBound.cpp lists pairs (w, r) such that
// every fitting plan recomputes w in the window of some step of w's
// segment ending at r (the steps b with r_b(w) = r; r = INT_MAX: after w's
// last backward reader). Per (w, segment) the plan's recomputations there
// are counted once above (y_ws); with f_ws = 1 for a listed pair of a node
// of S, the windows of one segment being nested, the plan has a
// recomputation of w in the larger of the two windows, so it pays at least
// cost(w) * max(y_ws, f_ws) per (w, segment), different (w, segment) being
// different recomputations. So every fitting plan costs at least
//   trivial + forcedCost + sum of cost(w) y_ws over the unlisted (w, s),
// forcedCost = sum of cost(w) over the listed pairs of nodes of S: the
// models above and below are solved with c_w = 0 on the y vertices of the
// listed segments, and forcedCost is added to their values. The knapsack
// at b is not rebuilt: with the listed members' costs set to 0 its
// minimum is at least knapsack(b) less the cost of the listed pairs whose
// segment holds b, which is what it contributes.
//
// Caller's pairs (memoryLowerBound's extraForced): a probe asks for the
// plans that drop a candidate w (remat-bound-probe --probe). Such a plan
// has w's forward instance unread by the backward nodes (evaluate() binds
// their reads of a dropped value to a recomputed instance), so it
// recomputes w before w's first backward reader r: a recomputation before
// r and after no other backward reader of w, i.e. in w's first segment,
// ending at r, or before the first backward node, in no window at all (no
// y counts it, the plan still pays it). Either way cost(w) * max(y_ws,
// f_ws) holds for that segment as above, and the bound holds for every
// such plan, not for every plan. Listed with the budget's own pairs, a
// pair listed twice is charged once.
//
// Dropped chains (memoryLowerBound's `dropped`, for a chain probe): the
// caller asks about the plans that drop every node of D. A dropped w is
// never read through its forward instance by a backward node or a
// recomputation (evaluate() binds those reads to the newest recomputed
// instance), so where w has a backward reader r, the plan recomputes w at
// a step before r; that recomputation reads each operand u of w, and where
// u is in D too, through a recomputation of u at an earlier step still.
// Let E(b0) be the closure of {w in D with a backward reader at or before
// b0} under "operand in D". Every node of E(b0) has a recomputation at a
// step before b0. The models above charge only recomputations inside the
// windows of their steps (after the step), so for a model whose steps are
// all at or after b0 these recomputations are other ones: the plan pays
// at least the model's value plus the cost of E(b0)'s nodes of S (one
// recomputation each; nodes outside S are charged nothing, as above). A
// node with a forced pair is left out of that sum (its forced
// recomputation may be the same one). The knapsack and the cut at b take
// b0 = b, a branch and bound run its first step.
//
// Branching. L is the best over lambda of a Lagrangian, so it is the lower
// convex hull of what fitting costs: where a step frees its bytes only by
// recomputing a whole matmul, L charges a fraction of it. Splitting the
// plans by y_ws (a recomputation of w in the window of the first modelled
// step of segment s or not: the cut with source -> y_ws or y_ws -> sink
// infinite) and taking the smaller of the two subsets' bounds still bounds
// every plan; so does the lowest bound over the open nodes of a branch and
// bound tree, whose leaves cover every plan.
// A branch is closed only where the byte-only cut of some step of B (at
// lambda_b = 1, the others 0, no costs) is over cap(b) with y fixed as in
// the branch: no plan of that subset fits. A child starts at its parent's
// multipliers (its minimum is over fewer cuts, so it is never lower) and
// raises one multiplier at a time (the Newton steps above, upwards or
// downwards). It branches on the most expensive y_ws the cuts it saw
// disagreed on; where all its cuts agree it is a leaf. Runs: each of the
// best steps (by their own bound, distinct values) alone, then those
// together; a work count ends each (a first round with a small share
// each, then the rest of the count on the best run the count stopped).
// Forward steps are not used (a recomputed value's extra live range
// depends on the plan).
//
// The peak (peakLowerBound). In the forward pass every plan runs the
// nodes no plan removes (non-candidates and, transitively, what they
// read), and each of their forward instances is live from its step through
// its last forward reader among them (outputs and non-candidates with a
// backward reader: through the end of the pass), so their sum at each of
// their steps is live there in every plan. The same rules bound the
// backward steps without a budget: at step b every plan holds Fixed(b) plus
// bytes(w) for each w with z_w = 1 and x_w = 0, so the byte-only cut's value
// plus Fixed(b) is live at b in every plan, and the largest over the steps is
// at most every plan's peak (evaluate()'s peak is the largest live total over
// all steps, the backward ones among them). Keeping every source (x = 0
// everywhere) is one cut, so a step's cut is at most Fixed(b) plus the bytes of
// the candidates with a backward reader after b that b does not read: steps are
// visited from the highest such estimate and the visit stops at the first that
// cannot raise the bound (exact, not a heuristic cut-off), or at the work count
// (the bound so far holds).
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
  explicit MaxFlow(int vertices) : head(vertices, -1), level(vertices) {}
  int addVertex() {
    unbuild();
    head.push_back(-1), level.push_back(-1);
    return (int)head.size() - 1;
  }
  int addEdge(int from, int to) {
    unbuild();
    int id = (int)edges.size();
    edges.push_back({to, head[from], 0});
    head[from] = id;
    edges.push_back({from, head[to], 0});
    head[to] = id + 1;
    return id;
  }
  void setCapacity(int edge, double c) {
    if (built) {
      arcs[position[edge]].cap = c, arcs[position[edge ^ 1]].cap = 0;
      return;
    }
    edges[edge].cap = c, edges[edge ^ 1].cap = 0;
  }
  /// Flow from s to t; `work` grows by the edges visited.
  double run(int s, int t, double eps, int64_t &work) {
    build();
    double total = 0;
    this->eps = eps;
    while (bfs(s, t, work)) {
      it.assign(arcBegin.begin(), arcBegin.end() - 1);
      while (double pushed = dfs(s, t, kUnbounded, work))
        total += pushed;
    }
    return total;
  }
  /// After run(): is v on the source side of the minimum cut found?
  bool sourceSide(int v) const { return level[v] >= 0; }

private:
  /// An edge as added: its head, the next edge out of the same tail (the
  /// newest first), and its capacity while no arcs are built.
  struct Edge {
    int to, next;
    double cap;
  };
  /// An edge where the searches look at it: its head, the position of its
  /// reverse arc, its residual capacity.
  struct Arc {
    int to, reverse;
    double cap;
  };
  /// Lays each vertex's edges out side by side (arcs[arcBegin[v] ..
  /// arcBegin[v + 1])), in the order of its edge list, so that the
  /// searches visit the same edges in the same order, and count the same
  /// work, reading memory in order: the cut models of the bounds have
  /// 10^4-10^5 edges, and chasing the lists' scattered edges was most of
  /// the bound's time.
  void build() {
    if (built)
      return;
    const int n = (int)head.size();
    arcBegin.assign(n + 1, 0);
    position.assign(edges.size(), -1);
    arcs.resize(edges.size());
    int k = 0;
    for (int v = 0; v < n; ++v) {
      for (int e = head[v]; e >= 0; e = edges[e].next)
        position[e] = k++;
      arcBegin[v + 1] = k;
    }
    for (int e = 0, m = (int)edges.size(); e < m; ++e)
      arcs[position[e]] = {edges[e].to, position[e ^ 1], edges[e].cap};
    built = true;
  }
  /// Before the graph grows: the residual capacities go back to the edges.
  void unbuild() {
    if (!built)
      return;
    for (int e = 0, m = (int)edges.size(); e < m; ++e)
      edges[e].cap = arcs[position[e]].cap;
    built = false;
  }
  // The visits are counted in locals and added to `work` once: a count
  // kept behind the reference made the compiler reload every array
  // pointer after each increment.
  bool bfs(int s, int t, int64_t &work) {
    std::fill(level.begin(), level.end(), -1);
    queue.resize(head.size());
    const Arc *arc = arcs.data();
    const int *begin = arcBegin.data();
    int *lv = level.data();
    int64_t visited = 0;
    int size = 0;
    queue[size++] = s;
    lv[s] = 0;
    for (int q = 0; q < size; ++q) {
      const int v = queue[q];
      visited += begin[v + 1] - begin[v];
      for (int k = begin[v]; k < begin[v + 1]; ++k)
        if (arc[k].cap > eps && lv[arc[k].to] < 0) {
          lv[arc[k].to] = lv[v] + 1;
          queue[size++] = arc[k].to;
        }
    }
    work += visited;
    return lv[t] >= 0;
  }
  double dfs(int v, int t, double limit, int64_t &work) {
    if (v == t)
      return limit;
    int64_t visited = 0;
    for (int &k = it[v]; k < arcBegin[v + 1]; ++k) {
      ++visited;
      Arc &a = arcs[k];
      if (a.cap <= eps || level[a.to] != level[v] + 1)
        continue;
      work += visited;
      visited = 0;
      const double pushed = dfs(a.to, t, std::min(limit, a.cap), work);
      if (pushed > 0) {
        a.cap -= pushed;
        arcs[a.reverse].cap += pushed;
        return pushed;
      }
    }
    work += visited;
    return 0;
  }
  std::vector<int> head, level, queue;
  std::vector<Edge> edges;
  std::vector<Arc> arcs;
  /// position[e]: edge e's arc; it[v]: the next of v's arcs the current
  /// phase's searches look at.
  std::vector<int> arcBegin, position, it;
  bool built = false;
  double eps = 0;
};

} // namespace

namespace {

/// The cut model of a set of backward steps (layers; see the header): per
/// step b, vertices z^b_w (and x^b_w for candidates) for the forward nodes
/// reachable from the ones read by a backward node after b through the
/// operands of candidates, stopping at inputs and at nodes free at b; per
/// node of S with a cost and per segment of it (the steps with one next
/// backward reader of w), one vertex y_ws shared by the segment's steps
/// ("recomputed in the window of its first modelled step") that pays c_w.
class CutModel {
public:
  CutModel(const Graph &g, const std::vector<char> &inS,
           const std::vector<int> &lastBwd,
           const std::vector<std::vector<int>> &readCandidates,
           const std::vector<std::vector<int>> &readers,
           const std::vector<std::vector<int>> &forcedEnds)
      : g(g), inS(inS), lastBwd(lastBwd), readCandidates(readCandidates),
        readers(readers), forcedEnds(forcedEnds), flow(2) {}

  /// The first backward reader of forward node w after step b (INT_MAX if
  /// none): the end of w's segment at b.
  int nextReader(int w, int b) const {
    auto it = std::upper_bound(readers[w].begin(), readers[w].end(), b);
    return it == readers[w].end() ? std::numeric_limits<int>::max() : *it;
  }

  /// Adds the layer of backward step b (whose budget is `cap` bytes after
  /// Fixed(b)); returns its index.
  int addStep(int b, int64_t cap) {
    const int gs = g.gradStart;
    Layer layer;
    layer.step = b;
    layer.cap = cap;
    layer.zVertex.assign(gs, -1);
    layer.xVertex.assign(gs, -1);
    std::vector<char> freeAt(gs, 0);
    for (int w = 0; w < gs; ++w)
      freeAt[w] =
          g.nodes[w].isOutput ||
          (!isCandidate(g, w) && !g.nodes[w].isInput && lastBwd[w] >= b);
    for (int v : readCandidates[b - gs])
      freeAt[v] = 1;
    std::vector<int> stack, sources;
    auto reach = [&](int w) {
      if (g.nodes[w].isInput || freeAt[w] || layer.zVertex[w] >= 0)
        return;
      layer.zVertex[w] = flow.addVertex();
      if (isCandidate(g, w))
        layer.xVertex[w] = flow.addVertex();
      layer.nodes.push_back(w);
      stack.push_back(w);
    };
    for (int w = 0; w < gs; ++w)
      if (lastBwd[w] > b)
        reach(w);
    sources = layer.nodes;
    while (!stack.empty()) {
      int w = stack.back();
      stack.pop_back();
      if (layer.xVertex[w] >= 0)
        for (int u : g.nodes[w].inputs)
          reach(u);
    }
    std::sort(layer.nodes.begin(), layer.nodes.end()); // deterministic order
    for (int w : sources) {
      infiniteEdges.push_back(flow.addEdge(0, layer.zVertex[w]));
      layer.sourceBytes += g.nodes[w].bytes;
    }
    // Where the other layers also model w: recomputed after a later step
    // implies recomputed after an earlier one (the nearest on each side;
    // the rest follows along the chain or is a relaxation).
    int index = (int)layers.size();
    for (int w : layer.nodes) {
      int x = layer.xVertex[w];
      if (x < 0) {
        layer.liveEdge.push_back({flow.addEdge(layer.zVertex[w], 1), w});
        continue;
      }
      layer.liveEdge.push_back({flow.addEdge(layer.zVertex[w], x), w});
      for (int u : g.nodes[w].inputs)
        if (layer.zVertex[u] >= 0)
          infiniteEdges.push_back(flow.addEdge(x, layer.zVertex[u]));
    }
    for (int w : layer.nodes) {
      // The nearest other layers that model w, and those of them in w's
      // segment at b (the same next backward reader of w).
      const int reader = nextReader(w, b);
      int before = -1, after = -1, segBefore = -1, segAfter = -1;
      for (int l = 0; l < index; ++l) {
        const Layer &other = layers[l];
        if (other.zVertex[w] < 0)
          continue;
        bool same = other.xVertex[w] >= 0 && layer.xVertex[w] >= 0 &&
                    nextReader(w, other.step) == reader;
        if (other.step < b) {
          if (before < 0 || other.step > layers[before].step)
            before = l;
          if (same && (segBefore < 0 || other.step > layers[segBefore].step))
            segBefore = l;
        } else {
          if (after < 0 || other.step < layers[after].step)
            after = l;
          if (same && (segAfter < 0 || other.step < layers[segAfter].step))
            segAfter = l;
        }
      }
      size += index;
      // Read after a later step implies read after an earlier one.
      int z = layer.zVertex[w];
      if (before >= 0)
        infiniteEdges.push_back(flow.addEdge(z, layers[before].zVertex[w]));
      if (after >= 0)
        infiniteEdges.push_back(flow.addEdge(layers[after].zVertex[w], z));
      int x = layer.xVertex[w];
      if (x < 0)
        continue;
      // Recomputed before the segment's end after a later step of it
      // implies after an earlier one.
      if (segBefore >= 0)
        infiniteEdges.push_back(flow.addEdge(x, layers[segBefore].xVertex[w]));
      if (segAfter >= 0)
        infiniteEdges.push_back(flow.addEdge(layers[segAfter].xVertex[w], x));
      if (inS[w] && g.nodes[w].cost > 0) {
        // One y per (w, segment): the first layer of the segment makes it.
        int y = segBefore >= 0  ? layers[segBefore].yIndex[w]
                : segAfter >= 0 ? layers[segAfter].yIndex[w]
                                : -1;
        if (y < 0) {
          y = (int)recomputeEdge.size();
          yVertex.push_back(flow.addVertex());
          recomputeEdge.push_back({flow.addEdge(yVertex[y], 1), w});
          // A forced recomputation in this segment is paid outside the
          // cut (memoryLowerBound's forcedCost): y costs nothing more.
          yCost.push_back(std::binary_search(forcedEnds[w].begin(),
                                             forcedEnds[w].end(), reader)
                              ? 0.0
                              : g.nodes[w].cost);
          forceEdge.push_back(flow.addEdge(0, yVertex[y]));
          fix.push_back(-1);
        }
        if (layer.yIndex.empty())
          layer.yIndex.assign(gs, -1);
        layer.yIndex[w] = y;
        infiniteEdges.push_back(flow.addEdge(x, yVertex[y]));
      }
    }
    size += (int64_t)layer.nodes.size() * 4 + (int64_t)sources.size();
    layers.push_back(std::move(layer));
    return index;
  }

  int numLayers() const { return (int)layers.size(); }
  int step(int layer) const { return layers[layer].step; }
  int64_t cap(int layer) const { return layers[layer].cap; }
  /// Bytes live at the layer's step when nothing is recomputed after it.
  int64_t sourceBytes(int layer) const { return layers[layer].sourceBytes; }
  /// Vertices and edges built, for the work count.
  int64_t workToBuild() const { return size; }

  /// The minimum cut at multipliers `lambda` (one per layer; bytes only
  /// with `withCost` false): the flow value, a lower bound on it, and the
  /// cut's recompute cost and live bytes per layer (from the residual
  /// graph; they steer the search only).
  struct Cut {
    double flow = 0, cost = 0;
    std::vector<int64_t> bytes;
    /// The forward nodes whose recomputation the cut pays (sorted,
    /// distinct): the plan the cut stands for, where it is one.
    std::vector<int> paid;
  };
  Cut solve(const std::vector<double> &lambda, bool withCost, int64_t &work) {
    double largest = 0;
    for (int e : infiniteEdges)
      flow.setCapacity(e, kUnbounded);
    for (size_t l = 0; l < layers.size(); ++l)
      for (auto [e, w] : layers[l].liveEdge) {
        double c = lambda[l] * (double)g.nodes[w].bytes;
        flow.setCapacity(e, c);
        largest = std::max(largest, c);
      }
    for (size_t i = 0; i < recomputeEdge.size(); ++i) {
      int e = recomputeEdge[i].first;
      double c = withCost ? yCost[i] : 0;
      largest = std::max(largest, c);
      flow.setCapacity(e, fix[i] == 0 ? kUnbounded : c);
      flow.setCapacity(forceEdge[i], fix[i] == 1 ? kUnbounded : 0);
    }
    Cut cut;
    cut.flow = flow.run(0, 1, largest * 1e-13, work);
    cut.bytes.assign(layers.size(), 0);
    for (size_t l = 0; l < layers.size(); ++l)
      for (int w : layers[l].nodes) {
        bool needed = flow.sourceSide(layers[l].zVertex[w]);
        int x = layers[l].xVertex[w];
        if (needed && !(x >= 0 && flow.sourceSide(x)))
          cut.bytes[l] += g.nodes[w].bytes;
      }
    // Which recomputations the cuts at different multipliers disagree on.
    if (withCost && (seenCuts == 0 || everPaid.size() != recomputeEdge.size()))
      everPaid.assign(recomputeEdge.size(), 0),
          alwaysPaid.assign(recomputeEdge.size(), 1), seenCuts = 0;
    for (size_t i = 0; i < recomputeEdge.size(); ++i) {
      bool paid = flow.sourceSide(yVertex[i]);
      if (paid) {
        cut.cost += yCost[i];
        cut.paid.push_back(recomputeEdge[i].second);
      }
      if (!withCost)
        continue;
      everPaid[i] |= paid;
      alwaysPaid[i] &= paid;
    }
    seenCuts += withCost;
    std::sort(cut.paid.begin(), cut.paid.end());
    cut.paid.erase(std::unique(cut.paid.begin(), cut.paid.end()),
                   cut.paid.end());
    return cut;
  }

  /// Per y vertex (per node and segment): -1 free, 0 not recomputed in
  /// the segment, 1 recomputed in it (the branches of the search in
  /// memoryLowerBound).
  std::vector<signed char> fix;
  int numY() const { return (int)recomputeEdge.size(); }
  /// The most expensive free y vertex that the cuts since the last call
  /// paid in some and not in others (-1 if none); starts a new record.
  int disputed() {
    int pick = -1;
    for (size_t i = 0; seenCuts && i < recomputeEdge.size(); ++i) {
      if (everPaid[i] && !alwaysPaid[i] && fix[i] < 0 && yCost[i] > 0 &&
          (pick < 0 || yCost[i] > yCost[pick]))
        pick = (int)i;
    }
    seenCuts = 0;
    return pick;
  }

private:
  struct Layer {
    int step = -1;
    int64_t cap = 0, sourceBytes = 0;
    std::vector<int> zVertex, xVertex, nodes;
    std::vector<int> yIndex; // per node: its y vertex's index (or empty)
    std::vector<std::pair<int, int>> liveEdge; // (edge, node)
  };
  const Graph &g;
  const std::vector<char> &inS;
  const std::vector<int> &lastBwd;
  const std::vector<std::vector<int>> &readCandidates;
  const std::vector<std::vector<int>> &readers;
  const std::vector<std::vector<int>> &forcedEnds;
  MaxFlow flow;
  std::vector<int> yVertex, infiniteEdges;
  std::vector<std::pair<int, int>> recomputeEdge; // (edge, node)
  std::vector<double> yCost;                      // per recomputeEdge
  std::vector<int> forceEdge; // source -> y, per recomputeEdge
  std::vector<char> everPaid, alwaysPaid;
  int seenCuts = 0;
  std::vector<Layer> layers;
  int64_t size = 0;
};

/// The Lagrangian value of a cut at `lambda`, less more than the rounding
/// of the flow (a sum of rounded pushes) and of the difference can add.
double lagrangianValue(const CutModel &model, const CutModel::Cut &cut,
                       const std::vector<double> &lambda) {
  double capTerm = 0;
  for (int l = 0; l < model.numLayers(); ++l)
    capTerm += lambda[l] * (double)model.cap(l);
  return cut.flow - capTerm - 1e-9 * (cut.flow + capTerm);
}

/// Raises the Lagrangian L(lambda) of `model` along the multiplier of layer
/// k, the others fixed (Newton steps on the concave piecewise linear
/// function of lambda[k], between a cut over layer k's cap (lo) and one
/// within it (hi): the next lambda[k] is where their lines meet, and the cut
/// there either reaches that point, the maximum, or replaces one). `best` is
/// L at the incoming lambda; lambda[k] ends at the best value found, and
/// the returned value is L there (never below `best`).
/// `hint`: a multiplier to try first for a cut within the cap (doubled
/// until one is found), unless `hi` gives one: its cut's (intercept, slope).
double raiseAlong(CutModel &model, std::vector<double> &lambda, int k,
                  double best, double hint, int64_t &work, int64_t maxWork,
                  const std::pair<double, double> *hi = nullptr) {
  // A cut's line in lambda[k]: L = intercept + lambda[k] * slope.
  auto line = [&](const CutModel::Cut &cut, double &intercept, double &slope) {
    intercept = cut.cost;
    for (int l = 0; l < model.numLayers(); ++l)
      if (l != k)
        intercept += lambda[l] * double(cut.bytes[l] - model.cap(l));
    slope = double(cut.bytes[k] - model.cap(k));
  };
  const double start = lambda[k];
  double loA = 0, loS = 0, hiA = 0, hiS = 0, bestLambda = start;
  bool found = hi != nullptr; // both a lo and a hi cut
  if (hi)
    hiA = hi->first, hiS = hi->second;
  // Evaluates the cut at lambda[k] = at: a lo or hi cut (true if hi).
  auto probe = [&](double at, double &a, double &s) {
    lambda[k] = at;
    CutModel::Cut cut = model.solve(lambda, true, work);
    double value = lagrangianValue(model, cut, lambda);
    if (value > best)
      best = value, bestLambda = at;
    line(cut, a, s);
    return s <= 0;
  };
  if (probe(start, loA, loS)) {
    // Over the maximum already (a cut within the cap): a lo cut lies
    // below, at 0 if anywhere.
    if (loS == 0 || start == 0)
      return lambda[k] = bestLambda, best;
    hiA = loA, hiS = loS;
    if (probe(0, loA, loS))
      return lambda[k] = bestLambda, best; // L falls from 0 on
    found = true;
  }
  // A cut within the cap: raise lambda[k] until one is found.
  // A step without a hint (one whose own cut proves nothing, in a run of
  // several) starts from 1 FLOP per byte.
  double up = std::max(hint, 2 * start);
  if (!(up > 0))
    up = 1.0;
  for (int i = 0; !found && i < 8 && work < maxWork && up > 0; ++i, up *= 4) {
    double a, s;
    if (probe(up, a, s))
      hiA = a, hiS = s, found = true;
    else
      loA = a, loS = s;
  }
  for (int iter = 0; found && iter < 64 && work < maxWork; ++iter) {
    if (loS <= hiS)
      break;
    double next = (hiA - loA) / (loS - hiS);
    if (!(next >= 0) || !std::isfinite(next))
      break;
    double a, s;
    bool within = probe(next, a, s);
    double meet = loA + next * loS;
    if (a + next * s >= meet - 1e-9 * std::max(1.0, std::fabs(meet)))
      break;
    if (!within) {
      if (a == loA && s == loS)
        break;
      loA = a, loS = s;
    } else {
      if (a == hiA && s == hiS)
        break;
      hiA = a, hiS = s;
    }
  }
  lambda[k] = bestLambda;
  return best;
}

/// The branch and bound of memoryLowerBound over the cut model of `steps`
/// (see there); `fixedAt` and `stepLambda` per backward step. Returns the
/// lowest open value; `expanded` grows by the nodes expanded, `spent` is
/// set to the work it counted and `finished` to whether it stopped before
/// the work count did (every open node's cuts agree, or none is open: more
/// work would not raise the value). `paid`: the recomputations of the cut
/// of the lowest open node (at its multipliers), empty where none is open.
double branchAndBound(const Graph &g, const std::vector<char> &inS,
                      const std::vector<int> &lastBwd,
                      const std::vector<std::vector<int>> &readCandidates,
                      const std::vector<std::vector<int>> &readers,
                      const std::vector<std::vector<int>> &forcedEnds,
                      const std::vector<int> &steps, int64_t budget,
                      const std::vector<int64_t> &fixedAt,
                      const std::vector<double> &stepLambda, int64_t maxWork,
                      int &expanded, int64_t &spent, bool &finished,
                      std::vector<int> &paid) {
  const int gs = g.gradStart;
  CutModel model(g, inS, lastBwd, readCandidates, readers, forcedEnds);
  for (int b : steps)
    model.addStep(b, budget - fixedAt[b - gs]);
  int64_t work = model.workToBuild();
  struct Open {
    double value = 0;
    std::vector<signed char> fix;
    std::vector<double> lambda;
    int branchOn = -1;
  };
  // Two sweeps over the multipliers of several steps (raising one can make
  // another worth raising again); one for a single step, whose Newton steps
  // on its one multiplier end at the maximum unless their cap or the work
  // ran out (a second sweep only re-solved the cuts there: at the same work
  // count the transformer at 50 % expanded 1,006 nodes instead of 540).
  const int sweeps = model.numLayers() > 1 ? 2 : 1;
  auto raise = [&](Open &node) {
    model.fix = node.fix;
    model.disputed(); // a new record
    for (int sweep = 0; sweep < sweeps; ++sweep)
      for (int k = 0; k < model.numLayers() && work < maxWork; ++k)
        node.value = raiseAlong(model, node.lambda, k, node.value,
                                stepLambda[model.step(k) - gs], work, maxWork);
    node.branchOn = model.disputed();
  };
  std::vector<Open> open(1);
  open[0].fix.assign(model.numY(), -1);
  open[0].lambda.assign(model.numLayers(), 0);
  raise(open[0]);
  double lastValue = open[0].value;
  while (!open.empty() && work < maxWork) {
    // The lowest value first (the earliest of equals: deterministic).
    size_t at = 0;
    for (size_t i = 1; i < open.size(); ++i)
      if (open[i].value < open[at].value)
        at = i;
    if (open[at].branchOn < 0)
      break; // its cuts agreed: branching would not raise it
    Open node = std::move(open[at]);
    open.erase(open.begin() + at);
    lastValue = node.value;
    ++expanded;
    for (signed char choice : {1, 0}) {
      Open child;
      child.fix = node.fix;
      child.fix[node.branchOn] = choice;
      child.lambda = node.lambda;
      child.value = node.value;
      model.fix = child.fix;
      bool fits = true;
      for (int k = 0; choice == 0 && fits && k < model.numLayers(); ++k) {
        std::vector<double> only(model.numLayers(), 0);
        only[k] = 1;
        fits = model.solve(only, false, work).flow <= (double)model.cap(k);
      }
      if (!fits)
        continue;
      raise(child);
      open.push_back(std::move(child));
    }
  }
  spent = work;
  finished = work < maxWork;
  // Where every branch closed, no plan fits these steps; the last value
  // expanded is still a bound (the caller proves nothing more).
  double value = lastValue;
  paid.clear();
  if (!open.empty()) {
    size_t lowest = 0;
    for (size_t i = 1; i < open.size(); ++i)
      if (open[i].value < open[lowest].value)
        lowest = i;
    value = open[lowest].value;
    // Its cut again (one more flow, outside the count): what auto's
    // bound-guided start begins from (Solve.cpp).
    model.fix = open[lowest].fix;
    int64_t extra = 0;
    paid = model.solve(open[lowest].lambda, true, extra).paid;
  }
  return value;
}

/// What every bound reads of the backward steps (the header): the last
/// backward reader of every node, the backward readers of every forward node
/// (increasing, distinct), S, the candidates each backward node reads, and
/// Fixed(b) per backward step b.
struct BackwardSteps {
  std::vector<int> lastBwd;
  std::vector<std::vector<int>> readers;
  /// The forward nodes every plan runs (non-candidates and what a node it
  /// runs reads; inputs may be set too), and S: the candidates among them.
  std::vector<char> executed, inS;
  std::vector<std::vector<int>> readCandidates;
  std::vector<int64_t> fixedAt; ///< indexed by b - gradStart
};

/// Requires gradStart < nodes.size().
BackwardSteps analyzeBackwardSteps(const Graph &g) {
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

} // namespace

MemoryBound remat::solvers::detail::memoryLowerBound(
    const Graph &g, int64_t budget, int64_t maxCutWork, int64_t maxBranchWork,
    int64_t maxForcedWork, const std::vector<int> &extraRun,
    const std::vector<std::pair<int, int>> &extraForced,
    const std::vector<int> &dropped) {
  MemoryBound out;
  const int n = (int)g.nodes.size(), gs = g.gradStart;
  if (gs >= n)
    return out; // no backward steps: nothing to bound
  BackwardSteps steps = analyzeBackwardSteps(g);
  const std::vector<int> &lastBwd = steps.lastBwd;
  const std::vector<std::vector<int>> &readers = steps.readers;
  const std::vector<char> &inS = steps.inS;
  const std::vector<std::vector<int>> &readCandidates = steps.readCandidates;
  const std::vector<int64_t> &fixedAt = steps.fixedAt;
  // No plan fits where Fixed(b) alone is over the budget (the last such b).
  for (int b = n - 1; b >= gs; --b)
    if (!g.nodes[b].isInput && fixedAt[b - gs] > budget) {
      out.infeasible = true;
      out.infeasibleAt = b;
      out.fixedBytes = fixedAt[b - gs];
      return out;
    }

  // Forced recomputations (WindowBound.cpp): per (w, segment) of a node of
  // S, cost(w) paid in every fitting plan, outside every model below; the
  // models price the other recomputations only. forcedAtStep(b): the cost
  // of those in the segments that contain b (what the knapsack at b may
  // have counted too).
  ForcedRecomputations forced;
  if (maxForcedWork > 0)
    forced = forcedRecomputations(g, budget, maxForcedWork);
  if (!extraForced.empty()) {
    // One charge per (w, segment): a pair listed twice is one
    // recomputation.
    for (auto [w, r] : extraForced)
      if (w >= 0 && w < gs)
        forced.pairs.push_back({w, r});
    std::sort(forced.pairs.begin(), forced.pairs.end());
    forced.pairs.erase(std::unique(forced.pairs.begin(), forced.pairs.end()),
                       forced.pairs.end());
  }
  std::vector<std::vector<int>> forcedEnds(gs);
  std::vector<double> forcedDiff(n - gs + 1, 0), forcedAtStep(n - gs, 0);
  double forcedTotal = 0;
  for (auto [w, r] : forced.pairs) {
    if (!inS[w] || g.nodes[w].cost <= 0)
      continue;
    forcedEnds[w].push_back(r);
    forcedTotal += g.nodes[w].cost;
    // The steps b whose first backward reader of w after b is r.
    auto it = std::lower_bound(readers[w].begin(), readers[w].end(), r);
    int from = it == readers[w].begin() ? gs : *std::prev(it);
    int to = r == std::numeric_limits<int>::max() ? n - 1 : r - 1;
    if (from <= to) {
      forcedDiff[from - gs] += g.nodes[w].cost;
      forcedDiff[to - gs + 1] -= g.nodes[w].cost;
    }
  }
  for (int b = gs; b < n; ++b)
    forcedAtStep[b - gs] =
        (b > gs ? forcedAtStep[b - gs - 1] : 0) + forcedDiff[b - gs];
  out.forcedCost = forcedTotal;

  // Dropped chains (see the header): droppedCharge[b - gs] = the cost of
  // E(b)'s nodes of S without forced pairs. E grows with b: the roots are
  // added in the order of their first backward reader, each closure step
  // visiting a node once.
  std::vector<double> droppedCharge(n - gs, 0);
  if (!dropped.empty()) {
    std::vector<char> inDropped(gs, 0), inE(gs, 0);
    for (int w : dropped)
      if (w >= 0 && w < gs && isCandidate(g, w))
        inDropped[w] = 1;
    std::vector<std::pair<int, int>> roots; // (first backward reader, w)
    for (int w = 0; w < gs; ++w)
      if (inDropped[w] && !readers[w].empty())
        roots.push_back({readers[w].front(), w});
    std::sort(roots.begin(), roots.end());
    double charge = 0;
    size_t nextRoot = 0;
    for (int b = gs; b < n; ++b) {
      for (; nextRoot < roots.size() && roots[nextRoot].first <= b;
           ++nextRoot) {
        std::vector<int> stack{roots[nextRoot].second};
        while (!stack.empty()) {
          int w = stack.back();
          stack.pop_back();
          if (inE[w])
            continue;
          inE[w] = 1;
          if (inS[w] && forcedEnds[w].empty())
            charge += g.nodes[w].cost;
          for (int u : g.nodes[w].inputs)
            if (u < gs && inDropped[u] && !inE[u])
              stack.push_back(u);
        }
      }
      droppedCharge[b - gs] = charge;
    }
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
  // Less what the forced recomputations in b's segments already pay (the
  // knapsack with their costs set to 0 is at least that).
  double best = 0;
  for (int b = gs; b < n; ++b) {
    double rest =
        knapsack[b - gs] - forcedAtStep[b - gs] + droppedCharge[b - gs];
    if (rest > best) {
      best = rest;
      out.atNode = b;
    }
  }

  // The cut bound, in order of the knapsack value (then the later step
  // first), while the work budget lasts.
  std::stable_sort(cutSteps.begin(), cutSteps.end(), [&](int x, int y) {
    return knapsack[x - gs] - forcedAtStep[x - gs] >
           knapsack[y - gs] - forcedAtStep[y - gs];
  });
  int64_t work = 0;
  // Per step: the cut bound and the multiplier that gave it.
  std::vector<double> stepValue(n - gs, 0), stepLambda(n - gs, 0);
  std::vector<int> positiveSteps;
  for (int b : cutSteps) {
    if (work >= maxCutWork)
      break;
    CutModel cut(g, inS, lastBwd, readCandidates, readers, forcedEnds);
    cut.addStep(b, budget - fixedAt[b - gs]);
    work += gs + cut.workToBuild();
    const int64_t cap = cut.cap(0);
    if (cut.sourceBytes(0) <= cap)
      continue;
    // Bytes only: the fewest bytes live at b in any plan.
    std::vector<double> lambda{1.0};
    CutModel::Cut fewest = cut.solve(lambda, false, work);
    if (fewest.flow > (double)cap) {
      out.infeasible = true;
      out.infeasibleAt = b;
      out.fixedBytes = fixedAt[b - gs] + (int64_t)std::floor(fewest.flow);
      out.fromCut = true;
      out.bound = 0;
      return out;
    }
    // Newton steps on L(b, .) between lambda = 0 (nothing recomputed, every
    // source live: over the cap) and the byte-only cut (within it).
    lambda[0] = 0;
    std::pair<double, double> hi{fewest.cost, double(fewest.bytes[0] - cap)};
    double value = raiseAlong(cut, lambda, 0, 0, 1.0, work, maxCutWork, &hi);
    stepValue[b - gs] = value;
    stepLambda[b - gs] = lambda[0];
    if (value > 0)
      positiveSteps.push_back(b);
    if (value + droppedCharge[b - gs] > best) {
      best = value + droppedCharge[b - gs];
      out.atNode = b;
    }
  }

  // The best steps first (then the later step: the order of cutSteps).
  std::stable_sort(
      positiveSteps.begin(), positiveSteps.end(),
      [&](int x, int y) { return stepValue[x - gs] > stepValue[y - gs]; });
  // Branch and bound over the recomputations of a few steps: a node fixes
  // some y_ws to 0 or 1, its value is the Lagrangian raised from its
  // parent's multipliers (never below the parent's: the minimum is over
  // fewer cuts); it branches on the most expensive y_ws the cuts it saw
  // disagreed on. Every plan lies in the subtree of one open node, so the
  // lowest open value is a bound; a branch is closed only where a
  // byte-only cut proves that no plan in it fits one of the steps. Runs on
  // each of the best steps alone (distinct values: a run of steps with one
  // value shares its cut), then on those together; the bound is the
  // largest.
  std::vector<int> distinct;
  for (int b : positiveSteps) {
    if ((int)distinct.size() >= kBranchSteps)
      break;
    double v = stepValue[b - gs];
    if (std::none_of(distinct.begin(), distinct.end(), [&](int c) {
          return std::fabs(stepValue[c - gs] - v) <= 1e-12 * v;
        }))
      distinct.push_back(b);
  }
  std::vector<std::vector<int>> runs;
  for (int b : distinct)
    runs.push_back({b});
  if (distinct.size() > 1)
    runs.push_back(distinct);
  // The caller's run instead (the cut of those steps is what it wants):
  // backward steps (not inputs), sorted and distinct.
  int extraAt = -1;
  if (!extraRun.empty()) {
    runs.clear();
    std::vector<int> steps;
    for (int b : extraRun)
      if (b >= gs && b < n && !g.nodes[b].isInput)
        steps.push_back(b);
    std::sort(steps.begin(), steps.end());
    steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
    if (!steps.empty()) {
      extraAt = (int)runs.size();
      runs.push_back(std::move(steps));
    }
  }
  // Two rounds within maxBranchWork: every run with an eighth of an equal
  // share, then the rest of the work on the run, among those the work
  // count stopped, with the highest value (again from its root: the search
  // is deterministic, so it retraces its first round and goes on). Runs
  // whose cuts agree early leave their work to the one that needs it: at
  // the default work the transformer at 50 % went from 2.777e8 to 2.813e8
  // (its best step alone reaches that with about 10^8, where it had half),
  // resnet18 at 75 % from 1.416e6 to 1.425e6 (three steps together),
  // the other bundled bounds unchanged; a first round of half (a quarter)
  // of the work left the transformer at 2.7766e8 (2.8127e8).
  std::vector<double> runValue(runs.size(), 0);
  std::vector<char> runFinished(runs.size(), 1);
  int64_t spentInAll = 0;
  const int64_t share =
      runs.empty() ? 0 : maxBranchWork / (8 * (int64_t)runs.size());
  double guideValue = -1;
  auto branchRun = [&](size_t r, int64_t maxWork) {
    int64_t spent = 0;
    bool finished = false;
    std::vector<int> paid;
    double value = branchAndBound(
        g, inS, lastBwd, readCandidates, readers, forcedEnds, runs[r], budget,
        fixedAt, stepLambda, maxWork, out.branchNodes, spent, finished, paid);
    spentInAll += spent;
    runValue[r] = std::max(runValue[r], value);
    runFinished[r] = finished;
    if ((int)r == extraAt)
      out.extraGuide = paid;
    if (!paid.empty() && value > guideValue) {
      guideValue = value;
      out.guide = std::move(paid);
      out.guideSteps = runs[r];
    }
    const int first = *std::min_element(runs[r].begin(), runs[r].end());
    if (value + droppedCharge[first - gs] > best) {
      best = value + droppedCharge[first - gs];
      out.fromBranching = true;
      out.atNode = runs[r].front();
    }
  };
  for (size_t r = 0; r < runs.size(); ++r)
    branchRun(r, share);
  int again = -1;
  for (size_t r = 0; r < runs.size(); ++r)
    if (!runFinished[r] && (again < 0 || runValue[r] > runValue[again]))
      again = (int)r;
  if (again >= 0 && maxBranchWork - spentInAll > share)
    branchRun(again, maxBranchWork - spentInAll);
  // Sums of doubles in another order than the plan's: leave a hair of room.
  out.bound = std::max(0.0, (forcedTotal + best) * (1 - 1e-12) - 1e-9);
  return out;
}

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

double remat::solvers::recomputeLowerBound(const Graph &g, int64_t budget,
                                           bool *infeasible) {
  MemoryBound mb = memoryLowerBound(g, budget);
  if (infeasible)
    *infeasible = mb.infeasible;
  return mb.bound + trivialLowerBound(g);
}

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
