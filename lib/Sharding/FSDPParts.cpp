//===- FSDPParts.cpp - fsdp's chunks cut finer after the fact ---*- C++ -*-===//
//
// remat-auto sees the sharded step, not the step remat-shard partitioned, so
// it cannot ask remat-shard for `gather-parts=K scatter-parts=K`. The chunks
// remat-shard wrote with one part are regular enough to read back: each
// group is put back as the whole matmul (and the gather or reduce_scatter)
// it came from, at the place where the group was, and chunked again with K
// parts by the functions remat-shard itself runs (ChunkedGathers.cpp,
// ChunkedScatters.cpp). The result is remat-shard's IR with K parts: the
// same ops in the same order, the same broadcast tags. A group that does not
// read back exactly (another pass rewrote it, or it has parts already) is
// left as it is.
//
//===----------------------------------------------------------------------===//
#include "remat/Sharding/FSDPParts.h"

#include "FSDP.h"
#include "remat/Sharding/Passes.h"
#include "remat/Support/Functions.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace mlir::remat;

/// Whether offsets, sizes and strides are slice2d's for a 2-d `whole`:
/// `size` rows from `offset` along `dim`, every row of the other dimension.
static bool isWindow(ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                     ArrayRef<int64_t> strides, RankedTensorType whole,
                     unsigned dim, int64_t offset, int64_t size) {
  if (!whole || !whole.hasStaticShape() || whole.getRank() != 2 ||
      offsets.size() != 2 || sizes.size() != 2 || strides.size() != 2)
    return false;
  for (unsigned d = 0; d < 2; ++d) {
    int64_t wantOffset = d == dim ? offset : 0;
    int64_t wantSize = d == dim ? size : whole.getDimSize(d);
    if (offsets[d] != wantOffset || sizes[d] != wantSize || strides[d] != 1)
      return false;
  }
  return true;
}

/// Whether `value` is slice2d(`source`, dim, offset, size), read once.
static bool isSlice2d(Value value, Value source, unsigned dim, int64_t offset,
                      int64_t size) {
  auto slice = value.getDefiningOp<tensor::ExtractSliceOp>();
  return slice && slice.getSource() == source && value.hasOneUse() &&
         slice.getType().getRank() == 2 &&
         isWindow(slice.getStaticOffsets(), slice.getStaticSizes(),
                  slice.getStaticStrides(),
                  dyn_cast<RankedTensorType>(source.getType()), dim, offset,
                  size);
}

/// The insert_slice that is `part`'s only user if it is insert2d(`part`,
/// `into`, dim, offset).
static tensor::InsertSliceOp getInsert2d(Value part, Value into, unsigned dim,
                                         int64_t offset) {
  if (!part.hasOneUse())
    return {};
  auto insert = dyn_cast<tensor::InsertSliceOp>(*part.getUsers().begin());
  auto type = dyn_cast<RankedTensorType>(part.getType());
  if (!insert || insert.getSource() != part || insert.getDest() != into ||
      !type || type.getRank() != 2 ||
      !isWindow(insert.getStaticOffsets(), insert.getStaticSizes(),
                insert.getStaticStrides(),
                cast<RankedTensorType>(into.getType()), dim, offset,
                type.getDimSize(dim)))
    return {};
  return insert;
}

/// Erases `ops` (their results unused by then), last first.
static void eraseReversed(ArrayRef<Operation *> ops) {
  for (Operation *op : llvm::reverse(ops))
    op->erase();
}

namespace {
/// A one-part chunked gather's reader read back: the whole matmul's
/// operands, and what to erase for it.
struct GatheredMatmul {
  linalg::MatmulOp piece;    // Piece 0, the template of the whole matmul.
  SmallVector<Value> inputs; // The weight's position holds nullptr.
  Value init;
  Value result;                 // The group's last value, the whole matmul's.
  Operation *last;              // The group's last op (where the matmul goes).
  SmallVector<Operation *> ops; // The group, in program order.
};
} // namespace

