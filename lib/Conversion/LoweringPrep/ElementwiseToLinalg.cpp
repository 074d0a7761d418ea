//===- ElementwiseToLinalg.cpp - elementwise ops to linalg, on a walk -----===//
//
// Upstream's convert-elementwise-to-linalg applies one pattern through
// applyPartialConversion. On a deep step the conversion framework's
// bookkeeping was 13 % of the memory analysis (the prefix runs on every
// replay). The pattern cannot fail on the ops it is meant for and creates
// nothing that needs converting again, so applying it once to each such op
// gives the same IR without the framework.
//
//===----------------------------------------------------------------------===//
#include "remat/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATELEMENTWISETOLINALG
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

/// Upstream's legality rule (ElementwiseToLinalg.cpp): what the conversion
/// marks illegal, and what its pattern rewrites.
static bool isScalarLike(Type type) {
  return isa<IntegerType, FloatType, IndexType, ComplexType>(type);
}

static bool isElementwiseOnRankedTensors(Operation *op) {
  if (!OpTrait::hasElementwiseMappableTraits(op))
    return false;
  bool anyRankedTensor = false;
  for (Type type : op->getOperandTypes()) {
    if (isa<RankedTensorType>(type))
      anyRankedTensor = true;
    else if (!isScalarLike(type))
      return false;
  }
  return anyRankedTensor;
}

namespace {
/// A PatternRewriter for applying one pattern outside a driver.
struct OnceRewriter : PatternRewriter {
  using PatternRewriter::PatternRewriter;
};

struct ElementwiseToLinalgPass
    : public mlir::remat::impl::RematElementwiseToLinalgBase<
          ElementwiseToLinalgPass> {
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    linalg::populateElementwiseToLinalgConversionPatterns(set);
    patterns = FrozenRewritePatternSet(std::move(set));
    return success();
  }

  void runOnOperation() override {
    // Collected first: the rewrite replaces the op being visited.
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (op != getOperation() && isElementwiseOnRankedTensors(op))
        ops.push_back(op);
    });
    if (ops.empty())
      return markAllAnalysesPreserved();
    // The pattern matches any op type (it checks the traits itself).
    auto native = patterns.getMatchAnyOpNativePatterns();
    size_t count = llvm::range_size(native);
    if (count != 1) {
      getOperation()->emitError()
          << "remat-elementwise-to-linalg: expected upstream's one "
             "elementwise-to-linalg pattern, got "
          << count;
      return signalPassFailure();
    }
    const RewritePattern &pattern = *native.begin();
    OnceRewriter rewriter(&getContext());
    for (Operation *op : ops) {
      rewriter.setInsertionPoint(op);
      if (failed(pattern.matchAndRewrite(op, rewriter))) {
        // The conversion would fail here too (an illegal op left).
        op->emitError() << "remat-elementwise-to-linalg: failed to rewrite '"
                        << op->getName() << "' into linalg.generic";
        return signalPassFailure();
      }
      ++numConverted;
    }
  }

  FrozenRewritePatternSet patterns;
};
} // namespace
