//===- ScanRevolve.cpp - binomial checkpointing as two loops ----*- C++ -*-===//
//
// Revolve over a scan's iterations without unrolling: the schedule is a
// table the backward loop walks, one group of actions (restore, advance,
// then reverse or checkpoint) per iteration. Loop bounds and branch
// conditions come from constant tables, so the memory replay (which reads
// small constant integer globals) follows every action and the prediction
// stays exact; the slots are one stacked tensor per carry, written and read
// at a row from the table, which bufferizes in place.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/ScanRevolve.h"
#include "remat/Dialect/Remat/Transforms/ScanRemat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <cassert>
#include <limits>

using namespace mlir;
using namespace mlir::remat;

namespace {
/// The search is O(n^2 s): beyond this many steps it is refused.
constexpr int64_t kMaxSearch = int64_t(1) << 27;

/// Fewest recomputed iterations (and the best first split) to reverse l
/// iterations whose first carry is held, with s free slots: `rev`, when
/// the forward pass passed through them already (its checkpoints are free):
/// `first`.
struct RevolveTables {
  int64_t n, s;
  std::vector<int64_t> rev, revSplit, first, firstSplit;
  RevolveTables(int64_t n, int64_t s)
      : n(n), s(s), rev((n + 1) * (s + 1)), revSplit((n + 1) * (s + 1)),
        first((n + 1) * (s + 1)), firstSplit((n + 1) * (s + 1)) {
    for (int64_t l = 1; l <= n; ++l)
      for (int64_t k = 0; k <= s; ++k) {
        int64_t &r = rev[at(l, k)], &f = first[at(l, k)];
        if (l == 1 || k == 0) {
          // Without a slot every iteration is reached from the first carry.
          r = f = l * (l - 1) / 2;
          continue;
        }
        r = f = std::numeric_limits<int64_t>::max();
        for (int64_t m = 1; m < l; ++m) {
          // Advance m, checkpoint there, reverse the right part with one
          // slot less, then the left part with the slot free again.
          int64_t right = m + rev[at(l - m, k - 1)] + rev[at(m, k)];
          if (right < r) {
            r = right;
            revSplit[at(l, k)] = m;
          }
          int64_t pass = first[at(l - m, k - 1)] + rev[at(m, k)];
          if (pass < f) {
            f = pass;
            firstSplit[at(l, k)] = m;
          }
        }
      }
  }
  size_t at(int64_t l, int64_t k) const { return l * (s + 1) + k; }
};

struct Emitter {
  const RevolveTables &tables;
  RevolveSchedule &out;

  void action(RevolveAction a, int64_t x, int64_t y = 0) {
    out.actions.push_back({int32_t(a), int32_t(x), int32_t(y)});
    if (a == RevolveAction::Advance)
      out.recomputed += y - x;
  }
  void restore(int64_t slot) {
    if (slot < 0)
      action(RevolveAction::RestoreInput, 0);
    else
      action(RevolveAction::Restore, slot);
  }
  /// Reverses [lo, lo + l), the carry of lo in `loSlot` (-1: the input),
  /// slots `used`.. free, `k` of them usable.
  void reverse(int64_t lo, int64_t l, int64_t loSlot, int64_t used, int64_t k,
               bool firstPass) {
    if (l == 1 || k == 0) {
      for (int64_t p = lo + l - 1; p >= lo; --p) {
        restore(loSlot);
        if (p > lo)
          action(RevolveAction::Advance, lo, p);
        action(RevolveAction::Reverse, p);
      }
      return;
    }
    int64_t m =
        (firstPass ? tables.firstSplit : tables.revSplit)[tables.at(l, k)];
    if (firstPass) {
      out.forwardSlot[lo + m] = used;
    } else {
      restore(loSlot);
      action(RevolveAction::Advance, lo, lo + m);
      action(RevolveAction::Checkpoint, used);
    }
    reverse(lo + m, l - m, used, used + 1, k - 1, firstPass);
    reverse(lo, m, loSlot, used, k, false);
  }
};

Value castTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return arith::IndexCastOp::create(b, loc, type, value);
}

/// An i32 table as a constant tensor.
Value table(OpBuilder &b, Location loc, ArrayRef<int32_t> values) {
  auto type = RankedTensorType::get({int64_t(values.size())}, b.getI32Type());
  return arith::ConstantOp::create(b, loc,
                                   DenseIntElementsAttr::get(type, values));
}

