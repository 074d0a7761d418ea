//===- ShardToMPI.cpp - remat-shard-to-mpi ----------------------*- C++ -*-===//
//
// A partitioned step's collectives to the mpi dialect: remat's own
// all_reduce lowering (no communicator per collective), a world-size check,
// upstream's convert-shard-to-mpi for the rest, and an error for whatever
// is left over (upstream exits 0 on it). See Passes.td.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Sharding/Passes.h"
#include "remat/Sharding/RematMPIDialect.h"

#include "mlir/Conversion/ShardToMPI/ShardToMPI.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATSHARDTOMPI
#include "remat/Sharding/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {

/// The MPI reduction of a shard reduction kind, or std::nullopt.
static std::optional<mpi::MPI_ReductionOpEnum>
getMPIReduction(shard::ReductionKind kind) {
  switch (kind) {
  case shard::ReductionKind::Sum:
    return mpi::MPI_ReductionOpEnum::MPI_SUM;
  case shard::ReductionKind::Product:
    return mpi::MPI_ReductionOpEnum::MPI_PROD;
  case shard::ReductionKind::Min:
    return mpi::MPI_ReductionOpEnum::MPI_MIN;
  case shard::ReductionKind::Max:
    return mpi::MPI_ReductionOpEnum::MPI_MAX;
  case shard::ReductionKind::BitwiseAnd:
    return mpi::MPI_ReductionOpEnum::MPI_BAND;
  case shard::ReductionKind::BitwiseOr:
    return mpi::MPI_ReductionOpEnum::MPI_BOR;
  case shard::ReductionKind::BitwiseXor:
    return mpi::MPI_ReductionOpEnum::MPI_BXOR;
  default:
    return std::nullopt;
  }
}

/// Whether `axes` names every axis of `grid`: then the collective's group
/// is the whole grid, whose communicator is MPI_COMM_WORLD once the
/// world-size check has passed.
static bool coversGrid(shard::GridOp grid, ArrayRef<int16_t> axes) {
  llvm::SmallDenseSet<int16_t> named(axes.begin(), axes.end());
  for (int16_t axis = 0, e = grid.getRank(); axis < e; ++axis)
    if (!named.contains(axis))
      return false;
  return true;
}

/// A memref of `value`'s buffer seen as one dimension (MPI counts
/// elements of a contiguous buffer); 0-d and 1-d buffers stay as they are.
static Value flatten(ImplicitLocOpBuilder &builder, Value value) {
  auto type = cast<MemRefType>(value.getType());
  if (type.getRank() <= 1)
    return value;
  ReassociationIndices all;
  for (int64_t d = 0; d < type.getRank(); ++d)
    all.push_back(d);
  return memref::CollapseShapeOp::create(builder, value,
                                         ArrayRef<ReassociationIndices>{all});
}

/// shard.all_reduce over the whole grid: MPI_Allreduce on MPI_COMM_WORLD,
/// in place (MPI_IN_PLACE: the input's own buffer receives the result)
/// where the input dies there, a gradient's usual case, otherwise from the
/// input's buffer into a fresh one. The in-place form is mpi.allreduce
/// with one buffer as both send and receive buffer, which
/// remat-lower-mpi-to-llvm lowers to MPI_IN_PLACE (MPI forbids aliased
/// buffers otherwise).
struct LowerAllReduce : public OpConversionPattern<shard::AllReduceOp> {
  LowerAllReduce(MLIRContext *context, SymbolTableCollection &symbols)
      : OpConversionPattern(context), symbols(symbols) {}

