//===- MemoryAnalysis.cpp - static peak memory and residuals ----*- C++ -*-===//
#include "remat/Analysis/MemoryAnalysis.h"

#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/FlopCount.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::remat;

/// Alignment (and size granularity) of the buffers bufferization allocates.
static constexpr int64_t kBufferAlignment = 64;
/// Largest byte size of one value: leaves room for alignment and sums.
static constexpr int64_t kMaxValueBytes = int64_t(1) << 62;

namespace {
/// Liveness of the buffers allocated in one block, following the model in
/// MemoryAnalysis.h. Used for function bodies and, for transients, for the
/// blocks nested in ops with regions.
struct BlockModel {
  SmallVector<Operation *> steps;
  DenseMap<Operation *, unsigned> stepIndex;
  SmallVector<BufferInfo> buffers;
  DenseMap<Value, unsigned> bufferOf;
  /// Last step that reads any value of each buffer (-1: none), kept as
  /// values join the buffer: asking each value of an in-place chain made
  /// the model quadratic in the chain's length.
  SmallVector<int64_t> bufferLastRead;
  /// Last step that reads each tracked value.
  DenseMap<Value, unsigned> valueLastUse;
  SmallVector<int64_t> transient;
  SmallVector<int64_t> liveBytes;
  int64_t peakBytes = 0;
  unsigned peakStep = 0;

  LogicalResult run(Block &block);
  /// The error that made run() fail (the analysis emits no diagnostics).
  std::optional<AnalysisError> error;
  /// Whether the block's arguments own writable buffers (the iteration
  /// arguments of a loop body, which bufferization updates in place).
  bool writableArguments = false;

private:
  bool isTracked(Value value) { return isa<RankedTensorType>(value.getType()); }
  LogicalResult checkSize(Value value, std::optional<int64_t> &bytes);
  /// Peak of a nested block (a transient of this block's step).
  FailureOr<int64_t> peakOf(Block &nested, bool writableArgs) {
    BlockModel model;
    model.writableArguments = writableArgs;
    if (failed(model.run(nested))) {
      error = model.error;
      return failure();
    }
    return model.peakBytes;
  }
  LogicalResult fail(Value value, std::string message) {
    Operation *owner = value.getDefiningOp();
    error = AnalysisError{owner ? owner->getLoc() : value.getLoc(),
                          std::move(message)};
    return failure();
  }
  unsigned newBuffer(Value value, int64_t bytes, unsigned def, bool isArg);
  void alias(Value value, unsigned buffer) {
    bufferOf[value] = buffer;
    joinReads(value, buffer);
  }
  void joinReads(Value value, unsigned buffer) {
    auto use = valueLastUse.find(value);
    if (use != valueLastUse.end())
      bufferLastRead[buffer] =
          std::max<int64_t>(bufferLastRead[buffer], use->second);
  }
  /// Values that `op` reads: its operands and the values its regions use
  /// from above.
  SmallVector<Value> getReadValues(Operation *op);
  bool isSliceWrittenBack(OpResult result, Value init, unsigned step,
                          unsigned buffer);
};
} // namespace

LogicalResult BlockModel::checkSize(Value value,
                                    std::optional<int64_t> &bytes) {
  bytes = getTypeByteSize(value.getType());
  if (bytes && *bytes <= kMaxValueBytes)
    return success();
  return fail(value, describeUnsizable(value));
}

std::string mlir::remat::describeUnsizable(Value value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  Type type = value.getType();
  auto shaped = dyn_cast<ShapedType>(type);
  std::string name = describeValue(value);
  if (shaped && !shaped.hasRank())
    os << "remat needs ranked tensors of static shape: " << name
       << " has unranked type '" << type << "'";
  else if (sizeOverflows(type))
    os << "the byte size of " << name << " ('" << type
       << "') does not fit in 64 bits";
  else if (std::optional<int64_t> bytes = getTypeByteSize(type);
           bytes && *bytes > kMaxValueBytes)
    os << name << " ('" << type << "') takes " << *bytes
       << " bytes, more than remat's limit of " << kMaxValueBytes
       << " bytes (2^62) for one value";
  else
    os << "remat needs static shapes: cannot size " << name << " of type '"
       << type << "'";
  return text;
}

