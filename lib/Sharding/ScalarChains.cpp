//===- ScalarChains.cpp - 0-d state updates kept from upstream --*- C++ -*-===//
//
// See ScalarChains.h: an optimizer's step count and what is computed from
// it alone (Adam's bias corrections) stay out of upstream's sharding
// propagation, whose model of a 0-d linalg.generic builds an invalid
// sharding, and are put back once the step is partitioned.
//
//===----------------------------------------------------------------------===//
#include "ScalarChains.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::remat;

static bool isScalarTensor(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  return ranked && ranked.getRank() == 0;
}

/// An op that reads nothing (a constant, a tensor.empty): the chain takes
/// its own copy.
static bool isFreeOp(Operation *op) {
  return op && op->getNumOperands() == 0 && op->getNumRegions() == 0;
}

/// The values `op` reads: its operands and what its regions use from above.
static SetVector<Value> getReadValues(Operation *op) {
  SetVector<Value> read(op->operand_begin(), op->operand_end());
  getUsedValuesDefinedAbove(op->getRegions(), read);
  return read;
}

LiftedScalarChain mlir::remat::liftScalarChains(func::FuncOp func,
                                                ArrayRef<unsigned> seeds) {
  LiftedScalarChain lifted;
  Block &body = func.getBody().front();
  DenseSet<Value> available;
  for (unsigned index : seeds)
    if (isScalarTensor(func.getArgumentTypes()[index]))
      available.insert(func.getArgument(index));
  if (available.empty())
    return lifted;
  SetVector<Operation *> chain;
  for (Operation &op : body.without_terminator()) {
    if (op.getNumResults() == 0 || isFreeOp(&op) ||
        !llvm::all_of(op.getResultTypes(), isScalarTensor))
      continue;
    bool readsSeed = false, ok = true;
    for (Value value : getReadValues(&op)) {
      if (available.contains(value)) {
        readsSeed = true;
        continue;
      }
      // Values of the op's own regions are not "read from above".
      if (auto arg = dyn_cast<BlockArgument>(value)) {
        ok &= op.isAncestor(arg.getOwner()->getParentOp());
        continue;
      }
      ok &= isFreeOp(value.getDefiningOp());
    }
    if (!ok || !readsSeed)
      continue;
    chain.insert(&op);
    for (Value result : op.getResults())
      available.insert(result);
  }
  if (chain.empty())
    return lifted;

  // The detached copy: arguments for the function arguments it reads, its
  // own copies of the constants.
  lifted.ops = std::make_unique<Block>();
  IRMapping mapping;
  OpBuilder builder(func.getContext());
  builder.setInsertionPointToEnd(lifted.ops.get());
  for (Operation *op : chain)
    for (Value value : getReadValues(op)) {
      if (mapping.contains(value))
        continue;
      if (auto arg = dyn_cast<BlockArgument>(value)) {
        if (arg.getOwner() != &body)
          continue; // the op's own region
        mapping.map(value,
                    lifted.ops->addArgument(value.getType(), value.getLoc()));
        lifted.readArguments.push_back(arg.getArgNumber());
      } else if (!chain.contains(value.getDefiningOp())) {
        mapping.map(value,
                    builder.clone(*value.getDefiningOp())
                        ->getResult(cast<OpResult>(value).getResultNumber()));
      }
    }
  for (Operation *op : chain)
    builder.clone(*op, mapping);

  // Each result read outside the chain becomes an argument meanwhile.
  SmallVector<Operation *> freeOps;
  for (Operation *op : chain) {
    for (Value value : getReadValues(op))
      if (Operation *def = value.getDefiningOp(); isFreeOp(def))
        freeOps.push_back(def);
    for (Value result : op->getResults()) {
      if (llvm::all_of(result.getUsers(), [&](Operation *user) {
            return chain.contains(body.findAncestorOpInBlock(*user));
          }))
        continue;
      unsigned index = func.getNumArguments();
      if (failed(func.insertArgument(index, result.getType(), {},
                                     result.getLoc())))
        continue;
      result.replaceAllUsesWith(func.getArgument(index));
      lifted.roots.emplace_back(mapping.lookup(result), index);
    }
  }
  for (Operation *op : llvm::reverse(chain))
    op->erase();
  // Constants only the chain read: shard-partition crashes on a value
  // without a sharding.
  for (Operation *op : freeOps)
    if (op->getBlock() && op->use_empty())
      op->erase();
  return lifted;
}

void mlir::remat::restoreScalarChains(func::FuncOp func,
                                      LiftedScalarChain &chain) {
  if (chain.empty())
    return;
  Block &body = func.getBody().front();
  // Where the chain's first result is first read (the partitioned order).
  Operation *first = body.getTerminator();
  for (auto [value, index] : chain.roots)
    for (Operation *user : func.getArgument(index).getUsers()) {
      Operation *top = body.findAncestorOpInBlock(*user);
      if (top && top->isBeforeInBlock(first))
        first = top;
    }
  IRMapping mapping;
  for (auto [arg, index] :
       llvm::zip(chain.ops->getArguments(), chain.readArguments))
    mapping.map(arg, func.getArgument(index));
  OpBuilder builder(first);
  for (Operation &op : *chain.ops)
    builder.clone(op, mapping);
  llvm::BitVector erased(func.getNumArguments());
  for (auto [value, index] : chain.roots) {
    func.getArgument(index).replaceAllUsesWith(mapping.lookup(value));
    erased.set(index);
  }
  (void)func.eraseArguments(erased);
  for (Operation &op : *chain.ops)
    op.dropAllReferences();
  chain.ops.reset();
}
