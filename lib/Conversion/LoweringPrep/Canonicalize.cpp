//===- Canonicalize.cpp - canonicalize, simplifying regions where needed --===//
//
// Upstream's canonicalizer simplifies regions (unreachable blocks, region
// DCE) after every iteration of its rewrite driver, walking every region of
// the op. In regions of one block that can only erase trivially dead ops,
// which the driver erases itself; on a deep step of linalg.generic ops (a
// region each) the walk was 14 % of the memory analysis. This pass runs
// upstream's canonicalizer without it where no region has a second block.
//
//===----------------------------------------------------------------------===//
#include "remat/Conversion/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATCANONICALIZE
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
struct CanonicalizePass
    : public mlir::remat::impl::RematCanonicalizeBase<CanonicalizePass> {
  CanonicalizePass() = default;
  CanonicalizePass(const CanonicalizePass &other)
      : RematCanonicalizeBase(other) {}

  void runOnOperation() override {
    Operation *root = getOperation();
    bool severalBlocks = false;
    root->walk([&](Operation *op) {
      for (Region &region : op->getRegions())
        if (!region.empty() && !region.hasOneBlock()) {
          severalBlocks = true;
          return WalkResult::interrupt();
        }
      return WalkResult::advance();
    });
    // Built here, for the op this runs on (a pass may run on any op).
    OpPassManager pipeline(root->getName());
    if (severalBlocks) {
      ++numSimplified;
      pipeline.addPass(createCanonicalizerPass());
    } else {
      // The canonicalizer's own defaults (its `top-down` option is true;
      // GreedyRewriteConfig's is false) with region simplification off.
      GreedyRewriteConfig config;
      config.setUseTopDownTraversal(true);
      config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
      pipeline.addPass(createCanonicalizerPass(config));
    }
    if (failed(runPipeline(pipeline, root)))
      signalPassFailure();
  }
};
} // namespace
