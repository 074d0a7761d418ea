//===- LowerBarriersToIREE.cpp - remat.barrier to IREE barriers -----------===//
//
// Turns a rematerialized program into IREE input. IREE has its own CSE,
// canonicalization and dispatch-region formation; with the barriers simply
// stripped it merges every recomputation back into the forward pass. Its
// `util.optimization_barrier` does what `remat.barrier` does (results equal
// to the operands, opaque to every folding), so each remat barrier becomes
// one: remat's own registration of IREE's op (RematIREEUtilDialect), so that
// remat does not link IREE and IREE's parser reads the printed op as its own.
//
//===----------------------------------------------------------------------===//
#include "remat/Conversion/Passes.h"
#include "remat/Dialect/IREEUtil/IR/IREEUtilDialect.h"
#include "remat/Dialect/Remat/Transforms/InlineCheckpoints.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATLOWERBARRIERSTOIREE
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

using iree_util::OptimizationBarrierOp;

namespace {
/// How IREE's stream dialect will store a tensor value. One
/// util.optimization_barrier may only carry values of one resource
/// lifetime: function arguments (and views of them) are `external`,
/// constants `constant`, everything computed `transient`.
enum class ValueKind { Computed, Argument, Constant, Other };

/// The kind of `value`, looking through views (reshapes and casts keep the
/// storage of their source), remat.name and rewritten barriers.
ValueKind classify(Value value) {
  if (!isa<RankedTensorType>(value.getType()))
    return ValueKind::Other;
  while (true) {
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      Operation *parent = arg.getOwner()->getParentOp();
      if (isa_and_nonnull<FunctionOpInterface>(parent) &&
          arg.getOwner()->isEntryBlock())
        return ValueKind::Argument;
      return ValueKind::Computed;
    }
    Operation *def = value.getDefiningOp();
    if (def->hasTrait<OpTrait::ConstantLike>())
      return ValueKind::Constant;
    if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::ReshapeOp,
            tensor::CastOp, tensor::BitcastOp>(def)) {
      value = def->getOperand(0);
      continue;
    }
    if (auto name = dyn_cast<NameOp>(def)) {
      value = name.getInput();
      continue;
    }
    if (isa<OptimizationBarrierOp>(def)) {
      value = def->getOperand(cast<OpResult>(value).getResultNumber());
      continue;
    }
    return ValueKind::Computed;
  }
}

bool isRematName(StringRef name) { return name.starts_with("remat."); }

/// Removes the discardable `remat.*` attributes of `op` and, for functions,
/// of their arguments and results.
void removeRematAttributes(Operation *op) {
  SmallVector<StringAttr> names;
  for (NamedAttribute attr : op->getDiscardableAttrs())
    if (isRematName(attr.getName().getValue()))
      names.push_back(attr.getName());
  for (StringAttr name : names)
    op->removeDiscardableAttr(name);
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func)
    return;
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
    SmallVector<StringAttr> argNames;
    for (NamedAttribute attr : func.getArgAttrs(i))
      if (isRematName(attr.getName().getValue()))
        argNames.push_back(attr.getName());
    for (StringAttr name : argNames)
      func.removeArgAttr(i, name);
  }
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i) {
    SmallVector<StringAttr> resNames;
    for (NamedAttribute attr : func.getResultAttrs(i))
      if (isRematName(attr.getName().getValue()))
        resNames.push_back(attr.getName());
    for (StringAttr name : resNames)
      func.removeResultAttr(i, name);
  }
}

struct RematLowerBarriersToIREEPass
    : public mlir::remat::impl::RematLowerBarriersToIREEBase<
          RematLowerBarriersToIREEPass> {
  using Base::Base;

  void lowerBarrier(RewriterBase &rewriter, BarrierOp barrier) {
    // Group the pin and the inputs by the resource kind IREE gives them.
    SmallVector<Value> computed, arguments, constants;
    auto add = [&](Value value) {
      switch (classify(value)) {
      case ValueKind::Computed:
        computed.push_back(value);
        break;
      case ValueKind::Argument:
        arguments.push_back(value);
        break;
      case ValueKind::Constant:
        constants.push_back(value);
        break;
      case ValueKind::Other:
        ++numLeftOut;
        break;
      }
    };
    // The pin goes first: it is what orders the recomputation after the
    // gradient computation has started.
    add(barrier.getPin());
    for (Value input : barrier.getInputs())
      add(input);

    rewriter.setInsertionPoint(barrier);
    IRMapping replacement;
    auto emit = [&](ArrayRef<Value> values) {
      if (values.empty())
        return;
      auto op =
          OptimizationBarrierOp::create(rewriter, barrier.getLoc(), values);
      ++numIREEBarriers;
      numPinned += values.size();
      for (auto [from, to] : llvm::zip(values, op.getResults()))
        replacement.map(from, to);
    };
    // A barrier over the pin alone would order nothing: no recomputation
    // reads its result.
    bool pinIsComputed = classify(barrier.getPin()) == ValueKind::Computed;
    if (computed.size() > (pinIsComputed ? 1u : 0u))
      emit(computed);
    if (barrierArguments) {
      emit(arguments);
      emit(constants);
    } else {
      numLeftOut += arguments.size() + constants.size();
    }
    SmallVector<Value> results;
    for (Value input : barrier.getInputs())
      results.push_back(replacement.lookupOrDefault(input));
    rewriter.replaceOp(barrier, results);
    ++numBarriers;
  }

  void runOnOperation() override {
    Operation *root = getOperation();
    IRRewriter rewriter(&getContext());

    inlineUnappliedCheckpoints(rewriter, root);

    SmallVector<BarrierOp> barriers;
    root->walk([&](BarrierOp op) { barriers.push_back(op); });
    // Program order: a barrier may read the results of an earlier one.
    for (BarrierOp barrier : barriers)
      lowerBarrier(rewriter, barrier);

    SmallVector<NameOp> names;
    root->walk([&](NameOp op) { names.push_back(op); });
    for (NameOp op : names)
      rewriter.replaceOp(op, op.getInput());

    root->walk([&](Operation *op) { removeRematAttributes(op); });
  }
};
} // namespace
