//===- MatmulKernels.cpp - tiled matmul kernels -----------------*- C++ -*-===//
//
// Upstream reaches a shared-memory tiled matmul through transform scripts
// (tile_using_forall + promote + map_nested_forall_to_threads, run with
// transform-preload-library and transform-interpreter). This pass writes
// the kernel directly as a gpu.launch on the bufferized op, because the
// kernel needs what those ops do not express: workgroup tiles padded so
// that fragment loads are free of bank conflicts, accumulators carried as
// loop SSA values (registers, no private array), tf32 rounding on the way
// into workgroup memory, and guards only on the edges that need them; and
// remat-lower-to-nvvm stays one pipeline with no script next to the IR.
// One pattern (MatmulToTiledKernel) per matmul; the kernels:
//
//   tensor-cores=none: fp32 FMAs, exact (MatmulFma.cpp);
//   tensor-cores=tf32: nvgpu.mma.sync m16n8k8 on tf32-rounded f32
//     (MatmulMmaSync.cpp);
//   bf16/f16, whatever tensor-cores says: half-kernel=mma-sync, ldmatrix and
//     mma.sync m16n8k16 (MatmulMmaSync.cpp), or half-kernel=wgmma, one
//     warpgroup issuing wgmma.mma_async m64n64k16 (MatmulWgmma.cpp, sm_90a);
//     both behind the same cp.async pipeline (MatmulWarpTiled.cpp); or
//     half-kernel=tma, 128x128 tiles of two warpgroups of wgmma m64n128k16
//     fed by TMA behind mbarriers (MatmulTma.cpp, sm_90a).
// MatmulKernelConfig.cpp decides which kernel, which operands are read
// through the transpose that wrote them and which consumer of C is fused
// (MatmulEpilogue.cpp).
//
//===----------------------------------------------------------------------===//
#include "MatmulKernels.h"

#include "remat/Codegen/GPU/KernelUtils.h"
#include "remat/Codegen/GPU/Passes.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATGPUMATMULKERNELS
#include "remat/Codegen/GPU/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::matmul_kernels;

