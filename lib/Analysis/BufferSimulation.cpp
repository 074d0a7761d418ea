//===- BufferSimulation.cpp - peak bytes of a bufferized function ---------===//
//
// The replay works on the memref program because that is what runs: every
// copy one-shot bufferization decides to make, every buffer it reuses in
// place, and every free that ownership-based deallocation places is there to
// be read, instead of being predicted from tensor semantics.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/BufferSimulation.h"

#include "remat/Analysis/CostModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "remat-buffer-simulation"

using namespace mlir;
using namespace mlir::remat;

std::optional<int64_t> mlir::remat::getAllocationBytes(Type type,
                                                       int64_t alignment) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape())
    return std::nullopt;
  std::optional<int64_t> bytes = getTypeByteSize(memref);
  if (!bytes)
    return std::nullopt;
  // Without an alignment attribute finalize-memref-to-llvm's aligned_alloc
  // lowering aligns to the element size rounded up to a power of two, and to
  // at least 16 bytes (the deallocation pipeline's bookkeeping buffers have
  // no alignment attribute).
  int64_t align = alignment;
  if (align <= 0) {
    std::optional<int64_t> element =
        getElementByteSize(memref.getElementType());
    align = std::max<int64_t>(
        16, static_cast<int64_t>(llvm::PowerOf2Ceil(element.value_or(1))));
  }
  if (*bytes > std::numeric_limits<int64_t>::max() - align)
    return std::nullopt;
  return static_cast<int64_t>(llvm::alignTo(*bytes, align));
}

namespace {
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
public:
  explicit Simulator(std::string &error) : error(error) {}

