//===- GradientSplit.cpp - where the gradient computation is --------------===//
//
// Steps written by hand or by JAX-style tracers seed the loss gradient with a
// constant inside the function, so there is no cotangent to follow; the
// loss result is the anchor instead, and the split follows dependence (what
// the loss needs is forward), not program order.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/GradientSplit.h"

#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::remat;

StringRef mlir::remat::describeGradientRule(GradientRule rule) {
  switch (rule) {
  case GradientRule::none:
    return "none";
  case GradientRule::cotangent:
    return "cotangent argument";
  case GradientRule::lossAttribute:
    return "remat.loss result";
  case GradientRule::inferredLoss:
    return "inferred loss result";
  }
  return "none";
}

SmallVector<Value> mlir::remat::getReadValues(Operation *op) {
  llvm::SetVector<Value> values(op->operand_begin(), op->operand_end());
  for (Region &region : op->getRegions())
    getUsedValuesDefinedAbove(region, values);
  return SmallVector<Value>(values.begin(), values.end());
}

bool GradientSplit::isGradientOp(Operation *op) const {
  if (!start)
    return false;
  if (rule == GradientRule::cotangent)
    return llvm::any_of(op->getResults(),
                        [&](Value v) { return gradientValues.contains(v); }) ||
           (op->getNumResults() == 0 &&
            llvm::any_of(getReadValues(op),
                         [&](Value v) { return gradientValues.contains(v); }));
  return !forward.contains(op) && !op->hasTrait<OpTrait::IsTerminator>();
}

/// Rule 1: the first op depending on a used cotangent argument.
static bool splitByCotangent(FunctionOpInterface func, Block &body,
                             GradientSplit &split) {
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (isCotangentArgument(func, i)) {
      if (!split.seed)
        split.seed = body.getArgument(i);
      split.gradientValues.insert(body.getArgument(i));
    }
  if (!split.seed)
    return false;
  unsigned index = 0;
  for (Operation &op : body) {
    if (!op.hasTrait<OpTrait::IsTerminator>() &&
        llvm::any_of(getReadValues(&op), [&](Value v) {
          return split.gradientValues.contains(v);
        })) {
      if (!split.start)
        split.start = index;
      for (Value result : op.getResults())
        split.gradientValues.insert(result);
    }
    ++index;
  }
  if (!split.start) {
    split.gradientValues.clear();
    split.seed = Value();
    return false;
  }
  split.rule = GradientRule::cotangent;
  return true;
}

/// Rules 2 and 3: the loss result's backward slice is the forward part.
static bool splitByLoss(FunctionOpInterface func, Block &body,
                        GradientSplit &split) {
  std::optional<unsigned> loss;
  GradientRule rule = GradientRule::lossAttribute;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    if (isLossResult(func, i))
      loss = i;
  if (!loss) {
    rule = GradientRule::inferredLoss;
    unsigned scalars = 0;
    for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
      if (isLossType(type)) {
        ++scalars;
        loss = i;
      }
    if (scalars != 1) {
      split.whyNone =
          scalars == 0
              ? "no argument is marked {remat.cotangent} (or none is used), "
                "no result is marked {remat.loss}, and no result is a "
                "floating-point scalar"
              : "no argument is marked {remat.cotangent} (or none is used), "
                "no result is marked {remat.loss}, and " +
                    std::to_string(scalars) +
                    " results are floating-point scalars (the loss is "
                    "ambiguous)";
      return false;
    }
  }
  Operation *terminator = body.getTerminator();
  if (!terminator || *loss >= terminator->getNumOperands())
    return false;
  Value lossValue = terminator->getOperand(*loss);
  // The forward part: every top-level op the loss depends on.
  SmallVector<Value> worklist{lossValue};
  llvm::DenseSet<Value> visited;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!visited.insert(value).second)
      continue;
    Operation *def = value.getDefiningOp();
    if (!def)
      continue;
    Operation *top = body.findAncestorOpInBlock(*def);
    if (!top || !split.forward.insert(top).second)
      continue;
    for (Value read : getReadValues(top))
      worklist.push_back(read);
  }
  unsigned index = 0;
  for (Operation &op : body) {
    if (op.hasTrait<OpTrait::IsTerminator>())
      break;
    if (!split.forward.contains(&op)) {
      if (!split.start)
        split.start = index;
      for (Value result : op.getResults())
        split.gradientValues.insert(result);
    } else if (split.start) {
      split.interleaved = true;
    }
    ++index;
  }
  if (!split.start) {
    split.whyNone = "the loss result needs every op of the body: there is no "
                    "gradient computation";
    split.forward.clear();
    return false;
  }
  split.rule = rule;
  split.seed = lossValue;
  split.lossResult = *loss;
  return true;
}

GradientSplit mlir::remat::findGradientSplit(FunctionOpInterface func) {
  GradientSplit split;
  if (func.isExternal() || !func.getFunctionBody().hasOneBlock()) {
    split.whyNone = "the function has no single-block body";
    return split;
  }
  Block &body = func.getFunctionBody().front();
  if (splitByCotangent(func, body, split))
    return split;
  GradientSplit byLoss;
  if (splitByLoss(func, body, byLoss))
    return byLoss;
  split.whyNone = byLoss.whyNone;
  return split;
}

bool mlir::remat::mayPartitionForwardFirst(const GradientSplit &split) {
  return split.interleaved && split.rule != GradientRule::cotangent &&
         split.start;
}
