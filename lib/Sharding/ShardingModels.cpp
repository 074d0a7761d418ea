//===- ShardingModels.cpp - interface models for sharded steps --*- C++ -*-===//
//
// External models for what upstream MLIR 22 lacks (ShardingModels.h).
//
//===----------------------------------------------------------------------===//
#include "remat/Sharding/ShardingModels.h"
#include "ShardingOptionFilter.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Sharding/RematMPIDialect.h"

#include "remat/Analysis/CostModel.h"

#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::shard;

namespace {

//===----------------------------------------------------------------------===//
// tensor.extract
//===----------------------------------------------------------------------===//

/// tensor.extract reads one element at indices known only at run time, so
/// every process needs the whole tensor: the operand is replicated on the
/// grid it comes from, and the op runs unchanged on every process. (The
/// default models cannot express it: their indexing maps are for tensor
/// results, and the result here is a scalar.)
struct ExtractShardingModel
    : public ShardingInterface::ExternalModel<ExtractShardingModel,
                                              tensor::ExtractOp> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *) const {
    return {};
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *) const { return {}; }

  FailureOr<ShardingOption>
  getShardingOption(Operation *, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding>) const {
    // Only the tensor operand can carry a sharding; it names the grid. No
    // loop is split, whatever the operand's sharding was: a split operand
    // is resharded (gathered) to the replicated one.
    if (operandShardings.empty() || !operandShardings.front())
      return ShardingOption::makeEmpty();
    return ShardingOption({}, operandShardings.front().getGridAttr());
  }

  FailureOr<std::vector<Sharding>>
  getShardingAnnotations(Operation *op, const ShardingOption &option) const {
    // The indices and the scalar result are not tensors: no sharding.
    std::vector<Sharding> shardings(op->getNumOperands() + op->getNumResults());
    shardings.front() = Sharding::get(option.grid, {});
    return shardings;
  }

  LogicalResult addShardingAnnotations(Operation *op, OpBuilder &builder,
                                       const ShardingOption &option) const {
    maybeInsertSourceShardingAnnotation(Sharding::get(option.grid, {}),
                                        op->getOpOperand(0), builder);
    return success();
  }

  LogicalResult partition(Operation *op, ArrayRef<Value>,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding>, IRMapping &partitionMap,
                          SymbolTableCollection &, OpBuilder &builder) const {
    if (!operandShardings.empty() && operandShardings.front() &&
        !isFullReplication(operandShardings.front()))
      return op->emitOpError()
             << "reads a tensor that is split across the grid; remat "
                "partitions tensor.extract of a replicated tensor only";
    builder.clone(*op, partitionMap);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// tensor.expand_shape / tensor.collapse_shape
//===----------------------------------------------------------------------===//

/// A reshape's iteration space is the dimensions of its expanded side
/// (collapse_shape's operand, expand_shape's result), all parallel; the
/// collapsed side follows the first dimension of each group. Only a
/// group's first dimension may be split (the batch of `[[0, 1], [2]]`:
/// 8x128x128 -> 1024x128), and only into equal parts: then each process's
/// slice of the collapsed dimension is one contiguous run of whole groups,
/// the same reshape of the local slices. Splitting an inner dimension of a
/// group would interleave the processes' elements: no sharding then.
template <typename ReshapeOp>
struct ReshapeShardingModel
    : public ShardingInterface::ExternalModel<ReshapeShardingModel<ReshapeOp>,
                                              ReshapeOp> {
  static RankedTensorType getExpandedType(ReshapeOp op) {
    if constexpr (std::is_same_v<ReshapeOp, tensor::CollapseShapeOp>)
      return op.getSrcType();
    else
      return op.getResultType();
  }

  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return SmallVector<utils::IteratorType>(
        getExpandedType(cast<ReshapeOp>(op)).getRank(),
        utils::IteratorType::parallel);
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    auto reshape = cast<ReshapeOp>(op);
    MLIRContext *context = op->getContext();
    unsigned rank = getExpandedType(reshape).getRank();
    AffineMap expanded = AffineMap::getMultiDimIdentityMap(rank, context);
    SmallVector<AffineExpr> firsts;
    for (ReassociationIndices group : reshape.getReassociationIndices())
      firsts.push_back(getAffineDimExpr(group.front(), context));
    AffineMap collapsed = AffineMap::get(rank, 0, firsts, context);
    // expand_shape's dynamic output sizes are index operands: not tensors.
    SmallVector<AffineMap> maps;
    if constexpr (std::is_same_v<ReshapeOp, tensor::CollapseShapeOp>) {
      maps = {expanded, collapsed};
    } else {
      maps.push_back(collapsed);
      for (unsigned i = 1, e = op->getNumOperands(); i < e; ++i)
        maps.push_back(AffineMap::get(rank, 0, {}, context));
      maps.push_back(expanded);
    }
    return maps;
  }

  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding> resultShardings) const {
    auto reshape = cast<ReshapeOp>(op);
    RankedTensorType expanded = getExpandedType(reshape);
    llvm::SmallDenseSet<int64_t> firsts;
    for (ReassociationIndices group : reshape.getReassociationIndices())
      firsts.insert(group.front());
    return remat::getKeepableShardingOption(
        op, operandShardings, resultShardings,
        [&](unsigned loop, int64_t parts) {
          int64_t size = expanded.getDimSize(loop);
          return firsts.contains(loop) && !ShapedType::isDynamic(size) &&
                 size % parts == 0;
        });
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbolTable,
                          OpBuilder &builder) const {
    // Upstream's partitioner (MLIR 22) passes a null sharding for a
    // result no shard.shard annotates; remat-shard checks every result
    // before partitioning, so only hand-annotated IR gets here.
    if (resultShardings.empty() || !resultShardings.front())
      return op->emitOpError()
             << "has no sharding: no shard.shard annotates its result "
                "(sharding propagation found none, or it did not run)";
    if constexpr (std::is_same_v<ReshapeOp, tensor::CollapseShapeOp>) {
      partitionTriviallyShardableOperation(*op, partitionedOperands,
                                           operandShardings, resultShardings,
                                           partitionMap, symbolTable, builder);
    } else {
      // expand_shape also carries its output shape as an attribute: build
      // it anew for the local type (static shapes only).
      auto expand = cast<tensor::ExpandShapeOp>(op);
      if (!expand.getResultType().hasStaticShape())
        return op->emitOpError() << "remat partitions static reshapes only";
      Sharding sharding = resultShardings.front();
      auto type = cast<RankedTensorType>(shardType(
          expand.getResultType(),
          getGridOrNull(op, sharding.getGridAttr(), symbolTable), sharding));
      auto local = tensor::ExpandShapeOp::create(
          builder, op->getLoc(), type, partitionedOperands.front(),
          expand.getReassociationIndices());
      partitionMap.map(expand.getResult(), local.getResult());
      partitionMap.map(op, local.getOperation());
    }
    return success();
  }
};

