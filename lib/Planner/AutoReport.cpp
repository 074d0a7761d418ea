//===- AutoReport.cpp - what remat-auto says --------------------*- C++ -*-===//
#include "AutoReport.h"

#include "remat/Support/Format.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::remat;

void mlir::remat::printSolverGraph(FunctionOpInterface func,
                                   const SolverGraph &sg,
                                   const rs::SolveResult &result,
                                   bool splitForm) {
  llvm::raw_ostream &os = llvm::errs();
  os << "remat-auto graph of @" << func.getName() << ": "
     << sg.graph.nodes.size() << " nodes, gradient starts at node "
     << sg.graph.gradStart << "; plan " << rs::toString(result.kind) << " ("
     << rs::toString(result.status) << "), model peak " << result.eval.peakBytes
     << (splitForm ? "; late views split (plan-file: graph-late-views=split)"
                   : "")
     << "\n";
  for (auto [index, node] : llvm::enumerate(sg.graph.nodes)) {
    if (node.isInput)
      continue;
    os << "  #" << index
       << (index < (size_t)sg.graph.gradStart ? " fwd" : " bwd")
       // Costs round-trip exactly (%.17g): benchmarks/graph_dump.h reads
       // the dump back, and the solvers' plans on it must be the pass's.
       << " bytes=" << node.bytes
       << " cost=" << llvm::format("%.17g", node.cost)
       << " seg=" << node.segment << (node.recomputable ? "" : " fixed")
       << (node.isOutput ? " output" : "")
       << (result.plan.drop.size() > index && result.plan.drop[index] ? " DROP"
                                                                      : "")
       << " in=[";
    llvm::interleaveComma(node.inputs, os);
    os << "] ops=";
    llvm::interleave(
        sg.nodeOps[index], os,
        [&](Operation *op) {
          os << op->getName() << "@" << formatLoc(op->getLoc());
        },
        ",");
    os << "\n";
  }
}

LogicalResult
mlir::remat::reportInfeasible(FunctionOpInterface func, const SolverGraph &sg,
                              int64_t budgetBytes, int64_t currentPeak,
                              const rs::SolveResult &result,
                              const RescueResult &rescued, StringRef refusal,
                              bool stoppedByClock, llvm::json::Object &line) {
  InFlightDiagnostic diag = mlir::emitError(func.getLoc());
  // The requested solver's refusal comes first (why it did not answer);
  // the rest is the answer of auto, which the fallbacks ran.
  diag << "remat-auto: ";
  if (!refusal.empty())
    diag << refusal << "no other planner found one either: ";
  // The program as it is is a decision too; the realised plans' peaks are
  // measured by the analysis, which the model can over- or underestimate.
  bool realisedBelow = rescued.smallestPeak <= currentPeak;
  int64_t smallest = realisedBelow ? rescued.smallestPeak : currentPeak;
  diag << "budget " << budgetBytes << " bytes is infeasible ("
       << rs::toString(result.kind) << ": " << rs::toString(result.status)
       << "); the smallest peak any decision reaches is "
       << "at most " << smallest << " bytes";
  // Exact means proven among single-recompute plans; the multi-recompute
  // refinement went no lower, but it proves nothing.
  if (rescued.exactMinimum && smallest == *rescued.exactMinimum)
    diag << " (the solvers' model's exact minimum of single-recompute "
            "plans)";
  else if (rescued.exactMinimum)
    diag << " (the solvers' model's exact minimum of single-recompute plans "
            "is "
         << *rescued.exactMinimum << " bytes)";
  if (realisedBelow && !rescued.peakOpName.empty())
    diag << ", set at '" << rescued.peakOpName << "' (" << rescued.peakOpLoc
         << ")";
  // The results are never freed: at the return they are all live in every
  // plan, so their bytes bound every plan's peak from below (arguments are
  // the caller's and not counted). Under data parallelism the replicated
  // gradients are most of the peak: this is the number that says so.
  int64_t outputBytes = 0;
  for (const rs::Node &node : sg.graph.nodes)
    if (node.isOutput && !node.isInput)
      outputBytes += node.bytes;
  diag << "; the function's results alone take " << outputBytes << " bytes";
  if (currentPeak > 0)
    diag << " ("
         << llvm::formatv("{0:f1}", 100.0 * outputBytes / currentPeak).str()
         << " % of the current peak " << currentPeak << ")";
  diag << ", live together at the return in every plan";
  if (outputBytes > budgetBytes)
    diag << ": over the budget by themselves, so no plan can meet it";
  line["results_bytes"] = outputBytes;
  // The memory bound's proof (solve() appends it to the message): every
  // plan of the solvers' model, multi-recompute ones included, is over.
  size_t proof = result.message.find("no plan fits: ");
  const bool proven = proof != std::string::npos;
  if (proven)
    diag << "; in the solvers' model " << result.message.substr(proof);
  // The bound on every plan's peak: how far the search may be from the
  // minimum, or the proof itself where the budget's own (at its first
  // step over) did not come.
  const rs::PeakBound &lowest = rescued.modelLowerBound;
  const bool bounded = lowest.atNode >= 0 && lowest.bytes > 0;
  line["status"] = "infeasible";
  line["smallest_peak"] = smallest;
  line["model_lowest_peak"] = rescued.modelMinimum;
  if (bounded) {
    line["model_peak_lower_bound"] = lowest.bytes;
    line["model_peak_lower_bound_from"] = lowest.fromWindow  ? "window"
                                          : lowest.inForward ? "forward"
                                          : lowest.fromCut   ? "cut"
                                                             : "fixed";
    line["model_peak_lower_bound_node"] = lowest.atNode;
    diag << (proven ? "; " : "; in the solvers' model ");
    if (!proven && lowest.bytes > budgetBytes)
      diag << "no plan fits: ";
    diag << "every plan peaks at " << lowest.bytes << " bytes or more ("
         << (lowest.fromWindow ? "a value cannot stay live across" : "live at")
         << (lowest.inForward ? " forward node " : " backward node ")
         << lowest.atNode;
    if ((size_t)lowest.atNode < sg.nodeOps.size() &&
        !sg.nodeOps[lowest.atNode].empty()) {
      Operation *op = sg.nodeOps[lowest.atNode].back();
      diag << ", '" << op->getName() << "' (" << formatLoc(op->getLoc()) << ")";
    }
    diag << (lowest.fromWindow ? ", and its recomputation after it does "
                                 "not fit below that"
                               : ", in every plan")
         << ")";
    if (lowest.bytes <= budgetBytes) {
      if (rescued.modelMinimum > lowest.bytes)
        diag << " and its lowest plan found peaks at " << rescued.modelMinimum
             << ": a plan within the budget may exist that remat-auto did "
                "not find";
      else
        diag << " (the model's lowest plan peaks there)";
    }
  }
  if (proven || bounded)
    diag << kModelAboveNote;
  if (stoppedByClock)
    diag << kClockNote;
  return failure();
}

