//===- MatmulKernelConfig.h - which matmul kernel, which tiles --*- C++ -*-===//
//
// The decisions of remat-gpu-matmul-kernels, apart from the kernels that
// carry them out: which ops are matmuls (MatmulShape), which operands are
// read through the transpose that wrote them, which consumer of C runs in
// the kernel's C store, which kernel a matmul gets and how it stages its
// operands (MatmulKernelConfig), and the tile sizes of every kernel.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CODEGEN_GPU_MATMULKERNELCONFIG_H
#define REMAT_LIB_CODEGEN_GPU_MATMULKERNELCONFIG_H

#include "remat/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace mlir::remat::matmul_kernels {

// fp32 FMA kernel (tensor-cores=none).
constexpr int64_t kThreads = 16;  // threads per block dimension
constexpr int64_t kPerThread = 4; // outputs per thread per dimension
constexpr int64_t kTile = kThreads * kPerThread; // 64
constexpr int64_t kTileK = 16;

// Tensor-core (tf32) kernel parameters; see MatmulMmaSync.cpp.
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

// Hopper TMA kernel (half-kernel=tma, MatmulTma.cpp): 128x128 tiles of C,
// two warpgroups, K steps of 64 (one 128-byte swizzled row of A).
constexpr int64_t kTmaTileM = 128, kTmaTileN = 128, kTmaTileK = 64;
constexpr int64_t kTmaThreads = 256;
static_assert(kTcTileM * kHalfTileK % kTcThreads == 0 &&
                  kHalfTileK * kTcTileN % kTcThreads == 0 &&
                  kTcThreads % kHalfTileK == 0 && kTcThreads % kTcTileN == 0,
              "every thread stages whole rows of the tiles");

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

/// The kernel a matmul gets.
enum class MatmulKernelKind {
  FMA,         ///< fp32 FMAs (MatmulFma.cpp)
  TF32,        ///< nvgpu.mma.sync m16n8k8 on tf32 (MatmulMmaSync.cpp)
  HalfMmaSync, ///< nvvm.mma.sync m16n8k16 on bf16/f16 (MatmulMmaSync.cpp)
  HalfWgmma,   ///< wgmma.mma_async m64n64k16 on bf16/f16 (MatmulWgmma.cpp)
  HalfTma,     ///< TMA + mbarriers + wgmma m64n128k16 (MatmulTma.cpp)
  TF32Tma,     ///< the same on f32 with wgmma m64n128k8 tf32, K-major B
};

/// The kernel a matmul gets and how the 16-bit kernels stage its operands.
struct MatmulKernelConfig {
  MatmulKernelKind kind = MatmulKernelKind::FMA;
  /// HalfMmaSync, HalfWgmma: workgroup buffers per operand (see
  /// buildPipelinedLoop).
  int64_t pipelineStages = 0;
  /// HalfMmaSync, HalfWgmma, per operand: stage with 16-byte cp.async
  /// copies (else element-wise loads and stores).
  bool asyncA = false, asyncB = false;
  /// HalfTma: a producer warp issues the loads (half-kernel=tma-ws).
  bool warpSpecialized = false;
};

/// Matches linalg.matmul / linalg.batch_matmul on static memrefs with the
/// default indexing maps and one float element type.
std::optional<MatmulShape> matchMatmul(linalg::LinalgOp op);

/// The transpose that alone wrote `operand` (or the buffer it collapses),
/// when nothing else reads that buffer and nothing changes the
/// transpose's input before `matmul`: then the kernel can read the input
/// at permuted indices and the transpose can go.
std::optional<TransposedOperand> findTransposedOperand(Value operand,
                                                       Operation *matmul);

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
std::optional<Epilogue> findEpilogue(Operation *matmul, const MatmulShape &s,
                                     SmallVectorImpl<Operation *> &toHoist);

/// Whether a tensor map can describe `operand` read directly: unit
/// innermost stride, other strides, offset and innermost size multiples of
/// `chunk` elements (16 bytes), rooted in an allocation or an argument.
bool isTensorMapOperand(Value operand, int64_t chunk);

/// tensor-cores=tf32-tma: whether `b` (B's folded transpose) gives B
/// K-major, as wgmma tf32 needs: a transpose of the last two dimensions of
/// an N x K buffer that a tensor map can describe.
bool kMajorB(const std::optional<TransposedOperand> &b, bool batched);

/// The kernel of the matmul `s`: bf16/f16 inputs always take the tensor
/// cores (f32 accumulation, as PyTorch does on GPUs), with `halfKernel`'s
/// instructions and `pipelineStages` buffers; f32 ones with
/// tensor-cores=tf32; the rest (exact f32, f64) the FMA kernel.
MatmulKernelConfig chooseMatmulKernel(const MatmulShape &s,
                                      TensorCoreKind tensorCores,
                                      HalfKernelKind halfKernel,
                                      int64_t pipelineStages);

} // namespace mlir::remat::matmul_kernels

#endif // REMAT_LIB_CODEGEN_GPU_MATMULKERNELCONFIG_H
