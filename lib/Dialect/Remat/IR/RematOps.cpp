//===- RematOps.cpp - remat operations --------------------------*- C++ -*-===//
#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::remat;

#define GET_OP_CLASSES
#include "remat/Dialect/Remat/IR/RematOps.cpp.inc"

//===----------------------------------------------------------------------===//
// CheckpointOp
//===----------------------------------------------------------------------===//

void CheckpointOp::build(OpBuilder &builder, OperationState &state,
                         TypeRange resultTypes, ValueRange inputs,
                         int64_t primals, PolicyAttr policy) {
  state.addOperands(inputs);
  state.addTypes(resultTypes);
  state.addAttribute(getPrimalsAttrName(state.name),
                     builder.getI64IntegerAttr(primals));
  if (policy)
    state.addAttribute(getPolicyAttrName(state.name), policy);
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  for (Value input : inputs)
    block->addArgument(input.getType(), input.getLoc());
}

PolicyAttr CheckpointOp::getPolicyOrDefault() {
  if (PolicyAttr policy = getPolicyAttr())
    return policy;
  return PolicyAttr::get(getContext(), PolicyKind::recompute_all, {});
}

YieldOp CheckpointOp::getYield() {
  return cast<YieldOp>(getBodyBlock().getTerminator());
}

LogicalResult CheckpointOp::verify() {
  Block &block = getBodyBlock();
  if (block.getNumArguments() != getInputs().size())
    return emitOpError() << "region has " << block.getNumArguments()
                         << " arguments but the op has " << getInputs().size()
                         << " operands";
  for (auto [index, pair] :
       llvm::enumerate(llvm::zip(block.getArgumentTypes(), getInputs()))) {
    auto [argType, input] = pair;
    if (argType != input.getType())
      return emitOpError() << "region argument #" << index << " has type "
                           << argType << " but operand #" << index
                           << " has type " << input.getType();
  }
  if (static_cast<uint64_t>(getPrimals()) > getNumResults())
    return emitOpError() << "declares " << getPrimals()
                         << " primal outputs but has only " << getNumResults()
                         << " results";
  YieldOp yield = getYield();
  if (yield.getValues().size() != getNumResults())
    return emitOpError() << "region yields " << yield.getValues().size()
                         << " values but the op has " << getNumResults()
                         << " results";
  for (auto [index, pair] : llvm::enumerate(
           llvm::zip(yield.getValues().getTypes(), getResultTypes()))) {
    auto [yieldType, resultType] = pair;
    if (yieldType != resultType)
      return emitOpError() << "region yields " << yieldType << " for result #"
                           << index << " of type " << resultType;
  }
  return success();
}

void CheckpointOp::getSuccessorRegions(
    RegionBranchPoint point, SmallVectorImpl<RegionSuccessor> &regions) {
  // Control enters the body once and leaves it to the parent.
  if (point.isParent()) {
    regions.push_back(RegionSuccessor(&getBody(), getBody().getArguments()));
    return;
  }
  regions.push_back(RegionSuccessor(getOperation(), getResults()));
}

OperandRange CheckpointOp::getEntrySuccessorOperands(RegionSuccessor) {
  return getInputs();
}

//===----------------------------------------------------------------------===//
// NameOp
//===----------------------------------------------------------------------===//

LogicalResult NameOp::verify() {
  if (getLabel().empty())
    return emitOpError() << "needs a non-empty name";
  return success();
}

//===----------------------------------------------------------------------===//
// BarrierOp
//===----------------------------------------------------------------------===//

LogicalResult BarrierOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  if (operands.empty())
    return failure();
  // The last operand is the pin; the results mirror the other operands.
  for (Value input : operands.drop_back())
    inferredReturnTypes.push_back(input.getType());
  return success();
}

LogicalResult BarrierOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "needs at least one value to pin";
  return success();
}
