//===- BatchBlocks.h - batch reductions in row blocks -----------*- C++ -*-===//
//
// A backward op that sums over the batch (a weight gradient X^T dY, a bias
// gradient's column sum) computed in row blocks of the batch, with the
// row-local computation of its operands done block by block
// (BatchBlocks.cpp, docs/ShardingMemory.md "Batch reductions in row blocks").
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SHARDING_BATCHBLOCKS_H
#define REMAT_SHARDING_BATCHBLOCKS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::remat {

struct BatchBlockCounts {
  /// Groups of batch reductions split into blocks.
  unsigned groups = 0;
  /// Ops computed block by block instead of whole (the reductions' operands).
  unsigned blockedOps = 0;
};

/// Splits the gradient computation's batch reductions of `func` into
/// `blocks` row blocks where that frees a whole operand: each block's rows
/// of an operand that only the reductions read, or of a forward value that
/// at most `maxRecompute` row-local ops compute from the arguments, are
/// computed in the block and die there. The reductions accumulate block
/// after block, in the batch's order, so every output element is summed in
/// the whole op's order: bit-identical. Groups whose blocks would read a
/// gradient value that an earlier group reduces are merged, up to
/// `maxLayers` groups in one (the value is then computed in the blocks).
BatchBlockCounts splitBatchReductions(func::FuncOp func, int64_t blocks,
                                      unsigned maxRecompute,
                                      unsigned maxLayers);

} // namespace mlir::remat

#endif // REMAT_SHARDING_BATCHBLOCKS_H