/// Reads back the N broadcasts of one chunked reader (one `remat_fsdp_chunk`
/// tag, roots 0..N-1 of one argument) and their matmuls.
static std::optional<GatheredMatmul>
readGatheredMatmul(ArrayRef<shard::BroadcastOp> broadcasts) {
  int64_t ranks = broadcasts.size();
  shard::BroadcastOp first = broadcasts.front();
  auto arg = dyn_cast<BlockArgument>(first.getInput());
  auto shardType = dyn_cast<RankedTensorType>(first.getInput().getType());
  if (ranks < 2 || !arg || !shardType || !shardType.hasStaticShape() ||
      shardType.getRank() != 2)
    return std::nullopt;
  int64_t chunk = shardType.getDimSize(0);
  SmallVector<linalg::MatmulOp> matmuls;
  std::optional<unsigned> operand;
  for (auto [rank, constBroadcast] : llvm::enumerate(broadcasts)) {
    shard::BroadcastOp broadcast = constBroadcast;
    if (broadcast.getInput() != first.getInput() ||
        broadcast.getType() != shardType || broadcast.getRoot().size() != 1 ||
        broadcast.getRoot()[0] != static_cast<int64_t>(rank) ||
        !broadcast.getRootDynamic().empty() ||
        broadcast.getGridAttr() != first.getGridAttr() ||
        broadcast.getGridAxesAttr() != first.getGridAxesAttr() ||
        broadcast->getAttr(kFSDPPhaseAttr) != first->getAttr(kFSDPPhaseAttr) ||
        !broadcast->hasOneUse())
      return std::nullopt;
    OpOperand &use = *broadcast->getUses().begin();
    auto matmul = dyn_cast<linalg::MatmulOp>(use.getOwner());
    if (!matmul || !matmul.hasPureTensorSemantics() ||
        use.getOperandNumber() > 1 ||
        (operand && *operand != use.getOperandNumber()) ||
        (!matmuls.empty() &&
         matmul.getIndexingMaps() != matmuls.front().getIndexingMaps()))
      return std::nullopt;
    operand = use.getOperandNumber();
    matmuls.push_back(matmul);
  }
  linalg::MatmulOp matmul = matmuls.front();
  SmallVector<AffineMap> maps = matmul.getIndexingMapsArray();
  for (AffineMap map : maps)
    if (map.getNumResults() != 2 || !map.isProjectedPermutation())
      return std::nullopt;
  auto dim = dyn_cast<AffineDimExpr>(maps[*operand].getResult(0));
  if (!dim)
    return std::nullopt;
  AffineExpr loop = dim;
  bool reduction = matmul.getIteratorTypesArray()[dim.getPosition()] ==
                   utils::IteratorType::reduction;
  unsigned other = 1 - *operand;
  std::optional<unsigned> slicedDim =
      (reduction ? maps[other] : maps[2]).getResultPosition(loop);
  if (!slicedDim)
    return std::nullopt;

  GatheredMatmul whole;
  whole.piece = matmul;
  whole.inputs.assign(2, Value());
  if (reduction) {
    // Piece i reads rows (or columns) [i * chunk, (i + 1) * chunk) of the
    // other operand and accumulates into piece i - 1's result.
    auto slice =
        matmul.getInputs()[other].getDefiningOp<tensor::ExtractSliceOp>();
    if (!slice)
      return std::nullopt;
    whole.inputs[other] = slice.getSource();
    whole.init = matmul.getOutputs()[0];
    Value acc = whole.init;
    for (auto [i, piece] : llvm::enumerate(matmuls)) {
      Value input = piece.getInputs()[other];
      if (!isSlice2d(input, whole.inputs[other], *slicedDim, i * chunk,
                     chunk) ||
          piece.getOutputs()[0] != acc ||
          (i + 1 < matmuls.size() && !piece->hasOneUse()))
        return std::nullopt;
      whole.ops.append({broadcasts[i], input.getDefiningOp(), piece});
      acc = piece.getResult(0);
    }
    whole.result = acc;
    whole.last = matmuls.back();
  } else {
    // Piece i computes rows (or columns) [i * chunk, (i + 1) * chunk) of the
    // result into a slice of the destination, inserted back.
    auto slice = matmul.getOutputs()[0].getDefiningOp<tensor::ExtractSliceOp>();
    if (!slice)
      return std::nullopt;
    whole.inputs[other] = matmul.getInputs()[other];
    whole.init = slice.getSource();
    Value acc = whole.init;
    for (auto [i, piece] : llvm::enumerate(matmuls)) {
      Value init = piece.getOutputs()[0];
      if (piece.getInputs()[other] != whole.inputs[other] ||
          !isSlice2d(init, acc, *slicedDim, i * chunk, chunk))
        return std::nullopt;
      tensor::InsertSliceOp insert =
          getInsert2d(piece.getResult(0), acc, *slicedDim, i * chunk);
      if (!insert)
        return std::nullopt;
      // Read by the next piece's slice and insert only (erased with them).
      if (i + 1 < matmuls.size() &&
          std::distance(insert->use_begin(), insert->use_end()) != 2)
        return std::nullopt;
      whole.ops.append({broadcasts[i], init.getDefiningOp(), piece, insert});
      acc = insert.getResult();
    }
    whole.result = acc;
    whole.last = whole.ops.back();
  }
  auto wholeType = dyn_cast<RankedTensorType>(whole.init.getType());
  auto otherType = dyn_cast<RankedTensorType>(whole.inputs[other].getType());
  int64_t rows = ranks * chunk;
  if (!wholeType || !otherType ||
      (reduction ? otherType : wholeType).getDimSize(*slicedDim) != rows)
    return std::nullopt;
  return whole;
}

