//===- EvaluateTest.cpp - Tests of evaluate(), validation and plan text ---===//

#include <gtest/gtest.h>

#include "remat/Solvers/Solvers.h"

#include "TestHelpers.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <utility>
#include <vector>

using namespace remat::solvers;
using namespace remat::solvers::test;

TEST(Evaluate, HandChainKeepAll) {
  Graph g = handChain();
  Evaluation e = evaluate(g, Plan{});
  EXPECT_EQ(e.peakBytes, 65);
  EXPECT_EQ(e.peakNode, 4);
  EXPECT_FALSE(e.peakIsRecompute);
  EXPECT_EQ(e.recomputeCost, 0);
  std::vector<int64_t> live = {10, 30, 60, 65, 52};
  EXPECT_EQ(e.liveBytes, live);
}

TEST(Evaluate, HandChainDropB) {
  Graph g = handChain();
  Evaluation e = evaluate(g, dropSet(g, {2}));
  std::vector<int64_t> live = {10, 30, 60, 60, 65, 52};
  EXPECT_EQ(e.liveBytes, live);
  EXPECT_EQ(e.peakBytes, 65);
  EXPECT_EQ(e.peakNode, 4);
  EXPECT_EQ(e.recomputeCost, 2);
  EXPECT_EQ(e.recStep[2], 3);
  EXPECT_EQ(e.fwdFree[2], 2);
}

TEST(Evaluate, HandChainDropA) {
  Graph g = handChain();
  Evaluation e = evaluate(g, dropSet(g, {1}));
  std::vector<int64_t> live = {10, 30, 50, 55, 45, 52};
  EXPECT_EQ(e.liveBytes, live);
  EXPECT_EQ(e.peakBytes, 55);
  EXPECT_EQ(e.peakNode, 4);
  EXPECT_EQ(e.recomputeCost, 1);
  EXPECT_EQ(e.recStep[1], 4); // right before ga (node 5)
}

TEST(Evaluate, HandChainDropAB) {
  Graph g = handChain();
  Evaluation e = evaluate(g, dropSet(g, {1, 2}));
  // a is first needed by the recomputation of b (before gb), so both are
  // recomputed before gb in index order.
  std::vector<int64_t> live = {10, 30, 50, 40, 60, 65, 52};
  EXPECT_EQ(e.liveBytes, live);
  EXPECT_EQ(e.peakBytes, 65);
  EXPECT_EQ(e.recomputeCost, 3);
  EXPECT_EQ(e.recStep[1], 3);
  EXPECT_EQ(e.recStep[2], 4);
  EXPECT_EQ(e.numRecomputed, 2);
}

TEST(Evaluate, DeadForwardNodesMoveToBackward) {
  Graph g;
  g.nodes = {input(0), op(8, 5, {0}), op(4, 1, {1}), op(2, 1, {2}, true)};
  g.gradStart = 3;
  Evaluation keep = evaluate(g, Plan{});
  EXPECT_EQ(keep.liveBytes, (std::vector<int64_t>{8, 12, 6}));
  Evaluation both = evaluate(g, dropSet(g, {1, 2}));
  EXPECT_EQ(both.numRemoved, 2);
  EXPECT_EQ(both.numRecomputed, 2);
  EXPECT_EQ(both.recomputeCost, 0); // compute moved, not added
  EXPECT_EQ(both.liveBytes, (std::vector<int64_t>{8, 12, 6}));
  EXPECT_EQ(both.peakNode, 2);
  EXPECT_TRUE(both.peakIsRecompute);
  Evaluation onlyB = evaluate(g, dropSet(g, {2}));
  EXPECT_EQ(onlyB.numRemoved, 1);
  EXPECT_EQ(onlyB.recomputeCost, 0);
  EXPECT_EQ(onlyB.fwdFree[1], 1); // read by the recomputation of b
}

TEST(Evaluate, UnreadValueCountsOnlyAtItsStep) {
  Graph g;
  g.nodes = {op(10, 1, {}), op(3, 1, {}), op(1, 1, {1}, true)};
  g.gradStart = 2;
  Evaluation e = evaluate(g, Plan{});
  EXPECT_EQ(e.liveBytes, (std::vector<int64_t>{10, 3, 4}));
  EXPECT_EQ(e.peakNode, 0);
  EXPECT_EQ(e.peakBytes, 10);
}

TEST(Evaluate, RejectsIllegalDrops) {
  Graph g = handChain();
  for (int v : {3, 0, 4}) { // output, input, backward node
    Evaluation e = evaluate(g, dropSet(g, {v}));
    EXPECT_FALSE(e.ok()) << v;
    EXPECT_NE(e.error.find("cannot be dropped"), std::string::npos) << e.error;
    EXPECT_EQ(e.peakBytes, std::numeric_limits<int64_t>::max());
  }
  EXPECT_TRUE(evaluate(g, dropSet(g, {1})).ok());
}