std::string mlir::remat::describeValue(Value value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    os << "argument #" << arg.getArgNumber();
    return text;
  }
  os << "result #" << cast<OpResult>(value).getResultNumber() << " of '"
     << value.getDefiningOp()->getName() << "'";
  return text;
}

unsigned BlockModel::newBuffer(Value value, int64_t bytes, unsigned def,
                               bool isArg) {
  BufferInfo info;
  info.value = value;
  info.bytes = bytes;
  info.def = def;
  info.lastUse = def;
  info.isArgument = isArg;
  buffers.push_back(info);
  bufferLastRead.push_back(-1);
  alias(value, buffers.size() - 1);
  return buffers.size() - 1;
}

/// Whether `op` only uses `operand` as the destination of a write and the
/// value is a `tensor.empty`: its contents are undefined, so bufferization
/// never copies it and the use does not keep its buffer alive.
static bool isUndefinedDestination(Operation *op, OpOperand &operand) {
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  return dps && dps.isDpsInit(&operand) &&
         operand.get().getDefiningOp<tensor::EmptyOp>() &&
         !(isa<linalg::LinalgOp>(op) &&
           cast<linalg::LinalgOp>(op).payloadUsesValueFromOperand(&operand));
}

/// Whether `result`, written at `step` into `init`, a tensor.extract_slice
/// of a value X in `buffer`, is only inserted back into X at the same place
/// and nothing else reads the buffer before that insert: one-shot
/// bufferization writes it into X's buffer (the matching extract/insert
/// pair of remat-shard's chunk-gathers). The insert reads X, but only
/// outside the slice this op writes.
bool BlockModel::isSliceWrittenBack(OpResult result, Value init, unsigned step,
                                    unsigned buffer) {
  auto extract = init.getDefiningOp<tensor::ExtractSliceOp>();
  if (!extract || !extract->hasOneUse() || !result.hasOneUse())
    return false;
  auto insert = dyn_cast<tensor::InsertSliceOp>(*result.user_begin());
  Value source = extract.getSource();
  if (!insert || insert.getSource() != result || insert.getDest() != source ||
      !extract.isSameAs(insert,
                        [](OpFoldResult a, OpFoldResult b) { return a == b; }))
    return false;
  auto insertStep = stepIndex.find(insert);
  if (insertStep == stepIndex.end() ||
      bufferLastRead[buffer] > int64_t(insertStep->second))
    return false;
  // Every other reader of X runs at or before this op.
  return llvm::all_of(source.getUsers(), [&](Operation *user) {
    if (user == insert.getOperation())
      return true;
    auto userStep = stepIndex.find(user);
    return userStep != stepIndex.end() && userStep->second <= step;
  });
}

SmallVector<Value> BlockModel::getReadValues(Operation *op) {
  llvm::SetVector<Value> values;
  for (OpOperand &operand : op->getOpOperands())
    if (!isUndefinedDestination(op, operand))
      values.insert(operand.get());
  if (op->getNumRegions() != 0) {
    llvm::SetVector<Value> above;
    for (Region &region : op->getRegions())
      getUsedValuesDefinedAbove(region, above);
    values.insert(above.begin(), above.end());
  }
  return SmallVector<Value>(values.begin(), values.end());
}

Value mlir::remat::getAliasedSource(Operation *op, unsigned index) {
  if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
          tensor::BitcastOp, tensor::ExtractSliceOp, tensor::ReshapeOp, NameOp>(
          op))
    return op->getOperand(0);
  if (auto barrier = dyn_cast<BarrierOp>(op))
    return barrier.getInputs()[index];
  return Value();
}

bool mlir::remat::isSharedEmptyTensor(Operation *empty) {
  Block *block = empty->getBlock();
  Operation *first = nullptr;
  for (Operation *user : empty->getUsers()) {
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (first && ancestor != first)
      return true;
    first = ancestor;
  }
  return false;
}

bool mlir::remat::mayReuseDyingInputs(Operation *empty) {
  if (isSharedEmptyTensor(empty))
    return true;
  auto func = empty->getParentOfType<FunctionOpInterface>();
  return func && func->hasAttr(kReuseDyingInputsAttr);
}

