//===- BufferSimulator.h - the replay behind simulateBufferPeak -*- C++ -*-===//
//
// The state of one replay of a bufferized function and its steps. Private to
// RematAnalysis: its members are defined by job in BufferSimulation.cpp (the
// replay of blocks and ops), BufferSimulationValues.cpp (the index and i1
// values and small buffers the replay knows) and BufferSimulationRegions.cpp
// (calls, branches and loops).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_ANALYSIS_BUFFERSIMULATOR_H
#define REMAT_LIB_ANALYSIS_BUFFERSIMULATOR_H

#include "remat/Analysis/BufferSimulation.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Block.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::remat::buffer_simulation {
/// One simulated heap allocation.
struct Allocation {
  int64_t bytes = 0;
  bool live = false;
  /// The block whose op allocated it (null for the buffers standing for a
  /// region's results).
  Block *owner = nullptr;
};

/// An index value the replay knows: an integer, or the address of an
/// allocation (what memref.extract_aligned_pointer_as_index gives). The
/// deallocation helper that lower-deallocations emits compares addresses
/// (whether two buffers are one), which the replay answers from the
/// allocation each memref is bound to.
struct Word {
  bool pointer = false;
  int64_t value = 0;
  bool operator==(const Word &other) const {
    return pointer == other.pointer && value == other.value;
  }
};

/// Result of replaying one block.
struct BlockResult {
  /// Largest live bytes reached inside the block, on top of what was live
  /// when it started.
  int64_t peak = 0;
  std::optional<Location> peakLoc;
  /// Bytes allocated in the block and still live at its end.
  int64_t escaping = 0;
};

class Simulator {
  /// Called with each op and the bytes it needs on top of what is live
  /// (a callee's or region's transient), so that the block being
  /// replayed can record its peak.
  using NoteFn = llvm::function_ref<void(Operation *, int64_t)>;

public:
  explicit Simulator(std::string &error) : error(error) {}

  FailureOr<SimulatedPeak> run(FunctionOpInterface func) {
    if (!func.isExternal() && func.getFunctionBody().hasOneBlock())
      recorded = &func.getFunctionBody().front();
    FailureOr<FunctionSummary> summary = summarize(func);
    if (failed(summary))
      return failure();
    SimulatedPeak result;
    result.peakBytes = summary->peak;
    result.peakLoc = summary->peakLoc;
    for (int64_t bytes : summary->resultBytes)
      result.resultBytes += bytes;
    result.assumptions.assign(assumptions.begin(), assumptions.end());
    result.loopIntervalPeaks = std::move(intervalPeaks);
    return result;
  }

private:
  struct FunctionSummary {
    int64_t peak = 0;
    std::optional<Location> peakLoc;
    /// Bytes of the fresh buffer behind each memref result (0 if none).
    SmallVector<int64_t> resultBytes;
  };

