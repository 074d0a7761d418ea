//===- BufferizedPeak.h - peak of the program as it will run ----*- C++ -*-===//
//
// The exact peak of a tensor function: remat's bufferization prefix
// (remat/Pipelines/BufferizationPrefix.h, the first half of remat-lower-to-cpu)
// runs on a copy of the function and its callees, and the allocations of the
// result are replayed (remat/Analysis/BufferSimulation.h). The user's IR is not
// touched.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_BUFFERIZEDPEAK_H
#define REMAT_ANALYSIS_BUFFERIZEDPEAK_H

#include "remat/Analysis/BufferSimulation.h"
#include "remat/Analysis/MemoryAnalysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/ThreadPool.h"

#include <memory>
#include <optional>

namespace mlir::remat {

/// Bufferizes a copy of `func` (and the symbols it references) and replays
/// its allocations. On failure `error` says why (a bufferization diagnostic,
/// recursion, an unbounded loop); no diagnostic is emitted.
/// `bufferizationFailed` tells a failure of the bufferization passes (the
/// program cannot be lowered as it is) from one of the replay.
FailureOr<SimulatedPeak> predictBufferizedPeak(FunctionOpInterface func,
                                               std::string &error,
                                               bool &bufferizationFailed);

/// One replay (predictBufferizedPeak in two halves): prepare() copies the
/// function and builds the pipeline on the calling thread; run() may then
/// go on another thread while the caller keeps reading, copying and even
/// changing the function (the copy is the replay's own).
class BufferizedReplay {
public:
  LogicalResult prepare(FunctionOpInterface func, std::string &error);
  FailureOr<SimulatedPeak> run(std::string &error, bool &bufferizationFailed);
  /// The copy (bufferized once run() got that far), for the caller to
  /// erase; null where prepare() failed before making it.
  OwningOpRef<ModuleOp> takeCopy() { return std::move(copy); }

private:
  OwningOpRef<ModuleOp> copy;
  StringAttr name;
  std::unique_ptr<PassManager> pm;
};

/// analyzeMemory(func) begun now and finished by finish(): the
/// tensor-level model (getModel()) at once, the replay of the bufferized
/// copy on the context's thread pool (at finish() where the context has no
/// threads). finish() returns what analyzeMemory(func) would have returned
/// here, and emits its error (at the function's location) where it fails.
/// Meanwhile the caller may read and copy the function and emit
/// diagnostics (the replay's handler takes only its own thread's), not
/// change it: the model points into it.
class MemoryAnalysisInFlight {
public:
  explicit MemoryAnalysisInFlight(FunctionOpInterface func);
  ~MemoryAnalysisInFlight();
  MemoryAnalysisInFlight(const MemoryAnalysisInFlight &) = delete;
  MemoryAnalysisInFlight &operator=(const MemoryAnalysisInFlight &) = delete;
  /// The tensor-level model, or failure (then finish() returns it).
  const FailureOr<MemoryAnalysis> &getModel() const { return model; }
  /// Whether the replay runs on another thread.
  bool isConcurrent() const { return group != nullptr; }
  FailureOr<MemoryAnalysis> finish();

private:
  void runReplay();
  Location loc;
  std::string name;
  FailureOr<MemoryAnalysis> model;
  bool replayNeeded = false, ran = false, bufferizationFailed = false;
  BufferizedReplay replay;
  std::optional<SimulatedPeak> simulated;
  std::string error;
  std::unique_ptr<llvm::ThreadPoolTaskGroup> group;
};

/// The dialects the replay's bufferization prefix loads. A pass that
/// analyses memory declares them as dependent dialects, so that its pass
/// manager loads them before it runs passes on several threads: the replay
/// itself may run on any thread, and loading a dialect changes the context
/// (two nested modules analysed at once aborted with "Dialect Attribute
/// already registered").
void insertReplayDialects(DialectRegistry &registry);

/// The memory analysis of `func` with its peak predicted from the
/// bufferized program. Emits an error and fails where the peak cannot be
/// bounded (recursion, loops without a trip count that keep buffers alive);
/// where bufferization itself fails the tensor-level model is kept and an
/// assumption says so.
/// Where `replayCopy` is given, the replay's copy is handed to it instead
/// of being erased here (a caller may erase it off its critical path,
/// ReplayCopyEraser).
FailureOr<MemoryAnalysis>
analyzeMemory(FunctionOpInterface func,
              OwningOpRef<ModuleOp> *replayCopy = nullptr);

/// Erases replay copies on the context's thread pool (at once where the
/// context has no threads): erasing a 100k-op copy is a few percent of a
/// report, which can overlap what the caller does next (remat-opt prints
/// the output while the pass, which owns the eraser, is alive). wait(), or
/// the destructor, returns once all are erased; the owner must end before
/// the context does.
class ReplayCopyEraser {
public:
  ReplayCopyEraser() = default;
  /// A pass is copied to run on several threads: a copy starts empty.
  ReplayCopyEraser(const ReplayCopyEraser &) {}
  ReplayCopyEraser &operator=(const ReplayCopyEraser &) = delete;
  ~ReplayCopyEraser() { wait(); }
  void erase(OwningOpRef<ModuleOp> module);
  void wait();

private:
  std::unique_ptr<llvm::ThreadPoolTaskGroup> group;
};

/// What one replay of a bufferized copy answered (predictBufferizedPeak's
/// result and outputs), kept to be combined with a model later.
struct ReplayOutcome {
  FailureOr<SimulatedPeak> simulated = failure();
  bool bufferizationFailed = false;
  std::string error;
};

/// Replays `func` as analyzeMemory does, without the model.
ReplayOutcome replayBufferized(FunctionOpInterface func);

/// analyzeMemory(func) where `replay` is the replay of a program identical
/// to `func` (made earlier, e.g. on a copy while another replay ran): the
/// model of `func` and that replay's answer, combined as analyzeMemory
/// combines them.
FailureOr<MemoryAnalysis> analyzeMemoryWithReplay(FunctionOpInterface func,
                                                  const ReplayOutcome &replay);

/// analyzeMemory for MLIR's analysis manager: `getAnalysis<...>()` in a
/// pass on a function, `getChildAnalysis<...>(func)` in a pass on a module.
/// Built on first use (analyzeMemory runs then and emits its diagnostics
/// there); kept while the passes after it preserve it, dropped once one
/// changes the IR.
class BufferizedMemoryAnalysis {
public:
  explicit BufferizedMemoryAnalysis(Operation *op);
  /// The analysis, or failure (its error was emitted when it was built).
  const FailureOr<MemoryAnalysis> &get() const { return analysis; }
  /// The replay's bufferized copy, not yet erased (null once taken, or
  /// where there was none); erased with the analysis where not taken.
  OwningOpRef<ModuleOp> takeReplayCopy() { return std::move(replayCopy); }

private:
  FailureOr<MemoryAnalysis> analysis = failure();
  OwningOpRef<ModuleOp> replayCopy;
};

/// mlir::verify(module), with the same answer and diagnostics, checked on
/// the context's threads where it has them (the replay verifies its 100k-op
/// copies with it; upstream verifies one function on one thread): the ops
/// of each function body in parallel, beside what mlir::verify checks of
/// the module, the functions and their blocks. Where that finds the module
/// invalid, mlir::verify runs serially, so the diagnostics are upstream's.
LogicalResult verifyOnThreads(ModuleOp module);

/// Clones `func` and every symbol it uses, transitively, into `into` (in the
/// order they appear in their module, so the copy is deterministic), and the
/// module's attributes; `mapping` maps `func`'s values and ops to the copy's.
/// Fails, with the reason in `error`, if `func` is not directly inside a
/// builtin.module. Returns the copy of `func`.
FailureOr<FunctionOpInterface>
cloneWithReferencedSymbols(FunctionOpInterface func, ModuleOp into,
                           IRMapping &mapping, std::string &error);

} // namespace mlir::remat

#endif // REMAT_ANALYSIS_BUFFERIZEDPEAK_H