/// Element `index` of the i32 table `t`, as an index.
Value lookupIndex(OpBuilder &b, Location loc, Value t, Value index) {
  Value element = tensor::ExtractOp::create(b, loc, t, index);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), element);
}
} // namespace

RevolveSchedule mlir::remat::planRevolve(int64_t n, int64_t slots) {
  RevolveTables tables(n, slots);
  RevolveSchedule schedule;
  schedule.forwardSlot.assign(n, -1);
  Emitter emitter{tables, schedule};
  emitter.reverse(0, n, -1, 0, slots, /*firstPass=*/true);
  return schedule;
}

std::string mlir::remat::whyNoRevolve(const ScanLoop &scan, int64_t slots) {
  if (!scan.unsupported.empty())
    return scan.unsupported;
  int64_t n = scan.tripCount;
  if (slots < 1 || slots >= n)
    return "revolve needs 1 <= s < n slots (n = " + std::to_string(n) + ")";
  if (n * n * (slots + 1) > kMaxSearch)
    return "too many iterations and slots to search the schedule";
  std::string why;
  scf::ForOp backward = findRebuildableBackward(scan, /*direct=*/true, why);
  if (!backward)
    return why;
  scf::ForOp forward = scan.loop;
  for (const StackedResidual &residual : scan.residuals) {
    if (!residual.copiesCarry)
      return "iter_arg #" + std::to_string(residual.iterArg) +
             " stacks a residual, not a carry (recompute it first)";
    Type carryType = forward.getInitArgs()[*residual.copiesCarry].getType();
    for (Operation *user : forward.getResult(residual.iterArg).getUsers()) {
      auto read = cast<tensor::ExtractSliceOp>(user);
      if (read.getType() != carryType)
        return "a read of iter_arg #" + std::to_string(residual.iterArg) +
               " is not of its carry's type";
      auto row = dyn_cast<Value>(getFullRowOffset(read, read.getSourceType()));
      for (int64_t i = 0; i < n; ++i) {
        std::optional<int64_t> at =
            row ? evaluateIndex(row, {{backward.getInductionVar(), i}})
                : std::nullopt;
        if (at != std::optional<int64_t>(n - 1 - i))
          return "backward iteration " + std::to_string(i) +
                 " does not read row n - 1 - " + std::to_string(i);
      }
    }
  }
  return "";
}

