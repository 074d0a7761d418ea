//===- Solve.cpp - solve(): every answer's bound, auto's extras -----------===//
//
// solve() validates the graph, runs the solver (Auto.cpp), removes
// recomputations nothing reads and reports the bound that holds for every
// plan (Bound.cpp, WindowBound.cpp); for auto it then tries the
// bound-guided start (below), the budget ladder and the chain probe.
//
//===----------------------------------------------------------------------===//

#include "Portfolio.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cmath>
#include <limits>

using namespace remat::solvers;
using namespace remat::solvers::detail;

static SolveResult boundGuidedStart(const Graph &g, int64_t budget,
                                    const MemoryBound &memory,
                                    const Plan &current, double costToBeat,
                                    const SolveOptions &opts, double &bound);

SolveResult remat::solvers::solve(const Graph &g, int64_t budget,
                                  SolverKind kind, const SolveOptions &opts) {
  if (std::string err = validate(g); !err.empty()) {
    SolveResult r;
    r.kind = kind;
    r.status = SolveStatus::invalidInput;
    r.message = "invalid graph: " + err;
    r.eval.error = err;
    r.eval.peakBytes = std::numeric_limits<int64_t>::max();
    return r;
  }
  SolveResult r = dispatch(g, budget, kind, opts);
  if (r.ok())
    if (int unread = detail::removeUnreadPoints(g, r.plan, r.eval))
      r.message += "; " + std::to_string(unread) +
                   " recomputations nothing read removed";
  // A plan reported as fitting was measured to fit.
  assert((!r.ok() || (r.eval.ok() && r.eval.peakBytes <= budget)) &&
         "a solver reported a plan over its budget as feasible");
  // Every answer carries a bound that holds: the solver's own (exact
  // solvers, CBC), else the one from the backward steps (Bound.cpp: for
  // every plan, multi-recompute ones included) plus the trivial one; the
  // gap is measured against it.
  double trivial = trivialLowerBound(g);
  // The branch and bound only raises the bound of a plan that fits (it
  // proves no infeasibility), so answers that do not fit skip it: the
  // lowest-peak searches call solve() many times over budgets no plan fits.
  MemoryBound memory = memoryLowerBound(g, budget, kDefaultCutWork,
                                        r.ok() ? kDefaultBranchWork : 0);
  assert((!r.ok() || !memory.infeasible) &&
         "a plan fits a budget the memory bound proves infeasible");
  assert((!r.ok() || memory.bound + trivial <=
                         r.eval.recomputeCost +
                             1e-6 * (1 + std::abs(r.eval.recomputeCost))) &&
         "the memory bound exceeds a fitting plan's cost");
  if (memory.infeasible && !r.ok() && r.status != SolveStatus::notApplicable)
    r.message +=
        "; no plan fits: " + std::string(memory.fromCut ? "at least " : "") +
        std::to_string(memory.fixedBytes) +
        " bytes are live at backward node " +
        std::to_string(memory.infeasibleAt) + " in every plan" +
        (memory.fromCut ? " (values read after it, or the operands "
                          "of their recomputations)"
                        : "");
  // Where the memory bound proves nothing, the recomputation window may
  // (WindowBound.cpp): only for answers that do not fit (a work count
  // bounds it), and, with assertions, for fitting ones too to check that it
  // never contradicts a plan measured to fit.
  bool tryWindow =
      !r.ok() && !memory.infeasible && r.status != SolveStatus::notApplicable;
#ifndef NDEBUG
  tryWindow = tryWindow || r.ok();
#endif
  if (tryWindow) {
    WindowProof window = windowInfeasibility(g, budget);
    assert((!r.ok() || !window.infeasible) &&
           "a plan fits a budget the recomputation window proves infeasible");
    if (window.infeasible && !r.ok())
      r.message += "; no plan fits: " + describe(window);
  }
  // auto, where its plan costs more than the bound: the bound's cut says
  // which recomputations might be enough, the heuristics above never
  // started from there (llama at 50 %: 663,552 -> 447,232 FLOPs, where the
  // bound is 426,560).
  if (kind == SolverKind::autoSolver && opts.boundGuidedStart &&
      (int64_t)g.nodes.size() <= opts.boundGuidedMaxNodes && r.ok() &&
      r.status != SolveStatus::optimal && !memory.guide.empty() &&
      r.eval.recomputeCost > (trivial + memory.bound) * (1 + 1e-6) + 1e-6) {
    auto t0 = std::chrono::steady_clock::now();
    double bound = memory.bound;
    SolveResult guided = boundGuidedStart(g, budget, memory, r.plan,
                                          r.eval.recomputeCost, opts, bound);
    r.seconds += secondsSince(t0); // part of auto's answer
    memory.bound = bound;
    r.stoppedByClock = r.stoppedByClock || guided.stoppedByClock;
    if (guided.ok()) {
      detail::removeUnreadPoints(g, guided.plan, guided.eval);
      r.message += "; bound-guided start: " + guided.message;
      r.kind = SolverKind::autoSolver;
      r.fromBoundGuidedStart = true;
      r.plan = std::move(guided.plan);
      r.eval = std::move(guided.eval);
    }
    assert((!r.ok() || memory.bound + trivial <=
                           r.eval.recomputeCost +
                               1e-6 * (1 + std::abs(r.eval.recomputeCost))) &&
           "the memory bound exceeds a fitting plan's cost");
  }
  trivial += memory.bound;
  // auto, its answer still well above the bound: the answers for slightly
  // lower budgets (the same searches, ending elsewhere), where one is
  // cheaper.
  if (kind == SolverKind::autoSolver && opts.budgetLadderSteps > 0 &&
      (int64_t)g.nodes.size() <= opts.boundGuidedMaxNodes && r.ok() &&
      r.status != SolveStatus::optimal &&
      r.eval.recomputeCost > trivial * (1 + opts.budgetLadderGap) + 1e-6) {
    auto t0 = std::chrono::steady_clock::now();
    // The whole of auto at each lower budget (its bound-guided start finds
    // plans dispatch alone does not), without a ladder of its own and
    // without the chain probe, which raises bounds, not plans.
    SolveOptions stepOpts = opts;
    stepOpts.budgetLadderSteps = 0;
    stepOpts.chainProbe = false;
    // What the answer at the budget spent and whether a clock stopped it,
    // kept across a replacement by a step's answer.
    const double seconds = r.seconds;
    bool stoppedByClock = r.stoppedByClock;
    for (int k = 1; k <= opts.budgetLadderSteps; ++k) {
      int64_t lower = (int64_t)std::floor((double)budget *
                                          (1.0 - k * opts.budgetLadderStep));
      if (lower <= 0 || lower >= budget)
        break;
      SolveResult step = solve(g, lower, kind, stepOpts);
      stoppedByClock = stoppedByClock || step.stoppedByClock;
      if (step.ok() && step.eval.peakBytes <= budget &&
          step.eval.recomputeCost < r.eval.recomputeCost - 1e-9) {
        // Its bound and status are the lower budget's (higher, or exact
        // there): this budget keeps its own, computed here.
        step.lowerBound = r.lowerBound;
        step.gap = 0;
        if (step.status == SolveStatus::optimal)
          step.status = SolveStatus::feasible;
        step.lowest = std::move(r.lowest);
        step.ladderBudget = lower;
        r = std::move(step);
      }
    }
    r.seconds = seconds + secondsSince(t0); // part of auto's answer
    r.stoppedByClock = stoppedByClock;
    if (r.ladderBudget > 0) {
      // The plan fits the lower budget; the slack up to this one may keep
      // some of what it dropped.
      int kept = keepWhereItFits(g, budget, r, opts.keepPassWork);
      r.message += "; budget ladder: the plan for " +
                   std::to_string(r.ladderBudget) + " bytes is cheaper" +
                   (kept > 0 ? ", " + std::to_string(kept) +
                                   " dropped values kept at the budget"
                             : std::string());
    }
  }
  // auto, more than 5 % above the bound: probe a chain over the bound's
  // guide (its branches charge what dropping the guide's nodes needs before
  // the modelled steps, which the cut alone does not see).
  if (kind == SolverKind::autoSolver && opts.chainProbe &&
      (int64_t)g.nodes.size() <= opts.boundGuidedMaxNodes && r.ok() &&
      r.status != SolveStatus::optimal && !memory.guide.empty() &&
      r.eval.recomputeCost > trivial * 1.05 + 1e-6) {
    auto t0 = std::chrono::steady_clock::now();
    std::vector<int> nodes(memory.guide.begin(),
                           memory.guide.begin() +
                               std::min<size_t>(memory.guide.size(), 64));
    ChainProbe chain = probeChain(g, budget, nodes, opts.chainProbeBranchWork);
    r.seconds += secondsSince(t0);
    assert(chain.bound <= r.eval.recomputeCost +
                              1e-6 * (1 + std::abs(r.eval.recomputeCost)) &&
           "the chain probe's bound exceeds a fitting plan's cost");
    if (chain.bound > trivial) {
      r.message += "; chain probe over " + std::to_string(chain.nodes.size()) +
                   " nodes of the bound's cut raised the bound";
      trivial = std::min(chain.bound, r.eval.recomputeCost);
    }
  }
  if (r.status == SolveStatus::optimal) {
    r.lowerBound = r.eval.recomputeCost;
    r.gap = 0;
  } else if (r.ok()) {
    r.lowerBound = std::max(r.lowerBound, trivial);
    if (r.lowerBound > r.eval.recomputeCost)
      r.lowerBound = r.eval.recomputeCost; // a heuristic's own bound
    double cost = r.eval.recomputeCost;
    r.gap = cost > 1e-9 ? (cost - r.lowerBound) / cost : 0;
  } else {
    r.lowerBound = std::max(r.lowerBound, trivial);
  }
  return r;
}

