//===- PartitionForwardFirst.cpp - program order = the split ----*- C++ -*-===//
#include "remat/Dialect/Remat/Transforms/PartitionForwardFirst.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"

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
      // effects. A remat.barrier's write is on its own resource, which
      // orders barriers among themselves only (an honoured jax.checkpoint's
      // barriers come after constants that canonicalization hoisted to the
      // top, so the split starts before them).
      if (!isMemoryEffectFree(&op) && !isa<BarrierOp>(op))
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
