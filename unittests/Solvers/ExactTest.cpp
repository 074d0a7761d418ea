//===- ExactTest.cpp - Tests of the exact solvers -------------------------===//

#include <gtest/gtest.h>

#include "remat/Solvers/Solvers.h"

#include "../../lib/Solvers/Exact/Exact.h"
#include "TestHelpers.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <utility>
#include <vector>

using namespace remat::solvers;
using namespace remat::solvers::test;

TEST(Solvers, HandChainBudgets) {
  Graph g = handChain();
  SolveResult r = solve(g, 55, SolverKind::ilp);
  EXPECT_EQ(r.status, SolveStatus::optimal);
  EXPECT_EQ(r.eval.peakBytes, 55);
  EXPECT_EQ(r.eval.recomputeCost, 1);
  SolveResult c = solve(g, 55, SolverKind::chain);
  EXPECT_EQ(c.status, SolveStatus::notApplicable); // no segments
  MinPeakResult mp = minimumPeak(g);
  EXPECT_TRUE(mp.exact);
  EXPECT_EQ(mp.peakBytes, 55);
  SolveResult inf = solve(g, 54, SolverKind::ilp);
  EXPECT_EQ(inf.status, SolveStatus::infeasible);
  SolveResult bf = solve(g, 54, SolverKind::bruteForce);
  EXPECT_EQ(bf.status, SolveStatus::infeasible);
}

//===----------------------------------------------------------------------===//
// Random graphs
//===----------------------------------------------------------------------===//

namespace {

struct Stats {
  int graphs = 0, solves = 0, chainSolves = 0;
};

void checkGraph(const Graph &g, std::mt19937 &rng, Stats &st, bool ilpMinPeak) {
  ++st.graphs;
  int nc = (int)candidates(g).size();
  ASSERT_LE(nc, 16);
  MinPeakResult mp = minimumPeak(g);
  ASSERT_TRUE(mp.exact);
  int64_t top = evaluate(g, Plan{}).peakBytes;
  ASSERT_LE(mp.peakBytes, top);
  EXPECT_EQ(evaluate(g, mp.plan).peakBytes, mp.peakBytes);
  if (ilpMinPeak) {
    SolveOptions o;
    o.maxBruteForceCandidates = 0; // force the ILP path
    MinPeakResult mi = minimumPeak(g, o);
    EXPECT_TRUE(mi.exact);
    EXPECT_EQ(mi.method, "ilp");
    EXPECT_EQ(mi.peakBytes, mp.peakBytes);
    EXPECT_NEAR(mi.recomputeCost, mp.recomputeCost, 1e-6);
  }
  std::vector<int64_t> budgets = {mp.peakBytes, top};
  for (int i = 0; i < 3; ++i)
    budgets.push_back(
        std::uniform_int_distribution<int64_t>(mp.peakBytes, top)(rng));
  std::sort(budgets.begin(), budgets.end());
  budgets.erase(std::unique(budgets.begin(), budgets.end()), budgets.end());
  bool chainOk = chainApplicable(g);
  double prevBf = INFINITY;
  for (int64_t b : budgets) {
    ++st.solves;
    SolveResult bf = solve(g, b, SolverKind::bruteForce);
    ASSERT_EQ(bf.status, SolveStatus::optimal);
    ASSERT_LE(bf.eval.peakBytes, b);
    EXPECT_GE(bf.eval.recomputeCost, 0);
    EXPECT_LE(bf.eval.recomputeCost, prevBf + 1e-9) << "not monotone";
    prevBf = bf.eval.recomputeCost;

    SolveResult ilp = solve(g, b, SolverKind::ilp);
    EXPECT_EQ(ilp.status, SolveStatus::optimal) << ilp.message;
    EXPECT_LE(evaluate(g, ilp.plan).peakBytes, b);
    EXPECT_NEAR(ilp.eval.recomputeCost, bf.eval.recomputeCost, 1e-6)
        << "budget " << b << " " << ilp.message;

    SolveResult ch = solve(g, b, SolverKind::chain);
    if (chainOk) {
      ++st.chainSolves;
      EXPECT_EQ(ch.status, SolveStatus::optimal) << ch.message;
      EXPECT_LE(evaluate(g, ch.plan).peakBytes, b);
      EXPECT_NEAR(ch.eval.recomputeCost, bf.eval.recomputeCost, 1e-6);
    } else {
      EXPECT_EQ(ch.status, SolveStatus::notApplicable);
    }
    SolveResult au = solve(g, b, SolverKind::autoSolver);
    EXPECT_EQ(au.status, SolveStatus::optimal) << au.message;
    EXPECT_NEAR(au.eval.recomputeCost, bf.eval.recomputeCost, 1e-6);

    for (SolverKind k : {SolverKind::greedy, SolverKind::none, SolverKind::all,
                         SolverKind::sqrtN}) {
      SolveResult r = solve(g, b, k);
      Evaluation e = evaluate(g, r.plan);
      EXPECT_EQ(e.peakBytes, r.eval.peakBytes);
      if (r.ok()) {
        EXPECT_LE(e.peakBytes, b) << toString(k);
        EXPECT_GE(e.recomputeCost, bf.eval.recomputeCost - 1e-6) << toString(k);
      } else {
        EXPECT_EQ(r.status, SolveStatus::infeasible);
        EXPECT_GT(e.peakBytes, b) << toString(k);
      }
    }
  }
  // Below the minimum nothing is feasible.
  if (mp.peakBytes > 0) {
    EXPECT_EQ(solve(g, mp.peakBytes - 1, SolverKind::bruteForce).status,
              SolveStatus::infeasible);
    EXPECT_EQ(solve(g, mp.peakBytes - 1, SolverKind::ilp).status,
              SolveStatus::infeasible);
  }
}

} // namespace

