//===- BlockUsers.h - an op's users among the ops of a block ----*- C++ -*-===//
//
// remat gives each user of a shared destination (a tensor.empty, a fill of
// one) a copy of its own, for bufferization (remat-split-empty-tensors) and
// for sharding propagation (remat-shard): both need the users as the ops of
// one block, in block order.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SUPPORT_BLOCKUSERS_H
#define REMAT_SUPPORT_BLOCKUSERS_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"

#include <utility>

namespace mlir::remat {

/// An op of a block that uses a value, with the operands that read it.
using BlockUser = std::pair<Operation *, SmallVector<OpOperand *, 1>>;

/// The users of `op` as their ancestors in `block`, each with the operands
/// that read `op`, sorted by position in `block` (the output must not
/// depend on use-list order); empty where a user is not inside `block`.
SmallVector<BlockUser> getUsersInBlock(Operation *op, Block *block);

} // namespace mlir::remat

#endif // REMAT_SUPPORT_BLOCKUSERS_H
