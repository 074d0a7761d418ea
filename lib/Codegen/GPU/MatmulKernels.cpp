//===- MatmulKernels.cpp - tiled matmul kernels -----------------*- C++ -*-===//
//
// Upstream reaches a shared-memory tiled matmul through transform scripts
// (tile_using_forall + promote + map_nested_forall_to_threads, run with
// transform-preload-library and transform-interpreter). This pass writes
// the kernel directly as a gpu.launch on the bufferized op, because the
// kernel needs what those ops do not express: workgroup tiles padded so
// that fragment loads are free of bank conflicts, accumulators carried as
// loop SSA values (registers, no private array), tf32 rounding on the way
// into workgroup memory, and guards only on the edges that need them; and
// remat-lower-to-nvvm stays one pipeline with no script next to the IR.
// One pattern (MatmulToTiledKernel) per matmul; the kernels:
//
// tensor-cores=none (buildFMAKernel), exact fp32:
//   grid (ceil(N/64), ceil(M/64), batch), block (16, 16)
//   for k0 in 0..K step 16:
//     As[64][16] <- A[m0:+64, k0:+16]   (4 elements per thread)
//     Bs[16][64] <- B[k0:+16, n0:+64]   (4 elements per thread)
//     barrier
//     for kk in 0..16: acc[i][j] += As[ty+16i][kk] * Bs[kk][tx+16j]
//     barrier
//   C[m0+ty+16i][n0+tx+16j] += acc[i][j]
// The 16 accumulators are loop-carried SSA values (registers), not a
// private array.
//
// tensor-cores=tf32 (buildTF32Kernel), f32 matmuls on the tensor cores:
//   grid (ceil(N/64), ceil(M/64), batch), block (128): 4 warps in 2x2, each
//   owning a 32x32 piece of the 64x64 tile = 2x4 mma tiles of 16x8
//   for k0 in 0..K step 16:
//     As[64][16+4] <- tf32(A[m0:+64, k0:+16])   (8 elements per thread)
//     Bs[16][64+8] <- tf32(B[k0:+16, n0:+64])   (8 elements per thread)
//     barrier
//     for ks in {0, 8}: load the A fragments (2) and B fragments (4) of the
//       warp from As/Bs, 8 x nvgpu.mma.sync m16n8k8 (tf32 in, f32 acc)
//     barrier
//   C[...] += acc fragments (element placement of the m16n8 accumulator)
// Fragment placement (PTX ISA, "Matrix Fragments for mma.m16n8k8", .tf32),
// lane = 4 * group + quad (group = lane / 4, quad = lane % 4):
//   A (16x8, row-major), 4 registers: a[r] = A[group + 8 * (r % 2)]
//                                              [quad + 4 * (r / 2)]
//   B (8x8, "col"), 2 registers:      b[r] = B[quad + 4 * r][group]
//   C/D (16x8), 4 registers:          c[r] = C[group + 8 * (r / 2)]
//                                              [2 * quad + r % 2]
// nvgpu.mma.sync takes these as vector<4x1xf32>, vector<2x1xf32> and
// vector<2x2xf32> (row i of C's vector = registers 2i, 2i+1). The row
// paddings (+4 for A, +8 for B) make the 32 lanes of a fragment load hit
// 32 different banks: A: (20 * group + quad) % 32, B: (72 * quad + group) %
// 32 are all distinct.
//
// bf16/f16 matmuls take the tensor cores whatever tensor-cores says:
// half-kernel=mma-sync (buildHalfKernel) the 2x2-warp tiling above with
// ldmatrix and mma.sync m16n8k16, half-kernel=wgmma (buildWgmmaKernel,
// sm_90a) one warpgroup issuing wgmma.mma_async m64n64k16 on shared memory;
// both behind the same cp.async pipeline (buildPipelinedLoop).
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/GPU/KernelUtils.h"
#include "remat/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATGPUMATMULKERNELS
#include "remat/Codegen/GPU/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
constexpr int64_t kThreads = 16;  // threads per block dimension
constexpr int64_t kPerThread = 4; // outputs per thread per dimension
constexpr int64_t kTile = kThreads * kPerThread; // 64
constexpr int64_t kTileK = 16;

/// An operand buffer whose only writer is a linalg.transpose of `source`
/// (possibly read through a collapse_shape): the kernel reads `source` at
/// the permuted indices instead, and the transpose is erased (a
/// transpose kernel and its buffer fewer).
struct TransposedOperand {
  linalg::TransposeOp transpose; // erased before the kernel is built
  Value input;                   // the transpose's input
  SmallVector<int64_t> permutation;
  // The collapse the matmul reads (null: it reads the transpose's output):
  // its source shape and groups.
  MemRefType wide;
  SmallVector<ReassociationIndices> groups;
  // The input's deallocation between the transpose and the matmul, which
  // moves to where the transposed buffer was freed (same bytes, same time).
  Operation *inputDealloc = nullptr;
  Operation *bufferDealloc = nullptr;
};

/// An elementwise linalg.generic right after the matmul that reads C at
/// the element the kernel stores (directly, or through a memref.expand_shape
/// of C, whose groups split C's indices; its loops a permutation of those): the
/// kernel runs its body on the value it stores to C and writes its outputs in
/// the same thread, and the generic is erased (its kernel and a round trip of C
/// fewer).
struct Epilogue {
  linalg::GenericOp op;
  Value cView;    // s.c or the expand_shape of it that `op` reads
  AffineMap cMap; // how `op` reads it: a permutation of its loops
  SmallVector<ReassociationIndices> groups; // of the expand_shape, if any
};

struct MatmulShape {
  Value a, b, c;
  std::optional<TransposedOperand> aSource, bSource;
  std::optional<Epilogue> epilogue;
  bool batched = false;
  int64_t batch = 1, m = 0, n = 0, k = 0;
  FloatType elementType; // of A and B
  FloatType resultType;  // of C: elementType, or f32 for bf16/f16 inputs
};

