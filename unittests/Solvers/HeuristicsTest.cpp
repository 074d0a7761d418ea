//===- HeuristicsTest.cpp - Greedy, local search and refinement -----------===//

#include <gtest/gtest.h>

#include "remat/Solvers/Solvers.h"

#include "../../lib/Solvers/Heuristics/Heuristics.h"
#include "TestHelpers.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

using namespace remat::solvers;
using namespace remat::solvers::test;

// Greedy's gap to the optimum on the random graphs above (reported, and
// guarded against regressions): at every budget where a plan exists, how
// often greedy finds one, how often it is optimal, and its mean and worst
// extra recompute relative to the optimum (relative to the largest node
// cost where the optimum is 0).
TEST(Greedy, GapToOptimumOnRandomGraphs) {
  std::mt19937 rng(4242);
  int budgets = 0, feasible = 0, optimal = 0;
  double sumGap = 0, maxGap = 0;
  for (int i = 0; i < 300; ++i) {
    Graph g =
        i % 2 ? randomChain(rng, std::uniform_int_distribution<int>(2, 8)(rng))
              : randomDag(rng, std::uniform_int_distribution<int>(3, 13)(rng),
                          std::uniform_int_distribution<int>(2, 8)(rng));
    if ((int)candidates(g).size() > 12)
      continue;
    MinPeakResult mp = minimumPeak(g);
    int64_t top = evaluate(g, Plan{}).peakBytes;
    double maxCost = 1e-9;
    for (const Node &n : g.nodes)
      maxCost = std::max(maxCost, n.cost);
    for (int k = 0; k < 4; ++k) {
      int64_t b =
          std::uniform_int_distribution<int64_t>(mp.peakBytes, top)(rng);
      SolveResult bf = solve(g, b, SolverKind::bruteForce);
      ASSERT_EQ(bf.status, SolveStatus::optimal);
      ++budgets;
      SolveResult gr = solve(g, b, SolverKind::greedy);
      if (!gr.ok())
        continue;
      ++feasible;
      double scale =
          bf.eval.recomputeCost > 1e-9 ? bf.eval.recomputeCost : maxCost;
      double gap = (gr.eval.recomputeCost - bf.eval.recomputeCost) / scale;
      EXPECT_GE(gap, -1e-9);
      optimal += gap <= 1e-9;
      sumGap += gap;
      maxGap = std::max(maxGap, gap);
    }
  }
  double meanGap = feasible ? sumGap / feasible : 0;
  std::printf("[ greedy   ] %d budgets with a plan: greedy found one for %d "
              "(%.1f%%), optimal for %d (%.1f%%); mean gap %.1f%%, worst "
              "%.1f%%\n",
              budgets, feasible, 100.0 * feasible / budgets, optimal,
              100.0 * optimal / budgets, 100 * meanGap, 100 * maxGap);
  EXPECT_GE(budgets, 400);
  // Measured 2026-12-01 (seed 4242): 1192 budgets, a plan for 98.4%, optimal
  // for 96.2%, mean gap 1.6% (2026-11-30, before the periodic, shrinking
  // and checkpoint-DP starts: 93.7%, 90.7%, 2.6%; repair alone: 93.5%,
  // 83.8%, 8.0%).
  EXPECT_GE(feasible, budgets * 98 / 100);
  EXPECT_GE(optimal, budgets * 96 / 100);
  EXPECT_LE(meanGap, 0.02);
}

// Greedy's segment starts (periodic, shrinking, checkpoint DP) reach the
// optimum of the homogeneous chain at every budget down to its minimum.
TEST(Greedy, MlpChainOptimalAtEveryBudget) {
  Graph g = mlpChain(6);
  ASSERT_EQ(validate(g), "");
  MinPeakResult mp = minimumPeak(g);
  ASSERT_TRUE(mp.exact);
  int64_t top = evaluate(g, Plan{}).peakBytes;
  int misses = 0;
  for (int k = 0; k <= 12; ++k) {
    int64_t b = mp.peakBytes + (top - mp.peakBytes) * k / 12;
    SolveResult bf = solve(g, b, SolverKind::bruteForce);
    ASSERT_EQ(bf.status, SolveStatus::optimal) << b;
    SolveResult gr = solve(g, b, SolverKind::greedy);
    ASSERT_TRUE(gr.ok()) << "budget " << b << ": " << gr.message;
    EXPECT_LE(gr.eval.peakBytes, b);
    misses += gr.eval.recomputeCost > bf.eval.recomputeCost + 1e-9;
    // The bound holds and the gap is measured against it.
    EXPECT_LE(gr.lowerBound, bf.eval.recomputeCost + 1e-9);
    if (gr.eval.recomputeCost > 0) {
      EXPECT_NEAR(gr.gap,
                  (gr.eval.recomputeCost - gr.lowerBound) /
                      gr.eval.recomputeCost,
                  1e-12);
    }
  }
  EXPECT_EQ(misses, 0);
}

