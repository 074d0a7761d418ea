//===- RunnerCommandLine.cpp - what remat's runner tools share --*- C++ -*-===//
#include "remat/Runtime/RunnerCommandLine.h"

#include "remat/Runtime/Npy.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
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
          cl::init(""), cl::cat(getRunnerOptionCategory())),
      inputs("input",
             cl::desc("The value of the next argument: @FILE (a NumPy .npy "
                      "file of the argument's dtype and shape) or a literal "
                      "for a 0-d argument; one per argument, in order "
                      "(default: pseudo-random inputs from --seed)"),
             cl::value_desc("@file.npy|literal"),
             cl::cat(getRunnerOptionCategory())),
      outputDir("output-dir",
                cl::desc("Also write output k to DIR/result_<k>.npy"),
                cl::value_desc("dir"), cl::init(""),
                cl::cat(getRunnerOptionCategory())) {}

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

/// The bytes of `text`, a literal for a 0-d tensor of `dtype`, in `data`
/// (little-endian); false if it is not a number of that type.
static bool parseScalarLiteral(StringRef text, StringRef dtype,
                               std::vector<uint8_t> &data) {
  unsigned bytes = getDTypeBytes(dtype);
  uint64_t bits = 0;
  if (dtype.starts_with("f") || dtype == "bf16") {
    const llvm::fltSemantics &semantics =
        dtype == "f64"   ? llvm::APFloat::IEEEdouble()
        : dtype == "f32" ? llvm::APFloat::IEEEsingle()
        : dtype == "f16" ? llvm::APFloat::IEEEhalf()
                         : llvm::APFloat::BFloat();
    llvm::APFloat value(semantics);
    // Rounded to nearest-even, as a .npy file written by NumPy would be.
    auto status =
        value.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
    if (!status) {
      llvm::consumeError(status.takeError());
      return false;
    }
    bits = value.bitcastToAPInt().getZExtValue();
  } else if (dtype == "i1") {
    if (text == "true" || text == "1")
      bits = 1;
    else if (text != "false" && text != "0")
      return false;
  } else {
    int64_t value;
    if (text.getAsInteger(10, value))
      return false;
    unsigned width = 8 * bytes;
    if (width < 64 && (value < -(int64_t(1) << (width - 1)) ||
                       value >= (int64_t(1) << (width - 1))))
      return false;
    bits = static_cast<uint64_t>(value);
  }
  data.resize(bytes);
  for (unsigned b = 0; b < bytes; ++b)
    data[b] = static_cast<uint8_t>(bits >> (8 * b));
  return true;
}

FailureOr<std::vector<HostTensor>>
mlir::remat::makeRunnerInputs(FunctionOpInterface entry,
                              const RunnerOptions &options) {
  if (options.inputs.empty())
    return makeRandomInputs(entry, options.seed);
  FailureOr<TensorSignature> signature = describeSignature(entry);
  if (failed(signature))
    return failure();
  std::vector<HostTensor> inputs = std::move(signature->arguments);
  // A missing or extra value is an error rather than a generated one: a
  // shifted list would otherwise feed every later argument the wrong file.
  if (options.inputs.size() != inputs.size())
    return entry.emitError()
           << "'" << entry.getName() << "' has " << inputs.size()
           << " arguments, but " << options.inputs.size()
           << " --input options were given (one per argument, in order)";
  for (auto [index, spec] : llvm::enumerate(options.inputs)) {
    Type type = entry.getArgumentTypes()[index];
    HostTensor &tensor = inputs[index];
    auto fail = [&, index = index, spec = StringRef(spec)](const Twine &why) {
      return entry.emitError() << "--input=" << spec << " (argument #" << index
                               << ", " << type << "): " << why;
    };
    StringRef text = spec;
    if (!text.consume_front("@")) {
      if (!tensor.shape.empty())
        return fail("a literal is only accepted for a 0-d argument; give a "
                    ".npy file as --input=@FILE");
      if (!parseScalarLiteral(text, tensor.dtype, tensor.data))
        return fail("not a literal of " + tensor.dtype);
      continue;
    }
    if (text.empty())
      return fail("no file name after '@'");
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFile(text, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
    if (!file)
      return fail("cannot read the file: " + file.getError().message());
    std::string error;
    FailureOr<NpyHeader> npy = parseNpy((*file)->getBuffer(), error);
    if (failed(npy))
      return fail(error);
    FailureOr<HostTensor> value = npyToTensor(*npy, tensor, error);
    if (failed(value))
      return fail(error);
    tensor = std::move(*value);
  }
  return inputs;
}

LogicalResult mlir::remat::writeRunnerOutputs(ArrayRef<HostTensor> outputs,
                                              const RunnerOptions &options,
                                              StringRef toolName) {
  if (options.outputDir.empty())
    return success();
  return writeRunnerOutputs(outputs, options.outputDir.getValue(), toolName);
}

LogicalResult mlir::remat::writeRunnerOutputs(ArrayRef<HostTensor> outputs,
                                              StringRef directory,
                                              StringRef toolName) {
  auto fail = [&](const Twine &path, const Twine &why) {
    llvm::errs() << toolName << ": error: cannot write " << path << ": " << why
                 << "\n";
    return failure();
  };
  if (std::error_code ec = llvm::sys::fs::create_directories(directory))
    return fail(directory, ec.message());
  for (auto [index, output] : llvm::enumerate(outputs)) {
    SmallString<128> path(directory);
    llvm::sys::path::append(path, "result_" + std::to_string(index) + ".npy");
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
    if (ec)
      return fail(path, ec.message());
    os << tensorToNpy(output);
    os.close();
    if (os.has_error()) {
      std::string message = os.error().message();
      os.clear_error();
      return fail(path, message);
    }
  }
  return success();
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
    if (report.residentBytes)
      root[report.memoryPrefix + "resident_bytes"] = report.residentBytes;
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
  if (report.residentBytes)
    os << report.memoryPrefix << "resident_bytes: " << report.residentBytes
       << "\n";
  os << "time_s: " << llvm::formatv("{0:f6}", report.medianSeconds)
     << " (median of " << report.calls << ")\n";
}
