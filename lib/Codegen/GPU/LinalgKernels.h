//===- LinalgKernels.h - linalg kernels' shared builders --------*- C++ -*-===//
//
// What the files of remat-gpu-linalg-kernels share: the statistics, the IR
// every kernel is made of (KernelBuilder, an op's body, its outputs, the
// launch), the kernel shapes, and the merging of neighbouring ops into one
// launch (mergeRuns with the row and channel policies).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CODEGEN_GPU_LINALGKERNELS_H
#define REMAT_LIB_CODEGEN_GPU_LINALGKERNELS_H

#include "LinalgKernelConfig.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/Statistic.h"

namespace mlir::remat::linalg_kernels {

/// The statistics of remat-gpu-linalg-kernels.
struct KernelCounters {
  llvm::Statistic &threadPerOutput, &blockPerOutput, &foldedFills, &mergedOps,
      &channelKernels, &vectorized, &gridReductions;
};

/// Builds kernels with constants created at the insertion point (inside
/// the launch, so that outlining needs not pass them).
struct KernelBuilder {
  RewriterBase &rewriter;
  Location loc;

  Value cst(int64_t v) {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  }
  Value cstI32(int32_t v) {
    return arith::ConstantIntOp::create(rewriter, loc, v, 32);
  }
  Value add(Value x, Value y) {
    return arith::AddIOp::create(rewriter, loc, x, y);
  }
  Value mul(Value x, Value y) {
    return arith::MulIOp::create(rewriter, loc, x, y);
  }

  /// Splits the linear index `linear` over `dims` (innermost fastest) and
  /// writes each coordinate into `ivs`.
  void delinearize(Value linear, ArrayRef<unsigned> dims,
                   ArrayRef<int64_t> ranges, SmallVectorImpl<Value> &ivs) {
    for (unsigned d : llvm::reverse(dims)) {
      int64_t range = ranges[d];
      if (range == 1) {
        ivs[d] = cst(0);
        continue;
      }
      if (d == dims.front()) { // the outermost takes what is left
        ivs[d] = linear;
        continue;
      }
      ivs[d] = arith::RemUIOp::create(rewriter, loc, linear, cst(range));
      linear = arith::DivUIOp::create(rewriter, loc, linear, cst(range));
    }
  }

  /// The indices of `map` applied to the loop ivs.
  SmallVector<Value> applyMap(AffineMap map, ArrayRef<Value> ivs) {
    SmallVector<Value> indices;
    for (AffineExpr expr : map.getResults()) {
      if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
        indices.push_back(ivs[dim.getPosition()]);
        continue;
      }
      if (auto c = dyn_cast<AffineConstantExpr>(expr)) {
        indices.push_back(cst(c.getValue()));
        continue;
      }
      indices.push_back(affine::AffineApplyOp::create(
          rewriter, loc, AffineMap::get(map.getNumDims(), 0, expr), ivs));
    }
    return indices;
  }
};

/// Emits the body of `op` at the loop ivs `ivs` with the outputs' block
/// arguments bound to `outs` and each used memref input's block argument
/// bound to `loadInput(input)`; returns the yielded values.
SmallVector<Value>
emitBodyWith(KernelBuilder &b, linalg::LinalgOp op, ArrayRef<Value> ivs,
             ValueRange outs, llvm::function_ref<Value(OpOperand *)> loadInput);

/// emitBodyWith, each input loaded at `ivs`.
SmallVector<Value> emitBody(KernelBuilder &b, linalg::LinalgOp op,
                            ArrayRef<Value> ivs, ValueRange outs);

/// The outputs' current values at `ivs` (or the folded fill's value).
SmallVector<Value> loadOutputs(KernelBuilder &b, linalg::LinalgOp op,
                               ArrayRef<Value> ivs, Value fillValue);

/// Stores `values` to the outputs of `op` at `ivs`.
void storeOutputs(KernelBuilder &b, linalg::LinalgOp op, ArrayRef<Value> ivs,
                  ArrayRef<Value> values);