  std::string &error;
  /// The function body whose stretches are recorded (run's function), and
  /// what was recorded (SimulatedPeak::loopIntervalPeaks).
  Block *recorded = nullptr;
  std::vector<int64_t> intervalPeaks;
  SmallVector<Allocation> allocations;
  /// The allocation a memref value points into (through views).
  DenseMap<Value, unsigned> allocationOf;
  DenseMap<Operation *, FunctionSummary> summaries;
  llvm::SmallPtrSet<Operation *, 4> active;
  llvm::SmallVector<std::string> assumptions;
  /// Current live bytes of the function being replayed.
  int64_t live = 0;
  /// Whether a buffer was freed under a condition and kept live.
  bool conditionalFreePending = false;
  /// The block that owns what is allocated now: the block being replayed,
  /// which a loop replayed iteration by iteration and a branch known to be
  /// taken do not change (their ops run as if they were the block's own).
  Block *currentOwner = nullptr;
  /// i1 values known at this point of the replay: constants and what
  /// ownership-based deallocation derives from them (the ownership flags a
  /// loop carries are false for its initial values and true for what its
  /// iterations allocate). A free under a known condition is exact.
  DenseMap<Value, bool> knownBool;
  /// Ops replayed inside loops replayed iteration by iteration; past
  /// kMaxUnrolledSteps a loop is summarised instead (see regionOp).
  int64_t unrolledSteps = 0;
  static constexpr int64_t kMaxUnrolledSteps = int64_t(1) << 22;
  /// Index values known at this point of the replay (see Word).
  DenseMap<Value, Word> knownWord;
  /// The contents of small rank-1 integer buffers (the dealloc helper's
  /// address and condition arrays), per allocation: what a store put there
  /// while the replay followed the program exactly.
  DenseMap<unsigned, SmallVector<std::optional<Word>>> cells;
  /// The buffer standing for each constant global read (bindConstantTable).
  DenseMap<Operation *, unsigned> globalTables;
  /// False while a region is replayed as a summary (regionOp): its stores
  /// may not happen, or happen many times, so they only forget.
  bool exact = true;
  static constexpr int64_t kMaxCells = 4096;

  void assume(std::string what) {
    if (!llvm::is_contained(assumptions, what))
      assumptions.push_back(std::move(what));
  }

