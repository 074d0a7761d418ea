//===- LocalSearch.cpp - auto's swap search on a fitting plan -------------===//
//
// A fitting plan that keeps no single dropped value more (auto's keep pass)
// can still be costly: it recomputes an expensive value (a matmul, a conv)
// that a plan could keep by dropping cheaper values elsewhere. The swap move
// keeps one dropped value v, which breaks the budget, then repairs the plan
// greedily with moves that cost less than keeping v saves, at the steps now
// over the budget: drop a kept candidate live there, or split a value live
// across such a step (dropped and recomputed right before each backward
// step that reads it, a multi-recompute plan: Plan::recomputeAt). Each
// round measures every such move and takes the one that removes the most
// bytes over the budget (summed over the steps) per FLOP it adds, until the
// plan fits again or no move helps. A split value recomputed from dropped
// operands reads their recomputed instances at each of its points, which
// keeps those instances live across the same steps: the split alone then
// frees nothing there (llama at 50 %: keeping a batch matmul needs a
// normalisation output and its collapse split together, and the greedy
// repair, with either split alone useless, ended in drops that left 1,344
// bytes over the budget; a randomized search, benchmarks/plan_search.cpp,
// found the pair and a plan 27 % cheaper). So each split is also measured
// with its dropped operands split at the points where the split value's
// recomputations (and their other readers) then read them, and theirs in
// turn (at most kOperandSplitDepth levels). That walk stops at a kept
// operand, and a kept value that the forward pass frees is kept alive by
// the recomputations that read it; so each split is also measured with its
// whole ancestry (splitWithAncestry): every operand down to the values that
// stay live anyway, kept ones freed in the forward pass dropped too, one
// recomputation for the readers between which nothing is over the budget,
// each placed before the buffers its reader creates and fills (ResNet-18 at
// 75 %: keep a 3x3 conv, recompute the residual chain from the stem three
// times; torch-mlir's BERT at 50 %: 1.061e7 -> 8.98e6 FLOPs). The swap is
// taken when the repaired plan fits and costs less than the plan before
// it. Every plan is measured with evaluate(), so a plan taken fits the
// budget and costs what its evaluation says: the search never raises the
// cost nor breaks the budget.
//
// The merge pass (mergeWhereItFits) goes the other way on a fitting plan:
// the multi-recompute refinement adds recomputation points a value at a
// time (with its operands), and a plan changed by later moves can fit with
// fewer of them; it removes points, one value's or every value's at a
// point, while the plan fits and costs less (torch-mlir's BERT at 50 %:
// 10,658,048 -> 10,608,896 FLOPs).
//
// The repair on its own (repairToFit) also makes auto's bound-guided start
// fit (Solve.cpp): a plan from the lower bound's cut, over the budget at
// steps the cut does not see.
//
// The order is fixed (dropped values by cost, most expensive first, then by
// index; moves by cost per byte, then by index; the first of equals) and a
// count of evaluations ends the search: the same plan on every machine.
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"

#include <algorithm>

using namespace remat::solvers;
using namespace remat::solvers::detail;

namespace {

/// Levels of dropped operands a split takes along (see the header).
constexpr int kOperandSplitDepth = 3;

/// Bytes over the budget, summed over the steps: the repair's measure of
/// how far a plan is from fitting.
double excessBytes(const Evaluation &e, int64_t budget) {
  double excess = 0;
  for (int64_t live : e.liveBytes)
    if (live > budget)
      excess += double(live - budget);
  return excess;
}

struct SwapSearch {
  const Graph &g;
  int64_t budget;
  int64_t left; ///< evaluations left
  /// Whether the repair also measures each split with its whole ancestry
  /// (splitWithAncestry); off only to show what the move adds (tests).
  bool ancestrySplits = true;
  Evaluator evaluator{g};

  Evaluation measure(const Plan &p) {
    --left;
    return evaluator.evaluate(p);
  }

