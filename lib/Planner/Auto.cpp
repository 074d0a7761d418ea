//===- Auto.cpp - least recompute under a memory budget -------------------===//
//
// Lower the function to the solvers' graph, solve, and realise the plan on a
// copy exactly as evaluate() models it; accept the copy once the memory
// analysis confirms the budget (re-solving with a tighter target when the
// graph's approximation of in-place updates was optimistic).
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Planner/SolverGraph.h"
#include "remat/Analysis/BufferizedPeak.h"
#include "remat/Analysis/GradientRegion.h"
#include "remat/Planner/Passes.h"
#include "remat/Solvers/Solvers.h"
#include "remat/Support/Format.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

#include <limits>
#include <set>
#include <thread>
#include <utility>

namespace mlir::remat {
#define GEN_PASS_DEF_REMATAUTO
#include "remat/Planner/Passes.h.inc"
} // namespace mlir::remat

#define DEBUG_TYPE "remat-auto"

using namespace mlir;
using namespace mlir::remat;
namespace rs = ::remat::solvers;

/// A top-level op that nothing reads and that has no effects.
static bool isDeadOp(Operation &op) {
  return op.use_empty() && !op.hasTrait<OpTrait::IsTerminator>() &&
         isMemoryEffectFree(&op);
}

/// Erases the dead top-level ops of `func` (and those that become dead);
/// returns whether any was erased.
static bool eraseDeadOps(FunctionOpInterface func) {
  bool erased = false;
  Block &body = func.getFunctionBody().front();
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(body)))
    if (isDeadOp(op)) {
      op.erase();
      erased = true;
    }
  return erased;
}

/// Whether eraseDeadOps(func) would erase anything (it erases only what a
/// first dead op makes dead).
static bool hasDeadOp(FunctionOpInterface func) {
  return llvm::any_of(func.getFunctionBody().front(), isDeadOp);
}

/// Whether `op` materialises a value that reads no data: an operand-free
/// op without effects (tensor.empty, a constant), a
/// bufferization.alloc_tensor, or an op without effects (linalg.fill of a
/// constant, ...) whose operands, and values it uses from above in its
/// regions, are all such values. `known` memoises the answers; chains deeper
/// than `depth` count as reading data.
static bool isDataFree(Operation *op, DenseMap<Operation *, bool> &known,
                       unsigned depth = 8) {
  auto it = known.find(op);
  if (it != known.end())
    return it->second;
  known[op] = false; // a cycle (not in SSA form) reads data
  bool dataFree = false;
  if (depth > 0 &&
      (isa<bufferization::AllocTensorOp>(op) || isMemoryEffectFree(op))) {
    llvm::SetVector<Value> reads(op->operand_begin(), op->operand_end());
    getUsedValuesDefinedAbove(op->getRegions(), reads);
    dataFree = llvm::all_of(reads, [&](Value value) {
      Operation *def = value.getDefiningOp();
      return def && isDataFree(def, known, depth - 1);
    });
  }
  return known[op] = dataFree;
}

/// Where a recomputation needed by the backward op `point` goes: above the
/// allocations (and other data-free ops, see isDataFree) right before
/// `point`, so that their buffers are not live during the recomputation.
/// Stops at ops of earlier recomputations (`inserted`), at ops that read
/// data, and at the first op of the gradient computation (the
/// recomputation stays inside it, after `point`'s pin's definition).
static Operation *getRecomputePoint(Operation *point,
                                    const GradientRegion &gradient,
                                    const llvm::DenseSet<Operation *> &inserted,
                                    DenseMap<Operation *, bool> &dataFree) {
  for (Operation *prev = point->getPrevNode();
       prev && prev != gradient.getStart() && gradient.contains(prev) &&
       !inserted.contains(prev) && isDataFree(prev, dataFree);
       prev = prev->getPrevNode())
    point = prev;
  return point;
}