/// Refines the one-part chunked gathers of `func` (see the header).
static unsigned refineGathers(func::FuncOp func, int64_t parts) {
  // The broadcasts of each reader, in program order.
  llvm::MapVector<int64_t, SmallVector<shard::BroadcastOp>> groups;
  func.walk([&](shard::BroadcastOp broadcast) {
    if (auto tag = broadcast->getAttrOfType<IntegerAttr>(kFSDPChunkAttr))
      groups[tag.getInt()].push_back(broadcast);
  });
  unsigned refined = 0;
  for (auto &[tag, broadcasts] : groups) {
    std::optional<GatheredMatmul> whole = readGatheredMatmul(broadcasts);
    if (!whole)
      continue;
    shard::BroadcastOp first = broadcasts.front();
    auto shardType = cast<RankedTensorType>(first.getType());
    int64_t ranks = broadcasts.size();
    // The gather remat-shard chunked, placed where the reader was.
    OpBuilder builder(whole->last);
    auto gathered = RankedTensorType::get(
        {ranks * shardType.getDimSize(0), shardType.getDimSize(1)},
        shardType.getElementType());
    auto gather = shard::AllGatherOp::create(
        builder, first.getLoc(), gathered, first.getGridAttr(),
        first.getGridAxesAttr(), first.getInput(), builder.getIndexAttr(0));
    if (Attribute phase = first->getAttr(kFSDPPhaseAttr))
      gather->setAttr(kFSDPPhaseAttr, phase);
    // The whole matmul: a clone of a piece keeps the maps and attributes.
    Operation *matmul = builder.clone(*whole->piece);
    SmallVector<Value> operands = whole->inputs;
    for (Value &input : operands)
      if (!input)
        input = gather.getResult();
    operands.push_back(whole->init);
    matmul->setOperands(operands);
    matmul->getResult(0).setType(whole->init.getType());
    whole->result.replaceAllUsesWith(matmul->getResult(0));
    eraseReversed(whole->ops);
    chunkGatheredUse(gather, cast<linalg::MatmulOp>(matmul), ranks, parts, tag);
    if (gather->use_empty())
      gather.erase();
    ++refined;
  }
  return refined;
}

namespace {
/// A one-part chunked scatter read back: the whole gradient's matmul (a
/// piece, its whole inputs), its fill value, the reduce_scatter (part 0's)
/// and the result type, and what to erase for it.
struct ScatteredMatmul {
  linalg::MatmulOp piece;
  SmallVector<Value> inputs;
  Value fillValue;
  shard::ReduceScatterOp scatter;
  Value result;
  SmallVector<Operation *> ops;
};
} // namespace