namespace {

// x -> h1 -> h2 (10 bytes each); backward g2(h2), g1(g2, h1), g0(g1, x).
Graph twoLayerChain() {
  Graph g;
  g.nodes = {input(100),    op(10, 1, {0}),   op(10, 1, {1}),
             op(1, 1, {2}), op(1, 1, {3, 1}), op(1, 1, {4, 0}, true)};
  g.gradStart = 3;
  return g;
}

} // namespace

TEST(Evaluate, MultiRecomputeReadsTheNewestInstance) {
  Graph g = twoLayerChain();
  Plan once = dropSet(g, {1, 2});
  Evaluation single = evaluate(g, once);
  ASSERT_TRUE(single.ok()) << single.error;
  // h1 recomputed once before g2 stays live until g1 reads it.
  EXPECT_EQ(single.peakBytes, 21);
  EXPECT_EQ(single.numRecomputed, 2);

  Plan twice = once;
  twice.recomputeAt.assign(g.nodes.size(), {});
  twice.recomputeAt[1] = {3, 4};
  twice.recomputeAt[2] = {3};
  Evaluation e = evaluate(g, twice);
  ASSERT_TRUE(e.ok()) << e.error;
  // Steps: h1, h2 (before g2), g2, h1 again (before g1), g1, g0.
  ASSERT_EQ(e.steps.size(), 6u);
  EXPECT_TRUE(e.steps[0].recompute && e.steps[0].node == 1);
  EXPECT_TRUE(e.steps[1].recompute && e.steps[1].node == 2);
  EXPECT_TRUE(!e.steps[2].recompute && e.steps[2].node == 3);
  EXPECT_TRUE(e.steps[3].recompute && e.steps[3].node == 1);
  // The first h1 dies after h2 reads it; g1 reads the second.
  std::vector<int> stepFree = {1, 2, 4, 4, 5, 6};
  EXPECT_EQ(e.stepFree, stepFree);
  std::vector<int64_t> live = {10, 20, 11, 11, 12, 2};
  EXPECT_EQ(e.liveBytes, live);
  EXPECT_EQ(e.peakBytes, 20);
  EXPECT_EQ(e.numRecomputed, 3);
  EXPECT_EQ(e.recStep[1], 0);
  EXPECT_EQ(e.recFree[1], 1);
  EXPECT_DOUBLE_EQ(e.recomputeCost, 1.0); // 3 recomputations - 2 removed
}

TEST(PlanText, ReadsDropsPointsAndComments) {
  Plan p;
  EXPECT_EQ(parsePlanText("# a plan\n\n2 6 9   # twice\n4\n", 10, p), "");
  ASSERT_EQ(p.drop.size(), 10u);
  ASSERT_EQ(p.recomputeAt.size(), 10u);
  for (int v = 0; v < 10; ++v)
    EXPECT_EQ((bool)p.drop[v], v == 2 || v == 4) << v;
  EXPECT_EQ(p.recomputeAt[2], (std::vector<int>{6, 9}));
  EXPECT_TRUE(p.recomputeAt[4].empty());
  // An empty text keeps everything.
  EXPECT_EQ(parsePlanText("", 3, p), "");
  EXPECT_EQ(std::count(p.drop.begin(), p.drop.end(), true), 0);
}

TEST(PlanText, SaysWhichLineIsWrong) {
  Plan p;
  EXPECT_EQ(parsePlanText("1\n2 x\n", 5, p), "line 2: 'x' is not a node index");
  EXPECT_EQ(parsePlanText("1 2.5\n", 5, p),
            "line 1: '2.5' is not a node index");
  EXPECT_EQ(parsePlanText("5\n", 5, p), "line 1: no node 5 (the graph has 5)");
  EXPECT_EQ(parsePlanText("1 -1\n", 5, p),
            "line 1: no node -1 (the graph has 5)");
  EXPECT_EQ(parsePlanText("1\n# again\n1 3\n", 5, p),
            "line 3: node 1 is listed twice");
}

