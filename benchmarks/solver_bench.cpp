//===- solver_bench.cpp - Benchmark of the remat solvers ------------------===//
//
// Synthetic layered chains (transformer-like blocks, Node::segment set) and
// DAGs with skip connections, from ~100 to 50k nodes. Prints one row per
// (graph, solver): time, peak, recompute cost, and the gap of greedy's cost
// to the best exact result on the same graph and budget.
//
// Usage: remat-solver-bench [--quick] [--ilp-time SECONDS] [--only GRAPH]
//        remat-solver-bench --auto-pipeline [--quick] [--only mlp-2000]
//                           (without --quick also mlp-16.7k, wide-64x800)
//   (remat-auto's solver calls on deep MLP chains at 75/50/35% of the peak)
//
//===----------------------------------------------------------------------===//

#include "remat/Solvers/Solvers.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

using namespace remat::solvers;

namespace {

Node mk(int64_t bytes, double cost, std::vector<int> ins, int seg = -1) {
  Node n;
  n.bytes = bytes;
  n.cost = cost;
  n.inputs = std::move(ins);
  n.segment = seg;
  return n;
}

/// Layered chain: `layers` blocks of 4 ops (matmul, act, matmul, add); the
/// backward reads two residuals per block. About 5 nodes per layer.
Graph makeChain(int layers, unsigned seed) {
  std::mt19937 rng(seed);
  auto r = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  Graph g;
  Node in;
  in.isInput = true;
  in.recomputable = false;
  in.bytes = 1 << 20;
  g.nodes.push_back(in);
  std::vector<int> outs, mids;
  for (int l = 0; l < layers; ++l) {
    int x = (int)g.nodes.size() - 1;
    int a = (int)g.nodes.size();
    g.nodes.push_back(mk(4 << 20, 8e6 * r(1, 4), {x}, l));     // matmul
    g.nodes.push_back(mk(4 << 20, 1e5 * r(1, 4), {a}, l));     // act
    g.nodes.push_back(mk(1 << 20, 8e6 * r(1, 4), {a + 1}, l)); // matmul
    g.nodes.push_back(mk(1 << 20, 1e5, {x == 0 ? a + 2 : x, a + 2}, l));
    if (x == 0)
      g.nodes.back().inputs = {a + 2};
    mids.push_back(a + 1);
    outs.push_back(a + 3);
  }
  g.nodes.back().isOutput = true;
  g.gradStart = (int)g.nodes.size();
  for (int l = layers - 1; l >= 0; --l) {
    int v = (int)g.nodes.size();
    std::vector<int> ins = {mids[l], outs[l]};
    if (l != layers - 1)
      ins.push_back(v - 1);
    std::sort(ins.begin(), ins.end());
    Node n = mk(1 << 20, 2e7, ins);
    n.isOutput = l == 0 || r(0, 3) == 0;
    g.nodes.push_back(n);
  }
  return g;
}

/// The solver graph of a homogeneous tanh-MLP chain training step
/// (benchmarks/oracle/chain.py's program as remat's SolverGraph sees it):
/// per layer z = h @ W and h = tanh(z + b) forward; backward g_L, then per
/// layer gz (reads g, h), db, dW (read gz, dW also h_{j-1}; results) and
/// g_{j-1}. Activations 256 KiB.
Graph makeMlpChain(int layers) {
  const int64_t act = 256 << 10, dw = 64 << 10, db = 512;
  const double mm = 2.0 * 512 * 128 * 128, ew = 2.0 * 512 * 128;
  Graph g;
  Node in;
  in.isInput = true;
  in.recomputable = false;
  g.nodes.push_back(in); // x
  g.nodes.push_back(in); // target
  std::vector<int> h = {0};
  for (int l = 0; l < layers; ++l) {
    int z = (int)g.nodes.size();
    g.nodes.push_back(mk(act, mm, {h.back()}, l));
    g.nodes.push_back(mk(act, ew, {z}, l));
    h.push_back(z + 1);
  }
  Node loss = mk(64, ew, {1, h.back()}, layers - 1);
  loss.isOutput = true;
  loss.recomputable = false;
  g.nodes.push_back(loss);
  g.gradStart = (int)g.nodes.size();
  int grad = (int)g.nodes.size();
  g.nodes.push_back(mk(act, ew, {1, h.back()}));
  for (int l = layers; l >= 1; --l) {
    int gz = (int)g.nodes.size();
    g.nodes.push_back(mk(act, ew, {h[l], grad}));
    Node nb = mk(db, ew, {gz});
    nb.isOutput = true;
    g.nodes.push_back(nb);
    std::vector<int> ins = {h[l - 1], gz};
    std::sort(ins.begin(), ins.end());
    Node nw = mk(dw, mm, ins);
    nw.isOutput = true;
    g.nodes.push_back(nw);
    if (l > 1) {
      grad = (int)g.nodes.size();
      g.nodes.push_back(mk(act, mm, {gz}));
    }
  }
  return g;
}

/// A chain of `layers` segments of `width` elementwise ops each (4 KiB
/// activations), with a backward op per forward op reading it and the
/// previous gradient: few segments, many nodes (the nested schedules'
/// large-graph path).
Graph makeWideChain(int layers, int width) {
  Graph g;
  Node in;
  in.isInput = true;
  in.recomputable = false;
  g.nodes.push_back(in);
  std::vector<std::vector<int>> layer(layers);
  int prev = 0;
  for (int l = 0; l < layers; ++l)
    for (int k = 0; k < width; ++k) {
      g.nodes.push_back(mk(4096, 10, {prev}, l));
      prev = (int)g.nodes.size() - 1;
      layer[l].push_back(prev);
    }
  Node loss = mk(64, 1, {prev}, layers - 1);
  loss.isOutput = true;
  loss.recomputable = false;
  g.nodes.push_back(loss);
  g.gradStart = (int)g.nodes.size();
  int grad = -1;
  for (int l = layers - 1; l >= 0; --l)
    for (int k = width - 1; k >= 0; --k) {
      std::vector<int> ins = {layer[l][k]};
      if (grad >= 0)
        ins.push_back(grad);
      std::sort(ins.begin(), ins.end());
      g.nodes.push_back(mk(4096, 10, ins));
      grad = (int)g.nodes.size() - 1;
    }
  g.nodes.back().isOutput = true;
  return g;
}

/// What remat-auto does with a budget (lib/Planner/AutoPass.cpp): solve with
/// `auto`, and if that finds no plan, chain, greedy, auto, all and sqrtN in
/// turn, then the smallest peak. Returns the total solve time.
double autoPipeline(const Graph &g, int64_t budget, SolveOptions opts,
                    SolveResult &out) {
  auto t0 = std::chrono::steady_clock::now();
  opts.autoIlpMaxCandidates = 24;
  out = solve(g, budget, SolverKind::autoSolver, opts);
  if (!out.ok()) {
    // auto has run chain, greedy and the multi-recompute refinement.
    for (SolverKind k : {SolverKind::all, SolverKind::sqrtN}) {
      SolveResult r = solve(g, budget, k, opts);
      if (r.eval.peakBytes <= budget) {
        out = std::move(r);
        break;
      }
    }
  }
  if (out.eval.peakBytes > budget) {
    SolveOptions m = opts;
    m.timeLimitSeconds = std::min(opts.timeLimitSeconds, 5.0);
    MinPeakResult mp = lowestPeak(g, m);
    for (SolverKind k :
         {SolverKind::chain, SolverKind::greedy, SolverKind::autoSolver})
      (void)solve(g, mp.peakBytes, k, opts);
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
      .count();
}

/// DAG with random skip connections (not chain-decomposable).
Graph makeDag(int fwd, unsigned seed) {
  std::mt19937 rng(seed);
  auto r = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  Graph g;
  Node in;
  in.isInput = true;
  in.recomputable = false;
  in.bytes = 1 << 20;
  g.nodes.push_back(in);
  for (int i = 0; i < fwd; ++i) {
    int v = (int)g.nodes.size();
    std::vector<int> ins = {v - 1};
    if (v > 2 && r(0, 3) == 0)
      ins.push_back(std::max(0, v - r(2, 30)));
    std::sort(ins.begin(), ins.end());
    ins.erase(std::unique(ins.begin(), ins.end()), ins.end());
    g.nodes.push_back(mk((int64_t)r(1, 16) << 18, 1e5 * r(1, 100), ins));
    g.nodes.back().recomputable = r(0, 19) != 0;
  }
  g.nodes.back().isOutput = true;
  g.gradStart = (int)g.nodes.size();
  std::vector<char> read(g.nodes.size(), 0);
  for (auto &n : g.nodes)
    for (int w : n.inputs)
      read[w] = 1;
  for (int i = fwd; i >= 1; i -= 1) {
    // backward op per forward op (reversed), reading it and the previous grad
    int v = (int)g.nodes.size();
    std::vector<int> ins = {i};
    if (v > g.gradStart)
      ins.push_back(v - 1);
    if (r(0, 2) == 0)
      ins.push_back(std::max(1, i - r(1, 10)));
    std::sort(ins.begin(), ins.end());
    ins.erase(std::unique(ins.begin(), ins.end()), ins.end());
    Node n = mk((int64_t)r(1, 4) << 18, 2e5 * r(1, 100), ins);
    n.isOutput = r(0, 9) == 0 || i == 1;
    g.nodes.push_back(n);
  }
  return g;
}

} // namespace

int main(int argc, char **argv) {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  bool quick = false;
  double ilpTime = 30;
  std::string only;
  bool pipeline = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--quick"))
      quick = true;
    else if (!std::strcmp(argv[i], "--auto-pipeline"))
      pipeline = true;
    else if (!std::strcmp(argv[i], "--only") && i + 1 < argc)
      only = argv[++i];
    else if (!std::strcmp(argv[i], "--ilp-time") && i + 1 < argc)
      ilpTime = std::atof(argv[++i]);
  }
  struct Case {
    std::string name;
    Graph g;
    bool exact;
  };
  std::vector<Case> cases;
  cases.push_back({"chain-50", makeChain(10, 11), true});
  cases.push_back({"dag-50", makeDag(25, 12), true});
  cases.push_back({"chain-100", makeChain(20, 1), true});
  cases.push_back({"dag-100", makeDag(50, 2), true});
  cases.push_back({"chain-300", makeChain(60, 3), true});
  cases.push_back({"dag-300", makeDag(150, 4), true});
  cases.push_back({"chain-1k", makeChain(200, 5), true});
  cases.push_back({"dag-1k", makeDag(500, 6), true});
  if (!quick) {
    cases.push_back({"chain-10k", makeChain(2000, 7), false});
    cases.push_back({"dag-10k", makeDag(5000, 8), false});
    cases.push_back({"chain-50k", makeChain(10000, 9), false});
    cases.push_back({"dag-50k", makeDag(25000, 10), false});
  }
  if (pipeline) {
    // remat-auto's planning at 75/50/35/15% of the no-remat peak on deep
    // chains: total time of the solver calls lib/Planner/AutoPass.cpp makes
    // (run under /usr/bin/time -v for the memory).
    std::vector<std::pair<std::string, Graph>> deep;
    deep.push_back({"mlp-64", makeMlpChain(64)});
    deep.push_back({"mlp-400", makeMlpChain(400)});
    deep.push_back({"mlp-2000", makeMlpChain(2000)});
    if (!quick) {
      deep.push_back({"mlp-16.7k", makeMlpChain(16700)});      // 100k nodes
      deep.push_back({"wide-64x800", makeWideChain(64, 800)}); // 102k nodes
    }
    std::printf("%-10s %7s %6s %9s %-10s %-12s %10s %s\n", "graph", "nodes",
                "budget", "time[s]", "solver", "status", "peak/top",
                "cost[fwd]");
    for (auto &[name, g] : deep) {
      if (!only.empty() && name != only)
        continue;
      int64_t top = evaluate(g, Plan{}).peakBytes;
      double fwd = 0;
      for (int v = 0; v < g.gradStart; ++v)
        fwd += g.nodes[v].cost;
      for (double f : {0.75, 0.5, 0.35, 0.15}) {
        SolveOptions o;
        o.timeLimitSeconds = ilpTime;
        SolveResult r;
        double secs = autoPipeline(g, (int64_t)(f * top), o, r);
        std::printf("%-10s %7zu %5.0f%% %9.3f %-10s %-12s %10.3f %.3f\n",
                    name.c_str(), g.nodes.size(), 100 * f, secs,
                    toString(r.kind), toString(r.status),
                    (double)r.eval.peakBytes / top, r.eval.recomputeCost / fwd);
      }
    }
    return 0;
  }
  SolveOptions opts;
  opts.timeLimitSeconds = ilpTime;
  opts.autoIlpMaxCandidates = 1 << 30;
  opts.maxChainStates = 20000;
  opts.maxChainSegmentCandidates = 8;

