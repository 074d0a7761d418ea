//===- ScanSegments.cpp - every k-th carry, segments recomputed -*- C++ -*-===//
//
// The sqrt(n) schedule built from loops: a conditional insert keeps every
// k-th carry in the forward loop; the backward loop is split into an outer
// loop over segments and an inner loop over a segment's iterations, with a
// copy of the forward body (its stacks k rows long) in front of the inner
// loop. Which rows a backward iteration reads is evaluated for every
// iteration, so the schedule is only made where each reads its own
// segment.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/ScanSegments.h"
#include "remat/Dialect/Remat/Transforms/ScanRemat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::remat;

namespace {
Value toIndex(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isIndex())
    return value;
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), value);
}

Value fromIndex(OpBuilder &b, Location loc, Value value, Type type) {
  if (type.isIndex())
    return value;
  return arith::IndexCastOp::create(b, loc, type, value);
}

/// Iterations (of the scan and the loops around it) whose reads are
/// evaluated at most.
constexpr size_t kMaxEvaluated = 1 << 16;

} // namespace

std::string mlir::remat::whyNoSegments(const ScanLoop &scan, int64_t k) {
  if (!scan.unsupported.empty())
    return scan.unsupported;
  int64_t n = scan.tripCount;
  scf::ForOp forward = scan.loop;
  if (k <= 1 || k > n || n % k != 0)
    return "segments of " + std::to_string(k) +
           " iterations need 1 < k <= n with k dividing n = " +
           std::to_string(n);
  std::string why;
  scf::ForOp backward = findRebuildableBackward(scan, /*direct=*/false, why);
  if (!backward)
    return why;
  // Inside loops (a segment's own recomputation, segmented again), rows
  // are evaluated for every iteration of the loops around.
  SmallVector<DenseMap<Value, int64_t>> around(1);
  for (auto loop = forward->getParentOfType<scf::ForOp>(); loop;
       loop = loop->getParentOfType<scf::ForOp>()) {
    std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
    std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
    std::optional<int64_t> step = getConstantIntValue(loop.getStep());
    if (!lb || !ub || !step || *step <= 0)
      return "a loop around the scan loop has no static bounds";
    SmallVector<DenseMap<Value, int64_t>> next;
    for (const DenseMap<Value, int64_t> &known : around)
      for (int64_t v = *lb; v < *ub; v += *step) {
        next.push_back(known);
        next.back()[loop.getInductionVar()] = v;
      }
    if (next.size() * n > kMaxEvaluated)
      return "too many iterations around the scan loop to check its reads";
    around = std::move(next);
  }
  for (const StackedResidual &residual : scan.residuals)
    for (Operation *user : forward.getResult(residual.iterArg).getUsers()) {
      auto read = cast<tensor::ExtractSliceOp>(user);
      auto row = dyn_cast<Value>(getFullRowOffset(read, read.getSourceType()));
      for (DenseMap<Value, int64_t> known : around)
        for (int64_t i = 0; i < n; ++i) {
          known[backward.getInductionVar()] = i;
          std::optional<int64_t> at =
              row ? evaluateIndex(row, known) : std::nullopt;
          if (!at || *at < 0 || *at >= n || *at / k != n / k - 1 - i / k)
            return "backward iteration " + std::to_string(i) +
                   " reads a row outside its segment";
        }
    }
  return "";
}

