//===- Solve.cpp - Solver entry points, brute force and baselines ---------===//

#include "Internal.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <map>

using namespace remat::solvers;
using namespace remat::solvers::detail;

const char *remat::solvers::toString(SolverKind k) {
  switch (k) {
  case SolverKind::bruteForce:
    return "brute-force";
  case SolverKind::ilp:
    return "ilp";
  case SolverKind::chain:
    return "chain";
  case SolverKind::greedy:
    return "greedy";
  case SolverKind::autoSolver:
    return "auto";
  case SolverKind::none:
    return "none";
  case SolverKind::all:
    return "all";
  case SolverKind::sqrtN:
    return "sqrt-n";
  case SolverKind::blockChain:
    return "block-chain";
  }
  return "?";
}

const char *remat::solvers::toString(SolveStatus s) {
  switch (s) {
  case SolveStatus::optimal:
    return "optimal";
  case SolveStatus::feasible:
    return "feasible";
  case SolveStatus::infeasible:
    return "infeasible";
  case SolveStatus::notApplicable:
    return "notApplicable";
  case SolveStatus::noSolution:
    return "noSolution";
  case SolveStatus::invalidInput:
    return "invalidInput";
  }
  return "?";
}

bool remat::solvers::parseSolverKind(const std::string &name, SolverKind &out) {
  for (SolverKind k :
       {SolverKind::bruteForce, SolverKind::ilp, SolverKind::chain,
        SolverKind::greedy, SolverKind::autoSolver, SolverKind::none,
        SolverKind::all, SolverKind::sqrtN, SolverKind::blockChain})
    if (name == toString(k)) {
      out = k;
      return true;
    }
  return false;
}

//===----------------------------------------------------------------------===//
// Brute force: the reference. Deliberately simple.
//===----------------------------------------------------------------------===//

namespace {
/// Better = lower cost, then lower peak, then lexicographically smaller drop.
bool better(const Evaluation &a, const Plan &pa, const Evaluation &b,
            const Plan &pb) {
  if (std::abs(a.recomputeCost - b.recomputeCost) > 1e-9)
    return a.recomputeCost < b.recomputeCost;
  if (a.peakBytes != b.peakBytes)
    return a.peakBytes < b.peakBytes;
  return pa.drop < pb.drop;
}
} // namespace

SolveResult remat::solvers::detail::solveBruteForce(const Graph &g,
                                                    int64_t budget,
                                                    const SolveOptions &opts) {
  auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  r.kind = SolverKind::bruteForce;
  std::vector<int> cs = candidates(g);
  if ((int)cs.size() > std::min(opts.maxBruteForceCandidates, 30)) {
    r.status = SolveStatus::notApplicable;
    r.message = "bruteForce: too many candidates";
    return r;
  }
  bool found = false;
  Evaluator evaluator(g);
  Plan p;
  p.drop.assign(g.nodes.size(), false);
  for (uint64_t mask = 0; mask < (1ull << cs.size()); ++mask) {
    for (size_t i = 0; i < cs.size(); ++i)
      p.drop[cs[i]] = (mask >> i) & 1;
    Evaluation e = evaluator.evaluate(p);
    if (e.peakBytes > budget)
      continue;
    if (!found || better(e, p, r.eval, r.plan)) {
      found = true;
      r.plan = p;
      r.eval = std::move(e);
    }
  }
  if (found) {
    r.status = SolveStatus::optimal;
    r.lowerBound = r.eval.recomputeCost;
  } else {
    r.plan.drop.assign(g.nodes.size(), false);
    r.eval = evaluate(g, r.plan);
    r.status = SolveStatus::infeasible;
  }
  r.seconds = secondsSince(t0);
  return r;
}

//===----------------------------------------------------------------------===//
// Baselines
//===----------------------------------------------------------------------===//

SegmentGroups remat::solvers::detail::segmentGroups(const Graph &g) {
  const int n = (int)g.nodes.size(), gs = g.gradStart;
  // Group forward nodes by segment; nodes without one join the previous
  // group; without any segment info each node is its own group.
  bool anySeg = false;
  for (int v = 0; v < gs; ++v)
    anySeg = anySeg || (!g.nodes[v].isInput && g.nodes[v].segment >= 0);
  SegmentGroups sg;
  sg.group.assign(n, -1);
  int lastSeg = -2;
  for (int v = 0; v < gs; ++v) {
    if (g.nodes[v].isInput)
      continue;
    int s = g.nodes[v].segment;
    if (!anySeg || sg.numGroups == 0 || (s >= 0 && s != lastSeg)) {
      ++sg.numGroups;
      if (s >= 0)
        lastSeg = s;
    }
    sg.group[v] = sg.numGroups - 1;
  }
  sg.readOutside.assign(n, 0);
  for (int u = 0; u < n; ++u)
    for (int w : g.nodes[u].inputs)
      if (u >= gs || sg.group[u] != sg.group[w])
        sg.readOutside[w] = 1;
  return sg;
}