  FailureOr<SimulatedPeak> run(FunctionOpInterface func) {
    FailureOr<FunctionSummary> summary = summarize(func);
    if (failed(summary))
      return failure();
    SimulatedPeak result;
    result.peakBytes = summary->peak;
    result.peakLoc = summary->peakLoc;
    for (int64_t bytes : summary->resultBytes)
      result.resultBytes += bytes;
    result.assumptions.assign(assumptions.begin(), assumptions.end());
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

  FailureOr<FunctionSummary> summarize(FunctionOpInterface func) {
    auto cached = summaries.find(func);
    if (cached != summaries.end())
      return cached->second;
    if (!active.insert(func).second)
      return fail(func, "the function calls itself (directly or through other "
                        "functions): its peak depends on the recursion depth, "
                        "which remat cannot bound statically");
    FunctionSummary summary;
    if (!func.isExternal()) {
      Region &body = func.getFunctionBody();
      if (!body.hasOneBlock())
        return fail(func, "remat analyzes single-block function bodies");
      int64_t saved = live;
      live = 0;
      FailureOr<BlockResult> block = replay(body.front());
      if (failed(block))
        return failure();
      summary.peak = block->peak;
      summary.peakLoc = block->peakLoc;
      Operation *terminator = body.front().getTerminator();
      for (Value value : terminator->getOperands()) {
        int64_t bytes = 0;
        if (isa<MemRefType>(value.getType()))
          if (std::optional<unsigned> id = lookup(value))
            bytes = allocations[*id].bytes;
        summary.resultBytes.push_back(bytes);
      }
      live = saved;
    } else {
      // External code allocates with its own allocator, which remat-run
      // does not count; its memref results are taken as new buffers.
      for (Type type : func.getResultTypes()) {
        int64_t bytes = 0;
        if (isa<MemRefType>(type)) {
          bytes = getAllocationBytes(type, 0).value_or(0);
          assume("results of external function @" +
                 cast<SymbolOpInterface>(func.getOperation()).getName().str() +
                 " counted as new buffers");
        }
        summary.resultBytes.push_back(bytes);
      }
    }
    active.erase(func);
    summaries[func] = summary;
    return summary;
  }

  /// Replays `block`; `live` is updated in place. Frees of buffers
  /// allocated outside the block count only when `unconditional` (the block
  /// runs exactly once whenever its parent op runs: a function body).
  FailureOr<BlockResult> replay(Block &block, bool unconditional = true) {
    BlockResult result;
    int64_t start = live;
    SmallVector<unsigned> local;
    Block *savedOwner = currentOwner;
    currentOwner = &block;
    llvm::scope_exit restore([&] { currentOwner = savedOwner; });
    auto note = [&](Operation *op, int64_t extra) {
      int64_t reached = live + extra - start;
      if (reached > result.peak) {
        result.peak = reached;
        result.peakLoc = op->getLoc();
      }
    };
    for (Operation &op : block) {
      if (failed(step(op, unconditional, local, note)))
        return failure();
    }
    for (unsigned id : local)
      if (allocations[id].live)
        result.escaping += allocations[id].bytes;
    return result;
  }

  template <typename NoteFn>
  LogicalResult step(Operation &op, bool unconditional,
                     SmallVector<unsigned> &local, NoteFn &note) {
    if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
      std::optional<int64_t> bytes =
          getAllocationBytes(alloc.getType(), alloc.getAlignment().value_or(0));
      if (!bytes) {
        if (sizeOverflows(alloc.getType()))
          return fail(&op, "the byte size of " +
                               llvm::Twine(describe(alloc.getType())) +
                               " does not fit in 64 bits");
        return fail(&op, "cannot size the allocation of " +
                             llvm::Twine(describe(alloc.getType())) +
                             " (remat needs static shapes)");
      }
      unsigned id = allocate(alloc.getResult(), *bytes);
      local.push_back(id);
      MemRefType type = alloc.getType();
      if (type.getRank() == 1 && type.getNumElements() <= kMaxCells &&
          (type.getElementType().isIndex() ||
           type.getElementType().isSignlessInteger()))
        cells[id].assign(type.getNumElements(), std::nullopt);
      note(&op, 0);
      return success();
    }
    if (auto clone = dyn_cast<bufferization::CloneOp>(op)) {
      std::optional<int64_t> bytes = getAllocationBytes(clone.getType(), 0);
      if (!bytes)
        return fail(&op, "cannot size the clone of " +
                             llvm::Twine(describe(clone.getType())));
      local.push_back(allocate(clone.getResult(), *bytes));
      note(&op, 0);
      return success();
    }
    if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      std::optional<unsigned> id = lookup(dealloc.getMemref());
      if (!id) {
        // A buffer the caller passed in: not counted here.
        return success();
      }
      Allocation &allocation = allocations[*id];
      bool isLocal = allocation.owner == currentOwner;
      if (!allocation.live)
        return success();
      if (unconditional || isLocal) {
        allocation.live = false;
        live -= allocation.bytes;
        // Nothing reads a freed buffer; an empty map keeps the replay of
        // steps without deallocation helpers free of lookups.
        cells.erase(*id);
      } else {
        // Kept live: an over-estimate only if something is allocated while
        // it may already be free (see allocate()).
        conditionalFreePending = true;
      }
      return success();
    }
    if (auto global = dyn_cast<memref::GetGlobalOp>(op)) {
      bindConstantTable(global);
      return success();
    }
    if (isa<memref::AllocaOp>(op))
      return success();
    if (auto call = dyn_cast<CallOpInterface>(op)) {
      auto callee =
          dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
      if (!callee)
        return fail(&op, "cannot resolve the callee of the call");
      if (inlinable(callee))
        return inlineCall(op, callee, unconditional, local, note);
      forgetOperands(op);
      int64_t saved = live;
      FailureOr<FunctionSummary> summary = summarize(callee);
      live = saved;
      if (failed(summary))
        return failure();
      // The callee's buffers come on top of the caller's; what it returns
      // stays live in the caller.
      if (conditionalFreePending && summary->peak > 0)
        assume("buffers freed under a run-time condition kept live while "
               "later buffers were allocated");
      note(&op, summary->peak);
      for (auto [result, bytes] :
           llvm::zip(op.getResults(), summary->resultBytes))
        if (isa<MemRefType>(result.getType()) && bytes > 0)
          local.push_back(allocate(result, bytes));
      return success();
    }
    if (auto view = dyn_cast<ViewLikeOpInterface>(op)) {
      std::optional<unsigned> id = lookup(view.getViewSource());
      for (Value result : op.getResults())
        bind(result, id);
      return success();
    }
    if (isa<memref::CastOp, memref::ReinterpretCastOp, memref::CollapseShapeOp,
            memref::ExpandShapeOp, memref::TransposeOp, memref::SubViewOp>(
            op)) {
      bind(op.getResult(0), lookup(op.getOperand(0)));
      return success();
    }
    if (foldBool(op) || foldWord(op))
      return success();
    if (auto ifOp = dyn_cast<scf::IfOp>(op))
      if (std::optional<bool> taken = known(ifOp.getCondition()))
        return knownBranch(ifOp, *taken, unconditional, local, note);
    if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      if (unrollable(forOp))
        return iterate(forOp, unconditional, local, note);
      if (!forOp.getStaticTripCount()) {
        FailureOr<bool> done = repeating(forOp, unconditional, local, note);
        if (failed(done) || *done)
          return failure(failed(done));
      }
    }
    if (op.getNumRegions() != 0) {
      // What the regions store may not happen: forgotten (the buffers
      // they write are bound before the op).
      op.walk([&](Operation *inner) { forgetOperands(*inner); });
      bool savedExact = exact;
      exact = false;
      llvm::scope_exit restoreExact([&] { exact = savedExact; });
      return regionOp(op, note);
    }
    forgetOperands(op);
    // Any other op that returns a buffer: an alias of its operands' buffer
    // when it has one, else a buffer we cannot see being allocated.
    for (Value result : op.getResults()) {
      if (!isa<MemRefType>(result.getType()))
        continue;
      std::optional<unsigned> source;
      for (Value operand : op.getOperands())
        if (isa<MemRefType>(operand.getType()))
          if ((source = lookup(operand)))
            break;
      bind(result, source);
    }
    return success();
  }

  /// Records the i1 value `op` computes when its operands are known:
  /// constants and the and/or/xor ownership-based deallocation combines
  /// flags with. Returns whether `op` was one of those.
  bool foldBool(Operation &op) {
    if (op.getNumResults() != 1 || !op.getResult(0).getType().isInteger(1))
      return false;
    Value result = op.getResult(0);
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      auto attr = dyn_cast<IntegerAttr>(constant.getValue());
      setKnown(result, attr ? std::optional<bool>(attr.getValue().isOne())
                            : std::nullopt);
      return true;
    }
    if (!isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op))
      return false;
    std::optional<bool> lhs = known(op.getOperand(0));
    std::optional<bool> rhs = known(op.getOperand(1));
    std::optional<bool> value;
    if (isa<arith::AndIOp>(op)) {
      if ((lhs && !*lhs) || (rhs && !*rhs))
        value = false;
      else if (lhs && rhs)
        value = true;
    } else if (isa<arith::OrIOp>(op)) {
      if ((lhs && *lhs) || (rhs && *rhs))
        value = true;
      else if (lhs && rhs)
        value = false;
    } else if (lhs && rhs) {
      value = *lhs != *rhs;
    }
    setKnown(result, value);
    return true;
  }

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
  void bindConstantTable(memref::GetGlobalOp get) {
    auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
        get, get.getNameAttr());
    auto values = global && global.getConstant()
                      ? dyn_cast_or_null<DenseIntElementsAttr>(
                            global.getInitialValueAttr())
                      : DenseIntElementsAttr();
    bind(get.getResult(), std::nullopt);
    if (!values || values.getType().getRank() != 1 ||
        values.getNumElements() > kMaxCells)
      return;
    auto [it, added] = globalTables.try_emplace(global, allocations.size());
    if (added)
      allocations.push_back({0, true, nullptr});
    SmallVector<std::optional<Word>> &table = cells[it->second];
    table.clear();
    for (const APInt &value : values.getValues<APInt>())
      table.push_back(
          value.getSignificantBits() > 64
              ? std::nullopt
              : std::optional<Word>(Word{false, value.getSExtValue()}));
    bind(get.getResult(), it->second);
  }

  /// Forgets the contents of the buffers `op` may write.
  void forgetOperands(Operation &op) {
    if (cells.empty() || isMemoryEffectFree(&op))
      return;
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (effects && !effects.hasEffect<MemoryEffects::Write>() &&
        !isa<CallOpInterface>(op))
      return;
    for (Value operand : op.getOperands())
      if (isa<MemRefType>(operand.getType()))
        if (std::optional<unsigned> id = lookup(operand)) {
          auto it = cells.find(*id);
          if (it != cells.end())
            for (std::optional<Word> &cell : it->second)
              cell.reset();
        }
  }

  /// Whether two addresses are equal: one live buffer is one address, two
  /// live buffers of at least one byte are two. Otherwise (a freed buffer's
  /// address may be reused, a summarised region's buffer stands for
  /// several) unknown.
  std::optional<bool> sameAddress(Word a, Word b) const {
    const Allocation &x = allocations[a.value];
    const Allocation &y = allocations[b.value];
    if (!x.live || !y.live || !x.owner || !y.owner)
      return std::nullopt;
    if (a.value == b.value)
      return true;
    if (x.bytes > 0 && y.bytes > 0)
      return false;
    return std::nullopt;
  }

  /// Records the index value (or i1 comparison) `op` computes when its
  /// operands are known, and the loads and stores of small integer
  /// buffers. Returns whether `op` was one of those.
  bool foldWord(Operation &op) {
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      auto attr = dyn_cast<IntegerAttr>(constant.getValue());
      if (!attr || attr.getValue().getSignificantBits() > 64)
        return false;
      setWord(constant.getResult(),
              Word{false, attr.getValue().getSExtValue()});
      return true;
    }
    if (auto extract = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(op)) {
      std::optional<unsigned> id = lookup(extract.getSource());
      setWord(extract.getResult(),
              id ? std::optional<Word>(Word{true, int64_t(*id)})
                 : std::nullopt);
      return true;
    }
    if (auto cast = dyn_cast<arith::IndexCastOp>(op)) {
      std::optional<Word> in = word(cast.getIn());
      setWord(cast.getResult(),
              in && !in->pointer ? in : std::optional<Word>());
      return true;
    }
    if (auto dim = dyn_cast<memref::DimOp>(op)) {
      std::optional<unsigned> id = lookup(dim.getSource());
      std::optional<Word> index = word(dim.getIndex());
      std::optional<Word> size;
      auto it = id ? cells.find(*id) : cells.end();
      if (it != cells.end() && index && !index->pointer && index->value == 0)
        size = Word{false, int64_t(it->second.size())};
      setWord(dim.getResult(), size);
      return true;
    }
    if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
      std::optional<Word> lhs = word(cmp.getLhs());
      std::optional<Word> rhs = word(cmp.getRhs());
      std::optional<bool> value;
      bool eq = cmp.getPredicate() == arith::CmpIPredicate::eq;
      bool ne = cmp.getPredicate() == arith::CmpIPredicate::ne;
      if (lhs && rhs && lhs->pointer && rhs->pointer && (eq || ne)) {
        if (std::optional<bool> same = sameAddress(*lhs, *rhs))
          value = eq ? *same : !*same;
      } else if (lhs && rhs && !lhs->pointer && !rhs->pointer) {
        value = arith::applyCmpPredicate(cmp.getPredicate(),
                                         APInt(64, lhs->value, true),
                                         APInt(64, rhs->value, true));
      }
      setKnown(cmp.getResult(), value);
      return true;
    }
    auto cellAt = [&](Value memref,
                      ValueRange indices) -> std::optional<Word> * {
      std::optional<unsigned> id = lookup(memref);
      if (!id || indices.size() != 1)
        return nullptr;
      auto it = cells.find(*id);
      std::optional<Word> index = word(indices.front());
      if (it == cells.end() || !index || index->pointer || index->value < 0 ||
          index->value >= int64_t(it->second.size()))
        return nullptr;
      return &it->second[index->value];
    };
    if (auto load = dyn_cast<memref::LoadOp>(op)) {
      std::optional<Word> *cell = cellAt(load.getMemRef(), load.getIndices());
      setScalar(load.getResult(),
                cell && exact ? *cell : std::optional<Word>());
      return true;
    }
    if (auto store = dyn_cast<memref::StoreOp>(op)) {
      std::optional<Word> *cell = cellAt(store.getMemRef(), store.getIndices());
      if (cell && exact)
        *cell = scalar(store.getValueToStore());
      else
        forgetOperands(op);
      return true;
    }
    return false;
  }

  /// A callee the replay runs as part of the caller: one block that
  /// allocates nothing and calls nothing (upstream's dealloc helper, whose
  /// outputs decide which buffers the caller frees). Its effect on the
  /// caller's small buffers depends on the arguments, so it is replayed at
  /// every call instead of being summarised once.
  bool inlinable(FunctionOpInterface callee) {
    if (callee.isExternal() || !callee.getFunctionBody().hasOneBlock())
      return false;
    WalkResult walk = callee.getFunctionBody().walk([](Operation *op) {
      if (isa<memref::AllocOp, memref::AllocaOp, bufferization::CloneOp,
              CallOpInterface>(op))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    return !walk.wasInterrupted();
  }

  template <typename NoteFn>
  LogicalResult inlineCall(Operation &op, FunctionOpInterface callee,
                           bool unconditional, SmallVector<unsigned> &local,
                           NoteFn &note) {
    Block &body = callee.getFunctionBody().front();
    for (auto [arg, operand] :
         llvm::zip(body.getArguments(), op.getOperands())) {
      bind(arg,
           isa<MemRefType>(arg.getType()) ? lookup(operand) : std::nullopt);
      setScalar(arg, scalar(operand));
    }
    for (Operation &inner : body)
      if (failed(step(inner, unconditional, local, note)))
        return failure();
    Operation *terminator = body.getTerminator();
    for (auto [result, returned] :
         llvm::zip(op.getResults(), terminator->getOperands())) {
      bind(result,
           isa<MemRefType>(result.getType()) ? lookup(returned) : std::nullopt);
      setScalar(result, scalar(returned));
    }
    return success();
  }

  /// Replays the branch of `ifOp` that its known condition takes, as ops
  /// of the enclosing block: what it frees is freed, what it yields is
  /// what the scf.if returns.
  template <typename NoteFn>
  LogicalResult knownBranch(scf::IfOp ifOp, bool taken, bool unconditional,
                            SmallVector<unsigned> &local, NoteFn &note) {
    Region &region = taken ? ifOp.getThenRegion() : ifOp.getElseRegion();
    if (region.empty())
      return success();
    Block &block = region.front();
    for (Operation &inner : block)
      if (failed(step(inner, unconditional, local, note)))
        return failure();
    for (auto [result, yielded] :
         llvm::zip(ifOp.getResults(), block.getTerminator()->getOperands())) {
      bind(result, lookup(yielded));
      setKnown(result, known(yielded));
    }
    return success();
  }

  /// Whether `forOp` is replayed iteration by iteration: a static trip
  /// count, and at most kMaxUnrolledSteps ops replayed in all.
  bool unrollable(scf::ForOp forOp) {
    std::optional<int64_t> count = tripCount(forOp);
    if (!count)
      return false;
    int64_t ops = 0;
    forOp.getBody()->walk([&](Operation *) { ++ops; });
    std::optional<int64_t> total = llvm::checkedMul<int64_t>(ops, *count);
    if (!total || unrolledSteps + *total > kMaxUnrolledSteps)
      return false;
    unrolledSteps += *total;
    return true;
  }

  /// The trip count of `forOp`: static, or from bounds the replay knows
  /// (the dealloc helper's loops run to a memref.dim of its arrays).
  std::optional<int64_t> tripCount(scf::ForOp forOp) {
    // Trip counts are unsigned (a 32-bit induction variable counts up to
    // 2^32 - 1): read as such, and only where they fit an int32.
    if (std::optional<APInt> count = forOp.getStaticTripCount())
      return count->getActiveBits() > 31
                 ? std::nullopt
                 : std::optional<int64_t>(count->getZExtValue());
    std::optional<Word> lb = word(forOp.getLowerBound());
    std::optional<Word> ub = word(forOp.getUpperBound());
    std::optional<Word> stepBy = word(forOp.getStep());
    if (!exact || !lb || !ub || !stepBy || lb->pointer || ub->pointer ||
        stepBy->pointer || stepBy->value <= 0 || lb->value < 0 ||
        ub->value < 0 || ub->value > std::numeric_limits<int32_t>::max())
      return std::nullopt;
    if (ub->value <= lb->value)
      return 0;
    return llvm::divideCeil(ub->value - lb->value, stepBy->value);
  }

  /// Replays every iteration of `forOp` as ops of the enclosing block:
  /// each iteration's iter_args are the buffers (and ownership flags) the
  /// previous one yielded, so the buffers an iteration allocates, frees or
  /// carries to the next are counted as the loop runs them, and the peak
  /// is the peak of the unrolled program.
  template <typename NoteFn>
  LogicalResult iterate(scf::ForOp forOp, bool unconditional,
                        SmallVector<unsigned> &local, NoteFn &note) {
    Block &body = *forOp.getBody();
    SmallVector<std::optional<unsigned>> carried;
    SmallVector<std::optional<bool>> carriedBits;
    for (Value init : forOp.getInitArgs()) {
      carried.push_back(lookup(init));
      carriedBits.push_back(known(init));
    }
    int64_t count = *tripCount(forOp);
    std::optional<Word> lb = word(forOp.getLowerBound());
    std::optional<Word> stepBy = word(forOp.getStep());
    for (int64_t i = 0; i < count; ++i) {
      for (auto [arg, id, bit] :
           llvm::zip(forOp.getRegionIterArgs(), carried, carriedBits)) {
        bind(arg, id);
        setKnown(arg, bit);
      }
      // The induction variable, for the loads and stores it indexes.
      setWord(
          forOp.getInductionVar(),
          lb && stepBy && !lb->pointer && !stepBy->pointer
              ? std::optional<Word>(Word{false, lb->value + i * stepBy->value})
              : std::nullopt);
      for (Operation &inner : body)
        if (failed(step(inner, unconditional, local, note)))
          return failure();
      Operation *yield = body.getTerminator();
      for (auto [k, yielded] : llvm::enumerate(yield->getOperands())) {
        carried[k] = lookup(yielded);
        carriedBits[k] = known(yielded);
      }
    }
    for (auto [result, id, bit] :
         llvm::zip(forOp.getResults(), carried, carriedBits)) {
      bind(result, id);
      setKnown(result, bit);
    }
    return success();
  }

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
  template <typename NoteFn>
  FailureOr<bool> repeating(scf::ForOp forOp, bool unconditional,
                            SmallVector<unsigned> &local, NoteFn &note) {
    int64_t ops = 0;
    forOp.getBody()->walk([&](Operation *) { ++ops; });
    if (unrolledSteps + 2 * ops > kMaxUnrolledSteps)
      return false;
    // Undone where the iterations do not repeat.
    SmallVector<Allocation> savedAllocations = allocations;
    DenseMap<Value, unsigned> savedAllocationOf = allocationOf;
    DenseMap<Value, bool> savedKnown = knownBool;
    DenseMap<Value, Word> savedWords = knownWord;
    DenseMap<unsigned, SmallVector<std::optional<Word>>> savedCells = cells;
    SmallVector<std::string> savedAssumptions = assumptions;
    int64_t savedLive = live;
    bool savedPending = conditionalFreePending;
    size_t savedLocal = local.size();
    unrolledSteps += 2 * ops;

    int64_t peakLive = live;
    Operation *peakOp = nullptr;
    auto localNote = [&](Operation *at, int64_t extra) {
      if (live + extra > peakLive) {
        peakLive = live + extra;
        peakOp = at;
      }
    };
    // One type for every nesting depth: a lambda's own type would make
    // step() instantiate this function again without end.
    llvm::function_ref<void(Operation *, int64_t)> noteHere = localNote;
    Block &body = *forOp.getBody();
    SmallVector<std::optional<unsigned>> carried;
    SmallVector<std::optional<bool>> bits;
    for (Value init : forOp.getInitArgs()) {
      carried.push_back(lookup(init));
      bits.push_back(known(init));
    }
    auto carriedBytes = [&] {
      SmallVector<int64_t> bytes;
      for (std::optional<unsigned> id : carried)
        bytes.push_back(id ? allocations[*id].bytes : -1);
      return bytes;
    };
    size_t before = allocations.size();
    int64_t liveAfterFirst = 0;
    SmallVector<int64_t> firstBytes;
    SmallVector<std::optional<bool>> firstBits;
    SmallVector<std::optional<unsigned>> firstCarried;
    bool repeats = true;
    for (int iteration = 0; iteration < 2; ++iteration) {
      if (iteration == 1) {
        liveAfterFirst = live;
        firstBytes = carriedBytes();
        firstBits = bits;
        firstCarried = carried;
      }
      for (auto [arg, id, bit] :
           llvm::zip(forOp.getRegionIterArgs(), carried, bits)) {
        bind(arg, id);
        setKnown(arg, bit);
      }
      for (Operation &inner : body)
        if (failed(step(inner, unconditional, local, noteHere)))
          return failure();
      for (auto [k, yielded] :
           llvm::enumerate(body.getTerminator()->getOperands())) {
        carried[k] = lookup(yielded);
        bits[k] = known(yielded);
      }
      for (size_t id = 0; id < before; ++id)
        repeats &= allocations[id].live == savedAllocations[id].live;
    }
    repeats &= live == liveAfterFirst && carriedBytes() == firstBytes &&
               bits == firstBits;
    // Nothing of the loop's own live but what it carries, carried in the
    // same pattern (which positions share a buffer) as after the first.
    for (size_t id = before; id < allocations.size(); ++id)
      repeats &= !allocations[id].live ||
                 llvm::is_contained(carried, std::optional<unsigned>(id));
    for (size_t k = 0; k < carried.size(); ++k)
      for (size_t l = 0; l < k; ++l)
        repeats &= (carried[k] && carried[k] == carried[l]) ==
                   (firstCarried[k] && firstCarried[k] == firstCarried[l]);
    // A loop that carries none of its own buffers out of an iteration is
    // summarised exactly (regionOp): left to it, as before.
    bool carriesOwn = llvm::any_of(carried, [&](std::optional<unsigned> id) {
      return id && *id >= before;
    });
    if (!repeats || !carriesOwn) {
      allocations = std::move(savedAllocations);
      allocationOf = std::move(savedAllocationOf);
      knownBool = std::move(savedKnown);
      knownWord = std::move(savedWords);
      cells = std::move(savedCells);
      assumptions = std::move(savedAssumptions);
      live = savedLive;
      conditionalFreePending = savedPending;
      local.resize(savedLocal);
      return false;
    }
    if (peakOp)
      note(peakOp, peakLive - live);
    for (auto [result, id, bit] :
         llvm::zip(forOp.getResults(), carried, bits)) {
      bind(result, id);
      setKnown(result, bit);
    }
    assume("a loop without a static trip count replayed for two iterations "
           "(the later ones repeat the second): exact when it runs at least "
           "twice, above otherwise");
    return true;
  }

  template <typename NoteFn>
  LogicalResult regionOp(Operation &op, NoteFn &note) {
    // A loop may run its body many times; a body that keeps buffers alive
    // across iterations would need the trip count.
    bool loop = isa<LoopLikeOpInterface>(op);
    int64_t tripCount = 1;
    if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      std::optional<APInt> count = forOp.getStaticTripCount();
      tripCount = count && count->getActiveBits() < 64
                      ? static_cast<int64_t>(count->getZExtValue())
                      : -1;
    } else if (loop) {
      tripCount = -1;
    }
    int64_t before = live;
    int64_t transient = 0;
    int64_t escaping = 0;
    SmallVector<SmallVector<int64_t>> yielded;
    for (Region &region : op.getRegions()) {
      for (Block &block : region) {
        live = before;
        FailureOr<BlockResult> nested = replay(block, /*unconditional=*/false);
        if (failed(nested))
          return failure();
        transient = std::max(transient, nested->peak);
        escaping = std::max(escaping, nested->escaping);
        SmallVector<int64_t> bytes;
        if (Operation *terminator = block.getTerminator())
          for (Value value : terminator->getOperands()) {
            int64_t b = 0;
            if (isa<MemRefType>(value.getType()))
              if (std::optional<unsigned> id = lookup(value))
                b = allocations[*id].bytes;
            bytes.push_back(b);
          }
        yielded.push_back(std::move(bytes));
      }
    }
    live = before;
    if (loop && escaping > 0) {
      if (tripCount < 0)
        return fail(&op, "a loop without a static trip count keeps buffers "
                         "alive across iterations; remat cannot bound its "
                         "peak");
      // Every iteration's buffers are taken as live until the loop ends.
      std::optional<int64_t> total = llvm::checkedMul(escaping, tripCount);
      if (!total)
        return fail(&op, "loop buffer bytes overflow 64 bits");
      transient += *total - escaping;
      escaping = *total;
      assume("buffers a loop iteration keeps alive taken as live until the "
             "loop ends");
    }
    // The region's buffers come on top of what was live before the op;
    // the peak is reported at the op holding the region.
    if (transient > 0)
      note(&op, transient);
    // Results: each gets the largest buffer any region yields at its
    // position; bytes that escape otherwise stay live to the end.
    int64_t assigned = 0;
    for (OpResult result : op.getResults()) {
      if (!isa<MemRefType>(result.getType()))
        continue;
      int64_t bytes = 0;
      for (const SmallVector<int64_t> &region : yielded)
        if (result.getResultNumber() < region.size())
          bytes = std::max(bytes, region[result.getResultNumber()]);
      if (bytes > 0) {
        allocations.push_back({bytes, true, nullptr});
        allocationOf[result] = allocations.size() - 1;
        assigned += bytes;
      }
    }
    live += std::max(escaping, assigned);
    if (escaping > assigned) {
      allocations.push_back({escaping - assigned, true, nullptr});
      assume("buffers allocated inside regions and not returned kept live");
    }
    return success();
  }

  static std::string describe(Type type) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << type;
    return text;
  }
};
} // namespace

FailureOr<SimulatedPeak>
mlir::remat::simulateBufferPeak(FunctionOpInterface func, std::string &error) {
  Simulator simulator(error);
  return simulator.run(func);
}
