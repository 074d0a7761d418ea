//===- ScanRevolve.cpp - binomial checkpointing as two loops ----*- C++ -*-===//
//
// Revolve over a scan's iterations without unrolling: the schedule is a
// table the backward loop walks, one action per iteration. Loop bounds and
// branch conditions come from constant tables, so the memory replay (which
// reads small constant integer globals) follows every action and the
// prediction stays exact; the slots are one stacked tensor per carry,
// written and read at a row from the table, which bufferizes in place.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/ScanRevolve.h"
#include "remat/Dialect/Remat/Transforms/ScanRemat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
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
  // The walk's initial current carry is never read (its init, set at the
  // end, relies on it).
  assert(
      !schedule.actions.empty() &&
      (schedule.actions.front()[0] == int32_t(RevolveAction::Restore) ||
       schedule.actions.front()[0] == int32_t(RevolveAction::RestoreInput)) &&
      "every revolve schedule starts with a restore");
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
  Type fType = forward.getInductionVar().getType();
  Type bType = backward.getInductionVar().getType();
  unsigned numCarries = carries.size();

  // 1. The backward loop walks the table: state (cur carries, slots,
  // the backward's own iter_args).
  rewriter.setInsertionPoint(backward);
  SmallVector<int32_t> kinds, xs, ys;
  for (const std::array<int32_t, 3> &a : schedule.actions) {
    kinds.push_back(a[0]);
    xs.push_back(a[1]);
    ys.push_back(a[2]);
  }
  Value kindTable = table(rewriter, loc, kinds);
  Value xTable = table(rewriter, loc, xs);
  Value yTable = table(rewriter, loc, ys);
  SmallVector<Value> inits, slotPlaceholders;
  for (unsigned c : carries)
    inits.push_back(forward.getInitArgs()[c]);
  for (RankedTensorType type : slotTypes) {
    slotPlaceholders.push_back(tensor::EmptyOp::create(
        rewriter, loc, type.getShape(), type.getElementType()));
    inits.push_back(slotPlaceholders.back());
  }
  llvm::append_range(inits, backward.getInitArgs());
  auto walk = scf::ForOp::create(
      rewriter, loc, arith::ConstantIndexOp::create(rewriter, loc, 0),
      arith::ConstantIndexOp::create(rewriter, loc, schedule.actions.size()),
      arith::ConstantIndexOp::create(rewriter, loc, 1), inits);
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(walk.getBody());
    Value a = walk.getInductionVar();
    Value kind = lookupIndex(rewriter, loc, kindTable, a);
    Value x = lookupIndex(rewriter, loc, xTable, a);
    Value y = lookupIndex(rewriter, loc, yTable, a);
    ValueRange state = walk.getRegionIterArgs();
    ValueRange cur = state.take_front(numCarries);
    ValueRange slotArgs = state.slice(numCarries, numCarries);
    ValueRange bwdArgs = state.drop_front(2 * numCarries);
    TypeRange stateTypes = walk.getResultTypes();

    // Each action's body, yielding the whole state.
    auto build = [&](RevolveAction action) -> SmallVector<Value> {
      SmallVector<Value> next(state.begin(), state.end());
      switch (action) {
      case RevolveAction::Restore:
        for (unsigned j = 0; j < numCarries; ++j) {
          SmallVector<OpFoldResult> offsets, sizes, strides;
          rowOf(rewriter, slotTypes[j], x, offsets, sizes, strides);
          next[j] = tensor::ExtractSliceOp::create(rewriter, loc, carryTypes[j],
                                                   slotArgs[j], offsets, sizes,
                                                   strides);
        }
        break;
      case RevolveAction::RestoreInput:
        for (auto [j, c] : llvm::enumerate(carries))
          next[j] = forward.getInitArgs()[c];
        break;
      case RevolveAction::Checkpoint:
        for (unsigned j = 0; j < numCarries; ++j) {
          SmallVector<OpFoldResult> offsets, sizes, strides;
          rowOf(rewriter, slotTypes[j], x, offsets, sizes, strides);
          next[numCarries + j] = tensor::InsertSliceOp::create(
              rewriter, loc, cur[j], slotArgs[j], offsets, sizes, strides);
        }
        break;
      case RevolveAction::Advance: {
        auto advance = scf::ForOp::create(
            rewriter, loc, x, y,
            arith::ConstantIndexOp::create(rewriter, loc, 1), cur);
        OpBuilder::InsertionGuard inner(rewriter);
        rewriter.setInsertionPointToStart(advance.getBody());
        IRMapping mapping;
        mapping.map(forward.getInductionVar(),
                    castTo(rewriter, loc, advance.getInductionVar(), fType));
        for (auto [j, c] : llvm::enumerate(carries))
          mapping.map(forward.getRegionIterArgs()[c],
                      advance.getRegionIterArgs()[j]);
        for (Operation &op : forward.getBody()->without_terminator())
          if (!inserts.contains(&op))
            rewriter.clone(op, mapping);
        auto forwardYield =
            cast<scf::YieldOp>(forward.getBody()->getTerminator());
        SmallVector<Value> yielded;
        for (unsigned c : carries)
          yielded.push_back(
              mapping.lookupOrDefault(forwardYield.getOperand(c)));
        scf::YieldOp::create(rewriter, loc, yielded);
        // What only the stacks read (JAX's copies) is not needed here.
        SmallVector<Operation *> ops;
        for (Operation &op : advance.getBody()->without_terminator())
          ops.push_back(&op);
        for (Operation *op : llvm::reverse(ops))
          if (isOpTriviallyDead(op))
            rewriter.eraseOp(op);
        for (unsigned j = 0; j < numCarries; ++j)
          next[j] = advance.getResult(j);
        break;
      }
      case RevolveAction::Reverse: {
        // Backward iteration i = n - 1 - x, its stack reads the cur carry.
        Value i = arith::SubIOp::create(
            rewriter, loc, arith::ConstantIndexOp::create(rewriter, loc, n - 1),
            x);
        IRMapping mapping;
        mapping.map(backward.getInductionVar(),
                    castTo(rewriter, loc, i, bType));
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
        for (auto [j, value] : llvm::enumerate(
                 backward.getBody()->getTerminator()->getOperands()))
          next[2 * numCarries + j] = mapping.lookupOrDefault(value);
        break;
      }
      }
      return next;
    };
    // if kind == Reverse {..} else if kind == Advance {..} else if ... :
    // the commonest actions first.
    const RevolveAction order[] = {
        RevolveAction::Reverse, RevolveAction::Advance, RevolveAction::Restore,
        RevolveAction::RestoreInput, RevolveAction::Checkpoint};
    std::function<SmallVector<Value>(unsigned)> chain =
        [&](unsigned index) -> SmallVector<Value> {
      if (index + 1 == std::size(order))
        return build(order[index]);
      Value is = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, kind,
          arith::ConstantIndexOp::create(rewriter, loc, int64_t(order[index])));
      auto ifOp = scf::IfOp::create(rewriter, loc, stateTypes, is,
                                    /*withElseRegion=*/true);
      OpBuilder::InsertionGuard branch(rewriter);
      rewriter.setInsertionPointToStart(ifOp.thenBlock());
      scf::YieldOp::create(rewriter, loc, build(order[index]));
      rewriter.setInsertionPointToStart(ifOp.elseBlock());
      scf::YieldOp::create(rewriter, loc, chain(index + 1));
      return SmallVector<Value>(ifOp.getResults());
    };
    scf::YieldOp::create(rewriter, loc, chain(0));
  }
  rewriter.replaceOp(backward, walk.getResults().drop_front(2 * numCarries));

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
      // The current carry starts as the forward's last carry: the schedule
      // restores before it reads, so any value of the type would do, and
      // in a training step this one is held to the end anyway (the loss
      // reads it; where it is read after the walk, bufferization copies it
      // as it copied the input before). An init of
      // its own (the input carry, an empty tensor) would be one more
      // buffer: ownership-based deallocation frees a loop's init only
      // after the loop.
      walk.getInitArgsMutable()[j].assign(withSlots.getResult(j));
      walk.getInitArgsMutable()[numCarries + j].assign(
          withSlots.getResult(withSlots.getNumResults() - numCarries + j));
    });
    rewriter.eraseOp(slotPlaceholders[j].getDefiningOp());
  }
  return schedule.recomputed;
}
