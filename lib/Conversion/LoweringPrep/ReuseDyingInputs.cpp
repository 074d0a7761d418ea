//===- ReuseDyingInputs.cpp - in-place writes decided before bufferization ===//
//
// The second half of remat-elementwise-destinations: the ops it proved may
// overwrite their dying input were bufferized into a buffer of their own
// (so that upstream's analysis had no alias chain to search); here each is
// written into the input's buffer instead, which is the buffer upstream's
// in-place decision would have given it.
//
//===----------------------------------------------------------------------===//
#include "remat/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATREUSEDYINGINPUTS
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {

constexpr StringLiteral kReuseAttr = "__remat_reuse_input__";

/// What the rewrite needs to know of a buffer's users: whether every one
/// is a linalg op or a memref.load (no view, no call, nothing that lets the
/// buffer escape) within an op of the buffer's block, and the last of those
/// ops of the block. Kept per buffer and merged when a buffer takes over
/// another's users, so that a chain of n ops written into one buffer costs
/// O(n), not O(n^2).
struct BufferUsers {
  bool onlyPlainUses = true;
  Operation *last = nullptr;

  void add(Operation *user, Block *block) {
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (!ancestor || !isa<linalg::LinalgOp, memref::LoadOp>(user)) {
      onlyPlainUses = false;
      return;
    }
    if (!last || last->isBeforeInBlock(ancestor))
      last = ancestor;
  }
  void merge(const BufferUsers &other) {
    onlyPlainUses &= other.onlyPlainUses;
    if (other.last && (!last || last->isBeforeInBlock(other.last)))
      last = other.last;
  }
};

BufferUsers collectUsers(Value buffer, Block *block) {
  BufferUsers users;
  for (Operation *user : buffer.getUsers())
    users.add(user, block);
  return users;
}

struct ReuseDyingInputsPass
    : public mlir::remat::impl::RematReuseDyingInputsBase<
          ReuseDyingInputsPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> marked;
    getOperation()->walk([&](linalg::GenericOp op) {
      if (op->hasAttr(kReuseAttr))
        marked.push_back(op);
    });
    // Program order: an op's input may be the buffer an earlier marked op
    // was just written into (a chain), which is then its allocation.
    for (linalg::GenericOp op : marked) {
      auto index = op->getAttrOfType<IntegerAttr>(kReuseAttr);
      op->removeAttr(kReuseAttr);
      if (reuse(op, index))
        ++numReused;
      else
        ++numNotReused;
    }
    users.clear();
  }

  /// Users of the buffers written into so far (the roots of chains).
  DenseMap<Value, BufferUsers> users;

  BufferUsers &usersOf(Value buffer, Block *block) {
    auto it = users.find(buffer);
    if (it == users.end())
      it = users.try_emplace(buffer, collectUsers(buffer, block)).first;
    return it->second;
  }

  /// The input is a memref.alloc of `op`'s block used only by linalg ops at
  /// or before `op`: writing into it at `op` overwrites nothing still needed
  /// and is seen through no view.
  bool isDyingAllocation(Value buffer, Operation *op) {
    auto alloc = buffer.getDefiningOp<memref::AllocOp>();
    if (!alloc || alloc->getBlock() != op->getBlock())
      return false;
    BufferUsers &info = usersOf(buffer, op->getBlock());
    return info.onlyPlainUses && info.last &&
           (info.last == op || info.last->isBeforeInBlock(op));
  }

  bool reuse(linalg::GenericOp op, IntegerAttr index) {
    if (!index || !op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
        index.getInt() < 0 || index.getInt() >= op.getNumDpsInputs())
      return false;
    Value input = op.getDpsInputs()[index.getInt()];
    Value output = op.getDpsInits()[0];
    auto alloc = output.getDefiningOp<memref::AllocOp>();
    // The output buffer holds the op's result from the op on: every other
    // use of it reads that result later (directly in the block, or inside
    // a later op of the block: a gather's tensor.extract in a generic's
    // payload, a loop).
    Block *block = op->getBlock();
    if (!alloc || alloc->getBlock() != block ||
        input.getType() != output.getType() || !isDyingAllocation(input, op) ||
        llvm::any_of(output.getUsers(), [&](Operation *user) {
          if (user == op.getOperation())
            return false;
          Operation *ancestor = block->findAncestorOpInBlock(*user);
          return !ancestor || !op->isBeforeInBlock(ancestor);
        }))
      return false;
    // The input's buffer takes over the output's users (the op itself and
    // the readers of its result).
    usersOf(input, op->getBlock()).merge(collectUsers(output, op->getBlock()));
    output.replaceAllUsesWith(input);
    alloc->erase();
    return true;
  }
};

} // namespace