ScanLoop mlir::remat::segmentScan(RewriterBase &rewriter, const ScanLoop &scan,
                                  int64_t k) {
  scf::ForOp forward = scan.loop;
  Location loc = forward.getLoc();
  int64_t n = scan.tripCount, segments = n / k;
  unsigned numArgs = forward.getNumRegionIterArgs();
  SmallVector<unsigned> stacks, carries;
  for (unsigned i = 0; i < numArgs; ++i)
    (scan.find(i) ? stacks : carries).push_back(i);
  std::string why;
  scf::ForOp backward = findStackReader(scan, /*direct=*/false, why);
  SmallVector<tensor::ExtractSliceOp> reads;
  for (unsigned i : stacks)
    for (Operation *user : forward.getResult(i).getUsers())
      reads.push_back(cast<tensor::ExtractSliceOp>(user));
  llvm::DenseMap<Operation *, unsigned> readStack;
  for (unsigned i : stacks)
    for (Operation *user : forward.getResult(i).getUsers())
      readStack[user] = i;

  // 1. The forward loop becomes a loop over segments that checkpoints the
  // carries a segment s > 0 starts from (row s - 1) around a loop over its
  // k iterations (the body as it was, at iteration s * k + t). Segment 0
  // starts from the loop's init, which the program holds anyway: a row for
  // it would be one carry more through the whole backward. Its write goes
  // to row 0 too (max(s - 1, 0), branch-free) and segment 1 overwrites it
  // (one segment, k = n: a row of its own, never read).
  Type fType = forward.getInductionVar().getType();
  rewriter.setInsertionPoint(forward);
  SmallVector<Value> outerInits(forward.getInitArgs());
  for (unsigned c : carries) {
    auto type =
        withRows(cast<RankedTensorType>(forward.getInitArgs()[c].getType()),
                 std::max<int64_t>(segments - 1, 1));
    outerInits.push_back(tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                                 type.getElementType()));
  }
  auto forwardOuter =
      scf::ForOp::create(rewriter, loc, scanConstant(rewriter, loc, fType, 0),
                         scanConstant(rewriter, loc, fType, segments),
                         scanConstant(rewriter, loc, fType, 1), outerInits);
  scf::ForOp forwardInner;
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(forwardOuter.getBody());
    Value s = forwardOuter.getInductionVar();
    Value row = arith::MaxSIOp::create(
        rewriter, loc,
        arith::SubIOp::create(rewriter, loc, toIndex(rewriter, loc, s),
                              arith::ConstantIndexOp::create(rewriter, loc, 1)),
        arith::ConstantIndexOp::create(rewriter, loc, 0));
    SmallVector<Value> checkpoints;
    for (auto [j, c] : llvm::enumerate(carries)) {
      Value stack = forwardOuter.getRegionIterArgs()[numArgs + j];
      SmallVector<OpFoldResult> offsets, sizes, strides;
      rowOf(rewriter, cast<RankedTensorType>(stack.getType()), row, offsets,
            sizes, strides);
      checkpoints.push_back(tensor::InsertSliceOp::create(
          rewriter, loc, forwardOuter.getRegionIterArgs()[c], stack, offsets,
          sizes, strides));
    }
    forwardInner = scf::ForOp::create(
        rewriter, loc, scanConstant(rewriter, loc, fType, 0),
        scanConstant(rewriter, loc, fType, k),
        scanConstant(rewriter, loc, fType, 1),
        forwardOuter.getRegionIterArgs().take_front(numArgs));
    rewriter.setInsertionPointToStart(forwardInner.getBody());
    IRMapping mapping;
    mapping.map(
        forward.getInductionVar(),
        arith::AddIOp::create(
            rewriter, loc,
            arith::MulIOp::create(rewriter, loc, s,
                                  scanConstant(rewriter, loc, fType, k)),
            forwardInner.getInductionVar())
            .getResult());
    for (auto [from, to] : llvm::zip(forward.getRegionIterArgs(),
                                     forwardInner.getRegionIterArgs()))
      mapping.map(from, to);
    for (Operation &op : *forward.getBody())
      rewriter.clone(op, mapping);
    rewriter.setInsertionPointToEnd(forwardOuter.getBody());
    SmallVector<Value> yielded(forwardInner.getResults());
    llvm::append_range(yielded, checkpoints);
    scf::YieldOp::create(rewriter, loc, yielded);
  }
  rewriter.replaceAllUsesWith(forward.getResults(),
                              forwardOuter.getResults().take_front(numArgs));
  Block *forwardBody = forward.getBody();
  llvm::SmallPtrSet<Operation *, 1> added;

  // 2. The backward loop over segments, last first.
  Type bType = backward.getInductionVar().getType();
  rewriter.setInsertionPoint(backward);
  auto outer = scf::ForOp::create(
      rewriter, loc, scanConstant(rewriter, loc, bType, 0),
      scanConstant(rewriter, loc, bType, segments),
      scanConstant(rewriter, loc, bType, 1), backward.getInitArgs());
  rewriter.setInsertionPointToStart(outer.getBody());
  Value s = toIndex(rewriter, loc, outer.getInductionVar());
  Value kIndex = arith::ConstantIndexOp::create(rewriter, loc, k);
  Value segment = arith::SubIOp::create(
      rewriter, loc,
      arith::ConstantIndexOp::create(rewriter, loc, segments - 1), s);
  Value base = arith::MulIOp::create(rewriter, loc, segment, kIndex);
  // Its forward iterations again, from its checkpointed carry (segment 0:
  // the loop's init), into stacks of k rows (carries first, then stacks, in
  // the recompute loop).
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value first = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                      segment, zero);
  Value row = arith::MaxSIOp::create(
      rewriter, loc,
      arith::SubIOp::create(rewriter, loc, segment,
                            arith::ConstantIndexOp::create(rewriter, loc, 1)),
      zero);
  SmallVector<Value> inits;
  for (auto [j, c] : llvm::enumerate(carries)) {
    Value checkpoints = forwardOuter.getResult(numArgs + j);
    SmallVector<OpFoldResult> offsets, sizes, strides;
    rowOf(rewriter, cast<RankedTensorType>(checkpoints.getType()), row, offsets,
          sizes, strides);
    Value stored = tensor::ExtractSliceOp::create(
        rewriter, loc,
        cast<RankedTensorType>(forward.getInitArgs()[c].getType()), checkpoints,
        offsets, sizes, strides);
    inits.push_back(arith::SelectOp::create(rewriter, loc, first,
                                            forward.getInitArgs()[c], stored));
  }
  DenseMap<unsigned, unsigned> position;
  for (auto [j, c] : llvm::enumerate(carries))
    position[c] = j;
  for (unsigned i : stacks) {
    position[i] = inits.size();
    tensor::InsertSliceOp insert = scan.find(i)->insert;
    RankedTensorType type = insert.getDestType();
    SmallVector<int64_t> shape{k};
    llvm::append_range(shape, type.getShape().drop_front());
    inits.push_back(
        tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType()));
  }
  auto recompute =
      scf::ForOp::create(rewriter, loc, scanConstant(rewriter, loc, fType, 0),
                         scanConstant(rewriter, loc, fType, k),
                         scanConstant(rewriter, loc, fType, 1), inits);
  // The segment's recomputation and backward iterations are a scan of k
  // iterations themselves (its stacks read back in reverse by the inner
  // loop): returned so that it can be segmented again.
  ScanLoop segmentLoop;
  segmentLoop.loop = recompute;
  segmentLoop.tripCount = k;
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(recompute.getBody());
    Value u = toIndex(rewriter, loc, recompute.getInductionVar());
    IRMapping mapping;
    mapping.map(forward.getInductionVar(),
                fromIndex(rewriter, loc,
                          arith::AddIOp::create(rewriter, loc, base, u),
                          fType));
    for (unsigned i = 0; i < numArgs; ++i)
      mapping.map(forward.getRegionIterArgs()[i],
                  recompute.getRegionIterArgs()[position[i]]);
    llvm::DenseSet<Operation *> inserts;
    for (unsigned i : stacks)
      inserts.insert(scan.find(i)->insert);
    for (Operation &op : forwardBody->without_terminator())
      if (!added.contains(&op) && !inserts.contains(&op))
        rewriter.clone(op, mapping);
    SmallVector<Value> yielded(inits.size());
    auto forwardYield = cast<scf::YieldOp>(forwardBody->getTerminator());
    for (unsigned c : carries)
      yielded[position[c]] =
          mapping.lookupOrDefault(forwardYield.getOperand(c));
    for (unsigned i : stacks) {
      tensor::InsertSliceOp insert = scan.find(i)->insert;
      Value local = recompute.getRegionIterArgs()[position[i]];
      SmallVector<OpFoldResult> offsets, sizes, strides;
      rowOf(rewriter, cast<RankedTensorType>(local.getType()), u, offsets,
            sizes, strides);
      auto stacked = tensor::InsertSliceOp::create(
          rewriter, loc, mapping.lookupOrDefault(insert.getSource()), local,
          offsets, sizes, strides);
      yielded[position[i]] = stacked;
      StackedResidual &localResidual = segmentLoop.residuals.emplace_back();
      localResidual.iterArg = position[i];
      localResidual.insert = stacked;
      localResidual.element = stacked.getSource();
    }
    scf::YieldOp::create(rewriter, loc, yielded);
  }
  // Its backward iterations, reading the segment's stacks.
  auto inner = scf::ForOp::create(
      rewriter, loc, scanConstant(rewriter, loc, bType, 0),
      scanConstant(rewriter, loc, bType, k),
      scanConstant(rewriter, loc, bType, 1), outer.getRegionIterArgs());
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(inner.getBody());
    Value i = arith::AddIOp::create(
        rewriter, loc,
        arith::MulIOp::create(rewriter, loc, outer.getInductionVar(),
                              scanConstant(rewriter, loc, bType, k)),
        inner.getInductionVar());
    IRMapping mapping;
    mapping.map(backward.getInductionVar(), i);
    for (auto [from, to] :
         llvm::zip(backward.getRegionIterArgs(), inner.getRegionIterArgs()))
      mapping.map(from, to);
    for (Operation &op : backward.getBody()->without_terminator())
      rewriter.clone(op, mapping);
    for (tensor::ExtractSliceOp read : reads) {
      auto cloned = cast<tensor::ExtractSliceOp>(
          mapping.lookup(read.getResult()).getDefiningOp());
      rewriter.setInsertionPoint(cloned);
      Value row = getValueOrCreateConstantIndexOp(
          rewriter, loc, cloned.getMixedOffsets().front());
      Value local = recompute.getResult(position[readStack[read]]);
      SmallVector<OpFoldResult> offsets = cloned.getMixedOffsets();
      offsets[0] = arith::SubIOp::create(rewriter, loc, row, base).getResult();
      auto localRead = rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
          cloned, cloned.getType(), local, offsets, cloned.getMixedSizes(),
          cloned.getMixedStrides());
      for (StackedResidual &residual : segmentLoop.residuals)
        if (residual.iterArg == position[readStack[read]])
          residual.reads.push_back(localRead);
    }
    rewriter.setInsertionPointToEnd(inner.getBody());
    SmallVector<Value> yielded;
    for (Value value : backward.getBody()->getTerminator()->getOperands())
      yielded.push_back(mapping.lookupOrDefault(value));
    scf::YieldOp::create(rewriter, loc, yielded);
  }
  rewriter.setInsertionPointToEnd(outer.getBody());
  scf::YieldOp::create(rewriter, loc, inner.getResults());
  rewriter.replaceOp(backward, outer.getResults());

  // 3. The forward loops no longer stack: the outer loop passes the stacks
  // through, then neither carries them.
  rewriter.eraseOp(forward);
  auto outerYield = cast<scf::YieldOp>(forwardOuter.getBody()->getTerminator());
  for (unsigned i : stacks)
    rewriter.modifyOpInPlace(outerYield, [&] {
      outerYield.setOperand(i, forwardOuter.getRegionIterArgs()[i]);
    });
  dropLoopIterArgs(rewriter, forwardInner, stacks);
  dropLoopIterArgs(rewriter, forwardOuter, stacks);
  return segmentLoop;
}

