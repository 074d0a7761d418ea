//===- MultiRecompute.cpp - Plans that recompute a value more than once ---===//
//
// Below the smallest peak of single-recompute plans the values recomputed for
// the gradient computation are themselves too many to hold at once: a dropped
// run is recomputed in one go and each value stays live until the backward
// ops of its own layer read it. Revolve and rotor schedules go lower by
// freeing such values and recomputing them again, from a value that stays
// live (a secondary checkpoint), right before they are read.
//
// The refinement works on explicit recomputation points (Plan::recomputeAt).
// Move (instance I of v, depth d): I is a recomputed instance live across the
// peak step s and not read there; its next reader after s runs at backward
// node b (or in the recomputation group before b). Add b to v's points, so
// that I dies after its last read before s and a new instance serves the
// rest. The new recomputation reads the newest instances of v's dropped
// operands; where that instance was created before s it would now be kept
// across the peak, so up to d levels of those operands get the point b too
// (d = 0: the operands become secondary checkpoints; full depth: recompute
// from the kept values again, the quadratic schedule).
// Each round takes the instances with the most bytes times distance to their
// next read, tries every depth in {0, 1, 2, 4, ..., full}, evaluates each
// move with evaluate() and applies the one with the lowest (peak, bytes over
// the budget summed over steps, recompute cost). A move is applied only if
// it lowers the peak or the overflow, so rounds terminate; they also stop at
// the budget, the time limit or the evaluation budget.
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <limits>

using namespace remat::solvers;
using namespace remat::solvers::detail;

namespace {
/// How good a plan is for the refinement (lexicographic).
struct Score {
  int64_t peak = std::numeric_limits<int64_t>::max();
  int64_t overflow = std::numeric_limits<int64_t>::max();
  double cost = std::numeric_limits<double>::infinity();

  static Score of(const Evaluation &ev, int64_t budget) {
    Score sc;
    sc.peak = ev.peakBytes;
    sc.overflow = 0;
    for (int64_t live : ev.liveBytes)
      if (live > budget)
        sc.overflow += live - budget;
    sc.cost = ev.recomputeCost;
    return sc;
  }
  /// Strictly closer to the budget (peak, then overflow).
  bool closerThan(const Score &o) const {
    if (peak != o.peak)
      return peak < o.peak;
    return overflow < o.overflow;
  }
  bool betterThan(const Score &o) const {
    if (closerThan(o) || o.closerThan(*this))
      return closerThan(o);
    return cost < o.cost - 1e-9;
  }
};

class Refiner {
public:
  Refiner(const Graph &g, int64_t budget, const SolveOptions &opts,
          std::chrono::steady_clock::time_point t0)
      : g(g), budget(budget), opts(opts), t0(t0), evaluator(g),
        n((int)g.nodes.size()), gs(g.gradStart) {
    double total = 0;
    for (const Node &node : g.nodes)
      total += node.cost;
    costScale = 1e-6 * total / std::max(n, 1) + 1e-12;
  }

  /// Refines `plan` in place; returns its evaluation.
  Evaluation run(Plan &plan) {
    Evaluation ev = evaluator.evaluate(plan);
    if (!ev.ok())
      return ev;
    makeExplicit(plan, ev);
    Score current = Score::of(ev, budget);
    while (ev.peakBytes > budget && !outOfTime()) {
      bool improved = false;
      Plan bestPlan;
      Evaluation bestEv;
      Score best = current;
      double bestEff = 0;
      measureSplits(
          plan, ev, current, [&](Plan &trial, Evaluation &te, const Score &sc) {
            // Bytes-over-budget removed per unit of added
            // recompute; a move that lowers the peak outranks any
            // that does not.
            double gain = (double)(current.overflow - sc.overflow) +
                          (sc.peak < current.peak ? 1e18 : 0.0);
            double eff =
                gain / (std::max(sc.cost - current.cost, 0.0) + costScale);
            if (!improved || eff > bestEff) {
              bestEff = eff;
              best = sc;
              bestPlan = std::move(trial);
              bestEv = std::move(te);
              improved = true;
            }
          });
      // Stuck: a kept value live across the peak may be what has to go
      // (a single recomputation would keep it live there again, so no
      // single-recompute move and no move above reaches it).
      if (!improved && opts.multiRecomputeKeptSplits)
        improved = tryKeptSplits(plan, ev, current, best, bestPlan, bestEv);
      // The hoist goes where the kept split goes (not in auto's first pass
      // over its starts, nor in its bound-guided start): where a start
      // fits without it, it only spends the starts' shared evaluations and
      // changes which start wins (ResNet-18 at 62 %: 35,545,088 ->
      // 43,081,728 FLOPs with it in the first pass).
      if (!improved && opts.multiRecomputeKeptSplits &&
          opts.multiRecomputeHoists)
        improved = tryHoists(plan, ev, current, best, bestPlan, bestEv);
      if (!improved)
        break;
      plan = std::move(bestPlan);
      ev = std::move(bestEv);
      current = best;
      ++rounds;
    }
    if (ev.peakBytes <= budget)
      ev = undo(plan, std::move(ev));
    return ev;
  }