/// Matches linalg.matmul / linalg.batch_matmul on static memrefs with the
/// default indexing maps and one float element type.
static std::optional<MatmulShape> matchMatmul(linalg::LinalgOp op) {
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

/// Index arithmetic, guarded loads and the guarded `C += acc` update shared
/// by both kernels. Constants are created where the insertion point is
/// (inside the kernel, so that outlining needs not pass them).
struct KernelBuilder {
  RewriterBase &rewriter;
  Location loc;
  const MatmulShape &s;
  Value bz;    // batch index (block z)
  Value zero;  // 0.0 of the element type
  Value cInit; // the folded fill's value C starts from; null: C's contents

  Value cst(int64_t v) {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  }
  Value add(Value x, Value y) {
    return arith::AddIOp::create(rewriter, loc, x, y);
  }
  Value mul(Value x, int64_t y) {
    return arith::MulIOp::create(rewriter, loc, x, cst(y));
  }
  Value div(Value x, int64_t y) {
    return arith::DivUIOp::create(rewriter, loc, x, cst(y));
  }
  Value rem(Value x, int64_t y) {
    return arith::RemUIOp::create(rewriter, loc, x, cst(y));
  }
  SmallVector<Value> index(Value row, Value col) {
    SmallVector<Value> idx;
    if (s.batched)
      idx.push_back(bz);
    idx.push_back(row);
    idx.push_back(col);
    return idx;
  }
  Value lessThan(Value x, int64_t bound) {
    return arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ult, x,
                                 cst(bound));
  }
  /// `row < rowBound && col < colBound`, only for the guarded dimensions;
  /// null when neither is guarded.
  Value inBounds(Value row, bool rowGuard, int64_t rowBound, Value col,
                 bool colGuard, int64_t colBound) {
    Value cond;
    if (rowGuard)
      cond = lessThan(row, rowBound);
    if (colGuard) {
      Value c = lessThan(col, colBound);
      cond =
          cond ? arith::AndIOp::create(rewriter, loc, cond, c).getResult() : c;
    }
    return cond;
  }
  /// source[indices], read through the transpose that wrote `source` if
  /// it was folded (see TransposedOperand).
  Value loadOperand(Value source, SmallVector<Value> indices) {
    const std::optional<TransposedOperand> &folded = source == s.a ? s.aSource
                                                     : source == s.b
                                                         ? s.bSource
                                                         : std::nullopt;
    if (!folded)
      return memref::LoadOp::create(rewriter, loc, source, indices);
    if (folded->wide) {
      // Each collapsed index splits over its group (innermost fastest).
      MemRefType wide = folded->wide;
      SmallVector<Value> expanded;
      for (auto [i, group] : llvm::enumerate(folded->groups)) {
        SmallVector<Value> parts(group.size());
        Value rest = indices[i];
        for (int64_t j = group.size() - 1; j >= 0; --j) {
          int64_t size = wide.getDimSize(group[j]);
          parts[j] = j == 0 ? rest : rem(rest, size);
          if (j > 0)
            rest = div(rest, size);
        }
        expanded.append(parts);
      }
      indices = expanded;
    }
    // linalg.transpose: output index k is input index permutation[k].
    SmallVector<Value> sourceIndices(indices.size());
    for (auto [k, p] : llvm::enumerate(folded->permutation))
      sourceIndices[p] = indices[k];
    return memref::LoadOp::create(rewriter, loc, folded->input, sourceIndices);
  }
  /// Loads source[row, col] if (row, col) is in bounds, else zero.
  Value guardedLoad(Value source, Value row, Value col, bool rowGuard,
                    int64_t rowBound, bool colGuard, int64_t colBound) {
    Value cond = inBounds(row, rowGuard, rowBound, col, colGuard, colBound);
    if (!cond)
      return loadOperand(source, index(row, col));
    auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{s.elementType}, cond,
                                  /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
    Value v = loadOperand(source, index(row, col));
    scf::YieldOp::create(rewriter, loc, v);
    rewriter.setInsertionPointToStart(&ifOp.getElseRegion().front());
    scf::YieldOp::create(rewriter, loc, zero);
    return ifOp.getResult(0);
  }
  /// tile[tileIndices..+elements) <- source[row, col..+elements) with one
  /// 16-byte cp.async (bypassing L1); out of bounds (only the guarded
  /// dimensions are checked; the whole chunk is in or out) it reads
  /// nothing from source[0, 0] and zero-fills (src-size 0).
  Value asyncCopy(Value source, Value row, bool rowGuard, int64_t rowBound,
                  Value col, bool colGuard, int64_t colBound, Value tile,
                  ValueRange tileIndices, int64_t elements) {
    Value cond = inBounds(row, rowGuard, rowBound, col, colGuard, colBound);
    Value srcElements;
    if (cond) {
      Value zeroIndex = cst(0);
      row = arith::SelectOp::create(rewriter, loc, cond, row, zeroIndex);
      col = arith::SelectOp::create(rewriter, loc, cond, col, zeroIndex);
      srcElements = arith::SelectOp::create(rewriter, loc, cond, cst(elements),
                                            zeroIndex);
    }
    return nvgpu::DeviceAsyncCopyOp::create(
        rewriter, loc, nvgpu::DeviceAsyncTokenType::get(rewriter.getContext()),
        tile, tileIndices, source, index(row, col),
        rewriter.getIndexAttr(elements), srcElements, rewriter.getUnitAttr());
  }
  /// C[row, col] += acc (C = fill + acc where a fill was folded), guarded
  /// where M or N is ragged.
  void accumulateIntoC(Value row, Value col, Value acc, bool guardM,
                       bool guardN) {
    Value cond = inBounds(row, guardM, s.m, col, guardN, s.n);
    OpBuilder::InsertionGuard guard(rewriter);
    if (cond) {
      auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{}, cond,
                                    /*withElseRegion=*/false);
      rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
    }
    Value old =
        cInit ? cInit
              : memref::LoadOp::create(rewriter, loc, s.c, index(row, col))
                    .getResult();
    // The tensor-core kernels accumulate in f32: a bf16/f16 C is added in
    // f32 and rounded once.
    bool widen = acc.getType() != old.getType();
    if (widen)
      old = arith::ExtFOp::create(rewriter, loc, acc.getType(), old);
    Value sum = arith::AddFOp::create(rewriter, loc, old, acc);
    if (widen)
      sum = arith::TruncFOp::create(rewriter, loc, s.resultType, sum);
    memref::StoreOp::create(rewriter, loc, sum, s.c, index(row, col));
    if (s.epilogue)
      emitEpilogue(index(row, col), sum);
  }
  /// The fused epilogue (see Epilogue) at C's element `cIndex`, whose new
  /// value is `stored`.
  void emitEpilogue(ArrayRef<Value> cIndex, Value stored) {
    const Epilogue &e = *s.epilogue;
    // The indices of the view of C the generic reads, and through its
    // (permutation) map the generic's loops.
    SmallVector<Value> viewIndex;
    if (e.groups.empty()) {
      viewIndex.assign(cIndex.begin(), cIndex.end());
    } else {
      auto wide = cast<MemRefType>(e.cView.getType());
      for (auto [i, group] : llvm::enumerate(e.groups)) {
        SmallVector<Value> parts(group.size());
        Value rest = cIndex[i];
        for (int64_t j = group.size() - 1; j >= 0; --j) {
          int64_t size = wide.getDimSize(group[j]);
          parts[j] = j == 0 ? rest : rem(rest, size);
          if (j > 0)
            rest = div(rest, size);
        }
        viewIndex.append(parts);
      }
    }
    SmallVector<Value> ivs(viewIndex.size());
    for (auto [k, expr] : llvm::enumerate(e.cMap.getResults()))
      ivs[cast<AffineDimExpr>(expr).getPosition()] = viewIndex[k];
    auto indices = [&](AffineMap map) {
      SmallVector<Value> result;
      for (AffineExpr expr : map.getResults()) {
        if (auto dim = dyn_cast<AffineDimExpr>(expr))
          result.push_back(ivs[dim.getPosition()]);
        else
          result.push_back(cst(cast<AffineConstantExpr>(expr).getValue()));
      }
      return result;
    };
    linalg::GenericOp op = e.op;
    Block *body = op.getBlock();
    IRMapping mapping;
    for (OpOperand &operand : op->getOpOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(&operand);
      if (arg.use_empty())
        continue;
      if (operand.get() == e.cView) {
        mapping.map(arg, stored);
        continue;
      }
      if (!isa<MemRefType>(operand.get().getType())) {
        mapping.map(arg, operand.get()); // scalar operand
        continue;
      }
      mapping.map(arg, memref::LoadOp::create(
                           rewriter, loc, operand.get(),
                           indices(op.getMatchingIndexingMap(&operand))));
    }
    for (Operation &nested : body->getOperations()) {
      if (auto indexOp = dyn_cast<linalg::IndexOp>(nested)) {
        mapping.map(indexOp.getResult(), ivs[indexOp.getDim()]);
        continue;
      }
      if (auto yield = dyn_cast<linalg::YieldOp>(nested)) {
        for (auto [init, value] :
             llvm::zip(op.getDpsInitsMutable(), yield.getValues()))
          memref::StoreOp::create(rewriter, loc, mapping.lookupOrDefault(value),
                                  init.get(),
                                  indices(op.getMatchingIndexingMap(&init)));
        continue;
      }
      rewriter.clone(nested, mapping);
    }
  }
};

/// Creates the gpu.launch of a kernel with `threads` threads per block
/// (x, y), 2-D grid over (N, M) tiles of `tile` and the batch on z (and
/// `dynamicSharedBytes` of dynamic shared memory), and returns it with the
/// insertion point at the start of its body.
static gpu::LaunchOp createLaunch(RewriterBase &rewriter, Location loc,
                                  const MatmulShape &s, int64_t tileM,
                                  int64_t tileN, int64_t threadsX,
                                  int64_t threadsY, TypeRange workgroup,
                                  int64_t dynamicSharedBytes = 0) {
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  };
  Value one = cst(1);
  Value dynamicShared;
  if (dynamicSharedBytes)
    dynamicShared =
        arith::ConstantIntOp::create(rewriter, loc, dynamicSharedBytes, 32);
  auto launch = gpu::LaunchOp::create(
      rewriter, loc, cst((s.n + tileN - 1) / tileN),
      cst((s.m + tileM - 1) / tileM), cst(s.batch), cst(threadsX),
      cst(threadsY), one, dynamicShared, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/ValueRange(), workgroup);
  rewriter.setInsertionPointToStart(&launch.getBody().front());
  return launch;
}

static MemRefType workgroupTile(RewriterBase &rewriter, int64_t rows,
                                int64_t cols, Type elementType) {
  Attribute workgroup = gpu::AddressSpaceAttr::get(
      rewriter.getContext(), gpu::AddressSpace::Workgroup);
  return MemRefType::get({rows, cols}, elementType, MemRefLayoutAttrInterface(),
                         workgroup);
}

