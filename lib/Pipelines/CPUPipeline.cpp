//===- CPUPipeline.cpp - remat-lower-to-cpu ---------------------*- C++ -*-===//
//
// The pipeline is kept as a textual pass pipeline: it composes upstream
// passes only by their registered names and options, which stay stable
// across LLVM releases better than their C++ factory functions.
//
//===----------------------------------------------------------------------===//
#include "remat/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::remat;

std::string
mlir::remat::getLowerToCPUPipelineString(const LowerToCPUOptions &options) {
  std::string pipeline;
  llvm::raw_string_ostream os(pipeline);
  // remat-strip runs before bufferization: from here on no pass can merge a
  // recomputation back, and bufferization does not know remat's ops.
  os << "remat-strip,"
     << "func.func(convert-elementwise-to-linalg),"
     << "one-shot-bufferize{bufferize-function-boundaries "
        "function-boundary-type-conversion=identity-layout-map},"
     << "buffer-deallocation-pipeline,";
  if (options.deallocAfterLastUse)
    os << "remat-dealloc-after-last-use,";
  os << "convert-bufferization-to-memref,func.func(convert-linalg-to-loops),"
     << "lower-affine,convert-scf-to-cf,expand-strided-metadata,"
     << "finalize-memref-to-llvm{use-aligned-alloc=true use-generic-functions="
     << (options.genericAllocFunctions ? "true" : "false") << "},"
     << "convert-math-to-llvm,convert-math-to-libm,convert-arith-to-llvm,"
     << "convert-cf-to-llvm,convert-func-to-llvm,convert-index-to-llvm,"
     << "reconcile-unrealized-casts";
  return pipeline;
}

void mlir::remat::buildLowerToCPUPipeline(OpPassManager &pm,
                                          const LowerToCPUOptions &options) {
  std::string pipeline = getLowerToCPUPipelineString(options);
  if (failed(parsePassPipeline(pipeline, pm, llvm::errs())))
    llvm::report_fatal_error("remat-lower-to-cpu: cannot build the pipeline '" +
                             llvm::Twine(pipeline) + "'");
}

void mlir::remat::registerRematPipelines() {
  PassPipelineRegistration<LowerToCPUOptions>(
      "remat-lower-to-cpu",
      "Lower a tensor training step to the LLVM dialect for CPU execution: "
      "remat-strip, one-shot bufferization, deallocation after last use, "
      "loops, LLVM",
      buildLowerToCPUPipeline);
  registerNVVMPipeline();
}
