//===- ScanTail.cpp - the last iterations of a scan taped apart -*- C++ -*-===//
//
// Splits a scan loop and its backward loop at n - t (ScanTail.h). Both
// halves clone the same body ops, so the outputs stay bit-identical; each
// half stacks into its own tensor<rows x ...> (a fresh tensor.empty: every
// row is written before the backward reads it). Which backward iteration
// reads which half is evaluated for every iteration, never assumed.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/ScanTail.h"
#include "remat/Dialect/Remat/Transforms/ScanRemat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::remat;

namespace {
/// Every read of a stack of `scan`, with the iter_arg it reads.
SmallVector<std::pair<tensor::ExtractSliceOp, unsigned>>
stackReads(const ScanLoop &scan) {
  SmallVector<std::pair<tensor::ExtractSliceOp, unsigned>> reads;
  for (const StackedResidual &residual : scan.residuals)
    for (Operation *user : scan.loop->getResult(residual.iterArg).getUsers())
      reads.push_back({cast<tensor::ExtractSliceOp>(user), residual.iterArg});
  return reads;
}

/// How many first iterations of `backward` read rows >= `split` (the
/// others read rows < split); nullopt where the iterations do not split so
/// or a row cannot be evaluated.
std::optional<int64_t> tailIterations(const ScanLoop &scan, scf::ForOp backward,
                                      int64_t split) {
  std::optional<int64_t> lb = getConstantIntValue(backward.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(backward.getUpperBound());
  if (!lb || !ub ||
      getConstantIntValue(backward.getStep()) != std::optional<int64_t>(1))
    return std::nullopt;
  auto reads = stackReads(scan);
  int64_t tailCount = 0;
  bool headSeen = false;
  for (int64_t v = *lb; v < *ub; ++v) {
    std::optional<bool> readsTail;
    for (auto &[read, arg] : reads) {
      OpFoldResult row = getFullRowOffset(read, read.getSourceType());
      std::optional<int64_t> at = getConstantIntValue(row);
      if (!at)
        at = evaluateIndex(cast<Value>(row), {{backward.getInductionVar(), v}});
      if (!at || *at < 0 || *at >= scan.tripCount)
        return std::nullopt;
      bool tail = *at >= split;
      if (readsTail && *readsTail != tail)
        return std::nullopt;
      readsTail = tail;
    }
    if (!readsTail)
      return std::nullopt;
    if (*readsTail) {
      if (headSeen)
        return std::nullopt;
      ++tailCount;
    } else {
      headSeen = true;
    }
  }
  return tailCount;
}

Value toIndex(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isIndex())
    return value;
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), value);
}

/// A loop over `trips` iterations from 0 whose body is `loop`'s, run at
/// iteration `offset` + its own; `rewrite` may replace a body op (a stack's
/// insert or read) by returning the value it maps to, given the new loop's
/// induction variable as an index.
scf::ForOp
cloneLoop(RewriterBase &rewriter, scf::ForOp loop, int64_t offset,
          int64_t trips, ValueRange inits,
          function_ref<Value(Operation *, IRMapping &, Value)> rewrite) {
  Location loc = loop.getLoc();
  Type ivType = loop.getInductionVar().getType();
  auto newLoop =
      scf::ForOp::create(rewriter, loc, scanConstant(rewriter, loc, ivType, 0),
                         scanConstant(rewriter, loc, ivType, trips),
                         scanConstant(rewriter, loc, ivType, 1), inits, nullptr,
                         loop.getUnsignedCmp());
  newLoop->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(newLoop.getBody());
  Value iv = newLoop.getInductionVar();
  Value index = toIndex(rewriter, loc, iv);
  IRMapping mapping;
  mapping.map(loop.getInductionVar(),
              offset == 0 ? iv
                          : arith::AddIOp::create(
                                rewriter, loc, iv,
                                scanConstant(rewriter, loc, ivType, offset))
                                .getResult());
  for (auto [old, now] :
       llvm::zip(loop.getRegionIterArgs(), newLoop.getRegionIterArgs()))
    mapping.map(old, now);
  for (Operation &op : *loop.getBody()) {
    if (Value replaced = rewrite(&op, mapping, index)) {
      mapping.map(op.getResult(0), replaced);
      continue;
    }
    rewriter.clone(op, mapping);
  }
  return newLoop;
}

