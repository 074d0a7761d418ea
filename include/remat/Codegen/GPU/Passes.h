//===- Passes.h - GPU code generation ---------------------------*- C++ -*-===//
//
// The passes of remat-lower-to-nvvm that turn linalg on buffers into GPU
// kernels, and their option types. registerRematGPUPasses() registers them.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_CODEGEN_GPU_PASSES_H
#define REMAT_CODEGEN_GPU_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/CommandLine.h"

#include <memory>

namespace mlir::remat {

/// The matmul kernel remat-gpu-matmul-kernels builds for f32 matmuls.
enum class TensorCoreKind {
  none,     ///< fp32 FMAs: exact fp32
  tf32,     ///< nvgpu.mma.sync m16n8k8 with tf32 inputs, f32 accumulation
  tf32_tma, ///< TMA + mbarriers + wgmma m64n128k8 tf32 (sm_90a, K-major B)
};

/// The kernel remat-gpu-matmul-kernels builds for bf16/f16 matmuls.
enum class HalfKernelKind {
  mma_sync, ///< warp-level mma.sync m16n8k16 (sm_80 or newer)
  wgmma,    ///< warpgroup-level wgmma.mma_async m64n64k16 (sm_90a only)
  tma,      ///< TMA + mbarrier pipeline, two warpgroups of m64n128k16 (sm_90a)
  tma_ws,   ///< the same with a producer warp (warp specialisation)
};

/// The `half-kernel` values of remat-gpu-matmul-kernels and of
/// remat-lower-to-nvvm's `matmul-half-kernel`: one spelling for both.
inline llvm::cl::ValuesClass getHalfKernelKindValues() {
  return llvm::cl::values(
      clEnumValN(HalfKernelKind::mma_sync, "mma-sync",
                 "4 warps of ldmatrix + mma.sync m16n8k16 (sm_80 or newer)"),
      clEnumValN(HalfKernelKind::wgmma, "wgmma",
                 "one warpgroup of wgmma.mma_async m64n64k16 reading shared "
                 "memory through matrix descriptors (sm_90a only)"),
      clEnumValN(HalfKernelKind::tma, "tma",
                 "128x128 tiles, two warpgroups of wgmma.mma_async m64n128k16 "
                 "on 128-byte-swizzled tiles loaded by TMA "
                 "(cp.async.bulk.tensor) behind mbarriers (sm_90a only)"),
      clEnumValN(HalfKernelKind::tma_ws, "tma-ws",
                 "the tma kernel with a producer warp issuing the TMA loads "
                 "and per-stage 'empty' mbarriers the two consumer "
                 "warpgroups arrive on (warp specialisation, sm_90a only)"));
}

/// Whether `kind` is one of the TMA kernels.
inline bool isTmaKernel(HalfKernelKind kind) {
  return kind == HalfKernelKind::tma || kind == HalfKernelKind::tma_ws;
}

#define GEN_PASS_DECL
#include "remat/Codegen/GPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Codegen/GPU/Passes.h.inc"

} // namespace mlir::remat

#endif // REMAT_CODEGEN_GPU_PASSES_H
