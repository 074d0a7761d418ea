//===- LinalgKernels.cpp - linalg ops as parallel kernels -------*- C++ -*-===//
//
// convert-linalg-to-parallel-loops + scf-parallel-loop-tiling +
// convert-parallel-loops-to-gpu map at most three tiled loops to the grid
// and give up on the rest: a full reduction, a nest of rank >= 4, or a tile
// whose bound needs affine.min stayed a host loop that
// remat-gpu-device-memory could only wrap into a 1x1x1 launch, and every
// grid was as large as the tensor (no grid-stride loop). This pass writes
// the kernel of every bufferized linalg op with static loop ranges itself,
// in one of two shapes:
//
// thread per output (elementwise ops; reductions with many outputs):
//   grid min(ceil(P/T), max-blocks), T threads
//   for (p = bx*T + tx; p < P; p += gridDim*T)     // grid-stride
//     ivs = delinearize(p) over the parallel loops (innermost fastest)
//     acc = init (the output, or the constant of a folded fill)
//     for r in 0..R: acc = body(inputs at ivs, r; acc)
//     out[ivs] = acc
//
// block per output (reductions with few outputs and a known combiner):
//   grid min(P, max-blocks), T threads, workgroup buffer of T/32 partials
//   for (p = bx; p < P; p += gridDim)               // uniform per block
//     acc = neutral; for (r = tx; r < R; r += T) acc = body(...; acc)
//     acc = warp tree (gpu.shuffle xor 16..1); lane 0 -> partials[warp]
//     barrier; warp 0 reduces the partials the same way; thread 0 stores
//     combine(acc, init); barrier
//
// Where every buffer an elementwise op touches is contiguous along its
// innermost parallel loop (or not indexed by it) and 16-byte aligned,
// provably from static offsets and strides, each thread of the first
// shape (and of the elementwise ops of row and channel kernels) takes
// vector-width bits of neighbouring outputs: one
// vector.load/store per buffer (ld.global.v4 in the PTX), the scalar
// body once per lane (getVectorPlan, emitVectorOutputs).
//
// P is the product of the parallel loop ranges, R of the reduction ones;
// any rank and any bound is handled (no tiles, no guards but the loop
// conditions). The block shape is the one where a reduction with few
// outputs (a loss, a bias gradient over a large batch, a softmax row) has
// enough threads; the reduction order differs from the CPU's, so results
// agree up to float reassociation, as with any parallel reduction.
//
// A linalg.fill of a constant whose buffer the next op overwrites (the
// init of a matmul-free reduction: the sum starts at 0) is folded into that
// op's kernel as its initial value: one kernel and one pass over memory
// fewer per reduction.
//
// Before the ops are rewritten one by one, runs of neighbours share a
// launch (mergeRuns, a global decision on the function's straight-line
// code): first row kernels, a block per row running a row reduction and
// the ops over the same rows with barriers between them (RowKernels); then
// the same with the row a non-leading loop, NCHW's channel
// (ChannelKernels); then thread-per-output ops one after the other where
// each thread only reads what it wrote itself (canFollow). A run never
// crosses a deallocation that would lift the function's peak.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/GPU/KernelUtils.h"
#include "remat/Codegen/GPU/Passes.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATGPULINALGKERNELS
#include "remat/Codegen/GPU/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
constexpr int64_t kWarpSize = 32;

int64_t roundUpToWarp(int64_t n) {
  return (n + kWarpSize - 1) / kWarpSize * kWarpSize;
}

struct KernelOptions {
  int64_t blockSize;
  int64_t maxBlocks;
  int64_t blockReductionMinExtent;
  int64_t vectorBits; // widest global access per thread; < 2 elements: off
};

struct KernelCounters {
  llvm::Statistic &threadPerOutput, &blockPerOutput, &foldedFills, &mergedOps,
      &channelKernels, &vectorized;
};

/// The loop structure of a linalg op: which loops are parallel, and their
/// static ranges.
struct LoopNest {
  SmallVector<int64_t> ranges;
  SmallVector<unsigned> parallel, reduction;
  int64_t parallelSize = 1, reductionSize = 1;
};

std::optional<LoopNest> getLoopNest(linalg::LinalgOp op) {
  LoopNest nest;
  nest.ranges = op.getStaticLoopRanges();
  for (auto [i, iterator] : llvm::enumerate(op.getIteratorTypesArray())) {
    int64_t range = nest.ranges[i];
    if (ShapedType::isDynamic(range) || range < 0)
      return std::nullopt;
    if (iterator == utils::IteratorType::parallel) {
      nest.parallel.push_back(i);
      nest.parallelSize *= range;
    } else {
      nest.reduction.push_back(i);
      nest.reductionSize *= range;
    }
  }
  return nest;
}

/// The reduction of a linalg op with one init whose body is
/// `yield combiner(f(inputs), out)` with an associative, commutative
/// combiner that has a neutral element (arith.addf, maximumf, ori, ...).
struct Combiner {
  Operation *op = nullptr;
  unsigned outOperand = 0; // which operand of `op` is the output block arg
  TypedAttr neutral;
};

std::optional<Combiner> matchCombiner(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1)
    return std::nullopt;
  Block *body = op.getBlock();
  BlockArgument out = body->getArguments().back();
  SmallVector<Operation *> combiners;
  if (!matchReduction(body->getArguments().drop_front(op.getNumDpsInputs()), 0,
                      combiners) ||
      combiners.size() != 1)
    return std::nullopt;
  Operation *combiner = combiners.front();
  if (combiner->getNumOperands() != 2 || combiner->getNumResults() != 1 ||
      !out.hasOneUse())
    return std::nullopt;
  std::optional<TypedAttr> neutral = arith::getNeutralElement(combiner);
  // -0.0, not +0.0, is the neutral element of addf: a sum of -0.0s stays
  // -0.0 as in the serial loop.
  if (neutral && isa<arith::AddFOp>(combiner))
    neutral = FloatAttr::get(
        neutral->getType(),
        APFloat::getZero(
            cast<FloatType>(neutral->getType()).getFloatSemantics(),
            /*Negative=*/true));
  if (!neutral)
    return std::nullopt;
  // The shuffles of the warp tree move 32-bit or 64-bit values.
  Type type = out.getType();
  if (!type.isF32() && !type.isF64() && !type.isInteger(32) &&
      !type.isInteger(64))
    return std::nullopt;
  Combiner result;
  result.op = combiner;
  result.outOperand = combiner->getOperand(0) == out ? 0 : 1;
  result.neutral = *neutral;
  return result;
}

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
             ValueRange outs,
             llvm::function_ref<Value(OpOperand *)> loadInput) {
  Block *body = op.getBlock();
  IRMapping mapping;
  for (OpOperand *input : op.getDpsInputOperands()) {
    BlockArgument arg = body->getArgument(input->getOperandNumber());
    if (arg.use_empty())
      continue;
    Value source = input->get();
    if (!isa<MemRefType>(source.getType())) {
      mapping.map(arg, source); // scalar operand
      continue;
    }
    mapping.map(arg, loadInput(input));
  }
  for (auto [i, out] : llvm::enumerate(outs))
    mapping.map(body->getArgument(op.getNumDpsInputs() + i), out);
  SmallVector<Value> yielded;
  for (Operation &nested : body->getOperations()) {
    if (auto index = dyn_cast<linalg::IndexOp>(nested)) {
      mapping.map(index.getResult(), ivs[index.getDim()]);
      continue;
    }
    if (auto yield = dyn_cast<linalg::YieldOp>(nested)) {
      for (Value v : yield.getValues())
        yielded.push_back(mapping.lookupOrDefault(v));
      continue;
    }
    b.rewriter.clone(nested, mapping);
  }
  return yielded;
}

