//===- Heuristics.h - Baselines, greedy, local search, refining -*- C++ -*-===//
//
// The heuristic planners and the moves auto's searches make on a plan:
// the baselines none/all/sqrt-n and Chen-style checkpoints (Baselines.cpp),
// greedy (Greedy.cpp), the swap search, its repair and the merge pass
// (LocalSearch.cpp), where recomputations go (RecomputePoints.cpp) and the
// multi-recompute refinement (MultiRecompute.cpp). Builds on the model
// family only.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_SOLVERS_HEURISTICS_HEURISTICS_H
#define REMAT_LIB_SOLVERS_HEURISTICS_HEURISTICS_H

#include "../Model/Model.h"

#include <string>
#include <utility>
#include <vector>

namespace remat::solvers::detail {

//===----------------------------------------------------------------------===//
// Baselines (Baselines.cpp)
//===----------------------------------------------------------------------===//

/// Fills status/eval for a plan against a budget (feasible or infeasible).
void finishHeuristic(const Graph &g, int64_t budget, SolveResult &r);
/// Drops every candidate (the `all` baseline).
Plan allCandidatesPlan(const Graph &g);
Plan sqrtNPlan(const Graph &g);
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

//===----------------------------------------------------------------------===//
// Greedy (Greedy.cpp)
//===----------------------------------------------------------------------===//

SolveResult solveGreedy(const Graph &g, int64_t budget,
                        const SolveOptions &opts);

//===----------------------------------------------------------------------===//
// Where recomputations go (RecomputePoints.cpp)
//===----------------------------------------------------------------------===//

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

//===----------------------------------------------------------------------===//
// Local search (LocalSearch.cpp)
//===----------------------------------------------------------------------===//

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
/// splitPoints of every node at once (indexed by node), in one pass over
/// the backward steps instead of one per node.
std::vector<std::vector<int>> allSplitPoints(const Graph &g,
                                             const Evaluation &e);
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

//===----------------------------------------------------------------------===//
// The multi-recompute refinement (MultiRecompute.cpp)
//===----------------------------------------------------------------------===//

/// refineWithMultiRecompute(), also giving the number of plans it evaluated.
SolveResult refineWithMultiRecompute(const Graph &g, int64_t budget,
                                     const Plan &start,
                                     const SolveOptions &opts,
                                     int64_t *evaluations);

} // namespace remat::solvers::detail

#endif // REMAT_LIB_SOLVERS_HEURISTICS_HEURISTICS_H
