//===- MPIToLLVM.cpp - remat-lower-mpi-to-llvm ------------------*- C++ -*-===//
//
// Upstream's mpi-to-LLVM patterns plus mpi.comm_size (which upstream does
// not lower in MLIR 22; the world-size check needs it).
//
//===----------------------------------------------------------------------===//
#include "remat/Sharding/Passes.h"

#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MPIToLLVM/MPIToLLVM.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATLOWERMPITOLLVM
#include "remat/Sharding/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {

/// `MPI_Comm_size(comm, &size)` for MPICH, whose communicators are ints
/// (upstream's lowering carries them as i64 and truncates them, as here).
struct CommSizeToLLVM : public ConvertOpToLLVMPattern<mpi::CommSizeOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(mpi::CommSizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *context = rewriter.getContext();
    auto module = op->getParentOfType<ModuleOp>();
    Type i32 = rewriter.getI32Type();
    Type ptr = LLVM::LLVMPointerType::get(context);
    Value comm = adaptor.getComm();
    if (comm.getType() != i32) {
      if (!isa<IntegerType>(comm.getType()))
        return rewriter.notifyMatchFailure(op, "communicator is not an int");
      comm = LLVM::TruncOp::create(rewriter, loc, i32, comm);
    }
    Value one = LLVM::ConstantOp::create(rewriter, loc, i32, 1);
    Value slot = LLVM::AllocaOp::create(rewriter, loc, ptr, i32, one);
    FailureOr<LLVM::LLVMFuncOp> callee = LLVM::lookupOrCreateFn(
        rewriter, module, "MPI_Comm_size", {i32, ptr}, i32);
    if (failed(callee))
      return failure();
    auto call =
        LLVM::CallOp::create(rewriter, loc, *callee, ValueRange{comm, slot});
    Value size = LLVM::LoadOp::create(rewriter, loc, i32, slot);
    SmallVector<Value> results;
    if (op.getRetval())
      results.push_back(call.getResult());
    results.push_back(size);
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct RematLowerMPIToLLVMPass
    : public mlir::remat::impl::RematLowerMPIToLLVMBase<
          RematLowerMPIToLLVMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    bool any = false;
    module.walk([&](Operation *op) {
      if (isa<mpi::MPIDialect>(op->getDialect()))
        any = true;
    });
    if (!any)
      return;
    FailureOr<Attribute> implementation =
        dlti::query(module, {StringRef("MPI:Implementation")}, false);
    auto name = succeeded(implementation)
                    ? dyn_cast<StringAttr>(*implementation)
                    : StringAttr();
    if (!name || name.getValue() != "MPICH") {
      module.emitError() << "remat-lower-mpi-to-llvm: the module must name "
                            "MPICH as its MPI implementation "
                            "(dlti.map = #dlti.map<\"MPI:Implementation\" = "
                            "\"MPICH\">), the one remat runs on";
      return signalPassFailure();
    }
    LLVMTypeConverter converter(context);
    RewritePatternSet patterns(context);
    mpi::populateMPIToLLVMConversionPatterns(converter, patterns);
    patterns.add<CommSizeToLLVM>(converter);
    ConversionTarget target(*context);
    target.addIllegalDialect<mpi::MPIDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
