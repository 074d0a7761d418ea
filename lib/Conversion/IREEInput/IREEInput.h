//===- IREEInput.h - rewrites of IREE input ops (internal) -------*- C++
//-*-===//
//
// The pieces of remat-import-iree-input, one job a file: the IREE ops are
// matched by name (remat links no IREE; the module is parsed with
// unregistered dialects allowed), so these take a plain Operation *.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CONVERSION_IREEINPUT_IREEINPUT_H
#define REMAT_LIB_CONVERSION_IREEINPUT_IREEINPUT_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::remat {

/// The inherent attribute `name` of `op`, registered or not: an unregistered
/// op parsed from generic form keeps its `<{...}>` properties as a dictionary.
Attribute getInherentAttribute(Operation *op, StringRef name);

/// " (JAX `jit(step)/jvp(layers.0)/dot_general` at models.py:12)": the name
/// stack and the first source line found in `loc`, for error messages; empty
/// when `loc` has neither.
std::string describeJaxLocation(Location loc);

/// Replaces `op` (an `iree_linalg_ext.scatter` on tensors) by a nest of
/// scf.for loops over the updates that applies its region element by element
/// in the same order. Emits an error and fails on a form it does not handle.
LogicalResult rewriteScatterToLoops(Operation *op);

} // namespace mlir::remat

#endif // REMAT_LIB_CONVERSION_IREEINPUT_IREEINPUT_H
