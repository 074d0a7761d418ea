//===- GradientRegion.h - a step's gradient computation ---------*- C++ -*-===//
#ifndef REMAT_ANALYSIS_GRADIENTREGION_H
#define REMAT_ANALYSIS_GRADIENTREGION_H

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::remat {
/// The gradient computation of a function body, found by the rules of
/// remat/Analysis/GradientSplit.h (docs/Conventions.md): it starts at the
/// first top-level op of the split. Stays valid while ops are inserted
/// (positions are compared with isBeforeInBlock, not cached indices).
class GradientRegion {
public:
  explicit GradientRegion(FunctionOpInterface func);

  /// False if no rule finds a gradient computation.
  bool exists() const { return startOp != nullptr; }
  Operation *getStart() const { return startOp; }
  Block *getBody() const { return body; }
  /// Whether `op` (at any depth) lies in the gradient computation.
  bool contains(Operation *op) const;
  /// The latest value of the gradient computation (one that depends on the
  /// cotangent, or any result of a gradient op when the loss is seeded
  /// inside) defined before top-level op `point`; the cotangent argument or
  /// the loss itself when `point` is the first gradient op.
  Value getPinBefore(Operation *point) const;

private:
  Block *body = nullptr;
  Operation *startOp = nullptr;
  Value cotangent;
  llvm::DenseSet<Value> dependsOnCotangent;
};
} // namespace mlir::remat

#endif // REMAT_ANALYSIS_GRADIENTREGION_H
