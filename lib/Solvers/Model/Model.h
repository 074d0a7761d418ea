//===- Model.h - The model family: evaluate() and its analyses --*- C++ -*-===//
//
// What the other families share about the model of Graph.h besides its
// public functions (Evaluate.cpp, Validate.cpp, PlanText.cpp, Names.cpp):
// the graph's reader lists and row space (GraphInfo.cpp), evaluate()'s
// binding rule, a clock. No family below it; every other family builds on
// it.
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

#ifndef REMAT_LIB_SOLVERS_MODEL_MODEL_H
#define REMAT_LIB_SOLVERS_MODEL_MODEL_H

#include "remat/Solvers/Solvers.h"

#include <chrono>
#include <limits>
#include <map>
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

/// evaluate()'s binding rule, shared by the refinement: step `(u, rec)`'s
/// read of `w` goes to the newest recomputed instance of `w` when `w` is a
/// dropped forward value and the reader is in the gradient computation or
/// is itself a recomputation; otherwise to the forward instance of `w`.
inline bool readsRecomputedInstance(const Graph &g, const Plan &p, int u,
                                    bool rec, int w) {
  return (rec || u >= g.gradStart) && w < g.gradStart && !p.drop.empty() &&
         p.drop[w];
}

} // namespace remat::solvers::detail

#endif // REMAT_LIB_SOLVERS_MODEL_MODEL_H
