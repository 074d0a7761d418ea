//===- ChunkedScatters.cpp - fsdp's gradients scattered in parts -*- C++
//-*-===//
//
// Under fsdp each rank computes a weight's gradient whole from its part of
// the batch and reduce-scatters it: the whole unreduced gradient (N times
// the rank's share) is live at the reduce_scatter, which is what remat-auto's
// plans peak at on GPT-2 at 4 ranks (docs/Sharding.md). The gradient's
// first dimension is a parallel loop of the matmul that computes it, so the
// gradient can be computed a part at a time: part j holds, for every rank
// r, rows [r * c + j * s, r * c + (j + 1) * s) (c the rank's share, s = c /
// N), which is what a reduce_scatter of part j hands out: each rank gets
// rows [j * s, (j + 1) * s) of its own share. Each row is computed by the
// same matmul loop from the same initial value (bit-identical products);
// only MPI_Reduce_scatter_block sees smaller messages.
//
// With `parts` > 1 each of these is cut again into `parts` (s = c / (N *
// parts)): a part and its scattered piece are `parts` times smaller, for
// as many more reduce_scatters (the bundled MLP's fsdp cells, where the
// part beside the layer's operands and the gradients is what a budget
// misses; docs/ShardingMemory.md).
//
//===----------------------------------------------------------------------===//
#include "FSDP.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::remat;

/// The matmul that computes `scatter`'s input, if the gradient is
/// reduce-scattered along its first axis, the matmul's only user is the
/// scatter, its operands are read through plain loop dimensions and its
/// initial value is a fill of a tensor.empty (which each part refills).
static linalg::MatmulOp getChunkableProducer(shard::ReduceScatterOp scatter,
                                             int64_t ranks) {
  auto inType = dyn_cast<RankedTensorType>(scatter.getInput().getType());
  auto outType = dyn_cast<RankedTensorType>(scatter.getType());
  if (!inType || !outType || !inType.hasStaticShape() ||
      !outType.hasStaticShape() || inType.getRank() != 2 ||
      scatter.getScatterAxis().getSExtValue() != 0 ||
      scatter.getReduction() != shard::ReductionKind::Sum ||
      outType.getDimSize(0) * ranks != inType.getDimSize(0) ||
      outType.getDimSize(0) % ranks != 0)
    return {};
  auto matmul = scatter.getInput().getDefiningOp<linalg::MatmulOp>();
  if (!matmul || !matmul->hasOneUse() || !matmul.hasPureTensorSemantics())
    return {};
  for (AffineMap map : matmul.getIndexingMapsArray())
    if (map.getNumResults() != 2 || !map.isProjectedPermutation())
      return {};
  auto fill = matmul.getOutputs()[0].getDefiningOp<linalg::FillOp>();
  if (!fill || !fill.hasPureTensorSemantics() ||
      !fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>())
    return {};
  return matmul;
}

bool mlir::remat::chunkGradientScatter(shard::ReduceScatterOp scatter,
                                       int64_t ranks, int64_t parts) {
  if (ranks < 2 || parts < 1)
    return false;
  linalg::MatmulOp matmul = getChunkableProducer(scatter, ranks);
  if (!matmul)
    return false;
  Location loc = scatter.getLoc();
  SmallVector<AffineMap> maps = matmul.getIndexingMapsArray();
  // The loop of the gradient's first dimension, and where each input
  // reads it (if it does).
  unsigned loop = cast<AffineDimExpr>(maps[2].getResult(0)).getPosition();
  AffineExpr loopExpr = getAffineDimExpr(loop, matmul.getContext());
  auto fill = matmul.getOutputs()[0].getDefiningOp<linalg::FillOp>();
  auto outType = cast<RankedTensorType>(scatter.getType());
  // `parts` pieces per rank and part: ranks * parts reduce_scatters of
  // `part` rows per rank each.
  // A share that N * parts does not divide gets the N parts alone.
  int64_t share = outType.getDimSize(0);
  int64_t pieces = share % (ranks * parts) == 0 ? parts : 1;
  int64_t part = share / (ranks * pieces);
  auto partsType = RankedTensorType::get({ranks * part, outType.getDimSize(1)},
                                         outType.getElementType());

  OpBuilder builder(scatter);
  Value result = tensor::EmptyOp::create(builder, loc, outType.getShape(),
                                         outType.getElementType());
  for (int64_t j = 0; j < ranks * pieces; ++j) {
    // Part j: ranks blocks of `part` rows, block r from rank r's share.
    Value empty = tensor::EmptyOp::create(builder, loc, partsType.getShape(),
                                          partsType.getElementType());
    Value rows =
        linalg::FillOp::create(builder, loc, fill.getInputs()[0], empty)
            .getResult(0);
    for (int64_t r = 0; r < ranks; ++r) {
      int64_t row = r * share + j * part;
      SmallVector<Value> operands;
      for (auto [input, map] : llvm::zip(matmul.getInputs(), maps)) {
        std::optional<unsigned> dim = map.getResultPosition(loopExpr);
        operands.push_back(dim ? slice2d(builder, loc, input, *dim, row, part)
                               : input);
      }
      Value init = slice2d(builder, loc, rows, 0, r * part, part);
      operands.push_back(init);
      // A clone keeps the matmul's maps and attributes.
      Operation *piece = builder.clone(*matmul);
      piece->setOperands(operands);
      piece->getResult(0).setType(init.getType());
      rows = insert2d(builder, loc, piece->getResult(0), rows, 0, r * part);
    }
    auto partType = RankedTensorType::get({part, outType.getDimSize(1)},
                                          outType.getElementType());
    Operation *reduced = builder.clone(*scatter);
    reduced->setOperand(0, rows);
    reduced->getResult(0).setType(partType);
    result = insert2d(builder, loc, reduced->getResult(0), result, 0, j * part);
  }
  scatter.getResult().replaceAllUsesWith(result);
  scatter.erase();
  Value empty = fill.getOutputs()[0];
  matmul.erase();
  if (fill->use_empty())
    fill.erase();
  if (Operation *def = empty.getDefiningOp(); def && def->use_empty())
    def->erase();
  return true;
}

unsigned mlir::remat::chunkGradientScatters(func::FuncOp func, int64_t ranks,
                                            int64_t parts) {
  SmallVector<shard::ReduceScatterOp> scatters;
  func.walk([&](shard::ReduceScatterOp op) { scatters.push_back(op); });
  unsigned chunked = 0;
  for (shard::ReduceScatterOp scatter : scatters)
    chunked += chunkGradientScatter(scatter, ranks, parts);
  return chunked;
}