  int64_t rounds = 0, evaluations = 0;
  bool stoppedByClock = false; ///< the clock, not the count, ended it

private:
  struct Move {
    int node;  ///< the node whose instance is split
    int point; ///< backward node before which it is recomputed again
  };

  /// Measures every split move of the round (candidateMoves, at every
  /// depth) on `plan`, whose evaluation is `ev`, and passes each trial
  /// closer to the budget than `current` to take(trial, its evaluation,
  /// its score), which may move from them. Stops when out of time.
  template <typename Take>
  void measureSplits(const Plan &plan, const Evaluation &ev,
                     const Score &current, Take &&take) {
    // One plan's and one evaluation's buffers serve every trial that is
    // not taken (copy-assignment keeps the per-node vectors' storage).
    Plan trial;
    Evaluation te;
    for (const Move &move : candidateMoves(plan, ev))
      for (int depth : depths()) {
        if (outOfTime())
          return;
        trial = plan;
        if (!apply(trial, ev, move, depth))
          continue;
        Score sc;
        if (measureCloser(trial, current, te, sc))
          take(trial, te, sc);
      }
  }

  /// Evaluates `trial` (one evaluation counted) into te and sc; true if it
  /// is a valid plan closer to the budget than `current`.
  bool measureCloser(const Plan &trial, const Score &current, Evaluation &te,
                     Score &sc) {
    evaluator.evaluate(trial, te);
    ++evaluations;
    if (!te.ok())
      return false;
    sc = Score::of(te, budget);
    return sc.closerThan(current);
  }

  /// The fallback move where no split of a recomputed instance gets closer
  /// to the budget: a kept candidate whose forward instance is live across
  /// the peak step and not read there is dropped and recomputed before each
  /// backward node that reads it, and so, `depth` levels down, are its
  /// candidate operands (kept ones dropped, before their own backward
  /// readers too; dropped ones at the same points), whose instances would
  /// otherwise stay live across the peak to serve the later recomputation.
  /// Found by the independent MILP (benchmarks/oracle/graph_milp.py): the
  /// bundled MLP step at 90 % of its peak has no single-recompute plan, but
  /// recomputing its first layer twice, before the second layer's weight
  /// gradient and before its own, fits (5,378,368 B of 5,784,249). Takes
  /// the move closest to the budget (then cheapest) into best/bestPlan/
  /// bestEv; false if none gets closer than `current`.
  bool tryKeptSplits(const Plan &plan, const Evaluation &ev,
                     const Score &current, Score &best, Plan &bestPlan,
                     Evaluation &bestEv) {
    const int s = ev.peakStep;
    std::vector<std::vector<int>> readers = readersOfInstances(plan, ev);
    // Backward nodes before which each node's forward instance is read.
    auto backwardPoints = [&](int v) {
      std::vector<int> points;
      int a = ev.fwdStep[v];
      if (a < 0)
        return points;
      for (int r : readers[a])
        if (ev.steps[r].recompute || ev.steps[r].node >= gs) {
          int point = beforeOperandBuffers(g, pointOfStep(ev, r));
          if (points.empty() || points.back() < point)
            points.push_back(point);
        }
      return points;
    };
    struct Ranked {
      double weight;
      int node;
    };
    std::vector<Ranked> ranked;
    for (int v = 0; v < gs; ++v) {
      int a = ev.fwdStep[v];
      if (plan.drop[v] || !isCandidate(g, v) || g.nodes[v].bytes == 0 ||
          a < 0 || a >= s || ev.stepFree[a] <= s)
        continue;
      const std::vector<int> &rs = readers[a];
      auto next = std::upper_bound(rs.begin(), rs.end(), s - 1);
      if (next == rs.end() || *next == s)
        continue; // read at the peak: it has to be live there
      ranked.push_back({(double)g.nodes[v].bytes * (double)(*next - s), v});
    }
    std::stable_sort(
        ranked.begin(), ranked.end(),
        [](const Ranked &x, const Ranked &y) { return x.weight > y.weight; });
    if ((int)ranked.size() > opts.maxMultiRecomputeMoves)
      ranked.resize(opts.maxMultiRecomputeMoves);
    bool improved = false;
    for (const Ranked &r : ranked) {
      const std::vector<int> inherited = backwardPoints(r.node);
      for (int depth : depths()) {
        if (outOfTime())
          return improved;
        Plan trial = plan;
        walkOperands(
            g, r.node, depth,
            [&](int v) {
              std::vector<int> &points = trial.recomputeAt[v];
              if (!trial.drop[v]) {
                trial.drop[v] = true;
                points = backwardPoints(v);
              }
              std::vector<int> merged;
              std::set_union(points.begin(), points.end(), inherited.begin(),
                             inherited.end(), std::back_inserter(merged));
              points = std::move(merged);
              return true;
            },
            [&](int w) { return w < gs && isCandidate(g, w); });
        Evaluation te;
        Score sc;
        if (!measureCloser(trial, current, te, sc))
          continue;
        if (!improved || sc.betterThan(best)) {
          best = sc;
          bestPlan = std::move(trial);
          bestEv = std::move(te);
          improved = true;
        }
      }
    }
    return improved;
  }

