//===- LinalgKernelConfig.h - kernel shape of a linalg op -------*- C++ -*-===//
//
// The per-op decisions of remat-gpu-linalg-kernels, apart from the kernels
// that carry them out: an op's loops (LoopNest), its reduction's combiner,
// whether it gets a block per output, the buffers it touches (Access), and
// whether and how wide its threads access vectors (VectorPlan).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CODEGEN_GPU_LINALGKERNELCONFIG_H
#define REMAT_LIB_CODEGEN_GPU_LINALGKERNELCONFIG_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace mlir::remat::linalg_kernels {

constexpr int64_t kWarpSize = 32;

inline int64_t roundUpToWarp(int64_t n) {
  return (n + kWarpSize - 1) / kWarpSize * kWarpSize;
}

/// The options of remat-gpu-linalg-kernels the kernels are built with.
struct KernelOptions {
  int64_t blockSize;
  int64_t maxBlocks;
  int64_t blockReductionMinExtent;
  int64_t vectorBits; // widest global access per thread; < 2 elements: off
  bool gridReductions = true; // few outputs: two-stage grid-wide reductions
};

/// The loop structure of a linalg op: which loops are parallel, and their
/// static ranges.
struct LoopNest {
  SmallVector<int64_t> ranges;
  SmallVector<unsigned> parallel, reduction;
  int64_t parallelSize = 1, reductionSize = 1;
};

/// The loop nest of `op`, if every loop range is static.
std::optional<LoopNest> getLoopNest(linalg::LinalgOp op);

/// The reduction of a linalg op with one init whose body is
/// `yield combiner(f(inputs), out)` with an associative, commutative
/// combiner that has a neutral element (arith.addf, maximumf, ori, ...).
struct Combiner {
  Operation *op = nullptr;
  unsigned outOperand = 0; // which operand of `op` is the output block arg
  TypedAttr neutral;
};

/// The combiner of `op`'s reduction (see Combiner), if it has one whose
/// values the warp shuffles can move (32 or 64 bits).
std::optional<Combiner> matchCombiner(linalg::LinalgOp op);

/// A linalg op to be made a kernel (or part of one): its loops and the fill
/// its kernel folds, if any.
struct OpKernel {
  // Op handles are cheap value types whose accessors are not const.
  mutable linalg::LinalgOp op;
  LoopNest nest;
  mutable linalg::FillOp fill;

  Value fillValue() const {
    return fill ? fill.getDpsInputOperand(0)->get() : Value();
  }
};

/// The kernel of `op` if this pass rewrites it: bufferized, outside
/// kernels, static non-empty loop ranges. The fill it folds is recorded.
std::optional<OpKernel> getOpKernel(linalg::LinalgOp op);

/// A fill whose buffer the next op overwrites is not a kernel of its own: it
/// is erased when that op's kernel is built.
bool isFoldedFill(linalg::LinalgOp op);

/// The reduction of `kernel` if it gets a block per output.
std::optional<Combiner> getBlockReduction(const OpKernel &kernel,
                                          const KernelOptions &options);

/// Blocks per output of a grid-wide two-stage reduction for `kernel` (a
/// block reduction, see getBlockReduction), or 1 when a block per output
/// has enough parallelism: with P outputs of R elements, S = min(max-blocks
/// / P, R / (threads x kGridMinPerThread)) slices of R per output when that
/// is at least kGridMinSlices and options.gridReductions is set.
int64_t getGridReductionSlices(const OpKernel &kernel,
                               const KernelOptions &options);
/// Fewest elements a thread of a grid reduction's first stage reduces: the
/// slices stay long enough to hide a block's start and its partial store.
constexpr int64_t kGridMinPerThread = 32;
/// Fewest blocks per output worth a second launch: below 16 (R < 2^17
/// elements at 256 threads) one block reads the output's elements in about
/// the time of the extra launch (a few microseconds).
constexpr int64_t kGridMinSlices = 16;
/// One buffer access of a kernel: the buffer (as the op sees it), the
/// buffer it is a view of, whether it is written, and, where every index is
/// a parallel loop, which parallel loop gives each index.
struct Access {
  Value buffer, root;
  bool write;
  AffineMap map;
  std::optional<SmallVector<unsigned>> pointwise;
};

/// The memref operands of `kernel`, as Accesses.
SmallVector<Access> getAccesses(const OpKernel &kernel);

/// How a thread-per-output op touches a memref operand when each thread
/// runs `lanes` consecutive values of the innermost parallel loop.
enum class LaneAccess {
  None,       // not a memref, or an input whose value the body ignores
  Broadcast,  // indexed without the innermost loop: one scalar for all lanes
  Contiguous, // the innermost loop indexes the unit-stride dimension
};

/// A thread-per-output op whose threads each run `lanes` neighbouring
/// outputs with one vector load per contiguous operand and one vector
/// store per output (see getVectorPlan).
struct VectorPlan {
  int64_t lanes = 1;
  unsigned inner = 0;             // the innermost parallel loop
  SmallVector<LaneAccess> access; // per operand of the op
};

/// The vector plan of a thread-per-output op, if it has one: no reduction
/// loops; every memref it reads or writes is either indexed without its
/// innermost parallel loop (a broadcast operand) or by that loop alone in
/// its last, unit-stride dimension with the alignment of isLaneAligned;
/// outputs are contiguous; element types are byte-sized (a vector of i1
/// is bit-packed in LLVM). `lanes` is `vectorBits` over the widest element
/// type and must divide the innermost range, so that a thread's vector
/// never crosses into the next row.
std::optional<VectorPlan> getVectorPlan(const OpKernel &kernel,
                                        int64_t vectorBits);

/// The vector plan of a block or grid reduction's loop, if it has one:
/// each thread reads `lanes` neighbouring elements of its innermost
/// reduction loop (`inner`, the fastest in the linear reduction index) per
/// iteration, one vector load per input indexed by that loop alone in its
/// unit-stride last dimension (aligned as for getVectorPlan), one scalar
/// load per input not indexed by it; `lanes` (vectorBits over the widest
/// such input's type) divides the loop's range. Outputs (the combiner's
/// operand) take access None.
std::optional<VectorPlan> getReductionVectorPlan(const OpKernel &kernel,
                                                 int64_t vectorBits);
/// The vector plans of the members of a thread-per-output launch (see
/// getVectorPlan). Two members that touch one buffer, one of them writing
/// it, are tied: mergeRuns merged them because the thread that writes an
/// element in one is the thread that touches it in the other (canFollow),
/// which holds with vectors only if both run the same lanes. Each set of
/// members tied directly or through others therefore takes vectors of the
/// same lanes, or every member of it stays scalar; untied members (a bias
/// gradient merged with an unrelated elementwise op) decide on their own.
SmallVector<std::optional<VectorPlan>>
getVectorPlans(ArrayRef<OpKernel> group, const KernelOptions &options);

} // namespace mlir::remat::linalg_kernels

#endif // REMAT_LIB_CODEGEN_GPU_LINALGKERNELCONFIG_H
