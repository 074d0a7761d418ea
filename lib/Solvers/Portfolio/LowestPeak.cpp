//===- LowestPeak.cpp - The minimum-peak searches -------------------------===//
//
// minimumPeak() (single-recompute plans: exact by brute force or the ILP
// where they finish, else the best heuristic), lowestPeak() (then the
// nested schedules, the multi-recompute refinement and the repair's
// descent, and the recomputation window's proofs for the bound) and
// boundedLowestPeak().
//
//===----------------------------------------------------------------------===//

#include "Portfolio.h"

#include <algorithm>
#include <limits>

using namespace remat::solvers;
using namespace remat::solvers::detail;

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
               (e.peakBytes == bestE.peakBytes &&
                bruteForceBetter(e, p, bestE, bestP));
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
