//===- BoundsTest.cpp - Tests of the lower bounds -------------------------===//

#include <gtest/gtest.h>

#include "remat/Solvers/Solvers.h"

#include "../../lib/Solvers/Bounds/Bounds.h"
#include "TestHelpers.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <random>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

using namespace remat::solvers;
using namespace remat::solvers::test;

/// The lowest and the highest peak of `plans`.
static std::pair<int64_t, int64_t>
peakRange(const std::vector<Evaluation> &plans) {
  int64_t lo = std::numeric_limits<int64_t>::max(), hi = 0;
  for (const Evaluation &e : plans) {
    lo = std::min(lo, e.peakBytes);
    hi = std::max(hi, e.peakBytes);
  }
  return {lo, hi};
}

// Every solver's answer carries a bound that holds (below the optimum).
TEST(Solvers, LowerBoundsHold) {
  std::mt19937 rng(77);
  for (int i = 0; i < 40; ++i) {
    Graph g = i % 2 ? randomChain(rng, 5) : randomDag(rng, 8, 5);
    if ((int)candidates(g).size() > 12)
      continue;
    MinPeakResult mp = minimumPeak(g);
    int64_t top = evaluate(g, Plan{}).peakBytes;
    int64_t b = (mp.peakBytes + top) / 2;
    SolveResult bf = solve(g, b, SolverKind::bruteForce);
    ASSERT_EQ(bf.status, SolveStatus::optimal);
    for (SolverKind k : {SolverKind::ilp, SolverKind::chain, SolverKind::greedy,
                         SolverKind::autoSolver, SolverKind::none,
                         SolverKind::all, SolverKind::sqrtN}) {
      SolveResult r = solve(g, b, k);
      if (!r.ok())
        continue;
      EXPECT_LE(r.lowerBound, bf.eval.recomputeCost + 1e-6) << toString(k);
      EXPECT_GE(r.gap, 0) << toString(k);
      if (r.status == SolveStatus::optimal) {
        EXPECT_NEAR(r.eval.recomputeCost, bf.eval.recomputeCost, 1e-6);
      }
    }
  }
}

/// The evaluation of every plan that evaluates: per candidate cs[k] a
/// choice in [0, choices): 0 kept, 1 dropped (recomputed once at its first
/// need), c >= 2 dropped with the subset c - 1 of `points` as recompute
/// points.
/// `drops`, where given, gets each returned plan's Plan::drop.
static std::vector<Evaluation>
everyPlan(const Graph &g, const std::vector<int> &cs,
          const std::vector<int> &points, int choices,
          std::vector<std::vector<bool>> *drops = nullptr) {
  std::vector<Evaluation> plans;
  std::vector<int> choice(cs.size(), 0);
  while (true) {
    Plan p;
    p.drop.assign(g.nodes.size(), false);
    p.recomputeAt.assign(g.nodes.size(), {});
    for (size_t k = 0; k < cs.size(); ++k) {
      if (!choice[k])
        continue;
      p.drop[cs[k]] = true;
      for (size_t q = 0; q < points.size(); ++q)
        if ((choice[k] - 1) >> q & 1)
          p.recomputeAt[cs[k]].push_back(points[q]);
    }
    Evaluation e = evaluate(g, p);
    if (e.ok()) {
      plans.push_back(std::move(e));
      if (drops)
        drops->push_back(p.drop);
    }
    size_t k = 0;
    while (k < cs.size() && ++choice[k] == choices)
      choice[k++] = 0;
    if (k == cs.size())
      return plans;
  }
}

/// (peak, cost) of every plan that evaluates (everyPlan).
static std::vector<std::pair<int64_t, double>>
everyPlanPeakAndCost(const Graph &g, const std::vector<int> &cs,
                     const std::vector<int> &points, int choices) {
  std::vector<std::pair<int64_t, double>> out;
  for (const Evaluation &e : everyPlan(g, cs, points, choices))
    out.push_back({e.peakBytes, e.recomputeCost});
  return out;
}

