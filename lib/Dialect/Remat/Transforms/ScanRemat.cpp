//===- ScanRemat.cpp - recompute scan residuals in the backward -*- C++ -*-===//
//
// The rewrite behind remat-scan-remat and remat-auto's loop choices. The
// IR stays a loop: the forward loop is rebuilt without the dropped stacks
// (and with a carry stack where none is kept), the backward reads get the
// cloned body slice. Rows are evaluated, not matched, so two reads whose
// row expressions differ only as SSA values share one recomputation.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/ScanRemat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

#include <map>

using namespace mlir;
using namespace mlir::remat;

namespace {
/// The forward loop after the rewrite and where its old iter_args went.
struct RebuiltLoop {
  scf::ForOp loop;
  /// Old iter_arg -> new iter_arg (-1: dropped).
  SmallVector<int> newIndex;
  /// Carry iter_arg (old numbering) -> new iter_arg of the stack added for it.
  llvm::DenseMap<unsigned, unsigned> addedStack;
};

/// The offsets, sizes and strides of one full row `row` of `stacked`.
void fullRow(OpBuilder &b, RankedTensorType stacked, OpFoldResult row,
             SmallVector<OpFoldResult> &offsets,
             SmallVector<OpFoldResult> &sizes,
             SmallVector<OpFoldResult> &strides) {
  offsets.assign(stacked.getRank(), b.getIndexAttr(0));
  offsets[0] = row;
  sizes.clear();
  sizes.push_back(b.getIndexAttr(1));
  for (int64_t d = 1; d < stacked.getRank(); ++d)
    sizes.push_back(b.getIndexAttr(stacked.getDimSize(d)));
  strides.assign(stacked.getRank(), b.getIndexAttr(1));
}

/// `value` (an integer or index) as an index.
Value castToIndex(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isIndex())
    return value;
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), value);
}

/// Rebuilds `loop` without the iter_args in `drop` and with a stack for
/// each carry in `newStacks`, written at row iv in every iteration.
RebuiltLoop rebuild(RewriterBase &rewriter, scf::ForOp loop,
                    const llvm::SmallDenseSet<unsigned> &drop,
                    ArrayRef<unsigned> newStacks) {
  Location loc = loop.getLoc();
  int64_t trips = *getConstantIntValue(loop.getUpperBound());
  RebuiltLoop out;
  SmallVector<Value> inits;
  for (auto [i, init] : llvm::enumerate(loop.getInitArgs())) {
    out.newIndex.push_back(drop.contains(i) ? -1 : inits.size());
    if (!drop.contains(i))
      inits.push_back(init);
  }
  rewriter.setInsertionPoint(loop);
  SmallVector<RankedTensorType> stackTypes;
  for (unsigned carry : newStacks) {
    auto type = cast<RankedTensorType>(loop.getInitArgs()[carry].getType());
    SmallVector<int64_t> shape{trips};
    llvm::append_range(shape, type.getShape());
    auto stacked = RankedTensorType::get(shape, type.getElementType());
    stackTypes.push_back(stacked);
    out.addedStack[carry] = inits.size();
    inits.push_back(
        tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType()));
  }
  // The dropped stacks' inserts go: their iter_args then only pass through.
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  for (unsigned i : drop) {
    Operation *insert = yield.getOperand(i).getDefiningOp();
    rewriter.modifyOpInPlace(
        yield, [&] { yield.setOperand(i, loop.getRegionIterArgs()[i]); });
    if (insert && insert->use_empty())
      rewriter.eraseOp(insert);
  }
  auto newLoop = scf::ForOp::create(rewriter, loc, loop.getLowerBound(),
                                    loop.getUpperBound(), loop.getStep(), inits,
                                    nullptr, loop.getUnsignedCmp());
  newLoop->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
  Block *body = newLoop.getBody();
  SmallVector<Value> args{newLoop.getInductionVar()};
  for (auto [i, init] : llvm::enumerate(loop.getInitArgs()))
    args.push_back(out.newIndex[i] < 0
                       ? init
                       : newLoop.getRegionIterArgs()[out.newIndex[i]]);
  rewriter.mergeBlocks(loop.getBody(), body, args);
  yield = cast<scf::YieldOp>(body->getTerminator());
  rewriter.setInsertionPoint(yield);
  SmallVector<Value> yielded;
  for (auto [i, value] : llvm::enumerate(yield.getOperands()))
    if (out.newIndex[i] >= 0)
      yielded.push_back(value);
  Value row = castToIndex(rewriter, loc, newLoop.getInductionVar());
  for (auto [carry, stacked] : llvm::zip(newStacks, stackTypes)) {
    SmallVector<OpFoldResult> offsets, sizes, strides;
    fullRow(rewriter, stacked, row, offsets, sizes, strides);
    yielded.push_back(tensor::InsertSliceOp::create(
        rewriter, loc, newLoop.getRegionIterArgs()[out.newIndex[carry]],
        newLoop.getRegionIterArgs()[out.addedStack[carry]], offsets, sizes,
        strides));
  }
  rewriter.replaceOpWithNewOp<scf::YieldOp>(yield, yielded);
  for (auto [i, result] : llvm::enumerate(loop.getResults()))
    if (out.newIndex[i] >= 0)
      rewriter.replaceAllUsesWith(result, newLoop.getResult(out.newIndex[i]));
  // The caller erases `loop` once the dropped results' reads are gone.
  out.loop = newLoop;
  return out;
}

