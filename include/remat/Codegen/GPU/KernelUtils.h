//===- KernelUtils.h - helpers of the GPU kernel passes ---------*- C++ -*-===//
#ifndef REMAT_CODEGEN_GPU_KERNELUTILS_H
#define REMAT_CODEGEN_GPU_KERNELUTILS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::remat {
/// The `linalg.fill` that initialises the one output buffer of `op`, when
/// `op`'s kernel can start from the fill's value instead: the fill comes
/// before `op` in the same block with only allocations and memory-free ops
/// in between, `op` writes every element of that buffer (its output map is
/// a permutation of its parallel loops) and does not read it as an input.
/// Null otherwise. remat-gpu-matmul-kernels and remat-gpu-linalg-kernels
/// erase such a fill and use its value as the initial output.
linalg::FillOp findFoldableFill(linalg::LinalgOp op);

/// The buffer `value` is a view of (through ViewLikeOpInterface ops), or
/// `value` itself.
Value getRootBuffer(Value value);

/// The op that folds `fill` as above (the first op after it that touches
/// memory, if that op's findFoldableFill is `fill`), or null.
linalg::LinalgOp findFoldingConsumer(linalg::FillOp fill);
} // namespace mlir::remat

#endif // REMAT_CODEGEN_GPU_KERNELUTILS_H
