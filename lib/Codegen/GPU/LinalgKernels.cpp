//===- LinalgKernels.cpp - linalg ops as parallel kernels -------*- C++ -*-===//
//
// convert-linalg-to-parallel-loops + scf-parallel-loop-tiling +
// convert-parallel-loops-to-gpu map at most three tiled loops to the grid
// and give up on the rest: a full reduction, a nest of rank >= 4, or a tile
// whose bound needs affine.min stays a host loop that
// remat-gpu-device-memory can only wrap into a 1x1x1 launch, and every
// grid is as large as the tensor (no grid-stride loop). This pass writes
// the kernel of every bufferized linalg op with static loop ranges itself,
// in one of two shapes: a thread per output (elementwise ops; reductions
// with many outputs; LinalgGridStride.cpp) or a block per output
// (reductions with few outputs and a known combiner;
// LinalgBlockReduction.cpp). LinalgKernelConfig.cpp decides which, and
// whether the threads access vectors. Any rank and any bound is handled
// (no tiles, no guards but the loop conditions).
//
// A linalg.fill of a constant whose buffer the next op overwrites (the
// init of a matmul-free reduction: the sum starts at 0) is folded into that
// op's kernel as its initial value: one kernel and one pass over memory
// fewer per reduction.
//
// Before the ops are rewritten one by one, runs of neighbours share a
// launch (LinalgLaunchMerge.cpp): row and channel kernels, a block per row
// (LinalgRowGrouping.cpp decides, LinalgRowKernels.cpp builds), then
// thread-per-output ops one after the other.
//
//===----------------------------------------------------------------------===//
#include "LinalgKernels.h"

#include "remat/Codegen/GPU/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATGPULINALGKERNELS
#include "remat/Codegen/GPU/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::linalg_kernels;

namespace {
/// A bufferized linalg op with static loop ranges outside kernels -> its
/// own gpu.launch (see the file comment).
struct LinalgToKernel : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  LinalgToKernel(MLIRContext *context, KernelOptions options,
                 KernelCounters counters)
      : OpInterfaceRewritePattern(context), options(options),
        counters(counters) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<OpKernel> kernel = getOpKernel(op);
    if (!kernel)
      return rewriter.notifyMatchFailure(
          op, "not bufferized, dynamic or empty loop ranges");
    if (isFoldedFill(op))
      return rewriter.notifyMatchFailure(op, "folded into its consumer");
    rewriter.setInsertionPoint(op);
    if (std::optional<Combiner> combiner =
            getBlockReduction(*kernel, options)) {
      if (int64_t slices = getGridReductionSlices(*kernel, options);
          slices > 1) {
        buildGridReductionKernels(rewriter, *kernel, *combiner, slices,
                                  options);
        ++counters.gridReductions;
      } else {
        buildBlockPerOutputKernel(rewriter, *kernel, *combiner, options);
        ++counters.blockPerOutput;
      }
    } else {
      buildThreadPerOutputKernel(rewriter, *kernel, options, counters);
      ++counters.threadPerOutput;
    }
    eraseReplaced(rewriter, *kernel, counters);
    return success();
  }

  KernelOptions options;
  KernelCounters counters;
};