TEST(Random, DagsMatchBruteForce) {
  std::mt19937 rng(12345);
  Stats st;
  for (int i = 0; i < 150; ++i) {
    int nf = std::uniform_int_distribution<int>(3, 13)(rng);
    int nb = std::uniform_int_distribution<int>(2, 8)(rng);
    Graph g = randomDag(rng, nf, nb);
    if ((int)candidates(g).size() > 12)
      continue;
    SCOPED_TRACE("dag #" + std::to_string(i));
    checkGraph(g, rng, st, i % 5 == 0);
    if (::testing::Test::HasFatalFailure())
      return;
  }
  EXPECT_GE(st.graphs, 100);
  std::printf("[ stats    ] %d DAGs, %d budgets\n", st.graphs, st.solves);
}

TEST(Random, ChainsMatchBruteForce) {
  std::mt19937 rng(777);
  Stats st;
  for (int i = 0; i < 150; ++i) {
    int ns = std::uniform_int_distribution<int>(2, 8)(rng);
    Graph g = randomChain(rng, ns);
    if ((int)candidates(g).size() > 12)
      continue;
    ASSERT_TRUE(chainApplicable(g));
    SCOPED_TRACE("chain #" + std::to_string(i));
    checkGraph(g, rng, st, i % 5 == 0);
    if (::testing::Test::HasFatalFailure())
      return;
  }
  EXPECT_GE(st.graphs, 100);
  EXPECT_GT(st.chainSolves, 0);
  std::printf("[ stats    ] %d chains, %d budgets, %d chain solves\n",
              st.graphs, st.solves, st.chainSolves);
}

// block-chain (BlockChain.cpp). With every block enumerated (every subset
// as an option) its plan space is the whole single-recompute space, so it
// must equal brute force; blocks are cut from the graph, so DAGs count too.
TEST(BlockChain, EqualsBruteForceWhenEveryBlockIsEnumerated) {
  std::mt19937 rng(9191);
  int solves = 0, feasibleSolves = 0;
  for (int i = 0; i < 120; ++i) {
    Graph g =
        i % 2 ? randomChain(rng, std::uniform_int_distribution<int>(2, 8)(rng))
              : randomDag(rng, std::uniform_int_distribution<int>(3, 13)(rng),
                          std::uniform_int_distribution<int>(2, 8)(rng));
    if ((int)candidates(g).size() > 12)
      continue;
    SCOPED_TRACE("graph #" + std::to_string(i));
    SolveOptions o;
    o.blockChainExactCandidates = 12;
    o.blockChainCandidates = std::uniform_int_distribution<int>(1, 3)(rng);
    o.maxBlockChainStates = 1000000;
    MinPeakResult mp = minimumPeak(g);
    int64_t top = evaluate(g, Plan{}).peakBytes;
    std::vector<int64_t> budgets = {mp.peakBytes, top, mp.peakBytes - 1};
    for (int k = 0; k < 3; ++k)
      budgets.push_back(
          std::uniform_int_distribution<int64_t>(mp.peakBytes, top)(rng));
    for (int64_t b : budgets) {
      ++solves;
      SolveResult bf = solve(g, b, SolverKind::bruteForce);
      SolveResult bc = solve(g, b, SolverKind::blockChain, o);
      if (bf.status != SolveStatus::optimal) {
        EXPECT_EQ(bc.status, SolveStatus::infeasible) << bc.message;
        continue;
      }
      ++feasibleSolves;
      ASSERT_EQ(bc.status, SolveStatus::optimal)
          << "budget " << b << ": " << bc.message;
      EXPECT_LE(evaluate(g, bc.plan).peakBytes, b);
      EXPECT_NEAR(bc.eval.recomputeCost, bf.eval.recomputeCost, 1e-6)
          << "budget " << b << ": " << bc.message;
      EXPECT_NEAR(bc.lowerBound, bc.eval.recomputeCost, 1e-6);
    }
  }
  EXPECT_GT(feasibleSolves, 300);
  std::printf("[ stats    ] %d budgets, %d with a plan\n", solves,
              feasibleSolves);
}

