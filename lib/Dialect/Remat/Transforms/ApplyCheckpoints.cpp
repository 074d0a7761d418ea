//===- ApplyCheckpoints.cpp - recompute checkpoint residuals --------------===//
//
// For each checkpoint region in the forward pass: find what the gradient
// computation reads of it, clone the part of the body that computes those
// values right before their first gradient use (inputs pinned by a barrier
// on the gradient computation), rewire the uses, and inline the region.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/GradientRegion.h"
#include "remat/Analysis/GradientSplit.h"
#include "remat/Dialect/Remat/Transforms/InlineCheckpoints.h"
#include "remat/Dialect/Remat/Transforms/PartitionForwardFirst.h"
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/Support/Functions.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATAPPLYCHECKPOINTS
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

/// Whether `policy` keeps the results of `op` instead of recomputing them.
static bool policySaves(PolicyAttr policy, Operation *op) {
  switch (policy.getKind()) {
  case PolicyKind::recompute_all:
    return false;
  case PolicyKind::save_dots:
  case PolicyKind::save_dots_no_batch: {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp)
      return false;
    if (isa<linalg::ConvolutionOpInterface>(op) ||
        linalg::isaConvolutionOpInterface(linalgOp))
      return true;
    if (!linalg::isaContractionOpInterface(linalgOp))
      return false;
    if (policy.getKind() == PolicyKind::save_dots)
      return true;
    FailureOr<linalg::ContractionDimensions> dims =
        linalg::inferContractionDims(linalgOp);
    return succeeded(dims) && dims->batch.empty();
  }
  case PolicyKind::save_names:
    if (auto name = dyn_cast<NameOp>(op))
      return policy.savesName(name.getLabel());
    return false;
  }
  return false;
}

namespace {
struct ApplyCheckpointsPass
    : public mlir::remat::impl::RematApplyCheckpointsBase<
          ApplyCheckpointsPass> {
  void runOnOperation() override {
    for (FunctionOpInterface func : getDefinedFunctions(getOperation()))
      if (failed(runOnFunction(func)))
        return signalPassFailure();
  }

  LogicalResult runOnFunction(FunctionOpInterface func) {
    IRRewriter rewriter(func.getContext());
    // With the loss seeded inside, forward ops may follow the first
    // gradient op; put them first so that the pins dominate their uses.
    partitionForwardFirst(func, findGradientSplit(func));
    GradientRegion gradient(func);
    SmallVector<CheckpointOp> topLevel;
    for (Region &region : func->getRegions())
      for (Block &block : region)
        for (Operation &op : block)
          if (auto checkpoint = dyn_cast<CheckpointOp>(&op))
            topLevel.push_back(checkpoint);
    // Checkpoints nested in other ops (scf.for bodies, ...) are only inlined:
    // their residuals never leave the enclosing op.
    SmallVector<CheckpointOp> nestedElsewhere;
    func.walk([&](CheckpointOp op) {
      if (op->getParentOp() != func.getOperation() &&
          !op->getParentOfType<CheckpointOp>())
        nestedElsewhere.push_back(op);
    });
    for (CheckpointOp op : nestedElsewhere) {
      op.emitRemark() << "checkpoint region not at the top level of the "
                         "function: inlined without recomputation";
      rewriter.setInsertionPoint(op);
      inlineCheckpoint(rewriter, op);
    }
    for (CheckpointOp op : topLevel) {
      if (failed(apply(rewriter, gradient, op)))
        return failure();
      ++numRegions;
    }
    return success();
  }

  LogicalResult apply(IRRewriter &rewriter, const GradientRegion &gradient,
                      CheckpointOp checkpoint) {
    // Each op's policy: that of its innermost enclosing checkpoint region.
    // Then inline nested regions so the body is flat.
    DenseMap<Operation *, PolicyAttr> policyOf;
    checkpoint.getBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
      auto parent = op->getParentOfType<CheckpointOp>();
      policyOf[op] = parent ? parent.getPolicyOrDefault()
                            : checkpoint.getPolicyOrDefault();
    });
    SmallVector<CheckpointOp> nested;
    checkpoint.getBody().walk([&](CheckpointOp op) { nested.push_back(op); });
    for (CheckpointOp op : nested) {
      rewriter.setInsertionPoint(op);
      inlineCheckpoint(rewriter, op);
    }

