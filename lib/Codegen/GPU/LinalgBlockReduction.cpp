//===- LinalgBlockReduction.cpp - block-per-output reductions ---*- C++ -*-===//
//
// Block per output (reductions with few outputs and a known combiner):
//   grid min(P, max-blocks), T threads, workgroup buffer of T/32 partials
//   for (p = bx; p < P; p += gridDim)               // uniform per block
//     acc = neutral; for (r = tx; r < R; r += T) acc = body(...; acc)
//     acc = warp tree (gpu.shuffle xor 16..1); lane 0 -> partials[warp]
//     barrier; warp 0 reduces the partials the same way; thread 0 stores
//     combine(acc, init); barrier
// (P is the product of the parallel loop ranges, R of the reduction ones.)
// This is the shape where a reduction with few outputs (a loss, a bias
// gradient over a large batch, a softmax row) has enough threads; the
// reduction order differs from the CPU's, so results agree up to float
// reassociation, as with any parallel reduction.
//
//===----------------------------------------------------------------------===//
#include "LinalgKernels.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::linalg_kernels;

/// `value` combined across the 32 lanes of each warp (butterfly), so that
/// every lane holds the warp's result.
static Value warpReduce(KernelBuilder &b, const Combiner &combiner,
                        Value value) {
  for (int32_t offset = kWarpSize / 2; offset > 0; offset /= 2) {
    auto shuffle =
        gpu::ShuffleOp::create(b.rewriter, b.loc, value, b.cstI32(offset),
                               b.cstI32(kWarpSize), gpu::ShuffleMode::XOR);
    IRMapping mapping;
    mapping.map(combiner.op->getOperand(combiner.outOperand), value);
    mapping.map(combiner.op->getOperand(1 - combiner.outOperand),
                shuffle.getShuffleResult());
    value = b.rewriter.clone(*combiner.op, mapping)->getResult(0);
  }
  return value;
}

Value linalg_kernels::emitBlockCombine(KernelBuilder &b, gpu::LaunchOp launch,
                                       const Combiner &combiner,
                                       int64_t threads, Value partials,
                                       Value begin, Value end,
                                       function_ref<Value(Value, Value)> step,
                                       int64_t lanes) {
  RewriterBase &rewriter = b.rewriter;
  Location loc = b.loc;
  int64_t warps = threads / kWarpSize;
  Type type = combiner.neutral.getType();
  Value tid = launch.getThreadIds().x;
  Value neutral = arith::ConstantOp::create(rewriter, loc, combiner.neutral);
  // From 0 (a block per output) the loop starts at the thread id itself,
  // as it always did (the pass does not fold `0 + tid`).
  // With vectors a thread's iteration takes `lanes` neighbours.
  std::optional<int64_t> first = getConstantIntValue(begin);
  Value offset = lanes == 1 ? tid : b.mul(tid, b.cst(lanes));
  Value start = first && *first == 0 ? offset : b.add(begin, offset);
  auto reduce = scf::ForOp::create(rewriter, loc, start, end,
                                   b.cst(threads * lanes), ValueRange{neutral});
  {
    OpBuilder::InsertionGuard inner(rewriter);
    rewriter.setInsertionPointToStart(reduce.getBody());
    scf::YieldOp::create(rewriter, loc,
                         ValueRange{step(reduce.getInductionVar(),
                                         reduce.getRegionIterArgs()[0])});
  }
  Value partial = warpReduce(b, combiner, reduce.getResult(0));
  if (warps <= 1)
    return partial;
  Value lane = arith::RemUIOp::create(rewriter, loc, tid, b.cst(kWarpSize));
  Value warp = arith::DivUIOp::create(rewriter, loc, tid, b.cst(kWarpSize));
  Value isLaneZero = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::eq, lane, b.cst(0));
  auto store = scf::IfOp::create(rewriter, loc, isLaneZero);
  {
    OpBuilder::InsertionGuard inner(rewriter);
    rewriter.setInsertionPointToStart(store.thenBlock());
    memref::StoreOp::create(rewriter, loc, partial, partials, warp);
  }
  gpu::BarrierOp::create(rewriter, loc);
  // Warp 0 reduces the partials; every lane of it takes part in the
  // shuffles, lanes past the warp count with the neutral element.
  Value isWarpZero = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::eq, warp, b.cst(0));
  auto second = scf::IfOp::create(rewriter, loc, TypeRange{type}, isWarpZero,
                                  /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard inner(rewriter);
    rewriter.setInsertionPointToStart(second.thenBlock());
    Value hasPartial = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ult, lane, b.cst(warps));
    auto load = scf::IfOp::create(rewriter, loc, TypeRange{type}, hasPartial,
                                  /*withElseRegion=*/true);
    rewriter.setInsertionPointToStart(load.thenBlock());
    scf::YieldOp::create(
        rewriter, loc,
        ValueRange{memref::LoadOp::create(rewriter, loc, partials, lane)});
    rewriter.setInsertionPointToStart(load.elseBlock());
    scf::YieldOp::create(rewriter, loc, neutral);
    rewriter.setInsertionPointAfter(load);
    scf::YieldOp::create(rewriter, loc,
                         warpReduce(b, combiner, load.getResult(0)));
    rewriter.setInsertionPointToStart(second.elseBlock());
    scf::YieldOp::create(rewriter, loc, neutral);
  }
  return second.getResult(0);
}

