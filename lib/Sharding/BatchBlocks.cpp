//===- BatchBlocks.cpp - batch reductions in row blocks ---------*- C++ -*-===//
//
// A weight gradient dW = X^T dY (and a bias gradient, dY's column sum) sums
// over the batch. Computed whole it needs X and dY whole, and a forward
// activation X that remat-auto recomputes for it comes back whole too: on
// the bundled MLP that pins every plan at 80-88 % of the per-rank peak
// (docs/ShardingMemory.md), since recomputation cannot free an op's own
// operands.
//
// Here such reductions are computed in B row blocks of the batch, and so is
// the row-local computation of their operands where that frees something:
//
// * a value only the reductions (or the ops computed in blocks for them)
//   read, produced by a row-local op (the rows of its result read only the
//   same rows of its batch operands: an elementwise op, a matmul whose rows
//   are the batch, a column slice): computed a block at a time, so its
//   whole never exists (dX = dY W^T and the activation's derivative ahead of
//   dW0 = X^T dX);
// * a forward value that at most `maxRecompute` row-local ops compute from
//   the function's arguments (a layer's activation from the input): its
//   block is computed again in the block, so the reduction does not keep
//   the whole value live.
//
// Everything else a reduction reads by rows is read through a slice (a
// view: no copy). The reductions accumulate block after block: block 0
// into the reduction's own initial value, block b into block b - 1's
// result. remat's CPU lowering sums every output element over the batch
// loop one add at a time in the loop's order; split, each element gets the
// same adds in the same order from the same initial value, so the results
// are bit-identical, and every other op computes the same scalars.
//
//===----------------------------------------------------------------------===//
#include "remat/Sharding/BatchBlocks.h"

#include "remat/Analysis/GradientSplit.h"
#include "remat/Sharding/Passes.h"
#include "remat/Support/Functions.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

#include <functional>

using namespace mlir;
using namespace mlir::remat;

namespace {

/// A reduction over the batch: `loop` is a reduction loop its result does
/// not index and that every input indexing it reads as its dimension 0
/// (the batch rows), `rows` of them.
struct BatchReduction {
  linalg::LinalgOp op;
  unsigned loop;
  int64_t rows;
};

} // namespace

static bool hasStaticTensorType(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape() && type.getRank() >= 1;
}

/// Whether `map` reads `loop` as its result 0 and nowhere else.
static bool readsLoopAsRows(AffineMap map, unsigned loop) {
  if (map.getNumResults() == 0)
    return false;
  auto dim = dyn_cast<AffineDimExpr>(map.getResult(0));
  if (!dim || dim.getPosition() != loop)
    return false;
  for (unsigned i = 1, e = map.getNumResults(); i < e; ++i)
    if (map.getResult(i).isFunctionOfDim(loop))
      return false;
  return true;
}

/// A linalg op this file may clone on blocks: on tensors, one result, no
/// linalg.index (a block would see other indices), static shapes.
static bool isClonableLinalg(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
      op.getNumDpsInits() != 1 || op.hasIndexSemantics() ||
      op->getNumRegions() != 1)
    return false;
  for (OpOperand &operand : op->getOpOperands())
    if (isa<ShapedType>(operand.get().getType()) &&
        !hasStaticTensorType(operand.get()))
      return false;
  return true;
}

static std::optional<BatchReduction> getBatchReduction(Operation *op) {
  if (!isa<linalg::MatmulOp, linalg::GenericOp>(op))
    return std::nullopt;
  auto linalgOp = cast<linalg::LinalgOp>(op);
  if (!isClonableLinalg(linalgOp))
    return std::nullopt;
  SmallVector<utils::IteratorType> iterators = linalgOp.getIteratorTypesArray();
  AffineMap resultMap =
      linalgOp.getMatchingIndexingMap(linalgOp.getDpsInitOperand(0));
  for (unsigned loop = 0, e = iterators.size(); loop < e; ++loop) {
    if (iterators[loop] != utils::IteratorType::reduction ||
        resultMap.isFunctionOfDim(loop))
      continue;
    std::optional<int64_t> rows;
    bool valid = true;
    for (OpOperand *input : linalgOp.getDpsInputOperands()) {
      AffineMap map = linalgOp.getMatchingIndexingMap(input);
      if (!map.isFunctionOfDim(loop))
        continue;
      if (!readsLoopAsRows(map, loop)) {
        valid = false;
        break;
      }
      int64_t extent =
          cast<RankedTensorType>(input->get().getType()).getDimSize(0);
      if (rows && *rows != extent) {
        valid = false;
        break;
      }
      rows = extent;
    }
    if (valid && rows)
      return BatchReduction{linalgOp, loop, *rows};
  }
  return std::nullopt;
}

