//===- bound_probe.cpp - The memory bound on a dumped graph ---------------===//
//
// Prints, for a solver graph printed by remat-auto's dump-graph option and a
// budget, the memory bound (Bound.cpp) of the knapsack alone, of every step
// alone (no branch and bound) and the whole, each with its time; with
// --plan also auto's plan (cost, peak, bound, gap) and its recomputations
// (node, cost, bytes, segment, the backward node it precedes), to see
// where the bound is loose. PROBE_BRANCH=N: the branch and bound's work
// count (default kDefaultBranchWork). With --check PLAN_FILE instead, it
// measures a plan written down by hand or by another tool with evaluate()
// (validatePlan's message, recompute cost, peak, whether it fits), next to
// the bound: a plan cheaper than auto's shows where the plans, not the
// bound, are loose. A plan file has one dropped node a line, optionally
// followed by its recomputation points (Plan::recomputeAt, increasing
// backward node indices); '#' starts a comment. With --probe NODE... it
// prints, per node x (default: the bound's guide, the nodes its cut
// recomputes), the bound over the plans that keep x (x unrecomputable) and
// over those that drop it (its recomputation before its first backward
// reader forced: memoryLowerBound's extraForced); the smaller of the two
// bounds every plan (docs/Solvers.md, "Probing").
//
//   remat-bound-probe GRAPH BUDGET [--plan | --check PLAN_FILE |
//                                   --probe [NODE...]]
//
//===----------------------------------------------------------------------===//

#include "../lib/Solvers/Internal.h"
#include "graph_dump.h"
#include "remat/Solvers/Solvers.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

using namespace remat::solvers;
using namespace remat::solvers::detail;

