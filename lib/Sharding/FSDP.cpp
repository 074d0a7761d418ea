//===- FSDP.cpp - fsdp's collectives at their uses ---------------*- C++
//-*-===//
//
// Upstream's partitioner gathers a split parameter where its annotation is,
// at the function entry: every full parameter would be live from the start
// of the step to its last use in the backward pass, which is what FSDP is
// meant to avoid. Here each gather moves to just before its first user in
// each phase of the step (forward, gradient computation: remat's gradient
// split, docs/Conventions.md), one gather per phase, so the gathered copy
// lives only while that phase's users need it. A gradient the partitioner
// all-reduces and then slices becomes one reduce_scatter.
//
//===----------------------------------------------------------------------===//
#include "FSDP.h"

#include "remat/Analysis/GradientSplit.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::remat;

/// The top-level op of `block` that holds `op`.
static Operation *getTopLevel(Block &block, Operation *op) {
  return block.findAncestorOpInBlock(*op);
}

/// Drops the identity tensor.casts the partitioner puts after a gather.
static void foldIdentityCasts(Value value) {
  for (Operation *user : llvm::make_early_inc_range(value.getUsers()))
    if (auto cast = dyn_cast<tensor::CastOp>(user))
      if (cast.getType() == value.getType()) {
        cast.replaceAllUsesWith(value);
        cast.erase();
      }
}

/// Moves every gather of a function argument to its users, one copy per
/// phase. Returns the number of gathers placed.
static unsigned sinkGathers(func::FuncOp func) {
  Block &body = func.getBody().front();
  SmallVector<shard::AllGatherOp> gathers;
  for (auto gather : body.getOps<shard::AllGatherOp>())
    if (isa<BlockArgument>(gather.getInput()))
      gathers.push_back(gather);
  if (gathers.empty())
    return 0;
  GradientSplit split = findGradientSplit(func);
  // The first op of the gradient computation. Under the cotangent rule an
  // op is in the gradient computation by program order: the transpose of a
  // weight for the backward matmul does not depend on the cotangent, but it
  // runs there, and a forward gather kept alive for it would span the step.
  Operation *start = nullptr;
  if (split.exists())
    start = &*std::next(body.begin(), *split.start);
  auto inGradient = [&](Operation *op) {
    if (!start)
      return false;
    if (split.rule == GradientRule::cotangent)
      return op == start || start->isBeforeInBlock(op);
    return split.isGradientOp(op);
  };
  unsigned placed = 0;
  for (shard::AllGatherOp gather : gathers) {
    foldIdentityCasts(gather.getResult());
    // The uses of each phase, and the earliest user of each.
    SmallVector<OpOperand *> uses[2];
    Operation *first[2] = {nullptr, nullptr};
    for (OpOperand &use : gather->getUses()) {
      Operation *user = getTopLevel(body, use.getOwner());
      unsigned phase = inGradient(user) ? 1 : 0;
      uses[phase].push_back(&use);
      if (!first[phase] || user->isBeforeInBlock(first[phase]))
        first[phase] = user;
    }
    for (unsigned phase : {0u, 1u}) {
      if (uses[phase].empty())
        continue;
      OpBuilder builder(first[phase]);
      Operation *copy = builder.clone(*gather);
      // Upstream declares all_gather pure: two gathers of one parameter
      // would be the same op to CSE, which would merge the backward gather
      // into the forward one (every weight live across the step again).
      // The phase, as an attribute, makes them different ops.
      copy->setAttr(kFSDPPhaseAttr, builder.getI64IntegerAttr(phase));
      for (OpOperand *use : uses[phase])
        use->set(copy->getResult(0));
      ++placed;
    }
    gather.erase();
  }
  return placed;
}

/// Whether `op` only moves elements (a transpose or a reshape): a sum over
/// the grid commutes with it, so it may run before the reduction instead
/// of after it.
/// The permutation of a transpose: a linalg.transpose, or a linalg.generic
/// that copies its one input with permuted indexing maps (as JAX's import
/// writes a weight gradient's transpose). Result dimension i is input
/// dimension permutation[i].
static std::optional<SmallVector<int64_t>> getPermutation(Operation *op) {
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op))
    return SmallVector<int64_t>(transpose.getPermutation());
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumLoops() != generic.getNumParallelLoops())
    return std::nullopt;
  auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  if (yield.getNumOperands() != 1 ||
      yield.getOperand(0) != generic.getBody()->getArgument(0))
    return std::nullopt;
  AffineMap in = generic.getMatchingIndexingMap(generic.getDpsInputOperand(0));
  AffineMap out = generic.getMatchingIndexingMap(generic.getDpsInitOperand(0));
  if (!in.isPermutation() || !out.isPermutation())
    return std::nullopt;
  SmallVector<int64_t> permutation;
  for (unsigned i = 0; i < out.getNumResults(); ++i)
    permutation.push_back(*in.getResultPosition(out.getResult(i)));
  return permutation;
}

static bool isLayoutOp(Operation *op) {
  return isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op) ||
         getPermutation(op).has_value();
}

