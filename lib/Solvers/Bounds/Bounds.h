//===- Bounds.h - Lower bounds on recompute cost and peak -------*- C++ -*-===//
//
// What the solvers and the reports use of the bounds: the trivial bound,
// the memory bound from the backward steps (Bound.cpp, with its cut models
// in CutModel.h), the peak bound (PeakBound.cpp), the probes (Probe.cpp)
// and the recomputation window's proofs and forced recomputations
// (WindowBound.cpp). Builds on the model family only.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_SOLVERS_BOUNDS_BOUNDS_H
#define REMAT_LIB_SOLVERS_BOUNDS_BOUNDS_H

#include "../Model/Model.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace remat::solvers::detail {

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
/// a quarter left 0.9 %. kBranchSteps: the best steps it runs on. (Its
/// runs first share an eighth of it and the rest goes to the best run the
/// count stopped; Bound.cpp.)
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

} // namespace remat::solvers::detail

#endif // REMAT_LIB_SOLVERS_BOUNDS_BOUNDS_H
