//===- CheckLLVMLowering.cpp - fail where the lowering stopped --*- C++ -*-===//
//
// A pipeline that succeeds must produce host code that translates to LLVM
// IR; upstream conversions leave what they cannot lower in place.
//
//===----------------------------------------------------------------------===//
#include "remat/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATCHECKLLVMLOWERING
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
struct CheckLLVMLoweringPass
    : public mlir::remat::impl::RematCheckLLVMLoweringBase<
          CheckLLVMLoweringPass> {
  void runOnOperation() override {
    bool ok = true;
    getOperation()->walk([&](Operation *op) {
      // Device code is compiled into gpu.binary ops; the module structure
      // and gpu.launch_func (translated with the binary) are translatable.
      if (isa<gpu::BinaryOp, gpu::GPUModuleOp>(op))
        return WalkResult::skip();
      if (isa<ModuleOp, gpu::LaunchFuncOp>(op) ||
          isa<LLVM::LLVMDialect>(op->getDialect()))
        return WalkResult::advance();
      InFlightDiagnostic diag = op->emitError()
                                << "the lowering to LLVM left '"
                                << op->getName() << "' in the host code";
      if (auto cast = dyn_cast<UnrealizedConversionCastOp>(op)) {
        diag << " (an unresolved conversion from ";
        llvm::interleaveComma(cast.getOperandTypes(), diag);
        diag << " to ";
        llvm::interleaveComma(cast.getResultTypes(), diag);
        diag << ": an op on the other side was not converted)";
      }
      ++numLeftovers;
      ok = false;
      return WalkResult::advance();
    });
    if (!ok)
      signalPassFailure();
  }
};
} // namespace