/// One launch of `blocks` x `threads` with the insertion point in its body.
gpu::LaunchOp createLaunch(RewriterBase &rewriter, Location loc, int64_t blocks,
                           int64_t threads, TypeRange workgroup = {});

/// The outputs of `kernel` at `ivs` (its parallel loops set): loaded (or
/// the folded fill's value), its reductions run serially, stored.
void emitOutputs(KernelBuilder &b, const OpKernel &kernel,
                 SmallVectorImpl<Value> &ivs);

/// The outputs of `kernel` at `plan.lanes` consecutive values of its
/// innermost parallel loop from `ivs` (ivs[plan.inner] a multiple of the
/// lanes): a vector load per contiguous operand and a scalar load per
/// broadcast one, the op's scalar body once per lane on the lane's
/// elements (the same ops on the same values as the scalar kernel: the
/// same bits), a vector store per output. The alignment attribute (the
/// vector's size, proven by getVectorPlan) is what lets the LLVM lowering
/// emit one 64- or 128-bit access instead of splitting it.
void emitVectorOutputs(KernelBuilder &b, const OpKernel &kernel,
                       const VectorPlan &plan, ArrayRef<Value> ivs);

/// Thread per output (see LinalgGridStride.cpp) for one op or a group of ops
/// that mergeRuns found safe to run in one launch, one grid-stride loop
/// after the other. Built at the rewriter's insertion point.
void buildThreadPerOutputKernel(RewriterBase &rewriter,
                                ArrayRef<OpKernel> group,
                                const KernelOptions &options,
                                const KernelCounters &counters);

/// One output of a block-per-output reduction, at `ivs` (its parallel loops
/// set), every thread of the block taking part: a strided partial per
/// thread, a butterfly per warp, the warps' partials through `partials`
/// (null with one warp), thread 0 combines with the initial output and
/// stores. Ends with a barrier when `partials` was used, so that it can be
/// reused.
void emitBlockReduction(KernelBuilder &b, gpu::LaunchOp launch,
                        const OpKernel &kernel, const Combiner &combiner,
                        ArrayRef<Value> ivs, int64_t threads, Value partials,
                        const VectorPlan *plan = nullptr);

/// The block's combination of step(r, acc) over r in [begin, end): a
/// strided partial per thread (r = begin + tid, then every `threads`), a
/// butterfly per warp, the warps' partials through `partials` (null with
/// one warp) into warp 0. The result is valid in thread 0 (warp 0).
/// With `lanes` > 1 each iteration takes `lanes` neighbours: r = begin +
/// tid * lanes, then every threads * lanes (begin and end multiples of it).
Value emitBlockCombine(KernelBuilder &b, gpu::LaunchOp launch,
                       const Combiner &combiner, int64_t threads,
                       Value partials, Value begin, Value end,
                       llvm::function_ref<Value(Value, Value)> step,
                       int64_t lanes = 1);
/// One step of a block's reduction loop at the linear reduction index r
/// (the output's parallel loops set in `ivs`): the op's body on element r
/// with `acc` as the output, or, with `plan` (getReductionVectorPlan), on
/// the plan's lanes from r on, read with one vector load per contiguous
/// input, the body once per lane in order. Returns the new accumulator.
Value emitReductionStep(KernelBuilder &b, const OpKernel &kernel,
                        const VectorPlan *plan, ArrayRef<Value> ivs, Value r,
                        Value acc);
/// Thread 0 of the block combines the output at `ivs` (its initial value:
/// the fill or the stored one) with the block's `total` and stores it; then,
/// with more than one warp, a barrier, so that the warps' partials can be
/// reused by the block's next output.
void emitFinishBlockOutput(KernelBuilder &b, gpu::LaunchOp launch,
                           const OpKernel &kernel, const Combiner &combiner,
                           ArrayRef<Value> ivs, Value total, int64_t threads);
/// `combiner` applied to the output value `out` and `value`.
Value emitCombine(KernelBuilder &b, const Combiner &combiner, Value out,
                  Value value);
