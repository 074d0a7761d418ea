//===- Internal.h - Shared analysis for the exact solvers -------*- C++ -*-===//
//
// "Row space": every point of any possible schedule. Rows are the forward
// nodes (index order), then for each backward node b: one row per candidate
// that may be recomputed right before b (index order), then b itself. A plan's
// real schedule is an order-preserving subsequence of the rows; live bytes at
// a row that is not a real step never exceed live bytes at the next real step
// (everything live across it is read later or is an output), so the peak over
// rows equals evaluate()'s peak.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_SOLVERS_INTERNAL_H
#define REMAT_LIB_SOLVERS_INTERNAL_H

#include "remat/Solvers/Solvers.h"

#include <chrono>
#include <functional>
#include <limits>
#include <map>
#include <string>
#include <vector>

namespace remat::solvers::detail {

constexpr int kInf = std::numeric_limits<int>::max();

struct GraphInfo {
  int n = 0, gs = 0;
  std::vector<std::vector<int>> fwdReaders; ///< non-input forward readers
  std::vector<std::vector<int>> bwdReaders; ///< non-input backward readers
  std::vector<int> firstBwd;                ///< kInf if none
  std::vector<char> cand;
  std::vector<int> cands;
  std::vector<int> candIdx;  ///< -1 if not a candidate
  std::vector<int> events;   ///< sorted backward nodes where recompute can go
  std::vector<int> eventIdx; ///< per node, -1 if not an event
  /// canAt[ci] = sorted event indices where candidate ci may be recomputed.
  std::vector<std::vector<int>> canAt;
  // Rows.
  std::vector<int> row; ///< row of forward/backward node, -1 for inputs
  /// recRow[ci] maps event index -> row.
  std::vector<std::map<int, int>> recRow;
  int numRows = 0; ///< also the "end" row used for outputs

  /// withRows = false skips canAt and the row space (cheap, O(n + edges)).
  explicit GraphInfo(const Graph &g, bool withRows = true);
  int recRowOf(int v, int eventK) const {
    return recRow[candIdx[v]].at(eventK);
  }
};

inline double secondsSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
      .count();
}

/// Fills status/eval for a plan against a budget (feasible or infeasible).
void finishHeuristic(const Graph &g, int64_t budget, SolveResult &r);

SolveResult solveBruteForce(const Graph &g, int64_t budget,
                            const SolveOptions &opts);
SolveResult solveIlp(const Graph &g, int64_t budget, const SolveOptions &opts);
/// Minimises the peak with the ILP (no budget). Returns status optimal when
/// the minimum is proven.
SolveResult solveIlpMinPeak(const Graph &g, const SolveOptions &opts);
SolveResult solveChain(const Graph &g, int64_t budget,
                       const SolveOptions &opts);
SolveResult solveGreedy(const Graph &g, int64_t budget,
                        const SolveOptions &opts);
/// Why the chain DP's row space would exceed opts.maxSolverMemoryBytes
/// (empty when it fits): a candidate gets at most one row per event up to
/// its first backward reader, each row a map entry, a canAt entry and 8
/// bytes in every Pareto profile; refused where 64 profiles would not fit.
/// `cheap` is built without rows, so this runs before the row space.
std::string rowSpaceTooLarge(const GraphInfo &cheap, const SolveOptions &opts);
/// The chain DP's core (Chain.cpp): groups are consecutive runs of forward
/// non-input nodes in index order such that every forward edge stays in its
/// group or goes to the next one; options[i] lists the drop sets allowed for
/// group i (one flag per candidate of the group, in index order). Exact in
/// bytes over the product of the options: `optimal` means optimal among
/// those plans. Refuses (notApplicable, message prefixed with `label`) past
/// maxStates Pareto entries, maxWork profile rows copied or compared (both
/// counts, so where it stops does not depend on the machine) or
/// maxSolverMemoryBytes; opts.timeLimitSeconds ends it with noSolution.
SolveResult chainDp(const Graph &g, const GraphInfo &gi, int64_t budget,
                    const SolveOptions &opts,
                    const std::vector<std::vector<int>> &groups,
                    const std::vector<std::vector<std::vector<char>>> &options,
                    int64_t maxStates, int64_t maxWork, SolverKind kind,
                    const std::string &label,
                    std::chrono::steady_clock::time_point t0);
SolveResult solveBlockChain(const Graph &g, int64_t budget,
                            const SolveOptions &opts);