  LogicalResult fail(Operation *op, const Twine &message) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << message;
    if (op) {
      os << " (at " << op->getName() << " ";
      op->getLoc().print(os);
      os << ")";
    }
    error = text;
    return failure();
  }

  std::optional<unsigned> lookup(Value value) {
    auto it = allocationOf.find(value);
    if (it == allocationOf.end())
      return std::nullopt;
    return it->second;
  }

  /// Points `value` at `id`'s buffer, or at none. A value replayed again
  /// (a loop body's, once per iteration) must not keep the buffer of an
  /// earlier iteration.
  void bind(Value value, std::optional<unsigned> id) {
    if (id)
      allocationOf[value] = *id;
    else
      allocationOf.erase(value);
  }

  std::optional<bool> known(Value value) const {
    auto it = knownBool.find(value);
    if (it == knownBool.end())
      return std::nullopt;
    return it->second;
  }

  void setKnown(Value value, std::optional<bool> bit) {
    if (bit)
      knownBool[value] = *bit;
    else
      knownBool.erase(value);
  }

  unsigned allocate(Value value, int64_t bytes) {
    if (conditionalFreePending && bytes > 0)
      assume("buffers freed under a run-time condition kept live while "
             "later buffers were allocated");
    allocations.push_back({bytes, true, currentOwner});
    unsigned id = allocations.size() - 1;
    allocationOf[value] = id;
    live += bytes;
    return id;
  }

  FailureOr<FunctionSummary> summarize(FunctionOpInterface func);

  /// Replays `block`; `live` is updated in place. Frees of buffers
  /// allocated outside the block count only when `unconditional` (the block
  /// runs exactly once whenever its parent op runs: a function body).
  FailureOr<BlockResult> replay(Block &block, bool unconditional = true);

  LogicalResult step(Operation &op, bool unconditional,
                     SmallVector<unsigned> &local, NoteFn note);

  /// Records the i1 value `op` computes when its operands are known:
  /// constants and the and/or/xor ownership-based deallocation combines
  /// flags with. Returns whether `op` was one of those.
  bool foldBool(Operation &op);

  std::optional<Word> word(Value value) const {
    auto it = knownWord.find(value);
    if (it == knownWord.end())
      return std::nullopt;
    return it->second;
  }

  void setWord(Value value, std::optional<Word> w) {
    if (w)
      knownWord[value] = *w;
    else
      knownWord.erase(value);
  }

  /// A scalar as a cell holds it: i1 values as 0/1 integers.
  std::optional<Word> scalar(Value value) const {
    if (value.getType().isInteger(1)) {
      if (std::optional<bool> bit = known(value))
        return Word{false, *bit ? 1 : 0};
      return std::nullopt;
    }
    return word(value);
  }

  void setScalar(Value value, std::optional<Word> w) {
    if (value.getType().isInteger(1)) {
      setKnown(value, w && !w->pointer ? std::optional<bool>(w->value != 0)
                                       : std::nullopt);
      return;
    }
    setWord(value, w);
  }

  /// A constant global (no allocation): a small rank-1 integer table (the
  /// revolve schedule, ScanRevolve.cpp) has known cells, set at every read.
  void bindConstantTable(memref::GetGlobalOp get);

  /// Forgets the contents of the buffers `op` may write.
  void forgetOperands(Operation &op);

  /// Whether two addresses are equal: one live buffer is one address, two
  /// live buffers of at least one byte are two. Otherwise (a freed buffer's
  /// address may be reused, a summarised region's buffer stands for
  /// several) unknown.
  std::optional<bool> sameAddress(Word a, Word b) const;

  /// Records the index value (or i1 comparison) `op` computes when its
  /// operands are known, and the loads and stores of small integer
  /// buffers. Returns whether `op` was one of those.
  bool foldWord(Operation &op);

  /// A callee the replay runs as part of the caller: one block that
  /// allocates nothing and calls nothing (upstream's dealloc helper, whose
  /// outputs decide which buffers the caller frees). Its effect on the
  /// caller's small buffers depends on the arguments, so it is replayed at
  /// every call instead of being summarised once.
  bool inlinable(FunctionOpInterface callee);

  LogicalResult inlineCall(Operation &op, FunctionOpInterface callee,
                           bool unconditional, SmallVector<unsigned> &local,
                           NoteFn note);

  /// Replays the branch of `ifOp` that its known condition takes, as ops
  /// of the enclosing block: what it frees is freed, what it yields is
  /// what the scf.if returns.
  LogicalResult knownBranch(scf::IfOp ifOp, bool taken, bool unconditional,
                            SmallVector<unsigned> &local, NoteFn note);

  /// Whether `forOp` is replayed iteration by iteration: a static trip
  /// count, and at most kMaxUnrolledSteps ops replayed in all.
  bool unrollable(scf::ForOp forOp);

  /// The trip count of `forOp`: static, or from bounds the replay knows
  /// (the dealloc helper's loops run to a memref.dim of its arrays).
  std::optional<int64_t> tripCount(scf::ForOp forOp);

  /// Replays every iteration of `forOp` as ops of the enclosing block:
  /// each iteration's iter_args are the buffers (and ownership flags) the
  /// previous one yielded, so the buffers an iteration allocates, frees or
  /// carries to the next are counted as the loop runs them, and the peak
  /// is the peak of the unrolled program.
  LogicalResult iterate(scf::ForOp forOp, bool unconditional,
                        SmallVector<unsigned> &local, NoteFn note);

  /// A loop without a static trip count whose iterations repeat: replays
  /// two iterations as iterate() does and keeps them if the second leaves
  /// the state as the first did (the same bytes live, nothing the loop
  /// allocated live but what it carries, the same carried sizes, sharing
  /// and ownership flags, no buffer from before the loop freed), so that
  /// every later iteration replays as the second: the loop's peak is
  /// theirs. An upper bound whatever the count (no earlier buffer is freed;
  /// what the loop carries out comes on top), exact from two iterations
  /// on. Returns false, with the state restored, where
  /// the iterations do not repeat (regionOp summarises the loop then).
  FailureOr<bool> repeating(scf::ForOp forOp, bool unconditional,
                            SmallVector<unsigned> &local, NoteFn note);

  LogicalResult regionOp(Operation &op, NoteFn note);

  static std::string describe(Type type) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << type;
    return text;
  }
};
} // namespace mlir::remat::buffer_simulation

#endif // REMAT_LIB_ANALYSIS_BUFFERSIMULATOR_H
