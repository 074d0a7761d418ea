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
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"

#ifndef REMAT_VERSION
#define REMAT_VERSION "unknown"
#endif

int main(int argc, char **argv) {
  // `remat-opt --version` names remat's version first (the package's tests
  // and users check which remat a launcher reached), then LLVM's.
  llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "remat " << REMAT_VERSION << " (LLVM " << LLVM_VERSION_STRING
       << ")\n";
  });
  mlir::registerAllPasses();
  mlir::remat::registerAllRematPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::remat::registerAllRematDialects(registry);

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "remat optimizer driver\n", registry));
}
