//===- Greedy.cpp - Fast heuristic planner --------------------------------===//
//
// Repair: repeatedly look at the step holding the peak and at the kept
// candidates live there. Dropping v frees v's bytes at that step iff its
// forward instance would already be dead there (last executed forward reader
// before the step) and its recomputation would come after the step (first
// backward reader / needing recomputation after the step). Candidates are
// ranked by (bytes freed at the peak) / (added cost: own cost plus dropped
// operands that would newly need recomputation) and dropped in that order
// until the freed bytes cover the excess over the budget; then the plan is
// re-evaluated with evaluate(). Each round drops at least one new candidate,
// so it terminates.
// Undo: drops that are not needed any more are undone (most expensive
// first) while the plan fits.
//
// The planner repairs from the keep-all plan, and, when that fails, undoes
// from the drop-all plan; on segmented graphs it also undoes from the
// cheapest periodic checkpoint plan that fits (Chen's sqrt(N) plan with
// every period and a few offsets) and keeps the cheaper start. Then a bounded
// local search: for each dropped candidate (most expensive first), keep it,
// repair without dropping it again, undo, and take the result when it fits and
// costs less; repeated until no move improves or the evaluation budget (5e5 /
// nodes evaluations beyond the first repair, at least 8) is spent.
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>

using namespace remat::solvers;
using namespace remat::solvers::detail;

namespace {
class GreedyPlanner {
public:
  GreedyPlanner(const Graph &g, int64_t budget)
      : g(g), budget(budget), n((int)g.nodes.size()), gs(g.gradStart),
        gi(g, /*withRows=*/false), score(n), benefit(n), evaluator(g) {
    double avgCost = 0;
    for (int v : gi.cands)
      avgCost += g.nodes[v].cost;
    avgCost = gi.cands.empty() ? 1 : avgCost / gi.cands.size();
    eps = 1e-6 * (avgCost + 1e-12) + 1e-12;
    // An evaluation costs 0.1-0.3 us per node: undo and local search get
    // at most about 0.05-0.15 s (a thousand evaluations on real models of a
    // few hundred nodes, a few on 50k-node graphs) beyond the first repair.
    extraEvals = std::max<int64_t>(8, (int64_t)(5e5 / std::max(n, 1)));
  }

  Evaluation eval(const Plan &plan) {
    ++evals;
    return evaluator.evaluate(plan);
  }
  bool outOfEvals() const { return evals >= evalBudget; }

  /// Drops candidates (never those in `forbidden`) until the plan fits or
  /// no candidate frees memory at the peak. Returns the plan's evaluation;
  /// `best`/`bestEv` get the lowest-peak plan seen.
  Evaluation repair(Plan &plan, const std::vector<char> &forbidden,
                    Plan *best = nullptr, Evaluation *bestEv = nullptr) {
    Evaluation ev = eval(plan);
    if (best) {
      *best = plan;
      *bestEv = ev;
    }
    while (ev.peakBytes > budget) {
      ++rounds;
      const int s = ev.peakStep;
      const bool sInBwd = ev.steps[s].recompute || ev.steps[s].node >= gs;
      std::vector<int> cs;
      for (int v : gi.cands) {
        if (plan.drop[v] || forbidden[v] || ev.fwdStep[v] < 0 ||
            ev.fwdStep[v] > s || ev.fwdFree[v] < s || g.nodes[v].bytes == 0)
          continue;
        // Would the forward instance be dead at s once dropped?
        int lastFwdReader = ev.fwdStep[v];
        for (int u : gi.fwdReaders[v])
          if (ev.fwdStep[u] >= 0)
            lastFwdReader = std::max(lastFwdReader, ev.fwdStep[u]);
        if (lastFwdReader >= s)
          continue;
        if (sInBwd) {
          // Recomputation point: before the first backward reader or before
          // an already recomputed reader.
          int need = gi.firstBwd[v] == kInf ? kInf : ev.fwdStep[gi.firstBwd[v]];
          for (int u : gi.fwdReaders[v])
            if (ev.recStep[u] >= 0)
              need = std::min(need, ev.recStep[u]);
          if (need <= s)
            continue;
        }
        double added = g.nodes[v].cost;
        for (int w : g.nodes[v].inputs)
          if (plan.drop[w] && ev.recStep[w] < 0)
            added += g.nodes[w].cost;
        benefit[v] = g.nodes[v].bytes;
        score[v] = (double)g.nodes[v].bytes / (added + eps);
        cs.push_back(v);
      }
      if (cs.empty())
        break;
      std::sort(cs.begin(), cs.end(), [&](int a, int b) {
        if (score[a] != score[b])
          return score[a] > score[b];
        if (benefit[a] != benefit[b])
          return benefit[a] > benefit[b];
        return a < b;
      });
      int64_t excess = ev.peakBytes - budget, freed = 0;
      for (int v : cs) {
        plan.drop[v] = true;
        freed += benefit[v];
        if (freed >= excess)
          break;
      }
      ev = eval(plan);
      if (best && (ev.peakBytes < bestEv->peakBytes ||
                   (ev.peakBytes == bestEv->peakBytes &&
                    ev.recomputeCost < bestEv->recomputeCost))) {
        *best = plan;
        *bestEv = ev;
      }
    }
    return ev;
  }

