//===- InlineCheckpoints.cpp - inline checkpoint regions --------*- C++ -*-===//
#include "remat/Dialect/Remat/Transforms/InlineCheckpoints.h"

using namespace mlir;
using namespace mlir::remat;

void mlir::remat::inlineCheckpoint(RewriterBase &rewriter, CheckpointOp op) {
  Block &body = op.getBodyBlock();
  YieldOp yield = op.getYield();
  rewriter.inlineBlockBefore(&body, op, op.getInputs());
  // Read the yielded values only now: a yielded block argument has just
  // been replaced by the checkpoint's input.
  SmallVector<Value> yielded(yield.getValues());
  rewriter.replaceOp(op, yielded);
  rewriter.eraseOp(yield);
}

unsigned mlir::remat::inlineUnappliedCheckpoints(RewriterBase &rewriter,
                                                 Operation *root) {
  // Innermost first (post-order walk).
  SmallVector<CheckpointOp> checkpoints;
  root->walk([&](CheckpointOp op) { checkpoints.push_back(op); });
  for (CheckpointOp op : checkpoints) {
    op.emitWarning() << "checkpoint region was not applied; inlining it "
                        "keeps its residuals alive (run "
                        "remat-apply-checkpoints first)";
    rewriter.setInsertionPoint(op);
    inlineCheckpoint(rewriter, op);
  }
  return checkpoints.size();
}