/// Builds the fp32 FMA kernel that replaces `op` (tensor-cores=none).
static void buildFMAKernel(RewriterBase &rewriter, Operation *op,
                           const MatmulShape &s, Value cInit) {
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  gpu::LaunchOp launch =
      createLaunch(rewriter, loc, s, kTile, kTile, kThreads, kThreads,
                   {workgroupTile(rewriter, kTile, kTileK, s.elementType),
                    workgroupTile(rewriter, kTileK, kTile, s.elementType)});
  Value zero = arith::ConstantOp::create(
      rewriter, loc, s.elementType, rewriter.getFloatAttr(s.elementType, 0.0));
  KernelBuilder b{rewriter, loc, s, launch.getBlockIds().z, zero, cInit};
  auto cst = [&](int64_t v) { return b.cst(v); };
  auto add = [&](Value x, Value y) { return b.add(x, y); };

  Value tx = launch.getThreadIds().x, ty = launch.getThreadIds().y;
  Value m0 = b.mul(launch.getBlockIds().y, kTile);
  Value n0 = b.mul(launch.getBlockIds().x, kTile);
  Value aTile = launch.getWorkgroupAttributions()[0];
  Value bTile = launch.getWorkgroupAttributions()[1];
  bool guardM = s.m % kTile != 0, guardN = s.n % kTile != 0,
       guardK = s.k % kTileK != 0;

  // B tile coordinates of this thread: linear id t = ty*16+tx covers
  // 256 consecutive elements of the 16x64 tile per step l.
  Value bRowBase = b.div(ty, 4);
  Value bCol = add(b.mul(b.rem(ty, 4), kThreads), tx);

  SmallVector<Value> init(kPerThread * kPerThread, zero);
  auto kLoop =
      scf::ForOp::create(rewriter, loc, cst(0), cst(s.k), cst(kTileK), init);
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(kLoop.getBody());
    Value k0 = kLoop.getInductionVar();
    for (int64_t l = 0; l < kPerThread; ++l) {
      // A tile: row ty + 16l, column tx.
      Value row = add(ty, cst(kThreads * l));
      Value v = b.guardedLoad(s.a, add(m0, row), add(k0, tx), guardM, s.m,
                              guardK, s.k);
      memref::StoreOp::create(rewriter, loc, v, aTile, ValueRange{row, tx});
      // B tile: row ty/4 + 4l, column (ty%4)*16 + tx.
      Value bRow = add(bRowBase, cst(4 * l));
      Value w = b.guardedLoad(s.b, add(k0, bRow), add(n0, bCol), guardK, s.k,
                              guardN, s.n);
      memref::StoreOp::create(rewriter, loc, w, bTile, ValueRange{bRow, bCol});
    }
    gpu::BarrierOp::create(rewriter, loc);
    auto kkLoop = scf::ForOp::create(rewriter, loc, cst(0), cst(kTileK), cst(1),
                                     kLoop.getRegionIterArgs());
    {
      OpBuilder::InsertionGuard inner(rewriter);
      rewriter.setInsertionPointToStart(kkLoop.getBody());
      Value kk = kkLoop.getInductionVar();
      SmallVector<Value> as, bs;
      for (int64_t i = 0; i < kPerThread; ++i)
        as.push_back(memref::LoadOp::create(
            rewriter, loc, aTile, ValueRange{add(ty, cst(kThreads * i)), kk}));
      for (int64_t j = 0; j < kPerThread; ++j)
        bs.push_back(memref::LoadOp::create(
            rewriter, loc, bTile, ValueRange{kk, add(tx, cst(kThreads * j))}));
      // mul + add with `contract` fuse to fma.rn in NVPTX (math.fma would
      // become a libdevice call).
      auto contract = arith::FastMathFlagsAttr::get(
          rewriter.getContext(), arith::FastMathFlags::contract);
      SmallVector<Value> next;
      for (int64_t i = 0; i < kPerThread; ++i)
        for (int64_t j = 0; j < kPerThread; ++j)
          next.push_back(arith::AddFOp::create(
              rewriter, loc,
              arith::MulFOp::create(rewriter, loc, as[i], bs[j], contract),
              kkLoop.getRegionIterArgs()[i * kPerThread + j], contract));
      scf::YieldOp::create(rewriter, loc, next);
    }
    gpu::BarrierOp::create(rewriter, loc);
    scf::YieldOp::create(rewriter, loc, kkLoop.getResults());
  }

  for (int64_t i = 0; i < kPerThread; ++i)
    for (int64_t j = 0; j < kPerThread; ++j)
      b.accumulateIntoC(add(m0, add(ty, cst(kThreads * i))),
                        add(n0, add(tx, cst(kThreads * j))),
                        kLoop.getResult(i * kPerThread + j), guardM, guardN);
  gpu::TerminatorOp::create(rewriter, loc);
  rewriter.eraseOp(op);
}

// Tensor-core (tf32) kernel parameters; see the file comment.
constexpr int64_t kTcTileM = 64, kTcTileN = 64, kTcTileK = 16;
constexpr int64_t kMmaM = 16, kMmaN = 8, kMmaK = 8;
constexpr int64_t kWarpSize = 32;
constexpr int64_t kWarpsM = 2, kWarpsN = 2;
constexpr int64_t kWarpTileM = kTcTileM / kWarpsM;            // 32
constexpr int64_t kWarpTileN = kTcTileN / kWarpsN;            // 32
constexpr int64_t kMmaTilesM = kWarpTileM / kMmaM;            // 2
constexpr int64_t kMmaTilesN = kWarpTileN / kMmaN;            // 4
constexpr int64_t kTcThreads = kWarpsM * kWarpsN * kWarpSize; // 128
constexpr int64_t kAPad = 4, kBPad = 8; // row paddings against bank conflicts
static_assert(kTcTileM * kTcTileK % kTcThreads == 0 &&
                  kTcTileK * kTcTileN % kTcThreads == 0 &&
                  kTcThreads % kTcTileK == 0 && kTcThreads % kTcTileN == 0,
              "every thread stages whole rows of the tiles");

/// Rounds an f32 to tf32 (cvt.rna.tf32.f32: 10 mantissa bits, round to
/// nearest, ties away from zero), kept in an f32 register.
static Value roundToTF32(RewriterBase &rewriter, Location loc, Value v) {
  auto cvt = NVVM::ConvertFloatToTF32Op::create(
      rewriter, loc, rewriter.getI32Type(), v, NVVM::FPRoundingMode::RNA,
      NVVM::SaturationMode::NONE, /*relu=*/false);
  return arith::BitcastOp::create(rewriter, loc, rewriter.getF32Type(), cvt);
}

/// The per-precision parts of the warp-tiled tensor-core kernel: the K
/// step, the row paddings and element type of the workgroup tiles, what
/// happens to a value on its way into them, the accumulator fragment, and
/// one K step of mma instructions.
struct WarpMma {
  int64_t tileK, aPad, bPad;
  Type tileType;
  VectorType accType;
  /// Applied to each staged value (tf32 rounding; identity for 16 bits).
  std::function<Value(Value)> stage;
  /// The mma instructions of one K step (tileK wide) on the staged tiles:
  /// updates the 2x4 accumulator fragments of the warp. `stage` indexes the
  /// leading (pipeline stage) dimension of the tiles; null: 2-D tiles.
  std::function<void(SmallVectorImpl<Value> &acc, Value aTile, Value bTile,
                     Value stage)>
      step;
  /// Accumulator register r (row group + 8 * (r / 2), column 2 * quad +
  /// r % 2 of its 16x8 tile) of fragment `frag`.
  std::function<Value(Value frag, int64_t r)> extract;
  /// Pipelined staging (the 16-bit kernel): 0 keeps the single-buffered
  /// loop with plain loads (tf32); n >= 1 gives n workgroup buffers per
  /// operand, filled `n - 1` K steps ahead, in dynamic shared memory
  /// (16-byte aligned, as cp.async and ldmatrix need).
  int64_t stages = 0;
  /// Per operand: stage with 16-byte `cp.async` copies (else element-wise
  /// loads and stores); decided statically (see asyncCopyable).
  bool asyncA = false, asyncB = false;
  /// Pipelined only. The shape of one stage of the A and B tiles in
  /// workgroup memory (empty: [rows][cols + pad]) and the indices of tile
  /// element (row, col) of `stage` in it (null: stage, row, col; set by
  /// makeMma, which has the KernelBuilder). The wgmma kernel lays tiles out as
  /// core matrices, [rows / 8][cols / 8][8][8].
  SmallVector<int64_t> aShape, bShape;
  std::function<SmallVector<Value>(Value stage, Value row, Value col)> aIndex,
      bIndex;
  /// Staged tiles are read by the async proxy (wgmma): after its copies
  /// have landed every thread issues fence.proxy.async.shared::cta before
  /// the barrier that publishes the stage.
  bool asyncProxyReads = false;
  /// Non-null: the loop-carried accumulators (else kMmaTilesM x kMmaTilesN
  /// zero fragments of accType), and `place`, which calls `store(row, col,
  /// value)` for every accumulator element of the loop's results with its
  /// row and column in the block's tile (else the 2x2-warp m16n8 placement).
  std::function<SmallVector<Value>()> initAcc;
  std::function<void(ValueRange acc,
                     function_ref<void(Value row, Value col, Value v)> store)>
      place;
};

