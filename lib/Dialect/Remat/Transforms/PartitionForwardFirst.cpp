//===- PartitionForwardFirst.cpp - program order = the split ----*- C++ -*-===//
#include "remat/Dialect/Remat/Transforms/PartitionForwardFirst.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::remat;

bool mlir::remat::partitionForwardFirst(FunctionOpInterface func,
                                        const GradientSplit &split) {
  if (!mayPartitionForwardFirst(split))
    return false;
  Block &body = func.getFunctionBody().front();
  SmallVector<Operation *> moved;
  bool pastStart = false;
  for (Operation &op : body) {
    if (op.hasTrait<OpTrait::IsTerminator>())
      break;
    if (!split.forward.contains(&op)) {
      pastStart = true;
      // Moving forward ops across a gradient op with effects could reorder
      // effects.
      if (!isMemoryEffectFree(&op))
        return false;
      continue;
    }
    if (pastStart) {
      if (!isMemoryEffectFree(&op))
        return false;
      moved.push_back(&op);
    }
  }
  Operation *first = &*std::next(body.begin(), *split.start);
  for (Operation *op : moved)
    op->moveBefore(first);
  return !moved.empty();
}