/// Realises `eval`'s schedule on `func` (a copy of the analysed function,
/// `toCopy` maps the analysed ops to it): recomputes every dropped node
/// before the backward node that first needs it, above that node's
/// allocations (getRecomputePoint), and rewires the backward reads; then
/// removes forward ops nobody reads.
static void realizePlan(FunctionOpInterface func, const SolverGraph &sg,
                        const rs::Plan &plan, const rs::Evaluation &eval,
                        IRMapping &toCopy) {
  IRRewriter rewriter(func.getContext());
  GradientRegion gradient(func);
  IRMapping recomputed;
  auto copyOf = [&](Operation *op) { return toCopy.lookup(op); };
  auto nodeOf = [&](Value copied, DenseMap<Value, int> &nodeOfCopy) {
    auto it = nodeOfCopy.find(copied);
    return it == nodeOfCopy.end() ? -1 : it->second;
  };
  DenseMap<Value, int> nodeOfCopy;
  for (auto [value, node] : sg.nodeOfValue)
    nodeOfCopy[toCopy.lookupOrDefault(value)] = node;

  // Ops this function creates (barriers, clones), and isDataFree's answers.
  llvm::DenseSet<Operation *> inserted;
  DenseMap<Operation *, bool> dataFree;
  // Nodes recomputed so far: a second instance (multi-recompute plans) reads
  // even recomputed values through its barrier, so that CSE cannot merge it
  // with the first.
  llvm::DenseSet<int> recomputedNodes;
  SmallVector<int> group;
  // Reads of dropped nodes in the gradient computation go to the newest
  // recomputed instance.
  auto redirectReads = [&](int node) {
    for (Operation *original : sg.nodeOps[node])
      copyOf(original)->walk([&](Operation *nested) {
        for (OpOperand &operand : nested->getOpOperands()) {
          int producer = nodeOf(operand.get(), nodeOfCopy);
          if (producer < 0 || !plan.drop[producer])
            continue;
          if (Value value = recomputed.lookupOrNull(operand.get()))
            rewriter.modifyOpInPlace(nested, [&] { operand.set(value); });
        }
      });
  };
  for (const rs::Step &step : eval.steps) {
    if (step.recompute) {
      group.push_back(step.node);
      continue;
    }
    if (group.empty()) {
      if (step.node >= sg.graph.gradStart)
        redirectReads(step.node);
      continue;
    }
    // Recompute the group right before the backward node's first op, above
    // the allocations that precede it.
    // A node without ops (an op's transient bytes) precedes the node of
    // its op: recompute before that op.
    int pointNode = step.node;
    while (sg.nodeOps[pointNode].empty())
      ++pointNode;
    Operation *point = getRecomputePoint(copyOf(sg.nodeOps[pointNode].front()),
                                         gradient, inserted, dataFree);
    llvm::SetVector<Value> pinned;
    llvm::DenseSet<int> inGroup(group.begin(), group.end());
    for (int node : group) {
      bool again = recomputedNodes.contains(node);
      for (Operation *original : sg.nodeOps[node]) {
        Operation *op = copyOf(original);
        SmallVector<Value> reads = getReadValues(op);
        for (Value value : reads) {
          int producer = nodeOf(value, nodeOfCopy);
          if (producer >= 0 && inGroup.contains(producer))
            continue;
          if (!again && recomputed.contains(value))
            continue;
          if (isa<ShapedType>(value.getType()))
            pinned.insert(recomputed.lookupOrDefault(value));
        }
      }
    }
    IRMapping cloneMap = recomputed;
    rewriter.setInsertionPoint(point);
    if (!pinned.empty()) {
      auto barrier =
          BarrierOp::create(rewriter, point->getLoc(), pinned.getArrayRef(),
                            gradient.getPinBefore(point));
      inserted.insert(barrier);
      for (auto [value, result] : llvm::zip(pinned, barrier.getResults()))
        cloneMap.map(value, result);
      // Original values whose newest instance was pinned read the pin.
      for (auto [from, to] : recomputed.getValueMap())
        if (pinned.contains(to))
          cloneMap.map(from, cloneMap.lookup(to));
    }
    for (int node : group) {
      recomputedNodes.insert(node);
      for (Operation *original : sg.nodeOps[node]) {
        Operation *op = copyOf(original);
        Operation *clone = rewriter.clone(*op, cloneMap);
        inserted.insert(clone);
        for (auto [from, to] : llvm::zip(op->getResults(), clone->getResults()))
          recomputed.map(from, to);
      }
    }
    group.clear();
    redirectReads(step.node);
  }

  // Forward copies that nothing reads any more.
  eraseDeadOps(func);
}

namespace {
/// A plan realised on a copy of the function, in a module of its own with
/// the symbols the function uses (so that calls resolve and the analysis
/// sees their callees); the user's module is never touched until a plan is
/// taken.
struct Candidate {
  OwningOpRef<ModuleOp> module;
  FunctionOpInterface func;
  /// The memory analysis of the realised copy.
  std::optional<MemoryAnalysis> analysis;
};
} // namespace

static FailureOr<Candidate> realizeOnCopy(FunctionOpInterface func,
                                          const SolverGraph &sg,
                                          const rs::Plan &plan,
                                          const rs::Evaluation &eval) {
  Candidate candidate;
  candidate.module = ModuleOp::create(func.getLoc());
  IRMapping toCopy;
  std::string error;
  FailureOr<FunctionOpInterface> copy =
      cloneWithReferencedSymbols(func, *candidate.module, toCopy, error);
  if (failed(copy))
    return mlir::emitError(func.getLoc())
           << "remat-auto: cannot copy @" << func.getName()
           << " to realise a plan: " << error;
  candidate.func = *copy;
  realizePlan(candidate.func, sg, plan, eval, toCopy);
  return candidate;
}

namespace {
/// The graph's split form and the lowest-peak search's answer on it, where
/// auto planned on both forms and neither fits the budget
/// (AutoPass::planOnOtherForm): the rescue realises that plan too, since
/// the searches are path-dependent (torch-mlir's Qwen2: 673,088 B lowest
/// on the merged form, 657,728 on the split one).
struct OtherFormLowest {
  SolverGraph graph;
  rs::MinPeakResult lowest;
};

/// runOnFunction's first attempt made ahead (AutoPass::speculate).
struct Speculation {
  SolverGraph graph;
  rs::SolveResult result;
  /// The plan realised and analysed, where it fits the model.
  std::optional<Candidate> candidate;
  /// The merged graph where `graph` is the split one (planOnOtherForm).
  std::optional<SolverGraph> boundGraph;
  /// The split form's lowest plan where neither form fits (planOnOtherForm).
  std::optional<OtherFormLowest> otherLowest;
};

/// Said where a clock ended a search: the same program can then get
/// another plan (or another lowest peak) on another run.
constexpr const char *kClockNote =
    "; a time limit stopped a search before its work count (the answer can "
    "differ between runs; raise time-limit)";

/// Said beside a bound of the solvers' model on the realised program.
constexpr const char *kModelAboveNote =
    " (the model can be above the program where it misses in-place reuse)";

/// The best of the low-peak plans realised and measured by the memory
/// analysis (see AutoPass::rescue).
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

struct AutoPass : public mlir::remat::impl::RematAutoBase<AutoPass> {
  using Base::Base;

