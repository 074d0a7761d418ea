//===- DeviceMemory.cpp - keep buffers in device memory ---------*- C++ -*-===//
//
// No upstream pass turns host allocations into device allocations, and
// buffers from malloc are not device-visible. After
// convert-parallel-loops-to-gpu this pass moves every buffer of a function
// to the device: intermediates are gpu.alloc'ed, arguments copied in at
// entry and results copied out before the return, so kernels only ever see
// device pointers and the host only touches memory at the boundary.
// Arguments named in resident-arguments are the caller's device buffers
// (weights a training loop keeps on the device): no copy, and no host
// access to them either.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/GPU/KernelUtils.h"
#include "remat/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATGPUDEVICEMEMORY
#include "remat/Codegen/GPU/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {

/// What processFunction changed, for the pass statistics.
struct DeviceMemoryCounters {
  int64_t serialLaunches = 0, allocs = 0, deallocs = 0, copies = 0,
          copiedIn = 0, copiedOut = 0, resident = 0;
};

/// The memref arguments of the function being processed that hold device
/// memory on entry (resident-arguments): they are never read on the host.
using ResidentArguments = llvm::SmallDenseSet<Value, 8>;

/// A scalar load of a host argument, which stays on the host.
bool isHostScalarArgLoad(Operation *op, const ResidentArguments &resident) {
  auto load = dyn_cast<memref::LoadOp>(op);
  return load && isa<BlockArgument>(load.getMemRef()) &&
         isa<FunctionOpInterface>(
             cast<BlockArgument>(load.getMemRef()).getOwner()->getParentOp()) &&
         !resident.contains(load.getMemRef());
}

/// Whether `op` (or an op nested in it, outside kernels) reads or writes a
/// buffer's contents. Allocation and deallocation do not count.
bool accessesMemory(Operation *op, const ResidentArguments &resident) {
  if (isa<gpu::LaunchOp, memref::AllocOp, memref::DeallocOp, memref::AllocaOp,
          memref::CopyOp>(op))
    return false;
  if (isHostScalarArgLoad(op, resident))
    return false;
  bool found = false;
  op->walk([&](Operation *nested) {
    if (found || isa<memref::AllocOp, memref::DeallocOp>(nested) ||
        (nested != op && isHostScalarArgLoad(nested, resident)))
      return;
    if (auto iface = dyn_cast<MemoryEffectOpInterface>(nested)) {
      SmallVector<MemoryEffects::EffectInstance> effects;
      iface.getEffects(effects);
      for (auto &effect : effects)
        if (isa<MemoryEffects::Read, MemoryEffects::Write>(effect.getEffect()))
          found = true;
    } else if (!nested->hasTrait<OpTrait::HasRecursiveMemoryEffects>() &&
               nested->getNumRegions() == 0 &&
               !nested->hasTrait<OpTrait::IsTerminator>()) {
      found = true; // unknown effects
    }
  });
  return found;
}

bool containsLaunch(Operation *op) {
  bool found = false;
  op->walk([&](gpu::LaunchOp) {
    found = true;
    return WalkResult::interrupt();
  });
  return found;
}

/// Wraps `ops` (consecutive, in one block) into a single-thread gpu.launch.
LogicalResult wrapInLaunch(RewriterBase &rewriter, ArrayRef<Operation *> ops,
                           const ResidentArguments &resident,
                           DeviceMemoryCounters &counters) {
  // Ops of the run whose operands all come from before the run and that
  // have no memory effects stay on the host (constants, index math, scalar
  // loads of arguments).
  llvm::SetVector<Operation *> run(ops.begin(), ops.end());
  SmallVector<Operation *> device;
  llvm::SmallPtrSet<Operation *, 16> deviceSet;
  for (Operation *op : ops) {
    bool hoistable =
        (isMemoryEffectFree(op) || isHostScalarArgLoad(op, resident)) &&
        op->getNumRegions() == 0 &&
        llvm::none_of(op->getOperands(), [&](Value v) {
          Operation *def = v.getDefiningOp();
          return def && deviceSet.contains(def);
        });
    if (hoistable)
      continue;
    device.push_back(op);
    deviceSet.insert(op);
  }
  if (device.empty())
    return success();
  for (Operation *op : device)
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers()) {
        Operation *top = op->getBlock()->findAncestorOpInBlock(*user);
        if (!top || !deviceSet.contains(top))
          return op->emitOpError()
                 << "reads device memory on the host and its result is used "
                    "outside device code; remat-gpu-device-memory cannot "
                    "place it";
      }
  Location loc = device.front()->getLoc();
  // Place the launch after the last hoisted-or-device op so that every
  // hoisted value it may use is defined.
  rewriter.setInsertionPointAfter(ops.back());
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  auto launch =
      gpu::LaunchOp::create(rewriter, loc, one, one, one, one, one, one);
  Block &body = launch.getBody().front();
  rewriter.setInsertionPointToEnd(&body);
  auto terminator = gpu::TerminatorOp::create(rewriter, loc);
  for (Operation *op : device)
    op->moveBefore(terminator);
  ++counters.serialLaunches;
  return success();
}

