//===- FSDP.h - fsdp's collectives at their uses ----------------*- C++ -*-===//
//
// After upstream's partitioning of an fsdp step: each parameter gathered
// just before its uses, once per phase (forward, backward), and each
// gradient's all-reduce + slice made one reduce_scatter (docs/Sharding.md).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_SHARDING_FSDP_H
#define REMAT_LIB_SHARDING_FSDP_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"

namespace mlir::remat {

/// The attribute on each placed parameter gather: 0 in the forward pass,
/// 1 in the gradient computation.
inline constexpr llvm::StringLiteral kFSDPPhaseAttr = "remat_fsdp_phase";

/// The attribute on each broadcast of a chunked gather: which use of a
/// gathered parameter it serves (ChunkedGathers.cpp).
inline constexpr llvm::StringLiteral kFSDPChunkAttr = "remat_fsdp_chunk";

struct FSDPRewriteCounts {
  /// all_gathers placed at their uses (after duplication).
  unsigned gathers = 0;
  /// all_reduce + slice pairs made reduce_scatters.
  unsigned scatters = 0;
};

/// Rewrites the collectives of `func`, a function shard-partition has
/// partitioned with fsdp's annotations (see the file comment).
FSDPRewriteCounts rewriteFSDPCollectives(func::FuncOp func);

/// Moves every all_slice up through the elementwise ops that compute its
/// input (dp and fsdp; remat-shard runs it before the fsdp rewrite), so an
/// optimizer step's update runs on each rank's shard and a bias broadcast to
/// the whole batch is broadcast to the rank's slice: a slice of a gathered
/// argument is the argument, a slice of an all-reduced gradient is left for the
/// reduce-scatter fusion (SliceSinking.cpp). Returns the ops it sliced.
unsigned sinkSlicesIntoUpdates(func::FuncOp func);

/// Replaces each 2-d linalg.transpose of a 2-d transpose by the first one's
/// source (a PyTorch export's backward transposes the forward pass's W^T
/// back; under fsdp that kept the forward gather's transposed copy alive
/// into the backward pass). Runs before the fsdp rewrite, so the backward
/// reads get a gather of their own. Returns the transposes it removed.
unsigned foldDoubleTransposes(func::FuncOp func);

/// Makes each matmul that reads a 2-d linalg.transpose read the
/// transpose's source through its indexing maps, where every reader of the
/// transpose is such a matmul; the transposed copy goes
/// (TransposeFolding.cpp). Returns the transposes it removed.
unsigned foldTransposesIntoMatmuls(func::FuncOp func);

/// Fuses each linalg.generic that one elementwise generic reads into it
/// where that keeps no more bytes live, and computes one that several read
/// again inside a reader where its inputs are live there anyway, until none
/// is left (ElementwiseFusion.cpp): the same scalar operations in the same
/// order. Returns the fusions done.
unsigned fuseElementwiseChains(func::FuncOp func);

/// Makes each matmul that reads a parameter gathered whole (split on its
/// first axis over `ranks`) one matmul per shard, each shard brought in by a
/// shard.broadcast from its owner, accumulated in the matmul's own order
/// (ChunkedGathers.cpp), where every reader of the gather is such a matmul;
/// with `parts` > 1 each shard in `parts` broadcasts of consecutive rows
/// (where `parts` divides its rows; whole otherwise). Returns the gathers it
/// removed.
unsigned chunkGatheredMatmuls(func::FuncOp func, int64_t ranks,
                              int64_t parts = 1);

/// Makes `matmul`, one reader of `gather`, one matmul per piece as
/// chunkGatheredMatmuls does, its broadcasts tagged `tag`; the gather stays.
/// False (nothing changed) where `matmul` is not such a reader.
/// (FSDPParts.cpp refines the chunks with it.)
bool chunkGatheredUse(shard::AllGatherOp gather, linalg::MatmulOp matmul,
                      int64_t ranks, int64_t parts, int64_t tag);

/// Makes each weight gradient that a matmul computes whole and a
/// reduce_scatter splits N reduce_scatters of one N-th of it each: the
/// matmul computes, per part, the rows every rank's block contributes to
/// it (ChunkedScatters.cpp); with `parts` > 1 each of those in `parts`
/// (where N * parts divides the rank's share; N parts otherwise). Returns
/// the reduce_scatters it split.
unsigned chunkGradientScatters(func::FuncOp func, int64_t ranks,
                               int64_t parts = 1);

/// The same for one reduce_scatter; false (nothing changed) where its
/// gradient is not computed so.
bool chunkGradientScatter(shard::ReduceScatterOp scatter, int64_t ranks,
                          int64_t parts);

/// `value` (2-d, static) sliced to `size` elements from `offset` along
/// `dim`, and `part` inserted into `into` at `offset` along `dim`.
Value slice2d(OpBuilder &builder, Location loc, Value value, unsigned dim,
              int64_t offset, int64_t size);
Value insert2d(OpBuilder &builder, Location loc, Value part, Value into,
               unsigned dim, int64_t offset);

/// Replaces each all_gather, all_slice or all_to_all of a tensor.empty (the
/// partitioner reshards an empty destination shared by differently split
/// ops) by a tensor.empty of its result type: the contents are undefined
/// either way.
/// Returns the collectives it removed.
unsigned foldEmptyCollectives(func::FuncOp func);

} // namespace mlir::remat

#endif // REMAT_LIB_SHARDING_FSDP_H