/// Whether `value`'s only users are a tensor.extract_slice of it and,
/// after it in the same block, a tensor.insert_slice into it at the same
/// offsets, sizes and strides: one slice of the value written in place (the
/// first part of a matmul remat-shard's chunk-gathers computes a slice at a
/// time). One-shot bufferization writes that slice into the value's own
/// buffer; a copy of the value per user would hold it twice.
static bool isSliceWrittenInPlace(Value value) {
  tensor::ExtractSliceOp extract;
  tensor::InsertSliceOp insert;
  for (OpOperand &use : value.getUses()) {
    if (auto op = dyn_cast<tensor::ExtractSliceOp>(use.getOwner());
        op && !extract)
      extract = op;
    else if (auto op = dyn_cast<tensor::InsertSliceOp>(use.getOwner());
             op && !insert && use.get() == op.getDest() &&
             op.getSource() != value)
      insert = op;
    else
      return false;
  }
  // The slice is read once, before the insert (by what writes the part).
  return extract && insert && extract->getBlock() == insert->getBlock() &&
         extract->isBeforeInBlock(insert) && extract->hasOneUse() &&
         extract->use_begin()->getOwner()->getBlock() == insert->getBlock() &&
         extract->use_begin()->getOwner()->isBeforeInBlock(insert) &&
         extract.isSameAs(
             insert, [](OpFoldResult a, OpFoldResult b) { return a == b; });
}

bool mlir::remat::isSharedFilledTensor(Operation *op) {
  auto fill = dyn_cast<linalg::FillOp>(op);
  if (!fill || !fill.hasPureTensorSemantics() || op->getNumResults() != 1)
    return false;
  auto empty = fill.getDpsInits()[0].getDefiningOp<tensor::EmptyOp>();
  return empty && empty->getBlock() == op->getBlock() &&
         isSharedEmptyTensor(op) && !isSliceWrittenInPlace(fill.getResult(0));
}

bool mlir::remat::isCopiedPerUser(Operation *op) {
  return isa<tensor::EmptyOp>(op) || isSharedFilledTensor(op);
}

/// Whether `value` is defined in `block` by an op each user gets a copy of.
static bool isSplitPerUser(Value value, Block &block) {
  Operation *def = value.getDefiningOp();
  return def && def->getBlock() == &block && isCopiedPerUser(def);
}

/// The operand an elementwise op on tensors (not destination-style) writes
/// `result` into: convert-elementwise-to-linalg makes its first operand of
/// the result's type the linalg.generic's init. Null where there is none.
static OpOperand *getElementwiseInit(OpResult result) {
  Operation *op = result.getOwner();
  if (!op->hasTrait<OpTrait::Elementwise>() ||
      isa<DestinationStyleOpInterface>(op))
    return nullptr;
  for (OpOperand &operand : op->getOpOperands())
    if (operand.get().getType() == result.getType())
      return &operand;
  return nullptr;
}

/// Whether every use of `value` (through remat.barrier and remat.name, and
/// with `throughReshapes` through tensor.expand_shape / collapse_shape) is
/// a read-only input of an op of `op`'s block at or before `op`, and its use
/// by `op` itself is a DPS input.
static bool isOnlyReadUpTo(Value value, Operation *op, bool throughReshapes) {
  Block *block = op->getBlock();
  SmallVector<Value> worklist{value};
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    for (OpOperand &use : current.getUses()) {
      Operation *owner = use.getOwner();
      if (auto barrier = dyn_cast<BarrierOp>(owner)) {
        unsigned index = use.getOperandNumber();
        if (index >= barrier.getInputs().size())
          return false;
        worklist.push_back(barrier->getResult(index));
        continue;
      }
      // A reshape is a view of the same bytes: its readers read the value.
      if (isa<NameOp>(owner) ||
          (throughReshapes &&
           isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(owner))) {
        worklist.push_back(owner->getResult(0));
        continue;
      }
      if (owner->getBlock() != block ||
          (owner != op && !owner->isBeforeInBlock(op)))
        return false;
      if (auto dps = dyn_cast<linalg::LinalgOp>(owner)) {
        if (!dps.isDpsInput(&use))
          return false;
        continue;
      }
      // An elementwise op on tensors writes into its init: every other
      // operand is read.
      if (owner == op || !owner->hasTrait<OpTrait::Elementwise>() ||
          owner->getNumResults() != 1 ||
          getElementwiseInit(owner->getResult(0)) == &use)
        return false;
    }
  }
  return true;
}