namespace {
/// A linalg.matmul / linalg.batch_matmul outside kernels -> the tiled
/// gpu.launch of `tensorCores`' kind.
struct MatmulToTiledKernel
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  MatmulToTiledKernel(
      MLIRContext *context, TensorCoreKind tensorCores,
      HalfKernelKind halfKernel, int64_t pipelineStages,
      llvm::Statistic &numFMAKernels, llvm::Statistic &numTF32Kernels,
      llvm::Statistic &numWgmmaKernels, llvm::Statistic &numFoldedFills,
      llvm::Statistic &numFoldedTransposes, llvm::Statistic &numEpilogues,
      llvm::Statistic &numTmaKernels, bool fuseEpilogues, bool &failed)
      : OpInterfaceRewritePattern(context), tensorCores(tensorCores),
        halfKernel(halfKernel), pipelineStages(pipelineStages),
        numFMAKernels(numFMAKernels), numTF32Kernels(numTF32Kernels),
        numWgmmaKernels(numWgmmaKernels), numFoldedFills(numFoldedFills),
        numFoldedTransposes(numFoldedTransposes), numEpilogues(numEpilogues),
        numTmaKernels(numTmaKernels), fuseEpilogues(fuseEpilogues),
        failed(failed) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (op->getParentOfType<gpu::LaunchOp>())
      return rewriter.notifyMatchFailure(op, "already in a kernel");
    std::optional<MatmulShape> shape = matchMatmul(op);
    if (!shape)
      return rewriter.notifyMatchFailure(
          op, "not a static-shape float matmul with the default maps");
    // Operands written by a transpose are read through it; the transposes
    // go first, so that a fill before them is next to the matmul. Not into
    // the TMA kernel: a tensor map describes a plain strided buffer, so a
    // transposed operand keeps its transpose kernel.
    bool tma = isTmaKernel(halfKernel) &&
               (shape->elementType.isBF16() || shape->elementType.isF16());
    // tf32-tma: wgmma tf32 reads B K-major only, which a transpose of an
    // N x K buffer gives; the tensor map then describes that buffer.
    bool tf32Tma =
        tensorCores == TensorCoreKind::tf32_tma && shape->elementType.isF32();
    if (tf32Tma) {
      shape->bSource = findTransposedOperand(shape->b, op);
      if (!kMajorB(shape->bSource, shape->batched)) {
        op->emitError() << "tensor-cores=tf32-tma needs B written by a "
                           "linalg.transpose of an N x K buffer with unit "
                           "innermost stride and K a multiple of 4 (wgmma "
                           "tf32 reads B K-major only), got B "
                        << shape->b.getType();
        failed = true;
        return failure();
      }
    } else if (!tma) {
      shape->aSource = findTransposedOperand(shape->a, op);
      shape->bSource = findTransposedOperand(shape->b, op);
    }
    for (auto &folded : {shape->aSource, shape->bSource})
      if (folded && folded->transpose) {
        rewriter.eraseOp(folded->transpose);
        if (folded->inputDealloc)
          folded->inputDealloc->moveBefore(folded->bufferDealloc);
        ++numFoldedTransposes;
      }
    // The fill that zeroes C before `C += A * B` becomes the kernel's
    // initial value: the kernel writes C directly, no fill kernel.
    linalg::FillOp fill = findFoldableFill(op);
    Value cInit = fill ? fill.getDpsInputOperand(0)->get() : Value();
    // An elementwise consumer of C runs in the kernel's C store; the
    // allocations and views it needs move before the kernel.
    SmallVector<Operation *> toHoist;
    if (fuseEpilogues)
      shape->epilogue = findEpilogue(op, *shape, toHoist);
    for (Operation *hoisted : toHoist)
      rewriter.moveOpBefore(hoisted, op);
    // Which kernel: see chooseMatmulKernel.
    MatmulKernelConfig config =
        chooseMatmulKernel(*shape, tensorCores, halfKernel, pipelineStages);
    if (config.kind == MatmulKernelKind::TF32Tma &&
        !isTensorMapOperand(shape->a, /*chunk=*/4)) {
      op->emitError() << "tensor-cores=tf32-tma needs A with unit innermost "
                         "stride and 16-byte-aligned rows and offset (K a "
                         "multiple of 4), got A "
                      << shape->a.getType();
      failed = true;
      return failure();
    }
    if (config.kind == MatmulKernelKind::HalfTma &&
        !(config.asyncA && config.asyncB)) {
      // Tensor maps need 16-byte-aligned bases and row strides; asked for
      // TMA, a matmul that cannot have it is an error, not another kernel.
      op->emitError() << "half-kernel=tma needs A and B with unit innermost "
                         "strides, 16-byte-aligned rows and offsets (K and N "
                         "multiples of 8), got A "
                      << shape->a.getType() << " and B " << shape->b.getType();
      failed = true;
      return failure();
    }
    switch (config.kind) {
    case MatmulKernelKind::HalfTma:
    case MatmulKernelKind::TF32Tma:
      buildTmaKernel(rewriter, op, *shape, cInit, config);
      ++numTmaKernels;
      break;
    case MatmulKernelKind::HalfWgmma:
      buildWgmmaKernel(rewriter, op, *shape, cInit, config);
      ++numWgmmaKernels;
      break;
    case MatmulKernelKind::HalfMmaSync:
      buildHalfKernel(rewriter, op, *shape, cInit, config);
      ++numTF32Kernels;
      break;
    case MatmulKernelKind::TF32:
      buildTF32Kernel(rewriter, op, *shape, cInit);
      ++numTF32Kernels;
      break;
    case MatmulKernelKind::FMA:
      buildFMAKernel(rewriter, op, *shape, cInit);
      ++numFMAKernels;
      break;
    }
    if (fill) {
      rewriter.eraseOp(fill);
      ++numFoldedFills;
    }
    if (shape->epilogue) {
      rewriter.eraseOp(shape->epilogue->op);
      ++numEpilogues;
    }
    return success();
  }

  TensorCoreKind tensorCores;
  HalfKernelKind halfKernel;
  int64_t pipelineStages;
  llvm::Statistic &numFMAKernels;
  llvm::Statistic &numTF32Kernels;
  llvm::Statistic &numWgmmaKernels;
  llvm::Statistic &numFoldedFills;
  llvm::Statistic &numFoldedTransposes;
  llvm::Statistic &numEpilogues;
  llvm::Statistic &numTmaKernels;
  bool fuseEpilogues;
  bool &failed;
};

