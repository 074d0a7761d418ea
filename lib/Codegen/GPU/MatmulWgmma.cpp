//===- MatmulWgmma.cpp - the wgmma matmul kernel ----------------*- C++ -*-===//
//
// half-kernel=wgmma (buildWgmmaKernel, sm_90a): bf16/f16 matmuls on one
// warpgroup issuing wgmma.mma_async m64n64k16 on shared memory, behind the
// cp.async pipeline of the mma.sync kernel (buildPipelinedLoop).
//
//===----------------------------------------------------------------------===//
#include "MatmulKernels.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::matmul_kernels;

// tile, one wgmma.mma_async m64n64k16 per k16 step, the K step and
// staging of the mma.sync kernel (64x32 A and 32x64 B 16-bit tiles).
constexpr int64_t kWgmmaN = 64, kWgmmaK = 16;
constexpr int64_t kCoreRows = 8;     // rows of a core matrix
constexpr int64_t kCoreBytes = 128;  // 8 rows x 16 bytes, contiguous
constexpr int64_t kCoreElements = 8; // 16-bit elements of a core-matrix row
static_assert(kTcThreads == 128, "wgmma runs on one warpgroup");

Value matmul_kernels::wgmmaDescriptor(KernelBuilder &b, Value address,
                                      int64_t leadingBytes, int64_t strideBytes,
                                      uint64_t layoutType) {
  RewriterBase &rewriter = b.rewriter;
  Location loc = b.loc;
  Type i64 = rewriter.getI64Type();
  auto c64 = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(rewriter, loc, v, 64);
  };
  Value start = arith::IndexCastUIOp::create(rewriter, loc, i64, address);
  start = arith::ShRUIOp::create(rewriter, loc, start, c64(4));
  start = arith::AndIOp::create(rewriter, loc, start, c64(0x3FFF));
  uint64_t fields = (uint64_t(leadingBytes >> 4) << 16) |
                    (uint64_t(strideBytes >> 4) << 32) | (layoutType << 62);
  return arith::OrIOp::create(rewriter, loc, start,
                              c64(static_cast<int64_t>(fields)));
}

// Builds the Hopper kernel that replaces a matmul with bf16 or f16 A and B
// (half-kernel=wgmma, sm_90a): one warpgroup (128 threads) per 64x64 tile
// of C, f32 accumulators in registers, the operands staged by
// buildPipelinedLoop (the same cp.async pipeline, guards and folded
// transposes as the mma.sync kernel) into tiles that wgmma.mma_async reads
// from shared memory through matrix descriptors.
//
// Layout (no swizzle: "core matrices" of 8 rows x 16 bytes, 128
// contiguous bytes; PTX ISA "Shared Memory Matrix Layout", canonical
// layouts in units of T = 8 16-bit elements):
//   A, K-major (A is row-major, so K is contiguous in global memory):
//     stage tile [M/8][K/8][8][8] = ((8,m),(T,2k)):((1T,SBO),(1,LBO)),
//     LBO = 128 B (next core matrix along K), SBO = 512 B (next 8 rows).
//   B, MN-major with the transpose flag (layoutB = row: NVVM passes
//     imm-trans-b = 1): B is row-major K x N, N contiguous, so a 16-byte
//     cp.async chunk of one row of B (8 consecutive n) is one core-matrix
//     row as it is; stage tile [K/8][N/8][8][8] =
//     ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO)), SBO = 128 B (next 8 columns),
//     LBO = 1024 B (next 8 rows of K). A K-major B would need B transposed
//     on its way to shared memory (element-wise stores, no cp.async).
// Per K step t (stage t % S): wait_group, fence.proxy.async.shared::cta
// (the copies and stores are generic-proxy writes; wgmma reads through
// the async proxy), barrier, stage a later K step, then wgmma.fence, one
// wgmma.mma_async per k16 (the descriptors' start addresses advance 256 B
// in A and 2048 B in B), commit_group and wait_group 0, so that the stage
// is no longer read when it is refilled and the accumulators are readable.
// Accumulators (PTX ISA "Matrix Fragments for wgmma.mma_async.m64nNk16",
// .f32 D; w = warp, g = lane / 4, q = lane % 4): d[4i + r] is C[16w + g +
// 8 (r / 2)][8i + 2q + r % 2], i < N / 8.
// benchmarks/gpu/emulate_half_kernel.py checks the kernel against the PTX
// ISA's descriptor, layout, fragment and synchronization rules.
void matmul_kernels::buildWgmmaKernel(RewriterBase &rewriter, Operation *op,
                                      const MatmulShape &s, Value cInit,
                                      const MatmulKernelConfig &config) {
  Location loc = op->getLoc();
  Type f32 = rewriter.getF32Type();
  WarpMma mma = halfStaging(s, config);
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
                {wgmmaDescriptor(b, aAddress, aLeading, aStride),
                 wgmmaDescriptor(b, bAddress, bLeading, bStride)});
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
