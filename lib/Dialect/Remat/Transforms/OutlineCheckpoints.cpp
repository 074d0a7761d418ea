//===- OutlineCheckpoints.cpp - form checkpoint regions per layer ---------===//
//
// Real programs (exported from PyTorch, written by generators) carry the
// module path of every forward op in its location. Grouping by that path
// gives one checkpoint region per layer without hand annotation.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/GradientRegion.h"
#include "remat/Analysis/GradientSplit.h"
#include "remat/Analysis/LayerKey.h"
#include "remat/Dialect/Remat/Transforms/PartitionForwardFirst.h"
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/Support/Format.h"
#include "remat/Support/Functions.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Regex.h"

#include <cmath>

namespace mlir::remat {
#define GEN_PASS_DEF_REMATOUTLINECHECKPOINTS
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

static bool isOperandFree(Operation *op) {
  return op->getNumOperands() == 0 && op->getNumRegions() == 0 &&
         op->getNumResults() > 0 && isMemoryEffectFree(op);
}

/// Bytes of the literal data of an elements attribute: elements times the
/// element's bytes (i1 as one byte; index, complex and other types as 8).
static uint64_t getLiteralBytes(ElementsAttr attr) {
  Type element = attr.getShapedType().getElementType();
  uint64_t elementBytes =
      element.isIntOrFloat()
          ? llvm::divideCeil(element.getIntOrFloatBitWidth(), 8)
          : 8;
  return static_cast<uint64_t>(attr.getNumElements()) * elementBytes;
}

/// Whether an operand-free op holds a literal larger than `limit` bytes: a
/// non-splat elements attribute (`dense<...>`, `dense_resource<...>`).
/// Cloning such an op into every region that reads it would copy its data
/// once per region; it is passed in as an operand instead.
static bool holdsBigLiteral(Operation *op, uint64_t limit) {
  for (NamedAttribute named : op->getAttrs()) {
    auto elements = dyn_cast<ElementsAttr>(named.getValue());
    if (!elements || elements.isSplat())
      continue;
    if (getLiteralBytes(elements) > limit)
      return true;
  }
  return false;
}

namespace {
struct OutlineCheckpointsPass
    : public mlir::remat::impl::RematOutlineCheckpointsBase<
          OutlineCheckpointsPass> {
  using Base::Base;

  void runOnOperation() override {
    llvm::Regex regex(pattern);
    std::string regexError;
    if (!regex.isValid(regexError)) {
      mlir::emitError(getOperation()->getLoc())
          << "remat-outline-checkpoints: invalid pattern '" << pattern
          << "': " << regexError;
      return signalPassFailure();
    }
    if (every == 0) {
      mlir::emitError(getOperation()->getLoc())
          << "remat-outline-checkpoints: 'every' must be at least 1";
      return signalPassFailure();
    }
    PolicyAttr policyAttr = PolicyAttr::get(&getContext(), policy, {});
    for (FunctionOpInterface func : getDefinedFunctions(getOperation()))
      if (func.getFunctionBody().hasOneBlock())
        outline(func, regex, policyAttr);
  }

  void outline(FunctionOpInterface func, const llvm::Regex &regex,
               PolicyAttr policyAttr) {
    // With the loss seeded inside, forward ops may follow the first
    // gradient op; put them first so that the pins dominate their uses.
    GradientSplit split = findGradientSplit(func);
    partitionForwardFirst(func, split);
    GradientRegion gradient(func);
    if (!gradient.exists()) {
      mlir::emitRemark(func.getLoc())
          << "remat-outline-checkpoints: no checkpoint region formed in @"
          << func.getName() << ": no gradient computation found ("
          << split.whyNone << ")";
      return;
    }
    Block &body = func.getFunctionBody().front();
    // Layer keys of the forward ops in order of first appearance.
    SmallVector<std::string> layerOrder;
    llvm::StringMap<SmallVector<Operation *>> opsOfLayer;
    for (Operation &op : body) {
      if (&op == gradient.getStart())
        break;
      if (isOperandFree(&op) || isa<CheckpointOp>(op))
        continue;
      std::optional<std::string> key = getLayerKey(op.getLoc(), regex);
      if (!key)
        continue;
      auto [it, inserted] = opsOfLayer.try_emplace(*key);
      if (inserted)
        layerOrder.push_back(*key);
      it->second.push_back(&op);
    }
    if (layerOrder.empty()) {
      mlir::emitRemark(func.getLoc())
          << "remat-outline-checkpoints: no checkpoint region formed in @"
          << func.getName()
          << ": no forward op's location name matches the layer pattern '"
          << pattern
          << "' (set pattern=..., e.g. from remat.torch.layer_pattern)";
      return;
    }
    unsigned groupSize = every;
    if (sqrt)
      groupSize = std::max<unsigned>(
          1, static_cast<unsigned>(std::ceil(std::sqrt(layerOrder.size()))));
    // With skip-last, the groups end before the last one (the one holding
    // the last layer): the backward starts with it.
    size_t end = layerOrder.size();
    if (skipLast)
      end = (end - 1) / groupSize * groupSize;
    IRRewriter rewriter(&getContext());
    for (size_t first = 0; first < end; first += groupSize) {
      SmallVector<Operation *> group;
      size_t last = std::min(layerOrder.size(), first + groupSize);
      for (size_t i = first; i < last; ++i)
        llvm::append_range(group, opsOfLayer[layerOrder[i]]);
      llvm::sort(group, [](Operation *a, Operation *b) {
        return a->isBeforeInBlock(b);
      });
      // The group must be contiguous, apart from operand-free ops.
      llvm::SmallPtrSet<Operation *, 16> members(group.begin(), group.end());
      bool contiguous = true;
      for (Operation *op = group.front(); op != group.back();
           op = op->getNextNode())
        if (!members.contains(op) && !isOperandFree(op)) {
          mlir::emitRemark(func.getLoc())
              << "layer '" << layerOrder[first] << "' is interleaved with '"
              << op->getName() << "' at " << formatLoc(op->getLoc())
              << ": no checkpoint region formed for it";
          contiguous = false;
          ++numInterleaved;
          break;
        }
      if (contiguous) {
        wrap(rewriter, gradient, group, members, policyAttr);
        ++numRegions;
      }
    }
  }

  void wrap(IRRewriter &rewriter, const GradientRegion &gradient,
            ArrayRef<Operation *> group,
            const llvm::SmallPtrSetImpl<Operation *> &members,
            PolicyAttr policyAttr) {
    // Inputs: values the group reads from outside (operand-free ops are
    // cloned in instead, except those holding a big literal). Results: values
    // read after the group; primal outputs are those the forward pass reads
    // or the function returns.
    llvm::SetVector<Value> inputs;
    llvm::SetVector<Operation *> clonedIn;
    for (Operation *op : group) {
      SmallVector<Value> reads = getReadValues(op);
      for (Value value : reads) {
        Operation *def = value.getDefiningOp();
        if (def && members.contains(def))
          continue;
        if (def && isOperandFree(def) &&
            !holdsBigLiteral(def, maxClonedBytes)) {
          clonedIn.insert(def);
          continue;
        }
        if (inputs.insert(value) && def && isOperandFree(def))
          ++numPassedConstants;
        // A big constant between the group's ops must dominate the region.
        if (def && def->getBlock() == group.front()->getBlock() &&
            group.front()->isBeforeInBlock(def))
          rewriter.moveOpBefore(def, group.front());
      }
    }
    SmallVector<Value> primals, residuals;
    for (Operation *op : group)
      for (Value result : op->getResults()) {
        bool forwardUse = false, gradientUse = false;
        for (Operation *user : result.getUsers()) {
          Operation *top = gradient.getBody()->findAncestorOpInBlock(*user);
          if (members.contains(top))
            continue;
          // A value the function returns (the loss) is a forward output,
          // even though the return comes after the gradient start.
          if (gradient.contains(top) && !top->hasTrait<OpTrait::IsTerminator>())
            gradientUse = true;
          else
            forwardUse = true;
        }
        if (forwardUse)
          primals.push_back(result);
        else if (gradientUse)
          residuals.push_back(result);
      }
    SmallVector<Value> yielded(primals);
    llvm::append_range(yielded, residuals);
    SmallVector<Type> resultTypes;
    for (Value value : yielded)
      resultTypes.push_back(value.getType());

    rewriter.setInsertionPoint(group.front());
    auto checkpoint =
        CheckpointOp::create(rewriter, group.front()->getLoc(), resultTypes,
                             inputs.getArrayRef(), primals.size(), policyAttr);
    Block &block = checkpoint.getBodyBlock();
    rewriter.setInsertionPointToStart(&block);
    IRMapping mapping;
    for (auto [input, arg] : llvm::zip(inputs, block.getArguments()))
      mapping.map(input, arg);
    // Operand-free ops (constants, tensor.empty) are cloned right before
    // their first use in the region, so allocations keep their place.
    auto cloneOperandFreeDefs = [&](Operation *op) {
      SmallVector<Value> reads = getReadValues(op);
      for (Value value : reads) {
        Operation *def = value.getDefiningOp();
        if (def && clonedIn.contains(def) && !mapping.contains(value))
          rewriter.clone(*def, mapping);
      }
    };
    for (Operation *op : group) {
      cloneOperandFreeDefs(op);
      rewriter.clone(*op, mapping);
    }
    SmallVector<Value> mappedYield;
    for (Value value : yielded)
      mappedYield.push_back(mapping.lookup(value));
    YieldOp::create(rewriter, checkpoint.getLoc(), mappedYield);
    for (auto [value, result] : llvm::zip(yielded, checkpoint.getResults()))
      rewriter.replaceAllUsesWith(value, result);
    for (Operation *op : llvm::reverse(group))
      rewriter.eraseOp(op);
    for (Operation *op : clonedIn)
      if (op->use_empty())
        rewriter.eraseOp(op);
  }
};
} // namespace