/// `slice`'s offsets, sizes and strides through `mapping`, row `row`.
void mappedRow(OffsetSizeAndStrideOpInterface slice, IRMapping &mapping,
               OpFoldResult row, SmallVector<OpFoldResult> &offsets,
               SmallVector<OpFoldResult> &sizes,
               SmallVector<OpFoldResult> &strides) {
  auto map = [&](ArrayRef<OpFoldResult> in, SmallVector<OpFoldResult> &out) {
    out.clear();
    for (OpFoldResult value : in)
      out.push_back(isa<Value>(value) ? OpFoldResult(mapping.lookupOrDefault(
                                            cast<Value>(value)))
                                      : value);
  };
  map(slice.getMixedOffsets(), offsets);
  map(slice.getMixedSizes(), sizes);
  map(slice.getMixedStrides(), strides);
  offsets[0] = row;
}
} // namespace

std::string mlir::remat::whyNoTail(const ScanLoop &scan, int64_t t) {
  if (!scan.unsupported.empty())
    return scan.unsupported;
  int64_t n = scan.tripCount;
  if (t <= 0 || t >= n)
    return "a tail of " + std::to_string(t) +
           " iterations needs 0 < t < n = " + std::to_string(n);
  std::string why;
  scf::ForOp backward = findStackReader(scan, /*direct=*/true, why);
  if (!backward)
    return why;
  if (backward->getBlock() != scan.loop->getBlock() ||
      !scan.loop->isBeforeInBlock(backward))
    return "the backward loop is not after the scan loop in its block";
  std::optional<int64_t> tailCount = tailIterations(scan, backward, n - t);
  std::optional<int64_t> lb = getConstantIntValue(backward.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(backward.getUpperBound());
  if (!tailCount || *tailCount == 0 || *tailCount == *ub - *lb)
    return "the backward loop's first iterations do not read the last " +
           std::to_string(t) + " rows and its others the rest";
  return "";
}

SplitScan mlir::remat::splitScanTail(RewriterBase &rewriter,
                                     const ScanLoop &scan, int64_t t) {
  scf::ForOp forward = scan.loop;
  Location loc = forward.getLoc();
  int64_t n = scan.tripCount, m = n - t;
  std::string why;
  scf::ForOp backward = findStackReader(scan, /*direct=*/true, why);
  int64_t lb = *getConstantIntValue(backward.getLowerBound());
  int64_t trips = *getConstantIntValue(backward.getUpperBound()) - lb;
  int64_t s = *tailIterations(scan, backward, m);
  llvm::DenseMap<Operation *, unsigned> inserts, reads;
  for (const StackedResidual &residual : scan.residuals)
    inserts[residual.insert] = residual.iterArg;
  for (auto &[read, arg] : stackReads(scan))
    reads[read] = arg;
  llvm::SetVector<Operation *> oldInits;
  for (const StackedResidual &residual : scan.residuals)
    if (Operation *def =
            forward.getInitArgs()[residual.iterArg].getDefiningOp())
      oldInits.insert(def);

  // The forward halves: a stack's insert writes the half's own row.
  rewriter.setInsertionPoint(forward);
  auto stackInits = [&](int64_t rows) {
    SmallVector<Value> inits(forward.getInitArgs());
    for (const StackedResidual &residual : scan.residuals) {
      auto type = cast<RankedTensorType>(inits[residual.iterArg].getType());
      SmallVector<int64_t> shape(type.getShape());
      shape[0] = rows;
      inits[residual.iterArg] =
          tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
    }
    return inits;
  };
  auto insertRow = [&](Operation *op, IRMapping &mapping, Value row) -> Value {
    auto insert = dyn_cast<tensor::InsertSliceOp>(op);
    if (!insert || !inserts.count(op))
      return nullptr;
    SmallVector<OpFoldResult> offsets, sizes, strides;
    mappedRow(insert, mapping, row, offsets, sizes, strides);
    return tensor::InsertSliceOp::create(
        rewriter, insert.getLoc(), mapping.lookup(insert.getSource()),
        mapping.lookup(insert.getDest()), offsets, sizes, strides);
  };
  SplitScan split;
  split.head = cloneLoop(rewriter, forward, 0, m, stackInits(m), insertRow);
  SmallVector<Value> tailInits = stackInits(t);
  for (unsigned i = 0, e = tailInits.size(); i < e; ++i)
    if (!scan.find(i))
      tailInits[i] = split.head.getResult(i);
  split.tail = cloneLoop(rewriter, forward, m, t, tailInits, insertRow);

  // The backward halves: its first s iterations read the tail's rows
  // (row - m), the others the head's.
  rewriter.setInsertionPoint(backward);
  auto readFrom = [&](scf::ForOp half, int64_t shift) {
    return [&, half = half.getOperation(),
            shift](Operation *op, IRMapping &mapping, Value) -> Value {
      auto read = dyn_cast<tensor::ExtractSliceOp>(op);
      if (!read || !reads.count(op))
        return nullptr;
      OpFoldResult row = getFullRowOffset(read, read.getSourceType());
      if (isa<Value>(row))
        row = mapping.lookup(cast<Value>(row));
      if (shift != 0) {
        Value at =
            getValueOrCreateConstantIndexOp(rewriter, read.getLoc(), row);
        row = arith::SubIOp::create(rewriter, read.getLoc(), at,
                                    arith::ConstantIndexOp::create(
                                        rewriter, read.getLoc(), shift))
                  .getResult();
      }
      SmallVector<OpFoldResult> offsets, sizes, strides;
      mappedRow(read, mapping, row, offsets, sizes, strides);
      return tensor::ExtractSliceOp::create(
          rewriter, read.getLoc(), read.getType(),
          half->getResult(reads.lookup(op)), offsets, sizes, strides);
    };
  };
  split.tailBackward =
      cloneLoop(rewriter, backward, lb, s, backward.getInitArgs(),
                readFrom(split.tail, m));
  split.headBackward =
      cloneLoop(rewriter, backward, lb + s, trips - s,
                split.tailBackward.getResults(), readFrom(split.head, 0));
  rewriter.replaceOp(backward, split.headBackward.getResults());
  for (unsigned i = 0, e = forward.getNumResults(); i < e; ++i)
    if (!scan.find(i))
      rewriter.replaceAllUsesWith(forward.getResult(i),
                                  split.tail.getResult(i));
  rewriter.eraseOp(forward);
  // The old stacks' initial values (and what only they read), where
  // nothing else reads them: an unused fill would still be allocated.
  SmallVector<Operation *> dead(oldInits.begin(), oldInits.end());
  llvm::SmallPtrSet<Operation *, 4> erased;
  while (!dead.empty()) {
    Operation *def = dead.pop_back_val();
    if (erased.contains(def) || !isOpTriviallyDead(def))
      continue;
    for (Value operand : def->getOperands())
      if (Operation *producer = operand.getDefiningOp())
        dead.push_back(producer);
    erased.insert(def);
    rewriter.eraseOp(def);
  }
  // The halves' rows are their induction variables: the original row
  // arithmetic (JAX's clamps) is dead where nothing else used it.
  for (scf::ForOp loop : {split.head, split.tail}) {
    SmallVector<Operation *> ops;
    for (Operation &op : loop.getBody()->without_terminator())
      ops.push_back(&op);
    for (Operation *op : llvm::reverse(ops))
      if (isOpTriviallyDead(op))
        rewriter.eraseOp(op);
  }
  return split;
}

std::string mlir::remat::whyNoFront(const ScanLoop &scan, int64_t p) {
  int64_t n = scan.tripCount;
  if (p <= 0 || p >= n)
    return "a front of " + std::to_string(p) +
           " iterations needs 0 < p < n = " + std::to_string(n);
  return whyNoTail(scan, n - p);
}

ScanFront mlir::remat::splitScanFront(RewriterBase &rewriter,
                                      FunctionOpInterface func,
                                      const ScanLoop &scan, int64_t p) {
  SplitScan split = splitScanTail(rewriter, scan, scan.tripCount - p);
  ScanFront front{split.head, split.tail, findScanLoops(func), std::nullopt};
  auto rest = llvm::find_if(front.scans, [&](const ScanLoop &loop) {
    return loop.loop == split.tail;
  });
  if (rest != front.scans.end())
    front.restIndex = rest - front.scans.begin();
  return front;
}
