//===- LinalgGridReduction.cpp - two-stage grid-wide reductions -*- C++ -*-===//
//
// A reduction with few outputs and many elements per output (a loss over a
// batch of logits, a bias gradient over millions of rows) has too few
// blocks as a block per output: one block per output leaves most SMs idle,
// so its time is bound by one SM's bandwidth, not the device's. Here each
// output gets S blocks (getGridReductionSlices), in two launches:
//   stage 1: grid P x S, T threads; block (p, s) = (bx / S, bx % S)
//     reduces elements [s C, min((s + 1) C, R)) of output p, C = ceil(R /
//     S), as a block per output does (strided partial per thread, warp
//     butterflies, the warps' partials in workgroup memory); thread 0
//     stores the block's partial to partials[p S + s] (a device buffer)
//   stage 2: a block per output: grid min(P, max-blocks), T2 threads
//     combine partials[p S .. p S + S) the same way; thread 0 combines
//     with the output's initial value (or its folded fill) and stores.
// Kernel boundaries order the two stages (stage 2 starts after every block
// of stage 1 finished), so no grid-wide barrier or atomic is needed and the
// result does not depend on block scheduling: the same bits on every run.
// The reduction order differs from a block per output's (and from the
// CPU's), as with any parallel reduction.
//
//===----------------------------------------------------------------------===//
#include "LinalgKernels.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::linalg_kernels;

void linalg_kernels::buildGridReductionKernels(RewriterBase &rewriter,
                                               const OpKernel &kernel,
                                               const Combiner &combiner,
                                               int64_t slices,
                                               const KernelOptions &options) {
  Location loc = kernel.op.getLoc();
  const LoopNest &nest = kernel.nest;
  Type type = combiner.neutral.getType();
  int64_t outputs = nest.parallelSize;
  // With vectors every slice starts at a multiple of the lanes.
  std::optional<VectorPlan> plan =
      getReductionVectorPlan(kernel, options.vectorBits);
  int64_t lanes = plan ? plan->lanes : 1;
  int64_t chunk =
      (nest.reductionSize + slices * lanes - 1) / (slices * lanes) * lanes;
  // The stage-1 partials of every output, S per output, on the device once
  // remat-gpu-device-memory turns the allocation into gpu.alloc.
  Value partials = memref::AllocOp::create(
      rewriter, loc, MemRefType::get({outputs * slices}, type));
  KernelBuilder b{rewriter, loc};

  // Stage 1: P x S blocks, each a slice of one output's reduction.
  int64_t threads1 = std::min<int64_t>(options.blockSize, roundUpToWarp(chunk));
  {
    SmallVector<Type> storage;
    gpu::LaunchOp launch =
        createLaunch(rewriter, loc, outputs * slices, threads1,
                     partialsAttribution(rewriter, type, threads1, storage));
    Value warpPartials =
        storage.empty() ? Value() : Value(launch.getWorkgroupAttributions()[0]);
    Value block = launch.getBlockIds().x;
    Value p = arith::DivUIOp::create(rewriter, loc, block, b.cst(slices));
    Value s = arith::RemUIOp::create(rewriter, loc, block, b.cst(slices));
    SmallVector<Value> ivs(nest.ranges.size());
    b.delinearize(p, nest.parallel, nest.ranges, ivs);
    Value begin = b.mul(s, b.cst(chunk));
    Value end = arith::MinUIOp::create(
        rewriter, loc, b.add(begin, b.cst(chunk)), b.cst(nest.reductionSize));
    Value total = emitBlockCombine(
        b, launch, combiner, threads1, warpPartials, begin, end,
        [&](Value r, Value acc) {
          return emitReductionStep(b, kernel, plan ? &*plan : nullptr, ivs, r,
                                   acc);
        },
        lanes);
    Value isFirstThread =
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                              launch.getThreadIds().x, b.cst(0));
    auto store = scf::IfOp::create(rewriter, loc, isFirstThread);
    {
      OpBuilder::InsertionGuard inner(rewriter);
      rewriter.setInsertionPointToStart(store.thenBlock());
      memref::StoreOp::create(rewriter, loc, total, partials, block);
    }
    gpu::TerminatorOp::create(rewriter, loc);
    rewriter.setInsertionPointAfter(launch);
  }

  // Stage 2: a block per output over its S partials.
  int64_t threads2 =
      std::min<int64_t>(options.blockSize, roundUpToWarp(slices));
  int64_t blocks2 = std::clamp<int64_t>(outputs, 1, options.maxBlocks);
  {
    SmallVector<Type> storage;
    gpu::LaunchOp launch =
        createLaunch(rewriter, loc, blocks2, threads2,
                     partialsAttribution(rewriter, type, threads2, storage));
    Value warpPartials =
        storage.empty() ? Value() : Value(launch.getWorkgroupAttributions()[0]);
    auto loop = scf::ForOp::create(rewriter, loc, launch.getBlockIds().x,
                                   b.cst(outputs), b.cst(blocks2));
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(loop.getBody());
      Value p = loop.getInductionVar();
      SmallVector<Value> ivs(nest.ranges.size());
      b.delinearize(p, nest.parallel, nest.ranges, ivs);
      Value first = b.mul(p, b.cst(slices));
      Value total = emitBlockCombine(
          b, launch, combiner, threads2, warpPartials, b.cst(0), b.cst(slices),
          [&](Value r, Value acc) {
            Value partial = memref::LoadOp::create(rewriter, loc, partials,
                                                   ValueRange{b.add(first, r)});
            return emitCombine(b, combiner, acc, partial);
          });
      emitFinishBlockOutput(b, launch, kernel, combiner, ivs, total, threads2);
    }
    gpu::TerminatorOp::create(rewriter, loc);
    rewriter.setInsertionPointAfter(launch);
  }
  memref::DeallocOp::create(rewriter, loc, partials);
}
