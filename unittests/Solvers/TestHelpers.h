//===- TestHelpers.h - Graphs and plans the solver tests share --*- C++ -*-===//
//
// Node builders, small hand-made graphs, the random-graph builders and the
// exhaustive searches that more than one family's tests use.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_UNITTESTS_SOLVERS_TESTHELPERS_H
#define REMAT_UNITTESTS_SOLVERS_TESTHELPERS_H

#include "remat/Solvers/Solvers.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <random>
#include <utility>
#include <vector>

namespace remat::solvers::test {

/// The backward nodes that are not inputs (every recomputation point).
inline std::vector<int> backwardNodes(const Graph &g) {
  std::vector<int> points;
  for (int b = g.gradStart; b < (int)g.nodes.size(); ++b)
    if (!g.nodes[b].isInput)
      points.push_back(b);
  return points;
}

inline Node input(int64_t bytes) {
  Node n;
  n.bytes = bytes;
  n.isInput = true;
  n.recomputable = false;
  return n;
}

inline Node op(int64_t bytes, double cost, std::vector<int> ins,
               bool out = false) {
  Node n;
  n.bytes = bytes;
  n.cost = cost;
  n.inputs = std::move(ins);
  n.isOutput = out;
  return n;
}

/// auto's heuristics only: no chain DP, ILP or block-chain (exact on the
/// small graphs of these tests).
inline SolveOptions heuristicsOnly() {
  SolveOptions opts;
  opts.autoChainMaxNodes = 0;
  opts.autoIlpMaxCandidates = 0;
  opts.autoBlockChainMaxNodes = 0;
  return opts;
}

inline Plan dropSet(const Graph &g, std::vector<int> vs) {
  Plan p;
  p.drop.assign(g.nodes.size(), false);
  for (int v : vs)
    p.drop[v] = true;
  return p;
}

// x -> a -> b -> c(loss, output); backward gb(c, b), ga(gb, a) (output).
inline Graph handChain() {
  Graph g;
  g.nodes = {input(100),           op(10, 1, {0}),   op(20, 2, {1}),
             op(30, 3, {2}, true), op(5, 1, {3, 2}), op(7, 1, {4, 1}, true)};
  g.gradStart = 4;
  return g;
}

//===----------------------------------------------------------------------===//
// Random graphs
//===----------------------------------------------------------------------===//

/// Random DAG without dead code: every forward node has a reader.
inline Graph randomDag(std::mt19937 &rng, int numFwd, int numBwd) {
  auto uni = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  Graph g;
  int numIn = uni(1, 2);
  for (int i = 0; i < numIn; ++i)
    g.nodes.push_back(input(uni(1, 50)));
  for (int i = 0; i < numFwd; ++i) {
    int v = (int)g.nodes.size();
    Node n = op(uni(1, 100), uni(0, 10), {});
    int k = uni(1, 2);
    for (int j = 0; j < k; ++j) {
      int w = std::max(0, v - uni(1, 4));
      if (std::find(n.inputs.begin(), n.inputs.end(), w) == n.inputs.end())
        n.inputs.push_back(w);
    }
    n.recomputable = uni(0, 9) != 0;
    g.nodes.push_back(n);
  }
  g.nodes.back().isOutput = true; // the loss
  g.gradStart = (int)g.nodes.size();
  for (int i = 0; i < numBwd; ++i) {
    int v = (int)g.nodes.size();
    Node n = op(uni(1, 100), uni(1, 10), {});
    if (i > 0)
      n.inputs.push_back(v - 1);
    int k = uni(1, 3);
    for (int j = 0; j < k; ++j) {
      int w = uni(0, g.gradStart - 1);
      if (std::find(n.inputs.begin(), n.inputs.end(), w) == n.inputs.end())
        n.inputs.push_back(w);
    }
    std::sort(n.inputs.begin(), n.inputs.end());
    n.isOutput = uni(0, 2) == 0 || i == numBwd - 1;
    g.nodes.push_back(n);
  }
  // No dead forward code: give every unread forward node a backward reader.
  std::vector<int> readers(g.nodes.size(), 0);
  for (auto &n : g.nodes)
    for (int w : n.inputs)
      ++readers[w];
  for (int v = 0; v < g.gradStart; ++v)
    if (!readers[v] && !g.nodes[v].isInput && !g.nodes[v].isOutput) {
      auto &ins = g.nodes[uni(g.gradStart, (int)g.nodes.size() - 1)].inputs;
      ins.push_back(v);
      std::sort(ins.begin(), ins.end());
    }
  return g;
}

/// Layered chain: segments of 1-3 nodes; edges stay in a segment or go to
/// the next one; backward mirrors the segments.
inline Graph randomChain(std::mt19937 &rng, int numSeg) {
  auto uni = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  Graph g;
  g.nodes.push_back(input(uni(1, 50)));
  std::vector<std::vector<int>> seg;
  for (int s = 0; s < numSeg; ++s) {
    seg.push_back({});
    int sz = uni(1, 2);
    for (int j = 0; j < sz; ++j) {
      int v = (int)g.nodes.size();
      Node n = op(uni(1, 100), uni(0, 10), {});
      n.segment = s;
      // previous node (in this or previous segment), maybe another one of
      // the previous segment.
      n.inputs.push_back(v - 1);
      if (s > 0 && uni(0, 2) == 0) {
        int w = seg[s - 1][uni(0, (int)seg[s - 1].size() - 1)];
        if (w != v - 1)
          n.inputs.push_back(w);
      }
      std::sort(n.inputs.begin(), n.inputs.end());
      n.recomputable = uni(0, 9) != 0;
      seg.back().push_back(v);
      g.nodes.push_back(n);
    }
  }
  g.nodes.back().isOutput = true;
  g.gradStart = (int)g.nodes.size();
  int prev = -1;
  for (int s = numSeg - 1; s >= 0; --s) {
    int v = (int)g.nodes.size();
    Node n = op(uni(1, 100), uni(1, 10), {});
    if (prev >= 0)
      n.inputs.push_back(prev);
    for (int w : seg[s])
      if (uni(0, 1) == 0 || w == seg[s].front())
        n.inputs.push_back(w);
    std::sort(n.inputs.begin(), n.inputs.end());
    n.isOutput = uni(0, 1) == 0 || s == 0;
    g.nodes.push_back(n);
    prev = v;
  }
  return g;
}

/// A homogeneous tanh-MLP chain step as remat's SolverGraph sees it (the
/// program of benchmarks/oracle/chain.py): per layer z = h W, h = tanh(z+b);
/// backward g_L, then gz (reads g, h), db, dW (reads h_{j-1}) and g_{j-1}.
inline Graph mlpChain(int layers) {
  Graph g;
  g.nodes.push_back(input(0)); // x
  g.nodes.push_back(input(0)); // target
  const int64_t act = 4096, dw = 256, db = 64;
  std::vector<int> h = {0};
  for (int l = 0; l < layers; ++l) {
    int z = (int)g.nodes.size();
    Node nz = op(act, 100, {h.back()});
    nz.segment = l;
    g.nodes.push_back(nz);
    Node nh = op(act, 2, {z});
    nh.segment = l;
    g.nodes.push_back(nh);
    h.push_back(z + 1);
  }
  Node loss = op(64, 2, {1, h.back()});
  loss.segment = layers - 1;
  loss.isOutput = true;
  g.nodes.push_back(loss);
  g.gradStart = (int)g.nodes.size();
  int grad = (int)g.nodes.size();
  g.nodes.push_back(op(act, 2, {1, h.back()}));
  for (int l = layers; l >= 1; --l) {
    int gz = (int)g.nodes.size();
    g.nodes.push_back(op(act, 2, {h[l], grad}));
    Node nb = op(db, 2, {gz});
    nb.isOutput = true;
    g.nodes.push_back(nb);
    Node nw = op(dw, 100, {h[l - 1], gz});
    std::sort(nw.inputs.begin(), nw.inputs.end());
    nw.isOutput = true;
    g.nodes.push_back(nw);
    if (l > 1) {
      grad = (int)g.nodes.size();
      g.nodes.push_back(op(act, 100, {gz}));
    }
  }
  return g;
}

/// The smallest peak over every multi-recompute plan of a tiny graph: each
/// candidate kept, or dropped with any non-empty set of backward points.
inline int64_t bruteForceMultiMinimum(const Graph &g) {
  std::vector<int> cs = candidates(g);
  std::vector<int> points = backwardNodes(g);
  const int subsets = 1 << points.size();
  int64_t best = std::numeric_limits<int64_t>::max();
  // Per candidate: 0 = kept, k >= 1 = dropped with point subset k.
  std::vector<int> choice(cs.size(), 0);
  while (true) {
    Plan p;
    p.drop.assign(g.nodes.size(), false);
    p.recomputeAt.assign(g.nodes.size(), {});
    for (size_t i = 0; i < cs.size(); ++i) {
      if (!choice[i])
        continue;
      p.drop[cs[i]] = true;
      for (size_t k = 0; k < points.size(); ++k)
        if (choice[i] >> k & 1)
          p.recomputeAt[cs[i]].push_back(points[k]);
    }
    Evaluation e = evaluate(g, p);
    if (e.ok())
      best = std::min(best, e.peakBytes);
    size_t i = 0;
    while (i < cs.size() && ++choice[i] == subsets)
      choice[i++] = 0;
    if (i == cs.size())
      break;
  }
  return best;
}

/// A random chain of 2-3 layers (`chain`) or a random DAG of 2-4 by 2-4
/// nodes: graphs small enough to enumerate every multi-recompute plan.
inline Graph tinyChainOrDag(std::mt19937 &rng, bool chain) {
  return chain ? randomChain(rng, std::uniform_int_distribution<int>(2, 3)(rng))
               : randomDag(rng, std::uniform_int_distribution<int>(2, 4)(rng),
                           std::uniform_int_distribution<int>(2, 4)(rng));
}

/// Layers of an expensive op (a matmul) followed by one or two cheap
/// elementwise ops, each reading the previous layer's last value (sometimes
/// an earlier one too); the backward reads a random subset, more often the
/// elementwise values than the matmuls (as autodiff does), so a freed value
/// may need an operand that nothing else keeps: the shape the cut bound
/// (Bound.cpp) prices and the knapsack does not.
inline Graph randomLayers(std::mt19937 &rng, int layers) {
  auto uni = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  Graph g;
  g.nodes.push_back(input(uni(1, 20)));
  std::vector<int> fwd;
  int last = 0;
  for (int l = 0; l < layers; ++l) {
    Node mm = op(uni(10, 60), uni(40, 100), {last});
    if (!fwd.empty() && uni(0, 3) == 0) {
      int w = fwd[uni(0, (int)fwd.size() - 1)];
      if (w != last)
        mm.inputs.push_back(w);
    }
    std::sort(mm.inputs.begin(), mm.inputs.end());
    mm.recomputable = uni(0, 11) != 0;
    last = (int)g.nodes.size();
    fwd.push_back(last);
    g.nodes.push_back(mm);
    for (int e = uni(1, 2); e > 0; --e) {
      Node ew = op(uni(10, 60), uni(0, 5), {last});
      last = (int)g.nodes.size();
      fwd.push_back(last);
      g.nodes.push_back(ew);
    }
  }
  g.nodes.push_back(op(uni(1, 10), 1, {last}, true)); // the loss
  g.gradStart = (int)g.nodes.size();
  int grad = -1;
  for (int i = (int)fwd.size() - 1; i >= 0; --i) {
    int v = fwd[i];
    bool elementwise = g.nodes[v].cost <= 5;
    if (uni(0, 9) >= (elementwise ? 3 : 7))
      continue;
    Node b = op(uni(5, 40), uni(1, 20), {v});
    if (grad >= 0)
      b.inputs.push_back(grad);
    if (uni(0, 2) == 0) {
      int w = fwd[uni(0, (int)fwd.size() - 1)];
      if (std::find(b.inputs.begin(), b.inputs.end(), w) == b.inputs.end())
        b.inputs.push_back(w);
    }
    std::sort(b.inputs.begin(), b.inputs.end());
    b.isOutput = uni(0, 3) == 0;
    grad = (int)g.nodes.size();
    g.nodes.push_back(b);
  }
  if (grad < 0)
    g.nodes.push_back(op(5, 1, {fwd.back()}, true));
  g.nodes.back().isOutput = true;
  return g;
}

// 100 small random graphs (layered and general DAGs, alternately) at 85,
// 70, 55 and 40 % of their no-remat peak, each with the brute-force answer:
// the cases on which auto's local searches are checked.
inline void forEachSmallRandomBudget(
    unsigned seed,
    const std::function<void(int, const Graph &, int64_t, const SolveResult &)>
        &visit) {
  std::mt19937 rng(seed);
  for (int i = 0; i < 100; ++i) {
    Graph g =
        i % 2 ? randomLayers(rng, std::uniform_int_distribution<int>(3, 6)(rng))
              : randomDag(rng, std::uniform_int_distribution<int>(5, 12)(rng),
                          std::uniform_int_distribution<int>(3, 8)(rng));
    int64_t top = evaluate(g, Plan{}).peakBytes;
    for (int pct : {85, 70, 55, 40}) {
      int64_t budget = top * pct / 100;
      visit(i, g, budget, solve(g, budget, SolverKind::bruteForce));
    }
  }
}

// Whether `p` lists no recomputation points (single-recompute form).
inline bool singleRecomputeForm(const Plan &p) {
  return std::all_of(p.recomputeAt.begin(), p.recomputeAt.end(),
                     [](const std::vector<int> &at) { return at.empty(); });
}

/// A chain of L values (100 bytes, cost 10 each) and its backward pass:
/// the backward node of layer j, gradStart + (L - j), reads value j - 1 and
/// the previous backward node.
inline Graph uniformChain(int L) {
  Graph g;
  g.nodes.push_back(input(100)); // x
  for (int j = 1; j <= L; ++j)
    g.nodes.push_back(op(100, 10, {j - 1}));
  g.nodes.back().isOutput = true;
  g.gradStart = (int)g.nodes.size();
  int prev = -1;
  for (int j = L; j >= 1; --j) {
    int v = (int)g.nodes.size();
    std::vector<int> ins = {j - 1};
    if (prev >= 0)
      ins.push_back(prev);
    std::sort(ins.begin(), ins.end());
    g.nodes.push_back(op(100, 10, ins, j == 1));
    prev = v;
  }
  return g;
}

} // namespace remat::solvers::test

#endif // REMAT_UNITTESTS_SOLVERS_TESTHELPERS_H
