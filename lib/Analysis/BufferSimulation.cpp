//===- BufferSimulation.cpp - peak bytes of a bufferized function ---------===//
//
// The replay works on the memref program because that is what runs: every
// copy one-shot bufferization decides to make, every buffer it reuses in
// place, and every free that ownership-based deallocation places is there to
// be read, instead of being predicted from tensor semantics.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/BufferSimulation.h"

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

#define DEBUG_TYPE "remat-buffer-simulation"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::buffer_simulation;

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

FailureOr<Simulator::FunctionSummary>
Simulator::summarize(FunctionOpInterface func) {
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

FailureOr<BlockResult> Simulator::replay(Block &block, bool unconditional) {
  BlockResult result;
  int64_t start = live;
  SmallVector<unsigned> local;
  Block *savedOwner = currentOwner;
  currentOwner = &block;
  llvm::scope_exit restore([&] { currentOwner = savedOwner; });
  // The function body run() was asked for records its stretches (the
  // largest live bytes between two top-level loops).
  bool recording = &block == recorded;
  int64_t stretch = 0;
  auto note = [&](Operation *op, int64_t extra) {
    int64_t reached = live + extra - start;
    if (reached > result.peak) {
      result.peak = reached;
      result.peakLoc = op->getLoc();
    }
    stretch = std::max(stretch, reached);
  };
  for (Operation &op : block) {
    if (failed(step(op, unconditional, local, note)))
      return failure();
    stretch = std::max(stretch, live - start);
    if (recording && isa<scf::ForOp>(op)) {
      intervalPeaks.push_back(stretch);
      stretch = live - start;
    }
  }
  if (recording)
    intervalPeaks.push_back(stretch);
  for (unsigned id : local)
    if (allocations[id].live)
      result.escaping += allocations[id].bytes;
  return result;
}

LogicalResult Simulator::step(Operation &op, bool unconditional,
                              SmallVector<unsigned> &local, NoteFn note) {
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
    auto callee = dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
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
          memref::ExpandShapeOp, memref::TransposeOp, memref::SubViewOp>(op)) {
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
FailureOr<SimulatedPeak>
mlir::remat::simulateBufferPeak(FunctionOpInterface func, std::string &error) {
  Simulator simulator(error);
  return simulator.run(func);
}
