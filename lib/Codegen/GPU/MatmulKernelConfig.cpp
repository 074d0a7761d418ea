//===- MatmulKernelConfig.cpp - which matmul kernel and tiles ---*- C++ -*-===//
//
// The decisions of remat-gpu-matmul-kernels (see MatmulKernelConfig.h):
// they read the IR and create none.
//
//===----------------------------------------------------------------------===//
#include "MatmulKernelConfig.h"

#include "remat/Codegen/GPU/KernelUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::matmul_kernels;

std::optional<MatmulShape> matmul_kernels::matchMatmul(linalg::LinalgOp op) {
  if (!isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation()))
    return std::nullopt;
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1)
    return std::nullopt;
  MatmulShape shape;
  shape.batched = isa<linalg::BatchMatmulOp>(op.getOperation());
  // Default maps only: (b,)m,n,k -> A(b,)m,k  B(b,)k,n  C(b,)m,n.
  MLIRContext *ctx = op.getContext();
  unsigned d = shape.batched ? 4 : 3;
  auto dim = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  SmallVector<AffineMap> expected;
  unsigned o = shape.batched ? 1 : 0;
  SmallVector<AffineExpr> bPrefix;
  if (shape.batched)
    bPrefix.push_back(dim(0));
  auto withPrefix = [&](AffineExpr x, AffineExpr y) {
    SmallVector<AffineExpr> r(bPrefix);
    r.push_back(x);
    r.push_back(y);
    return AffineMap::get(d, 0, r, ctx);
  };
  expected.push_back(withPrefix(dim(o), dim(o + 2)));
  expected.push_back(withPrefix(dim(o + 2), dim(o + 1)));
  expected.push_back(withPrefix(dim(o), dim(o + 1)));
  if (op.getIndexingMapsArray() != ArrayRef<AffineMap>(expected))
    return std::nullopt;
  shape.a = op.getDpsInputOperand(0)->get();
  shape.b = op.getDpsInputOperand(1)->get();
  shape.c = op.getDpsInitOperand(0)->get();
  auto aType = dyn_cast<MemRefType>(shape.a.getType());
  auto bType = dyn_cast<MemRefType>(shape.b.getType());
  auto cType = dyn_cast<MemRefType>(shape.c.getType());
  if (!aType || !bType || !cType || !aType.hasStaticShape() ||
      !bType.hasStaticShape() || !cType.hasStaticShape())
    return std::nullopt;
  auto elementType = dyn_cast<FloatType>(aType.getElementType());
  auto resultType = dyn_cast<FloatType>(cType.getElementType());
  if (!elementType || !resultType || bType.getElementType() != elementType)
    return std::nullopt;
  // The body must be the plain multiply-accumulate, in C's type; bf16/f16
  // inputs with an f32 C (PyTorch's accumulation) extend both first.
  Block &body = op->getRegion(0).front();
  SmallVector<Operation *> ops = llvm::map_to_vector(
      body.without_terminator(), [](Operation &o) { return &o; });
  bool mixed = elementType != resultType;
  if (mixed &&
      !((elementType.isBF16() || elementType.isF16()) && resultType.isF32()))
    return std::nullopt;
  size_t extensions = mixed ? 2 : 0;
  if (ops.size() != extensions + 2 ||
      !llvm::all_of(ArrayRef(ops).take_front(extensions),
                    [](Operation *o) { return isa<arith::ExtFOp>(o); }) ||
      !isa<arith::MulFOp>(ops[extensions]) ||
      !isa<arith::AddFOp>(ops[extensions + 1]))
    return std::nullopt;
  shape.elementType = elementType;
  shape.resultType = resultType;
  ArrayRef<int64_t> as = aType.getShape(), bs = bType.getShape();
  if (shape.batched)
    shape.batch = as[0];
  shape.m = as[o];
  shape.k = as[o + 1];
  shape.n = bs[o + 1];
  return shape;
}

