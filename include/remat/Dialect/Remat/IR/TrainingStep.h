//===- TrainingStep.h - the marks of a training step ------------*- C++ -*-===//
//
// The conventions of a training step that the remat dialect owns
// (docs/Conventions.md): `remat.budget` on a function, `remat.cotangent`,
// `remat.seed` and `remat.range` on arguments, `remat.loss` on a result.
// The dialect verifies them (RematDialect::verify*Attribute); everything
// else reads and removes them through these functions.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_REMAT_IR_TRAININGSTEP_H
#define REMAT_DIALECT_REMAT_IR_TRAININGSTEP_H

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <optional>
#include <utility>

namespace mlir::remat {
/// Parses a byte size: a plain integer ("1048576") or a number with a unit
/// (B, KB, MB, GB, KiB, MiB, GiB; "1.5GB", "64MiB"). Fails on anything else,
/// on negative values and on overflow.
FailureOr<int64_t> parseByteSize(StringRef text);

/// Reads the `remat.budget` attribute of `op` (integer or size string).
/// Returns std::nullopt if absent; failure (with a diagnostic on `op`) if
/// malformed.
FailureOr<std::optional<int64_t>> getBudgetAttr(Operation *op);

/// What the JAX importer did with a step's jax.checkpoint barriers
/// (`remat.jax_checkpoint` on the function).
struct JaxCheckpointMark {
  /// true: honoured (each became a remat.barrier pinning JAX's
  /// recomputation after its cotangent); false: dropped, remat replans.
  bool honoured = false;
  /// How many jax.checkpoint barriers (after IREE split each into one
  /// util.optimization_barrier per value, grouped again).
  int64_t checkpoints = 0;
};

/// Reads `remat.jax_checkpoint` of `op`; std::nullopt if absent or
/// malformed (the dialect's verifier rejects a malformed one).
std::optional<JaxCheckpointMark> getJaxCheckpointMark(Operation *op);

/// Sets `remat.jax_checkpoint` on `func`.
void setJaxCheckpointMark(Operation *func, JaxCheckpointMark mark);

/// Whether `type` can hold a loss: a floating-point scalar, or a float
/// tensor or memref of one element.
bool isLossType(Type type);
/// Whether argument `index` of `func` is marked `remat.cotangent` (the
/// loss's cotangent: the gradient computation starts at its first reader).
bool isCotangentArgument(FunctionOpInterface func, unsigned index);

/// Whether result `index` of `func` is marked `remat.loss`.
bool isLossResult(FunctionOpInterface func, unsigned index);

/// Whether argument `index` of `func` is marked `remat.seed` (the dropout
/// seed, a tensor<i64>: the runners give it --seed).
bool isSeedArgument(FunctionOpInterface func, unsigned index);

/// The `remat.range = [lo, hi]` of argument `index` of `func` (integer
/// inputs the runners draw in [lo, hi)), or std::nullopt without one.
std::optional<std::pair<int64_t, int64_t>>
getArgumentRange(FunctionOpInterface func, unsigned index);

/// Removes `remat.loss` from `func`'s results (it marks a result for
/// remat's passes only; the LLVM translation would warn about it).
void removeLossMarks(FunctionOpInterface func);

/// Removes the runners' marks (`remat.seed`, `remat.range`, `remat.split`,
/// and remat-shard's `remat.parameter` / `remat.data`) from `func`'s
/// arguments and results, once the runners have read them.
void removeRunnerMarks(FunctionOpInterface func);

/// The `remat.split = D` of argument (or, with `result`, result) `index` of
/// `func`: the dimension along which the grid's processes each hold one
/// equal slice; std::nullopt if the value is not split.
std::optional<int64_t> getSplitDim(FunctionOpInterface func, unsigned index,
                                   bool result = false);
} // namespace mlir::remat

#endif // REMAT_DIALECT_REMAT_IR_TRAININGSTEP_H
