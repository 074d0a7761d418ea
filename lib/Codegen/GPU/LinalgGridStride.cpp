//===- LinalgGridStride.cpp - thread-per-output kernels ---------*- C++ -*-===//
//
// Thread per output (elementwise ops; reductions with many outputs):
//   grid min(ceil(P/T), max-blocks), T threads
//   for (p = bx*T + tx; p < P; p += gridDim*T)     // grid-stride
//     ivs = delinearize(p) over the parallel loops (innermost fastest)
//     acc = init (the output, or the constant of a folded fill)
//     for r in 0..R: acc = body(inputs at ivs, r; acc)
//     out[ivs] = acc
// (P is the product of the parallel loop ranges, R of the reduction ones.)
//
// Where every buffer an elementwise op touches is contiguous along its
// innermost parallel loop (or not indexed by it) and 16-byte aligned,
// provably from static offsets and strides, each thread (here and in the
// elementwise ops of row and channel kernels) takes vector-width bits of
// neighbouring outputs: one vector.load/store per buffer (ld.global.v4 in
// the PTX), the scalar body once per lane (getVectorPlan,
// emitVectorOutputs).
//
//===----------------------------------------------------------------------===//
#include "LinalgKernels.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::linalg_kernels;

void linalg_kernels::emitVectorOutputs(KernelBuilder &b, const OpKernel &kernel,
                                       const VectorPlan &plan,
                                       ArrayRef<Value> ivs) {
  RewriterBase &rewriter = b.rewriter;
  linalg::LinalgOp op = kernel.op;
  Value fillValue = kernel.fillValue();
  auto vectorOf = [&](Value buffer) {
    return VectorType::get({plan.lanes},
                           cast<MemRefType>(buffer.getType()).getElementType());
  };
  auto alignment = [&](Value buffer) {
    return llvm::Align(vectorOf(buffer).getElementTypeBitWidth() / 8 *
                       plan.lanes);
  };
  DenseMap<OpOperand *, Value> loaded;
  for (auto [operand, access] : llvm::zip(op->getOpOperands(), plan.access)) {
    if (access == LaneAccess::None)
      continue;
    if (op.isDpsInit(&operand) &&
        (fillValue || op.getMatchingBlockArgument(&operand).use_empty()))
      continue; // overwritten without being read
    Value buffer = operand.get();
    SmallVector<Value> indices =
        b.applyMap(op.getMatchingIndexingMap(&operand), ivs);
    loaded[&operand] =
        access == LaneAccess::Contiguous
            ? Value(vector::LoadOp::create(
                  rewriter, b.loc, vectorOf(buffer), buffer, indices,
                  /*nontemporal=*/false, alignment(buffer)))
            : Value(memref::LoadOp::create(rewriter, b.loc, buffer, indices));
  }
  bool readsIndices = !op.getBlock()->getOps<linalg::IndexOp>().empty();
  SmallVector<SmallVector<Value>> lanes(op.getNumDpsInits());
  for (int64_t lane = 0; lane < plan.lanes; ++lane) {
    auto laneValue = [&](OpOperand *operand) -> Value {
      Value value = loaded.lookup(operand);
      if (!isa<VectorType>(value.getType()))
        return value;
      return vector::ExtractOp::create(rewriter, b.loc, value,
                                       ArrayRef<int64_t>{lane});
    };
    SmallVector<Value> laneIvs(ivs);
    if (readsIndices && lane != 0)
      laneIvs[plan.inner] = b.add(ivs[plan.inner], b.cst(lane));
    SmallVector<Value> outs;
    for (OpOperand &init : op.getDpsInitsMutable())
      outs.push_back(fillValue                ? fillValue
                     : loaded.contains(&init) ? laneValue(&init)
                                              : Value());
    for (auto [i, value] :
         llvm::enumerate(emitBodyWith(b, op, laneIvs, outs, laneValue)))
      lanes[i].push_back(value);
  }
  for (auto [init, values] : llvm::zip(op.getDpsInitsMutable(), lanes)) {
    Value buffer = init.get();
    Value vector = vector::FromElementsOp::create(rewriter, b.loc,
                                                  vectorOf(buffer), values);
    vector::StoreOp::create(rewriter, b.loc, vector, buffer,
                            b.applyMap(op.getMatchingIndexingMap(&init), ivs),
                            /*nontemporal=*/false, alignment(buffer));
  }
}

/// The grid-stride loop of one thread-per-output op inside a launch of
/// `blocks` x `threads`; with a vector plan each iteration runs
/// `plan->lanes` neighbouring outputs.
static void emitThreadPerOutputLoop(KernelBuilder &b, gpu::LaunchOp launch,
                                    const OpKernel &kernel, int64_t threads,
                                    int64_t blocks, const VectorPlan *plan) {
  RewriterBase &rewriter = b.rewriter;
  Location loc = b.loc;
  const LoopNest &nest = kernel.nest;
  int64_t lanes = plan ? plan->lanes : 1;
  // A vector plan divides the innermost range by the lanes: the loop runs
  // over vectors, and the innermost index is the vector's first element.
  SmallVector<int64_t> ranges(nest.ranges);
  if (plan)
    ranges[plan->inner] /= lanes;
  Value first = b.add(b.mul(launch.getBlockIds().x, b.cst(threads)),
                      launch.getThreadIds().x);
  auto outputs =
      scf::ForOp::create(rewriter, loc, first, b.cst(nest.parallelSize / lanes),
                         b.cst(blocks * threads));
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(outputs.getBody());
  SmallVector<Value> ivs(nest.ranges.size());
  b.delinearize(outputs.getInductionVar(), nest.parallel, ranges, ivs);
  if (!plan) {
    emitOutputs(b, kernel, ivs);
    return;
  }
  ivs[plan->inner] = b.mul(ivs[plan->inner], b.cst(lanes));
  emitVectorOutputs(b, kernel, *plan, ivs);
}

void linalg_kernels::buildThreadPerOutputKernel(
    RewriterBase &rewriter, ArrayRef<OpKernel> group,
    const KernelOptions &options, const KernelCounters &counters) {
  Location loc = group.back().op.getLoc();
  SmallVector<std::optional<VectorPlan>> plans = getVectorPlans(group, options);
  bool vectorized = llvm::any_of(
      plans, [](const std::optional<VectorPlan> &plan) { return plan; });
  int64_t outputs = 0;
  for (auto [kernel, plan] : llvm::zip(group, plans))
    outputs =
        std::max(outputs, kernel.nest.parallelSize / (plan ? plan->lanes : 1));
  // Whole warps, no more than there are outputs (a 0-d fill gets 32).
  int64_t threads =
      std::min<int64_t>(options.blockSize, roundUpToWarp(outputs));
  int64_t blocks = std::clamp<int64_t>((outputs + threads - 1) / threads, 1,
                                       options.maxBlocks);
  gpu::LaunchOp launch = createLaunch(rewriter, loc, blocks, threads);
  for (auto [kernel, plan] : llvm::zip(group, plans)) {
    KernelBuilder b{rewriter, kernel.op.getLoc()};
    emitThreadPerOutputLoop(b, launch, kernel, threads, blocks,
                            plan ? &*plan : nullptr);
  }
  gpu::TerminatorOp::create(rewriter, loc);
  if (vectorized)
    ++counters.vectorized;
}
