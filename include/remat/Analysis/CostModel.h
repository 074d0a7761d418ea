//===- CostModel.h - FLOPs, bytes and recomputability of ops ----*- C++ -*-===//
#ifndef REMAT_ANALYSIS_COSTMODEL_H
#define REMAT_ANALYSIS_COSTMODEL_H

#include "mlir/IR/OpDefinition.h"

#include <optional>

#include "remat/Analysis/RematCostOpInterface.h.inc"

namespace mlir {
class DialectRegistry;
namespace remat {
/// The cost of one run of an op.
struct OpCost {
  double flops = 0;
  int64_t bytesMoved = 0;
  bool recomputable = false;
};

/// Attaches RematCostOpInterface models to linalg, arith, math and tensor
/// ops, and to remat.name.
void registerCostModelExternalModels(DialectRegistry &registry);

/// The cost of `op` from its RematCostOpInterface model. Ops without a model
/// (unknown semantics, unregistered ops, calls) cost nothing and are not
/// recomputable; ops with memory effects are never recomputable.
OpCost getOpCost(Operation *op);

/// Byte size of a statically shaped tensor, memref or scalar type (i1 and
/// other sub-byte types take one byte per element, index takes 8 bytes).
/// Returns std::nullopt for dynamic shapes, types without a size and sizes
/// that do not fit in 64 bits.
std::optional<int64_t> getTypeByteSize(Type type);

/// Bytes of one element of an int, float, index or complex type.
std::optional<int64_t> getElementByteSize(Type type);

/// Number of elements of a shaped type (1 for scalars); nullopt if dynamic
/// or if the count does not fit in 64 bits.
std::optional<int64_t> getNumElements(Type type);

/// Whether `type` has a static shape whose byte size does not fit in 64 bits.
bool sizeOverflows(Type type);
} // namespace remat
} // namespace mlir

#endif // REMAT_ANALYSIS_COSTMODEL_H
