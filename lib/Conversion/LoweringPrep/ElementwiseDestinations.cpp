//===- ElementwiseDestinations.cpp - in-place decisions made up front -----===//
//
// One-shot bufferization's analysis puts every value that an op may update
// in place into the alias set of its destination and checks each new
// decision against every read and write of that set. A chain of elementwise
// ops that each overwrite their dying input (a gradient multiplied through
// every layer) builds one alias set as long as the chain, and the analysis
// becomes cubic in the chain's length. The decisions on such ops follow
// from use order alone, so they are made here, before bufferization: an op
// whose destination is read later gets a fresh tensor.empty (as upstream's
// out-of-place decision would allocate), an op whose destination dies there
// gets a fresh tensor.empty and a mark, and remat-reuse-dying-inputs
// writes it into the dying buffer after bufferization (as upstream's
// in-place decision would). Upstream's analysis then sees no chain.
//
//===----------------------------------------------------------------------===//
#include "remat/Conversion/Passes.h"
#include "remat/Support/Functions.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATELEMENTWISEDESTINATIONS
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {

/// The ops decided here: a linalg op on tensors of static shape with one
/// destination and one result, parallel loops, identity maps everywhere,
/// a payload that ignores the destination, and the destination also one
/// of its inputs (what convert-elementwise-to-linalg makes).
bool isDecidable(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
      op.getNumDpsInits() != 1 || op.getNumLoops() != op.getNumParallelLoops())
    return false;
  OpOperand &init = op.getDpsInitsMutable()[0];
  auto type = dyn_cast<RankedTensorType>(init.get().getType());
  if (!type || !type.hasStaticShape() || op.payloadUsesValueFromOperand(&init))
    return false;
  if (!llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return false;
  return llvm::any_of(op.getDpsInputOperands(), [&](OpOperand *input) {
    return input->get() == init.get();
  });
}

/// A use that reads the contents of its value for sure: an input of a
/// linalg op whose payload reads it.
bool isContentRead(OpOperand &use) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
  return linalgOp && linalgOp.isDpsInput(&use) &&
         linalgOp.payloadUsesValueFromOperand(&use);
}

/// The value is an argument of the function that bufferization may not
/// write (`bufferization.writable = false`, as remat-run and the memory
/// replay mark every argument of the step): nothing writes into it.
bool isReadOnlyArgument(Value value, FunctionOpInterface function) {
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg || arg.getOwner() != &function.getFunctionBody().front())
    return false;
  auto writable = function.getArgAttrOfType<BoolAttr>(arg.getArgNumber(),
                                                      "bufferization.writable");
  return writable && !writable.getValue();
}

/// The value is read after `op`, in `op`'s block.
bool isReadAfter(Value value, Operation *op) {
  return llvm::any_of(value.getUses(), [&](OpOperand &use) {
    Operation *owner = use.getOwner();
    return owner->getBlock() == op->getBlock() && op->isBeforeInBlock(owner) &&
           isContentRead(use);
  });
}

/// Every use of the value is `op` or an input of a linalg op of `op`'s
/// block before `op`: no view, no later use, nothing else that writes it.
bool diesAt(Value value, Operation *op) {
  return llvm::all_of(value.getUses(), [&](OpOperand &use) {
    Operation *owner = use.getOwner();
    if (owner == op)
      return true; // an input, or the destination being decided
    auto linalgOp = dyn_cast<linalg::LinalgOp>(owner);
    return linalgOp && linalgOp.isDpsInput(&use) &&
           owner->getBlock() == op->getBlock() && owner->isBeforeInBlock(op);
  });
}

/// A value used only by its one user: `op` has a single use.
bool hasOneUser(Operation *op) { return op->getResult(0).hasOneUse(); }

/// The value lives in a buffer of its own that bufferization allocates in
/// this block: the result of a linalg op of `block` whose destination is a
/// tensor.empty (or a linalg.fill of one) used by that op alone. Such a
/// buffer is writable and nothing else aliases it.
bool isFreshBuffer(Value value, Block *block) {
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return false;
  auto producer = dyn_cast<linalg::LinalgOp>(result.getOwner());
  if (!producer || producer->getBlock() != block ||
      !producer.hasPureTensorSemantics())
    return false;
  Value init = producer.getDpsInitOperand(result.getResultNumber())->get();
  Operation *def = init.getDefiningOp();
  if (auto fill = dyn_cast_or_null<linalg::FillOp>(def)) {
    if (!hasOneUser(fill) || fill->getBlock() != block)
      return false;
    def = fill.getDpsInits()[0].getDefiningOp();
  }
  auto empty = dyn_cast_or_null<tensor::EmptyOp>(def);
  return empty && hasOneUser(empty) && empty->getBlock() == block;
}

struct ElementwiseDestinationsPass
    : public mlir::remat::impl::RematElementwiseDestinationsBase<
          ElementwiseDestinationsPass> {
  void runOnOperation() override {
    for (FunctionOpInterface f : getDefinedFunctions(getOperation()))
      // Use order within one block is program order only without a CFG.
      if (f.getFunctionBody().hasOneBlock())
        decide(f);
  }

  /// Decides the ops of `block` in program order: a decision gives its op a
  /// tensor.empty destination, which makes its result a fresh buffer for
  /// the next op of a chain.
  void decide(FunctionOpInterface function) {
    Block &block = function.getFunctionBody().front();
    OpBuilder builder(&getContext());
    for (Operation &op : block) {
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      if (!linalgOp || !isDecidable(linalgOp))
        continue;
      OpOperand &init = linalgOp.getDpsInitsMutable()[0];
      Value destination = init.get();
      // Either way bufferization gives the op a buffer of its own.
      bool readLater = isReadAfter(destination, &op) ||
                       isReadOnlyArgument(destination, function);
      bool reuse = !readLater && diesAt(destination, &op) &&
                   isFreshBuffer(destination, &block);
      if (!readLater && !reuse)
        continue; // upstream's analysis decides
      builder.setInsertionPoint(&op);
      auto type = cast<RankedTensorType>(destination.getType());
      Value empty =
          tensor::EmptyOp::create(builder, op.getLoc(), type.getShape(),
                                  type.getElementType(), type.getEncoding());
      init.set(empty);
      if (readLater) {
        ++numOutOfPlace;
        continue;
      }
      unsigned index = 0;
      for (OpOperand *input : linalgOp.getDpsInputOperands()) {
        if (input->get() == destination)
          break;
        ++index;
      }
      op.setAttr("__remat_reuse_input__", builder.getI64IntegerAttr(index));
      ++numInPlace;
    }
  }
};

} // namespace