// With small blocks given the restricted options (blocks of more than one
// candidate: keep/drop all, the cost-per-byte prefixes, greedy's plans),
// block-chain is the cheapest plan of the product of its blocks' options
// that fits: checked against every combination measured with evaluate().
// Its cost is never below the optimum, never above greedy's when greedy's
// plan fits, and its lower bound holds.
TEST(BlockChain, ExactOverItsPlanSpace) {
  std::mt19937 rng(5151);
  int compared = 0, restricted = 0, belowGreedy = 0;
  for (int i = 0; i < 120; ++i) {
    Graph g =
        i % 2 ? randomChain(rng, std::uniform_int_distribution<int>(2, 8)(rng))
              : randomDag(rng, std::uniform_int_distribution<int>(3, 13)(rng),
                          std::uniform_int_distribution<int>(2, 8)(rng));
    if ((int)candidates(g).size() > 12 || candidates(g).empty())
      continue;
    SCOPED_TRACE("graph #" + std::to_string(i));
    SolveOptions o;
    o.blockChainExactCandidates = 1;
    o.blockChainCandidates = 2;
    o.blockChainPrefixes = 2;
    o.blockChainSeedBudgets = 2;
    o.maxBlockChainStates = 1000000;
    MinPeakResult mp = minimumPeak(g);
    int64_t top = evaluate(g, Plan{}).peakBytes;
    detail::GraphInfo gi(g);
    std::vector<std::vector<int>> blocks =
        detail::blockChainBlocks(g, gi, o.blockChainCandidates);
    for (int k = 0; k < 4; ++k) {
      int64_t b =
          std::uniform_int_distribution<int64_t>(mp.peakBytes, top)(rng);
      std::vector<Plan> seeds = detail::blockChainSeeds(g, b, o);
      detail::BlockPlanSpace space =
          detail::blockPlanSpace(g, gi, seeds, o, blocks);
      int64_t combos = 1;
      for (const auto &opt : space.options)
        combos *= (int64_t)opt.size();
      if (combos > 20000)
        continue;
      // Every combination.
      bool found = false;
      double best = 0;
      std::vector<size_t> pick(blocks.size(), 0);
      for (int64_t c = 0; c < combos; ++c) {
        Plan p;
        p.drop.assign(g.nodes.size(), false);
        for (size_t bi = 0; bi < blocks.size(); ++bi) {
          int j = 0;
          for (int v : blocks[bi])
            if (gi.cand[v])
              p.drop[v] = space.options[bi][pick[bi]][j++];
        }
        Evaluation e = evaluate(g, p);
        if (e.peakBytes <= b && (!found || e.recomputeCost < best - 1e-9)) {
          found = true;
          best = e.recomputeCost;
        }
        for (size_t bi = 0; bi < blocks.size(); ++bi) {
          if (++pick[bi] < space.options[bi].size())
            break;
          pick[bi] = 0;
        }
      }
      SolveResult bc = solve(g, b, SolverKind::blockChain, o);
      SolveResult bf = solve(g, b, SolverKind::bruteForce);
      ASSERT_EQ(bf.status, SolveStatus::optimal);
      ++compared;
      restricted += !space.complete;
      if (!found) {
        EXPECT_EQ(bc.status, SolveStatus::infeasible) << bc.message;
        continue;
      }
      ASSERT_TRUE(bc.ok()) << bc.message;
      EXPECT_EQ(bc.status,
                space.complete ? SolveStatus::optimal : SolveStatus::feasible);
      EXPECT_LE(evaluate(g, bc.plan).peakBytes, b);
      EXPECT_NEAR(bc.eval.recomputeCost, best, 1e-6) << bc.message;
      EXPECT_GE(bc.eval.recomputeCost, bf.eval.recomputeCost - 1e-6);
      EXPECT_LE(bc.lowerBound, bf.eval.recomputeCost + 1e-6);
      SolveResult gr = solve(g, b, SolverKind::greedy);
      if (gr.ok()) {
        EXPECT_LE(bc.eval.recomputeCost, gr.eval.recomputeCost + 1e-6);
        belowGreedy += bc.eval.recomputeCost < gr.eval.recomputeCost - 1e-6;
      }
    }
  }
  EXPECT_GT(compared, 200);
  EXPECT_GT(restricted, 50);
  std::printf("[ stats    ] %d budgets compared, %d with restricted options, "
              "%d below greedy\n",
              compared, restricted, belowGreedy);
}

