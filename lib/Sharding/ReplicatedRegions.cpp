//===- ReplicatedRegions.cpp - region ops run whole on every rank ---------===//
//
// See ReplicatedRegions.h. The model below is the call's half: every tensor
// the call reads is replicated before it (a split input is gathered) and
// every tensor it returns is replicated (a split user takes its slice), so
// each rank runs the region on whole tensors, as the single-device step
// does.
//
//===----------------------------------------------------------------------===//
#include "ReplicatedRegions.h"
#include "remat/Sharding/ShardingModels.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterfaceImpl.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::shard;

FailureOr<unsigned> mlir::remat::outlineReplicatedRegions(func::FuncOp func,
                                                          ModuleOp module) {
  SmallVector<Operation *> candidates;
  for (Operation &op : func.getBody().front())
    if (op.getNumRegions() > 0 && !isa<ShardingInterface>(op))
      candidates.push_back(&op);
  SymbolTable symbols(module);
  unsigned moved = 0;
  for (Operation *op : candidates) {
    // What the op reads: its operands, then the values its body reads from
    // above in order of first use. Constants are copied into the callee
    // (nothing to replicate); everything else becomes an argument.
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(op->getRegions(), captured);
    SmallVector<Value> inputs(op->getOperands());
    SmallVector<Operation *> constants;
    for (Value value : captured) {
      Operation *def = value.getDefiningOp();
      if (def && def->hasTrait<OpTrait::ConstantLike>()) {
        if (!llvm::is_contained(constants, def))
          constants.push_back(def);
        continue;
      }
      if (!llvm::is_contained(inputs, value))
        inputs.push_back(value);
    }

    OpBuilder builder(module.getBodyRegion());
    builder.setInsertionPointAfter(func);
    Location loc = op->getLoc();
    auto type = builder.getFunctionType(ValueRange(inputs).getTypes(),
                                        op->getResultTypes());
    auto callee = func::FuncOp::create(
        builder, loc, (func.getName() + "_replicated_region").str(), type);
    callee.setPrivate();
    callee->setAttr(kReplicatedRegionAttr, builder.getUnitAttr());
    symbols.insert(callee); // renamed if the name is taken
    Block *body = callee.addEntryBlock();
    IRMapping mapping;
    mapping.map(inputs, body->getArguments());
    builder.setInsertionPointToStart(body);
    for (Operation *constant : constants)
      builder.clone(*constant, mapping);
    Operation *copy = builder.clone(*op, mapping);
    func::ReturnOp::create(builder, loc, copy->getResults());

    builder.setInsertionPoint(op);
    auto call = func::CallOp::create(builder, loc, callee, inputs);
    call->setAttr(kReplicatedRegionAttr, builder.getUnitAttr());
    op->replaceAllUsesWith(call.getResults());
    op->erase();
    ++moved;
  }
  return moved;
}

void mlir::remat::inlineReplicatedRegions(ModuleOp module) {
  SmallVector<func::CallOp> calls;
  module.walk([&](func::CallOp call) {
    if (call->hasAttr(kReplicatedRegionAttr))
      calls.push_back(call);
  });
  SymbolTable symbols(module);
  for (func::CallOp call : calls) {
    auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
    Block &body = callee.getBody().front();
    IRMapping mapping;
    mapping.map(body.getArguments(), call.getOperands());
    OpBuilder builder(call);
    for (Operation &op : body.without_terminator())
      builder.clone(op, mapping);
    for (auto [result, returned] :
         llvm::zip(call.getResults(), body.getTerminator()->getOperands()))
      result.replaceAllUsesWith(mapping.lookupOrDefault(returned));
    call.erase();
  }
  for (func::FuncOp func :
       llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
    if (func->hasAttr(kReplicatedRegionAttr))
      func.erase();
}

namespace {

/// The call remat-shard put in place of a region op: replicated in, out.
struct ReplicatedCallShardingModel
    : public ShardingInterface::ExternalModel<ReplicatedCallShardingModel,
                                              func::CallOp> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *) const {
    return {};
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *) const { return {}; }

  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding> resultShardings) const {
    // A user's own call stays refused: its callee would have to be
    // partitioned with it, which upstream does not do.
    if (!op->hasAttr(kReplicatedRegionAttr))
      return op->emitOpError()
             << "sharding interface is not implemented (remat-shard "
                "partitions one function; inline the callee)";
    for (ArrayRef<Sharding> shardings : {operandShardings, resultShardings})
      for (const Sharding &sharding : shardings)
        if (sharding)
          return ShardingOption({}, sharding.getGridAttr());
    return ShardingOption::makeEmpty();
  }

  FailureOr<std::vector<Sharding>>
  getShardingAnnotations(Operation *op, const ShardingOption &option) const {
    std::vector<Sharding> shardings;
    for (Type type :
         llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()))
      shardings.push_back(isa<RankedTensorType>(type)
                              ? Sharding::get(option.grid, {})
                              : Sharding());
    return shardings;
  }

  LogicalResult addShardingAnnotations(Operation *op, OpBuilder &builder,
                                       const ShardingOption &option) const {
    Sharding replicated = Sharding::get(option.grid, {});
    for (OpOperand &operand : op->getOpOperands())
      if (isa<RankedTensorType>(operand.get().getType()))
        maybeInsertSourceShardingAnnotation(replicated, operand, builder);
    for (OpResult result : op->getResults())
      if (isa<RankedTensorType>(result.getType()))
        maybeInsertTargetShardingAnnotation(replicated, result, builder);
    return success();
  }

  LogicalResult partition(Operation *op, ArrayRef<Value>,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap, SymbolTableCollection &,
                          OpBuilder &builder) const {
    for (ArrayRef<Sharding> shardings : {operandShardings, resultShardings})
      for (const Sharding &sharding : shardings)
        if (sharding && !isFullReplication(sharding))
          return op->emitOpError()
                 << "a region remat-shard runs whole on every rank got a "
                    "split operand or result";
    builder.clone(*op, partitionMap);
    return success();
  }
};

} // namespace

void mlir::remat::registerReplicatedCallShardingModel(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, func::FuncDialect *) {
    func::CallOp::attachInterface<ReplicatedCallShardingModel>(*context);
  });
}
