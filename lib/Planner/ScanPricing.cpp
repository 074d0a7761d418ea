//===- ScanPricing.cpp - residual choices priced without a replay ---------===//
//
// Stretch q of a step is what runs after its q-th top-level loop up to and
// including the next one; an op's stretch is the number of top-level loops
// before it (its own ancestor in the function body counted where nested).
//
//===----------------------------------------------------------------------===//
#include "ScanPricing.h"

#include "remat/Analysis/BufferSimulation.h"
#include "remat/Analysis/CostModel.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"

#include <algorithm>
#include <limits>

using namespace mlir;
using namespace mlir::remat;

std::optional<ScanPricer> ScanPricer::create(FunctionOpInterface func,
                                             const MemoryAnalysis &before,
                                             ArrayRef<ScanLoop> scans,
                                             ArrayRef<LoopResidual> options) {
  const std::optional<SimulatedPeak> &replayed = before.getBufferizedPeak();
  if (!replayed || func.getFunctionBody().empty() ||
      !func.getFunctionBody().hasOneBlock())
    return std::nullopt;
  Block &body = func.getFunctionBody().front();
  llvm::DenseMap<Operation *, unsigned> stretchOf;
  unsigned loops = 0;
  for (Operation &op : body) {
    stretchOf[&op] = loops;
    if (isa<scf::ForOp>(op))
      ++loops;
  }
  // The replay's stretches are cut at the bufferized step's top-level
  // loops: one more than the loops, or they are not this step's.
  if (replayed->loopIntervalPeaks.size() != loops + 1)
    return std::nullopt;
  auto stretch = [&](Operation *op) -> std::optional<unsigned> {
    Operation *top = op ? body.findAncestorOpInBlock(*op) : nullptr;
    if (!top)
      return std::nullopt;
    return stretchOf.lookup(top);
  };
  ScanPricer pricer;
  pricer.base.assign(replayed->loopIntervalPeaks.begin(),
                     replayed->loopIntervalPeaks.end());
  for (const ScanLoop &scan : scans) {
    LoopStacks stacks;
    for (const StackedResidual &residual : scan.residuals) {
      if (residual.copiesCarry)
        stacks.copies.push_back({residual.iterArg, *residual.copiesCarry});
      for (unsigned carry : residual.carries) {
        if (stacks.carryStackBytes.count(carry))
          continue;
        auto type = dyn_cast<RankedTensorType>(
            scf::ForOp(scan.loop).getInitArgs()[carry].getType());
        if (!type)
          return std::nullopt;
        SmallVector<int64_t> shape{scan.tripCount};
        llvm::append_range(shape, type.getShape());
        std::optional<int64_t> bytes = getAllocationBytes(
            MemRefType::get(shape, type.getElementType()), 0);
        if (!bytes)
          return std::nullopt;
        stacks.carryStackBytes[carry] = *bytes;
      }
    }
    pricer.loops.push_back(std::move(stacks));
  }
  for (auto [loop, arg] : options) {
    if (loop >= scans.size())
      return std::nullopt;
    const ScanLoop &scan = scans[loop];
    const StackedResidual *residual = scan.find(arg);
    if (!residual || residual->reads.empty())
      return std::nullopt;
    Effect effect;
    effect.loop = loop;
    effect.iterArg = arg;
    effect.carries.assign(residual->carries.begin(), residual->carries.end());
    std::optional<unsigned> first = stretch(scan.loop);
    if (!first)
      return std::nullopt;
    effect.first = *first;
    // The stack's buffer is made where its init is (a fill before the
    // loop), live from there.
    if (Operation *init =
            scf::ForOp(scan.loop).getInitArgs()[arg].getDefiningOp())
      if (std::optional<unsigned> at = stretch(init))
        effect.first = std::min(effect.first, *at);
    effect.last = effect.first;
    for (tensor::ExtractSliceOp read : residual->reads) {
      std::optional<unsigned> at = stretch(read);
      if (!at)
        return std::nullopt;
      effect.last = std::max(effect.last, *at);
    }
    RankedTensorType stacked =
        tensor::InsertSliceOp(residual->insert).getDestType();
    std::optional<int64_t> bytes = getAllocationBytes(
        MemRefType::get(stacked.getShape(), stacked.getElementType()), 0);
    if (!bytes)
      return std::nullopt;
    effect.bytes = *bytes;
    // The slice runs again at every read of a row, once per iteration of
    // the loop that reads it.
    double sliceFlops = 0;
    for (Operation *op : residual->slice)
      sliceFlops += getOpCost(op).flops;
    effect.flops = sliceFlops * static_cast<double>(scan.tripCount) *
                   static_cast<double>(residual->reads.size());
    pricer.loops[loop].options.push_back(pricer.effects.size());
    pricer.effects.push_back(effect);
  }
  unsigned n = pricer.base.size();
  pricer.sparse.push_back(pricer.base);
  for (unsigned width = 1; 2 * width <= n; width *= 2) {
    const std::vector<int64_t> &prev = pricer.sparse.back();
    std::vector<int64_t> next(n - 2 * width + 1);
    for (unsigned i = 0; i < next.size(); ++i)
      next[i] = std::max(prev[i], prev[i + width]);
    pricer.sparse.push_back(std::move(next));
  }
  pricer.reset();
  return pricer;
}

