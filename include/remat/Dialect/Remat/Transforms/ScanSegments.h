//===- ScanSegments.h - every k-th carry, segments recomputed ---*- C++ -*-===//
//
// The sqrt(n) schedule on a scan, as loops: the forward loop keeps only
// every k-th carry (and none of its stacks; segment 0 re-runs from the
// loop's init, which the program holds anyway); the backward loop becomes a
// loop over the n/k segments, last first, each re-running the forward
// body for its k iterations from its checkpointed carry into stacks of k
// rows, then running its k backward iterations on them. Run after
// rematerializeScan, the stacks left are the carry's, so a segment keeps
// k carries and the backward recomputes the rest from them.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_SCANSEGMENTS_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_SCANSEGMENTS_H

#include "remat/Analysis/ScanResiduals.h"

#include "mlir/IR/PatternMatch.h"

#include <string>

namespace mlir::remat {

/// Why segments of `k` iterations cannot be made of `scan`, or "": k must
/// divide the trip count (1 < k < n), every stack be read by full rows in
/// one later loop of the same block whose iteration i reads only rows of
/// segment n/k - 1 - i/k, and the forward body be free of memory effects.
/// A scan loop inside static loops (a segment's recomputation) is checked
/// for every iteration of the loops around it.
std::string whyNoSegments(const ScanLoop &scan, int64_t k);

/// Applies the schedule (whyNoSegments(scan, k) empty). `scan` is stale
/// afterwards. Returns the scan a segment's backward makes: the loop that
/// recomputes the segment's k forward iterations into stacks of k rows,
/// read back in reverse by the segment's backward loop; segmenting it
/// again (nested segments) keeps k/k2 carries per segment and k2 rows.
ScanLoop segmentScan(RewriterBase &rewriter, const ScanLoop &scan, int64_t k);

/// Makes each row a segment's re-run stacks (the loop segmentScan returns,
/// once it is not segmented again) computed into its row of the stack
/// rather than into a buffer of its own that is then copied there: a linalg
/// op writing a fresh tensor that only the stacking insert_slice reads gets
/// that row (an extract_slice of the stack) as its destination. The re-run
/// is then no longer a scan to findScanLoops (its stack is read in the
/// body).
void writeRowsInPlace(RewriterBase &rewriter, const ScanLoop &segment);

} // namespace mlir::remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_SCANSEGMENTS_H