/// emitBodyWith, each input loaded at `ivs`.
SmallVector<Value> emitBody(KernelBuilder &b, linalg::LinalgOp op,
                            ArrayRef<Value> ivs, ValueRange outs) {
  return emitBodyWith(b, op, ivs, outs, [&](OpOperand *input) -> Value {
    return memref::LoadOp::create(
        b.rewriter, b.loc, input->get(),
        b.applyMap(op.getMatchingIndexingMap(input), ivs));
  });
}

/// The outputs' current values at `ivs` (or the folded fill's value).
SmallVector<Value> loadOutputs(KernelBuilder &b, linalg::LinalgOp op,
                               ArrayRef<Value> ivs, Value fillValue) {
  SmallVector<Value> outs;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    BlockArgument arg = op.getMatchingBlockArgument(&init);
    if (fillValue) {
      outs.push_back(fillValue);
      continue;
    }
    if (arg.use_empty() && !op.getNumReductionLoops()) {
      outs.push_back(nullptr); // never read: no load
      continue;
    }
    outs.push_back(memref::LoadOp::create(
        b.rewriter, b.loc, init.get(),
        b.applyMap(op.getMatchingIndexingMap(&init), ivs)));
  }
  return outs;
}

void storeOutputs(KernelBuilder &b, linalg::LinalgOp op, ArrayRef<Value> ivs,
                  ArrayRef<Value> values) {
  for (auto [init, value] : llvm::zip(op.getDpsInitsMutable(), values))
    memref::StoreOp::create(b.rewriter, b.loc, value, init.get(),
                            b.applyMap(op.getMatchingIndexingMap(&init), ivs));
}

/// One launch of `blocks` x `threads` with the insertion point in its body.
gpu::LaunchOp createLaunch(RewriterBase &rewriter, Location loc, int64_t blocks,
                           int64_t threads, TypeRange workgroup = {}) {
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  };
  Value one = cst(1);
  auto launch = gpu::LaunchOp::create(
      rewriter, loc, cst(blocks), one, one, cst(threads), one, one,
      /*dynamicSharedMemorySize=*/nullptr, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/ValueRange(), workgroup);
  rewriter.setInsertionPointToStart(&launch.getBody().front());
  return launch;
}

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

/// The outputs of `kernel` at `ivs` (its parallel loops set): loaded (or
/// the folded fill's value), its reductions run serially, stored.
void emitOutputs(KernelBuilder &b, const OpKernel &kernel,
                 SmallVectorImpl<Value> &ivs) {
  RewriterBase &rewriter = b.rewriter;
  const LoopNest &nest = kernel.nest;
  SmallVector<Value> outs = loadOutputs(b, kernel.op, ivs, kernel.fillValue());
  SmallVector<Value> results;
  if (nest.reduction.empty()) {
    results = emitBody(b, kernel.op, ivs, outs);
  } else {
    auto reduce = scf::ForOp::create(rewriter, b.loc, b.cst(0),
                                     b.cst(nest.reductionSize), b.cst(1), outs);
    OpBuilder::InsertionGuard inner(rewriter);
    rewriter.setInsertionPointToStart(reduce.getBody());
    b.delinearize(reduce.getInductionVar(), nest.reduction, nest.ranges, ivs);
    scf::YieldOp::create(
        rewriter, b.loc,
        emitBody(b, kernel.op, ivs, reduce.getRegionIterArgs()));
    results = reduce.getResults();
  }
  storeOutputs(b, kernel.op, ivs, results);
}

/// One buffer access of a kernel: the buffer (as the op sees it), the
/// buffer it is a view of, whether it is written, and, where every index is
/// a parallel loop, which parallel loop gives each index.
struct Access {
  Value buffer, root;
  bool write;
  AffineMap map;
  std::optional<SmallVector<unsigned>> pointwise;
};

SmallVector<Access> getAccesses(const OpKernel &kernel) {
  SmallVector<Access> accesses;
  const LoopNest &nest = kernel.nest;
  for (OpOperand &operand : kernel.op->getOpOperands()) {
    if (!isa<MemRefType>(operand.get().getType()))
      continue;
    AffineMap map = kernel.op.getMatchingIndexingMap(&operand);
    Access access{operand.get(), getRootBuffer(operand.get()),
                  kernel.op.isDpsInit(&operand), map, std::nullopt};
    SmallVector<unsigned> positions;
    for (AffineExpr expr : map.getResults()) {
      auto dim = dyn_cast<AffineDimExpr>(expr);
      const unsigned *it =
          dim ? llvm::find(nest.parallel, dim.getPosition()) : nullptr;
      if (!dim || it == nest.parallel.end()) {
        positions.clear();
        break;
      }
      positions.push_back(it - nest.parallel.begin());
    }
    // Only a permutation of all parallel loops names one element per
    // output index, the same in two kernels of the same parallel loops.
    if (positions.size() == nest.parallel.size() &&
        (!positions.empty() || nest.parallel.empty()))
      access.pointwise = std::move(positions);
    accesses.push_back(std::move(access));
  }
  return accesses;
}

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

/// The access of `map` when every thread takes `lanes` consecutive values
/// of loop `inner` starting at a multiple of `lanes`; nothing if the loop
/// indexes another dimension or appears in a compound index.
std::optional<LaneAccess> classifyLaneAccess(AffineMap map, unsigned inner) {
  ArrayRef<AffineExpr> results = map.getResults();
  auto uses = [&](AffineExpr expr) { return expr.isFunctionOfDim(inner); };
  if (llvm::none_of(results, uses))
    return LaneAccess::Broadcast;
  auto last = dyn_cast<AffineDimExpr>(results.back());
  if (!last || last.getPosition() != inner ||
      llvm::any_of(results.drop_back(), uses))
    return std::nullopt;
  return LaneAccess::Contiguous;
}

