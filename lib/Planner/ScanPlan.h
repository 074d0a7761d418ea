//===- ScanPlan.h - remat-auto's choice per stacked residual ----*- C++ -*-===//
//
// remat-auto's loop schedule: for the scan loops of a step (forward loops
// stacking residuals per iteration, ScanResiduals.h), which residuals stay
// stacked and which are recomputed in the backward loop from the stacked
// carry (ScanRemat.h). Each choice is realised on a copy and its peak and
// FLOPs taken from the exact replay, so what is chosen is what runs.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_PLANNER_SCANPLAN_H
#define REMAT_PLANNER_SCANPLAN_H

#include "remat/Analysis/BufferizedPeak.h"
#include "remat/Analysis/MemoryAnalysis.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace mlir::remat {

/// One choice: (scan loop in program order, iter_arg) pairs recomputed.
struct ScanChoice {
  SmallVector<std::pair<unsigned, unsigned>> recomputed;
  /// Then, where > 0 (a step with one scan loop), only every k-th carry is
  /// kept and segments of k iterations are recomputed (ScanSegments.h).
  int64_t segments = 0;
  /// Then, where > 0, each segment's recomputation is segmented again into
  /// sub-segments of this many iterations (nested segments).
  int64_t innerSegments = 0;
  /// Where > 0 (a step with one scan loop), the last `tail` iterations are
  /// first taped apart (ScanTail.h): the choices above apply to the others.
  int64_t tail = 0;
  /// Where > 0 (a step with one scan loop, every residual recomputed), the
  /// loop is reversed by revolve's binomial schedule in this many carry
  /// slots (ScanRevolve.h); not with segments or a tail.
  int64_t revolve = 0;
  /// Where > 0 (a step with one scan loop), the first `front` iterations are
  /// split apart before everything above: they keep their rows and are
  /// re-run in `segments` (its k) after the rest is reversed (the choices
  /// above, revolve included, apply to the rest: loop 0 names it).
  int64_t front = 0;
  int64_t peakBytes = 0;
  double addedFlops = 0;
  /// How many choices were replayed to find it.
  unsigned replays = 0;
  /// Whether it meets the budget (otherwise it is the lowest peak found).
  bool fits = false;
  /// The replay of the step with this choice applied (on a copy): the
  /// analysis of the step it is applied to is that replay and the model
  /// (analyzeMemoryWithReplay), not a second replay of the same program.
  std::shared_ptr<ReplayOutcome> replay;
  std::string describe() const;
};

/// The choice with the least added FLOPs whose replayed peak is within
/// `budget` (ties: the lower peak), or else the one with the lowest peak.
/// Where no choice of residuals alone fits and the step has one scan loop,
/// every choice is tried again with segments of each k dividing n, and
/// where none of those fits, with segments of segments (each k2 dividing
/// k). Where a choice of residuals fits, the same choice with the last t
/// iterations taped apart (the largest t that fits, found by bisection:
/// n - t iterations recomputed instead of n) is tried too; segments are
/// also tried with their last segment taped (t = k). With every residual
/// recomputed, revolve's schedule is tried with the most slots that fit
/// (bisected: each slot is one more carry, one fewer re-run); where that
/// is the best that fits, its first iterations are also tried split apart
/// and re-taped in stretches (front=p, segments=k) with fewer slots.
/// nullopt where `func` has no scan residual that can be recomputed or no
/// choice lowers the peak below `before`'s. Every subset is tried up to
/// 2^kMaxExhaustive; past that, residuals are added greedily by bytes
/// saved per FLOP (and segments only with none or all of them
/// recomputed). Fails (error emitted) where a copy cannot be analysed.
FailureOr<std::optional<ScanChoice>>
chooseScanRemat(FunctionOpInterface func, const MemoryAnalysis &before,
                int64_t budget);

/// Applies `choice` to `func` itself; false (nothing changed past the
/// residuals) where its segments cannot be made.
bool applyScanChoice(FunctionOpInterface func, const ScanChoice &choice);

} // namespace mlir::remat

#endif // REMAT_PLANNER_SCANPLAN_H