Value linalg_kernels::emitCombine(KernelBuilder &b, const Combiner &combiner,
                                  Value out, Value value) {
  IRMapping mapping;
  mapping.map(combiner.op->getOperand(combiner.outOperand), out);
  mapping.map(combiner.op->getOperand(1 - combiner.outOperand), value);
  return b.rewriter.clone(*combiner.op, mapping)->getResult(0);
}

Value linalg_kernels::emitReductionStep(KernelBuilder &b,
                                        const OpKernel &kernel,
                                        const VectorPlan *plan,
                                        ArrayRef<Value> ivs, Value r,
                                        Value acc) {
  const LoopNest &nest = kernel.nest;
  linalg::LinalgOp op = kernel.op;
  SmallVector<Value> reductionIvs(ivs);
  b.delinearize(r, nest.reduction, nest.ranges, reductionIvs);
  if (!plan)
    return emitBody(b, op, reductionIvs, acc).front();
  // r is a multiple of the lanes and the inner loop's range too, so the
  // lanes share every other loop index: one aligned vector load per
  // contiguous input, then the scalar body once per lane, in order.
  RewriterBase &rewriter = b.rewriter;
  DenseMap<OpOperand *, Value> loaded;
  for (auto [operand, access] : llvm::zip(op->getOpOperands(), plan->access)) {
    if (access == LaneAccess::None)
      continue;
    Value buffer = operand.get();
    SmallVector<Value> indices =
        b.applyMap(op.getMatchingIndexingMap(&operand), reductionIvs);
    if (access == LaneAccess::Broadcast) {
      loaded[&operand] =
          memref::LoadOp::create(rewriter, b.loc, buffer, indices);
      continue;
    }
    auto element = cast<MemRefType>(buffer.getType()).getElementType();
    loaded[&operand] = vector::LoadOp::create(
        rewriter, b.loc, VectorType::get({plan->lanes}, element), buffer,
        indices, /*nontemporal=*/false,
        llvm::Align(element.getIntOrFloatBitWidth() / 8 * plan->lanes));
  }
  bool readsIndices = !op.getBlock()->getOps<linalg::IndexOp>().empty();
  for (int64_t lane = 0; lane < plan->lanes; ++lane) {
    auto laneValue = [&](OpOperand *operand) -> Value {
      Value value = loaded.lookup(operand);
      if (!isa<VectorType>(value.getType()))
        return value;
      return vector::ExtractOp::create(rewriter, b.loc, value,
                                       ArrayRef<int64_t>{lane});
    };
    SmallVector<Value> laneIvs(reductionIvs);
    if (readsIndices && lane != 0)
      laneIvs[plan->inner] = b.add(reductionIvs[plan->inner], b.cst(lane));
    acc = emitBodyWith(b, op, laneIvs, acc, laneValue).front();
  }
  return acc;
}