/// Whether every vector of `lanes` elements that starts at a multiple of
/// `lanes` in the innermost index of `buffer` is contiguous and aligned to
/// its own size: the innermost stride is 1, and the static offset from the
/// root allocation and every other stride (of a dimension that can be
/// non-zero) are multiples of `lanes`. The offset counts from the root's
/// base only through views that keep the base pointer (subview, reshapes,
/// casts), and the root must be what remat-gpu-device-memory makes a
/// device allocation of its own with an identity layout (memref.alloc,
/// memref.get_global or an argument of the function, each copied to a
/// gpu.alloc): CUDA's allocations are aligned to at least 256 bytes. An
/// argument named in remat-gpu-device-memory's resident-arguments is the
/// caller's device buffer instead, which that option requires to be
/// 16-byte aligned (cuMemAlloc's are).
bool isLaneAligned(Value buffer, int64_t lanes) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || type.getRank() == 0 || !type.hasStaticShape() ||
      type.getMemorySpace())
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) || offset % lanes != 0 ||
      strides.back() != 1)
    return false;
  for (auto [size, stride] :
       llvm::zip(type.getShape().drop_back(), ArrayRef(strides).drop_back()))
    if (size != 1 && (ShapedType::isDynamic(stride) || stride % lanes != 0))
      return false;
  Value root = buffer;
  while (Operation *def = root.getDefiningOp()) {
    if (isa<memref::SubViewOp, memref::ExpandShapeOp, memref::CollapseShapeOp,
            memref::CastOp>(def)) {
      root = def->getOperand(0);
      continue;
    }
    if (!isa<memref::AllocOp, memref::GetGlobalOp, gpu::AllocOp>(def))
      return false;
    break;
  }
  if (auto arg = dyn_cast<BlockArgument>(root))
    if (!arg.getOwner()->isEntryBlock() ||
        !isa<FunctionOpInterface>(arg.getOwner()->getParentOp()))
      return false;
  return cast<MemRefType>(root.getType()).getLayout().isIdentity();
}

/// The vector plan of a thread-per-output op, if it has one: no reduction
/// loops; every memref it reads or writes is either indexed without its
/// innermost parallel loop (a broadcast operand) or by that loop alone in
/// its last, unit-stride dimension with the alignment of isLaneAligned;
/// outputs are contiguous; element types are byte-sized (a vector of i1
/// is bit-packed in LLVM). `lanes` is `vectorBits` over the widest element
/// type and must divide the innermost range, so that a thread's vector
/// never crosses into the next row.
std::optional<VectorPlan> getVectorPlan(const OpKernel &kernel,
                                        int64_t vectorBits) {
  const LoopNest &nest = kernel.nest;
  linalg::LinalgOp op = kernel.op;
  if (!nest.reduction.empty() || nest.parallel.empty())
    return std::nullopt;
  VectorPlan plan;
  plan.inner = nest.parallel.back();
  unsigned widest = 0;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    bool isInit = op.isDpsInit(&operand);
    if (!type ||
        (!isInit && op.getMatchingBlockArgument(&operand).use_empty())) {
      plan.access.push_back(LaneAccess::None);
      continue;
    }
    std::optional<LaneAccess> access =
        classifyLaneAccess(op.getMatchingIndexingMap(&operand), plan.inner);
    if (!access || (isInit && *access != LaneAccess::Contiguous))
      return std::nullopt;
    if (*access == LaneAccess::Contiguous) {
      Type element = type.getElementType();
      if (!isa<FloatType, IntegerType>(element))
        return std::nullopt;
      unsigned bits = element.getIntOrFloatBitWidth();
      if (bits < 8 || !llvm::isPowerOf2_32(bits))
        return std::nullopt;
      widest = std::max(widest, bits);
    }
    plan.access.push_back(*access);
  }
  if (!widest)
    return std::nullopt;
  plan.lanes = vectorBits / widest;
  if (plan.lanes < 2 || nest.ranges[plan.inner] % plan.lanes != 0)
    return std::nullopt;
  for (auto [operand, access] : llvm::zip(op->getOpOperands(), plan.access))
    if (access == LaneAccess::Contiguous &&
        !isLaneAligned(operand.get(), plan.lanes))
      return std::nullopt;
  return plan;
}

/// The outputs of `kernel` at `plan.lanes` consecutive values of its
/// innermost parallel loop from `ivs` (ivs[plan.inner] a multiple of the
/// lanes): a vector load per contiguous operand and a scalar load per
/// broadcast one, the op's scalar body once per lane on the lane's
/// elements (the same ops on the same values as the scalar kernel: the
/// same bits), a vector store per output. The alignment attribute (the
/// vector's size, proven by getVectorPlan) is what lets the LLVM lowering
/// emit one 64- or 128-bit access instead of splitting it.
void emitVectorOutputs(KernelBuilder &b, const OpKernel &kernel,
                       const VectorPlan &plan, ArrayRef<Value> ivs) {
  RewriterBase &rewriter = b.rewriter;
  linalg::LinalgOp op = kernel.op;
  Value fillValue = kernel.fillValue();
  auto vectorOf = [&](Value buffer) {
    return VectorType::get({plan.lanes},
                           cast<MemRefType>(buffer.getType()).getElementType());
  };
  auto alignment = [&](Value buffer) {
    return llvm::Align(vectorOf(buffer).getElementTypeBitWidth() / 8 *
                       plan.lanes);
  };
  DenseMap<OpOperand *, Value> loaded;
  for (auto [operand, access] : llvm::zip(op->getOpOperands(), plan.access)) {
    if (access == LaneAccess::None)
      continue;
    if (op.isDpsInit(&operand) &&
        (fillValue || op.getMatchingBlockArgument(&operand).use_empty()))
      continue; // overwritten without being read
    Value buffer = operand.get();
    SmallVector<Value> indices =
        b.applyMap(op.getMatchingIndexingMap(&operand), ivs);
    loaded[&operand] =
        access == LaneAccess::Contiguous
            ? Value(vector::LoadOp::create(
                  rewriter, b.loc, vectorOf(buffer), buffer, indices,
                  /*nontemporal=*/false, alignment(buffer)))
            : Value(memref::LoadOp::create(rewriter, b.loc, buffer, indices));
  }
  bool readsIndices = !op.getBlock()->getOps<linalg::IndexOp>().empty();
  SmallVector<SmallVector<Value>> lanes(op.getNumDpsInits());
  for (int64_t lane = 0; lane < plan.lanes; ++lane) {
    auto laneValue = [&](OpOperand *operand) -> Value {
      Value value = loaded.lookup(operand);
      if (!isa<VectorType>(value.getType()))
        return value;
      return vector::ExtractOp::create(rewriter, b.loc, value,
                                       ArrayRef<int64_t>{lane});
    };
    SmallVector<Value> laneIvs(ivs);
    if (readsIndices && lane != 0)
      laneIvs[plan.inner] = b.add(ivs[plan.inner], b.cst(lane));
    SmallVector<Value> outs;
    for (OpOperand &init : op.getDpsInitsMutable())
      outs.push_back(fillValue                ? fillValue
                     : loaded.contains(&init) ? laneValue(&init)
                                              : Value());
    for (auto [i, value] :
         llvm::enumerate(emitBodyWith(b, op, laneIvs, outs, laneValue)))
      lanes[i].push_back(value);
  }
  for (auto [init, values] : llvm::zip(op.getDpsInitsMutable(), lanes)) {
    Value buffer = init.get();
    Value vector = vector::FromElementsOp::create(rewriter, b.loc,
                                                  vectorOf(buffer), values);
    vector::StoreOp::create(rewriter, b.loc, vector, buffer,
                            b.applyMap(op.getMatchingIndexingMap(&init), ivs),
                            /*nontemporal=*/false, alignment(buffer));
  }
}

