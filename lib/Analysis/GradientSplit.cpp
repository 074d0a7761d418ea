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

#include "mlir/Interfaces/DestinationStyleOpInterface.h"
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

/// Whether top-level op `op` computes from constants only: it reads no block
/// argument and every value it reads is defined by such an op. `known`
/// memoises the answers.
static bool isConstantOnly(Operation *op, DenseMap<Operation *, bool> &known) {
  auto it = known.find(op);
  if (it != known.end())
    return it->second;
  known[op] = false; // not reached in SSA form; reads data if it were
  bool constantOnly = isMemoryEffectFree(op);
  for (Value value : getReadValues(op)) {
    Operation *def = value.getDefiningOp();
    if (!constantOnly || !def) {
      constantOnly = false;
      break;
    }
    Operation *top = op->getBlock()->findAncestorOpInBlock(*def);
    constantOnly = top && isConstantOnly(top, known);
  }
  return known[op] = constantOnly;
}

/// Whether `use` is the init (`outs`) operand of a destination-style op:
/// where a backward reduction accumulates into a constant zero, that zero
/// is not the loss gradient's seed.
static bool isInitOperand(OpOperand &use) {
  auto dps = dyn_cast<DestinationStyleOpInterface>(use.getOwner());
  return dps && dps.isDpsInit(&use);
}

unsigned mlir::remat::addForwardOnlyFactors(Block &body, Value loss,
                                            GradientSplit &split) {
  // The seed: a value computed from constants only, of the loss's type, read
  // (not as an accumulator's init) by an op outside the loss's slice. JAX
  // seeds with ones_like(loss); its transposes of the loss's last ops fold
  // into it (-1.0 for a negated loss).
  DenseMap<Operation *, bool> constantOnly;
  llvm::DenseSet<Operation *> dependsOnSeed;
  Operation *lastForward = nullptr;
  for (Operation &op : body) {
    if (op.hasTrait<OpTrait::IsTerminator>())
      break;
    if (split.forward.contains(&op)) {
      lastForward = &op;
      continue;
    }
    bool isSeed =
        op.getNumResults() == 1 &&
        op.getResult(0).getType() == loss.getType() &&
        isConstantOnly(&op, constantOnly) &&
        llvm::any_of(op.getResult(0).getUses(), [&](OpOperand &use) {
          Operation *user = body.findAncestorOpInBlock(*use.getOwner());
          return user && !split.forward.contains(user) && !isInitOperand(use);
        });
    bool readsSeed = llvm::any_of(getReadValues(&op), [&](Value value) {
      Operation *def = value.getDefiningOp();
      Operation *top = def ? body.findAncestorOpInBlock(*def) : nullptr;
      return top && dependsOnSeed.contains(top);
    });
    if (isSeed || readsSeed)
      dependsOnSeed.insert(&op);
  }
  if (dependsOnSeed.empty() || !lastForward)
    return 0;
  // Factors: ops before the loss's last forward op that read data and do
  // not depend on the seed, with what they read (closed under operands so
  // that moving forward ops first keeps every definition before its uses).
  SmallVector<Operation *> worklist;
  for (Operation &op : body) {
    if (&op == lastForward)
      break;
    if (split.forward.contains(&op) || dependsOnSeed.contains(&op) ||
        !isMemoryEffectFree(&op) || isConstantOnly(&op, constantOnly))
      continue;
    worklist.push_back(&op);
  }
  unsigned added = 0;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!split.forward.insert(op).second)
      continue;
    ++added;
    for (Value value : getReadValues(op))
      if (Operation *def = value.getDefiningOp())
        if (Operation *top = body.findAncestorOpInBlock(*def))
          worklist.push_back(top);
  }
  return added;
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
  split.forwardOnlyFactors = addForwardOnlyFactors(body, lossValue, split);
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
