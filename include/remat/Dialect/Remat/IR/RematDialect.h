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

#include "remat/Dialect/Remat/IR/TrainingStep.h"

#endif // REMAT_DIALECT_REMAT_IR_REMATDIALECT_H