/// The operands of `op` whose dimension 0 holds the rows of `op`'s result
/// (for a reduction: of its batch loop), if `op` is row-local: the rows of
/// its result read only the same rows of these operands, and every other
/// operand whole. std::nullopt if it is not row-local.
static std::optional<SmallVector<unsigned>> getRowOperands(Operation *op) {
  if (auto empty = dyn_cast<tensor::EmptyOp>(op)) {
    if (!hasStaticTensorType(empty.getResult()))
      return std::nullopt;
    return SmallVector<unsigned>{};
  }
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    // Every row of the source, the same rank: block b of the slice is the
    // slice of block b.
    auto source = slice.getSourceType();
    if (!hasStaticTensorType(slice.getSource()) ||
        !hasStaticTensorType(slice.getResult()) ||
        slice.getResultType().getRank() != source.getRank() ||
        !slice.hasUnitStride() || slice.getStaticOffsets()[0] != 0 ||
        slice.getStaticSizes()[0] != source.getDimSize(0) ||
        ShapedType::isDynamicShape(slice.getStaticOffsets()) ||
        ShapedType::isDynamicShape(slice.getStaticSizes()))
      return std::nullopt;
    return SmallVector<unsigned>{0};
  }
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !isClonableLinalg(linalgOp) ||
      !hasStaticTensorType(op->getResult(0)))
    return std::nullopt;
  AffineMap resultMap =
      linalgOp.getMatchingIndexingMap(linalgOp.getDpsInitOperand(0));
  if (resultMap.getNumResults() == 0)
    return std::nullopt;
  auto rowDim = dyn_cast<AffineDimExpr>(resultMap.getResult(0));
  if (!rowDim)
    return std::nullopt;
  unsigned loop = rowDim.getPosition();
  if (linalgOp.getIteratorTypesArray()[loop] != utils::IteratorType::parallel)
    return std::nullopt;
  SmallVector<unsigned> rowOperands;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = linalgOp.getMatchingIndexingMap(&operand);
    if (!map.isFunctionOfDim(loop))
      continue;
    if (!readsLoopAsRows(map, loop))
      return std::nullopt;
    rowOperands.push_back(operand.getOperandNumber());
  }
  return rowOperands;
}

/// Ops computed again for free in every block: a tensor.empty, a fill of one.
static bool isFree(Operation *op) {
  if (isa<tensor::EmptyOp>(op))
    return true;
  auto fill = dyn_cast<linalg::FillOp>(op);
  return fill && fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>() &&
         getRowOperands(op);
}

/// Rows [offset, offset + size) of `value` (a view in the lowering).
static Value sliceRows(OpBuilder &builder, Location loc, Value value,
                       int64_t offset, int64_t size) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<OpFoldResult> offsets(type.getRank(), builder.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes;
  for (int64_t extent : type.getShape())
    sizes.push_back(builder.getIndexAttr(extent));
  SmallVector<OpFoldResult> strides(type.getRank(), builder.getIndexAttr(1));
  offsets[0] = builder.getIndexAttr(offset);
  sizes[0] = builder.getIndexAttr(size);
  return tensor::ExtractSliceOp::create(builder, loc, value, offsets, sizes,
                                        strides);
}

static RankedTensorType withRows(Type type, int64_t rows) {
  auto tensor = cast<RankedTensorType>(type);
  SmallVector<int64_t> shape(tensor.getShape());
  shape[0] = rows;
  return tensor.clone(shape);
}

