//===- MatmulFma.cpp - the fp32 FMA matmul kernel ---------------*- C++ -*-===//
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
//===----------------------------------------------------------------------===//
#include "MatmulKernels.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::matmul_kernels;

void matmul_kernels::buildFMAKernel(RewriterBase &rewriter, Operation *op,
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