  LogicalResult
  matchAndRewrite(shard::AllReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    shard::GridOp grid = shard::getGrid(op, symbols);
    if (!grid || !coversGrid(grid, op.getGridAxes()))
      return rewriter.notifyMatchFailure(op, "not over the whole grid");
    std::optional<mpi::MPI_ReductionOpEnum> reduction =
        getMPIReduction(op.getReduction());
    if (!reduction)
      return rewriter.notifyMatchFailure(op, "no MPI reduction");
    auto inputType = dyn_cast<RankedTensorType>(adaptor.getInput().getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!inputType || !resultType || !inputType.hasStaticShape() ||
        inputType != resultType)
      return rewriter.notifyMatchFailure(op, "not a static tensor");

    ImplicitLocOpBuilder builder(op.getLoc(), rewriter);
    auto bufferType =
        MemRefType::get(resultType.getShape(), resultType.getElementType());
    // `output` receives the result; `input` is sent.
    Value input, output;
    // Where the input dies here (isInPlaceAllReduce, which the memory
    // model reads too). Bufferization still copies the input where its
    // buffer cannot be written (a constant, an alias read later): then the
    // copy takes the fresh buffer's place.
    if (isInPlaceAllReduce(op)) {
      // Writable: MPI overwrites the input's buffer with the result.
      input = output = bufferization::ToBufferOp::create(builder, bufferType,
                                                         adaptor.getInput());
    } else {
      // Read-only: MPI only reads the send buffer, so the input's own
      // buffer is sent without a copy.
      input = bufferization::ToBufferOp::create(
          builder, bufferType, adaptor.getInput(), /*read_only=*/true);
      output = memref::AllocOp::create(builder, bufferType);
    }
    Value world = mpi::CommWorldOp::create(
        builder, mpi::CommType::get(rewriter.getContext()));
    // MPI counts elements of a contiguous buffer: both seen flat, one view
    // for both in place.
    Value send = flatten(builder, input);
    Value recv = input == output ? send : flatten(builder, output);
    mpi::AllReduceOp::create(
        builder, TypeRange(), send, recv,
        mpi::MPI_ReductionOpEnumAttr::get(rewriter.getContext(), *reduction),
        world);
    rewriter.replaceOp(op, bufferization::ToTensorOp::create(
                               builder, resultType, output,
                               /*restrict=*/true, /*writable=*/true));
    return success();
  }

  SymbolTableCollection &symbols;
};

/// A static tensor's buffer for MPI: read-only (MPI only reads a send
/// buffer, so the tensor's own buffer is sent without a copy).
static Value getSendBuffer(ImplicitLocOpBuilder &builder, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  return bufferization::ToBufferOp::create(
      builder, MemRefType::get(type.getShape(), type.getElementType()), tensor,
      /*read_only=*/true);
}

/// all_gather along the first axis and reduce_scatter (sum of f32/f64)
/// along the first axis over the whole grid: the MPI calls themselves
/// (remat_mpi ops), which need a receive buffer of the result's size only.
/// The blocks of a first-axis split are contiguous and in rank order,
/// which is what MPI_Allgather and MPI_Reduce_scatter_block exchange.
/// Returns whether `op` was lowered.
static bool lowerDirectly(Operation *op, SymbolTableCollection &symbols) {
  auto inType = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
  auto outType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!inType || !outType || !inType.hasStaticShape() ||
      !outType.hasStaticShape() || inType.getRank() == 0)
    return false;
  ImplicitLocOpBuilder builder(op->getLoc(), op);
  auto makeOutput = [&]() -> Value {
    return memref::AllocOp::create(
        builder, MemRefType::get(outType.getShape(), outType.getElementType()));
  };
  Value output;
  if (auto gather = dyn_cast<shard::AllGatherOp>(op)) {
    shard::GridOp grid = shard::getGrid(gather, symbols);
    if (!grid || !coversGrid(grid, gather.getGridAxes()) ||
        gather.getGatherAxis().getSExtValue() != 0)
      return false;
    Value input = getSendBuffer(builder, gather.getInput());
    output = makeOutput();
    rmpi::AllGatherOp::create(builder, input, output);
  } else if (auto scatter = dyn_cast<shard::ReduceScatterOp>(op)) {
    shard::GridOp grid = shard::getGrid(scatter, symbols);
    if (!grid || !coversGrid(grid, scatter.getGridAxes()) ||
        scatter.getScatterAxis().getSExtValue() != 0 ||
        scatter.getReduction() != shard::ReductionKind::Sum ||
        !isa<Float32Type, Float64Type>(inType.getElementType()))
      return false;
    Value input = getSendBuffer(builder, scatter.getInput());
    output = makeOutput();
    rmpi::ReduceScatterSumOp::create(builder, input, output);
  } else {
    return false;
  }
  Value result =
      bufferization::ToTensorOp::create(builder, outType, output,
                                        /*restrict=*/true, /*writable=*/true);
  op->getResult(0).replaceAllUsesWith(result);
  op->erase();
  return true;
}

