//===- ScanResiduals.h - residuals a scan loop stacks -----------*- C++ -*-===//
//
// A scan (jax.lax.scan through IREE's input conversion, a hand-written
// scf.for step) is a forward scf.for with a static trip count whose
// iterations write their residuals into stacked tensor<n x ...> buffers
// (tensor.insert_slice at the iteration's row), read back row by row with
// tensor.extract_slice by the backward pass. This analysis finds, per
// stacked residual, the ops of the loop body that compute it from the
// iteration's carry, the induction variable and loop-invariant values (the
// body slice that rematerialization across iterations clones into the
// backward loop), and where it is read. It changes nothing.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_SCANRESIDUALS_H
#define REMAT_ANALYSIS_SCANRESIDUALS_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <optional>
#include <string>

namespace mlir::remat {

/// One stacked residual: iter_arg `iterArg` of the loop receives, in
/// iteration i, `element` inserted at row i.
struct StackedResidual {
  unsigned iterArg = 0;
  tensor::InsertSliceOp insert;
  Value element;
  /// Ops of the loop body that compute `element`, in body order.
  SmallVector<Operation *> slice;
  /// The non-stacked iter_args (carries) the slice reads.
  SmallVector<unsigned> carries;
  /// Every use of the loop's result: one full row each.
  SmallVector<tensor::ExtractSliceOp> reads;
  /// Where `element` is the carry `copiesCarry` itself or a copy of it with
  /// unit dimensions added, the stack is a stack of that carry.
  std::optional<unsigned> copiesCarry;
  /// Empty where the residual can be recomputed in place of its reads;
  /// otherwise why not.
  std::string whyNot;
  bool isRecomputable() const { return whyNot.empty(); }
};

/// A forward loop that stacks at least one residual.
struct ScanLoop {
  scf::ForOp loop;
  int64_t tripCount = 0;
  SmallVector<StackedResidual, 2> residuals;
  /// Empty where the loop's residuals may be rematerialized; otherwise why
  /// not (a loop nested in a loop or in a checkpoint region, bounds other
  /// than 0 to n step 1).
  std::string unsupported;

  const StackedResidual *find(unsigned iterArg) const;
};

/// The scan loops of `func`, in program order.
SmallVector<ScanLoop, 2> findScanLoops(FunctionOpInterface func);

/// The value of an integer or index `value` computed from constants, the
/// values in `known` and arith ops (casts, add, sub, mul, div, rem, min,
/// max); nullopt where it reads anything else.
std::optional<int64_t> evaluateIndex(Value value,
                                     const DenseMap<Value, int64_t> &known);

/// The row `slice` reads or writes where it is one full row of its stacked
/// tensor<n x ...> operand (offsets 0 past the first, sizes 1 then the full
/// dimensions, strides 1); null otherwise. A static row is returned as an
/// attribute.
OpFoldResult getFullRowOffset(OffsetSizeAndStrideOpInterface slice,
                              RankedTensorType stacked);

} // namespace mlir::remat

#endif // REMAT_ANALYSIS_SCANRESIDUALS_H
