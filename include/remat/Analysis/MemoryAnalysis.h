//===- MemoryAnalysis.h - static peak memory and residuals ------*- C++ -*-===//
//
// Predicts, for a training-step function in tensor form, which buffers
// bufferization will allocate, how long each lives, the live bytes at every
// step, the peak, and the residuals (forward values the gradient computation
// reads). The model follows one-shot bufferization followed by remat's
// free-after-last-use deallocation placement (docs/Conventions.md):
//
//  * buffers are 64-byte aligned and their sizes rounded up to 64 bytes (the
//    CPU lowering allocates with aligned_alloc);
//  * pads, concats and any other tensor-producing op allocate a new buffer
//    of the result's static size; a `tensor.empty` allocates nothing
//    itself: remat's bufferization prefix gives each of its users its own
//    copy (remat-split-empty-tensors), so a destination-style op writing
//    into it gets a fresh buffer at its own step (or, for a user of a
//    shared one, the input that dies there, getDyingElementwiseInput), a
//    view of it a fresh buffer of its size, and any other reader a
//    transient;
//  * destination-style ops (linalg, tensor.insert_slice) write in place into
//    their init operand when no value of that buffer is read afterwards, and
//    into a fresh copy otherwise (as one-shot bufferization does);
//    elementwise arith/math ops on tensors likewise write into their first
//    operand of the result's type (convert-elementwise-to-linalg makes it
//    the init); arguments and constants are never written;
//  * reshapes, casts, slices, `remat.name` and `remat.barrier` alias their
//    source; dense constants are globals (no heap bytes);
//  * a buffer is freed right after the last step that reads any of its
//    aliases; function results live to the end; arguments belong to the
//    caller and are not counted.
//
// Ops with regions (scf.for, scf.if, an unapplied remat.checkpoint) count as
// one step: values they read from outside are used at that step, and the
// buffers their bodies allocate count as a transient on top of that step
// (the peak of the nested block, an upper bound); a loop's results reuse the
// buffers of dead initial values and its body updates its iteration
// arguments in place. A call counts its tensor
// operands (possible copies) plus the callee's own peak as a transient; a
// block with a call that returns tensors keeps every buffer to its end (the
// deallocation becomes dynamic there).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_MEMORYANALYSIS_H
#define REMAT_ANALYSIS_MEMORYANALYSIS_H

#include "remat/Analysis/BufferSimulation.h"
#include "remat/Analysis/GradientSplit.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Value.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <string>

namespace mlir::remat {

/// One buffer the bufferized program will allocate (or an argument's).
struct BufferInfo {
  /// Value whose computation allocates the buffer.
  Value value;
  /// Bytes allocated (0 for arguments and constants).
  int64_t bytes = 0;
  /// Step that allocates it and last step that reads any alias of it.
  unsigned def = 0;
  unsigned lastUse = 0;
  bool isArgument = false;
  bool isResult = false;
};

/// A forward buffer that the gradient computation reads.
struct Residual {
  /// The latest forward value of the buffer that the gradient reads.
  Value value;
  unsigned buffer = 0;
  int64_t bytes = 0;
};

/// Why an analysis could not be made: where, and what (no diagnostic is
/// emitted by the analysis; its users decide).
struct AnalysisError {
  Location loc;
  std::string message;
};

class MemoryAnalysis {
public:
  /// Analyzes `op`, a function with a single-block body, as MLIR's analysis
  /// manager does (`getAnalysis<MemoryAnalysis>()`); check getError().
  explicit MemoryAnalysis(Operation *op);

  /// Analyzes the body of `func` and emits the error, if any (dynamic or
  /// unranked shapes, sizes beyond 64 bits, multi-block bodies).
  static FailureOr<MemoryAnalysis> analyze(FunctionOpInterface func);

  /// Set when the analysis failed.
  const std::optional<AnalysisError> &getError() const { return error; }

  /// The steps: the top-level ops of the body in program order.
  ArrayRef<Operation *> getSteps() const { return steps; }
  std::optional<unsigned> getStepOf(Operation *op) const;

  ArrayRef<BufferInfo> getBuffers() const { return buffers; }
  /// The buffer a tensor value lives in, if it is tracked.
  std::optional<unsigned> getBufferOf(Value value) const;

  /// Live bytes at each step (including the step's transient bytes), by the
  /// tensor-level model.
  ArrayRef<int64_t> getLiveBytes() const { return liveBytes; }
  /// Bytes live during each step only (allocated inside an op with regions
  /// or a callee, copies of a call's operands), included in getLiveBytes.
  ArrayRef<int64_t> getTransientBytes() const { return transientBytes; }
  /// The predicted peak: the replay of the bufferized program
  /// (setBufferizedPeak; an upper bound where it made assumptions), or the
  /// tensor-level model where no replay was set.
  int64_t getPeakBytes() const { return peakBytes; }
  /// The tensor-level model's peak (what the solvers' graph is built from).
  int64_t getModelPeakBytes() const { return modelPeakBytes; }
  /// The first step at which the peak is reached (null if no steps).
  Operation *getPeakOp() const {
    return steps.empty() ? nullptr : steps[peakStep];
  }
  unsigned getPeakStep() const { return peakStep; }

  /// Records the replay of the bufferized program (see BufferizedPeak.h) and
  /// makes it the predicted peak.
  void setBufferizedPeak(const SimulatedPeak &simulated);
  const std::optional<SimulatedPeak> &getBufferizedPeak() const {
    return bufferized;
  }
  /// What the prediction assumed where it could not be exact, in words.
  ArrayRef<std::string> getAssumptions() const { return assumptions; }
  void addAssumption(std::string text) { assumptions.push_back(text); }

