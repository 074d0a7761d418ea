//===- MatmulMmaSync.cpp - the mma.sync matmul kernels ----------*- C++ -*-===//
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
//
// bf16/f16 matmuls (half-kernel=mma-sync, buildHalfKernel) take the same
// 2x2-warp tiling with ldmatrix and mma.sync m16n8k16 behind the cp.async
// pipeline (buildPipelinedLoop).
//
//===----------------------------------------------------------------------===//
#include "MatmulKernels.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::matmul_kernels;

/// Rounds an f32 to tf32 (cvt.rna.tf32.f32: 10 mantissa bits, round to
/// nearest, ties away from zero), kept in an f32 register.
static Value roundToTF32(RewriterBase &rewriter, Location loc, Value v) {
  auto cvt = NVVM::ConvertFloatToTF32Op::create(
      rewriter, loc, rewriter.getI32Type(), v, NVVM::FPRoundingMode::RNA,
      NVVM::SaturationMode::NONE, /*relu=*/false);
  return arith::BitcastOp::create(rewriter, loc, rewriter.getF32Type(), cvt);
}

void matmul_kernels::buildTF32Kernel(RewriterBase &rewriter, Operation *op,
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

// Fragment placement (PTX ISA, "Matrix Fragments for mma.m16n8k16" with
// .f16/.bf16; g = lane / 4, q = lane % 4), each register two 16-bit values:
//   A: r0 = A[g][2q, 2q+1], r1 = A[g+8][2q, 2q+1], r2 = A[g][2q+8, 2q+9],
//      r3 = A[g+8][2q+8, 2q+9]
//   B: r0 = B[2q, 2q+1][g], r1 = B[2q+8, 2q+9][g]
//   C/D: as for m16n8k8 (c[r] = C[g + 8 * (r / 2)][2q + r % 2]).
// Operands are staged by buildPipelinedLoop (cp.async and
// `config.pipelineStages` buffers as chooseMatmulKernel decided) and read
// with ldmatrix .x4: A's four 8x8 matrices of a 16x16 tile are a0..a3 as
// they come, B's (.trans) are b0, b1 of two neighbouring 16x8 tiles;
// benchmarks/gpu/emulate_half_kernel.py checks both against the PTX ISA.
void matmul_kernels::buildHalfKernel(RewriterBase &rewriter, Operation *op,
                                     const MatmulShape &s, Value cInit,
                                     const MatmulKernelConfig &config) {
  Location loc = op->getLoc();
  Type f32 = rewriter.getF32Type();
  WarpMma mma = halfStaging(s, config);
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
