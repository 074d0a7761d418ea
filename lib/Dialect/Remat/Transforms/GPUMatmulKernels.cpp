//===- GPUMatmulKernels.cpp - shared-memory tiled matmul kernels -*- C++
//-*-===//
//
// Upstream reaches shared-memory tiling of a matmul only through transform
// scripts (tile_using_forall + promote + map_nested_forall_to_threads),
// which a textual pipeline cannot carry. This pass writes the kernel
// directly as a gpu.launch on the bufferized op:
//
//   grid (ceil(N/64), ceil(M/64), batch), block (16, 16)
//   for k0 in 0..K step 16:
//     As[64][16] <- A[m0:+64, k0:+16]   (4 elements per thread)
//     Bs[16][64] <- B[k0:+16, n0:+64]   (4 elements per thread)
//     barrier
//     for kk in 0..16: acc[i][j] += As[ty+16i][kk] * Bs[kk][tx+16j]
//     barrier
//   C[m0+ty+16i][n0+tx+16j] += acc[i][j]
//
// The 16 accumulators are loop-carried SSA values (registers), not a
// private array.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATGPUMATMULKERNELS
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
constexpr int64_t kThreads = 16;  // threads per block dimension
constexpr int64_t kPerThread = 4; // outputs per thread per dimension
constexpr int64_t kTile = kThreads * kPerThread; // 64
constexpr int64_t kTileK = 16;

struct MatmulShape {
  Value a, b, c;
  bool batched = false;
  int64_t batch = 1, m = 0, n = 0, k = 0;
  FloatType elementType;
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
  auto elementType = dyn_cast<FloatType>(cType.getElementType());
  if (!elementType || aType.getElementType() != elementType ||
      bType.getElementType() != elementType)
    return std::nullopt;
  // The body must be the plain multiply-accumulate.
  Block &body = op->getRegion(0).front();
  if (body.getOperations().size() != 3 || !isa<arith::MulFOp>(body.front()) ||
      !isa<arith::AddFOp>(*std::next(body.begin())))
    return std::nullopt;
  shape.elementType = elementType;
  ArrayRef<int64_t> as = aType.getShape(), bs = bType.getShape();
  if (shape.batched)
    shape.batch = as[0];
  shape.m = as[o];
  shape.k = as[o + 1];
  shape.n = bs[o + 1];
  return shape;
}

