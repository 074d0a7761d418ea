//===- Passes.h - remat passes ----------------------------------*- C++ -*-===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H

#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Solvers/Solvers.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/CommandLine.h"

#include <memory>

namespace mlir::remat {

/// The matmul kernel remat-gpu-matmul-kernels builds for f32 matmuls.
enum class TensorCoreKind {
  none, ///< fp32 FMAs: exact fp32
  tf32, ///< nvgpu.mma.sync m16n8k8 with tf32 inputs, f32 accumulation
};

/// The kernel remat-gpu-matmul-kernels builds for bf16/f16 matmuls.
enum class HalfKernelKind {
  mma_sync, ///< warp-level mma.sync m16n8k16 (sm_80 or newer)
  wgmma,    ///< warpgroup-level wgmma.mma_async m64n64k16 (sm_90a only)
};

/// The `half-kernel` values of remat-gpu-matmul-kernels and of
/// remat-lower-to-nvvm's `matmul-half-kernel`: one spelling for both.
inline llvm::cl::ValuesClass getHalfKernelKindValues() {
  return llvm::cl::values(
      clEnumValN(HalfKernelKind::mma_sync, "mma-sync",
                 "4 warps of ldmatrix + mma.sync m16n8k16 (sm_80 or newer)"),
      clEnumValN(HalfKernelKind::wgmma, "wgmma",
                 "one warpgroup of wgmma.mma_async m64n64k16 reading shared "
                 "memory through matrix descriptors (sm_90a only)"));
}

/// How remat-auto's solver graph holds a view taken of a value after
/// another op read it (buildSolverGraph's `mergeLateViews`).
enum class LateViewGraph {
  merge, ///< in its source's node: the graph's bytes are the analysis'
  split, ///< a node of its own with the buffer's bytes (an over-count)
  both,  ///< plan on the merged form, also on the split one where auto's
         ///< answer is far from its bound or infeasible; the cheaper
};

/// The `graph-late-views` values of remat-auto.
inline llvm::cl::ValuesClass getLateViewGraphValues() {
  return llvm::cl::values(
      clEnumValN(LateViewGraph::merge, "merge",
                 "a late view joins its source's node (the graph's bytes "
                 "equal the analysis')"),
      clEnumValN(LateViewGraph::split, "split",
                 "a late view is a node of its own holding its buffer's "
                 "bytes again (an over-count)"),
      clEnumValN(LateViewGraph::both, "both",
                 "plan on the merged form; where auto's plan is more than "
                 "1 % above its bound or none fits, also on the split one, "
                 "and take the cheaper"));
}

/// The `solver` values of remat-auto and of the pipelines that run it: one
/// spelling for parsing and printing (rs::toString gives the same names).
inline llvm::cl::ValuesClass getSolverKindValues() {
  using ::remat::solvers::SolverKind;
  return llvm::cl::values(
      clEnumValN(SolverKind::autoSolver, "auto",
                 "chain where it applies and is small, else ilp where small, "
                 "else greedy; then the others"),
      clEnumValN(SolverKind::chain, "chain",
                 "exact dynamic program over layers"),
      clEnumValN(SolverKind::blockChain, "block-chain",
                 "dynamic program over blocks cut from the graph with "
                 "per-block options, exact over that plan space"),
      clEnumValN(SolverKind::ilp, "ilp", "exact MILP (CBC) with time-limit"),
      clEnumValN(SolverKind::greedy, "greedy",
                 "bytes freed at the peak per recompute FLOP"),
      clEnumValN(SolverKind::bruteForce, "brute-force",
                 "every subset (small graphs)"),
      clEnumValN(SolverKind::none, "none", "baseline: keep every buffer"),
      clEnumValN(SolverKind::all, "all", "baseline: recompute every candidate"),
      clEnumValN(SolverKind::sqrtN, "sqrt-n",
                 "baseline: sqrt(L) segment checkpoints"));
}

#define GEN_PASS_DECL
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"

} // namespace mlir::remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_H
