//===- ParallelVerifyTest.cpp - verifyOnThreads answers as mlir::verify ---===//
//
// The replay's copy comes out of remat's prefix valid unless a pass has a
// bug, so no lit test reaches verifyOnThreads' failures: the broken modules
// are made here, by moving ops of a parsed one, and verifyOnThreads must
// fail on each with mlir::verify's diagnostics, on several threads and on
// one.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/BufferizedPeak.h"
#include "remat/InitAll.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>

using namespace mlir;

namespace {
/// A function with 600 ops in its body (several claims of the parallel
/// check) and a loop whose body reads a value defined above it.
std::string bigProgram() {
  std::string text = "func.func @f(%a: i32, %n: index) -> i32 {\n"
                     "  %c0 = arith.constant 0 : index\n"
                     "  %c1 = arith.constant 1 : index\n"
                     "  %v0 = arith.addi %a, %a : i32\n";
  for (int i = 1; i < 600; ++i)
    text += "  %v" + std::to_string(i) + " = arith.addi %v" +
            std::to_string(i - 1) + ", %a : i32\n";
  text += "  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %v599) -> "
          "(i32) {\n"
          "    %y = arith.addi %x, %v300 : i32\n"
          "    scf.yield %y : i32\n"
          "  }\n"
          "  return %r : i32\n"
          "}\n";
  return text;
}

struct Outcome {
  bool valid = false;
  std::string diagnostics;
};

/// Parses bigProgram(), applies `breakIt` and verifies with `check`,
/// collecting what reaches the test's handler.
Outcome run(bool threads, const std::function<void(func::FuncOp)> &breakIt,
            const std::function<LogicalResult(ModuleOp)> &check) {
  DialectRegistry registry;
  registry.insert<arith::ArithDialect, func::FuncDialect, scf::SCFDialect>();
  remat::registerAllRematDialects(registry);
  MLIRContext context(registry);
  context.enableMultithreading(threads);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(bigProgram(), &context);
  EXPECT_TRUE(module);
  Outcome out;
  if (!module)
    return out;
  breakIt(cast<func::FuncOp>(module->getBody()->front()));
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    out.diagnostics += diag.str() + "\n";
    for (Diagnostic &note : diag.getNotes())
      out.diagnostics += "note: " + note.str() + "\n";
    return success();
  });
  out.valid = succeeded(check(*module));
  return out;
}

Operation *opDefining(func::FuncOp func, int index) {
  Operation *found = nullptr;
  int seen = -3; // %c0, %c1 and %v0 come first: %v0 is index 0.
  for (Operation &op : func.getBody().front()) {
    if (seen++ == index - 1) {
      found = &op;
      break;
    }
  }
  return found;
}

void expectSameAsVerify(const std::function<void(func::FuncOp)> &breakIt,
                        bool expectValid) {
  for (bool threads : {true, false}) {
    Outcome serial = run(threads, breakIt,
                         [](ModuleOp module) { return mlir::verify(module); });
    Outcome split = run(threads, breakIt, [](ModuleOp module) {
      return remat::verifyOnThreads(module);
    });
    EXPECT_EQ(serial.valid, expectValid);
    EXPECT_EQ(split.valid, serial.valid) << "threads " << threads;
    EXPECT_EQ(split.diagnostics, serial.diagnostics) << "threads " << threads;
  }
}

TEST(ParallelVerify, ValidModule) {
  expectSameAsVerify([](func::FuncOp) {}, true);
}

TEST(ParallelVerify, UseBeforeDefinitionInTheBody) {
  // %v451 moved in front of %v450, which it reads (a late claim).
  expectSameAsVerify(
      [](func::FuncOp func) {
        opDefining(func, 451)->moveBefore(opDefining(func, 450));
      },
      false);
}

TEST(ParallelVerify, NestedUseOfALaterValue) {
  // %v300, read inside the loop, moved after it: only the loop's own
  // check (an item) sees this.
  expectSameAsVerify(
      [](func::FuncOp func) {
        Operation *loop = nullptr;
        func.walk([&](scf::ForOp op) { loop = op; });
        Operation *def = opDefining(func, 300);
        for (OpOperand &use :
             llvm::make_early_inc_range(def->getResult(0).getUses()))
          if (use.getOwner()->getParentOp() != loop)
            use.set(opDefining(func, 299)->getResult(0));
        def->moveAfter(loop);
      },
      false);
}

TEST(ParallelVerify, MissingTerminator) {
  expectSameAsVerify(
      [](func::FuncOp func) {
        func.getBody().front().getTerminator()->erase();
      },
      false);
}
} // namespace
