//===- Strip.cpp - remove barriers and names --------------------*- C++ -*-===//
//
// Runs after the CSE-prone passes: from here on nothing can merge a
// recomputation back into the forward pass, so the markers can go.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/Dialect/Remat/Transforms/Utils.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATSTRIP
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
/// remat.barrier -> its inputs.
struct RemoveBarrier : public OpRewritePattern<BarrierOp> {
  RemoveBarrier(MLIRContext *context, llvm::Statistic &count)
      : OpRewritePattern(context), count(count) {}
  LogicalResult matchAndRewrite(BarrierOp barrier,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOp(barrier, barrier.getInputs());
    ++count;
    return success();
  }
  llvm::Statistic &count;
};

/// remat.name -> its operand.
struct RemoveName : public OpRewritePattern<NameOp> {
  RemoveName(MLIRContext *context, llvm::Statistic &count)
      : OpRewritePattern(context), count(count) {}
  LogicalResult matchAndRewrite(NameOp name,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOp(name, name.getInput());
    ++count;
    return success();
  }
  llvm::Statistic &count;
};

struct RematStripPass
    : public mlir::remat::impl::RematStripBase<RematStripPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    numInlined += inlineUnappliedCheckpoints(rewriter, getOperation());
    // One walk, no folding or dead-code removal: the pass removes markers
    // and nothing else.
    RewritePatternSet patterns(&getContext());
    patterns.add<RemoveBarrier>(&getContext(), numBarriers);
    patterns.add<RemoveName>(&getContext(), numNames);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    // remat.loss marks a result for remat's passes only; the LLVM
    // translation would warn about an unknown return attribute.
    getOperation()->walk([&](FunctionOpInterface func) {
      for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
        func.removeResultAttr(
            i, StringAttr::get(&getContext(), RematDialect::getLossAttrName()));
    });
  }
};
} // namespace
