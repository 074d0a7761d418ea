//===- StepPreparation.cpp - a step made ready for propagation ------------===//
//
// Rewrites remat-shard makes to a step before upstream's sharding
// propagation, each for a program shape on which propagation or
// partitioning failed, crashed or produced IR that does not verify (found
// by benchmarks/fuzz/remat_fuzz.py --sharded). None changes a value.
//
//===----------------------------------------------------------------------===//
#include "StepPreparation.h"

#include "remat/Support/BlockUsers.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;

/// A tensor.empty, or a linalg.fill of one, that several ops use as their
/// destination (torch-mlir shares one per shape; so does a hand-written
/// step) is one value to sharding propagation, which must then give one
/// sharding to what the users need in different ones (a batch-split
/// activation's and a replicated weight's init): it reported no sharding,
/// produced IR that does not verify, or crashed upstream's shard-partition
/// (test/Fuzz/shard-shared-empty.mlir). Each user gets its own copy right
/// before it, as remat-split-empty-tensors gives them for bufferization
/// (the memory model sees the same buffers).
void mlir::remat::splitSharedInits(func::FuncOp func) {
  Block &body = func.getBody().front();
  SmallVector<linalg::FillOp> fills;
  for (auto fill : body.getOps<linalg::FillOp>())
    if (fill.getDpsInits()[0].getDefiningOp<tensor::EmptyOp>() &&
        !fill->hasOneUse() && !fill->use_empty())
      fills.push_back(fill);
  OpBuilder builder(func.getContext());
  for (linalg::FillOp fill : fills) {
    auto users = getUsersInBlock(fill, &body);
    if (users.size() < 2)
      continue;
    Operation *empty = fill.getDpsInits()[0].getDefiningOp();
    for (auto &[user, operands] : users) {
      builder.setInsertionPoint(user);
      IRMapping mapping;
      mapping.map(empty->getResult(0), builder.clone(*empty)->getResult(0));
      Operation *copy = builder.clone(*fill, mapping);
      for (OpOperand *operand : operands)
        operand->set(copy->getResult(0));
    }
    fill->erase();
    if (empty->use_empty())
      empty->erase();
  }
  SmallVector<tensor::EmptyOp> empties;
  for (auto empty : body.getOps<tensor::EmptyOp>())
    if (!empty->hasOneUse() && !empty->use_empty())
      empties.push_back(empty);
  for (tensor::EmptyOp empty : empties) {
    auto users = getUsersInBlock(empty, &body);
    if (users.size() < 2)
      continue;
    for (auto &[user, operands] : users) {
      builder.setInsertionPoint(user);
      Operation *copy = builder.clone(*empty);
      for (OpOperand *operand : operands)
        operand->set(copy->getResult(0));
    }
    empty->erase();
  }
}

/// Upstream's elementwise-to-linalg conversion writes each op into one of
/// its operands of the result's type (`arith.addf %x, %w` becomes a
/// generic with `outs(%x)`), which the payload never reads. To sharding
/// propagation that ties the result's sharding to that operand's: with %x
/// batch-split and %w replicated, the partitioned generic kept a
/// whole-batch result beside a sliced init ("'linalg.generic' op expected
/// type of operand #2 ('tensor<16x8xf32>') to match type of corresponding
/// result ('tensor<32x8xf32>')"), or shard-partition crashed
/// (test/Fuzz/shard-elementwise-init.mlir). An init that is also an input
/// and that the payload does not read becomes a tensor.empty: the same
/// values, and bufferization still writes into a dying input where it may
/// (remat-split-empty-tensors in a step marked remat_reuse_dying_inputs).
void mlir::remat::freshUnreadInits(func::FuncOp func) {
  func.walk([](linalg::GenericOp op) {
    for (OpOperand &init : op.getDpsInitsMutable()) {
      auto type = dyn_cast<RankedTensorType>(init.get().getType());
      if (!type || !type.hasStaticShape() ||
          op.payloadUsesValueFromOperand(&init) ||
          !llvm::is_contained(op.getDpsInputs(), init.get()))
        continue;
      OpBuilder builder(op);
      init.set(tensor::EmptyOp::create(builder, op.getLoc(), type.getShape(),
                                       type.getElementType()));
    }
  });
}

/// A linalg op that reads one value through two different indexing maps
/// (`x @ x`: x's rows are the result's rows, its columns the contraction)
/// needs it in two shardings, one per operand, but upstream's partitioner
/// (MLIR 22.1.8) reshards the value once for both: with x split on its
/// rows, the matmul got the rows' slice as its right-hand side too, IR that
/// does not verify ("'linalg.matmul' op inferred input/output operand #1
/// has shape's dimension #0 to be 8, but found 4"; test/Fuzz/
/// shard-repeated-operand.mlir). Each further read through another map
/// reads the value annotated `replicated` for that use (a gathered copy
/// where it is split), a value of its own that propagation leaves as it is.
void mlir::remat::separateRepeatedOperands(func::FuncOp func,
                                           Value replicated) {
  OpBuilder builder(func.getContext());
  for (Operation &op : func.getBody().front()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(&op);
    if (!linalgOp)
      continue;
    DenseMap<Value, AffineMap> firstMap;
    for (OpOperand &operand : op.getOpOperands()) {
      Value value = operand.get();
      auto type = dyn_cast<RankedTensorType>(value.getType());
      if (!type || type.getRank() == 0)
        continue;
      AffineMap map = linalgOp.getMatchingIndexingMap(&operand);
      auto [it, inserted] = firstMap.try_emplace(value, map);
      if (inserted || it->second == map)
        continue;
      builder.setInsertionPoint(&op);
      operand.set(shard::ShardOp::create(builder, op.getLoc(), value,
                                         replicated,
                                         /*annotate_for_users=*/true)
                      .getResult());
    }
  }
}
