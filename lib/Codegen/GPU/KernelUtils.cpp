//===- KernelUtils.cpp - helpers of the GPU kernel passes -------*- C++ -*-===//
#include "remat/Codegen/GPU/KernelUtils.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

/// Ops that may stand between a fill and the op it is folded into.
static bool touchesNoMemory(Operation *op) {
  return isa<memref::AllocOp, memref::AllocaOp>(op) ||
         (isMemoryEffectFree(op) && op->getNumRegions() == 0);
}

linalg::FillOp mlir::remat::findFoldableFill(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1 || isa<linalg::FillOp>(op.getOperation()))
    return nullptr;
  Value init = op.getDpsInitOperand(0)->get();
  for (OpOperand *input : op.getDpsInputOperands())
    if (input->get() == init)
      return nullptr;
  // Every output element is written: the output map is a permutation of
  // the parallel loops.
  AffineMap outMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (!outMap.isProjectedPermutation() ||
      outMap.getNumResults() != static_cast<unsigned>(op.getNumParallelLoops()))
    return nullptr;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (AffineExpr result : outMap.getResults())
    if (iterators[cast<AffineDimExpr>(result).getPosition()] !=
        utils::IteratorType::parallel)
      return nullptr;
  for (Operation *prev = op->getPrevNode(); prev; prev = prev->getPrevNode()) {
    if (auto fill = dyn_cast<linalg::FillOp>(prev))
      return fill.getDpsInitOperand(0)->get() == init &&
                     fill.hasPureBufferSemantics() &&
                     fill.getDpsInputOperand(0)->get().getType() ==
                         getElementTypeOrSelf(init.getType())
                 ? fill
                 : nullptr;
    if (!touchesNoMemory(prev))
      return nullptr;
  }
  return nullptr;
}

linalg::LinalgOp mlir::remat::findFoldingConsumer(linalg::FillOp fill) {
  for (Operation *next = fill->getNextNode(); next;
       next = next->getNextNode()) {
    if (auto consumer = dyn_cast<linalg::LinalgOp>(next))
      return findFoldableFill(consumer) == fill ? consumer : nullptr;
    if (!touchesNoMemory(next))
      return nullptr;
  }
  return nullptr;
}

Value mlir::remat::getRootBuffer(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  return value;
}
