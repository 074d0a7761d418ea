//===- BlockUsers.cpp - an op's users among the ops of a block ------------===//

#include "remat/Support/BlockUsers.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;

SmallVector<remat::BlockUser> remat::getUsersInBlock(Operation *op,
                                                     Block *block) {
  SmallVector<BlockUser> users;
  DenseMap<Operation *, unsigned> indexOfUser;
  for (OpOperand &use : op->getUses()) {
    Operation *user = block->findAncestorOpInBlock(*use.getOwner());
    if (!user)
      return {};
    auto [it, inserted] = indexOfUser.try_emplace(user, users.size());
    if (inserted)
      users.emplace_back(user, SmallVector<OpOperand *, 1>());
    users[it->second].second.push_back(&use);
  }
  llvm::sort(users, [](const BlockUser &a, const BlockUser &b) {
    return a.first->isBeforeInBlock(b.first);
  });
  return users;
}
