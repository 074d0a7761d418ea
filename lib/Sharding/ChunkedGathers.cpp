//===- ChunkedGathers.cpp - fsdp's gathers one shard at a time --*- C++ -*-===//
//
// Under fsdp a matmul that reads a parameter gathered whole holds the whole
// weight on every rank while it runs: with the gradients split, that one
// buffer is what remat-auto's plans peak at on the larger exports
// (docs/ShardingMemory.md, "The 50 % budget"). The weight is split on its first
// axis, which the matmul reads as one of its loops; the matmul is made N
// matmuls, one per shard, each reading that shard brought in from its owner
// (a shard.broadcast of the argument, lowered to MPI_Bcast), so one shard is
// live at a time (with `parts` > 1, one `parts`-th of a shard: each
// shard is broadcast in `parts` pieces of consecutive rows, a slice of the
// argument at the root):
//
// * the shard's loop is the reduction (k): each matmul reads the matching
//   columns (or rows) of the other operand and accumulates into the
//   previous one's result, shard 0 first. Every element is summed over k
//   in the same order from the same initial value as by the whole matmul,
//   so the result is bit-identical (remat's CPU lowering runs the k loop
//   innermost, one add at a time);
// * the shard's loop is parallel (m or n): each matmul computes the
//   matching rows (or columns) of the result into a slice of the
//   destination; nothing is summed differently.
//
//===----------------------------------------------------------------------===//
#include "FSDP.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::remat;

namespace {

/// How one matmul reads a gathered weight: which operand, and the matmul
/// loop the weight's first (split) dimension is.
struct ChunkableUse {
  linalg::MatmulOp matmul;
  unsigned operand; // 0 or 1: the gathered weight's input position.
  unsigned loop;    // The matmul loop of the weight's dimension 0.
};

} // namespace

/// The loop of `map`'s result `index` if it is a plain loop dimension.
static std::optional<unsigned> getLoop(AffineMap map, unsigned index) {
  if (index >= map.getNumResults())
    return std::nullopt;
  auto dim = dyn_cast<AffineDimExpr>(map.getResult(index));
  if (!dim)
    return std::nullopt;
  return dim.getPosition();
}

/// Whether `use` reads the gathered weight as one input of a 2-d matmul on
/// tensors whose operands are read through plain loop dimensions (the
/// default maps or fold-transposes' transposed ones), and not twice.
static std::optional<ChunkableUse> getChunkableUse(OpOperand &use) {
  auto matmul = dyn_cast<linalg::MatmulOp>(use.getOwner());
  if (!matmul || !matmul.hasPureTensorSemantics() ||
      use.getOperandNumber() > 1 ||
      matmul.getInputs()[0] == matmul.getInputs()[1])
    return std::nullopt;
  SmallVector<AffineMap> maps = matmul.getIndexingMapsArray();
  for (AffineMap map : maps)
    if (map.getNumResults() != 2 || !map.isProjectedPermutation())
      return std::nullopt;
  std::optional<unsigned> loop = getLoop(maps[use.getOperandNumber()], 0);
  if (!loop)
    return std::nullopt;
  // The loop must index what the chunks slice: the other operand (a
  // reduction) or the result (a parallel loop).
  AffineExpr expr = getAffineDimExpr(*loop, matmul.getContext());
  bool reduction =
      matmul.getIteratorTypesArray()[*loop] == utils::IteratorType::reduction;
  AffineMap sliced = reduction ? maps[1 - use.getOperandNumber()] : maps[2];
  if (!sliced.getResultPosition(expr))
    return std::nullopt;
  return ChunkableUse{matmul, use.getOperandNumber(), *loop};
}

/// Position of `loop` among `map`'s results.
static unsigned getPosition(AffineMap map, unsigned loop) {
  return *map.getResultPosition(getAffineDimExpr(loop, map.getContext()));
}

Value mlir::remat::slice2d(OpBuilder &builder, Location loc, Value value,
                           unsigned dim, int64_t offset, int64_t size) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<OpFoldResult> offsets(2, builder.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes;
  for (int64_t extent : type.getShape())
    sizes.push_back(builder.getIndexAttr(extent));
  SmallVector<OpFoldResult> strides(2, builder.getIndexAttr(1));
  offsets[dim] = builder.getIndexAttr(offset);
  sizes[dim] = builder.getIndexAttr(size);
  return tensor::ExtractSliceOp::create(builder, loc, value, offsets, sizes,
                                        strides);
}

Value mlir::remat::insert2d(OpBuilder &builder, Location loc, Value part,
                            Value into, unsigned dim, int64_t offset) {
  SmallVector<OpFoldResult> offsets(2, builder.getIndexAttr(0));
  offsets[dim] = builder.getIndexAttr(offset);
  SmallVector<OpFoldResult> sizes;
  for (int64_t extent : cast<RankedTensorType>(part.getType()).getShape())
    sizes.push_back(builder.getIndexAttr(extent));
  SmallVector<OpFoldResult> strides(2, builder.getIndexAttr(1));
  return tensor::InsertSliceOp::create(builder, loc, part, into, offsets, sizes,
                                       strides);
}

