//===- OutlinedCalls.cpp - ops partitioned through outlined calls --------===//
//
// See OutlinedCalls.h. The model below is the calls' half. A region
// call is replicated in and out: each rank runs the region on whole
// tensors, as the single-device step does. A structured call offers the
// op's plain loops to the partitioner and is partitioned into a call of a
// copy of the op on the local shapes.
//
//===----------------------------------------------------------------------===//
#include "OutlinedCalls.h"
#include "ShardingOptionFilter.h"
#include "remat/Sharding/ShardingModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterfaceImpl.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::shard;

namespace {

/// A structured op's iteration space as the call model offers it: the op's
/// loops, then one parallel loop per compound result expression of its
/// indexing maps (operands, then results), so every map is a projected
/// permutation. `plain[l]` says whether loop l of the op appears only as a
/// whole result of the maps (never inside a compound expression).
struct StructuredForm {
  SmallVector<AffineMap> maps;
  SmallVector<utils::IteratorType> iterators;
  SmallVector<bool> plain;
  SmallVector<int64_t> sizes;
};

} // namespace

static FailureOr<StructuredForm> describeStructured(linalg::LinalgOp op) {
  StructuredForm form;
  unsigned numLoops = op.getNumLoops();
  form.plain.assign(numLoops, true);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  for (OpResult result : op->getResults())
    maps.push_back(op.getIndexingMapMatchingResult(result));
  unsigned extra = 0;
  for (AffineMap map : maps)
    for (AffineExpr expr : map.getResults()) {
      if (isa<AffineDimExpr>(expr))
        continue;
      if (isa<AffineConstantExpr>(expr))
        return failure();
      expr.walk([&](AffineExpr sub) {
        if (auto dim = dyn_cast<AffineDimExpr>(sub))
          form.plain[dim.getPosition()] = false;
      });
      ++extra;
    }
  unsigned next = numLoops;
  MLIRContext *context = op->getContext();
  for (AffineMap map : maps) {
    SmallVector<AffineExpr> results;
    for (AffineExpr expr : map.getResults())
      results.push_back(
          isa<AffineDimExpr>(expr) ? expr : getAffineDimExpr(next++, context));
    AffineMap rewritten = AffineMap::get(numLoops + extra, 0, results, context);
    if (!rewritten.isProjectedPermutation())
      return failure();
    form.maps.push_back(rewritten);
  }
  // A loop the payload reads the index of (`linalg.index 1`: a one-hot
  // against the class index) is never split: on a rank's slice the index
  // would count from zero, not from the slice's offset (upstream's linalg
  // model splits it all the same, a wrong result: test/Fuzz/
  // shard-linalg-index.mlir).
  op->walk([&](linalg::IndexOp index) {
    if (index.getDim() < numLoops)
      form.plain[index.getDim()] = false;
  });
  form.iterators = op.getIteratorTypesArray();
  form.iterators.append(extra, utils::IteratorType::parallel);
  form.sizes = op.getStaticLoopRanges();
  return form;
}

/// Whether `op` (the callee's op of `call`) adds into its inits from
/// zero-filled tensors: then each rank's partial sum over its part of a
/// reduction loop starts from zero, and the sum of the partial sums is the
/// whole sum.
static bool sumsIntoZeros(linalg::LinalgOp op, Operation *call) {
  for (OpOperand &init : op.getDpsInitsMutable()) {
    auto argument = dyn_cast<BlockArgument>(init.get());
    if (!argument)
      return false;
    // Through the annotations propagation puts on the call's operands.
    Value operand = call->getOperand(argument.getArgNumber());
    while (auto annotated = operand.getDefiningOp<shard::ShardOp>())
      operand = annotated.getSrc();
    auto fill = operand.getDefiningOp<linalg::FillOp>();
    if (!fill || (!matchPattern(fill.getInputs()[0], m_AnyZeroFloat()) &&
                  !matchPattern(fill.getInputs()[0], m_Zero())))
      return false;
    Value yielded = op.getBlock()->getTerminator()->getOperand(
        init.getOperandNumber() - op.getNumDpsInputs());
    Operation *combiner = yielded.getDefiningOp();
    BlockArgument out = op.getMatchingBlockArgument(&init);
    if (!isa_and_nonnull<arith::AddFOp, arith::AddIOp>(combiner) ||
        !llvm::is_contained(combiner->getOperands(), out))
      return false;
  }
  return true;
}