  void runOnOperation() override {
    rs::SolverKind kind = solver;
    llvm::Regex regex(pattern);
    std::string regexError;
    if (!regex.isValid(regexError)) {
      mlir::emitError(getOperation().getLoc())
          << "remat-auto: invalid pattern '" << pattern << "': " << regexError;
      return signalPassFailure();
    }
    std::optional<int64_t> budgetOption;
    if (!budget.empty()) {
      FailureOr<int64_t> bytes = parseByteSize(budget);
      if (failed(bytes) || *bytes <= 0) {
        mlir::emitError(getOperation().getLoc())
            << "remat-auto: budget '" << budget
            << "' is not a byte size (expected e.g. 1048576, 64MiB, 1.5GB)";
        return signalPassFailure();
      }
      budgetOption = *bytes;
    }
    // Functions of nested modules too (a module is a namespace).
    SmallVector<FunctionOpInterface> funcs;
    getOperation()->walk([&](FunctionOpInterface func) {
      if (!func.isExternal() && isa<ModuleOp>(func->getParentOp()))
        funcs.push_back(func);
    });
    llvm::json::Array lines;
    planFileUsedBy.clear();
    bool failedFunction = false;
    for (FunctionOpInterface func : funcs) {
      llvm::json::Object line;
      failedFunction =
          failed(runOnFunction(func, budgetOption, kind, regex, line));
      // An infeasible budget still gets its line (status "infeasible", the
      // smallest peak and the bound); other errors leave none.
      if (failedFunction && line.getString("status") != "infeasible")
        line.clear();
      if (!line.empty())
        lines.push_back(std::move(line));
      if (failedFunction)
        break;
    }
    if (!output.empty() && !writeLines(lines))
      failedFunction = true;
    if (failedFunction)
      signalPassFailure();
  }

  /// Appends the JSON lines to `output`; false (with an error) where it
  /// cannot be opened.
  bool writeLines(llvm::json::Array &lines) {
    std::string errorMessage;
    auto file = openOutputFile(output, &errorMessage);
    if (!file) {
      mlir::emitError(getOperation().getLoc())
          << "remat-auto: cannot open '" << output << "': " << errorMessage;
      return false;
    }
    for (llvm::json::Value &line : lines)
      file->os() << line << "\n";
    file->keep();
    return true;
  }

