//===- HandOverLoopInits.cpp - a loop owns the buffer it starts from ------===//
//
// Ownership-based deallocation hands a loop its inits without ownership and
// frees them after the loop, so a buffer that only starts a loop is held
// through all its iterations while the body frees every later carried
// buffer as soon as it is replaced. Where nothing but the loop reads the
// buffer after it is filled, giving the loop its ownership is what the
// deallocation would have done for a buffer the body allocated: the body
// frees it when it replaces it, and the loop's result (owned) is freed
// where the result is, if no iteration runs. Works on bufferization.dealloc
// ops, before they are lowered, so the memory replay and every lowering see
// the same frees.
//
//===----------------------------------------------------------------------===//
#include "BufferRoot.h"
#include "remat/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATHANDOVERLOOPINITS
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
/// The ownership iteration argument under which the body of `loop` frees
/// its iteration argument `carried`: the condition of every
/// bufferization.dealloc in the body's block that lists (a view of) it, if
/// that is one i1 iteration argument of the loop; null otherwise.
BlockArgument getOwnership(scf::ForOp loop, BlockArgument carried) {
  BlockArgument found;
  for (auto dealloc : loop.getBody()->getOps<bufferization::DeallocOp>())
    for (auto [memref, condition] :
         llvm::zip(dealloc.getMemrefs(), dealloc.getConditions())) {
      if (traceToRoot(memref) != carried)
        continue;
      auto owned = dyn_cast<BlockArgument>(condition);
      if (!owned || owned.getOwner() != loop.getBody() ||
          owned.getArgNumber() < loop.getNumInductionVars() ||
          (found && found != owned))
        return {};
      found = owned;
    }
  return found;
}

/// Whether `value` is a buffer carried into `loop` from another loop of
/// its block: the result of an earlier scf.for of the block (the cotangent
/// a taped tail's backward loop hands to the head's), or an iteration
/// argument of the scf.for whose body is the block (a segment's backward
/// loop starting from the outer loop's cotangent). Ownership-based
/// deallocation frees such a buffer after `loop` under the ownership
/// condition that comes with it.
bool isOwnedCarry(Value value, scf::ForOp loop) {
  if (!isa<BaseMemRefType>(value.getType()))
    return false;
  Block *block = loop->getBlock();
  if (auto producer = value.getDefiningOp<scf::ForOp>())
    return producer->getBlock() == block && producer->isBeforeInBlock(loop);
  auto arg = dyn_cast<BlockArgument>(value);
  auto outer = arg ? dyn_cast<scf::ForOp>(block->getParentOp()) : nullptr;
  return outer && arg.getOwner() == block &&
         arg.getArgNumber() >= outer.getNumInductionVars();
}

/// Whether `condition` has its value before `loop` starts: a constant, an
/// argument of the loop's block, or the result of an op before the loop in
/// that block.
bool isKnownBefore(Value condition, scf::ForOp loop) {
  Block *block = loop->getBlock();
  if (auto arg = dyn_cast<BlockArgument>(condition))
    return arg.getOwner() == block;
  Operation *def = condition.getDefiningOp();
  return def && (matchPattern(condition, m_Constant()) ||
                 (def->getBlock() == block && def->isBeforeInBlock(loop)));
}

/// The buffers a dealloc's retained values view, found once per dealloc: a
/// function-level dealloc of a long program retains thousands of values and
/// is consulted for every loop before it (its retained list never changes
/// here: a hand-over only removes a freed memref).
struct RetainedRoots {
  llvm::DenseSet<Value> roots;
  /// The roots that are not a memref.alloc.
  SmallVector<Value> notAllocated;
};