/// Reads back part j's rows: `ranks` matmul pieces inserted into a filled
/// tensor, the input of `scatter`. Appends the ops to `whole.ops`.
static bool readScatterPart(shard::ReduceScatterOp scatter, int64_t j,
                            int64_t ranks, int64_t share, int64_t part,
                            ScatteredMatmul &whole) {
  // The insert chain, last piece first.
  SmallVector<Operation *> ops;
  Value rows = scatter.getInput();
  if (!rows.hasOneUse())
    return false;
  SmallVector<linalg::MatmulOp> pieces(ranks);
  for (int64_t r = ranks - 1; r >= 0; --r) {
    auto insert = rows.getDefiningOp<tensor::InsertSliceOp>();
    if (!insert)
      return false;
    Value into = insert.getDest();
    auto piece = insert.getSource().getDefiningOp<linalg::MatmulOp>();
    if (!piece ||
        getInsert2d(piece.getResult(0), into, 0, r * part) != insert ||
        !piece.hasPureTensorSemantics() ||
        !isSlice2d(piece.getOutputs()[0], into, 0, r * part, part) ||
        std::distance(into.use_begin(), into.use_end()) != 2)
      return false;
    pieces[r] = piece;
    ops.append({insert, piece, piece.getOutputs()[0].getDefiningOp()});
    rows = into;
  }
  auto fill = rows.getDefiningOp<linalg::FillOp>();
  if (!fill || !fill.hasPureTensorSemantics() ||
      !fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>() ||
      !fill.getOutputs()[0].hasOneUse())
    return false;
  if (!whole.piece) {
    whole.piece = pieces.front();
    whole.fillValue = fill.getInputs()[0];
    whole.inputs.assign(whole.piece.getInputs().size(), Value());
  }
  if (fill.getInputs()[0] != whole.fillValue)
    return false;
  ops.append({fill, fill.getOutputs()[0].getDefiningOp()});
  // Each piece reads rank r's rows of part j of every input that the
  // gradient's first loop indexes, the whole of the others.
  SmallVector<AffineMap> maps = whole.piece.getIndexingMapsArray();
  auto loop = dyn_cast<AffineDimExpr>(maps[2].getResult(0));
  if (!loop)
    return false;
  for (auto [r, piece] : llvm::enumerate(pieces)) {
    if (piece.getIndexingMaps() != whole.piece.getIndexingMaps())
      return false;
    int64_t row = r * share + j * part;
    for (auto [k, input] : llvm::enumerate(piece.getInputs())) {
      std::optional<unsigned> dim = maps[k].getResultPosition(loop);
      Value source = input;
      if (dim) {
        auto slice = input.getDefiningOp<tensor::ExtractSliceOp>();
        if (!slice)
          return false;
        source = slice.getSource();
      }
      if (!whole.inputs[k])
        whole.inputs[k] = source;
      if (source != whole.inputs[k] ||
          (dim && !isSlice2d(input, source, *dim, row, part)))
        return false;
      if (dim)
        ops.push_back(input.getDefiningOp());
    }
  }
  whole.ops.append(ops.rbegin(), ops.rend());
  return true;
}

/// Reads back the chunked scatter whose part 0 `first` reduces: N
/// reduce_scatters of `part` rows of N ranks' pieces each, inserted one after
/// the other into an empty share.
static std::optional<ScatteredMatmul>
readScatteredMatmul(shard::ReduceScatterOp first) {
  auto partType = dyn_cast<RankedTensorType>(first.getType());
  auto rowsType = dyn_cast<RankedTensorType>(first.getInput().getType());
  if (!partType || !rowsType || !partType.hasStaticShape() ||
      !rowsType.hasStaticShape() || partType.getRank() != 2 ||
      rowsType.getRank() != 2 || first.getScatterAxis().getSExtValue() != 0 ||
      first.getReduction() != shard::ReductionKind::Sum)
    return std::nullopt;
  int64_t part = partType.getDimSize(0);
  if (part == 0 || rowsType.getDimSize(0) % part != 0)
    return std::nullopt;
  int64_t ranks = rowsType.getDimSize(0) / part;
  if (ranks < 2 || !first->hasOneUse())
    return std::nullopt;
  auto insert = dyn_cast<tensor::InsertSliceOp>(*first->getUsers().begin());
  auto empty =
      insert ? insert.getDest().getDefiningOp<tensor::EmptyOp>() : nullptr;
  auto shareType =
      empty ? dyn_cast<RankedTensorType>(empty.getType()) : nullptr;
  int64_t share = ranks * part;
  if (!empty || !empty->hasOneUse() || !shareType || shareType.getRank() != 2 ||
      shareType.getDimSize(0) != share)
    return std::nullopt;
  ScatteredMatmul whole;
  whole.scatter = first;
  whole.ops.push_back(empty);
  Value result = empty.getResult();
  for (int64_t j = 0; j < ranks; ++j) {
    if (j > 0) {
      // Part j's reduce_scatter, inserted after part j - 1's.
      if (!result.hasOneUse())
        return std::nullopt;
      auto next = dyn_cast<tensor::InsertSliceOp>(*result.getUsers().begin());
      auto scatter =
          next ? next.getSource().getDefiningOp<shard::ReduceScatterOp>()
               : nullptr;
      if (!scatter || next.getDest() != result ||
          scatter.getType() != partType ||
          scatter.getInput().getType() != rowsType ||
          scatter.getGridAttr() != first.getGridAttr() ||
          scatter.getGridAxesAttr() != first.getGridAxesAttr() ||
          scatter.getScatterAxisAttr() != first.getScatterAxisAttr() ||
          scatter.getReductionAttr() != first.getReductionAttr())
        return std::nullopt;
      insert = next;
    }
    auto scatter = insert.getSource().getDefiningOp<shard::ReduceScatterOp>();
    if (getInsert2d(scatter.getResult(), result, 0, j * part) != insert ||
        !readScatterPart(scatter, j, ranks, share, part, whole))
      return std::nullopt;
    whole.ops.append({scatter, insert});
    result = insert.getResult();
  }
  whole.result = result;
  return whole;
}