  LogicalResult runOnFunction(FunctionOpInterface func,
                              std::optional<int64_t> budgetOption,
                              rs::SolverKind kind, const llvm::Regex &regex,
                              llvm::json::Object &line) {
    stoppedByClock = false;
    std::optional<int64_t> budgetBytes = budgetOption;
    if (!budgetBytes) {
      FailureOr<std::optional<int64_t>> attr = getBudgetAttr(func);
      if (failed(attr))
        return failure();
      budgetBytes = *attr;
    }
    if (!budgetBytes)
      return success();
    if (!func.getFunctionBody().hasOneBlock())
      return mlir::emitError(func.getLoc())
             << "remat-auto handles single-block functions";
    WalkResult hasCheckpoint =
        func.walk([](CheckpointOp) { return WalkResult::interrupt(); });
    if (hasCheckpoint.wasInterrupted())
      return mlir::emitError(func.getLoc())
             << "remat-auto: the function has remat.checkpoint regions; run "
                "remat-apply-checkpoints first";
    bool baseline = kind == rs::SolverKind::none ||
                    kind == rs::SolverKind::all ||
                    kind == rs::SolverKind::sqrtN;
    // The replay of the step is most of the analysis' time (one-shot
    // bufferization of a copy). Where the model says the step is over the
    // budget, it runs on another thread while the first plan is solved
    // and realised on a copy and that copy analysed; nothing is decided
    // before it ends, so the answer is the one without it.
    std::optional<Speculation> speculation;
    FailureOr<MemoryAnalysis> analysis = failure();
    {
      MemoryAnalysisInFlight inFlight(func);
      const FailureOr<MemoryAnalysis> &model = inFlight.getModel();
      // Not where dead code or a loss seeded inside is rewritten first
      // (below): that plan would be for another program.
      if (inFlight.isConcurrent() && !baseline && planFile.empty() &&
          succeeded(model) && model->getGradStart() &&
          model->getModelPeakBytes() > *budgetBytes && !hasDeadOp(func) &&
          !mayPartitionForwardFirst(model->getGradientSplit()))
        speculation = speculate(func, *model, *budgetBytes, kind, regex);
      analysis = inFlight.finish();
    }
    if (failed(analysis))
      return failure();
    int64_t before = analysis->getPeakBytes();
    line = llvm::json::Object{{"function", func.getName().str()},
                              {"budget", *budgetBytes},
                              {"peak_before", before}};
    // A plan file asks for its plan: a training step that needs none is an
    // error (a function without a gradient computation is not the step).
    auto planFileNotApplied = [&](int64_t peak) {
      return mlir::emitError(func.getLoc())
             << "remat-auto: @" << func.getName() << " fits the budget of "
             << *budgetBytes << " bytes without a plan (predicted peak " << peak
             << " bytes); the plan in '" << planFile << "' is not applied";
    };
    if (!analysis->getGradStart()) {
      // Nothing to rematerialize: a budget the program already meets is
      // met; any other is an error that says how to mark the step.
      if (before <= *budgetBytes && !baseline) {
        mlir::emitRemark(func.getLoc())
            << "remat-auto: predicted peak " << before
            << " bytes already fits the budget of " << *budgetBytes
            << " bytes (no gradient computation found)";
        line["status"] = "fits";
        line["peak_after"] = before;
        line["recompute_flops"] = 0.0;
        return success();
      }
      return mlir::emitError(func.getLoc())
             << "remat-auto: cannot find the gradient computation of @"
             << func.getName() << " to meet the budget of " << *budgetBytes
             << " bytes (predicted peak " << before
             << " bytes): " << analysis->getGradientSplit().whyNone
             << "; mark the loss cotangent argument with {remat.cotangent} "
                "or the loss result with {remat.loss} (docs/Conventions.md)";
    }
    line["gradient_rule"] =
        describeGradientRule(analysis->getGradientSplit().rule).str();
    if (before <= *budgetBytes && !baseline) {
      if (!planFile.empty())
        return planFileNotApplied(before);
      mlir::emitRemark(func.getLoc())
          << "remat-auto: predicted peak " << before
          << " bytes already fits the budget of " << *budgetBytes << " bytes";
      line["status"] = "fits";
      line["peak_after"] = before;
      line["recompute_flops"] = 0.0;
      return success();
    }
    // Dead forward code costs memory and buys nothing: remove it first (a
    // rewrite every plan would make), then plan on what is left. Where the
    // loss is seeded inside and forward ops come after the first gradient
    // op, move them in front first so that program order is the split.
    bool partitioned =
        partitionForwardFirst(func, analysis->getGradientSplit());
    if (eraseDeadOps(func) || partitioned) {
      // The first plan was made for the step as it was.
      speculation.reset();
      analysis = analyzeMemory(func);
      if (failed(analysis))
        return failure();
      if (analysis->getPeakBytes() <= *budgetBytes && !baseline) {
        if (!planFile.empty())
          return planFileNotApplied(analysis->getPeakBytes());
        mlir::emitRemark(func.getLoc())
            << "remat-auto: predicted peak " << before << " -> "
            << analysis->getPeakBytes() << " bytes (budget " << *budgetBytes
            << ") by "
            << (partitioned ? "moving forward ops before the "
                              "gradient computation and "
                              "removing dead code"
                            : "removing dead code");
        line["status"] = "dead-code";
        line["peak_after"] = analysis->getPeakBytes();
        line["recompute_flops"] = 0.0;
        return success();
      }
    }
    // The graph is the model's (the replay does not change it).
    SolverGraph sg =
        speculation ? std::move(speculation->graph)
                    : buildSolverGraph(func, *analysis, regex, graphTransients,
                                       lateViews != LateViewGraph::split);
    // Where `sg` is the split form that planOnOtherForm chose, the merged
    // form: the lower bounds come from it.
    std::optional<SolverGraph> boundGraph;
    // The split form's lowest plan, where neither form fits (the rescue's).
    std::optional<OtherFormLowest> otherLowest;
    if (speculation) {
      boundGraph = std::move(speculation->boundGraph);
      otherLowest = std::move(speculation->otherLowest);
    }
    if (lateViews == LateViewGraph::split) {
      SolverGraph merged =
          buildSolverGraph(func, *analysis, regex, graphTransients, true);
      if (merged.numMergedViews > 0)
        boundGraph = std::move(merged);
    }
    std::string invalid = rs::validate(sg.graph);
    if (!invalid.empty())
      return mlir::emitError(func.getLoc())
             << "remat-auto: internal error, malformed "
                "solver graph: "
             << invalid;
    // A plan from a file is realised as it is; nothing else is tried.
    std::optional<rs::SolveResult> fromFile;
    if (!planFile.empty()) {
      FailureOr<rs::SolveResult> read = readPlanFile(func, sg, *budgetBytes);
      if (failed(read))
        return failure();
      fromFile = std::move(*read);
    }
    rs::SolveOptions options = getSolveOptions();
    int64_t target = *budgetBytes;
    int64_t bestPeak = analysis->getPeakBytes();
    double seconds = 0;
    // The first attempt's solve where it was not speculated: on the graph's
    // other form too where that may pay (planOnOtherForm).
    std::optional<rs::SolveResult> firstSolve;
    if (!speculation && planFile.empty() && !baseline) {
      firstSolve = rs::solve(sg.graph, target, kind, options);
      planOnOtherForm(func, *analysis, target, kind, regex, options, sg,
                      *firstSolve, boundGraph, otherLowest);
    }
    // Whether the plans below are the graph's split form's (the form stays
    // for every attempt, unless the rescue takes the split form's plan).
    bool splitForm = boundGraph || lateViews == LateViewGraph::split;
    // Where the rescue's plan is the split form's, that form is the graph
    // from then on and the merged one the bounds' (as planOnOtherForm).
    auto takeRescuedForm = [&](const RescueResult &rescued) {
      if (!rescued.onOtherForm)
        return;
      boundGraph = std::move(sg);
      sg = std::move(otherLowest->graph);
      otherLowest.reset();
      splitForm = true;
    };
    // The planner of the next attempt: `kind`, until a heuristic's plan
    // realises over the budget; then auto, which may find the exact plan
    // that fits at the same target.
    rs::SolverKind planner = kind;
    std::string switchNote;
    // When every attempt realised over the budget, the lowest-peak plans
    // (rescue) get one last try before the error.
    std::optional<rs::SolveResult> rescuedPlan;
    bool rescueTried = false;
    // The last lowest-peak search auto ran (SolveResult::lowest), for the
    // rescue.
    std::optional<rs::MinPeakResult> lowest;
    for (unsigned attempt = 1;; ++attempt) {
      if (attempt > 8 || target <= 0) {
        if (rescueTried || baseline)
          break;
        rescueTried = true;
        FailureOr<RescueResult> rescued = rescue(
            func, sg, *budgetBytes, options, seconds, lowest, otherLowest);
        if (failed(rescued))
          return failure();
        bestPeak = std::min(bestPeak, rescued->smallestPeak);
        if (!rescued->fits)
          break;
        takeRescuedForm(*rescued);
        rescuedPlan = std::move(rescued->result);
        switchNote = std::string(" after ") + rs::toString(planner) +
                     " (its plans realised over the budget; lowest-peak plans "
                     "realised)";
      }
      // The first attempt's plan, solved and realised while the step was
      // being replayed (the same solve and realisation as below).
      std::optional<Speculation> first;
      if (attempt == 1 && speculation)
        first = std::move(speculation);
      rs::SolveResult result =
          fromFile      ? *fromFile
          : rescuedPlan ? *rescuedPlan
          : first       ? first->result
          : firstSolve  ? std::exchange(firstSolve, std::nullopt).value()
                        : rs::solve(sg.graph, target, planner, options);
      seconds += rescuedPlan ? 0.0 : result.seconds;
      if (result.lowest)
        lowest = result.lowest;
      stoppedByClock = stoppedByClock || result.stoppedByClock;
      // A heuristic or a solver that does not apply may miss plans that
      // exist: before giving up, try the other planners and take the first
      // that fits (then the lowest-peak plans, below).
      std::string fallbackNote;
      // When the requested solver refused and no other planner fits either,
      // auto's answer (its infeasibility proof, its lowest peak) is
      // reported with the refusal, instead of advising to try auto.
      std::optional<rs::SolveResult> autoAnswer;
      if (!result.ok() && !baseline) {
        for (rs::SolverKind other :
             {rs::SolverKind::chain, rs::SolverKind::greedy,
              rs::SolverKind::autoSolver, rs::SolverKind::all,
              rs::SolverKind::sqrtN}) {
          if (other == planner)
            continue;
          // auto has run chain (with a fifth of the time limit) and greedy
          // already; the exact DP again at the full limit only times out.
          if (planner == rs::SolverKind::autoSolver &&
              (other == rs::SolverKind::chain ||
               other == rs::SolverKind::greedy))
            continue;
          rs::SolveResult retry = rs::solve(sg.graph, target, other, options);
          seconds += retry.seconds;
          stoppedByClock = stoppedByClock || retry.stoppedByClock;
          if (other == rs::SolverKind::autoSolver)
            autoAnswer = retry;
          if (retry.lowest)
            lowest = retry.lowest;
          if (retry.eval.peakBytes <= target &&
              (retry.ok() || other == rs::SolverKind::all ||
               other == rs::SolverKind::sqrtN)) {
            // A refusal says why (its size guard, its time limit).
            bool refused = result.status == rs::SolveStatus::notApplicable ||
                           result.status == rs::SolveStatus::noSolution;
            fallbackNote = std::string(" after ") + rs::toString(planner) +
                           " (" + rs::toString(result.status) +
                           (refused ? ": " + result.message : "") + ")";
            retry.status = rs::SolveStatus::feasible;
            result = std::move(retry);
            break;
          }
        }
      }
      if (dumpGraph)
        printGraph(func, sg, result, splitForm);
      std::string refusal;
      if ((result.status == rs::SolveStatus::notApplicable ||
           result.status == rs::SolveStatus::noSolution) &&
          autoAnswer && autoAnswer->status == rs::SolveStatus::infeasible) {
        refusal = std::string("solver ") + rs::toString(result.kind) +
                  " found no plan (" + rs::toString(result.status) +
                  "): " + result.message + "; ";
        result = std::move(*autoAnswer);
      }
      if (result.status == rs::SolveStatus::notApplicable ||
          result.status == rs::SolveStatus::noSolution)
        return mlir::emitError(func.getLoc())
               << "remat-auto: solver " << rs::toString(result.kind)
               << " found no plan (" << rs::toString(result.status)
               << "): " << result.message
               << "; try solver=auto or solver=greedy";
      // Baselines are applied as they are, for comparison, even over budget.
      if (!result.ok() && !baseline) {
        // The graph can also be pessimistic (it does not see every in-place
        // update the analysis does): realise the lowest-peak plans and let
        // the analysis decide.
        rescueTried = true;
        FailureOr<RescueResult> rescued = rescue(
            func, sg, *budgetBytes, options, seconds, lowest, otherLowest);
        if (failed(rescued))
          return failure();
        if (rescued->fits) {
          takeRescuedForm(*rescued);
          fallbackNote = std::string(" after ") + rs::toString(kind) + " (" +
                         rs::toString(result.status) +
                         "; lowest-peak plans realised)";
          result = std::move(rescued->result);
        } else {
          bestPeak = std::min(bestPeak, rescued->smallestPeak);
          if (attempt == 1)
            return reportInfeasible(func, sg, *budgetBytes,
                                    analysis->getPeakBytes(), result, *rescued,
                                    refusal, line);
          return mlir::emitError(func.getLoc())
                 << "remat-auto: no plan found whose predicted peak fits the "
                    "budget of "
                 << *budgetBytes << " bytes; the best plan's predicted peak is "
                 << bestPeak
                 << " bytes (the solver's model of this function is "
                    "optimistic, e.g. calls keep buffers alive to the end)"
                 << (stoppedByClock ? kClockNote : "");
        }
      }
      // Realise the plan on a copy and check it with the memory analysis.
      // (A first attempt's plan that fits the model reaches here unchanged.)
      FailureOr<Candidate> copy = first && first->candidate
                                      ? std::move(*first->candidate)
                                      : realizeAndAnalyze(func, sg, result);
      if (failed(copy))
        return failure();
      ++numRealised;
      std::optional<MemoryAnalysis> &after = copy->analysis;
      int64_t peak = after->getPeakBytes();
      bestPeak = std::min(bestPeak, peak);
      if (fromFile && peak > *budgetBytes)
        return mlir::emitError(func.getLoc())
               << "remat-auto: the plan in '" << planFile
               << "' realised has a predicted peak of " << peak
               << " bytes, over the budget of " << *budgetBytes
               << " bytes (its model peak is " << result.eval.peakBytes
               << " bytes)";
      LLVM_DEBUG(llvm::dbgs()
                 << "remat-auto: @" << func.getName() << " attempt " << attempt
                 << ": " << rs::toString(result.kind) << " plan, model peak "
                 << result.eval.peakBytes << " (target " << target
                 << "), analysed peak " << peak << "\n");
      if (peak > *budgetBytes && !baseline &&
          planner != rs::SolverKind::autoSolver) {
        switchNote = llvm::formatv(" after {0} (its plan realised {1} bytes)",
                                   rs::toString(planner), peak)
                         .str();
        planner = rs::SolverKind::autoSolver;
        continue;
      }
      if (peak > *budgetBytes && !baseline && result.fromBoundGuidedStart) {
        // Its plans sit at the budget in the model, where the graph can be
        // optimistic (BERT from torch-mlir at 75 %: the guided plan realised
        // over it, and the lower targets after it cost 13x the plan auto
        // had without the guided start, which fits): the same target
        // without it first.
        options.boundGuidedStart = false;
        switchNote = llvm::formatv(" (the bound-guided plan realised {0} "
                                   "bytes; planned again without it)",
                                   peak)
                         .str();
        continue;
      }
      if (peak > *budgetBytes && !baseline) {
        // The graph was optimistic by (peak - budget): aim lower.
        target -= std::max<int64_t>(peak - *budgetBytes, 1);
        continue;
      }
      if (peak > *budgetBytes) {
        return mlir::emitError(func.getLoc())
               << "remat-auto: the " << rs::toString(result.kind)
               << " baseline's predicted peak is " << peak
               << " bytes, over the budget of " << *budgetBytes
               << " bytes; use solver=auto for a plan that fits";
      }
      double addedFlops = after->getTotalFlops() - analysis->getTotalFlops();
      func.getFunctionBody().takeBody(copy->func.getFunctionBody());
      int dropped = 0;
      for (auto [node, drop] : llvm::enumerate(result.plan.drop))
        if (drop) {
          ++dropped;
          numRecomputed += sg.nodeOps[node].size();
        }
      ++numFunctions;
      numDropped += dropped;
      if (addedFlops > 0)
        numRecomputeFlops += static_cast<uint64_t>(addedFlops);
      int candidates = rs::candidates(sg.graph).size();
      InFlightDiagnostic remark = mlir::emitRemark(func.getLoc());
      const char *solverName =
          fromFile ? "plan-file" : rs::toString(result.kind);
      // A plan optimal on the split form (graph-late-views=split) is not
      // proven so for the step: that form counts late views' bytes twice.
      rs::SolveStatus status = result.status;
      if (boundGraph && status == rs::SolveStatus::optimal)
        status = rs::SolveStatus::feasible;
      remark << "remat-auto: solver " << solverName << " ("
             << rs::toString(status) << "): predicted peak " << before << " -> "
             << peak << " bytes (budget " << *budgetBytes << "), "
             << (addedFlops >= 0 ? "+" : "")
             << llvm::formatv("{0:e2}", addedFlops).str()
             << " recompute FLOPs, " << dropped << " of " << candidates
             << " candidates dropped";
      // Multi-recompute plans: values recomputed more than once.
      int64_t recomputedAgain = 0;
      for (const std::vector<int> &points : result.plan.recomputeAt)
        recomputedAgain += points.size() > 1;
      if (recomputedAgain)
        remark << " (" << recomputedAgain << " recomputed more than once, "
               << result.eval.numRecomputed << " recomputations)";
      remark << ", solved in " << llvm::formatv("{0:f3}", seconds).str()
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
      int64_t boundBudget = std::max(target, result.eval.peakBytes);
      double ownBound = boundGraph && lateViews == LateViewGraph::split ? 0.0
                        : result.status == rs::SolveStatus::optimal
                            ? result.eval.recomputeCost
                            : result.lowerBound;
      double lowerBound =
          std::max(ownBound,
                   rs::recomputeLowerBound(
                       boundGraph ? boundGraph->graph : sg.graph, boundBudget));
      lowerBound = std::min(lowerBound, result.eval.recomputeCost);
      double modelCost = result.eval.recomputeCost;
      double gap = modelCost > 1e-9 ? (modelCost - lowerBound) / modelCost : 0;
      if (gap > 0)
        remark << ", optimality gap " << llvm::formatv("{0:p}", gap).str()
               << " (model recompute "
               << llvm::formatv("{0:e2}", modelCost).str() << ", lower bound "
               << llvm::formatv("{0:e2}", lowerBound).str() << ")";
      if (boundGraph && lateViews == LateViewGraph::both)
        remark << " (on the solvers' graph with its "
               << boundGraph->numMergedViews
               << " late views split: cheaper there)";
      remark << switchNote << fallbackNote;
      if (stoppedByClock)
        remark << kClockNote;
      line["solver"] = solverName;
      line["status"] = rs::toString(status);
      line["peak_after"] = peak;
      line["recompute_flops"] = addedFlops;
      line["model_recompute_cost"] = result.eval.recomputeCost;
      line["candidates"] = candidates;
      line["dropped"] = dropped;
      line["recomputations"] = static_cast<int64_t>(result.eval.numRecomputed);
      line["recomputed_more_than_once"] = recomputedAgain;
      line["attempts"] = static_cast<int64_t>(attempt);
      line["solve_seconds"] = seconds;
      line["gap"] = gap;
      line["lower_bound"] = lowerBound;
      line["bound_budget"] = boundBudget;
      line["stopped_by_clock"] = stoppedByClock;
      line["ladder_budget"] = result.ladderBudget;
      line["graph_late_views"] = splitForm ? "split" : "merge";
      return success();
    }
    return mlir::emitError(func.getLoc())
           << "remat-auto: no plan found whose predicted "
              "peak fits the budget of "
           << *budgetBytes << " bytes; the best plan's predicted peak is "
           << bestPeak << " bytes" << (stoppedByClock ? kClockNote : "");
  }