  std::printf("%-10s %-7s %7s %9s %10s %12s %-13s %s\n", "graph", "solver",
              "nodes", "time[s]", "peak[MiB]", "cost[GFLOP]", "status",
              "greedy gap");
  for (Case &c : cases) {
    if (!only.empty() && c.name != only)
      continue;
    const Graph &g = c.g;
    int64_t top = evaluate(g, Plan{}).peakBytes;
    int64_t low = std::min({solve(g, 0, SolverKind::all).eval.peakBytes,
                            solve(g, 0, SolverKind::sqrtN).eval.peakBytes,
                            solve(g, 0, SolverKind::greedy).eval.peakBytes});
    int64_t budget = low + (top - low) / 3;
    std::vector<SolverKind> kinds;
    if (c.exact) {
      kinds.push_back(SolverKind::chain);
      kinds.push_back(SolverKind::ilp);
    }
    for (SolverKind k : {SolverKind::none, SolverKind::all, SolverKind::sqrtN,
                         SolverKind::greedy})
      kinds.push_back(k);
    double bestExact = -1;
    for (SolverKind k : kinds) {
      SolveResult r = solve(g, budget, k, opts);
      std::string st = toString(r.status);
      if (r.status == SolveStatus::feasible && k == SolverKind::ilp) {
        char buf[64];
        std::snprintf(buf, sizeof buf, " gap=%.1f%%", 100 * r.gap);
        st += buf;
      }
      if ((k == SolverKind::chain || k == SolverKind::ilp) && r.ok() &&
          (bestExact < 0 || r.eval.recomputeCost < bestExact))
        bestExact = r.eval.recomputeCost;
      std::string gap;
      if (k == SolverKind::greedy && bestExact >= 0 && r.ok()) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%+.2f%%",
                      bestExact > 0
                          ? 100 * (r.eval.recomputeCost - bestExact) / bestExact
                          : 0.0);
        gap = buf;
      }
      bool na = r.status == SolveStatus::notApplicable ||
                r.status == SolveStatus::noSolution;
      if (std::getenv("REMAT_BENCH_VERBOSE"))
        std::printf("  %s\n", r.message.c_str());
      std::printf("%-10s %-7s %7zu %9.3f %10.1f %12.3f %-13s %s\n",
                  c.name.c_str(), toString(k), g.nodes.size(), r.seconds,
                  na ? 0.0 : r.eval.peakBytes / 1048576.0,
                  na ? 0.0 : r.eval.recomputeCost / 1e9, st.c_str(),
                  gap.c_str());
    }
    std::printf("%-10s budget %.1f MiB (no-remat peak %.1f MiB)\n",
                c.name.c_str(), budget / 1048576.0, top / 1048576.0);
    std::fflush(stdout);
  }
  return 0;
}
