//===- ReportPass.cpp - report peak memory, residuals, FLOPs ----*- C++ -*-===//
#include "remat/Analysis/BufferizedPeak.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Dialect/Remat/IR/TrainingStep.h"
#include "remat/Planner/Passes.h"
#include "remat/Support/DiagnosticCapture.h"
#include "remat/Support/Format.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ToolOutputFile.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATREPORT
#include "remat/Planner/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

namespace {
struct RematReportPass
    : public mlir::remat::impl::RematReportBase<RematReportPass> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    insertReplayDialects(registry);
  }

  void runOnOperation() override {
    // This pass may run on a worker that another pass's analysis is
    // waiting on (DiagnosticCapture): its diagnostics are its own.
    DiagnosticCaptureBoundary boundary;
    llvm::json::Array functions;
    bool failedAny = false;
    // Functions of nested modules too: a module is a namespace, not a
    // reason to skip a training step.
    SmallVector<FunctionOpInterface> funcs;
    getOperation()->walk([&](FunctionOpInterface func) {
      if (!func.isExternal() && isa<ModuleOp>(func->getParentOp()))
        funcs.push_back(func);
    });
    // Nothing here changes the IR: a later pass may reuse the analyses.
    markAllAnalysesPreserved();
    // A previous run's copies: erased before this run makes more.
    eraser.wait();
    for (FunctionOpInterface func : funcs) {
      BufferizedMemoryAnalysis &memory =
          getChildAnalysis<BufferizedMemoryAnalysis>(func);
      eraser.erase(memory.takeReplayCopy());
      const FailureOr<MemoryAnalysis> &analysis = memory.get();
      if (failed(analysis)) {
        failedAny = true;
        continue;
      }
      functions.push_back(report(func, *analysis));
    }
    if (failedAny)
      return signalPassFailure();
    if (output.empty())
      return;
    std::string errorMessage;
    std::unique_ptr<llvm::ToolOutputFile> file =
        openOutputFile(output, &errorMessage);
    if (!file) {
      mlir::emitError(getOperation().getLoc())
          << "cannot open report file '" << output << "': " << errorMessage;
      return signalPassFailure();
    }
    llvm::json::Object root{{"functions", std::move(functions)}};
    file->os() << llvm::formatv("{0:2}", llvm::json::Value(std::move(root)))
               << "\n";
    file->keep();
  }

  llvm::json::Object report(FunctionOpInterface func,
                            const MemoryAnalysis &analysis) {
    llvm::json::Array residuals;
    for (const Residual &residual : analysis.getResiduals()) {
      Operation *def = residual.value.getDefiningOp();
      residuals.push_back(llvm::json::Object{
          {"bytes", residual.bytes},
          {"loc", formatLoc(residual.value.getLoc())},
          {"op", def ? def->getName().getStringRef().str() : "argument"}});
    }
    Operation *peakOp = analysis.getPeakOp();
    std::string peakLoc = peakOp ? formatLoc(peakOp->getLoc()) : "none";
    if (remarks) {
      InFlightDiagnostic diag = mlir::emitRemark(func.getLoc());
      diag << "peak " << analysis.getPeakBytes() << " bytes ("
           << formatBytes(analysis.getPeakBytes()) << ") at " << peakLoc
           << "; residuals " << analysis.getResidualBytes() << " bytes in "
           << analysis.getResiduals().size() << " values; "
           << llvm::formatv("{0:e3}", analysis.getTotalFlops()).str()
           << " FLOPs";
      if (!analysis.getAssumptions().empty()) {
        diag << "; conservative where not exact: ";
        llvm::interleave(analysis.getAssumptions(), diag, "; ");
      }
      for (const Residual &residual : analysis.getResiduals().take_front(top)) {
        Operation *def = residual.value.getDefiningOp();
        mlir::emitRemark(def ? def->getLoc() : func.getLoc())
            << "residual: " << residual.bytes
            << " bytes kept for the gradient computation";
      }
    }
    llvm::json::Object entry{{"name", func.getName().str()},
                             {"peak_bytes", analysis.getPeakBytes()},
                             {"peak_loc", peakLoc},
                             {"residual_bytes", analysis.getResidualBytes()},
                             {"residuals", std::move(residuals)},
                             {"flops", analysis.getTotalFlops()},
                             {"model_peak_bytes", analysis.getModelPeakBytes()},
                             {"exact", analysis.getAssumptions().empty()}};
    llvm::json::Array assumptions;
    for (const std::string &assumption : analysis.getAssumptions())
      assumptions.push_back(assumption);
    entry["assumptions"] = std::move(assumptions);
    entry["gradient_rule"] =
        describeGradientRule(analysis.getGradientSplit().rule).str();
    entry["forward_only_factors"] =
        analysis.getGradientSplit().forwardOnlyFactors;
    // What the JAX importer did with the user's jax.checkpoint barriers:
    // the plan reported here includes JAX's recomputation, or replaced it.
    if (std::optional<JaxCheckpointMark> mark = getJaxCheckpointMark(func)) {
      if (remarks)
        mlir::emitRemark(func.getLoc())
            << "jax.checkpoint: " << mark->checkpoints << " checkpoints "
            << (mark->honoured ? "honoured (remat.barrier: JAX's "
                                 "recomputation kept; remat-auto plans the "
                                 "rest)"
                               : "replanned (barriers dropped; remat-auto "
                                 "plans the whole step)");
      entry["jax_checkpoint"] =
          llvm::json::Object{{"mode", mark->honoured ? "honour" : "replan"},
                             {"checkpoints", mark->checkpoints}};
    }
    if (details) {
      llvm::json::Array steps;
      for (auto [index, op] : llvm::enumerate(analysis.getSteps()))
        steps.push_back(
            llvm::json::Object{{"op", op->getName().getStringRef().str()},
                               {"loc", formatLoc(op->getLoc())},
                               {"live_bytes", analysis.getLiveBytes()[index]}});
      entry["steps"] = std::move(steps);
      llvm::json::Array buffers;
      for (const BufferInfo &buffer : analysis.getBuffers()) {
        // A tensor.empty's bytes (and a shared fill's) are its users'
        // buffers (remat-split-empty-tensors).
        if (buffer.isArgument ||
            (buffer.bytes == 0 && buffer.value &&
             buffer.value.getDefiningOp() &&
             isCopiedPerUser(buffer.value.getDefiningOp())))
          continue;
        buffers.push_back(llvm::json::Object{
            {"loc", buffer.value ? formatLoc(buffer.value.getLoc()) : "call"},
            {"bytes", buffer.bytes},
            {"def", buffer.def},
            {"last_use", buffer.lastUse},
            {"result", buffer.isResult}});
      }
      entry["buffers"] = std::move(buffers);
    }
    if (std::optional<unsigned> gradStart = analysis.getGradStart())
      entry["grad_start_loc"] =
          formatLoc(analysis.getSteps()[*gradStart]->getLoc());
    return entry;
  }

  // Erases the replays' copies while remat-opt prints its output; the pass
  // ends, and with it the eraser's wait, before the context does.
  ReplayCopyEraser eraser;
};
} // namespace