  /// The plan in `planFile` for `func`'s graph, evaluated: an error where it
  /// cannot be read, is not a plan of the graph, or does not fit the budget
  /// in the model, or where another function used the file already.
  FailureOr<rs::SolveResult> readPlanFile(FunctionOpInterface func,
                                          const SolverGraph &sg,
                                          int64_t budgetBytes) {
    if (!planFileUsedBy.empty())
      return mlir::emitError(func.getLoc())
             << "remat-auto: plan-file holds the plan of one function; @"
             << planFileUsedBy << " has used it, and @" << func.getName()
             << " has a budget too";
    planFileUsedBy = func.getName().str();
    auto buffer = llvm::MemoryBuffer::getFile(planFile, /*IsText=*/true);
    if (!buffer)
      return mlir::emitError(func.getLoc())
             << "remat-auto: cannot read plan-file '" << planFile
             << "': " << buffer.getError().message();
    rs::SolveResult result;
    // No solver's: the remark and the JSON line name it "plan-file".
    result.kind = rs::SolverKind::none;
    std::string why = rs::parsePlanText(
        (*buffer)->getBuffer().str(), (int)sg.graph.nodes.size(), result.plan);
    if (why.empty())
      why = rs::validatePlan(sg.graph, result.plan);
    if (!why.empty())
      return mlir::emitError(func.getLoc())
             << "remat-auto: plan-file '" << planFile << "' is not a plan of @"
             << func.getName() << "'s solver graph (" << sg.graph.nodes.size()
             << " nodes; dump-graph=true prints it): " << why;
    result.eval = rs::evaluate(sg.graph, result.plan);
    if (result.eval.peakBytes > budgetBytes)
      return mlir::emitError(func.getLoc())
             << "remat-auto: the plan in '" << planFile
             << "' has a model peak of " << result.eval.peakBytes
             << " bytes, over the budget of " << budgetBytes << " bytes";
    result.status = rs::SolveStatus::feasible;
    return result;
  }