struct RematGPULinalgKernelsPass
    : public mlir::remat::impl::RematGPULinalgKernelsBase<
          RematGPULinalgKernelsPass> {
  using Base::Base;
  void runOnOperation() override {
    KernelOptions options{blockSize, maxBlocks, blockReductionMinExtent,
                          vectorWidth, gridReductions};
    if (options.blockSize < kWarpSize || options.blockSize % kWarpSize != 0 ||
        options.blockSize > 1024) {
      emitError(getOperation()->getLoc())
          << "remat-gpu-linalg-kernels: block-size must be a multiple of 32 "
             "between 32 and 1024, got "
          << options.blockSize;
      return signalPassFailure();
    }
    if (options.maxBlocks < 1) {
      emitError(getOperation()->getLoc())
          << "remat-gpu-linalg-kernels: max-blocks must be at least 1, got "
          << options.maxBlocks;
      return signalPassFailure();
    }
    if (options.vectorBits != 0 && options.vectorBits != 32 &&
        options.vectorBits != 64 && options.vectorBits != 128) {
      emitError(getOperation()->getLoc())
          << "remat-gpu-linalg-kernels: vector-width must be 0, 32, 64 or "
             "128 (bits), got "
          << options.vectorBits;
      return signalPassFailure();
    }
    KernelCounters counters{
        numThreadPerOutput, numBlockPerOutput, numFoldedFills,   numMergedOps,
        numChannelKernels,  numVectorized,     numGridReductions};
    // Global decision first: which neighbouring ops share a launch.
    if (merge) {
      IRRewriter rewriter(&getContext());
      RowKernels rowKernels{options, counters};
      auto rowStart = [&](const OpKernel &k) { return rowKernels.canStart(k); };
      auto rowJoin = [&](ArrayRef<OpKernel> g, const OpKernel &k) {
        return rowKernels.canJoin(g, k);
      };
      auto rowBuild = [&](RewriterBase &r, ArrayRef<OpKernel> g) {
        rowKernels.build(r, g);
      };
      auto threadStart = [&](const OpKernel &k) {
        return !getBlockReduction(k, options);
      };
      auto threadJoin = [&](ArrayRef<OpKernel> g, const OpKernel &k) {
        return threadStart(k) && llvm::all_of(g, [&](const OpKernel &earlier) {
                 return canFollow(earlier, k);
               });
      };
      auto threadBuild = [&](RewriterBase &r, ArrayRef<OpKernel> g) {
        buildThreadPerOutputKernel(r, g, options, counters);
        counters.threadPerOutput += g.size();
      };
      auto rowComplete = [&](ArrayRef<OpKernel> g) {
        return rowKernels.isComplete(g);
      };
      auto always = [](ArrayRef<OpKernel>) { return true; };
      MergePolicy rowPolicy{rowStart, rowJoin, rowComplete, rowBuild};
      MergePolicy threadPolicy{threadStart, threadJoin, always, threadBuild};
      ChannelKernels channelKernels{options, counters};
      auto channelStart = [&](const OpKernel &k) {
        return channelKernels.canStart(k);
      };
      auto channelJoin = [&](ArrayRef<OpKernel> g, const OpKernel &k) {
        return channelKernels.canJoin(g, k);
      };
      auto channelComplete = [&](ArrayRef<OpKernel> g) {
        return channelKernels.isComplete(g);
      };
      auto channelBuild = [&](RewriterBase &r, ArrayRef<OpKernel> g) {
        channelKernels.build(r, g);
      };
      MergePolicy channelPolicy{channelStart, channelJoin, channelComplete,
                                channelBuild, /*dropFront=*/true};
      // The functions the pass runs on: the op itself where it is one (the
      // pass nested on func.func), else those directly inside it (a
      // module).
      SmallVector<FunctionOpInterface> funcs;
      if (auto func = dyn_cast<FunctionOpInterface>(getOperation()))
        funcs.push_back(func);
      else
        for (Region &region : getOperation()->getRegions())
          for (Block &block : region)
            for (Operation &op : block)
              if (auto func = dyn_cast<FunctionOpInterface>(&op))
                funcs.push_back(func);
      for (FunctionOpInterface func : funcs)
        for (Block &block : func.getFunctionBody()) {
          // Rows first (a reduction and the ops over its rows), then
          // neighbouring thread-per-output ops.
          mergeRuns(rewriter, block, rowPolicy, counters);
          mergeRuns(rewriter, block, channelPolicy, counters);
          mergeRuns(rewriter, block, threadPolicy, counters);
        }
    }
    // Then every other op on its own.
    RewritePatternSet patterns(&getContext());
    patterns.add<LinalgToKernel>(&getContext(), options, counters);
    // One application per op, no folding: the kernels are built as written
    // (the pipeline canonicalizes later).
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
