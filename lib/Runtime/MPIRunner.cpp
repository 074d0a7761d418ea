//===- MPIRunner.cpp - run a partitioned step on MPI ranks ------*- C++ -*-===//
#include "remat/Runtime/MPIRunner.h"

#include "remat/Dialect/Remat/IR/TrainingStep.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <algorithm>
#include <cstring>

using namespace mlir;
using namespace mlir::remat;

//===----------------------------------------------------------------------===//
// MPI in this process
//===----------------------------------------------------------------------===//

#ifndef REMAT_MPI_LIBRARY
#define REMAT_MPI_LIBRARY ""
#endif

std::string mlir::remat::getDefaultMPILibrary() { return REMAT_MPI_LIBRARY; }

// MPICH's MPI_COMM_WORLD (mpi.h: `#define MPI_COMM_WORLD ((MPI_Comm)
// 0x44000000)`, an int): the ABI constant upstream's mpi lowering for MPICH
// compiles into the step as well.
static constexpr int kMPICHCommWorld = 0x44000000;

FailureOr<MPISession> MPISession::init(const std::string &library) {
  std::string error;
  llvm::sys::DynamicLibrary lib =
      llvm::sys::DynamicLibrary::getPermanentLibrary(library.c_str(), &error);
  if (!lib.isValid()) {
    llvm::errs() << "remat-run: error: cannot load the MPI library '" << library
                 << "': " << error << "\n";
    return failure();
  }
  auto initFn = reinterpret_cast<int (*)(int *, char ***)>(
      lib.getAddressOfSymbol("MPI_Init"));
  auto rankFn = reinterpret_cast<int (*)(int, int *)>(
      lib.getAddressOfSymbol("MPI_Comm_rank"));
  auto sizeFn = reinterpret_cast<int (*)(int, int *)>(
      lib.getAddressOfSymbol("MPI_Comm_size"));
  auto finalizeFn =
      reinterpret_cast<int (*)()>(lib.getAddressOfSymbol("MPI_Finalize"));
  if (!initFn || !rankFn || !sizeFn || !finalizeFn) {
    llvm::errs() << "remat-run: error: '" << library
                 << "' is not an MPI library (no MPI_Init, MPI_Comm_rank, "
                    "MPI_Comm_size or MPI_Finalize)\n";
    return failure();
  }
  MPISession session;
  session.finalizeFn = finalizeFn;
  if (initFn(nullptr, nullptr) != 0 ||
      rankFn(kMPICHCommWorld, &session.rank) != 0 ||
      sizeFn(kMPICHCommWorld, &session.size) != 0) {
    llvm::errs() << "remat-run: error: MPI_Init failed\n";
    return failure();
  }
  return session;
}

void MPISession::finalize() {
  if (finalizeFn)
    finalizeFn();
  finalizeFn = nullptr;
}

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

/// Slice `rank` of `ranks` equal slices of `tensor` along `dim`.
static HostTensor sliceTensor(const HostTensor &tensor, int64_t dim, int rank,
                              int ranks) {
  int64_t outer = 1, inner = getDTypeBytes(tensor.dtype);
  for (int64_t d = 0; d < dim; ++d)
    outer *= tensor.shape[d];
  for (size_t d = dim + 1; d < tensor.shape.size(); ++d)
    inner *= tensor.shape[d];
  int64_t whole = tensor.shape[dim], part = whole / ranks;
  HostTensor slice;
  slice.dtype = tensor.dtype;
  slice.shape = tensor.shape;
  slice.shape[dim] = part;
  slice.data.resize(static_cast<size_t>(outer * part * inner));
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(slice.data.data() + o * part * inner,
                tensor.data.data() + (o * whole + rank * part) * inner,
                static_cast<size_t>(part * inner));
  return slice;
}

FailureOr<std::vector<HostTensor>>
mlir::remat::makeRankInputs(FunctionOpInterface entry,
                            const RunnerOptions &options, int rank, int ranks) {
  // The unpartitioned signature, as a declaration in a scratch module: the
  // inputs are made (or read) for it exactly as for the single-device step.
  MLIRContext *context = entry->getContext();
  OwningOpRef<ModuleOp> scratch = ModuleOp::create(entry.getLoc());
  OpBuilder builder(context);
  builder.setInsertionPointToStart(scratch->getBody());
  SmallVector<Type> types;
  SmallVector<std::optional<int64_t>> splits;
  for (auto [index, argumentType] : llvm::enumerate(entry.getArgumentTypes())) {
    Type type = argumentType;
    std::optional<int64_t> dim = getSplitDim(entry, index);
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (dim && tensor && *dim < tensor.getRank() &&
        !tensor.isDynamicDim(*dim)) {
      SmallVector<int64_t> shape(tensor.getShape());
      shape[*dim] *= ranks;
      type = tensor.clone(shape);
    } else {
      dim.reset();
    }
    types.push_back(type);
    splits.push_back(dim);
  }
  auto declaration = func::FuncOp::create(
      builder, entry.getLoc(), entry.getName(),
      FunctionType::get(context, types, entry.getResultTypes()));
  declaration.setPrivate();
  if (ArrayAttr attrs = entry.getAllArgAttrs())
    declaration.setAllArgAttrs(attrs);
  FailureOr<std::vector<HostTensor>> whole =
      makeRunnerInputs(cast<FunctionOpInterface>(*declaration), options);
  if (failed(whole))
    return failure();
  std::vector<HostTensor> inputs;
  for (auto [tensor, dim] : llvm::zip(*whole, splits))
    inputs.push_back(dim ? sliceTensor(tensor, *dim, rank, ranks)
                         : std::move(tensor));
  return inputs;
}

//===----------------------------------------------------------------------===//
// Reports
//===----------------------------------------------------------------------===//