// The memory bound (Bound.cpp) against every plan of tiny graphs, multi-
// recompute ones included: at several budgets it is at most the cheapest
// plan that fits, and where it says no plan fits, none does. How often it
// is positive and tight is reported.
TEST(Bound, HoldsForEveryPlanOnTinyGraphs) {
  // REMAT_BOUND_STRESS=N: N times the graphs, other seeds (a long run).
  const char *stress = std::getenv("REMAT_BOUND_STRESS");
  const int scale = stress ? std::max(1, std::atoi(stress)) : 1;
  std::mt19937 rng(stress ? 515u + (unsigned)scale : 515u);
  int graphs = 0, checked = 0, positive = 0, tight = 0, proofs = 0;
  for (int i = 0; i < 400 * scale && graphs < 80 * scale; ++i) {
    Graph g = tinyChainOrDag(rng, i % 2);
    std::vector<int> cs = candidates(g);
    std::vector<int> points = backwardNodes(g);
    if (cs.size() > 3 || points.size() > 4)
      continue;
    ++graphs;
    SCOPED_TRACE("graph #" + std::to_string(i));
    // Every plan: each candidate kept, dropped once at its first need, or
    // dropped with a non-empty set of points.
    std::vector<std::pair<int64_t, double>> plans =
        everyPlanPeakAndCost(g, cs, points, (1 << points.size()) + 1);
    int64_t lo = std::numeric_limits<int64_t>::max(), hi = 0;
    for (auto [peak, cost] : plans) {
      lo = std::min(lo, peak);
      hi = std::max(hi, peak);
    }
    for (int step = -2; step <= 8; ++step) {
      int64_t budget = lo + (hi - lo) * step / 8;
      double best = std::numeric_limits<double>::infinity();
      for (auto [peak, cost] : plans)
        if (peak <= budget)
          best = std::min(best, cost);
      detail::MemoryBound mb = detail::memoryLowerBound(g, budget);
      double bound = mb.bound + detail::trivialLowerBound(g);
      ++checked;
      if (mb.infeasible) {
        ++proofs;
        EXPECT_TRUE(std::isinf(best)) << "budget " << budget;
        continue;
      }
      if (std::isinf(best))
        continue;
      EXPECT_LE(bound, best + 1e-6) << "budget " << budget;
      positive += mb.bound > 0;
      tight += mb.bound > 0 && bound >= best - 1e-6;
      // solve() reports at least this bound.
      SolveResult r = solve(g, budget, SolverKind::greedy);
      if (r.ok()) {
        EXPECT_GE(r.lowerBound, bound - 1e-6);
      }
    }
  }
  std::printf("[ stats    ] %d graphs, %d budgets: bound positive at %d, "
              "equal to the optimum at %d of them, infeasibility proven at "
              "%d\n",
              graphs, checked, positive, tight, proofs);
  EXPECT_GE(graphs, 60);
  EXPECT_GT(positive, 0);
  EXPECT_GT(proofs, 0);
}

// Forced recomputations (WindowBound.cpp) against every plan of tiny
// graphs, multi-recompute ones included: in every plan that fits, each
// listed (w, r) has a recomputation of w after the first backward step and
// after the backward reader of w before r, and before r's step; the memory
// bound that charges them stays at most the cheapest plan that fits, and
// never below the bound without them (how often above is reported; on
// these graphs the cuts already find them, Bound.ChargesEveryForced-
// Recomputation is where they do not).
TEST(WindowBound, ForcedRecomputationsInEveryFittingPlan) {
  std::mt19937 rng(4242);
  int graphs = 0, checked = 0, pairs = 0, raised = 0;
  for (int i = 0; i < 1200 && graphs < 150; ++i) {
    Graph g =
        i % 3 == 0
            ? randomChain(rng, std::uniform_int_distribution<int>(2, 3)(rng))
        : i % 3 == 1
            ? randomDag(rng, std::uniform_int_distribution<int>(2, 4)(rng),
                        std::uniform_int_distribution<int>(2, 4)(rng))
            : randomLayers(rng, 2);
    ASSERT_EQ(validate(g), "");
    std::vector<int> cs = candidates(g);
    std::vector<int> points = backwardNodes(g);
    if (cs.size() > 4 || points.size() > 4)
      continue;
    ++graphs;
    SCOPED_TRACE("graph #" + std::to_string(i));
    // Every plan's schedule: each candidate kept, dropped once at its first
    // need, or dropped with a non-empty set of points.
    std::vector<Evaluation> plans =
        everyPlan(g, cs, points, (1 << points.size()) + 1);
    int64_t lo, hi;
    std::tie(lo, hi) = peakRange(plans);
    for (int step = -2; step <= 8; ++step) {
      int64_t budget = lo + (hi - lo) * step / 8;
      ++checked;
      detail::ForcedRecomputations forced =
          detail::forcedRecomputations(g, budget);
      pairs += (int)forced.pairs.size();
      double best = std::numeric_limits<double>::infinity();
      for (const Evaluation &e : plans) {
        if (e.peakBytes > budget)
          continue;
        best = std::min(best, e.recomputeCost);
        // Positions of the backward steps in this schedule.
        std::vector<int> at(g.nodes.size(), -1);
        for (size_t q = 0; q < e.steps.size(); ++q)
          if (!e.steps[q].recompute && e.steps[q].node >= g.gradStart)
            at[e.steps[q].node] = (int)q;
        for (auto [w, r] : forced.pairs) {
          int from = at[points.front()], to = (int)e.steps.size();
          if (r != std::numeric_limits<int>::max())
            to = at[r];
          for (int b : points)
            if (b < r && std::count(g.nodes[b].inputs.begin(),
                                    g.nodes[b].inputs.end(), w))
              from = std::max(from, at[b]);
          bool found = false;
          for (int q = from + 1; q < to && !found; ++q)
            found = e.steps[q].recompute && e.steps[q].node == w;
          EXPECT_TRUE(found)
              << "budget " << budget << ": node " << w << " before " << r;
        }
      }
      detail::MemoryBound mb = detail::memoryLowerBound(g, budget);
      detail::MemoryBound without = detail::memoryLowerBound(
          g, budget, detail::kDefaultCutWork, detail::kDefaultBranchWork, 0);
      if (mb.infeasible || std::isinf(best))
        continue;
      double trivial = detail::trivialLowerBound(g);
      EXPECT_LE(mb.bound + trivial, best + 1e-6) << "budget " << budget;
      EXPECT_GE(mb.bound, without.bound - 1e-6) << "budget " << budget;
      raised += mb.bound > without.bound + 1e-6;
    }
  }
  std::printf("[ stats    ] %d graphs, %d budgets: %d forced pairs, bound "
              "raised at %d budgets\n",
              graphs, checked, pairs, raised);
  EXPECT_GE(graphs, 100);
  EXPECT_GT(pairs, 0);
}