void mlir::remat::reportAcceptedPlan(FunctionOpInterface func,
                                     const AcceptedPlan &plan,
                                     llvm::json::Object &line) {
  const rs::SolveResult &result = plan.result;
  int candidates = rs::candidates(plan.sg.graph).size();
  InFlightDiagnostic remark = mlir::emitRemark(func.getLoc());
  const char *solverName =
      plan.fromFile ? "plan-file" : rs::toString(result.kind);
  // A plan optimal on the split form (graph-late-views=split) is not
  // proven so for the step: that form counts late views' bytes twice.
  rs::SolveStatus status = result.status;
  if (plan.boundGraph && status == rs::SolveStatus::optimal)
    status = rs::SolveStatus::feasible;
  remark << "remat-auto: solver " << solverName << " (" << rs::toString(status)
         << "): predicted peak " << plan.before << " -> " << plan.peak
         << " bytes (budget " << plan.budget << "), "
         << (plan.addedFlops >= 0 ? "+" : "")
         << llvm::formatv("{0:e2}", plan.addedFlops).str()
         << " recompute FLOPs, " << plan.dropped << " of " << candidates
         << " candidates dropped";
  // Multi-recompute plans: values recomputed more than once.
  int64_t recomputedAgain = 0;
  for (const std::vector<int> &points : result.plan.recomputeAt)
    recomputedAgain += points.size() > 1;
  if (recomputedAgain)
    remark << " (" << recomputedAgain << " recomputed more than once, "
           << result.eval.numRecomputed << " recomputations)";
  remark << ", solved in " << llvm::formatv("{0:f3}", plan.seconds).str()
         << " s";
  if (result.ladderBudget > 0)
    remark << " (the plan for " << result.ladderBudget
           << " bytes: budget ladder)";
  // The bound holds for every plan of the graph model (single- and
  // multi-recompute) within the target (or within this plan's model
  // peak where a rescued plan is over it): the gap is to that. The
  // merged form's, where the plan is the split form's: that one counts
  // bytes twice, so its bounds need not hold for the step.
  // (planOnOtherForm gives its answer the merged form's bound; with
  // graph-late-views=split the solvers' own are the split form's.)
  int64_t boundBudget = std::max(plan.target, result.eval.peakBytes);
  double ownBound =
      plan.boundGraph && plan.lateViews == LateViewGraph::split ? 0.0
      : result.status == rs::SolveStatus::optimal ? result.eval.recomputeCost
                                                  : result.lowerBound;
  double lowerBound = std::max(
      ownBound, rs::recomputeLowerBound(plan.boundGraph ? plan.boundGraph->graph
                                                        : plan.sg.graph,
                                        boundBudget));
  lowerBound = std::min(lowerBound, result.eval.recomputeCost);
  double modelCost = result.eval.recomputeCost;
  double gap = modelCost > 1e-9 ? (modelCost - lowerBound) / modelCost : 0;
  if (gap > 0)
    remark << ", optimality gap " << llvm::formatv("{0:p}", gap).str()
           << " (model recompute " << llvm::formatv("{0:e2}", modelCost).str()
           << ", lower bound " << llvm::formatv("{0:e2}", lowerBound).str()
           << ")";
  if (plan.boundGraph && plan.lateViews == LateViewGraph::both)
    remark << " (on the solvers' graph with its "
           << plan.boundGraph->numMergedViews
           << " late views split: cheaper there)";
  remark << plan.switchNote << plan.fallbackNote;
  if (plan.stoppedByClock)
    remark << kClockNote;
  line["solver"] = solverName;
  line["status"] = rs::toString(status);
  line["peak_after"] = plan.peak;
  line["recompute_flops"] = plan.addedFlops;
  line["model_recompute_cost"] = result.eval.recomputeCost;
  line["candidates"] = candidates;
  line["dropped"] = plan.dropped;
  line["recomputations"] = static_cast<int64_t>(result.eval.numRecomputed);
  line["recomputed_more_than_once"] = recomputedAgain;
  line["attempts"] = static_cast<int64_t>(plan.attempt);
  line["solve_seconds"] = plan.seconds;
  line["gap"] = gap;
  line["lower_bound"] = lowerBound;
  line["bound_budget"] = boundBudget;
  line["stopped_by_clock"] = plan.stoppedByClock;
  line["ladder_budget"] = result.ladderBudget;
  line["graph_late_views"] = plan.isSplitForm() ? "split" : "merge";
}
