//===- Init.cpp - registries of the remat Python extension ------*- C++ -*-===//
//
// Kept apart from the bindings: InitAllDialects.h / InitAllExtensions.h are
// the slowest headers to compile, and they rarely change.
//
//===----------------------------------------------------------------------===//
#include "Core.h"

#include "remat/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

void remat_python::populateRegistry(mlir::DialectRegistry &registry) {
  // The same dialects and extensions as remat-opt and remat-run.
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::remat::registerAllRematDialects(registry);
}

void remat_python::registerPassesOnce() {
  // The pass registry is global (one per libMLIR.so); register once.
  static bool registered = [] {
    mlir::registerAllPasses();
    mlir::remat::registerAllRematPasses();
    return true;
  }();
  (void)registered;
}