//===----------------------------------------------------------------------===//
// mpi ops' memory effects
//===----------------------------------------------------------------------===//

template <typename Op>
void addCommunication(
    Op op, SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
               &effects) {
  effects.emplace_back(MemoryEffects::Read::get(),
                       mlir::remat::MPICommunication::get());
  effects.emplace_back(MemoryEffects::Write::get(),
                       mlir::remat::MPICommunication::get());
}

struct AllReduceEffects
    : public MemoryEffectOpInterface::ExternalModel<AllReduceEffects,
                                                    mpi::AllReduceOp> {
  void
  getEffects(Operation *op,
             SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
                 &effects) const {
    auto allReduce = cast<mpi::AllReduceOp>(op);
    effects.emplace_back(MemoryEffects::Read::get(),
                         &allReduce.getSendbufMutable(),
                         SideEffects::DefaultResource::get());
    effects.emplace_back(MemoryEffects::Write::get(),
                         &allReduce.getRecvbufMutable(),
                         SideEffects::DefaultResource::get());
    addCommunication(allReduce, effects);
  }
};

struct SendEffects
    : public MemoryEffectOpInterface::ExternalModel<SendEffects, mpi::SendOp> {
  void
  getEffects(Operation *op,
             SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
                 &effects) const {
    auto send = cast<mpi::SendOp>(op);
    effects.emplace_back(MemoryEffects::Read::get(), &send.getRefMutable(),
                         SideEffects::DefaultResource::get());
    addCommunication(send, effects);
  }
};

