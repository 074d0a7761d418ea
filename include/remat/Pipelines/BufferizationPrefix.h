//===- BufferizationPrefix.h - the first half of every lowering -*- C++ -*-===//
#ifndef REMAT_PIPELINES_BUFFERIZATIONPREFIX_H
#define REMAT_PIPELINES_BUFFERIZATIONPREFIX_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::remat {

/// Adds remat's bufferization prefix to `pm` (anchored on builtin.module):
/// remat-strip, convert-elementwise-to-linalg, one-shot bufferization with
/// function boundaries and identity layouts, upstream's deallocation
/// pipeline, then (if `deallocAfterLastUse`) remat-dealloc-after-last-use,
/// and convert-bufferization-to-memref. remat-lower-to-cpu and
/// remat-lower-to-nvvm start with it, so the prediction below sees the same
/// buffers as the code that runs.
/// `convertToMemRef` false leaves bufferization.dealloc/clone for a later
/// pass (the GPU pipeline places them on the device). `fuseElementwise`
/// adds remat-gpu-fuse-elementwise before bufferization (the GPU pipeline:
/// fewer kernels; it only removes buffers, see the pass).
void buildBufferizationPrefix(OpPassManager &pm, bool deallocAfterLastUse,
                              bool convertToMemRef = true,
                              bool fuseElementwise = false);

/// Dialects the prefix may create ops of; a pass that calls
/// predictBufferizedPeak (remat/Analysis/BufferizedPeak.h) declares them as
/// dependent dialects.
void getBufferizationPrefixDialects(DialectRegistry &registry);

} // namespace mlir::remat

#endif // REMAT_PIPELINES_BUFFERIZATIONPREFIX_H
