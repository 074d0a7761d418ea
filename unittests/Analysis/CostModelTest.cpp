//===- CostModelTest.cpp - a dialect attaches its own cost model ----------===//
//
// Shows (and checks) how a dialect that remat does not know gives remat's
// passes its costs: attach a RematCostOpInterface external model. Here the
// complex dialect (no model in remat) gets one for `complex.abs`; without it
// the op is unknown (no recomputation, zero FLOPs). A model cannot make an op
// with (possibly unknown) memory effects recomputable: `func.call` stays
// fixed even with a model that says otherwise.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/CostModel.h"
#include "remat/InitAll.h"

#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {
/// The model a dialect would ship: 42 FLOPs, 16 bytes, recomputable.
template <typename OpTy>
struct FixedCostModel
    : public remat::RematCostOpInterface::ExternalModel<FixedCostModel<OpTy>,
                                                        OpTy> {
  double getRematFlops(Operation *) const { return 42; }
  int64_t getRematBytesMoved(Operation *) const { return 16; }
  bool isRematRecomputable(Operation *) const { return true; }
};

const char *kProgram = R"mlir(
  func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32>
  func.func @g(%x: tensor<4xf32>) -> tensor<4xf32> {
    %y = func.call @f(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %z = math.exp %y : tensor<4xf32>
    return %z : tensor<4xf32>
  }
  func.func @h(%c: complex<f32>) -> f32 {
    %a = complex.abs %c : complex<f32>
    return %a : f32
  }
)mlir";

Operation *findFirst(ModuleOp module, StringRef name) {
  Operation *found = nullptr;
  module.walk([&](Operation *op) {
    if (!found && op->getName().getStringRef() == name)
      found = op;
  });
  return found;
}

TEST(CostModel, UnknownOpsAreNotRecomputable) {
  DialectRegistry registry;
  registry
      .insert<func::FuncDialect, math::MathDialect, complex::ComplexDialect>();
  remat::registerAllRematDialects(registry);
  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kProgram, &context);
  ASSERT_TRUE(module);
  remat::OpCost call = remat::getOpCost(findFirst(*module, "func.call"));
  EXPECT_FALSE(call.recomputable);
  EXPECT_EQ(call.flops, 0);
  remat::OpCost abs = remat::getOpCost(findFirst(*module, "complex.abs"));
  EXPECT_FALSE(abs.recomputable);
  EXPECT_EQ(abs.flops, 0);
  remat::OpCost exp = remat::getOpCost(findFirst(*module, "math.exp"));
  EXPECT_TRUE(exp.recomputable);
  EXPECT_EQ(exp.flops, 4);
  EXPECT_EQ(exp.bytesMoved, 32);
}

TEST(CostModel, ADialectAttachesItsOwnModel) {
  DialectRegistry registry;
  registry
      .insert<func::FuncDialect, math::MathDialect, complex::ComplexDialect>();
  remat::registerAllRematDialects(registry);
  registry.addExtension(+[](MLIRContext *context, complex::ComplexDialect *) {
    complex::AbsOp::attachInterface<FixedCostModel<complex::AbsOp>>(*context);
  });
  registry.addExtension(+[](MLIRContext *context, func::FuncDialect *) {
    func::CallOp::attachInterface<FixedCostModel<func::CallOp>>(*context);
  });
  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kProgram, &context);
  ASSERT_TRUE(module);
  remat::OpCost abs = remat::getOpCost(findFirst(*module, "complex.abs"));
  EXPECT_EQ(abs.flops, 42);
  EXPECT_EQ(abs.bytesMoved, 16);
  EXPECT_TRUE(abs.recomputable);
  // func.call has no memory-effect interface: its effects are unknown, so it
  // is never recomputed whatever its model says.
  remat::OpCost call = remat::getOpCost(findFirst(*module, "func.call"));
  EXPECT_EQ(call.flops, 42);
  EXPECT_FALSE(call.recomputable);
}
} // namespace
