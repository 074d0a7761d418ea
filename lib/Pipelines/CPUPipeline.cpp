//===- CPUPipeline.cpp - remat-lower-to-cpu ---------------------*- C++ -*-===//
//
// The pipeline is kept as a textual pass pipeline: it composes upstream
// passes only by their registered names and options, which stay stable
// across LLVM releases better than their C++ factory functions.
//
//===----------------------------------------------------------------------===//
#include "remat/Pipelines/Pipelines.h"

#include "remat/Dialect/Remat/Transforms/BufferizedPeak.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::remat;

/// The passes after remat's bufferization prefix, by their registered names.
static std::string getCPUSuffix(const LowerToCPUOptions &options) {
  std::string pipeline;
  llvm::raw_string_ostream os(pipeline);
  os << "func.func(convert-linalg-to-loops),"
     << "lower-affine,convert-scf-to-cf,expand-strided-metadata,"
     << "finalize-memref-to-llvm{use-aligned-alloc=true use-generic-functions="
     << (options.genericAllocFunctions ? "true" : "false") << "},"
     << "convert-math-to-llvm,convert-math-to-libm,convert-arith-to-llvm,"
     << "convert-cf-to-llvm,convert-func-to-llvm,convert-index-to-llvm,"
     << "reconcile-unrealized-casts";
  return pipeline;
}

std::string
mlir::remat::getLowerToCPUPipelineString(const LowerToCPUOptions &options) {
  std::string pipeline;
  llvm::raw_string_ostream os(pipeline);
  os << "remat-strip,func.func(convert-elementwise-to-linalg),"
     << "one-shot-bufferize{bufferize-function-boundaries "
        "function-boundary-type-conversion=identity-layout-map},"
     << "buffer-deallocation-pipeline,"
     << (options.deallocAfterLastUse ? "remat-dealloc-after-last-use," : "")
     << "convert-bufferization-to-memref," << getCPUSuffix(options);
  return pipeline;
}

void mlir::remat::buildLowerToCPUPipeline(OpPassManager &pm,
                                          const LowerToCPUOptions &options) {
  // The same prefix as the memory prediction (BufferizedPeak.h), so that
  // what remat-report predicts is what this pipeline allocates.
  buildBufferizationPrefix(pm, options.deallocAfterLastUse);
  std::string suffix = getCPUSuffix(options);
  if (failed(parsePassPipeline(suffix, pm, llvm::errs())))
    llvm::report_fatal_error("remat-lower-to-cpu: cannot build the pipeline '" +
                             llvm::Twine(suffix) + "'");
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