// The refusal: a state limit too small for any partition.
TEST(BlockChain, RefusesPastItsStateLimit) {
  std::mt19937 rng(31);
  Graph g = randomChain(rng, 8);
  SolveOptions o;
  o.maxBlockChainStates = 1;
  int64_t top = evaluate(g, Plan{}).peakBytes;
  SolveResult r = solve(g, top, SolverKind::blockChain, o);
  EXPECT_EQ(r.status, SolveStatus::notApplicable);
  EXPECT_NE(r.message.find("state limit of 1 exceeded"), std::string::npos)
      << r.message;
}

// A deep chain: the chain DP refuses before building its row space
// (quadratic in the depth), and auto plans it with greedy, quickly.
TEST(Solvers, DeepChainIsBounded) {
  Graph g = mlpChain(2000);
  int64_t top = evaluate(g, Plan{}).peakBytes;
  SolveResult c = solve(g, top / 2, SolverKind::chain);
  EXPECT_EQ(c.status, SolveStatus::notApplicable);
  EXPECT_NE(c.message.find("row space"), std::string::npos) << c.message;
  EXPECT_LT(c.seconds, 1.0);
  SolveResult a = solve(g, top / 2, SolverKind::autoSolver);
  ASSERT_TRUE(a.ok()) << a.message;
  EXPECT_LE(a.eval.peakBytes, top / 2);
  EXPECT_LT(a.seconds, 5.0);
}

// The chain DP and the ILP stop at their wall-clock time limits (+10%):
// CBC's root LP, which used to run to its end (2.2 s of simplex on this
// 12-layer model against a 0.5 s limit), is stopped by an event handler.
TEST(Solvers, TimeLimitsHold) {
  Graph g = mlpChain(40); // the chain DP's Pareto sets explode here
  int64_t top = evaluate(g, Plan{}).peakBytes;
  SolveOptions o;
  o.timeLimitSeconds = 0.5;
  o.maxChainStates = int64_t(1) << 40;
  o.maxSolverMemoryBytes = int64_t(4) << 30;
  SolveResult c = solve(g, top * 6 / 10, SolverKind::chain, o);
  // 10% plus 0.2 s of slack for a loaded machine (it is checked every 64
  // Pareto insertions).
  EXPECT_LE(c.seconds, 0.75) << toString(c.status) << ": " << c.message;
  Graph small = mlpChain(12); // CBC finds no plan within 3 s here
  o.timeLimitSeconds = 3;
  SolveResult ilp =
      solve(small, evaluate(small, Plan{}).peakBytes / 2, SolverKind::ilp, o);
  // 10% plus the same 0.2 s of slack; measured 3.14 s on a 2-core machine
  // with a load average of 7.
  EXPECT_LE(ilp.seconds, 3.5) << toString(ilp.status) << ": " << ilp.message;
  // Stopped by the clock, nothing is proven: a plan (feasible, with a gap)
  // or noSolution, never "infeasible".
  EXPECT_NE(ilp.status, SolveStatus::infeasible) << ilp.message;
  if (ilp.status != SolveStatus::optimal &&
      ilp.status != SolveStatus::infeasible) { // stopped by the limit
    EXPECT_GE(ilp.seconds, 2.7) << toString(ilp.status) << ": " << ilp.message;
  }
  if (ilp.ok()) {
    EXPECT_LE(ilp.lowerBound, ilp.eval.recomputeCost + 1e-6);
  }
}

