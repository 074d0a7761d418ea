//===- CPUPipeline.cpp - remat-lower-to-cpu ---------------------*- C++ -*-===//
//
// Built from pass constructors: option names and spellings are checked by
// the compiler, and building the pipeline cannot fail at run time.
//
//===----------------------------------------------------------------------===//
#include "remat/Pipelines/Pipelines.h"

#include "remat/Conversion/Passes.h"
#include "remat/Pipelines/BufferizationPrefix.h"
#include "remat/Sharding/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::remat;

void mlir::remat::buildLowerToCPUPipeline(OpPassManager &pm,
                                          const LowerToCPUOptions &options) {
  // The same prefix as the memory prediction (BufferizedPeak.h), so that
  // what remat-report predicts is what this pipeline allocates.
  buildBufferizationPrefix(pm, options.deallocAfterLastUse);
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  // A subview at a run-time offset (a loop's slice of a stacked buffer, a
  // rank's slice of a gathered tensor) expands to affine.apply: lowered here,
  // as upstream's own pipelines do. Static offsets fold, so loop-free,
  // unsharded steps get nothing to lower.
  pm.addPass(createLowerAffinePass());
  // MPI calls (a partitioned step's collectives) before the memrefs they
  // take become descriptors.
  pm.addPass(createRematLowerMPIToLLVM());
  FinalizeMemRefToLLVMConversionPassOptions memrefToLLVM;
  memrefToLLVM.useAlignedAlloc = true;
  // _mlir_memref_to_llvm_alloc/free: the functions remat's runtime
  // implements to count bytes.
  memrefToLLVM.useGenericFunctions = options.genericAllocFunctions;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefToLLVM));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createRematCheckLLVMLowering());
}

std::string
mlir::remat::printPipeline(llvm::function_ref<void(OpPassManager &)> build) {
  OpPassManager pm(ModuleOp::getOperationName());
  build(pm);
  std::string pipeline;
  llvm::raw_string_ostream os(pipeline);
  pm.printAsTextualPipeline(os);
  return pipeline;
}

std::string
mlir::remat::getLowerToCPUPipelineString(const LowerToCPUOptions &options) {
  return printPipeline(
      [&](OpPassManager &pm) { buildLowerToCPUPipeline(pm, options); });
}

void mlir::remat::registerRematPipelines() {
  PassPipelineRegistration<LowerToCPUOptions>(
      "remat-lower-to-cpu",
      "Lower a tensor training step to the LLVM dialect for CPU execution: "
      "remat-strip, one-shot bufferization, deallocation after last use, "
      "loops, LLVM",
      buildLowerToCPUPipeline);
  registerNVVMPipeline();
  registerIREEPipeline();
}
