//===- CutModel.h - The cut models of the bounds ----------------*- C++ -*-===//
//
// Within the bounds family: the minimum-cut model of a set of backward
// steps and its Lagrangian (CutModel.cpp), the branch and bound over it
// (BranchAndBound.cpp) and what every bound reads of the backward steps
// (BackwardSteps.cpp). The model is derived in Bound.cpp's header.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_SOLVERS_BOUNDS_CUTMODEL_H
#define REMAT_LIB_SOLVERS_BOUNDS_CUTMODEL_H

#include "Bounds.h"
#include "MaxFlow.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace remat::solvers::detail {

/// The cut model of a set of backward steps (layers; Bound.cpp's header): per
/// step b, vertices z^b_w (and x^b_w for candidates) for the forward nodes
/// reachable from the ones read by a backward node after b through the
/// operands of candidates, stopping at inputs and at nodes free at b; per
/// node of S with a cost and per segment of it (the steps with one next
/// backward reader of w), one vertex y_ws shared by the segment's steps
/// ("recomputed in the window of its first modelled step") that pays c_w.
class CutModel {
public:
  CutModel(const Graph &g, const std::vector<char> &inS,
           const std::vector<int> &lastBwd,
           const std::vector<std::vector<int>> &readCandidates,
           const std::vector<std::vector<int>> &readers,
           const std::vector<std::vector<int>> &forcedEnds)
      : g(g), inS(inS), lastBwd(lastBwd), readCandidates(readCandidates),
        readers(readers), forcedEnds(forcedEnds), flow(2) {}

  /// The first backward reader of forward node w after step b (INT_MAX if
  /// none): the end of w's segment at b.
  int nextReader(int w, int b) const {
    auto it = std::upper_bound(readers[w].begin(), readers[w].end(), b);
    return it == readers[w].end() ? std::numeric_limits<int>::max() : *it;
  }

  /// Adds the layer of backward step b (whose budget is `cap` bytes after
  /// Fixed(b)); returns its index.
  int addStep(int b, int64_t cap);

  int numLayers() const { return (int)layers.size(); }
  int step(int layer) const { return layers[layer].step; }
  int64_t cap(int layer) const { return layers[layer].cap; }
  /// Bytes live at the layer's step when nothing is recomputed after it.
  int64_t sourceBytes(int layer) const { return layers[layer].sourceBytes; }
  /// Vertices and edges built, for the work count.
  int64_t workToBuild() const { return size; }

  /// The minimum cut at multipliers `lambda` (one per layer; bytes only
  /// with `withCost` false): the flow value, a lower bound on it, and the
  /// cut's recompute cost and live bytes per layer (from the residual
  /// graph; they steer the search only).
  struct Cut {
    double flow = 0, cost = 0;
    std::vector<int64_t> bytes;
    /// The forward nodes whose recomputation the cut pays (sorted,
    /// distinct): the plan the cut stands for, where it is one.
    std::vector<int> paid;
  };
  Cut solve(const std::vector<double> &lambda, bool withCost, int64_t &work);