/// The workgroup buffer of one partial per warp (none with one warp).
TypeRange partialsAttribution(RewriterBase &rewriter, Type type,
                              int64_t threads, SmallVectorImpl<Type> &storage);

/// Block per output (see LinalgBlockReduction.cpp) for one reduction with
/// `combiner`. Built at the rewriter's insertion point.
void buildBlockPerOutputKernel(RewriterBase &rewriter, const OpKernel &kernel,
                               const Combiner &combiner,
                               const KernelOptions &options);

/// Grid-wide two-stage reduction (see LinalgGridReduction.cpp) for one
/// reduction with `combiner` whose outputs each get `slices` blocks
/// (getGridReductionSlices). Built at the rewriter's insertion point.
void buildGridReductionKernels(RewriterBase &rewriter, const OpKernel &kernel,
                               const Combiner &combiner, int64_t slices,
                               const KernelOptions &options);
/// Erases the ops a kernel replaced, and their folded fills.
void eraseReplaced(RewriterBase &rewriter, ArrayRef<OpKernel> group,
                   const KernelCounters &counters);

/// Whether `next` can run in the same launch after `earlier`, each thread
/// doing its grid-stride share of one and then of the other: every buffer
/// both touch and one of them writes must be accessed through the same
/// value at the same element for the same output index (then the thread
/// that writes an element is the one that reads or rewrites it, later in
/// program order). Different root buffers do not alias (allocations are
/// distinct; remat-gpu-device-memory gives every argument its own device
/// copy).
bool canFollow(const OpKernel &earlier, const OpKernel &next);

/// How a run of neighbouring ops becomes one launch: which op may start a
/// run, which may join it, and the launch built for it.
struct MergePolicy {
  llvm::function_ref<bool(const OpKernel &)> canStart;
  llvm::function_ref<bool(ArrayRef<OpKernel>, const OpKernel &)> canJoin;
  llvm::function_ref<bool(ArrayRef<OpKernel>)> isComplete;
  llvm::function_ref<void(RewriterBase &, ArrayRef<OpKernel>)> build;
  /// Whether an incomplete run that an op cannot join loses members from
  /// its front until the op can (an incomplete run would not be built
  /// anyway, and its last members may still complete with the op).
  bool dropFront = false;
};

/// Merges runs of neighbouring ops of `block` into one launch each, as
/// `policy` says. Only allocations, deallocations and memory-free ops may
/// stand between them. A deallocation that a merged launch crosses moves
/// after it, which keeps that buffer alive longer: an op joins only while
/// the live bytes at it (the block's allocations and deallocations replayed,
/// as sized by their static types) plus the buffers kept alive stay within
/// the block's peak, so the program's peak does not grow.
void mergeRuns(RewriterBase &rewriter, Block &block, const MergePolicy &policy,
               const KernelCounters &counters);

/// Row kernels: a block-per-output reduction whose outputs are indexed by
/// its leading (parallel) loops, the rows, and the ops after it over the
/// same rows (elementwise ops over a row, more reductions of a row), in one
/// launch: a block per row, each op in turn with a barrier between them, so
/// that what one op writes in the row is visible to the next (softmax,
/// layer norm and their gradients: statistics of a row, then the row
/// rescaled). Every buffer two of them share with a write is accessed
/// through the same buffer (or reshapes of it that keep the leading
/// indices) with the row's loops leading its indices, so no block touches
/// another block's row.
struct RowKernels {
  const KernelOptions &options;
  const KernelCounters &counters;

  /// The row loops of a reduction that anchors a row kernel, 0 if none.
  unsigned anchorRows(const OpKernel &kernel) const;

  static bool isRowReduction(const OpKernel &kernel, unsigned rows) {
    return !kernel.nest.reduction.empty() &&
           kernel.nest.parallel.size() == rows;
  }

  /// The first member that anchors the run (ops before it wait for it:
  /// elementwise ops that compute what a row reduction reads).
  static const OpKernel *findAnchor(ArrayRef<OpKernel> group,
                                    const RowKernels &self);