  /// First step of the gradient computation (GradientSplit.h); std::nullopt
  /// if no rule finds one.
  std::optional<unsigned> getGradStart() const { return gradStart; }
  const GradientSplit &getGradientSplit() const { return split; }
  /// Residuals, largest first (ties in program order).
  ArrayRef<Residual> getResiduals() const { return residuals; }
  int64_t getResidualBytes() const;

  /// FLOPs of one run of the function body (cost model, every op as many
  /// times as it runs: inside scf.for loops with static trip counts, their
  /// product; once inside any other loop).
  double getTotalFlops() const { return totalFlops; }

private:
  MemoryAnalysis() = default;
  LogicalResult run(FunctionOpInterface func);

  std::optional<AnalysisError> error;

  SmallVector<Operation *> steps;
  DenseMap<Operation *, unsigned> stepIndex;
  SmallVector<BufferInfo> buffers;
  DenseMap<Value, unsigned> bufferOf;
  SmallVector<int64_t> liveBytes;
  SmallVector<int64_t> transientBytes;
  int64_t peakBytes = 0;
  int64_t modelPeakBytes = 0;
  unsigned peakStep = 0;
  std::optional<SimulatedPeak> bufferized;
  SmallVector<std::string> assumptions;
  std::optional<unsigned> gradStart;
  GradientSplit split;
  SmallVector<Residual> residuals;
  double totalFlops = 0;
};

/// The operand that result `index` of `op` is a view or identity of
/// (reshapes, slices, casts, remat.name, remat.barrier), sharing its buffer;
/// null for other ops.
Value getAliasedSource(Operation *op, unsigned index);

/// "argument #N" or "result #N of 'op'".
std::string describeValue(Value value);
/// Why `value`'s type has no byte size remat can use (unranked, dynamic,
/// beyond 64 bits), naming the value.
std::string describeUnsizable(Value value);

/// Whether `empty`, a tensor.empty, has users at more than one op of its
/// block (a user nested in a region counts as its ancestor there).
/// remat-split-empty-tensors gives each of them a buffer of its own.
bool isSharedEmptyTensor(Operation *empty);

/// Whether `op` is a linalg.fill on tensors of a tensor.empty of its block
/// whose result has users at more than one op of that block (torch-mlir
/// fills one zero tensor per shape and uses it as the initial value of
/// every matmul of that shape). remat-split-empty-tensors gives each of
/// them a tensor.empty and linalg.fill of its own, placed right before it.
/// Not shared: a fill whose users are a tensor.extract_slice and a
/// tensor.insert_slice back at the same place (one slice written in place).
bool isSharedFilledTensor(Operation *op);

/// Whether remat-split-empty-tensors gives each user of `op`'s result a
/// copy of it, so that `op` allocates nothing itself: a tensor.empty, or a
/// shared linalg.fill of one (isSharedFilledTensor).
bool isCopiedPerUser(Operation *op);

/// The function attribute (a unit attribute) under which every user of a
/// tensor.empty, not only of a shared one, writes into a dying input
/// (getDyingElementwiseInput): remat-shard sets it on the steps it
/// partitions (option reuse-dying-inputs); remat-split-empty-tensors and
/// the memory model both read it, so the model follows the lowering.
constexpr llvm::StringLiteral kReuseDyingInputsAttr =
    "remat_reuse_dying_inputs";

/// The function attribute (a unit attribute) under which every
/// shard.all_reduce gets a fresh receive buffer: remat-shard sets it with
/// in-place-all-reduce=false.
constexpr llvm::StringLiteral kOutOfPlaceAllReduceAttr =
    "remat_out_of_place_all_reduce";

/// Whether `op` is a shard.all_reduce that remat-shard-to-mpi lowers in
/// place (MPI_IN_PLACE: its input's buffer receives the result): over the
/// whole grid, static, an MPI datatype and reduction, its input computed
/// in the function (not an argument) and read by nothing else, the function
/// not marked kOutOfPlaceAllReduceAttr. The memory model then gives the
/// result the input's buffer, as bufferization does
/// (InPlaceAllReduce.cpp).
bool isInPlaceAllReduce(Operation *op);

/// Whether `empty`'s users write into a dying input where they can: a
/// shared tensor.empty, or any in a function with kReuseDyingInputsAttr.
bool mayReuseDyingInputs(Operation *empty);

/// For `op`, a user of a shared tensor.empty through its destination
/// `init`: an input of the same type that `op` reads element by element and
/// that nothing reads after `op`, which `op` can write into instead of a new
/// buffer (one-shot bufferization writes in place there, as it did into the
/// shared buffer). Null if there is none. Requires a linalg op with one
/// result, parallel loops only, identity maps for the init and the input,
/// and a payload that does not read the init; the input is the result of a
/// linalg or elementwise op of the same block, or, in a function marked
/// kReuseDyingInputsAttr, a reshape of one (tensor.expand_shape /
/// tensor.collapse_shape of the same block: `op` then writes into that
/// result's buffer through the view), whose every
/// use (looking through remat.barrier and remat.name, which remat-strip
/// removes, and through reshapes) is a read-only input of an op at or
/// before `op`.
Value getDyingElementwiseInput(Operation *op, OpOperand &init);

/// The first top-level op of `func`'s gradient computation, by index into the
/// body's ops (findGradientSplit); std::nullopt if none.
std::optional<unsigned> findGradientStart(FunctionOpInterface func);

} // namespace mlir::remat

#endif // REMAT_ANALYSIS_MEMORYANALYSIS_H