namespace {

double seconds(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
      .count();
}

/// Reads a plan file (see the header) for `g` into `plan`; an empty string,
/// or why it cannot be read. validatePlan() judges the plan itself.
std::string readPlanFile(const char *path, const Graph &g, Plan &plan) {
  std::ifstream in(path);
  if (!in)
    return std::string("cannot open ") + path;
  std::stringstream text;
  text << in.rdbuf();
  std::string why = parsePlanText(text.str(), (int)g.nodes.size(), plan);
  return why.empty() ? why : std::string(path) + ": " + why;
}

/// For a plan over the budget: the steps whose live bytes exceed it (node,
/// excess) and, at the peak step, the largest live instances, which say
/// what a cheaper repair would have to free.
void printOverBudget(const Graph &g, const Evaluation &e, int64_t budget) {
  int over = 0;
  for (size_t s = 0; s < e.steps.size(); ++s)
    if (e.liveBytes[s] > budget) {
      if (over++ < 12)
        std::printf("    over at step %zu (%snode %d): +%lld\n", s,
                    e.steps[s].recompute ? "recompute of " : "",
                    e.steps[s].node, (long long)(e.liveBytes[s] - budget));
    }
  std::printf("    %d steps over the budget\n", over);
  // An instance created at step c is live at the peak step p iff
  // c <= p <= stepFree[c].
  const int p = e.peakStep;
  std::vector<std::pair<int64_t, size_t>> live;
  for (size_t c = 0; c <= (size_t)p; ++c)
    if (e.stepFree[c] >= p && g.nodes[e.steps[c].node].bytes > 0)
      live.push_back({g.nodes[e.steps[c].node].bytes, c});
  std::sort(live.begin(), live.end(), [](const auto &a, const auto &b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  std::printf("    live at the peak step %d (node %d), largest first:\n", p,
              e.peakNode);
  for (size_t i = 0; i < live.size() && i < 24; ++i) {
    const Step &st = e.steps[live[i].second];
    std::printf("      %s%d bytes %lld cost %.4g%s\n",
                st.recompute ? "recomputed " : "", st.node,
                (long long)live[i].first, g.nodes[st.node].cost,
                isCandidate(g, st.node) ? "" : " (not a candidate)");
  }
}
} // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s GRAPH_DUMP BUDGET [--plan]\n", argv[0]);
    return 2;
  }
  Graph g;
  if (std::string why = loadGraphDump(argv[1], g); !why.empty()) {
    std::fprintf(stderr, "%s\n", why.c_str());
    return 1;
  }
  int64_t budget = std::atoll(argv[2]);
  bool showPlan = argc > 3 && !std::strcmp(argv[3], "--plan");
  bool probe = argc > 3 && !std::strcmp(argv[3], "--probe");
  bool probeChainArg = argc > 3 && !std::strcmp(argv[3], "--probe-chain");
  const char *checkFile =
      argc > 4 && !std::strcmp(argv[3], "--check") ? argv[4] : nullptr;
  if (argc > 3 && !showPlan && !checkFile && !probe && !probeChainArg) {
    std::fprintf(stderr,
                 "usage: %s GRAPH_DUMP BUDGET [--plan | --check "
                 "PLAN_FILE | --probe [NODE...] | --probe-chain NODE...]\n",
                 argv[0]);
    return 2;
  }
  double trivial = trivialLowerBound(g);
  auto t0 = std::chrono::steady_clock::now();
  MemoryBound knapsack = memoryLowerBound(g, budget, 0, 0);
  double tKnapsack = seconds(t0);
  t0 = std::chrono::steady_clock::now();
  MemoryBound steps = memoryLowerBound(g, budget, kDefaultCutWork, 0);
  double tSteps = seconds(t0);
  t0 = std::chrono::steady_clock::now();
  int64_t branchWork = std::getenv("PROBE_BRANCH")
                           ? std::atoll(std::getenv("PROBE_BRANCH"))
                           : kDefaultBranchWork;
  MemoryBound all = memoryLowerBound(g, budget, kDefaultCutWork, branchWork);
  double tAll = seconds(t0);
  std::printf("%s budget %lld: %zu nodes, gradStart %d, trivial %.6g\n",
              argv[1], (long long)budget, g.nodes.size(), g.gradStart, trivial);
  auto show = [&](const char *what, const MemoryBound &mb, double t) {
    std::printf("  %-10s bound %.6g%s at node %d, %d branch nodes, forced "
                "%.6g, %.3f s\n",
                what, mb.bound + trivial, mb.infeasible ? " (infeasible)" : "",
                mb.atNode, mb.branchNodes, mb.forcedCost, t);
  };
  show("knapsack", knapsack, tKnapsack);
  show("steps", steps, tSteps);
  show("all", all, tAll);
  t0 = std::chrono::steady_clock::now();
  PeakBound peak = peakLowerBound(g);
  std::printf("  peak bound %lld at node %d (%s), %d steps cut%s, %.3f s\n",
              (long long)peak.bytes, peak.atNode,
              peak.fromCut ? "cut" : "Fixed(b)", peak.stepsCut,
              peak.complete ? "" : " (work count stopped)", seconds(t0));
  if (probe) {
    // Each node x (argument list; none: the base bound's guide) splits the
    // plans into those that keep x (x made unrecomputable) and those that
    // drop it (its recomputation before its first backward reader forced):
    // min of the two is a bound for every plan.
    std::vector<int> nodes;
    for (int i = 4; i < argc; ++i)
      nodes.push_back(std::atoi(argv[i]));
    if (nodes.empty())
      nodes = all.guide;
    std::printf("  guide:");
    for (int v : all.guide)
      std::printf(" %d", v);
    std::printf("\n");
    for (int x : nodes) {
      t0 = std::chrono::steady_clock::now();
      ProbeBounds probed = probeBounds(g, budget, x, branchWork);
      if (!probed.applies)
        continue;
      const MemoryBound &keep = probed.keep, &drop = probed.drop;
      double lo = std::min(keep.infeasible ? INFINITY : keep.bound,
                           drop.infeasible ? INFINITY : drop.bound);
      std::printf("  probe %d (cost %.4g, bytes %lld): keep %.6g%s, drop "
                  "%.6g%s, min %.6g, %.2f s\n",
                  x, g.nodes[x].cost, (long long)g.nodes[x].bytes,
                  keep.bound + trivial, keep.infeasible ? " (infeasible)" : "",
                  drop.bound + trivial, drop.infeasible ? " (infeasible)" : "",
                  lo + trivial, seconds(t0));
    }
    return 0;
  }
  if (probeChainArg) {
    // Branch i keeps node i with the earlier ones dropped; the last drops
    // them all (probeChain): the smallest branch bounds every plan.
    std::vector<int> nodes;
    for (int i = 4; i < argc; ++i)
      nodes.push_back(std::atoi(argv[i]));
    t0 = std::chrono::steady_clock::now();
    ChainProbe chain = probeChain(g, budget, nodes, branchWork);
    for (size_t i = 0; i < chain.nodes.size(); ++i)
      std::printf("  keep %d (earlier ones dropped): %.6g\n", chain.nodes[i],
                  chain.keepBound[i]);
    std::printf("  all %zu dropped: %.6g\n", chain.nodes.size(),
                chain.allDroppedBound);
    std::printf("  chain bound %.6g (plain %.6g), %.2f s\n", chain.bound,
                all.bound + trivial, seconds(t0));
    return 0;
  }
  if (checkFile) {
    Plan plan;
    if (std::string why = readPlanFile(checkFile, g, plan); !why.empty()) {
      std::fprintf(stderr, "%s\n", why.c_str());
      return 1;
    }
    Evaluation e = evaluate(g, plan);
    if (!e.ok()) {
      std::printf("  %s: invalid plan: %s\n", checkFile, e.error.c_str());
      return 1;
    }
    const double bound = all.bound + trivial;
    std::printf(
        "  %s: cost %.6g, peak %lld (%s), %d recomputations, "
        "gap to the bound %.4f\n",
        checkFile, e.recomputeCost, (long long)e.peakBytes,
        e.peakBytes <= budget ? "fits" : "over the budget", e.numRecomputed,
        e.recomputeCost > 0 ? (e.recomputeCost - bound) / e.recomputeCost
                            : 0.0);
    if (e.peakBytes > budget)
      printOverBudget(g, e, budget);
    return e.peakBytes <= budget ? 0 : 1;
  }
  if (!showPlan)
    return 0;
  t0 = std::chrono::steady_clock::now();
  SolveResult r = solve(g, budget, SolverKind::autoSolver);
  std::printf("  auto: %s, cost %.6g, peak %lld, lowerBound %.6g, gap %.4f, "
              "%.2f s\n",
              toString(r.status), r.eval.recomputeCost,
              (long long)r.eval.peakBytes, r.lowerBound, r.gap, seconds(t0));
  for (size_t i = 0; i < r.eval.steps.size(); ++i)
    if (r.eval.steps[i].recompute) {
      int v = r.eval.steps[i].node;
      int before = -1;
      for (size_t j = i + 1; j < r.eval.steps.size(); ++j)
        if (!r.eval.steps[j].recompute) {
          before = r.eval.steps[j].node;
          break;
        }
      std::printf("    recompute %d (cost %.4g, bytes %lld, seg %d) before "
                  "%d\n",
                  v, g.nodes[v].cost, (long long)g.nodes[v].bytes,
                  g.nodes[v].segment, before);
    }
  return 0;
}