struct RematGPUMatmulKernelsPass
    : public mlir::remat::impl::RematGPUMatmulKernelsBase<
          RematGPUMatmulKernelsPass> {
  using Base::Base;
  void runOnOperation() override {
    // Dynamic shared memory above 48 KiB needs an opt-in per kernel
    // (cuFuncSetAttribute) that the launch path does not make.
    if (pipelineStages < 1 || pipelineStages > kMaxPipelineStages) {
      getOperation()->emitError()
          << "pipeline-stages must be between 1 and " << kMaxPipelineStages
          << ", got " << pipelineStages.getValue();
      return signalPassFailure();
    }
    // wgmma.mma_async exists on sm_90a only (not sm_90, not later chips):
    // a kernel for another chip would fail in ptxas or on the device.
    bool tf32Tma = tensorCores == TensorCoreKind::tf32_tma;
    bool hopper = halfKernel == HalfKernelKind::wgmma ||
                  isTmaKernel(halfKernel) || tf32Tma;
    std::string name =
        halfKernel == HalfKernelKind::tma      ? "half-kernel=tma"
        : halfKernel == HalfKernelKind::tma_ws ? "half-kernel=tma-ws"
        : halfKernel == HalfKernelKind::wgmma  ? "half-kernel=wgmma"
                                               : "tensor-cores=tf32-tma";
    if (hopper && chip != "sm_90a") {
      getOperation()->emitError()
          << name
          << " needs chip sm_90a (wgmma.mma_async is sm_90a-only), got '"
          << chip.getValue() << "'";
      return signalPassFailure();
    }
    // The TMA kernel refills a stage one K step after the wgmma reading it
    // was issued (one group stays in flight), so it needs a second stage.
    if ((isTmaKernel(halfKernel) || tf32Tma) && pipelineStages < 2) {
      if (!isTmaKernel(halfKernel))
        name = "tensor-cores=tf32-tma";
      getOperation()->emitError()
          << name << " needs pipeline-stages of at least 2, got "
          << pipelineStages.getValue();
      return signalPassFailure();
    }
    bool failed = false;
    RewritePatternSet patterns(&getContext());
    patterns.add<MatmulToTiledKernel>(
        &getContext(), tensorCores, halfKernel, pipelineStages, numFMAKernels,
        numTF32Kernels, numWgmmaKernels, numFoldedFills, numFoldedTransposes,
        numEpilogues, numTmaKernels, fuseEpilogues, failed);
    // One application per matmul, no folding: the kernels are built as
    // written (the pipeline canonicalizes later). The matmuls are collected
    // first: a rewrite erases the epilogue after its matmul and moves
    // allocations before it, which a walk in progress must not see.
    SmallVector<Operation *> matmuls;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (matchMatmul(op))
        matmuls.push_back(op);
    });
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps)
        .enableFolding(false)
        .enableConstantCSE(false);
    (void)applyOpPatternsGreedily(matmuls, std::move(patterns), config);
    if (failed)
      signalPassFailure();
  }
};
} // namespace