  /// The candidates `plan` drops, most expensive first.
  std::vector<int> droppedByCost(const Plan &plan) const {
    std::vector<int> dropped;
    for (int v : gi.cands)
      if (plan.drop[v])
        dropped.push_back(v);
    std::stable_sort(dropped.begin(), dropped.end(), [&](int a, int b) {
      return g.nodes[a].cost > g.nodes[b].cost;
    });
    return dropped;
  }

  /// Undoes drops of a fitting plan, most expensive first, while it fits
  /// and costs no more.
  void undo(Plan &plan, Evaluation &ev) {
    std::vector<int> dropped = droppedByCost(plan);
    for (int v : dropped) {
      if (outOfEvals())
        return;
      plan.drop[v] = false;
      Evaluation e2 = eval(plan);
      if (e2.peakBytes <= budget && e2.recomputeCost <= ev.recomputeCost)
        ev = std::move(e2);
      else
        plan.drop[v] = true;
    }
  }

  /// One pass of moves; returns whether one improved `plan`.
  bool improve(Plan &plan, Evaluation &ev) {
    std::vector<int> dropped = droppedByCost(plan);
    std::vector<char> forbidden(n, 0);
    for (int v : dropped) {
      if (outOfEvals())
        return false;
      Plan moved = plan;
      moved.drop[v] = false;
      forbidden[v] = 1;
      Evaluation e2 = repair(moved, forbidden);
      forbidden[v] = 0;
      if (e2.peakBytes > budget || outOfEvals())
        continue;
      undo(moved, e2);
      if (e2.recomputeCost < ev.recomputeCost - eps) {
        plan = std::move(moved);
        ev = std::move(e2);
        return true;
      }
    }
    return false;
  }

  const Graph &g;
  const int64_t budget;
  const int n, gs;
  GraphInfo gi;
  std::vector<double> score;
  std::vector<int64_t> benefit;
  Evaluator evaluator;
  double eps = 0;
  int64_t evals = 0, evalBudget = INT64_MAX, extraEvals = 0;
  int rounds = 0;
};
} // namespace