  /// (q, qe): a plan with v just split and its evaluation. Splits the
  /// dropped operands of v at the points where q's steps read them, then
  /// theirs, up to kOperandSplitDepth levels, each level measured; false
  /// (q, qe untouched) when no operand changed or a plan is malformed.
  bool splitWithOperands(int v, Plan &q, Evaluation &qe) {
    Plan r = q;
    Evaluation re;
    const Evaluation *at = &qe;
    std::vector<int> level = {v};
    bool changed = false;
    for (int depth = 0; depth < kOperandSplitDepth && left > 0; ++depth) {
      std::vector<int> next;
      for (int u : level)
        for (int w : g.nodes[u].inputs) {
          if (w >= g.gradStart || !r.drop[w] ||
              std::find(next.begin(), next.end(), w) != next.end())
            continue;
          std::vector<int> points = splitPoints(g, *at, w);
          if (points.size() < 2 || r.recomputeAt[w] == points)
            continue;
          r.recomputeAt[w] = std::move(points);
          next.push_back(w);
        }
      if (next.empty())
        break;
      re = measure(r);
      if (!re.ok())
        return false;
      changed = true;
      at = &re;
      level = std::move(next);
    }
    if (!changed)
      return false;
    q = std::move(r);
    qe = std::move(re);
    return true;
  }

  /// What splitWithAncestry reads of an evaluation, the same for every
  /// move of a repair round: per node, the backward nodes before which it is
  /// recomputed, increasing (its points, listed or not), and the first step
  /// after the forward pass.
  struct Recomputations {
    std::vector<std::vector<int>> before;
    int backwardFrom = 0;
  };
  Recomputations recomputations(const Evaluation &e) const {
    Recomputations r;
    r.before.assign(g.nodes.size(), {});
    for (int t = 0, steps = (int)e.steps.size(); t < steps; ++t) {
      if (!e.steps[t].recompute)
        continue;
      int point = pointOfStep(e, t);
      std::vector<int> &points = r.before[e.steps[t].node];
      if (point >= 0 && (points.empty() || points.back() != point))
        points.push_back(point);
    }
    while (r.backwardFrom < (int)e.steps.size() &&
           !e.steps[r.backwardFrom].recompute &&
           e.steps[r.backwardFrom].node < g.gradStart)
      ++r.backwardFrom;
    return r;
  }

  /// (q, qe): p with v dropped and recomputed before the buffers of its
  /// backward readers (beforeOperandBuffers), one recomputation for the
  /// readers between which `e` is nowhere over the budget, together with
  /// every operand that it would otherwise keep alive across the steps in
  /// between, at any depth: dropped operands (their points re-placed before
  /// their readers' buffers too) and kept ones that `e` frees in the forward
  /// pass (dropped now). This is the move that frees a cheap residual
  /// chain: ResNet-18 at 75 % keeps a 3x3 conv and recomputes the chain
  /// from the stem three times (auto 3,670,016 -> 3,342,336 FLOPs); a split
  /// with its operands to three levels stops at the first kept operand and
  /// places the recomputations after the buffers. False when nothing
  /// changes or the plan is malformed.
  bool splitWithAncestry(int v, const Plan &p, const Evaluation &e,
                         const Recomputations &rec, Plan &q, Evaluation &qe) {
    std::vector<int> readers = splitPoints(g, e, v);
    if (readers.size() < 2)
      return false;
    auto overBetween = [&](int from, int to) {
      for (int t = from; t <= to; ++t)
        if (e.liveBytes[t] > budget)
          return true;
      return false;
    };
    std::vector<int> points;
    int groupStart = -1; // step of the first reader of the current group
    for (int r : readers) {
      int step = e.fwdStep[r];
      if (groupStart >= 0 && !overBetween(groupStart, step))
        continue;
      int point = beforeOperandBuffers(g, r);
      if (!points.empty() && point <= points.back())
        continue;
      points.push_back(point);
      groupStart = step;
    }
    if (points.size() < 2)
      return false;
    q = p;
    if (q.recomputeAt.empty())
      q.recomputeAt.assign(g.nodes.size(), {});
    q.drop[v] = true;
    q.recomputeAt[v] = points;
    // Operands whose instance would stay live for the recomputations:
    // dropped ones, and kept ones that the forward pass frees.
    auto carried = [&](int w) {
      return w < g.gradStart && isCandidate(g, w) &&
             (p.drop[w] ||
              (e.fwdFree[w] >= 0 && e.fwdFree[w] < rec.backwardFrom));
    };
    walkOperands(
        g, v, (int)g.nodes.size(),
        [&](int w) {
          if (w == v)
            return true;
          std::vector<int> at = points;
          if (p.drop[w])
            for (int b : rec.before[w])
              at.push_back(beforeOperandBuffers(g, b));
          std::sort(at.begin(), at.end());
          at.erase(std::unique(at.begin(), at.end()), at.end());
          q.drop[w] = true;
          q.recomputeAt[w] = std::move(at);
          return true;
        },
        carried);
    if (q.recomputeAt == p.recomputeAt && q.drop == p.drop)
      return false;
    qe = measure(q);
    return qe.ok();
  }

