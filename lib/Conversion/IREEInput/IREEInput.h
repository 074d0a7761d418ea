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

#include "mlir/Dialect/Func/IR/FuncOps.h"
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

/// jax.checkpoint's barriers of one function (IREE's util.optimization_barrier
/// ops, in program order), dropped: results replaced by operands. Returns the
/// number of JAX barriers (IREE splits one into a run of consecutive ops with
/// one location; each run counts once).
unsigned dropJaxCheckpoints(ArrayRef<Operation *> barriers);

/// The same barriers of `func` honoured: each JAX barrier becomes one
/// remat.barrier of the values the recomputation starts from, pinned after
/// the latest cotangent among its operands (a value of the gradient
/// computation computed from data). Emits an error and fails on a barrier
/// that cannot be read so (not at the top level of a single-block function,
/// no gradient computation, no cotangent operand). Returns how many
/// remat.barrier ops it created.
FailureOr<unsigned> honourJaxCheckpoints(func::FuncOp func,
                                         ArrayRef<Operation *> barriers);

} // namespace mlir::remat

#endif // REMAT_LIB_CONVERSION_IREEINPUT_IREEINPUT_H
