//===- OutlinedCalls.h - ops partitioned through outlined calls -*- C++ -*-===//
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
// A structured op whose indexing maps are not projected permutations (a
// convolution or pooling: its input is read at oh + kh) is refused by
// upstream's linalg model. remat-shard calls it the same way, but the
// call's model splits the loops that index every tensor plainly (a
// convolution's batch, its output and input channels): the rest of the
// op's indexing, the compound expressions, get loops of their own that
// are never split. The partitioned call's callee is a copy of the op on
// the local shapes.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_SHARDING_OUTLINEDCALLS_H
#define REMAT_LIB_SHARDING_OUTLINEDCALLS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::remat {

/// The unit attribute on the calls (and callees) outlineUnshardableOps
/// creates; the call model accepts only calls carrying it.
inline constexpr llvm::StringLiteral kReplicatedRegionAttr =
    "remat_replicated_region";

/// The unit attribute on the calls (and callees) of a structured op with
/// compound indexing (see the file comment).
inline constexpr llvm::StringLiteral kSplitStructuredAttr =
    "remat_split_structured";

struct OutlinedCounts {
  /// Region ops run whole on every rank.
  unsigned replicated = 0;
  /// Structured ops with compound indexing, split on their plain loops.
  unsigned structured = 0;
};

/// Moves every op of `func`'s body that has regions and no ShardingInterface,
/// and every structured op with compound indexing, into a private function
/// of `module`, called in its place (see the file comment).
OutlinedCounts outlineUnshardableOps(func::FuncOp func, ModuleOp module);

/// Inlines every call outlineUnshardableOps created in `module` (and the
/// partitioner's copies of them) and erases the private functions.
void inlineOutlinedCalls(ModuleOp module);

} // namespace mlir::remat

#endif // REMAT_LIB_SHARDING_OUTLINEDCALLS_H