  /// Keeps v in (plan, eval), then repairs; true (and the plan replaced)
  /// when the result fits and costs less.
  bool trySwap(int v, Plan &plan, Evaluation &eval) {
    const double target = eval.recomputeCost - 1e-9;
    Plan p = plan;
    p.drop[v] = false;
    if (!p.recomputeAt.empty())
      p.recomputeAt[v].clear();
    Evaluation e = measure(p);
    if (!e.ok() || e.recomputeCost >= target || !repair(p, e, target))
      return false;
    plan = std::move(p);
    eval = std::move(e);
    return true;
  }

  /// Repairs (p, e), e = evaluate(p), until it fits: each round measures
  /// the moves at the steps over the budget and takes the one that removes
  /// the most bytes over it per FLOP it adds, among those that keep the
  /// cost below `target`. True when the plan then fits (p and e are the
  /// repaired plan); false when no move helps or the count ran out.
  bool repair(Plan &p, Evaluation &e, double target) {
    if (!e.ok() || e.recomputeCost >= target)
      return false;
    double excess = excessBytes(e, budget);
    while (excess > 0 && left > 0) {
      // Each drop costs at least its node's cost more (its recomputation;
      // a forward execution it removes is counted by evaluate): values as
      // expensive as what is left to save cannot help.
      std::vector<RepairMove> moves =
          repairMoves(g, budget, p, e, target - e.recomputeCost);
      const Recomputations rec =
          ancestrySplits ? recomputations(e) : Recomputations();
      // The move that takes the most bytes over the budget away per
      // FLOP it adds (free moves first, by bytes; then the first of
      // equals).
      bool dropped = false;
      Plan bestPlan;
      Evaluation bestEval;
      double bestExcess = excess, bestGain = 0, bestAdded = 0;
      auto consider = [&](Plan &q, Evaluation &qe) {
        if (!qe.ok() || qe.recomputeCost >= target)
          return;
        double qx = excessBytes(qe, budget);
        if (qx >= excess)
          return;
        double gain = excess - qx;
        double added = std::max(0.0, qe.recomputeCost - e.recomputeCost);
        // gain / added > bestGain / bestAdded, with x / 0 = infinity.
        bool better = !dropped || (added <= 1e-9 && bestAdded <= 1e-9
                                       ? gain > bestGain
                                       : gain * bestAdded > bestGain * added);
        if (better) {
          bestPlan = q;
          bestEval = qe;
          bestExcess = qx;
          bestGain = gain;
          bestAdded = added;
          dropped = true;
        }
      };
      for (const RepairMove &m : moves) {
        if (left <= 0)
          break;
        Plan q = p;
        q.drop[m.node] = true;
        if (m.split) {
          if (q.recomputeAt.empty())
            q.recomputeAt.assign(g.nodes.size(), {});
          q.recomputeAt[m.node] = splitPoints(g, e, m.node);
        } else if (!q.recomputeAt.empty()) {
          q.recomputeAt[m.node].clear();
        }
        Evaluation qe = measure(q);
        consider(q, qe);
        if (m.operands && qe.ok() && qe.recomputeCost < target &&
            splitWithOperands(m.node, q, qe))
          consider(q, qe);
        Plan a;
        Evaluation ae;
        if (m.split && ancestrySplits && left > 0 &&
            splitWithAncestry(m.node, p, e, rec, a, ae))
          consider(a, ae);
      }
      if (dropped) {
        p = std::move(bestPlan);
        e = std::move(bestEval);
        excess = bestExcess;
      }
      if (!dropped)
        return false;
    }
    return excess <= 0 && e.peakBytes <= budget && e.recomputeCost < target;
  }
};

} // namespace