namespace {

/// One group of reductions that read the same rows (a layer's weight and
/// bias gradients), split together: one block's operands serve all.
class GroupSplitter {
public:
  GroupSplitter(Block &body, const GradientSplit &split,
                ArrayRef<BatchReduction> members, int64_t blocks,
                unsigned maxRecompute)
      : body(body), split(split), members(members), blocks(blocks),
        maxRecompute(maxRecompute) {}

  /// Finds what the blocks compute and what they slice; false if the
  /// group cannot be split into `blocks`.
  bool analyze();
  /// Values read by rows through a slice (not computed in the blocks, not
  /// arguments), after analyze().
  SmallVector<Value> getSlicedValues();
  /// Adds another group's reductions (analyze() again after).
  void merge(ArrayRef<BatchReduction> more);
  ArrayRef<BatchReduction> getMembers() const { return members; }
  /// Splits the analyzed group if that frees a whole operand; returns the
  /// ops computed in blocks (0: unchanged).
  unsigned run();

private:
  bool isMember(Operation *op) {
    return llvm::any_of(members, [&](BatchReduction &member) {
      return member.op.getOperation() == op;
    });
  }
  /// Row operands of a member or of an op computed in blocks.
  SmallVector<Value> getRowValues(Operation *op);
  /// Adds to `blocked` the ops whose results only the group reads.
  void collectDyingProducers();
  /// Adds to `blocked` the cone of forward value `value` if at most
  /// maxRecompute ops compute it from the arguments by rows.
  void collectForwardCone(Value value);
  /// Whether `value` is, or can be made (by moving free ops up), defined
  /// before `point`.
  bool makeAvailable(Value value, Operation *point);
  Value getBlock(Value value, int64_t block, DenseMap<Value, Value> &memo,
                 OpBuilder &builder);

  Block &body;
  const GradientSplit &split;
  SmallVector<BatchReduction> members;
  int64_t blocks;
  unsigned maxRecompute;
  int64_t blockRows = 0;
  llvm::SetVector<Operation *> blocked;
};

} // namespace

SmallVector<Value> GroupSplitter::getRowValues(Operation *op) {
  SmallVector<Value> values;
  for (BatchReduction &member : members) {
    if (member.op.getOperation() != op)
      continue;
    for (OpOperand *input : member.op.getDpsInputOperands())
      if (member.op.getMatchingIndexingMap(input).isFunctionOfDim(member.loop))
        values.push_back(input->get());
    return values;
  }
  SmallVector<unsigned> rowOperands = *getRowOperands(op);
  for (unsigned index : rowOperands)
    values.push_back(op->getOperand(index));
  return values;
}

void GroupSplitter::collectDyingProducers() {
  auto isInGroup = [&](Operation *op) {
    return isMember(op) || blocked.contains(op);
  };
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<Operation *> readers;
    for (BatchReduction &member : members)
      readers.push_back(member.op);
    readers.append(blocked.begin(), blocked.end());
    for (Operation *reader : readers)
      for (Value value : getRowValues(reader)) {
        Operation *producer = value.getDefiningOp();
        if (!producer || producer->getBlock() != &body ||
            blocked.contains(producer) || isMember(producer) ||
            !getRowOperands(producer))
          continue;
        if (!isFree(producer) && !llvm::all_of(value.getUsers(), isInGroup))
          continue;
        blocked.insert(producer);
        changed = true;
      }
  }
}

void GroupSplitter::collectForwardCone(Value value) {
  llvm::SetVector<Operation *> cone;
  unsigned cost = 0;
  SmallVector<Value> worklist{value};
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    if (isa<BlockArgument>(current))
      continue;
    Operation *producer = current.getDefiningOp();
    if (blocked.contains(producer) || cone.contains(producer))
      continue;
    // Forward ops only (a gradient value is computed once, after the
    // forward pass), in the body, row-local.
    if (producer->getBlock() != &body || split.isGradientOp(producer) ||
        !getRowOperands(producer))
      return;
    cone.insert(producer);
    if (!isFree(producer) && ++cost > maxRecompute)
      return;
    SmallVector<unsigned> rowOperands = *getRowOperands(producer);
    for (unsigned index : rowOperands)
      worklist.push_back(producer->getOperand(index));
  }
  blocked.insert(cone.begin(), cone.end());
}