/// Wraps the runs of host ops in `block` that access memory; recurses into
/// host ops that hold kernels.
LogicalResult wrapHostAccesses(RewriterBase &rewriter, Block &block,
                               const ResidentArguments &resident,
                               DeviceMemoryCounters &counters) {
  SmallVector<Operation *> run;
  auto flush = [&]() -> LogicalResult {
    // Trim trailing ops that do not access memory.
    while (!run.empty() && !accessesMemory(run.back(), resident))
      run.pop_back();
    LogicalResult result =
        run.empty() ? success()
                    : wrapInLaunch(rewriter, run, resident, counters);
    run.clear();
    return result;
  };
  for (Operation &op : llvm::make_early_inc_range(block)) {
    if (op.hasTrait<OpTrait::IsTerminator>() || isa<gpu::LaunchOp>(op) ||
        isa<memref::AllocOp, memref::DeallocOp, memref::CopyOp,
            memref::GetGlobalOp>(op) ||
        isa<ViewLikeOpInterface>(op) ||
        // A TMA tensor map (the matmul kernels') records the buffer's
        // device address and shape; it reads none of its contents.
        isa<nvgpu::TmaCreateDescriptorOp, memref::CastOp>(op)) {
      if (failed(flush()))
        return failure();
      continue;
    }
    if (op.getNumRegions() && containsLaunch(&op)) {
      if (failed(flush()))
        return failure();
      for (Region &region : op.getRegions())
        for (Block &nested : region)
          if (failed(wrapHostAccesses(rewriter, nested, resident, counters)))
            return failure();
      continue;
    }
    if (run.empty() && !accessesMemory(&op, resident))
      continue;
    run.push_back(&op);
  }
  return flush();
}

/// A conversion pattern that counts its rewrites in the pass's counters.
template <typename SourceOp>
struct CountingConversionPattern : public OpConversionPattern<SourceOp> {
  CountingConversionPattern(MLIRContext *context,
                            DeviceMemoryCounters &counters)
      : OpConversionPattern<SourceOp>(context), counters(counters) {}

  DeviceMemoryCounters &counters;
};

/// memref.alloc on the host -> gpu.alloc (same type, sizes and symbols).
struct HostAllocToDevice : public CountingConversionPattern<memref::AllocOp> {
  using CountingConversionPattern::CountingConversionPattern;

  LogicalResult
  matchAndRewrite(memref::AllocOp alloc, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto gpuAlloc = gpu::AllocOp::create(
        rewriter, alloc.getLoc(), alloc.getType(), /*asyncToken=*/Type(),
        /*asyncDependencies=*/ValueRange(), adaptor.getDynamicSizes(),
        adaptor.getSymbolOperands(), /*hostShared=*/false);
    rewriter.replaceOp(alloc, gpuAlloc.getMemref());
    ++counters.allocs;
    return success();
  }
};

/// memref.dealloc on the host -> gpu.dealloc.
struct HostDeallocToDevice
    : public CountingConversionPattern<memref::DeallocOp> {
  using CountingConversionPattern::CountingConversionPattern;

  LogicalResult
  matchAndRewrite(memref::DeallocOp dealloc, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    gpu::DeallocOp::create(rewriter, dealloc.getLoc(), /*asyncToken=*/Type(),
                           ValueRange(), adaptor.getMemref());
    rewriter.eraseOp(dealloc);
    ++counters.deallocs;
    return success();
  }
};

/// Whether `copy` moves one contiguous range of bytes on each side.
bool isContiguousCopy(memref::CopyOp copy) {
  auto source = dyn_cast<MemRefType>(copy.getSource().getType());
  auto target = dyn_cast<MemRefType>(copy.getTarget().getType());
  return source && target &&
         memref::isStaticShapeAndContiguousRowMajor(source) &&
         memref::isStaticShapeAndContiguousRowMajor(target);
}

/// memref.copy on the host -> gpu.memcpy. Copies between non-contiguous
/// buffers were made kernels by remat-gpu-strided-copies; the runtime's
/// memcpy moves contiguous bytes only, so any left here is refused.
struct HostCopyToDevice : public CountingConversionPattern<memref::CopyOp> {
  using CountingConversionPattern::CountingConversionPattern;