std::vector<RepairMove> detail::repairMoves(const Graph &g, int64_t threshold,
                                            const Plan &p, const Evaluation &e,
                                            double limit) {
  const int steps = (int)e.liveBytes.size();
  // over[s + 1] - over[l]: steps over the threshold in [l, s].
  std::vector<int> over(steps + 1, 0);
  for (int s = 0; s < steps; ++s)
    over[s + 1] = over[s] + (e.liveBytes[s] > threshold);
  auto spansOver = [&](int from, int to) {
    to = std::min(to, steps - 1);
    return from >= 0 && to >= from && over[to + 1] - over[from] > 0;
  };
  // Per node, whether a recomputed instance of it is live across a step
  // over the threshold, and its split points: one pass over the steps for
  // all nodes (asked per node, both were quadratic on deep graphs).
  std::vector<char> recomputedOver(g.nodes.size(), 0);
  for (int t = 0; t < steps; ++t)
    if (e.steps[t].recompute && spansOver(t, e.stepFree[t]))
      recomputedOver[e.steps[t].node] = 1;
  std::vector<std::vector<int>> points = allSplitPoints(g, e);
  std::vector<RepairMove> out;
  for (int u = 0; u < g.gradStart; ++u) {
    if (!isCandidate(g, u) || g.nodes[u].bytes <= 0)
      continue;
    bool live = !p.drop[u] && spansOver(e.fwdStep[u], e.fwdFree[u]);
    if (live && g.nodes[u].cost < limit)
      out.push_back({u, false, g.nodes[u].cost});
    if (!live && !p.drop[u])
      continue;
    if (p.drop[u] && !recomputedOver[u])
      continue;
    const std::vector<int> &at = points[u];
    bool same = !p.recomputeAt.empty() && p.recomputeAt[u] == at;
    double cost = g.nodes[u].cost * double(at.size());
    if (at.size() >= 2 && !same && cost < limit) {
      bool droppedOperand = false;
      for (int w : g.nodes[u].inputs)
        droppedOperand |= w < g.gradStart && p.drop[w];
      out.push_back({u, true, cost, droppedOperand});
    }
  }
  std::stable_sort(out.begin(), out.end(),
                   [&](const RepairMove &a, const RepairMove &b) {
                     double l = a.cost * double(g.nodes[b.node].bytes),
                            r = b.cost * double(g.nodes[a.node].bytes);
                     if (l != r)
                       return l < r;
                     return !a.split && b.split;
                   });
  return out;
}

std::vector<int> detail::splitPoints(const Graph &g, const Evaluation &e,
                                     int u) {
  std::vector<int> at;
  int next = -1; // the backward node at or after step t
  for (int t = (int)e.steps.size() - 1; t >= 0; --t) {
    const Step &st = e.steps[t];
    if (!st.recompute && st.node < g.gradStart)
      break; // the forward pass
    if (!st.recompute)
      next = st.node;
    const std::vector<int> &ins = g.nodes[st.node].inputs;
    if (next >= 0 && std::find(ins.begin(), ins.end(), u) != ins.end() &&
        (at.empty() || at.back() != next))
      at.push_back(next);
  }
  std::reverse(at.begin(), at.end());
  return at;
}