/// The integer type of `type`'s width, for moving `type`'s bits exactly
/// (an OR with zeros changes no bit; a float sum would turn -0 into +0).
static IntegerType getBitsType(Type type) {
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth() >= 8 ? integer : IntegerType();
  if (auto floating = dyn_cast<FloatType>(type))
    return IntegerType::get(type.getContext(), floating.getWidth());
  return {};
}

/// This process's offset along `axis` of a value split evenly over the
/// grid: its linear index times the local size.
static Value getSliceOffset(ImplicitLocOpBuilder &builder, shard::GridOp grid,
                            int64_t localSize) {
  Value rank = shard::ProcessLinearIndexOp::create(
      builder, FlatSymbolRefAttr::get(grid.getSymNameAttr()));
  Value size = arith::ConstantIndexOp::create(builder, localSize);
  return arith::MulIOp::create(builder, rank, size);
}

/// Offsets, sizes and strides of this process's part (of type `local`) of
/// a value split evenly along `axis` over the grid.
struct LocalSlice {
  SmallVector<OpFoldResult> offsets, sizes, strides;
};
static LocalSlice getLocalSlice(ImplicitLocOpBuilder &builder,
                                shard::GridOp grid, RankedTensorType local,
                                int64_t axis) {
  LocalSlice slice;
  slice.offsets.assign(local.getRank(), builder.getIndexAttr(0));
  slice.offsets[axis] = getSliceOffset(builder, grid, local.getDimSize(axis));
  slice.strides.assign(local.getRank(), builder.getIndexAttr(1));
  for (int64_t d : local.getShape())
    slice.sizes.push_back(builder.getIndexAttr(d));
  return slice;
}

/// broadcast over the whole grid from one static root (fsdp's chunked
/// gathers: one parameter shard at a time, FSDP.h): the input copied into
/// a buffer of its size, which MPI_Bcast overwrites on every process but
/// the root. The copy is made on every process: MPI_Bcast works in place,
/// and a branch on the rank would not save the buffer, only the copy.
static void lowerBroadcasts(ModuleOp module, SymbolTableCollection &symbols,
                            Pass::Statistic &numBroadcasts) {
  SmallVector<shard::BroadcastOp> broadcasts;
  module.walk([&](shard::BroadcastOp op) { broadcasts.push_back(op); });
  for (shard::BroadcastOp op : broadcasts) {
    shard::GridOp grid = shard::getGrid(op, symbols);
    auto type = dyn_cast<RankedTensorType>(op.getType());
    if (!grid || !coversGrid(grid, op.getGridAxes()) || !type ||
        !type.hasStaticShape() || op.getRoot().size() != 1 ||
        !op.getRootDynamic().empty())
      continue; // Reported as unlowered by the caller.
    ImplicitLocOpBuilder builder(op.getLoc(), op);
    auto bufferType = MemRefType::get(type.getShape(), type.getElementType());
    // A piece of a shard (remat-shard's gather-parts) is a slice of the
    // argument: copied from a view of the argument's buffer, so the slice
    // takes no buffer of its own.
    Value input;
    auto slice = op.getInput().getDefiningOp<tensor::ExtractSliceOp>();
    if (slice && slice.getSourceType().hasStaticShape() &&
        !ShapedType::isDynamicShape(slice.getStaticOffsets()) &&
        slice.hasUnitStride() &&
        slice.getSourceType().getRank() == type.getRank()) {
      Value source = getSendBuffer(builder, slice.getSource());
      input = memref::SubViewOp::create(
          builder, source, slice.getMixedOffsets(), slice.getMixedSizes(),
          slice.getMixedStrides());
    } else {
      input = getSendBuffer(builder, op.getInput());
    }
    Value buffer = memref::AllocOp::create(builder, bufferType);
    memref::CopyOp::create(builder, input, buffer);
    rmpi::BcastOp::create(builder, buffer, op.getRoot()[0]);
    op.replaceAllUsesWith(
        bufferization::ToTensorOp::create(builder, type, buffer,
                                          /*restrict=*/true, /*writable=*/true)
            .getResult());
    op.erase();
    ++numBroadcasts;
  }
}