TEST(Greedy, LargeChainIsFast) {
  std::mt19937 rng(99);
  // 10k-node transformer-like chain.
  Graph g;
  g.nodes.push_back(input(64));
  int L = 2500;
  std::vector<int> layerOut;
  for (int l = 0; l < L; ++l) {
    int base = (int)g.nodes.size();
    int in = base - 1;
    for (int j = 0; j < 4; ++j) {
      Node n = op(std::uniform_int_distribution<int>(100, 1000)(rng),
                  std::uniform_int_distribution<int>(1, 20)(rng),
                  {j == 0 ? in : base + j - 1});
      n.segment = l;
      g.nodes.push_back(n);
    }
    layerOut.push_back((int)g.nodes.size() - 1);
  }
  g.nodes.back().isOutput = true;
  g.gradStart = (int)g.nodes.size();
  for (int l = L - 1; l >= 0; --l) {
    int v = (int)g.nodes.size();
    std::vector<int> ins = {layerOut[l] - 2, layerOut[l]};
    if (l != L - 1)
      ins.insert(ins.begin(), v - 1);
    std::sort(ins.begin(), ins.end());
    g.nodes.push_back(op(100, 5, ins, l == 0));
  }
  int64_t top = evaluate(g, Plan{}).peakBytes;
  auto t0 = std::chrono::steady_clock::now();
  SolveResult r = solve(g, top / 4, SolverKind::greedy);
  double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
          .count();
  EXPECT_TRUE(r.ok()) << r.message;
  EXPECT_LE(r.eval.peakBytes, top / 4);
  // Target <= 1 s; slack for loaded CI machines. A sanitizer build
  // (scripts/sanitize.sh) runs this 2-5x slower and checks memory, not speed.
#if defined(__SANITIZE_ADDRESS__)
  const double limitSeconds = 15.0;
#else
  const double limitSeconds = 3.0;
#endif
  EXPECT_LT(secs, limitSeconds);
  std::printf(
      "[ stats    ] greedy on %zu nodes: %.3f s, peak %lld -> %lld (%s)\n",
      g.nodes.size(), secs, (long long)top, (long long)r.eval.peakBytes,
      r.message.c_str());
}