/// Rounds of auto's bound-guided start: the first from the bound's cut, each
/// further one from the cut over the previous steps and the step where the
/// previous plan was still over the budget.
constexpr int kBoundGuidedRounds = 3;

/// One plan from a cut's recomputations (`guide`): drops them and every
/// free candidate (views and reshapes: dropping them costs nothing); the
/// cut sees only a few backward steps, so the plan is usually over the
/// budget elsewhere, at recomputation steps above all: the multi-recompute
/// refinement and then the swap search's repair make it fit, the keep pass
/// and the swap search make it cheaper. Feasible when it fits and costs
/// less than `costToBeat`. `failedAt`: where the refined plan is most over
/// the budget, the backward node of that step (or the one its
/// recomputation precedes), not one of `cutSteps`; -1 if none (llama at
/// 50 %: the cut of step 284 refines to a plan 416 bytes over at step 576,
/// and the cut of both fits). Every step is counted (the refinement's
/// evaluations as in auto's, swapSearchWork, keepPassWork): the same answer on
/// every machine. With `base`, the plan starts from base's drops (and
/// recomputation points) instead of none.
static SolveResult planFromCut(const Graph &g, int64_t budget,
                               const std::vector<int> &guide,
                               const std::vector<int> &cutSteps,
                               double costToBeat, const SolveOptions &opts,
                               int &failedAt, const Plan *base = nullptr) {
  SolveResult out;
  out.kind = SolverKind::autoSolver;
  out.status = SolveStatus::noSolution;
  failedAt = -1;
  const int n = (int)g.nodes.size();
  Plan plan;
  plan.drop.assign(n, false);
  if (base && (int)base->drop.size() == n) {
    plan = *base;
    if (!plan.recomputeAt.empty() && (int)plan.recomputeAt.size() != n)
      plan.recomputeAt.clear();
  }
  for (int v : guide)
    if (v >= 0 && v < n && isCandidate(g, v))
      plan.drop[v] = true;
  for (int v = 0; v < g.gradStart; ++v)
    if (isCandidate(g, v) && g.nodes[v].cost == 0)
      plan.drop[v] = true;
  Evaluation eval = evaluate(g, plan);
  if (!eval.ok())
    return out;
  std::string how = std::to_string(guide.size()) +
                    " recomputations of the bound's cut" +
                    (base ? " added to the plan" : "");
  // From a base plan the drops may fit already: the refinement also makes
  // a fitting plan cheaper (the transformer at 50 %: 3.150e8 -> 2.814e8).
  if (eval.peakBytes > budget || base) {
    SolveOptions refineOpts = opts;
    refineOpts.maxMultiRecomputeEvaluations =
        std::min(opts.maxMultiRecomputeEvaluations,
                 std::max<int64_t>(16, opts.multiRecomputeWork / n));
    refineOpts.multiRecomputeKeptSplits = false;
    SolveResult refined =
        detail::refineWithMultiRecompute(g, budget, plan, refineOpts, nullptr);
    out.stoppedByClock = refined.stoppedByClock;
    bool fits = eval.peakBytes <= budget;
    if (refined.status != SolveStatus::invalidInput &&
        (fits ? refined.eval.peakBytes <= budget &&
                    refined.eval.recomputeCost < eval.recomputeCost - 1e-9
              : refined.eval.peakBytes < eval.peakBytes)) {
      plan = std::move(refined.plan);
      eval = std::move(refined.eval);
      how += ", refined";
    }
  }
  if (eval.peakBytes > budget) {
    // The backward step of most bytes over the budget that is not one of
    // the cut's (the first of equals), a recomputation counting for the
    // backward node it precedes.
    int64_t worst = 0;
    for (size_t step = 0; step < eval.steps.size(); ++step) {
      int64_t over = eval.liveBytes[step] - budget;
      if (over <= worst)
        continue;
      size_t next = step;
      while (next < eval.steps.size() && eval.steps[next].recompute)
        ++next;
      if (next == eval.steps.size() || eval.steps[next].node < g.gradStart ||
          std::find(cutSteps.begin(), cutSteps.end(), eval.steps[next].node) !=
              cutSteps.end())
        continue;
      worst = over;
      failedAt = eval.steps[next].node;
    }
    if (!repairToFit(g, budget, plan, eval, costToBeat - 1e-9,
                     opts.swapSearchWork))
      return out;
    how += ", repaired";
  }
  out.plan = std::move(plan);
  out.eval = std::move(eval);
  out.status = SolveStatus::feasible;
  int kept = keepWhereItFits(g, budget, out, opts.keepPassWork);
  int merged = mergePass(g, budget, out, opts);
  int swaps =
      swapWhereItPays(g, budget, out.plan, out.eval, opts.swapSearchWork);
  if (swaps > 0 || merged > 0)
    kept += keepWhereItFits(g, budget, out, opts.keepPassWork);
  how += ", " + std::to_string(kept) + " kept, " + std::to_string(merged) +
         " merged, " + std::to_string(swaps) + " swaps";
  if (out.eval.recomputeCost >= costToBeat - 1e-9) {
    out.status = SolveStatus::noSolution;
    return out;
  }
  // Single-recompute form where that form is no worse.
  toSingleRecomputeForm(g, out.plan, out.eval);
  out.message = how;
  return out;
}