/// The grid-stride loop of one thread-per-output op inside a launch of
/// `blocks` x `threads`; with a vector plan each iteration runs
/// `plan->lanes` neighbouring outputs.
void emitThreadPerOutputLoop(KernelBuilder &b, gpu::LaunchOp launch,
                             const OpKernel &kernel, int64_t threads,
                             int64_t blocks, const VectorPlan *plan) {
  RewriterBase &rewriter = b.rewriter;
  Location loc = b.loc;
  const LoopNest &nest = kernel.nest;
  int64_t lanes = plan ? plan->lanes : 1;
  // A vector plan divides the innermost range by the lanes: the loop runs
  // over vectors, and the innermost index is the vector's first element.
  SmallVector<int64_t> ranges(nest.ranges);
  if (plan)
    ranges[plan->inner] /= lanes;
  Value first = b.add(b.mul(launch.getBlockIds().x, b.cst(threads)),
                      launch.getThreadIds().x);
  auto outputs =
      scf::ForOp::create(rewriter, loc, first, b.cst(nest.parallelSize / lanes),
                         b.cst(blocks * threads));
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(outputs.getBody());
  SmallVector<Value> ivs(nest.ranges.size());
  b.delinearize(outputs.getInductionVar(), nest.parallel, ranges, ivs);
  if (!plan) {
    emitOutputs(b, kernel, ivs);
    return;
  }
  ivs[plan->inner] = b.mul(ivs[plan->inner], b.cst(lanes));
  emitVectorOutputs(b, kernel, *plan, ivs);
}

/// The vector plans of the members of a thread-per-output launch (see
/// getVectorPlan). Two members that touch one buffer, one of them writing
/// it, are tied: mergeRuns merged them because the thread that writes an
/// element in one is the thread that touches it in the other (canFollow),
/// which holds with vectors only if both run the same lanes. Each set of
/// members tied directly or through others therefore takes vectors of the
/// same lanes, or every member of it stays scalar; untied members (a bias
/// gradient merged with an unrelated elementwise op) decide on their own.
SmallVector<std::optional<VectorPlan>>
getVectorPlans(ArrayRef<OpKernel> group, const KernelOptions &options) {
  SmallVector<std::optional<VectorPlan>> plans;
  for (const OpKernel &kernel : group)
    plans.push_back(getVectorPlan(kernel, options.vectorBits));
  if (group.size() == 1)
    return plans;
  SmallVector<SmallVector<Access>> accesses;
  for (const OpKernel &kernel : group)
    accesses.push_back(getAccesses(kernel));
  // Union-find over the members.
  SmallVector<unsigned> parent =
      llvm::to_vector(llvm::seq<unsigned>(0, group.size()));
  auto find = [&](unsigned i) {
    while (parent[i] != i)
      i = parent[i] = parent[parent[i]];
    return i;
  };
  for (unsigned i = 0; i < group.size(); ++i)
    for (unsigned j = i + 1; j < group.size(); ++j) {
      bool tied = llvm::any_of(accesses[i], [&](const Access &a) {
        return llvm::any_of(accesses[j], [&](const Access &b) {
          return a.root == b.root && (a.write || b.write);
        });
      });
      if (tied)
        parent[find(i)] = find(j);
    }
  for (unsigned i = 0; i < group.size(); ++i) {
    bool uniform =
        llvm::all_of(llvm::seq<unsigned>(0, group.size()), [&](unsigned j) {
          return find(j) != find(i) ||
                 (plans[i] && plans[j] && plans[i]->lanes == plans[j]->lanes);
        });
    if (!uniform)
      for (unsigned j = 0; j < group.size(); ++j)
        if (find(j) == find(i))
          plans[j].reset();
  }
  return plans;
}

/// Thread per output (see the file comment) for one op or a group of ops
/// that mergeRuns found safe to run in one launch, one grid-stride loop
/// after the other. Built at the rewriter's insertion point.
void buildThreadPerOutputKernel(RewriterBase &rewriter,
                                ArrayRef<OpKernel> group,
                                const KernelOptions &options,
                                const KernelCounters &counters) {
  Location loc = group.back().op.getLoc();
  SmallVector<std::optional<VectorPlan>> plans = getVectorPlans(group, options);
  bool vectorized = llvm::any_of(
      plans, [](const std::optional<VectorPlan> &plan) { return plan; });
  int64_t outputs = 0;
  for (auto [kernel, plan] : llvm::zip(group, plans))
    outputs =
        std::max(outputs, kernel.nest.parallelSize / (plan ? plan->lanes : 1));
  // Whole warps, no more than there are outputs (a 0-d fill gets 32).
  int64_t threads =
      std::min<int64_t>(options.blockSize, roundUpToWarp(outputs));
  int64_t blocks = std::clamp<int64_t>((outputs + threads - 1) / threads, 1,
                                       options.maxBlocks);
  gpu::LaunchOp launch = createLaunch(rewriter, loc, blocks, threads);
  for (auto [kernel, plan] : llvm::zip(group, plans)) {
    KernelBuilder b{rewriter, kernel.op.getLoc()};
    emitThreadPerOutputLoop(b, launch, kernel, threads, blocks,
                            plan ? &*plan : nullptr);
  }
  gpu::TerminatorOp::create(rewriter, loc);
  if (vectorized)
    ++counters.vectorized;
}