// auto's swap search (LocalSearch.cpp): greedy drops 4 and 5 (cost 5: 4 is
// read by the backward only, so dropping it moves it there for nothing);
// keeping 5 alone breaks the budget and keeping 4 saves nothing, so the
// keep pass is stuck. Keeping 5 and dropping the cheaper 1 fits: the
// optimum (brute force: drop 1 and 4, cost 3).
TEST(Solvers, AutoSwapReachesTheOptimumWhereKeepingIsStuck) {
  Graph g;
  g.nodes = {input(21),
             op(12, 3, {0}),
             op(34, 7, {0}),
             op(60, 8, {1}),
             op(93, 10, {2}),
             op(42, 5, {1, 2}),
             op(31, 3, {5}, true),
             op(78, 8, {0, 3}),
             op(47, 8, {0, 1, 5, 7}, true),
             op(32, 9, {4, 6, 8}),
             op(58, 3, {0, 9}, true)};
  g.nodes[6].recomputable = false;
  g.gradStart = 7;
  ASSERT_EQ(validate(g), "");
  const int64_t budget = 252;
  SolveResult bf = solve(g, budget, SolverKind::bruteForce);
  ASSERT_TRUE(bf.ok());
  EXPECT_DOUBLE_EQ(bf.eval.recomputeCost, 3);
  // The heuristics only (no chain DP, ILP or block-chain: exact here; nor
  // the bound-guided start, whose refinement of the plan with the cut's
  // recomputations added reaches 3 too).
  SolveOptions opts = heuristicsOnly();
  opts.boundGuidedStart = false;
  opts.swapSearchWork = 0;
  SolveResult stuck = solve(g, budget, SolverKind::autoSolver, opts);
  ASSERT_TRUE(stuck.ok());
  EXPECT_DOUBLE_EQ(stuck.eval.recomputeCost, 5);
  for (int v = 0; v < (int)g.nodes.size(); ++v) {
    if (!stuck.plan.drop[v])
      continue;
    Plan p = stuck.plan;
    p.drop[v] = false;
    Evaluation e = evaluate(g, p);
    EXPECT_FALSE(e.peakBytes <= budget &&
                 e.recomputeCost < stuck.eval.recomputeCost - 1e-9)
        << "keeping " << v << " alone helps";
  }
  opts.swapSearchWork = SolveOptions().swapSearchWork;
  SolveResult r = solve(g, budget, SolverKind::autoSolver, opts);
  ASSERT_TRUE(r.ok());
  EXPECT_LE(r.eval.peakBytes, budget);
  EXPECT_DOUBLE_EQ(r.eval.recomputeCost, bf.eval.recomputeCost);
  EXPECT_NE(r.message.find("swaps"), std::string::npos) << r.message;
  // The move on its own, from the stuck plan.
  Plan p = stuck.plan;
  Evaluation e = stuck.eval;
  EXPECT_EQ(detail::swapWhereItPays(g, budget, p, e, 1000000), 1);
  EXPECT_DOUBLE_EQ(e.recomputeCost, 3);
  EXPECT_EQ(evaluate(g, p).peakBytes, e.peakBytes);
  EXPECT_LE(e.peakBytes, budget);
  // Without the swap search, the bound-guided start's plan from the stuck
  // plan with the cut's recomputations added, refined, reaches it too.
  opts.swapSearchWork = 0;
  opts.boundGuidedStart = true;
  SolveResult guided = solve(g, budget, SolverKind::autoSolver, opts);
  ASSERT_TRUE(guided.ok());
  EXPECT_LE(guided.eval.peakBytes, budget);
  EXPECT_EQ(evaluate(g, guided.plan).peakBytes, guided.eval.peakBytes);
  EXPECT_DOUBLE_EQ(guided.eval.recomputeCost, bf.eval.recomputeCost);
  EXPECT_NE(guided.message.find("added to the plan"), std::string::npos)
      << guided.message;
}

// The swap search's split with operands (LocalSearch.cpp): a value split
// while its operand stays recomputed once keeps that operand's instance live
// across the same steps, so neither split frees anything alone. On this
// graph (found among random layered graphs) the greedy repair of every swap
// ended over the budget (cost stayed 246); splitting with the operands
// reaches 168.
TEST(Solvers, AutoSwapSplitsWithDroppedOperands) {
  Graph g;
  g.nodes = {input(17),
             op(42, 86, {0}),
             op(20, 0, {1}),
             op(12, 1, {2}),
             op(50, 59, {3}),
             op(16, 3, {4}),
             op(10, 94, {5}),
             op(55, 3, {6}),
             op(60, 98, {7}),
             op(50, 5, {8}),
             op(49, 99, {1, 9}),
             op(17, 3, {10}),
             op(2, 1, {11}, true),
             op(31, 14, {11}),
             op(29, 12, {10, 13}),
             op(22, 5, {8, 14}),
             op(23, 3, {7, 15}),
             op(24, 15, {6, 16}),
             op(23, 20, {4, 7, 17}),
             op(16, 11, {2, 18}, true),
             op(37, 5, {1, 3, 19}, true)};
  g.gradStart = 13;
  ASSERT_EQ(validate(g), "");
  const int64_t budget = 198;
  SolveOptions opts = heuristicsOnly();
  opts.swapSearchWork = 0;
  SolveResult start = solve(g, budget, SolverKind::autoSolver, opts);
  ASSERT_TRUE(start.ok());
  EXPECT_DOUBLE_EQ(start.eval.recomputeCost, 246);
  Plan p = start.plan;
  Evaluation e = start.eval;
  EXPECT_GE(detail::swapWhereItPays(g, budget, p, e, 1000000,
                                    /*ancestrySplits=*/false),
            1);
  EXPECT_DOUBLE_EQ(e.recomputeCost, 168);
  Evaluation check = evaluate(g, p);
  EXPECT_EQ(check.peakBytes, e.peakBytes);
  EXPECT_DOUBLE_EQ(check.recomputeCost, e.recomputeCost);
  EXPECT_LE(e.peakBytes, budget);
  EXPECT_GE(e.recomputeCost, recomputeLowerBound(g, budget) - 1e-9);
  // A value and its dropped operand both split.
  int splitPairs = 0;
  for (int v = 0; v < g.gradStart; ++v)
    if (p.drop[v] && !p.recomputeAt.empty() && p.recomputeAt[v].size() >= 2)
      for (int w : g.nodes[v].inputs)
        splitPairs += p.drop[w] && p.recomputeAt[w].size() >= 2;
  EXPECT_GE(splitPairs, 1);
  // Splitting with the whole ancestry (kept operands freed in the forward
  // pass dropped too, points before the readers' buffers) goes further.
  Plan q = start.plan;
  Evaluation qe = start.eval;
  EXPECT_GE(detail::swapWhereItPays(g, budget, q, qe, 1000000), 1);
  EXPECT_DOUBLE_EQ(qe.recomputeCost, 165);
  check = evaluate(g, q);
  EXPECT_EQ(check.peakBytes, qe.peakBytes);
  EXPECT_DOUBLE_EQ(check.recomputeCost, qe.recomputeCost);
  EXPECT_LE(qe.peakBytes, budget);
  EXPECT_GE(qe.recomputeCost, recomputeLowerBound(g, budget) - 1e-9);
  // auto with its swap search gets there too.
  opts.swapSearchWork = SolveOptions().swapSearchWork;
  SolveResult r = solve(g, budget, SolverKind::autoSolver, opts);
  ASSERT_TRUE(r.ok());
  EXPECT_LE(r.eval.peakBytes, budget);
  EXPECT_LE(r.eval.recomputeCost, 165 + 1e-9);
}