/// Warp and lane coordinates of the warp-tiled kernels: 4 warps in 2x2,
/// each owning a 32x32 piece of the block's 64x64 tile = 2x4 mma tiles of
/// 16x8.
struct WarpCoords {
  Value group, quad, warpM, warpN, lane, warp;
};

constexpr int64_t kChunkBytes = 16; // one cp.async

/// The pipelined K loop of the warp-tiled kernel (`mma.stages` = S >= 1
/// buffers per operand, tiles [S][rows][cols]); K step t (T = ceil(K /
/// tileK), static) lives in stage t % S:
///   prologue: for p < S - 1: stage K step p (if p < T); commit_group
///   for t in 0..T:
///     wait_group(S - 2); barrier      // K step t has landed, everywhere;
///                                     // stage (t - 1) % S is free again
///     if t + S - 1 < T: stage K step t + S - 1 into stage (t - 1) % S
///     commit_group
///     mma steps on stage t % S
/// (S = 1: barrier, stage t, commit, wait_group(0), barrier, mma steps.)
/// An operand with `mma.asyncA/B` is staged with 16-byte cp.async chunks
/// (8 16-bit elements; the 64x32 / 32x64 tiles are 256 chunks, 2 per
/// thread, 4 / 8 consecutive threads per tile row); otherwise with the
/// element-wise loads and stores of the single-buffered loop, which
/// complete before the next barrier. commit/wait only where something is
/// copied asynchronously.
static scf::ForOp buildPipelinedLoop(KernelBuilder &b, const WarpMma &mma,
                                     const WarpMma &steps, Value tid, Value m0,
                                     Value n0, Value aTile, Value bTile,
                                     ValueRange init) {
  RewriterBase &rewriter = b.rewriter;
  Location loc = b.loc;
  const MatmulShape &s = b.s;
  auto cst = [&](int64_t v) { return b.cst(v); };
  auto add = [&](Value x, Value y) { return b.add(x, y); };
  bool guardM = s.m % kTcTileM != 0, guardN = s.n % kTcTileN != 0,
       guardK = s.k % mma.tileK != 0;
  int64_t stages = mma.stages;
  int64_t numSteps = (s.k + mma.tileK - 1) / mma.tileK;
  int64_t chunk = kChunkBytes * 8 / mma.tileType.getIntOrFloatBitWidth();
  bool anyAsync = mma.asyncA || mma.asyncB;
  Type tokenType = nvgpu::DeviceAsyncTokenType::get(rewriter.getContext());

  auto aIndex = [&](Value stage, Value row, Value col) -> SmallVector<Value> {
    if (steps.aIndex)
      return steps.aIndex(stage, row, col);
    return {stage, row, col};
  };
  auto bIndex = [&](Value stage, Value row, Value col) -> SmallVector<Value> {
    if (steps.bIndex)
      return steps.bIndex(stage, row, col);
    return {stage, row, col};
  };
  // Stages the K step starting at k0 into `stage`.
  auto stageStep = [&](Value k0, Value stage) {
    if (mma.asyncA) {
      int64_t perRow = mma.tileK / chunk;
      for (int64_t l = 0; l < kTcTileM * perRow / kTcThreads; ++l) {
        Value c = add(tid, cst(kTcThreads * l));
        Value row = b.div(c, perRow), col = b.mul(b.rem(c, perRow), chunk);
        b.asyncCopy(s.a, add(m0, row), guardM, s.m, add(k0, col), guardK, s.k,
                    aTile, aIndex(stage, row, col), chunk);
      }
    } else {
      int64_t rowsPerStep = kTcThreads / mma.tileK;
      Value row0 = b.div(tid, mma.tileK), col = b.rem(tid, mma.tileK);
      for (int64_t l = 0; l < kTcTileM / rowsPerStep; ++l) {
        Value row = add(row0, cst(rowsPerStep * l));
        Value v = b.guardedLoad(s.a, add(m0, row), add(k0, col), guardM, s.m,
                                guardK, s.k);
        memref::StoreOp::create(rewriter, loc, mma.stage(v), aTile,
                                aIndex(stage, row, col));
      }
    }
    if (mma.asyncB) {
      int64_t perRow = kTcTileN / chunk;
      for (int64_t l = 0; l < mma.tileK * perRow / kTcThreads; ++l) {
        Value c = add(tid, cst(kTcThreads * l));
        Value row = b.div(c, perRow), col = b.mul(b.rem(c, perRow), chunk);
        b.asyncCopy(s.b, add(k0, row), guardK, s.k, add(n0, col), guardN, s.n,
                    bTile, bIndex(stage, row, col), chunk);
      }
    } else {
      int64_t rowsPerStep = kTcThreads / kTcTileN;
      Value row0 = b.div(tid, kTcTileN), col = b.rem(tid, kTcTileN);
      for (int64_t l = 0; l < mma.tileK / rowsPerStep; ++l) {
        Value row = add(row0, cst(rowsPerStep * l));
        Value w = b.guardedLoad(s.b, add(k0, row), add(n0, col), guardK, s.k,
                                guardN, s.n);
        memref::StoreOp::create(rewriter, loc, mma.stage(w), bTile,
                                bIndex(stage, row, col));
      }
    }
  };
  Value lastGroup;
  auto commit = [&]() {
    if (anyAsync)
      lastGroup =
          nvgpu::DeviceAsyncCreateGroupOp::create(rewriter, loc, tokenType, {});
  };
  // Waits until this thread's copies of the stage to read have landed and,
  // for the async proxy, fences its writes of it (copies and stores alike:
  // both are generic-proxy writes) so that the barrier after publishes them
  // to wgmma.
  auto wait = [&](int64_t pending) {
    if (anyAsync)
      nvgpu::DeviceAsyncWaitOp::create(rewriter, loc, lastGroup,
                                       rewriter.getI32IntegerAttr(pending));
    if (mma.asyncProxyReads)
      NVVM::FenceProxyOp::create(
          rewriter, loc, NVVM::ProxyKind::async_shared,
          NVVM::SharedSpaceAttr::get(rewriter.getContext(),
                                     NVVM::SharedSpace::shared_cta));
  };

  // Prologue: K steps 0 .. S - 2.
  for (int64_t p = 0; p + 1 < stages; ++p) {
    if (p < numSteps)
      stageStep(cst(p * mma.tileK), cst(p));
    commit();
  }
  auto loop =
      scf::ForOp::create(rewriter, loc, cst(0), cst(numSteps), cst(1), init);
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(loop.getBody());
  Value t = loop.getInductionVar();
  Value stage;
  if (stages == 1) {
    stage = cst(0);
    gpu::BarrierOp::create(rewriter, loc);
    stageStep(b.mul(t, mma.tileK), stage);
    commit();
    wait(0);
    gpu::BarrierOp::create(rewriter, loc);
  } else {
    wait(stages - 2);
    gpu::BarrierOp::create(rewriter, loc);
    if (numSteps > stages - 1) {
      Value next = add(t, cst(stages - 1));
      auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{},
                                    b.lessThan(next, numSteps),
                                    /*withElseRegion=*/false);
      OpBuilder::InsertionGuard inner(rewriter);
      rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
      stageStep(b.mul(next, mma.tileK), b.rem(next, stages));
    }
    commit();
    stage = b.rem(t, stages);
  }
  SmallVector<Value> acc(loop.getRegionIterArgs());
  steps.step(acc, aTile, bTile, stage);
  scf::YieldOp::create(rewriter, loc, acc);
  return loop;
}

