//===- SplitDeallocs.cpp - linear-time split of deallocs ------------------===//
//
// Ownership-based deallocation gives a straight-line function one
// bufferization.dealloc listing all its allocations; upstream's
// simplification splits it with pairwise alias queries. For a training step
// with tens of thousands of buffers that is the whole cost of remat's memory
// analysis. Here aliasing is decided by where a buffer comes from: a
// memref.alloc result is a fresh allocation, so two operands can only alias
// if they trace back to the same root. The rewrites are the ones upstream's
// simplification makes for such operands; a loop result's roots are
// followed through the loop's carried arguments, where upstream keeps a
// run-time alias check.
//
//===----------------------------------------------------------------------===//
#include "BufferRoot.h"
#include "remat/Conversion/Passes.h"
#include "remat/Support/Functions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATSPLITDEALLOCS
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
/// A fresh allocation: aliases no buffer that existed before it.
bool isFreshAllocation(Value root) {
  return root.getDefiningOp<memref::AllocOp>() ||
         root.getDefiningOp<bufferization::CloneOp>();
}

/// The single-block region whose block `argument` is an argument of, when
/// that block is entered afresh at each execution of the region (a loop
/// body, a branch): a buffer allocated inside the region after entry cannot
/// be the argument's. Null for the function's blocks (a CFG may pass an
/// allocation of an earlier block as an argument).
Region *structuredRegionOf(BlockArgument argument) {
  Region *region = argument.getOwner()->getParent();
  if (!region || !region->hasOneBlock() ||
      isa<FunctionOpInterface>(region->getParentOp()))
    return nullptr;
  return region;
}

/// A root that is a buffer of unknown origin bound when a structured
/// region was entered (a loop's iteration argument): the buffer of an
/// earlier iteration, of the loop's init, or of anything else that existed
/// then.
bool isRegionArgument(Value root) {
  auto argument = dyn_cast<BlockArgument>(root);
  return argument && structuredRegionOf(argument);
}

/// Two different roots that may still be one buffer at run time. Two
/// allocations are different buffers, and an allocation is none of the
/// buffers that existed before it (an entry argument, a region argument
/// whose region encloses it); anything else may be one buffer.
bool mayBeSameBuffer(Value a, Value b) {
  bool freshA = isFreshAllocation(a), freshB = isFreshAllocation(b);
  if (freshA && freshB)
    return false;
  if (freshA || freshB) {
    Value fresh = freshA ? a : b, other = freshA ? b : a;
    if (!isRegionArgument(other))
      return false; // an entry argument existed before the allocation
    return !structuredRegionOf(cast<BlockArgument>(other))
                ->isAncestor(fresh.getParentRegion());
  }
  return true;
}

