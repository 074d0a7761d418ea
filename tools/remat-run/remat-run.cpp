//===- remat-run.cpp - run a training step and measure its memory ---------===//
//
// remat-run FILE [--entry=NAME] [--seed=N | --input=@FILE.npy ...]
//           [--repeat=K] [--json] [--output-dir=DIR] [--ranks=N]
//
// JIT-compiles the function through remat-lower-to-cpu with remat's
// allocation-counting runtime, runs it on the given inputs (.npy files) or
// on deterministic pseudo-random ones and prints each output's shape and
// checksum (FNV-1a of its exact bytes), the peak bytes allocated during the
// call (inputs excluded) and the median wall time. The options and the output
// are remat-run-cuda's too (RunnerCommandLine.h).
//
// With --ranks=N, a step partitioned by remat-shard runs on N MPI processes
// under MPICH's mpiexec (MPIRunner.h): each rank gets its slice of the
// inputs and reports its own peak and outputs.
//
//===----------------------------------------------------------------------===//
#include "remat/InitAll.h"
#include "remat/Runtime/MPIRunner.h"
#include "remat/Runtime/Runner.h"
#include "remat/Runtime/RunnerCommandLine.h"
#include "remat/Sharding/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::remat;

static llvm::cl::opt<unsigned>
    optLevel("opt-level", llvm::cl::desc("LLVM optimization level (0-3)"),
             llvm::cl::init(2), llvm::cl::cat(getRunnerOptionCategory()));

static llvm::cl::opt<unsigned> ranks(
    "ranks",
    llvm::cl::desc("Run a step partitioned by remat-shard on N MPI processes "
                   "(mpiexec -n N; N must be the step's grid size)"),
    llvm::cl::init(0), llvm::cl::cat(getRunnerOptionCategory()));

static llvm::cl::opt<std::string>
    mpiexec("mpiexec",
            llvm::cl::desc("The MPICH launcher for --ranks (default: "
                           "mpiexec.hydra or mpiexec on PATH)"),
            llvm::cl::init(""), llvm::cl::cat(getRunnerOptionCategory()));

static llvm::cl::opt<std::string> hostfile(
    "hostfile",
    llvm::cl::desc("For --ranks: MPICH's host file (one host[:processes] a "
                   "line), to spread the ranks over several machines"),
    llvm::cl::init(""), llvm::cl::cat(getRunnerOptionCategory()));

static llvm::cl::opt<std::string>
    mpiLibrary("mpi-library",
               llvm::cl::desc("The MPICH shared library the ranks load"),
               llvm::cl::init(getDefaultMPILibrary()),
               llvm::cl::cat(getRunnerOptionCategory()));

// Set by the launcher on each rank's command line: the rank runs the step
// and writes its report to DIR/rank_<r>.json.
static llvm::cl::opt<std::string>
    rankReport("mpi-rank-report", llvm::cl::Hidden, llvm::cl::init(""),
               llvm::cl::cat(getRunnerOptionCategory()));

static RunOptions getRunOptions(FunctionOpInterface entry,
                                const RunnerOptions &options) {
  RunOptions runOptions;
  runOptions.entry = entry.getName().str();
  runOptions.repeat = options.repeat;
  runOptions.optLevel = optLevel;
  runOptions.deallocAfterLastUse = options.deallocAfterLastUse;
  return runOptions;
}

/// The launcher: checks the step's grid against --ranks and starts the
/// ranks.
static int launch(RunnerInput &input, const RunnerOptions &options, int argc,
                  char **argv) {
  FailureOr<std::optional<int64_t>> gridSize = getGridSize(input.getModule());
  if (failed(gridSize))
    return 1;
  if (!*gridSize) {
    input.getModule().emitError()
        << "--ranks=" << ranks.getValue()
        << ": the step is not partitioned (no shard.grid); partition it "
           "first, e.g. --pre-pipeline='remat-shard{ranks="
        << ranks.getValue() << "}'";
    return 1;
  }
  if (**gridSize != static_cast<int64_t>(ranks)) {
    input.getModule().emitError()
        << "--ranks=" << ranks.getValue()
        << ", but the step is partitioned for " << **gridSize
        << " processes (its shard.grid)";
    return 1;
  }
  if (mpiLibrary.empty()) {
    llvm::errs() << "remat-run: error: --ranks needs MPICH (apt-get install "
                    "mpich libmpich-dev; none was found when remat was "
                    "built): give its library with --mpi-library\n";
    return 1;
  }
  std::string launcher = mpiexec;
  if (launcher.empty()) {
    for (StringRef name : {"mpiexec.hydra", "mpiexec"})
      if (llvm::ErrorOr<std::string> path =
              llvm::sys::findProgramByName(name)) {
        launcher = *path;
        break;
      }
    if (launcher.empty()) {
      llvm::errs() << "remat-run: error: --ranks needs MPICH's mpiexec "
                      "(apt-get install mpich), not found on PATH\n";
      return 1;
    }
  }
  std::vector<std::string> command = {
      llvm::sys::fs::getMainExecutable(argv[0], (void *)&optLevel)};
  for (int i = 1; i < argc; ++i)
    command.push_back(argv[i]);
  FailureOr<std::vector<RankReport>> reports =
      launchRanks(launcher, hostfile, ranks, command);
  if (failed(reports))
    return 1;
  printRankReports(llvm::outs(), input.getEntry().getName(), *reports,
                   options.json);
  return 0;
}

/// One rank: MPI up, its slice of the inputs, the run, its report.
static int runRank(RunnerInput &input, const RunnerOptions &options) {
  FailureOr<MPISession> mpi = MPISession::init(mpiLibrary);
  if (failed(mpi))
    return 1;
  FunctionOpInterface entry = input.getEntry();
  FailureOr<std::vector<HostTensor>> inputs =
      makeRankInputs(entry, options, mpi->getRank(), mpi->getSize());
  if (failed(inputs))
    return 1;
  RunOptions runOptions = getRunOptions(entry, options);
  runOptions.mpiLibrary = mpiLibrary;
  FailureOr<RunResult> result =
      runOnCPU(input.getModule(), *inputs, runOptions);
  if (failed(result))
    return 1;
  if (!options.outputDir.empty()) {
    // Each rank's outputs in DIR/rank_<r>/result_<k>.npy.
    SmallString<128> directory(options.outputDir.getValue());
    llvm::sys::path::append(directory,
                            "rank_" + std::to_string(mpi->getRank()));
    if (failed(
            writeRunnerOutputs(result->outputs, directory.str(), "remat-run")))
      return 1;
  }
  RankReport report;
  report.rank = mpi->getRank();
  report.peakBytes = result->peakBytes;
  report.allocations = result->allocations;
  report.medianSeconds = result->medianSeconds;
  for (const HostTensor &output : result->outputs)
    report.outputs.push_back(
        {output.shape, output.dtype,
         llvm::formatv("{0:x-16}", output.checksum()).str()});
  SmallString<128> path(rankReport.getValue());
  llvm::sys::path::append(path,
                          "rank_" + std::to_string(mpi->getRank()) + ".json");
  if (failed(writeRankReport(path.str().str(), report)))
    return 1;
  mpi->finalize();
  return 0;
}

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
  if (!rankReport.empty())
    return runRank(*input, options);
  if (ranks > 0)
    return launch(*input, options, argc, argv);
  FunctionOpInterface entry = input->getEntry();
  FailureOr<std::vector<HostTensor>> inputs = makeRunnerInputs(entry, options);
  if (failed(inputs))
    return 1;
  RunOptions runOptions = getRunOptions(entry, options);
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
