//===- BufferRoot.h - the buffer a memref value views -----------*- C++ -*-===//
//
// Shared by the passes that reason about which buffer a free releases
// (remat-split-deallocs, remat-hand-over-loop-inits).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CONVERSION_LOWERINGPREP_BUFFERROOT_H
#define REMAT_LIB_CONVERSION_LOWERINGPREP_BUFFERROOT_H

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::remat {

/// The buffer `value` is a view of: followed through view-like ops and the
/// base buffer of memref.extract_strided_metadata.
inline Value traceToRoot(Value value) {
  while (true) {
    if (auto view = value.getDefiningOp<ViewLikeOpInterface>()) {
      value = view.getViewSource();
      continue;
    }
    if (auto metadata =
            value.getDefiningOp<memref::ExtractStridedMetadataOp>()) {
      value = metadata.getSource();
      continue;
    }
    return value;
  }
}

} // namespace mlir::remat

#endif // REMAT_LIB_CONVERSION_LOWERINGPREP_BUFFERROOT_H
