//===- ShardingModels.h - interface models for sharded steps ----*- C++ -*-===//
//
// What upstream MLIR 22 lacks for partitioning and lowering remat's
// training steps, as external interface models:
// * ShardingInterface for tensor.extract (a scalar read of a replicated
//   tensor, as the loss cotangent is read), the reshapes, and
//   extract_slice/insert_slice (split where the slice takes a dimension
//   whole);
// * RematCostOpInterface for shard.all_gather of a parameter (a recomputed
//   layer may gather its parameters again, priced per byte received);
// * MemoryEffectOpInterface for mpi.allreduce, mpi.send and mpi.recv
//   (upstream declares no effects, so buffer deallocation refuses them and
//   the memory analysis could not see the collectives' buffers).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SHARDING_SHARDINGMODELS_H
#define REMAT_SHARDING_SHARDINGMODELS_H

#include "llvm/ADT/StringRef.h"

namespace mlir {
class DialectRegistry;
namespace remat {

/// The shard.grid attribute (f64) that prices one byte a process receives
/// in a re-gathered parameter, in FLOPs (remat-shard's
/// gather-flops-per-byte).
inline constexpr llvm::StringLiteral kGatherFlopsPerByteAttr =
    "remat_gather_flops_per_byte";

void registerShardingExternalModels(DialectRegistry &registry);

/// ShardingInterface for tensor.extract_slice and tensor.insert_slice
/// (SliceShardingModels.cpp); registerShardingExternalModels registers them.
void registerSliceShardingModels(DialectRegistry &registry);

/// ShardingInterface for tensor.pad (PadShardingModel.cpp); registered by
/// registerShardingExternalModels.
void registerPadShardingModel(DialectRegistry &registry);

/// ShardingInterface for the calls remat-shard makes of the region ops it
/// runs whole on every rank (OutlinedCalls.cpp); registered by
/// registerShardingExternalModels.
void registerReplicatedCallShardingModel(DialectRegistry &registry);

} // namespace remat
} // namespace mlir

#endif // REMAT_SHARDING_SHARDINGMODELS_H