/// Adds to `roots` every buffer `value` may be a view of; false when one
/// cannot be named. A loop's result is its init when the body yields its
/// iteration argument, else what the last iteration allocates (a loop that
/// runs at least once); an scf.if's result what either branch yields.
/// Loops carry buffers (a scan's hidden state, stacked residuals) out to the
/// function-level dealloc, so without this every such dealloc went to
/// upstream's pairwise simplification (docs/Scaling.md). An allocation inside
/// a loop body stands for the one of the last iteration: the earlier ones
/// are freed in the body and never reach the function's dealloc.
bool collectRoots(Value value, Block &entry, SmallVectorImpl<Value> &roots,
                  unsigned depth = 0) {
  // Deeply nested control flow is left to upstream rather than recursed.
  if (depth > 16)
    return false;
  Value root = traceToRoot(value);
  auto argument = dyn_cast<BlockArgument>(root);
  if (isFreshAllocation(root) || (argument && argument.getOwner() == &entry) ||
      isRegionArgument(root)) {
    roots.push_back(root);
    return true;
  }
  auto result = dyn_cast<OpResult>(root);
  if (!result)
    return false;
  unsigned index = result.getResultNumber();
  if (auto loop = dyn_cast<scf::ForOp>(result.getOwner())) {
    Value yielded = traceToRoot(loop.getYieldedValues()[index]);
    // Yielding its own iteration argument keeps the init's buffer.
    if (yielded == loop.getRegionIterArgs()[index])
      return collectRoots(loop.getInitArgs()[index], entry, roots, depth + 1);
    // Else the init (when the loop may not run) and what the last iteration
    // yields: a buffer the body allocates, or one carried in an iteration
    // argument, which is an init or what an earlier iteration yielded there
    // (revolve's walk yields a branch's result: the carried cotangent or a
    // new one). After at least one iteration the init is not the result.
    std::optional<APInt> trips = loop.getStaticTripCount();
    if ((!trips || trips->isZero()) &&
        !collectRoots(loop.getInitArgs()[index], entry, roots, depth + 1))
      return false;
    SmallVector<unsigned> work{index};
    llvm::SmallDenseSet<unsigned, 4> seen{index};
    while (!work.empty()) {
      SmallVector<Value> yieldedRoots;
      if (!collectRoots(loop.getYieldedValues()[work.pop_back_val()], entry,
                        yieldedRoots, depth + 1))
        return false;
      for (Value root : yieldedRoots) {
        auto argument = dyn_cast<BlockArgument>(root);
        if (argument && argument.getOwner() == loop.getBody()) {
          if (argument.getArgNumber() < loop.getNumInductionVars())
            return false;
          unsigned carried =
              argument.getArgNumber() - loop.getNumInductionVars();
          if (!collectRoots(loop.getInitArgs()[carried], entry, roots,
                            depth + 1))
            return false;
          if (seen.insert(carried).second)
            work.push_back(carried);
          continue;
        }
        // Another block argument inside the body (a nested loop's) is
        // not a buffer named outside it.
        if (argument && loop.getRegion().isAncestor(argument.getParentRegion()))
          return false;
        roots.push_back(root);
      }
    }
    return true;
  }
  if (auto branch = dyn_cast<scf::IfOp>(result.getOwner())) {
    for (Region *region : {&branch.getThenRegion(), &branch.getElseRegion()}) {
      if (region->empty())
        return false;
      auto yield = cast<scf::YieldOp>(region->front().getTerminator());
      if (!collectRoots(yield.getOperand(index), entry, roots, depth + 1))
        return false;
    }
    return true;
  }
  return false;
}