/// Erases what only the dropped stacks read in `body` (JAX's copies into
/// their rows): a dead op on tensors would still get a buffer. Run once
/// nothing is cloned from the body any more.
void eraseDeadOps(RewriterBase &rewriter, Block *body) {
  SmallVector<Operation *> ops;
  for (Operation &op : body->without_terminator())
    ops.push_back(&op);
  for (Operation *op : llvm::reverse(ops))
    if (isOpTriviallyDead(op))
      rewriter.eraseOp(op);
}

/// The rows a read reads, as a key: its block and the row for every
/// iteration of the loop around it (or its static row); reads with equal
/// keys read the same row at the same time.
std::string rowKey(tensor::ExtractSliceOp read) {
  std::string key =
      std::to_string(reinterpret_cast<uintptr_t>(read->getBlock())) + ":";
  OpFoldResult row = getFullRowOffset(read, read.getSourceType());
  if (std::optional<int64_t> fixed = getConstantIntValue(row))
    return key + "c" + std::to_string(*fixed);
  Value value = cast<Value>(row);
  auto fallback = [&] {
    return key + "v" +
           std::to_string(
               reinterpret_cast<uintptr_t>(value.getAsOpaquePointer()));
  };
  auto loop = read->getParentOfType<scf::ForOp>();
  if (!loop)
    return fallback();
  std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!lower || !upper || !step || *step <= 0)
    return fallback();
  for (int64_t i = *lower; i < *upper; i += *step) {
    std::optional<int64_t> at =
        evaluateIndex(value, {{loop.getInductionVar(), i}});
    if (!at)
      return fallback();
    key += std::to_string(*at) + ",";
  }
  return key;
}
} // namespace

scf::ForOp mlir::remat::dropLoopIterArgs(RewriterBase &rewriter,
                                         scf::ForOp loop,
                                         ArrayRef<unsigned> drop) {
  llvm::SmallDenseSet<unsigned> dropSet(drop.begin(), drop.end());
  llvm::SetVector<Operation *> inits;
  for (unsigned i : drop)
    if (Operation *def = loop.getInitArgs()[i].getDefiningOp())
      inits.insert(def);
  RebuiltLoop rebuilt = rebuild(rewriter, loop, dropSet, {});
  rewriter.eraseOp(loop);
  eraseDeadOps(rewriter, rebuilt.loop.getBody());
  for (Operation *def : inits)
    if (isOpTriviallyDead(def))
      rewriter.eraseOp(def);
  return rebuilt.loop;
}

