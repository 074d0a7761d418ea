//===- PadShardingModel.cpp - sharding of tensor.pad ------------*- C++ -*-===//
//
// A ShardingInterface model for tensor.pad, which upstream MLIR 22 lacks: a
// JAX convolution with "SAME" padding pads its input's spatial dimensions
// first, so without a model the whole batch was gathered before every
// convolution (remat-shard would run the pad whole on every rank).
//
// The iteration space is the result's dimensions, all parallel, the source
// and the result indexed by the identity. A dimension may be split only
// where it is not padded (low and high 0): there source and result have the
// same extent and each process pads its local part the same way. Static
// padding only; a dynamic one keeps no split at all.
//
//===----------------------------------------------------------------------===//
#include "ShardingOptionFilter.h"
#include "remat/Sharding/ShardingModels.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::shard;

namespace {

struct PadShardingModel
    : public ShardingInterface::ExternalModel<PadShardingModel, tensor::PadOp> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return SmallVector<utils::IteratorType>(
        cast<tensor::PadOp>(op).getResultType().getRank(),
        utils::IteratorType::parallel);
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    auto pad = cast<tensor::PadOp>(op);
    unsigned rank = pad.getResultType().getRank();
    MLIRContext *context = op->getContext();
    AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, context);
    // The source, then the dynamic low/high (index values: no dimensions),
    // then the result.
    SmallVector<AffineMap> maps = {identity};
    for (unsigned i = 1, e = op->getNumOperands(); i < e; ++i)
      maps.push_back(AffineMap::get(rank, 0, {}, context));
    maps.push_back(identity);
    return maps;
  }

  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding> resultShardings) const {
    auto pad = cast<tensor::PadOp>(op);
    bool isStatic = pad.getLow().empty() && pad.getHigh().empty() &&
                    pad.getSourceType().hasStaticShape();
    return remat::getKeepableShardingOption(
        op, operandShardings, resultShardings,
        [&](unsigned loop, int64_t parts) {
          return isStatic && pad.getStaticLow()[loop] == 0 &&
                 pad.getStaticHigh()[loop] == 0 &&
                 pad.getSourceType().getDimSize(loop) % parts == 0;
        });
  }

  LogicalResult partition(Operation *op, ArrayRef<Value>, ArrayRef<Sharding>,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbolTable,
                          OpBuilder &builder) const {
    Operation *copy = builder.clone(*op, partitionMap);
    if (resultShardings.empty() || !resultShardings.front())
      return success();
    Sharding sharding = resultShardings.front();
    // Not reached from valid IR: the sharding is read from the
    // shard.sharding op that annotates the result, whose grid symbol its
    // verifier resolved ("Undefined required grid symbol") in the same
    // symbol table. Kept as a guard on upstream's partitioner.
    GridOp grid = getGridOrNull(op, sharding.getGridAttr(), symbolTable);
    if (!grid)
      return op->emitOpError() << "names no grid";
    // Only unpadded dimensions are split: the local result is the local
    // source padded as before.
    copy->getResult(0).setType(
        shardType(op->getResult(0).getType(), grid, sharding));
    return success();
  }
};

} // namespace

void mlir::remat::registerPadShardingModel(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, tensor::TensorDialect *) {
    tensor::PadOp::attachInterface<PadShardingModel>(*context);
  });
}
