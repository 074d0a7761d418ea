//===- SliceSinking.cpp - ops computed on the slice ------------*- C++ -*-===//
//
// A step that updates its parameters and optimizer state (p - lr * g, SGD
// momentum's trace, Adam's moments) returns them split under fsdp. Upstream's
// partitioner computes the update whole (the parameter and the state
// gathered, the gradient all-reduced) and slices the result at the return:
// every rank would gather the whole optimizer state. A slice of an
// elementwise op is the op on slices of its operands, so the slice moves up
// to the operands: a slice of a gathered argument is the argument (no
// gather), a slice of an all-reduced gradient is a reduce_scatter
// (FSDP.cpp fuses it), a slice of a tensor.empty or a fill is a smaller
// one. The update then runs on each rank's shard. The same holds for the
// forward pass's slices: a bias the partitioner broadcasts to the whole
// batch and then slices is broadcast to the rank's slice (no whole-batch
// buffer, and no collective in the layer, which remat-auto would never
// recompute past); those are the only slices a dp step has, and remat-shard
// sinks them under both strategies.
//
//===----------------------------------------------------------------------===//
#include "FSDP.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::remat;

/// Whether two slices take the same part of their inputs.
static bool sameSlice(shard::AllSliceOp a, shard::AllSliceOp b) {
  return a.getGridAttr() == b.getGridAttr() &&
         a.getGridAxes() == b.getGridAxes() &&
         a.getSliceAxis() == b.getSliceAxis() && a.getType() == b.getType();
}

/// Whether `op` computes each element of its result from the elements of
/// its operands at the same loop indices (all loops parallel, no
/// linalg.index, one result whose indexing map is a permutation): then a
/// slice of the result along a dimension is the op on the operands' slices
/// along the same loop dimension.
static bool isElementwise(linalg::GenericOp op) {
  if (op.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
      op.getNumLoops() != op.getNumParallelLoops() || op.hasIndexSemantics())
    return false;
  for (AffineMap map : op.getIndexingMapsArray())
    if (!map.isProjectedPermutation())
      return false;
  return op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isPermutation();
}

/// Whether `op` only permutes elements (a transpose written as a generic): a
/// slice of it is left for the reduce-scatter fusion, which moves the
/// transpose in front of the gradient's reduction (FSDP.cpp).
static bool isLayoutGeneric(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 1)
    return false;
  auto yield = cast<linalg::YieldOp>(op.getBody()->getTerminator());
  return yield.getNumOperands() == 1 &&
         yield.getOperand(0) == op.getBody()->getArgument(0) &&
         op.getMatchingIndexingMap(op.getDpsInputOperand(0)).isPermutation();
}

/// `value` sliced like `like` slices its input, along `axis`, at the
/// builder's insertion point: without communication where the slice undoes
/// a gather of this rank's part or where the value is a tensor.empty or a
/// fill of one.
static Value createSlice(OpBuilder &builder, shard::AllSliceOp like,
                         Value value, int64_t axis,
                         SmallVectorImpl<shard::AllSliceOp> &created) {
  auto type = cast<RankedTensorType>(value.getType());
  int64_t parts = cast<RankedTensorType>(like.getInput().getType())
                      .getDimSize(like.getSliceAxis().getSExtValue()) /
                  like.getType().getDimSize(like.getSliceAxis().getSExtValue());
  SmallVector<int64_t> shape(type.getShape());
  shape[axis] /= parts;
  auto sliced = RankedTensorType::get(shape, type.getElementType());
  Location loc = like.getLoc();
  // The partitioner follows each gather with an identity cast.
  Value source = value;
  while (auto cast = source.getDefiningOp<tensor::CastOp>()) {
    if (cast.getSource().getType() != cast.getType())
      break;
    source = cast.getSource();
  }
  if (auto gather = source.getDefiningOp<shard::AllGatherOp>())
    if (gather.getGridAttr() == like.getGridAttr() &&
        gather.getGridAxes() == like.getGridAxes() &&
        gather.getGatherAxis().getSExtValue() == axis &&
        gather.getInput().getType() == sliced)
      return gather.getInput();
  if (value.getDefiningOp<tensor::EmptyOp>())
    return tensor::EmptyOp::create(builder, loc, shape, type.getElementType());
  if (auto fill = value.getDefiningOp<linalg::FillOp>())
    if (fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>()) {
      Value empty =
          tensor::EmptyOp::create(builder, loc, shape, type.getElementType());
      return linalg::FillOp::create(builder, loc, fill.getInputs()[0], empty)
          .getResult(0);
    }
  auto slice = shard::AllSliceOp::create(
      builder, loc, sliced, like.getGridAttr(), like.getGridAxesAttr(), value,
      builder.getIndexAttr(axis));
  created.push_back(slice);
  return slice.getResult();
}