/// The structured op a structured call's callee holds, or null.
static linalg::LinalgOp getCalleeStructuredOp(Operation *op) {
  auto call = dyn_cast<func::CallOp>(op);
  if (!call || !call->hasAttr(kSplitStructuredAttr))
    return nullptr;
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  // The mark is a plain attribute a user may write: on a call of a
  // declaration there is no op to read (and no block to read it from).
  if (!callee || callee.isExternal())
    return nullptr;
  for (Operation &inner : callee.getBody().front())
    if (auto structured = dyn_cast<linalg::LinalgOp>(inner))
      return structured;
  return nullptr;
}

/// Whether `op` is a structured op upstream's linalg sharding model refuses
/// (compound indexing) that remat can partition through a call: static
/// tensors, a body that reads nothing from above but constants.
static bool isSplittableStructured(Operation &op) {
  auto structured = dyn_cast<linalg::LinalgOp>(op);
  if (!structured || !structured.hasPureTensorSemantics())
    return false;
  // Compound indexing, or a payload that reads a loop's index (which must
  // then not be split, describeStructured).
  bool readsIndex = false;
  op.walk([&](linalg::IndexOp) { readsIndex = true; });
  if (!readsIndex &&
      llvm::all_of(structured.getIndexingMapsArray(),
                   [](AffineMap map) { return map.isProjectedPermutation(); }))
    return false;
  // Scalars (a generic's scalar input) are not split; tensors must be
  // static, so the local shapes are known.
  for (Type type : op.getOperandTypes())
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      if (!tensor.hasStaticShape())
        return false;
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(op.getRegions(), captured);
  if (llvm::any_of(captured, [](Value value) {
        Operation *def = value.getDefiningOp();
        return !def || !def->hasTrait<OpTrait::ConstantLike>();
      }))
    return false;
  return succeeded(describeStructured(structured));
}

/// Moves `op` into a private function called in its place; returns the call.
static func::CallOp outline(Operation *op, func::FuncOp func,
                            SymbolTable &symbols, StringRef attrName) {
  // What the op reads: its operands, then the values its body reads from
  // above in order of first use. Constants are copied into the callee
  // (nothing to replicate); everything else becomes an argument.
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  SmallVector<Value> inputs(op->getOperands());
  SmallVector<Operation *> constants;
  for (Value value : captured) {
    Operation *def = value.getDefiningOp();
    if (def && def->hasTrait<OpTrait::ConstantLike>()) {
      if (!llvm::is_contained(constants, def))
        constants.push_back(def);
      continue;
    }
    if (!llvm::is_contained(inputs, value))
      inputs.push_back(value);
  }

  OpBuilder builder(func);
  builder.setInsertionPointAfter(func);
  Location loc = op->getLoc();
  auto type = builder.getFunctionType(ValueRange(inputs).getTypes(),
                                      op->getResultTypes());
  auto suffix = attrName == kSplitStructuredAttr ? "_split_structured"
                                                 : "_replicated_region";
  auto callee =
      func::FuncOp::create(builder, loc, (func.getName() + suffix).str(), type);
  callee.setPrivate();
  callee->setAttr(attrName, builder.getUnitAttr());
  symbols.insert(callee); // renamed if the name is taken
  Block *body = callee.addEntryBlock();
  IRMapping mapping;
  mapping.map(inputs, body->getArguments());
  builder.setInsertionPointToStart(body);
  for (Operation *constant : constants)
    builder.clone(*constant, mapping);
  Operation *copy = builder.clone(*op, mapping);
  func::ReturnOp::create(builder, loc, copy->getResults());

  builder.setInsertionPoint(op);
  auto call = func::CallOp::create(builder, loc, callee, inputs);
  call->setAttr(attrName, builder.getUnitAttr());
  op->replaceAllUsesWith(call.getResults());
  op->erase();
  return call;
}

OutlinedCounts mlir::remat::outlineUnshardableOps(func::FuncOp func,
                                                  ModuleOp module) {
  SmallVector<Operation *> regions, structured;
  for (Operation &op : func.getBody().front()) {
    if (isSplittableStructured(op))
      structured.push_back(&op);
    else if (op.getNumRegions() > 0 && !isa<ShardingInterface>(op))
      regions.push_back(&op);
  }
  SymbolTable symbols(module);
  for (Operation *op : regions)
    outline(op, func, symbols, kReplicatedRegionAttr);
  for (Operation *op : structured)
    outline(op, func, symbols, kSplitStructuredAttr);
  return {static_cast<unsigned>(regions.size()),
          static_cast<unsigned>(structured.size())};
}

