//===- MPIToLLVM.cpp - remat-lower-mpi-to-llvm ------------------*- C++ -*-===//
//
// Upstream's mpi-to-LLVM patterns plus mpi.comm_size (which upstream does
// not lower in MLIR 22; the world-size check needs it), remat_mpi's
// collectives, and mpi.allreduce on one buffer as MPI_IN_PLACE (upstream
// would pass the buffer twice, which MPI forbids).
//
//===----------------------------------------------------------------------===//
#include "remat/Sharding/Passes.h"
#include "remat/Sharding/RematMPIDialect.h"

#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
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

// MPICH's handles (mpi.h): communicators, datatypes and operations are
// ints.
constexpr int32_t kMPICHCommWorld = 0x44000000;
constexpr int32_t kMPICHByte = 0x4c00010d;
constexpr int32_t kMPICHFloat = 0x4c00040a;
constexpr int32_t kMPICHDouble = 0x4c00080b;
constexpr int32_t kMPICHSum = 0x58000003;
// MPI_MAX (1) to MPI_BXOR (10) are 0x58000000 plus the mpi dialect's enum
// value; MPI_IN_PLACE is (void *)-1.
constexpr int32_t kMPICHOpBase = 0x58000000;
constexpr int64_t kMPICHInPlace = -1;

/// MPICH's datatype of `type` for a reduction, or nullopt (the integer
/// types as the mpi dialect's own lowering maps them: signless as signed).
static std::optional<int32_t> getMPICHDatatype(Type type) {
  if (isa<Float32Type>(type))
    return kMPICHFloat;
  if (isa<Float64Type>(type))
    return kMPICHDouble;
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer)
    return std::nullopt;
  bool isUnsigned = integer.isUnsigned();
  switch (integer.getWidth()) {
  case 8:
    return isUnsigned ? 0x4c00013b : 0x4c000137;
  case 16:
    return isUnsigned ? 0x4c00023c : 0x4c000238;
  case 32:
    return isUnsigned ? 0x4c00043d : 0x4c000439;
  case 64:
    return isUnsigned ? 0x4c00083e : 0x4c00083a;
  default:
    return std::nullopt;
  }
}

/// The address of a memref's first element and its element count, from
/// its converted descriptor.
static std::pair<Value, int64_t> getBuffer(ConversionPatternRewriter &rewriter,
                                           Location loc,
                                           const LLVMTypeConverter &converter,
                                           Value descriptor, MemRefType type) {
  MemRefDescriptor memref(descriptor);
  return {memref.bufferPtr(rewriter, loc, converter, type),
          type.getNumElements()};
}

static Value i32Constant(ConversionPatternRewriter &rewriter, Location loc,
                         int64_t value) {
  return LLVM::ConstantOp::create(rewriter, loc, rewriter.getI32Type(),
                                  static_cast<int32_t>(value));
}

/// Replaces `op` by a call of the MPI function `name` on `args` (pointers and
/// i32 values; MPI's C functions return an i32 error code, which MPICH's
/// default error handler never returns with a failure: it aborts).
static LogicalResult replaceByMPICall(ConversionPatternRewriter &rewriter,
                                      Operation *op, StringRef name,
                                      ValueRange args) {
  SmallVector<Type> types(args.getTypes());
  FailureOr<LLVM::LLVMFuncOp> callee =
      LLVM::lookupOrCreateFn(rewriter, op->getParentOfType<ModuleOp>(), name,
                             types, rewriter.getI32Type());
  if (failed(callee))
    return failure();
  LLVM::CallOp::create(rewriter, op->getLoc(), *callee, args);
  rewriter.eraseOp(op);
  return success();
}

