//===- Passes.h - remat conversions -----------------------------*- C++ -*-===//
//
// Conversions out of remat (barriers to IREE's util.optimization_barrier) and
// the buffer-level preparations of remat's lowering pipelines.
// registerRematConversionPasses() registers them.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_CONVERSION_PASSES_H
#define REMAT_CONVERSION_PASSES_H

#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

#include <memory>

namespace mlir::remat {

/// What remat-import-iree-input does with jax.checkpoint's barriers: drop
/// them (remat-auto replans the whole step) or read them as the user's
/// checkpoints (remat.barrier; remat-auto plans the rest).
enum class JaxCheckpointMode { replan, honour };

/// The unit attribute remat-fresh-loop-inits puts on the copy it makes of a
/// loop's dying init; remat-reuse-loop-inits removes the copy where the
/// buffers show it redundant.
inline constexpr llvm::StringLiteral kFreshLoopInitAttr =
    "__remat_fresh_init__";

#define GEN_PASS_DECL
#include "remat/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Conversion/Passes.h.inc"

} // namespace mlir::remat

#endif // REMAT_CONVERSION_PASSES_H
