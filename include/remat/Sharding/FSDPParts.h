//===- FSDPParts.h - fsdp's chunks cut finer after the fact -----*- C++ -*-===//
//
// remat-shard{strategy=fsdp} reads each gathered weight one shard at a time
// and reduce-scatters each weight gradient one N-th at a time (its chunked
// gathers and scatters); `gather-parts=K scatter-parts=K` cut those pieces K
// times finer. refineFSDPChunks makes the finer form from a step that
// remat-shard wrote with one part (remat-auto's fsdp-parts-rescue: it sees
// the sharded step only), through the same code remat-shard runs
// (FSDPParts.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SHARDING_FSDPPARTS_H
#define REMAT_SHARDING_FSDPPARTS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::remat {

struct FSDPPartCounts {
  /// Chunked matmuls (one per gathered weight's reader) cut finer.
  unsigned gathers = 0;
  /// Chunked reduce_scatters of a weight gradient cut finer.
  unsigned scatters = 0;
  bool any() const { return gathers + scatters > 0; }
};

/// Cuts every one-part chunked gather (the shard broadcasts remat-shard tags
/// `remat_fsdp_chunk`, each read by one matmul) and every one-part chunked
/// scatter of `func` into `parts` pieces: the IR remat-shard writes with
/// `gather-parts=parts scatter-parts=parts` (a shard or share `parts` does
/// not divide keeps its pieces, as there). Anything else is left as it is.
FSDPPartCounts refineFSDPChunks(func::FuncOp func, int64_t parts);

} // namespace mlir::remat

#endif // REMAT_SHARDING_FSDPPARTS_H