  /// Per y vertex (per node and segment): -1 free, 0 not recomputed in
  /// the segment, 1 recomputed in it (the branches of the search in
  /// memoryLowerBound).
  std::vector<signed char> fix;
  int numY() const { return (int)recomputeEdge.size(); }
  /// The most expensive free y vertex that the cuts since the last call
  /// paid in some and not in others (-1 if none); starts a new record.
  int disputed() {
    int pick = -1;
    for (size_t i = 0; seenCuts && i < recomputeEdge.size(); ++i) {
      if (everPaid[i] && !alwaysPaid[i] && fix[i] < 0 && yCost[i] > 0 &&
          (pick < 0 || yCost[i] > yCost[pick]))
        pick = (int)i;
    }
    seenCuts = 0;
    return pick;
  }

private:
  struct Layer {
    int step = -1;
    int64_t cap = 0, sourceBytes = 0;
    std::vector<int> zVertex, xVertex, nodes;
    std::vector<int> yIndex; // per node: its y vertex's index (or empty)
    std::vector<std::pair<int, int>> liveEdge; // (edge, node)
  };
  const Graph &g;
  const std::vector<char> &inS;
  const std::vector<int> &lastBwd;
  const std::vector<std::vector<int>> &readCandidates;
  const std::vector<std::vector<int>> &readers;
  const std::vector<std::vector<int>> &forcedEnds;
  MaxFlow flow;
  std::vector<int> yVertex, infiniteEdges;
  std::vector<std::pair<int, int>> recomputeEdge; // (edge, node)
  std::vector<double> yCost;                      // per recomputeEdge
  std::vector<int> forceEdge; // source -> y, per recomputeEdge
  std::vector<char> everPaid, alwaysPaid;
  int seenCuts = 0;
  std::vector<Layer> layers;
  int64_t size = 0;
};

/// The Lagrangian value of a cut at `lambda`, less more than the rounding
/// of the flow (a sum of rounded pushes) and of the difference can add.
double lagrangianValue(const CutModel &model, const CutModel::Cut &cut,
                       const std::vector<double> &lambda);

/// Raises the Lagrangian L(lambda) of `model` along the multiplier of layer
/// k, the others fixed (Newton steps on the concave piecewise linear
/// function of lambda[k], between a cut over layer k's cap (lo) and one
/// within it (hi): the next lambda[k] is where their lines meet, and the cut
/// there either reaches that point, the maximum, or replaces one). `best` is
/// L at the incoming lambda; lambda[k] ends at the best value found, and
/// the returned value is L there (never below `best`).
/// `hint`: a multiplier to try first for a cut within the cap (doubled
/// until one is found), unless `hi` gives one: its cut's (intercept, slope).
double raiseAlong(CutModel &model, std::vector<double> &lambda, int k,
                  double best, double hint, int64_t &work, int64_t maxWork,
                  const std::pair<double, double> *hi = nullptr);

/// The branch and bound of memoryLowerBound over the cut model of `steps`
/// (see there); `fixedAt` and `stepLambda` per backward step. Returns the
/// lowest open value; `expanded` grows by the nodes expanded, `spent` is
/// set to the work it counted and `finished` to whether it stopped before
/// the work count did (every open node's cuts agree, or none is open: more
/// work would not raise the value). `paid`: the recomputations of the cut
/// of the lowest open node (at its multipliers), empty where none is open.
double branchAndBound(const Graph &g, const std::vector<char> &inS,
                      const std::vector<int> &lastBwd,
                      const std::vector<std::vector<int>> &readCandidates,
                      const std::vector<std::vector<int>> &readers,
                      const std::vector<std::vector<int>> &forcedEnds,
                      const std::vector<int> &steps, int64_t budget,
                      const std::vector<int64_t> &fixedAt,
                      const std::vector<double> &stepLambda, int64_t maxWork,
                      int &expanded, int64_t &spent, bool &finished,
                      std::vector<int> &paid);

/// What every bound reads of the backward steps (Bound.cpp's header): the last
/// backward reader of every node, the backward readers of every forward node
/// (increasing, distinct), S, the candidates each backward node reads, and
/// Fixed(b) per backward step b.
struct BackwardSteps {
  std::vector<int> lastBwd;
  std::vector<std::vector<int>> readers;
  /// The forward nodes every plan runs (non-candidates and what a node it
  /// runs reads; inputs may be set too), and S: the candidates among them.
  std::vector<char> executed, inS;
  std::vector<std::vector<int>> readCandidates;
  std::vector<int64_t> fixedAt; ///< indexed by b - gradStart
};

/// Requires gradStart < nodes.size().
BackwardSteps analyzeBackwardSteps(const Graph &g);

} // namespace remat::solvers::detail

#endif // REMAT_LIB_SOLVERS_BOUNDS_CUTMODEL_H