/// The warp-tiled tensor-core kernel that replaces `op`: grid (ceil(N/64),
/// ceil(M/64), batch), 128 threads; per K step every thread stages
/// 64 x tileK / 128 elements of A and tileK x 64 / 128 of B with coalesced,
/// zero-filled loads into padded workgroup tiles, barrier, `mma.step`,
/// barrier; then `C += acc` (or `C = fill + acc`) from the fragments.
static void buildWarpTiledKernel(
    RewriterBase &rewriter, Operation *op, const MatmulShape &s, Value cInit,
    const WarpMma &mma,
    function_ref<WarpMma(KernelBuilder &, const WarpCoords &)> makeMma) {
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  // Pipelined: `stages` buffers per operand in dynamic shared memory (its
  // symbol is 16-byte aligned; static workgroup attributions only get the
  // element type's alignment), A's stages first.
  int64_t aStageBytes = 0, bStageBytes = 0;
  if (mma.stages) {
    int64_t bytes = mma.tileType.getIntOrFloatBitWidth() / 8;
    aStageBytes = kTcTileM * (mma.tileK + mma.aPad) * bytes;
    bStageBytes = mma.tileK * (kTcTileN + mma.bPad) * bytes;
  }
  gpu::LaunchOp launch =
      mma.stages
          ? createLaunch(rewriter, loc, s, kTcTileM, kTcTileN, kTcThreads, 1,
                         {}, mma.stages * (aStageBytes + bStageBytes))
          : createLaunch(rewriter, loc, s, kTcTileM, kTcTileN, kTcThreads, 1,
                         {workgroupTile(rewriter, kTcTileM,
                                        mma.tileK + mma.aPad, mma.tileType),
                          workgroupTile(rewriter, mma.tileK,
                                        kTcTileN + mma.bPad, mma.tileType)});
  Value zero = arith::ConstantOp::create(
      rewriter, loc, s.elementType, rewriter.getFloatAttr(s.elementType, 0.0));
  KernelBuilder b{rewriter, loc, s, launch.getBlockIds().z, zero, cInit};
  auto cst = [&](int64_t v) { return b.cst(v); };
  auto add = [&](Value x, Value y) { return b.add(x, y); };

  Value tid = launch.getThreadIds().x;
  Value m0 = b.mul(launch.getBlockIds().y, kTcTileM);
  Value n0 = b.mul(launch.getBlockIds().x, kTcTileN);
  Value aTile, bTile;
  if (mma.stages) {
    Attribute workgroup = gpu::AddressSpaceAttr::get(
        rewriter.getContext(), gpu::AddressSpace::Workgroup);
    Value bytes = gpu::DynamicSharedMemoryOp::create(
        rewriter, loc,
        MemRefType::get({ShapedType::kDynamic}, rewriter.getI8Type(),
                        MemRefLayoutAttrInterface(), workgroup));
    auto view = [&](int64_t offset, ArrayRef<int64_t> shape, int64_t rows,
                    int64_t cols) -> Value {
      SmallVector<int64_t> dims{mma.stages};
      if (shape.empty())
        dims.append({rows, cols});
      else
        dims.append(shape.begin(), shape.end());
      auto type = MemRefType::get(dims, mma.tileType,
                                  MemRefLayoutAttrInterface(), workgroup);
      return memref::ViewOp::create(rewriter, loc, type, bytes, cst(offset),
                                    ValueRange{});
    };
    aTile = view(0, mma.aShape, kTcTileM, mma.tileK + mma.aPad);
    bTile = view(mma.stages * aStageBytes, mma.bShape, mma.tileK,
                 kTcTileN + mma.bPad);
  } else {
    aTile = launch.getWorkgroupAttributions()[0];
    bTile = launch.getWorkgroupAttributions()[1];
  }
  bool guardM = s.m % kTcTileM != 0, guardN = s.n % kTcTileN != 0,
       guardK = s.k % mma.tileK != 0;

  Value warp = b.div(tid, kWarpSize), lane = b.rem(tid, kWarpSize);
  WarpCoords coords{b.div(lane, 4),
                    b.rem(lane, 4),
                    b.mul(b.div(warp, kWarpsN), kWarpTileM),
                    b.mul(b.rem(warp, kWarpsN), kWarpTileN),
                    lane,
                    warp};
  WarpMma steps = makeMma(b, coords);

  // Staging coordinates: step l covers rows [l * rowsPerStep, +rowsPerStep)
  // of a tile, 128 consecutive elements (coalesced).
  int64_t aRowsPerStep = kTcThreads / mma.tileK;
  int64_t bRowsPerStep = kTcThreads / kTcTileN;
  Value aRow0 = b.div(tid, mma.tileK), aCol = b.rem(tid, mma.tileK);
  Value bRow0 = b.div(tid, kTcTileN), bCol = b.rem(tid, kTcTileN);

  SmallVector<Value> init;
  if (steps.initAcc) {
    init = steps.initAcc();
  } else {
    Value accZero = arith::ConstantOp::create(
        rewriter, loc, mma.accType,
        DenseElementsAttr::get(mma.accType, rewriter.getF32FloatAttr(0)));
    init.assign(kMmaTilesM * kMmaTilesN, accZero);
  }
  scf::ForOp kLoop;
  if (mma.stages) {
    kLoop = buildPipelinedLoop(b, mma, steps, tid, m0, n0, aTile, bTile, init);
  } else {
    kLoop = scf::ForOp::create(rewriter, loc, cst(0), cst(s.k), cst(mma.tileK),
                               init);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(kLoop.getBody());
    Value k0 = kLoop.getInductionVar();
    for (int64_t l = 0; l < kTcTileM / aRowsPerStep; ++l) {
      Value row = add(aRow0, cst(aRowsPerStep * l));
      Value v = b.guardedLoad(s.a, add(m0, row), add(k0, aCol), guardM, s.m,
                              guardK, s.k);
      memref::StoreOp::create(rewriter, loc, mma.stage(v), aTile,
                              ValueRange{row, aCol});
    }
    for (int64_t l = 0; l < mma.tileK / bRowsPerStep; ++l) {
      Value row = add(bRow0, cst(bRowsPerStep * l));
      Value w = b.guardedLoad(s.b, add(k0, row), add(n0, bCol), guardK, s.k,
                              guardN, s.n);
      memref::StoreOp::create(rewriter, loc, mma.stage(w), bTile,
                              ValueRange{row, bCol});
    }
    gpu::BarrierOp::create(rewriter, loc);
    SmallVector<Value> acc(kLoop.getRegionIterArgs());
    steps.step(acc, aTile, bTile, /*stage=*/Value());
    gpu::BarrierOp::create(rewriter, loc);
    scf::YieldOp::create(rewriter, loc, acc);
  }

  if (steps.place) {
    steps.place(kLoop.getResults(), [&](Value row, Value col, Value v) {
      b.accumulateIntoC(add(m0, row), add(n0, col), v, guardM, guardN);
    });
  } else {
    for (int64_t i = 0; i < kMmaTilesM; ++i)
      for (int64_t j = 0; j < kMmaTilesN; ++j) {
        Value frag = kLoop.getResult(i * kMmaTilesN + j);
        Value rowBase =
            add(m0, add(coords.warpM, add(coords.group, cst(kMmaM * i))));
        Value colBase = add(
            n0, add(coords.warpN, add(b.mul(coords.quad, 2), cst(kMmaN * j))));
        for (int64_t r = 0; r < 4; ++r)
          b.accumulateIntoC(add(rowBase, cst(8 * (r / 2))),
                            add(colBase, cst(r % 2)), mma.extract(frag, r),
                            guardM, guardN);
      }
  }
  gpu::TerminatorOp::create(rewriter, loc);
  rewriter.eraseOp(op);
}

/// Builds the tensor-core kernel that replaces the f32 matmul `op`
/// (tensor-cores=tf32): nvgpu.mma.sync m16n8k8 on tf32-rounded tiles (see
/// the file comment for the fragment placement).
static void buildTF32Kernel(RewriterBase &rewriter, Operation *op,
                            const MatmulShape &s, Value cInit) {
  Location loc = op->getLoc();
  Type f32 = rewriter.getF32Type();
  WarpMma mma;
  mma.tileK = kTcTileK;
  mma.aPad = kAPad;
  mma.bPad = kBPad;
  mma.tileType = f32;
  mma.accType = VectorType::get({2, 2}, f32);
  mma.stage = [&](Value v) { return roundToTF32(rewriter, loc, v); };
  mma.extract = [&](Value frag, int64_t r) -> Value {
    return vector::ExtractOp::create(rewriter, loc, frag,
                                     ArrayRef<int64_t>{r / 2, r % 2});
  };
  buildWarpTiledKernel(
      rewriter, op, s, cInit, mma, [&](KernelBuilder &b, const WarpCoords &w) {
        WarpMma withStep = mma;
        withStep.step = [&rewriter, loc, b, w](SmallVectorImpl<Value> &acc,
                                               Value aTile, Value bTile,
                                               Value /*stage*/) mutable {
          auto cst = [&](int64_t v) { return b.cst(v); };
          auto add = [&](Value x, Value y) { return b.add(x, y); };
          auto load = [&](Value tile, Value row, Value col) -> Value {
            return memref::LoadOp::create(rewriter, loc, tile,
                                          ValueRange{row, col});
          };
          Type f32 = rewriter.getF32Type();
          auto aFragType = VectorType::get({4, 1}, f32);
          auto bFragType = VectorType::get({2, 1}, f32);
          for (int64_t ks = 0; ks < kTcTileK; ks += kMmaK) {
            // Column of a[0], a[1]; row of b[0].
            Value kA = add(w.quad, cst(ks)), kHi = add(kA, cst(4));
            SmallVector<Value> aFrags, bFrags;
            for (int64_t i = 0; i < kMmaTilesM; ++i) {
              Value row = add(w.warpM, add(w.group, cst(kMmaM * i)));
              Value rowHi = add(row, cst(8));
              aFrags.push_back(vector::FromElementsOp::create(
                  rewriter, loc, aFragType,
                  ValueRange{load(aTile, row, kA), load(aTile, rowHi, kA),
                             load(aTile, row, kHi), load(aTile, rowHi, kHi)}));
            }
            for (int64_t j = 0; j < kMmaTilesN; ++j) {
              Value col = add(w.warpN, add(w.group, cst(kMmaN * j)));
              bFrags.push_back(vector::FromElementsOp::create(
                  rewriter, loc, bFragType,
                  ValueRange{load(bTile, kA, col), load(bTile, kHi, col)}));
            }
            for (int64_t i = 0; i < kMmaTilesM; ++i)
              for (int64_t j = 0; j < kMmaTilesN; ++j) {
                Value &c = acc[i * kMmaTilesN + j];
                c = nvgpu::MmaSyncOp::create(
                    rewriter, loc, aFrags[i], bFrags[j], c,
                    ArrayRef<int64_t>{kMmaM, kMmaN, kMmaK},
                    /*tf32Enabled=*/true);
              }
          }
        };
        return withStep;
      });
}