/// `op` applied to `input` instead of its own input, at the builder's
/// insertion point (a transpose gets a destination of its own there).
static Value cloneLayoutOp(OpBuilder &builder, Operation *op, Value input) {
  Location loc = op->getLoc();
  if (std::optional<SmallVector<int64_t>> permutation = getPermutation(op)) {
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    Value init = tensor::EmptyOp::create(builder, loc, type.getShape(),
                                         type.getElementType());
    return linalg::TransposeOp::create(builder, loc, input, init, *permutation)
        ->getResult(0);
  }
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    return tensor::CollapseShapeOp::create(builder, loc, collapse.getType(),
                                           input,
                                           collapse.getReassociationIndices());
  auto expand = cast<tensor::ExpandShapeOp>(op);
  return tensor::ExpandShapeOp::create(builder, loc, expand.getType(), input,
                                       expand.getReassociationIndices(),
                                       expand.getMixedOutputShape());
}

/// The layout ops of `layout` (last first) applied to `input` at the
/// builder's insertion point, consecutive transposes composed into one and
/// dropped where they compose to the identity (a PyTorch export transposes
/// a weight's gradient and transposes it back): each transpose left would
/// hold one more full-size gradient buffer beside the unreduced one.
static Value cloneLayoutChain(OpBuilder &builder, ArrayRef<Operation *> layout,
                              Value input) {
  SmallVector<int64_t> pending; // The composed permutation not yet applied.
  Location last = builder.getUnknownLoc(); // The last transpose's.
  auto flush = [&]() {
    if (pending.empty())
      return;
    bool identity = llvm::all_of(llvm::enumerate(pending), [](auto entry) {
      return entry.value() == static_cast<int64_t>(entry.index());
    });
    if (!identity) {
      Location loc = last;
      auto type = cast<RankedTensorType>(input.getType());
      SmallVector<int64_t> shape;
      for (int64_t dim : pending)
        shape.push_back(type.getDimSize(dim));
      Value init =
          tensor::EmptyOp::create(builder, loc, shape, type.getElementType());
      input = linalg::TransposeOp::create(builder, loc, input, init, pending)
                  ->getResult(0);
    }
    pending.clear();
  };
  for (Operation *op : llvm::reverse(layout)) {
    std::optional<SmallVector<int64_t>> permuted = getPermutation(op);
    if (!permuted) {
      flush();
      input = cloneLayoutOp(builder, op, input);
      continue;
    }
    ArrayRef<int64_t> permutation = *permuted;
    if (pending.empty()) {
      pending.assign(permutation.begin(), permutation.end());
    } else {
      // Output dimension i of the second is its input's dimension
      // permutation[i], which is dimension pending[permutation[i]] of the
      // first's input.
      SmallVector<int64_t> composed;
      for (int64_t dim : permutation)
        composed.push_back(pending[dim]);
      pending = std::move(composed);
    }
    last = op->getLoc();
  }
  flush();
  return input;
}

/// all_reduce (sum) whose only user slices it along the same grid axes,
/// possibly through transposes and reshapes that have one user each (a
/// PyTorch export computes a weight's gradient transposed and transposes it
/// back): one reduce_scatter, which the MPI lowering can do without the
/// whole reduced tensor, after the layout ops, which then move the
/// unreduced gradient instead (a sum over the grid commutes with them).
static unsigned fuseReduceScatters(func::FuncOp func) {
  SmallVector<shard::AllSliceOp> slices;
  func.walk([&](shard::AllSliceOp slice) { slices.push_back(slice); });
  unsigned fused = 0;
  for (shard::AllSliceOp slice : slices) {
    // The layout ops between the all_reduce and the slice, last first.
    SmallVector<Operation *> layout;
    Value source = slice.getInput();
    while (Operation *def = source.getDefiningOp()) {
      if (!isLayoutOp(def) || !def->hasOneUse())
        break;
      layout.push_back(def);
      source = def->getOperand(0);
    }
    auto reduce = source.getDefiningOp<shard::AllReduceOp>();
    if (!reduce || !reduce->hasOneUse() ||
        reduce.getGridAttr() != slice.getGridAttr() ||
        reduce.getGridAxes() != slice.getGridAxes())
      continue;
    // Right after the gradient is computed (the partitioner put the pair
    // at the return): the whole gradient is freed as soon as it is
    // scattered, not held to the end of the step.
    OpBuilder builder(slice);
    if (Operation *producer = reduce.getInput().getDefiningOp())
      builder.setInsertionPointAfter(producer);
    Value unreduced = cloneLayoutChain(builder, layout, reduce.getInput());
    auto scatter = shard::ReduceScatterOp::create(
        builder, slice.getLoc(), slice.getType(), reduce.getGridAttr(),
        reduce.getGridAxesAttr(), unreduced, reduce.getReductionAttr(),
        slice.getSliceAxisAttr());
    slice.replaceAllUsesWith(scatter.getResult());
    slice.erase();
    for (Operation *op : layout)
      op->erase();
    reduce.erase();
    ++fused;
  }
  return fused;
}

FSDPRewriteCounts mlir::remat::rewriteFSDPCollectives(func::FuncOp func) {
  FSDPRewriteCounts counts;
  counts.scatters = fuseReduceScatters(func);
  counts.gathers = sinkGathers(func);
  return counts;
}
