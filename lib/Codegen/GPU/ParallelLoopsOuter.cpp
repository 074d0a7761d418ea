//===- ParallelLoopsOuter.cpp - parallel loops outermost --------*- C++ -*-===//
//
// convert-linalg-to-parallel-loops makes one scf.parallel of the leading
// parallel loops only: a reduction loop in front of a parallel one stays a
// host scf.for around the rest, and each of its iterations then launches a
// kernel. Reordering the loops of such a generic so that every parallel
// loop comes first gives one kernel over all parallel loops, with the
// reductions serial inside each thread.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATGPUPARALLELLOOPSOUTER
#include "remat/Codegen/GPU/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
/// linalg.generic with a reduction loop before a parallel one -> the same
/// generic with the parallel loops first (each group in its old order).
struct ParallelLoopsFirst : public OpRewritePattern<linalg::GenericOp> {
  ParallelLoopsFirst(MLIRContext *context, llvm::Statistic &count)
      : OpRewritePattern(context), count(count) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op->getParentOfType<gpu::LaunchOp>())
      return rewriter.notifyMatchFailure(op, "already in a kernel");
    SmallVector<unsigned> parallel, reduction;
    for (auto [i, iterator] : llvm::enumerate(op.getIteratorTypesArray()))
      (iterator == utils::IteratorType::parallel ? parallel : reduction)
          .push_back(i);
    if (parallel.empty() || reduction.empty() ||
        reduction.front() > parallel.back())
      return rewriter.notifyMatchFailure(op, "parallel loops already first");
    SmallVector<unsigned> permutation(parallel);
    permutation.append(reduction);
    rewriter.setInsertionPoint(op);
    if (failed(linalg::interchangeGenericOp(rewriter, op, permutation)))
      return failure();
    ++count;
    return success();
  }

  llvm::Statistic &count;
};

struct RematGPUParallelLoopsOuterPass
    : public mlir::remat::impl::RematGPUParallelLoopsOuterBase<
          RematGPUParallelLoopsOuterPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ParallelLoopsFirst>(&getContext(), numInterchanged);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