// A value read by four backward nodes, with a large temporary between
// each two of its readers (and before the first) that leaves no room for
// it: every plan that fits recomputes it before each reader (multi-
// recompute plans only), 4 times its cost. The branch and bound sees a few
// steps of equal value, one of them; the forced recomputations
// (WindowBound.cpp) charge all four segments.
TEST(Bound, ChargesEveryForcedRecomputation) {
  const int readers = 4;
  const int64_t T = 20;
  Graph g;
  g.nodes.push_back(input(1));            // 0
  g.nodes.push_back(op(10, 10, {0}));     // 1: v
  g.nodes.push_back(op(1, 1, {1}, true)); // 2: the loss
  g.gradStart = 3;
  int last = 2;
  for (int i = 0; i < readers; ++i) {
    g.nodes.push_back(op(T, 1, {last})); // a large temporary
    int t = (int)g.nodes.size() - 1;
    g.nodes.push_back(op(1, 1, {t}));
    int u = (int)g.nodes.size() - 1;
    g.nodes.push_back(op(1, 1, {1, u}, i + 1 == readers)); // reads v
    last = (int)g.nodes.size() - 1;
  }
  ASSERT_EQ(validate(g), "");
  const int64_t budget = T + 5;
  std::vector<int> cs = candidates(g), points;
  for (int b = g.gradStart; b < (int)g.nodes.size(); ++b)
    points.push_back(b);
  double best = std::numeric_limits<double>::infinity();
  for (auto [peak, cost] :
       everyPlanPeakAndCost(g, cs, points, (1 << points.size()) + 1))
    if (peak <= budget)
      best = std::min(best, cost);
  EXPECT_DOUBLE_EQ(best, 10.0 * readers);
  detail::ForcedRecomputations forced = detail::forcedRecomputations(g, budget);
  EXPECT_EQ((int)forced.pairs.size(), readers);
  detail::MemoryBound mb = detail::memoryLowerBound(g, budget);
  detail::MemoryBound without = detail::memoryLowerBound(
      g, budget, detail::kDefaultCutWork, detail::kDefaultBranchWork, 0);
  EXPECT_FALSE(mb.infeasible);
  EXPECT_LE(mb.bound, best + 1e-6);
  EXPECT_NEAR(mb.bound, best, 1e-6);
  EXPECT_NEAR(mb.forcedCost, best, 1e-6);
  EXPECT_LT(without.bound, best - 1);
  std::printf("[ stats    ] bound %g, without the forced recomputations "
              "%g, cheapest plan %g\n",
              mb.bound, without.bound, best);
}

// Probing (remat-bound-probe --probe): every plan keeps a candidate x or
// drops it, so the bound of the graph with x unrecomputable holds for the
// plans that keep x, and the bound with x's recomputation before its first
// backward reader forced (memoryLowerBound's extraForced) holds for the
// plans that drop it (a dropped value is recomputed before that reader
// reads it). Checked against every multi-recompute plan of tiny graphs;
// min(keep, drop) is then a bound for every plan. How often it is above
// the plain bound is reported.
TEST(Bound, ProbeBranchesHoldForEveryPlanOnTinyGraphs) {
  std::mt19937 rng(4711);
  int graphs = 0, branches = 0, above = 0;
  for (int i = 0; i < 400 && graphs < 60; ++i) {
    Graph g = tinyChainOrDag(rng, i % 2);
    std::vector<int> cs = candidates(g);
    std::vector<int> points = backwardNodes(g);
    if (cs.size() > 3 || points.size() > 4)
      continue;
    ++graphs;
    SCOPED_TRACE("graph #" + std::to_string(i));
    std::vector<Evaluation> plans =
        everyPlan(g, cs, points, (1 << points.size()) + 1);
    int64_t lo, hi;
    std::tie(lo, hi) = peakRange(plans);
    for (int step = 0; step <= 8; ++step) {
      int64_t budget = lo + (hi - lo) * step / 8;
      const double trivial = detail::trivialLowerBound(g);
      detail::MemoryBound plain = detail::memoryLowerBound(g, budget);
      for (int x : cs) {
        detail::ProbeBounds probe = detail::probeBounds(g, budget, x);
        if (!probe.applies)
          continue;
        // Cheapest fitting plan keeping x, dropping x (a dropped x with a
        // backward reader has a recomputation).
        const double inf = std::numeric_limits<double>::infinity();
        double bestKept = inf, bestDropped = inf;
        for (const Evaluation &e : plans) {
          if (e.peakBytes > budget)
            continue;
          double &best = e.recStep[x] >= 0 ? bestDropped : bestKept;
          best = std::min(best, e.recomputeCost);
        }
        const detail::MemoryBound &keep = probe.keep, &drop = probe.drop;
        ++branches;
        SCOPED_TRACE("budget " + std::to_string(budget) + " node " +
                     std::to_string(x));
        if (keep.infeasible) {
          EXPECT_TRUE(std::isinf(bestKept));
        } else if (!std::isinf(bestKept)) {
          EXPECT_LE(keep.bound + probe.keepTrivial, bestKept + 1e-6);
        }
        if (drop.infeasible) {
          EXPECT_TRUE(std::isinf(bestDropped));
        } else if (!std::isinf(bestDropped)) {
          EXPECT_LE(drop.bound + trivial, bestDropped + 1e-6);
        }
        double probed = std::min(keep.infeasible ? inf : keep.bound,
                                 drop.infeasible ? inf : drop.bound);
        above += !plain.infeasible && probed > plain.bound + 1e-6;
      }
    }
  }
  std::printf("[ stats    ] %d graphs, %d probes: min(keep, drop) above the "
              "plain bound at %d\n",
              graphs, branches, above);
  EXPECT_GE(graphs, 40);
  EXPECT_GT(branches, 0);
}

