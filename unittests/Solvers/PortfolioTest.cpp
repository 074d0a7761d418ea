//===- PortfolioTest.cpp - solve(), auto and the minimum-peak searches ----===//

#include <gtest/gtest.h>

#include "remat/Solvers/Solvers.h"

#include "../../lib/Solvers/Portfolio/Portfolio.h"
#include "TestHelpers.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace remat::solvers;
using namespace remat::solvers::test;

TEST(Solvers, MalformedGraphIsAnErrorNotAnException) {
  Graph g = handChain();
  g.nodes[2].inputs.push_back(5); // reads a later node
  SolveResult r = solve(g, 100, SolverKind::autoSolver);
  EXPECT_EQ(r.status, SolveStatus::invalidInput);
  EXPECT_NE(r.message.find("not earlier"), std::string::npos) << r.message;
  EXPECT_FALSE(evaluate(g, Plan{}).ok());
  EXPECT_EQ(minimumPeak(g).peakBytes, std::numeric_limits<int64_t>::max());
}

TEST(Solvers, AutoStopsAtAPlanThatRecomputesNothing) {
  // a costs nothing to recompute (a transpose, say): greedy's plan drops it
  // and fits, which no plan beats, so auto says optimal without running the
  // block DP (which spent 10 s on the zoo's GRU LM for the same plan).
  Graph g = handChain();
  g.nodes[1].cost = 0;
  SolveOptions opts;
  opts.autoChainMaxNodes = 0;
  opts.autoIlpMaxCandidates = 0;
  SolveResult r = solve(g, 55, SolverKind::autoSolver, opts);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.status, SolveStatus::optimal) << r.message;
  EXPECT_EQ(r.kind, SolverKind::greedy);
  EXPECT_EQ(r.eval.recomputeCost, 0);
  EXPECT_EQ(r.lowerBound, 0);
  EXPECT_EQ(r.eval.peakBytes, 55);
  EXPECT_EQ(r.message.find("block-chain"), std::string::npos) << r.message;
  // With a cost, greedy's plan is not known optimal: the block DP runs.
  g.nodes[1].cost = 1;
  SolveResult c = solve(g, 55, SolverKind::autoSolver, opts);
  ASSERT_TRUE(c.ok()) << c.message;
  EXPECT_NE(c.message.find("block-chain"), std::string::npos) << c.message;
}

TEST(Solvers, AutoDoesNotCallAFreePlanOptimalWhereDeadCodeCanGo) {
  // d (node 2) is dead forward code: dropping it saves its 3 FLOPs, so a
  // plan that recomputes nothing is not the cheapest (cost 0 is no bound
  // here), and the bound auto reports stays at most the cheapest plan's
  // cost, -3.
  Graph g;
  g.nodes = {input(100),           op(10, 0, {0}),   op(10, 3, {0}),
             op(30, 3, {1}, true), op(5, 1, {3, 1}), op(7, 1, {4}, true)};
  g.gradStart = 4;
  SolveOptions opts;
  opts.autoChainMaxNodes = 0;
  opts.autoIlpMaxCandidates = 0;
  SolveResult r = solve(g, 1000, SolverKind::autoSolver, opts);
  ASSERT_TRUE(r.ok()) << r.message;
  if (r.status == SolveStatus::optimal) {
    EXPECT_EQ(r.eval.recomputeCost, -3) << r.message;
  }
  EXPECT_LE(r.lowerBound, -3 + 1e-9) << r.message;
}

// A clock that ends a search before its count makes the answer depend on
// the machine: every result says so (remat-auto reports it), and with the
// default limits on a small graph no clock fires.
TEST(Solvers, SayWhenAClockStoppedTheSearch) {
  Graph g = mlpChain(8);
  const int64_t top = evaluate(g, Plan{}).peakBytes;
  SolveOptions counted;
  SolveOptions clocked;
  clocked.timeLimitSeconds = 0;
  for (int64_t budget : {top * 8 / 10, top * 3 / 10}) {
    for (SolverKind kind :
         {SolverKind::autoSolver, SolverKind::chain, SolverKind::blockChain}) {
      SolveResult r = solve(g, budget, kind, counted);
      EXPECT_FALSE(r.stoppedByClock) << toString(kind) << ": " << r.message;
    }
    SolveResult r = solve(g, budget, SolverKind::autoSolver, clocked);
    EXPECT_TRUE(r.stoppedByClock) << r.message;
    SolveResult bc = solve(g, budget, SolverKind::blockChain, clocked);
    EXPECT_TRUE(bc.stoppedByClock) << bc.message;
  }
  Plan start = detail::sqrtNPlan(g);
  EXPECT_FALSE(refineWithMultiRecompute(g, 0, start, counted).stoppedByClock);
  EXPECT_TRUE(refineWithMultiRecompute(g, 0, start, clocked).stoppedByClock);
  EXPECT_FALSE(lowestPeak(g, counted).stoppedByClock);
  EXPECT_TRUE(lowestPeak(g, clocked).stoppedByClock);
}