/// Refines the one-part chunked scatters of `func` (see the header).
static unsigned refineScatters(func::FuncOp func, int64_t parts) {
  SmallVector<shard::ReduceScatterOp> scatters;
  func.walk(
      [&](shard::ReduceScatterOp scatter) { scatters.push_back(scatter); });
  // A group's later parts are erased with it: read every group first.
  SmallVector<ScatteredMatmul> groups;
  for (shard::ReduceScatterOp scatter : scatters)
    if (std::optional<ScatteredMatmul> whole = readScatteredMatmul(scatter))
      groups.push_back(std::move(*whole));
  for (ScatteredMatmul &whole : groups) {
    auto partType = cast<RankedTensorType>(whole.scatter.getType());
    auto rowsType = cast<RankedTensorType>(whole.scatter.getInput().getType());
    int64_t ranks = rowsType.getDimSize(0) / partType.getDimSize(0);
    auto shareType = cast<RankedTensorType>(whole.result.getType());
    // The whole gradient and its reduce_scatter, where the last part was.
    OpBuilder builder(whole.result.getDefiningOp());
    Location loc = whole.scatter.getLoc();
    auto gradientType = RankedTensorType::get(
        {ranks * shareType.getDimSize(0), shareType.getDimSize(1)},
        shareType.getElementType());
    Value empty = tensor::EmptyOp::create(builder, loc, gradientType.getShape(),
                                          gradientType.getElementType());
    Value init = linalg::FillOp::create(builder, loc, whole.fillValue, empty)
                     .getResult(0);
    Operation *matmul = builder.clone(*whole.piece);
    SmallVector<Value> operands = whole.inputs;
    operands.push_back(init);
    matmul->setOperands(operands);
    matmul->getResult(0).setType(gradientType);
    Operation *scatter = builder.clone(*whole.scatter);
    scatter->setOperand(0, matmul->getResult(0));
    scatter->getResult(0).setType(shareType);
    whole.result.replaceAllUsesWith(scatter->getResult(0));
    eraseReversed(whole.ops);
    chunkGradientScatter(cast<shard::ReduceScatterOp>(scatter), ranks, parts);
  }
  return groups.size();
}

FSDPPartCounts mlir::remat::refineFSDPChunks(func::FuncOp func, int64_t parts) {
  FSDPPartCounts counts;
  if (parts < 2)
    return counts;
  counts.gathers = refineGathers(func, parts);
  counts.scatters = refineScatters(func, parts);
  return counts;
}

namespace mlir::remat {
#define GEN_PASS_DEF_REMATFSDPPARTS
#include "remat/Sharding/Passes.h.inc"
} // namespace mlir::remat

namespace {

struct FSDPPartsPass
    : public mlir::remat::impl::RematFSDPPartsBase<FSDPPartsPass> {
  using RematFSDPPartsBase::RematFSDPPartsBase;

  void runOnOperation() override {
    if (parts < 2) {
      getOperation()->emitError()
          << "remat-fsdp-parts: parts must be at least 2, got "
          << static_cast<int64_t>(parts);
      return signalPassFailure();
    }
    for (func::FuncOp func :
         getDefinedFunctions<func::FuncOp>(getOperation())) {
      FSDPPartCounts counts = refineFSDPChunks(func, parts);
      numGathers += counts.gathers;
      numScatters += counts.scatters;
    }
  }
};

} // namespace
