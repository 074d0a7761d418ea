//===- GradientRegion.cpp - a step's gradient computation -------*- C++ -*-===//
#include "remat/Analysis/GradientRegion.h"

#include "remat/Analysis/GradientSplit.h"

using namespace mlir;
using namespace mlir::remat;

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