  /// The last fallback, where no split gets closer: the peak step is a
  /// recomputation before backward node b, on top of buffers that the
  /// backward nodes right before b created and that are still live there
  /// (b's other operands: torch-mlir's weight gradient reads a transposed
  /// copy of the incoming gradient, created by the node before it). The
  /// group's points move from b to such a node p, so those buffers are not
  /// yet live beside the group's transient; its results are live across
  /// [p, b) instead, where they were not, so the hoist alone rarely gets
  /// closer (torch-mlir's mlp_deep: the peak moves from the recomputation
  /// to b itself, 543,808 B either way). Each hoist is therefore also
  /// measured with every split move of the refinement on top of it (one
  /// round of lookahead); together they reach what neither does alone
  /// (mlp_deep: hoisting the first three layers' recomputation above the
  /// transpose and splitting the second layer's output at its next reader,
  /// 543,808 -> 527,168 B). Takes the combination closest to the budget
  /// (then cheapest) into best/bestPlan/bestEv; false if none gets closer
  /// than `current`.
  bool tryHoists(const Plan &plan, const Evaluation &ev, const Score &current,
                 Score &best, Plan &bestPlan, Evaluation &bestEv) {
    // Backward nodes looked at before b (a run of buffers b reads).
    constexpr int kHoistReach = 8;
    const int s = ev.peakStep;
    if (s < 0 || !ev.steps[s].recompute)
      return false;
    const int b = pointOfStep(ev, s);
    if (b < 0)
      return false;
    const int bStep = ev.fwdStep[b];
    int groupStart = bStep;
    while (groupStart > 0 && ev.steps[groupStart - 1].recompute)
      --groupStart;
    bool improved = false;
    auto consider = [&](Plan &&trial, Evaluation &&te, const Score &sc) {
      if (!sc.closerThan(current) || (improved && !sc.betterThan(best)))
        return;
      best = sc;
      bestPlan = std::move(trial);
      bestEv = std::move(te);
      improved = true;
    };
    for (int p = b - 1; p >= std::max(gs, b - kHoistReach); --p) {
      const int ps = ev.fwdStep[p];
      if (g.nodes[p].isInput || g.nodes[p].bytes == 0 || ps < 0 ||
          ps >= groupStart || ev.stepFree[ps] < s)
        continue;
      Plan hoisted = plan;
      bool legal = true;
      for (int k = groupStart; k < bStep && legal; ++k) {
        std::vector<int> &points = hoisted.recomputeAt[ev.steps[k].node];
        auto at = std::lower_bound(points.begin(), points.end(), b);
        if (at == points.end() || *at != b)
          continue;
        // Points stay strictly increasing: an earlier point at or after p
        // would make this group part of that one.
        legal = at == points.begin() || *std::prev(at) < p;
        *at = p;
      }
      if (!legal)
        continue;
      if (outOfTime())
        return improved;
      Evaluation he = evaluator.evaluate(hoisted);
      ++evaluations;
      if (!he.ok())
        continue;
      Score hs = Score::of(he, budget);
      measureSplits(hoisted, he, current,
                    [&](Plan &trial, Evaluation &te, const Score &sc) {
                      consider(std::move(trial), std::move(te), sc);
                    });
      if (outOfTime())
        return improved;
      consider(std::move(hoisted), std::move(he), hs);
    }
    return improved;
  }