// On random small graphs the swap search never makes auto's heuristic
// answers costlier, keeps them within the budget and never goes below the
// brute-force optimum; it lowers some of them.
TEST(Solvers, AutoSwapNeverCostsMore) {
  int answers = 0, lowered = 0, optimalBefore = 0, optimalAfter = 0;
  forEachSmallRandomBudget(4242, [&](int i, const Graph &g, int64_t budget,
                                     const SolveResult &bf) {
    for (bool blockChain : {false, true}) {
      SolveOptions opts;
      opts.autoChainMaxNodes = 0;
      opts.autoIlpMaxCandidates = 0;
      opts.boundGuidedStart = false; // its repair is the swap search's
      if (!blockChain)
        opts.autoBlockChainMaxNodes = 0;
      SolveResult r = solve(g, budget, SolverKind::autoSolver, opts);
      opts.swapSearchWork = 0;
      SolveResult raw = solve(g, budget, SolverKind::autoSolver, opts);
      EXPECT_EQ(r.ok(), raw.ok()) << "graph " << i << " budget " << budget;
      if (!r.ok() || !raw.ok())
        continue;
      ++answers;
      EXPECT_LE(r.eval.peakBytes, budget);
      EXPECT_EQ(evaluate(g, r.plan).peakBytes, r.eval.peakBytes);
      EXPECT_LE(r.eval.recomputeCost, raw.eval.recomputeCost + 1e-9)
          << "graph " << i << " budget " << budget;
      lowered += r.eval.recomputeCost < raw.eval.recomputeCost - 1e-9;
      // Multi-recompute answers may go below the single-recompute optimum.
      if (bf.status == SolveStatus::optimal && singleRecomputeForm(r.plan)) {
        EXPECT_GE(r.eval.recomputeCost, bf.eval.recomputeCost - 1e-9);
        optimalBefore += raw.eval.recomputeCost <= bf.eval.recomputeCost + 1e-9;
        optimalAfter += r.eval.recomputeCost <= bf.eval.recomputeCost + 1e-9;
      }
    }
  });
  std::printf("[ stats    ] %d heuristic answers; the swap search lowered "
              "%d; optimal %d before, %d after\n",
              answers, lowered, optimalBefore, optimalAfter);
  EXPECT_GE(answers, 150);
  EXPECT_GT(lowered, 0);
  EXPECT_GT(optimalAfter, optimalBefore);
}

