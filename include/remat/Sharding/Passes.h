//===- Passes.h - sharded training steps ------------------------*- C++ -*-===//
//
// remat-shard (partition a single-device step over MPI processes),
// remat-shard-to-mpi and remat-lower-mpi-to-llvm (its collectives to MPI),
// and the interface models they need (ShardingModels.h).
// registerRematShardingPasses() registers the passes.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SHARDING_PASSES_H
#define REMAT_SHARDING_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "remat/Sharding/RematMPIDialect.h"

#include <memory>

namespace mlir::remat {

/// remat-shard's chunk-gathers / chunk-scatters: `auto` (the default) is on
/// under fsdp and off under dp, so that a printed pipeline parses again
/// under either strategy; `true` under dp is an error (nothing to chunk).
enum class ChunkMode { automatic, on, off };

inline llvm::cl::ValuesClass getChunkModeValues() {
  return llvm::cl::values(
      clEnumValN(ChunkMode::automatic, "auto", "on under fsdp, off under dp"),
      clEnumValN(ChunkMode::on, "true", "on (fsdp only)"),
      clEnumValN(ChunkMode::off, "false", "off"));
}

#define GEN_PASS_DECL
#include "remat/Sharding/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Sharding/Passes.h.inc"

/// The name of the grid remat-shard creates.
inline constexpr llvm::StringLiteral kGridName = "remat_grid";

/// The number of processes of the module's grid (the product of its
/// shape), or std::nullopt if it has no shard.grid. Fails (with an error on
/// the grid) if it has several, or one of dynamic shape.
FailureOr<std::optional<int64_t>> getGridSize(ModuleOp module);

} // namespace mlir::remat

#endif // REMAT_SHARDING_PASSES_H