  /// While the plan fits: removes recomputation points beyond the first
  /// (most expensive node first), then keeps dropped nodes again (most
  /// expensive first), whenever that lowers the cost and still fits.
  Evaluation undo(Plan &plan, Evaluation ev) {
    std::vector<int> order;
    for (int v = 0; v < gs; ++v)
      if (plan.drop[v])
        order.push_back(v);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return g.nodes[a].cost > g.nodes[b].cost;
    });
    auto tryPlan = [&](Plan trial) {
      if (outOfTime())
        return false;
      Evaluation te = evaluator.evaluate(trial);
      ++evaluations;
      if (!te.ok() || te.peakBytes > budget ||
          te.recomputeCost >= ev.recomputeCost - 1e-9)
        return false;
      plan = std::move(trial);
      ev = std::move(te);
      return true;
    };
    // outOfTime() stays true once true: stopping before the copy (a plan
    // holds per-node vectors) changes nothing but the time.
    for (int v : order)
      for (size_t i = plan.recomputeAt[v].size(); i-- > 1;) {
        if (outOfTime())
          return ev;
        Plan trial = plan;
        trial.recomputeAt[v].erase(trial.recomputeAt[v].begin() + i);
        tryPlan(std::move(trial));
      }
    for (int v : order) {
      if (outOfTime())
        return ev;
      Plan trial = plan;
      trial.drop[v] = false;
      trial.recomputeAt[v].clear();
      // Nodes whose points only served v's recomputations keep theirs: a
      // later point of an operand without a reader is pruned below.
      tryPlan(std::move(trial));
    }
    return ev;
  }

  bool outOfTime() {
    if (evaluations >= opts.maxMultiRecomputeEvaluations)
      return true;
    if (secondsSince(t0) > opts.timeLimitSeconds)
      stoppedByClock = true;
    return stoppedByClock;
  }

  std::vector<int> depths() const {
    std::vector<int> ds = {0};
    for (int d = 1; d < n; d *= 2)
      ds.push_back(d);
    ds.push_back(n);
    return ds;
  }

  /// Every dropped node that is recomputed gets its one point listed.
  void makeExplicit(Plan &plan, const Evaluation &ev) const {
    if (plan.recomputeAt.empty())
      plan.recomputeAt.assign(n, {});
    for (int s = 0, e = (int)ev.steps.size(); s < e; ++s) {
      const Step &step = ev.steps[s];
      if (!step.recompute || !plan.recomputeAt[step.node].empty())
        continue;
      plan.recomputeAt[step.node].push_back(pointOfStep(ev, s));
    }
  }

  /// Instance bound to each read, as evaluate() binds them: per step, the
  /// steps that read the instance it creates.
  std::vector<std::vector<int>> readersOfInstances(const Plan &plan,
                                                   const Evaluation &ev) const {
    const int S = (int)ev.steps.size();
    std::vector<std::vector<int>> readers(S);
    std::vector<int> newest(n, -1);
    for (int s = 0; s < S; ++s) {
      auto [u, rec] = ev.steps[s];
      for (int w : g.nodes[u].inputs) {
        if (g.nodes[w].isInput)
          continue;
        bool useRec = readsRecomputedInstance(g, plan, u, rec, w);
        int instance = useRec ? newest[w] : ev.fwdStep[w];
        if (instance >= 0 &&
            (readers[instance].empty() || readers[instance].back() != s))
          readers[instance].push_back(s);
      }
      if (rec)
        newest[u] = s;
    }
    return readers;
  }

  std::vector<Move> candidateMoves(const Plan &plan,
                                   const Evaluation &ev) const {
    const int s = ev.peakStep;
    std::vector<std::vector<int>> readers = readersOfInstances(plan, ev);
    struct Ranked {
      double weight;
      Move move;
    };
    std::vector<Ranked> ranked;
    for (int a = 0; a < s; ++a) {
      const Step &step = ev.steps[a];
      if (!step.recompute || ev.stepFree[a] <= s ||
          g.nodes[step.node].bytes == 0)
        continue;
      const std::vector<int> &rs = readers[a];
      auto next = std::upper_bound(rs.begin(), rs.end(), s - 1);
      if (next == rs.end() || *next == s)
        continue; // read at the peak: it has to be live there
      int point = pointOfStep(ev, *next);
      const std::vector<int> &points = plan.recomputeAt[step.node];
      if (std::find(points.begin(), points.end(), point) != points.end())
        continue;
      ranked.push_back({(double)g.nodes[step.node].bytes * (double)(*next - s),
                        {step.node, point}});
    }
    std::stable_sort(
        ranked.begin(), ranked.end(),
        [](const Ranked &x, const Ranked &y) { return x.weight > y.weight; });
    std::vector<Move> moves;
    for (const Ranked &r : ranked) {
      if ((int)moves.size() >= opts.maxMultiRecomputeMoves)
        break;
      moves.push_back(r.move);
    }
    return moves;
  }

  /// Adds `move.point` to the node's points and, `depth` levels down, to
  /// its dropped operands whose newest instance before the point was
  /// created at or before the peak step.
  bool apply(Plan &plan, const Evaluation &ev, const Move &move,
             int depth) const {
    const int s = ev.peakStep;
    const int pointStep = ev.fwdStep[move.point];
    // Newest recomputation step of each node before the point.
    std::vector<int> newestBefore(n, -1);
    for (int k = 0; k < pointStep; ++k)
      if (ev.steps[k].recompute)
        newestBefore[ev.steps[k].node] = k;
    bool changed = false;
    walkOperands(
        g, move.node, depth,
        [&](int v) {
          std::vector<int> &points = plan.recomputeAt[v];
          auto at = std::lower_bound(points.begin(), points.end(), move.point);
          if (at != points.end() && *at == move.point)
            return false;
          points.insert(at, move.point);
          changed = true;
          return true;
        },
        [&](int w) {
          return w < gs && plan.drop[w] && !g.nodes[w].isInput &&
                 newestBefore[w] >= 0 && newestBefore[w] <= s;
        });
    return changed;
  }

  const Graph &g;
  int64_t budget;
  const SolveOptions &opts;
  std::chrono::steady_clock::time_point t0;
  Evaluator evaluator;
  int n, gs;
  double costScale; ///< tie-breaker for moves that add no cost
};
} // namespace