/// auto's bound-guided start (see planFromCut): the first round from the
/// cut behind the bound (`memory`), each further one from the branch and
/// bound over that cut's steps plus the step where the last plan failed
/// (its value is a bound too: `bound` rises with it). Feasible when a plan
/// fits and costs less than `costToBeat`.
static SolveResult boundGuidedStart(const Graph &g, int64_t budget,
                                    const MemoryBound &memory,
                                    const Plan &current, double costToBeat,
                                    const SolveOptions &opts, double &bound) {
  std::vector<int> guide = memory.guide, steps = memory.guideSteps;
  SolveResult out;
  out.status = SolveStatus::noSolution;
  bool clock = false;
  // The cheaper of two fitting answers (the first of equals).
  auto take = [&](SolveResult &&r, int round) {
    if (!r.ok() ||
        (out.ok() && r.eval.recomputeCost >= out.eval.recomputeCost - 1e-9))
      return;
    r.message += " (round " + std::to_string(round + 1) + ", steps";
    for (int b : steps)
      r.message += " " + std::to_string(b);
    r.message += ")";
    out = std::move(r);
  };
  for (int round = 0; round < kBoundGuidedRounds && !guide.empty(); ++round) {
    int failedAt = -1;
    SolveResult r =
        planFromCut(g, budget, guide, steps, costToBeat, opts, failedAt);
    clock = clock || r.stoppedByClock;
    // The plan so far with the cut's recomputations added: where the cut's
    // own plan is over the budget elsewhere, the plan's other drops may be
    // what fits there (the transformer at 50 %: auto keeps node 109, the
    // cut recomputes it; dropping it too and refining gives 2.814e8 FLOPs
    // against 3.147e8, where the bound is 2.813e8). In the first round only:
    // the later rounds' cuts follow the cut's own plan's failures, and from
    // the plan so far they found nothing on the bundled steps (llama at 50
    // and 45 %: auto's solve 2.8 -> 3.35 s, 2.7 -> 3.1 s for none).
    bool adds =
        round == 0 && std::any_of(guide.begin(), guide.end(), [&](int v) {
          return v >= 0 && v < (int)current.drop.size() && !current.drop[v] &&
                 isCandidate(g, v);
        });
    SolveResult added;
    if (adds) {
      int ignored = -1;
      added = planFromCut(g, budget, guide, steps, costToBeat, opts, ignored,
                          &current);
      clock = clock || added.stoppedByClock;
    }
    bool done = r.ok();
    take(std::move(r), round);
    take(std::move(added), round);
    if (done)
      break;
    if (failedAt < 0)
      break;
    steps.push_back(failedAt);
    MemoryBound again =
        memoryLowerBound(g, budget, kDefaultCutWork, kDefaultBranchWork,
                         kDefaultForcedWork, steps);
    bound = std::max(bound, again.bound);
    guide = std::move(again.extraGuide);
  }
  out.stoppedByClock = clock;
  return out;
}