// Dropped chains (Bound.cpp): the bound with `dropped` = D holds for every
// plan that drops all of D, and probeChain's smallest branch for every
// plan. Checked against every multi-recompute plan of tiny graphs, every
// nonempty D (in candidate order) at 9 budgets; how often the charge
// raises the bound over the plain one is reported.
TEST(Bound, DroppedChainsHoldForEveryPlanOnTinyGraphs) {
  std::mt19937 rng(2718);
  int graphs = 0, sets = 0, raised = 0, chainRaised = 0;
  for (int i = 0; i < 600 && graphs < 60; ++i) {
    Graph g = tinyChainOrDag(rng, i % 2);
    std::vector<int> cs = candidates(g);
    std::vector<int> points = backwardNodes(g);
    if (cs.size() < 2 || cs.size() > 3 || points.size() > 4)
      continue;
    ++graphs;
    SCOPED_TRACE("graph #" + std::to_string(i));
    std::vector<std::vector<bool>> drops;
    std::vector<Evaluation> plans =
        everyPlan(g, cs, points, (1 << points.size()) + 1, &drops);
    int64_t lo, hi;
    std::tie(lo, hi) = peakRange(plans);
    const double inf = std::numeric_limits<double>::infinity();
    const double trivial = detail::trivialLowerBound(g);
    for (int step = 0; step <= 8; ++step) {
      int64_t budget = lo + (hi - lo) * step / 8;
      SCOPED_TRACE("budget " + std::to_string(budget));
      detail::MemoryBound plain = detail::memoryLowerBound(g, budget);
      double bestAll = inf;
      for (const Evaluation &e : plans)
        if (e.peakBytes <= budget)
          bestAll = std::min(bestAll, e.recomputeCost);
      for (unsigned mask = 1; mask < (1u << cs.size()); ++mask) {
        std::vector<int> set;
        for (size_t k = 0; k < cs.size(); ++k)
          if (mask >> k & 1)
            set.push_back(cs[k]);
        double best = inf; // cheapest fitting plan dropping all of `set`
        for (size_t p = 0; p < plans.size(); ++p)
          if (plans[p].peakBytes <= budget &&
              std::all_of(set.begin(), set.end(),
                          [&](int x) { return drops[p][x]; }))
            best = std::min(best, plans[p].recomputeCost);
        detail::MemoryBound mb = detail::memoryLowerBound(
            g, budget, detail::kDefaultCutWork, detail::kDefaultBranchWork,
            detail::kDefaultForcedWork, {}, {}, set);
        ++sets;
        if (mb.infeasible) {
          EXPECT_TRUE(std::isinf(best));
        } else if (!std::isinf(best)) {
          EXPECT_LE(mb.bound + trivial, best + 1e-6);
        }
        raised += !mb.infeasible && !plain.infeasible &&
                  mb.bound > plain.bound + 1e-6;
        detail::ChainProbe chain = detail::probeChain(g, budget, set);
        if (!std::isinf(bestAll)) {
          EXPECT_LE(chain.bound, bestAll + 1e-6);
        }
        chainRaised += !plain.infeasible && !std::isinf(chain.bound) &&
                       chain.bound > plain.bound + trivial + 1e-6;
      }
    }
  }
  std::printf("[ stats    ] %d graphs, %d dropped sets: bound raised at %d; "
              "chain probe above the plain bound at %d\n",
              graphs, sets, raised, chainRaised);
  EXPECT_GE(graphs, 40);
  EXPECT_GT(raised, 0);
}