/// An all_to_all over the whole grid (the partitioner's resharding from a
/// split on one axis to a split on another: a transpose of the batch-split
/// activations) is the all_gather along its concat axis followed by this
/// process's slice along its split axis: the same values, through the
/// collectives lowered below (MPI has MPI_Alltoall, but remat does not lower
/// it), at the cost of holding the gathered tensor. Upstream cannot lower
/// all_to_all either ("cannot lower 'shard.all_to_all'": remat-shard's steps
/// with a transposed batch did not run; test/Fuzz/shard-all-to-all.mlir).
static void expandAllToAll(ModuleOp module, SymbolTableCollection &symbols,
                           Pass::Statistic &numAllToAll) {
  SmallVector<shard::AllToAllOp> ops;
  module.walk([&](shard::AllToAllOp op) { ops.push_back(op); });
  for (shard::AllToAllOp op : ops) {
    shard::GridOp grid = shard::getGrid(op, symbols);
    auto inType = dyn_cast<RankedTensorType>(op.getInput().getType());
    if (!grid || !coversGrid(grid, op.getGridAxes()) || !inType ||
        !inType.hasStaticShape())
      continue;
    int64_t processes = 1;
    for (int16_t axis : op.getGridAxes())
      processes *= grid.getShape()[axis];
    int64_t concat = op.getConcatAxis().getSExtValue();
    SmallVector<int64_t> shape(inType.getShape());
    shape[concat] *= processes;
    ImplicitLocOpBuilder builder(op.getLoc(), op);
    Value gathered = shard::AllGatherOp::create(
        builder, inType.clone(shape), op.getGridAttr(), op.getGridAxesAttr(),
        op.getInput(), op.getConcatAxisAttr());
    Value slice = shard::AllSliceOp::create(
        builder, op.getType(), op.getGridAttr(), op.getGridAxesAttr(), gathered,
        op.getSplitAxisAttr());
    op.replaceAllUsesWith(slice);
    op.erase();
    ++numAllToAll;
  }
}

