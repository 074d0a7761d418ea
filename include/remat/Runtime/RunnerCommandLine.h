//===- RunnerCommandLine.h - what remat's runner tools share ----*- C++ -*-===//
//
// remat-run and remat-run-cuda take the same input, the same core options
// and print results the same way; this is that part, written once:
//
//   - RunnerOptions: the shared command-line options, in one category; its
//     parse() hides every other option (LLVM's own: targets, codegen, ...),
//     so `--help` lists only the tool's options, as upstream tools do.
//   - RunnerInput: reads and parses the input file with source-located
//     diagnostics, runs the --pre-pipeline, finds the entry function.
//   - printRunReport: the text or JSON result (entry, outputs with their
//     checksums, peak bytes, allocations, median time).
//
//   - makeRunnerInputs: the values given with --input (.npy files, Npy.h,
//     or a literal for a 0-d argument), else makeRandomInputs (Runner.h),
//     whose generator (HostData.h) benchmarks/gpu/aot_main.cpp shares.
//   - writeRunnerOutputs: --output-dir's result_<k>.npy files.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNTIME_RUNNERCOMMANDLINE_H
#define REMAT_RUNTIME_RUNNERCOMMANDLINE_H

#include "remat/Runtime/Runner.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <string>

namespace mlir::remat {

/// The category of the runners' options; a tool puts its own options here
/// too (`llvm::cl::cat(getRunnerOptionCategory())`) so `--help` shows them.
llvm::cl::OptionCategory &getRunnerOptionCategory();

/// The options every runner has. Construct one in main(), before parse().
struct RunnerOptions {
  RunnerOptions();

  llvm::cl::opt<std::string> inputFile;
  llvm::cl::opt<std::string> entry;
  llvm::cl::opt<uint64_t> seed;
  llvm::cl::opt<unsigned> repeat;
  llvm::cl::opt<bool> json;
  llvm::cl::opt<unsigned> printValues;
  llvm::cl::opt<bool> deallocAfterLastUse;
  llvm::cl::opt<std::string> prePipeline;
  /// One per argument, in order: `@FILE` (a .npy file) or a literal.
  llvm::cl::list<std::string> inputs;
  llvm::cl::opt<std::string> outputDir;

  /// Hides every option outside getRunnerOptionCategory() (and LLVM's
  /// generic ones: --help, --version, which prints remat's version), then
  /// parses the command line.
  static void parse(int argc, char **argv, llvm::StringRef overview);
};

/// The program a runner runs: the parsed input file, after --pre-pipeline.
/// Diagnostics on it print with file and line for as long as it lives.
class RunnerInput {
public:
  /// Reads `options.inputFile` ("-": stdin) into `context`, runs
  /// `options.prePipeline` on it and finds the entry (`options.entry`, see
  /// findEntryFunction). Errors are printed (prefixed with `toolName` where
  /// they have no location); returns null then.
  static std::unique_ptr<RunnerInput> load(MLIRContext &context,
                                           const RunnerOptions &options,
                                           llvm::StringRef toolName);

  ModuleOp getModule() { return *module; }
  FunctionOpInterface getEntry() { return entry; }

private:
  RunnerInput() = default;
  llvm::SourceMgr sourceMgr;
  std::unique_ptr<SourceMgrDiagnosticHandler> diagnostics;
  OwningOpRef<ModuleOp> module;
  FunctionOpInterface entry;
};

/// The entry's inputs: with `options.inputs` (--input), one value per
/// argument in order, each `@FILE` (a .npy file whose descr and shape must
/// be the argument's, Npy.h) or a literal number for a 0-d argument
/// (`--input=3`, `--input=0.5`; i1 also true/false); without, the
/// pseudo-random inputs of makeRandomInputs for `options.seed`. Emits an
/// error on the entry naming the argument, its type and what was given
/// otherwise.
FailureOr<std::vector<HostTensor>>
makeRunnerInputs(FunctionOpInterface entry, const RunnerOptions &options);

/// With `options.outputDir` set, writes output k to DIR/result_<k>.npy
/// (creating DIR); prints an error prefixed with `toolName` on failure.
LogicalResult writeRunnerOutputs(ArrayRef<HostTensor> outputs,
                                 const RunnerOptions &options,
                                 llvm::StringRef toolName);
/// The same into `directory` (each MPI rank writes its own).
LogicalResult writeRunnerOutputs(ArrayRef<HostTensor> outputs,
                                 llvm::StringRef directory,
                                 llvm::StringRef toolName);

/// What a runner measured, for printRunReport.
struct RunReport {
  std::string entry;
  /// The device the program ran on; "" for the host (no `device` line).
  std::string device;
  /// Prefix of the memory keys: "" (peak_bytes, allocations) or "device_".
  std::string memoryPrefix;
  ArrayRef<HostTensor> outputs;
  int64_t peakBytes = 0;
  int64_t allocations = 0;
  double medianSeconds = 0;
  /// The number of timed calls.
  int64_t calls = 1;
  /// Bytes of the arguments kept in device memory across calls
  /// (remat-run-cuda --resident-arguments), outside the per-call peak; the
  /// `<prefix>resident_bytes` key is printed only when there are any.
  int64_t residentBytes = 0;
};

/// Prints `report` as text (one line per item) or, with `json`, as one JSON
/// object; with `printValues`, also each output's first values.
void printRunReport(llvm::raw_ostream &os, const RunReport &report, bool json,
                    unsigned printValues);

} // namespace mlir::remat

#endif // REMAT_RUNTIME_RUNNERCOMMANDLINE_H
