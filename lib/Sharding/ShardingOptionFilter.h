//===- ShardingOptionFilter.h - keep only the splits an op can --*- C++ -*-===//
//
// Shared by remat's sharding models (ShardingModels.cpp,
// SliceShardingModels.cpp): upstream's default sharding option for an op,
// with every loop split the op cannot keep dropped, so that its operand is
// gathered (resharded) first instead.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_SHARDING_SHARDINGOPTIONFILTER_H
#define REMAT_LIB_SHARDING_SHARDINGOPTIONFILTER_H

#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::remat {

/// Upstream's default sharding option of `op`, keeping a loop's split only
/// where `keepable(loop, parts)` holds (`parts`: the processes it is split
/// over).
FailureOr<shard::ShardingOption> getKeepableShardingOption(
    Operation *op, ArrayRef<shard::Sharding> operandShardings,
    ArrayRef<shard::Sharding> resultShardings,
    llvm::function_ref<bool(unsigned loop, int64_t parts)> keepable);

} // namespace mlir::remat

#endif // REMAT_LIB_SHARDING_SHARDINGOPTIONFILTER_H