// auto's keep pass: in every fitting, non-optimal answer of auto on layered
// graphs, keeping any one dropped value either breaks the budget or saves
// nothing. Without the pass (keepPassWork = 0, and no swap search, which
// ends with a keep pass) some answers are not so.
TEST(Solvers, AutoKeepsWhatTheBudgetAllows) {
  std::mt19937 rng(2727);
  int answers = 0, withoutPass = 0;
  for (int i = 0; i < 12; ++i) {
    Graph g =
        randomLayers(rng, std::uniform_int_distribution<int>(12, 20)(rng));
    int64_t top = evaluate(g, Plan{}).peakBytes;
    for (int pct : {75, 50, 35}) {
      int64_t budget = top * pct / 100;
      auto keepable = [&](const SolveResult &r) {
        for (int v = 0; v < (int)r.plan.drop.size(); ++v) {
          if (!r.plan.drop[v] || g.nodes[v].cost <= 0)
            continue;
          Plan p = r.plan;
          p.drop[v] = false;
          if (!p.recomputeAt.empty())
            p.recomputeAt[v].clear();
          Evaluation e = evaluate(g, p);
          if (e.ok() && e.peakBytes <= budget &&
              e.recomputeCost < r.eval.recomputeCost - 1e-9)
            return v;
        }
        return -1;
      };
      // Exact answers are left as they are: only the heuristics' pass.
      SolveOptions opts;
      opts.autoChainMaxNodes = 0;
      opts.autoIlpMaxCandidates = 0;
      SolveResult r = solve(g, budget, SolverKind::autoSolver, opts);
      if (!r.ok())
        continue;
      ++answers;
      EXPECT_EQ(keepable(r), -1) << "graph " << i << " budget " << budget;
      opts.keepPassWork = 0;
      opts.swapSearchWork = 0; // the swap search ends with a keep pass
      SolveResult raw = solve(g, budget, SolverKind::autoSolver, opts);
      withoutPass += raw.ok() && keepable(raw) >= 0;
      if (raw.ok()) {
        EXPECT_LE(r.eval.recomputeCost, raw.eval.recomputeCost + 1e-9);
      }
    }
  }
  std::printf("[ stats    ] %d answers; without the keep pass %d of them "
              "could keep a value\n",
              answers, withoutPass);
  EXPECT_GE(answers, 20);
  EXPECT_GT(withoutPass, 0);
}

// auto's bound-guided start (Solve.cpp) only replaces a plan by one that
// fits and costs less, never below the optimum, and its extra cuts keep the
// bound valid; on random graphs where auto's heuristics leave a gap it
// finds cheaper plans.
TEST(Solvers, AutoBoundGuidedStartNeverCostsMore) {
  int answers = 0, lowered = 0, optimalBefore = 0, optimalAfter = 0;
  forEachSmallRandomBudget(515, [&](int i, const Graph &g, int64_t budget,
                                    const SolveResult &bf) {
    SolveOptions opts = heuristicsOnly();
    SolveResult r = solve(g, budget, SolverKind::autoSolver, opts);
    opts.boundGuidedStart = false;
    SolveResult raw = solve(g, budget, SolverKind::autoSolver, opts);
    EXPECT_EQ(r.ok(), raw.ok()) << "graph " << i << " budget " << budget;
    if (!r.ok() || !raw.ok())
      return;
    ++answers;
    EXPECT_LE(r.eval.peakBytes, budget);
    Evaluation again = evaluate(g, r.plan);
    EXPECT_EQ(again.peakBytes, r.eval.peakBytes);
    EXPECT_EQ(again.recomputeCost, r.eval.recomputeCost);
    EXPECT_LE(r.eval.recomputeCost, raw.eval.recomputeCost + 1e-9)
        << "graph " << i << " budget " << budget;
    EXPECT_LE(r.lowerBound, r.eval.recomputeCost + 1e-6);
    EXPECT_GE(r.lowerBound, raw.lowerBound - 1e-6);
    lowered += r.eval.recomputeCost < raw.eval.recomputeCost - 1e-9;
    if (bf.status == SolveStatus::optimal) {
      EXPECT_LE(r.lowerBound, bf.eval.recomputeCost + 1e-6);
      if (singleRecomputeForm(r.plan)) {
        EXPECT_GE(r.eval.recomputeCost, bf.eval.recomputeCost - 1e-9);
      }
      optimalBefore += raw.eval.recomputeCost <= bf.eval.recomputeCost + 1e-9;
      optimalAfter += r.eval.recomputeCost <= bf.eval.recomputeCost + 1e-9;
    }
  });
  std::printf("[ stats    ] %d heuristic answers; the bound-guided start "
              "lowered %d; optimal %d before, %d after\n",
              answers, lowered, optimalBefore, optimalAfter);
  EXPECT_GE(answers, 120);
  EXPECT_GT(lowered, 0);
}

