//===- MatmulTma.cpp - the TMA + mbarrier wgmma matmul kernel ---*- C++ -*-===//
//
// half-kernel=tma (buildTmaKernel, sm_90a): bf16/f16 matmuls on 128x128
// tiles of C, two warpgroups issuing wgmma.mma_async m64n128k16 on shared
// memory that the Tensor Memory Accelerator fills (cp.async.bulk.tensor
// with host-built tensor maps, 128-byte swizzle), completion tracked by one
// mbarrier per pipeline stage, one wgmma group kept in flight. half-kernel=
// tma-ws adds warp specialisation: a producer warp issues the loads and
// waits on per-stage "empty" mbarriers that the consumer warpgroups arrive
// on, instead of the block barrier per K step. tensor-cores=tf32-tma builds
// the same kernel for f32 with wgmma m64n128k8 .tf32 on K-major B.
//
//===----------------------------------------------------------------------===//
#include "MatmulKernels.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::matmul_kernels;

// One K step is 64 16-bit elements: a 128-byte row of A, the widest box
// row the 128-byte swizzle allows. B (K x N, N contiguous) is loaded as
// two 64 x 64 boxes (128-byte rows of N) per stage.
constexpr int64_t kBoxB = 64;          // N columns of one B box
constexpr int64_t kSwizzleAtom = 1024; // 8 rows x 128 B: the swizzle repeats
constexpr int64_t kRowBytes = 128;
constexpr int64_t kABytes = kTmaTileM * kTmaTileK * 2; // 16 KiB
constexpr int64_t kBBoxBytes = kTmaTileK * kBoxB * 2;  // 8 KiB
constexpr int64_t kStageBytes = kABytes + 2 * kBBoxBytes;
constexpr int64_t kWgmmaM = 64;
constexpr int64_t kKStepBytes = 32; // one wgmma's K: k16 16-bit, k8 tf32
constexpr uint64_t kSwizzle128 = 1; // descriptor layout type (bits 62-63)
static_assert(kTmaTileN == 2 * kBoxB, "two B boxes per stage");
static_assert(kTmaThreads == 2 * 128, "two consumer warpgroups");

int64_t matmul_kernels::tmaSharedBytes(int64_t stages) {
  // One swizzle atom of slack: the kernel rounds the dynamic shared memory
  // up to a 1024-byte boundary (the mbarriers, static, come before it).
  return stages * kStageBytes + kSwizzleAtom;
}

/// The box type of a tensor map (and of the shared tile it fills): rows x
/// cols, with a leading 1 for the batch of a batched matmul.
static MemRefType boxType(MLIRContext *ctx, const MatmulShape &s, int64_t rows,
                          int64_t cols) {
  SmallVector<int64_t> shape;
  if (s.batched)
    shape.push_back(1);
  shape.append({rows, cols});
  return MemRefType::get(
      shape, s.elementType, MemRefLayoutAttrInterface(),
      gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup));
}

/// The host-side tensor map of `operand` (cuTensorMapEncodeTiled through
/// nvgpu.tma.create.descriptor): `box` tiles, 128-byte swizzle, zeros
/// out of bounds (the ragged edges of M, N and K).
static Value createTensorMap(RewriterBase &rewriter, Location loc,
                             Value operand, MemRefType box) {
  MLIRContext *ctx = rewriter.getContext();
  auto memrefType = cast<MemRefType>(operand.getType());
  auto unranked = UnrankedMemRefType::get(memrefType.getElementType(),
                                          memrefType.getMemorySpace());
  Value cast = memref::CastOp::create(rewriter, loc, unranked, operand);
  auto type = nvgpu::TensorMapDescriptorType::get(
      ctx, box, nvgpu::TensorMapSwizzleKind::SWIZZLE_128B,
      nvgpu::TensorMapL2PromoKind::L2PROMO_256B,
      nvgpu::TensorMapOOBKind::OOB_ZERO,
      nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE);
  SmallVector<Value> dims;
  for (int64_t d : box.getShape())
    dims.push_back(arith::ConstantIndexOp::create(rewriter, loc, d));
  return nvgpu::TmaCreateDescriptorOp::create(rewriter, loc, type, cast, dims);
}