/// Replaces `use`'s matmul by one matmul per piece of `gather`'s input:
/// `parts` pieces of consecutive rows per shard, each broadcast from the
/// shard's owner (a slice of the argument at the root). `tag` tells this
/// use's broadcasts apart from another's of the same parameter (they are
/// pure: CSE would merge them and keep the shards of both uses live in
/// between).
static void chunkMatmul(shard::AllGatherOp gather, const ChunkableUse &use,
                        int64_t ranks, int64_t parts, int64_t tag) {
  linalg::MatmulOp matmul = use.matmul;
  Location loc = matmul.getLoc();
  SmallVector<AffineMap> maps = matmul.getIndexingMapsArray();
  auto shardType = cast<RankedTensorType>(gather.getInput().getType());
  int64_t chunk = shardType.getDimSize(0) / parts;
  bool reduction = matmul.getIteratorTypesArray()[use.loop] ==
                   utils::IteratorType::reduction;
  unsigned other = 1 - use.operand;
  OpBuilder builder(matmul);
  Value acc = matmul.getOutputs()[0];
  // Piece p of the whole weight: rows [p * chunk, (p + 1) * chunk), piece
  // p % parts of rank p / parts's shard; in row order, so a reduction sums
  // over k in the whole matmul's order.
  for (int64_t piece = 0; piece < ranks * parts; ++piece) {
    int64_t rank = piece / parts;
    Value input = gather.getInput();
    if (parts > 1)
      input = slice2d(builder, loc, input, 0, (piece % parts) * chunk, chunk);
    auto broadcast = shard::BroadcastOp::create(
        builder, loc, input.getType(), gather.getGridAttr(),
        gather.getGridAxesAttr(), input, builder.getDenseI64ArrayAttr({rank}),
        ValueRange{});
    if (Attribute phase = gather->getAttr(kFSDPPhaseAttr))
      broadcast->setAttr(kFSDPPhaseAttr, phase);
    broadcast->setAttr(kFSDPChunkAttr, builder.getI64IntegerAttr(tag));
    SmallVector<Value> inputs(matmul.getInputs());
    inputs[use.operand] = broadcast.getResult();
    Value init = acc;
    if (reduction) {
      // The other operand's matching part of the reduction.
      unsigned dim = getPosition(maps[other], use.loop);
      inputs[other] =
          slice2d(builder, loc, inputs[other], dim, piece * chunk, chunk);
    } else {
      unsigned dim = getPosition(maps[2], use.loop);
      init = slice2d(builder, loc, acc, dim, piece * chunk, chunk);
    }
    // A clone keeps the matmul's maps and attributes.
    Operation *part = builder.clone(*matmul);
    inputs.push_back(init);
    part->setOperands(inputs);
    part->getResult(0).setType(init.getType());
    if (reduction) {
      acc = part->getResult(0);
      continue;
    }
    unsigned dim = getPosition(maps[2], use.loop);
    acc = insert2d(builder, loc, part->getResult(0), acc, dim, piece * chunk);
  }
  matmul.getResult(0).replaceAllUsesWith(acc);
  matmul.erase();
}

/// The gathers chunkGatheredMatmuls rewrites: of a 2-d function argument
/// split on its first axis over `ranks`, static.
static bool isChunkableGather(shard::AllGatherOp gather, int64_t ranks) {
  auto inType = dyn_cast<RankedTensorType>(gather.getInput().getType());
  auto outType = dyn_cast<RankedTensorType>(gather.getType());
  return isa<BlockArgument>(gather.getInput()) && inType && outType &&
         inType.hasStaticShape() && outType.hasStaticShape() &&
         inType.getRank() == 2 && gather.getGatherAxis().getSExtValue() == 0 &&
         outType.getDimSize(0) == inType.getDimSize(0) * ranks;
}

bool mlir::remat::chunkGatheredUse(shard::AllGatherOp gather,
                                   linalg::MatmulOp matmul, int64_t ranks,
                                   int64_t parts, int64_t tag) {
  if (ranks < 2 || parts < 1 || !isChunkableGather(gather, ranks))
    return false;
  for (OpOperand &use : matmul->getOpOperands()) {
    if (use.get() != gather.getResult())
      continue;
    std::optional<ChunkableUse> chunkable = getChunkableUse(use);
    if (!chunkable)
      return false;
    // A shard that `parts` does not divide is broadcast whole.
    int64_t rows =
        cast<RankedTensorType>(gather.getInput().getType()).getDimSize(0);
    chunkMatmul(gather, *chunkable, ranks, rows % parts == 0 ? parts : 1, tag);
    return true;
  }
  return false;
}

unsigned mlir::remat::chunkGatheredMatmuls(func::FuncOp func, int64_t ranks,
                                           int64_t parts) {
  if (ranks < 2 || parts < 1)
    return 0;
  SmallVector<shard::AllGatherOp> gathers;
  func.walk([&](shard::AllGatherOp gather) { gathers.push_back(gather); });
  unsigned chunked = 0;
  int64_t tag = 0;
  for (shard::AllGatherOp gather : gathers) {
    if (!isChunkableGather(gather, ranks) || gather.getResult().use_empty())
      continue;
    // Only where every reader is such a matmul: one that needs the whole
    // weight keeps the gather, and shards beside it would only add.
    SmallVector<linalg::MatmulOp> uses;
    for (OpOperand &use : gather.getResult().getUses()) {
      if (!getChunkableUse(use))
        break;
      uses.push_back(cast<linalg::MatmulOp>(use.getOwner()));
    }
    if (uses.size() !=
        static_cast<size_t>(std::distance(gather.getResult().use_begin(),
                                          gather.getResult().use_end())))
      continue;
    for (linalg::MatmulOp matmul : uses)
      chunkGatheredUse(gather, matmul, ranks, parts, tag++);
    gather.erase();
    ++chunked;
  }
  return chunked;
}