// On random tiny graphs, against an exhaustive search of the
// multi-recompute plan space: lowestPeak() never goes below the true
// minimum (it returns real plans), never above the single-recompute
// minimum, and how often it reaches the true minimum is reported and
// guarded. remat-auto at the lowest peak it names finds a plan.
TEST(MultiRecompute, LowestPeakAgainstExhaustiveSearch) {
  std::mt19937 rng(2026);
  int graphs = 0, lowered = 0, atMinimum = 0, belowSingle = 0, boundAtTruth = 0;
  for (int i = 0; i < 400 && graphs < 120; ++i) {
    Graph g = tinyChainOrDag(rng, i % 2);
    int numPoints = (int)g.nodes.size() - g.gradStart;
    if ((int)candidates(g).size() > 3 || numPoints > 4)
      continue;
    ++graphs;
    SCOPED_TRACE("graph #" + std::to_string(i));
    MinPeakResult single = minimumPeak(g);
    ASSERT_TRUE(single.exact);
    MinPeakResult lowest = lowestPeak(g);
    Evaluation e = evaluate(g, lowest.plan);
    ASSERT_TRUE(e.ok()) << e.error;
    EXPECT_EQ(e.peakBytes, lowest.peakBytes);
    ASSERT_LE(lowest.peakBytes, single.peakBytes);
    int64_t truth = bruteForceMultiMinimum(g);
    ASSERT_GE(lowest.peakBytes, truth);
    // The peak bound holds for every plan; lowestPeak's is at least
    // minimumPeak's (the window's proofs can raise it).
    EXPECT_LE(lowest.lowerBound.bytes, truth);
    EXPECT_GE(lowest.lowerBound.bytes, single.lowerBound.bytes);
    EXPECT_EQ(single.lowerBound.bytes, peakLowerBound(g).bytes);
    boundAtTruth += lowest.lowerBound.bytes == truth;
    lowered += lowest.peakBytes < single.peakBytes;
    atMinimum += lowest.peakBytes == truth;
    belowSingle += truth < single.peakBytes;
    SolveResult r = solve(g, lowest.peakBytes, SolverKind::autoSolver);
    EXPECT_TRUE(r.ok()) << r.message;
    EXPECT_LE(r.eval.peakBytes, lowest.peakBytes);
    // Same input, same plan.
    SolveResult again = solve(g, lowest.peakBytes, SolverKind::autoSolver);
    EXPECT_EQ(again.plan.drop, r.plan.drop);
    EXPECT_EQ(again.plan.recomputeAt, r.plan.recomputeAt);
  }
  std::printf("[ stats    ] %d graphs: true multi minimum below the single "
              "one on %d, lowestPeak below the single one on %d, at the true "
              "minimum on %d; the peak bound at the true minimum on %d\n",
              graphs, belowSingle, lowered, atMinimum, boundAtTruth);
  EXPECT_GE(graphs, 100);
  EXPECT_GT(belowSingle, 0);
  // Measured 2026-12-01: see the stats line; guarded against regressions.
  EXPECT_GE(lowered * 10, belowSingle * 8);
  EXPECT_GE(atMinimum * 10, graphs * 9);
  // Measured 2026-12-04: 120 of 120 (115 with the backward steps' cuts
  // alone, 118 with the window's proofs, 120 with the forward steps too).
  EXPECT_EQ(boundAtTruth, graphs);
}

