//===- MatmulEpilogue.cpp - the C store of the matmul kernels ---*- C++ -*-===//
//
// Where every matmul kernel ends: `C += acc` (or `C = fill + acc` where a
// fill was folded) per accumulator element, and the fused elementwise
// consumer of C (see Epilogue) run by the same thread on the value stored.
//
//===----------------------------------------------------------------------===//
#include "MatmulKernels.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::matmul_kernels;

void KernelBuilder::accumulateIntoC(Value row, Value col, Value acc,
                                    bool guardM, bool guardN) {
  Value cond = inBounds(row, guardM, s.m, col, guardN, s.n);
  OpBuilder::InsertionGuard guard(rewriter);
  if (cond) {
    auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{}, cond,
                                  /*withElseRegion=*/false);
    rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
  }
  Value old = cInit
                  ? cInit
                  : memref::LoadOp::create(rewriter, loc, s.c, index(row, col))
                        .getResult();
  // The tensor-core kernels accumulate in f32: a bf16/f16 C is added in
  // f32 and rounded once.
  bool widen = acc.getType() != old.getType();
  if (widen)
    old = arith::ExtFOp::create(rewriter, loc, acc.getType(), old);
  Value sum = arith::AddFOp::create(rewriter, loc, old, acc);
  if (widen)
    sum = arith::TruncFOp::create(rewriter, loc, s.resultType, sum);
  memref::StoreOp::create(rewriter, loc, sum, s.c, index(row, col));
  if (s.epilogue)
    emitEpilogue(index(row, col), sum);
}

void KernelBuilder::emitEpilogue(ArrayRef<Value> cIndex, Value stored) {
  const Epilogue &e = *s.epilogue;
  // The indices of the view of C the generic reads, and through its
  // (permutation) map the generic's loops.
  SmallVector<Value> viewIndex;
  if (e.groups.empty()) {
    viewIndex.assign(cIndex.begin(), cIndex.end());
  } else {
    viewIndex =
        splitIndices(cIndex, cast<MemRefType>(e.cView.getType()), e.groups);
  }
  SmallVector<Value> ivs(viewIndex.size());
  for (auto [k, expr] : llvm::enumerate(e.cMap.getResults()))
    ivs[cast<AffineDimExpr>(expr).getPosition()] = viewIndex[k];
  auto indices = [&](AffineMap map) {
    SmallVector<Value> result;
    for (AffineExpr expr : map.getResults()) {
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        result.push_back(ivs[dim.getPosition()]);
      else
        result.push_back(cst(cast<AffineConstantExpr>(expr).getValue()));
    }
    return result;
  };
  linalg::GenericOp op = e.op;
  Block *body = op.getBlock();
  IRMapping mapping;
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(&operand);
    if (arg.use_empty())
      continue;
    if (operand.get() == e.cView) {
      mapping.map(arg, stored);
      continue;
    }
    if (!isa<MemRefType>(operand.get().getType())) {
      mapping.map(arg, operand.get()); // scalar operand
      continue;
    }
    mapping.map(arg, memref::LoadOp::create(
                         rewriter, loc, operand.get(),
                         indices(op.getMatchingIndexingMap(&operand))));
  }
  for (Operation &nested : body->getOperations()) {
    if (auto indexOp = dyn_cast<linalg::IndexOp>(nested)) {
      mapping.map(indexOp.getResult(), ivs[indexOp.getDim()]);
      continue;
    }
    if (auto yield = dyn_cast<linalg::YieldOp>(nested)) {
      for (auto [init, value] :
           llvm::zip(op.getDpsInitsMutable(), yield.getValues()))
        memref::StoreOp::create(rewriter, loc, mapping.lookupOrDefault(value),
                                init.get(),
                                indices(op.getMatchingIndexingMap(&init)));
      continue;
    }
    rewriter.clone(nested, mapping);
  }
}
