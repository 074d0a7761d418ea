//===- FreshLoopInits.cpp - loop inits that start a new alias set ---------===//
//
// A sequence of loops that carry a value from one to the next (the hidden
// state of consecutive scans, the gradient through their reverse loops) is
// one alias set for one-shot bufferization: each loop's init is decided in
// place, so the init, the iteration argument and the loop's result join the
// set of the loop before, and every decision checks the reads and writes of
// the whole set. The analysis grows superlinearly in the number of loops
// (docs/Scaling.md). Where the init dies at the loop and comes out of a loop
// that allocates it, in-place is what upstream decides anyway; this pass
// hides the chain from the analysis by copying the init into a fresh tensor
// (a marked linalg.copy), and remat-reuse-loop-inits removes the copy after
// bufferization, so that the loop gets the same buffer as before.
//
//===----------------------------------------------------------------------===//
#include "remat/Conversion/Passes.h"
#include "remat/Support/Functions.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATFRESHLOOPINITS
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {

/// The value is a result of an scf.for of `block` that runs at least once
/// and yields for it a value its body computes (not its iteration argument,
/// not a value from outside): after the loop the result holds what the last
/// iteration made, a buffer of the loop's own once bufferized.
bool isComputedByLoop(Value value, Block *block) {
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return false;
  auto loop = dyn_cast<scf::ForOp>(result.getOwner());
  if (!loop || loop->getBlock() != block)
    return false;
  std::optional<APInt> trips = loop.getStaticTripCount();
  if (!trips || trips->isZero())
    return false;
  // The yielded value must get a buffer the body allocates: a linalg op's
  // result whose destination chain (through linalg results of the body)
  // starts at a tensor.empty. A value written into the iteration argument
  // (a stack updated by insert_slice) keeps the init's buffer, which
  // remat-reuse-loop-inits cannot prove dead, and its copy would stay.
  Value yielded = loop.getYieldedValues()[result.getResultNumber()];
  for (unsigned depth = 0; depth < 64; ++depth) {
    auto produced = dyn_cast<OpResult>(yielded);
    if (!produced || produced.getOwner()->getBlock() != loop.getBody())
      return false;
    if (isa<tensor::EmptyOp>(produced.getOwner()))
      return true;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(produced.getOwner());
    if (!linalgOp)
      return false;
    yielded = linalgOp.getDpsInitOperand(produced.getResultNumber())->get();
  }
  return false;
}

/// `use` is the value's only use that is not a linalg input of an op of the
/// same block before it: nothing reads the value after `use`'s owner, and
/// nothing views it.
bool diesAt(OpOperand &use) {
  Operation *loop = use.getOwner();
  return llvm::all_of(use.get().getUses(), [&](OpOperand &other) {
    if (&other == &use)
      return true;
    Operation *owner = other.getOwner();
    auto linalgOp = dyn_cast<linalg::LinalgOp>(owner);
    return linalgOp && linalgOp.isDpsInput(&other) &&
           owner->getBlock() == loop->getBlock() &&
           owner->isBeforeInBlock(loop);
  });
}

struct FreshLoopInitsPass
    : public mlir::remat::impl::RematFreshLoopInitsBase<FreshLoopInitsPass> {
  void runOnOperation() override {
    for (FunctionOpInterface f : getDefinedFunctions(getOperation()))
      // Use order within one block is program order only without a CFG.
      if (f.getFunctionBody().hasOneBlock())
        decide(f.getFunctionBody().front());
  }

  void decide(Block &block) {
    OpBuilder builder(&getContext());
    for (auto loop : block.getOps<scf::ForOp>()) {
      for (OpOperand &init : loop.getInitArgsMutable()) {
        Value value = init.get();
        auto type = dyn_cast<RankedTensorType>(value.getType());
        if (!type || !type.hasStaticShape() ||
            !isComputedByLoop(value, &block) || !diesAt(init))
          continue;
        builder.setInsertionPoint(loop);
        Value empty =
            tensor::EmptyOp::create(builder, loop.getLoc(), type.getShape(),
                                    type.getElementType(), type.getEncoding());
        auto copy =
            linalg::CopyOp::create(builder, loop.getLoc(), value, empty);
        copy->setAttr(kFreshLoopInitAttr, builder.getUnitAttr());
        init.set(copy->getResult(0));
        ++numCopied;
      }
    }
  }
};

} // namespace