bool GroupSplitter::makeAvailable(Value value, Operation *point) {
  if (isa<BlockArgument>(value))
    return true;
  Operation *producer = value.getDefiningOp();
  if (producer->getBlock() != &body)
    return false;
  if (producer->isBeforeInBlock(point))
    return true;
  // A free op (an empty, its fill) or a constant, defined after the
  // group's first op (the second reduction's initial value): moved up.
  if (!(isFree(producer) || producer->hasTrait<OpTrait::ConstantLike>()) ||
      blocked.contains(producer) || isMember(producer))
    return false;
  for (Value operand : producer->getOperands())
    if (!makeAvailable(operand, point))
      return false;
  producer->moveBefore(point);
  return true;
}

Value GroupSplitter::getBlock(Value value, int64_t block,
                              DenseMap<Value, Value> &memo,
                              OpBuilder &builder) {
  if (Value known = memo.lookup(value))
    return known;
  Operation *producer = value.getDefiningOp();
  Value result;
  if (!producer || !blocked.contains(producer)) {
    result =
        sliceRows(builder, value.getLoc(), value, block * blockRows, blockRows);
  } else if (auto empty = dyn_cast<tensor::EmptyOp>(producer)) {
    result = tensor::EmptyOp::create(builder, empty.getLoc(),
                                     withRows(empty.getType(), blockRows),
                                     ValueRange{});
  } else if (auto slice = dyn_cast<tensor::ExtractSliceOp>(producer)) {
    SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
    sizes[0] = builder.getIndexAttr(blockRows);
    result = tensor::ExtractSliceOp::create(
        builder, slice.getLoc(),
        getBlock(slice.getSource(), block, memo, builder),
        slice.getMixedOffsets(), sizes, slice.getMixedStrides());
  } else {
    SmallVector<Value> operands(producer->getOperands());
    SmallVector<unsigned> rowOperands = *getRowOperands(producer);
    for (unsigned index : rowOperands)
      operands[index] = getBlock(operands[index], block, memo, builder);
    // A clone keeps the op's maps, payload and attributes.
    Operation *clone = builder.clone(*producer);
    clone->setOperands(operands);
    clone->getResult(0).setType(
        withRows(producer->getResult(0).getType(), blockRows));
    result = clone->getResult(0);
  }
  memo[value] = result;
  return result;
}

bool GroupSplitter::analyze() {
  blocked.clear();
  int64_t rows = members.front().rows;
  if (llvm::any_of(members,
                   [&](BatchReduction &m) { return m.rows != rows; }) ||
      blocks < 2 || rows % blocks != 0)
    return false;
  blockRows = rows / blocks;

  collectDyingProducers();
  // Forward values read by rows (by a member or by an op computed in
  // blocks) whose cone is small: computed again per block.
  for (unsigned i = 0; i < blocked.size() + members.size(); ++i) {
    Operation *reader = i < members.size() ? members[i].op.getOperation()
                                           : blocked[i - members.size()];
    for (Value value : getRowValues(reader))
      if (!isa<BlockArgument>(value) &&
          !blocked.contains(value.getDefiningOp()) &&
          !split.gradientValues.contains(value) &&
          !split.isGradientOp(value.getDefiningOp()))
        collectForwardCone(value);
  }
  return true;
}

SmallVector<Value> GroupSplitter::getSlicedValues() {
  SmallVector<Value> sliced;
  SmallVector<Operation *> readers;
  for (BatchReduction &member : members)
    readers.push_back(member.op);
  readers.append(blocked.begin(), blocked.end());
  for (Operation *reader : readers)
    for (Value value : getRowValues(reader))
      if (!isa<BlockArgument>(value) &&
          !blocked.contains(value.getDefiningOp()) &&
          !llvm::is_contained(sliced, value))
        sliced.push_back(value);
  return sliced;
}

