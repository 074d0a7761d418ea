//===- DeallocAfterLastUse.cpp - free buffers after their last use --------===//
//
// Ownership-based deallocation frees at the end of the owning block; for a
// straight-line training step that keeps every buffer alive to the end, so
// the measured peak would never reflect rematerialization. Moving each
// dealloc to right after the last use realizes the liveness that the memory
// analysis predicts. A buffer that ownership-based deallocation frees only
// if the block owns it (a loop's result: `scf.if %owned { memref.dealloc
// %base }` on the result's base buffer) moves the same way, after the last
// use of everything it may share memory with: otherwise a loop whose result
// is never read (a segment's re-run, read only through its stacks) holds
// that result, and the init copy it may alias, to the end of the block.
// Those readers come from FreeReaderIndex where the alias graph's order
// proves its answer (FreeReaders.h), from resolving the alias sets
// otherwise.
//
//===----------------------------------------------------------------------===//
#include "FreeReaders.h"

#include "remat/Conversion/Passes.h"
#include "remat/Support/Functions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATDEALLOCAFTERLASTUSE
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
struct DeallocAfterLastUsePass
    : public mlir::remat::impl::RematDeallocAfterLastUseBase<
          DeallocAfterLastUsePass> {
  void runOnOperation() override {
    for (FunctionOpInterface func : getDefinedFunctions(getOperation())) {
      SmallVector<scf::ForOp> loops;
      func.walk([&](scf::ForOp loop) { loops.push_back(loop); });
      for (scf::ForOp loop : loops)
        numTransferred += transferInitOwnership(loop);
      BufferViewFlowAnalysis aliases(func);
      // The frees, found in one walk (each walk of a 100k-op step costs).
      // The conditional frees move first: the unconditional ones below then
      // see them at their new places (an init's copy is read by the loop,
      // and by nothing else once the loop's result is freed).
      // A free of a base buffer without a condition (a loop that owns its
      // carries: its ownership flag folded to true) moves the same way.
      SmallVector<memref::DeallocOp> deallocs;
      SmallVector<Operation *> conditional;
      func.walk([&](Operation *op) {
        if (auto dealloc = dyn_cast<memref::DeallocOp>(op))
          deallocs.push_back(dealloc);
        if (getBaseFree(op))
          conditional.push_back(op);
      });
      // Positions in the blocks as they are now. Only deallocs move, each
      // once and after it has been looked at, so for every comparison below
      // these are the current positions. Operation::isBeforeInBlock would
      // renumber the whole block after every move: quadratic in the size
      // of a straight-line step.
      DenseMap<Operation *, unsigned> position;
      auto number = [&] {
        func.walk([&](Block *block) {
          unsigned next = 0;
          for (Operation &op : *block)
            position[&op] = next++;
        });
      };
      number();
      if (!conditional.empty()) {
        FreeReaderIndex readers(func, aliases, position, onlyFrees);
        for (Operation *op : conditional)
          if (moveConditionalFree(op, aliases, readers, position))
            ++numMoved;
        number();
      }
      for (memref::DeallocOp dealloc : deallocs)
        if (moveAfterLastUse(dealloc, aliases, position))
          ++numMoved;
    }
  }

  /// Whether `value` is defined in `block` or in a region nested in it.
  static bool isDefinedIn(Value value, Block *block) {
    Block *owner = value.getParentBlock();
    if (owner == block)
      return true;
    Operation *parent = owner->getParentOp();
    return parent && block->findAncestorOpInBlock(*parent);
  }

  /// The metadata op whose base buffer `op` frees, if `op` is
  /// `scf.if %c { memref.dealloc %base }` (no else, no results) and that
  /// base buffer is all that is read of the metadata op, in the same block.
  static memref::ExtractStridedMetadataOp getConditionalFree(scf::IfOp op) {
    if (op->getNumResults() != 0 || !op.getElseRegion().empty())
      return {};
    Block &then = op.getThenRegion().front();
    if (then.getOperations().size() != 2)
      return {};
    auto dealloc = dyn_cast<memref::DeallocOp>(then.front());
    if (!dealloc)
      return {};
    return getFreedMetadata(dealloc, op->getBlock());
  }

  /// The metadata op in `block` whose base buffer `dealloc` frees, if that
  /// free is all that reads it.
  static memref::ExtractStridedMetadataOp
  getFreedMetadata(memref::DeallocOp dealloc, Block *block) {
    auto metadata =
        dealloc.getMemref().getDefiningOp<memref::ExtractStridedMetadataOp>();
    if (!metadata || metadata->getBlock() != block || !metadata->hasOneUse() ||
        !metadata.getBaseBuffer().hasOneUse())
      return {};
    return metadata;
  }

  /// The loop's iter_arg that says whether the body owns `carry`: the
  /// condition of the body's conditional free of it; null if there is none.
  static BlockArgument getOwnershipArg(scf::ForOp loop, BlockArgument carry) {
    for (Operation &op : *loop.getBody()) {
      auto free = dyn_cast<scf::IfOp>(op);
      if (!free)
        continue;
      memref::ExtractStridedMetadataOp metadata = getConditionalFree(free);
      auto owned = dyn_cast<BlockArgument>(free.getCondition());
      if (metadata && metadata.getSource() == carry && owned &&
          owned.getOwner() == loop.getBody() && owned.getArgNumber() > 0)
        return owned;
    }
    return {};
  }

  /// Hands a buffer that only initialises a loop to the loop: its
  /// ownership flag starts true and its own dealloc after the loop goes, so
  /// the body frees it after the first iteration's last reader rather than
  /// holding it to the loop's end (a segment's re-run starts from such a
  /// copy of its checkpoint). With no iteration the loop's result is that
  /// buffer, owned: the result's conditional free frees it instead. Returns
  /// how many inits were handed over.
  static unsigned transferInitOwnership(scf::ForOp loop) {
    unsigned transferred = 0;
    Block *block = loop->getBlock();
    for (auto [i, init] : llvm::enumerate(loop.getInitArgs())) {
      auto alloc = init.getDefiningOp<memref::AllocOp>();
      if (!alloc || alloc->getBlock() != block)
        continue;
      BlockArgument carry = loop.getRegionIterArgs()[i];
      BlockArgument owned = getOwnershipArg(loop, carry);
      if (!owned)
        continue;
      unsigned j = owned.getArgNumber() - loop.getNumInductionVars();
      OpOperand &ownedInit = loop.getInitArgsMutable()[j];
      if (!matchPattern(ownedInit.get(), m_Zero()))
        continue;
      // The loop's result is freed by its own conditional free and read by
      // nothing else: then it frees the buffer when no iteration ran.
      Value result = loop.getResult(i), resultOwned = loop.getResult(j);
      auto resultMetadata =
          result.hasOneUse()
              ? dyn_cast<memref::ExtractStridedMetadataOp>(*result.user_begin())
              : memref::ExtractStridedMetadataOp();
      if (!resultMetadata || !resultOwned.hasOneUse())
        continue;
      auto resultFree = dyn_cast<scf::IfOp>(*resultOwned.user_begin());
      if (!resultFree || getConditionalFree(resultFree) != resultMetadata)
        continue;
      // The buffer: written before the loop by ops that make no views of
      // it, read by the loop once, freed after it once.
      memref::DeallocOp dealloc;
      bool other = false;
      for (OpOperand &use : alloc->getUses()) {
        Operation *user = use.getOwner();
        if (user == loop.getOperation()) {
          other |= &use != &loop.getInitArgsMutable()[i];
        } else if (auto free = dyn_cast<memref::DeallocOp>(user)) {
          other |= dealloc || free->getBlock() != block ||
                   free->isBeforeInBlock(loop);
          dealloc = free;
        } else {
          other |= user->getBlock() != block || user->getNumResults() != 0 ||
                   !user->isBeforeInBlock(loop);
        }
      }
      if (other || !dealloc)
        continue;
      OpBuilder builder(loop);
      ownedInit.set(arith::ConstantIntOp::create(builder, loop.getLoc(),
                                                 /*value=*/1, /*width=*/1));
      dealloc.erase();
      ++transferred;
    }
    return transferred;
  }

  /// The metadata op whose base buffer `op` frees, if `op` is a
  /// conditional free (getConditionalFree) or a `memref.dealloc` of that
  /// base buffer, which is all that is read of the metadata op.
  static memref::ExtractStridedMetadataOp getBaseFree(Operation *op) {
    if (auto branch = dyn_cast<scf::IfOp>(op))
      return getConditionalFree(branch);
    auto dealloc = dyn_cast<memref::DeallocOp>(op);
    if (!dealloc)
      return {};
    return getFreedMetadata(dealloc, op->getBlock());
  }

  /// Whether `user` only frees memory (it reads nothing that a free could
  /// clobber): a dealloc, a conditional free, or its metadata op.
  static bool onlyFrees(Operation *user) {
    if (isa<memref::DeallocOp>(user))
      return true;
    if (auto op = dyn_cast<scf::IfOp>(user))
      return static_cast<bool>(getConditionalFree(op));
    if (auto metadata = dyn_cast<memref::ExtractStridedMetadataOp>(user))
      return metadata->hasOneUse() && metadata.getBaseBuffer().hasOneUse() &&
             isa<memref::DeallocOp>(*metadata.getBaseBuffer().user_begin());
    return false;
  }

  /// Moves a conditional free (and its metadata op) after the last reader
  /// of every value the freed buffer may be (the values it may come from
  /// and, from each, every value that may view it). Returns whether it
  /// moved.
  bool moveConditionalFree(Operation *op, const BufferViewFlowAnalysis &aliases,
                           FreeReaderIndex &readers,
                           const DenseMap<Operation *, unsigned> &position) {
    auto isBefore = [&](Operation *a, Operation *b) {
      return position.lookup(a) < position.lookup(b);
    };
    memref::ExtractStridedMetadataOp metadata = getBaseFree(op);
    Block *block = op->getBlock();
    Value source = metadata.getSource();
    Operation *lastUser = nullptr;
    auto after = [&](Operation *ancestor) {
      if (!lastUser || isBefore(lastUser, ancestor))
        lastUser = ancestor;
    };
    // The condition and the freed value must still be defined where the
    // free goes.
    auto branch = dyn_cast<scf::IfOp>(op);
    for (Value value : {branch ? branch.getCondition() : Value(), source})
      if (Operation *def = value ? value.getDefiningOp() : nullptr)
        if (Operation *ancestor = block->findAncestorOpInBlock(*def))
          after(ancestor);
    // A buffer allocated in this block while the freed one is live (after
    // the freed value is defined, before the free) is another buffer,
    // although the analysis joins them: a loop body's next carry flows
    // into the iter_arg that the body frees.
    Operation *sourceDef = source.getDefiningOp();
    auto isDistinct = [&](Value value) {
      auto alloc = value.getDefiningOp<memref::AllocOp>();
      if (!alloc || alloc->getBlock() != block || !isBefore(alloc, metadata))
        return false;
      if (!sourceDef)
        return source.getParentBlock() == block;
      return sourceDef->getBlock() == block && isBefore(sourceDef, alloc);
    };
    // The index answers without resolving alias sets where the alias
    // graph's order proves its answer the same.
    if (std::optional<FreeReader> reader =
            readers.lastReader(block, source, isDistinct)) {
      ++numIndexed;
      if (reader->terminator)
        return false;
      if (reader->op)
        after(reader->op);
    } else {
      ++numWalked;
      if (!collectReaders(block, source, aliases, isDistinct, after))
        return false;
    }
    if (!lastUser || !isBefore(lastUser, metadata))
      return false;
    metadata->moveAfter(lastUser);
    op->moveAfter(metadata);
    return true;
  }

  /// The walk the index replaces: every reader in `block` of the values
  /// resolved from the source's origins. Returns false at a terminator.
  static bool collectReaders(Block *block, Value source,
                             const BufferViewFlowAnalysis &aliases,
                             llvm::function_ref<bool(Value)> isDistinct,
                             llvm::function_ref<void(Operation *)> after) {
    BufferViewFlowAnalysis::ValueSetT all;
    for (Value origin : aliases.resolveReverse(source))
      if (!isDistinct(origin))
        for (Value alias : aliases.resolve(origin))
          all.insert(alias);
    for (Value alias : aliases.resolve(source))
      all.insert(alias);
    for (Value alias : all) {
      for (Operation *user : alias.getUsers()) {
        if (onlyFrees(user))
          continue;
        // A reader outside this block runs before the block or after the
        // free where it stands (a later iteration included): where the
        // free happens (the block owns the buffer) no such reader follows
        // it, so only the readers in the block order the free. (An
        // unconditional dealloc below is not moved past such readers: it
        // frees whether or not the block owns the buffer.)
        Operation *ancestor = block->findAncestorOpInBlock(*user);
        if (!ancestor)
          continue;
        if (ancestor->hasTrait<OpTrait::IsTerminator>())
          return false;
        after(ancestor);
      }
    }
    return true;
  }

  /// Returns whether the dealloc moved.
  bool moveAfterLastUse(memref::DeallocOp dealloc,
                        const BufferViewFlowAnalysis &aliases,
                        const DenseMap<Operation *, unsigned> &position) {
    auto isBefore = [&](Operation *a, Operation *b) {
      return position.lookup(a) < position.lookup(b);
    };
    Value buffer = dealloc.getMemref();
    auto alloc = buffer.getDefiningOp<memref::AllocOp>();
    Block *block = dealloc->getBlock();
    if (!alloc || alloc->getBlock() != block)
      return false;
    Operation *lastUser = alloc;
    for (Value alias : aliases.resolve(buffer)) {
      // An alias defined outside this block (e.g. a region result of an op in
      // another block) means the buffer may escape: leave the dealloc alone.
      if (!isDefinedIn(alias, block))
        return false;
      for (Operation *user : alias.getUsers()) {
        if (user == dealloc)
          continue;
        Operation *ancestor = block->findAncestorOpInBlock(*user);
        // Another dealloc of the buffer may have moved already: its
        // position is stale, and a buffer freed twice is not ours to fix.
        if (!ancestor || ancestor->hasTrait<OpTrait::IsTerminator>() ||
            isa<memref::DeallocOp>(ancestor))
          return false;
        if (isBefore(lastUser, ancestor))
          lastUser = ancestor;
      }
    }
    if (!isBefore(lastUser, dealloc))
      return false;
    dealloc->moveAfter(lastUser);
    return true;
  }
};
} // namespace