/// block-chain's plan space (BlockChain.cpp), for tests: its blocks for a
/// target candidate count, greedy's plans it takes options from, and the
/// options of each block (one flag per candidate of the block, index order).
struct BlockPlanSpace {
  std::vector<std::vector<std::vector<char>>> options;
  bool complete = true; ///< every block has every subset
  int maxCandidates = 0, maxOptions = 0;
};
std::vector<std::vector<int>> blockChainBlocks(const Graph &g,
                                               const GraphInfo &gi, int target);
std::vector<Plan> blockChainSeeds(const Graph &g, int64_t budget,
                                  const SolveOptions &opts);
BlockPlanSpace blockPlanSpace(const Graph &g, const GraphInfo &gi,
                              const std::vector<Plan> &seeds,
                              const SolveOptions &opts,
                              const std::vector<std::vector<int>> &blocks);
/// evaluate()'s binding rule, shared by the refinement: step `(u, rec)`'s
/// read of `w` goes to the newest recomputed instance of `w` when `w` is a
/// dropped forward value and the reader is in the gradient computation or
/// is itself a recomputation; otherwise to the forward instance of `w`.
inline bool readsRecomputedInstance(const Graph &g, const Plan &p, int u,
                                    bool rec, int w) {
  return (rec || u >= g.gradStart) && w < g.gradStart && !p.drop.empty() &&
         p.drop[w];
}
/// Drops every candidate (the `all` baseline).
Plan allCandidatesPlan(const Graph &g);
/// A move of the swap search's repair (LocalSearch.cpp): drop `node` (kept
/// and live at a step over the threshold), or, with `split`, drop it and
/// recompute it right before every backward step that reads it (a value
/// live across such a step, read at two points or more); `cost` is its
/// nodes' cost (once per point for a split). `operands`: a split of a
/// value with a dropped operand, also worth measuring with those operands
/// split.
struct RepairMove {
  int node;
  bool split;
  double cost;
  bool operands = false;
};
/// The repair's moves at the steps of `e` (the evaluation of `p`) whose
/// live bytes exceed `threshold`, cheapest per byte first (then drops
/// before splits, then by index); moves costing `limit` or more are left
/// out.
std::vector<RepairMove> repairMoves(const Graph &g, int64_t threshold,
                                    const Plan &p, const Evaluation &e,
                                    double limit);
/// The backward nodes before which some step of `e` reads u (a backward
/// node itself, or a recomputation before it), increasing: a split's
/// points.
std::vector<int> splitPoints(const Graph &g, const Evaluation &e, int u);
/// The backward node step `s` of `e` runs before (its node, for a backward
/// step): a recomputation's point.
int pointOfStep(const Evaluation &e, int s);
/// Clears plan.recomputeAt where no value is recomputed twice and the
/// plan without the lists is no worse: its peak at most the plan's or
/// within `budget`, its cost at most the plan's (eval then becomes that
/// plan's). A single point earlier than the value's first need (a hoisted
/// recomputation, MultiRecompute.cpp) moves to the first need only then.
void toSingleRecomputeForm(const Graph &g, Plan &plan, Evaluation &eval,
                           int64_t budget = 0);
/// Visits `root` and, up to `depth` levels down, the operands that
/// `descend` accepts, each node once; below a node whose `visit` returns
/// false it does not go.
template <typename Visit, typename Descend>
void walkOperands(const Graph &g, int root, int depth, Visit visit,
                  Descend descend) {
  std::vector<std::pair<int, int>> work = {{root, depth}};
  std::vector<char> seen(g.nodes.size(), 0);
  while (!work.empty()) {
    auto [v, d] = work.back();
    work.pop_back();
    if (seen[v])
      continue;
    seen[v] = 1;
    if (!visit(v) || d == 0)
      continue;
    for (int w : g.nodes[v].inputs)
      if (descend(w))
        work.push_back({w, d - 1});
  }
}
/// The first node of the run of backward nodes right before backward node
/// u that only create and fill buffers u reads (each reads nothing but
/// earlier nodes of the run, and u or a later node of the run reads it),
/// else u: a value recomputed there is not live beside buffers u's op has
/// yet to fill (the bundled MLP step at 90 %: recomputing the first layer
/// before the transpose that reads it is 1 MB over, before its tensor.empty
/// fits; ResNet-18's padded-input gradients: a tensor.empty and the
/// linalg.fill of it before each tensor.insert_slice).
int beforeOperandBuffers(const Graph &g, int u);
/// auto's swap search (LocalSearch.cpp) on a fitting plan (eval ==
/// evaluate(g, plan), peak within budget): keeps a dropped value and drops
/// or splits (recomputes before each reader) cheaper values live at the
/// steps then over the budget until the plan fits again, taking the swap
/// where the plan then costs less. At most work / nodes
/// evaluations. Returns the swaps taken; plan and eval stay consistent and
/// within the budget, and the cost never rises. `ancestrySplits`: whether
/// the repair also splits a value with its whole ancestry (auto: always).
int swapWhereItPays(const Graph &g, int64_t budget, Plan &plan,
                    Evaluation &eval, int64_t work, bool ancestrySplits = true);
