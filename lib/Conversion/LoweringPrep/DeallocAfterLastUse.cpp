//===- DeallocAfterLastUse.cpp - free buffers after their last use --------===//
//
// Ownership-based deallocation frees at the end of the owning block; for a
// straight-line training step that keeps every buffer alive to the end, so
// the measured peak would never reflect rematerialization. Moving each
// dealloc to right after the last use realizes the liveness that the memory
// analysis predicts.
//
//===----------------------------------------------------------------------===//
#include "remat/Conversion/Passes.h"

#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATDEALLOCAFTERLASTUSE
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
struct DeallocAfterLastUsePass
    : public mlir::remat::impl::RematDeallocAfterLastUseBase<
          DeallocAfterLastUsePass> {
  void runOnOperation() override {
    getOperation()->walk([&](FunctionOpInterface func) {
      if (func.isExternal())
        return;
      BufferViewFlowAnalysis aliases(func);
      SmallVector<memref::DeallocOp> deallocs;
      func.walk([&](memref::DeallocOp op) { deallocs.push_back(op); });
      // Positions in the blocks as they are now. Only deallocs move, each
      // once and after it has been looked at, so for every comparison below
      // these are the current positions. Operation::isBeforeInBlock would
      // renumber the whole block after every move: quadratic in the size
      // of a straight-line step.
      DenseMap<Operation *, unsigned> position;
      func.walk([&](Block *block) {
        unsigned next = 0;
        for (Operation &op : *block)
          position[&op] = next++;
      });
      for (memref::DeallocOp dealloc : deallocs)
        if (moveAfterLastUse(dealloc, aliases, position))
          ++numMoved;
    });
  }

  /// Whether `value` is defined in `block` or in a region nested in it.
  static bool isDefinedIn(Value value, Block *block) {
    Block *owner = value.getParentBlock();
    if (owner == block)
      return true;
    Operation *parent = owner->getParentOp();
    return parent && block->findAncestorOpInBlock(*parent);
  }

  /// Returns whether the dealloc moved.
  bool moveAfterLastUse(memref::DeallocOp dealloc,
                        const BufferViewFlowAnalysis &aliases,
                        const DenseMap<Operation *, unsigned> &position) {
    auto isBefore = [&](Operation *a, Operation *b) {
      return position.lookup(a) < position.lookup(b);
    };
    Value buffer = dealloc.getMemref();
    auto alloc = buffer.getDefiningOp<memref::AllocOp>();
    Block *block = dealloc->getBlock();
    if (!alloc || alloc->getBlock() != block)
      return false;
    Operation *lastUser = alloc;
    for (Value alias : aliases.resolve(buffer)) {
      // An alias defined outside this block (e.g. a region result of an op in
      // another block) means the buffer may escape: leave the dealloc alone.
      if (!isDefinedIn(alias, block))
        return false;
      for (Operation *user : alias.getUsers()) {
        if (user == dealloc)
          continue;
        Operation *ancestor = block->findAncestorOpInBlock(*user);
        // Another dealloc of the buffer may have moved already: its
        // position is stale, and a buffer freed twice is not ours to fix.
        if (!ancestor || ancestor->hasTrait<OpTrait::IsTerminator>() ||
            isa<memref::DeallocOp>(ancestor))
          return false;
        if (isBefore(lastUser, ancestor))
          lastUser = ancestor;
      }
    }
    if (!isBefore(lastUser, dealloc))
      return false;
    dealloc->moveAfter(lastUser);
    return true;
  }
};
} // namespace
