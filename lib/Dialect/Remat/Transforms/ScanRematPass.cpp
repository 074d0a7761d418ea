//===- ScanRematPass.cpp - remat-scan-remat ---------------------*- C++ -*-===//
//
// The pass form of rematerialization across scan iterations: the user says
// which stacked residuals to recompute (ScanRemat.h does it); remat-auto
// makes the same choice under a budget.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/Dialect/Remat/Transforms/ScanRemat.h"
#include "remat/Dialect/Remat/Transforms/ScanRevolve.h"
#include "remat/Dialect/Remat/Transforms/ScanSegments.h"
#include "remat/Dialect/Remat/Transforms/ScanTail.h"
#include "remat/Support/Functions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATSCANREMAT
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
struct ScanRematPass
    : public mlir::remat::impl::RematScanRematBase<ScanRematPass> {
  using Base::Base;

  void runOnOperation() override {
    // The selection: all, none, or (loop, iter_arg) pairs.
    bool all = residuals.empty(), none = false;
    SmallVector<std::pair<unsigned, unsigned>> selected;
    for (const std::string &entry : residuals) {
      StringRef text(entry);
      if (text == "all") {
        all = true;
        continue;
      }
      if (text == "none") {
        none = true;
        continue;
      }
      auto [loopText, argText] = text.split(':');
      unsigned loopIndex, argIndex;
      if (loopText.getAsInteger(10, loopIndex) ||
          argText.getAsInteger(10, argIndex)) {
        emitError(getOperation()->getLoc())
            << "remat-scan-remat: residuals entry '" << entry
            << "' is not all, none or L:K (iter_arg K of scan loop L)";
        return signalPassFailure();
      }
      selected.push_back({loopIndex, argIndex});
    }
    if (none && (all || !selected.empty()) && !residuals.empty() &&
        residuals.size() > 1) {
      emitError(getOperation()->getLoc())
          << "remat-scan-remat: residuals=none cannot be combined with "
             "other entries";
      return signalPassFailure();
    }
    if (innerSegments != 0 && segments == 0) {
      emitError(getOperation()->getLoc())
          << "remat-scan-remat: inner-segments="
          << static_cast<int64_t>(innerSegments) << " needs segments=k";
      return signalPassFailure();
    }
    if (tail < 0 || (tail != 0 && none && segments == 0)) {
      emitError(getOperation()->getLoc())
          << "remat-scan-remat: tail=" << static_cast<int64_t>(tail)
          << " needs t > 0 and recomputed residuals or segments";
      return signalPassFailure();
    }
    if (revolve != 0 &&
        (revolve < 0 || none || (segments != 0 && front == 0))) {
      emitError(getOperation()->getLoc())
          << "remat-scan-remat: revolve=" << static_cast<int64_t>(revolve)
          << " needs s > 0 and recomputed residuals, without segments "
             "(except on a front)";
      return signalPassFailure();
    }
    if (front < 0 || (front != 0 && innerSegments != 0)) {
      emitError(getOperation()->getLoc())
          << "remat-scan-remat: front=" << static_cast<int64_t>(front)
          << " needs p > 0, without inner-segments";
      return signalPassFailure();
    }
    if (none && segments == 0)
      return;
    if (!selected.empty() && llvm::is_contained(residuals, "all")) {
      emitError(getOperation()->getLoc())
          << "remat-scan-remat: residuals=all cannot be combined with L:K "
             "entries";
      return signalPassFailure();
    }
    // residuals=none with segments: the stacks stay, segments of k rows.
    all = selected.empty() && !none;
    // Scan loops are numbered across the functions (L of L:K), so the
    // functions are visited in one run, in walk order.
    unsigned loopOffset = 0;
    IRRewriter rewriter(&getContext());
    for (FunctionOpInterface func : getDefinedFunctions(getOperation())) {
      SmallVector<ScanLoop, 2> scans = findScanLoops(func);
      unsigned numScans = scans.size();
      // With tail=t or front=p, the loops the residual choice and revolve
      // apply to (the heads, or the iterations after the front); with
      // front=p, the fronts (what segments apply to).
      llvm::SmallPtrSet<Operation *, 2> heads, fronts;
      // Last loop first: rebuilding a loop moves (never recreates) the ops
      // of the loops before it, so their analysis stays valid.
      for (unsigned index = numScans; index-- > 0;) {
        unsigned loopIndex = loopOffset + index;
        // The loop the residual choice, tail and revolve apply to: the
        // iterations after the front, with front=p.
        unsigned at = index;
        if (front != 0) {
          scans = findScanLoops(func);
          std::string why = whyNoFront(scans[index], front);
          if (!why.empty()) {
            scans[index].loop.emitError()
                << "remat-scan-remat: cannot split the first "
                << static_cast<int64_t>(front)
                << " iterations of this loop apart: " << why;
            return signalPassFailure();
          }
          ScanFront split = splitScanFront(rewriter, func, scans[index], front);
          ++numFronts;
          fronts.insert(split.front);
          scans = std::move(split.scans);
          if (!split.restIndex) {
            split.rest.emitError()
                << "remat-scan-remat: the iterations after the front are "
                   "not a scan loop";
            return signalPassFailure();
          }
          at = *split.restIndex;
          heads.insert(split.rest);
        }
        if (tail != 0) {
          // A split recreates the backward loop, which may read another
          // scan's stacks: the analysis is redone (the head keeps index).
          scans = findScanLoops(func);
          std::string why = whyNoTail(scans[at], tail);
          if (!why.empty()) {
            scans[at].loop.emitError()
                << "remat-scan-remat: cannot tape the last "
                << static_cast<int64_t>(tail)
                << " iterations of this loop apart: " << why;
            return signalPassFailure();
          }
          Operation *whole = scans[at].loop;
          SplitScan split = splitScanTail(rewriter, scans[at], tail);
          ++numTails;
          heads.erase(whole);
          heads.insert(split.head);
          scans = findScanLoops(func);
        }
        ScanLoop &scan = scans[at];
        SmallVector<unsigned> chosen;
        if (all) {
          if (!scan.unsupported.empty()) {
            scan.loop.emitError()
                << "remat-scan-remat: cannot recompute this loop's stacked "
                   "residuals: "
                << scan.unsupported;
            return signalPassFailure();
          }
          for (const StackedResidual &residual : scan.residuals) {
            if (residual.isRecomputable())
              chosen.push_back(residual.iterArg);
            else
              scan.loop.emitRemark()
                  << "remat-scan-remat: iter_arg #" << residual.iterArg
                  << " stays stacked: " << residual.whyNot;
          }
        } else {
          for (auto [l, k] : selected) {
            if (l != loopIndex)
              continue;
            if (!scan.unsupported.empty()) {
              scan.loop.emitError()
                  << "remat-scan-remat: cannot recompute this loop's stacked "
                     "residuals: "
                  << scan.unsupported;
              return signalPassFailure();
            }
            const StackedResidual *residual = scan.find(k);
            if (!residual) {
              scan.loop.emitError()
                  << "remat-scan-remat: iter_arg #" << k << " of scan loop "
                  << l << " is not a stacked residual";
              return signalPassFailure();
            }
            if (!residual->isRecomputable()) {
              scan.loop.emitError()
                  << "remat-scan-remat: iter_arg #" << k
                  << " cannot be recomputed: " << residual->whyNot;
              return signalPassFailure();
            }
            if (!llvm::is_contained(chosen, k))
              chosen.push_back(k);
          }
        }
        if (chosen.empty())
          continue;
        llvm::sort(chosen);
        Operation *head = scan.loop;
        ScanRematStats stats = rematerializeScan(rewriter, scan, chosen);
        if (heads.erase(head))
          heads.insert(stats.loop);
        numRecomputed += stats.recomputed;
        numCloned += stats.clonedOps;
        numCarryStacks += stats.carryStacks;
      }
      loopOffset += numScans;
      bool split = tail != 0 || front != 0;
      if (revolve != 0 &&
          failed(reverse(func, rewriter, split ? &heads : nullptr)))
        return signalPassFailure();
      if (segments != 0 &&
          failed(segment(func, rewriter,
                         front != 0 ? &fronts : (split ? &heads : nullptr))))
        return signalPassFailure();
    }
    // An L:K entry naming no scan loop is a request left unmet.
    for (auto [l, k] : selected)
      if (l >= loopOffset) {
        emitError(getOperation()->getLoc())
            << "remat-scan-remat: there is no scan loop " << l << " (found "
            << loopOffset << ")";
        return signalPassFailure();
      }
  }

  /// revolve=s on every scan loop of `func` (of `only`, where given),
  /// last first.
  LogicalResult reverse(FunctionOpInterface func, IRRewriter &rewriter,
                        const llvm::SmallPtrSet<Operation *, 2> *only) {
    SmallVector<ScanLoop, 2> scans = findScanLoops(func);
    for (unsigned index = scans.size(); index-- > 0;) {
      if (only && !only->contains(scans[index].loop))
        continue;
      std::string why = whyNoRevolve(scans[index], revolve);
      if (!why.empty())
        return scans[index].loop.emitError()
               << "remat-scan-remat: cannot reverse this loop with revolve in "
               << static_cast<int64_t>(revolve) << " slots: " << why;
      numRevolveRecomputed += revolveScan(rewriter, scans[index], revolve);
      ++numRevolved;
    }
    return success();
  }

  /// segments=k on every scan loop of `func` (of `only`, where given),
  /// last first.
  LogicalResult segment(FunctionOpInterface func, IRRewriter &rewriter,
                        const llvm::SmallPtrSet<Operation *, 2> *only) {
    SmallVector<ScanLoop, 2> scans = findScanLoops(func);
    for (unsigned index = scans.size(); index-- > 0;) {
      if (only && !only->contains(scans[index].loop))
        continue;
      std::string why = whyNoSegments(scans[index], segments);
      if (!why.empty())
        return scans[index].loop.emitError()
               << "remat-scan-remat: cannot keep every "
               << static_cast<int64_t>(segments)
               << "-th carry of this loop: " << why;
      ScanLoop segment = segmentScan(rewriter, scans[index], segments);
      ++numSegmented;
      if (innerSegments == 0) {
        writeRowsInPlace(rewriter, segment);
        continue;
      }
      why = whyNoSegments(segment, innerSegments);
      if (!why.empty())
        return segment.loop.emitError()
               << "remat-scan-remat: cannot keep every "
               << static_cast<int64_t>(innerSegments)
               << "-th carry of a segment: " << why;
      writeRowsInPlace(rewriter, segmentScan(rewriter, segment, innerSegments));
      ++numNested;
    }
    return success();
  }
};
} // namespace
