//===- ScalarChains.h - 0-d state updates kept from upstream ----*- C++ -*-===//
//
// An optimizer's step count (a 0-d argument) is updated by 0-d ops that read
// nothing but it and constants. Upstream's sharding of a 0-d linalg.generic
// (MLIR 22.1.8) builds a sharding without a grid, which fails to verify, so
// remat-shard takes such chains out of the function while upstream
// propagates and partitions, and puts them back afterwards: they compute
// the same value on every process (docs/Sharding.md).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_SHARDING_SCALARCHAINS_H
#define REMAT_LIB_SHARDING_SCALARCHAINS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <memory>

namespace mlir::remat {

/// The ops liftScalarChains took out of a function, held in a block of
/// their own whose arguments stand for the function arguments they read.
struct LiftedScalarChain {
  /// Owns the detached ops.
  std::unique_ptr<Block> ops;
  /// For each argument of `ops`, the function argument it stands for.
  SmallVector<unsigned> readArguments;
  /// For each value used outside the chain, the index of the function
  /// argument that replaces it while the chain is out.
  SmallVector<std::pair<Value, unsigned>> roots;
  bool empty() const { return !ops || ops->empty(); }
};

/// Takes out of `func`'s entry block every op whose results are 0-d tensors
/// and which reads (directly or in its regions) only 0-d function arguments
/// in `seeds`, constants, and results of other such ops. Each result read
/// outside them becomes a new trailing argument of `func`.
LiftedScalarChain liftScalarChains(func::FuncOp func, ArrayRef<unsigned> seeds);

/// Puts the ops back in front of the first user of their results, reading
/// the function's arguments of the same indices (the partitioner may have
/// replaced the block arguments), and removes the arguments added for them.
void restoreScalarChains(func::FuncOp func, LiftedScalarChain &chain);

} // namespace mlir::remat

#endif // REMAT_LIB_SHARDING_SCALARCHAINS_H
