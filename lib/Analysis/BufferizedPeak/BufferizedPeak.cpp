//===- BufferizedPeak.cpp - peak of the program as it will run ------------===//
//
// Predicting bufferization from tensor semantics misses decisions that
// one-shot bufferization makes from its own alias analysis (a copy for a
// returned view of a buffer that is written later, in-place updates across
// reshapes, ...). Running the real passes on a copy makes the prediction
// follow the compiler instead of imitating it.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/BufferizedPeak.h"
#include "remat/Support/DiagnosticCapture.h"

#include "remat/Pipelines/BufferizationPrefix.h"

#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>

using namespace mlir;
using namespace mlir::remat;

BufferizedMemoryAnalysis::BufferizedMemoryAnalysis(Operation *op) {
  if (auto func = dyn_cast<FunctionOpInterface>(op))
    analysis = analyzeMemory(func, &replayCopy);
  else
    op->emitError() << "the memory analysis runs on functions, not on '"
                    << op->getName() << "'";
}

FailureOr<FunctionOpInterface>
mlir::remat::cloneWithReferencedSymbols(FunctionOpInterface func, ModuleOp into,
                                        IRMapping &mapping,
                                        std::string &error) {
  auto module = func->getParentOfType<ModuleOp>();
  if (!module || func->getParentOp() != module.getOperation()) {
    error = "the function is not directly inside a builtin.module";
    return failure();
  }
  into->setAttrs(module->getAttrDictionary());
  llvm::SetVector<Operation *> needed;
  SmallVector<Operation *> worklist{func};
  needed.insert(func);
  auto need = [&](Operation *user, SymbolRefAttr ref) {
    Operation *symbol = SymbolTable::lookupNearestSymbolFrom(user, ref);
    if (symbol && symbol->getParentOp() == module.getOperation() &&
        needed.insert(symbol))
      worklist.push_back(symbol);
  };
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    // getSymbolUses(user) walks all of `user`'s nested ops, so asking it for
    // every op of a walk reads each attribute once per enclosing op (the
    // depth of the IR, on every replay). Where no op below `op` is a symbol
    // table or a potentially unknown one (regions, no dialect), every such
    // query succeeds and resolves from `op`'s parent module, so the uses
    // found are exactly the symbol references in the attributes of the ops
    // of the walk: read each op's attributes once.
    WalkResult plain = op->walk([](Operation *nested) {
      if (nested->hasTrait<OpTrait::SymbolTable>() ||
          (nested->getNumRegions() != 0 && !nested->getDialect()))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (!plain.wasInterrupted()) {
      op->walk([&](Operation *user) {
        user->getAttrDictionary().walk<WalkOrder::PreOrder>(
            [&](SymbolRefAttr ref) {
              need(user, ref);
              // As getSymbolUses: not the references nested in it.
              return WalkResult::skip();
            });
      });
      continue;
    }
    op->walk([&](Operation *user) {
      std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(user);
      if (!uses)
        return;
      for (const SymbolTable::SymbolUse &use : *uses)
        need(user, use.getSymbolRef());
    });
  }
  OpBuilder builder = OpBuilder::atBlockEnd(into.getBody());
  FunctionOpInterface copy;
  for (Operation &op : module.getBody()->getOperations()) {
    if (!needed.contains(&op))
      continue;
    if (&op == func.getOperation())
      copy = cast<FunctionOpInterface>(builder.clone(op, mapping));
    else
      builder.clone(op);
  }
  return copy;
}

void mlir::remat::insertReplayDialects(DialectRegistry &registry) {
  OpPassManager prefix(ModuleOp::getOperationName());
  buildBufferizationPrefix(prefix, /*deallocAfterLastUse=*/true);
  prefix.getDependentDialects(registry);
}

LogicalResult BufferizedReplay::prepare(FunctionOpInterface func,
                                        std::string &error) {
  MLIRContext *context = func.getContext();
  name = func.getNameAttr();
  copy = ModuleOp::create(func.getLoc());
  IRMapping mapping;
  FailureOr<FunctionOpInterface> cloned =
      cloneWithReferencedSymbols(func, *copy, mapping, error);
  if (failed(cloned))
    return failure();
  FunctionOpInterface target = *cloned;
  // The step's arguments belong to its caller and are read-only (remat-run
  // and the Python runner lower them so): bufferization copies before
  // writing into them instead of updating them in place.
  // All at once: setArgAttr rebuilds the array of every argument's
  // attributes, so one call per argument was quadratic in their number (a
  // sequence of 2,800 scans takes 2,801 arguments).
  SmallVector<DictionaryAttr> argAttrs;
  bool changed = false;
  for (unsigned i = 0, e = target.getNumArguments(); i < e; ++i) {
    NamedAttrList attrs(target.getArgAttrDict(i));
    if (!attrs.get("bufferization.writable")) {
      attrs.set("bufferization.writable", BoolAttr::get(context, false));
      changed = true;
    }
    argAttrs.push_back(attrs.getDictionary(context));
  }
  if (changed)
    target.setAllArgAttrs(argAttrs);
  pm = std::make_unique<PassManager>(context, ModuleOp::getOperationName());
  // The copy is verified once, after the whole prefix, instead of after
  // each of its passes: on deep steps verifying a dozen times was a third
  // of the analysis. The user's IR is still verified around every pass
  // by the caller's pass manager.
  pm->enableVerifier(false);
  buildBufferizationPrefix(*pm, /*deallocAfterLastUse=*/true);
  // What PassManager::run would load first, loaded here: run() may be on
  // another thread, and loading a dialect changes the context. The passes
  // that analyse memory declare these dialects (insertReplayDialects), so
  // on their pass manager's threads this only finds them loaded.
  DialectRegistry registry;
  pm->getDependentDialects(registry);
  context->appendDialectRegistry(registry);
  for (StringRef dialect : registry.getDialectNames())
    context->getOrLoadDialect(dialect);
  return success();
}

FailureOr<SimulatedPeak> BufferizedReplay::run(std::string &error,
                                               bool &bufferizationFailed) {
  bufferizationFailed = false;
  MLIRContext *context = copy->getContext();
  // Diagnostics of the copy are the prediction's, not the user's: collect
  // them into the error text. Only this code's (DiagnosticCapture): another
  // replay, or the pass that started this one, may be emitting at the same
  // time, or run on this thread while the prefix waits for its workers.
  std::string diagnostics;
  {
    DiagnosticCapture capture(context, [&](Diagnostic &diag) {
      if (diag.getSeverity() != DiagnosticSeverity::Error)
        return success();
      llvm::raw_string_ostream os(diagnostics);
      if (!diagnostics.empty())
        os << "; ";
      os << diag.str();
      return success();
    });
    if (failed(pm->run(*copy)) || failed(verifyOnThreads(*copy))) {
      bufferizationFailed = true;
      error =
          "bufferizing a copy failed: " +
          (diagnostics.empty() ? std::string("no diagnostic") : diagnostics);
      return failure();
    }
  }
  auto bufferized = dyn_cast_or_null<FunctionOpInterface>(
      SymbolTable::lookupSymbolIn(*copy, name));
  if (!bufferized) {
    error = "the bufferized copy lost the function";
    return failure();
  }
  return simulateBufferPeak(bufferized, error);
}

FailureOr<SimulatedPeak>
mlir::remat::predictBufferizedPeak(FunctionOpInterface func, std::string &error,
                                   bool &bufferizationFailed) {
  bufferizationFailed = false;
  BufferizedReplay replay;
  if (failed(replay.prepare(func, error)))
    return failure();
  return replay.run(error, bufferizationFailed);
}

/// The analysis from the model and the replay's answer (analyzeMemory's
/// last step): the replay's peak, the model with an assumption where
/// bufferization failed, or an error where the peak cannot be bounded.
static FailureOr<MemoryAnalysis> combine(MemoryAnalysis analysis,
                                         FailureOr<SimulatedPeak> simulated,
                                         bool bufferizationFailed,
                                         const std::string &error, Location loc,
                                         StringRef name) {
  if (succeeded(simulated)) {
    analysis.setBufferizedPeak(*simulated);
    return analysis;
  }
  if (bufferizationFailed) {
    analysis.addAssumption("the tensor-level model only (" + error + ")");
    return analysis;
  }
  return mlir::emitError(loc)
         << "remat cannot bound the peak memory of @" << name << ": " << error;
}

FailureOr<MemoryAnalysis>
mlir::remat::analyzeMemory(FunctionOpInterface func,
                           OwningOpRef<ModuleOp> *replayCopy) {
  if (func.isExternal())
    return MemoryAnalysis::analyze(func);
  MLIRContext *context = func.getContext();
  std::string error;
  bool bufferizationFailed = false;
  BufferizedReplay replay;
  bool prepared = false;
  // As predictBufferizedPeak, keeping the copy for `replayCopy`.
  auto prepareReplay = [&] {
    prepared = succeeded(replay.prepare(func, error));
  };
  auto runReplay = [&]() -> FailureOr<SimulatedPeak> {
    FailureOr<SimulatedPeak> simulated = failure();
    if (prepared)
      simulated = replay.run(error, bufferizationFailed);
    if (replayCopy)
      *replayCopy = replay.takeCopy();
    return simulated;
  };
  if (!context->isMultithreadingEnabled()) {
    FailureOr<MemoryAnalysis> analysis = MemoryAnalysis::analyze(func);
    if (failed(analysis))
      return analysis;
    prepareReplay();
    FailureOr<SimulatedPeak> simulated = runReplay();
    return combine(std::move(*analysis), simulated, bufferizationFailed, error,
                   func.getLoc(), func.getName());
  }
  // The tensor-level model on another thread while this one replays (most
  // of the time): both only read the function, and the model emits nothing
  // until its error is emitted here, as MemoryAnalysis::analyze would. The
  // replay runs even where the model then fails (its answer is dropped);
  // the replay's diagnostics stay its own (its handler takes this thread's).
  // Whichever thread claims the model first builds it, so a busy pool
  // never makes this thread wait for a worker to start it. The copy is
  // made first: preparing may load the prefix's dialects (a caller that did
  // not declare them), which changes the context, so no other thread may
  // be reading it then.
  prepareReplay();
  std::optional<MemoryAnalysis> model;
  std::atomic<bool> modelClaimed{false};
  auto buildModel = [&] {
    if (!modelClaimed.exchange(true))
      model.emplace(func.getOperation());
  };
  llvm::ThreadPoolTaskGroup group(context->getThreadPool());
  group.async(buildModel);
  FailureOr<SimulatedPeak> simulated = runReplay();
  buildModel();
  group.wait();
  if (const std::optional<AnalysisError> &modelError = model->getError()) {
    mlir::emitError(modelError->loc) << modelError->message;
    return failure();
  }
  return combine(std::move(*model), simulated, bufferizationFailed, error,
                 func.getLoc(), func.getName());
}

ReplayOutcome mlir::remat::replayBufferized(FunctionOpInterface func) {
  ReplayOutcome outcome;
  outcome.simulated =
      predictBufferizedPeak(func, outcome.error, outcome.bufferizationFailed);
  return outcome;
}

FailureOr<MemoryAnalysis>
mlir::remat::analyzeMemoryWithReplay(FunctionOpInterface func,
                                     const ReplayOutcome &replay) {
  FailureOr<MemoryAnalysis> analysis = MemoryAnalysis::analyze(func);
  if (failed(analysis) || func.isExternal())
    return analysis;
  return combine(std::move(*analysis), replay.simulated,
                 replay.bufferizationFailed, replay.error, func.getLoc(),
                 func.getName());
}

MemoryAnalysisInFlight::MemoryAnalysisInFlight(FunctionOpInterface func)
    : loc(func.getLoc()), name(func.getName().str()),
      model(MemoryAnalysis::analyze(func)) {
  if (failed(model) || func.isExternal())
    return;
  replayNeeded = true;
  if (failed(replay.prepare(func, error))) {
    // As predictBufferizedPeak: no copy, no peak, an error.
    ran = true;
    return;
  }
  MLIRContext *context = func.getContext();
  if (!context->isMultithreadingEnabled())
    return;
  // A task group, not a bare future: waiting on a group from a worker of
  // the same pool (a pass manager running this pass on several modules at
  // once) runs the group's tasks instead of blocking that worker.
  group = std::make_unique<llvm::ThreadPoolTaskGroup>(context->getThreadPool());
  group->async([this] { runReplay(); });
}

void MemoryAnalysisInFlight::runReplay() {
  FailureOr<SimulatedPeak> result = replay.run(error, bufferizationFailed);
  if (succeeded(result))
    simulated = std::move(*result);
  ran = true;
}

MemoryAnalysisInFlight::~MemoryAnalysisInFlight() {
  if (group)
    group->wait();
}

FailureOr<MemoryAnalysis> MemoryAnalysisInFlight::finish() {
  if (group)
    group->wait();
  if (!replayNeeded)
    return std::move(model);
  if (!ran)
    runReplay();
  return combine(std::move(*model),
                 simulated ? FailureOr<SimulatedPeak>(*simulated)
                           : FailureOr<SimulatedPeak>(failure()),
                 bufferizationFailed, error, loc, name);
}

void ReplayCopyEraser::erase(OwningOpRef<ModuleOp> module) {
  if (!module)
    return;
  MLIRContext *context = module->getContext();
  if (!context->isMultithreadingEnabled())
    return; // `module` is erased here.
  if (!group)
    group =
        std::make_unique<llvm::ThreadPoolTaskGroup>(context->getThreadPool());
  // The copy shares no values with other IR: erasing it touches only its
  // own ops and blocks (and the thread-safe allocator).
  Operation *op = module.release().getOperation();
  group->async([op] { op->erase(); });
}

void ReplayCopyEraser::wait() {
  if (group)
    group->wait();
}