Plan remat::solvers::detail::checkpointPlan(
    const Graph &g, const SegmentGroups &sg,
    const std::vector<char> &checkpointGroup) {
  Plan p;
  p.drop.assign(g.nodes.size(), false);
  for (int v = 0; v < g.gradStart; ++v) {
    if (!isCandidate(g, v))
      continue;
    bool checkpoint = checkpointGroup[sg.group[v]] && sg.readOutside[v];
    p.drop[v] = !checkpoint;
  }
  return p;
}

Plan remat::solvers::detail::periodicPlan(const Graph &g,
                                          const SegmentGroups &sg, int period,
                                          int offset) {
  period = std::max(1, period);
  std::vector<char> checkpoint(std::max(sg.numGroups, 1), 0);
  for (int j = 0; j < sg.numGroups; ++j)
    checkpoint[j] = (j + 1 + offset) % period == 0;
  return checkpointPlan(g, sg, checkpoint);
}

Plan remat::solvers::detail::shrinkingPlan(const Graph &g,
                                           const SegmentGroups &sg, int first) {
  std::vector<char> checkpoint(std::max(sg.numGroups, 1), 0);
  int len = std::max(1, first);
  for (int end = len - 1; end < sg.numGroups; end += len) {
    checkpoint[end] = 1;
    len = std::max(1, len - 1);
  }
  return checkpointPlan(g, sg, checkpoint);
}

Plan remat::solvers::detail::allCandidatesPlan(const Graph &g) {
  Plan p;
  p.drop.assign(g.nodes.size(), false);
  for (int v : candidates(g))
    p.drop[v] = true;
  return p;
}

