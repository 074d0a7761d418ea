//===- LinalgRowKernels.cpp - block-per-row linalg kernels ------*- C++ -*-===//
//
// The launches of the row and channel kernels (softmax, layer norm, NCHW
// batch norm and their gradients): a block per row runs a run of ops over
// that row one after the other, row reductions as block reductions, the
// other ops strided over the block's threads, with a barrier after each.
// Which ops and which rows: LinalgRowGrouping.cpp.
//
//===----------------------------------------------------------------------===//
#include "LinalgKernels.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::linalg_kernels;

/// One launch for a run of ops over the same rows (RowKernels,
/// ChannelKernels): a block per row (grid-stride when there are more rows
/// than blocks), each op in turn with a barrier after it. A row reduction
/// (`isRowReduction(i)` for group[i]) is a block reduction; another op runs
/// its loops other than the row (`innerDims(i)`) strided over the threads.
/// `setRow` sets the loop indices that the row index stands for. Row
/// reductions take as many threads as on their own or more: the extra
/// threads contribute the neutral element (-0.0 for sums), which leaves
/// every partial and so the result bit for bit the same. Returns whether
/// some op got vector accesses.
static bool
buildRowLaunch(RewriterBase &rewriter, ArrayRef<OpKernel> group,
               const KernelOptions &options, int64_t rowCount, Type partialType,
               llvm::function_ref<bool(size_t)> isRowReduction,
               llvm::function_ref<void(KernelBuilder &, size_t, Value,
                                       SmallVectorImpl<Value> &)>
                   setRow,
               llvm::function_ref<SmallVector<unsigned>(size_t)> innerDims) {
  int64_t inner = 1;
  for (auto [index, kernel] : llvm::enumerate(group))
    inner = std::max(inner, isRowReduction(index)
                                ? kernel.nest.reductionSize
                                : kernel.nest.parallelSize / rowCount);
  int64_t threads = std::min<int64_t>(options.blockSize, roundUpToWarp(inner));
  int64_t blocks = std::clamp<int64_t>(rowCount, 1, options.maxBlocks);
  Location loc = group.back().op.getLoc();
  SmallVector<Type> storage;
  gpu::LaunchOp launch = createLaunch(
      rewriter, loc, blocks, threads,
      partialsAttribution(rewriter, partialType, threads, storage));
  Value partials =
      storage.empty() ? Value() : Value(launch.getWorkgroupAttributions()[0]);
  KernelBuilder lb{rewriter, loc};
  bool vectorized = false;
  auto rowLoop = scf::ForOp::create(rewriter, loc, launch.getBlockIds().x,
                                    lb.cst(rowCount), lb.cst(blocks));
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(rowLoop.getBody());
    for (auto [index, kernel] : llvm::enumerate(group)) {
      KernelBuilder b{rewriter, kernel.op.getLoc()};
      const LoopNest &nest = kernel.nest;
      SmallVector<Value> ivs(nest.ranges.size());
      setRow(b, index, rowLoop.getInductionVar(), ivs);
      if (isRowReduction(index)) {
        emitBlockReduction(b, launch, kernel,
                           *getBlockReduction(kernel, options), ivs, threads,
                           partials);
      } else {
        // Vectors where getVectorPlan allows them and the vector's loop is
        // one the threads share out (not the row): the barrier after each
        // op lets ops of one launch map threads to elements differently.
        SmallVector<unsigned> dims = innerDims(index);
        std::optional<VectorPlan> plan =
            getVectorPlan(kernel, options.vectorBits);
        if (plan && (dims.empty() || dims.back() != plan->inner))
          plan.reset();
        int64_t lanes = plan ? plan->lanes : 1;
        SmallVector<int64_t> ranges(nest.ranges);
        if (plan)
          ranges[plan->inner] /= lanes;
        auto loop = scf::ForOp::create(
            rewriter, b.loc, launch.getThreadIds().x,
            b.cst(nest.parallelSize / rowCount / lanes), b.cst(threads));
        OpBuilder::InsertionGuard innerGuard(rewriter);
        rewriter.setInsertionPointToStart(loop.getBody());
        b.delinearize(loop.getInductionVar(), dims, ranges, ivs);
        if (plan) {
          ivs[plan->inner] = b.mul(ivs[plan->inner], b.cst(lanes));
          emitVectorOutputs(b, kernel, *plan, ivs);
          vectorized = true;
        } else {
          emitOutputs(b, kernel, ivs);
        }
      }
      // What this op wrote in the row is read by the next (and, after the
      // last, the partials are reused by the next row's reductions).
      gpu::BarrierOp::create(rewriter, b.loc);
    }
  }
  gpu::TerminatorOp::create(rewriter, loc);
  return vectorized;
}

void RowKernels::build(RewriterBase &rewriter, ArrayRef<OpKernel> group) const {
  const OpKernel &anchor = *findAnchor(group, *this);
  unsigned rows = anchorRows(anchor);
  Type partialType = getBlockReduction(anchor, options)->neutral.getType();
  int64_t rowCount = anchor.nest.parallelSize;
  SmallVector<unsigned> rowDims = llvm::to_vector(llvm::seq<unsigned>(0, rows));
  bool vectorized = buildRowLaunch(
      rewriter, group, options, rowCount, partialType,
      [&](size_t i) { return isRowReduction(group[i], rows); },
      [&](KernelBuilder &b, size_t i, Value row, SmallVectorImpl<Value> &ivs) {
        b.delinearize(row, rowDims, group[i].nest.ranges, ivs);
      },
      [&](size_t i) {
        const LoopNest &nest = group[i].nest;
        return SmallVector<unsigned>(nest.parallel.begin() + rows,
                                     nest.parallel.end());
      });
  counters.blockPerOutput += group.size();
  counters.vectorized += vectorized;
}

void ChannelKernels::build(RewriterBase &rewriter,
                           ArrayRef<OpKernel> group) const {
  const OpKernel &anchor = *findAnchor(group);
  SmallVector<unsigned> rowLoops = *assignRows(group, anchor);
  Type partialType = anchorCombiner(anchor)->neutral.getType();
  int64_t rowCount = anchor.nest.ranges[anchor.nest.parallel.front()];
  bool vectorized = buildRowLaunch(
      rewriter, group, options, rowCount, partialType,
      [&](size_t i) { return isRowReduction(group[i]); },
      [&](KernelBuilder &, size_t i, Value row, SmallVectorImpl<Value> &ivs) {
        ivs[rowLoops[i]] = row;
      },
      [&](size_t i) {
        return llvm::filter_to_vector(group[i].nest.parallel, [&](unsigned d) {
          return d != rowLoops[i];
        });
      });
  counters.blockPerOutput += group.size();
  counters.channelKernels += 1;
  counters.vectorized += vectorized;
}
