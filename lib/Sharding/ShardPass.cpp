//===- ShardPass.cpp - remat-shard ------------------------------*- C++ -*-===//
//
// Annotates a single-device training step with shard.shard ops on a 1-d
// grid and partitions it with upstream's passes (docs/Sharding.md). Which
// argument is data and which a parameter follows docs/Conventions.md.
//
//===----------------------------------------------------------------------===//
#include "remat/Sharding/Passes.h"

#include "FSDP.h"
#include "OutlinedCalls.h"
#include "ScalarChains.h"
#include "StepPreparation.h"
#include "remat/Sharding/BatchBlocks.h"
#include "remat/Sharding/ShardingModels.h"

#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Dialect/Remat/IR/TrainingStep.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Shard/Transforms/Passes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATSHARD
#include "remat/Sharding/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

FailureOr<std::optional<int64_t>> mlir::remat::getGridSize(ModuleOp module) {
  shard::GridOp found;
  WalkResult walk = module.walk([&](shard::GridOp grid) {
    if (found) {
      grid.emitError() << "a second grid; remat runs steps on one grid (the "
                          "first is @"
                       << found.getSymName() << ")";
      return WalkResult::interrupt();
    }
    found = grid;
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  if (!found)
    return std::optional<int64_t>();
  int64_t size = 1;
  for (int64_t dim : found.getShape()) {
    if (ShapedType::isDynamic(dim))
      return found.emitError() << "a grid of dynamic shape; remat runs steps "
                                  "on grids of static shape only";
    size *= dim;
  }
  return std::optional<int64_t>(size);
}

namespace {

enum class Role { Data, Parameter, Replicated };

/// The gradients: every result after the loss. The loss is the result
/// marked `remat.loss`, else result 0 when it is a floating-point scalar
/// (Conventions.md: the loss, then the gradients).
static SmallVector<unsigned> getGradientResults(func::FuncOp func) {
  std::optional<unsigned> loss;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    if (isLossResult(func, i))
      loss = i;
  if (!loss && func.getNumResults() > 0 &&
      isLossType(func.getResultTypes().front()))
    loss = 0;
  SmallVector<unsigned> gradients;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    if (!loss || i != *loss)
      gradients.push_back(i);
  return gradients;
}

/// Says what each argument of `func` is (rules in docs/Conventions.md), or
/// emits an error that says how to annotate the step.
static FailureOr<SmallVector<Role>> classifyArguments(func::FuncOp func,
                                                      int64_t ranks) {
  unsigned n = func.getNumArguments();
  SmallVector<Role> roles(n, Role::Data);
  SmallVector<bool> decided(n, false);
  for (unsigned i = 0; i < n; ++i) {
    if (isCotangentArgument(func, i) || isSeedArgument(func, i)) {
      roles[i] = Role::Replicated;
      decided[i] = true;
    } else if (func.getArgAttr(i, RematDialect::getParameterAttrName())) {
      roles[i] = Role::Parameter;
      decided[i] = true;
    } else if (func.getArgAttr(i, RematDialect::getDataAttrName())) {
      decided[i] = true;
    }
  }
  auto howToAnnotate = [&](InFlightDiagnostic &diag) {
    diag << "; mark each parameter argument with {"
         << RematDialect::getParameterAttrName()
         << "} and each per-example data argument with {"
         << RematDialect::getDataAttrName() << "} (docs/Conventions.md)";
  };
  if (llvm::is_contained(decided, false)) {
    // The gradients match one run of consecutive undecided arguments,
    // type for type: those are the parameters.
    SmallVector<unsigned> gradients = getGradientResults(func);
    SmallVector<unsigned> starts;
    unsigned k = gradients.size();
    for (unsigned start = 0; k > 0 && start + k <= n; ++start) {
      bool match = true;
      for (unsigned j = 0; j < k && match; ++j)
        match = !decided[start + j] && func.getArgumentTypes()[start + j] ==
                                           func.getResultTypes()[gradients[j]];
      if (match)
        starts.push_back(start);
    }
    if (starts.size() != 1) {
      InFlightDiagnostic diag = func.emitError();
      diag << "cannot tell parameters from per-example data in '"
           << func.getName() << "': ";
      if (k == 0)
        diag << "it returns no gradients (results after the loss)";
      else if (starts.empty())
        diag << "its " << k
             << " gradients (the results after the loss) match no run of "
                "consecutive arguments of the same types";
      else
        diag << "its " << k << " gradients match " << starts.size()
             << " runs of arguments (starting at #" << starts[0] << " and #"
             << starts[1] << ")";
      howToAnnotate(diag);
      return diag;
    }
    for (unsigned j = 0; j < k; ++j) {
      roles[starts[0] + j] = Role::Parameter;
      decided[starts[0] + j] = true;
    }
  }
  // An unmarked argument the step never reads (a PyTorch export's unused
  // embedding table) is neither data nor a parameter when other data is
  // read: it does not decide the batch, and no sharding of it matters.
  auto isUnreadData = [&](unsigned i) {
    return roles[i] == Role::Data && !decided[i] &&
           func.getArgument(i).use_empty();
  };
  bool readData = false;
  for (unsigned i = 0; i < n; ++i)
    readData |= roles[i] == Role::Data && !isUnreadData(i);
  if (readData)
    for (unsigned i = 0; i < n; ++i)
      if (isUnreadData(i))
        roles[i] = Role::Replicated;
  // Data: ranked tensors that share their first dimension, the batch.
  std::optional<unsigned> first;
  for (unsigned i = 0; i < n; ++i) {
    if (roles[i] != Role::Data)
      continue;
    auto type = dyn_cast<RankedTensorType>(func.getArgumentTypes()[i]);
    if (!type || type.getRank() == 0 || type.isDynamicDim(0)) {
      InFlightDiagnostic diag = func.emitError();
      diag << "argument #" << i << " of '" << func.getName() << "' ("
           << func.getArgumentTypes()[i]
           << ") is taken for per-example data but has no static batch "
              "dimension";
      howToAnnotate(diag);
      return diag;
    }
    if (!first) {
      first = i;
      continue;
    }
    int64_t batch =
        cast<RankedTensorType>(func.getArgumentTypes()[*first]).getDimSize(0);
    if (type.getDimSize(0) != batch) {
      InFlightDiagnostic diag = func.emitError();
      diag << "per-example data arguments #" << *first << " and #" << i
           << " of '" << func.getName()
           << "' disagree on the batch size (their first dimension: " << batch
           << " and " << type.getDimSize(0) << ")";
      howToAnnotate(diag);
      return diag;
    }
  }
  if (!first)
    return func.emitError() << "'" << func.getName()
                            << "' has no per-example data argument to split "
                               "across the ranks; mark one with {"
                            << RematDialect::getDataAttrName() << "}";
  int64_t batch =
      cast<RankedTensorType>(func.getArgumentTypes()[*first]).getDimSize(0);
  if (batch % ranks != 0)
    return func.emitError() << "the batch size of '" << func.getName() << "' ("
                            << batch << ", the first dimension of "
                            << "argument #" << *first
                            << ") is not a multiple of ranks=" << ranks;
  return roles;
}

/// The constant a `linalg.fill` of a `tensor.empty` writes, or null.
static Attribute getFillOfEmpty(Value value) {
  auto fill = value.getDefiningOp<linalg::FillOp>();
  if (!fill || !fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>())
    return {};
  Attribute constant;
  if (!matchPattern(fill.getInputs()[0], m_Constant(&constant)))
    return {};
  return constant;
}

/// Where rank 0's branch yields the reduction's init itself (a value from
/// before, say a gradient summed so far) and the other ranks a fresh fill,
/// rank 0 would accumulate in place and allocate one buffer less than the
/// others. Rank 0 gets a fresh copy of the init instead (the same bits):
/// every rank allocates the same buffers, so one memory prediction holds
/// for all of them, at the cost of one copy on rank 0.
static void copyRankZeroInits(scf::IfOp op) {
  auto compare = op.getCondition().getDefiningOp<arith::CmpIOp>();
  if (!compare || compare.getPredicate() != arith::CmpIPredicate::eq ||
      !isa_and_nonnull<shard::ProcessMultiIndexOp, shard::ProcessLinearIndexOp>(
          compare.getLhs().getDefiningOp()))
    return;
  scf::YieldOp thenYield = op.thenYield();
  OpBuilder builder(thenYield);
  for (auto [thenValue, elseValue] :
       llvm::zip(llvm::to_vector(thenYield.getOperands()),
                 op.elseYield().getOperands())) {
    auto type = dyn_cast<RankedTensorType>(thenValue.getType());
    if (!type || !type.hasStaticShape() || !getFillOfEmpty(elseValue) ||
        !thenValue.getParentRegion()->isProperAncestor(&op.getThenRegion()))
      continue;
    Value empty = tensor::EmptyOp::create(builder, op.getLoc(), type.getShape(),
                                          type.getElementType());
    Value copy = linalg::CopyOp::create(builder, op.getLoc(), thenValue, empty)
                     .getResult(0);
    thenYield->replaceUsesOfWith(thenValue, copy);
  }
}

/// A partitioned reduction gives rank 0 the reduction's init and every
/// other rank a fresh fill with the neutral element, behind
/// `scf.if (rank == 0)`. When the init is that same fill (a zero-filled
/// accumulator for a sum, as every training step's reductions have), both
/// branches yield the same value: the if goes, and every rank allocates the
/// same buffers (so one memory prediction holds for all of them).
static void foldIdenticalRankBranches(ModuleOp module) {
  SmallVector<scf::IfOp> ifs;
  module.walk([&](scf::IfOp op) { ifs.push_back(op); });
  for (scf::IfOp op : ifs) {
    if (op.getNumResults() == 0 || op.getElseRegion().empty())
      continue;
    auto thenYield = op.thenYield();
    auto elseYield = op.elseYield();
    // Nothing but the fills and what they fill may be in the branches.
    auto onlyFills = [](Block *block) {
      return llvm::all_of(block->without_terminator(), [](Operation &op) {
        return isa<linalg::FillOp, tensor::EmptyOp, arith::ConstantOp>(op);
      });
    };
    if (!onlyFills(op.thenBlock()) || !onlyFills(op.elseBlock()))
      continue;
    bool same = true;
    for (auto [thenValue, elseValue] :
         llvm::zip(thenYield.getOperands(), elseYield.getOperands())) {
      Attribute thenFill = getFillOfEmpty(thenValue);
      same = same && thenFill && thenFill == getFillOfEmpty(elseValue) &&
             thenValue.getType() == elseValue.getType() &&
             thenValue.getParentRegion()->isProperAncestor(&op.getThenRegion());
    }
    if (!same) {
      copyRankZeroInits(op);
      continue;
    }
    op.replaceAllUsesWith(thenYield.getOperands());
    // The rank test that fed it goes too.
    SmallVector<Operation *> worklist = {op.getCondition().getDefiningOp()};
    op.erase();
    while (!worklist.empty()) {
      Operation *dead = worklist.pop_back_val();
      if (!dead || !isOpTriviallyDead(dead))
        continue;
      for (Value operand : dead->getOperands())
        worklist.push_back(operand.getDefiningOp());
      dead->erase();
    }
  }
}

/// Replaces each non-splat tensor constant of `func` by a new trailing
/// argument; returns the arguments' indices and the detached constants.
static SmallVector<std::pair<unsigned, arith::ConstantOp>>
liftDenseConstants(func::FuncOp func) {
  SmallVector<arith::ConstantOp> constants;
  func.walk([&](arith::ConstantOp constant) {
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    if (isa<RankedTensorType>(constant.getType()) &&
        !(dense && dense.isSplat()))
      constants.push_back(constant);
  });
  SmallVector<std::pair<unsigned, arith::ConstantOp>> lifted;
  for (arith::ConstantOp constant : constants) {
    unsigned index = func.getNumArguments();
    if (failed(func.insertArgument(index, constant.getType(), {},
                                   constant.getLoc())))
      continue;
    constant.getResult().replaceAllUsesWith(func.getArgument(index));
    constant->remove();
    lifted.emplace_back(index, constant);
  }
  return lifted;
}

/// Puts the constants liftDenseConstants detached back at the start of
/// `func` in place of their arguments, and removes the arguments.
static void restoreDenseConstants(
    func::FuncOp func,
    ArrayRef<std::pair<unsigned, arith::ConstantOp>> constants) {
  if (constants.empty())
    return;
  Block &entry = func.getBody().front();
  llvm::BitVector erased(func.getNumArguments());
  for (auto [index, constant] : constants) {
    entry.getOperations().push_front(constant);
    func.getArgument(index).replaceAllUsesWith(constant.getResult());
    erased.set(index);
  }
  (void)func.eraseArguments(erased);
}

/// Whether a parameter of `type` can be split on its first axis over
/// `ranks` processes in equal parts (fsdp); others stay replicated.
static bool isSplittable(Type type, int64_t ranks) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() > 0 && !tensor.isDynamicDim(0) &&
         tensor.getDimSize(0) % ranks == 0 && tensor.getDimSize(0) >= ranks;
}

/// For every result, the parameter argument it is the gradient of: the
/// gradients (results after the loss) and the parameters, both in order,
/// pair up type for type (docs/Conventions.md). fsdp splits a parameter's
/// gradient like the parameter, so the pairing must be unambiguous.
static FailureOr<SmallVector<std::optional<unsigned>>>
pairGradients(func::FuncOp func, ArrayRef<Role> roles) {
  SmallVector<unsigned> gradients = getGradientResults(func);
  SmallVector<unsigned> parameters;
  for (auto [index, role] : llvm::enumerate(roles))
    if (role == Role::Parameter)
      parameters.push_back(index);
  SmallVector<std::optional<unsigned>> pairs(func.getNumResults());
  bool ok = gradients.size() == parameters.size();
  for (unsigned j = 0; ok && j < gradients.size(); ++j) {
    ok = func.getResultTypes()[gradients[j]] ==
         func.getArgumentTypes()[parameters[j]];
    pairs[gradients[j]] = parameters[j];
  }
  if (!ok)
    return func.emitError()
           << "remat-shard{strategy=fsdp}: cannot pair the gradients of '"
           << func.getName() << "' with its parameters: its "
           << gradients.size() << " gradients (the results after the loss) "
           << "and " << parameters.size()
           << " parameters must match type for type, in order (mark the "
              "parameters with {"
           << RematDialect::getParameterAttrName() << "}, docs/Conventions.md)";
  return pairs;
}

struct RematShardPass
    : public mlir::remat::impl::RematShardBase<RematShardPass> {
  using RematShardBase::RematShardBase;

  /// Runs one of upstream's passes; a failure it reports without any
  /// diagnostic (shard-partition does, e.g. on a resharding it cannot
  /// express) gets one naming the pass, so no failure is silent.
  LogicalResult runUpstream(OpPassManager &pipeline, Operation *root,
                            StringRef passName) {
    bool reported = false;
    ScopedDiagnosticHandler watch(&getContext(), [&](Diagnostic &diag) {
      if (diag.getSeverity() == DiagnosticSeverity::Error)
        reported = true;
      return failure(); // not handled here: passed on to the caller's handler
    });
    if (succeeded(runPipeline(pipeline, root)))
      return success();
    if (!reported)
      root->emitError() << "remat-shard: upstream " << passName
                        << " failed without a diagnostic (an op or a "
                           "resharding it cannot partition)";
    return failure();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool fsdp = strategy == "fsdp";
    if (strategy != "dp" && !fsdp) {
      module.emitError() << "remat-shard: strategy '" << strategy
                         << "' is not supported (expected dp or fsdp)";
      return signalPassFailure();
    }
    if (ranks < 1) {
      module.emitError() << "remat-shard: ranks must be at least 1, got "
                         << static_cast<int64_t>(ranks);
      return signalPassFailure();
    }
    if (!(gatherFlopsPerByte >= 0)) {
      module.emitError() << "remat-shard: gather-flops-per-byte must be a "
                            "non-negative number, got "
                         << static_cast<double>(gatherFlopsPerByte);
      return signalPassFailure();
    }
    // The chunked collectives split fsdp's gathers and reduce-scatters; dp
    // has neither, and a request that changes nothing must not pass. Both
    // are `auto` by default (on under fsdp only).
    if (splitBatch < 0 || splitBatch == 1) {
      module.emitError() << "remat-shard: split-batch must be 0 (off) or at "
                            "least 2 blocks, got "
                         << static_cast<int64_t>(splitBatch);
      return signalPassFailure();
    }
    if (gatherParts < 1 || scatterParts < 1) {
      module.emitError() << "remat-shard: gather-parts and scatter-parts "
                            "must be at least 1, got "
                         << static_cast<int64_t>(gatherParts) << " and "
                         << static_cast<int64_t>(scatterParts);
      return signalPassFailure();
    }
    // Parts of chunks: a request that changes nothing must not pass.
    if ((gatherParts > 1 && (!fsdp || chunkGathers == ChunkMode::off)) ||
        (scatterParts > 1 && (!fsdp || chunkScatters == ChunkMode::off))) {
      module.emitError() << "remat-shard: gather-parts needs fsdp's chunked "
                            "gathers and scatter-parts its chunked scatters "
                            "(strategy=fsdp, chunk-gathers / chunk-scatters "
                            "not false)";
      return signalPassFailure();
    }
    if (!fsdp &&
        (chunkGathers == ChunkMode::on || chunkScatters == ChunkMode::on)) {
      module.emitError() << "remat-shard: chunk-gathers and chunk-scatters "
                            "apply to strategy=fsdp only (strategy is '"
                         << strategy << "')";
      return signalPassFailure();
    }
    if (module.lookupSymbol(kGridName) ||
        !module.getOps<shard::GridOp>().empty()) {
      module.emitError() << "remat-shard: the module is already sharded (it "
                            "has a shard.grid)";
      return signalPassFailure();
    }
    // Shard ops that name no grid (shard.get_sharding, shard.shard_shape)
    // pass the check above; the partitioner would copy a sharding that
    // get_sharding reads, and it would outlive the partitioning.
    WalkResult shardOps = module.walk([&](Operation *op) {
      if (!isa_and_nonnull<shard::ShardDialect>(op->getDialect()))
        return WalkResult::advance();
      op->emitError() << "remat-shard: the module already uses the shard "
                         "dialect ('"
                      << op->getName()
                      << "'); remat-shard adds the shardings itself";
      return WalkResult::interrupt();
    });
    if (shardOps.wasInterrupted())
      return signalPassFailure();
    SmallVector<func::FuncOp> funcs;
    for (func::FuncOp func : module.getOps<func::FuncOp>())
      if (!func.isExternal())
        funcs.push_back(func);
    // Classify every function before changing any.
    SmallVector<SmallVector<Role>> roles;
    SmallVector<SmallVector<std::optional<unsigned>>> gradientOf;
    for (func::FuncOp func : funcs) {
      if (!func.getBody().hasOneBlock()) {
        func.emitError() << "remat-shard: '" << func.getName()
                         << "' has several blocks; upstream partitioning "
                            "handles one";
        return signalPassFailure();
      }
      FailureOr<SmallVector<Role>> classified = classifyArguments(func, ranks);
      if (failed(classified))
        return signalPassFailure();
      roles.push_back(std::move(*classified));
      gradientOf.emplace_back(func.getNumResults());
      if (!fsdp)
        continue;
      FailureOr<SmallVector<std::optional<unsigned>>> paired =
          pairGradients(func, roles.back());
      if (failed(paired))
        return signalPassFailure();
      gradientOf.back() = std::move(*paired);
    }
    if (funcs.empty())
      return;

    // Upstream's sharding of linalg ops refuses indexing maps with constant
    // results ("(d0, d1, d2) -> (0, d1, d2)": a unit dimension broadcast,
    // as PyTorch exports a position embedding); upstream's unit-extent
    // folding rewrites them without one. Only where needed: it reshapes
    // every op with unit dimensions.
    bool constantIndexing = false;
    for (func::FuncOp func : funcs)
      func.walk([&](linalg::LinalgOp op) {
        for (AffineMap map : op.getIndexingMapsArray())
          for (AffineExpr result : map.getResults())
            constantIndexing |= isa<AffineConstantExpr>(result);
      });
    if (constantIndexing) {
      OpPassManager fold(ModuleOp::getOperationName());
      fold.nest<func::FuncOp>().addPass(createLinalgFoldUnitExtentDimsPass());
      if (failed(runUpstream(fold, module, "linalg-fold-unit-extent-dims")))
        return signalPassFailure();
    }

    // Elementwise arith/math ops on whole tensors (`arith.addf %a, %b :
    // tensor<..>`, `math.exp`: hand-written and JAX-style steps) have no
    // sharding interface, and propagation fails on them ("'math.exp' op
    // sharding interface is not implemented"). As linalg.generics they
    // partition like any other; the CPU pipeline and the memory analysis
    // convert them the same way (remat's bufferization prefix), so the
    // computation and its buffers are unchanged. Before the dead code goes:
    // the conversion folds what it can (`negf(negf(x))` is x), which can
    // leave an op unused (test/Fuzz/shard-fold-dead.mlir).
    {
      OpPassManager elementwise(ModuleOp::getOperationName());
      elementwise.nest<func::FuncOp>().addPass(
          createConvertElementwiseToLinalgPass());
      if (failed(runUpstream(elementwise, module,
                             "convert-elementwise-to-linalg")))
        return signalPassFailure();
    }
    // Dead code (a step's unused input gradient, say) would get no
    // sharding from its users, and shard-partition crashes on it.
    for (func::FuncOp func : funcs) {
      Block &body = func.getBody().front();
      for (Operation &op :
           llvm::make_early_inc_range(llvm::reverse(body.getOperations())))
        if (isOpTriviallyDead(&op))
          op.erase();
    }
    for (func::FuncOp func : funcs) {
      freshUnreadInits(func);
      splitSharedInits(func);
    }
    // Ops with regions and no sharding interface run whole on every rank,
    // structured ops with compound indexing (convolutions, pooling) split
    // on their plain loops; both become calls of private functions that
    // propagation and partitioning leave alone (OutlinedCalls.h).
    // A call of the user's own function: upstream partitions one function
    // at a time, so its callee would stay whole while its arguments are
    // split.
    for (func::FuncOp func : funcs)
      for (auto call : func.getBody().front().getOps<func::CallOp>()) {
        call.emitOpError() << "remat-shard partitions one function at a "
                              "time; inline '"
                           << call.getCallee() << "' into '" << func.getName()
                           << "' first (the inline pass)";
        return signalPassFailure();
      }
    for (func::FuncOp func : funcs) {
      OutlinedCounts moved = outlineUnshardableOps(func, module);
      numReplicatedRegions += moved.replicated;
      numSplitStructured += moved.structured;
    }

    OpBuilder builder(module.getBodyRegion());
    auto grid = shard::GridOp::create(builder, module.getLoc(), kGridName,
                                      ArrayRef<int64_t>{ranks});
    // Private: nothing outside the module refers to it, and it is gone
    // before translation (remat-shard-to-mpi erases it).
    grid.setPrivate();
    if (fsdp) {
      grid->setAttr(kGatherFlopsPerByteAttr,
                    builder.getF64FloatAttr(gatherFlopsPerByte));
    }
    MLIRContext *context = &getContext();
    auto gridRef = FlatSymbolRefAttr::get(context, kGridName);
    auto split0 = shard::GridAxesAttr::get(context, {0});
    // One (empty) entry: a sharding needs at least one dimension's axes
    // (an empty list does not parse back).
    auto unsplit = shard::GridAxesAttr::get(context, {});

    // Tensor constants that are not splats (a position table, a mask) are
    // lifted to extra, replicated arguments while upstream propagates and
    // partitions: its arith.constant model partitions splats only and fails
    // without a diagnostic on any other constant, even a replicated one.
    // They are put back as constants afterwards; their users take their
    // slices (shard.all_slice).
    SmallVector<SmallVector<std::pair<unsigned, arith::ConstantOp>>> lifted;
    for (func::FuncOp func : funcs)
      lifted.push_back(liftDenseConstants(func));
    // 0-d updates of 0-d state (an optimizer's step count) too: upstream's
    // model of a 0-d linalg.generic builds a sharding without a grid.
    SmallVector<LiftedScalarChain> scalarChains;
    for (auto [func, funcRoles] : llvm::zip(funcs, roles)) {
      SmallVector<unsigned> seeds;
      for (auto [index, role] : llvm::enumerate(funcRoles))
        if (role != Role::Data && !isCotangentArgument(func, index) &&
            !isSeedArgument(func, index))
          seeds.push_back(index);
      scalarChains.push_back(liftScalarChains(func, seeds));
    }
    // Whether `value` is an argument standing for a lifted chain's result.
    auto isLiftedScalar = [&](unsigned funcIndex, Value value) {
      return llvm::any_of(scalarChains[funcIndex].roots, [&](auto root) {
        auto arg = dyn_cast<BlockArgument>(value);
        return arg && arg.getArgNumber() == root.second;
      });
    };

    for (auto [funcIndex, func, funcRoles, funcGradients, constants] :
         llvm::enumerate(funcs, roles, gradientOf, lifted)) {
      Block &body = func.getBody().front();
      builder.setInsertionPointToStart(&body);
      Location loc = func.getLoc();
      Value replicated =
          shard::ShardingOp::create(builder, loc, gridRef, {unsplit})
              .getResult();
      Value batchSplit =
          shard::ShardingOp::create(builder, loc, gridRef, {split0})
              .getResult();
      separateRepeatedOperands(func, replicated);
      for (auto [index, role] : llvm::enumerate(funcRoles)) {
        BlockArgument argument = body.getArgument(index);
        auto tensorType = dyn_cast<RankedTensorType>(argument.getType());
        if (!tensorType)
          continue;
        // A 0-d tensor (the loss cotangent) cannot be split, and upstream's
        // propagation crashes on a sharding of one with a linalg.generic
        // user that broadcasts it (MLIR 22.1.8); unannotated, it is
        // replicated. An unused argument is annotated all the same:
        // shard-partition crashes on an argument without a sharding.
        bool splitParameter =
            fsdp && role == Role::Parameter &&
            isSplittable(argument.getType(), static_cast<int64_t>(ranks));
        if (tensorType.getRank() != 0 || argument.use_empty()) {
          Value sharding = role == Role::Data ? batchSplit : replicated;
          Value source = argument;
          if (splitParameter) {
            // The argument is a slice of the parameter; its users see it
            // whole (a gather): were the split propagated into a matmul it
            // would split the reduction dimension on the grid axis the batch
            // already uses, and propagation finds no sharding.
            source = shard::ShardOp::create(builder, loc, argument, batchSplit,
                                            /*annotate_for_users=*/false)
                         .getResult();
          }
          // A replicated parameter is annotated as a value, not for its
          // users: an elementwise op of the batch-split data and a
          // parameter of the same shape then takes the parameter's slice
          // (shard.all_slice, no communication); annotated replicated for
          // its users, the op had one operand split on rows and one that
          // had to stay whole, and propagation gave it no sharding
          // (test/Fuzz/shard-same-shape-parameter.mlir).
          bool forUsers = !(role == Role::Parameter && !splitParameter);
          auto annotated =
              shard::ShardOp::create(builder, loc, source, sharding, forUsers);
          argument.replaceAllUsesExcept(annotated.getResult(),
                                        source.getDefiningOp()
                                            ? source.getDefiningOp()
                                            : annotated.getOperation());
        }
        if (role == Role::Data) {
          func.setArgAttr(index, RematDialect::getSplitAttrName(),
                          builder.getI64IntegerAttr(0));
          ++numData;
        } else if (role == Role::Parameter) {
          ++numParameters;
          if (splitParameter) {
            // Each rank holds (and is handed) its slice of the parameter.
            func.setArgAttr(index, RematDialect::getSplitAttrName(),
                            builder.getI64IntegerAttr(0));
            ++numSplitParameters;
          }
        }
        func.removeArgAttr(index, RematDialect::getParameterAttrName());
        func.removeArgAttr(index, RematDialect::getDataAttrName());
      }
      // The constant is whole on every process; each user may still want
      // its slice (an annotation of the value, not for its users).
      for (auto [index, constant] : constants) {
        BlockArgument argument = body.getArgument(index);
        auto annotated =
            shard::ShardOp::create(builder, loc, argument, replicated,
                                   /*annotate_for_users=*/false);
        argument.replaceAllUsesExcept(annotated.getResult(), annotated);
      }
      // Every result (the loss, the gradients) is replicated: the
      // partitioner all-reduces what each rank computed from its slice.
      // Under fsdp the gradient of a split parameter is split like it: the
      // partitioner reduce-scatters it.
      Operation *terminator = body.getTerminator();
      for (OpOperand &operand : terminator->getOpOperands()) {
        if (!isa<RankedTensorType>(operand.get().getType()) ||
            isLiftedScalar(funcIndex, operand.get()))
          continue;
        // A result that other ops read too (an optimizer step's new state,
        // read by the parameter update) is annotated right after it is
        // defined: upstream's propagation takes a value's annotation to be
        // there and would otherwise make the earlier readers use the one at
        // the return, which does not dominate them.
        builder.setInsertionPoint(terminator);
        if (Operation *def = operand.get().getDefiningOp())
          if (llvm::any_of(operand.get().getUsers(),
                           [&](Operation *user) { return user != terminator; }))
            builder.setInsertionPointAfter(def);
        unsigned index = operand.getOperandNumber();
        std::optional<unsigned> parameter = funcGradients[index];
        bool split = parameter &&
                     isSplittable(func.getArgumentTypes()[*parameter],
                                  static_cast<int64_t>(ranks)) &&
                     !body.getArgument(*parameter).use_empty();
        auto annotated =
            shard::ShardOp::create(builder, loc, operand.get(), replicated,
                                   /*annotate_for_users=*/false);
        operand.set(annotated.getResult());
        if (!split)
          continue;
        // Computed whole (summed over the ranks), returned split: the
        // partitioner's all-reduce and slice, which rewriteFSDPCollectives
        // makes one reduce_scatter. Were the split propagated backwards
        // into the gradient's matmul, it would gather activations instead.
        operand.set(shard::ShardOp::create(builder, loc, annotated.getResult(),
                                           batchSplit,
                                           /*annotate_for_users=*/true)
                        .getResult());
        if (split)
          func.setResultAttr(index, RematDialect::getSplitAttrName(),
                             builder.getI64IntegerAttr(0));
      }
    }

    // The default traversal crashes once a result is annotated. Only the
    // step's functions: not the callees of the replicated regions.
    OpPassManager propagate(func::FuncOp::getOperationName());
    shard::ShardingPropagationOptions propagation;
    propagation.traversal = shard::TraversalOrder::ForwardBackward;
    propagate.addPass(shard::createShardingPropagation(propagation));
    for (func::FuncOp func : funcs)
      if (failed(runUpstream(propagate, func, "sharding-propagation")))
        return signalPassFailure();
    // shard-partition crashes on a tensor the propagation left without a
    // sharding; say which instead. It happens when annotations conflict,
    // and to a value no sharded value reaches: propagation gives an op no
    // sharding when none of its operands and users has one (a computation
    // on constants read only through tensor.extract).
    for (auto [funcIndex, func] : llvm::enumerate(funcs))
      for (Operation &op : func.getBody().front()) {
        if (isa<shard::ShardOp, shard::ShardingOp>(op))
          continue;
        for (OpResult result : op.getResults())
          if (isa<RankedTensorType>(result.getType()) && !result.use_empty() &&
              failed(shard::getSharding(result))) {
            auto isAnnotation = [](Operation *other) {
              return isa_and_nonnull<shard::ShardOp>(other);
            };
            bool reached =
                llvm::any_of(op.getOperands(),
                             [&](Value operand) {
                               return isAnnotation(operand.getDefiningOp());
                             }) ||
                llvm::any_of(result.getUsers(), isAnnotation);
            InFlightDiagnostic diag = op.emitError();
            diag << "remat-shard: sharding propagation found no sharding for "
                    "result #"
                 << result.getResultNumber();
            if (reached)
              diag << " (the shardings of its operands and users conflict)";
            else
              diag << " (no value it reads or that reads it has a sharding: "
                      "it is computed from constants only and read through "
                      "ops that pass no sharding on, such as tensor.extract; "
                      "remat-shard partitions tensors that the step's "
                      "arguments or results reach)";
            return signalPassFailure();
          }
        if (isa<func::ReturnOp>(op))
          for (Value operand : op.getOperands()) {
            while (auto annotated = operand.getDefiningOp<shard::ShardOp>())
              operand = annotated.getSrc();
            if (!isa<BlockArgument>(operand) ||
                isLiftedScalar(funcIndex, operand))
              continue;
            op.emitError() << "remat-shard: '" << func.getName()
                           << "' returns one of its arguments unchanged; "
                              "upstream partitioning handles computed "
                              "results only";
            return signalPassFailure();
          }
      }
    OpPassManager partition(func::FuncOp::getOperationName());
    partition.addPass(shard::createPartition());
    for (func::FuncOp func : funcs)
      if (failed(runUpstream(partition, func, "shard-partition")))
        return signalPassFailure();

    for (auto [func, chain, constants] :
         llvm::zip(funcs, scalarChains, lifted)) {
      restoreScalarChains(func, chain);
      restoreDenseConstants(func, constants);
    }
    foldIdenticalRankBranches(module);
    for (func::FuncOp func : funcs) {
      numEmptyCollectives += foldEmptyCollectives(func);
      // Both strategies: under dp the partitioner's slices are the forward
      // pass's bias broadcasts (computed for the whole batch, replicated,
      // then sliced), a collective in every layer that remat-auto would
      // never recompute past; under fsdp also the split results' updates.
      numShardUpdates += sinkSlicesIntoUpdates(func);
      if (foldTransposes)
        numFoldedTransposes += foldDoubleTransposes(func);
    }
    if (fsdp)
      for (func::FuncOp func : funcs) {
        FSDPRewriteCounts counts = rewriteFSDPCollectives(func);
        numGathers += counts.gathers;
        numScatters += counts.scatters;
      }
    // Last: the fsdp rewrite places each gather before its first user,
    // which may be a transpose this removes.
    if (foldTransposes)
      for (func::FuncOp func : funcs)
        numFoldedTransposes += foldTransposesIntoMatmuls(func);
    // After the folding: a matmul then reads the gathered weight itself.
    if (fsdp && chunkGathers != ChunkMode::off)
      for (func::FuncOp func : funcs)
        numChunkedGathers += chunkGatheredMatmuls(func, ranks, gatherParts);
    if (fsdp && chunkScatters != ChunkMode::off)
      for (func::FuncOp func : funcs)
        numChunkedScatters += chunkGradientScatters(func, ranks, scatterParts);
    // Last of the rewrites: the fsdp rewrite places each gather before its
    // first user, which must not be an op inside a region.
    inlineOutlinedCalls(module);
    // After the inlining: an outlined layer's chain is one block again.
    if (fuseElementwise)
      for (func::FuncOp func : funcs)
        numFusedElementwise += fuseElementwiseChains(func);
    // After the fusion: the row-local chains it leaves are what a block
    // computes.
    if (splitBatch >= 2)
      for (func::FuncOp func : funcs)
        numBatchBlockGroups +=
            splitBatchReductions(func, splitBatch, splitRecompute, splitLayers)
                .groups;
    // A backward elementwise chain (GELU's, SiLU's) gives each op a
    // tensor.empty of its own; marked, the lowering writes each into the
    // input that dies there instead of holding both (the memory model
    // reads the same mark).
    if (reuseDyingInputs)
      for (func::FuncOp func : funcs)
        func->setAttr(kReuseDyingInputsAttr, UnitAttr::get(&getContext()));
    // Read by remat-shard-to-mpi, in the lowering and in the memory
    // prediction alike.
    if (!inPlaceAllReduce)
      for (func::FuncOp func : funcs)
        func->setAttr(kOutOfPlaceAllReduceAttr, UnitAttr::get(&getContext()));
    // Grid queries the partitioner emitted and nothing uses.
    SmallVector<Operation *> unused;
    module.walk([&](Operation *op) {
      if (isa<shard::GridShapeOp, shard::ProcessMultiIndexOp,
              shard::ProcessLinearIndexOp>(op) &&
          isOpTriviallyDead(op))
        unused.push_back(op);
    });
    for (Operation *op : unused)
      op->erase();

    // The partitioner replaces every annotation; one left over means a
    // value it could not partition. Not reached from valid IR: remat-shard
    // annotates the top-level ops of each step's one block, which
    // shard-partition replaces whole; the one sharding it copies is one a
    // shard.get_sharding reads, refused above. Kept as a guard on upstream.
    WalkResult walk = module.walk([&](Operation *op) {
      if (isa<shard::ShardOp, shard::ShardingOp>(op)) {
        op->emitError() << "remat-shard: partitioning left this annotation "
                           "in place";
        return WalkResult::interrupt();
      }
      if (isa<shard::AllReduceOp, shard::AllGatherOp, shard::ReduceScatterOp,
              shard::AllSliceOp, shard::AllToAllOp, shard::BroadcastOp,
              shard::GatherOp, shard::ReduceOp, shard::ScatterOp, shard::SendOp,
              shard::RecvOp, shard::ShiftOp>(op))
        ++numCollectives;
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
  }
};

} // namespace