// torch-mlir's mlp_deep (issue #15) in miniature: a weight gradient w reads
// the layer's output c and a transposed copy t of the incoming gradient G,
// created by the node right before it. Recomputed before w, c's run (a,
// then c) sits on top of G and t: 8 + 8 + 4 + 4 = 24, as high as every
// single-recompute plan (keeping a or c instead holds it across H and G at
// node 5: 12 + 8 + 4). Hoisting the run above t and recomputing a again
// before its other reader gx leaves G, c, t and w at node 7: 21, which
// every plan holds there (the exhaustive search's minimum). Neither move
// alone gets below 24, so the refinement measures each hoist together with
// the splits that follow it (MultiRecompute.cpp, tryHoists).
TEST(MultiRecompute, HoistAboveTheReadersBuffersWithASplit) {
  Graph g;
  g.nodes = {input(1),
             op(4, 1, {0}),          // a
             op(4, 1, {1}),          // c
             op(0, 1, {2}, true),    // loss
             op(12, 1, {3}),         // H: only G reads it
             op(8, 1, {4}),          // G: read by t and gx
             op(8, 0, {5}),          // t: G transposed, only w reads it
             op(1, 1, {2, 6}, true), // w: the weight gradient
             op(4, 1, {5, 1}),       // gx: reads G and a
             op(1, 1, {8}, true)};   // its output
  g.gradStart = 4;
  ASSERT_EQ(validate(g), "");
  EXPECT_EQ(minimumPeak(g).peakBytes, 24);
  EXPECT_EQ(bruteForceMultiMinimum(g), 21);
  SolveOptions opts;
  opts.multiRecomputeHoists = false;
  EXPECT_EQ(lowestPeak(g, opts).peakBytes, 24);
  opts.multiRecomputeHoists = true;
  MinPeakResult lowest = lowestPeak(g, opts);
  EXPECT_EQ(lowest.peakBytes, 21);
  EXPECT_EQ(lowest.lowerBound.bytes, 21);
  Evaluation e = evaluate(g, lowest.plan);
  ASSERT_TRUE(e.ok()) << e.error;
  EXPECT_EQ(e.peakBytes, 21);
  // c's run is recomputed before t (node 6), a once more before gx.
  ASSERT_EQ(lowest.plan.recomputeAt.size(), g.nodes.size());
  EXPECT_EQ(lowest.plan.recomputeAt[2], std::vector<int>({6}));
  EXPECT_EQ(lowest.plan.recomputeAt[1], std::vector<int>({6, 8}));
  // auto at that budget: the refinement's plan, fitting.
  SolveResult r = solve(g, 21, SolverKind::autoSolver, opts);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(evaluate(g, r.plan).peakBytes, r.eval.peakBytes);
  EXPECT_LE(r.eval.peakBytes, 21);
}

// The merge pass removes recomputations a fitting plan does not need: on a
// chain (every value 100 bytes, cost 10, read by one backward node), values
// 4 and 5 (5 reads 4) are dropped and recomputed at their first need (the
// reader of 5) and needlessly again at a later backward node. Removing that
// point from both at once saves the most (20), and the plan still fits.
TEST(MultiRecompute, MergePassRemovesNeedlessRecomputations) {
  const int L = 16;
  Graph g = uniformChain(L);
  // Backward node of layer j: gradStart + (L - j); it reads node j - 1.
  const int readerOf5 = g.gradStart + (L - 6), later = readerOf5 + 3;
  Plan plan;
  plan.drop.assign(g.nodes.size(), false);
  plan.recomputeAt.assign(g.nodes.size(), {});
  for (int v : {4, 5}) {
    plan.drop[v] = true;
    plan.recomputeAt[v] = {readerOf5, later};
  }
  Evaluation eval = evaluate(g, plan);
  ASSERT_TRUE(eval.ok()) << eval.error;
  EXPECT_DOUBLE_EQ(eval.recomputeCost, 40);
  const int64_t budget = eval.peakBytes;
  int merged = detail::mergeWhereItFits(g, budget, plan, eval, 1000000);
  EXPECT_EQ(merged, 1);
  EXPECT_DOUBLE_EQ(eval.recomputeCost, 20);
  EXPECT_LE(eval.peakBytes, budget);
  for (int v : {4, 5})
    EXPECT_EQ(plan.recomputeAt[v], std::vector<int>{readerOf5}) << v;
  Evaluation again = evaluate(g, plan);
  EXPECT_EQ(again.peakBytes, eval.peakBytes);
  EXPECT_DOUBLE_EQ(again.recomputeCost, eval.recomputeCost);
  // Nothing left to merge: the same plan again.
  EXPECT_EQ(detail::mergeWhereItFits(g, budget, plan, eval, 1000000), 0);
}