/// `value` combined across the 32 lanes of each warp (butterfly), so that
/// every lane holds the warp's result.
Value warpReduce(KernelBuilder &b, const Combiner &combiner, Value value) {
  for (int32_t offset = kWarpSize / 2; offset > 0; offset /= 2) {
    auto shuffle =
        gpu::ShuffleOp::create(b.rewriter, b.loc, value, b.cstI32(offset),
                               b.cstI32(kWarpSize), gpu::ShuffleMode::XOR);
    IRMapping mapping;
    mapping.map(combiner.op->getOperand(combiner.outOperand), value);
    mapping.map(combiner.op->getOperand(1 - combiner.outOperand),
                shuffle.getShuffleResult());
    value = b.rewriter.clone(*combiner.op, mapping)->getResult(0);
  }
  return value;
}

/// One output of a block-per-output reduction, at `ivs` (its parallel loops
/// set), every thread of the block taking part: a strided partial per
/// thread, a butterfly per warp, the warps' partials through `partials`
/// (null with one warp), thread 0 combines with the initial output and
/// stores. Ends with a barrier when `partials` was used, so that it can be
/// reused.
void emitBlockReduction(KernelBuilder &b, gpu::LaunchOp launch,
                        const OpKernel &kernel, const Combiner &combiner,
                        ArrayRef<Value> ivs, int64_t threads, Value partials) {
  RewriterBase &rewriter = b.rewriter;
  Location loc = b.loc;
  const LoopNest &nest = kernel.nest;
  int64_t warps = threads / kWarpSize;
  Type type = combiner.neutral.getType();
  Value tid = launch.getThreadIds().x;
  Value neutral = arith::ConstantOp::create(rewriter, loc, combiner.neutral);
  auto reduce =
      scf::ForOp::create(rewriter, loc, tid, b.cst(nest.reductionSize),
                         b.cst(threads), ValueRange{neutral});
  {
    OpBuilder::InsertionGuard inner(rewriter);
    rewriter.setInsertionPointToStart(reduce.getBody());
    SmallVector<Value> reductionIvs(ivs);
    b.delinearize(reduce.getInductionVar(), nest.reduction, nest.ranges,
                  reductionIvs);
    scf::YieldOp::create(
        rewriter, loc,
        emitBody(b, kernel.op, reductionIvs, reduce.getRegionIterArgs()));
  }
  Value partial = warpReduce(b, combiner, reduce.getResult(0));
  Value isFirstThread = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::eq, tid, b.cst(0));
  if (warps > 1) {
    Value lane = arith::RemUIOp::create(rewriter, loc, tid, b.cst(kWarpSize));
    Value warp = arith::DivUIOp::create(rewriter, loc, tid, b.cst(kWarpSize));
    Value isLaneZero = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, lane, b.cst(0));
    auto store = scf::IfOp::create(rewriter, loc, isLaneZero);
    {
      OpBuilder::InsertionGuard inner(rewriter);
      rewriter.setInsertionPointToStart(store.thenBlock());
      memref::StoreOp::create(rewriter, loc, partial, partials, warp);
    }
    gpu::BarrierOp::create(rewriter, loc);
    // Warp 0 reduces the partials; every lane of it takes part in the
    // shuffles, lanes past the warp count with the neutral element.
    Value isWarpZero = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, warp, b.cst(0));
    auto second = scf::IfOp::create(rewriter, loc, TypeRange{type}, isWarpZero,
                                    /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard inner(rewriter);
      rewriter.setInsertionPointToStart(second.thenBlock());
      Value hasPartial = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ult, lane, b.cst(warps));
      auto load = scf::IfOp::create(rewriter, loc, TypeRange{type}, hasPartial,
                                    /*withElseRegion=*/true);
      rewriter.setInsertionPointToStart(load.thenBlock());
      scf::YieldOp::create(
          rewriter, loc,
          ValueRange{memref::LoadOp::create(rewriter, loc, partials, lane)});
      rewriter.setInsertionPointToStart(load.elseBlock());
      scf::YieldOp::create(rewriter, loc, neutral);
      rewriter.setInsertionPointAfter(load);
      scf::YieldOp::create(rewriter, loc,
                           warpReduce(b, combiner, load.getResult(0)));
      rewriter.setInsertionPointToStart(second.elseBlock());
      scf::YieldOp::create(rewriter, loc, neutral);
    }
    partial = second.getResult(0);
  }
  auto finish = scf::IfOp::create(rewriter, loc, isFirstThread);
  {
    OpBuilder::InsertionGuard inner(rewriter);
    rewriter.setInsertionPointToStart(finish.thenBlock());
    Value init = loadOutputs(b, kernel.op, ivs, kernel.fillValue()).front();
    IRMapping mapping;
    mapping.map(combiner.op->getOperand(combiner.outOperand), init);
    mapping.map(combiner.op->getOperand(1 - combiner.outOperand), partial);
    storeOutputs(b, kernel.op, ivs,
                 rewriter.clone(*combiner.op, mapping)->getResult(0));
  }
  // The partials are reused by the block's next output.
  if (warps > 1)
    gpu::BarrierOp::create(rewriter, loc);
}

/// The workgroup buffer of one partial per warp (none with one warp).
TypeRange partialsAttribution(RewriterBase &rewriter, Type type,
                              int64_t threads, SmallVectorImpl<Type> &storage) {
  int64_t warps = threads / kWarpSize;
  if (warps <= 1 || !type)
    return {};
  Attribute workgroup = gpu::AddressSpaceAttr::get(
      rewriter.getContext(), gpu::AddressSpace::Workgroup);
  storage.push_back(
      MemRefType::get({warps}, type, MemRefLayoutAttrInterface(), workgroup));
  return storage;
}