void mlir::remat::inlineOutlinedCalls(ModuleOp module) {
  SmallVector<func::CallOp> calls;
  module.walk([&](func::CallOp call) {
    if (call->hasAttr(kReplicatedRegionAttr) ||
        call->hasAttr(kSplitStructuredAttr))
      calls.push_back(call);
  });
  SymbolTable symbols(module);
  for (func::CallOp call : calls) {
    auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
    Block &body = callee.getBody().front();
    IRMapping mapping;
    mapping.map(body.getArguments(), call.getOperands());
    OpBuilder builder(call);
    for (Operation &op : body.without_terminator())
      builder.clone(op, mapping);
    for (auto [result, returned] :
         llvm::zip(call.getResults(), body.getTerminator()->getOperands()))
      result.replaceAllUsesWith(mapping.lookupOrDefault(returned));
    call.erase();
  }
  for (func::FuncOp func :
       llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
    if (func->hasAttr(kReplicatedRegionAttr) ||
        func->hasAttr(kSplitStructuredAttr))
      func.erase();
}

namespace {

/// The calls remat-shard puts in place of the ops upstream cannot
/// partition (see the file comment).
/// Replicated as remat-shard writes it for every argument and result: one
/// empty entry (`split_axes = [[]]`) for a tensor of rank 1 or more. The
/// call's operands and results got `split_axes = []` before, which means the
/// same but is another attribute: propagation saw two shardings of one
/// value (the call's result and the step's replicated return) and gave the
/// user between them none ("found no sharding for result #0"; test/Fuzz/
/// shard-region-replicated.mlir).
static Sharding getReplicated(FlatSymbolRefAttr grid, Type type) {
  auto tensor = cast<RankedTensorType>(type);
  if (tensor.getRank() == 0)
    return Sharding::get(grid, {});
  return Sharding::get(grid, {GridAxesAttr::get(type.getContext(), {})});
}

struct OutlinedCallShardingModel
    : public ShardingInterface::ExternalModel<OutlinedCallShardingModel,
                                              func::CallOp> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    if (linalg::LinalgOp structured = getCalleeStructuredOp(op))
      return describeStructured(structured)->iterators;
    return {};
  }

  SmallVector<ReductionKind>
  getReductionLoopIteratorKinds(Operation *op) const {
    // Only sums are ever split (sumsIntoZeros); the other reductions keep
    // their loops whole, so their kind is never read.
    SmallVector<ReductionKind> kinds;
    for (utils::IteratorType iterator : getLoopIteratorTypes(op))
      if (iterator == utils::IteratorType::reduction)
        kinds.push_back(ReductionKind::Sum);
    return kinds;
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    if (linalg::LinalgOp structured = getCalleeStructuredOp(op))
      return describeStructured(structured)->maps;
    return {};
  }

  FailureOr<ShardingOption>
  getShardingOption(Operation *op, ArrayRef<Sharding> operandShardings,
                    ArrayRef<Sharding> resultShardings) const {
    if (linalg::LinalgOp structured = getCalleeStructuredOp(op)) {
      StructuredForm form = *describeStructured(structured);
      bool sums = sumsIntoZeros(structured, op);
      return getKeepableShardingOption(
          op, operandShardings, resultShardings,
          [&](unsigned loop, int64_t parts) {
            if (loop >= form.plain.size() || !form.plain[loop] ||
                ShapedType::isDynamic(form.sizes[loop]) ||
                form.sizes[loop] % parts != 0)
              return false;
            return form.iterators[loop] == utils::IteratorType::parallel ||
                   sums;
          });
    }
    // A user's own call: remat-shard refuses the step before propagation
    // (its callee would have to be partitioned with it).
    if (!op->hasAttr(kReplicatedRegionAttr))
      return failure();
    for (ArrayRef<Sharding> shardings : {operandShardings, resultShardings})
      for (const Sharding &sharding : shardings)
        if (sharding)
          return ShardingOption({}, sharding.getGridAttr());
    return ShardingOption::makeEmpty();
  }

  FailureOr<std::vector<Sharding>>
  getShardingAnnotations(Operation *op, const ShardingOption &option) const {
    if (getCalleeStructuredOp(op))
      return shard::detail::defaultGetShardingAnnotations(op, option);
    std::vector<Sharding> shardings;
    for (Type type :
         llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()))
      shardings.push_back(isa<RankedTensorType>(type)
                              ? getReplicated(option.grid, type)
                              : Sharding());
    return shardings;
  }

  LogicalResult addShardingAnnotations(Operation *op, OpBuilder &builder,
                                       const ShardingOption &option) const {
    if (getCalleeStructuredOp(op))
      return shard::detail::defaultAddShardingAnnotations(op, builder, option);
    for (OpOperand &operand : op->getOpOperands())
      if (isa<RankedTensorType>(operand.get().getType()))
        maybeInsertSourceShardingAnnotation(
            getReplicated(option.grid, operand.get().getType()), operand,
            builder);
    for (OpResult result : op->getResults())
      if (isa<RankedTensorType>(result.getType()))
        maybeInsertTargetShardingAnnotation(
            getReplicated(option.grid, result.getType()), result, builder);
    return success();
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<Sharding> operandShardings,
                          ArrayRef<Sharding> resultShardings,
                          IRMapping &partitionMap, SymbolTableCollection &,
                          OpBuilder &builder) const {
    bool whole = true;
    for (ArrayRef<Sharding> shardings : {operandShardings, resultShardings})
      for (const Sharding &sharding : shardings)
        whole &= !sharding || isFullReplication(sharding);
    if (whole) {
      builder.clone(*op, partitionMap);
      return success();
    }
    linalg::LinalgOp structured = getCalleeStructuredOp(op);
    // Propagation gives a region call replicated shardings only
    // (getShardingOption); split ones come from annotations written by hand
    // (shard-partition run alone), on a region or on a user's own call.
    if (!structured && !op->hasAttr(kReplicatedRegionAttr))
      return op->emitOpError()
             << "has a split operand or result, but its callee '"
             << cast<func::CallOp>(op).getCallee()
             << "' is not one linalg op: remat partitions such a call only "
                "replicated (inline the callee first: the inline pass)";
    if (!structured)
      return op->emitOpError()
             << "a region remat-shard runs whole on every rank got a "
                "split operand or result";
    // The callee's op on the local shapes, in place of the call (no call
    // is left to partition further: a new callee would be a module change
    // from within a function pass). Each split loop is a plain dimension of
    // every tensor it indexes, so the op verifies on the slices; its
    // results take its inits' local types.
    Block &body = structured->getBlock()->getParent()->front();
    IRMapping mapping;
    mapping.map(body.getArguments(), partitionedOperands);
    for (Operation &inner : body.without_terminator()) {
      Operation *copy = builder.clone(inner, mapping);
      if (auto local = dyn_cast<linalg::LinalgOp>(copy))
        for (auto [result, init] :
             llvm::zip(local->getResults(), local.getDpsInits()))
          result.setType(init.getType());
    }
    // A split reduction (a sum over the batch) leaves each rank a partial
    // sum (every rank started from zeros: sumsIntoZeros); it is all-reduced
    // here, as upstream's linalg model does (MLIR 22's shardings have no
    // partial state to hand on).
    StructuredForm form = *describeStructured(structured);
    ShardingArray loopAxes = getGridAxisAssignmentForLoopIterators(
        operandShardings, resultShardings, form.iterators, form.maps);
    SmallVector<GridAxis> reductionAxes =
        getReductionGridAxes(form.iterators, loopAxes);
    StringRef grid;
    for (ArrayRef<Sharding> shardings : {operandShardings, resultShardings})
      for (const Sharding &sharding : shardings)
        if (sharding && grid.empty())
          grid = sharding.getGrid();
    for (auto [result, returned] :
         llvm::zip(op->getResults(), body.getTerminator()->getOperands())) {
      Value local = mapping.lookup(returned);
      if (!reductionAxes.empty())
        local = AllReduceOp::create(builder, op->getLoc(), local, grid,
                                    reductionAxes, ReductionKind::Sum)
                    .getResult();
      partitionMap.map(result, local);
    }
    return success();
  }
};

} // namespace

void mlir::remat::registerReplicatedCallShardingModel(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, func::FuncDialect *) {
    func::CallOp::attachInterface<OutlinedCallShardingModel>(*context);
  });
}