// The cut bound (Bound.cpp) against every single-recompute plan of small
// layered graphs (up to 2^10 plans), and against every multi-recompute
// plan where that space is small: at budgets from below the lowest peak to
// the no-remat peak it is at most the cheapest plan that fits, and where
// it says no plan fits, none does. It must beat the knapsack somewhere.
TEST(Bound, CutBoundHoldsForEveryPlan) {
  // REMAT_BOUND_STRESS=N: N times the graphs, other seeds (a long run).
  const char *stress = std::getenv("REMAT_BOUND_STRESS");
  const int scale = stress ? std::max(1, std::atoi(stress)) : 1;
  std::mt19937 rng(stress ? 1515u + (unsigned)scale : 1515u);
  int graphs = 0, checked = 0, positive = 0, stronger = 0, proofs = 0,
      cutProofs = 0, multiGraphs = 0, aboveSingle = 0, optimal = 0;
  for (int i = 0; i < 400 * scale && graphs < 120 * scale; ++i) {
    Graph g = randomLayers(rng, std::uniform_int_distribution<int>(2, 4)(rng));
    ASSERT_EQ(validate(g), "");
    std::vector<int> cs = candidates(g);
    std::vector<int> points;
    for (int b = g.gradStart; b < (int)g.nodes.size(); ++b)
      points.push_back(b);
    if (cs.size() > 10)
      continue;
    ++graphs;
    SCOPED_TRACE("graph #" + std::to_string(i));
    // Per candidate: 0 = kept, 1 = dropped (recomputed once at its first
    // need), k >= 2 = dropped with point subset k - 1 (multi-recompute,
    // only where the space is small).
    double space = std::pow((1 << points.size()) + 1.0, (double)cs.size());
    bool multi = points.size() <= 5 && space <= 1e5;
    multiGraphs += multi;
    const int choices = multi ? (1 << points.size()) + 1 : 2;
    std::vector<std::pair<int64_t, double>> plans =
        everyPlanPeakAndCost(g, cs, points, choices);
    int64_t lo = std::numeric_limits<int64_t>::max(), hi = 0;
    for (auto [peak, cost] : plans) {
      lo = std::min(lo, peak);
      hi = std::max(hi, peak);
    }
    for (int step = -3; step <= 12; ++step) {
      int64_t budget = lo + (hi - lo) * step / 12;
      double best = std::numeric_limits<double>::infinity();
      for (auto [peak, cost] : plans)
        if (peak <= budget)
          best = std::min(best, cost);
      detail::MemoryBound mb = detail::memoryLowerBound(g, budget);
      detail::MemoryBound knapsack = detail::memoryLowerBound(g, budget, 0, 0);
      // The bound of each step alone (no joint model, no branching).
      detail::MemoryBound single =
          detail::memoryLowerBound(g, budget, detail::kDefaultCutWork, 0);
      double trivial = detail::trivialLowerBound(g);
      ++checked;
      if (mb.infeasible) {
        ++proofs;
        cutProofs += !knapsack.infeasible;
        EXPECT_TRUE(std::isinf(best)) << "budget " << budget;
        continue;
      }
      EXPECT_FALSE(knapsack.infeasible) << "budget " << budget;
      EXPECT_GE(mb.bound, knapsack.bound) << "budget " << budget;
      EXPECT_FALSE(single.infeasible) << "budget " << budget;
      EXPECT_GE(mb.bound, single.bound) << "budget " << budget;
      if (std::isinf(best))
        continue;
      EXPECT_LE(mb.bound + trivial, best + 1e-6) << "budget " << budget;
      EXPECT_LE(single.bound + trivial, best + 1e-6) << "budget " << budget;
      positive += mb.bound > 0;
      stronger += mb.bound > knapsack.bound + 1e-6;
      aboveSingle += mb.bound > single.bound + 1e-6;
      optimal += mb.bound > 0 && mb.bound + trivial >= best - 1e-6;
    }
  }
  std::printf("[ stats    ] %d graphs (%d with every multi-recompute plan), "
              "%d budgets: bound positive at %d, above the knapsack at %d, "
              "above the steps alone (branch and bound) at %d, equal "
              "to the optimum at %d, infeasibility proven at %d (%d by the "
              "cut alone)\n",
              graphs, multiGraphs, checked, positive, stronger, aboveSingle,
              optimal, proofs, cutProofs);
  EXPECT_GE(graphs, 100);
  EXPECT_GE(multiGraphs, 10);
  EXPECT_GT(stronger, 0);
  EXPECT_GT(aboveSingle, 0);
  EXPECT_GT(proofs, 0);
}

// On the MLP chain the bound is positive below the no-remat peak and below
// every solver's cost; solve() reports it, so the gap is finite.
TEST(Bound, MlpChainBoundIsPositive) {
  Graph g = mlpChain(12);
  int64_t top = evaluate(g, Plan{}).peakBytes;
  for (int pct : {75, 50, 35}) {
    int64_t budget = top * pct / 100;
    detail::MemoryBound mb = detail::memoryLowerBound(g, budget);
    EXPECT_FALSE(mb.infeasible);
    EXPECT_GT(mb.bound, 0) << pct;
    for (SolverKind k : {SolverKind::greedy, SolverKind::autoSolver,
                         SolverKind::sqrtN, SolverKind::all}) {
      SolveResult r = solve(g, budget, k);
      if (!r.ok())
        continue;
      EXPECT_LE(mb.bound, r.eval.recomputeCost + 1e-6) << toString(k);
      EXPECT_GE(r.lowerBound, mb.bound - 1e-6) << toString(k);
      EXPECT_LT(r.gap, 1.0) << toString(k);
    }
  }
  // Below what is live at the last backward step in every plan: proven.
  detail::MemoryBound none = detail::memoryLowerBound(g, 1);
  EXPECT_TRUE(none.infeasible);
  SolveResult r = solve(g, 1, SolverKind::greedy);
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.message.find("no plan fits"), std::string::npos) << r.message;
}