// CBC's simplex iterations are counted over every LP of the run: a run
// stopped by the count stops at the same point on every machine (auto's
// ILP had only the clock), and proves nothing.
TEST(Ilp, StopsAtItsIterationLimitOnEveryMachine) {
  Graph g = mlpChain(12); // CBC proves nothing here within seconds
  const int64_t budget = evaluate(g, Plan{}).peakBytes / 2;
  SolveOptions o;
  o.timeLimitSeconds = 120; // only the count stops it
  o.maxIlpIterations = 4000;
  SolveResult first = solve(g, budget, SolverKind::ilp, o);
  SolveResult second = solve(g, budget, SolverKind::ilp, o);
  EXPECT_NE(first.message.find("(the iteration limit)"), std::string::npos)
      << first.message;
  EXPECT_LT(first.seconds, 60) << first.message;
  EXPECT_NE(first.status, SolveStatus::optimal) << first.message;
  EXPECT_NE(first.status, SolveStatus::infeasible) << first.message;
  EXPECT_EQ(first.status, second.status);
  EXPECT_EQ(first.plan.drop, second.plan.drop);
  EXPECT_EQ(first.lowerBound, second.lowerBound);
  EXPECT_EQ(first.message.substr(first.message.find(" columns")),
            second.message.substr(second.message.find(" columns")));
  if (first.ok()) {
    EXPECT_LE(first.eval.peakBytes, budget);
  }
  // A small model proves its optimum well within auto's count.
  Graph small = mlpChain(4);
  SolveResult exact = solve(small, evaluate(small, Plan{}).peakBytes * 8 / 10,
                            SolverKind::ilp, o);
  EXPECT_EQ(exact.status, SolveStatus::optimal) << exact.message;
  EXPECT_EQ(exact.message.find("(the iteration limit)"), std::string::npos)
      << exact.message;
}

// The DPs' work limits are counts of profile rows: where they stop is the
// same on every machine, unlike the clock (auto's plan depended on the
// load when its chain DP's time share fired).
TEST(Chain, StopsAtItsWorkLimitOnEveryMachine) {
  Graph g = mlpChain(8);
  const int64_t top = evaluate(g, Plan{}).peakBytes;
  const int64_t budget = top * 8 / 10;
  SolveOptions unlimited;
  unlimited.maxChainStates = int64_t(1) << 40;
  SolveResult full = solve(g, budget, SolverKind::chain, unlimited);
  ASSERT_EQ(full.status, SolveStatus::optimal) << full.message;
  SolveOptions o = unlimited;
  o.maxChainWork = 1000;
  SolveResult a = solve(g, budget, SolverKind::chain, o);
  EXPECT_EQ(a.status, SolveStatus::notApplicable);
  EXPECT_NE(a.message.find("work limit of 1000 profile rows exceeded"),
            std::string::npos)
      << a.message;
  // auto with a tiny chain budget falls through to the other solvers; with
  // a large one it takes the chain DP's optimum.
  o = unlimited;
  o.autoIlpMaxCandidates = 0; // CBC would take its whole time limit here
  o.autoChainWork = 1000;
  SolveResult fallback = solve(g, budget, SolverKind::autoSolver, o);
  EXPECT_TRUE(fallback.ok()) << fallback.message;
  EXPECT_NE(fallback.message.find("work limit of 1000"), std::string::npos)
      << fallback.message;
  EXPECT_GE(fallback.eval.recomputeCost, full.eval.recomputeCost - 1e-6);
  o.autoChainWork = int64_t(1) << 50;
  SolveResult exact = solve(g, budget, SolverKind::autoSolver, o);
  EXPECT_EQ(exact.status, SolveStatus::optimal) << exact.message;
  EXPECT_NEAR(exact.eval.recomputeCost, full.eval.recomputeCost, 1e-6);
}

TEST(BlockChain, StopsAtItsWorkLimit) {
  std::mt19937 rng(31);
  Graph g = randomChain(rng, 8);
  SolveOptions o;
  o.maxBlockChainWork = 10;
  int64_t top = evaluate(g, Plan{}).peakBytes;
  SolveResult r = solve(g, top, SolverKind::blockChain, o);
  EXPECT_EQ(r.status, SolveStatus::notApplicable);
  EXPECT_NE(r.message.find("work limit of 10 profile rows exceeded"),
            std::string::npos)
      << r.message;
}