/// Builds the launch that replaces `op`.
static void buildKernel(RewriterBase &rewriter, Operation *op,
                        const MatmulShape &s) {
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  };
  Value gridX = cst((s.n + kTile - 1) / kTile);
  Value gridY = cst((s.m + kTile - 1) / kTile);
  Value gridZ = cst(s.batch);
  Value threads = cst(kThreads);
  Value one = cst(1);
  Attribute workgroup = gpu::AddressSpaceAttr::get(
      rewriter.getContext(), gpu::AddressSpace::Workgroup);
  auto aTileType = MemRefType::get({kTile, kTileK}, s.elementType,
                                   MemRefLayoutAttrInterface(), workgroup);
  auto bTileType = MemRefType::get({kTileK, kTile}, s.elementType,
                                   MemRefLayoutAttrInterface(), workgroup);
  auto launch = gpu::LaunchOp::create(
      rewriter, loc, gridX, gridY, gridZ, threads, threads, one,
      /*dynamicSharedMemorySize=*/nullptr, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/ValueRange(),
      /*workgroupAttributions=*/TypeRange{aTileType, bTileType});
  Block &body = launch.getBody().front();
  rewriter.setInsertionPointToStart(&body);

  // Constants are created inside the kernel so that outlining needs not
  // pass them.
  Value tx = launch.getThreadIds().x, ty = launch.getThreadIds().y;
  Value m0 =
      arith::MulIOp::create(rewriter, loc, launch.getBlockIds().y, cst(kTile));
  Value n0 =
      arith::MulIOp::create(rewriter, loc, launch.getBlockIds().x, cst(kTile));
  Value bz = launch.getBlockIds().z;
  Value aTile = launch.getWorkgroupAttributions()[0];
  Value bTile = launch.getWorkgroupAttributions()[1];
  Value zero = arith::ConstantOp::create(
      rewriter, loc, s.elementType, rewriter.getFloatAttr(s.elementType, 0.0));

  auto add = [&](Value x, Value y) -> Value {
    return arith::AddIOp::create(rewriter, loc, x, y);
  };
  auto index = [&](Value row, Value col) {
    SmallVector<Value> idx;
    if (s.batched)
      idx.push_back(bz);
    idx.push_back(row);
    idx.push_back(col);
    return idx;
  };
  auto lessThan = [&](Value x, int64_t bound) -> Value {
    return arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ult, x,
                                 cst(bound));
  };
  // Loads source[row, col] if (row, col) is in bounds, else zero.
  auto guardedLoad = [&](Value source, Value row, Value col, bool rowGuard,
                         int64_t rowBound, bool colGuard,
                         int64_t colBound) -> Value {
    Value cond;
    if (rowGuard)
      cond = lessThan(row, rowBound);
    if (colGuard) {
      Value c = lessThan(col, colBound);
      cond =
          cond ? arith::AndIOp::create(rewriter, loc, cond, c).getResult() : c;
    }
    if (!cond)
      return memref::LoadOp::create(rewriter, loc, source, index(row, col));
    auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{s.elementType}, cond,
                                  /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
      Value v = memref::LoadOp::create(rewriter, loc, source, index(row, col));
      scf::YieldOp::create(rewriter, loc, v);
      rewriter.setInsertionPointToStart(&ifOp.getElseRegion().front());
      scf::YieldOp::create(rewriter, loc, zero);
    }
    return ifOp.getResult(0);
  };
  bool guardM = s.m % kTile != 0, guardN = s.n % kTile != 0,
       guardK = s.k % kTileK != 0;

  // B tile coordinates of this thread: linear id t = ty*16+tx covers
  // 256 consecutive elements of the 16x64 tile per step l.
  Value bRowBase = arith::DivUIOp::create(rewriter, loc, ty, cst(4));
  Value bCol =
      add(arith::MulIOp::create(
              rewriter, loc, arith::RemUIOp::create(rewriter, loc, ty, cst(4)),
              cst(kThreads)),
          tx);

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
      Value v =
          guardedLoad(s.a, add(m0, row), add(k0, tx), guardM, s.m, guardK, s.k);
      memref::StoreOp::create(rewriter, loc, v, aTile, ValueRange{row, tx});
      // B tile: row ty/4 + 4l, column (ty%4)*16 + tx.
      Value bRow = add(bRowBase, cst(4 * l));
      Value w = guardedLoad(s.b, add(k0, bRow), add(n0, bCol), guardK, s.k,
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

  // C += acc, guarded where M or N is ragged.
  for (int64_t i = 0; i < kPerThread; ++i) {
    for (int64_t j = 0; j < kPerThread; ++j) {
      Value row = add(m0, add(ty, cst(kThreads * i)));
      Value col = add(n0, add(tx, cst(kThreads * j)));
      Value acc = kLoop.getResult(i * kPerThread + j);
      auto emitUpdate = [&]() {
        Value old = memref::LoadOp::create(rewriter, loc, s.c, index(row, col));
        Value sum = arith::AddFOp::create(rewriter, loc, old, acc);
        memref::StoreOp::create(rewriter, loc, sum, s.c, index(row, col));
      };
      Value cond;
      if (guardM)
        cond = lessThan(row, s.m);
      if (guardN) {
        Value c = lessThan(col, s.n);
        cond = cond ? arith::AndIOp::create(rewriter, loc, cond, c).getResult()
                    : c;
      }
      if (!cond) {
        emitUpdate();
        continue;
      }
      auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{}, cond,
                                    /*withElseRegion=*/false);
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
      emitUpdate();
    }
  }
  gpu::TerminatorOp::create(rewriter, loc);
  rewriter.eraseOp(op);
}

/// Reorders the loops of a generic so that parallel loops come first (a
/// reduction loop outside a parallel one would stay a host loop launching
/// one kernel per iteration).
static void interchangeParallelFirst(RewriterBase &rewriter,
                                     linalg::GenericOp op) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<unsigned> parallel, reduction;
  for (auto [i, it] : llvm::enumerate(iterators))
    (it == utils::IteratorType::parallel ? parallel : reduction).push_back(i);
  if (parallel.empty() || reduction.empty() ||
      reduction.front() > parallel.back())
    return;
  SmallVector<unsigned> permutation(parallel);
  permutation.append(reduction);
  rewriter.setInsertionPoint(op);
  (void)linalg::interchangeGenericOp(rewriter, op, permutation);
}

struct RematGPUMatmulKernelsPass
    : public remat::impl::RematGPUMatmulKernelsBase<RematGPUMatmulKernelsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<std::pair<Operation *, MatmulShape>> matmuls;
    SmallVector<linalg::GenericOp> generics;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (op->getParentOfType<gpu::LaunchOp>())
        return;
      if (std::optional<MatmulShape> shape = matchMatmul(op))
        matmuls.emplace_back(op, *shape);
      else if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation()))
        generics.push_back(generic);
    });
    for (auto &[op, shape] : matmuls)
      buildKernel(rewriter, op, shape);
    for (linalg::GenericOp op : generics)
      interchangeParallelFirst(rewriter, op);
  }
};
} // namespace