SolveResult remat::solvers::refineWithMultiRecompute(const Graph &g,
                                                     int64_t budget,
                                                     const Plan &start,
                                                     const SolveOptions &opts) {
  return detail::refineWithMultiRecompute(g, budget, start, opts, nullptr);
}

SolveResult remat::solvers::detail::refineWithMultiRecompute(
    const Graph &g, int64_t budget, const Plan &start, const SolveOptions &opts,
    int64_t *evaluations) {
  auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  r.kind = SolverKind::autoSolver;
  if (std::string err = validate(g); !err.empty()) {
    r.status = SolveStatus::invalidInput;
    r.message = "invalid graph: " + err;
    return r;
  }
  r.plan = start;
  if (r.plan.drop.empty())
    r.plan.drop.assign(g.nodes.size(), false);
  Refiner refiner(g, budget, opts, t0);
  r.eval = refiner.run(r.plan);
  if (evaluations)
    *evaluations = refiner.evaluations;
  if (!r.eval.ok()) {
    r.status = SolveStatus::invalidInput;
    r.message = "invalid plan: " + r.eval.error;
    return r;
  }
  // Plans that recompute nothing twice, each value at its first need, stay
  // in single-recompute form.
  toSingleRecomputeForm(g, r.plan, r.eval, budget);
  r.status = r.eval.peakBytes <= budget ? SolveStatus::feasible
                                        : SolveStatus::infeasible;
  r.stoppedByClock = refiner.stoppedByClock;
  r.message = "multi-recompute refinement: " + std::to_string(refiner.rounds) +
              " moves, " + std::to_string(refiner.evaluations) +
              " evaluations, " + std::to_string(r.eval.numRecomputed) +
              " recomputations";
  r.seconds = secondsSince(t0);
  return r;
}
