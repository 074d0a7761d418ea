//===- StepPreparation.h - a step made ready for propagation ----*- C++ -*-===//
//
// Rewrites remat-shard makes to a step before upstream's sharding
// propagation (StepPreparation.cpp); none changes a value.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_SHARDING_STEPPREPARATION_H
#define REMAT_LIB_SHARDING_STEPPREPARATION_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::remat {

/// Each user of a tensor.empty, or of a linalg.fill of one, that several
/// ops use gets its own copy right before it.
void splitSharedInits(func::FuncOp func);

/// A generic's init that is also one of its inputs and that its payload
/// does not read (what elementwise-to-linalg writes) becomes a tensor.empty.
void freshUnreadInits(func::FuncOp func);

/// A linalg op that reads one value through two different indexing maps
/// reads it through a `replicated` annotation of its own for each further
/// map.
void separateRepeatedOperands(func::FuncOp func, Value replicated);

} // namespace mlir::remat

#endif // REMAT_LIB_SHARDING_STEPPREPARATION_H
