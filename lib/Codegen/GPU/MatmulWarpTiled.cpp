//===- MatmulWarpTiled.cpp - tensor-core matmul frame -----------*- C++ -*-===//
//
// What the tf32, mma.sync and wgmma kernels share: the grid of 64x64 block
// tiles with 128 threads, the staging of A and B into workgroup tiles
// (single-buffered, or the cp.async pipeline of the 16-bit kernels), the
// K loop around the kernel's mma steps (WarpMma), and the accumulators'
// way into C.
//
//===----------------------------------------------------------------------===//
#include "MatmulKernels.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::matmul_kernels;

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

void matmul_kernels::buildWarpTiledKernel(
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

WarpMma matmul_kernels::halfStaging(const MatmulShape &s,
                                    const MatmulKernelConfig &config) {
  WarpMma mma;
  mma.stages = config.pipelineStages;
  mma.asyncA = config.asyncA;
  mma.asyncB = config.asyncB;
  mma.tileK = kHalfTileK;
  mma.aPad = 0;
  mma.bPad = 0;
  mma.tileType = s.elementType;
  mma.stage = [](Value v) { return v; };
  return mma;
}