// A homogeneous chain (MLP-like: h_j = f(h_{j-1}), backward layer j reads
// h_{j-1}): below the single-recompute minimum auto recomputes values more
// than once, within the budget, at every budget down to the lowest peak.
TEST(MultiRecompute, ChainBelowTheSingleMinimum) {
  const int L = 16;
  Graph g = uniformChain(L);
  MinPeakResult single = minimumPeak(g);
  MinPeakResult lowest = lowestPeak(g);
  EXPECT_LT(lowest.peakBytes, single.peakBytes);
  EXPECT_EQ(lowest.method, "multi-recompute");
  EXPECT_FALSE(lowest.exact);
  for (int64_t budget = single.peakBytes - 100; budget >= lowest.peakBytes;
       budget -= 100) {
    SolveResult r = solve(g, budget, SolverKind::autoSolver);
    ASSERT_TRUE(r.ok()) << budget << ": " << r.message;
    EXPECT_LE(r.eval.peakBytes, budget);
    bool multi = false;
    for (const std::vector<int> &points : r.plan.recomputeAt)
      multi = multi || points.size() > 1;
    EXPECT_TRUE(multi) << budget;
  }
  std::printf("[ stats    ] L=%d chain: single-recompute minimum %lld, "
              "multi-recompute %lld bytes\n",
              L, (long long)single.peakBytes, (long long)lowest.peakBytes);
}

// auto where no plan of the refinement fits (Solve.cpp): the swap search's
// repair of the lowest-peak plan, whose split with the whole ancestry frees
// what the refinement's moves leave live. Found among random layered graphs
// (randomLayers, seed 777, the 1,762nd graph) at 60 % of the peak: auto's
// heuristics without that repair said no plan fits; with it 247 FLOPs. The
// lowest-peak search takes the repair too.
TEST(Solvers, AutoRepairsTheLowestPeakPlan) {
  Graph g;
  g.nodes = {input(9),
             op(52, 65, {0}),
             op(57, 5, {1}),
             op(24, 0, {2}),
             op(34, 42, {3}),
             op(43, 3, {4}),
             op(13, 87, {5}),
             op(56, 5, {6}),
             op(8, 1, {7}, true),
             op(27, 8, {6}),
             op(23, 16, {4, 9}),
             op(34, 4, {3, 10}),
             op(16, 19, {2, 11}, true),
             op(9, 18, {1, 12}, true)};
  g.gradStart = 9;
  ASSERT_EQ(validate(g), "");
  const int64_t budget = 146;
  SolveOptions opts = heuristicsOnly();
  SolveResult r = solve(g, budget, SolverKind::autoSolver, opts);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_LE(r.eval.peakBytes, budget);
  EXPECT_DOUBLE_EQ(r.eval.recomputeCost, 247);
  Evaluation check = evaluate(g, r.plan);
  EXPECT_EQ(check.peakBytes, r.eval.peakBytes);
  EXPECT_DOUBLE_EQ(check.recomputeCost, r.eval.recomputeCost);
  EXPECT_NE(r.message.find("lowest-peak plan repaired"), std::string::npos)
      << r.message;
  MinPeakResult low = lowestPeak(g, opts);
  EXPECT_LE(low.peakBytes, budget);
  EXPECT_EQ(evaluate(g, low.plan).peakBytes, low.peakBytes);
}