void GroupSplitter::merge(ArrayRef<BatchReduction> more) {
  members.append(more.begin(), more.end());
  llvm::sort(members, [](BatchReduction &a, BatchReduction &b) {
    return a.op->isBeforeInBlock(b.op);
  });
}

unsigned GroupSplitter::run() {
  // Nothing but empties and fills: no whole operand is freed, and blocks
  // would only add ops.
  unsigned computed =
      llvm::count_if(blocked, [](Operation *op) { return !isFree(op); });
  if (computed == 0) {
    blocked.clear();
    return 0;
  }

  // The blocks replace the group at its first member; whatever they read
  // whole must be defined there.
  Operation *point = members.front().op;
  SmallVector<Value> wholeReads;
  // Values a payload reads from above.
  auto addRegionReads = [&](Operation *op) {
    for (Region &region : op->getRegions())
      region.walk([&](Operation *nested) {
        for (Value operand : nested->getOperands())
          if (!op->isAncestor(operand.getParentRegion()->getParentOp()))
            wholeReads.push_back(operand);
      });
  };
  for (BatchReduction &member : members) {
    for (OpOperand &operand : member.op->getOpOperands()) {
      bool rowInput =
          operand.getOperandNumber() < member.op.getNumDpsInputs() &&
          member.op.getMatchingIndexingMap(&operand).isFunctionOfDim(
              member.loop);
      Operation *producer = operand.get().getDefiningOp();
      if (!rowInput || !producer || !blocked.contains(producer))
        wholeReads.push_back(operand.get());
    }
    addRegionReads(member.op);
  }
  for (Operation *op : blocked) {
    SmallVector<unsigned> rowOperands = *getRowOperands(op);
    for (OpOperand &operand : op->getOpOperands()) {
      Operation *producer = operand.get().getDefiningOp();
      if (!llvm::is_contained(rowOperands, operand.getOperandNumber()) ||
          !producer || !blocked.contains(producer))
        wholeReads.push_back(operand.get());
    }
    addRegionReads(op);
  }
  for (Value value : wholeReads)
    if (!makeAvailable(value, point)) {
      blocked.clear();
      return 0;
    }

  OpBuilder builder(point);
  SmallVector<Value> accumulators;
  for (BatchReduction &member : members)
    accumulators.push_back(member.op.getDpsInits()[0]);
  for (int64_t block = 0; block < blocks; ++block) {
    DenseMap<Value, Value> memo;
    for (auto [member, accumulator] : llvm::zip(members, accumulators)) {
      SmallVector<Value> operands(member.op->getOperands());
      for (OpOperand *input : member.op.getDpsInputOperands())
        if (member.op.getMatchingIndexingMap(input).isFunctionOfDim(
                member.loop))
          operands[input->getOperandNumber()] =
              getBlock(input->get(), block, memo, builder);
      operands[member.op.getDpsInitOperand(0)->getOperandNumber()] =
          accumulator;
      Operation *part = builder.clone(*member.op);
      part->setOperands(operands);
      accumulator = part->getResult(0);
    }
  }
  for (auto [member, accumulator] : llvm::zip(members, accumulators)) {
    member.op->getResult(0).replaceAllUsesWith(accumulator);
    member.op->erase();
  }
  // The whole values nothing reads any more, last first.
  SmallVector<Operation *> dead(blocked.begin(), blocked.end());
  llvm::sort(dead,
             [](Operation *a, Operation *b) { return b->isBeforeInBlock(a); });
  for (Operation *op : dead)
    if (op->use_empty())
      op->erase();
  return computed;
}