// A value read by the backward at two places, with a tight step before
// each reader: every plan that fits recomputes it in both windows (after
// step 5 before its reader 6, and again after step 8 before its reader 9),
// and a cheap value read only at the end once (steps 4 and 8 need it
// gone). The cut of several steps charges the expensive value per window
// (Bound.cpp, "Several steps": one y per segment), so the bound is the
// optimum, 21, found by an exhaustive search over every multi-recompute
// plan (one y per value served both windows and gave 11).
TEST(Bound, ChargesEachWindowOfARecomputedValue) {
  const int64_t T = 40;
  Graph g;
  g.nodes.push_back(input(1));               // 0
  g.nodes.push_back(op(10, 10, {0}));        // 1: w, expensive
  g.nodes.push_back(op(5, 1, {0}));          // 2: v, cheap
  g.nodes.push_back(op(1, 1, {1, 2}, true)); // 3: the loss
  g.gradStart = 4;
  g.nodes.push_back(op(T, 1, {3}));             // 4: v must go
  g.nodes.push_back(op(1, 1, {4}));             // 5: w must go
  g.nodes.push_back(op(1, 1, {1, 5}));          // 6: reads w
  g.nodes.push_back(op(T - 6, 1, {6}));         // 7
  g.nodes.push_back(op(12, 1, {7}));            // 8: w and v must go
  g.nodes.push_back(op(1, 1, {1, 2, 8}, true)); // 9: reads w and v
  ASSERT_EQ(validate(g), "");
  const int64_t budget = T + 11;
  std::vector<int> cs = candidates(g), points;
  for (int b = g.gradStart; b < (int)g.nodes.size(); ++b)
    points.push_back(b);
  double best = std::numeric_limits<double>::infinity();
  for (auto [peak, cost] :
       everyPlanPeakAndCost(g, cs, points, (1 << points.size()) + 1))
    if (peak <= budget)
      best = std::min(best, cost);
  EXPECT_DOUBLE_EQ(best, 21);
  // The branch and bound alone (the forced recomputations also reach it).
  detail::MemoryBound mb = detail::memoryLowerBound(
      g, budget, detail::kDefaultCutWork, detail::kDefaultBranchWork, 0);
  EXPECT_FALSE(mb.infeasible);
  EXPECT_LE(mb.bound, best + 1e-6);
  EXPECT_NEAR(mb.bound, best, 1e-6);
  EXPECT_TRUE(mb.fromBranching);
  detail::MemoryBound withForced = detail::memoryLowerBound(g, budget);
  EXPECT_LE(withForced.bound, best + 1e-6);
  EXPECT_GE(withForced.bound, mb.bound - 1e-6);
}

// The peak bound counts what a recomputation after a step needs: t (4
// bytes) is read by the last backward node, and its operand a is not
// recomputable, so at the step of B (8 bytes) every plan holds t or,
// recomputing t after B, holds a until then: 12 bytes. Fixed(B) alone is 8.
// The exhaustive search of the multi-recompute plans agrees, and auto says
// that no plan fits 11 bytes with the bound's reason.
TEST(Bound, PeakBoundCountsWhatARecomputationNeeds) {
  Graph g;
  g.nodes = {input(1),
             op(4, 1, {0}),        // a: not recomputable
             op(4, 1, {1}),        // t
             op(0, 1, {2}, true),  // loss
             op(8, 0, {}),         // B
             op(1, 0, {2}, true)}; // reads t
  g.nodes[1].recomputable = false;
  g.gradStart = 4;
  ASSERT_EQ(validate(g), "");
  PeakBound bound = peakLowerBound(g);
  EXPECT_EQ(bound.bytes, 12);
  EXPECT_EQ(bound.atNode, 4);
  EXPECT_TRUE(bound.fromCut);
  EXPECT_TRUE(bound.complete);
  EXPECT_EQ(bruteForceMultiMinimum(g), 12);
  MinPeakResult lowest = lowestPeak(g);
  EXPECT_EQ(lowest.peakBytes, 12);
  EXPECT_EQ(lowest.lowerBound.bytes, 12);
  SolveResult over = solve(g, 11, SolverKind::autoSolver);
  EXPECT_EQ(over.status, SolveStatus::infeasible);
}

