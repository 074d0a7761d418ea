//===- TransposeFolding.cpp - transposes read by matmuls --------*- C++ -*-===//
//
// PyTorch exports compute x @ W^T as a linalg.transpose of the weight into a
// new buffer, then a matmul of it (and a weight gradient as a transpose of
// the activation, then a matmul). On a partitioned step each of those
// buffers is a whole weight per rank: under fsdp the transpose of a gathered
// weight holds the gathered copy and its transposed copy at once, which is
// what every remat-auto plan peaks at (docs/Sharding.md). And the backward
// pass transposes W^T back: a transpose of a transpose is its source. A matmul
// reads its operands through indexing maps, so it reads the transpose's source
// transposed instead: same products, summed in the same order (the
// reduction loop is unchanged), no copy. Likewise a batch matmul of a
// transpose of the last two dimensions (attention's backward reads the
// probabilities and the keys that way: a probabilities-sized copy per
// layer, live at the end of the backward pass where the floor is).
//
//===----------------------------------------------------------------------===//
#include "FSDP.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::remat;

/// Whether `op` swaps the two dimensions of a tensor.
static bool isTranspose2d(linalg::TransposeOp op) {
  return op.hasPureTensorSemantics() &&
         op.getPermutation() == ArrayRef<int64_t>{1, 0};
}

/// The 2-d transposes of `func`, in program order.
static SmallVector<linalg::TransposeOp> collectTransposes2d(func::FuncOp func) {
  SmallVector<linalg::TransposeOp> transposes;
  func.walk([&](linalg::TransposeOp transpose) {
    if (isTranspose2d(transpose))
      transposes.push_back(transpose);
  });
  return transposes;
}

/// Erases `transpose` and its destination's `tensor.empty` if nothing else
/// uses it.
static void eraseWithUnusedInit(linalg::TransposeOp transpose) {
  Value init = transpose.getInit();
  transpose.erase();
  if (Operation *empty = init.getDefiningOp<tensor::EmptyOp>())
    if (empty->use_empty())
      empty->erase();
}

unsigned mlir::remat::foldDoubleTransposes(func::FuncOp func) {
  SmallVector<linalg::TransposeOp> transposes = collectTransposes2d(func);
  unsigned folded = 0;
  for (linalg::TransposeOp transpose : transposes) {
    auto first = transpose.getInput().getDefiningOp<linalg::TransposeOp>();
    if (!first || !isTranspose2d(first))
      continue;
    transpose.getResult()[0].replaceAllUsesWith(first.getInput());
    eraseWithUnusedInit(transpose);
    ++folded;
  }
  // The first transposes nothing reads any more (the forward one of a
  // weight the backward pass read back through it).
  for (linalg::TransposeOp transpose : collectTransposes2d(func))
    if (transpose.getResult()[0].use_empty())
      eraseWithUnusedInit(transpose);
  return folded;
}

/// Whether `op` swaps the last two dimensions of a 3-d tensor (a batch of
/// matrices).
static bool isBatchTranspose(linalg::TransposeOp op) {
  return op.hasPureTensorSemantics() &&
         op.getPermutation() == ArrayRef<int64_t>{0, 2, 1};
}

/// Whether `use` is an input of a matmul (of a 2-d transpose) or a batch
/// matmul (of a batch transpose) with the default indexing maps that reads
/// the transposed value once (a product of a transpose with itself keeps
/// it).
static bool isFoldableUse(OpOperand &use) {
  auto transpose = use.get().getDefiningOp<linalg::TransposeOp>();
  if (!transpose || use.getOperandNumber() > 1)
    return false;
  if (auto matmul = dyn_cast<linalg::MatmulOp>(use.getOwner()))
    return isTranspose2d(transpose) && matmul.hasPureTensorSemantics() &&
           !matmul.hasUserDefinedMaps() &&
           matmul.getInputs()[0] != matmul.getInputs()[1];
  if (auto batch = dyn_cast<linalg::BatchMatmulOp>(use.getOwner()))
    return isBatchTranspose(transpose) && batch.hasPureTensorSemantics() &&
           !batch.hasUserDefinedMaps() &&
           batch.getInputs()[0] != batch.getInputs()[1];
  return false;
}

/// `op` (a matmul or batch matmul) reading input `index` from `source`, the
/// input's transposed source, through a map with the two matrix dimensions
/// swapped; every other map the default.
static void readTransposed(Operation *op, unsigned index, Value source) {
  MLIRContext *context = op->getContext();
  auto linalgOp = cast<linalg::LinalgOp>(op);
  SmallVector<Value> inputs(linalgOp.getDpsInputs());
  inputs[index] = source;
  SmallVector<Value> outputs(linalgOp.getDpsInits());
  OpBuilder builder(op);
  Operation *replacement;
  if (isa<linalg::MatmulOp>(op)) {
    // Default maps (m, k), (k, n), (m, n).
    AffineExpr m, n, k;
    bindDims(context, m, n, k);
    SmallVector<AffineMap> maps =
        linalg::MatmulOp::getDefaultIndexingMaps(context);
    maps[index] = AffineMap::get(
        3, 0, index == 0 ? ArrayRef{k, m} : ArrayRef{n, k}, context);
    replacement = linalg::MatmulOp::create(
        builder, op->getLoc(), op->getResultTypes(), inputs, outputs,
        {builder.getNamedAttr("indexing_maps",
                              builder.getAffineMapArrayAttr(maps))});
  } else {
    // Default maps (b, m, k), (b, k, n), (b, m, n).
    AffineExpr b, m, n, k;
    bindDims(context, b, m, n, k);
    SmallVector<AffineMap> maps =
        linalg::BatchMatmulOp::getDefaultIndexingMaps(context);
    maps[index] = AffineMap::get(
        4, 0, index == 0 ? ArrayRef{b, k, m} : ArrayRef{b, n, k}, context);
    replacement = linalg::BatchMatmulOp::create(
        builder, op->getLoc(), op->getResultTypes(), inputs, outputs,
        {builder.getNamedAttr("indexing_maps",
                              builder.getAffineMapArrayAttr(maps))});
  }
  op->replaceAllUsesWith(replacement);
  op->erase();
}

unsigned mlir::remat::foldTransposesIntoMatmuls(func::FuncOp func) {
  SmallVector<linalg::TransposeOp> transposes;
  func.walk([&](linalg::TransposeOp transpose) {
    if (isTranspose2d(transpose) || isBatchTranspose(transpose))
      transposes.push_back(transpose);
  });
  unsigned folded = 0;
  for (linalg::TransposeOp transpose : transposes) {
    Value transposed = transpose.getResult()[0];
    // Only where every reader folds: otherwise the copy stays and the
    // source would be live longer as well.
    if (transposed.use_empty() ||
        !llvm::all_of(transposed.getUses(), isFoldableUse))
      continue;
    Value source = transpose.getInput();
    for (OpOperand &use : llvm::make_early_inc_range(transposed.getUses()))
      readTransposed(use.getOwner(), use.getOperandNumber(), source);
    eraseWithUnusedInit(transpose);
    ++folded;
  }
  return folded;
}