// bf16/f16 tensor-core kernel parameters (m16n8k16, f32 accumulation): the
// tf32 kernel's block and warp tiling with 16-bit tiles of 64x32 (A) and
// 32x64 (B) per K step, two k16 mma steps per stage.
constexpr int64_t kHalfTileK = 32, kHalfMmaK = 16;
constexpr int64_t kHalfAPad = 8, kHalfBPad = 8; // 16-byte row paddings
constexpr int64_t kHalfChunk = 8; // 16-bit elements per 16-byte cp.async
// 9728 bytes per stage (A 64x40 and B 32x72 16-bit elements; the wgmma
// kernel's unpadded tiles 8192): 5 stages stay within the 48 KiB a kernel
// may use without an opt-in.
constexpr int64_t kMaxPipelineStages = 5;
static_assert(kTcTileM * kHalfTileK % kTcThreads == 0 &&
                  kHalfTileK * kTcTileN % kTcThreads == 0 &&
                  kTcThreads % kHalfTileK == 0 && kTcThreads % kTcTileN == 0,
              "every thread stages whole rows of the tiles");

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

/// The staging both 16-bit kernels share: `stages` pipeline buffers per
/// operand, K steps of kHalfTileK, cp.async where asyncCopyable, values
/// stored as they are (no padding: the caller sets it).
static WarpMma halfStaging(const MatmulShape &s, int64_t stages) {
  WarpMma mma;
  mma.stages = stages;
  mma.asyncA = asyncCopyable(s.a, s.aSource.has_value(), kHalfChunk);
  mma.asyncB = asyncCopyable(s.b, s.bSource.has_value(), kHalfChunk);
  mma.tileK = kHalfTileK;
  mma.aPad = 0;
  mma.bPad = 0;
  mma.tileType = s.elementType;
  mma.stage = [](Value v) { return v; };
  return mma;
}

/// The 32-bit register mma.sync reads for a pair of 16-bit values (first
/// value in the low half): the vector<2xf16> itself for f16, an i32 for
/// bf16 (nvvm.mma.sync's operand types).
static Value toRegister(RewriterBase &rewriter, Location loc, Value pair) {
  if (cast<VectorType>(pair.getType()).getElementType().isF16())
    return pair;
  Value i32 = vector::BitCastOp::create(
      rewriter, loc, VectorType::get({1}, rewriter.getI32Type()), pair);
  return vector::ExtractOp::create(rewriter, loc, i32, ArrayRef<int64_t>{0});
}

/// Builds the tensor-core kernel that replaces a matmul with bf16 or f16
/// A and B (and a C of the same type or f32): nvvm.mma.sync m16n8k16 with
/// f32 accumulators, the grid and warp layout of the tf32 kernel.
/// Fragment placement (PTX ISA, "Matrix Fragments for mma.m16n8k16" with
/// .f16/.bf16; g = lane / 4, q = lane % 4), each register two 16-bit values:
///   A: r0 = A[g][2q, 2q+1], r1 = A[g+8][2q, 2q+1], r2 = A[g][2q+8, 2q+9],
///      r3 = A[g+8][2q+8, 2q+9]
///   B: r0 = B[2q, 2q+1][g], r1 = B[2q+8, 2q+9][g]
///   C/D: as for m16n8k8 (c[r] = C[g + 8 * (r / 2)][2q + r % 2]).
/// Operands are staged by buildPipelinedLoop (cp.async where
/// asyncCopyable, `pipelineStages` buffers) and read with ldmatrix .x4:
/// A's four 8x8 matrices of a 16x16 tile are a0..a3 as they come, B's
/// (.trans) are b0, b1 of two neighbouring 16x8 tiles;
/// benchmarks/gpu/emulate_half_kernel.py checks both against the PTX ISA.
static void buildHalfKernel(RewriterBase &rewriter, Operation *op,
                            const MatmulShape &s, Value cInit,
                            int64_t pipelineStages) {
  Location loc = op->getLoc();
  Type f32 = rewriter.getF32Type();
  WarpMma mma = halfStaging(s, pipelineStages);
  mma.aPad = kHalfAPad;
  mma.bPad = kHalfBPad;
  mma.accType = VectorType::get({4}, f32);
  mma.extract = [&](Value frag, int64_t r) -> Value {
    return vector::ExtractOp::create(rewriter, loc, frag, ArrayRef<int64_t>{r});
  };
  NVVM::MMATypes ptxType =
      s.elementType.isBF16() ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
  buildWarpTiledKernel(
      rewriter, op, s, cInit, mma, [&](KernelBuilder &b, const WarpCoords &w) {
        WarpMma withStep = mma;
        withStep.step = [&rewriter, loc, b, w, ptxType, accType = mma.accType](
                            SmallVectorImpl<Value> &acc, Value aTile,
                            Value bTile, Value stage) mutable {
          auto cst = [&](int64_t v) { return b.cst(v); };
          auto add = [&](Value x, Value y) { return b.add(x, y); };
          Type elementType = b.s.elementType;
          // ldmatrix .x4: lane l gives the address of row l % 8 of matrix
          // l / 8 and receives, in register j, row l / 4 (columns 2 (l % 4),
          // +1) of matrix j (.trans: column l / 4, rows 2 (l % 4), +1).
          Value lane8 = b.rem(w.lane, 8);
          Value half = b.mul(b.rem(b.div(w.lane, 8), 2), 8); // matrix 1, 3
          Value quarter = b.mul(b.div(w.lane, 16), 8);       // matrix 2, 3
          auto ldmatrix = [&](Value tile, Value row, Value col,
                              bool transpose) {
            auto type = VectorType::get({4, 2}, elementType);
            Value m = nvgpu::LdMatrixOp::create(rewriter, loc, type, tile,
                                                ValueRange{stage, row, col},
                                                transpose, /*numTiles=*/4);
            SmallVector<Value> regs;
            for (int64_t j = 0; j < 4; ++j)
              regs.push_back(
                  toRegister(rewriter, loc,
                             vector::ExtractOp::create(rewriter, loc, m,
                                                       ArrayRef<int64_t>{j})));
            return regs;
          };
          Type f32 = rewriter.getF32Type();
          auto resultType = LLVM::LLVMStructType::getLiteral(
              rewriter.getContext(), SmallVector<Type>(4, f32));
          for (int64_t ks = 0; ks < kHalfTileK; ks += kHalfMmaK) {
            // A (16x16 per mma tile i, row-major): matrices A[0:8, 0:8],
            // A[8:16, 0:8], A[0:8, 8:16], A[8:16, 8:16] are registers
            // r0..r3 of the m16n8k16 A fragment.
            SmallVector<SmallVector<Value>> aFrags, bFrags;
            for (int64_t i = 0; i < kMmaTilesM; ++i)
              aFrags.push_back(ldmatrix(
                  aTile, add(w.warpM, add(add(lane8, half), cst(kMmaM * i))),
                  add(quarter, cst(ks)), /*transpose=*/false));
            // B (16x8 per mma tile j, stored [k][n]), transposed: matrices
            // B[0:8, n], B[8:16, n], B[0:8, n + 8], B[8:16, n + 8] are
            // registers r0, r1 of tiles j and j + 1.
            for (int64_t j = 0; j < kMmaTilesN; j += 2) {
              SmallVector<Value> regs =
                  ldmatrix(bTile, add(add(lane8, half), cst(ks)),
                           add(w.warpN, add(quarter, cst(kMmaN * j))),
                           /*transpose=*/true);
              bFrags.push_back({regs[0], regs[1]});
              bFrags.push_back({regs[2], regs[3]});
            }
            for (int64_t i = 0; i < kMmaTilesM; ++i)
              for (int64_t j = 0; j < kMmaTilesN; ++j) {
                Value &c = acc[i * kMmaTilesN + j];
                SmallVector<Value> cRegs;
                for (int64_t r = 0; r < 4; ++r)
                  cRegs.push_back(vector::ExtractOp::create(
                      rewriter, loc, c, ArrayRef<int64_t>{r}));
                auto mmaOp = NVVM::MmaOp::create(
                    rewriter, loc, resultType, aFrags[i], bFrags[j], cRegs,
                    ArrayRef<int64_t>{kMmaM, kMmaN, kHalfMmaK},
                    /*b1Op=*/std::nullopt, /*intOverflow=*/std::nullopt,
                    std::array<NVVM::MMATypes, 2>{ptxType, ptxType},
                    std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                                   NVVM::MMALayout::col});
                SmallVector<Value> d;
                for (int64_t r = 0; r < 4; ++r)
                  d.push_back(
                      LLVM::ExtractValueOp::create(rewriter, loc, mmaOp, r));
                c = vector::FromElementsOp::create(rewriter, loc, accType, d);
              }
          }
        };
        return withStep;
      });
}

