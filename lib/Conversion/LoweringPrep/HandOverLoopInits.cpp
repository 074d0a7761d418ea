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

struct HandOverLoopInitsPass
    : public mlir::remat::impl::RematHandOverLoopInitsBase<
          HandOverLoopInitsPass> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) { loops.push_back(loop); });
    for (scf::ForOp loop : loops)
      for (unsigned k = 0, e = loop.getNumRegionIterArgs(); k < e; ++k)
        if (handOver(loop, k))
          ++numHandedOver;
  }

  /// Hands init `k` of `loop` to the loop where that is safe (see the
  /// pass description); returns whether it did.
  static bool handOver(scf::ForOp loop, unsigned k) {
    OpOperand &init = loop.getInitArgsMutable()[k];
    auto alloc = init.get().getDefiningOp<memref::AllocOp>();
    Block *block = loop->getBlock();
    if (!alloc || alloc->getBlock() != block)
      return false;
    BlockArgument owned = getOwnership(loop, loop.getRegionIterArgs()[k]);
    if (!owned)
      return false;
    unsigned j = owned.getArgNumber() - loop.getNumInductionVars();
    OpOperand &ownedInit = loop.getInitArgsMutable()[j];
    if (!matchPattern(ownedInit.get(), m_Zero()))
      return false;
    // Filled before the loop by ops that make no views of it, read by the
    // loop once, freed after it by one dealloc.
    bufferization::DeallocOp after;
    for (OpOperand &use : alloc->getUses()) {
      Operation *user = use.getOwner();
      if (user == loop.getOperation()) {
        if (&use != &init)
          return false;
        continue;
      }
      if (user->getBlock() != block)
        return false;
      if (auto dealloc = dyn_cast<bufferization::DeallocOp>(user)) {
        if ((after && after != dealloc) || dealloc->isBeforeInBlock(loop))
          return false;
        after = dealloc;
        continue;
      }
      if (user->getNumResults() != 0 || !user->isBeforeInBlock(loop))
        return false;
    }
    if (!after)
      return false;
    // In that dealloc: listed once, under `true`, and not retained; what
    // it retains is another allocation, or the loop's result k (which the
    // buffer is when no iteration runs), listed there with the loop's
    // ownership of it, so its updated condition does not change.
    Value buffer = alloc.getResult(), result = loop.getResult(k);
    std::optional<unsigned> index;
    bool resultListed = false;
    for (auto [i, memref, condition] :
         llvm::enumerate(after.getMemrefs(), after.getConditions())) {
      if (memref == buffer) {
        if (index || !matchPattern(condition, m_One()))
          return false;
        index = i;
      }
      resultListed |=
          traceToRoot(memref) == result && condition == loop.getResult(j);
    }
    if (!index)
      return false;
    for (Value retained : after.getRetained()) {
      Value root = traceToRoot(retained);
      bool otherAllocation =
          root != buffer && root.getDefiningOp<memref::AllocOp>();
      if (!otherAllocation && !(root == result && resultListed))
        return false;
    }

    OpBuilder builder(loop);
    ownedInit.set(arith::ConstantIntOp::create(builder, loop.getLoc(),
                                               /*value=*/1, /*width=*/1));
    SmallVector<Value> memrefs, conditions;
    for (auto [i, memref, condition] :
         llvm::enumerate(after.getMemrefs(), after.getConditions()))
      if (i != *index) {
        memrefs.push_back(memref);
        conditions.push_back(condition);
      }
    builder.setInsertionPoint(after);
    SmallVector<Value> replacements;
    if (!memrefs.empty()) {
      auto rest = bufferization::DeallocOp::create(
          builder, after.getLoc(), memrefs, conditions, after.getRetained());
      llvm::append_range(replacements, rest.getUpdatedConditions());
    } else {
      // Nothing left to free: no retained value is aliased by a freed one.
      Value no = arith::ConstantIntOp::create(builder, after.getLoc(),
                                              /*value=*/0, /*width=*/1);
      replacements.assign(after.getRetained().size(), no);
    }
    after->replaceAllUsesWith(replacements);
    after->erase();
    return true;
  }
};
} // namespace
