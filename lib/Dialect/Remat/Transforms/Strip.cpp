//===- Strip.cpp - remove barriers and names --------------------*- C++ -*-===//
//
// Runs after the CSE-prone passes: from here on nothing can merge a
// recomputation back into the forward pass, so the markers can go.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/InlineCheckpoints.h"
#include "remat/Dialect/Remat/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATSTRIP
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
/// The values a marker forwards: a barrier's inputs (not its pin), a name's
/// operand.
OperandRange getForwarded(BarrierOp barrier) { return barrier.getInputs(); }
OperandRange getForwarded(NameOp name) { return name->getOperands(); }

/// A marker -> the values it forwards.
template <typename MarkerOp>
struct RemoveMarker : public OpRewritePattern<MarkerOp> {
  RemoveMarker(MLIRContext *context, llvm::Statistic &count)
      : OpRewritePattern<MarkerOp>(context), count(count) {}
  LogicalResult matchAndRewrite(MarkerOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, getForwarded(op));
    ++count;
    return success();
  }
  llvm::Statistic &count;
};

struct RematStripPass
    : public mlir::remat::impl::RematStripBase<RematStripPass> {
  using Base::Base;
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    numInlined += inlineUnappliedCheckpoints(rewriter, getOperation());
    // One walk, no folding or dead-code removal: the pass removes markers
    // and nothing else.
    RewritePatternSet patterns(&getContext());
    patterns.add<RemoveMarker<BarrierOp>>(&getContext(), numBarriers);
    patterns.add<RemoveMarker<NameOp>>(&getContext(), numNames);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    // remat.loss marks a result for remat's passes only; the LLVM
    // translation would warn about an unknown return attribute.
    getOperation()->walk([&](FunctionOpInterface func) {
      removeLossMarks(func);
      if (runnerAttributes)
        removeRunnerMarks(func);
    });
  }
};
} // namespace