// A kept value live across the peak whose every single-recompute plan
// keeps it live there (recomputed once, it lives from its first backward
// reader to its last): only recomputing it, and its operand, once before
// each reader lowers the peak. Without the kept split the refinement has no
// move from the keep-all plan (on the bundled MLP step at 90 % auto said
// "infeasible"; benchmarks/oracle/graph_milp.py found the plan).
//   forward  a = op(x, w) [cost 50]; h = act(a); loss(h)
//   backward g1 = u(h, e1); big(g1); r(g1, big); out(h, r, e2)
TEST(MultiRecompute, KeptValueSplitAcrossThePeak) {
  Graph g;
  g.nodes.push_back(input(100));          // 0 x
  g.nodes.push_back(input(100));          // 1 w
  g.nodes.push_back(op(100, 50, {0, 1})); // 2 a
  g.nodes.push_back(op(100, 1, {2}));     // 3 h
  g.nodes.push_back(op(4, 1, {3}, true)); // 4 loss
  g.gradStart = 5;
  g.nodes.push_back(op(100, 0, {}));              // 5 e1 (an allocation)
  g.nodes.push_back(op(100, 1, {3, 5}));          // 6 g1
  g.nodes.push_back(op(300, 1, {6}));             // 7 big
  g.nodes.push_back(op(100, 1, {6, 7}));          // 8 r
  g.nodes.push_back(op(100, 0, {}));              // 9 e2 (an allocation)
  g.nodes.push_back(op(100, 1, {3, 8, 9}, true)); // 10
  MinPeakResult single = minimumPeak(g);
  ASSERT_TRUE(single.exact);
  EXPECT_EQ(single.peakBytes, 604);
  const int64_t budget = 550;
  Plan keepAll;
  keepAll.drop.assign(g.nodes.size(), false);
  SolveOptions without;
  without.multiRecomputeKeptSplits = false;
  SolveResult stuck = refineWithMultiRecompute(g, budget, keepAll, without);
  EXPECT_EQ(stuck.eval.peakBytes, 604);
  SolveResult r = refineWithMultiRecompute(g, budget, keepAll, SolveOptions());
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.eval.peakBytes, 504);
  // a and h recomputed before each reader of h, before the allocation that
  // reader reads (e1, e2).
  for (int v : {2, 3}) {
    EXPECT_TRUE(r.plan.drop[v]) << v;
    EXPECT_EQ(r.plan.recomputeAt[v], (std::vector<int>{5, 9})) << v;
  }
  // auto finds such a plan too.
  SolveResult a = solve(g, budget, SolverKind::autoSolver);
  ASSERT_TRUE(a.ok()) << a.message;
  EXPECT_LE(a.eval.peakBytes, budget);
  EXPECT_DOUBLE_EQ(a.eval.recomputeCost, 2 * 51);
  EXPECT_DOUBLE_EQ(r.eval.recomputeCost, 2 * 51);
}

// The merge pass on plans with needless recomputations: on random graphs
// and budgets, the single-recompute optimum (brute force) padded with a
// second recomputation point for every dropped value (a later backward node
// that reads nothing of it, or one that reads it), at a budget the padded
// plan fits. The pass never raises the cost, never breaks the budget, and
// keeps plan and evaluation consistent; it takes the padding out (on these
// seeds: 104 plans, every one back at the optimum's cost).
TEST(MultiRecompute, MergePassNeverCostsMore) {
  int plans = 0, merged = 0, recovered = 0;
  forEachSmallRandomBudget(
      2024, [&](int, const Graph &g, int64_t, const SolveResult &r) {
        if (!r.ok())
          return;
        const int n = (int)g.nodes.size();
        Plan padded = r.plan;
        if (padded.drop.empty())
          return;
        padded.recomputeAt.assign(n, {});
        Evaluation single = evaluate(g, r.plan);
        bool any = false;
        for (int v = 0; v < g.gradStart; ++v) {
          if (!padded.drop[v] || single.recStep[v] < 0)
            continue;
          // The backward node the recomputation precedes, then a later one.
          int before = -1;
          for (int s = single.recStep[v]; s < (int)single.steps.size(); ++s)
            if (!single.steps[s].recompute) {
              before = single.steps[s].node;
              break;
            }
          int later = -1;
          for (int b = before + 1; b < n && later < 0; ++b)
            if (!g.nodes[b].isInput)
              later = b;
          if (before < 0 || later < 0)
            continue;
          padded.recomputeAt[v] = {before, later};
          any = true;
        }
        if (!any)
          return;
        Evaluation e = evaluate(g, padded);
        ASSERT_TRUE(e.ok()) << e.error;
        const int64_t budget = std::max(e.peakBytes, single.peakBytes);
        const double before = e.recomputeCost;
        int moves = detail::mergeWhereItFits(g, budget, padded, e, 1000000);
        ++plans;
        merged += moves > 0;
        EXPECT_LE(e.recomputeCost, before + 1e-9);
        EXPECT_LE(e.peakBytes, budget);
        Evaluation again = evaluate(g, padded);
        ASSERT_TRUE(again.ok()) << again.error;
        EXPECT_EQ(again.peakBytes, e.peakBytes);
        EXPECT_DOUBLE_EQ(again.recomputeCost, e.recomputeCost);
        recovered += e.recomputeCost <= single.recomputeCost + 1e-9;
      });
  EXPECT_GT(plans, 50);
  EXPECT_GT(merged, plans / 2);
  EXPECT_GE(recovered, plans * 9 / 10);
  std::printf("[ stats    ] merge pass: %d padded plans, %d merged, %d back "
              "at the optimum's cost\n",
              plans, merged, recovered);
}