/// auto's merge pass (LocalSearch.cpp) on a fitting plan (eval ==
/// evaluate(g, plan), peak within budget): removes recomputation points, of
/// one value or of every value recomputed at a point, where the plan then
/// still fits and costs less, the move that saves the most first. At most
/// work / nodes evaluations. Returns the moves taken; plan and eval stay
/// consistent and within the budget, and the cost never rises.
int mergeWhereItFits(const Graph &g, int64_t budget, Plan &plan,
                     Evaluation &eval, int64_t work);
/// Removes the recomputation points whose instance nothing reads (a later
/// change left them: ResNet-18 at 75 %, the residual chain recomputed
/// before a downsample convolution the keep pass then kept), until none is
/// left (a removal can leave an operand's point unread). evaluate() runs
/// and counts them, the realised program does not (canonicalisation erases
/// an unused recomputation), so the model's cost was above the measured
/// one. Peak and cost never rise. Returns the points removed; plan and eval
/// (== evaluate(g, plan)) stay consistent.
int removeUnreadPoints(const Graph &g, Plan &plan, Evaluation &eval);
/// The swap search's repair on its own (LocalSearch.cpp): makes a plan over
/// the budget fit by dropping or splitting values live at the steps over
/// it, the move that removes the most bytes over the budget per added FLOP
/// first, every move keeping the cost below costLimit. True, with plan and
/// eval (== evaluate(g, plan)) replaced, when it then fits; at most work /
/// nodes evaluations.
bool repairToFit(const Graph &g, int64_t budget, Plan &plan, Evaluation &eval,
                 double costLimit, int64_t work);
Plan sqrtNPlan(const Graph &g);
/// refineWithMultiRecompute(), also giving the number of plans it evaluated.
SolveResult refineWithMultiRecompute(const Graph &g, int64_t budget,
                                     const Plan &start,
                                     const SolveOptions &opts,
                                     int64_t *evaluations);
/// Nested checkpoint (revolve/rotor-style) multi-recompute plans for chains
/// of at most maxSegments segments read in reverse order by the gradient
/// computation, one per variant and slot count up to maxSlots
/// (NestedChain.cpp); none, with the reason in `why`, where the structure
/// does not apply. Built and visited one at a time, in the DP's order
/// (variant, then slot count) or, with `byCost`, by ascending DP recompute
/// cost (stable); `visit` returns false to stop.
void forEachNestedChainPlan(const Graph &g, int maxSegments, int maxSlots,
                            bool byCost,
                            const std::function<bool(Plan &&)> &visit,
                            std::string *why = nullptr);
/// The same schedules chosen by a DP that is exact in bytes for one
/// budget (NestedChain.cpp): memory of the held checkpoints in units of
/// budget / 512, the rest (backward instances, kept nodes, working sets of
/// sweeps and windows) derived from the graph. `measure` gets each plan and
/// returns its measured peak (negative: stop); the DP's target then moves
/// by the excess or slack, up to maxTries plans.
void forEachByteNestedChainPlan(const Graph &g, int maxSegments, int64_t budget,
                                int maxTries,
                                const std::function<int64_t(Plan &&)> &measure,
                                std::string *why = nullptr);
/// -(cost of dead forward code): no plan's recomputeCost is lower.
double trivialLowerBound(const Graph &g);

