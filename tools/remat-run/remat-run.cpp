//===- remat-run.cpp - run a training step and measure its memory ---------===//
//
// remat-run FILE [--entry=NAME] [--seed=N] [--repeat=K] [--json]
//
// JIT-compiles the function through remat-lower-to-cpu with remat's
// allocation-counting runtime, runs it on deterministic pseudo-random inputs
// and prints each output's shape and checksum (FNV-1a of its exact bytes),
// the peak bytes allocated during the call (inputs excluded) and the median
// wall time.
//
//===----------------------------------------------------------------------===//
#include "remat/InitAll.h"
#include "remat/Runtime/Runner.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::remat;

static llvm::cl::opt<std::string> inputFile(llvm::cl::Positional,
                                            llvm::cl::desc("<input .mlir>"),
                                            llvm::cl::init("-"));
static llvm::cl::opt<std::string>
    entryName("entry",
              llvm::cl::desc("Function to run (default: train_step, "
                             "or the only function)"),
              llvm::cl::init(""));
static llvm::cl::opt<uint64_t>
    seed("seed", llvm::cl::desc("Seed of the pseudo-random inputs"),
         llvm::cl::init(0));
static llvm::cl::opt<unsigned>
    repeat("repeat", llvm::cl::desc("Number of calls (time is the median)"),
           llvm::cl::init(1));
static llvm::cl::opt<bool> emitJson("json",
                                    llvm::cl::desc("Print the result as JSON"),
                                    llvm::cl::init(false));
static llvm::cl::opt<unsigned>
    printValues("print-values",
                llvm::cl::desc("Also print the first N values of each output"),
                llvm::cl::init(0));
static llvm::cl::opt<unsigned>
    optLevel("opt-level", llvm::cl::desc("LLVM optimization level (0-3)"),
             llvm::cl::init(2));
static llvm::cl::opt<bool> deallocAfterLastUse(
    "dealloc-after-last-use",
    llvm::cl::desc("Free buffers right after their last use (default); with "
                   "=false, at the end of their block as upstream does"),
    llvm::cl::init(true));
static llvm::cl::opt<std::string> prePipeline(
    "pre-pipeline",
    llvm::cl::desc(
        "Textual pass pipeline run on the module before lowering, "
        "e.g. 'remat-apply-checkpoints' or 'remat-auto{budget=1MiB}'"),
    llvm::cl::init(""));

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  registerAllPasses();
  registerAllRematPasses();
  llvm::cl::ParseCommandLineOptions(
      argc, argv, "remat-run: run a training step and measure its memory\n");

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllRematDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  std::string errorMessage;
  auto file = openInputFile(inputFile, &errorMessage);
  if (!file) {
    llvm::errs() << "remat-run: " << errorMessage << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagHandler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  if (!prePipeline.empty()) {
    PassManager pm(&context);
    if (failed(parsePassPipeline(prePipeline, pm, llvm::errs())))
      return 1;
    if (failed(pm.run(*module)))
      return 1;
  }

  Operation *entry = findEntryFunction(*module, entryName);
  if (!entry)
    return 1;
  FailureOr<std::vector<HostTensor>> inputs = makeRandomInputs(entry, seed);
  if (failed(inputs))
    return 1;
  RunOptions options;
  options.entry = cast<SymbolOpInterface>(entry).getName().str();
  options.repeat = repeat;
  options.optLevel = optLevel;
  options.deallocAfterLastUse = deallocAfterLastUse;
  FailureOr<RunResult> result = runOnCPU(*module, *inputs, options);
  if (failed(result))
    return 1;

  auto checksumText = [](const HostTensor &t) {
    return llvm::formatv("{0:x-16}", t.checksum()).str();
  };
  if (emitJson) {
    llvm::json::Array outputs;
    for (const HostTensor &output : result->outputs) {
      llvm::json::Array shape;
      for (int64_t d : output.shape)
        shape.push_back(d);
      llvm::json::Object entryJson{{"shape", std::move(shape)},
                                   {"dtype", output.dtype},
                                   {"checksum", checksumText(output)}};
      if (printValues) {
        llvm::json::Array values;
        for (int64_t i = 0;
             i < std::min<int64_t>(printValues, output.getNumElements()); ++i)
          values.push_back(output.getAsDouble(i));
        entryJson["values"] = std::move(values);
      }
      outputs.push_back(std::move(entryJson));
    }
    llvm::json::Object root{{"entry", options.entry},
                            {"outputs", std::move(outputs)},
                            {"peak_bytes", result->peakBytes},
                            {"allocations", result->allocations},
                            {"time_s", result->medianSeconds},
                            {"repeat", static_cast<int64_t>(repeat)}};
    llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(root)))
                 << "\n";
    return 0;
  }
  llvm::outs() << "entry: " << options.entry << "\n";
  for (auto [index, output] : llvm::enumerate(result->outputs)) {
    llvm::outs() << "output " << index << ": " << output.dtype << "[";
    llvm::interleave(output.shape, llvm::outs(), "x");
    llvm::outs() << "] checksum " << checksumText(output);
    if (printValues) {
      llvm::outs() << " values";
      for (int64_t i = 0;
           i < std::min<int64_t>(printValues, output.getNumElements()); ++i)
        llvm::outs() << " " << llvm::format("%.9g", output.getAsDouble(i));
    }
    llvm::outs() << "\n";
  }
  llvm::outs() << "peak_bytes: " << result->peakBytes << "\n";
  llvm::outs() << "allocations: " << result->allocations << "\n";
  llvm::outs() << "time_s: " << llvm::formatv("{0:f6}", result->medianSeconds)
               << " (median of " << repeat << ")\n";
  return 0;
}