// The swap search's split with the whole ancestry (LocalSearch.cpp): found
// among random layered graphs (randomLayers, seed 4242, the 617th graph).
// Keeping the matmul 7 (cost 73) needs 6 freed across the backward steps;
// 6 reads 5, which the plan keeps but frees in the forward pass, so
// recomputing 6 would keep 5's forward instance alive until then, and the
// split with dropped operands stops at 5. Dropping 5 too, recomputed with
// 6, makes the swap pay: 170 -> 141, where the swap search without the
// move takes no swap.
TEST(Solvers, AutoSwapSplitsWithTheWholeAncestry) {
  Graph g;
  g.nodes = {input(19),
             op(28, 42, {0}),
             op(56, 5, {1}),
             op(13, 3, {2}),
             op(55, 79, {1, 3}),
             op(26, 2, {4}),
             op(48, 0, {5}),
             op(45, 73, {6}),
             op(60, 1, {7}),
             op(21, 2, {8}),
             op(10, 1, {9}, true),
             op(33, 17, {2, 9}),
             op(39, 8, {7, 11}),
             op(10, 17, {2, 4, 12}),
             op(34, 9, {3, 7, 13}, true),
             op(21, 16, {1, 14}, true)};
  g.gradStart = 11;
  ASSERT_EQ(validate(g), "");
  const int64_t budget = 237;
  SolveOptions opts = heuristicsOnly();
  opts.boundGuidedStart = false;
  opts.swapSearchWork = 0;
  SolveResult start = solve(g, budget, SolverKind::autoSolver, opts);
  ASSERT_TRUE(start.ok());
  EXPECT_DOUBLE_EQ(start.eval.recomputeCost, 170);
  ASSERT_TRUE(start.plan.drop[7]);
  ASSERT_FALSE(start.plan.drop[5]);
  Plan p = start.plan;
  Evaluation e = start.eval;
  EXPECT_EQ(detail::swapWhereItPays(g, budget, p, e, 1000000,
                                    /*ancestrySplits=*/false),
            0);
  EXPECT_DOUBLE_EQ(e.recomputeCost, 170);
  p = start.plan;
  e = start.eval;
  EXPECT_GE(detail::swapWhereItPays(g, budget, p, e, 1000000), 1);
  EXPECT_DOUBLE_EQ(e.recomputeCost, 141);
  EXPECT_LE(e.peakBytes, budget);
  Evaluation check = evaluate(g, p);
  EXPECT_EQ(check.peakBytes, e.peakBytes);
  EXPECT_DOUBLE_EQ(check.recomputeCost, e.recomputeCost);
  EXPECT_FALSE(p.drop[7]);
  EXPECT_TRUE(p.drop[5]);
  EXPECT_GE(e.recomputeCost, recomputeLowerBound(g, budget) - 1e-9);
  // auto with its swap search gets there too (or lower).
  opts.swapSearchWork = SolveOptions().swapSearchWork;
  SolveResult r = solve(g, budget, SolverKind::autoSolver, opts);
  ASSERT_TRUE(r.ok());
  EXPECT_LE(r.eval.peakBytes, budget);
  EXPECT_LE(r.eval.recomputeCost, 141 + 1e-9);
}

