//===- Solvers.h - Rematerialization planners -------------------*- C++ -*-===//
//
// Every solver minimises evaluate(g, plan).recomputeCost subject to
// evaluate(g, plan).peakBytes <= budget (see Graph.h for the semantics).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_SOLVERS_SOLVERS_H
#define REMAT_SOLVERS_SOLVERS_H

#include "remat/Solvers/Graph.h"

#include <limits>
#include <optional>
#include <string>

namespace remat::solvers {

enum class SolverKind {
  bruteForce, ///< enumerate all candidate subsets (reference, <= ~20 cands)
  ilp,        ///< exact MILP solved with CBC
  chain,      ///< exact DP over segments (Node::segment)
  greedy,     ///< fast heuristic (bytes freed at peak / added cost)
  autoSolver, ///< chain if applicable+small, else ilp if small, else greedy;
              ///< block-chain where no answer is exact (Solvers.md)
  none,       ///< baseline: keep everything
  all,        ///< baseline: drop every candidate
  sqrtN,      ///< baseline: Chen et al. 2016 sqrt(L) segment checkpoints
  blockChain, ///< chain DP over blocks cut from the graph, with per-block
              ///< options (BlockChain.cpp): exact over that plan space
};

enum class SolveStatus {
  optimal,       ///< proven optimal for the budget
  feasible,      ///< peak <= budget, optimality not proven (see gap)
  infeasible,    ///< no plan found/exists with peak <= budget (best effort
                 ///< plan returned: for exact solvers the min-peak plan is
                 ///< not computed, the returned plan is the keep-all plan)
  notApplicable, ///< solver cannot handle this graph (chain on non-chain,
                 ///< brute force with too many candidates, state limit)
  noSolution,    ///< time limit hit before any feasible plan was found
  invalidInput,  ///< malformed graph (see validate()); message says why
};

const char *toString(SolverKind k);
const char *toString(SolveStatus s);
/// Parses the names printed by toString(SolverKind); returns false if unknown.
bool parseSolverKind(const std::string &name, SolverKind &out);

struct SolveOptions {
  double timeLimitSeconds = 10.0; ///< ilp and chain time limit (wall clock)
  int maxBruteForceCandidates = 20;
  int autoIlpMaxCandidates = 200; ///< autoSolver: ilp up to this many
  int autoChainMaxNodes = 400;    ///< autoSolver: chain up to this many
  /// autoSolver: chain's share of the time limit, a safety net only:
  /// autoChainWork bounds its work (a clock that fires makes the plan
  /// depend on the machine).
  double autoChainTimeFraction = 1.0;
  int maxChainSegmentCandidates = 14; ///< chain: 2^k masks per segment
  int64_t maxChainStates = 20000;     ///< chain: Pareto states limit
  /// chain: profile rows copied or compared (its work, counted: where it
  /// stops does not depend on the machine's speed) before it refuses.
  int64_t maxChainWork = std::numeric_limits<int64_t>::max();
  /// autoSolver: the chain DP's work limit (instead of maxChainWork); the
  /// time share above is then only a safety net.
  int64_t autoChainWork = 1000000000;
  /// block-chain: blocks are cut with at least this many candidates, twice
  /// as many, ..., down to one block; tried from one block to the finest
  /// while time is left. Blocks with at most blockChainExactCandidates
  /// candidates get every subset as options.
  int blockChainCandidates = 4;
  int blockChainExactCandidates = 6;
  /// block-chain: greedy's plans at this many budgets between the budget
  /// and the no-remat peak (and at the budget) give options to every block.
  int blockChainSeedBudgets = 8;
  /// block-chain: at most this many cost-per-byte prefixes per large block.
  int blockChainPrefixes = 12;
  /// block-chain: Pareto entries created per partition (besides the
  /// memory limit and the time limit).
  int64_t maxBlockChainStates = 2000000;
  /// block-chain: profile rows copied or compared per partition.
  int64_t maxBlockChainWork = std::numeric_limits<int64_t>::max();
  /// autoSolver: block-chain where no exact answer was reached, on graphs
  /// up to this many nodes, with this share of the time limit.
  int64_t autoBlockChainMaxNodes = 5000;
  /// Its share of the time limit, a safety net only: autoBlockChainStates
  /// bounds the work (auto's whole solve took 2.2 s on ResNet-18's
  /// 1,745-node graph, idle 2-core machine), and a clock that fires makes
  /// the plan depend on the machine.
  double autoBlockChainTimeFraction = 1.0;
  /// autoSolver: block-chain's Pareto entries per partition (instead of
  /// maxBlockChainStates): the finest partitions it reaches, and so auto's
  /// plan, depend on this count only, not on the machine's speed.
  int64_t autoBlockChainStates = 20000;
  /// autoSolver: block-chain's work per partition (profile rows copied or
  /// compared), the other count that ends its refinement.
  int64_t autoBlockChainWork = 2500000000;
  int64_t maxIlpColumns = 50000; ///< ilp refuses larger models (CBC's
                                 ///< root LP ignores the time limit)
  /// ilp: simplex iterations of one CBC run (every LP it solves, counted);
  /// a run stopped by the count proves nothing, like one stopped by the
  /// clock, but stops at the same point on every machine.
  int64_t maxIlpIterations = std::numeric_limits<int64_t>::max();
  /// autoSolver (and minimumPeak): the ILP's iteration count instead of
  /// maxIlpIterations, so that auto's plan does not depend on the
  /// machine's speed; the time limit stays a safety net. Every proof on
  /// 6- to 16-layer MLP chain models (854-13,319 columns) took at most
  /// 57,750 iterations (docs/Solvers.md).
  int64_t autoIlpIterations = 60000;
  /// chain: refuses (notApplicable) when its row space or its Pareto
  /// states would need more memory than this.
  int64_t maxSolverMemoryBytes = int64_t(512) << 20;
  /// Multi-recompute refinement: instances tried per round, and its
  /// evaluation budget (besides the time limit).
  int maxMultiRecomputeMoves = 24;
  /// Multi-recompute refinement: where no split of a recomputed instance
  /// gets closer to the budget, also drop and split kept values live across
  /// the peak (MultiRecompute.cpp, "kept split"). auto runs its refinement
  /// starts with it only where none fits without it, on graphs of at most
  /// keptSplitMaxNodes nodes, and never in the bound-guided start (there
  /// the repair that follows does better: llama at 50 %, 663,552 FLOPs with
  /// it, 447,232 without).
  bool multiRecomputeKeptSplits = true;
  /// Multi-recompute refinement: where neither a split nor a kept split
  /// gets closer, also move the recomputation at the peak above the
  /// buffers its reader's other operands hold there, measured with each
  /// split that follows (MultiRecompute.cpp, "hoist"). Only where the kept
  /// split runs (multiRecomputeKeptSplits; auto: its second pass over the
  /// starts, where none fits without, and the lowest-peak searches).
  bool multiRecomputeHoists = true;
  /// Graphs of more nodes get no second pass with the kept split (the
  /// 2,000-layer MLP chains of benchmarks/auto_scale.py keep their time).
  int64_t keptSplitMaxNodes = 5000;
  /// Nested checkpoint schedules (chains): at most this many segments.
  int maxNestedChainSegments = 96;
  /// Up to this many nodes every nested schedule is measured; above, they
  /// are measured in order of the DP's cost up to the first that fits.
  int64_t nestedChainMeasureAllNodes = 20000;
  int64_t maxMultiRecomputeEvaluations = 20000;
  /// autoSolver's multi-recompute starts share this many evaluations times
  /// nodes (about 1-3 s here; deterministic, unlike the time limit).
  int64_t multiRecomputeWork = 20000000;
  /// autoSolver's keep pass (a fitting plan keeps the dropped values it
  /// fits without): at most this many / nodes plan evaluations.
  int64_t keepPassWork = 4000000;
  /// autoSolver's swap search after the keep pass (keep a dropped value,
  /// drop or split cheaper ones live at the steps then over the budget
  /// until the plan fits again, LocalSearch.cpp): at most this many / nodes
  /// plan evaluations (the keep pass that follows the swaps has its own
  /// keepPassWork).
  int64_t swapSearchWork = 4000000;
  /// autoSolver's merge pass after the keep pass (remove recomputation
  /// points where the plan still fits and costs less, repairing a merge
  /// that breaks the budget, LocalSearch.cpp): keepPassWork / nodes plan
  /// evaluations, on graphs of at most mergePassMaxNodes nodes (on the
  /// 2,800-layer MLP chain, 101k ops, it took 2 s and saved nothing).
  int64_t mergePassMaxNodes = 5000;
  /// autoSolver, where its plan costs more than the lower bound: also start
  /// from the recomputations of the bound's own cut (plus every free
  /// candidate), refined, repaired, kept and swapped as above (their
  /// counts), and take it where it fits and costs less (Solve.cpp). Only
  /// on graphs of at most boundGuidedMaxNodes nodes: on a 2,000-layer MLP
  /// chain (30k nodes) its three rounds took 4-6 s and found nothing.
  bool boundGuidedStart = true;
  int64_t boundGuidedMaxNodes = 5000;
  /// autoSolver, where its answer is more than 5 % above the lower bound
  /// (on graphs of at most boundGuidedMaxNodes nodes): also bound it by
  /// probing a chain over the bound's guide, its first 64 nodes (Bound.cpp,
  /// "Dropped chains"; docs/Solvers.md, "Probing a chain"), each branch's
  /// branch and bound within chainProbeBranchWork. It raises the reported
  /// bound (ResNet-18 at 75 %: 1.425e6 -> 2.507e6, 1.5 s), not the plan.
  bool chainProbe = true;
  int64_t chainProbeBranchWork = 10000000;
  /// autoSolver, where neither a single-recompute plan, the refinement nor
  /// the repair's descent fits: the lowest-peak search (lowestPeak, its ILP
  /// on at most lowestPeakIlpMaxCandidates candidates), whose plan, where it
  /// fits, the keep, merge and swap passes then make cheaper at the budget
  /// (ResNet-18 at 62 % of its peak: the descent from the refinement's plan
  /// stopped over the budget, the lowest peak is 1,091,264 B).
  bool lowestPeakFallback = true;
  /// autoSolver, where its plan is more than budgetLadderGap above the
  /// lower bound (on graphs of at most boundGuidedMaxNodes nodes): also
  /// plan for budgetLadderSteps lower budgets, budget * (1 - k *
  /// budgetLadderStep), and take the cheapest plan (any plan that fits a
  /// lower budget fits this one). The searches are not monotone in the
  /// budget: small changes of it change which start wins and where the
  /// local searches stop (ResNet-18 at 62 % of its peak: 55,386,112 FLOPs
  /// at the budget, 38,871,040 from 0.2 % below). Each step costs about
  /// one more solve (ResNet-18 there: 5.2 s -> 10.0 s with one step, 13.2
  /// s with two; two steps also lower MobileNetV2 at 65 and 60 %, at 3x
  /// the time). 0 steps: off.
  int budgetLadderSteps = 1;
  double budgetLadderStep = 0.002;
  double budgetLadderGap = 0.10;
  /// The lowest-peak searches' (auto's fallback, remat-auto's diagnostics)
  /// cap on the ILP's candidates: above, its model is too slow to prove a
  /// minimum within a diagnostic's time.
  int lowestPeakIlpMaxCandidates = 24;
  bool verbose = false; ///< CBC log output
};

/// A lower bound on the peak of every plan, single- and multi-recompute
/// (Bound.cpp, "The peak"): per forward step of a node every plan runs,
/// the forward values every plan holds there; per backward step b, Fixed(b)
/// (the bytes live there in every plan) plus the fewest bytes of the values
/// read after b that a plan can hold at b (a byte-only minimum cut: a value not
/// held there is recomputed after b, and each operand of that recomputation is
/// held or recomputed too); the largest over the steps. A bound of the
/// solvers' model, like recomputeLowerBound(); 0 for a malformed graph.
struct PeakBound {
  int64_t bytes = 0;      ///< every plan's peak is at least this
  int atNode = -1;        ///< the backward node whose step gives it
  bool fromCut = false;   ///< the cut's, not Fixed(b) alone
  bool inForward = false; ///< atNode is a forward node (its step's bytes)
  /// lowestPeak() only: the recomputation window (WindowBound.cpp) proves
  /// bytes - 1 infeasible; a value cannot stay live across backward node
  /// atNode, and its recomputation after it does not fit.
  bool fromWindow = false;
  int stepsCut = 0; ///< steps whose cut was solved (the rest pruned)
  /// False where the work count stopped before every step was solved or
  /// pruned (the bound holds either way).
  bool complete = true;
};

/// The smallest peak found (minimumPeak(), lowestPeak()).
struct MinPeakResult {
  int64_t peakBytes = 0; ///< smallest peak found
  /// true: the proven minimum of single-recompute plans; false: an upper
  /// bound of it
  bool exact = false;
  int peakNode = -1; ///< node whose step holds that peak
  bool peakIsRecompute = false;
  Plan plan; ///< a plan reaching peakBytes (min cost among those
             ///< for exact results)
  double recomputeCost = 0;
  std::string method; ///< "bruteForce", "ilp", "heuristic" or
                      ///< "multi-recompute"
  /// As SolveResult::stoppedByClock, for any search behind this answer.
  bool stoppedByClock = false;
  /// No plan, single- or multi-recompute, peaks lower: peakLowerBound(),
  /// in lowestPeak() raised by the recomputation window's proofs where
  /// they go higher. Where peakBytes equals it, peakBytes is the minimum
  /// over every plan.
  PeakBound lowerBound;
};

struct SolveResult {
  SolverKind kind = SolverKind::none; ///< solver that produced the plan
  SolveStatus status = SolveStatus::notApplicable;
  Plan plan;
  Evaluation eval;       ///< evaluate(g, plan)
  double gap = 0;        ///< relative optimality gap (ilp), 0 if optimal
  double lowerBound = 0; ///< best proven lower bound on recomputeCost
  double seconds = 0;    ///< wall time of the solve
  std::string message;   ///< human readable detail
  /// A wall-clock limit (timeLimitSeconds; in auto a safety net behind the
  /// work counts) ended a search before its count did: the answer can
  /// differ between runs and machines.
  bool stoppedByClock = false;
  /// auto's plan comes from its bound-guided start
  /// (SolveOptions::boundGuidedStart).
  bool fromBoundGuidedStart = false;
  /// auto's plan is the one it found for this lower budget
  /// (SolveOptions::budgetLadderSteps); 0: for the budget itself.
  int64_t ladderBudget = 0;
  /// auto, where no other search fitted the budget: the answer of its
  /// lowest-peak search (SolveOptions::lowestPeakFallback), whether or not
  /// its plan fits; callers that want the lowest peak reuse it.
  std::optional<MinPeakResult> lowest;
  bool ok() const {
    return status == SolveStatus::optimal || status == SolveStatus::feasible;
  }
};

SolveResult solve(const Graph &g, int64_t budget, SolverKind kind,
                  const SolveOptions &opts = {});

/// True iff the chain DP applies: every non-input forward node has
/// segment >= 0, segments are non-decreasing in index order, and every
/// forward edge stays in its segment or goes to the next one.
bool chainApplicable(const Graph &g, std::string *why = nullptr);

/// Lowers the peak of `start` towards `budget` by recomputing values more
/// than once (Plan::recomputeAt): recomputed values live across the peak are
/// freed and recomputed again right before their next reader, from
/// secondary checkpoints or from the kept values (MultiRecompute.cpp).
/// Returns the refined plan: feasible if it fits, else infeasible with the
/// lowest peak reached. `autoSolver` calls it when no single-recompute plan
/// fits; minimumPeak() when it lowers the smallest peak.
SolveResult refineWithMultiRecompute(const Graph &g, int64_t budget,
                                     const Plan &start,
                                     const SolveOptions &opts = {});

/// The smallest peak of single-recompute plans (Plan::drop only): exact via
/// brute force (few candidates) or ILP (<= autoIlpMaxCandidates, when
/// proven within the time limit); otherwise the best of `all`, sqrtN and
/// greedy, flagged inexact.
MinPeakResult minimumPeak(const Graph &g, const SolveOptions &opts = {});

/// A lower bound on the recompute cost of every plan, single- and
/// multi-recompute, whose peak fits `budget` (Bound.cpp: at each backward
/// step, what must be live there or recomputed after it — a fractional
/// knapsack, and a minimum cut that follows the operands of recomputations
/// — plus the trivial bound of dead forward code). `infeasible`
/// (optional): set when it proves that no plan fits. solve() reports at
/// least this bound for every answer.
double recomputeLowerBound(const Graph &g, int64_t budget,
                           bool *infeasible = nullptr);

/// The bound of PeakBound (above), its steps visited from the highest
/// estimate under a work count.
PeakBound peakLowerBound(const Graph &g);

/// minimumPeak(), then the lowest nested schedule of the byte DP (chains of
/// segments; its budget bisected) and the multi-recompute refinement of the
/// lowest plan so far towards the lowest peak it reaches; when that goes
/// lower, its plan is returned,
/// flagged inexact with method "multi-recompute" (no lower bound on the
/// peak of multi-recompute plans is computed).
MinPeakResult lowestPeak(const Graph &g, const SolveOptions &opts = {});

/// lowestPeak() with its ILP on at most opts.lowestPeakIlpMaxCandidates
/// candidates (its counts bound the rest; the clock is a safety net): auto's
/// fallback and remat-auto's diagnostics, which reuse each other's answer.
MinPeakResult boundedLowestPeak(const Graph &g, const SolveOptions &opts = {});

} // namespace remat::solvers

#endif // REMAT_SOLVERS_SOLVERS_H
