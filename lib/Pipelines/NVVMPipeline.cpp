//===- NVVMPipeline.cpp - remat-lower-to-nvvm -------------------*- C++ -*-===//
//
// Tensor training step -> bufferized loops -> GPU kernels with device
// memory -> NVVM -> gpu.binary (cubin, PTX or fatbin) plus LLVM-dialect host
// code calling the mgpu* runtime (lib/Runtime/CUDA). Built from pass
// constructors like remat-lower-to-cpu, on the same bufferization prefix.
// See docs/GPU.md.
//
//===----------------------------------------------------------------------===//
#include "remat/Pipelines/Pipelines.h"

#include "remat/Codegen/GPU/Passes.h"
#include "remat/Conversion/Passes.h"
#include "remat/Pipelines/BufferizationPrefix.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::remat;

void mlir::remat::buildLowerToNVVMPipeline(OpPassManager &pm,
                                           const LowerToNVVMOptions &options) {
  // bufferization.dealloc/clone stay for remat-gpu-device-memory, which
  // places them on the device (no convert-bufferization-to-memref here).
  buildBufferizationPrefix(pm, options.deallocAfterLastUse,
                           /*convertToMemRef=*/false,
                           /*fuseElementwise=*/options.fuseElementwise);
  // Copies between strided buffers become kernels (no strided memcpy).
  pm.addPass(createRematGPUStridedCopies());
  if (options.matmulKernels) {
    RematGPUMatmulKernelsOptions matmul;
    matmul.tensorCores = options.tensorCores;
    matmul.pipelineStages = options.matmulPipelineStages;
    matmul.halfKernel = options.matmulHalfKernel;
    matmul.chip = options.chip;
    pm.addPass(createRematGPUMatmulKernels(matmul));
  }
  // Every other linalg op with static loop ranges becomes a grid-stride
  // kernel of its own; what is left (dynamic shapes) takes the parallel-loop
  // path below.
  RematGPULinalgKernelsOptions linalg;
  linalg.vectorWidth = options.vectorWidth;
  linalg.gridReductions = options.gridReductions;
  pm.addPass(createRematGPULinalgKernels(linalg));
  // Reductions in front of parallel loops would stay host loops.
  pm.addPass(createRematGPUParallelLoopsOuter());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  // Without tiling every block gets one thread.
  SmallVector<int64_t> tileSizes(options.tileSizes.begin(),
                                 options.tileSizes.end());
  if (tileSizes.empty())
    tileSizes = {16, 16};
  pm.addNestedPass<func::FuncOp>(createParallelLoopTilingPass(tileSizes));
  GpuMapParallelLoopsPassOptions mapping;
  mapping.mappingPolicyStr = "innermost-first";
  pm.addNestedPass<func::FuncOp>(createGpuMapParallelLoopsPass(mapping));
  pm.addNestedPass<func::FuncOp>(createConvertParallelLoopToGpuPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  RematGPUDeviceMemoryOptions deviceMemory;
  deviceMemory.residentArguments = SmallVector<unsigned>(
      options.residentArguments.begin(), options.residentArguments.end());
  pm.addPass(createRematGPUDeviceMemory(deviceMemory));
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
  // The TMA kernels' tensor maps are created on the host and used in the
  // kernel: their type must be lowered (to a pointer) before outlining
  // makes it a kernel argument, which the GPU-to-NVVM conversion cannot
  // convert (upstream's gpu-lower-to-nvvm-pipeline runs this pass before
  // its own outlining for the same reason).
  if (isTmaKernel(options.matmulHalfKernel) ||
      options.tensorCores == TensorCoreKind::tf32_tma)
    pm.addPass(createConvertNVGPUToNVVMPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
  gpu::GPUToNVVMPipelineOptions nvvm;
  nvvm.cubinChip = options.chip;
  nvvm.cubinFeatures = options.features;
  nvvm.cubinFormat = options.format;
  nvvm.optLevel = options.optLevel;
  gpu::buildLowerToNVVMPassPipeline(pm, nvvm);
  pm.addPass(createRematCheckLLVMLowering());
}

std::string
mlir::remat::getLowerToNVVMPipelineString(const LowerToNVVMOptions &options) {
  return printPipeline(
      [&](OpPassManager &pm) { buildLowerToNVVMPipeline(pm, options); });
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
