//===- MatmulKernels.h - matmul kernels' shared builders --------*- C++ -*-===//
//
// What the files of remat-gpu-matmul-kernels share: the index arithmetic,
// operand loads and C update of every kernel (KernelBuilder), the launch,
// the warp-tiled frame of the tensor-core kernels (WarpMma,
// buildWarpTiledKernel), and one builder per kernel family.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CODEGEN_GPU_MATMULKERNELS_H
#define REMAT_LIB_CODEGEN_GPU_MATMULKERNELS_H

#include "MatmulKernelConfig.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/PatternMatch.h"

#include <functional>

namespace mlir::remat::matmul_kernels {

/// Index arithmetic, guarded loads and the guarded `C += acc` update shared
/// by the kernels. Constants are created where the insertion point is
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
  /// The indices of `wide` for `indices` of a shape that collapses it by
  /// `groups`: each index split over its group, innermost fastest.
  SmallVector<Value> splitIndices(ArrayRef<Value> indices, MemRefType wide,
                                  ArrayRef<ReassociationIndices> groups);
  /// source[indices], read through the transpose that wrote `source` if
  /// it was folded (see TransposedOperand).
  Value loadOperand(Value source, SmallVector<Value> indices);
  /// Loads source[row, col] if (row, col) is in bounds, else zero.
  Value guardedLoad(Value source, Value row, Value col, bool rowGuard,
                    int64_t rowBound, bool colGuard, int64_t colBound);
  /// tile[tileIndices..+elements) <- source[row, col..+elements) with one
  /// 16-byte cp.async (bypassing L1); out of bounds (only the guarded
  /// dimensions are checked; the whole chunk is in or out) it reads
  /// nothing from source[0, 0] and zero-fills (src-size 0).
  Value asyncCopy(Value source, Value row, bool rowGuard, int64_t rowBound,
                  Value col, bool colGuard, int64_t colBound, Value tile,
                  ValueRange tileIndices, int64_t elements);
  /// C[row, col] += acc (C = fill + acc where a fill was folded), guarded
  /// where M or N is ragged.
  void accumulateIntoC(Value row, Value col, Value acc, bool guardM,
                       bool guardN);
  /// The fused epilogue (see Epilogue) at C's element `cIndex`, whose new
  /// value is `stored`.
  void emitEpilogue(ArrayRef<Value> cIndex, Value stored);
};

/// Creates the gpu.launch of a kernel with `threads` threads per block
/// (x, y), 2-D grid over (N, M) tiles of `tile` and the batch on z (and
/// `dynamicSharedBytes` of dynamic shared memory), and returns it with the
/// insertion point at the start of its body.
gpu::LaunchOp createLaunch(RewriterBase &rewriter, Location loc,
                           const MatmulShape &s, int64_t tileM, int64_t tileN,
                           int64_t threadsX, int64_t threadsY,
                           TypeRange workgroup, int64_t dynamicSharedBytes = 0);

/// The type of a `rows` x `cols` tile in workgroup memory.
MemRefType workgroupTile(RewriterBase &rewriter, int64_t rows, int64_t cols,
                         Type elementType);

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
  /// loads and stores); decided statically (see chooseMatmulKernel).
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

/// The warp-tiled tensor-core kernel that replaces `op`: grid (ceil(N/64),
/// ceil(M/64), batch), 128 threads; per K step every thread stages
/// 64 x tileK / 128 elements of A and tileK x 64 / 128 of B with coalesced,
/// zero-filled loads into padded workgroup tiles, barrier, `mma.step`,
/// barrier; then `C += acc` (or `C = fill + acc`) from the fragments.
void buildWarpTiledKernel(
    RewriterBase &rewriter, Operation *op, const MatmulShape &s, Value cInit,
    const WarpMma &mma,
    function_ref<WarpMma(KernelBuilder &, const WarpCoords &)> makeMma);

/// The staging both 16-bit kernels share: `config.pipelineStages` pipeline
/// buffers per operand, K steps of kHalfTileK, cp.async where the config
/// says, values stored as they are (no padding: the caller sets it).
WarpMma halfStaging(const MatmulShape &s, const MatmulKernelConfig &config);

/// Builds the fp32 FMA kernel that replaces `op` (tensor-cores=none).
void buildFMAKernel(RewriterBase &rewriter, Operation *op, const MatmulShape &s,
                    Value cInit);

/// Builds the tensor-core kernel that replaces the f32 matmul `op`
/// (tensor-cores=tf32): nvgpu.mma.sync m16n8k8 on tf32-rounded tiles.
void buildTF32Kernel(RewriterBase &rewriter, Operation *op,
                     const MatmulShape &s, Value cInit);

/// Builds the tensor-core kernel that replaces a matmul with bf16 or f16 A
/// and B (half-kernel=mma-sync): nvvm.mma.sync m16n8k16 with f32
/// accumulators, the grid and warp layout of the tf32 kernel.
void buildHalfKernel(RewriterBase &rewriter, Operation *op,
                     const MatmulShape &s, Value cInit,
                     const MatmulKernelConfig &config);

/// Builds the Hopper kernel that replaces a matmul with bf16 or f16 A and B
/// (half-kernel=wgmma, sm_90a): one warpgroup issuing wgmma.mma_async
/// m64n64k16 on shared memory.
void buildWgmmaKernel(RewriterBase &rewriter, Operation *op,
                      const MatmulShape &s, Value cInit,
                      const MatmulKernelConfig &config);

/// The 64-bit wgmma matrix descriptor of the tile at shared-window address
/// `address` (bytes; index): start address >> 4 in bits 0-13, leading
/// dimension byte offset >> 4 in bits 16-29, stride dimension byte offset
/// >> 4 in bits 32-45, base offset 0, `layoutType` in bits 62-63 (0: no
/// swizzle, 1: 128-byte swizzle).
Value wgmmaDescriptor(KernelBuilder &b, Value address, int64_t leadingBytes,
                      int64_t strideBytes, uint64_t layoutType = 0);

/// Bytes of dynamic shared memory the TMA kernel uses with `stages` stages.
int64_t tmaSharedBytes(int64_t stages);

/// Builds the Hopper kernel that replaces a matmul with bf16 or f16 A and B
/// whose operands TMA can load (half-kernel=tma, sm_90a): 128x128 tiles, two
/// warpgroups issuing wgmma.mma_async m64n128k16 on 128-byte-swizzled tiles
/// that cp.async.bulk.tensor fills, one mbarrier per stage.
void buildTmaKernel(RewriterBase &rewriter, Operation *op, const MatmulShape &s,
                    Value cInit, const MatmulKernelConfig &config);

} // namespace mlir::remat::matmul_kernels

#endif // REMAT_LIB_CODEGEN_GPU_MATMULKERNELS_H
