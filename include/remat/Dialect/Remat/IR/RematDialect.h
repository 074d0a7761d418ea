//===- RematDialect.h - remat dialect ---------------------------*- C++ -*-===//
//
// The remat dialect: checkpoint regions, policies, names and barriers.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_REMAT_IR_REMATDIALECT_H
#define REMAT_DIALECT_REMAT_IR_REMATDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "remat/Dialect/Remat/IR/RematOpsDialect.h.inc"

#include "remat/Dialect/Remat/IR/RematEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "remat/Dialect/Remat/IR/RematAttrs.h.inc"

namespace mlir::remat {
/// The private side-effect resource written by `remat.barrier`; nothing else
/// touches it, so the effect only serves to keep the barrier in place.
struct BarrierResource : public SideEffects::Resource::Base<BarrierResource> {
  StringRef getName() override { return "remat.barrier"; }
};
} // namespace mlir::remat

#define GET_OP_CLASSES
#include "remat/Dialect/Remat/IR/RematOps.h.inc"

namespace mlir::remat {
/// Parses a byte size: a plain integer ("1048576") or a number with a unit
/// (B, KB, MB, GB, KiB, MiB, GiB; "1.5GB", "64MiB"). Fails on anything else,
/// on negative values and on overflow.
FailureOr<int64_t> parseByteSize(StringRef text);

/// Reads the `remat.budget` attribute of `op` (integer or size string).
/// Returns std::nullopt if absent; failure (with a diagnostic on `op`) if
/// malformed.
FailureOr<std::optional<int64_t>> getBudgetAttr(Operation *op);

/// Whether `type` can hold a loss: a floating-point scalar, or a float
/// tensor or memref of one element.
bool isLossType(Type type);
} // namespace mlir::remat

#endif // REMAT_DIALECT_REMAT_IR_REMATDIALECT_H