  LogicalResult
  matchAndRewrite(memref::CopyOp copy, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isContiguousCopy(copy))
      return rewriter.notifyMatchFailure(
          copy, "copy between non-contiguous buffers (run "
                "remat-gpu-strided-copies first)");
    gpu::MemcpyOp::create(rewriter, copy.getLoc(), /*asyncToken=*/Type(),
                          ValueRange(), adaptor.getTarget(),
                          adaptor.getSource());
    rewriter.eraseOp(copy);
    ++counters.copies;
    return success();
  }
};

/// Rewrites every memref.alloc/dealloc/copy of `func` outside kernels into
/// its gpu counterpart; they are illegal there, legal inside gpu.launch.
LogicalResult convertHostMemoryOps(FunctionOpInterface func,
                                   DeviceMemoryCounters &counters) {
  // The one pattern that can fail, checked first for a precise message.
  WalkResult strided = func.getFunctionBody().walk([](memref::CopyOp copy) {
    if (copy->getParentOfType<gpu::LaunchOp>() || isContiguousCopy(copy))
      return WalkResult::advance();
    copy.emitOpError()
        << "between buffers of types " << copy.getSource().getType() << " and "
        << copy.getTarget().getType()
        << " is not one contiguous memcpy; remat-gpu-device-memory needs "
           "remat-gpu-strided-copies first (remat-lower-to-nvvm runs it)";
    return WalkResult::interrupt();
  });
  if (strided.wasInterrupted())
    return failure();
  MLIRContext *ctx = func.getContext();
  ConversionTarget target(*ctx);
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  target.addDynamicallyLegalOp<memref::AllocOp, memref::DeallocOp,
                               memref::CopyOp>([](Operation *op) {
    return static_cast<bool>(op->getParentOfType<gpu::LaunchOp>());
  });
  RewritePatternSet patterns(ctx);
  patterns.add<HostAllocToDevice, HostDeallocToDevice, HostCopyToDevice>(
      ctx, counters);
  // Not reached from valid IR: the alloc and dealloc patterns always
  // apply, the copy pattern fails only where isContiguousCopy does, which
  // the walk above refused for every host copy, and the ops they create
  // are legal. Kept for a pattern added later that can fail.
  if (failed(applyPartialConversion(func, target, std::move(patterns))))
    return mlir::emitError(func.getLoc())
           << "remat-gpu-device-memory: could not move the host "
              "allocations, deallocations and copies of this function to "
              "the device";
  return success();
}

/// The arguments of `func` that resident-arguments names. They apply to
/// the entry points (public functions) only: a private function's caller
/// is in the module and passes whatever buffers it has.
/// (Filled into `resident` rather than returned in a FailureOr, whose copy
/// of a SmallDenseSet GCC 12 warns about as maybe-uninitialized.)
LogicalResult findResidentArguments(FunctionOpInterface func,
                                    ArrayRef<unsigned> indices,
                                    ResidentArguments &resident) {
  if (indices.empty() || !func.isPublic())
    return success();
  unsigned numArguments = func.getNumArguments();
  for (unsigned index : indices) {
    if (index >= numArguments)
      return mlir::emitError(func.getLoc())
             << "remat-gpu-device-memory: resident-arguments names argument #"
             << index << ", but @" << func.getName() << " has " << numArguments
             << " arguments";
    BlockArgument arg = func.getArgument(index);
    if (!isa<MemRefType>(arg.getType()))
      return mlir::emitError(func.getLoc())
             << "remat-gpu-device-memory: resident-arguments names argument #"
             << index << " of @" << func.getName() << ", of type "
             << arg.getType() << ", which is not a buffer";
    resident.insert(arg);
  }
  return success();
}

