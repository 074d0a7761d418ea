//===- ReuseLoopInits.cpp - loop inits back in their own buffer -----------===//
//
// The second half of remat-fresh-loop-inits: a loop init that dies at the
// loop was copied into a fresh tensor before bufferization (so that
// upstream's analysis saw no alias chain across loops); here the copy is
// removed and the loop takes the source's buffer, the buffer upstream's
// in-place decision gives it. The rewrite is made only where the buffers
// prove it: the source is the loop-made buffer of an earlier loop's result
// that nothing reads, writes or views after the copy.
//
//===----------------------------------------------------------------------===//
#include "remat/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATREUSELOOPINITS
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {

/// An op that reads or writes a buffer's contents and makes no alias of it
/// (no view, no call, no yield, nothing that lets the buffer escape).
bool isPlainAccess(Operation *op) {
  return isa<linalg::LinalgOp, memref::LoadOp, memref::StoreOp, memref::CopyOp>(
      op);
}

/// The buffer is result #i of an scf.for of `block` that runs at least once
/// and yields, as result #i only, a memref.alloc of its body that the body
/// uses through plain accesses alone: after the loop it is the last
/// iteration's allocation, a buffer no other value aliases.
bool isLoopAllocation(Value buffer, Block *block) {
  auto result = dyn_cast<OpResult>(buffer);
  if (!result)
    return false;
  auto loop = dyn_cast<scf::ForOp>(result.getOwner());
  if (!loop || loop->getBlock() != block)
    return false;
  std::optional<APInt> trips = loop.getStaticTripCount();
  if (!trips || trips->isZero())
    return false;
  unsigned index = result.getResultNumber();
  Value yielded = loop.getYieldedValues()[index];
  auto alloc = yielded.getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != loop.getBody())
    return false;
  Operation *yield = loop.getBody()->getTerminator();
  return llvm::all_of(alloc->getUses(), [&](OpOperand &use) {
    if (use.getOwner() == yield)
      return use.getOperandNumber() == index;
    return isPlainAccess(use.getOwner());
  });
}

/// Every use of `buffer` is `copy` or a plain access directly in `copy`'s
/// block before it: the copy is the buffer's last read.
bool diesAt(Value buffer, Operation *copy) {
  return llvm::all_of(buffer.getUsers(), [&](Operation *user) {
    return user == copy || (user->getBlock() == copy->getBlock() &&
                            user->isBeforeInBlock(copy) && isPlainAccess(user));
  });
}

/// Every use of `buffer` other than `copy` is an op of `copy`'s block after
/// it: the buffer's contents are the copy's from the copy on.
bool usedAfter(Value buffer, Operation *copy) {
  return llvm::all_of(buffer.getUsers(), [&](Operation *user) {
    return user == copy || (user->getBlock() == copy->getBlock() &&
                            copy->isBeforeInBlock(user));
  });
}

struct ReuseLoopInitsPass
    : public mlir::remat::impl::RematReuseLoopInitsBase<ReuseLoopInitsPass> {
  void runOnOperation() override {
    SmallVector<linalg::CopyOp> marked;
    getOperation()->walk([&](linalg::CopyOp op) {
      if (op->hasAttr(kFreshLoopInitAttr))
        marked.push_back(op);
    });
    for (linalg::CopyOp op : marked) {
      op->removeAttr(kFreshLoopInitAttr);
      if (reuse(op))
        ++numReused;
      else
        ++numNotReused;
    }
  }

  /// `copy` (source, target) becomes nothing: the target's users read the
  /// source's buffer, which holds the same contents and is not needed
  /// elsewhere.
  bool reuse(linalg::CopyOp copy) {
    if (!copy.hasPureBufferSemantics())
      return false;
    Value source = copy.getInputs()[0];
    Value target = copy.getOutputs()[0];
    auto alloc = target.getDefiningOp<memref::AllocOp>();
    Block *block = copy->getBlock();
    if (!alloc || alloc->getBlock() != block ||
        source.getType() != target.getType() ||
        !isLoopAllocation(source, block) || !diesAt(source, copy) ||
        !usedAfter(target, copy))
      return false;
    target.replaceAllUsesWith(source);
    copy->erase();
    alloc->erase();
    return true;
  }
};

} // namespace
