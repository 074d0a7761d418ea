//===- BufferSimulationRegions.cpp - calls, branches, loops in the replay -===//
//
// How the replay runs ops with regions: calls (summarised once, or inlined
// where the callee's effect depends on its arguments), branches whose
// condition is known, loops iteration by iteration or, when that is not
// possible, as a summary that never lies below the measurement.
//
//===----------------------------------------------------------------------===//
#include "BufferSimulator.h"

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

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::buffer_simulation;

bool Simulator::inlinable(FunctionOpInterface callee) {
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

LogicalResult Simulator::inlineCall(Operation &op, FunctionOpInterface callee,
                                    bool unconditional,
                                    SmallVector<unsigned> &local, NoteFn note) {
  Block &body = callee.getFunctionBody().front();
  for (auto [arg, operand] : llvm::zip(body.getArguments(), op.getOperands())) {
    bind(arg, isa<MemRefType>(arg.getType()) ? lookup(operand) : std::nullopt);
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

LogicalResult Simulator::knownBranch(scf::IfOp ifOp, bool taken,
                                     bool unconditional,
                                     SmallVector<unsigned> &local,
                                     NoteFn note) {
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

bool Simulator::unrollable(scf::ForOp forOp) {
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

std::optional<int64_t> Simulator::tripCount(scf::ForOp forOp) {
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
      stepBy->pointer || stepBy->value <= 0 || lb->value < 0 || ub->value < 0 ||
      ub->value > std::numeric_limits<int32_t>::max())
    return std::nullopt;
  if (ub->value <= lb->value)
    return 0;
  return llvm::divideCeil(ub->value - lb->value, stepBy->value);
}

LogicalResult Simulator::iterate(scf::ForOp forOp, bool unconditional,
                                 SmallVector<unsigned> &local, NoteFn note) {
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

FailureOr<bool> Simulator::repeating(scf::ForOp forOp, bool unconditional,
                                     SmallVector<unsigned> &local,
                                     NoteFn note) {
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
  bool carriesOwn = llvm::any_of(
      carried, [&](std::optional<unsigned> id) { return id && *id >= before; });
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
  for (auto [result, id, bit] : llvm::zip(forOp.getResults(), carried, bits)) {
    bind(result, id);
    setKnown(result, bit);
  }
  assume("a loop without a static trip count replayed for two iterations "
         "(the later ones repeat the second): exact when it runs at least "
         "twice, above otherwise");
  return true;
}

LogicalResult Simulator::regionOp(Operation &op, NoteFn note) {
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