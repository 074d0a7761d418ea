//===- Registration.cpp - register everything remat provides ----*- C++ -*-===//
#include "remat/InitAll.h"

#include "remat/Analysis/CostModel.h"
#include "remat/Codegen/GPU/Passes.h"
#include "remat/Conversion/Passes.h"
#include "remat/Dialect/IREELinalgExt/IR/IREELinalgExtDialect.h"
#include "remat/Dialect/IREEUtil/IR/IREEUtilDialect.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/Pipelines/Pipelines.h"
#include "remat/Planner/Passes.h"
#include "remat/Sharding/Passes.h"
#include "remat/Sharding/ShardingModels.h"

#include "mlir/IR/DialectRegistry.h"

void mlir::remat::registerAllRematDialects(DialectRegistry &registry) {
  registry
      .insert<RematDialect, iree_util::IREEUtilDialect, rmpi::RematMPIDialect,
              iree_linalg_ext::IREELinalgExtDialect>();
  registerCostModelExternalModels(registry);
  registerShardingExternalModels(registry);
}

void mlir::remat::registerAllRematPasses() {
  registerRematTransformsPasses();
  registerRematConversionPasses();
  registerRematGPUPasses();
  registerRematPlannerPasses();
  registerRematShardingPasses();
  registerRematPipelines();
}