/// The value `value` is a reshape of (through tensor.expand_shape and
/// tensor.collapse_shape ops of `block`), or `value` itself.
static Value getReshapedRoot(Value value, Block *block) {
  while (Operation *def = value.getDefiningOp()) {
    if (def->getBlock() != block ||
        !isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

Value mlir::remat::getDyingElementwiseInput(Operation *op, OpOperand &init) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      op->getNumResults() != 1 || linalgOp.getNumDpsInits() != 1 ||
      !linalgOp.isDpsInit(&init) ||
      linalgOp.getNumLoops() != linalgOp.getNumParallelLoops() ||
      !linalgOp.getMatchingIndexingMap(&init).isIdentity() ||
      linalgOp.payloadUsesValueFromOperand(&init))
    return Value();
  auto func = op->getParentOfType<FunctionOpInterface>();
  bool throughReshapes = func && func->hasAttr(kReuseDyingInputsAttr);
  for (OpOperand *input : linalgOp.getDpsInputOperands()) {
    Value value = input->get();
    if (value.getType() != init.get().getType() ||
        !linalgOp.getMatchingIndexingMap(input).isIdentity())
      continue;
    // An input read through reshapes (a matmul's 2-d result read as
    // batch x tokens x hidden) is the same bytes as the value reshaped: the
    // op writes into that value's buffer through the view, in place when
    // nothing reads the value or any view of it later. Only in the steps
    // remat-shard marks: elsewhere (a shared tensor.empty of a torch-mlir
    // export) the write would join a forward matmul and the op after its
    // reshape into one recomputation unit, and BERT's plan at 60 % of its
    // peak took 4.77e6 recompute FLOPs instead of 3.94e6 (2026-12-07).
    Value root =
        throughReshapes ? getReshapedRoot(value, op->getBlock()) : value;
    Operation *def = root.getDefiningOp();
    if (!def || def->getBlock() != op->getBlock() ||
        !(isa<linalg::LinalgOp>(def) ||
          def->hasTrait<OpTrait::Elementwise>()) ||
        // Each user of a shared fill gets a copy of it instead.
        isSharedFilledTensor(def) || !isOnlyReadUpTo(root, op, throughReshapes))
      continue;
    return value;
  }
  return Value();
}

LogicalResult BlockModel::run(Block &block) {
  for (Operation &op : block) {
    stepIndex[&op] = steps.size();
    steps.push_back(&op);
  }
  unsigned numSteps = steps.size();
  // Last reader of every value (by top-level step).
  for (auto [index, op] : llvm::enumerate(steps))
    for (Value value : getReadValues(op))
      valueLastUse[value] = index;

  for (BlockArgument arg : block.getArguments()) {
    if (isa<TensorType>(arg.getType())) {
      std::optional<int64_t> bytes;
      if (failed(checkSize(arg, bytes)))
        return failure();
    }
    if (isTracked(arg))
      newBuffer(arg, 0, 0, /*isArg=*/true);
  }

  transient.assign(numSteps, 0);
  for (auto [index, op] : llvm::enumerate(steps)) {
    unsigned step = index;
    for (Value value : getReadValues(op)) {
      auto it = bufferOf.find(value);
      if (it != bufferOf.end())
        buffers[it->second].lastUse =
            std::max(buffers[it->second].lastUse, step);
    }
    // An op that reads a tensor.empty (or a shared fill of one) other than
    // as the destination it writes (its init, or an elementwise op's: that
    // copy becomes the result's buffer below) or through a view gets its
    // own copy of it (remat-split-empty-tensors): a buffer live during this
    // step only. Calls count their operands below.
    if (!isa<CallOpInterface>(op)) {
      auto dps = dyn_cast<DestinationStyleOpInterface>(op);
      auto loop = dyn_cast<LoopLikeOpInterface>(op);
      llvm::SmallPtrSet<Value, 4> counted;
      for (OpOperand &operand : op->getOpOperands()) {
        if (!isSplitPerUser(operand.get(), block) ||
            !counted.insert(operand.get()).second)
          continue;
        if ((dps && dps.isDpsInit(&operand)) ||
            (loop && llvm::is_contained(loop.getInits(), operand.get())) ||
            llvm::any_of(op->getResults(), [&](OpResult result) {
              return getAliasedSource(op, result.getResultNumber()) ==
                         operand.get() ||
                     getElementwiseInit(result) == &operand;
            }))
          continue;
        std::optional<int64_t> bytes;
        if (failed(checkSize(operand.get(), bytes)))
          return failure();
        transient[step] += llvm::alignTo(*bytes, kBufferAlignment);
      }
    }
    // Buffers allocated inside nested regions are a transient of this step.
    if (op->getNumRegions() != 0 && !isa<linalg::LinalgOp>(op)) {
      for (Region &region : op->getRegions())
        for (Block &nested : region) {
          FailureOr<int64_t> nestedPeak =
              peakOf(nested, isa<LoopLikeOpInterface>(op));
          if (failed(nestedPeak))
            return failure();
          transient[step] = std::max(transient[step], *nestedPeak);
        }
    }
    // A call may copy its tensor operands (when the callee writes into its
    // arguments) and allocates what the callee allocates: count both as a
    // transient, an upper bound.
    if (auto call = dyn_cast<CallOpInterface>(op)) {
      int64_t bytes = 0;
      for (Value operand : call.getArgOperands())
        if (isTracked(operand))
          bytes += llvm::alignTo(getTypeByteSize(operand.getType()).value_or(0),
                                 kBufferAlignment);
      if (auto callee =
              dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable())) {
        static thread_local llvm::SmallPtrSet<Operation *, 4> active;
        if (!callee.isExternal() && callee.getFunctionBody().hasOneBlock() &&
            active.insert(callee).second) {
          FailureOr<int64_t> calleePeak =
              peakOf(callee.getFunctionBody().front(), false);
          active.erase(callee);
          if (failed(calleePeak))
            return failure();
          bytes += *calleePeak;
        }
      }
      transient[step] += bytes;
    }
    auto dps = dyn_cast<DestinationStyleOpInterface>(op);
    for (OpResult result : op->getResults()) {
      if (isa<UnrankedTensorType>(result.getType())) {
        std::optional<int64_t> bytes;
        return checkSize(result, bytes);
      }
      if (!isTracked(result))
        continue;
      std::optional<int64_t> bytes;
      if (failed(checkSize(result, bytes)))
        return failure();
      if (Value source = getAliasedSource(op, result.getResultNumber())) {
        // A view of a tensor.empty (or of a shared fill of one):
        // remat-split-empty-tensors gives the view its own copy, allocated
        // right before it.
        if (isSplitPerUser(source, block)) {
          std::optional<int64_t> emptyBytes;
          if (failed(checkSize(source, emptyBytes)))
            return failure();
          newBuffer(result, llvm::alignTo(*emptyBytes, kBufferAlignment), step,
                    /*isArg=*/false);
          continue;
        }
        auto it = bufferOf.find(source);
        if (it != bufferOf.end()) {
          alias(result, it->second);
          continue;
        }
      }
      if (isCopiedPerUser(op)) {
        // Allocated by each of its users instead
        // (remat-split-empty-tensors): a result written into it goes to a
        // fresh buffer (it is not writable), other reads are a transient.
        newBuffer(result, 0, step, /*isArg=*/false);
        continue;
      }
      if (isa<arith::ConstantOp>(op)) {
        // Dense constants become globals: no heap allocation.
        newBuffer(result, 0, step, /*isArg=*/false);
        continue;
      }
      // The destination the result may be written into in place: the tied
      // init of a destination-style op, or, for an elementwise op on tensors,
      // the first operand of the result's type (convert-elementwise-to-linalg
      // makes that operand the linalg.generic's init).
      Value init;
      if (dps && dps.hasPureTensorSemantics()) {
        OpOperand *tied = dps.getTiedOpOperand(result);
        init = tied->get();
        // A user of a tensor.empty writes into a dying input where
        // remat-split-empty-tensors makes it do so.
        if (auto empty = init.getDefiningOp<tensor::EmptyOp>();
            empty && empty->getBlock() == &block &&
            mayReuseDyingInputs(empty) &&
            // The empty's uses by `op` are `op`'s operands that are it:
            // counted there, not over the empty's use list, which a
            // tensor.empty shared by every fill of the program makes as
            // long as the program (quadratic on a sequence of scans).
            llvm::count(op->getOperands(), empty.getResult()) == 1)
          if (Value input = getDyingElementwiseInput(op, *tied))
            init = input;
      } else if (auto loop = dyn_cast<LoopLikeOpInterface>(op)) {
        // A loop's result is computed in the buffer of its initial value
        // when that value is dead after the loop (else in a copy).
        auto inits = loop.getInits();
        if (result.getResultNumber() < inits.size())
          init = inits[result.getResultNumber()];
      } else if (OpOperand *elementwiseInit = getElementwiseInit(result)) {
        init = elementwiseInit->get();
      } else if (isInPlaceAllReduce(op)) {
        // MPI_IN_PLACE: the dying input's buffer receives the reduction.
        init = op->getOperand(0);
      }
      if (init) {
        auto it = bufferOf.find(init);
        if (it != bufferOf.end()) {
          unsigned buffer = it->second;
          const BufferInfo &info = buffers[buffer];
          // One-shot bufferization writes in place unless the destination is
          // read again later (then it copies first); it never writes into
          // constants, and remat-run's arguments are not writable.
          bool readLater = bufferLastRead[buffer] > int64_t(step) &&
                           !isSliceWrittenBack(result, init, step, buffer);
          bool writable = (!info.isArgument && info.bytes > 0) ||
                          (info.isArgument && writableArguments && info.value &&
                           isa<BlockArgument>(info.value));
          if (!readLater && writable) {
            alias(result, buffer);
            continue;
          }
          // Writing through a view of a read-only argument: bufferization
          // copies the argument where the view chain starts, and the views
          // and the result all live in that copy.
          if (!readLater && info.isArgument && init != info.value &&
              init.getDefiningOp()) {
            SmallVector<Value> chain;
            for (Value v = init; v && v != info.value;) {
              chain.push_back(v);
              Operation *def = v.getDefiningOp();
              v = def ? getAliasedSource(def, 0) : Value();
              if (!v)
                chain.clear();
            }
            Operation *first =
                chain.empty() ? nullptr : chain.back().getDefiningOp();
            auto firstStep = first ? stepIndex.find(first) : stepIndex.end();
            if (firstStep != stepIndex.end()) {
              std::optional<int64_t> copyBytes =
                  getTypeByteSize(chain.back().getType());
              unsigned copy = newBuffer(
                  chain.back(),
                  llvm::alignTo(copyBytes.value_or(0), kBufferAlignment),
                  firstStep->second, /*isArg=*/false);
              for (Value v : llvm::drop_begin(llvm::reverse(chain))) {
                bufferOf[v] = copy;
                joinReads(v, copy);
              }
              unsigned lastUse = step;
              for (Value v : chain) {
                auto use = valueLastUse.find(v);
                if (use != valueLastUse.end())
                  lastUse = std::max(lastUse, use->second);
              }
              buffers[copy].lastUse = lastUse;
              alias(result, copy);
              continue;
            }
          }
        }
      }
      // Buffers are allocated 64-byte aligned with their size rounded up to
      // the alignment (aligned_alloc in the CPU lowering).
      newBuffer(result, llvm::alignTo(*bytes, kBufferAlignment), step,
                /*isArg=*/false);
    }
  }

  // Values the terminator returns live to the end of the block. A function
  // returning (a view of) an argument returns a copy: the caller must own
  // what it gets back.
  if (!block.empty()) {
    Operation *terminator = &block.back();
    bool functionBody =
        isa_and_nonnull<FunctionOpInterface>(block.getParentOp());
    if (terminator->hasTrait<OpTrait::IsTerminator>())
      for (Value value : terminator->getOperands()) {
        auto it = bufferOf.find(value);
        if (it == bufferOf.end())
          continue;
        if (!buffers[it->second].isArgument) {
          buffers[it->second].isResult = true;
          buffers[it->second].lastUse = numSteps ? numSteps - 1 : 0;
        } else if (functionBody && numSteps) {
          std::optional<int64_t> bytes = getTypeByteSize(value.getType());
          unsigned copy = newBuffer(
              value, llvm::alignTo(bytes.value_or(0), kBufferAlignment),
              numSteps - 1, /*isArg=*/false);
          buffers[copy].isResult = true;
          bufferOf[value] = it->second; // the value itself stays the argument's
        }
      }
  }

  // With a call that returns tensors, upstream's ownership-based
  // deallocation can no longer prove who owns what and frees through runtime
  // checks at the end of the block: then every buffer lives to the end.
  bool dynamicOwnership = llvm::any_of(steps, [](Operation *op) {
    return isa<CallOpInterface>(op) &&
           llvm::any_of(op->getResultTypes(),
                        [](Type t) { return isa<TensorType>(t); });
  });
  if (dynamicOwnership && numSteps) {
    for (BufferInfo &info : buffers)
      if (!info.isArgument)
        info.lastUse = numSteps - 1;
    // The copies made for calls and what callees return stay too.
    for (unsigned step = 0; step < numSteps; ++step)
      if (transient[step] && isa<CallOpInterface>(steps[step])) {
        BufferInfo info;
        info.value =
            steps[step]->getNumResults() ? steps[step]->getResult(0) : Value();
        info.bytes = transient[step];
        info.def = step;
        info.lastUse = numSteps - 1;
        buffers.push_back(info);
        bufferLastRead.push_back(-1);
        transient[step] = 0;
      }
  }

  // Sweep: +bytes at def, -bytes after lastUse.
  SmallVector<int64_t> delta(numSteps + 1, 0);
  for (const BufferInfo &info : buffers) {
    if (info.isArgument || numSteps == 0)
      continue;
    delta[info.def] += info.bytes;
    delta[info.lastUse + 1] -= info.bytes;
  }
  liveBytes.assign(numSteps, 0);
  int64_t live = 0;
  for (unsigned step = 0; step < numSteps; ++step) {
    std::optional<int64_t> next = llvm::checkedAdd(live, delta[step]);
    std::optional<int64_t> withTransient =
        next ? llvm::checkedAdd(*next, transient[step]) : std::nullopt;
    if (!withTransient) {
      error = AnalysisError{steps[step]->getLoc(),
                            "the live bytes at this op do not fit in 64 bits"};
      return failure();
    }
    live = *next;
    liveBytes[step] = *withTransient;
    if (liveBytes[step] > peakBytes) {
      peakBytes = liveBytes[step];
      peakStep = step;
    }
  }
  return success();
}

