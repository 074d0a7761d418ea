//===- MPIRunner.h - run a partitioned step on MPI ranks --------*- C++ -*-===//
//
// `remat-run --ranks=N`: the launcher starts N copies of the runner under
// MPICH's mpiexec; each copy (a rank) initialises MPI, takes its slice of
// the inputs (arguments marked `remat.split`), runs the step with
// RematRunner's JIT and allocation counter (the lowered collectives call
// MPICH, loaded into the JIT) and writes its report to a file; the
// launcher prints every rank's report and the largest peak.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNTIME_MPIRUNNER_H
#define REMAT_RUNTIME_MPIRUNNER_H

#include "remat/Runtime/Runner.h"
#include "remat/Runtime/RunnerCommandLine.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace mlir::remat {

/// The MPICH library found when remat was built ("" if none was).
std::string getDefaultMPILibrary();

/// MPI in this process, through the MPICH library loaded at run time (the
/// runner links no MPI; the JIT resolves the step's MPI calls in the same
/// library).
class MPISession {
public:
  /// Loads `library` and calls MPI_Init; prints why and fails otherwise.
  static FailureOr<MPISession> init(const std::string &library);
  int getRank() const { return rank; }
  int getSize() const { return size; }
  void finalize();

private:
  int rank = 0;
  int size = 0;
  int (*finalizeFn)() = nullptr;
};

/// One output of one rank: its shape, dtype and checksum (hex FNV-1a of
/// its bytes, as remat-run prints it).
struct RankOutput {
  std::vector<int64_t> shape;
  std::string dtype;
  std::string checksum;
};

/// What one rank measured.
struct RankReport {
  int rank = 0;
  int64_t peakBytes = 0;
  int64_t allocations = 0;
  double medianSeconds = 0;
  std::vector<RankOutput> outputs;
};

/// The inputs of rank `rank` of `ranks`: the single-device step's inputs
/// (the same --seed draws or --input files as remat-run without --ranks
/// gives the unpartitioned step), each argument marked `remat.split = D`
/// cut into `ranks` equal slices along D, of which this rank takes slice
/// `rank`.
FailureOr<std::vector<HostTensor>> makeRankInputs(FunctionOpInterface entry,
                                                  const RunnerOptions &options,
                                                  int rank, int ranks);

/// Writes `report` as JSON to `path`.
LogicalResult writeRankReport(const std::string &path,
                              const RankReport &report);

/// Runs `argv` (the runner's own command line) under `mpiexec -n ranks`
/// (`hostfile` if not empty), each copy with `--mpi-rank-report=DIR`, then
/// reads the ranks' reports. Prints why and fails if mpiexec fails or a
/// rank wrote no report.
FailureOr<std::vector<RankReport>> launchRanks(const std::string &mpiexec,
                                               const std::string &hostfile,
                                               int ranks,
                                               ArrayRef<std::string> argv);

/// Prints the ranks' reports (text, or one JSON object with "ranks" and
/// "max_peak_bytes").
void printRankReports(llvm::raw_ostream &os, StringRef entry,
                      ArrayRef<RankReport> reports, bool json);

} // namespace mlir::remat

#endif // REMAT_RUNTIME_MPIRUNNER_H