std::vector<std::vector<int>> detail::allSplitPoints(const Graph &g,
                                                     const Evaluation &e) {
  std::vector<std::vector<int>> at(g.nodes.size());
  int next = -1; // the backward node at or after step t
  for (int t = (int)e.steps.size() - 1; t >= 0; --t) {
    const Step &st = e.steps[t];
    if (!st.recompute && st.node < g.gradStart)
      break; // the forward pass
    if (!st.recompute)
      next = st.node;
    if (next < 0)
      continue;
    // A node read twice by one step gets the point once, as in splitPoints.
    for (int u : g.nodes[st.node].inputs)
      if (at[u].empty() || at[u].back() != next)
        at[u].push_back(next);
  }
  for (std::vector<int> &points : at)
    std::reverse(points.begin(), points.end());
  return at;
}

bool remat::solvers::detail::repairToFit(const Graph &g, int64_t budget,
                                         Plan &plan, Evaluation &eval,
                                         double costLimit, int64_t work) {
  const int64_t n = std::max<int64_t>(1, (int64_t)g.nodes.size());
  SwapSearch s{g, budget, work / n};
  if (plan.drop.size() != g.nodes.size() || !eval.ok())
    return false;
  if (eval.peakBytes <= budget)
    return eval.recomputeCost < costLimit;
  // Splits write recomputation points: every node gets a (possibly empty)
  // list, as in the swap search's plans.
  Plan p = plan;
  if (p.recomputeAt.empty())
    p.recomputeAt.assign(g.nodes.size(), {});
  Evaluation e = eval;
  if (!s.repair(p, e, costLimit))
    return false;
  plan = std::move(p);
  eval = std::move(e);
  return true;
}

int remat::solvers::detail::swapWhereItPays(const Graph &g, int64_t budget,
                                            Plan &plan, Evaluation &eval,
                                            int64_t work, bool ancestrySplits) {
  const int64_t n = std::max<int64_t>(1, (int64_t)g.nodes.size());
  SwapSearch s{g, budget, work / n, ancestrySplits};
  if (plan.drop.size() != g.nodes.size() || !eval.ok() ||
      eval.peakBytes > budget)
    return 0;
  int swaps = 0;
  bool improved = true;
  while (improved && s.left > 0) {
    improved = false;
    std::vector<int> dropped;
    for (int v = 0; v < (int)plan.drop.size(); ++v)
      if (plan.drop[v] && g.nodes[v].cost > 0)
        dropped.push_back(v);
    std::stable_sort(dropped.begin(), dropped.end(), [&](int a, int b) {
      return g.nodes[a].cost > g.nodes[b].cost;
    });
    for (int v : dropped) {
      if (s.left <= 0)
        break;
      if (!plan.drop[v])
        continue;
      if (s.trySwap(v, plan, eval)) {
        ++swaps;
        improved = true;
      }
    }
  }
  return swaps;
}

/// Evaluations one repair after a merge may take (of the pass's count).
static constexpr int64_t kMergeRepairEvaluations = 200;