std::optional<unsigned>
mlir::remat::findGradientStart(FunctionOpInterface func) {
  return findGradientSplit(func).start;
}

void MemoryAnalysis::setBufferizedPeak(const SimulatedPeak &simulated) {
  bufferized = simulated;
  for (const std::string &assumption : simulated.assumptions)
    assumptions.push_back(assumption);
  // Where the replay had to assume something it took the larger
  // possibility, so it is an upper bound on its own.
  peakBytes = simulated.peakBytes;
  if (!simulated.peakLoc)
    return;
  for (auto [index, step] : llvm::enumerate(steps)) {
    WalkResult found = step->walk([&](Operation *op) {
      return op->getLoc() == *simulated.peakLoc ? WalkResult::interrupt()
                                                : WalkResult::advance();
    });
    if (found.wasInterrupted()) {
      peakStep = index;
      return;
    }
  }
}

std::optional<unsigned> MemoryAnalysis::getStepOf(Operation *op) const {
  auto it = stepIndex.find(op);
  if (it == stepIndex.end())
    return std::nullopt;
  return it->second;
}

std::optional<unsigned> MemoryAnalysis::getBufferOf(Value value) const {
  auto it = bufferOf.find(value);
  if (it == bufferOf.end())
    return std::nullopt;
  return it->second;
}

