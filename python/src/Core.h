//===- Core.h - shared declarations of the remat Python extension -*- C++ -*-=//
#ifndef REMAT_PYTHON_CORE_H
#define REMAT_PYTHON_CORE_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace remat_python {
/// Every upstream dialect and extension plus remat's (like remat-opt).
void populateRegistry(mlir::DialectRegistry &registry);
/// Registers every upstream and remat pass and pipeline, once per process.
void registerPassesOnce();
} // namespace remat_python

#endif // REMAT_PYTHON_CORE_H