/// A lower bound on the recompute cost of every plan (single- and
/// multi-recompute) that fits `budget`, from the backward steps
/// (Bound.cpp); 0 where it proves nothing. `infeasible`: no plan fits,
/// since (at least) `fixedBytes` are live at backward node `infeasibleAt` in
/// every plan.
struct MemoryBound {
  double bound = 0;
  int atNode = -1; ///< backward node whose step gives the bound
  bool infeasible = false;
  int infeasibleAt = -1;
  int64_t fixedBytes = 0;
  /// The proof is the cut's (at least fixedBytes live), not Fixed(b)'s.
  bool fromCut = false;
  /// Nodes the branch and bound expanded, and whether it gave the bound.
  int branchNodes = 0;
  bool fromBranching = false;
  /// The forced recomputations' cost, part of `bound`.
  double forcedCost = 0;
  /// The forward nodes recomputed by the cut of the branch and bound's
  /// best run (its lowest open node): not a plan (the cut sees only its
  /// steps), but where auto's bound-guided start begins (Solve.cpp).
  std::vector<int> guide;
  /// The steps of the run `guide` comes from.
  std::vector<int> guideSteps;
  /// The cut of the `extraRun` (memoryLowerBound), if one was given.
  std::vector<int> extraGuide;
};
/// `maxCutWork`: vertices and edges built and visited by the cut bound (a
/// deterministic guard; steps not reached keep the knapsack bound). Every
/// solve() call pays it: the default takes about 0.1 s on a 100k-node MLP
/// chain (5x as much took 0.35 s); there and on the bundled steps 10^6
/// already reaches the same bounds (the best step comes first in knapsack
/// order).
constexpr int64_t kDefaultCutWork = 4000000;
/// `maxBranchWork`: vertices and edges built and visited by the branch and
/// bound over the best steps' recomputations (all its runs together; 0:
/// none). The default takes up to 0.3 s on the bundled steps and 0.45 s on
/// 100k-node chains; half of it proved gpt2's plan at 75 % optimal, where
/// a quarter left 0.9 %. kBranchSteps: the best steps it runs on. (Since
/// 2026-12-02 its runs first share an eighth of it and the rest goes to
/// the best run the count stopped; Bound.cpp.)
constexpr int64_t kDefaultBranchWork = 100000000;
constexpr int kBranchSteps = 3;
/// `maxForcedWork`: the work count of forcedRecomputations (0: none).
constexpr int64_t kDefaultForcedWork = 4000000;
/// `extraRun`: backward steps to branch on together instead of the best
/// steps' runs (auto's bound-guided start adds the step where the guide
/// failed); its value is a bound like any run's (every set of steps gives
/// one) and its cut is `extraGuide`. `extraForced`: more pairs (w, r) in
/// forcedRecomputations' sense that the caller knows every plan it asks
/// about makes (a probe's "w dropped" branch: (w, first backward reader));
/// the bound then holds for those plans only. `dropped`: candidates that
/// every plan the caller asks about drops (a chain probe's branch); each
/// model is charged the recomputations those drops need before its first
/// step (Bound.cpp, "Dropped chains"), and the bound holds for those plans
/// only.
MemoryBound
memoryLowerBound(const Graph &g, int64_t budget,
                 int64_t maxCutWork = kDefaultCutWork,
                 int64_t maxBranchWork = kDefaultBranchWork,
                 int64_t maxForcedWork = kDefaultForcedWork,
                 const std::vector<int> &extraRun = {},
                 const std::vector<std::pair<int, int>> &extraForced = {},
                 const std::vector<int> &dropped = {});

/// peakLowerBound() with a work count for its cuts (vertices and edges built
/// and visited; steps not reached keep Fixed(b)).
PeakBound peakLowerBound(const Graph &g, int64_t maxCutWork);

/// Probing (docs/Solvers.md, "Probing"): the bound over the plans that keep
/// candidate `x` (x made unrecomputable) and the bound over those that drop
/// it (its recomputation before its first backward reader forced, through
/// memoryLowerBound's extraForced); the smaller of the two bounds every
/// plan. `applies` is false where x is not a forward candidate with a
/// backward reader (then nothing else is set).
struct ProbeBounds {
  bool applies = false;
  int firstReader = -1;
  MemoryBound keep, drop;
  double keepTrivial = 0; ///< trivialLowerBound of the graph with x kept
};
ProbeBounds probeBounds(const Graph &g, int64_t budget, int x,
                        int64_t maxBranchWork = kDefaultBranchWork);

/// Probing a chain (docs/Solvers.md, "Probing a chain"): every plan keeps
/// some node of `nodes` first (in list order) or drops them all, so with
/// branch i = "nodes[0..i) dropped, nodes[i] kept" (nodes[i]
/// unrecomputable, memoryLowerBound's `dropped` = the prefix) and a last
/// branch with every node dropped, the smallest branch bound (`bound`,
/// trivial bound included; +inf where every branch is proven infeasible)
/// bounds every plan. Non-candidates in `nodes` are skipped.
struct ChainProbe {
  double bound = 0;
  std::vector<int> nodes;        ///< the candidates probed, in order
  std::vector<double> keepBound; ///< per node: its branch (+inf: none fits)
  double allDroppedBound = 0;    ///< the last branch (+inf: none fits)
};
ChainProbe probeChain(const Graph &g, int64_t budget,
                      const std::vector<int> &nodes,
                      int64_t maxBranchWork = kDefaultBranchWork);

