//===- remat-run.cpp - run a training step and measure its memory ---------===//
//
// remat-run FILE [--entry=NAME] [--seed=N | --input=@FILE.npy ...]
//           [--repeat=K] [--json] [--output-dir=DIR]
//
// JIT-compiles the function through remat-lower-to-cpu with remat's
// allocation-counting runtime, runs it on the given inputs (.npy files) or
// on deterministic pseudo-random ones and prints each output's shape and
// checksum (FNV-1a of its exact bytes), the peak bytes allocated during the
// call (inputs excluded) and the median wall time. The options and the output
// are remat-run-cuda's too (RunnerCommandLine.h).
//
//===----------------------------------------------------------------------===//
#include "remat/InitAll.h"
#include "remat/Runtime/Runner.h"
#include "remat/Runtime/RunnerCommandLine.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::remat;

static llvm::cl::opt<unsigned>
    optLevel("opt-level", llvm::cl::desc("LLVM optimization level (0-3)"),
             llvm::cl::init(2), llvm::cl::cat(getRunnerOptionCategory()));

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  registerAllPasses();
  registerAllRematPasses();
  RunnerOptions options;
  RunnerOptions::parse(
      argc, argv, "remat-run: run a training step and measure its memory\n");

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllRematDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  std::unique_ptr<RunnerInput> input =
      RunnerInput::load(context, options, "remat-run");
  if (!input)
    return 1;
  FunctionOpInterface entry = input->getEntry();
  FailureOr<std::vector<HostTensor>> inputs = makeRunnerInputs(entry, options);
  if (failed(inputs))
    return 1;
  RunOptions runOptions;
  runOptions.entry = entry.getName().str();
  runOptions.repeat = options.repeat;
  runOptions.optLevel = optLevel;
  runOptions.deallocAfterLastUse = options.deallocAfterLastUse;
  FailureOr<RunResult> result =
      runOnCPU(input->getModule(), *inputs, runOptions);
  if (failed(result))
    return 1;
  if (failed(writeRunnerOutputs(result->outputs, options, "remat-run")))
    return 1;

  RunReport report;
  report.entry = runOptions.entry;
  report.outputs = result->outputs;
  report.peakBytes = result->peakBytes;
  report.allocations = result->allocations;
  report.medianSeconds = result->medianSeconds;
  report.calls = options.repeat;
  printRunReport(llvm::outs(), report, options.json, options.printValues);
  return 0;
}
