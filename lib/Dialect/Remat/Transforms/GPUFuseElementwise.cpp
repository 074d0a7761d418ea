//===- GPUFuseElementwise.cpp - fuse elementwise producers ------*- C++ -*-===//
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
// Results are unchanged bit for bit: the fused body applies the same
// scalar ops to the same values in the same order per element.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATGPUFUSEELEMENTWISE
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
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

struct RematGPUFuseElementwisePass
    : public mlir::remat::impl::RematGPUFuseElementwiseBase<
          RematGPUFuseElementwisePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    linalg::populateElementwiseOpsFusionPatterns(patterns, shouldFuse);
    // Count producers before and after: every fusion removes one.
    int64_t before = countGenerics();
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns)))) {
      emitError(getOperation()->getLoc())
          << "remat-gpu-fuse-elementwise: elementwise fusion did not "
             "converge";
      return signalPassFailure();
    }
    numFused += std::max<int64_t>(0, before - countGenerics());
  }

  int64_t countGenerics() {
    int64_t count = 0;
    getOperation()->walk([&](linalg::GenericOp) { ++count; });
    return count;
  }
};
} // namespace
