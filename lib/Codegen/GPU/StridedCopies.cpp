//===- StridedCopies.cpp - strided copies as kernels ------------*- C++ -*-===//
//
// The GPU runtime copies contiguous byte ranges only: a copy between strided
// buffers is made a linalg.copy, which becomes a kernel like any elementwise
// op.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATGPUSTRIDEDCOPIES
#include "remat/Codegen/GPU/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
/// memref.copy between buffers of which one is not contiguous row-major ->
/// linalg.copy.
struct StridedCopyToLinalg : public OpRewritePattern<memref::CopyOp> {
  StridedCopyToLinalg(MLIRContext *context, llvm::Statistic &count)
      : OpRewritePattern(context), count(count) {}

  LogicalResult matchAndRewrite(memref::CopyOp copy,
                                PatternRewriter &rewriter) const override {
    auto source = dyn_cast<MemRefType>(copy.getSource().getType());
    auto target = dyn_cast<MemRefType>(copy.getTarget().getType());
    if (!source || !target)
      return rewriter.notifyMatchFailure(copy, "unranked buffers");
    if (memref::isStaticShapeAndContiguousRowMajor(source) &&
        memref::isStaticShapeAndContiguousRowMajor(target))
      return rewriter.notifyMatchFailure(copy, "contiguous: a memcpy");
    rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                copy.getTarget());
    ++count;
    return success();
  }

  llvm::Statistic &count;
};

struct GPUStridedCopiesPass
    : public mlir::remat::impl::RematGPUStridedCopiesBase<
          GPUStridedCopiesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<StridedCopyToLinalg>(&getContext(), numStridedCopies);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
