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
#include "llvm/ADT/StringRef.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"

#ifndef REMAT_VERSION
#define REMAT_VERSION "unknown"
#endif

/// The output is printed as verified IR without verifying it again where
/// the driver has already verified it: after parsing and after every pass
/// that may have changed it (a pass that preserves all analyses, such as
/// remat-report, leaves the IR verified at parsing). The printer's own
/// verification only chooses the generic form for invalid IR, and on a 100k
/// op step it was 3 % of remat-report. Left as given where the user set the
/// flag, where either verification is off, or where IR may be printed
/// mid-pipeline (IR printing, crash reproducers), which can be invalid.
static void assumeOutputVerified() {
  auto options = llvm::cl::getRegisteredOptions();
  auto *assume = static_cast<llvm::cl::opt<bool> *>(
      options.lookup("mlir-print-assume-verified"));
  if (!assume || assume->getNumOccurrences())
    return;
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (!config.shouldVerifyPasses() || !config.shouldVerifyOnParsing())
    return;
  for (auto &[name, option] : options) {
    if (option->getNumOccurrences() &&
        (name.starts_with("mlir-print-ir") || name.ends_with("reproducer")))
      return;
  }
  assume->setValue(true);
}

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

  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "remat optimizer driver\n", registry);
  assumeOutputVerified();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
}