/// A chain of L layers (z_j costs 10, h_j 1, 100 bytes each; segment j)
/// with its backward pass (Bh(j) reads h_j, Bx(j) reads h_{j-1}). With
/// `constant`, a free node (no bytes, cost or operands; what a hoisted
/// tensor constant of an exporter becomes) stands before the layers, in
/// segment 0, and every Bh reads it.
static Graph segmentedChain(int L, bool constant) {
  Graph g;
  g.nodes.push_back(input(100)); // x
  int c = -1;
  if (constant) {
    Node k = op(0, 0, {});
    k.segment = 0;
    c = (int)g.nodes.size();
    g.nodes.push_back(k);
  }
  std::vector<int> out = {0};
  for (int j = 0; j < L; ++j) {
    Node z = op(100, 10, {out.back()});
    z.segment = j;
    g.nodes.push_back(z);
    Node h = op(100, 1, {(int)g.nodes.size() - 1});
    h.segment = j;
    out.push_back((int)g.nodes.size());
    g.nodes.push_back(h);
  }
  Node loss = op(4, 1, {out.back()}, true);
  loss.segment = L - 1;
  g.nodes.push_back(loss);
  g.gradStart = (int)g.nodes.size();
  int grad = -1;
  for (int j = L; j >= 1; --j) {
    // Bh(j) reads h_j, Bx(j) reads h_{j-1}.
    std::vector<int> bh = {out[j]};
    if (grad >= 0)
      bh.push_back(grad);
    if (c >= 0)
      bh.push_back(c);
    std::sort(bh.begin(), bh.end());
    g.nodes.push_back(op(100, 2, bh));
    int gz = (int)g.nodes.size() - 1;
    g.nodes.push_back(op(100, 10, {out[j - 1], gz}, j == 1));
    grad = (int)g.nodes.size() - 1;
  }
  return g;
}

// Layers of two nodes (an expensive one and the layer output) in segments,
// the backward of layer j reading its output and its input, as in an MLP:
// the nested checkpoint schedules apply, and auto meets every budget from
// the single-recompute minimum down to the lowest peak it names.
TEST(MultiRecompute, NestedScheduleOnSegmentedChain) {
  const int L = 24;
  Graph g = segmentedChain(L, false);
  ASSERT_TRUE(chainApplicable(g));
  // As remat-auto asks: no ILP for the minimum (CBC would take its time).
  SolveOptions quick;
  quick.autoIlpMaxCandidates = 24;
  MinPeakResult single = minimumPeak(g, quick);
  MinPeakResult lowest = lowestPeak(g, quick);
  EXPECT_LT(lowest.peakBytes, single.peakBytes);
  int nested = 0;
  // As on large graphs: nested schedules measured in order of the DP's
  // cost up to the first that fits; every budget is still met.
  SolveOptions firstFit;
  firstFit.nestedChainMeasureAllNodes = 0;
  for (int64_t budget = single.peakBytes - 100; budget >= lowest.peakBytes;
       budget -= 100) {
    SolveResult r = solve(g, budget, SolverKind::autoSolver);
    ASSERT_TRUE(r.ok()) << budget << ": " << r.message;
    EXPECT_LE(r.eval.peakBytes, budget);
    nested += r.message.find("nested checkpoint schedule") != std::string::npos;
    SolveResult f = solve(g, budget, SolverKind::autoSolver, firstFit);
    ASSERT_TRUE(f.ok()) << budget << ": " << f.message;
    EXPECT_LE(f.eval.peakBytes, budget);
  }
  EXPECT_GT(nested, 0);
  std::printf("[ stats    ] L=%d segmented chain: single-recompute minimum "
              "%lld, lowest %lld bytes; nested schedules chosen at %d "
              "budgets\n",
              L, (long long)single.peakBytes, (long long)lowest.peakBytes,
              nested);
}

