//===- FuseElementwise.cpp - fuse elementwise producers ---------*- C++ -*-===//
//
// On a GPU every linalg op is a kernel launch and a round trip of its
// result through global memory. Upstream's elementwise fusion
// (linalg::populateElementwiseOpsFusionPatterns) folds an elementwise
// producer into the generic that consumes it; its own pass
// (linalg-fuse-elementwise-ops) would also fuse into matmuls, which turns
// them into generics that the tiled matmul kernels no longer match, and
// would fuse producers whose results are read elsewhere too, i.e. compute
// them twice. This pass runs the same patterns under a control that fuses
// only
//   - an elementwise linalg.generic producer whose result has this one use
//     (nothing is computed twice, no value is kept longer for a second
//     reader), into
//   - a linalg.generic consumer (elementwise or a reduction; never a named
//     op such as linalg.matmul, never a generic that is itself a
//     contraction of two operands).
// Transposes are data movement, and on a GPU each is a kernel of its own;
// the pass also removes the ones it can without computing anything twice:
//   - a transpose of a transpose becomes one transpose of the composed
//     permutation, or nothing when that is the identity (upstream's
//     linalg.transpose canonicalization: a weight transposed for the
//     forward matmul and back for the backward one, a gradient computed
//     transposed and transposed back);
//   - a transpose whose input is an elementwise generic with one use, seen
//     directly or through a tensor.expand_shape with one use (attention's
//     head split `[b*s, h*d] -> [b, s, h, d] -> [b, h, s, d]` of a bias
//     add), is generalized and the producer fused into it: the producer's
//     loops are first expanded to the reshaped shape (upstream's reshape
//     propagation by expansion, under a control that allows only this
//     case), so the producer writes its result in the transposed layout;
//   - a transpose whose one use is a non-contraction linalg.generic is
//     generalized and fused into it (the consumer reads the transpose's
//     input at the permuted indices).
// Transposes that feed matmuls otherwise stay linalg.transpose, which
// remat-gpu-matmul-kernels folds into the matmul's operand loads.
// Results are unchanged bit for bit: the fused body applies the same
// scalar ops to the same values in the same order per element, and a
// transpose only moves values.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATGPUFUSEELEMENTWISE
#include "remat/Codegen/GPU/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
bool shouldFuse(OpOperand *fused) {
  auto producer = fused->get().getDefiningOp<linalg::GenericOp>();
  auto consumer = dyn_cast<linalg::GenericOp>(fused->getOwner());
  if (!producer || !consumer || !producer->hasOneUse() ||
      !linalg::isElementwise(producer))
    return false;
  // A generic that multiplies two operands over a reduction is a matmul or
  // convolution in disguise; keep it whole for its own kernel.
  return !linalg::isaContractionOpInterface(consumer);
}

/// An elementwise generic whose result has this one use.
bool isSingleUseElementwise(Value value) {
  auto producer = value.getDefiningOp<linalg::GenericOp>();
  return producer && producer->hasOneUse() && linalg::isElementwise(producer);
}

/// The one user of `value`, or null.
Operation *getSingleUser(Value value) {
  return value.hasOneUse() ? *value.getUsers().begin() : nullptr;
}

/// Whether `transpose` is fused away once it is a generic: its input is an
/// elementwise generic with one use (fused into it), or its one user is a
/// generic that is not a contraction (it is fused into that user).
bool isFusibleTranspose(linalg::TransposeOp transpose) {
  if (!transpose.hasPureTensorSemantics())
    return false;
  if (isSingleUseElementwise(transpose.getInput()))
    return true;
  auto consumer = dyn_cast_if_present<linalg::GenericOp>(
      getSingleUser(transpose->getResult(0)));
  return consumer && !linalg::isaContractionOpInterface(consumer);
}

/// Reshape propagation only for an expand_shape between a single-use
/// elementwise producer and a transpose that is generalized (above).
bool shouldExpandProducer(OpOperand *fused) {
  auto expand = dyn_cast<tensor::ExpandShapeOp>(fused->getOwner());
  if (!expand || !isSingleUseElementwise(fused->get()))
    return false;
  auto transpose = dyn_cast_if_present<linalg::TransposeOp>(
      getSingleUser(expand.getResult()));
  return transpose && transpose.hasPureTensorSemantics();
}

/// linalg.transpose -> linalg.generic where the generic is fused (see
/// isFusibleTranspose), so that the elementwise fusion patterns apply.
struct GeneralizeFusibleTranspose
    : public OpRewritePattern<linalg::TransposeOp> {
  GeneralizeFusibleTranspose(MLIRContext *context, llvm::Statistic &counter)
      : OpRewritePattern(context), counter(counter) {}

  LogicalResult matchAndRewrite(linalg::TransposeOp transpose,
                                PatternRewriter &rewriter) const override {
    if (!isFusibleTranspose(transpose))
      return rewriter.notifyMatchFailure(
          transpose, "no single-use elementwise producer or generic user");
    if (failed(linalg::generalizeNamedOp(rewriter, transpose)))
      return failure();
    ++counter;
    return success();
  }

  llvm::Statistic &counter;
};

struct RematGPUFuseElementwisePass
    : public mlir::remat::impl::RematGPUFuseElementwiseBase<
          RematGPUFuseElementwisePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    linalg::populateElementwiseOpsFusionPatterns(patterns, shouldFuse);
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns,
                                                      shouldExpandProducer);
    linalg::TransposeOp::getCanonicalizationPatterns(patterns, &getContext());
    patterns.add<GeneralizeFusibleTranspose>(&getContext(),
                                             numGeneralizedTransposes);
    // Count ops before and after: every fusion removes one generic, every
    // folded transpose pair at least one transpose.
    int64_t before = countGenerics(), transposesBefore = countTransposes();
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns)))) {
      emitError(getOperation()->getLoc())
          << "remat-gpu-fuse-elementwise: elementwise fusion did not "
             "converge";
      return signalPassFailure();
    }
    numFused += std::max<int64_t>(0, before + numGeneralizedTransposes -
                                         countGenerics());
    numFoldedTransposes += std::max<int64_t>(
        0, transposesBefore - numGeneralizedTransposes - countTransposes());
  }

  int64_t countTransposes() {
    int64_t count = 0;
    getOperation()->walk([&](linalg::TransposeOp) { ++count; });
    return count;
  }

  int64_t countGenerics() {
    int64_t count = 0;
    getOperation()->walk([&](linalg::GenericOp) { ++count; });
    return count;
  }
};
} // namespace