struct RecvEffects
    : public MemoryEffectOpInterface::ExternalModel<RecvEffects, mpi::RecvOp> {
  void
  getEffects(Operation *op,
             SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
                 &effects) const {
    auto recv = cast<mpi::RecvOp>(op);
    effects.emplace_back(MemoryEffects::Write::get(), &recv.getRefMutable(),
                         SideEffects::DefaultResource::get());
    addCommunication(recv, effects);
  }
};

//===----------------------------------------------------------------------===//
// shard.all_gather: what re-gathering a parameter costs
//===----------------------------------------------------------------------===//

/// The grid's price of one received byte in FLOPs
/// (`remat_gather_flops_per_byte`; 0 where the grid does not say).
static double getGatherFlopsPerByte(GridOp grid) {
  if (auto attr =
          grid->getAttrOfType<FloatAttr>(mlir::remat::kGatherFlopsPerByteAttr))
    return attr.getValueAsDouble();
  return 0;
}

/// A parameter collective may be re-run for a recomputed layer only where
/// it reads a function argument (the parameter itself).
static bool readsFunctionArgument(Operation *op) {
  auto argument = dyn_cast<BlockArgument>(op->getOperand(0));
  return argument &&
         isa<FunctionOpInterface>(argument.getOwner()->getParentOp());
}

/// Under fsdp a recomputed layer needs its parameters gathered again. A
/// gather of a function argument (a parameter's slice, available for the
/// whole step) may be executed again; its cost is the bytes this process
/// receives, priced in FLOPs at the grid's `remat_gather_flops_per_byte`
/// (what remat-shard's gather-flops-per-byte option sets: the device's
/// FLOP/s over the link's bytes/s), so the planner weighs a re-gather
/// against recompute FLOPs. Every other collective has no model and is
/// never duplicated.
struct AllGatherCostModel
    : public mlir::remat::RematCostOpInterface::ExternalModel<
          AllGatherCostModel, AllGatherOp> {
  double getRematFlops(Operation *op) const {
    auto gather = cast<AllGatherOp>(op);
    std::optional<int64_t> in =
        mlir::remat::getTypeByteSize(gather.getInput().getType());
    std::optional<int64_t> out = mlir::remat::getTypeByteSize(gather.getType());
    if (!in || !out)
      return 0;
    SymbolTableCollection symbols;
    GridOp grid = getGrid(gather, symbols);
    double flopsPerByte = grid ? getGatherFlopsPerByte(grid) : 0;
    return static_cast<double>(*out - *in) * flopsPerByte;
  }
  int64_t getRematBytesMoved(Operation *op) const {
    auto gather = cast<AllGatherOp>(op);
    return mlir::remat::getTypeByteSize(gather.getInput().getType())
               .value_or(0) +
           mlir::remat::getTypeByteSize(gather.getType()).value_or(0);
  }
  bool isRematRecomputable(Operation *op) const {
    return readsFunctionArgument(op);
  }
};