/// Block per output; see the file comment.
void buildBlockPerOutputKernel(RewriterBase &rewriter, const OpKernel &kernel,
                               const Combiner &combiner,
                               const KernelOptions &options) {
  Location loc = kernel.op.getLoc();
  const LoopNest &nest = kernel.nest;
  // Threads: a multiple of the warp size, no more than the reduction needs.
  int64_t threads =
      std::min<int64_t>(options.blockSize, roundUpToWarp(nest.reductionSize));
  int64_t blocks = std::clamp<int64_t>(nest.parallelSize, 1, options.maxBlocks);
  SmallVector<Type> storage;
  gpu::LaunchOp launch =
      createLaunch(rewriter, loc, blocks, threads,
                   partialsAttribution(rewriter, combiner.neutral.getType(),
                                       threads, storage));
  KernelBuilder b{rewriter, loc};
  auto outputs = scf::ForOp::create(rewriter, loc, launch.getBlockIds().x,
                                    b.cst(nest.parallelSize), b.cst(blocks));
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(outputs.getBody());
    SmallVector<Value> ivs(nest.ranges.size());
    b.delinearize(outputs.getInductionVar(), nest.parallel, nest.ranges, ivs);
    Value partials =
        storage.empty() ? Value() : Value(launch.getWorkgroupAttributions()[0]);
    emitBlockReduction(b, launch, kernel, combiner, ivs, threads, partials);
  }
  gpu::TerminatorOp::create(rewriter, loc);
}

/// The kernel of `op` if this pass rewrites it: bufferized, outside
/// kernels, static non-empty loop ranges. The fill it folds is recorded.
std::optional<OpKernel> getOpKernel(linalg::LinalgOp op) {
  if (op->getParentOfType<gpu::LaunchOp>() || !op.hasPureBufferSemantics())
    return std::nullopt;
  std::optional<LoopNest> nest = getLoopNest(op);
  if (!nest || nest->parallelSize == 0 || nest->reductionSize == 0)
    return std::nullopt;
  return OpKernel{op, *nest, findFoldableFill(op)};
}

/// A fill whose buffer the next op overwrites is not a kernel of its own: it
/// is erased when that op's kernel is built.
bool isFoldedFill(linalg::LinalgOp op) {
  auto fill = dyn_cast<linalg::FillOp>(op.getOperation());
  if (!fill)
    return false;
  linalg::LinalgOp consumer = findFoldingConsumer(fill);
  return consumer && getOpKernel(consumer);
}

/// The reduction of `kernel` if it gets a block per output.
std::optional<Combiner> getBlockReduction(const OpKernel &kernel,
                                          const KernelOptions &options) {
  const LoopNest &nest = kernel.nest;
  if (nest.reduction.empty() ||
      nest.reductionSize < options.blockReductionMinExtent ||
      nest.parallelSize >= options.maxBlocks * options.blockSize)
    return std::nullopt;
  return matchCombiner(kernel.op);
}

/// Erases the ops a kernel replaced, and their folded fills.
void eraseReplaced(RewriterBase &rewriter, ArrayRef<OpKernel> group,
                   const KernelCounters &counters) {
  for (const OpKernel &kernel : group) {
    if (kernel.fill) {
      rewriter.eraseOp(kernel.fill);
      ++counters.foldedFills;
    }
    rewriter.eraseOp(kernel.op);
  }
}

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
      buildBlockPerOutputKernel(rewriter, *kernel, *combiner, options);
      ++counters.blockPerOutput;
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

SmallVector<int64_t> parallelRanges(const LoopNest &nest) {
  SmallVector<int64_t> ranges;
  for (unsigned d : nest.parallel)
    ranges.push_back(nest.ranges[d]);
  return ranges;
}

/// Whether `next` can run in the same launch after `earlier`, each thread
/// doing its grid-stride share of one and then of the other: every buffer
/// both touch and one of them writes must be accessed through the same
/// value at the same element for the same output index (then the thread
/// that writes an element is the one that reads or rewrites it, later in
/// program order). Different root buffers do not alias (allocations are
/// distinct; remat-gpu-device-memory gives every argument its own device
/// copy).
bool canFollow(const OpKernel &earlier, const OpKernel &next) {
  SmallVector<Access> first = getAccesses(earlier), second = getAccesses(next);
  bool sameOutputs = parallelRanges(earlier.nest) == parallelRanges(next.nest);
  for (const Access &a : first)
    for (const Access &b : second) {
      if (a.root != b.root || (!a.write && !b.write))
        continue;
      if (!sameOutputs || a.buffer != b.buffer || !a.pointwise ||
          !b.pointwise || *a.pointwise != *b.pointwise)
        return false;
    }
  return true;
}

int64_t staticBytes(Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || !type.hasStaticShape())
    return -1;
  int64_t bits = type.getElementType().isIndex()
                     ? 64
                     : type.getElementType().getIntOrFloatBitWidth();
  return type.getNumElements() * ((bits + 7) / 8);
}

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
               const KernelCounters &counters) {
  // Live bytes before each op, and the block's peak.
  DenseMap<Operation *, int64_t> liveBefore;
  DenseMap<Value, int64_t> allocBytes;
  int64_t live = 0, peak = 0;
  for (Operation &op : block) {
    liveBefore[&op] = live;
    if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
      int64_t bytes = staticBytes(alloc.getResult());
      if (bytes < 0)
        return; // a dynamic size: no replay, no merging
      allocBytes[alloc.getResult()] = bytes;
      live += bytes;
    } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      live -= allocBytes.lookup(getRootBuffer(dealloc.getMemref()));
    }
    peak = std::max(peak, live);
  }

  SmallVector<OpKernel> group;
  SmallVector<Operation *> crossed, pending; // deallocations
  int64_t crossedBytes = 0, pendingBytes = 0;
  auto flush = [&]() {
    if (group.size() >= 2 && policy.isComplete(group)) {
      rewriter.setInsertionPoint(group.back().op);
      policy.build(rewriter, group);
      Operation *launch = group.back().op->getPrevNode();
      for (Operation *dealloc : llvm::reverse(crossed))
        dealloc->moveAfter(launch);
      counters.mergedOps += group.size();
      eraseReplaced(rewriter, group, counters);
    }
    group.clear();
    crossed.clear();
    pending.clear();
    crossedBytes = pendingBytes = 0;
  };
  for (Operation &op : llvm::make_early_inc_range(block)) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      if (isFoldedFill(linalgOp))
        continue; // erased with its consumer, the next memory op
      std::optional<OpKernel> kernel = getOpKernel(linalgOp);
      bool fits = liveBefore.lookup(&op) + crossedBytes + pendingBytes <= peak;
      if (kernel && fits && policy.dropFront && !group.empty()) {
        // Deallocations between dropped members stay in the crossed list:
        // moving them after the launch is safe, and counting them keeps
        // the peak check conservative.
        while (!group.empty() && !policy.isComplete(group) &&
               !policy.canJoin(group, *kernel))
          group.erase(group.begin());
        if (group.empty())
          flush();
      }
      if (!group.empty() &&
          (!kernel || !fits || !policy.canJoin(group, *kernel)))
        flush();
      if (group.empty() && (!kernel || !policy.canStart(*kernel)))
        continue;
      if (!group.empty()) {
        crossed.append(pending);
        crossedBytes += pendingBytes;
      }
      pending.clear();
      pendingBytes = 0;
      group.push_back(*kernel);
      continue;
    }
    if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      if (!group.empty()) {
        pending.push_back(&op);
        pendingBytes += allocBytes.lookup(getRootBuffer(dealloc.getMemref()));
      }
      continue;
    }
    if (isa<memref::AllocOp>(op) ||
        (isMemoryEffectFree(&op) && op.getNumRegions() == 0))
      continue;
    flush();
  }
  flush();
}