// beforeOperandBuffers: the run of backward nodes right before u that only
// create (no operands) and fill (operands inside the run) buffers u reads.
TEST(Solvers, RecomputationPointBeforeTheReadersBuffers) {
  Graph g;
  g.nodes = {input(8),
             op(16, 4, {0}),         // 1: forward
             op(8, 1, {1}, true),    // 2: the loss
             op(16, 2, {1}),         // 3: backward work
             op(32, 0, {}),          // 4: an allocation
             op(0, 0, {4}),          // 5: its fill
             op(8, 0, {}),           // 6: a second allocation
             op(32, 3, {1, 4, 5, 6}, // 7: reads 1 and the buffers
                true),
             op(8, 0, {}),           // 8: an allocation 9 does not read
             op(8, 1, {1, 7}, true), // 9
             op(8, 0, {}),           // 10: an allocation
             op(8, 0, {3, 10}),      // 11: reads work from outside the run
             op(8, 1, {1, 10, 11}, true)};
  g.gradStart = 3;
  ASSERT_EQ(validate(g), "");
  EXPECT_EQ(detail::beforeOperandBuffers(g, 7), 4);   // empty, fill, empty
  EXPECT_EQ(detail::beforeOperandBuffers(g, 9), 9);   // 8 is not 9's
  EXPECT_EQ(detail::beforeOperandBuffers(g, 12), 12); // 11 reads 3
  EXPECT_EQ(detail::beforeOperandBuffers(g, 3), 3);   // nothing before it
}

// removeUnreadPoints: a recomputation point whose instance nothing reads
// (1 recomputed before 4, which reads 2 only; 5 reads the instance of the
// point before it) is removed, the cost falls by 1's cost and the peak does
// not rise; a plan whose points are all read is left as it is.
TEST(Solvers, UnreadRecomputationPointsAreRemoved) {
  Graph g;
  g.nodes = {input(4),       op(10, 5, {0}),
             op(10, 1, {1}), op(1, 1, {2}, true),
             op(5, 1, {2}),  op(5, 1, {1, 4}, true)};
  g.gradStart = 4;
  ASSERT_EQ(validate(g), "");
  Plan p = dropSet(g, {1});
  p.recomputeAt.assign(g.nodes.size(), {});
  p.recomputeAt[1] = {4, 5};
  Evaluation e = evaluate(g, p);
  ASSERT_TRUE(e.ok()) << e.error;
  EXPECT_DOUBLE_EQ(e.recomputeCost, 10);
  const int64_t peak = e.peakBytes;
  EXPECT_EQ(detail::removeUnreadPoints(g, p, e), 1);
  EXPECT_EQ(p.recomputeAt[1], std::vector<int>({5}));
  EXPECT_DOUBLE_EQ(e.recomputeCost, 5);
  EXPECT_LE(e.peakBytes, peak);
  Evaluation check = evaluate(g, p);
  EXPECT_EQ(check.peakBytes, e.peakBytes);
  EXPECT_DOUBLE_EQ(check.recomputeCost, e.recomputeCost);
  EXPECT_EQ(detail::removeUnreadPoints(g, p, e), 0);
  EXPECT_EQ(p.recomputeAt[1], std::vector<int>({5}));
}

// allSplitPoints (the repair's one pass over the steps) equals splitPoints
// asked node by node, on random graphs with random plans (recomputations
// among the backward steps included).
TEST(Solvers, AllSplitPointsEqualsSplitPointsPerNode) {
  std::mt19937 rng(51);
  int compared = 0;
  for (int trial = 0; trial < 40; ++trial) {
    Graph g = randomDag(rng, 12, 10);
    ASSERT_EQ(validate(g), "");
    Plan plan;
    plan.drop.assign(g.nodes.size(), false);
    for (int u : candidates(g))
      plan.drop[u] = std::uniform_int_distribution<int>(0, 1)(rng) == 1;
    Evaluation e = evaluate(g, plan);
    if (!e.ok())
      continue;
    std::vector<std::vector<int>> all = detail::allSplitPoints(g, e);
    ASSERT_EQ(all.size(), g.nodes.size());
    for (int u = 0; u < (int)g.nodes.size(); ++u) {
      EXPECT_EQ(all[u], detail::splitPoints(g, e, u)) << "node " << u;
      compared += !all[u].empty();
    }
  }
  EXPECT_GT(compared, 0);
}