int64_t mlir::remat::revolveScan(RewriterBase &rewriter, const ScanLoop &scan,
                                 int64_t slots) {
  scf::ForOp forward = scan.loop;
  Location loc = forward.getLoc();
  int64_t n = scan.tripCount;
  RevolveSchedule schedule = planRevolve(n, slots);
  // The walk runs the schedule one group of actions per iteration: a
  // restore, at most one advance, then a checkpoint or a reverse. The
  // current carry lives inside one iteration: carried by the loop, it would
  // be a buffer the loop does not own (its init, the forward's last carry,
  // held to the loop's end with the forward's input copy it may alias) and
  // one more copy per iteration (the restored row's layout differs).
  enum GroupKind : int32_t { kCheckpoint = 0, kReverse = 1 };
  SmallVector<int32_t> srcs, los, his, groupKinds, args;
  for (const std::array<int32_t, 3> &a : schedule.actions) {
    switch (RevolveAction(a[0])) {
    case RevolveAction::Restore:
    case RevolveAction::RestoreInput:
      assert(srcs.size() == groupKinds.size() && "a group ends first");
      srcs.push_back(RevolveAction(a[0]) == RevolveAction::Restore ? a[1] : -1);
      los.push_back(0);
      his.push_back(0);
      break;
    case RevolveAction::Advance:
      assert(srcs.size() == groupKinds.size() + 1 && los.back() == his.back() &&
             "one advance after a restore");
      los.back() = a[1];
      his.back() = a[2];
      break;
    case RevolveAction::Checkpoint:
    case RevolveAction::Reverse:
      assert(srcs.size() == groupKinds.size() + 1 && "a restore first");
      groupKinds.push_back(RevolveAction(a[0]) == RevolveAction::Reverse
                               ? kReverse
                               : kCheckpoint);
      args.push_back(a[1]);
      break;
    }
  }
  assert(srcs.size() == groupKinds.size() && "every group ends");
  std::string why;
  scf::ForOp backward = findStackReader(scan, /*direct=*/true, why);
  unsigned numArgs = forward.getNumRegionIterArgs();
  SmallVector<unsigned> stacks, carries;
  for (unsigned i = 0; i < numArgs; ++i)
    (scan.find(i) ? stacks : carries).push_back(i);
  DenseMap<unsigned, unsigned> carryPosition;
  for (auto [j, c] : llvm::enumerate(carries))
    carryPosition[c] = j;
  DenseMap<Operation *, unsigned> readCarry;
  llvm::DenseSet<Operation *> inserts;
  for (unsigned i : stacks) {
    inserts.insert(scan.find(i)->insert);
    for (Operation *user : forward.getResult(i).getUsers())
      readCarry[user] = carryPosition[*scan.find(i)->copiesCarry];
  }
  SmallVector<RankedTensorType> carryTypes, slotTypes;
  for (unsigned c : carries) {
    carryTypes.push_back(
        cast<RankedTensorType>(forward.getInitArgs()[c].getType()));
    slotTypes.push_back(withRows(carryTypes.back(), slots));
  }
  SmallVector<Type> carryTypeList(carryTypes.begin(), carryTypes.end());
  Type fType = forward.getInductionVar().getType();
  Type bType = backward.getInductionVar().getType();
  unsigned numCarries = carries.size();
  auto forwardYield = cast<scf::YieldOp>(forward.getBody()->getTerminator());

  // The forward body at iteration `iv` (an index) from `from`, inserted at
  // the builder's point; returns the carries it yields. What only the
  // stacks read (JAX's copies) is erased once the clones are used.
  SmallVector<Operation *> forwardClones;
  auto cloneForward = [&](Value iv, ValueRange from) -> SmallVector<Value> {
    IRMapping mapping;
    mapping.map(forward.getInductionVar(), castTo(rewriter, loc, iv, fType));
    for (auto [j, c] : llvm::enumerate(carries))
      mapping.map(forward.getRegionIterArgs()[c], from[j]);
    SmallVector<Operation *> cloned;
    for (Operation &op : forward.getBody()->without_terminator())
      if (!inserts.contains(&op))
        cloned.push_back(rewriter.clone(op, mapping));
    SmallVector<Value> yielded;
    for (unsigned c : carries)
      yielded.push_back(mapping.lookupOrDefault(forwardYield.getOperand(c)));
    llvm::append_range(forwardClones, cloned);
    return yielded;
  };

  // 1. The backward loop walks the groups: state (slots, the backward's own
  // iter_args).
  rewriter.setInsertionPoint(backward);
  Value srcTable = table(rewriter, loc, srcs);
  Value loTable = table(rewriter, loc, los);
  // lo + 1 as a table of its own: the memory replay follows a loop whose
  // bounds are loaded from constant tables iteration by iteration.
  SmallVector<int32_t> seconds;
  for (int32_t x : los)
    seconds.push_back(x + 1);
  Value secondTable = table(rewriter, loc, seconds);
  Value hiTable = table(rewriter, loc, his);
  Value kindTable = table(rewriter, loc, groupKinds);
  Value argTable = table(rewriter, loc, args);
  SmallVector<Value> inits, slotPlaceholders;
  for (RankedTensorType type : slotTypes) {
    slotPlaceholders.push_back(tensor::EmptyOp::create(
        rewriter, loc, type.getShape(), type.getElementType()));
    inits.push_back(slotPlaceholders.back());
  }
  llvm::append_range(inits, backward.getInitArgs());
  auto walk = scf::ForOp::create(
      rewriter, loc, arith::ConstantIndexOp::create(rewriter, loc, 0),
      arith::ConstantIndexOp::create(rewriter, loc, groupKinds.size()),
      arith::ConstantIndexOp::create(rewriter, loc, 1), inits);
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(walk.getBody());
    Value g = walk.getInductionVar();
    Value src = lookupIndex(rewriter, loc, srcTable, g);
    Value lo = lookupIndex(rewriter, loc, loTable, g);
    Value second = lookupIndex(rewriter, loc, secondTable, g);
    Value hi = lookupIndex(rewriter, loc, hiTable, g);
    Value kind = lookupIndex(rewriter, loc, kindTable, g);
    Value arg = lookupIndex(rewriter, loc, argTable, g);
    ValueRange state = walk.getRegionIterArgs();
    ValueRange slotArgs = state.take_front(numCarries);
    ValueRange bwdArgs = state.drop_front(numCarries);
    TypeRange stateTypes = walk.getResultTypes();
    Value c0 = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value c1 = arith::ConstantIndexOp::create(rewriter, loc, 1);

    // Restore: a copy of the input carry or of a slot's row, a buffer of
    // the iteration's own (a view, or the input itself, could be any
    // buffer to the deallocation, which then frees the current carry with
    // the backward's at the end of the iteration).
    auto emitRestore = [&]() -> SmallVector<Value> {
      Value isInput = arith::CmpIOp::create(rewriter, loc,
                                            arith::CmpIPredicate::slt, src, c0);
      auto restore = scf::IfOp::create(rewriter, loc, carryTypeList, isInput,
                                       /*withElseRegion=*/true);
      OpBuilder::InsertionGuard branch(rewriter);
      rewriter.setInsertionPointToStart(restore.thenBlock());
      SmallVector<Value> input;
      for (auto [j, c] : llvm::enumerate(carries)) {
        Value empty =
            tensor::EmptyOp::create(rewriter, loc, carryTypes[j].getShape(),
                                    carryTypes[j].getElementType());
        input.push_back(linalg::CopyOp::create(rewriter, loc,
                                               forward.getInitArgs()[c], empty)
                            .getResult(0));
      }
      scf::YieldOp::create(rewriter, loc, input);
      rewriter.setInsertionPointToStart(restore.elseBlock());
      SmallVector<Value> rows;
      for (unsigned j = 0; j < numCarries; ++j) {
        SmallVector<OpFoldResult> offsets, sizes, strides;
        rowOf(rewriter, slotTypes[j], src, offsets, sizes, strides);
        Value row = tensor::ExtractSliceOp::create(
            rewriter, loc, carryTypes[j], slotArgs[j], offsets, sizes, strides);
        Value empty =
            tensor::EmptyOp::create(rewriter, loc, carryTypes[j].getShape(),
                                    carryTypes[j].getElementType());
        rows.push_back(
            linalg::CopyOp::create(rewriter, loc, row, empty).getResult(0));
      }
      scf::YieldOp::create(rewriter, loc, rows);
      return SmallVector<Value>(restore.getResults());
    };
    // Advance from lo to hi: the first iteration outside the loop, so that
    // the loop starts from a buffer of its own (a loop's init is written in
    // place: the restored carry would be copied first and the copy held
    // through the loop). The restore is in both branches, so that where
    // the carry advances it is freed after the first iteration.
    Value advances =
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt, lo, hi);
    auto advance = scf::IfOp::create(rewriter, loc, carryTypeList, advances,
                                     /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard branch(rewriter);
      rewriter.setInsertionPointToStart(advance.thenBlock());
      SmallVector<Value> first = cloneForward(lo, emitRestore());
      auto loop = scf::ForOp::create(rewriter, loc, second, hi, c1, first);
      {
        OpBuilder::InsertionGuard inner(rewriter);
        rewriter.setInsertionPointToStart(loop.getBody());
        scf::YieldOp::create(
            rewriter, loc,
            cloneForward(loop.getInductionVar(), loop.getRegionIterArgs()));
      }
      scf::YieldOp::create(rewriter, loc, loop.getResults());
      rewriter.setInsertionPointToStart(advance.elseBlock());
      scf::YieldOp::create(rewriter, loc, emitRestore());
    }
    ValueRange cur = advance.getResults();
    // Then a reverse (the backward iteration n - 1 - arg, its stack reads
    // the current carry) or a checkpoint into slot arg.
    Value reverses = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, kind,
        arith::ConstantIndexOp::create(rewriter, loc, kReverse));
    auto last = scf::IfOp::create(rewriter, loc, stateTypes, reverses,
                                  /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard branch(rewriter);
      rewriter.setInsertionPointToStart(last.thenBlock());
      Value i = arith::SubIOp::create(
          rewriter, loc, arith::ConstantIndexOp::create(rewriter, loc, n - 1),
          arg);
      IRMapping mapping;
      mapping.map(backward.getInductionVar(), castTo(rewriter, loc, i, bType));
      for (auto [from, to] : llvm::zip(backward.getRegionIterArgs(), bwdArgs))
        mapping.map(from, to);
      for (Operation &op : backward.getBody()->without_terminator()) {
        auto carry = readCarry.find(&op);
        if (carry != readCarry.end()) {
          mapping.map(op.getResult(0), cur[carry->second]);
          continue;
        }
        rewriter.clone(op, mapping);
      }
      SmallVector<Value> next(slotArgs.begin(), slotArgs.end());
      for (Value value : backward.getBody()->getTerminator()->getOperands())
        next.push_back(mapping.lookupOrDefault(value));
      scf::YieldOp::create(rewriter, loc, next);

      rewriter.setInsertionPointToStart(last.elseBlock());
      SmallVector<Value> written;
      for (unsigned j = 0; j < numCarries; ++j) {
        SmallVector<OpFoldResult> offsets, sizes, strides;
        rowOf(rewriter, slotTypes[j], arg, offsets, sizes, strides);
        written.push_back(tensor::InsertSliceOp::create(
            rewriter, loc, cur[j], slotArgs[j], offsets, sizes, strides));
      }
      llvm::append_range(written, bwdArgs);
      scf::YieldOp::create(rewriter, loc, written);
    }
    scf::YieldOp::create(rewriter, loc, last.getResults());
    for (Operation *op : llvm::reverse(forwardClones))
      if (isOpTriviallyDead(op))
        rewriter.eraseOp(op);
  }
  rewriter.replaceOp(backward, walk.getResults().drop_front(numCarries));

  // 2. The forward loop no longer stacks; its first pass writes the input
  // carries of the schedule's first checkpoints into the slots.
  scf::ForOp dropped = dropLoopIterArgs(rewriter, forward, stacks);
  rewriter.setInsertionPoint(dropped);
  Value forwardTable = table(rewriter, loc, schedule.forwardSlot);
  SmallVector<Value> slotInits;
  for (RankedTensorType type : slotTypes)
    slotInits.push_back(tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                                type.getElementType()));
  auto withSlots = cast<scf::ForOp>(
      *cast<LoopLikeOpInterface>(dropped.getOperation())
           .replaceWithAdditionalYields(
               rewriter, slotInits, /*replaceInitOperandUsesInLoop=*/false,
               [&](OpBuilder &b, Location yieldLoc,
                   ArrayRef<BlockArgument> newArgs) -> SmallVector<Value> {
                 Block *body = newArgs.front().getOwner();
                 Value iv = castTo(b, yieldLoc, body->getArgument(0),
                                   b.getIndexType());
                 Value slot = lookupIndex(b, yieldLoc, forwardTable, iv);
                 Value taken = arith::CmpIOp::create(
                     b, yieldLoc, arith::CmpIPredicate::sge, slot,
                     arith::ConstantIndexOp::create(b, yieldLoc, 0));
                 SmallVector<Type> types(slotTypes.begin(), slotTypes.end());
                 auto ifOp = scf::IfOp::create(b, yieldLoc, types, taken,
                                               /*withElseRegion=*/true);
                 OpBuilder::InsertionGuard guard(b);
                 b.setInsertionPointToStart(ifOp.thenBlock());
                 SmallVector<Value> written;
                 for (unsigned j = 0; j < numCarries; ++j) {
                   SmallVector<OpFoldResult> offsets, sizes, strides;
                   rowOf(b, slotTypes[j], slot, offsets, sizes, strides);
                   // The carry this iteration starts from.
                   written.push_back(tensor::InsertSliceOp::create(
                       b, yieldLoc, body->getArgument(1 + j), newArgs[j],
                       offsets, sizes, strides));
                 }
                 scf::YieldOp::create(b, yieldLoc, written);
                 b.setInsertionPointToStart(ifOp.elseBlock());
                 scf::YieldOp::create(
                     b, yieldLoc,
                     SmallVector<Value>(newArgs.begin(), newArgs.end()));
                 return SmallVector<Value>(ifOp.getResults());
               }));
  for (unsigned j = 0; j < numCarries; ++j) {
    rewriter.modifyOpInPlace(walk, [&] {
      walk.getInitArgsMutable()[j].assign(
          withSlots.getResult(withSlots.getNumResults() - numCarries + j));
    });
    rewriter.eraseOp(slotPlaceholders[j].getDefiningOp());
  }
  return schedule.recomputed;
}