/// mpi.allreduce whose send and receive buffer are one buffer (what
/// remat-shard-to-mpi emits where the reduced tensor dies at the
/// all-reduce): `MPI_Allreduce(MPI_IN_PLACE, buf, n, type, op, comm)`, the
/// buffer's contents replaced by the reduction over every process. Ahead of
/// upstream's pattern, which would pass the buffer as both (an error in
/// MPI).
struct AllReduceInPlaceToLLVM
    : public ConvertOpToLLVMPattern<mpi::AllReduceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(mpi::AllReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getSendbuf() != op.getRecvbuf())
      return rewriter.notifyMatchFailure(op, "two buffers: upstream's");
    // checkInPlaceAllReduces has rejected what this cannot lower.
    Location loc = op.getLoc();
    MemRefType type = op.getRecvbuf().getType();
    int32_t datatype = *getMPICHDatatype(type.getElementType());
    auto reduction = static_cast<int32_t>(op.getOp());
    auto [buffer, count] = getBuffer(rewriter, loc, *getTypeConverter(),
                                     adaptor.getRecvbuf(), type);
    Value comm = adaptor.getComm();
    if (comm.getType() != rewriter.getI32Type())
      comm = LLVM::TruncOp::create(rewriter, loc, rewriter.getI32Type(), comm);
    Value inPlace = LLVM::IntToPtrOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext()),
        LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(),
                                 kMPICHInPlace)
            .getResult());
    return replaceByMPICall(
        rewriter, op, "MPI_Allreduce",
        {inPlace, buffer, i32Constant(rewriter, loc, count),
         i32Constant(rewriter, loc, datatype),
         i32Constant(rewriter, loc, kMPICHOpBase + reduction), comm});
  }
};