ScanRematStats mlir::remat::rematerializeScan(RewriterBase &rewriter,
                                              const ScanLoop &scan,
                                              ArrayRef<unsigned> iterArgs) {
  ScanRematStats stats;
  scf::ForOp forward = scan.loop;
  llvm::SmallDenseSet<unsigned> drop(iterArgs.begin(), iterArgs.end());
  // The carries the recomputations read, and the kept stack of each, if any.
  llvm::SetVector<unsigned> carries;
  for (unsigned i : iterArgs)
    carries.insert_range(scan.find(i)->carries);
  llvm::DenseMap<unsigned, unsigned> keptCopy;
  SmallVector<unsigned> newStacks;
  for (unsigned carry : carries) {
    auto carryType =
        cast<RankedTensorType>(forward.getInitArgs()[carry].getType());
    for (const StackedResidual &residual : scan.residuals) {
      if (drop.contains(residual.iterArg) ||
          residual.copiesCarry != std::optional<unsigned>(carry))
        continue;
      SmallVector<int64_t> row{1};
      tensor::InsertSliceOp insert = residual.insert;
      llvm::append_range(row, insert.getDestType().getShape().drop_front());
      if (computeRankReductionMask(row, carryType.getShape())) {
        keptCopy[carry] = residual.iterArg;
        break;
      }
    }
    if (!keptCopy.count(carry))
      newStacks.push_back(carry);
  }
  // Group the reads: one recomputation per block and row.
  llvm::MapVector<
      std::string,
      SmallVector<std::pair<tensor::ExtractSliceOp, const StackedResidual *>>,
      std::map<std::string, unsigned>>
      groups;
  for (unsigned i : iterArgs)
    for (tensor::ExtractSliceOp read : scan.find(i)->reads)
      groups[rowKey(read)].push_back({read, scan.find(i)});
  SmallVector<Type> initTypes(forward.getInitArgs().getTypes());
  SmallVector<Operation *> droppedInits;
  for (unsigned i : iterArgs)
    if (Operation *def = forward.getInitArgs()[i].getDefiningOp())
      droppedInits.push_back(def);
  // The rows, read before the rebuild leaves the dropped reads' source
  // without a type.
  llvm::DenseMap<Operation *, OpFoldResult> rows;
  llvm::DenseMap<const StackedResidual *, unsigned> carryElements;
  for (unsigned i : iterArgs)
    if (auto arg = dyn_cast<BlockArgument>(scan.find(i)->element))
      carryElements[scan.find(i)] = arg.getArgNumber() - 1;
  for (auto &[key, reads] : groups)
    for (auto &[read, residual] : reads)
      rows[read] = getFullRowOffset(read, read.getSourceType());
  RebuiltLoop rebuilt = rebuild(rewriter, forward, drop, newStacks);
  stats.carryStacks = newStacks.size();
  stats.recomputed = iterArgs.size();
  scf::ForOp loop = rebuilt.loop;
  stats.loop = loop;
  for (auto &[key, reads] : groups) {
    tensor::ExtractSliceOp first = reads.front().first;
    for (auto &[read, residual] : reads)
      if (read->isBeforeInBlock(first))
        first = read;
    llvm::SetVector<Operation *> ops;
    llvm::SetVector<unsigned> groupCarries;
    for (auto &[read, residual] : reads) {
      ops.insert_range(residual->slice);
      groupCarries.insert_range(residual->carries);
    }
    SmallVector<Operation *> order = ops.takeVector();
    llvm::sort(order, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    Location loc = first.getLoc();
    rewriter.setInsertionPoint(first);
    Value row =
        getValueOrCreateConstantIndexOp(rewriter, loc, rows.lookup(first));
    IRMapping mapping;
    Value iv = loop.getInductionVar();
    mapping.map(
        iv, iv.getType().isIndex()
                ? row
                : arith::IndexCastOp::create(rewriter, loc, iv.getType(), row)
                      .getResult());
    for (unsigned carry : groupCarries) {
      auto carryType = cast<RankedTensorType>(initTypes[carry]);
      Value stack = keptCopy.count(carry)
                        ? loop.getResult(rebuilt.newIndex[keptCopy[carry]])
                        : loop.getResult(rebuilt.addedStack[carry]);
      SmallVector<OpFoldResult> offsets, sizes, strides;
      fullRow(rewriter, cast<RankedTensorType>(stack.getType()), row, offsets,
              sizes, strides);
      mapping.map(loop.getRegionIterArgs()[rebuilt.newIndex[carry]],
                  tensor::ExtractSliceOp::create(rewriter, loc, carryType,
                                                 stack, offsets, sizes, strides)
                      .getResult());
    }
    for (Operation *op : order)
      rewriter.clone(*op, mapping);
    stats.clonedOps += order.size();
    for (auto &[read, residual] : reads) {
      // A stacked carry is the carry's row itself.
      Value element = residual->element;
      if (auto it = carryElements.find(residual); it != carryElements.end())
        element = loop.getRegionIterArgs()[rebuilt.newIndex[it->second]];
      rewriter.replaceOp(read, mapping.lookup(element));
    }
  }
  rewriter.eraseOp(forward);
  eraseDeadOps(rewriter, loop.getBody());
  // The dropped stacks' initial values, where nothing else reads them (an
  // unused fill would still be allocated by bufferization).
  llvm::SmallPtrSet<Operation *, 4> erased;
  while (!droppedInits.empty()) {
    Operation *def = droppedInits.pop_back_val();
    if (erased.contains(def) || !isOpTriviallyDead(def))
      continue;
    for (Value operand : def->getOperands())
      if (Operation *producer = operand.getDefiningOp())
        droppedInits.push_back(producer);
    erased.insert(def);
    rewriter.eraseOp(def);
  }
  return stats;
}

scf::ForOp mlir::remat::findStackReader(const ScanLoop &scan, bool direct,
                                        std::string &why) {
  scf::ForOp backward, forward = scan.loop;
  for (const StackedResidual &residual : scan.residuals)
    for (Operation *user : forward.getResult(residual.iterArg).getUsers()) {
      auto read = cast<tensor::ExtractSliceOp>(user);
      if (!getFullRowOffset(read, read.getSourceType())) {
        why = "a stack is read other than one full row at a time";
        return nullptr;
      }
      auto loop = direct ? dyn_cast<scf::ForOp>(read->getParentOp())
                         : read->getParentOfType<scf::ForOp>();
      if (!loop || (backward && loop != backward)) {
        why = direct ? "the stacks are not all read directly in one backward "
                       "loop"
                     : "the stacks are not all read in one backward loop";
        return nullptr;
      }
      backward = loop;
    }
  if (!backward)
    why = "no loop reads the stacks";
  return backward;
}

scf::ForOp mlir::remat::findRebuildableBackward(const ScanLoop &scan,
                                                bool direct, std::string &why) {
  scf::ForOp forward = scan.loop;
  for (Operation &op : forward.getBody()->without_terminator())
    if (!isMemoryEffectFree(&op)) {
      why = "'" + op.getName().getStringRef().str() +
            "' in the forward body has memory effects";
      return nullptr;
    }
  for (unsigned i = 0, e = forward.getNumRegionIterArgs(); i < e; ++i) {
    auto type = dyn_cast<RankedTensorType>(forward.getInitArgs()[i].getType());
    if (!scan.find(i) && (!type || !type.hasStaticShape())) {
      why = "the carry #" + std::to_string(i) +
            " is not a tensor of static shape";
      return nullptr;
    }
  }
  scf::ForOp backward = findStackReader(scan, direct, why);
  if (!backward)
    return nullptr;
  if (backward->getBlock() != forward->getBlock() ||
      !forward->isBeforeInBlock(backward)) {
    why = "the backward loop is not after the scan loop in its block";
    return nullptr;
  }
  if (getConstantIntValue(backward.getLowerBound()) !=
          std::optional<int64_t>(0) ||
      getConstantIntValue(backward.getStep()) != std::optional<int64_t>(1) ||
      getConstantIntValue(backward.getUpperBound()) !=
          std::optional<int64_t>(scan.tripCount)) {
    why = "the backward loop does not run from 0 to n in steps of 1";
    return nullptr;
  }
  return backward;
}

RankedTensorType mlir::remat::withRows(RankedTensorType type, int64_t rows) {
  SmallVector<int64_t> shape{rows};
  llvm::append_range(shape, type.getShape());
  return RankedTensorType::get(shape, type.getElementType());
}

void mlir::remat::rowOf(OpBuilder &b, RankedTensorType type, Value row,
                        SmallVector<OpFoldResult> &offsets,
                        SmallVector<OpFoldResult> &sizes,
                        SmallVector<OpFoldResult> &strides) {
  offsets.assign(type.getRank(), b.getIndexAttr(0));
  offsets[0] = row;
  sizes.assign({b.getIndexAttr(1)});
  for (int64_t d = 1; d < type.getRank(); ++d)
    sizes.push_back(b.getIndexAttr(type.getDimSize(d)));
  strides.assign(type.getRank(), b.getIndexAttr(1));
}

Value mlir::remat::scanConstant(OpBuilder &b, Location loc, Type type,
                                int64_t value) {
  if (type.isIndex())
    return arith::ConstantIndexOp::create(b, loc, value);
  return arith::ConstantIntOp::create(b, loc, type, value);
}
