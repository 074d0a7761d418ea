//===- Pipelines.h - remat pass pipelines -----------------------*- C++ -*-===//
#ifndef REMAT_PIPELINES_PIPELINES_H
#define REMAT_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

#include <string>

namespace mlir {
class OpPassManager;
namespace remat {

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
} // namespace remat
} // namespace mlir

#endif // REMAT_PIPELINES_PIPELINES_H
