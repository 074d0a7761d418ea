//===- MatmulKernelBuilder.cpp - launch, operand loads ----------*- C++ -*-===//
//
// The launch and workgroup tiles of every matmul kernel, and how a kernel
// reads A and B: through a folded transpose, guarded on ragged edges, or
// with cp.async into a workgroup tile.
//
//===----------------------------------------------------------------------===//
#include "MatmulKernels.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::matmul_kernels;

SmallVector<Value>
KernelBuilder::splitIndices(ArrayRef<Value> indices, MemRefType wide,
                            ArrayRef<ReassociationIndices> groups) {
  // Each collapsed index splits over its group (innermost fastest).
  SmallVector<Value> expanded;
  for (auto [i, group] : llvm::enumerate(groups)) {
    SmallVector<Value> parts(group.size());
    Value rest = indices[i];
    for (int64_t j = group.size() - 1; j >= 0; --j) {
      int64_t size = wide.getDimSize(group[j]);
      parts[j] = j == 0 ? rest : rem(rest, size);
      if (j > 0)
        rest = div(rest, size);
    }
    expanded.append(parts);
  }
  return expanded;
}

Value KernelBuilder::loadOperand(Value source, SmallVector<Value> indices) {
  const std::optional<TransposedOperand> &folded = source == s.a ? s.aSource
                                                   : source == s.b
                                                       ? s.bSource
                                                       : std::nullopt;
  if (!folded)
    return memref::LoadOp::create(rewriter, loc, source, indices);
  if (folded->wide) {
    indices = splitIndices(indices, folded->wide, folded->groups);
  }
  // linalg.transpose: output index k is input index permutation[k].
  SmallVector<Value> sourceIndices(indices.size());
  for (auto [k, p] : llvm::enumerate(folded->permutation))
    sourceIndices[p] = indices[k];
  return memref::LoadOp::create(rewriter, loc, folded->input, sourceIndices);
}

Value KernelBuilder::guardedLoad(Value source, Value row, Value col,
                                 bool rowGuard, int64_t rowBound, bool colGuard,
                                 int64_t colBound) {
  Value cond = inBounds(row, rowGuard, rowBound, col, colGuard, colBound);
  if (!cond)
    return loadOperand(source, index(row, col));
  auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{s.elementType}, cond,
                                /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
  Value v = loadOperand(source, index(row, col));
  scf::YieldOp::create(rewriter, loc, v);
  rewriter.setInsertionPointToStart(&ifOp.getElseRegion().front());
  scf::YieldOp::create(rewriter, loc, zero);
  return ifOp.getResult(0);
}

Value KernelBuilder::asyncCopy(Value source, Value row, bool rowGuard,
                               int64_t rowBound, Value col, bool colGuard,
                               int64_t colBound, Value tile,
                               ValueRange tileIndices, int64_t elements) {
  Value cond = inBounds(row, rowGuard, rowBound, col, colGuard, colBound);
  Value srcElements;
  if (cond) {
    Value zeroIndex = cst(0);
    row = arith::SelectOp::create(rewriter, loc, cond, row, zeroIndex);
    col = arith::SelectOp::create(rewriter, loc, cond, col, zeroIndex);
    srcElements =
        arith::SelectOp::create(rewriter, loc, cond, cst(elements), zeroIndex);
  }
  return nvgpu::DeviceAsyncCopyOp::create(
      rewriter, loc, nvgpu::DeviceAsyncTokenType::get(rewriter.getContext()),
      tile, tileIndices, source, index(row, col),
      rewriter.getIndexAttr(elements), srcElements, rewriter.getUnitAttr());
}

gpu::LaunchOp matmul_kernels::createLaunch(RewriterBase &rewriter, Location loc,
                                           const MatmulShape &s, int64_t tileM,
                                           int64_t tileN, int64_t threadsX,
                                           int64_t threadsY,
                                           TypeRange workgroup,
                                           int64_t dynamicSharedBytes) {
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  };
  Value one = cst(1);
  Value dynamicShared;
  if (dynamicSharedBytes)
    dynamicShared =
        arith::ConstantIntOp::create(rewriter, loc, dynamicSharedBytes, 32);
  auto launch = gpu::LaunchOp::create(
      rewriter, loc, cst((s.n + tileN - 1) / tileN),
      cst((s.m + tileM - 1) / tileM), cst(s.batch), cst(threadsX),
      cst(threadsY), one, dynamicShared, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/ValueRange(), workgroup);
  rewriter.setInsertionPointToStart(&launch.getBody().front());
  return launch;
}

MemRefType matmul_kernels::workgroupTile(RewriterBase &rewriter, int64_t rows,
                                         int64_t cols, Type elementType) {
  Attribute workgroup = gpu::AddressSpaceAttr::get(
      rewriter.getContext(), gpu::AddressSpace::Workgroup);
  return MemRefType::get({rows, cols}, elementType, MemRefLayoutAttrInterface(),
                         workgroup);
}