namespace {
/// Checkpoint DP over segments: plans that keep the values leaving a set K
/// of checkpoint groups and drop every other candidate (checkpointPlan).
/// For consecutive a < b of {-1} u K u {G} the steps of segment (a, b] --
/// forward steps of groups a < j <= b, recomputations of groups in (a, b),
/// backward steps whose layer (the highest group they depend on directly
/// or through backward operands) is in (a, b] -- are assumed to hold the
/// values kept by checkpoints <= a plus what the two-checkpoint plan
/// {a, b} holds there beyond a's values; so peak(K) = max over segments of
/// kept(<= a) + seg(a, b), cost(K) = sum of their recomputation costs. The
/// pairs (a, b) with b - a <= window are measured with evaluate() (exact on
/// homogeneous chains, an estimate elsewhere); a DP over (a, kept bytes)
/// picks K, and the caller re-evaluates the plan. Returns the checkpoint
/// groups, or an empty vector if no K fits the estimate.
class CheckpointDp {
public:
  CheckpointDp(const Graph &g, const SegmentGroups &sg, int window,
               const std::function<Evaluation(const Plan &)> &eval)
      : g(g), sg(sg), G(sg.numGroups), W(window) {
    const int n = (int)g.nodes.size();
    kept.assign(G, 0);
    for (int v = 0; v < g.gradStart; ++v)
      if (isCandidate(g, v) && sg.readOutside[v])
        kept[sg.group[v]] += g.nodes[v].bytes;
    layer.assign(n, -1);
    for (int u = 0; u < n; ++u) {
      if (g.nodes[u].isInput)
        continue;
      if (u < g.gradStart) {
        layer[u] = sg.group[u];
        continue;
      }
      int l = -1;
      for (int w : g.nodes[u].inputs)
        l = std::max(l, layer[w]);
      layer[u] = l < 0 ? G - 1 : l;
    }
    seg.assign((size_t)(G + 1) * (G + 2), -1);
    segCost.assign(seg.size(), 0);
    std::vector<char> cp(G, 0);
    for (int a = -1; a < G; ++a)
      for (int b = a + 1; b <= std::min(G, a + W); ++b) {
        if (a >= 0)
          cp[a] = 1;
        if (b < G)
          cp[b] = 1;
        Evaluation e = eval(checkpointPlan(g, sg, cp));
        if (a >= 0)
          cp[a] = 0;
        if (b < G)
          cp[b] = 0;
        int64_t worst = 0;
        double cost = 0;
        for (int s = 0, S = (int)e.steps.size(); s < S; ++s) {
          auto [u, rec] = e.steps[s];
          int j = layer[u];
          bool inside = rec ? (a < j && j < b) : (a < j && j <= b);
          if (!inside)
            continue;
          worst = std::max(worst, e.liveBytes[s] - (a >= 0 ? kept[a] : 0));
          if (rec)
            cost += g.nodes[u].cost;
        }
        at(a, b) = worst;
        costAt(a, b) = cost;
      }
  }

  std::vector<char> solve(int64_t budget) const {
    struct Item {
      double cost;
      int64_t keptBelow, peak;
      int prevA, prevItem;
    };
    std::vector<std::vector<Item>> front(G + 2); // index a + 1
    front[0].push_back({0, 0, 0, -2, -1});
    for (int a = -1; a < G; ++a) {
      auto &items = front[a + 1];
      for (int it = 0; it < (int)items.size(); ++it) {
        Item cur = items[it];
        for (int b = a + 1; b <= std::min(G, a + W); ++b) {
          int64_t pk = cur.keptBelow + at(a, b);
          if (at(a, b) < 0 || pk > budget)
            continue;
          Item nx{cur.cost + costAt(a, b),
                  cur.keptBelow + (b < G ? kept[b] : 0), std::max(cur.peak, pk),
                  a, it};
          auto &dst = front[b + 1];
          bool dominated = false;
          for (const Item &x : dst)
            if (x.cost <= nx.cost + 1e-9 && x.keptBelow <= nx.keptBelow) {
              dominated = true;
              break;
            }
          if (dominated)
            continue;
          dst.erase(std::remove_if(dst.begin(), dst.end(),
                                   [&](const Item &x) {
                                     return nx.cost <= x.cost + 1e-9 &&
                                            nx.keptBelow <= x.keptBelow;
                                   }),
                    dst.end());
          if (dst.size() < 256)
            dst.push_back(nx);
        }
      }
    }
    // Items of a front are referenced by index from later fronts: fronts
    // only grow before they are expanded (b > a), so indices are stable.
    const auto &last = front[G + 1];
    if (last.empty())
      return {};
    int best = 0;
    for (int i = 1; i < (int)last.size(); ++i)
      if (last[i].cost < last[best].cost - 1e-9)
        best = i;
    std::vector<char> cp(G, 0);
    int b = G, item = best;
    while (true) {
      const Item &x = front[b + 1][item];
      if (x.prevA < -1)
        break;
      if (x.prevA >= 0)
        cp[x.prevA] = 1;
      item = x.prevItem;
      b = x.prevA;
    }
    return cp;
  }

private:
  int64_t &at(int a, int b) { return seg[(size_t)(a + 1) * (G + 2) + b]; }
  int64_t at(int a, int b) const { return seg[(size_t)(a + 1) * (G + 2) + b]; }
  double &costAt(int a, int b) {
    return segCost[(size_t)(a + 1) * (G + 2) + b];
  }
  double costAt(int a, int b) const {
    return segCost[(size_t)(a + 1) * (G + 2) + b];
  }

