//===- Pipelines.h - remat pass pipelines -----------------------*- C++ -*-===//
#ifndef REMAT_PIPELINES_PIPELINES_H
#define REMAT_PIPELINES_PIPELINES_H

#include "remat/Codegen/GPU/Passes.h"
#include "remat/Planner/Passes.h"

#include "mlir/Pass/PassOptions.h"

#include <string>

namespace mlir {
class OpPassManager;
namespace remat {

/// The textual form of the pipeline `build` adds to a builtin.module pass
/// manager (for tools and docs).
std::string printPipeline(llvm::function_ref<void(OpPassManager &)> build);

/// Options of `remat-lower-to-cpu`.
struct LowerToCPUOptions : public PassPipelineOptions<LowerToCPUOptions> {
  PassOptions::Option<bool> deallocAfterLastUse{
      *this, "dealloc-after-last-use",
      llvm::cl::desc("Free every buffer right after its last use (otherwise "
                     "at the end of its block, as upstream does)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> genericAllocFunctions{
      *this, "generic-alloc-functions",
      llvm::cl::desc("Allocate through _mlir_memref_to_llvm_alloc/free so "
                     "that remat's runtime can count bytes"),
      llvm::cl::init(true)};
};

/// Tensor program → one-shot bufferization → ownership-based deallocation
/// (moved to last use) → loops → LLVM dialect. Runs remat-strip first.
void buildLowerToCPUPipeline(OpPassManager &pm,
                             const LowerToCPUOptions &options);

/// The same pipeline as a textual pass pipeline (for tools and docs).
std::string getLowerToCPUPipelineString(const LowerToCPUOptions &options);

/// Registers remat-lower-to-cpu (and, when built, remat-lower-to-nvvm).
void registerRematPipelines();

/// Options of `remat-lower-to-nvvm` (docs/GPU.md).
struct LowerToNVVMOptions : public PassPipelineOptions<LowerToNVVMOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("Target chip (cubin-chip)"),
      llvm::cl::init("sm_90a")};
  PassOptions::Option<std::string> features{
      *this, "features",
      llvm::cl::desc("Target features (cubin-features); the default PTX "
                     "version rejects sm_90"),
      llvm::cl::init("+ptx80")};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("gpu.binary format: bin (cubin, needs ptxas), isa (PTX "
                     "text) or fatbin"),
      llvm::cl::init("bin")};
  PassOptions::Option<int> optLevel{*this, "opt-level",
                                    llvm::cl::desc("NVVM optimization level"),
                                    llvm::cl::init(3)};
  PassOptions::ListOption<int64_t> tileSizes{
      *this, "tile-sizes",
      llvm::cl::desc("Threads per block of parallel loops, per loop "
                     "dimension, comma separated (scf-parallel-loop-tiling; "
                     "default 16,16)")};
  PassOptions::Option<bool> matmulKernels{
      *this, "matmul-kernels",
      llvm::cl::desc("Rewrite matmuls into shared-memory tiled kernels "
                     "(remat-gpu-matmul-kernels)"),
      llvm::cl::init(true)};
  PassOptions::Option<TensorCoreKind> tensorCores{
      *this, "tensor-cores",
      llvm::cl::desc("Matmul kernel for f32 (remat-gpu-matmul-kernels)"),
      llvm::cl::init(TensorCoreKind::none),
      llvm::cl::values(
          clEnumValN(TensorCoreKind::none, "none", "fp32 FMAs, exact fp32"),
          clEnumValN(TensorCoreKind::tf32, "tf32",
                     "tensor cores: mma.sync m16n8k8 with tf32 inputs and f32 "
                     "accumulation (sm_80 or newer)"),
          clEnumValN(TensorCoreKind::tf32_tma, "tf32-tma",
                     "TMA + mbarrier + wgmma m64n128k8 tf32 kernel (sm_90a; "
                     "B read through a transpose, K-major)"))};
  PassOptions::Option<int64_t> matmulPipelineStages{
      *this, "matmul-pipeline-stages",
      llvm::cl::desc("Workgroup buffers per operand in the bf16/f16 matmul "
                     "kernels' cp.async pipeline, 1-5 "
                     "(remat-gpu-matmul-kernels pipeline-stages)"),
      llvm::cl::init(3)};
  PassOptions::Option<HalfKernelKind> matmulHalfKernel{
      *this, "matmul-half-kernel",
      llvm::cl::desc("Kernel for bf16/f16 matmuls (remat-gpu-matmul-kernels "
                     "half-kernel); wgmma needs chip=sm_90a"),
      llvm::cl::init(HalfKernelKind::mma_sync), getHalfKernelKindValues()};
  PassOptions::Option<bool> deallocAfterLastUse{
      *this, "dealloc-after-last-use",
      llvm::cl::desc("Free every device buffer right after its last use"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> splitForward{
      *this, "split-forward",
      llvm::cl::desc("remat-lower-barriers-to-iree's split-forward: one IREE "
                     "execution region per forward segment, so that each "
                     "segment's residuals get their own slab (docs/IREE.md)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("Fuse single-use elementwise producers into their "
                     "consumers before bufferization "
                     "(remat-gpu-fuse-elementwise)"),
      llvm::cl::init(true)};
  PassOptions::ListOption<unsigned> residentArguments{
      *this, "resident-arguments",
      llvm::cl::desc("Positions of memref arguments of public functions "
                     "that the caller passes as device buffers, e.g. weights "
                     "kept on the device across steps "
                     "(remat-gpu-device-memory resident-arguments)")};
  PassOptions::Option<int64_t> vectorWidth{
      *this, "vector-width",
      llvm::cl::desc("Bits per global access of a thread in the elementwise "
                     "kernels where contiguous and aligned, 0 for scalar "
                     "accesses (remat-gpu-linalg-kernels vector-width)"),
      llvm::cl::init(128)};
  PassOptions::Option<bool> gridReductions{
      *this, "grid-reductions",
      llvm::cl::desc("Two-stage grid-wide kernels for reductions with few, "
                     "long outputs (remat-gpu-linalg-kernels grid-reductions)"),
      llvm::cl::init(true)};
};

/// Tensor program → bufferization → GPU kernels with device buffers →
/// gpu.binary plus LLVM-dialect host code calling the mgpu* runtime.
void buildLowerToNVVMPipeline(OpPassManager &pm,
                              const LowerToNVVMOptions &options);

/// The same pipeline as a textual pass pipeline.
std::string getLowerToNVVMPipelineString(const LowerToNVVMOptions &options);

/// Registers remat-lower-to-nvvm (called by registerRematPipelines()).
void registerNVVMPipeline();

/// The per-layer checkpoint policy of remat-prepare-iree-input (none: no
/// remat-outline-checkpoints).
enum class LayerCheckpointPolicy {
  none,
  recompute_all,
  save_dots,
  save_dots_no_batch
};

/// Options of `remat-prepare-iree-input` (docs/IREE.md).
struct PrepareIREEInputOptions
    : public PassPipelineOptions<PrepareIREEInputOptions> {
  PassOptions::Option<LayerCheckpointPolicy> policy{
      *this, "policy",
      llvm::cl::desc("Per-layer checkpoints with this policy "
                     "(remat-outline-checkpoints + apply)"),
      llvm::cl::init(LayerCheckpointPolicy::none),
      llvm::cl::values(
          clEnumValN(LayerCheckpointPolicy::none, "none", "no checkpoints"),
          clEnumValN(LayerCheckpointPolicy::recompute_all, "recompute_all",
                     "recompute every forward value"),
          clEnumValN(LayerCheckpointPolicy::save_dots, "save_dots",
                     "keep matmul and convolution results"),
          clEnumValN(LayerCheckpointPolicy::save_dots_no_batch,
                     "save_dots_no_batch",
                     "keep matmul results without batch dimensions"))};
  PassOptions::Option<unsigned> every{
      *this, "every",
      llvm::cl::desc("Layers per checkpoint region (with policy)"),
      llvm::cl::init(1)};
  PassOptions::Option<bool> skipLast{
      *this, "skip-last",
      llvm::cl::desc("With policy: no checkpoint for the last group of "
                     "layers (remat-outline-checkpoints' skip-last: its "
                     "recomputation would save no memory)"),
      llvm::cl::init(false)};
  PassOptions::Option<std::string> budget{
      *this, "budget",
      llvm::cl::desc("remat-auto budget in remat's memory model (bytes or "
                     "a size such as 16MiB); empty: no remat-auto. IREE's "
                     "own peak differs: see docs/IREE.md"),
      llvm::cl::init("")};
  PassOptions::Option<::remat::solvers::SolverKind> solver{
      *this, "solver", llvm::cl::desc("remat-auto solver"),
      llvm::cl::init(::remat::solvers::SolverKind::autoSolver),
      getSolverKindValues()};
  PassOptions::Option<bool> barrierArguments{
      *this, "barrier-arguments",
      llvm::cl::desc("remat-lower-barriers-to-iree's barrier-arguments"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> holdGradient{
      *this, "hold-gradient",
      llvm::cl::desc("remat-lower-barriers-to-iree's hold-gradient: gradient "
                     "values defined before a pinned barrier and read after "
                     "it go through it (docs/IREE.md)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> cleanCuts{
      *this, "clean-cuts",
      llvm::cl::desc("remat-lower-barriers-to-iree's clean-cuts: split-forward "
                     "cuts only where no short-lived activation is trapped "
                     "in a segment's outgoing slab (docs/IREE.md)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> splitForward{
      *this, "split-forward",
      llvm::cl::desc("remat-lower-barriers-to-iree's split-forward: one IREE "
                     "execution region per forward segment, so that each "
                     "segment's residuals get their own slab (docs/IREE.md)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("With budget: fuse single-use elementwise producers "
                     "into their consumers before remat-auto "
                     "(remat-gpu-fuse-elementwise), as IREE's dispatch "
                     "formation does, so that remat-auto plans for the "
                     "tensors IREE allocates (docs/IREE.md)"),
      llvm::cl::init(true)};
};

/// [remat-outline-checkpoints] -> remat-apply-checkpoints ->
/// [remat-gpu-fuse-elementwise -> remat-auto]
/// -> remat-lower-barriers-to-iree: the input iree-compile takes.
void buildPrepareIREEInputPipeline(OpPassManager &pm,
                                   const PrepareIREEInputOptions &options);

/// Registers remat-prepare-iree-input (called by registerRematPipelines()).
void registerIREEPipeline();
} // namespace remat
} // namespace mlir

#endif // REMAT_PIPELINES_PIPELINES_H