  rs::SolveOptions getSolveOptions() const {
    rs::SolveOptions options;
    options.timeLimitSeconds = timeLimit;
    // CBC does not always stop at its time limit on large models: auto uses
    // the ILP only where it is known to finish (see docs/Solvers.md).
    options.autoIlpMaxCandidates = 24;
    options.chainProbe = chainProbe;
    options.budgetLadderSteps = budgetLadder;
    return options;
  }

  /// The first attempt of runOnFunction's loop (its graph, its solve at the
  /// budget and, where that plan fits the model, the plan realised and
  /// analysed), made from the model while the step's replay runs. Any
  /// diagnostic on the way drops the realisation: the loop then makes it
  /// again and emits what it emits.
  std::optional<Speculation> speculate(FunctionOpInterface func,
                                       const MemoryAnalysis &model,
                                       int64_t budget, rs::SolverKind kind,
                                       const llvm::Regex &regex) {
    Speculation speculation{buildSolverGraph(func, model, regex,
                                             graphTransients,
                                             lateViews != LateViewGraph::split),
                            {},
                            {},
                            {},
                            {}};
    if (!rs::validate(speculation.graph.graph).empty())
      return std::nullopt;
    rs::SolveOptions options = getSolveOptions();
    speculation.result =
        rs::solve(speculation.graph.graph, budget, kind, options);
    planOnOtherForm(func, model, budget, kind, regex, options,
                    speculation.graph, speculation.result,
                    speculation.boundGraph, speculation.otherLowest);
    if (!speculation.result.ok())
      return speculation;
    bool diagnosed = false;
    std::thread::id self = std::this_thread::get_id();
    ScopedDiagnosticHandler handler(func.getContext(), [&](Diagnostic &) {
      if (std::this_thread::get_id() != self)
        return failure();
      diagnosed = true;
      return success();
    });
    FailureOr<Candidate> candidate =
        realizeAndAnalyze(func, speculation.graph, speculation.result);
    if (succeeded(candidate) && !diagnosed)
      speculation.candidate = std::move(*candidate);
    return speculation;
  }

