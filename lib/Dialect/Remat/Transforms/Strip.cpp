//===- Strip.cpp - remove barriers and names --------------------*- C++ -*-===//
//
// Runs after the CSE-prone passes: from here on nothing can merge a
// recomputation back into the forward pass, so the markers can go.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/Dialect/Remat/Transforms/Utils.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATSTRIP
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
struct RematStripPass
    : public mlir::remat::impl::RematStripBase<RematStripPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    numInlined += inlineUnappliedCheckpoints(rewriter, getOperation());
    SmallVector<Operation *> markers;
    getOperation()->walk([&](Operation *op) {
      if (isa<BarrierOp, NameOp>(op))
        markers.push_back(op);
    });
    for (Operation *op : markers) {
      if (auto barrier = dyn_cast<BarrierOp>(op)) {
        rewriter.replaceOp(barrier, barrier.getInputs());
        ++numBarriers;
      } else {
        rewriter.replaceOp(op, cast<NameOp>(op).getInput());
        ++numNames;
      }
    }
    // remat.loss marks a result for remat's passes only; the LLVM
    // translation would warn about an unknown return attribute.
    getOperation()->walk([&](FunctionOpInterface func) {
      for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
        func.removeResultAttr(
            i, StringAttr::get(&getContext(), RematDialect::getLossAttrName()));
    });
  }
};
} // namespace