/// Whether the first `rowLoops` results of `map` are the loops 0..rowLoops-1
/// in order: the access stays in the slice of one row.
bool isRowLocal(AffineMap map, unsigned rowLoops) {
  if (map.getNumResults() < rowLoops)
    return false;
  for (unsigned i = 0; i < rowLoops; ++i) {
    auto dim = dyn_cast<AffineDimExpr>(map.getResult(i));
    if (!dim || dim.getPosition() != i)
      return false;
  }
  return true;
}

/// Whether index i < `rows` of `view` is index i of its source: each of
/// the first `rows` reassociation groups starts at its own position and
/// adds only unit dimensions (a `[2, 32]` row statistic expanded to
/// `[2, 32, 1]` for broadcasting).
template <typename ReshapeOp>
bool keepsLeadingDims(ReshapeOp view, unsigned rows) {
  auto expanded = view.getReassociationIndices();
  MemRefType wide = isa<memref::ExpandShapeOp>(view.getOperation())
                        ? cast<MemRefType>(view.getResult().getType())
                        : cast<MemRefType>(view.getSrc().getType());
  if (expanded.size() < rows)
    return false;
  for (unsigned i = 0; i < rows; ++i) {
    ArrayRef<int64_t> group = expanded[i];
    if (group.front() != static_cast<int64_t>(i))
      return false;
    for (int64_t d : group.drop_front())
      if (wide.getDimSize(d) != 1)
        return false;
  }
  return true;
}