int64_t ScanPricer::rangeMax(unsigned from, unsigned to) const {
  if (from > to)
    return std::numeric_limits<int64_t>::min();
  unsigned level = 0;
  while ((2u << level) <= to - from + 1)
    ++level;
  return std::max(sparse[level][from], sparse[level][to + 1 - (1u << level)]);
}

std::pair<int64_t, double> ScanPricer::single(unsigned option) const {
  const Effect &effect = effects[option];
  unsigned n = base.size();
  // Outside the stack's lifetime nothing changes; inside it, its bytes
  // are not live.
  int64_t peak =
      std::max(effect.first > 0 ? rangeMax(0, effect.first - 1)
                                : std::numeric_limits<int64_t>::min(),
               effect.last + 1 < n ? rangeMax(effect.last + 1, n - 1)
                                   : std::numeric_limits<int64_t>::min());
  unsigned set[] = {effect.iterArg};
  int64_t delta = carryStacks(effect.loop, set) - effect.bytes;
  peak = std::max(peak, rangeMax(effect.first, effect.last) + delta);
  return {peak, effect.flops};
}

void ScanPricer::build(unsigned node, unsigned lo, unsigned hi) {
  lazy[node] = 0;
  if (lo == hi) {
    tree[node] = base[lo];
    return;
  }
  unsigned mid = lo + (hi - lo) / 2;
  build(2 * node, lo, mid);
  build(2 * node + 1, mid + 1, hi);
  tree[node] = std::max(tree[2 * node], tree[2 * node + 1]);
}

void ScanPricer::addRange(unsigned node, unsigned lo, unsigned hi,
                          unsigned from, unsigned to, int64_t delta) {
  if (to < lo || hi < from)
    return;
  if (from <= lo && hi <= to) {
    tree[node] += delta;
    lazy[node] += delta;
    return;
  }
  unsigned mid = lo + (hi - lo) / 2;
  addRange(2 * node, lo, mid, from, to, delta);
  addRange(2 * node + 1, mid + 1, hi, from, to, delta);
  tree[node] = std::max(tree[2 * node], tree[2 * node + 1]) + lazy[node];
}

void ScanPricer::reset() {
  chosen.assign(loops.size(), {});
  tree.assign(4 * base.size(), 0);
  lazy.assign(4 * base.size(), 0);
  addedFlops = 0;
  if (!base.empty())
    build(1, 0, base.size() - 1);
}

void ScanPricer::add(unsigned option) {
  const Effect &effect = effects[option];
  SmallVector<unsigned> &set = chosen[effect.loop];
  int64_t before = carryStacks(effect.loop, set);
  set.push_back(effect.iterArg);
  // The carry stacks this choice adds (or the kept copy it drops) are
  // counted over its own stack's lifetime.
  int64_t delta = carryStacks(effect.loop, set) - before - effect.bytes;
  addRange(1, 0, base.size() - 1, effect.first, effect.last, delta);
  addedFlops += effect.flops;
}

int64_t ScanPricer::carryStacks(unsigned loop, ArrayRef<unsigned> set) const {
  const LoopStacks &stacks = loops[loop];
  SmallVector<unsigned> needed;
  for (unsigned option : stacks.options)
    if (llvm::is_contained(set, effects[option].iterArg))
      for (unsigned carry : effects[option].carries)
        if (!llvm::is_contained(needed, carry))
          needed.push_back(carry);
  int64_t bytes = 0;
  for (unsigned carry : needed) {
    bool kept = llvm::any_of(stacks.copies, [&](auto copy) {
      return copy.second == carry && !llvm::is_contained(set, copy.first);
    });
    if (!kept)
      bytes += stacks.carryStackBytes.lookup(carry);
  }
  return bytes;
}
