//===- MaxFlow.h - Maximum flow for the cut models --------------*- C++ -*-===//
//
// The flow behind every minimum cut of the bounds (CutModel.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_SOLVERS_BOUNDS_MAXFLOW_H
#define REMAT_LIB_SOLVERS_BOUNDS_MAXFLOW_H

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace remat::solvers::detail {

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

} // namespace remat::solvers::detail

#endif // REMAT_LIB_SOLVERS_BOUNDS_MAXFLOW_H