LogicalResult processFunction(FunctionOpInterface func,
                              ArrayRef<unsigned> residentIndices,
                              DeviceMemoryCounters &counters) {
  MLIRContext *ctx = func.getContext();
  IRRewriter rewriter(ctx);
  Block &entry = func.getFunctionBody().front();
  ResidentArguments resident;
  if (failed(findResidentArguments(func, residentIndices, resident)))
    return failure();
  counters.resident = resident.size();
  // Host code reading a resident argument moves into a kernel like any
  // other access to device memory (an error if its result is needed on
  // the host).
  if (failed(wrapHostAccesses(rewriter, entry, resident, counters)))
    return failure();

  // Allocations, deallocations and copies outside kernels move to the
  // device; the globals get device copies below.
  SmallVector<Operation *> globals;
  func.getFunctionBody().walk([&](memref::GetGlobalOp op) {
    if (!op->getParentOfType<gpu::LaunchOp>())
      globals.push_back(op);
  });
  if (failed(convertHostMemoryOps(func, counters)))
    return failure();

  // Host buffers (arguments, globals) get a device copy at entry that
  // every use except host scalar loads reads.
  SmallVector<Value> deviceCopies;
  auto copyIn = [&](Value host, Location loc) -> LogicalResult {
    auto type = dyn_cast<MemRefType>(host.getType());
    if (!type || !type.hasStaticShape() || !type.getLayout().isIdentity())
      return emitError(loc)
             << "remat-gpu-device-memory: buffer of type " << host.getType()
             << " needs a static shape and identity layout";
    if (host.use_empty())
      return success();
    auto alloc = gpu::AllocOp::create(rewriter, loc, type, Type(), ValueRange(),
                                      ValueRange(), ValueRange(), false);
    Value device = alloc.getMemref();
    auto memcpy = gpu::MemcpyOp::create(rewriter, loc, Type(), ValueRange(),
                                        device, host);
    host.replaceUsesWithIf(device, [&](OpOperand &use) {
      Operation *user = use.getOwner();
      if (user == memcpy.getOperation())
        return false;
      return !(isa<memref::LoadOp>(user) &&
               !user->getParentOfType<gpu::LaunchOp>());
    });
    deviceCopies.push_back(device);
    ++counters.copiedIn;
    return success();
  };
  rewriter.setInsertionPointToStart(&entry);
  for (BlockArgument arg : entry.getArguments())
    if (isa<MemRefType>(arg.getType()) && !resident.contains(arg))
      if (failed(copyIn(arg, func.getLoc())))
        return failure();
  for (Operation *op : globals) {
    rewriter.setInsertionPointAfter(op);
    if (failed(copyIn(op->getResult(0), op->getLoc())))
      return failure();
  }

  // Results: copy into fresh host buffers, then free the device buffers.
  SmallVector<Operation *> returns;
  for (Block &block : func.getFunctionBody())
    if (block.mightHaveTerminator() &&
        block.getTerminator()->hasTrait<OpTrait::ReturnLike>())
      returns.push_back(block.getTerminator());
  for (Operation *ret : returns) {
    rewriter.setInsertionPoint(ret);
    llvm::SetVector<Value> toFree(deviceCopies.begin(), deviceCopies.end());
    for (OpOperand &operand : ret->getOpOperands()) {
      auto type = dyn_cast<MemRefType>(operand.get().getType());
      if (!type)
        continue;
      Location loc = ret->getLoc();
      if (!type.hasStaticShape() || !type.getLayout().isIdentity())
        return ret->emitOpError()
               << "remat-gpu-device-memory: result of type " << type
               << " needs a static shape and identity layout";
      Value host = memref::AllocOp::create(rewriter, loc, type);
      gpu::MemcpyOp::create(rewriter, loc, Type(), ValueRange(), host,
                            operand.get());
      Value root = getRootBuffer(operand.get());
      if (root.getDefiningOp<gpu::AllocOp>())
        toFree.insert(root);
      operand.set(host);
      ++counters.copiedOut;
    }
    for (Value buffer : toFree)
      gpu::DeallocOp::create(rewriter, ret->getLoc(), Type(), ValueRange(),
                             buffer);
  }
  return success();
}

struct RematGPUDeviceMemoryPass
    : public mlir::remat::impl::RematGPUDeviceMemoryBase<
          RematGPUDeviceMemoryPass> {
  using RematGPUDeviceMemoryBase::RematGPUDeviceMemoryBase;

  /// The rest of remat-lower-to-nvvm (gpu-module-to-binary, host
  /// translation) needs the NVVM target and the GPU/NVVM/LLVM translation
  /// interfaces; declaring them here makes the pipeline work in any tool,
  /// not only in those that register every translation.
  void getDependentDialects(DialectRegistry &registry) const override {
    RematGPUDeviceMemoryBase::getDependentDialects(registry);
    NVVM::registerNVVMTargetInterfaceExternalModels(registry);
    registerAllGPUToLLVMIRTranslations(registry);
  }

  void runOnOperation() override {
    for (Operation &op : getOperation().getBody()->getOperations()) {
      auto func = dyn_cast<FunctionOpInterface>(&op);
      if (!func || func.isExternal())
        continue;
      DeviceMemoryCounters counters;
      if (failed(processFunction(func, residentArguments, counters)))
        return signalPassFailure();
      numSerialLaunches += counters.serialLaunches;
      numDeviceAllocs += counters.allocs;
      numDeviceDeallocs += counters.deallocs;
      numDeviceCopies += counters.copies;
      numCopiedIn += counters.copiedIn;
      numCopiedOut += counters.copiedOut;
      numResidentArguments += counters.resident;
    }
  }
};
} // namespace
