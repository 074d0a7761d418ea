//===- LinalgKernelBuilder.cpp - IR of all linalg kernels -------*- C++ -*-===//
//
// An op's body at given loop indices, its outputs loaded and stored (its
// reductions run serially), the launch, and the ops a kernel replaced
// erased: what the thread-per-output, block-per-output and row kernels
// share.
//
//===----------------------------------------------------------------------===//
#include "LinalgKernels.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::linalg_kernels;

SmallVector<Value>
linalg_kernels::emitBodyWith(KernelBuilder &b, linalg::LinalgOp op,
                             ArrayRef<Value> ivs, ValueRange outs,
                             llvm::function_ref<Value(OpOperand *)> loadInput) {
  Block *body = op.getBlock();
  IRMapping mapping;
  for (OpOperand *input : op.getDpsInputOperands()) {
    BlockArgument arg = body->getArgument(input->getOperandNumber());
    if (arg.use_empty())
      continue;
    Value source = input->get();
    if (!isa<MemRefType>(source.getType())) {
      mapping.map(arg, source); // scalar operand
      continue;
    }
    mapping.map(arg, loadInput(input));
  }
  for (auto [i, out] : llvm::enumerate(outs))
    mapping.map(body->getArgument(op.getNumDpsInputs() + i), out);
  SmallVector<Value> yielded;
  for (Operation &nested : body->getOperations()) {
    if (auto index = dyn_cast<linalg::IndexOp>(nested)) {
      mapping.map(index.getResult(), ivs[index.getDim()]);
      continue;
    }
    if (auto yield = dyn_cast<linalg::YieldOp>(nested)) {
      for (Value v : yield.getValues())
        yielded.push_back(mapping.lookupOrDefault(v));
      continue;
    }
    b.rewriter.clone(nested, mapping);
  }
  return yielded;
}

SmallVector<Value> linalg_kernels::emitBody(KernelBuilder &b,
                                            linalg::LinalgOp op,
                                            ArrayRef<Value> ivs,
                                            ValueRange outs) {
  return emitBodyWith(b, op, ivs, outs, [&](OpOperand *input) -> Value {
    return memref::LoadOp::create(
        b.rewriter, b.loc, input->get(),
        b.applyMap(op.getMatchingIndexingMap(input), ivs));
  });
}

SmallVector<Value> linalg_kernels::loadOutputs(KernelBuilder &b,
                                               linalg::LinalgOp op,
                                               ArrayRef<Value> ivs,
                                               Value fillValue) {
  SmallVector<Value> outs;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    BlockArgument arg = op.getMatchingBlockArgument(&init);
    if (fillValue) {
      outs.push_back(fillValue);
      continue;
    }
    if (arg.use_empty() && !op.getNumReductionLoops()) {
      outs.push_back(nullptr); // never read: no load
      continue;
    }
    outs.push_back(memref::LoadOp::create(
        b.rewriter, b.loc, init.get(),
        b.applyMap(op.getMatchingIndexingMap(&init), ivs)));
  }
  return outs;
}

void linalg_kernels::storeOutputs(KernelBuilder &b, linalg::LinalgOp op,
                                  ArrayRef<Value> ivs, ArrayRef<Value> values) {
  for (auto [init, value] : llvm::zip(op.getDpsInitsMutable(), values))
    memref::StoreOp::create(b.rewriter, b.loc, value, init.get(),
                            b.applyMap(op.getMatchingIndexingMap(&init), ivs));
}

gpu::LaunchOp linalg_kernels::createLaunch(RewriterBase &rewriter, Location loc,
                                           int64_t blocks, int64_t threads,
                                           TypeRange workgroup) {
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  };
  Value one = cst(1);
  auto launch = gpu::LaunchOp::create(
      rewriter, loc, cst(blocks), one, one, cst(threads), one, one,
      /*dynamicSharedMemorySize=*/nullptr, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/ValueRange(), workgroup);
  rewriter.setInsertionPointToStart(&launch.getBody().front());
  return launch;
}

void linalg_kernels::emitOutputs(KernelBuilder &b, const OpKernel &kernel,
                                 SmallVectorImpl<Value> &ivs) {
  RewriterBase &rewriter = b.rewriter;
  const LoopNest &nest = kernel.nest;
  SmallVector<Value> outs = loadOutputs(b, kernel.op, ivs, kernel.fillValue());
  SmallVector<Value> results;
  if (nest.reduction.empty()) {
    results = emitBody(b, kernel.op, ivs, outs);
  } else {
    auto reduce = scf::ForOp::create(rewriter, b.loc, b.cst(0),
                                     b.cst(nest.reductionSize), b.cst(1), outs);
    OpBuilder::InsertionGuard inner(rewriter);
    rewriter.setInsertionPointToStart(reduce.getBody());
    b.delinearize(reduce.getInductionVar(), nest.reduction, nest.ranges, ivs);
    scf::YieldOp::create(
        rewriter, b.loc,
        emitBody(b, kernel.op, ivs, reduce.getRegionIterArgs()));
    results = reduce.getResults();
  }
  storeOutputs(b, kernel.op, ivs, results);
}

void linalg_kernels::eraseReplaced(RewriterBase &rewriter,
                                   ArrayRef<OpKernel> group,
                                   const KernelCounters &counters) {
  for (const OpKernel &kernel : group) {
    if (kernel.fill) {
      rewriter.eraseOp(kernel.fill);
      ++counters.foldedFills;
    }
    rewriter.eraseOp(kernel.op);
  }
}