/// An error for each mpi.allreduce on one buffer that
/// AllReduceInPlaceToLLVM cannot lower (upstream's pattern would pass the
/// buffer twice): an element type without an MPICH datatype here, a
/// reduction other than MPI_MAX .. MPI_BXOR, a dynamic or too large buffer,
/// a used error code.
static LogicalResult checkInPlaceAllReduces(ModuleOp module) {
  WalkResult result = module.walk([](mpi::AllReduceOp op) {
    if (op.getSendbuf() != op.getRecvbuf())
      return WalkResult::advance();
    MemRefType type = op.getRecvbuf().getType();
    auto reduction = static_cast<uint32_t>(op.getOp());
    if (getMPICHDatatype(type.getElementType()) && type.hasStaticShape() &&
        type.getNumElements() <= std::numeric_limits<int32_t>::max() &&
        reduction >= 1 && reduction <= 10 && !op.getRetval())
      return WalkResult::advance();
    op.emitError() << "remat-lower-mpi-to-llvm: cannot lower an in-place "
                      "all-reduce of "
                   << type << " with "
                   << mpi::stringifyMPI_ReductionOpEnum(op.getOp())
                   << " (f32, f64 or 8- to 64-bit integers, static, under "
                      "2^31 elements, MPI_MAX to MPI_BXOR, no error code "
                      "used)";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

/// `MPI_Allgather(send, n, MPI_BYTE, recv, n, MPI_BYTE, MPI_COMM_WORLD)`
/// with n the send buffer's size in bytes (every value travels unchanged).
struct AllGatherToLLVM : public ConvertOpToLLVMPattern<rmpi::AllGatherOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(rmpi::AllGatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MemRefType sendType = op.getSendbuf().getType();
    // An element takes its LLVM store size: i1 (a mask parameter under
    // fsdp) one byte, as memref's lowering lays it out. Refusing it left
    // the gather unlowered ("failed to legalize operation
    // 'remat_mpi.allgather'"; test/Fuzz/shard-fsdp-i1-parameter.mlir).
    unsigned bits = sendType.getElementTypeBitWidth();
    int64_t elementBytes = (bits + 7) / 8;
    auto [send, count] = getBuffer(rewriter, loc, *getTypeConverter(),
                                   adaptor.getSendbuf(), sendType);
    auto [recv, unused] =
        getBuffer(rewriter, loc, *getTypeConverter(), adaptor.getRecvbuf(),
                  op.getRecvbuf().getType());
    int64_t bytes = count * elementBytes;
    if (bytes > std::numeric_limits<int32_t>::max())
      return rewriter.notifyMatchFailure(op, "more than 2^31 bytes");
    Value n = i32Constant(rewriter, loc, bytes);
    Value byte = i32Constant(rewriter, loc, kMPICHByte);
    return replaceByMPICall(rewriter, op, "MPI_Allgather",
                            {send, n, byte, recv, n, byte,
                             i32Constant(rewriter, loc, kMPICHCommWorld)});
  }
};

/// `MPI_Reduce_scatter_block(send, recv, n, type, MPI_SUM, MPI_COMM_WORLD)`
/// with n the receive buffer's element count.
struct ReduceScatterSumToLLVM
    : public ConvertOpToLLVMPattern<rmpi::ReduceScatterSumOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(rmpi::ReduceScatterSumOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MemRefType recvType = op.getRecvbuf().getType();
    int32_t datatype = isa<Float32Type>(recvType.getElementType())
                           ? kMPICHFloat
                           : kMPICHDouble;
    auto [send, unused] =
        getBuffer(rewriter, loc, *getTypeConverter(), adaptor.getSendbuf(),
                  op.getSendbuf().getType());
    auto [recv, count] = getBuffer(rewriter, loc, *getTypeConverter(),
                                   adaptor.getRecvbuf(), recvType);
    if (count > std::numeric_limits<int32_t>::max())
      return rewriter.notifyMatchFailure(op, "more than 2^31 elements");
    return replaceByMPICall(rewriter, op, "MPI_Reduce_scatter_block",
                            {send, recv, i32Constant(rewriter, loc, count),
                             i32Constant(rewriter, loc, datatype),
                             i32Constant(rewriter, loc, kMPICHSum),
                             i32Constant(rewriter, loc, kMPICHCommWorld)});
  }
};

/// `MPI_Bcast(buffer, n, MPI_BYTE, root, MPI_COMM_WORLD)` with n the
/// buffer's size in bytes (every value travels unchanged).
struct BcastToLLVM : public ConvertOpToLLVMPattern<rmpi::BcastOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(rmpi::BcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MemRefType type = op.getBuffer().getType();
    unsigned bits = type.getElementTypeBitWidth();
    if (bits % 8 != 0)
      return rewriter.notifyMatchFailure(op, "elements of a fraction of bytes");
    auto [buffer, count] = getBuffer(rewriter, loc, *getTypeConverter(),
                                     adaptor.getBuffer(), type);
    int64_t bytes = count * (bits / 8);
    if (bytes > std::numeric_limits<int32_t>::max() ||
        op.getRootAttr().getInt() > std::numeric_limits<int32_t>::max())
      return rewriter.notifyMatchFailure(op, "more than 2^31 bytes or ranks");
    return replaceByMPICall(
        rewriter, op, "MPI_Bcast",
        {buffer, i32Constant(rewriter, loc, bytes),
         i32Constant(rewriter, loc, kMPICHByte),
         i32Constant(rewriter, loc, op.getRootAttr().getInt()),
         i32Constant(rewriter, loc, kMPICHCommWorld)});
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
      if (isa<mpi::MPIDialect, rmpi::RematMPIDialect>(op->getDialect()))
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
    if (failed(checkInPlaceAllReduces(module)))
      return signalPassFailure();
    LLVMTypeConverter converter(context);
    RewritePatternSet patterns(context);
    mpi::populateMPIToLLVMConversionPatterns(converter, patterns);
    patterns.add<CommSizeToLLVM, AllGatherToLLVM, ReduceScatterSumToLLVM,
                 BcastToLLVM>(converter);
    // Before upstream's all-reduce pattern (benefit 1).
    patterns.add<AllReduceInPlaceToLLVM>(converter, /*benefit=*/2);
    ConversionTarget target(*context);
    target.addIllegalDialect<mpi::MPIDialect, rmpi::RematMPIDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
