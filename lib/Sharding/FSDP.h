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

namespace mlir::remat {

/// The attribute on each placed parameter gather: 0 in the forward pass,
/// 1 in the gradient computation.
inline constexpr llvm::StringLiteral kFSDPPhaseAttr = "remat_fsdp_phase";

struct FSDPRewriteCounts {
  /// all_gathers placed at their uses (after duplication).
  unsigned gathers = 0;
  /// all_reduce + slice pairs made reduce_scatters.
  unsigned scatters = 0;
};

/// Rewrites the collectives of `func`, a function shard-partition has
/// partitioned with fsdp's annotations (see the file comment).
FSDPRewriteCounts rewriteFSDPCollectives(func::FuncOp func);

} // namespace mlir::remat

#endif // REMAT_LIB_SHARDING_FSDP_H