  bool canStart(const OpKernel &kernel) const {
    return !kernel.nest.parallel.empty() && kernel.nest.parallel.front() == 0;
  }

  /// Whether `members` run correctly a row at a time, with rows given by
  /// the anchor's leading loops.
  bool compatible(ArrayRef<OpKernel> members, const OpKernel &anchor) const;

  bool canJoin(ArrayRef<OpKernel> group, const OpKernel &kernel) const {
    SmallVector<OpKernel> members(group);
    members.push_back(kernel);
    const OpKernel *anchor = findAnchor(members, *this);
    if (!anchor) // still waiting for a reduction: same leading loop
      return canStart(kernel) &&
             kernel.nest.ranges[0] == group.front().nest.ranges[0];
    return compatible(members, *anchor);
  }

  /// Only runs with an anchor become row kernels.
  bool isComplete(ArrayRef<OpKernel> group) const {
    return findAnchor(group, *this) != nullptr;
  }

  /// The row kernel of `group` (see buildRowLaunch), at the rewriter's
  /// insertion point.
  void build(RewriterBase &rewriter, ArrayRef<OpKernel> group) const;
};

/// Channel kernels: row kernels whose row is one parallel loop anywhere in
/// the nest, not the leading ones. NCHW batch norm reduces over N, H and W
/// for each channel C, so RowKernels (rows = leading loops) does not apply;
/// here a block per channel runs the statistics, the per-channel scalars
/// and the elementwise ops over that channel (and the padding after them)
/// in turn, with a barrier between them.
/// The anchor is a block-per-output reduction with one parallel loop (its
/// range R is the number of rows) whose innermost loop is a reduction, so
/// that a block reads contiguous runs (a column sum over a row-major matrix
/// would read one element per row and is left alone). Every other member
/// gets a row loop of range R, not its innermost loop unless the others
/// are units; two members that touch a buffer with a write must index the
/// same dimension of its root buffer by exactly their row loops (through
/// the views of rootCoordinates), so no block touches another block's row.
/// Reductions keep their order: the anchor and every other reduction over
/// a row are block reductions as on their own; other reductions join only
/// where they are serial per output on their own too (a convolution with
/// a short sum).
struct ChannelKernels {
  const KernelOptions &options;
  const KernelCounters &counters;
  /// Incomplete runs longer than this lose their front (bounds the cost of
  /// the row assignment, which is quadratic in the run's accesses).
  static constexpr size_t kMaxWaiting = 16;

  /// The combiner of a reduction that anchors a channel kernel, if it is
  /// one.
  std::optional<Combiner> anchorCombiner(const OpKernel &kernel) const;

  /// The first member that anchors the run.
  const OpKernel *findAnchor(ArrayRef<OpKernel> group) const;

  static bool isRowReduction(const OpKernel &kernel) {
    return !kernel.nest.reduction.empty() && kernel.nest.parallel.size() == 1;
  }

  /// The row loop of every member, chosen in order (the first candidate
  /// consistent with the earlier members), or nothing.
  std::optional<SmallVector<unsigned>> assignRows(ArrayRef<OpKernel> members,
                                                  const OpKernel &anchor) const;

  bool canStart(const OpKernel &kernel) const {
    return !kernel.nest.parallel.empty();
  }

  bool canJoin(ArrayRef<OpKernel> group, const OpKernel &kernel) const {
    SmallVector<OpKernel> members(group);
    members.push_back(kernel);
    const OpKernel *anchor = findAnchor(members);
    if (!anchor) // waiting for a reduction to set the rows
      return canStart(kernel) && group.size() < kMaxWaiting;
    return assignRows(members, *anchor).has_value();
  }

  bool isComplete(ArrayRef<OpKernel> group) const {
    return findAnchor(group) != nullptr;
  }

  /// The channel kernel of `group` (see buildRowLaunch), at the
  /// rewriter's insertion point.
  void build(RewriterBase &rewriter, ArrayRef<OpKernel> group) const;
};

} // namespace mlir::remat::linalg_kernels

#endif // REMAT_LIB_CODEGEN_GPU_LINALGKERNELS_H
