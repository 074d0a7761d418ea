//===- PlanSearch.cpp - remat-auto's search policy --------------*- C++ -*-===//
#include "PlanSearch.h"

#include "remat/Support/DiagnosticCapture.h"
#include "remat/Support/Format.h"

#include "mlir/IR/Diagnostics.h"

#include <set>
#include <utility>

using namespace mlir;
using namespace mlir::remat;

rs::SolveOptions mlir::remat::getSolveOptions(const AutoSettings &settings) {
  rs::SolveOptions options;
  options.timeLimitSeconds = settings.timeLimit;
  // CBC does not always stop at its time limit on large models: auto uses
  // the ILP only where it is known to finish (see docs/Solvers.md).
  options.autoIlpMaxCandidates = 24;
  options.chainProbe = settings.chainProbe;
  options.budgetLadderSteps = settings.budgetLadder;
  return options;
}

std::optional<SpeculatedAttempt>
PlanSearch::speculate(const MemoryAnalysis &model, int64_t budget,
                      rs::SolverKind kind) {
  SpeculatedAttempt speculation{
      buildSolverGraph(func, model, layerPattern, settings.graphTransients,
                       settings.lateViews != LateViewGraph::split),
      {},
      {},
      {},
      {}};
  if (!rs::validate(speculation.graph.graph).empty())
    return std::nullopt;
  rs::SolveOptions options = getSolveOptions(settings);
  speculation.result =
      rs::solve(speculation.graph.graph, budget, kind, options);
  planOnOtherForm(model, budget, kind, options, speculation.graph,
                  speculation.result, speculation.boundGraph,
                  speculation.otherLowest);
  if (!speculation.result.ok())
    return speculation;
  bool diagnosed = false;
  DiagnosticCapture capture(func.getContext(), [&](Diagnostic &) {
    diagnosed = true;
    return success();
  });
  FailureOr<RealizedPlan> candidate =
      realizeAndAnalyze(func, speculation.graph, speculation.result);
  if (succeeded(candidate) && !diagnosed)
    speculation.candidate = std::move(*candidate);
  return speculation;
}

void PlanSearch::planOnOtherForm(const MemoryAnalysis &model, int64_t budget,
                                 rs::SolverKind kind,
                                 const rs::SolveOptions &options,
                                 SolverGraph &sg, rs::SolveResult &result,
                                 std::optional<SolverGraph> &boundGraph,
                                 std::optional<OtherFormLowest> &otherLowest) {
  constexpr double kOtherFormGap = 0.01;
  if (settings.lateViews != LateViewGraph::both ||
      kind != rs::SolverKind::autoSolver || sg.numMergedViews == 0 ||
      (result.ok() &&
       result.eval.recomputeCost <= (1 + kOtherFormGap) * result.lowerBound))
    return;
  SolverGraph split = buildSolverGraph(func, model, layerPattern,
                                       settings.graphTransients, false);
  if (!rs::validate(split.graph).empty())
    return;
  // With its budget ladder, as on the merged form: without, the 153 rows
  // of benchmarks/compare_auto.sh get the same plans in up to 40 % less
  // time, but ResNet-18 at 1,358,000 B 3,768,320 FLOPs instead of
  // 3,342,336 (the split form's plan for 0.2 % less).
  rs::SolveResult other = rs::solve(split.graph, budget, kind, options);
  result.seconds += other.seconds;
  result.stoppedByClock = result.stoppedByClock || other.stoppedByClock;
  if (!result.ok() && !other.ok() && result.lowest && other.lowest &&
      other.lowest->plan.drop.size() == split.graph.nodes.size() &&
      other.lowest->peakBytes < result.lowest->peakBytes)
    otherLowest = OtherFormLowest{std::move(split), std::move(*other.lowest)};
  if (!other.ok() ||
      (result.ok() && other.eval.recomputeCost >= result.eval.recomputeCost))
    return;
  other.seconds = result.seconds;
  other.stoppedByClock = result.stoppedByClock;
  // Proven on the split form only.
  other.status = rs::SolveStatus::feasible;
  other.lowerBound = result.ok() ? result.lowerBound : 0;
  result = std::move(other);
  boundGraph = std::move(sg);
  sg = std::move(split);
}

