//===- ScanRevolve.h - binomial checkpointing over scan iterations -*- C++
//-*-===//
//
// Revolve (Griewank and Walther's binomial schedule) over the iterations of
// a scan whose stacks are all carry stacks (after residuals=all): with s
// carry slots it recomputes the fewest forward iterations any schedule with
// s slots can. The schedule is computed at compile time (n is static) and
// kept as constant tables; the IR stays two loops: the forward loop writes
// the carries of the first pass's checkpoints into a stacked slot tensor
// (`tensor<s x carry>`), and the backward loop runs over the table's
// actions (restore, advance, checkpoint, reverse one iteration) through
// scf.if on the action read from the table.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_SCANREVOLVE_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_SCANREVOLVE_H

#include "remat/Analysis/ScanResiduals.h"

#include "mlir/IR/PatternMatch.h"

#include <array>
#include <string>

namespace mlir::remat {

/// The actions of the backward loop's table.
enum class RevolveAction : int32_t {
  /// cur = slot x.
  Restore = 0,
  /// cur = the scan's input carry.
  RestoreInput = 1,
  /// Forward iterations x .. y - 1 from cur.
  Advance = 2,
  /// slot x = cur.
  Checkpoint = 3,
  /// The backward iteration of forward iteration x (cur is its carry).
  Reverse = 4,
};

/// A revolve schedule for n iterations and s slots.
struct RevolveSchedule {
  /// Per forward iteration, the slot its input carry is written to in the
  /// first pass (-1: none).
  SmallVector<int32_t> forwardSlot;
  /// (action, x, y) in the order the backward loop runs them.
  SmallVector<std::array<int32_t, 3>> actions;
  /// Forward iterations run again (Advance steps in all).
  int64_t recomputed = 0;
};

/// The schedule with the fewest recomputed iterations for `n` iterations
/// and `slots` carry slots beyond the input (1 <= slots < n): the first pass
/// checkpoints along its way, the rest by the binomial recursion.
RevolveSchedule planRevolve(int64_t n, int64_t slots);

/// Empty where revolve with `slots` slots can be applied to `scan`: every
/// stack a stack of a carry (residuals recomputed), read one full row of the
/// carry's type at a time directly in the body of one backward loop from 0 to
/// n whose iteration i reads row n - 1 - i (evaluated for every i), a
/// forward body free of memory effects, carries of static shape. Otherwise
/// why not.
std::string whyNoRevolve(const ScanLoop &scan, int64_t slots);

/// Applies revolve with `slots` slots (whyNoRevolve empty); returns the
/// number of recomputed iterations.
int64_t revolveScan(RewriterBase &rewriter, const ScanLoop &scan,
                    int64_t slots);

} // namespace mlir::remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_SCANREVOLVE_H
