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

GradientRegion::GradientRegion(FunctionOpInterface func) {
  if (func.isExternal() || !func.getFunctionBody().hasOneBlock())
    return;
  body = &func.getFunctionBody().front();
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (func.getArgAttr(i, RematDialect::getCotangentAttrName())) {
      if (!cotangent)
        cotangent = body->getArgument(i);
      dependsOnCotangent.insert(body->getArgument(i));
    }
  if (!cotangent)
    return;
  for (Operation &op : *body) {
    bool reads = false;
    op.walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (dependsOnCotangent.contains(operand))
          reads = true;
    });
    if (!reads || op.hasTrait<OpTrait::IsTerminator>())
      continue;
    if (!startOp)
      startOp = &op;
    for (Value result : op.getResults())
      dependsOnCotangent.insert(result);
  }
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
