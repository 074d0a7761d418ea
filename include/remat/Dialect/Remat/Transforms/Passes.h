//===- Passes.h - remat dialect passes --------------------------*- C++ -*-===//
//
// The passes that create, apply and remove the remat dialect's ops
// (checkpoint regions, barriers, names). registerRematTransformsPasses()
// registers them.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H

#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

#include <memory>

namespace mlir::remat {

#define GEN_PASS_DECL
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"

} // namespace mlir::remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H