// wgmma kernel parameters (half-kernel=wgmma): one warpgroup per 64x64 block
// tile, one wgmma.mma_async m64n64k16 per k16 step, the K step and
// staging of the mma.sync kernel (64x32 A and 32x64 B 16-bit tiles).
constexpr int64_t kWgmmaN = 64, kWgmmaK = 16;
constexpr int64_t kCoreRows = 8;     // rows of a core matrix
constexpr int64_t kCoreBytes = 128;  // 8 rows x 16 bytes, contiguous
constexpr int64_t kCoreElements = 8; // 16-bit elements of a core-matrix row
static_assert(kTcThreads == 128, "wgmma runs on one warpgroup");

/// The 64-bit wgmma matrix descriptor of the tile at shared-window address
/// `address` (bytes; index) with no swizzling (PTX ISA, "Matrix Descriptor
/// Format"): start address >> 4 in bits 0-13, leading-dimension byte offset
/// >> 4 in bits 16-29, stride-dimension byte offset >> 4 in bits 32-45,
/// base offset 0 (bits 49-51) and layout type 0 = no swizzle (bits 62-63).
static Value matrixDescriptor(KernelBuilder &b, Value address,
                              int64_t leadingBytes, int64_t strideBytes) {
  RewriterBase &rewriter = b.rewriter;
  Location loc = b.loc;
  Type i64 = rewriter.getI64Type();
  auto c64 = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(rewriter, loc, v, 64);
  };
  Value start = arith::IndexCastUIOp::create(rewriter, loc, i64, address);
  start = arith::ShRUIOp::create(rewriter, loc, start, c64(4));
  start = arith::AndIOp::create(rewriter, loc, start, c64(0x3FFF));
  int64_t fields = ((leadingBytes >> 4) << 16) | ((strideBytes >> 4) << 32);
  return arith::OrIOp::create(rewriter, loc, start, c64(fields));
}

/// Builds the Hopper kernel that replaces a matmul with bf16 or f16 A and B
/// (half-kernel=wgmma, sm_90a): one warpgroup (128 threads) per 64x64 tile
/// of C, f32 accumulators in registers, the operands staged by
/// buildPipelinedLoop (the same cp.async pipeline, guards and folded
/// transposes as the mma.sync kernel) into tiles that wgmma.mma_async reads
/// from shared memory through matrix descriptors.
///
/// Layout (no swizzle: "core matrices" of 8 rows x 16 bytes, 128
/// contiguous bytes; PTX ISA "Shared Memory Matrix Layout", canonical
/// layouts in units of T = 8 16-bit elements):
///   A, K-major (A is row-major, so K is contiguous in global memory):
///     stage tile [M/8][K/8][8][8] = ((8,m),(T,2k)):((1T,SBO),(1,LBO)),
///     LBO = 128 B (next core matrix along K), SBO = 512 B (next 8 rows).
///   B, MN-major with the transpose flag (layoutB = row: NVVM passes
///     imm-trans-b = 1): B is row-major K x N, N contiguous, so a 16-byte
///     cp.async chunk of one row of B (8 consecutive n) is one core-matrix
///     row as it is; stage tile [K/8][N/8][8][8] =
///     ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO)), SBO = 128 B (next 8 columns),
///     LBO = 1024 B (next 8 rows of K). A K-major B would need B transposed
///     on its way to shared memory (element-wise stores, no cp.async).
/// Per K step t (stage t % S): wait_group, fence.proxy.async.shared::cta
/// (the copies and stores are generic-proxy writes; wgmma reads through
/// the async proxy), barrier, stage a later K step, then wgmma.fence, one
/// wgmma.mma_async per k16 (the descriptors' start addresses advance 256 B
/// in A and 2048 B in B), commit_group and wait_group 0, so that the stage
/// is no longer read when it is refilled and the accumulators are readable.
/// Accumulators (PTX ISA "Matrix Fragments for wgmma.mma_async.m64nNk16",
/// .f32 D; w = warp, g = lane / 4, q = lane % 4): d[4i + r] is C[16w + g +
/// 8 (r / 2)][8i + 2q + r % 2], i < N / 8.
/// benchmarks/gpu/emulate_half_kernel.py checks the kernel against the PTX
/// ISA's descriptor, layout, fragment and synchronization rules.
static void buildWgmmaKernel(RewriterBase &rewriter, Operation *op,
                             const MatmulShape &s, Value cInit,
                             int64_t pipelineStages) {
  Location loc = op->getLoc();
  Type f32 = rewriter.getF32Type();
  WarpMma mma = halfStaging(s, pipelineStages);
  mma.asyncProxyReads = true;
  mma.aShape = {kTcTileM / kCoreRows, kHalfTileK / kCoreElements, kCoreRows,
                kCoreElements};
  mma.bShape = {kHalfTileK / kCoreRows, kTcTileN / kCoreElements, kCoreRows,
                kCoreElements};
  static_assert(kTcTileN == kWgmmaN, "one wgmma covers the tile's width");
  int64_t aLeading = kCoreBytes;
  int64_t aStride = (kHalfTileK / kCoreElements) * kCoreBytes;
  int64_t bStride = kCoreBytes;
  int64_t bLeading = (kTcTileN / kCoreElements) * kCoreBytes;
  // Bytes of one stage, A's and B's alike (64 x 32 and 32 x 64).
  int64_t stageBytes =
      kTcTileM * kHalfTileK * s.elementType.getIntOrFloatBitWidth() / 8;
  auto resultType = LLVM::LLVMStructType::getLiteral(
      rewriter.getContext(), SmallVector<Type>(kWgmmaN / 2, f32));
  NVVM::WGMMATypes wgmmaType =
      s.elementType.isBF16() ? NVVM::WGMMATypes::bf16 : NVVM::WGMMATypes::f16;
  buildWarpTiledKernel(
      rewriter, op, s, cInit, mma, [&](KernelBuilder &b, const WarpCoords &w) {
        WarpMma withStep = mma;
        // (row, col) of a stage -> [stage][row / 8][col / 8][row % 8][col % 8].
        auto coreIndex = [b](Value stage, Value row,
                             Value col) mutable -> SmallVector<Value> {
          return {stage, b.div(row, kCoreRows), b.div(col, kCoreElements),
                  b.rem(row, kCoreRows), b.rem(col, kCoreElements)};
        };
        withStep.aIndex = coreIndex;
        withStep.bIndex = coreIndex;
        withStep.initAcc = [&rewriter, loc, resultType]() {
          return SmallVector<Value>{
              LLVM::ZeroOp::create(rewriter, loc, resultType)};
        };
        withStep.step = [&rewriter, loc, b, resultType, wgmmaType, aLeading,
                         aStride, bLeading, bStride,
                         stageBytes](SmallVectorImpl<Value> &acc, Value aTile,
                                     Value bTile, Value stage) mutable {
          // Shared-window addresses of this stage of the tiles: the views'
          // aligned pointers (the dynamic shared memory symbol plus the
          // view's byte shift) plus the stage's offset.
          auto stageAddress = [&](Value tile) {
            Value base = memref::ExtractAlignedPointerAsIndexOp::create(
                rewriter, loc, tile);
            return b.add(base, b.mul(stage, stageBytes));
          };
          Value aBase = stageAddress(aTile), bBase = stageAddress(bTile);
          SmallVector<std::pair<Value, Value>> descriptors;
          for (int64_t ks = 0; ks < kHalfTileK / kWgmmaK; ++ks) {
            // k16 step ks: 2 core matrices further along K.
            Value aAddress = b.add(aBase, b.cst(ks * 2 * aLeading));
            Value bAddress = b.add(bBase, b.cst(ks * 2 * bLeading));
            descriptors.push_back(
                {matrixDescriptor(b, aAddress, aLeading, aStride),
                 matrixDescriptor(b, bAddress, bLeading, bStride)});
          }
          MLIRContext *ctx = rewriter.getContext();
          NVVM::WgmmaFenceAlignedOp::create(rewriter, loc);
          for (auto [descA, descB] : descriptors)
            acc[0] = NVVM::WgmmaMmaAsyncOp::create(
                rewriter, loc, resultType, acc[0], descA, descB,
                NVVM::MMAShapeAttr::get(ctx, kTcTileM, kWgmmaN, kWgmmaK),
                wgmmaType, wgmmaType, NVVM::WGMMATypes::f32,
                NVVM::WGMMAScaleOut::one, NVVM::WGMMAScaleIn::one,
                NVVM::WGMMAScaleIn::one, NVVM::MMALayout::row,
                NVVM::MMALayout::row, /*satfinite=*/nullptr);
          NVVM::WgmmaGroupSyncAlignedOp::create(rewriter, loc);
          NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc, 0);
        };
        withStep.place =
            [&rewriter, loc, b,
             w](ValueRange results,
                function_ref<void(Value, Value, Value)> store) mutable {
              Value rowBase = b.add(b.mul(w.warp, 16), w.group);
              Value colBase = b.mul(w.quad, 2);
              for (int64_t i = 0; i < kWgmmaN / 8; ++i)
                for (int64_t r = 0; r < 4; ++r) {
                  Value v = LLVM::ExtractValueOp::create(rewriter, loc,
                                                         results[0], 4 * i + r);
                  store(b.add(rowBase, b.cst(8 * (r / 2))),
                        b.add(colBase, b.cst(8 * i + r % 2)), v);
                }
            };
        return withStep;
      });
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