BatchBlockCounts mlir::remat::splitBatchReductions(func::FuncOp func,
                                                   int64_t blocks,
                                                   unsigned maxRecompute,
                                                   unsigned maxLayers) {
  BatchBlockCounts counts;
  if (blocks < 2 || !func.getBody().hasOneBlock())
    return counts;
  Block &body = func.getBody().front();
  GradientSplit split = findGradientSplit(func);
  if (!split.exists())
    return counts;
  // The reductions of the gradient computation, grouped by the rows they
  // read (a layer's weight and bias gradients read the same dY).
  SmallVector<BatchReduction> reductions;
  for (Operation &op : body)
    if (split.isGradientOp(&op))
      if (std::optional<BatchReduction> reduction = getBatchReduction(&op))
        reductions.push_back(*reduction);
  SmallVector<unsigned> leader(reductions.size());
  std::function<unsigned(unsigned)> find = [&](unsigned index) {
    return leader[index] == index ? index : leader[index] = find(leader[index]);
  };
  DenseMap<Value, unsigned> firstReader;
  for (auto [index, reduction] : llvm::enumerate(reductions)) {
    leader[index] = index;
    for (OpOperand *input : reduction.op.getDpsInputOperands()) {
      if (!reduction.op.getMatchingIndexingMap(input).isFunctionOfDim(
              reduction.loop))
        continue;
      auto [it, inserted] = firstReader.try_emplace(input->get(), index);
      if (!inserted)
        leader[find(index)] = find(it->second);
    }
  }
  // Program order within a group (reductions is in program order).
  SmallVector<SmallVector<BatchReduction>> groups(reductions.size());
  for (auto [index, reduction] : llvm::enumerate(reductions))
    groups[find(index)].push_back(reduction);
  llvm::erase_if(groups, [](auto &members) { return members.empty(); });
  // Last group first: a group whose blocks read by slices a gradient value
  // that an earlier group reduces takes that group in (up to `maxLayers`
  // groups), so the value is computed in the blocks too (a layer's dY is
  // then never whole: dX of the layer above, computed a block at a time).
  SmallVector<bool> done(groups.size(), false);
  // Found again only after a group's rewrite added ops the earlier split
  // does not know: once per group would make the rescue of a step where no
  // group splits (a 100k-op transformer stack) quadratic in its ops.
  bool splitIsStale = false;
  for (unsigned last = groups.size(); last-- > 0;) {
    if (done[last])
      continue;
    done[last] = true;
    if (splitIsStale) {
      split = findGradientSplit(func);
      splitIsStale = false;
    }
    GroupSplitter splitter(body, split, groups[last], blocks, maxRecompute);
    if (!splitter.analyze())
      continue;
    for (unsigned layers = 1; layers < maxLayers; ++layers) {
      SmallVector<Value> sliced = splitter.getSlicedValues();
      std::optional<unsigned> other;
      for (unsigned g = last; g-- > 0 && !other;)
        if (!done[g])
          for (BatchReduction &member : groups[g])
            for (OpOperand *input : member.op.getDpsInputOperands())
              if (member.op.getMatchingIndexingMap(input).isFunctionOfDim(
                      member.loop) &&
                  split.gradientValues.contains(input->get()) &&
                  llvm::is_contained(sliced, input->get()))
                other = g;
      if (!other)
        break;
      done[*other] = true;
      splitter.merge(groups[*other]);
      if (!splitter.analyze())
        break;
    }
    if (unsigned computed = splitter.run()) {
      splitIsStale = true;
      ++counts.groups;
      counts.blockedOps += computed;
    }
  }
  return counts;
}

namespace mlir::remat {
#define GEN_PASS_DEF_REMATSPLITBATCH
#include "remat/Sharding/Passes.h.inc"
} // namespace mlir::remat

namespace {

struct SplitBatchPass
    : public mlir::remat::impl::RematSplitBatchBase<SplitBatchPass> {
  using RematSplitBatchBase::RematSplitBatchBase;

  void runOnOperation() override {
    if (blocks < 2) {
      getOperation()->emitError()
          << "remat-split-batch: blocks must be at least 2, got "
          << static_cast<int64_t>(blocks);
      return signalPassFailure();
    }
    for (func::FuncOp func :
         getDefinedFunctions<func::FuncOp>(getOperation())) {
      BatchBlockCounts counts =
          splitBatchReductions(func, blocks, recompute, layers);
      numGroups += counts.groups;
      numBlockedOps += counts.blockedOps;
    }
  }
};

} // namespace
