//===- SplitEmptyTensors.cpp - one tensor.empty per user ------------------===//
//
// One-shot bufferization turns each tensor.empty into one allocation and
// writes the ops that use it as their destination into that allocation
// wherever it finds no conflict, deciding from the last use backwards. A
// tensor.empty shared by forward ops and gradient ops (torch-mlir creates
// one per shape) therefore keeps its buffer allocated across the whole gap
// between them. Giving every user its own tensor.empty, placed right before
// it, makes each buffer live exactly from its first write to its last read.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/Passes.h"

#include "remat/Analysis/MemoryAnalysis.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATSPLITEMPTYTENSORS
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
struct SplitEmptyTensorsPass
    : public mlir::remat::impl::RematSplitEmptyTensorsBase<
          SplitEmptyTensorsPass> {
  void runOnOperation() override {
    SmallVector<tensor::EmptyOp> empties;
    getOperation()->walk(
        [&](tensor::EmptyOp empty) { empties.push_back(empty); });
    OpBuilder builder(&getContext());
    for (tensor::EmptyOp empty : empties)
      split(empty, builder);
  }

  void split(tensor::EmptyOp empty, OpBuilder &builder) {
    Block *block = empty->getBlock();
    // The users, as their ancestors in the empty's block, each with the
    // operands that read the empty; sorted by position so that the output
    // does not depend on use-list order.
    SmallVector<std::pair<Operation *, SmallVector<OpOperand *, 1>>> users;
    DenseMap<Operation *, unsigned> indexOfUser;
    for (OpOperand &use : empty->getUses()) {
      Operation *user = block->findAncestorOpInBlock(*use.getOwner());
      if (!user)
        return; // not dominated through this block: leave it alone
      auto [it, inserted] = indexOfUser.try_emplace(user, users.size());
      if (inserted)
        users.emplace_back(user, SmallVector<OpOperand *, 1>());
      users[it->second].second.push_back(&use);
    }
    if (users.empty())
      return;
    if (users.size() == 1 && users.front().first == empty->getNextNode())
      return;
    llvm::sort(users, [](const auto &a, const auto &b) {
      return a.first->isBeforeInBlock(b.first);
    });
    bool shared = users.size() > 1;
    for (auto &[user, operands] : users) {
      // Where the shared buffer let one-shot bufferization overwrite an
      // input that dies here, write into that input instead.
      if (shared && operands.size() == 1 && operands[0]->getOwner() == user)
        if (Value input = getDyingElementwiseInput(user, *operands[0])) {
          operands[0]->set(input);
          ++numReused;
          continue;
        }
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
