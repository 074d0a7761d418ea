//===- SplitEmptyTensors.cpp - one tensor.empty per user ------------------===//
//
// One-shot bufferization turns each tensor.empty into one allocation and
// writes the ops that use it as their destination into that allocation
// wherever it finds no conflict, deciding from the last use backwards. A
// tensor.empty shared by forward ops and gradient ops (torch-mlir creates
// one per shape) therefore keeps its buffer allocated across the whole gap
// between them. Giving every user its own tensor.empty, placed right before
// it, makes each buffer live exactly from its first write to its last read.
// A linalg.fill of a tensor.empty shared the same way (torch-mlir fills one
// zero tensor per shape as the initial value of every matmul) keeps its
// buffer allocated likewise, and every writer copies it first: each user
// gets its own tensor.empty and linalg.fill instead, so the fill replaces
// the copy.
//
//===----------------------------------------------------------------------===//
#include "remat/Conversion/Passes.h"

#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Support/BlockUsers.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATSPLITEMPTYTENSORS
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
struct SplitEmptyTensorsPass
    : public mlir::remat::impl::RematSplitEmptyTensorsBase<
          SplitEmptyTensorsPass> {
  void runOnOperation() override {
    // The shared fills first, as the memory analysis sees them (on the IR
    // before this pass); the empties' split keeps each fill's result.
    SmallVector<linalg::FillOp> fills;
    getOperation()->walk([&](linalg::FillOp fill) {
      if (isSharedFilledTensor(fill))
        fills.push_back(fill);
    });
    SmallVector<tensor::EmptyOp> empties;
    getOperation()->walk(
        [&](tensor::EmptyOp empty) { empties.push_back(empty); });
    OpBuilder builder(&getContext());
    for (tensor::EmptyOp empty : empties)
      split(empty, builder);
    for (linalg::FillOp fill : fills)
      splitFill(fill, builder);
  }

  /// Gives each user of `fill` (as its ancestor in the fill's block) a
  /// copy of the fill and of its tensor.empty right before it, in block
  /// order; erases the fill, and its tensor.empty where nothing else uses
  /// it.
  void splitFill(linalg::FillOp fill, OpBuilder &builder) {
    Block *block = fill->getBlock();
    auto empty = fill.getDpsInits()[0].getDefiningOp<tensor::EmptyOp>();
    if (!empty)
      return;
    SmallVector<BlockUser> users = getUsersInBlock(fill, block);
    if (users.size() < 2)
      return;
    for (auto &[user, operands] : users) {
      builder.setInsertionPoint(user);
      Operation *emptyCopy = builder.clone(*empty);
      IRMapping mapping;
      mapping.map(empty->getResult(0), emptyCopy->getResult(0));
      Operation *fillCopy = builder.clone(*fill, mapping);
      ++numFillCopies;
      for (OpOperand *operand : operands)
        operand->set(fillCopy->getResult(0));
    }
    fill->erase();
    if (empty->use_empty())
      empty->erase();
  }

  void split(tensor::EmptyOp empty, OpBuilder &builder) {
    SmallVector<BlockUser> users = getUsersInBlock(empty, empty->getBlock());
    if (users.empty())
      return;
    // A user that reads an input element by element which dies there writes
    // into that input instead: with a shared tensor.empty one-shot
    // bufferization overwrote the dying input (the shared buffer). With one
    // of its own the write takes a second buffer of the same size while the
    // input is still live (a chain of backward elementwise ops, GELU's or
    // SiLU's, each allocating while its inputs are held): in a function
    // marked remat_reuse_dying_inputs (remat-shard's steps) it too writes
    // into the dying input.
    bool reuse = mayReuseDyingInputs(empty);
    bool reusedAll = true;
    for (auto &[user, operands] : users) {
      if (reuse && operands.size() == 1 && operands[0]->getOwner() == user)
        if (Value input = getDyingElementwiseInput(user, *operands[0])) {
          operands[0]->set(input);
          ++numReused;
          continue;
        }
      reusedAll = false;
    }
    if (reusedAll) {
      empty->erase();
      ++numErased;
      return;
    }
    users = getUsersInBlock(empty, empty->getBlock());
    if (users.size() == 1 && users.front().first == empty->getNextNode())
      return;
    for (auto &[user, operands] : users) {
      builder.setInsertionPoint(user);
      Operation *copy = builder.clone(*empty);
      ++numCopies;
      for (OpOperand *operand : operands)
        operand->set(copy->getResult(0));
    }
    empty->erase();
    ++numErased;
  }
};
} // namespace
