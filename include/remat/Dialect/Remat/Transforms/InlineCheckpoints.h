//===- InlineCheckpoints.h - inline checkpoint regions ----------*- C++ -*-===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_INLINECHECKPOINTS_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_INLINECHECKPOINTS_H

#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::remat {
/// Replaces `op` by the body of its region: the region's arguments by the
/// op's operands, the op's results by the yielded values.
void inlineCheckpoint(RewriterBase &rewriter, CheckpointOp op);

/// Inlines every checkpoint region under `root` (innermost first) with a
/// warning that its residuals stay alive: what remat-strip and the IREE route
/// do with regions nobody applied.
unsigned inlineUnappliedCheckpoints(RewriterBase &rewriter, Operation *root);
} // namespace mlir::remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_INLINECHECKPOINTS_H
