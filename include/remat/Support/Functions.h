//===- Functions.h - the functions a pass runs on ---------------*- C++ -*-===//
//
// remat's passes that work on one function at a time are op-agnostic: they
// run on a module, or on each func.func when nested (docs/Architecture.md,
// Rules). Each collects the functions with a body under what it runs on and
// runs on them one by one; this is that collection, in one place.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SUPPORT_FUNCTIONS_H
#define REMAT_SUPPORT_FUNCTIONS_H

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::remat {

/// The functions of type `FuncOpT` with a body at or below `root` (root
/// itself where it is one), in the order of a post-order walk. Collected
/// before a pass rewrites any of them, so that a rewrite never disturbs the
/// walk that finds the others.
template <typename FuncOpT = FunctionOpInterface>
SmallVector<FuncOpT> getDefinedFunctions(Operation *root) {
  SmallVector<FuncOpT> funcs;
  root->walk([&](FuncOpT func) {
    if (!func.isExternal())
      funcs.push_back(func);
  });
  return funcs;
}

} // namespace mlir::remat

#endif // REMAT_SUPPORT_FUNCTIONS_H
