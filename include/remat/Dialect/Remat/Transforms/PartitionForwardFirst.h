//===- PartitionForwardFirst.h - program order = the split ------*- C++ -*-===//
//
// A step that seeds its loss inside may interleave forward and gradient ops
// in program order; the checkpoint passes and remat-auto first move the
// forward ops in front, so that program order is the gradient split.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_PARTITIONFORWARDFIRST_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_PARTITIONFORWARDFIRST_H

#include "remat/Analysis/GradientSplit.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::remat {

/// Moves the forward ops that come after the split's start in front of it,
/// keeping the relative order of each side (legal: forward ops never read
/// gradient values). Only done when every moved op is free of memory
/// effects; returns whether the body changed.
bool partitionForwardFirst(FunctionOpInterface func,
                           const GradientSplit &split);

} // namespace mlir::remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_PARTITIONFORWARDFIRST_H