/// The buffer `value` views with the same first `rows` indices, through
/// reshapes that keep them (see keepsLeadingDims).
Value rowBase(Value value, unsigned rows) {
  while (true) {
    if (auto expand = value.getDefiningOp<memref::ExpandShapeOp>();
        expand && keepsLeadingDims(expand, rows)) {
      value = expand.getSrc();
      continue;
    }
    if (auto collapse = value.getDefiningOp<memref::CollapseShapeOp>();
        collapse && keepsLeadingDims(collapse, rows)) {
      value = collapse.getSrc();
      continue;
    }
    return value;
  }
}

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
bool buildRowLaunch(
    RewriterBase &rewriter, ArrayRef<OpKernel> group,
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
  unsigned anchorRows(const OpKernel &kernel) const {
    if (!getBlockReduction(kernel, options))
      return 0;
    for (auto [i, d] : llvm::enumerate(kernel.nest.parallel))
      if (d != i)
        return 0;
    return kernel.nest.parallel.size();
  }

  static bool isRowReduction(const OpKernel &kernel, unsigned rows) {
    return !kernel.nest.reduction.empty() &&
           kernel.nest.parallel.size() == rows;
  }

  /// The first member that anchors the run (ops before it wait for it:
  /// elementwise ops that compute what a row reduction reads).
  static const OpKernel *findAnchor(ArrayRef<OpKernel> group,
                                    const RowKernels &self) {
    for (const OpKernel &kernel : group)
      if (self.anchorRows(kernel))
        return &kernel;
    return nullptr;
  }

  bool canStart(const OpKernel &kernel) const {
    return !kernel.nest.parallel.empty() && kernel.nest.parallel.front() == 0;
  }

  /// Whether `members` run correctly a row at a time, with rows given by
  /// the anchor's leading loops.
  bool compatible(ArrayRef<OpKernel> members, const OpKernel &anchor) const {
    unsigned rows = anchorRows(anchor);
    Type partialType = getBlockReduction(anchor, options)->neutral.getType();
    SmallVector<SmallVector<Access>> accesses;
    for (const OpKernel &kernel : members) {
      const LoopNest &nest = kernel.nest;
      if (nest.ranges.size() < rows)
        return false;
      for (unsigned i = 0; i < rows; ++i)
        if (llvm::find(nest.parallel, i) == nest.parallel.end() ||
            nest.ranges[i] != anchor.nest.ranges[i])
          return false;
      // A reduction of whole rows takes a block per row (its partials share
      // the anchor's workgroup buffer: same type).
      if (isRowReduction(kernel, rows)) {
        std::optional<Combiner> combiner = getBlockReduction(kernel, options);
        if (!combiner || combiner->neutral.getType() != partialType)
          return false;
      }
      SmallVector<Access> mine = getAccesses(kernel);
      for (ArrayRef<Access> earlier : accesses)
        for (const Access &a : earlier)
          for (const Access &b : mine) {
            if (a.root != b.root || (!a.write && !b.write))
              continue;
            if (rowBase(a.buffer, rows) != rowBase(b.buffer, rows) ||
                !isRowLocal(a.map, rows) || !isRowLocal(b.map, rows))
              return false;
          }
      accesses.push_back(std::move(mine));
    }
    return true;
  }

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

  void build(RewriterBase &rewriter, ArrayRef<OpKernel> group) const {
    const OpKernel &anchor = *findAnchor(group, *this);
    unsigned rows = anchorRows(anchor);
    Type partialType = getBlockReduction(anchor, options)->neutral.getType();
    int64_t rowCount = anchor.nest.parallelSize;
    SmallVector<unsigned> rowDims =
        llvm::to_vector(llvm::seq<unsigned>(0, rows));
    bool vectorized = buildRowLaunch(
        rewriter, group, options, rowCount, partialType,
        [&](size_t i) { return isRowReduction(group[i], rows); },
        [&](KernelBuilder &b, size_t i, Value row,
            SmallVectorImpl<Value> &ivs) {
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
};

/// The coordinates in the root buffer of an access through `buffer` with
/// indices `map`: per root dimension the expression (over the op's loops)
/// that indexes it, null where a view in between hides it. Looks through
/// reshapes (a root dimension is known when its group has at most one
/// dimension of size > 1) and rank-preserving subviews (a dimension is
/// known where its offset is 0 and its stride 1). Empty if another view
/// stands between `buffer` and its root.
SmallVector<AffineExpr> rootCoordinates(Value buffer, AffineMap map) {
  SmallVector<AffineExpr> coords(map.getResults());
  MLIRContext *context = map.getContext();
  AffineExpr zero = getAffineConstantExpr(0, context);
  Value root = getRootBuffer(buffer);
  while (buffer != root) {
    if (auto expand = buffer.getDefiningOp<memref::ExpandShapeOp>()) {
      ArrayRef<int64_t> wide = expand.getResultType().getShape();
      SmallVector<AffineExpr> narrow;
      for (ArrayRef<int64_t> group : expand.getReassociationIndices()) {
        SmallVector<int64_t> big = llvm::filter_to_vector(
            group, [&](int64_t d) { return wide[d] != 1; });
        narrow.push_back(big.empty()       ? zero
                         : big.size() == 1 ? coords[big.front()]
                                           : AffineExpr());
      }
      coords = std::move(narrow);
      buffer = expand.getSrc();
      continue;
    }
    if (auto collapse = buffer.getDefiningOp<memref::CollapseShapeOp>()) {
      ArrayRef<int64_t> wide = collapse.getSrcType().getShape();
      SmallVector<AffineExpr> widened(wide.size());
      for (auto [i, group] :
           llvm::enumerate(collapse.getReassociationIndices())) {
        SmallVector<int64_t> big = llvm::filter_to_vector(
            group, [&](int64_t d) { return wide[d] != 1; });
        for (int64_t d : group)
          widened[d] = wide[d] == 1      ? zero
                       : big.size() == 1 ? coords[i]
                                         : AffineExpr();
      }
      coords = std::move(widened);
      buffer = collapse.getSrc();
      continue;
    }
    if (auto subview = buffer.getDefiningOp<memref::SubViewOp>()) {
      if (subview.getSourceType().getRank() != subview.getType().getRank())
        return {};
      for (auto [i, offset, stride] : llvm::enumerate(
               subview.getStaticOffsets(), subview.getStaticStrides()))
        if (offset != 0 || stride != 1)
          coords[i] = AffineExpr();
      buffer = subview.getSource();
      continue;
    }
    return {};
  }
  return coords;
}

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

  std::optional<Combiner> anchorCombiner(const OpKernel &kernel) const {
    const LoopNest &nest = kernel.nest;
    if (nest.parallel.size() != 1 ||
        llvm::find(nest.reduction, nest.ranges.size() - 1) ==
            nest.reduction.end())
      return std::nullopt;
    return getBlockReduction(kernel, options);
  }

  const OpKernel *findAnchor(ArrayRef<OpKernel> group) const {
    for (const OpKernel &kernel : group)
      if (anchorCombiner(kernel))
        return &kernel;
    return nullptr;
  }

  static bool isRowReduction(const OpKernel &kernel) {
    return !kernel.nest.reduction.empty() && kernel.nest.parallel.size() == 1;
  }

  /// The row loop of every member, chosen in order (the first candidate
  /// consistent with the earlier members), or nothing.
  std::optional<SmallVector<unsigned>>
  assignRows(ArrayRef<OpKernel> members, const OpKernel &anchor) const {
    int64_t rows = anchor.nest.ranges[anchor.nest.parallel.front()];
    Type partialType = anchorCombiner(anchor)->neutral.getType();
    struct Located {
      Access access;
      SmallVector<AffineExpr> coords;
      unsigned row;
    };
    SmallVector<Located> earlier;
    SmallVector<unsigned> rowLoops;
    for (const OpKernel &kernel : members) {
      const LoopNest &nest = kernel.nest;
      // A reduction of a whole row needs a block reduction, which keeps the
      // order it has on its own; its partials share the anchor's workgroup
      // buffer. Other ops that would get a block per output (convolutions,
      // weight gradients) stay out: here a block would run its row's
      // outputs one after the other, instead of up to max-blocks of them at
      // once.
      std::optional<Combiner> combiner = getBlockReduction(kernel, options);
      if (isRowReduction(kernel) != combiner.has_value() ||
          (combiner && combiner->neutral.getType() != partialType))
        return std::nullopt;
      SmallVector<Located> mine;
      for (Access &access : getAccesses(kernel)) {
        SmallVector<AffineExpr> coords =
            rootCoordinates(access.buffer, access.map);
        mine.push_back({std::move(access), std::move(coords), 0});
      }
      std::optional<unsigned> chosen;
      for (unsigned candidate : nest.parallel) {
        if (nest.ranges[candidate] != rows)
          continue;
        // A row loop innermost would make neighbouring threads stride.
        bool innermost = candidate == nest.ranges.size() - 1;
        if (innermost && llvm::any_of(nest.parallel, [&](unsigned d) {
              return d != candidate && nest.ranges[d] != 1;
            }))
          continue;
        AffineExpr mineRow =
            getAffineDimExpr(candidate, kernel.op.getContext());
        auto rowLocal = [&](const Located &a, const Located &b) {
          if (a.access.root != b.access.root ||
              (!a.access.write && !b.access.write))
            return true;
          AffineExpr theirRow =
              getAffineDimExpr(a.row, a.access.map.getContext());
          if (a.coords.size() != b.coords.size())
            return false;
          for (auto [x, y] : llvm::zip(a.coords, b.coords))
            if (x && y && x == theirRow && y == mineRow)
              return true;
          return false;
        };
        if (llvm::all_of(earlier, [&](const Located &a) {
              return llvm::all_of(
                  mine, [&](const Located &b) { return rowLocal(a, b); });
            })) {
          chosen = candidate;
          break;
        }
      }
      if (!chosen)
        return std::nullopt;
      rowLoops.push_back(*chosen);
      for (Located &located : mine) {
        located.row = *chosen;
        earlier.push_back(std::move(located));
      }
    }
    return rowLoops;
  }

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

  void build(RewriterBase &rewriter, ArrayRef<OpKernel> group) const {
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
          return llvm::filter_to_vector(
              group[i].nest.parallel,
              [&](unsigned d) { return d != rowLoops[i]; });
        });
    counters.blockPerOutput += group.size();
    counters.channelKernels += 1;
    counters.vectorized += vectorized;
  }
};

struct RematGPULinalgKernelsPass
    : public mlir::remat::impl::RematGPULinalgKernelsBase<
          RematGPULinalgKernelsPass> {
  using Base::Base;
  void runOnOperation() override {
    KernelOptions options{blockSize, maxBlocks, blockReductionMinExtent,
                          vectorWidth};
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
    KernelCounters counters{numThreadPerOutput, numBlockPerOutput,
                            numFoldedFills,     numMergedOps,
                            numChannelKernels,  numVectorized};
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
      for (Operation &op : getOperation().getBody()->getOperations())
        if (auto func = dyn_cast<FunctionOpInterface>(&op))
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