// A free node in segment 0 that the first backward node reads (torch-mlir
// hoists tensor constants to the top of the function) made segment 0 look
// read first, and the nested schedules did not apply (torch-mlir's 16-layer
// MLP at 50 %: 2.562e7 -> 2.351e7 FLOPs once they do). Free nodes belong to
// no segment: the same plans' costs as without the node, budget by budget.
TEST(MultiRecompute, NestedScheduleIgnoresFreeConstants) {
  const int L = 16;
  Graph plain = segmentedChain(L, false),
        withConstant = segmentedChain(L, true);
  SolveOptions quick;
  quick.autoIlpMaxCandidates = 24;
  MinPeakResult single = minimumPeak(plain, quick);
  MinPeakResult lowest = lowestPeak(plain, quick);
  int nested = 0, budgets = 0;
  for (int64_t budget = single.peakBytes - 100; budget >= lowest.peakBytes;
       budget -= 100) {
    SolveResult a = solve(plain, budget, SolverKind::autoSolver);
    SolveResult b = solve(withConstant, budget, SolverKind::autoSolver);
    ASSERT_TRUE(a.ok() && b.ok()) << budget << ": " << b.message;
    EXPECT_LE(b.eval.peakBytes, budget);
    EXPECT_DOUBLE_EQ(a.eval.recomputeCost, b.eval.recomputeCost) << budget;
    nested += b.message.find("nested checkpoint schedule") != std::string::npos;
    ++budgets;
  }
  EXPECT_GT(budgets, 0);
  EXPECT_GT(nested, 0);
}

namespace {

/// A chain of L layers (z_j, then h_j, segment j) with the given bytes per
/// layer, a loss, and a backward that reads h_j (bh_j, with the incoming
/// gradient) and h_{j-1} (bx_j, with bh_j), as an MLP's does; bx_0 is the
/// result. Gradient buffers have bytes too, so what is free for
/// checkpoints changes along the backward pass.
struct HeteroChain {
  Graph g;
  int L = 0;
  std::vector<int> z, h, first; ///< first[k]: first backward reader of k
};

HeteroChain heteroChain(const std::vector<int64_t> &zBytes,
                        const std::vector<int64_t> &hBytes,
                        const std::vector<int64_t> &bhBytes,
                        const std::vector<int64_t> &bxBytes) {
  HeteroChain c;
  c.L = (int)hBytes.size();
  Graph &g = c.g;
  g.nodes.push_back(input(64)); // x
  int prev = 0;
  for (int j = 0; j < c.L; ++j) {
    Node zn = op(zBytes[j], 8 + j % 3, {prev});
    zn.segment = j;
    c.z.push_back((int)g.nodes.size());
    g.nodes.push_back(zn);
    Node hn = op(hBytes[j], 1, {c.z.back()});
    hn.segment = j;
    prev = (int)g.nodes.size();
    c.h.push_back(prev);
    g.nodes.push_back(hn);
  }
  Node loss = op(4, 1, {prev}, true);
  loss.segment = c.L - 1;
  g.nodes.push_back(loss);
  g.gradStart = (int)g.nodes.size();
  c.first.assign(c.L, -1);
  int grad = -1;
  for (int j = c.L - 1; j >= 0; --j) {
    std::vector<int> bh = {c.h[j]};
    if (grad >= 0)
      bh.push_back(grad);
    std::sort(bh.begin(), bh.end());
    if (c.first[j] < 0)
      c.first[j] = (int)g.nodes.size();
    g.nodes.push_back(op(bhBytes[j], 2, bh));
    int gz = (int)g.nodes.size() - 1;
    int below = j > 0 ? c.h[j - 1] : 0;
    if (j > 0)
      c.first[j - 1] = (int)g.nodes.size();
    g.nodes.push_back(op(bxBytes[j], 10, {below, gz}, j == 0));
    grad = (int)g.nodes.size() - 1;
  }
  return c;
}

/// Every nested checkpoint schedule of the chain (the space of
/// NestedChain.cpp, enumerated here independently of its DP): the forward
/// pass keeps some h_c; reversing layers a+1..b (h_a held, h_b live)
/// recomputes z, h of a+1..c right before the first reader of layer b - 1,
/// then reverses c+1..b (h_c held) and a+1..c.
void forEachNestedSchedule(const HeteroChain &c,
                           const std::function<void(const Plan &)> &visit) {
  using K = std::function<void(Plan &)>;
  std::function<void(int, int, Plan, const K &)> rev = [&](int a, int b, Plan p,
                                                           const K &k) {
    if (b == a + 1)
      return k(p);
    for (int m = a + 1; m <= b - 1; ++m) {
      Plan q = p;
      for (int j = a + 1; j <= m; ++j)
        for (int v : {c.z[j], c.h[j]})
          q.recomputeAt[v].push_back(c.first[b - 1]);
      if (m < b - 1)
        rev(m, b, q, [&](Plan &r) { rev(a, m, r, k); });
      else
        rev(a, m, q, k);
    }
  };
  std::function<void(int, Plan, const K &)> top = [&](int a, Plan p,
                                                      const K &k) {
    for (int m = a + 1; m <= c.L - 1; ++m) {
      if (m == c.L - 1) {
        rev(a, c.L - 1, p, k);
        continue;
      }
      Plan q = p;
      q.drop[c.h[m]] = false;
      top(m, q, [&](Plan &r) { rev(a, m, r, k); });
    }
  };
  Plan p;
  p.drop.assign(c.g.nodes.size(), false);
  p.recomputeAt.assign(c.g.nodes.size(), {});
  for (int j = 0; j < c.L; ++j) {
    p.drop[c.z[j]] = true;
    p.drop[c.h[j]] = j + 1 < c.L; // the last layer's backward reads h
  }
  top(-1, p, [&](Plan &r) {
    Plan q = r;
    for (std::vector<int> &points : q.recomputeAt) {
      std::sort(points.begin(), points.end());
      points.erase(std::unique(points.begin(), points.end()), points.end());
    }
    visit(q);
  });
}

} // namespace

