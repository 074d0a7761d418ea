//===- ParallelVerify.cpp - the replay's copy verified on threads --------===//
//
// mlir::verify(module) checks, for every op, its own invariants, its blocks,
// its region invariants and the dominance of its regions' operands; only
// ops isolated from above (functions) are verified in parallel, so a step's
// one big function is verified on one thread. The same checks, split so
// that they run on several threads:
//
//  - verify(parent, /*verifyRecursively=*/false) for the module and each op
//    directly in it that has regions: the op's invariants, its region
//    invariants (symbol uses, isolation) and the dominance of the operands
//    of the ops directly in its blocks;
//  - what the verifier checks of those blocks themselves (argument owners,
//    successors only at the end, a terminator where one is needed);
//  - verify(op) for every op directly in those blocks (or directly in the
//    module, without regions): everything nested, with dominance.
//
// Together these are exactly mlir::verify(module)'s checks; only the order
// differs, so only a failure's diagnostics would differ: on any failure
// mlir::verify runs again, serially, and its diagnostics are the ones
// reported.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/BufferizedPeak.h"
#include "remat/Support/DiagnosticCapture.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/ThreadPool.h"

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>

using namespace mlir;

namespace {
/// Items per claim: small enough to balance two threads on uniform steps,
/// large enough that claiming costs nothing.
constexpr size_t kChunk = 128;

/// What the verifier checks of a block itself (Verifier.cpp's
/// verifyOnEntrance / verifyOnExit of a block).
bool blockIsValid(Block &block) {
  for (BlockArgument arg : block.getArguments())
    if (arg.getOwner() != &block)
      return false;
  Region *parent = block.getParent();
  bool mayLackTerminator =
      !parent ||
      (llvm::hasSingleElement(*parent) &&
       (!block.getParentOp() ||
        block.getParentOp()->mightHaveTrait<OpTrait::NoTerminator>()));
  if (block.empty())
    return mayLackTerminator;
  for (Operation &op : block)
    if (op.getNumSuccessors() != 0 && &op != &block.back())
      return false;
  for (Block *successor : block.getSuccessors())
    if (successor->getParent() != parent)
      return false;
  return mayLackTerminator ||
         block.back().mightHaveTrait<OpTrait::IsTerminator>();
}

/// Shared with the helper tasks, which may start after the caller has
/// returned (a busy pool): they then find nothing left to claim and touch
/// neither the IR nor the context.
struct State {
  MLIRContext *context;
  SmallVector<Operation *> parents;
  SmallVector<Operation *> items;
  size_t numClaims = 0;
  std::atomic<size_t> next{0};
  std::atomic<bool> failed{false};
  std::mutex mutex;
  std::condition_variable idle;
  unsigned active = 0;

  /// Claim 0 is the parents' checks, claim i > 0 the items' chunk i - 1.
  void process(size_t claim) {
    if (claim == 0) {
      for (Operation *parent : parents) {
        if (failed.load(std::memory_order_relaxed))
          return;
        if (mlir::failed(mlir::verify(parent, /*verifyRecursively=*/false)))
          failed = true;
        for (Region &region : parent->getRegions())
          for (Block &block : region)
            if (!blockIsValid(block))
              failed = true;
      }
      return;
    }
    size_t begin = (claim - 1) * kChunk;
    size_t end = std::min(items.size(), begin + kChunk);
    for (size_t i = begin; i < end; ++i) {
      if (failed.load(std::memory_order_relaxed))
        return;
      if (mlir::failed(mlir::verify(items[i])))
        failed = true;
    }
  }

  /// Claims and processes until nothing is left; diagnostics of this
  /// thread are dropped meanwhile (the caller reports mlir::verify's).
  void work() {
    {
      std::lock_guard<std::mutex> lock(mutex);
      ++active;
    }
    std::optional<remat::DiagnosticCapture> quiet;
    for (size_t claim = next++; claim < numClaims; claim = next++) {
      if (failed.load(std::memory_order_relaxed))
        continue;
      if (!quiet)
        quiet.emplace(context, [](Diagnostic &) { return success(); });
      process(claim);
    }
    quiet.reset();
    std::lock_guard<std::mutex> lock(mutex);
    if (--active == 0)
      idle.notify_all();
  }
};
} // namespace

LogicalResult mlir::remat::verifyOnThreads(ModuleOp module) {
  MLIRContext *context = module->getContext();
  if (!context->isMultithreadingEnabled())
    return mlir::verify(module);
  auto state = std::make_shared<State>();
  state->context = context;
  state->parents.push_back(module);
  for (Region &region : module->getRegions())
    for (Block &block : region)
      for (Operation &op : block) {
        if (op.getNumRegions() == 0) {
          state->items.push_back(&op);
          continue;
        }
        state->parents.push_back(&op);
        for (Region &nested : op.getRegions())
          for (Block &body : nested)
            for (Operation &item : body)
              state->items.push_back(&item);
      }
  // Dominance between an item's nested ops and the values defined in the
  // parents' blocks compares positions in those blocks: computed here, once,
  // so that the threads only read them.
  for (Operation *parent : state->parents)
    for (Region &region : parent->getRegions())
      for (Block &block : region)
        if (!block.empty() && !block.isOpOrderValid())
          block.recomputeOpOrder();
  state->numClaims = 1 + (state->items.size() + kChunk - 1) / kChunk;
  llvm::ThreadPoolInterface &pool = context->getThreadPool();
  unsigned helpers =
      std::min<size_t>(pool.getMaxConcurrency(), state->numClaims) - 1;
  if (state->numClaims < 3 || helpers == 0)
    return mlir::verify(module);
  for (unsigned i = 0; i < helpers; ++i)
    (void)pool.async([state] { state->work(); });
  state->work();
  // Claims taken by helpers may still run; a helper that starts later
  // finds nothing to claim.
  std::unique_lock<std::mutex> lock(state->mutex);
  state->idle.wait(lock, [&] { return state->active == 0; });
  if (!state->failed)
    return success();
  lock.unlock();
  // Upstream's diagnostics, in upstream's order.
  return mlir::verify(module);
}