/// Whether `op`, standing between a transpose of `source` and the matmul
/// that reads it, leaves `source` unchanged.
static bool leavesUnchanged(Operation *op, Value sourceRoot) {
  if (isa<memref::AllocOp, memref::DeallocOp>(op) || isMemoryEffectFree(op))
    return true;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return llvm::none_of(linalgOp.getDpsInits(), [&](Value init) {
      return getRootBuffer(init) == sourceRoot;
    });
  if (isa<gpu::LaunchOp>(op)) {
    // A kernel built before: what it stores to.
    WalkResult stores = op->walk([&](Operation *nested) {
      if (auto store = dyn_cast<memref::StoreOp>(nested))
        if (getRootBuffer(store.getMemRef()) != sourceRoot)
          return WalkResult::advance();
      // The 16-bit kernels' copies write workgroup tiles; ldmatrix reads.
      if (auto copy = dyn_cast<nvgpu::DeviceAsyncCopyOp>(nested))
        if (getRootBuffer(copy.getDst()) != sourceRoot)
          return WalkResult::advance();
      // wgmma reads shared memory and writes registers; the fences and
      // group ops order, they do not store.
      if (isa<nvgpu::LdMatrixOp, nvgpu::DeviceAsyncCreateGroupOp,
              nvgpu::DeviceAsyncWaitOp, NVVM::WgmmaMmaAsyncOp,
              NVVM::WgmmaFenceAlignedOp, NVVM::WgmmaGroupSyncAlignedOp,
              NVVM::WgmmaWaitGroupSyncOp, NVVM::FenceProxyOp>(nested))
        return WalkResult::advance();
      if (isa<memref::StoreOp>(nested) ||
          (!isMemoryEffectFree(nested) && !isa<memref::LoadOp>(nested) &&
           nested->getNumRegions() == 0 &&
           !nested->hasTrait<OpTrait::IsTerminator>() &&
           !isa<gpu::BarrierOp, gpu::ShuffleOp>(nested)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    return !stores.wasInterrupted();
  }
  return false;
}

std::optional<TransposedOperand>
matmul_kernels::findTransposedOperand(Value operand, Operation *matmul) {
  TransposedOperand folded;
  Value buffer = operand;
  auto collapse = operand.getDefiningOp<memref::CollapseShapeOp>();
  if (collapse) {
    buffer = collapse.getSrc();
    folded.wide = cast<MemRefType>(buffer.getType());
    folded.groups = collapse.getReassociationIndices();
  }
  auto alloc = buffer.getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != matmul->getBlock() ||
      !alloc.getType().getLayout().isIdentity() ||
      !alloc.getType().hasStaticShape())
    return std::nullopt;
  for (Operation *user : buffer.getUsers()) {
    if (isa<memref::DeallocOp>(user)) {
      if (folded.bufferDealloc)
        return std::nullopt;
      folded.bufferDealloc = user;
      continue;
    }
    if (user == collapse || (!collapse && user == matmul))
      continue;
    auto transpose = dyn_cast<linalg::TransposeOp>(user);
    if (!transpose || transpose.getInit() != buffer || folded.transpose ||
        transpose->getBlock() != matmul->getBlock() ||
        !transpose->isBeforeInBlock(matmul) ||
        !transpose.hasPureBufferSemantics())
      return std::nullopt;
    folded.transpose = transpose;
  }
  if (!folded.transpose)
    return std::nullopt;
  folded.input = folded.transpose.getInput();
  folded.permutation = llvm::to_vector(folded.transpose.getPermutation());
  if (collapse)
    for (Operation *user : collapse->getUsers())
      if (user != matmul && !isa<memref::DeallocOp>(user))
        return std::nullopt;
  Value sourceRoot = getRootBuffer(folded.input);
  for (Operation *op = folded.transpose->getNextNode(); op != matmul;
       op = op->getNextNode()) {
    if (!leavesUnchanged(op, sourceRoot))
      return std::nullopt;
    auto dealloc = dyn_cast<memref::DeallocOp>(op);
    if (dealloc && getRootBuffer(dealloc.getMemref()) == sourceRoot) {
      // The input then lives until the transposed buffer would have been
      // freed: only when it is no larger (a slice of a bigger buffer is
      // not worth keeping) and that buffer is freed after the matmul.
      auto rootType = dyn_cast<MemRefType>(sourceRoot.getType());
      if (folded.inputDealloc || !folded.bufferDealloc ||
          !matmul->isBeforeInBlock(folded.bufferDealloc) || !rootType ||
          !rootType.hasStaticShape() ||
          rootType.getNumElements() > alloc.getType().getNumElements() ||
          rootType.getElementType() != alloc.getType().getElementType())
        return std::nullopt;
      folded.inputDealloc = op;
    }
  }
  return folded;
}

/// Static bytes of an allocation (-1 if not static).
static int64_t allocBytes(memref::AllocOp alloc) {
  MemRefType type = alloc.getType();
  if (!type.hasStaticShape() || !type.getElementType().isIntOrFloat())
    return -1;
  return type.getNumElements() *
         ((type.getElementType().getIntOrFloatBitWidth() + 7) / 8);
}

std::optional<Epilogue>
matmul_kernels::findEpilogue(Operation *matmul, const MatmulShape &s,
                             SmallVectorImpl<Operation *> &toHoist) {
  Operation *next = matmul->getNextNode();
  SmallVector<Operation *> between;
  for (; next; next = next->getNextNode()) {
    if (isa<memref::AllocOp, memref::DeallocOp>(next) ||
        (isMemoryEffectFree(next) && next->getNumRegions() == 0 &&
         !isa<linalg::LinalgOp>(next))) {
      between.push_back(next);
      continue;
    }
    break;
  }
  auto op = dyn_cast_if_present<linalg::GenericOp>(next);
  if (!op || !op.hasPureBufferSemantics() ||
      op.getNumLoops() != op.getNumParallelLoops())
    return std::nullopt;
  Epilogue e;
  e.op = op;
  Value cRoot = getRootBuffer(s.c);
  SmallVector<Value> matmulRoots{getRootBuffer(s.a), getRootBuffer(s.b)};
  for (const auto &folded : {s.aSource, s.bSource})
    if (folded)
      matmulRoots.push_back(getRootBuffer(folded->input));
  for (OpOperand &operand : op->getOpOperands()) {
    Value value = operand.get();
    if (!isa<MemRefType>(value.getType()))
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (getRootBuffer(value) == cRoot) {
      if (!map.isPermutation() || (e.cView && e.cView != value) ||
          (e.cMap && e.cMap != map))
        return std::nullopt;
      e.cView = value;
      e.cMap = map;
      continue;
    }
    for (AffineExpr expr : map.getResults())
      if (!isa<AffineDimExpr, AffineConstantExpr>(expr))
        return std::nullopt;
    if (op.isDpsInit(&operand)) {
      if (llvm::is_contained(matmulRoots, getRootBuffer(value)))
        return std::nullopt;
      // Another operand on this buffer: only the same element.
      for (OpOperand &other : op->getOpOperands())
        if (&other != &operand && isa<MemRefType>(other.get().getType()) &&
            getRootBuffer(other.get()) == getRootBuffer(value) &&
            (other.get() != value || op.getMatchingIndexingMap(&other) != map))
          return std::nullopt;
    }
  }
  if (!e.cView)
    return std::nullopt;
  auto cType = cast<MemRefType>(s.c.getType());
  if (e.cView != s.c) {
    auto expand = e.cView.getDefiningOp<memref::ExpandShapeOp>();
    if (!expand || expand.getSrc() != s.c ||
        !cast<MemRefType>(e.cView.getType()).hasStaticShape())
      return std::nullopt;
    e.groups = expand.getReassociationIndices();
  }
  if (op.getNumLoops() !=
      static_cast<unsigned>(cast<MemRefType>(e.cView.getType()).getRank()))
    return std::nullopt;
  (void)cType;
  // Hoisting the allocations between must not lift the block's peak.
  Block *block = matmul->getBlock();
  DenseMap<Value, int64_t> bytes;
  DenseMap<Operation *, int64_t> liveBefore;
  int64_t live = 0, peak = 0;
  for (Operation &it : *block) {
    liveBefore[&it] = live;
    if (auto alloc = dyn_cast<memref::AllocOp>(it)) {
      int64_t size = allocBytes(alloc);
      if (size < 0)
        return std::nullopt;
      bytes[alloc.getResult()] = size;
      live += size;
    } else if (auto dealloc = dyn_cast<memref::DeallocOp>(it)) {
      live -= bytes.lookup(getRootBuffer(dealloc.getMemref()));
    }
    peak = std::max(peak, live);
  }
  int64_t hoisted = 0;
  for (Operation *it : llvm::reverse(between))
    if (auto alloc = dyn_cast<memref::AllocOp>(it)) {
      hoisted += bytes.lookup(alloc.getResult());
    } else if (liveBefore.lookup(it) + hoisted > peak) {
      return std::nullopt;
    }
  if (liveBefore.lookup(matmul) + hoisted > peak)
    return std::nullopt;
  for (Operation *it : between)
    if (!isa<memref::DeallocOp>(it))
      toHoist.push_back(it);
  return e;
}

/// Whether `operand` (A or B, rows of `chunk` elements contiguous in the
/// tile's minor dimension) can be staged with 16-byte cp.async chunks: it
/// is read directly (no folded transpose), has strides with a unit
/// innermost one, every other stride, the offset and the innermost size
/// multiples of `chunk` (so every chunk is 16-byte aligned and wholly in
/// or out of bounds), and its root is an allocation or a function argument
/// (device buffers: cuMemAlloc aligns to 256 bytes).
static bool asyncCopyable(Value operand, bool folded, int64_t chunk) {
  auto type = cast<MemRefType>(operand.getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (folded || failed(type.getStridesAndOffset(strides, offset)) ||
      strides.empty() || strides.back() != 1 || ShapedType::isDynamic(offset) ||
      offset % chunk != 0 || type.getShape().back() % chunk != 0)
    return false;
  for (int64_t stride : ArrayRef(strides).drop_back())
    if (ShapedType::isDynamic(stride) || stride % chunk != 0)
      return false;
  Value root = getRootBuffer(operand);
  if (auto arg = dyn_cast<BlockArgument>(root))
    return isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
  return isa_and_nonnull<memref::AllocOp, gpu::AllocOp>(root.getDefiningOp());
}

bool matmul_kernels::isTensorMapOperand(Value operand, int64_t chunk) {
  return asyncCopyable(operand, /*folded=*/false, chunk);
}

bool matmul_kernels::kMajorB(const std::optional<TransposedOperand> &b,
                             bool batched) {
  // The transpose swaps the two matrix dimensions only (the batch stays),
  // and the matmul reads its output directly (no collapse between).
  SmallVector<int64_t> swap =
      batched ? SmallVector<int64_t>{0, 2, 1} : SmallVector<int64_t>{1, 0};
  return b && !b->wide && b->permutation == swap &&
         isTensorMapOperand(b->input, /*chunk=*/4);
}

MatmulKernelConfig matmul_kernels::chooseMatmulKernel(
    const MatmulShape &s, TensorCoreKind tensorCores, HalfKernelKind halfKernel,
    int64_t pipelineStages) {
  MatmulKernelConfig config;
  if (s.elementType.isBF16() || s.elementType.isF16()) {
    config.kind = isTmaKernel(halfKernel) ? MatmulKernelKind::HalfTma
                  : halfKernel == HalfKernelKind::wgmma
                      ? MatmulKernelKind::HalfWgmma
                      : MatmulKernelKind::HalfMmaSync;
    config.pipelineStages = pipelineStages;
    config.warpSpecialized = halfKernel == HalfKernelKind::tma_ws;
    config.asyncA = asyncCopyable(s.a, s.aSource.has_value(), kHalfChunk);
    config.asyncB = asyncCopyable(s.b, s.bSource.has_value(), kHalfChunk);
  } else if (tensorCores == TensorCoreKind::tf32_tma && s.elementType.isF32()) {
    // K-major B only (wgmma tf32 has no transpose): B read through a folded
    // transpose of an N x K buffer; the caller checks the tensor maps.
    config.kind = MatmulKernelKind::TF32Tma;
    config.pipelineStages = pipelineStages;
  } else if (tensorCores == TensorCoreKind::tf32 && s.elementType.isF32()) {
    config.kind = MatmulKernelKind::TF32;
  } else {
    config.kind = MatmulKernelKind::FMA;
  }
  return config;
}
