//===- remat-opt.cpp - mlir-opt with the remat dialect and passes ---------===//
//
// Every upstream dialect, pass and extension, plus remat's dialect, passes,
// pipelines and cost-model interfaces.
//
//===----------------------------------------------------------------------===//
#include "remat/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::remat::registerAllRematPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::remat::registerAllRematDialects(registry);

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "remat optimizer driver\n", registry));
}