// A graph (found among random DAGs) where greedy frees nothing at its
// peak step and the multi-recompute refinement's descent stops over the
// budget, while the lowest single-recompute peak (brute force) is under it:
// auto takes the lowest-peak plan (then kept and swapped at the budget).
TEST(Solvers, AutoFallsBackToTheLowestPeakPlan) {
  Graph g;
  g.nodes = {input(45),
             input(18),
             op(22, 10, {0}),
             op(27, 10, {1}),
             op(71, 3, {1, 2}),
             op(18, 0, {3, 4}),
             op(96, 1, {5}),
             op(65, 9, {4, 5}),
             op(74, 3, {4, 5}),
             op(55, 7, {7, 8}),
             op(47, 4, {6}),
             op(54, 6, {7}),
             op(32, 10, {8, 11}),
             op(82, 5, {10}, true),
             op(92, 1, {10}),
             op(12, 2, {7, 9, 14}),
             op(17, 9, {9, 12, 15}),
             op(94, 1, {6, 16}, true),
             op(5, 6, {9, 13, 17}, true),
             op(6, 7, {0, 3, 18}, true)};
  g.gradStart = 14;
  ASSERT_EQ(validate(g), "");
  const int64_t budget = 373;
  SolveOptions opts = heuristicsOnly();
  // The refinement's hoist (MultiRecompute.cpp) reaches the budget here on
  // its own (checked below); without it only the fallback does.
  opts.multiRecomputeHoists = false;
  opts.lowestPeakFallback = false;
  SolveResult without = solve(g, budget, SolverKind::autoSolver, opts);
  EXPECT_FALSE(without.ok()) << without.message;
  EXPECT_FALSE(without.lowest.has_value());
  opts.lowestPeakFallback = true;
  SolveResult r = solve(g, budget, SolverKind::autoSolver, opts);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_NE(r.message.find("lowest-peak plan (bruteForce)"), std::string::npos)
      << r.message;
  ASSERT_TRUE(r.lowest.has_value());
  EXPECT_LE(r.lowest->peakBytes, budget);
  Evaluation check = evaluate(g, r.plan);
  EXPECT_EQ(check.peakBytes, r.eval.peakBytes);
  EXPECT_LE(check.peakBytes, budget);
  EXPECT_DOUBLE_EQ(check.recomputeCost, r.eval.recomputeCost);
  // The budget is the lowest peak here: the plan is the cheapest
  // single-recompute plan that fits (brute force).
  SolveResult optimum = solve(g, budget, SolverKind::bruteForce, opts);
  ASSERT_EQ(optimum.status, SolveStatus::optimal);
  EXPECT_LE(r.eval.recomputeCost, optimum.eval.recomputeCost);
  // With the hoist the refinement's plan fits, at the optimum's cost.
  opts.multiRecomputeHoists = true;
  opts.lowestPeakFallback = false;
  SolveResult hoisted = solve(g, budget, SolverKind::autoSolver, opts);
  ASSERT_TRUE(hoisted.ok()) << hoisted.message;
  EXPECT_FALSE(hoisted.lowest.has_value());
  Evaluation again = evaluate(g, hoisted.plan);
  EXPECT_EQ(again.peakBytes, hoisted.eval.peakBytes);
  EXPECT_LE(again.peakBytes, budget);
  EXPECT_DOUBLE_EQ(again.recomputeCost, hoisted.eval.recomputeCost);
  EXPECT_LE(hoisted.eval.recomputeCost, optimum.eval.recomputeCost);
}

// The budget ladder (SolveOptions::budgetLadderSteps) takes the plan of a
// lower budget only where it is cheaper, and the answer keeps the budget's
// own bound: on random DAGs at several budgets, the answer with the ladder
// fits, costs no more than without it, reports the same lower bound, and
// names a ladder budget below the budget exactly when it is cheaper. Steps
// of 5 % (the default 0.2 % is below a byte on these graphs); some cases
// must take a ladder plan, or the test would prove nothing.
TEST(Solvers, BudgetLadderNeverWorseAndKeepsTheBound) {
  std::mt19937 rng(4242);
  int taken = 0, compared = 0;
  for (int iter = 0; iter < 60; ++iter) {
    Graph g = randomDag(rng, 14, 8);
    ASSERT_EQ(validate(g), "");
    SolveOptions off = heuristicsOnly();
    off.budgetLadderSteps = 0;
    SolveResult none = solve(g, 1LL << 40, SolverKind::none, off);
    for (double fraction : {0.9, 0.8, 0.7, 0.6}) {
      int64_t budget = (int64_t)(fraction * none.eval.peakBytes);
      SolveResult plain = solve(g, budget, SolverKind::autoSolver, off);
      SolveOptions on = off;
      on.budgetLadderSteps = 3;
      on.budgetLadderStep = 0.05;
      on.budgetLadderGap = 0;
      SolveResult ladder = solve(g, budget, SolverKind::autoSolver, on);
      if (!plain.ok())
        continue;
      ++compared;
      ASSERT_TRUE(ladder.ok()) << ladder.message;
      Evaluation check = evaluate(g, ladder.plan);
      EXPECT_EQ(check.peakBytes, ladder.eval.peakBytes);
      EXPECT_LE(check.peakBytes, budget);
      EXPECT_LE(ladder.eval.recomputeCost, plain.eval.recomputeCost + 1e-9);
      EXPECT_DOUBLE_EQ(ladder.lowerBound,
                       std::min(plain.lowerBound, ladder.eval.recomputeCost));
      bool cheaper =
          ladder.eval.recomputeCost < plain.eval.recomputeCost - 1e-9;
      EXPECT_EQ(ladder.ladderBudget > 0, cheaper) << ladder.message;
      if (ladder.ladderBudget > 0) {
        ++taken;
        EXPECT_LT(ladder.ladderBudget, budget);
        EXPECT_NE(ladder.message.find("budget ladder"), std::string::npos);
      }
    }
  }
  EXPECT_GT(compared, 100);
  EXPECT_GT(taken, 0);
}