  /// With graph-late-views=both, where `sg` (the merged form) has late views
  /// and auto's plan `result` on it does not fit or is more than
  /// kOtherFormGap above its lower bound: auto plans again on the split
  /// form, and where that plan fits and costs less, it replaces `result`
  /// and that form `sg`, the merged one moving to `boundGraph`. The searches
  /// are path-dependent, and the split form, with a node of its own (of
  /// phantom bytes) for each late view, steers them elsewhere: ResNet-18 at
  /// 75 % 3,768,320 FLOPs on the merged form, 3,342,336 on the split one,
  /// at 65 % the other way round (docs/Solvers.md, "Views taken after a
  /// read"). Each plan of the split form has one in the merged form with
  /// no more bytes and no more recompute (a view kept while its source is
  /// dropped: the merged node kept), so the merged form's bound holds for
  /// both. Where neither form's plan fits and the split form's lowest-peak
  /// search went lower, that search's answer goes to `otherLowest` for the
  /// rescue; `sg`, `result` and its bounds stay the merged form's.
  void planOnOtherForm(FunctionOpInterface func, const MemoryAnalysis &model,
                       int64_t budget, rs::SolverKind kind,
                       const llvm::Regex &regex,
                       const rs::SolveOptions &options, SolverGraph &sg,
                       rs::SolveResult &result,
                       std::optional<SolverGraph> &boundGraph,
                       std::optional<OtherFormLowest> &otherLowest) {
    constexpr double kOtherFormGap = 0.01;
    if (lateViews != LateViewGraph::both ||
        kind != rs::SolverKind::autoSolver || sg.numMergedViews == 0 ||
        (result.ok() &&
         result.eval.recomputeCost <= (1 + kOtherFormGap) * result.lowerBound))
      return;
    SolverGraph split =
        buildSolverGraph(func, model, regex, graphTransients, false);
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

  /// Realises `result`'s plan on a copy of `func` and analyses the copy
  /// (its callers count it in numRealised where they use it).
  FailureOr<Candidate> realizeAndAnalyze(FunctionOpInterface func,
                                         const SolverGraph &sg,
                                         const rs::SolveResult &result) {
    FailureOr<Candidate> copy =
        realizeOnCopy(func, sg, result.plan, result.eval);
    if (failed(copy))
      return failure();
    FailureOr<MemoryAnalysis> analysis = analyzeMemory(copy->func);
    if (failed(analysis))
      return failure();
    copy->analysis = std::move(*analysis);
    return copy;
  }

  /// One line per node: index, side, bytes, cost, flags, inputs, ops, and
  /// whether the plan drops it.
  /// `splitForm`: `sg` is the graph's split form (planOnOtherForm), which
  /// the header names, so that a plan for it is read with
  /// graph-late-views=split.
  void printGraph(FunctionOpInterface func, const SolverGraph &sg,
                  const rs::SolveResult &result, bool splitForm) {
    llvm::raw_ostream &os = llvm::errs();
    os << "remat-auto graph of @" << func.getName() << ": "
       << sg.graph.nodes.size() << " nodes, gradient starts at node "
       << sg.graph.gradStart << "; plan " << rs::toString(result.kind) << " ("
       << rs::toString(result.status) << "), model peak "
       << result.eval.peakBytes
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
         << (result.plan.drop.size() > index && result.plan.drop[index]
                 ? " DROP"
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

  /// Realises the plans of least model peak (the minimum-peak plan and the
  /// cheapest plans each planner finds at that peak) and measures each with
  /// the memory analysis. Returns the cheapest one within the budget, else
  /// the smallest measured peak.
  /// `known`: auto's lowest-peak answer where its solve ran that search
  /// (the same options), not searched again. `otherForm`: the split form's
  /// lowest plan (planOnOtherForm), realised and measured too.
  FailureOr<RescueResult>
  rescue(FunctionOpInterface func, const SolverGraph &sg, int64_t budgetBytes,
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
      FailureOr<Candidate> copy = realizeAndAnalyze(func, graph, candidate);
      if (failed(copy))
        return failure();
      ++numRealised;
      std::optional<MemoryAnalysis> &after = copy->analysis;
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
      if (seen.insert({candidate.plan.drop, candidate.plan.recomputeAt})
              .second &&
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

  LogicalResult reportInfeasible(FunctionOpInterface func,
                                 const SolverGraph &sg, int64_t budgetBytes,
                                 int64_t currentPeak,
                                 const rs::SolveResult &result,
                                 const RescueResult &rescued, StringRef refusal,
                                 llvm::json::Object &line) {
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
    int64_t outputBytes = 0;
    for (const rs::Node &node : sg.graph.nodes)
      if (node.isOutput)
        outputBytes += node.bytes;
    diag << "; the function's results alone take " << outputBytes << " bytes";
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
           << (lowest.fromWindow ? "a value cannot stay live across"
                                 : "live at")
           << (lowest.inForward ? " forward node " : " backward node ")
           << lowest.atNode;
      if ((size_t)lowest.atNode < sg.nodeOps.size() &&
          !sg.nodeOps[lowest.atNode].empty()) {
        Operation *op = sg.nodeOps[lowest.atNode].back();
        diag << ", '" << op->getName() << "' (" << formatLoc(op->getLoc())
             << ")";
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

  /// Whether a wall-clock limit ended one of the searches behind this
  /// function's answer (SolveResult::stoppedByClock): the searches stop at
  /// counts of work, which give the same answer on every machine, unless a
  /// clock fires first on a slow or loaded one.
  bool stoppedByClock = false;
  /// The function whose plan came from planFile (one per run).
  std::string planFileUsedBy;
};
} // namespace