/// Replaces the slices of `op`'s result (all alike; `slice` one of them) by
/// `op` on slices of its operands. Returns false where it does not apply.
static bool sinkSlice(shard::AllSliceOp slice,
                      SmallVectorImpl<shard::AllSliceOp> &worklist) {
  auto op = slice.getInput().getDefiningOp<linalg::GenericOp>();
  if (!op || !isElementwise(op) || isLayoutGeneric(op))
    return false;
  SmallVector<shard::AllSliceOp> slices;
  for (Operation *user : op->getResult(0).getUsers()) {
    auto other = dyn_cast<shard::AllSliceOp>(user);
    if (!other || !sameSlice(slice, other))
      return false;
    slices.push_back(other);
  }
  int64_t axis = slice.getSliceAxis().getSExtValue();
  AffineMap resultMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  unsigned loop = resultMap.getDimPosition(axis);
  OpBuilder builder(op);
  SmallVector<Value> operands;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    std::optional<unsigned> position =
        map.getResultPosition(builder.getAffineDimExpr(loop));
    operands.push_back(position ? createSlice(builder, slice, operand.get(),
                                              *position, worklist)
                                : operand.get());
  }
  Operation *sliced = builder.clone(*op);
  sliced->setOperands(operands);
  sliced->getResult(0).setType(slice.getType());
  for (shard::AllSliceOp other : slices) {
    llvm::erase(worklist, other);
    other.replaceAllUsesWith(sliced->getResult(0));
    other.erase();
  }
  op.erase();
  return true;
}

unsigned mlir::remat::sinkSlicesIntoUpdates(func::FuncOp func) {
  // The slices the partitioner put at the return (the split results), and
  // those of replicated values a batch-split op reads (a bias broadcast to
  // the whole batch, then sliced: computed on the slice, it holds 1/N of
  // the buffer, and a recomputation of it too).
  SmallVector<shard::AllSliceOp> worklist;
  func.walk([&](shard::AllSliceOp slice) { worklist.push_back(slice); });
  std::reverse(worklist.begin(), worklist.end());
  // sinkSlice takes the slices it erases off the worklist.
  unsigned sunk = 0;
  while (!worklist.empty()) {
    shard::AllSliceOp slice = worklist.pop_back_val();
    worklist.push_back(slice); // on the list while sinkSlice runs
    bool done = sinkSlice(slice, worklist);
    if (!done)
      llvm::erase(worklist, slice);
    sunk += done;
  }
  // The whole-size destinations the sliced ops no longer write.
  for (Operation &op : llvm::make_early_inc_range(
           llvm::reverse(func.getBody().front().getOperations())))
    if (isa<tensor::EmptyOp>(op) && op.use_empty())
      op.erase();
  // Slices of one value taken for several updates (a gradient read by both
  // of Adam's moments) become one, so that the reduce-scatter fusion sees a
  // gradient with a single user.
  SmallVector<shard::AllSliceOp> slices;
  func.walk([&](shard::AllSliceOp slice) { slices.push_back(slice); });
  DenseSet<Operation *> merged;
  for (shard::AllSliceOp slice : slices) {
    if (merged.contains(slice))
      continue;
    for (Operation *user :
         llvm::make_early_inc_range(slice.getInput().getUsers())) {
      auto other = dyn_cast<shard::AllSliceOp>(user);
      if (!other || other == slice || merged.contains(other) ||
          !sameSlice(slice, other))
        continue;
      if (other->isBeforeInBlock(slice))
        slice->moveBefore(other);
      other.replaceAllUsesWith(slice.getResult());
      merged.insert(other);
      other.erase();
    }
  }
  return sunk;
}

unsigned mlir::remat::foldEmptyCollectives(func::FuncOp func) {
  SmallVector<Operation *> ops;
  func.walk([&](Operation *op) {
    if (isa<shard::AllGatherOp, shard::AllSliceOp, shard::AllToAllOp>(op) &&
        op->getOperand(0).getDefiningOp<tensor::EmptyOp>())
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    // The identity casts the partitioner adds go too.
    SmallVector<Value> values = {op->getResult(0)};
    for (unsigned i = 0; i < values.size(); ++i)
      for (Operation *user : values[i].getUsers())
        if (auto cast = dyn_cast<tensor::CastOp>(user))
          if (cast.getType() == cast.getSource().getType())
            values.push_back(cast.getResult());
    // One tensor.empty right before each user: at the collective (the
    // function entry, where the partitioner put it) it would be allocated
    // from there to its use.
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    for (Value value : llvm::reverse(values))
      for (OpOperand &use : llvm::make_early_inc_range(value.getUses())) {
        if (isa<tensor::CastOp>(use.getOwner()) &&
            llvm::is_contained(values, use.getOwner()->getResult(0)))
          continue;
        OpBuilder builder(use.getOwner());
        use.set(tensor::EmptyOp::create(builder, op->getLoc(), type.getShape(),
                                        type.getElementType()));
      }
    for (Value value : llvm::reverse(values))
      value.getDefiningOp()->erase();
  }
  return ops.size();
}
