//===- Utils.cpp - shared helpers of the remat passes -----------*- C++ -*-===//
#include "remat/Dialect/Remat/Transforms/Utils.h"

#include "remat/Analysis/GradientSplit.h"
#include "remat/Dialect/Remat/Transforms/GradientRegion.h"

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

GradientRegion::GradientRegion(FunctionOpInterface func) {
  if (func.isExternal() || !func.getFunctionBody().hasOneBlock())
    return;
  GradientSplit split = findGradientSplit(func);
  if (!split.exists())
    return;
  body = &func.getFunctionBody().front();
  startOp = &*std::next(body->begin(), *split.start);
  cotangent = split.seed;
  dependsOnCotangent = std::move(split.gradientValues);
}

bool GradientRegion::contains(Operation *op) const {
  if (!startOp)
    return false;
  Operation *top = body->findAncestorOpInBlock(*op);
  return top && (top == startOp || startOp->isBeforeInBlock(top));
}

Value GradientRegion::getPinBefore(Operation *point) const {
  Operation *top = body->findAncestorOpInBlock(*point);
  for (Operation *op = top ? top->getPrevNode() : nullptr; op;
       op = op->getPrevNode()) {
    for (Value result : llvm::reverse(op->getResults()))
      if (dependsOnCotangent.contains(result))
        return result;
    if (op == startOp)
      break;
  }
  return cotangent;
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