TEST(Evaluate, RejectsIllegalRecomputationPoints) {
  Graph g = twoLayerChain();
  auto withPoints = [&](std::vector<int> drop, int node,
                        std::vector<int> points) {
    Plan p = dropSet(g, std::move(drop));
    p.recomputeAt.assign(g.nodes.size(), {});
    p.recomputeAt[node] = std::move(points);
    return evaluate(g, p);
  };
  EXPECT_NE(withPoints({2}, 1, {3}).error.find("not dropped"),
            std::string::npos);
  EXPECT_NE(withPoints({1, 2}, 1, {4, 3}).error.find("strictly increasing"),
            std::string::npos);
  EXPECT_NE(withPoints({1, 2}, 1, {2}).error.find("not a backward node"),
            std::string::npos);
  // h2's recomputation before g2 reads h1: a first point at g1 is too late.
  EXPECT_NE(withPoints({1, 2}, 1, {4}).error.find("needed before"),
            std::string::npos);
  Plan wrongSize = dropSet(g, {1});
  wrongSize.recomputeAt.assign(2, {});
  EXPECT_FALSE(evaluate(g, wrongSize).ok());
}

/// One Evaluator and one Evaluation reused across plans of every kind (kept,
/// dropped, multi-recompute, malformed, in random order, on graphs of
/// different sizes) give what a fresh evaluate() gives, field for field:
/// nothing of one plan's evaluation leaks into the next.
TEST(Evaluate, ReusedEvaluatorMatchesAFreshEvaluation) {
  std::mt19937 rng(2026);
  auto uni = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  int compared = 0, malformed = 0, multi = 0;
  for (int trial = 0; trial < 40; ++trial) {
    Graph g = trial % 2 ? randomDag(rng, uni(3, 12), uni(3, 12))
                        : randomChain(rng, uni(2, 6));
    std::vector<int> cs = candidates(g), points = backwardNodes(g);
    Evaluator evaluator(g);
    Evaluation reused;
    for (int k = 0; k < 60; ++k) {
      Plan p;
      const int kind = uni(0, 5);
      if (kind > 0) {
        p.drop.assign(g.nodes.size(), false);
        for (int v : cs)
          p.drop[v] = uni(0, 1);
      }
      if (kind >= 3) {
        p.recomputeAt.assign(g.nodes.size(), {});
        for (int v : cs)
          if (p.drop[v])
            for (int b : points)
              if (uni(0, 2) == 0)
                p.recomputeAt[v].push_back(b);
      }
      if (kind == 5 && !points.empty()) // a point on a kept or forward node
        p.recomputeAt[uni(0, (int)g.nodes.size() - 1)].push_back(points[0]);
      evaluator.evaluate(p, reused);
      const Evaluation fresh = evaluate(g, p);
      ASSERT_EQ(reused.error, fresh.error);
      malformed += !fresh.ok();
      multi += fresh.ok() && kind >= 3;
      EXPECT_EQ(reused.peakBytes, fresh.peakBytes);
      EXPECT_EQ(reused.recomputeCost, fresh.recomputeCost);
      EXPECT_EQ(reused.peakNode, fresh.peakNode);
      EXPECT_EQ(reused.peakStep, fresh.peakStep);
      EXPECT_EQ(reused.peakIsRecompute, fresh.peakIsRecompute);
      ASSERT_EQ(reused.steps.size(), fresh.steps.size());
      for (size_t s = 0; s < fresh.steps.size(); ++s) {
        EXPECT_EQ(reused.steps[s].node, fresh.steps[s].node);
        EXPECT_EQ(reused.steps[s].recompute, fresh.steps[s].recompute);
      }
      EXPECT_EQ(reused.liveBytes, fresh.liveBytes);
      EXPECT_EQ(reused.fwdStep, fresh.fwdStep);
      EXPECT_EQ(reused.fwdFree, fresh.fwdFree);
      EXPECT_EQ(reused.recStep, fresh.recStep);
      EXPECT_EQ(reused.recFree, fresh.recFree);
      EXPECT_EQ(reused.stepFree, fresh.stepFree);
      EXPECT_EQ(reused.numRecomputed, fresh.numRecomputed);
      EXPECT_EQ(reused.numRemoved, fresh.numRemoved);
      ++compared;
    }
  }
  // Every kind was compared, not only the easy ones.
  EXPECT_EQ(compared, 40 * 60);
  EXPECT_GT(malformed, 100);
  EXPECT_GT(multi, 100);
  // A malformed graph: every plan says why, with a reused evaluation too.
  Graph bad = twoLayerChain();
  bad.nodes[2].inputs.push_back(5);
  Evaluator badEvaluator(bad);
  Evaluation ev = Evaluator(twoLayerChain()).evaluate(Plan{});
  ASSERT_TRUE(ev.ok());
  badEvaluator.evaluate(Plan{}, ev);
  EXPECT_EQ(ev.error, evaluate(bad, Plan{}).error);
  EXPECT_FALSE(ev.ok());
  EXPECT_TRUE(ev.steps.empty());
  EXPECT_EQ(ev.peakBytes, std::numeric_limits<int64_t>::max());
}