// Builds the Hopper TMA kernel that replaces a matmul with bf16 or f16 A
// and B (half-kernel=tma, sm_90a). Grid (ceil(N/128), ceil(M/128), batch),
// 256 threads = two warpgroups; warpgroup g computes rows [64g, 64g + 64)
// of the block's 128x128 tile with wgmma.mma_async m64n128k16 (64 f32
// accumulators per thread, one loop-carried struct).
//
// Shared memory (dynamic, rounded up to 1024 B, the 128-byte swizzle's
// period, so that TMA's and wgmma's swizzles, both functions of the
// address, agree): S stages of A (128 x 64, 16 KiB) then S stages of B
// (two 64 x 64 boxes, 8 KiB each); row r of a box at r * 128 B, its
// 16-byte chunk j stored at chunk j ^ (r % 8) (the TMA does that).
// Descriptors (PTX ISA "Matrix Descriptor Format", layout type 1 =
// 128-byte swizzle; canonical layouts in units of T = 8 elements):
//   A, K-major: ((8,m),(T,2k)):((8T,SBO),(1,T)), SBO = 1024 B (next 8 rows),
//     LBO unused (16 B); warpgroup g starts 64 * 128 B in, k16 step ks
//     32 B further along the row.
//   B, MN-major (transpose flag): ((T,8,m),(8,k)):((1,T,LBO),(8T,SBO)),
//     LBO = 8192 B (next 64 columns: the second box), SBO = 1024 B (next 8
//     rows of K); k16 step ks starts 16 rows = 2048 B further.
// Pipeline: one mbarrier per stage, expected count 1 (thread 0's
// arrive.expect_tx of the stage's 32 KiB; the TMA completes the bytes).
//   thread 0: init the S barriers; barrier
//   thread 0: for p < min(S, T): expect_tx(bar[p]); TMA K step p -> stage p
//   for t < T:                     (stage t % S, its (t / S)-th use)
//     try_wait.parity(bar[t % S], (t / S) % 2)
//     wgmma.fence; 4 x wgmma.mma_async; commit_group
//     wait_group 1                 // step t stays in flight; t - 1 retired
//     barrier                      // both warpgroups retired step t - 1
//     thread 0, t >= 1, t + S - 1 < T: expect_tx; TMA K step t + S - 1
//                                  //   into stage (t - 1) % S
//   wait_group 0; C (+)= accumulators (the shared accumulateIntoC: guards,
//   folded fill, fused epilogue).
// Accumulators (PTX ISA "Matrix Fragments for wgmma.mma_async.m64nNk16",
// .f32 D; w = warp of the warpgroup, g = lane / 4, q = lane % 4): d[4i + r]
// is D[16w + g + 8 (r / 2)][8i + 2q + r % 2], i < 16.
// tma-ws (config.warpSpecialized): 288 threads; the two warpgroups above
// are the consumers (scf.if tid < 256), lane 0 of the ninth warp the
// producer (else-region):
//   producer: for t < T: if t >= S: try_wait.parity(empty[t % S],
//               (t / S - 1) % 2); expect_tx(full[t % S]); TMA K step t
//   consumers: as above, but after wait_group 1 the first thread of each
//     warpgroup arrives on empty[(t - 1) % S] (expected count 2) instead of
//     the block barrier and thread 0's refill.
// benchmarks/gpu/emulate_tma_kernel.py checks the kernel against the PTX
// ISA's TMA, swizzle, mbarrier and wgmma rules.
void matmul_kernels::buildTmaKernel(RewriterBase &rewriter, Operation *op,
                                    const MatmulShape &s, Value cInit,
                                    const MatmulKernelConfig &config) {
  Location loc = op->getLoc();
  MLIRContext *ctx = rewriter.getContext();
  Type f32 = rewriter.getF32Type();
  int64_t stages = config.pipelineStages;
  // tf32: 32 f32 per K step (the same 128-byte rows as 64 16-bit ones),
  // B K-major (wgmma tf32 has no transpose): one 128 (N) x 32 (K) box of
  // the N x K buffer the folded transpose read, the same 16 KiB per stage.
  bool tf32 = config.kind == MatmulKernelKind::TF32Tma;
  int64_t tileK = tf32 ? kTmaTileK / 2 : kTmaTileK;
  int64_t wgmmaK = tf32 ? 8 : 16;
  int64_t numSteps = (s.k + tileK - 1) / tileK;
  rewriter.setInsertionPoint(op);
  MemRefType aBox = boxType(ctx, s, kTmaTileM, tileK);
  MemRefType bBox = tf32 ? boxType(ctx, s, kTmaTileN, tileK)
                         : boxType(ctx, s, kTmaTileK, kBoxB);
  Value aMap = createTensorMap(rewriter, loc, s.a, aBox);
  Value bMap =
      createTensorMap(rewriter, loc, tf32 ? s.bSource->input : s.b, bBox);

  bool ws = config.warpSpecialized;
  // tma-ws: a producer warp after the two consumer warpgroups.
  gpu::LaunchOp launch =
      createLaunch(rewriter, loc, s, kTmaTileM, kTmaTileN,
                   ws ? kTmaThreads + kWarpSize : kTmaThreads, 1, {},
                   tmaSharedBytes(stages));
  Value zero = arith::ConstantOp::create(
      rewriter, loc, s.elementType, rewriter.getFloatAttr(s.elementType, 0.0));
  KernelBuilder b{rewriter, loc, s, launch.getBlockIds().z, zero, cInit};
  auto cst = [&](int64_t v) { return b.cst(v); };
  auto add = [&](Value x, Value y) { return b.add(x, y); };
  Value tid = launch.getThreadIds().x;
  Value m0 = b.mul(launch.getBlockIds().y, kTmaTileM);
  Value n0 = b.mul(launch.getBlockIds().x, kTmaTileN);
  // The thread that initialises the barriers and issues the loads: thread
  // 0, or lane 0 of the producer warp.
  Value producer = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::eq, tid, cst(ws ? kTmaThreads : 0));

  Attribute workgroup =
      gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  Value bytes = gpu::DynamicSharedMemoryOp::create(
      rewriter, loc,
      MemRefType::get({ShapedType::kDynamic}, rewriter.getI8Type(),
                      MemRefLayoutAttrInterface(), workgroup));
  // Bytes to skip to the next 1024-byte boundary of the shared window.
  Value base =
      memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc, bytes);
  Value shift = b.rem(arith::SubIOp::create(rewriter, loc, cst(kSwizzleAtom),
                                            b.rem(base, kSwizzleAtom)),
                      kSwizzleAtom);
  auto view = [&](Value offset, MemRefType type) -> Value {
    return memref::ViewOp::create(rewriter, loc, type, bytes,
                                  add(shift, offset), ValueRange{});
  };
  auto aStage = [&](Value stage) { return view(b.mul(stage, kABytes), aBox); };
  auto bStage = [&](Value stage, int64_t half) {
    return view(add(cst(stages * kABytes + half * kBBoxBytes),
                    b.mul(stage, 2 * kBBoxBytes)),
                bBox);
  };

  auto barrierType = nvgpu::MBarrierGroupType::get(ctx, workgroup, stages);
  Value barriers = nvgpu::MBarrierCreateOp::create(rewriter, loc, barrierType);
  for (int64_t i = 0; i < stages; ++i)
    nvgpu::MBarrierInitOp::create(rewriter, loc, barriers, cst(1), cst(i),
                                  producer);
  // tma-ws: stage i is free again once both consumer warpgroups retired
  // the wgmma that read it (one arrival per warpgroup).
  Value empty;
  if (ws) {
    empty = nvgpu::MBarrierCreateOp::create(rewriter, loc, barrierType);
    for (int64_t i = 0; i < stages; ++i)
      nvgpu::MBarrierInitOp::create(rewriter, loc, empty, cst(2), cst(i),
                                    producer);
  }
  // The initialised barriers, visible to every thread before any waits.
  gpu::BarrierOp::create(rewriter, loc);

  // Thread 0 (the caller guards): K step `step` into stage `stage`.
  auto issueLoads = [&](Value step, Value stage) {
    Value k0 = b.mul(step, tileK);
    nvgpu::MBarrierArriveExpectTxOp::create(rewriter, loc, barriers,
                                            cst(kStageBytes), stage, Value());
    auto coords = [&](Value inner, Value outer) {
      SmallVector<Value> c{inner, outer};
      if (s.batched)
        c.push_back(b.bz);
      return c;
    };
    nvgpu::TmaAsyncLoadOp::create(rewriter, loc, aStage(stage), barriers, aMap,
                                  coords(k0, m0), stage, Value(), Value());
    if (tf32) {
      nvgpu::TmaAsyncLoadOp::create(rewriter, loc, bStage(stage, 0), barriers,
                                    bMap, coords(k0, n0), stage, Value(),
                                    Value());
      return;
    }
    for (int64_t half = 0; half < 2; ++half)
      nvgpu::TmaAsyncLoadOp::create(
          rewriter, loc, bStage(stage, half), barriers, bMap,
          coords(add(n0, cst(half * kBoxB)), k0), stage, Value(), Value());
  };
  auto guarded = [&](Value cond, function_ref<void()> body) {
    auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{}, cond,
                                  /*withElseRegion=*/false);
    OpBuilder::InsertionGuard inner(rewriter);
    rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
    body();
  };
  auto parityOf = [&](Value use) {
    return arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne,
                                 b.rem(use, 2), cst(0));
  };
  // tma-ws: one scf.if splits the block: the consumer warpgroups (threads
  // 0..255) in its then-region, the producer warp in its else-region.
  std::optional<OpBuilder::InsertionGuard> consumerGuard;
  if (ws) {
    auto split = scf::IfOp::create(
        rewriter, loc, TypeRange{},
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ult, tid,
                              cst(kTmaThreads)),
        /*withElseRegion=*/true);
    consumerGuard.emplace(rewriter);
    // The producer: K step t into stage t % S once its previous use (t / S
    // - 1) was released on the stage's empty barrier.
    rewriter.setInsertionPoint(split.getElseRegion().front().getTerminator());
    guarded(producer, [&]() {
      auto loads =
          scf::ForOp::create(rewriter, loc, cst(0), cst(numSteps), cst(1));
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(loads.getBody());
      Value t = loads.getInductionVar();
      Value stage = b.rem(t, stages);
      if (numSteps > stages)
        guarded(arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::uge,
                                      t, cst(stages)),
                [&]() {
                  Value use = arith::SubIOp::create(rewriter, loc,
                                                    b.div(t, stages), cst(1));
                  nvgpu::MBarrierTryWaitParityOp::create(rewriter, loc, empty,
                                                         parityOf(use),
                                                         cst(10000000), stage);
                });
      issueLoads(t, stage);
    });
    rewriter.setInsertionPoint(split.getThenRegion().front().getTerminator());
  } else {
    guarded(producer, [&]() {
      for (int64_t p = 0; p < std::min(stages, numSteps); ++p)
        issueLoads(cst(p), cst(p));
    });
  }

  int64_t accCount = kTmaTileN / 2; // 64 f32 per thread
  auto resultType =
      LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(accCount, f32));
  NVVM::WGMMATypes wgmmaType = tf32                     ? NVVM::WGMMATypes::tf32
                               : s.elementType.isBF16() ? NVVM::WGMMATypes::bf16
                                                        : NVVM::WGMMATypes::f16;
  Value warpgroup = b.div(tid, 128);
  Value init = LLVM::ZeroOp::create(rewriter, loc, resultType);
  auto loop = scf::ForOp::create(rewriter, loc, cst(0), cst(numSteps), cst(1),
                                 ValueRange{init});
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(loop.getBody());
    Value t = loop.getInductionVar();
    Value stage = b.rem(t, stages);
    Value parity = parityOf(b.div(t, stages));
    nvgpu::MBarrierTryWaitParityOp::create(rewriter, loc, barriers, parity,
                                           cst(10000000), stage);
    Value aAddress = add(memref::ExtractAlignedPointerAsIndexOp::create(
                             rewriter, loc, aStage(stage)),
                         b.mul(warpgroup, kWgmmaM * kRowBytes));
    Value bAddress = memref::ExtractAlignedPointerAsIndexOp::create(
        rewriter, loc, bStage(stage, 0));
    Value acc = loop.getRegionIterArgs()[0];
    NVVM::WgmmaFenceAlignedOp::create(rewriter, loc);
    for (int64_t ks = 0; ks < kRowBytes / kKStepBytes; ++ks) {
      Value descA =
          wgmmaDescriptor(b, add(aAddress, cst(ks * kKStepBytes)),
                          /*leadingBytes=*/16, kSwizzleAtom, kSwizzle128);
      // tf32: B K-major like A (rows of N, 128 B of K each); 16-bit: B
      // MN-major, the k16 step 16 rows of K further.
      Value descB =
          tf32 ? wgmmaDescriptor(b, add(bAddress, cst(ks * kKStepBytes)),
                                 /*leadingBytes=*/16, kSwizzleAtom, kSwizzle128)
               : wgmmaDescriptor(b, add(bAddress, cst(ks * 16 * kRowBytes)),
                                 kBBoxBytes, kSwizzleAtom, kSwizzle128);
      acc = NVVM::WgmmaMmaAsyncOp::create(
          rewriter, loc, resultType, acc, descA, descB,
          NVVM::MMAShapeAttr::get(ctx, kWgmmaM, kTmaTileN, wgmmaK), wgmmaType,
          wgmmaType, NVVM::WGMMATypes::f32, NVVM::WGMMAScaleOut::one,
          NVVM::WGMMAScaleIn::one, NVVM::WGMMAScaleIn::one,
          NVVM::MMALayout::row,
          tf32 ? NVVM::MMALayout::col : NVVM::MMALayout::row,
          /*satfinite=*/nullptr);
    }
    NVVM::WgmmaGroupSyncAlignedOp::create(rewriter, loc);
    NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc, 1);
    if (ws) {
      // Step t - 1 retired in this warpgroup: its first thread releases
      // the stage (no block barrier; the producer waits on it).
      Value first = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, b.rem(tid, 128), cst(0));
      Value release = arith::AndIOp::create(
          rewriter, loc, first,
          arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::uge, t,
                                cst(1)));
      guarded(release, [&]() {
        nvgpu::MBarrierArriveOp::create(
            rewriter, loc, nvgpu::MBarrierTokenType::get(ctx), empty,
            b.rem(add(t, cst(stages - 1)), stages));
      });
    } else {
      gpu::BarrierOp::create(rewriter, loc);
    }
    if (!ws && numSteps > stages) {
      Value next = add(t, cst(stages - 1));
      Value refill = arith::AndIOp::create(
          rewriter, loc,
          arith::AndIOp::create(rewriter, loc, producer,
                                arith::CmpIOp::create(rewriter, loc,
                                                      arith::CmpIPredicate::uge,
                                                      t, cst(1))),
          b.lessThan(next, numSteps));
      guarded(refill, [&]() { issueLoads(next, b.rem(next, stages)); });
    }
    scf::YieldOp::create(rewriter, loc, acc);
  }
  NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc, 0);

  bool guardM = s.m % kTmaTileM != 0, guardN = s.n % kTmaTileN != 0;
  Value lane = b.rem(tid, kWarpSize), warp = b.rem(b.div(tid, kWarpSize), 4);
  Value rowBase = add(add(m0, b.mul(warpgroup, kWgmmaM)),
                      add(b.mul(warp, 16), b.div(lane, 4)));
  Value colBase = add(n0, b.mul(b.rem(lane, 4), 2));
  for (int64_t i = 0; i < kTmaTileN / 8; ++i)
    for (int64_t r = 0; r < 4; ++r) {
      Value v = LLVM::ExtractValueOp::create(rewriter, loc, loop.getResult(0),
                                             4 * i + r);
      b.accumulateIntoC(add(rowBase, cst(8 * (r / 2))),
                        add(colBase, cst(8 * i + r % 2)), v, guardM, guardN);
    }
  consumerGuard.reset();
  if (ws)
    rewriter.setInsertionPointToEnd(&launch.getBody().front());
  gpu::TerminatorOp::create(rewriter, loc);
  rewriter.eraseOp(op);
}
