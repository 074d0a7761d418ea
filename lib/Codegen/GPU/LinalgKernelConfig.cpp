//===- LinalgKernelConfig.cpp - kernel shape of a linalg op -----*- C++ -*-===//
//
// The per-op decisions of remat-gpu-linalg-kernels (see
// LinalgKernelConfig.h): they read the IR and create none.
//
//===----------------------------------------------------------------------===//
#include "LinalgKernelConfig.h"

#include "remat/Codegen/GPU/KernelUtils.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::linalg_kernels;

std::optional<LoopNest> linalg_kernels::getLoopNest(linalg::LinalgOp op) {
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

std::optional<Combiner> linalg_kernels::matchCombiner(linalg::LinalgOp op) {
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

std::optional<OpKernel> linalg_kernels::getOpKernel(linalg::LinalgOp op) {
  if (op->getParentOfType<gpu::LaunchOp>() || !op.hasPureBufferSemantics())
    return std::nullopt;
  std::optional<LoopNest> nest = getLoopNest(op);
  if (!nest || nest->parallelSize == 0 || nest->reductionSize == 0)
    return std::nullopt;
  return OpKernel{op, *nest, findFoldableFill(op)};
}

bool linalg_kernels::isFoldedFill(linalg::LinalgOp op) {
  auto fill = dyn_cast<linalg::FillOp>(op.getOperation());
  if (!fill)
    return false;
  linalg::LinalgOp consumer = findFoldingConsumer(fill);
  return consumer && getOpKernel(consumer);
}

std::optional<Combiner>
linalg_kernels::getBlockReduction(const OpKernel &kernel,
                                  const KernelOptions &options) {
  const LoopNest &nest = kernel.nest;
  if (nest.reduction.empty() ||
      nest.reductionSize < options.blockReductionMinExtent ||
      nest.parallelSize >= options.maxBlocks * options.blockSize)
    return std::nullopt;
  return matchCombiner(kernel.op);
}

int64_t linalg_kernels::getGridReductionSlices(const OpKernel &kernel,
                                               const KernelOptions &options) {
  const LoopNest &nest = kernel.nest;
  if (!options.gridReductions ||
      nest.parallelSize * kGridMinSlices > options.maxBlocks)
    return 1;
  int64_t threads =
      std::min<int64_t>(options.blockSize, roundUpToWarp(nest.reductionSize));
  int64_t slices = std::min(options.maxBlocks / nest.parallelSize,
                            nest.reductionSize / (threads * kGridMinPerThread));
  return slices >= kGridMinSlices ? slices : 1;
}

SmallVector<Access> linalg_kernels::getAccesses(const OpKernel &kernel) {
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

/// The access of `map` when every thread takes `lanes` consecutive values
/// of loop `inner` starting at a multiple of `lanes`; nothing if the loop
/// indexes another dimension or appears in a compound index.
static std::optional<LaneAccess> classifyLaneAccess(AffineMap map,
                                                    unsigned inner) {
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
static bool isLaneAligned(Value buffer, int64_t lanes) {
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

/// The lanes of loop `inner` that each operand of `op` is accessed with, for
/// vectors of `vectorBits`. Operands the body does not read are not
/// vectorized, nor are the outputs unless `vectorizeOutputs` (a reduction
/// accumulates its output in a scalar; a thread-per-output op stores a
/// vector, so its outputs must be contiguous). std::nullopt when some operand
/// cannot be read lane by lane or the lanes do not divide the loop.
static std::optional<VectorPlan> planLanes(linalg::LinalgOp op,
                                           const LoopNest &nest, unsigned inner,
                                           int64_t vectorBits,
                                           bool vectorizeOutputs) {
  VectorPlan plan;
  plan.inner = inner;
  unsigned widest = 0;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    bool isInit = op.isDpsInit(&operand);
    if (!type || (isInit ? !vectorizeOutputs
                         : op.getMatchingBlockArgument(&operand).use_empty())) {
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

std::optional<VectorPlan>
linalg_kernels::getReductionVectorPlan(const OpKernel &kernel,
                                       int64_t vectorBits) {
  if (kernel.nest.reduction.empty())
    return std::nullopt;
  return planLanes(kernel.op, kernel.nest, kernel.nest.reduction.back(),
                   vectorBits, /*vectorizeOutputs=*/false);
}

std::optional<VectorPlan> linalg_kernels::getVectorPlan(const OpKernel &kernel,
                                                        int64_t vectorBits) {
  const LoopNest &nest = kernel.nest;
  if (!nest.reduction.empty() || nest.parallel.empty())
    return std::nullopt;
  return planLanes(kernel.op, nest, nest.parallel.back(), vectorBits,
                   /*vectorizeOutputs=*/true);
}

SmallVector<std::optional<VectorPlan>>
linalg_kernels::getVectorPlans(ArrayRef<OpKernel> group,
                               const KernelOptions &options) {
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
