//===- ScanTail.h - the last iterations of a scan taped apart ---*- C++ -*-===//
//
// Revolve's schedules tape the last iterations of a scan in the first pass:
// their rows are still live when the backward starts, so recomputing them
// would buy nothing. splitScanTail makes that a schedule of loops: the
// forward loop becomes a head loop over the first n - t iterations and a
// tail loop over the last t, each stacking its own rows, and the backward
// loop becomes two loops reading the tail's stacks, then the head's. The
// head is a scan loop itself, so residual choices and segments apply to it
// alone while the tail keeps every row the forward wrote. The same split
// at n - p makes a front (splitScanFront): the first p iterations apart,
// segmented after the rest is reversed.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_SCANTAIL_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_SCANTAIL_H

#include "remat/Analysis/ScanResiduals.h"

#include "mlir/IR/PatternMatch.h"

#include <optional>
#include <string>

namespace mlir::remat {

/// Empty where the last `t` iterations of `scan` can be taped apart: 0 < t
/// < n, every stack read one full row at a time directly in the body of one
/// backward loop (static bounds, step 1, after the scan loop in its block)
/// whose first iterations read only rows >= n - t and whose others only
/// rows < n - t (evaluated for every iteration). Otherwise why not.
std::string whyNoTail(const ScanLoop &scan, int64_t t);

/// The loops splitScanTail makes.
struct SplitScan {
  /// Iterations 0 .. n - t - 1, stacks of n - t rows; read by `headBackward`
  /// (a loop from 0, the backward's later iterations).
  scf::ForOp head;
  /// Iterations n - t .. n - 1, stacks of t rows (row j: iteration n - t + j).
  scf::ForOp tail;
  scf::ForOp tailBackward, headBackward;
};

/// Splits `scan` and its backward loop at n - t (whyNoTail(scan, t) must be
/// empty). The outputs are the same values computed by the same ops.
SplitScan splitScanTail(RewriterBase &rewriter, const ScanLoop &scan,
                        int64_t t);

/// Empty where the first `p` iterations of `scan` can be split off as a
/// front: 0 < p < n and whyNoTail(scan, n - p) empty (a front is the head
/// of splitScanTail at n - p). Otherwise why not.
std::string whyNoFront(const ScanLoop &scan, int64_t p);

/// The loops splitScanFront makes, and the scan loops after it.
struct ScanFront {
  /// Iterations 0 .. p - 1 (splitScanTail's head).
  scf::ForOp front;
  /// Iterations p .. n - 1 (splitScanTail's tail): what the other choices
  /// (residuals, tail, revolve) apply to.
  scf::ForOp rest;
  /// The function's scan loops, found anew after the split, and the index
  /// of `rest` among them; nullopt where `rest` is not a scan loop.
  SmallVector<ScanLoop, 2> scans;
  std::optional<unsigned> restIndex;
};

/// Splits the first `p` iterations of `scan`, a scan loop of `func`, off
/// (whyNoFront(scan, p) must be empty). remat-scan-remat's front=p and
/// remat-auto's fronts are this one split.
ScanFront splitScanFront(RewriterBase &rewriter, FunctionOpInterface func,
                         const ScanLoop &scan, int64_t p);

} // namespace mlir::remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_SCANTAIL_H