// The forward pass sets the minimum: every plan runs a, b and the loss c,
// which reads both, so 8 + 8 + 1 bytes are live at c's step; the backward
// steps hold at most 11 (d, the loss and b or its recomputation).
TEST(Bound, PeakBoundCountsTheForwardPass) {
  Graph g;
  g.nodes = {input(1),
             op(8, 1, {0}),          // a
             op(8, 1, {1}),          // b
             op(1, 1, {1, 2}, true), // c: the loss
             op(2, 0, {2}),          // d reads b
             op(1, 0, {4}, true)};
  g.gradStart = 4;
  ASSERT_EQ(validate(g), "");
  PeakBound bound = peakLowerBound(g);
  EXPECT_EQ(bound.bytes, 17);
  EXPECT_EQ(bound.atNode, 3);
  EXPECT_TRUE(bound.inForward);
  EXPECT_EQ(bruteForceMultiMinimum(g), 17);
}

// A malformed graph has no bound (0), and a graph without backward steps
// bounds nothing.
TEST(Bound, PeakBoundOfMalformedOrForwardOnlyGraphs) {
  Graph bad;
  bad.nodes = {input(1), op(4, 1, {7})};
  bad.gradStart = 2;
  ASSERT_NE(validate(bad), "");
  EXPECT_EQ(peakLowerBound(bad).bytes, 0);
  Graph forward;
  forward.nodes = {input(1), op(4, 1, {0}), op(2, 1, {1}, true)};
  forward.gradStart = 3;
  ASSERT_EQ(validate(forward), "");
  EXPECT_EQ(peakLowerBound(forward).bytes, 0);
  EXPECT_EQ(peakLowerBound(forward).atNode, -1);
}

// The pattern that makes the transformer step infeasible at 35 % of its peak
// (issue #15), in miniature. The backward step t (node 7) holds so much that
// no dropped value fits across it (slack 1 < 2 bytes), and a later step
// (node 9) reads the forward value c. So c and every operand of its
// recomputation are recomputed after t, at node 8 or 9, from the input: at
// node 8 (T live) the recomputations run in index order, so a (V) is live
// when m (softmax) reads s (scores): 4 + 2 + 4 + 4 = 14; at node 9 W is
// live too. Every plan peaks at 14 or more: the exhaustive search says so,
// and auto's lowest peak is that minimum. (The transformer: step 221 holds
// 7,951,424 B of 8,355,580; layer 0 is recomputed before node 222 with
// 3,740,736 B live; at the recomputation of softmax node 57, V (node 52)
// and nodes 55, 56, 57 add 4,734,976 B: 8,475,712.)
TEST(MultiRecompute, NoPlanFitsWhereTheRecomputationWindowIsFull) {
  Graph g;
  g.nodes = {input(1),
             op(2, 1, {0}),              // a (V)
             op(4, 1, {0}),              // s (scores)
             op(4, 1, {2}),              // m (softmax of s)
             op(2, 1, {1, 3}),           // c (context: reads a and m)
             op(0, 1, {4}, true),        // loss
             op(4, 0, {}),               // T: read at t and by the last step
             op(8, 0, {6}),              // t
             op(2, 0, {}),               // W
             op(0, 0, {6, 8, 4}, true)}; // reads T, W and c
  g.gradStart = 6;
  ASSERT_EQ(validate(g), "");
  const int64_t truth = bruteForceMultiMinimum(g);
  EXPECT_EQ(truth, 14);
  MinPeakResult lowest = lowestPeak(g);
  EXPECT_EQ(lowest.peakBytes, truth);
  // The byte cut alone bounds every plan's peak below the minimum; the
  // window's proof raises the bound to it.
  EXPECT_LT(peakLowerBound(g).bytes, truth);
  EXPECT_EQ(lowest.lowerBound.bytes, truth);
  EXPECT_TRUE(lowest.lowerBound.fromWindow);
  EXPECT_EQ(lowest.lowerBound.atNode, 7);
  SolveResult over = solve(g, truth - 1, SolverKind::autoSolver);
  EXPECT_EQ(over.status, SolveStatus::infeasible);
  EXPECT_EQ(over.eval.peakBytes, truth);
  SolveResult at = solve(g, truth, SolverKind::autoSolver);
  EXPECT_TRUE(at.ok()) << at.message;
  EXPECT_LE(at.eval.peakBytes, truth);
  // Whether the memory bound proves it (Bound.cpp; it did not on
  // 2026-12-02: the cut at t costs nothing, everything is recomputed from
  // the input).
  detail::MemoryBound mb = detail::memoryLowerBound(g, truth - 1);
  std::printf("[ stats    ] window pattern: the memory bound %s that no plan "
              "fits %lld bytes\n",
              mb.infeasible ? "proves" : "does not prove",
              (long long)(truth - 1));
  // The recomputation window does (WindowBound.cpp), and solve() says so:
  // at t, T and t (12 bytes) are live, so c (2) cannot stay live across t
  // at budget 13; c, a, m and s are recomputed after t, m and s where only
  // W's point fits them, and there m's recomputation finds T, s and a
  // (recomputed before it in index order, read by c after it) live:
  // 4 + 4 + 4 + 2 = 14.
  detail::WindowProof proof = detail::windowInfeasibility(g, truth - 1);
  EXPECT_TRUE(proof.infeasible);
  EXPECT_FALSE(detail::windowInfeasibility(g, truth).infeasible);
  EXPECT_NE(over.message.find("no plan fits: "), std::string::npos)
      << over.message;
  std::printf("[ stats    ] window pattern: %s\n",
              detail::describe(proof).c_str());
}

