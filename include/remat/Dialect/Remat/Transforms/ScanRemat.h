//===- ScanRemat.h - recompute scan residuals in the backward ---*- C++ -*-===//
//
// Rematerialization across the iterations of a scan loop, the schedule
// jax.checkpoint on the scan body gives: a stacked residual is no longer
// stacked; where the backward pass reads its row, the forward body's slice
// that computes it is cloned from the row of the stacked carry. Used by
// remat-scan-remat and by remat-auto's choice per residual.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_SCANREMAT_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_SCANREMAT_H

#include "remat/Analysis/ScanResiduals.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::remat {

/// What one rewrite did.
struct ScanRematStats {
  unsigned recomputed = 0;
  unsigned clonedOps = 0;
  unsigned carryStacks = 0;
  /// The rebuilt forward loop.
  scf::ForOp loop;
};

/// Stops stacking the residuals `iterArgs` of `scan` (each recomputable,
/// ScanLoop::unsupported empty) and recomputes each row where the
/// backward reads it: the union of their body slices is cloned once per
/// block and row right before the first read, from the row of each carry
/// they read (a kept stack that copies the carry, or a carry stack added
/// to the loop), the induction variable of that row and the loop-invariant
/// values. The clone depends on the row, so it stays in the backward loop.
/// The loop is rebuilt; `scan` is stale afterwards.
ScanRematStats rematerializeScan(RewriterBase &rewriter, const ScanLoop &scan,
                                 ArrayRef<unsigned> iterArgs);

/// Rebuilds `loop` without the iter_args `drop` (their results unused; each
/// yields an insert into its own iter_arg or the iter_arg itself) and
/// returns the new loop; an initial value nothing else reads is erased.
scf::ForOp dropLoopIterArgs(RewriterBase &rewriter, scf::ForOp loop,
                            ArrayRef<unsigned> drop);

/// The loop that reads every stack of `scan`, one full row at a time (each
/// read directly in its body where `direct`, else anywhere inside it), or
/// null with `why`. The schedules that rebuild the backward loop (segments,
/// tails, revolve) need its reads in one place.
scf::ForOp findStackReader(const ScanLoop &scan, bool direct, std::string &why);

/// What the schedules that rebuild a scan's backward loop over its carries
/// (segments, revolve) need of it: a forward body without memory effects,
/// every unstacked carry a tensor of static shape, and the stack reader
/// (findStackReader with `direct`) after the scan in its block, running
/// from 0 to the trip count in steps of 1. Returns that loop, or null with
/// `why`.
scf::ForOp findRebuildableBackward(const ScanLoop &scan, bool direct,
                                   std::string &why);

/// `type` with a leading dimension of `rows` (a stack of it).
RankedTensorType withRows(RankedTensorType type, int64_t rows);

/// Offsets, sizes and strides of row `row` of a stack of `type`.
void rowOf(OpBuilder &b, RankedTensorType type, Value row,
           SmallVector<OpFoldResult> &offsets, SmallVector<OpFoldResult> &sizes,
           SmallVector<OpFoldResult> &strides);

/// The constant `value` of the integer or index type `type` (a loop bound
/// of the induction variable's type).
Value scanConstant(OpBuilder &b, Location loc, Type type, int64_t value);

} // namespace mlir::remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_SCANREMAT_H