Plan remat::solvers::detail::sqrtNPlan(const Graph &g) {
  SegmentGroups sg = segmentGroups(g);
  if (sg.numGroups == 0) {
    Plan p;
    p.drop.assign(g.nodes.size(), false);
    return p;
  }
  int k = std::max(1, (int)std::lround(std::sqrt((double)sg.numGroups)));
  return periodicPlan(g, sg, k, 0);
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

double remat::solvers::detail::trivialLowerBound(const Graph &g) {
  // Every executed node reaches a backward node or an output, except dead
  // forward code, whose removal is the only way a plan can save compute.
  const int n = (int)g.nodes.size();
  std::vector<char> live(n, 0);
  for (int v = n - 1; v >= 0; --v) {
    if (v >= g.gradStart || g.nodes[v].isOutput)
      live[v] = 1;
    if (live[v])
      for (int w : g.nodes[v].inputs)
        live[w] = 1;
  }
  double bound = 0;
  for (int v = 0; v < g.gradStart; ++v)
    if (!live[v] && !g.nodes[v].isInput)
      bound -= g.nodes[v].cost;
  return bound;
}

/// The ILP as auto (and minimumPeak) run it: stopped by its iteration
/// count (autoIlpIterations), so the answer is the same on every machine.
static SolveOptions autoIlpOptions(const SolveOptions &opts) {
  SolveOptions ilpOpts = opts;
  ilpOpts.maxIlpIterations =
      std::min(opts.maxIlpIterations, opts.autoIlpIterations);
  return ilpOpts;
}

static SolveResult dispatch(const Graph &g, int64_t budget, SolverKind kind,
                            const SolveOptions &opts);
static SolveResult boundGuidedStart(const Graph &g, int64_t budget,
                                    const MemoryBound &memory,
                                    const Plan &current, double costToBeat,
                                    const SolveOptions &opts, double &bound);
static int keepWhereItFits(const Graph &g, int64_t budget, SolveResult &r,
                           int64_t work);

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

/// The keep pass of auto: in the fitting plan of `r`, keeps a dropped value
/// (dropped no more, its recomputation points gone) where the plan then
/// still fits the budget and costs less; each round tries every dropped
/// value and keeps the one that saves the most (the first of equals), until
/// none saves anything (taking the first that saves, most expensive value
/// first, left 10 % more on the transformer at 50 %: one kept value can
/// block a better one). Stops after `work` / nodes evaluations (a count:
/// the same plan on every machine). Returns the values kept.
static int keepWhereItFits(const Graph &g, int64_t budget, SolveResult &r,
                           int64_t work) {
  const int64_t n = std::max<int64_t>(1, (int64_t)g.nodes.size());
  int64_t left = work / n;
  int kept = 0;
  Evaluator evaluator(g);
  while (left > 0) {
    Plan bestPlan;
    Evaluation bestEval;
    bool found = false;
    for (int v = 0; v < (int)r.plan.drop.size() && left > 0; ++v) {
      if (!r.plan.drop[v] || g.nodes[v].cost <= 0)
        continue;
      --left;
      Plan p = r.plan;
      p.drop[v] = false;
      if (!p.recomputeAt.empty())
        p.recomputeAt[v].clear();
      Evaluation e = evaluator.evaluate(p);
      if (e.ok() && e.peakBytes <= budget &&
          e.recomputeCost < r.eval.recomputeCost - 1e-9 &&
          (!found || e.recomputeCost < bestEval.recomputeCost - 1e-9)) {
        bestPlan = std::move(p);
        bestEval = std::move(e);
        found = true;
      }
    }
    if (!found)
      break;
    r.plan = std::move(bestPlan);
    r.eval = std::move(bestEval);
    ++kept;
  }
  return kept;
}

/// Rounds of auto's bound-guided start: the first from the bound's cut, each
/// further one from the cut over the previous steps and the step where the
/// previous plan was still over the budget.
constexpr int kBoundGuidedRounds = 3;

/// auto's merge pass (detail::mergeWhereItFits) on the fitting plan of `r`,
/// on graphs of at most opts.mergePassMaxNodes nodes. Returns its moves.
static int mergePass(const Graph &g, int64_t budget, SolveResult &r,
                     const SolveOptions &opts) {
  if ((int64_t)g.nodes.size() > opts.mergePassMaxNodes)
    return 0;
  return mergeWhereItFits(g, budget, r.plan, r.eval, opts.keepPassWork);
}

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

/// Multi-recompute plans: the nested checkpoint schedules of chains
/// (NestedChain.cpp: the byte DP's for this budget, then the slot DP's),
/// then the refinement from `first`, the four nested
/// schedules over the budget closest to it, the sqrt-N plan, periodic
/// checkpoint plans (coarse checkpoints leave room for secondary ones inside
/// the segments) and the drop-everything plan, sharing an evaluation budget
/// (neither kind is best everywhere). Returns the cheapest plan that fits,
/// else the lowest peak.
static SolveResult refineFromStarts(const Graph &g, int64_t budget,
                                    const Plan &first,
                                    const SolveOptions &opts) {
  std::vector<Plan> starts = {first, sqrtNPlan(g)};
  SegmentGroups groups = segmentGroups(g);
  for (int period = 2; period <= std::min(groups.numGroups, 32); ++period)
    starts.push_back(periodicPlan(g, groups, period, 0));
  starts.push_back(allCandidatesPlan(g));

  SolveResult best;
  best.status = SolveStatus::invalidInput;
  const double share = 0.5 * opts.timeLimitSeconds;
  auto t0 = std::chrono::steady_clock::now();
  auto consider = [&](SolveResult mr) {
    bool better =
        best.status == SolveStatus::invalidInput ||
        (mr.ok() && (!best.ok() ||
                     mr.eval.recomputeCost < best.eval.recomputeCost - 1e-9)) ||
        (!mr.ok() && !best.ok() && mr.eval.peakBytes < best.eval.peakBytes);
    if (better)
      best = std::move(mr);
  };
  // Nested checkpoint schedules where the graph is a chain of segments;
  // the four over the budget that come closest to it (the most expensive)
  // are refined like the other starts. Each is measured with evaluate(),
  // at most `multiRecomputeWork / n` of them: on small graphs all (the
  // DP's slots only approximate bytes); on large ones in order of the DP's
  // cost up to the first that fits (the cheapest the DP knows that fits),
  // their evaluations out of the refinement's budget.
  const int64_t n = std::max<int64_t>(1, (int64_t)g.nodes.size());
  const bool large = n > opts.nestedChainMeasureAllNodes;
  int64_t nestedLeft = std::max<int64_t>(16, opts.multiRecomputeWork / n);
  int64_t nestedMeasured = 0;
  std::vector<std::pair<double, Plan>> over; // cost descending, stable
  // Measures one nested schedule; its peak, or -1 if it is malformed.
  auto measure = [&](Plan &&plan, const char *what) -> int64_t {
    ++nestedMeasured;
    SolveResult nr;
    nr.kind = SolverKind::autoSolver;
    nr.plan = std::move(plan);
    nr.eval = evaluate(g, nr.plan);
    if (!nr.eval.ok())
      return -1;
    int64_t peak = nr.eval.peakBytes;
    bool fits = peak <= budget;
    if (!fits) {
      auto at = std::upper_bound(
          over.begin(), over.end(), nr.eval.recomputeCost,
          [](double cost, const auto &x) { return cost > x.first; });
      if (at - over.begin() < 4) {
        over.insert(at, {nr.eval.recomputeCost, nr.plan});
        if (over.size() > 4)
          over.pop_back();
      }
    }
    nr.status = fits ? SolveStatus::feasible : SolveStatus::infeasible;
    nr.message = std::string(what) + ", " +
                 std::to_string(nr.eval.numRecomputed) + " recomputations";
    consider(std::move(nr));
    return peak;
  };
  // First the DP that is exact in bytes for this budget (a few plans: its
  // target follows the measured peaks), then the slot-count DP's schedules.
  forEachByteNestedChainPlan(
      g, opts.maxNestedChainSegments, budget, 4, [&](Plan &&plan) {
        return measure(std::move(plan), "nested checkpoint schedule (byte DP)");
      });
  forEachNestedChainPlan(g, opts.maxNestedChainSegments,
                         opts.maxNestedChainSegments, large, [&](Plan &&plan) {
                           if (nestedLeft-- <= 0)
                             return false;
                           int64_t peak = measure(std::move(plan),
                                                  "nested checkpoint schedule");
                           // Large graphs: the first plan that fits is the
                           // cheapest the DP knows.
                           return !(peak >= 0 && peak <= budget && large);
                         });
  for (size_t i = 0; i < over.size(); ++i)
    starts.insert(starts.begin() + 1 + i, std::move(over[i].second));
  // The starts share a number of evaluations that shrinks with the graph
  // (so that the answer does not depend on the machine's speed), a start
  // that stops early leaving its rest to the next; the time share is only
  // a safety net.
  // On large graphs the nested schedules' evaluations come out of the
  // same budget.
  const int64_t evaluations = std::max<int64_t>(
      4 * (int64_t)starts.size(),
      opts.multiRecomputeWork / n - (large ? nestedMeasured : 0));
  bool stoppedByClock = false;
  auto refineStarts = [&](bool keptSplits) {
    int64_t evaluationsLeft = evaluations;
    for (size_t i = 0; i < starts.size(); ++i) {
      double left = share - secondsSince(t0);
      if (evaluationsLeft <= 0)
        break;
      if (left <= 0) {
        stoppedByClock = true;
        break;
      }
      SolveOptions startOpts = opts;
      startOpts.timeLimitSeconds = left / double(starts.size() - i);
      startOpts.maxMultiRecomputeEvaluations =
          std::min(opts.maxMultiRecomputeEvaluations,
                   evaluationsLeft / (int64_t)(starts.size() - i));
      startOpts.multiRecomputeKeptSplits = keptSplits;
      int64_t used = 0;
      SolveResult mr = detail::refineWithMultiRecompute(g, budget, starts[i],
                                                        startOpts, &used);
      evaluationsLeft -= used;
      stoppedByClock = stoppedByClock || mr.stoppedByClock;
      if (mr.status != SolveStatus::invalidInput)
        consider(std::move(mr));
    }
  };
  refineStarts(false);
  // No start fits: all of them again with the kept split, on graphs of at
  // most keptSplitMaxNodes nodes. Not in the first pass: there it keeps
  // stuck starts going, spending the evaluations the starts share
  // (mobilenet_v2_ids at 60 %: 6.07e5 -> 7.36e5 FLOPs); here it turns
  // "infeasible" into a plan (the bundled MLP step at 90 %: the MILP's
  // optimum) and lowers the lowest peak.
  if (!best.ok() && opts.multiRecomputeKeptSplits &&
      n <= opts.keptSplitMaxNodes)
    refineStarts(true);
  best.stoppedByClock = stoppedByClock;
  return best;
}

/// The swap search's repair taken to ever lower peaks, down to `floor`:
/// from (plan, eval), targets 1/16 of the peak below the lowest reached,
/// the step halved after a target it does not reach, down to 1/1024 of the
/// peak (at most 24 repairs of at most swapSearchWork / nodes evaluations
/// each); after each repair that fits, the keep pass at the peak reached
/// (cheaper plans leave the next repair more to drop: ResNet-18's lowest
/// peak 1,143,424 B without it, 1,091,264 with it). Its split with the
/// whole ancestry frees cheap chains that the multi-recompute refinement's
/// moves leave live. Replaces (plan, eval) and returns true when it lowered
/// the peak.
static bool descendWithRepair(const Graph &g, const SolveOptions &opts,
                              int64_t floor, Plan &plan, Evaluation &eval) {
  if (plan.drop.size() != g.nodes.size() || !eval.ok() ||
      eval.peakBytes <= floor)
    return false;
  SolveResult at;
  at.plan = plan;
  if (at.plan.recomputeAt.empty())
    at.plan.recomputeAt.assign(g.nodes.size(), {});
  at.eval = eval;
  at.status = SolveStatus::feasible;
  const int64_t startPeak = eval.peakBytes;
  bool lowered = false;
  int64_t step = startPeak / 16;
  for (int tries = 0; tries < 24 && step > 0 && step >= startPeak / 1024 &&
                      at.eval.peakBytes > floor;
       ++tries) {
    Plan p = at.plan;
    Evaluation e = at.eval;
    int64_t target = std::max(floor, at.eval.peakBytes - step);
    if (!detail::repairToFit(g, target, p, e,
                             std::numeric_limits<double>::infinity(),
                             opts.swapSearchWork)) {
      step /= 2;
      continue;
    }
    at.plan = std::move(p);
    at.eval = std::move(e);
    keepWhereItFits(g, at.eval.peakBytes, at, opts.keepPassWork);
    lowered = true;
  }
  if (!lowered)
    return false;
  plan = std::move(at.plan);
  eval = std::move(at.eval);
  return true;
}

static SolveResult dispatch(const Graph &g, int64_t budget, SolverKind kind,
                            const SolveOptions &opts) {
  auto t0 = std::chrono::steady_clock::now();
  auto baseline = [&](Plan p) {
    SolveResult r;
    r.kind = kind;
    r.plan = std::move(p);
    finishHeuristic(g, budget, r);
    r.seconds = secondsSince(t0);
    return r;
  };
  switch (kind) {
  case SolverKind::bruteForce:
    return solveBruteForce(g, budget, opts);
  case SolverKind::ilp:
    return solveIlp(g, budget, opts);
  case SolverKind::chain:
    return solveChain(g, budget, opts);
  case SolverKind::blockChain:
    return solveBlockChain(g, budget, opts);
  case SolverKind::greedy:
    return solveGreedy(g, budget, opts);
  case SolverKind::none: {
    Plan p;
    p.drop.assign(g.nodes.size(), false);
    return baseline(std::move(p));
  }
  case SolverKind::all:
    return baseline(allCandidatesPlan(g));
  case SolverKind::sqrtN:
    return baseline(sqrtNPlan(g));
  case SolverKind::autoSolver:
    break;
  }
  // autoSolver.
  SolveResult r;
  r.status = SolveStatus::notApplicable;
  std::string trail;
  // Whether a clock ended any of the searches below (their answers are
  // compared, so one stopped early can change the plan).
  bool stoppedByClock = false;
  if ((int)g.nodes.size() <= opts.autoChainMaxNodes && chainApplicable(g)) {
    // The chain DP either finishes fast or blows up: in auto a count of its
    // work (autoChainWork) stops it at the same point on every machine and
    // leaves the rest to the others; its time share is a safety net.
    SolveOptions chainOpts = opts;
    chainOpts.timeLimitSeconds =
        std::min(opts.timeLimitSeconds,
                 opts.autoChainTimeFraction * opts.timeLimitSeconds);
    chainOpts.maxChainWork = std::min(opts.maxChainWork, opts.autoChainWork);
    r = solveChain(g, budget, chainOpts);
    stoppedByClock = stoppedByClock || r.stoppedByClock;
    // Exact answers stop here; a refusal or a time-out falls through.
    if (r.status == SolveStatus::optimal || r.status == SolveStatus::infeasible)
      goto done;
    trail += r.message + "; ";
  }
  if ((int)candidates(g).size() <= opts.autoIlpMaxCandidates) {
    r = solveIlp(g, budget, autoIlpOptions(opts));
    stoppedByClock = stoppedByClock || r.stoppedByClock;
    if (r.status == SolveStatus::optimal || r.status == SolveStatus::infeasible)
      goto done;
    if (r.status == SolveStatus::feasible) {
      SolveResult gr = solveGreedy(g, budget, opts);
      if (gr.ok() && gr.eval.recomputeCost < r.eval.recomputeCost) {
        gr.lowerBound = r.lowerBound;
        r = std::move(gr);
      }
      goto done;
    }
    trail += r.message + "; ";
  }
  r = solveGreedy(g, budget, opts);
done:
  // A fitting plan at the trivial bound is optimal: it recomputes nothing
  // and leaves no dead forward code running (the only saving a plan can
  // make), so no plan costs less and the searches below could only spend
  // time on it (the zoo's GRU LM at half its peak: 10 s of block DP for
  // greedy's 0-FLOP plan, ended by the clock).
  const double trivial = trivialLowerBound(g);
  auto atTrivialBound = [&](const SolveResult &res) {
    return res.ok() &&
           res.eval.recomputeCost <= trivial + 1e-9 * (1 + std::abs(trivial));
  };
  // Where no exact answer was reached: the block DP (exact over its block
  // plan space, which holds greedy's plan) when it is cheaper or fits where
  // the others did not.
  if (r.status != SolveStatus::optimal && !atTrivialBound(r) &&
      r.status != SolveStatus::invalidInput &&
      !(r.status == SolveStatus::infeasible && r.kind != SolverKind::greedy) &&
      (int64_t)g.nodes.size() <= opts.autoBlockChainMaxNodes) {
    SolveOptions blockOpts = opts;
    blockOpts.timeLimitSeconds =
        opts.autoBlockChainTimeFraction * opts.timeLimitSeconds;
    // A count, not the clock, ends the refinement to finer partitions, so
    // auto's plan is the same on every machine; the time limit stays a
    // safety net.
    blockOpts.maxBlockChainStates =
        std::min(opts.maxBlockChainStates, opts.autoBlockChainStates);
    blockOpts.maxBlockChainWork =
        std::min(opts.maxBlockChainWork, opts.autoBlockChainWork);
    SolveResult br = solveBlockChain(g, budget, blockOpts);
    stoppedByClock = stoppedByClock || br.stoppedByClock;
    if (br.ok() &&
        (!r.ok() || br.eval.recomputeCost < r.eval.recomputeCost - 1e-9)) {
      trail += r.message + "; ";
      br.lowerBound = std::max(br.lowerBound, r.lowerBound);
      r = std::move(br);
    } else {
      trail += br.message + "; ";
    }
  }
  if (!r.ok() && r.status != SolveStatus::invalidInput) {
    // No single-recompute plan fits (or none was found): recompute values
    // more than once, from the lowest-peak plans at hand.
    SolveResult gr =
        r.kind == SolverKind::greedy ? r : solveGreedy(g, budget, opts);
    SolveResult best = refineFromStarts(g, budget, gr.plan, opts);
    stoppedByClock = stoppedByClock || best.stoppedByClock;
    if (best.ok() || (best.status != SolveStatus::invalidInput &&
                      best.eval.peakBytes < r.eval.peakBytes)) {
      trail += r.message + "; ";
      r = std::move(best);
    }
    // Still over: the swap search's repair of the lowest-peak plan, taken
    // down to the budget (descendWithRepair), whose split with the whole
    // ancestry frees cheap chains the refinement's moves leave live
    // (ResNet-18 at 65 % of its peak: 1,252,992 B -> within 1,174,201).
    if (!r.ok() && r.status != SolveStatus::invalidInput && r.eval.ok() &&
        r.plan.drop.size() == g.nodes.size()) {
      Plan plan = r.plan;
      Evaluation eval = r.eval;
      if (descendWithRepair(g, opts, budget, plan, eval) &&
          eval.peakBytes <= budget) {
        trail += r.message + "; ";
        r.plan = std::move(plan);
        r.eval = std::move(eval);
        r.status = SolveStatus::feasible;
        r.kind = SolverKind::autoSolver;
        r.message = "lowest-peak plan repaired with the swap search's moves";
      }
    }
    // Still over: the lowest-peak search, which descends from its own
    // lowest plan (the descent above from the refinement's plan can stop
    // over a budget the lowest peak is under); its plan, where it fits, is
    // made cheaper at the budget below.
    if (!r.ok() && r.status != SolveStatus::invalidInput &&
        opts.lowestPeakFallback) {
      MinPeakResult low = boundedLowestPeak(g, opts);
      stoppedByClock = stoppedByClock || low.stoppedByClock;
      if (low.plan.drop.size() == g.nodes.size() && low.peakBytes <= budget) {
        trail += r.message + "; ";
        r.plan = low.plan;
        r.eval = evaluate(g, r.plan);
        r.status = SolveStatus::feasible;
        r.kind = SolverKind::autoSolver;
        r.message = "lowest-peak plan (" + low.method + ")";
      }
      r.lowest = std::move(low);
    }
  }
  if (r.ok() && r.status != SolveStatus::optimal) {
    // Keep what a fitting plan dropped for nothing: the heuristics,
    // block-chain's block options and the refinement's starts drop whole
    // runs of values, some of which the budget does not need dropped.
    int kept = keepWhereItFits(g, budget, r, opts.keepPassWork);
    if (kept > 0)
      trail += std::to_string(kept) + " dropped values kept (still fits); ";
    // And recompute fewer times what the multi-recompute refinement split
    // more than the budget needs.
    if (int merged = mergePass(g, budget, r, opts)) {
      trail += std::to_string(merged) + " recomputations merged; ";
      if (int more = keepWhereItFits(g, budget, r, opts.keepPassWork))
        trail += std::to_string(more) + " dropped values kept after them; ";
    }
    // Then trade: keep an expensive dropped value and drop cheaper ones
    // live at the new peak (LocalSearch.cpp), and keep what the trades
    // leave droppable for nothing.
    int swaps = swapWhereItPays(g, budget, r.plan, r.eval, opts.swapSearchWork);
    if (swaps > 0) {
      trail += std::to_string(swaps) + " swaps (keep one, drop cheaper); ";
      int more = keepWhereItFits(g, budget, r, opts.keepPassWork);
      if (more > 0)
        trail +=
            std::to_string(more) + " dropped values kept after the swaps; ";
    }
  }
  if (atTrivialBound(r)) {
    r.status = SolveStatus::optimal;
    r.lowerBound = r.eval.recomputeCost;
  }
  r.message =
      "auto -> " + std::string(toString(r.kind)) + ": " + trail + r.message;
  r.stoppedByClock = stoppedByClock;
  r.seconds = secondsSince(t0);
  return r;
}

/// Takes a plan of the lowest-peak searches into res where its peak (e,
/// its evaluation) is lower: an upper bound then, found by the
/// multi-recompute searches.
static void takeLowerPeak(MinPeakResult &res, Plan &&plan,
                          const Evaluation &e) {
  if (e.peakBytes >= res.peakBytes)
    return;
  res.peakBytes = e.peakBytes;
  res.recomputeCost = e.recomputeCost;
  res.peakNode = e.peakNode;
  res.peakIsRecompute = e.peakIsRecompute;
  res.plan = std::move(plan);
  res.exact = false;
  res.method = "multi-recompute";
}

/// Takes a refinement's plan where it peaks lower (and its clock flag).
static void takeLowerPeak(MinPeakResult &res, SolveResult &&refined) {
  res.stoppedByClock = res.stoppedByClock || refined.stoppedByClock;
  if (refined.status != SolveStatus::invalidInput)
    takeLowerPeak(res, std::move(refined.plan), refined.eval);
}

/// The lowest peak of the byte DP's nested schedules (chains of segments):
/// the DP plans for one budget, so its budget is bisected between 0 and the
/// peak already reached, each plan measured with evaluate(), down to 1/1024
/// of that peak (at most 12 rounds of at most 2 plans). Takes the lowest
/// measured plan when it is below res.peakBytes.
static void lowerWithByteNestedChain(const Graph &g, const SolveOptions &opts,
                                     MinPeakResult &res) {
  int64_t lo = 0, hi = res.peakBytes;
  Plan bestPlan;
  Evaluation bestEval;
  bool have = false;
  for (int round = 0; round < 12 && hi - lo > std::max<int64_t>(1, hi / 1024);
       ++round) {
    int64_t mid = lo + (hi - lo) / 2;
    bool fitted = false;
    std::string why;
    forEachByteNestedChainPlan(
        g, opts.maxNestedChainSegments, mid, 2,
        [&](Plan &&plan) -> int64_t {
          Evaluation e = evaluate(g, plan);
          if (!e.ok())
            return -1;
          const int64_t peak = e.peakBytes;
          fitted = fitted || peak <= mid;
          if (!have || e.peakBytes < bestEval.peakBytes ||
              (e.peakBytes == bestEval.peakBytes &&
               e.recomputeCost < bestEval.recomputeCost - 1e-9)) {
            have = true;
            bestPlan = std::move(plan);
            bestEval = std::move(e);
          }
          return peak;
        },
        &why);
    if (!why.empty())
      return; // not a chain of segments
    if (fitted)
      hi = mid;
    else
      lo = mid + 1;
  }
  if (have)
    takeLowerPeak(res, std::move(bestPlan), bestEval);
}

/// Takes the multi-recompute refinement of res.plan when it goes lower
/// (after the byte DP's lowest nested schedule, which it starts from).
static void lowerWithMultiRecompute(const Graph &g, const SolveOptions &opts,
                                    MinPeakResult &res) {
  lowerWithByteNestedChain(g, opts, res);
  takeLowerPeak(res, refineFromStarts(g, 0, res.plan, opts));
  // Towards the bound: with budget 0 every step is over and the moves
  // weigh every step's bytes; with the bound as the budget only the steps
  // above it count (GPT-2's lowest peak 659,520 -> 644,160 B, bound
  // 643,136; on the transformer it alone ends higher, so it comes second).
  if (res.peakBytes > res.lowerBound.bytes)
    takeLowerPeak(res,
                  refineFromStarts(g, res.lowerBound.bytes, res.plan, opts));
}

MinPeakResult remat::solvers::minimumPeak(const Graph &g,
                                          const SolveOptions &opts) {
  MinPeakResult res;
  if (std::string err = validate(g); !err.empty()) {
    res.peakBytes = std::numeric_limits<int64_t>::max();
    res.method = "invalid graph: " + err;
    return res;
  }
  res.lowerBound = detail::peakLowerBound(g, kDefaultCutWork);
  std::vector<int> cs = candidates(g);
  auto take = [&](const Plan &p, const Evaluation &e, const char *method) {
    if (res.method.empty() || e.peakBytes < res.peakBytes ||
        (e.peakBytes == res.peakBytes &&
         e.recomputeCost < res.recomputeCost - 1e-9)) {
      res.peakBytes = e.peakBytes;
      res.recomputeCost = e.recomputeCost;
      res.peakNode = e.peakNode;
      res.peakIsRecompute = e.peakIsRecompute;
      res.plan = p;
      res.method = method;
    }
  };
  if ((int)cs.size() <= std::min(opts.maxBruteForceCandidates, 16)) {
    Plan p;
    p.drop.assign(g.nodes.size(), false);
    Plan bestP;
    Evaluation bestE;
    bool have = false;
    Evaluator evaluator(g);
    for (uint64_t mask = 0; mask < (1ull << cs.size()); ++mask) {
      for (size_t i = 0; i < cs.size(); ++i)
        p.drop[cs[i]] = (mask >> i) & 1;
      Evaluation e = evaluator.evaluate(p);
      bool b = !have || e.peakBytes < bestE.peakBytes ||
               (e.peakBytes == bestE.peakBytes && better(e, p, bestE, bestP));
      if (b) {
        have = true;
        bestP = p;
        bestE = std::move(e);
      }
    }
    take(bestP, bestE, "bruteForce");
    res.exact = true;
    return res;
  }
  if ((int)cs.size() <= opts.autoIlpMaxCandidates) {
    const SolveOptions ilpOpts = autoIlpOptions(opts);
    SolveResult mp = solveIlpMinPeak(g, ilpOpts);
    res.stoppedByClock = mp.stoppedByClock;
    if (mp.status == SolveStatus::optimal) {
      SolveResult c = solveIlp(g, mp.eval.peakBytes, ilpOpts);
      res.stoppedByClock = res.stoppedByClock || c.stoppedByClock;
      if (c.ok() && c.eval.peakBytes <= mp.eval.peakBytes)
        take(c.plan, c.eval, "ilp");
      else
        take(mp.plan, mp.eval, "ilp");
      res.exact = true;
      return res;
    }
    if (mp.ok())
      take(mp.plan, mp.eval, "ilp");
  }
  for (SolverKind k : {SolverKind::none, SolverKind::all, SolverKind::sqrtN}) {
    SolveResult r = solve(g, 0, k, opts);
    take(r.plan, r.eval, "heuristic");
  }
  SolveResult gr = solveGreedy(g, 0, opts);
  take(gr.plan, gr.eval, "heuristic");
  res.exact = false;
  res.method = "heuristic";
  return res;
}

/// Takes descendWithRepair's lowest peak from res.plan (after the
/// refinement) where it goes lower (ResNet-18: 1,252,992 -> 1,091,264 B),
/// then the refinement's from there where that goes lower still.
static void lowerWithRepair(const Graph &g, const SolveOptions &opts,
                            MinPeakResult &res) {
  Plan plan = res.plan;
  Evaluation eval = evaluate(g, plan);
  if (!descendWithRepair(g, opts, 0, plan, eval))
    return;
  takeLowerPeak(res, std::move(plan), eval);
  if (res.peakBytes <= res.lowerBound.bytes)
    return;
  // The descent leaves recomputed values live across its last peak that
  // the refinement's splits and hoists free: refine its plan once more,
  // towards the bound (ResNet-18: 1,091,264 -> 1,077,888 B, the bound),
  // with the evaluations auto's refinement starts share.
  const int64_t n = std::max<int64_t>(1, (int64_t)g.nodes.size());
  SolveOptions refineOpts = opts;
  refineOpts.maxMultiRecomputeEvaluations =
      std::min(opts.maxMultiRecomputeEvaluations,
               std::max<int64_t>(16, opts.multiRecomputeWork / n));
  refineOpts.multiRecomputeKeptSplits =
      opts.multiRecomputeKeptSplits && n <= opts.keptSplitMaxNodes;
  takeLowerPeak(res, detail::refineWithMultiRecompute(g, res.lowerBound.bytes,
                                                      res.plan, refineOpts,
                                                      nullptr));
}

/// Raises res.lowerBound where the recomputation window (WindowBound.cpp)
/// proves budgets between it and the peak found infeasible: a bisection
/// (at most 24 proofs, each under its own work count); any budget proven
/// infeasible bounds every plan's peak from below, whether or not the
/// proofs are monotone in the budget.
static void raiseWithWindow(const Graph &g, MinPeakResult &res) {
  int64_t lo = res.lowerBound.bytes + 1, hi = res.peakBytes;
  for (int round = 0; round < 24 && lo < hi; ++round) {
    const int64_t mid = lo + (hi - lo) / 2;
    WindowProof proof = windowInfeasibility(g, mid);
    if (!proof.infeasible) {
      hi = mid;
      continue;
    }
    lo = mid + 1;
    res.lowerBound.bytes = mid + 1;
    res.lowerBound.atNode = proof.step;
    res.lowerBound.fromCut = false;
    res.lowerBound.fromWindow = true;
    res.lowerBound.inForward = false;
  }
}

MinPeakResult remat::solvers::lowestPeak(const Graph &g,
                                         const SolveOptions &opts) {
  MinPeakResult res = minimumPeak(g, opts);
  // Where the single-recompute plan is at the bound, no multi-recompute
  // plan goes lower.
  if (res.peakBytes != std::numeric_limits<int64_t>::max() &&
      res.peakBytes > res.lowerBound.bytes) {
    lowerWithMultiRecompute(g, opts, res);
    lowerWithRepair(g, opts, res);
    // As solve()'s answers: no recomputation nothing reads (the realised
    // plan would not run it, the model would count it).
    Evaluation e = evaluate(g, res.plan);
    if (e.ok() && detail::removeUnreadPoints(g, res.plan, e)) {
      res.peakBytes = std::min(res.peakBytes, e.peakBytes);
      res.recomputeCost = e.recomputeCost;
      res.peakNode = e.peakNode;
      res.peakIsRecompute = e.peakIsRecompute;
    }
    if (res.peakBytes > res.lowerBound.bytes)
      raiseWithWindow(g, res);
  }
  return res;
}

MinPeakResult remat::solvers::boundedLowestPeak(const Graph &g,
                                                const SolveOptions &opts) {
  SolveOptions bounded = opts;
  bounded.autoIlpMaxCandidates = opts.lowestPeakIlpMaxCandidates;
  return lowestPeak(g, bounded);
}