/// fsdp's chunked gathers bring a parameter in one shard at a time: a
/// broadcast of the argument from the shard's owner. Re-broadcasting for a
/// recomputed layer is priced as the gather it replaces: over the N
/// broadcasts of a parameter each process receives N - 1 shards, so one
/// broadcast is charged (N - 1) / N of a shard's bytes.
struct BroadcastCostModel
    : public mlir::remat::RematCostOpInterface::ExternalModel<
          BroadcastCostModel, BroadcastOp> {
  double getRematFlops(Operation *op) const {
    auto broadcast = cast<BroadcastOp>(op);
    std::optional<int64_t> bytes =
        mlir::remat::getTypeByteSize(broadcast.getType());
    SymbolTableCollection symbols;
    GridOp grid = getGrid(broadcast, symbols);
    if (!bytes || !grid)
      return 0;
    int64_t size = 1;
    for (int64_t dim : grid.getShape())
      size *= dim;
    return static_cast<double>(*bytes) * static_cast<double>(size - 1) /
           static_cast<double>(size) * getGatherFlopsPerByte(grid);
  }
  int64_t getRematBytesMoved(Operation *op) const {
    // The input read and the result written, as for a gather.
    return 2 *
           mlir::remat::getTypeByteSize(op->getResult(0).getType()).value_or(0);
  }
  bool isRematRecomputable(Operation *op) const {
    // A piece of a shard (remat-shard's gather-parts) is broadcast from a
    // slice of the argument, a view that is there for the whole step.
    if (auto slice = op->getOperand(0).getDefiningOp<tensor::ExtractSliceOp>())
      return isa<BlockArgument>(slice.getSource()) &&
             isa<FunctionOpInterface>(cast<BlockArgument>(slice.getSource())
                                          .getOwner()
                                          ->getParentOp());
    return readsFunctionArgument(op);
  }
};

} // namespace

FailureOr<ShardingOption> mlir::remat::getKeepableShardingOption(
    Operation *op, ArrayRef<Sharding> operandShardings,
    ArrayRef<Sharding> resultShardings,
    llvm::function_ref<bool(unsigned loop, int64_t parts)> keepable) {
  FailureOr<ShardingOption> option = shard::detail::defaultGetShardingOption(
      op, operandShardings, resultShardings);
  if (failed(option) || option->empty)
    return option;
  auto grid = SymbolTable::lookupNearestSymbolFrom<GridOp>(op, option->grid);
  if (!grid)
    return failure();
  for (auto [loop, axes] : llvm::enumerate(option->shardingArray)) {
    if (axes.empty())
      continue;
    int64_t parts = 1;
    for (GridAxis axis : axes)
      parts *= grid.getShape()[axis];
    if (!keepable(loop, parts))
      axes.clear();
  }
  return option;
}

void mlir::remat::registerShardingExternalModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, tensor::TensorDialect *) {
    tensor::ExtractOp::attachInterface<ExtractShardingModel>(*context);
    tensor::CollapseShapeOp::attachInterface<
        ReshapeShardingModel<tensor::CollapseShapeOp>>(*context);
    tensor::ExpandShapeOp::attachInterface<
        ReshapeShardingModel<tensor::ExpandShapeOp>>(*context);
    // A cast between static shapes (the only kind remat accepts) changes
    // no element's place: sharded like its operand, as an elementwise op.
    tensor::CastOp::attachInterface<
        shard::ElementwiseShardingInterface<tensor::CastOp>>(*context);
  });
  // remat.name (a checkpoint policy's tag on a value) is the identity: its
  // result is sharded like its operand. Without a model, propagation failed
  // on every step with a tag outside a checkpoint region ("'remat.name' op
  // sharding interface is not implemented").
  registry.addExtension(+[](MLIRContext *context, RematDialect *) {
    NameOp::attachInterface<shard::ElementwiseShardingInterface<NameOp>>(
        *context);
  });
  registerSliceShardingModels(registry);
  registerReplicatedCallShardingModel(registry);
  registerPadShardingModel(registry);
  registry.addExtension(+[](MLIRContext *context, shard::ShardDialect *) {
    AllGatherOp::attachInterface<AllGatherCostModel>(*context);
    BroadcastOp::attachInterface<BroadcastCostModel>(*context);
  });
  registry.addExtension(+[](MLIRContext *context, mpi::MPIDialect *) {
    mpi::AllReduceOp::attachInterface<AllReduceEffects>(*context);
    mpi::SendOp::attachInterface<SendEffects>(*context);
    mpi::RecvOp::attachInterface<RecvEffects>(*context);
  });
}
