//===- GradientSplit.h - where the gradient computation is -----*- C++ -*-===//
//
// A training step's body is the forward computation (what the loss needs)
// followed by the gradient computation (what only the gradients need). The
// rules that find the split, in order (docs/Conventions.md):
//
//  1. cotangent: an argument marked `remat.cotangent` that some op uses; the
//     gradient computation is every top-level op from the first one that
//     depends on it (program order);
//  2. loss attribute: a result marked `remat.loss` (the loss gradient is
//     seeded inside the function); the forward computation is the loss's
//     backward slice, the gradient computation every other op;
//  3. inferred loss: without either annotation, the function's only result
//     that is a floating-point scalar (a 0-d float tensor or a float) is the
//     loss, as in rule 2.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_GRADIENTSPLIT_H
#define REMAT_ANALYSIS_GRADIENTSPLIT_H

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>
#include <string>

namespace mlir::remat {

enum class GradientRule { none, cotangent, lossAttribute, inferredLoss };

/// "cotangent argument", "remat.loss result", "inferred loss result", "none".
llvm::StringRef describeGradientRule(GradientRule rule);

struct GradientSplit {
  GradientRule rule = GradientRule::none;
  /// Index (among the body's top-level ops) of the first op of the gradient
  /// computation.
  std::optional<unsigned> start;
  /// The cotangent argument (rule 1) or the loss value (rules 2 and 3).
  Value seed;
  /// Index of the loss among the function's results (rules 2 and 3).
  std::optional<unsigned> lossResult;
  /// Top-level ops of the forward computation (rules 2 and 3): the loss's
  /// backward slice, and the forward-only factors (addForwardOnlyFactors).
  llvm::DenseSet<Operation *> forward;
  /// How many forward ops are forward-only factors, not in the loss's slice.
  unsigned forwardOnlyFactors = 0;
  /// Whether a forward op comes after `start` in program order (rules 2 and
  /// 3), so the program-order split is not the dependence split.
  bool interleaved = false;
  /// Why no rule applies (rule none), in words.
  std::string whyNone;

  bool exists() const { return start.has_value(); }
  /// Whether top-level op `op` belongs to the gradient computation by the
  /// rule (for rule 1: it depends on the cotangent).
  bool isGradientOp(Operation *op) const;

  /// Values of the gradient computation: for rule 1 those that depend on the
  /// cotangent, for rules 2 and 3 the results of gradient ops.
  llvm::DenseSet<Value> gradientValues;
};

/// Values that `op` reads: its operands and the values its regions use from
/// above, in first-use order.
SmallVector<Value> getReadValues(Operation *op);

/// Rules 2 and 3: adds to `split.forward` (the loss's backward slice) the
/// ops that come before the slice's last op in program order, read data,
/// and do not depend on the loss gradient's seed, with the ops they read.
/// JAX's value_and_grad computes such derivative factors (gelu', a
/// LayerNorm's 1/sigma terms, ReLU masks) in its forward part and keeps
/// them as residuals; as gradient ops they would pull every layer's
/// recomputation to the start of the backward. The seed is a value computed
/// from constants only, of the loss's type, read (not as an init) by an op
/// outside the slice; without one nothing is added. Returns how many ops
/// were added.
unsigned addForwardOnlyFactors(Block &body, Value loss, GradientSplit &split);
/// Finds the split of `func`'s body (a single block) by the rules above.
GradientSplit findGradientSplit(FunctionOpInterface func);

/// Whether partitionForwardFirst may change a function with this split
/// (false: it certainly does not).
bool mayPartitionForwardFirst(const GradientSplit &split);

} // namespace mlir::remat

#endif // REMAT_ANALYSIS_GRADIENTSPLIT_H