/// The transpose that alone wrote `operand` (or the buffer it collapses),
/// when nothing else reads that buffer and nothing changes the
/// transpose's input before `matmul`: then the kernel can read the input
/// at permuted indices and the transpose can go.
static std::optional<TransposedOperand>
findTransposedOperand(Value operand, Operation *matmul) {
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

/// The epilogue of `matmul` (see Epilogue): the first op after it that is
/// not an allocation, deallocation or memory-free op is an all-parallel
/// linalg.generic on buffers that
///   - reads C only as one value (C or an expand_shape of it) through one
///     permutation of its loops, so each of its iterations belongs to the
///     kernel thread that stores that element of C;
///   - indexes every other operand with dimensions and constants only;
///   - writes no buffer the matmul reads (A, B, or what a folded transpose
///     reads), and reads what it writes only at the element it writes;
/// and the allocations between the matmul and it can move before the
/// matmul without lifting the block's peak (the replayed live bytes,
/// statically sized, stay within the block's maximum). `toHoist` gets the
/// allocations and memory-free ops between them, in order.
static std::optional<Epilogue>
findEpilogue(Operation *matmul, const MatmulShape &s,
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

/// A linalg.matmul / linalg.batch_matmul outside kernels -> the tiled
/// gpu.launch of `tensorCores`' kind.
struct MatmulToTiledKernel
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  MatmulToTiledKernel(MLIRContext *context, TensorCoreKind tensorCores,
                      HalfKernelKind halfKernel, int64_t pipelineStages,
                      llvm::Statistic &numFMAKernels,
                      llvm::Statistic &numTF32Kernels,
                      llvm::Statistic &numWgmmaKernels,
                      llvm::Statistic &numFoldedFills,
                      llvm::Statistic &numFoldedTransposes,
                      llvm::Statistic &numEpilogues, bool fuseEpilogues)
      : OpInterfaceRewritePattern(context), tensorCores(tensorCores),
        halfKernel(halfKernel), pipelineStages(pipelineStages),
        numFMAKernels(numFMAKernels), numTF32Kernels(numTF32Kernels),
        numWgmmaKernels(numWgmmaKernels), numFoldedFills(numFoldedFills),
        numFoldedTransposes(numFoldedTransposes), numEpilogues(numEpilogues),
        fuseEpilogues(fuseEpilogues) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (op->getParentOfType<gpu::LaunchOp>())
      return rewriter.notifyMatchFailure(op, "already in a kernel");
    std::optional<MatmulShape> shape = matchMatmul(op);
    if (!shape)
      return rewriter.notifyMatchFailure(
          op, "not a static-shape float matmul with the default maps");
    // Operands written by a transpose are read through it; the transposes
    // go first, so that a fill before them is next to the matmul.
    shape->aSource = findTransposedOperand(shape->a, op);
    shape->bSource = findTransposedOperand(shape->b, op);
    for (auto &folded : {shape->aSource, shape->bSource})
      if (folded && folded->transpose) {
        rewriter.eraseOp(folded->transpose);
        if (folded->inputDealloc)
          folded->inputDealloc->moveBefore(folded->bufferDealloc);
        ++numFoldedTransposes;
      }
    // The fill that zeroes C before `C += A * B` becomes the kernel's
    // initial value: the kernel writes C directly, no fill kernel.
    linalg::FillOp fill = findFoldableFill(op);
    Value cInit = fill ? fill.getDpsInputOperand(0)->get() : Value();
    // An elementwise consumer of C runs in the kernel's C store; the
    // allocations and views it needs move before the kernel.
    SmallVector<Operation *> toHoist;
    if (fuseEpilogues)
      shape->epilogue = findEpilogue(op, *shape, toHoist);
    for (Operation *hoisted : toHoist)
      rewriter.moveOpBefore(hoisted, op);
    // bf16/f16 inputs always take the tensor cores (f32 accumulation, as
    // PyTorch does on GPUs); f32 ones with tensor-cores=tf32; the rest
    // (exact f32, f64) the FMA kernel.
    if ((shape->elementType.isBF16() || shape->elementType.isF16()) &&
        halfKernel == HalfKernelKind::wgmma) {
      buildWgmmaKernel(rewriter, op, *shape, cInit, pipelineStages);
      ++numWgmmaKernels;
    } else if (shape->elementType.isBF16() || shape->elementType.isF16()) {
      buildHalfKernel(rewriter, op, *shape, cInit, pipelineStages);
      ++numTF32Kernels;
    } else if (tensorCores == TensorCoreKind::tf32 &&
               shape->elementType.isF32()) {
      buildTF32Kernel(rewriter, op, *shape, cInit);
      ++numTF32Kernels;
    } else {
      buildFMAKernel(rewriter, op, *shape, cInit);
      ++numFMAKernels;
    }
    if (fill) {
      rewriter.eraseOp(fill);
      ++numFoldedFills;
    }
    if (shape->epilogue) {
      rewriter.eraseOp(shape->epilogue->op);
      ++numEpilogues;
    }
    return success();
  }

  TensorCoreKind tensorCores;
  HalfKernelKind halfKernel;
  int64_t pipelineStages;
  llvm::Statistic &numFMAKernels;
  llvm::Statistic &numTF32Kernels;
  llvm::Statistic &numWgmmaKernels;
  llvm::Statistic &numFoldedFills;
  llvm::Statistic &numFoldedTransposes;
  llvm::Statistic &numEpilogues;
  bool fuseEpilogues;
};

struct RematGPUMatmulKernelsPass
    : public mlir::remat::impl::RematGPUMatmulKernelsBase<
          RematGPUMatmulKernelsPass> {
  using Base::Base;
  void runOnOperation() override {
    // Dynamic shared memory above 48 KiB needs an opt-in per kernel
    // (cuFuncSetAttribute) that the launch path does not make.
    if (pipelineStages < 1 || pipelineStages > kMaxPipelineStages) {
      getOperation().emitError()
          << "pipeline-stages must be between 1 and " << kMaxPipelineStages
          << ", got " << pipelineStages.getValue();
      return signalPassFailure();
    }
    // wgmma.mma_async exists on sm_90a only (not sm_90, not later chips):
    // a kernel for another chip would fail in ptxas or on the device.
    if (halfKernel == HalfKernelKind::wgmma && chip != "sm_90a") {
      getOperation().emitError()
          << "half-kernel=wgmma needs chip sm_90a (wgmma.mma_async is "
             "sm_90a-only), got '"
          << chip.getValue() << "'";
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    patterns.add<MatmulToTiledKernel>(
        &getContext(), tensorCores, halfKernel, pipelineStages, numFMAKernels,
        numTF32Kernels, numWgmmaKernels, numFoldedFills, numFoldedTransposes,
        numEpilogues, fuseEpilogues);
    // One application per matmul, no folding: the kernels are built as
    // written (the pipeline canonicalizes later). The matmuls are collected
    // first: a rewrite erases the epilogue after its matmul and moves
    // allocations before it, which a walk in progress must not see.
    SmallVector<Operation *> matmuls;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (matchMatmul(op))
        matmuls.push_back(op);
    });
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps)
        .enableFolding(false)
        .enableConstantCSE(false);
    (void)applyOpPatternsGreedily(matmuls, std::move(patterns), config);
  }
};
} // namespace