int64_t MemoryAnalysis::getResidualBytes() const {
  int64_t bytes = 0;
  for (const Residual &residual : residuals)
    bytes += residual.bytes;
  return bytes;
}

MemoryAnalysis::MemoryAnalysis(Operation *op) {
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func) {
    error = AnalysisError{op->getLoc(), "remat analyzes functions"};
    return;
  }
  if (failed(run(func)) && !error)
    error = AnalysisError{op->getLoc(), "remat cannot analyze this function"};
}

FailureOr<MemoryAnalysis> MemoryAnalysis::analyze(FunctionOpInterface func) {
  MemoryAnalysis analysis(func);
  if (analysis.error) {
    mlir::emitError(analysis.error->loc) << analysis.error->message;
    return failure();
  }
  return analysis;
}

LogicalResult MemoryAnalysis::run(FunctionOpInterface func) {
  if (func.isExternal())
    return success();
  Region &body = func.getFunctionBody();
  if (!body.hasOneBlock()) {
    error = AnalysisError{
        func.getLoc(),
        "remat analyzes single-block function bodies; this one has " +
            std::to_string(body.getBlocks().size()) + " blocks"};
    return failure();
  }
  BlockModel model;
  if (failed(model.run(body.front()))) {
    error = model.error;
    return failure();
  }
  steps = std::move(model.steps);
  stepIndex = std::move(model.stepIndex);
  buffers = std::move(model.buffers);
  bufferOf = std::move(model.bufferOf);
  liveBytes = std::move(model.liveBytes);
  transientBytes = std::move(model.transient);
  peakBytes = model.peakBytes;
  modelPeakBytes = model.peakBytes;
  peakStep = model.peakStep;
  split = findGradientSplit(func);
  gradStart = split.start;

  // FLOPs: every op as many times as it runs (FlopCount.h).
  totalFlops = countFlops(func.getFunctionBody());

  if (!gradStart)
    return success();
  // Residuals: forward buffers (not arguments) read at or after gradStart.
  DenseMap<unsigned, Value> residualValue;
  SmallVector<unsigned> order;
  // With the cotangent rule the split is program order; with a loss
  // result it is dependence (forward = the loss's backward slice), which
  // program order follows only once remat-auto has partitioned the body.
  bool byDependence = split.rule != GradientRule::cotangent;
  auto isForwardStep = [&](Operation *top) {
    return byDependence ? split.forward.contains(top)
                        : stepIndex.lookup(top) < *gradStart;
  };
  for (unsigned step = *gradStart, e = steps.size(); step < e; ++step) {
    Operation *op = steps[step];
    if (byDependence &&
        (split.forward.contains(op) || op->hasTrait<OpTrait::IsTerminator>()))
      continue;
    SmallVector<Value> reads = getReadValues(op);
    for (Value value : reads) {
      auto it = bufferOf.find(value);
      if (it == bufferOf.end())
        continue;
      const BufferInfo &info = buffers[it->second];
      if (info.isArgument || (!byDependence && info.def >= *gradStart))
        continue;
      Operation *defOp = value.getDefiningOp();
      if (!defOp)
        continue;
      // Operand-free ops (tensor.empty, constants) compute nothing: the
      // gradient computation can make them itself, so they are no residuals.
      if (defOp->getNumOperands() == 0 && defOp->getNumRegions() == 0)
        continue;
      Operation *topDef =
          func.getFunctionBody().front().findAncestorOpInBlock(*defOp);
      if (!topDef || !isForwardStep(topDef))
        continue;
      auto [slot, inserted] = residualValue.try_emplace(it->second, value);
      if (inserted) {
        order.push_back(it->second);
      } else if (slot->second != value) {
        // Keep the latest forward value of the buffer.
        Operation *current = slot->second.getDefiningOp();
        if (current && current->isBeforeInBlock(defOp))
          slot->second = value;
      }
    }
  }
  for (unsigned buffer : order)
    residuals.push_back({residualValue[buffer], buffer, buffers[buffer].bytes});
  llvm::stable_sort(residuals, [&](const Residual &a, const Residual &b) {
    if (a.bytes != b.bytes)
      return a.bytes > b.bytes;
    return buffers[a.buffer].def < buffers[b.buffer].def;
  });
  return success();
}
