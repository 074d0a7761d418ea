//===- ReplicatedRegions.h - region ops run whole on every rank -*- C++ -*-===//
//
// Upstream's sharding propagation refuses ops without a ShardingInterface,
// and an op with a region (an scf.for) cannot have a useful one: the ops in
// its body read tensors from above, which are not its operands, so no
// sharding of its operands describes what it reads. A JAX step's
// integer-label cross-entropy and embedding backward are such loops (the
// scatter-adds remat's IREE importer writes as scf.for).
//
// remat-shard runs each such op whole on every rank: before propagation it
// moves the op into a private function whose arguments are everything the
// op reads (its operands and the values its body captures) and calls it;
// the call's ShardingInterface model makes every tensor it reads and
// returns replicated (the partitioner gathers split inputs, slices for
// split users); after partitioning the call is inlined again.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_SHARDING_REPLICATEDREGIONS_H
#define REMAT_LIB_SHARDING_REPLICATEDREGIONS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::remat {

/// The unit attribute on the calls (and callees) outlineReplicatedRegions
/// creates; the call model accepts only calls carrying it.
inline constexpr llvm::StringLiteral kReplicatedRegionAttr =
    "remat_replicated_region";

/// Moves every op of `func`'s body that has regions and no ShardingInterface
/// into a private function of `module`, called in its place (see the file
/// comment). Fails, with an error on the op, where its body captures a
/// non-tensor value that is not a constant (it could not be replicated).
/// Returns the number of ops moved.
FailureOr<unsigned> outlineReplicatedRegions(func::FuncOp func,
                                             ModuleOp module);

/// Inlines every call outlineReplicatedRegions created in `module` and
/// erases the private functions.
void inlineReplicatedRegions(ModuleOp module);

} // namespace mlir::remat

#endif // REMAT_LIB_SHARDING_REPLICATEDREGIONS_H
