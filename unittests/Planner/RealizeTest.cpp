//===- RealizeTest.cpp - a plan of the solvers' graph as IR ---------------===//
//
// realizePlan on a small step: a dropped forward value is cloned into the
// gradient computation right before the op that needs it, behind a
// remat.barrier pinned after the latest gradient value; the user's function
// is left alone, and the realised copy is analysed.
//
//===----------------------------------------------------------------------===//
#include "remat/Planner/Realize.h"
#include "remat/Analysis/GradientRegion.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/InitAll.h"
#include "remat/Planner/SolverGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
namespace rs = ::remat::solvers;

namespace {
// y = exp(exp(x)); the backward reads both exps: dy * b, then * a.
constexpr const char *kStep = R"mlir(
func.func @step(%x: tensor<64x64xf32>,
                %dy: tensor<64x64xf32> {remat.cotangent}) -> tensor<64x64xf32> {
  %e0 = tensor.empty() : tensor<64x64xf32>
  %a = linalg.exp ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("layers.0")
  %e1 = tensor.empty() : tensor<64x64xf32>
  %b = linalg.exp ins(%a : tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("layers.1")
  %e2 = tensor.empty() : tensor<64x64xf32>
  %g1 = linalg.mul ins(%dy, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e3 = tensor.empty() : tensor<64x64xf32>
  %g2 = linalg.mul ins(%g1, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e3 : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %g2 : tensor<64x64xf32>
}
)mlir";

struct Fixture {
  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  FunctionOpInterface func;

  Fixture() {
    DialectRegistry registry;
    registry.insert<arith::ArithDialect, func::FuncDialect,
                    linalg::LinalgDialect, tensor::TensorDialect>();
    mlir::remat::registerAllRematDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    module = parseSourceString<ModuleOp>(kStep, &context);
    if (module)
      func = cast<FunctionOpInterface>(*module->getBody()->begin());
  }
};

unsigned countExps(FunctionOpInterface func) {
  unsigned n = 0;
  func.walk([&](linalg::ExpOp) { ++n; });
  return n;
}

TEST(Realize, RecomputesADroppedValueBehindABarrier) {
  Fixture f;
  ASSERT_TRUE(f.module);
  FailureOr<mlir::remat::MemoryAnalysis> analysis =
      mlir::remat::MemoryAnalysis::analyze(f.func);
  ASSERT_TRUE(succeeded(analysis));
  llvm::Regex layers("(layers\\.[0-9]+)");
  mlir::remat::SolverGraph sg =
      mlir::remat::buildSolverGraph(f.func, *analysis, layers);
  ASSERT_EQ(rs::validate(sg.graph), "");

  // Drop the node of %a (the first exp): the backward needs it at %g2.
  Operation *firstExp = nullptr;
  f.func.walk([&](linalg::ExpOp op) {
    if (!firstExp)
      firstExp = op;
  });
  ASSERT_NE(firstExp, nullptr);
  int node = sg.nodeOfValue.lookup(firstExp->getResult(0));
  ASSERT_TRUE(sg.graph.nodes[node].recomputable);
  rs::Plan plan;
  plan.drop.assign(sg.graph.nodes.size(), false);
  plan.drop[node] = true;
  ASSERT_EQ(rs::validatePlan(sg.graph, plan), "");
  rs::Evaluation eval = rs::evaluate(sg.graph, plan);

  FailureOr<mlir::remat::RealizedPlan> realised =
      mlir::remat::realizeOnCopy(f.func, sg, plan, eval);
  ASSERT_TRUE(succeeded(realised));
  EXPECT_TRUE(succeeded(verify(*realised->module)));
  // The user's function is untouched; the copy has one exp more.
  EXPECT_EQ(countExps(f.func), 2u);
  EXPECT_EQ(countExps(realised->func), 3u);

  // The recomputation is inside the gradient computation, after the first
  // gradient op, and reads its input through a barrier pinned on a
  // gradient value.
  mlir::remat::GradientRegion gradient(realised->func);
  ASSERT_TRUE(gradient.exists());
  SmallVector<linalg::ExpOp> exps;
  realised->func.walk([&](linalg::ExpOp op) { exps.push_back(op); });
  linalg::ExpOp recomputed = exps.back();
  EXPECT_TRUE(gradient.contains(recomputed));
  auto barrier =
      recomputed.getInputs()[0].getDefiningOp<mlir::remat::BarrierOp>();
  ASSERT_TRUE(barrier);
  EXPECT_TRUE(gradient.contains(barrier));
  // The backward op that read %a reads the recomputed value.
  SmallVector<linalg::MulOp> muls;
  realised->func.walk([&](linalg::MulOp op) { muls.push_back(op); });
  ASSERT_EQ(muls.size(), 2u);
  EXPECT_EQ(muls[1].getInputs()[1], recomputed.getResult(0));
}

TEST(Realize, KeepingEverythingChangesNothing) {
  Fixture f;
  ASSERT_TRUE(f.module);
  FailureOr<mlir::remat::MemoryAnalysis> analysis =
      mlir::remat::MemoryAnalysis::analyze(f.func);
  ASSERT_TRUE(succeeded(analysis));
  llvm::Regex layers("(layers\\.[0-9]+)");
  mlir::remat::SolverGraph sg =
      mlir::remat::buildSolverGraph(f.func, *analysis, layers);
  rs::Plan plan;
  plan.drop.assign(sg.graph.nodes.size(), false);
  FailureOr<mlir::remat::RealizedPlan> realised = mlir::remat::realizeOnCopy(
      f.func, sg, plan, rs::evaluate(sg.graph, plan));
  ASSERT_TRUE(succeeded(realised));
  EXPECT_EQ(countExps(realised->func), 2u);
  unsigned barriers = 0;
  realised->func.walk([&](mlir::remat::BarrierOp) { ++barriers; });
  EXPECT_EQ(barriers, 0u);
}
} // namespace