/// all_gather and reduce_scatter over the whole grid: directly where
/// lowerDirectly can, otherwise (another axis, another reduction) in terms
/// of all_reduce (the mpi dialect has no allgather):
/// * all_gather: every process writes the bits of its slice, at its offset,
///   into zeros and the processes OR them together: exactly the gathered
///   tensor, whatever the values (floats travel as integers of their width);
/// * reduce_scatter: the all-reduce of the whole tensor, then this
///   process's slice (the reduction order is MPI_Allreduce's, the same on
///   every process).
static void expandGatherAndScatter(ModuleOp module,
                                   SymbolTableCollection &symbols,
                                   Pass::Statistic &numGathers,
                                   Pass::Statistic &numScatters,
                                   Pass::Statistic &numSlices) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (isa<shard::AllGatherOp, shard::ReduceScatterOp, shard::AllSliceOp>(op))
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    ImplicitLocOpBuilder builder(op->getLoc(), op);
    // all_slice moves nothing: each process takes its slice of a value it
    // holds whole (the partitioner emits one where a replicated value, a
    // broadcast bias say, meets a split one).
    if (auto slice = dyn_cast<shard::AllSliceOp>(op)) {
      shard::GridOp grid = shard::getGrid(slice, symbols);
      auto outType = dyn_cast<RankedTensorType>(slice.getType());
      int64_t axis = slice.getSliceAxis().getSExtValue();
      if (!grid || !coversGrid(grid, slice.getGridAxes()) || !outType ||
          !outType.hasStaticShape())
        continue;
      LocalSlice local = getLocalSlice(builder, grid, outType, axis);
      Value part = tensor::ExtractSliceOp::create(
          builder, outType, slice.getInput(), local.offsets, local.sizes,
          local.strides);
      slice.replaceAllUsesWith(part);
      slice.erase();
      ++numSlices;
      continue;
    }
    bool isGather = isa<shard::AllGatherOp>(op);
    if (lowerDirectly(op, symbols)) {
      ++(isGather ? numGathers : numScatters);
      continue;
    }
    if (auto gather = dyn_cast<shard::AllGatherOp>(op)) {
      shard::GridOp grid = shard::getGrid(gather, symbols);
      auto inType = dyn_cast<RankedTensorType>(gather.getInput().getType());
      auto outType = dyn_cast<RankedTensorType>(gather.getType());
      int64_t axis = gather.getGatherAxis().getSExtValue();
      if (!grid || !coversGrid(grid, gather.getGridAxes()) || !inType ||
          !outType || !inType.hasStaticShape() || !outType.hasStaticShape())
        continue;
      IntegerType bitsType = getBitsType(inType.getElementType());
      if (!bitsType)
        continue;
      Value bits = gather.getInput();
      if (bitsType != inType.getElementType())
        bits = arith::BitcastOp::create(builder, inType.clone(bitsType), bits);
      Value zero = arith::ConstantOp::create(
          builder, builder.getIntegerAttr(bitsType, 0));
      Value zeros =
          linalg::FillOp::create(builder, zero,
                                 ValueRange{tensor::EmptyOp::create(
                                     builder, outType.getShape(), bitsType)})
              .getResult(0);
      LocalSlice local = getLocalSlice(builder, grid, inType, axis);
      Value placed = tensor::InsertSliceOp::create(
          builder, bits, zeros, local.offsets, local.sizes, local.strides);
      Value gathered = shard::AllReduceOp::create(
          builder, placed.getType(), gather.getGridAttr(),
          gather.getGridAxesAttr(), placed,
          shard::ReductionKindAttr::get(builder.getContext(),
                                        shard::ReductionKind::BitwiseOr));
      if (bitsType != outType.getElementType())
        gathered = arith::BitcastOp::create(builder, outType, gathered);
      gather.replaceAllUsesWith(gathered);
      gather.erase();
      ++numGathers;
      continue;
    }
    auto scatter = cast<shard::ReduceScatterOp>(op);
    shard::GridOp grid = shard::getGrid(scatter, symbols);
    auto inType = dyn_cast<RankedTensorType>(scatter.getInput().getType());
    auto outType = dyn_cast<RankedTensorType>(scatter.getType());
    int64_t axis = scatter.getScatterAxis().getSExtValue();
    if (!grid || !coversGrid(grid, scatter.getGridAxes()) || !inType ||
        !outType || !inType.hasStaticShape() || !outType.hasStaticShape())
      continue;
    Value reduced = shard::AllReduceOp::create(
        builder, inType, scatter.getGridAttr(), scatter.getGridAxesAttr(),
        scatter.getInput(), scatter.getReductionAttr());
    LocalSlice local = getLocalSlice(builder, grid, outType, axis);
    Value slice = tensor::ExtractSliceOp::create(
        builder, outType, reduced, local.offsets, local.sizes, local.strides);
    scatter.replaceAllUsesWith(slice);
    scatter.erase();
    ++numScatters;
  }
}

static bool isShardOp(Operation *op) {
  return isa_and_nonnull<shard::ShardDialect>(op->getDialect());
}

static void reportUnlowered(Operation *op) {
  op->emitError() << "remat-shard-to-mpi: cannot lower '" << op->getName()
                  << "' to MPI (remat lowers all_reduce, all_gather, "
                     "reduce_scatter, all_slice and all_to_all over the whole "
                     "grid, and process indices)";
}

