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
// reduction loop is unchanged), no copy.
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

/// Whether `use` is an input of a matmul with the default indexing maps
/// that reads the transposed value once (a matmul of a transpose with
/// itself keeps it).
static bool isFoldableUse(OpOperand &use) {
  auto matmul = dyn_cast<linalg::MatmulOp>(use.getOwner());
  if (!matmul || !matmul.hasPureTensorSemantics() ||
      matmul.hasUserDefinedMaps() || use.getOperandNumber() > 1)
    return false;
  return matmul.getInputs()[0] != matmul.getInputs()[1];
}

unsigned mlir::remat::foldTransposesIntoMatmuls(func::FuncOp func) {
  SmallVector<linalg::TransposeOp> transposes = collectTransposes2d(func);
  unsigned folded = 0;
  for (linalg::TransposeOp transpose : transposes) {
    Value transposed = transpose.getResult()[0];
    // Only where every reader folds: otherwise the copy stays and the
    // source would be live longer as well.
    if (transposed.use_empty() ||
        !llvm::all_of(transposed.getUses(), isFoldableUse))
      continue;
    Value source = transpose.getInput();
    for (OpOperand &use : llvm::make_early_inc_range(transposed.getUses())) {
      auto matmul = cast<linalg::MatmulOp>(use.getOwner());
      MLIRContext *context = matmul.getContext();
      AffineExpr m, n, k;
      bindDims(context, m, n, k);
      // Default maps (m, k), (k, n), (m, n); a transposed operand is read
      // from its source with the two dimensions swapped.
      SmallVector<AffineMap> maps =
          linalg::MatmulOp::getDefaultIndexingMaps(context);
      SmallVector<Value> inputs(matmul.getInputs());
      unsigned index = use.getOperandNumber();
      maps[index] = AffineMap::get(
          3, 0, index == 0 ? ArrayRef{k, m} : ArrayRef{n, k}, context);
      inputs[index] = source;
      OpBuilder builder(matmul);
      auto replacement = linalg::MatmulOp::create(
          builder, matmul.getLoc(), matmul->getResultTypes(), inputs,
          matmul.getOutputs(),
          {builder.getNamedAttr("indexing_maps",
                                builder.getAffineMapArrayAttr(maps))});
      matmul->replaceAllUsesWith(replacement);
      matmul.erase();
    }
    eraseWithUnusedInit(transpose);
    ++folded;
  }
  return folded;
}