struct HandOverLoopInitsPass
    : public mlir::remat::impl::RematHandOverLoopInitsBase<
          HandOverLoopInitsPass> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    // Outer loops first: an outer loop's body frees its carried buffer
    // under its ownership argument until that buffer is handed on to an
    // inner loop (which then frees it under the same argument), and only
    // that dealloc tells the outer loop it may own its own init.
    getOperation()->walk<WalkOrder::PreOrder>(
        [&](scf::ForOp loop) { loops.push_back(loop); });
    DenseMap<Operation *, RetainedRoots> retainedRoots;
    for (scf::ForOp loop : loops)
      for (unsigned k = 0, e = loop.getNumRegionIterArgs(); k < e; ++k)
        if (handOver(loop, k, retainedRoots))
          ++numHandedOver;
  }

  static const RetainedRoots &
  getRetainedRoots(bufferization::DeallocOp dealloc,
                   DenseMap<Operation *, RetainedRoots> &cache) {
    auto [it, inserted] = cache.try_emplace(dealloc.getOperation());
    if (inserted)
      for (Value retained : dealloc.getRetained()) {
        Value root = traceToRoot(retained);
        if (it->second.roots.insert(root).second &&
            !root.getDefiningOp<memref::AllocOp>())
          it->second.notAllocated.push_back(root);
      }
    return it->second;
  }

  /// Hands init `k` of `loop` to the loop where that is safe (see the
  /// pass description); returns whether it did.
  static bool handOver(scf::ForOp loop, unsigned k,
                       DenseMap<Operation *, RetainedRoots> &retainedCache) {
    OpOperand &init = loop.getInitArgsMutable()[k];
    Value buffer = init.get();
    Block *block = loop->getBlock();
    auto alloc = buffer.getDefiningOp<memref::AllocOp>();
    bool fresh = alloc && alloc->getBlock() == block;
    if (!fresh && !isOwnedCarry(buffer, loop))
      return false;
    BlockArgument owned = getOwnership(loop, loop.getRegionIterArgs()[k]);
    if (!owned)
      return false;
    unsigned j = owned.getArgNumber() - loop.getNumInductionVars();
    OpOperand &ownedInit = loop.getInitArgsMutable()[j];
    if (!matchPattern(ownedInit.get(), m_Zero()))
      return false;
    // Filled before the loop by ops that make no views of it, read by the
    // loop once, freed after it by one dealloc (a carried buffer through
    // the base buffer of its strided metadata, which nothing else reads).
    bufferization::DeallocOp after;
    Value listed = fresh ? buffer : Value();
    memref::ExtractStridedMetadataOp metadata;
    for (OpOperand &use : buffer.getUses()) {
      Operation *user = use.getOwner();
      if (user == loop.getOperation()) {
        if (&use != &init)
          return false;
        continue;
      }
      if (user->getBlock() != block)
        return false;
      if (auto dealloc = dyn_cast<bufferization::DeallocOp>(user)) {
        if (!fresh || (after && after != dealloc) ||
            dealloc->isBeforeInBlock(loop))
          return false;
        after = dealloc;
        continue;
      }
      if (auto meta = dyn_cast<memref::ExtractStridedMetadataOp>(user);
          meta && !fresh) {
        Value base = meta.getBaseBuffer();
        if (metadata || meta->isBeforeInBlock(loop) || !base.hasOneUse())
          return false;
        for (Value other : meta->getResults())
          if (other != base && !other.use_empty())
            return false;
        auto dealloc = dyn_cast<bufferization::DeallocOp>(*base.user_begin());
        if (!dealloc || dealloc->getBlock() != block)
          return false;
        metadata = meta;
        after = dealloc;
        listed = base;
        continue;
      }
      if (user->getNumResults() != 0 || !user->isBeforeInBlock(loop))
        return false;
    }
    if (!after)
      return false;
    // In that dealloc: listed once, under `true` (a carried buffer: under
    // the condition it is owned by, known before the loop), and not
    // retained; what it retains is another allocation, or the loop's
    // result k (which the buffer is when no iteration runs), listed there
    // with the loop's ownership of it, so its updated condition does not
    // change.
    Value result = loop.getResult(k);
    std::optional<unsigned> index;
    Value ownership;
    bool resultListed = false;
    for (auto [i, memref, condition] :
         llvm::enumerate(after.getMemrefs(), after.getConditions())) {
      if (memref == listed) {
        if (index || !(fresh ? matchPattern(condition, m_One())
                             : isKnownBefore(condition, loop)))
          return false;
        index = i;
        ownership = condition;
      }
      resultListed |=
          condition == loop.getResult(j) && traceToRoot(memref) == result;
    }
    if (!index)
      return false;
    // Every retained value views another allocation, or the loop's result
    // where that is listed as above.
    const RetainedRoots &retained = getRetainedRoots(after, retainedCache);
    if (retained.roots.contains(buffer))
      return false;
    for (Value root : retained.notAllocated)
      if (!(root == result && resultListed))
        return false;

    OpBuilder builder(loop);
    if (fresh)
      ownership = arith::ConstantIntOp::create(builder, loop.getLoc(),
                                               /*value=*/1, /*width=*/1);
    ownedInit.set(ownership);
    // The dealloc keeps its retained values (and so its results and the
    // cache above); only the buffer handed over leaves its list.
    if (after.getMemrefs().size() > 1) {
      after.getMemrefsMutable().erase(*index);
      after.getConditionsMutable().erase(*index);
    } else {
      // Nothing left to free: no retained value is aliased by a freed one.
      builder.setInsertionPoint(after);
      Value no = arith::ConstantIntOp::create(builder, after.getLoc(),
                                              /*value=*/0, /*width=*/1);
      SmallVector<Value> replacements(after.getRetained().size(), no);
      after->replaceAllUsesWith(replacements);
      retainedCache.erase(after.getOperation());
      after->erase();
    }
    if (metadata && metadata->use_empty())
      metadata->erase();
    return true;
  }
};
} // namespace
