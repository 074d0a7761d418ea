//===- LinalgLaunchMerge.cpp - ops sharing one launch -----------*- C++ -*-===//
//
// Before the ops are rewritten one by one, runs of neighbours share a
// launch (mergeRuns, a global decision on the function's straight-line
// code): first row kernels, a block per row running a row reduction and
// the ops over the same rows with barriers between them (RowKernels); then
// the same with the row a non-leading loop, NCHW's channel
// (ChannelKernels); then thread-per-output ops one after the other where
// each thread only reads what it wrote itself (canFollow). A run never
// crosses a deallocation that would lift the function's peak.
//
//===----------------------------------------------------------------------===//
#include "LinalgKernels.h"

#include "remat/Codegen/GPU/KernelUtils.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::linalg_kernels;

static SmallVector<int64_t> parallelRanges(const LoopNest &nest) {
  SmallVector<int64_t> ranges;
  for (unsigned d : nest.parallel)
    ranges.push_back(nest.ranges[d]);
  return ranges;
}

bool linalg_kernels::canFollow(const OpKernel &earlier, const OpKernel &next) {
  SmallVector<Access> first = getAccesses(earlier), second = getAccesses(next);
  bool sameOutputs = parallelRanges(earlier.nest) == parallelRanges(next.nest);
  for (const Access &a : first)
    for (const Access &b : second) {
      if (a.root != b.root || (!a.write && !b.write))
        continue;
      if (!sameOutputs || a.buffer != b.buffer || !a.pointwise ||
          !b.pointwise || *a.pointwise != *b.pointwise)
        return false;
    }
  return true;
}

static int64_t staticBytes(Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || !type.hasStaticShape())
    return -1;
  int64_t bits = type.getElementType().isIndex()
                     ? 64
                     : type.getElementType().getIntOrFloatBitWidth();
  return type.getNumElements() * ((bits + 7) / 8);
}

void linalg_kernels::mergeRuns(RewriterBase &rewriter, Block &block,
                               const MergePolicy &policy,
                               const KernelCounters &counters) {
  // Live bytes before each op, and the block's peak.
  DenseMap<Operation *, int64_t> liveBefore;
  DenseMap<Value, int64_t> allocBytes;
  int64_t live = 0, peak = 0;
  for (Operation &op : block) {
    liveBefore[&op] = live;
    if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
      int64_t bytes = staticBytes(alloc.getResult());
      if (bytes < 0)
        return; // a dynamic size: no replay, no merging
      allocBytes[alloc.getResult()] = bytes;
      live += bytes;
    } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      live -= allocBytes.lookup(getRootBuffer(dealloc.getMemref()));
    }
    peak = std::max(peak, live);
  }

  SmallVector<OpKernel> group;
  SmallVector<Operation *> crossed, pending; // deallocations
  int64_t crossedBytes = 0, pendingBytes = 0;
  auto flush = [&]() {
    if (group.size() >= 2 && policy.isComplete(group)) {
      rewriter.setInsertionPoint(group.back().op);
      policy.build(rewriter, group);
      Operation *launch = group.back().op->getPrevNode();
      for (Operation *dealloc : llvm::reverse(crossed))
        dealloc->moveAfter(launch);
      counters.mergedOps += group.size();
      eraseReplaced(rewriter, group, counters);
    }
    group.clear();
    crossed.clear();
    pending.clear();
    crossedBytes = pendingBytes = 0;
  };
  for (Operation &op : llvm::make_early_inc_range(block)) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      if (isFoldedFill(linalgOp))
        continue; // erased with its consumer, the next memory op
      std::optional<OpKernel> kernel = getOpKernel(linalgOp);
      bool fits = liveBefore.lookup(&op) + crossedBytes + pendingBytes <= peak;
      if (kernel && fits && policy.dropFront && !group.empty()) {
        // Deallocations between dropped members stay in the crossed list:
        // moving them after the launch is safe, and counting them keeps
        // the peak check conservative.
        while (!group.empty() && !policy.isComplete(group) &&
               !policy.canJoin(group, *kernel))
          group.erase(group.begin());
        if (group.empty())
          flush();
      }
      if (!group.empty() &&
          (!kernel || !fits || !policy.canJoin(group, *kernel)))
        flush();
      if (group.empty() && (!kernel || !policy.canStart(*kernel)))
        continue;
      if (!group.empty()) {
        crossed.append(pending);
        crossedBytes += pendingBytes;
      }
      pending.clear();
      pendingBytes = 0;
      group.push_back(*kernel);
      continue;
    }
    if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      if (!group.empty()) {
        pending.push_back(&op);
        pendingBytes += allocBytes.lookup(getRootBuffer(dealloc.getMemref()));
      }
      continue;
    }
    if (isa<memref::AllocOp>(op) ||
        (isMemoryEffectFree(&op) && op.getNumRegions() == 0))
      continue;
    flush();
  }
  flush();
}
