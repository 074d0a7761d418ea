//===- IREEPipeline.cpp - remat-prepare-iree-input --------------*- C++ -*-===//
//
// A training step -> rematerialized -> IREE input (docs/IREE.md). Built from
// remat's own pass constructors: only remat passes run, and IREE itself
// (iree-compile) does the rest.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/GPU/Passes.h"
#include "remat/Conversion/Passes.h"
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/Pipelines/Pipelines.h"
#include "remat/Planner/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::remat;

void mlir::remat::buildPrepareIREEInputPipeline(
    OpPassManager &pm, const PrepareIREEInputOptions &options) {
  if (options.policy != LayerCheckpointPolicy::none) {
    RematOutlineCheckpointsOptions outline;
    switch (options.policy) {
    case LayerCheckpointPolicy::none:
    case LayerCheckpointPolicy::recompute_all:
      outline.policy = PolicyKind::recompute_all;
      break;
    case LayerCheckpointPolicy::save_dots:
      outline.policy = PolicyKind::save_dots;
      break;
    case LayerCheckpointPolicy::save_dots_no_batch:
      outline.policy = PolicyKind::save_dots_no_batch;
      break;
    }
    outline.every = options.every;
    outline.skipLast = options.skipLast;
    pm.addPass(createRematOutlineCheckpoints(outline));
  }
  // Regions written by hand or by the exporter are applied as well.
  pm.addPass(createRematApplyCheckpoints());
  if (!options.budget.empty()) {
    // IREE's dispatch formation fuses an elementwise producer into its
    // consumer, so the producer's tensor is never allocated. remat's model
    // charges every tensor: on JAX steps, whose forward computes derivative
    // factors such as `1 - tanh(x)` as tensors of their own, a remat-auto
    // plan spends its budget on values IREE never stores, and its barriers
    // then stop IREE's fusion (docs/IREE.md, "Why plans raised IREE's
    // peak"). Fused first, remat's model of the step is IREE's transient
    // peak of a single execution region, to the byte on the MLP measured.
    if (options.fuseElementwise)
      pm.addPass(createRematGPUFuseElementwise());
    RematAutoOptions autoOptions;
    autoOptions.budget = options.budget;
    autoOptions.solver = options.solver;
    pm.addPass(createRematAuto(autoOptions));
  }
  RematLowerBarriersToIREEOptions lower;
  lower.barrierArguments = options.barrierArguments;
  lower.splitForward = options.splitForward;
  lower.holdGradient = options.holdGradient;
  lower.cleanCuts = options.cleanCuts;
  pm.addPass(createRematLowerBarriersToIREE(lower));
}

/// `every` and `skip-last` shape per-layer checkpoints: without `policy` there
/// are none, and an option that would do nothing is refused rather than
/// ignored.
static LogicalResult
verifyPrepareIREEInputOptions(const PrepareIREEInputOptions &options,
                              function_ref<LogicalResult(const Twine &)> fail) {
  if (options.policy != LayerCheckpointPolicy::none)
    return success();
  if (options.every != 1)
    return fail("remat-prepare-iree-input: every=" + Twine(options.every) +
                " needs policy=recompute_all|save_dots|save_dots_no_batch "
                "(without policy there are no per-layer checkpoints)");
  if (options.skipLast)
    return fail("remat-prepare-iree-input: skip-last needs "
                "policy=recompute_all|save_dots|save_dots_no_batch "
                "(without policy there are no per-layer checkpoints)");
  return success();
}

void mlir::remat::registerIREEPipeline() {
  // PassPipelineRegistration's builder cannot fail, so the options are parsed
  // and checked here (as PassPipelineRegistration does, plus the check).
  registerPassPipeline(
      "remat-prepare-iree-input",
      "Rematerialize a tensor training step and turn it into input for "
      "iree-compile: per-layer checkpoints (policy=...) and/or remat-auto "
      "(budget=..., after elementwise fusion as IREE fuses), then "
      "remat.barrier -> util.optimization_barrier",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        PrepareIREEInputOptions options;
        if (failed(options.parseFromString(text)) ||
            failed(verifyPrepareIREEInputOptions(options, errorHandler)))
          return failure();
        buildPrepareIREEInputPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optHandler) {
        optHandler(PrepareIREEInputOptions());
      });
}