namespace {
/// The latest op of `block` outside `skip` that defines a value `op` (or
/// an op nested in it) reads; nullptr where none does.
Operation *lastDefinitionIn(Block *block, Operation *op,
                            ArrayRef<Operation *> skip) {
  Operation *last = nullptr;
  op->walk([&](Operation *inner) {
    for (Value operand : inner->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (!def || def->getBlock() != block || llvm::is_contained(skip, def))
        continue;
      if (!last || last->isBeforeInBlock(def))
        last = def;
    }
  });
  return last;
}

/// Moves a row's write (the stack's row, the op computing into it, the
/// insert) right after the last value it reads: JAX's bodies copy their
/// rows at the end, which holds the carry an iteration starts from past
/// the matmul that last reads it (one carry more at the re-run's peak).
void moveRowWriteUp(RewriterBase &rewriter, Operation *row, Operation *producer,
                    Operation *insert) {
  Block *block = producer->getBlock();
  Operation *chain[] = {row, producer, insert};
  Operation *after = nullptr;
  for (Operation *op : chain) {
    Operation *def = lastDefinitionIn(block, op, chain);
    if (def && (!after || after->isBeforeInBlock(def)))
      after = def;
  }
  for (Operation *op : chain) {
    if (after)
      rewriter.moveOpAfter(op, after);
    else
      rewriter.moveOpBefore(op, block, block->begin());
    after = op;
  }
}
} // namespace