struct SplitDeallocsPass
    : public mlir::remat::impl::RematSplitDeallocsBase<SplitDeallocsPass> {
  void runOnOperation() override {
    for (FunctionOpInterface func : getDefinedFunctions(getOperation())) {
      Block &entry = func.getFunctionBody().front();
      // Loop bodies too: each iteration frees what it allocated and the
      // carried buffer it replaces; upstream's alias queries on those
      // trace every carried buffer back through all earlier loops (a
      // sequence of scans: quadratic).
      SmallVector<bufferization::DeallocOp> deallocs;
      func.getFunctionBody().walk([&](bufferization::DeallocOp dealloc) {
        deallocs.push_back(dealloc);
      });
      for (bufferization::DeallocOp dealloc : deallocs)
        split(dealloc, entry);
    }
  }

  void split(bufferization::DeallocOp dealloc, Block &entry) {
    // Each operand's possible roots; a buffer is known distinct from every
    // other operand when its single root is reached by no other operand.
    SmallVector<SmallVector<Value, 1>> memrefRoots, retainedRoots;
    llvm::SmallDenseMap<Value, unsigned, 64> uses;
    auto collect = [&](ValueRange values,
                       SmallVectorImpl<SmallVector<Value, 1>> &roots) {
      for (Value value : values) {
        SmallVector<Value, 1> &valueRoots = roots.emplace_back();
        if (!collectRoots(value, entry, valueRoots))
          return false;
        llvm::sort(valueRoots, [](Value a, Value b) {
          return a.getAsOpaquePointer() < b.getAsOpaquePointer();
        });
        valueRoots.erase(llvm::unique(valueRoots), valueRoots.end());
        for (Value root : valueRoots)
          ++uses[root];
      }
      return true;
    };
    if (!collect(dealloc.getMemrefs(), memrefRoots) ||
        !collect(dealloc.getRetained(), retainedRoots))
      return;

    ValueRange memrefs = dealloc.getMemrefs();
    ValueRange conditions = dealloc.getConditions();
    ValueRange retained = dealloc.getRetained();
    // Index of each retained value, for the "deallocated and retained"
    // case, which needs the very same SSA value on both sides.
    llvm::SmallDenseMap<Value, unsigned, 16> retainedIndex;
    for (auto [index, value] : llvm::enumerate(retained))
      retainedIndex.try_emplace(value, index);

    // The roots that are not allocations (few: a loop's carried buffers,
    // entry arguments), against which a root's distinctness is checked.
    SmallVector<Value> unknownRoots;
    for (auto &[root, count] : uses)
      if (!isFreshAllocation(root))
        unknownRoots.push_back(root);
    // No other root of the dealloc may be the same buffer as `root`.
    auto isDistinct = [&](Value root) {
      if (isFreshAllocation(root))
        return llvm::none_of(unknownRoots, [&](Value other) {
          return mayBeSameBuffer(root, other);
        });
      // A region argument: every other root must be an allocation made
      // inside its region.
      return unknownRoots.size() == 1 &&
             llvm::none_of(uses, [&](const auto &entry) {
               return entry.first != root && mayBeSameBuffer(root, entry.first);
             });
    };

    SmallVector<unsigned> splitOut;
    // Retained index -> the condition its updated condition becomes.
    llvm::SmallDenseMap<unsigned, Value, 16> droppedRetained;
    SmallVector<bool> keepMemref(memrefs.size(), true);
    for (unsigned i = 0, e = memrefs.size(); i < e; ++i) {
      if (memrefRoots[i].size() != 1)
        continue;
      Value root = memrefRoots[i].front();
      bool fresh = isFreshAllocation(root);
      if ((!fresh && !isRegionArgument(root)) || !isDistinct(root))
        continue;
      unsigned reached = uses.lookup(root);
      // Whatever its condition (a loop result's ownership flag): freeing it
      // alone is what the shared dealloc does for a buffer nothing aliases.
      if (reached == 1) {
        splitOut.push_back(i);
        keepMemref[i] = false;
        continue;
      }
      auto it = retainedIndex.find(memrefs[i]);
      if (fresh && reached == 2 && it != retainedIndex.end()) {
        droppedRetained[it->second] = conditions[i];
        keepMemref[i] = false;
      }
    }
    if (splitOut.empty() && droppedRetained.empty())
      return;

    OpBuilder builder(dealloc);
    Location loc = dealloc.getLoc();
    for (unsigned i : splitOut)
      bufferization::DeallocOp::create(builder, loc, ValueRange{memrefs[i]},
                                       ValueRange{conditions[i]}, ValueRange{});
    numSplit += splitOut.size();
    numRetainedDropped += droppedRetained.size();

    SmallVector<Value> keptMemrefs, keptConditions, keptRetained;
    for (unsigned i = 0, e = memrefs.size(); i < e; ++i)
      if (keepMemref[i]) {
        keptMemrefs.push_back(memrefs[i]);
        keptConditions.push_back(conditions[i]);
      }
    for (unsigned j = 0, e = retained.size(); j < e; ++j)
      if (!droppedRetained.count(j))
        keptRetained.push_back(retained[j]);

    // The remaining operands are unchanged relative to each other: none of
    // the removed buffers aliases a kept retained value, so the kept
    // updated conditions are the same.
    // With no buffer left to free, no retained value is aliased by one:
    // their updated conditions are false.
    SmallVector<Value> replacements(retained.size());
    if (!keptMemrefs.empty()) {
      auto rest = bufferization::DeallocOp::create(
          builder, loc, keptMemrefs, keptConditions, keptRetained);
      unsigned next = 0;
      for (unsigned j = 0, e = retained.size(); j < e; ++j)
        if (!droppedRetained.count(j))
          replacements[j] = rest.getUpdatedConditions()[next++];
    } else if (!keptRetained.empty()) {
      Value falseValue;
      for (unsigned j = 0, e = retained.size(); j < e; ++j) {
        if (droppedRetained.count(j) || dealloc->getResult(j).use_empty())
          continue;
        if (!falseValue)
          falseValue = arith::ConstantOp::create(builder, loc,
                                                 builder.getBoolAttr(false));
        replacements[j] = falseValue;
      }
    }
    for (auto [j, condition] : droppedRetained)
      replacements[j] = condition;
    for (auto [result, replacement] :
         llvm::zip_equal(dealloc->getResults(), replacements))
      if (!result.use_empty())
        result.replaceAllUsesWith(replacement);
    dealloc->erase();
  }
};
} // namespace