static llvm::json::Object toJSON(const RankReport &report) {
  llvm::json::Array outputs;
  for (const RankOutput &output : report.outputs) {
    llvm::json::Array shape;
    for (int64_t d : output.shape)
      shape.push_back(d);
    outputs.push_back(llvm::json::Object{{"shape", std::move(shape)},
                                         {"dtype", output.dtype},
                                         {"checksum", output.checksum}});
  }
  return llvm::json::Object{{"rank", report.rank},
                            {"peak_bytes", report.peakBytes},
                            {"allocations", report.allocations},
                            {"time_s", report.medianSeconds},
                            {"outputs", std::move(outputs)}};
}

LogicalResult mlir::remat::writeRankReport(const std::string &path,
                                           const RankReport &report) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Text);
  if (ec) {
    llvm::errs() << "remat-run: error: cannot write " << path << ": "
                 << ec.message() << "\n";
    return failure();
  }
  os << llvm::json::Value(toJSON(report)) << "\n";
  return success();
}

static FailureOr<RankReport> readRankReport(StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path);
  if (!file)
    return failure();
  llvm::Expected<llvm::json::Value> value =
      llvm::json::parse((*file)->getBuffer());
  if (!value) {
    llvm::consumeError(value.takeError());
    return failure();
  }
  const llvm::json::Object *object = value->getAsObject();
  if (!object)
    return failure();
  RankReport report;
  report.rank = object->getInteger("rank").value_or(-1);
  report.peakBytes = object->getInteger("peak_bytes").value_or(-1);
  report.allocations = object->getInteger("allocations").value_or(-1);
  report.medianSeconds = object->getNumber("time_s").value_or(0);
  if (const llvm::json::Array *outputs = object->getArray("outputs"))
    for (const llvm::json::Value &entry : *outputs) {
      const llvm::json::Object *output = entry.getAsObject();
      if (!output)
        return failure();
      RankOutput result;
      if (const llvm::json::Array *shape = output->getArray("shape"))
        for (const llvm::json::Value &d : *shape)
          result.shape.push_back(d.getAsInteger().value_or(-1));
      result.dtype = output->getString("dtype").value_or("").str();
      result.checksum = output->getString("checksum").value_or("").str();
      report.outputs.push_back(std::move(result));
    }
  return report;
}

FailureOr<std::vector<RankReport>>
mlir::remat::launchRanks(const std::string &mpiexec,
                         const std::string &hostfile, int ranks,
                         ArrayRef<std::string> argv) {
  SmallString<128> directory;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("remat-ranks", directory)) {
    llvm::errs() << "remat-run: error: cannot create a directory for the "
                    "ranks' reports: "
                 << ec.message() << "\n";
    return failure();
  }
  std::vector<std::string> args = {mpiexec, "-n", std::to_string(ranks)};
  if (!hostfile.empty()) {
    args.push_back("-f");
    args.push_back(hostfile);
  }
  args.insert(args.end(), argv.begin(), argv.end());
  args.push_back(("--mpi-rank-report=" + directory).str());
  SmallVector<StringRef> refs(args.begin(), args.end());
  std::string error;
  int status =
      llvm::sys::ExecuteAndWait(mpiexec, refs, std::nullopt, {}, 0, 0, &error);
  auto cleanup = [&] {
    for (int rank = 0; rank < ranks; ++rank) {
      SmallString<128> path(directory);
      llvm::sys::path::append(path, "rank_" + std::to_string(rank) + ".json");
      llvm::sys::fs::remove(path);
    }
    llvm::sys::fs::remove(directory);
  };
  if (status != 0) {
    llvm::errs() << "remat-run: error: " << mpiexec << " -n " << ranks
                 << " failed (exit status " << status << ")";
    if (!error.empty())
      llvm::errs() << ": " << error;
    llvm::errs() << "\n";
    cleanup();
    return failure();
  }
  std::vector<RankReport> reports;
  for (int rank = 0; rank < ranks; ++rank) {
    SmallString<128> path(directory);
    llvm::sys::path::append(path, "rank_" + std::to_string(rank) + ".json");
    FailureOr<RankReport> report = readRankReport(path);
    if (failed(report) || report->rank != rank) {
      llvm::errs() << "remat-run: error: rank " << rank << " wrote no report ("
                   << path << ")\n";
      cleanup();
      return failure();
    }
    reports.push_back(std::move(*report));
  }
  cleanup();
  return reports;
}

void mlir::remat::printRankReports(llvm::raw_ostream &os, StringRef entry,
                                   ArrayRef<RankReport> reports, bool json) {
  int64_t maxPeak = 0;
  for (const RankReport &report : reports)
    maxPeak = std::max(maxPeak, report.peakBytes);
  if (json) {
    llvm::json::Array ranks;
    for (const RankReport &report : reports)
      ranks.push_back(toJSON(report));
    llvm::json::Object root{{"entry", entry},
                            {"num_ranks", static_cast<int64_t>(reports.size())},
                            {"ranks", std::move(ranks)},
                            {"max_peak_bytes", maxPeak}};
    os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
    return;
  }
  os << "entry: " << entry << "\n";
  for (const RankReport &report : reports) {
    os << "rank " << report.rank << ": peak_bytes " << report.peakBytes
       << ", allocations " << report.allocations << ", time_s "
       << llvm::formatv("{0:f6}", report.medianSeconds) << "\n";
    for (auto [index, output] : llvm::enumerate(report.outputs)) {
      os << "  output " << index << ": " << output.dtype << "[";
      llvm::interleave(output.shape, os, "x");
      os << "] checksum " << output.checksum << "\n";
    }
  }
  os << "max_peak_bytes: " << maxPeak << "\n";
}
