//===- Utils.cpp - shared helpers of the remat passes -----------*- C++ -*-===//
#include "remat/Dialect/Remat/Transforms/Utils.h"

using namespace mlir;
using namespace mlir::remat;

void mlir::remat::inlineCheckpoint(RewriterBase &rewriter, CheckpointOp op) {
  Block &body = op.getBodyBlock();
  YieldOp yield = op.getYield();
  SmallVector<Value> yielded(yield.getValues());
  rewriter.inlineBlockBefore(&body, op, op.getInputs());
  rewriter.replaceOp(op, yielded);
  rewriter.eraseOp(yield);
}
