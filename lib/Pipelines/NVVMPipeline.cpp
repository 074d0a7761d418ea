//===- NVVMPipeline.cpp - remat-lower-to-nvvm -------------------*- C++ -*-===//
//
// Tensor training step -> bufferized loops -> GPU kernels with device
// memory -> NVVM -> gpu.binary (cubin, PTX or fatbin) plus LLVM-dialect host
// code calling the mgpu* runtime (lib/Runtime/CUDA). Kept textual like
// remat-lower-to-cpu. See docs/GPU.md.
//
//===----------------------------------------------------------------------===//
#include "remat/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::remat;

std::string
mlir::remat::getLowerToNVVMPipelineString(const LowerToNVVMOptions &options) {
  std::string pipeline;
  llvm::raw_string_ostream os(pipeline);
  os << "remat-strip,"
     << "func.func(convert-elementwise-to-linalg),"
     << "one-shot-bufferize{bufferize-function-boundaries "
        "function-boundary-type-conversion=identity-layout-map},"
     << "buffer-deallocation-pipeline,";
  if (options.deallocAfterLastUse)
    os << "remat-dealloc-after-last-use,";
  if (options.matmulKernels)
    os << "remat-gpu-matmul-kernels{tensor-cores=" << options.tensorCores
       << "},";
  os << "func.func(convert-linalg-to-parallel-loops),"
     << "func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes="
     << options.tileSizes << "}),"
     << "func.func(gpu-map-parallel-loops{mapping-policy=innermost-first}),"
     << "func.func(convert-parallel-loops-to-gpu),"
     << "lower-affine,canonicalize,cse,"
     << "remat-gpu-device-memory,"
     << "gpu-launch-sink-index-computations,gpu-kernel-outlining,"
     << "func.func(gpu-async-region),"
     << "gpu-lower-to-nvvm-pipeline{cubin-chip=" << options.chip
     << " cubin-features=" << options.features
     << " cubin-format=" << options.format << " opt-level=" << options.optLevel
     << "}";
  return pipeline;
}

void mlir::remat::buildLowerToNVVMPipeline(OpPassManager &pm,
                                           const LowerToNVVMOptions &options) {
  std::string pipeline = getLowerToNVVMPipelineString(options);
  if (failed(parsePassPipeline(pipeline, pm, llvm::errs())))
    llvm::report_fatal_error(
        "remat-lower-to-nvvm: cannot build the pipeline '" +
        llvm::Twine(pipeline) + "'");
}

void mlir::remat::registerNVVMPipeline() {
  PassPipelineRegistration<LowerToNVVMOptions>(
      "remat-lower-to-nvvm",
      "Lower a tensor training step to GPU kernels in a gpu.binary (cubin, "
      "PTX or fatbin for an NVIDIA chip) and LLVM-dialect host code calling "
      "the mgpu* runtime: remat-strip, one-shot bufferization, deallocation "
      "after last use, shared-memory tiled matmuls (fp32 FMAs or, with "
      "tensor-cores=tf32, mma.sync tensor cores), parallel loops mapped to "
      "blocks and threads, device buffers, NVVM",
      buildLowerToNVVMPipeline);
}