// Below the single-recompute minimum of chains whose layers differ in size
// (and whose gradient buffers take room that changes along the backward
// pass), auto is at least as cheap as the best nested checkpoint schedule
// that fits, found by measuring every one of them with evaluate(). The DP
// that counted checkpoint slots (each plan measured afterwards) missed the
// optimum here; the byte-exact DP finds it.
TEST(MultiRecompute, HeterogeneousChainMatchesExhaustiveNestedSearch) {
  std::mt19937 rng(15);
  int checked = 0, chains = 0;
  for (int trial = 0; trial < 6; ++trial) {
    const int L = 8;
    std::uniform_int_distribution<int> act(1, 8), grad(1, 4);
    std::vector<int64_t> zb, hb, bhb, bxb;
    for (int j = 0; j < L; ++j) {
      zb.push_back(50 * act(rng));
      hb.push_back(50 * act(rng));
      bhb.push_back(50 * grad(rng));
      bxb.push_back(50 * grad(rng));
    }
    HeteroChain c = heteroChain(zb, hb, bhb, bxb);
    ASSERT_TRUE(chainApplicable(c.g));
    // (cost, peak) of every nested schedule, then the cheapest per budget.
    std::vector<std::pair<int64_t, double>> all;
    forEachNestedSchedule(c, [&](const Plan &p) {
      Evaluation ev = evaluate(c.g, p);
      ASSERT_TRUE(ev.ok()) << ev.error;
      all.push_back({ev.peakBytes, ev.recomputeCost});
    });
    std::sort(all.begin(), all.end());
    MinPeakResult single = minimumPeak(c.g);
    ASSERT_TRUE(single.exact);
    ++chains;
    for (int64_t budget = all.front().first; budget < single.peakBytes;
         budget += 50) {
      double best = std::numeric_limits<double>::infinity();
      for (const auto &[peak, cost] : all)
        if (peak <= budget)
          best = std::min(best, cost);
      // The byte DP alone: its first plan is the optimum of the space (its
      // model is exact on these chains: no retries needed).
      int plans = 0;
      detail::forEachByteNestedChainPlan(
          c.g, 96, budget, 4, [&](Plan &&p) -> int64_t {
            Evaluation ev = evaluate(c.g, p);
            if (plans++ == 0) {
              EXPECT_LE(ev.peakBytes, budget) << "chain " << trial;
              EXPECT_NEAR(ev.recomputeCost, best, 1e-9)
                  << "chain " << trial << ", budget " << budget;
            }
            return ev.ok() ? ev.peakBytes : -1;
          });
      EXPECT_GE(plans, 1) << "chain " << trial << ", budget " << budget;
      SolveResult r = solve(c.g, budget, SolverKind::autoSolver);
      ASSERT_TRUE(r.ok()) << "chain " << trial << ", budget " << budget << ": "
                          << r.message;
      EXPECT_LE(r.eval.peakBytes, budget);
      EXPECT_LE(r.eval.recomputeCost, best + 1e-9)
          << "chain " << trial << ", budget " << budget << ": " << r.message;
      ++checked;
    }
  }
  std::printf("[ stats    ] %d heterogeneous chains, %d budgets below the "
              "single-recompute minimum\n",
              chains, checked);
}