FailureOr<RescueResult>
PlanSearch::rescue(const SolverGraph &sg, int64_t budgetBytes,
                   const rs::SolveOptions &options, double &seconds,
                   const std::optional<rs::MinPeakResult> &known,
                   const std::optional<OtherFormLowest> &otherForm) {
  RescueResult out;
  rs::MinPeakResult minimum =
      known ? *known : rs::boundedLowestPeak(sg.graph, options);
  stoppedByClock = stoppedByClock || minimum.stoppedByClock;
  out.modelMinimum = minimum.peakBytes;
  if (minimum.exact)
    out.exactMinimum = minimum.peakBytes;
  // The bound is `sg`'s: a split form's would not hold for the merged
  // form's plans.
  out.modelLowerBound = minimum.lowerBound;
  std::vector<rs::SolveResult> plans;
  if (!minimum.plan.drop.empty()) {
    rs::SolveResult fromMinimum;
    fromMinimum.kind = rs::SolverKind::autoSolver;
    fromMinimum.status = rs::SolveStatus::feasible;
    fromMinimum.plan = minimum.plan;
    fromMinimum.eval = rs::evaluate(sg.graph, minimum.plan);
    plans.push_back(std::move(fromMinimum));
  }
  // Plans for the lowest peak, not the cheapest: auto's keep pass and its
  // swap search would raise their peaks up to the model's minimum, and
  // the realised peak with them.
  rs::SolveOptions lowestOptions = options;
  lowestOptions.keepPassWork = 0;
  lowestOptions.swapSearchWork = 0;
  lowestOptions.boundGuidedStart = false;
  lowestOptions.chainProbe = false; // a rescue: the peak matters here
  // The lowest-peak search ran above: auto would run it again.
  lowestOptions.lowestPeakFallback = false;
  for (rs::SolverKind other : {rs::SolverKind::chain, rs::SolverKind::greedy,
                               rs::SolverKind::autoSolver}) {
    rs::SolveResult atMinimum =
        rs::solve(sg.graph, minimum.peakBytes, other, lowestOptions);
    seconds += atMinimum.seconds;
    stoppedByClock = stoppedByClock || atMinimum.stoppedByClock;
    if (atMinimum.ok())
      plans.push_back(std::move(atMinimum));
  }
  std::set<std::pair<std::vector<bool>, std::vector<std::vector<int>>>> seen;
  double bestFlops = 0;
  // Realises `candidate`, a plan of `graph`, and keeps it where it is the
  // lowest or the cheapest within the budget.
  auto measure = [&](const SolverGraph &graph, rs::SolveResult &candidate,
                     bool onOtherForm) -> LogicalResult {
    bool recomputes =
        llvm::is_contained(candidate.plan.drop, true) ||
        llvm::any_of(candidate.eval.steps,
                     [](const rs::Step &step) { return step.recompute; });
    const MemoryAnalysis *after = nullptr;
    FailureOr<RealizedPlan> copy = failure();
    if (!recomputes && stepAnalysis && !hasDeadOp(func)) {
      after = stepAnalysis;
    } else {
      copy = realizeAndAnalyze(func, graph, candidate);
      if (failed(copy))
        return failure();
      ++numRealised;
      after = &*copy->analysis;
    }
    int64_t peak = after->getPeakBytes();
    if (peak < out.smallestPeak && after->getPeakOp()) {
      out.peakOpName = after->getPeakOp()->getName().getStringRef().str();
      out.peakOpLoc = formatLoc(after->getPeakOp()->getLoc());
    }
    out.smallestPeak = std::min(out.smallestPeak, peak);
    double flops = after->getTotalFlops();
    if (peak <= budgetBytes && (!out.fits || flops < bestFlops)) {
      out.fits = true;
      bestFlops = flops;
      candidate.status = rs::SolveStatus::feasible;
      out.result = candidate;
      out.onOtherForm = onOtherForm;
    }
    return success();
  };
  for (rs::SolveResult &candidate : plans)
    if (seen.insert({candidate.plan.drop, candidate.plan.recomputeAt}).second &&
        failed(measure(sg, candidate, false)))
      return failure();
  if (otherForm) {
    rs::SolveResult fromOther;
    fromOther.kind = rs::SolverKind::autoSolver;
    fromOther.status = rs::SolveStatus::feasible;
    fromOther.plan = otherForm->lowest.plan;
    fromOther.eval = rs::evaluate(otherForm->graph.graph, fromOther.plan);
    out.modelMinimum = std::min(out.modelMinimum, fromOther.eval.peakBytes);
    if (failed(measure(otherForm->graph, fromOther, true)))
      return failure();
  }
  return out;
}