void linalg_kernels::emitBlockReduction(KernelBuilder &b, gpu::LaunchOp launch,
                                        const OpKernel &kernel,
                                        const Combiner &combiner,
                                        ArrayRef<Value> ivs, int64_t threads,
                                        Value partials,
                                        const VectorPlan *plan) {
  const LoopNest &nest = kernel.nest;
  Value partial = emitBlockCombine(
      b, launch, combiner, threads, partials, b.cst(0),
      b.cst(nest.reductionSize),
      [&](Value r, Value acc) {
        return emitReductionStep(b, kernel, plan, ivs, r, acc);
      },
      plan ? plan->lanes : 1);
  emitFinishBlockOutput(b, launch, kernel, combiner, ivs, partial, threads);
}

void linalg_kernels::emitFinishBlockOutput(KernelBuilder &b,
                                           gpu::LaunchOp launch,
                                           const OpKernel &kernel,
                                           const Combiner &combiner,
                                           ArrayRef<Value> ivs, Value total,
                                           int64_t threads) {
  RewriterBase &rewriter = b.rewriter;
  Location loc = b.loc;
  Value isFirstThread =
      arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                            launch.getThreadIds().x, b.cst(0));
  auto finish = scf::IfOp::create(rewriter, loc, isFirstThread);
  {
    OpBuilder::InsertionGuard inner(rewriter);
    rewriter.setInsertionPointToStart(finish.thenBlock());
    Value init = loadOutputs(b, kernel.op, ivs, kernel.fillValue()).front();
    storeOutputs(b, kernel.op, ivs, emitCombine(b, combiner, init, total));
  }
  if (threads > kWarpSize)
    gpu::BarrierOp::create(rewriter, loc);
}

TypeRange linalg_kernels::partialsAttribution(RewriterBase &rewriter, Type type,
                                              int64_t threads,
                                              SmallVectorImpl<Type> &storage) {
  int64_t warps = threads / kWarpSize;
  if (warps <= 1 || !type)
    return {};
  Attribute workgroup = gpu::AddressSpaceAttr::get(
      rewriter.getContext(), gpu::AddressSpace::Workgroup);
  storage.push_back(
      MemRefType::get({warps}, type, MemRefLayoutAttrInterface(), workgroup));
  return storage;
}

void linalg_kernels::buildBlockPerOutputKernel(RewriterBase &rewriter,
                                               const OpKernel &kernel,
                                               const Combiner &combiner,
                                               const KernelOptions &options) {
  Location loc = kernel.op.getLoc();
  const LoopNest &nest = kernel.nest;
  // Threads: a multiple of the warp size, no more than the reduction needs.
  int64_t threads =
      std::min<int64_t>(options.blockSize, roundUpToWarp(nest.reductionSize));
  int64_t blocks = std::clamp<int64_t>(nest.parallelSize, 1, options.maxBlocks);
  std::optional<VectorPlan> plan =
      getReductionVectorPlan(kernel, options.vectorBits);
  SmallVector<Type> storage;
  gpu::LaunchOp launch =
      createLaunch(rewriter, loc, blocks, threads,
                   partialsAttribution(rewriter, combiner.neutral.getType(),
                                       threads, storage));
  KernelBuilder b{rewriter, loc};
  auto outputs = scf::ForOp::create(rewriter, loc, launch.getBlockIds().x,
                                    b.cst(nest.parallelSize), b.cst(blocks));
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(outputs.getBody());
    SmallVector<Value> ivs(nest.ranges.size());
    b.delinearize(outputs.getInductionVar(), nest.parallel, nest.ranges, ivs);
    Value partials =
        storage.empty() ? Value() : Value(launch.getWorkgroupAttributions()[0]);
    emitBlockReduction(b, launch, kernel, combiner, ivs, threads, partials,
                       plan ? &*plan : nullptr);
  }
  gpu::TerminatorOp::create(rewriter, loc);
}