    // Gradient uses of the residual results.
    Block &body = checkpoint.getBodyBlock();
    YieldOp yield = checkpoint.getYield();
    SmallVector<std::pair<OpOperand *, Value>> gradientUses;
    Operation *firstUser = nullptr;
    for (OpResult residual : checkpoint.getResidualResults())
      for (OpOperand &use : residual.getUses()) {
        if (!gradient.contains(use.getOwner()))
          continue;
        gradientUses.push_back(
            {&use, yield.getValues()[residual.getResultNumber()]});
        Operation *top =
            gradient.getBody()->findAncestorOpInBlock(*use.getOwner());
        if (!firstUser || top->isBeforeInBlock(firstUser))
          firstUser = top;
      }

    // The ops to recompute: the backward slice of the needed yielded values
    // inside the body, stopping at saved values and block arguments.
    llvm::SetVector<Value> saved;
    llvm::SetVector<Operation *> slice;
    SmallVector<Value> worklist;
    for (auto &entry : gradientUses)
      worklist.push_back(entry.second);
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      Operation *def = value.getDefiningOp();
      if (!def || def->getBlock() != &body || slice.contains(def) ||
          saved.contains(value))
        continue;
      if (policySaves(policyOf.lookup(def), def)) {
        saved.insert(value);
        continue;
      }
      if (!getOpCost(def).recomputable) {
        def->emitRemark() << "'" << def->getName()
                          << "' cannot be recomputed (memory effects or no "
                             "cost model): its result is kept";
        saved.insert(value);
        continue;
      }
      slice.insert(def);
      for (Value operand : def->getOperands())
        worklist.push_back(operand);
      // Values used inside the op's regions from the body.
      def->walk([&](Operation *nestedOp) {
        for (Value operand : nestedOp->getOperands())
          if (operand.getParentBlock() == &body)
            worklist.push_back(operand);
      });
    }
    SmallVector<Operation *> ordered(slice.begin(), slice.end());
    llvm::sort(ordered, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });

    // Inputs of the recomputation: what the slice reads from outside itself
    // (operands, and values its ops' regions use from above).
    llvm::SetVector<Value> bodyInputs;
    for (Operation *op : ordered) {
      SmallVector<Value> reads = getReadValues(op);
      for (Value value : reads) {
        Operation *def = value.getDefiningOp();
        if (!def || !slice.contains(def))
          bodyInputs.insert(value);
      }
    }

    // Inline the region: body values become function values (the same SSA
    // values; block arguments are replaced by the operands).
    IRMapping bodyToFunction;
    for (auto [arg, input] :
         llvm::zip(body.getArguments(), checkpoint.getInputs()))
      bodyToFunction.map(arg, input);
    SmallVector<Value> inputs;
    for (Value value : bodyInputs)
      inputs.push_back(bodyToFunction.lookupOrDefault(value));
    for (auto &entry : gradientUses)
      entry.second = bodyToFunction.lookupOrDefault(entry.second);
    rewriter.setInsertionPoint(checkpoint);
    inlineCheckpoint(rewriter, checkpoint);
    numKept += saved.size();
    if (gradientUses.empty())
      return success();
    numRecomputed += ordered.size();

    // Clone the slice after a barrier pinned on the gradient computation.
    IRMapping cloneMap;
    rewriter.setInsertionPoint(firstUser);
    if (!inputs.empty()) {
      Value pin = gradient.getPinBefore(firstUser);
      auto barrier =
          BarrierOp::create(rewriter, firstUser->getLoc(), inputs, pin);
      for (auto [input, pinned] : llvm::zip(inputs, barrier.getResults()))
        cloneMap.map(input, pinned);
    }
    for (Operation *op : ordered)
      rewriter.clone(*op, cloneMap);
    for (auto &[use, yielded] : gradientUses) {
      Value recomputed = cloneMap.lookupOrDefault(yielded);
      rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(recomputed); });
    }
    return success();
  }
};
} // namespace