struct RematShardToMPIPass
    : public mlir::remat::impl::RematShardToMPIBase<RematShardToMPIPass> {
  using RematShardToMPIBase::RematShardToMPIBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    bool any = false;
    module.walk([&](Operation *op) {
      if (isShardOp(op))
        any = true;
      return any ? WalkResult::interrupt() : WalkResult::advance();
    });
    if (!any)
      return;
    FailureOr<std::optional<int64_t>> gridSize = getGridSize(module);
    if (failed(gridSize))
      return signalPassFailure();

    if (*gridSize) {
      // The world-size check, first thing in every function that
      // communicates or asks for its place on the grid.
      for (func::FuncOp func : module.getOps<func::FuncOp>()) {
        if (func.isExternal())
          continue;
        bool communicates = false;
        func.walk([&](Operation *op) {
          if (isShardOp(op) && !isa<shard::GridOp>(op))
            communicates = true;
        });
        if (!communicates)
          continue;
        OpBuilder builder = OpBuilder::atBlockBegin(&func.getBody().front());
        ImplicitLocOpBuilder b(func.getLoc(), builder);
        Value world = mpi::CommWorldOp::create(b, mpi::CommType::get(context));
        Value size =
            mpi::CommSizeOp::create(b, Type(), b.getI32Type(), world).getSize();
        Value expected = arith::ConstantIntOp::create(b, **gridSize, 32);
        Value same =
            arith::CmpIOp::create(b, arith::CmpIPredicate::eq, size, expected);
        cf::AssertOp::create(
            b, same,
            (Twine("remat: '") + func.getName() + "' was partitioned for " +
             Twine(**gridSize) +
             " MPI processes, but MPI_COMM_WORLD has a different size: run "
             "it with mpiexec -n " +
             Twine(**gridSize))
                .str());
      }
    }

    SymbolTableCollection symbols;
    lowerBroadcasts(module, symbols, numBroadcasts);
    expandAllToAll(module, symbols, numAllToAll);
    expandGatherAndScatter(module, symbols, numGathers, numScatters, numSlices);
    RewritePatternSet patterns(context);
    patterns.add<LowerAllReduce>(context, symbols);
    ConversionTarget target(*context);
    // Those over the whole grid; any other is reported below.
    auto lowerable = [&](shard::AllReduceOp op) {
      shard::GridOp grid = shard::getGrid(op, symbols);
      return grid && coversGrid(grid, op.getGridAxes());
    };
    module.walk([&](shard::AllReduceOp op) {
      if (lowerable(op))
        ++numAllReduces;
    });
    target.addDynamicallyLegalOp<shard::AllReduceOp>(
        [&](shard::AllReduceOp op) { return !lowerable(op); });
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    // Partial: the all-reduces this lowers; the rest goes to upstream.
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();

    // Collectives left now are ones upstream cannot lower either (it
    // reports them and still succeeds): say so before running it.
    WalkResult unsupported = module.walk([&](Operation *op) {
      if (!isa<shard::AllReduceOp, shard::AllGatherOp, shard::ReduceScatterOp,
               shard::AllSliceOp, shard::AllToAllOp, shard::BroadcastOp,
               shard::GatherOp, shard::ReduceOp, shard::ScatterOp,
               shard::SendOp, shard::RecvOp, shard::ShiftOp>(op))
        return WalkResult::advance();
      reportUnlowered(op);
      return WalkResult::interrupt();
    });
    if (unsupported.wasInterrupted())
      return signalPassFailure();

    OpPassManager pm(ModuleOp::getOperationName());
    pm.addPass(createConvertShardToMPIPass());
    if (failed(runPipeline(pm, module)))
      return signalPassFailure();

    // Upstream reports an op it cannot lower and still succeeds.
    WalkResult leftover = module.walk([&](Operation *op) {
      if (!isShardOp(op) || isa<shard::GridOp>(op))
        return WalkResult::advance();
      reportUnlowered(op);
      return WalkResult::interrupt();
    });
    if (leftover.wasInterrupted())
      return signalPassFailure();
    for (shard::GridOp grid :
         llvm::make_early_inc_range(module.getOps<shard::GridOp>()))
      grid.erase();

    StringRef key = "MPI:Implementation";
    if (failed(dlti::query(module, {key}, /*emitError=*/false))) {
      auto entry = DataLayoutEntryAttr::get(StringAttr::get(context, key),
                                            StringAttr::get(context, "MPICH"));
      module->setAttr(DLTIDialect::kMapAttrName,
                      MapAttr::get(context, {entry}));
    }
  }
};

} // namespace
