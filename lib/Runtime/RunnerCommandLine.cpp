//===- RunnerCommandLine.cpp - what remat's runner tools share --*- C++ -*-===//
#include "remat/Runtime/RunnerCommandLine.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/raw_ostream.h"

#ifndef REMAT_VERSION
#define REMAT_VERSION "unknown"
#endif

using namespace mlir;
using namespace mlir::remat;
namespace cl = llvm::cl;

cl::OptionCategory &mlir::remat::getRunnerOptionCategory() {
  static cl::OptionCategory category("Runner options");
  return category;
}

RunnerOptions::RunnerOptions()
    : inputFile(cl::Positional, cl::desc("<input .mlir>"), cl::init("-"),
                cl::cat(getRunnerOptionCategory())),
      entry("entry",
            cl::desc("Function to run (default: train_step, or the only "
                     "function)"),
            cl::init(""), cl::cat(getRunnerOptionCategory())),
      seed("seed", cl::desc("Seed of the pseudo-random inputs"), cl::init(0),
           cl::cat(getRunnerOptionCategory())),
      repeat("repeat", cl::desc("Number of calls (time is the median)"),
             cl::init(1), cl::cat(getRunnerOptionCategory())),
      json("json", cl::desc("Print the result as JSON"), cl::init(false),
           cl::cat(getRunnerOptionCategory())),
      printValues("print-values",
                  cl::desc("Also print the first N values of each output"),
                  cl::init(0), cl::cat(getRunnerOptionCategory())),
      deallocAfterLastUse(
          "dealloc-after-last-use",
          cl::desc("Free buffers right after their last use (default); with "
                   "=false, at the end of their block as upstream does"),
          cl::init(true), cl::cat(getRunnerOptionCategory())),
      prePipeline(
          "pre-pipeline",
          cl::desc("Textual pass pipeline run on the module before lowering, "
                   "e.g. 'remat-apply-checkpoints' or "
                   "'remat-auto{budget=1MiB}'"),
          cl::init(""), cl::cat(getRunnerOptionCategory())) {}

void RunnerOptions::parse(int argc, char **argv, StringRef overview) {
  cl::HideUnrelatedOptions(getRunnerOptionCategory());
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "remat " << REMAT_VERSION << " (LLVM " << LLVM_VERSION_STRING
       << ")\n";
  });
  cl::ParseCommandLineOptions(argc, argv, overview);
}

std::unique_ptr<RunnerInput> RunnerInput::load(MLIRContext &context,
                                               const RunnerOptions &options,
                                               StringRef toolName) {
  // Diagnostics name their location; the whole function after each one
  // (MLIR's default) would bury them.
  context.printOpOnDiagnostic(false);
  std::unique_ptr<RunnerInput> input(new RunnerInput());
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file =
      openInputFile(options.inputFile, &errorMessage);
  if (!file) {
    llvm::errs() << toolName << ": error: " << errorMessage << "\n";
    return nullptr;
  }
  input->sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  input->diagnostics =
      std::make_unique<SourceMgrDiagnosticHandler>(input->sourceMgr, &context);
  input->module = parseSourceFile<ModuleOp>(input->sourceMgr, &context);
  if (!input->module)
    return nullptr;
  if (!options.prePipeline.empty()) {
    PassManager pm(&context);
    if (failed(parsePassPipeline(options.prePipeline, pm, llvm::errs())) ||
        failed(pm.run(*input->module)))
      return nullptr;
  }
  Operation *entry = findEntryFunction(*input->module, options.entry);
  if (!entry)
    return nullptr;
  input->entry = cast<FunctionOpInterface>(entry);
  return input;
}

void mlir::remat::printRunReport(llvm::raw_ostream &os, const RunReport &report,
                                 bool json, unsigned printValues) {
  auto checksumText = [](const HostTensor &t) {
    return llvm::formatv("{0:x-16}", t.checksum()).str();
  };
  auto numValues = [&](const HostTensor &t) {
    return std::min<int64_t>(printValues, t.getNumElements());
  };
  std::string peakKey = report.memoryPrefix + "peak_bytes";
  std::string allocationsKey = report.memoryPrefix + "allocations";
  if (json) {
    llvm::json::Array outputs;
    for (const HostTensor &output : report.outputs) {
      llvm::json::Array shape;
      for (int64_t d : output.shape)
        shape.push_back(d);
      llvm::json::Object entryJson{{"shape", std::move(shape)},
                                   {"dtype", output.dtype},
                                   {"checksum", checksumText(output)}};
      if (printValues) {
        llvm::json::Array values;
        for (int64_t i = 0, e = numValues(output); i < e; ++i)
          values.push_back(output.getAsDouble(i));
        entryJson["values"] = std::move(values);
      }
      outputs.push_back(std::move(entryJson));
    }
    llvm::json::Object root{
        {"entry", report.entry},          {"outputs", std::move(outputs)},
        {peakKey, report.peakBytes},      {allocationsKey, report.allocations},
        {"time_s", report.medianSeconds}, {"repeat", report.calls}};
    if (!report.device.empty())
      root["device"] = report.device;
    os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
    return;
  }
  os << "entry: " << report.entry << "\n";
  if (!report.device.empty())
    os << "device: " << report.device << "\n";
  for (auto [index, output] : llvm::enumerate(report.outputs)) {
    os << "output " << index << ": " << output.dtype << "[";
    llvm::interleave(output.shape, os, "x");
    os << "] checksum " << checksumText(output);
    if (printValues) {
      os << " values";
      for (int64_t i = 0, e = numValues(output); i < e; ++i)
        os << " " << llvm::format("%.9g", output.getAsDouble(i));
    }
    os << "\n";
  }
  os << peakKey << ": " << report.peakBytes << "\n";
  os << allocationsKey << ": " << report.allocations << "\n";
  os << "time_s: " << llvm::formatv("{0:f6}", report.medianSeconds)
     << " (median of " << report.calls << ")\n";
}
