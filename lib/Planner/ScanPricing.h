//===- ScanPricing.h - residual choices priced without a replay -*- C++ -*-===//
//
// On a step with many scan loops (a model written as a sequence of scans)
// remat-auto's residual search would replay the whole step once per choice
// it prices: thousands of replays at 100k ops. A choice's effect on the
// memory is local, though: recomputing a stacked residual removes its stack
// from the forward loop that fills it to the last loop that reads it. The
// pricer takes the replayed peak of each stretch of the step between two
// top-level loops (SimulatedPeak::loopIntervalPeaks, from the step's own
// replay) and subtracts the stacks a choice removes over their lifetimes.
// What it does not see (the recomputation's transients in the backward
// loop, bufferization choices that change with the choice) is why the
// chosen plan is replayed in full before it is taken (ScanPlan.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_PLANNER_SCANPRICING_H
#define REMAT_LIB_PLANNER_SCANPRICING_H

#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Analysis/ScanResiduals.h"

#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <utility>
#include <vector>

namespace mlir::remat {

class ScanPricer {
public:
  /// A (scan loop in program order, iter_arg) pair, as ScanChoice has them.
  using LoopResidual = std::pair<unsigned, unsigned>;

  /// The pricer for `func`'s scans, from `before` (the replay of `func`
  /// itself); nullopt where that replay has no stretches that match
  /// `func`'s top-level loops one to one, or a stack's bytes or lifetime
  /// cannot be read from the IR.
  static std::optional<ScanPricer> create(FunctionOpInterface func,
                                          const MemoryAnalysis &before,
                                          ArrayRef<ScanLoop> scans,
                                          ArrayRef<LoopResidual> options);

  /// Predicted peak and added FLOPs with `option` alone recomputed.
  std::pair<int64_t, double> single(unsigned option) const;

  /// Starts an empty choice; add() recomputes one more option, peak() and
  /// flops() price what has been added (O(log stretches) each).
  void reset();
  void add(unsigned option);
  int64_t peak() const { return tree.empty() ? 0 : tree[1]; }
  double flops() const { return addedFlops; }

private:
  struct Effect {
    /// The stretches over which the stack is live, inclusive.
    unsigned first = 0, last = 0;
    int64_t bytes = 0;
    double flops = 0;
    unsigned loop = 0, iterArg = 0;
    /// The carries its recomputation reads (a stack of each is needed).
    SmallVector<unsigned> carries;
  };
  /// Per scan loop: which residual keeps a copy of each carry (iterArg,
  /// carry), and the bytes of a new stack of each carry.
  struct LoopStacks {
    SmallVector<std::pair<unsigned, unsigned>> copies;
    /// The options (indices into effects) of this loop.
    SmallVector<unsigned> options;
    llvm::DenseMap<unsigned, int64_t> carryStackBytes;
  };
  std::vector<int64_t> base;
  std::vector<Effect> effects;
  std::vector<LoopStacks> loops;
  /// The residuals recomputed so far, per loop (add()).
  std::vector<SmallVector<unsigned>> chosen;
  /// Bytes of the carry stacks that recomputing `set` (iter_args of scan
  /// loop `loop`) adds: one per carry the recomputations read that no
  /// residual left stacked copies (ScanRemat.cpp's rule).
  int64_t carryStacks(unsigned loop, ArrayRef<unsigned> set) const;
  /// Segment tree over the stretches: range add, maximum of all.
  std::vector<int64_t> tree, lazy;
  double addedFlops = 0;
  void build(unsigned node, unsigned lo, unsigned hi);
  void addRange(unsigned node, unsigned lo, unsigned hi, unsigned from,
                unsigned to, int64_t delta);
  /// Maximum of `base` over [from, to] (the sparse table below).
  int64_t rangeMax(unsigned from, unsigned to) const;
  std::vector<std::vector<int64_t>> sparse;
};

} // namespace mlir::remat

#endif // REMAT_LIB_PLANNER_SCANPRICING_H