/// A proof that no plan (single- or multi-recompute) fits a budget, from
/// the recomputations' working set after a backward step (WindowBound.cpp).
/// `value < 0`: at least `liveBytes` are live at backward node `step` in
/// every plan. Else node `value` cannot be live across `step`, so it is
/// recomputed for its first backward reader after it, `reader`, with what
/// that needs: `noPoint`: node `node` (one of them) has no recomputation
/// point in (step, reader] where it fits; else `node` is recomputed before
/// backward node `point` in every plan, with at least `liveBytes` live.
struct WindowProof {
  bool infeasible = false;
  int step = -1, value = -1, reader = -1, node = -1, point = -1;
  bool noPoint = false;
  int64_t liveBytes = 0;
  int64_t work = 0; ///< what the search spent (see kDefaultWindowWork)
};
/// Work count of windowInfeasibility (points, large values, operand edges,
/// live-bytes evaluations): the transformer step at 35 % is proven within
/// about 5,000 and no bundled step spends more than 9,000; on a 100k-node
/// MLP chain a call takes at most about 0.07 s (budgets 350 to 30,000 bytes,
/// the default spent at one of them), mostly the linear set-up.
constexpr int64_t kDefaultWindowWork = 4000000;
WindowProof windowInfeasibility(const Graph &g, int64_t budget,
                                int64_t maxWork = kDefaultWindowWork);
/// The proof in words ("" where it proves nothing).
std::string describe(const WindowProof &proof);

/// Recomputations that every plan fitting a budget makes
/// (WindowBound.cpp, "Forced recomputations"): each pair (w, r) says that
/// forward node w is recomputed after some backward step and before the
/// step of r, the first backward node after that step that reads w
/// (INT_MAX where none does), i.e. in w's segment ending at r. Sorted and
/// distinct; empty where no point exists or step 1 proves that no plan
/// fits. `work`: points, segments, operand edges and pairs visited; the
/// search stops (listing fewer pairs) once it passes maxWork.
struct ForcedRecomputations {
  std::vector<std::pair<int, int>> pairs;
  int64_t work = 0;
};
ForcedRecomputations forcedRecomputations(const Graph &g, int64_t budget,
                                          int64_t maxWork = kDefaultForcedWork);

/// The LP relaxation of solveIlp's model (every d_v in [0, 1]), for
/// measurements (benchmarks/lp_relaxation.cpp): no solver calls it. Its
/// optimum bounds the recompute cost of single-recompute plans only (the
/// ILP's plan space). `bound` is the Lagrangian value at the row prices Clp
/// returns (valid for any prices, also when the LP stopped at the time
/// limit; equal to the LP optimum when `optimal`). Clp's barrier does not
/// look at the clock (only the simplex methods stop at the time limit).
enum class LpMethod { dual, primal, barrier, barrierNoCross };
struct LpRelaxationOptions {
  double timeLimitSeconds = 10;
  int64_t maxColumns = INT64_MAX;
  LpMethod method = LpMethod::dual;
  std::string mpsPath; ///< if set, the model is written there as MPS
};
struct LpRelaxation {
  bool built = false, optimal = false, infeasible = false;
  double bound = 0, lpObjective = 0;
  int64_t columns = 0, rows = 0;
  double buildSeconds = 0, lpSeconds = 0;
  std::string message; ///< why nothing was solved, or CBC's/Clp's error
};
LpRelaxation ilpRelaxation(const Graph &g, int64_t budget,
                           const LpRelaxationOptions &opts);

/// Forward nodes grouped by Node::segment (nodes without one join the
/// previous group; one group per node if no node has a segment).
struct SegmentGroups {
  std::vector<int> group; ///< per node, -1 for inputs and backward
  int numGroups = 0;
  std::vector<char> readOutside; ///< read by another group or the backward
};
SegmentGroups segmentGroups(const Graph &g);
/// Chen-style checkpoints: keep the values that leave group j for the
/// groups with (j + 1 + offset) % period == 0, drop every other candidate.
Plan periodicPlan(const Graph &g, const SegmentGroups &sg, int period,
                  int offset);
/// Keeps the values that leave the groups flagged in checkpointGroup, drops
/// every other candidate.
Plan checkpointPlan(const Graph &g, const SegmentGroups &sg,
                    const std::vector<char> &checkpointGroup);
/// Checkpoint segments of lengths first, first-1, ..., 1, 1, ... from the
/// input up: each checkpoint kept below a segment costs the segment one
/// value of room, so lower segments can be longer (the shape of the
/// single-recompute optimum on homogeneous chains).
Plan shrinkingPlan(const Graph &g, const SegmentGroups &sg, int first);

} // namespace remat::solvers::detail

#endif
