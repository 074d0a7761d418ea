//===- PlanSearch.h - remat-auto's search policy ----------------*- C++ -*-===//
//
// What remat-auto tries beside the requested solve, with its state explicit:
// the first attempt made while the step's replay runs (speculate), the
// graph's other form where it may pay (planOnOtherForm), and the lowest-peak
// plans realised and measured where every attempt realised over the budget
// (rescue). Internal to lib/Planner.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_PLANNER_PLANSEARCH_H
#define REMAT_LIB_PLANNER_PLANSEARCH_H

#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Planner/Passes.h"
#include "remat/Planner/Realize.h"
#include "remat/Planner/SolverGraph.h"
#include "remat/Solvers/Solvers.h"

#include "llvm/Support/Regex.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>

namespace mlir::remat {
namespace rs = ::remat::solvers;

/// The options of remat-auto that the searches read (a copy of the pass's).
struct AutoSettings {
  bool graphTransients = true;
  LateViewGraph lateViews = LateViewGraph::both;
  double timeLimit = 10.0;
  bool chainProbe = true;
  unsigned budgetLadder = 1;
};

/// The solvers' options for remat-auto's settings.
rs::SolveOptions getSolveOptions(const AutoSettings &settings);

/// The graph's split form and the lowest-peak search's answer on it, where
/// auto planned on both forms and neither fits the budget
/// (PlanSearch::planOnOtherForm): the rescue realises that plan too, since
/// the searches are path-dependent (torch-mlir's Qwen2: 673,088 B lowest
/// on the merged form, 657,728 on the split one).
struct OtherFormLowest {
  SolverGraph graph;
  rs::MinPeakResult lowest;
};

/// remat-auto's first attempt made ahead (PlanSearch::speculate).
struct SpeculatedAttempt {
  SolverGraph graph;
  rs::SolveResult result;
  /// The plan realised and analysed, where it fits the model.
  std::optional<RealizedPlan> candidate;
  /// The merged graph where `graph` is the split one (planOnOtherForm).
  std::optional<SolverGraph> boundGraph;
  /// The split form's lowest plan where neither form fits (planOnOtherForm).
  std::optional<OtherFormLowest> otherLowest;
};

/// Said where a clock ended a search: the same program can then get
/// another plan (or another lowest peak) on another run.
inline constexpr const char *kClockNote =
    "; a time limit stopped a search before its work count (the answer can "
    "differ between runs; raise time-limit)";

/// Said beside a bound of the solvers' model on the realised program.
inline constexpr const char *kModelAboveNote =
    " (the model can be above the program where it misses in-place reuse)";

/// The best of the low-peak plans realised and measured by the memory
/// analysis (see PlanSearch::rescue).
struct RescueResult {
  bool fits = false;
  rs::SolveResult result;
  /// Smallest analysed peak among the realised plans (INT64_MAX if none).
  int64_t smallestPeak = std::numeric_limits<int64_t>::max();
  /// The op holding that peak, printed before its copy was erased.
  std::string peakOpName, peakOpLoc;
  /// The solvers' smallest model peak (on either form of the graph).
  int64_t modelMinimum = 0;
  /// The proven minimum of single-recompute plans, where the search on the
  /// graph the pass plans on proved one (a merged form's holds for its
  /// split form too, see planOnOtherForm).
  std::optional<int64_t> exactMinimum;
  /// `result` is a plan of the graph's split form (OtherFormLowest).
  bool onOtherForm = false;
  /// No plan of the solvers' model peaks lower (peakLowerBound).
  rs::PeakBound modelLowerBound;
};

/// remat-auto's searches for one function, and what they found out on the
/// way. One per function: its state does not carry over.
class PlanSearch {
public:
  PlanSearch(FunctionOpInterface func, const AutoSettings &settings,
             const llvm::Regex &layerPattern)
      : func(func), settings(settings), layerPattern(layerPattern) {}

  /// The first attempt of runOnFunction's loop (its graph, its solve at the
  /// budget and, where that plan fits the model, the plan realised and
  /// analysed), made from the model while the step's replay runs. Any
  /// diagnostic on the way drops the realisation: the loop then makes it
  /// again and emits what it emits.
  std::optional<SpeculatedAttempt>
  speculate(const MemoryAnalysis &model, int64_t budget, rs::SolverKind kind);

  /// With graph-late-views=both, where `sg` (the merged form) has late views
  /// and auto's plan `result` on it does not fit or is more than
  /// kOtherFormGap above its lower bound: auto plans again on the split
  /// form, and where that plan fits and costs less, it replaces `result`
  /// and that form `sg`, the merged one moving to `boundGraph`. The searches
  /// are path-dependent, and the split form, with a node of its own (of
  /// phantom bytes) for each late view, steers them elsewhere: ResNet-18 at
  /// 75 % 3,768,320 FLOPs on the merged form, 3,342,336 on the split one,
  /// at 65 % the other way round (docs/SolverResults.md, "Views taken after a
  /// read"). Each plan of the split form has one in the merged form with
  /// no more bytes and no more recompute (a view kept while its source is
  /// dropped: the merged node kept), so the merged form's bound holds for
  /// both. Where neither form's plan fits and the split form's lowest-peak
  /// search went lower, that search's answer goes to `otherLowest` for the
  /// rescue; `sg`, `result` and its bounds stay the merged form's.
  void planOnOtherForm(const MemoryAnalysis &model, int64_t budget,
                       rs::SolverKind kind, const rs::SolveOptions &options,
                       SolverGraph &sg, rs::SolveResult &result,
                       std::optional<SolverGraph> &boundGraph,
                       std::optional<OtherFormLowest> &otherLowest);

  /// Realises the plans of least model peak (the minimum-peak plan and the
  /// cheapest plans each planner finds at that peak) and measures each with
  /// the memory analysis. Returns the cheapest one within the budget, else
  /// the smallest measured peak.
  /// `known`: auto's lowest-peak answer where its solve ran that search
  /// (the same options), not searched again. `otherForm`: the split form's
  /// lowest plan (planOnOtherForm), realised and measured too.
  FailureOr<RescueResult>
  rescue(const SolverGraph &sg, int64_t budgetBytes,
         const rs::SolveOptions &options, double &seconds,
         const std::optional<rs::MinPeakResult> &known,
         const std::optional<OtherFormLowest> &otherForm);

  /// Whether a wall-clock limit ended one of the searches behind this
  /// function's answer (SolveResult::stoppedByClock): the searches stop at
  /// counts of work, which give the same answer on every machine, unless a
  /// clock fires first on a slow or loaded one.
  bool stoppedByClock = false;
  /// Plans realised on a copy and measured by the memory analysis (the
  /// pass's realised-plans statistic).
  unsigned numRealised = 0;
  /// The analysis of `func` as it is now (set by the pass before a
  /// rescue). A plan that recomputes nothing realises `func` itself where
  /// `func` has no dead op (realizePlan changes nothing else then), so the
  /// rescue takes this measurement instead of replaying the same program.
  const MemoryAnalysis *stepAnalysis = nullptr;

private:
  FunctionOpInterface func;
  const AutoSettings &settings;
  const llvm::Regex &layerPattern;
};

} // namespace mlir::remat

#endif // REMAT_LIB_PLANNER_PLANSEARCH_H