// The merge pass (Heuristics.h): in a fitting plan, recomputes a value
// fewer times, or later, where the plan then still fits the budget and
// costs less. Moves: remove one of a value's recomputation points (the
// instance before it then serves its readers too; without points left it
// is recomputed once, at its first need, where its operands' newest
// instances may already be live), or remove a point from every value
// recomputed there (the refinement adds a point to several values at
// once, the operands a recomputation reads; removing it for one alone can
// leave the others live across the step). A move that leaves a value's
// first point after its first need is no plan (evaluate() says so). Each round
// takes the move that saves the most (the first of equals) until none saves
// anything; stops after `work` / nodes evaluations (a count: the same plan on
// every machine). Returns the moves applied.
int remat::solvers::detail::mergeWhereItFits(const Graph &g, int64_t budget,
                                             Plan &plan, Evaluation &eval,
                                             int64_t work) {
  if (plan.recomputeAt.empty())
    return 0;
  const int64_t n = std::max<int64_t>(1, (int64_t)g.nodes.size());
  int64_t left = work / n;
  int merged = 0;
  Evaluator evaluator(g);
  while (left > 0) {
    // (value, point) moves; value -1: the point removed from every value,
    // -2: from every value where that leaves a plan for certain (the point
    // is not its first, or its only one: then it is recomputed at its
    // first need), as one value whose first point moves past its first
    // need would void the whole move.
    std::vector<std::pair<int, int>> moves;
    std::vector<int> points;
    for (int v = 0; v < (int)plan.recomputeAt.size(); ++v) {
      const std::vector<int> &at = plan.recomputeAt[v];
      for (int point : at) {
        moves.push_back({v, point});
        points.push_back(point);
      }
    }
    std::sort(points.begin(), points.end());
    for (size_t i = 0; i < points.size(); ++i)
      if ((i == 0 || points[i] != points[i - 1]) && i + 1 < points.size() &&
          points[i + 1] == points[i])
        for (int group : {-1, -2})
          moves.push_back({group, points[i]});
    Plan bestPlan;
    Evaluation bestEval;
    bool found = false;
    for (auto [value, point] : moves) {
      if (left <= 0)
        break;
      --left;
      Plan p = plan;
      for (int v = 0; v < (int)p.recomputeAt.size(); ++v) {
        std::vector<int> &at = p.recomputeAt[v];
        if ((value >= 0 && v != value) ||
            (value == -2 && at.size() > 1 && at[0] == point))
          continue;
        auto it = std::find(at.begin(), at.end(), point);
        if (it != at.end())
          at.erase(it);
      }
      Evaluation e = evaluator.evaluate(p);
      const double toBeat =
          (found ? bestEval.recomputeCost : eval.recomputeCost) - 1e-9;
      // A merge that breaks the budget but saves: repaired (drops and
      // splits elsewhere, LocalSearch's repair) while still cheaper.
      if (e.ok() && e.peakBytes > budget && e.recomputeCost < toBeat &&
          left > 0) {
        const int64_t share = std::min<int64_t>(left, kMergeRepairEvaluations);
        left -= share;
        if (!repairToFit(g, budget, p, e, toBeat, share * n))
          continue;
      }
      if (e.ok() && e.peakBytes <= budget && e.recomputeCost < toBeat) {
        bestPlan = std::move(p);
        bestEval = std::move(e);
        found = true;
      }
    }
    if (!found)
      break;
    plan = std::move(bestPlan);
    eval = std::move(bestEval);
    ++merged;
  }
  return merged;
}

int remat::solvers::detail::removeUnreadPoints(const Graph &g, Plan &plan,
                                               Evaluation &eval) {
  if (plan.recomputeAt.size() != g.nodes.size() || !eval.ok())
    return 0;
  int removed = 0;
  for (;;) {
    // A recomputed instance freed right after its own step: nothing reads
    // it. Its point is the backward node the step runs before.
    Plan next = plan;
    int now = 0;
    for (int t = 0, steps = (int)eval.steps.size(); t < steps; ++t) {
      const Step &st = eval.steps[t];
      int point = pointOfStep(eval, t);
      if (!st.recompute || eval.stepFree[t] != t || point < 0)
        continue;
      std::vector<int> &points = next.recomputeAt[st.node];
      auto at = std::find(points.begin(), points.end(), point);
      if (at == points.end())
        continue; // an implicit point: evaluate() runs it only where needed
      points.erase(at);
      ++now;
    }
    if (now == 0)
      return removed;
    Evaluation e = evaluate(g, next);
    if (!e.ok() || e.peakBytes > eval.peakBytes ||
        e.recomputeCost > eval.recomputeCost + 1e-9)
      return removed; // not expected; the plan stays as it was
    plan = std::move(next);
    eval = std::move(e);
    removed += now;
  }
}