namespace {

/// Tiny random graphs for the window proof (H3's generator): forward ops of
/// one or two operands, a few backward ops reading anything earlier, every
/// forward value read by someone.
Graph randomWindowGraph(std::mt19937 &rng) {
  auto uni = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  Graph g;
  int numInputs = uni(1, 2);
  for (int i = 0; i < numInputs; ++i)
    g.nodes.push_back(input(uni(1, 9)));
  int numFwd = uni(3, 5);
  for (int i = 0; i < numFwd; ++i) {
    int v = (int)g.nodes.size();
    Node nd = op(uni(0, 3) == 0 ? 0 : uni(1, 8), uni(0, 5), {});
    int k = uni(1, 2);
    for (int j = 0; j < k; ++j) {
      int w = uni(0, v - 1);
      if (!std::count(nd.inputs.begin(), nd.inputs.end(), w))
        nd.inputs.push_back(w);
    }
    std::sort(nd.inputs.begin(), nd.inputs.end());
    nd.recomputable = uni(0, 7) != 0;
    g.nodes.push_back(nd);
  }
  g.nodes.back().isOutput = true;
  g.gradStart = (int)g.nodes.size();
  int numBwd = uni(3, 5);
  for (int i = 0; i < numBwd; ++i) {
    int v = (int)g.nodes.size();
    Node nd = op(uni(0, 3) == 0 ? 0 : uni(1, 9), 1, {});
    int k = uni(0, 3);
    for (int j = 0; j < k; ++j) {
      int w = uni(0, v - 1);
      if (g.nodes[w].isInput)
        continue;
      if (!std::count(nd.inputs.begin(), nd.inputs.end(), w))
        nd.inputs.push_back(w);
    }
    std::sort(nd.inputs.begin(), nd.inputs.end());
    nd.isOutput = uni(0, 3) == 0 || i == numBwd - 1;
    g.nodes.push_back(nd);
  }
  std::vector<int> readers(g.nodes.size(), 0);
  for (const Node &nd : g.nodes)
    for (int w : nd.inputs)
      ++readers[w];
  for (int v = 0; v < g.gradStart; ++v)
    if (!readers[v] && !g.nodes[v].isInput && !g.nodes[v].isOutput) {
      std::vector<int> &ins =
          g.nodes[uni(g.gradStart, (int)g.nodes.size() - 1)].inputs;
      ins.push_back(v);
      std::sort(ins.begin(), ins.end());
    }
  return g;
}

} // namespace

// The recomputation window (WindowBound.cpp) against every plan of tiny
// graphs, multi-recompute ones included: where it says no plan fits, none
// does. How many budgets it proves infeasible that the memory bound does not
// is reported.
TEST(WindowBound, NeverProvesAFittingBudgetInfeasible) {
  // REMAT_BOUND_STRESS=N: N times the graphs, other seeds, and graphs with
  // up to four candidates (a long run).
  const char *stress = std::getenv("REMAT_BOUND_STRESS");
  const int scale = stress ? std::max(1, std::atoi(stress)) : 1;
  std::mt19937 rng(stress ? 77u + (unsigned)scale : 77u);
  const size_t maxCandidates = stress ? 4 : 3;
  int graphs = 0, infeasible = 0, proofs = 0, beyond = 0;
  for (int i = 0; i < 15000 * scale && graphs < 1500 * scale; ++i) {
    Graph g = randomWindowGraph(rng);
    if (!validate(g).empty())
      continue;
    std::vector<int> cs = candidates(g);
    std::vector<int> points = backwardNodes(g);
    if (cs.size() < 2 || cs.size() > maxCandidates || points.size() > 4)
      continue;
    ++graphs;
    SCOPED_TRACE("graph #" + std::to_string(i));
    // Every plan: each candidate kept, dropped once at its first need, or
    // dropped with a non-empty set of points.
    int64_t truth = std::numeric_limits<int64_t>::max();
    for (auto [peak, cost] :
         everyPlanPeakAndCost(g, cs, points, (1 << points.size()) + 1))
      truth = std::min(truth, peak);
    for (int64_t budget = std::max<int64_t>(0, truth - 8); budget <= truth + 2;
         ++budget) {
      detail::WindowProof proof = detail::windowInfeasibility(g, budget);
      infeasible += truth > budget;
      if (!proof.infeasible)
        continue;
      ++proofs;
      EXPECT_GT(truth, budget) << detail::describe(proof);
      beyond += !detail::memoryLowerBound(g, budget, detail::kDefaultCutWork, 0)
                     .infeasible;
    }
  }
  std::printf("[ stats    ] %d graphs: %d infeasible budgets, %d proven by "
              "the window (%d of them not by the memory bound)\n",
              graphs, infeasible, proofs, beyond);
  EXPECT_GE(graphs, 1200 * scale);
  EXPECT_GT(beyond, 0);
}