void mlir::remat::writeRowsInPlace(RewriterBase &rewriter,
                                   const ScanLoop &segment) {
  for (const StackedResidual &residual : segment.residuals) {
    tensor::InsertSliceOp insert = residual.insert;
    Value row = insert.getSource();
    auto producer = row.getDefiningOp<linalg::LinalgOp>();
    if (!producer || !row.hasOneUse() || producer->getNumResults() != 1 ||
        producer.getNumDpsInits() != 1 ||
        !producer.getDpsInits()[0].getDefiningOp<tensor::EmptyOp>() ||
        producer->getBlock() != insert->getBlock())
      continue;
    // The slice's offsets (the row) must be defined where the producer is.
    if (llvm::any_of(insert.getOffsets(), [&](Value offset) {
          Operation *def = offset.getDefiningOp();
          return def && def->getBlock() == producer->getBlock() &&
                 !def->isBeforeInBlock(producer);
        }))
      continue;
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(producer);
    Value slice = tensor::ExtractSliceOp::create(
        rewriter, insert.getLoc(), cast<RankedTensorType>(row.getType()),
        insert.getDest(), insert.getMixedOffsets(), insert.getMixedSizes(),
        insert.getMixedStrides());
    rewriter.modifyOpInPlace(
        producer, [&] { producer.getDpsInitsMutable()[0].set(slice); });
    moveRowWriteUp(rewriter, slice.getDefiningOp(), producer, insert);
  }
}