  const Graph &g;
  const SegmentGroups &sg;
  const int G, W;
  std::vector<int64_t> kept;
  std::vector<int> layer;
  std::vector<int64_t> seg;
  std::vector<double> segCost;
};
} // namespace

SolveResult remat::solvers::detail::solveGreedy(const Graph &g, int64_t budget,
                                                const SolveOptions &opts) {
  (void)opts;
  auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  r.kind = SolverKind::greedy;
  GreedyPlanner planner(g, budget);
  const std::vector<char> none(g.nodes.size(), 0);

  Plan plan;
  plan.drop.assign(g.nodes.size(), false);
  Plan bestPlan;
  Evaluation bestEv;
  Evaluation ev = planner.repair(plan, none, &bestPlan, &bestEv);

  // Periodic start on segmented graphs: the cheapest periodic checkpoint
  // plan that fits (periods 1, 2, ..., the first period with a fitting
  // offset; a longer period drops more), undone below like the others.
  // Repair from keep-all walks towards the peak one step at a time and
  // stops where no single drop frees memory at the peak; whole-segment
  // plans reach lower peaks.
  Plan periodic;
  Evaluation periodicEv;
  bool periodicFits = false;
  {
    SegmentGroups sgs = segmentGroups(g);
    const int groups = sgs.numGroups;
    const int n = (int)g.nodes.size();
    int64_t cap = std::max<int64_t>(16, (int64_t)(4e6 / std::max(n, 1)));
    int64_t used = 0;
    for (int k = 1; groups >= 2 && k <= groups && used < cap;
         k = k < 64 ? k + 1 : k + k / 4) {
      std::vector<int> offsets = {0};
      if (k > 2)
        offsets.push_back(k / 2);
      if (k > 1)
        offsets.push_back(k - 1);
      for (int o : offsets) {
        Plan p = periodicPlan(g, sgs, k, o);
        Evaluation e = planner.eval(p);
        ++used;
        if (e.peakBytes <= budget &&
            (!periodicFits || e.recomputeCost < periodicEv.recomputeCost)) {
          periodicFits = true;
          periodic = p;
          periodicEv = e;
        }
        if (e.peakBytes < bestEv.peakBytes ||
            (e.peakBytes == bestEv.peakBytes &&
             e.recomputeCost < bestEv.recomputeCost)) {
          bestPlan = std::move(p);
          bestEv = std::move(e);
        }
      }
      if (periodicFits)
        break;
    }
    // Checkpoint DP (see CheckpointDp) where the pairs of segments are
    // affordable: its plan, re-evaluated; a miss retries with the target
    // lowered by the excess.
    int window =
        groups >= 2
            ? (int)std::min<int64_t>(groups, (cap - used) / (groups + 1))
            : 0;
    if (window >= 4) {
      CheckpointDp dp(g, sgs, window,
                      [&](const Plan &p) { return planner.eval(p); });
      used += (int64_t)(groups + 1) * window;
      int64_t target = budget;
      for (int round = 0; round < 4; ++round) {
        std::vector<char> cp = dp.solve(target);
        if (cp.empty())
          break;
        Plan p = checkpointPlan(g, sgs, cp);
        Evaluation e = planner.eval(p);
        ++used;
        if (e.peakBytes <= budget) {
          if (!periodicFits || e.recomputeCost < periodicEv.recomputeCost) {
            periodicFits = true;
            periodic = std::move(p);
            periodicEv = std::move(e);
          }
          break;
        }
        if (e.peakBytes < bestEv.peakBytes) {
          bestPlan = p;
          bestEv = e;
        }
        target -= e.peakBytes - budget;
      }
    }
    // Shrinking segments (longest at the input), cheapest fitting first
    // length; tried when no periodic plan fits or to undercut it.
    int fitsAt = -1;
    for (int first = 1; groups >= 2 && first <= groups && used < cap;
         first = first < 64 ? first + 1 : first + first / 4) {
      Plan p = shrinkingPlan(g, sgs, first);
      Evaluation e = planner.eval(p);
      ++used;
      if (e.peakBytes <= budget &&
          (!periodicFits || e.recomputeCost < periodicEv.recomputeCost)) {
        periodicFits = true;
        periodic = p;
        periodicEv = e;
      }
      if (e.peakBytes <= budget && fitsAt < 0)
        fitsAt = first;
      if (e.peakBytes < bestEv.peakBytes ||
          (e.peakBytes == bestEv.peakBytes &&
           e.recomputeCost < bestEv.recomputeCost)) {
        bestPlan = std::move(p);
        bestEv = std::move(e);
      }
      if (fitsAt >= 0 && first >= fitsAt + 2)
        break;
    }
  }

  planner.evalBudget = planner.evals + planner.extraEvals;
  bool fits = ev.peakBytes <= budget;
  if (fits) {
    planner.undo(plan, ev);
  } else {
    // Second start: everything dropped, then undo what is not needed.
    Plan all;
    all.drop.assign(g.nodes.size(), false);
    for (int v : planner.gi.cands)
      all.drop[v] = true;
    Evaluation allEv = planner.eval(all);
    if (allEv.peakBytes <= budget) {
      plan = std::move(all);
      ev = std::move(allEv);
      planner.undo(plan, ev);
      fits = true;
    } else if (allEv.peakBytes < bestEv.peakBytes) {
      bestPlan = std::move(all);
      bestEv = std::move(allEv);
    }
  }
  if (periodicFits) {
    planner.undo(periodic, periodicEv);
    if (!fits || periodicEv.recomputeCost < ev.recomputeCost) {
      plan = std::move(periodic);
      ev = std::move(periodicEv);
      fits = true;
    }
  }
  int moves = 0;
  if (fits)
    while (!planner.outOfEvals() && planner.improve(plan, ev))
      ++moves;

  if (fits) {
    r.plan = std::move(plan);
    r.eval = std::move(ev);
    r.status = SolveStatus::feasible;
  } else {
    r.plan = std::move(bestPlan);
    r.eval = std::move(bestEv);
    r.status = SolveStatus::infeasible;
    r.message = "greedy: no candidate frees memory at the peak step";
  }
  r.message += (r.message.empty() ? "" : "; ") + std::string("greedy: ") +
               std::to_string(planner.rounds) + " rounds, " +
               std::to_string(moves) + " improving moves, " +
               std::to_string(planner.evals) + " evaluations";
  r.seconds = secondsSince(t0);
  return r;
}
