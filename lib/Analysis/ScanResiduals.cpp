//===- ScanResiduals.cpp - residuals a scan loop stacks ---------*- C++ -*-===//
//
// Recognises the scan shape (a forward scf.for stacking residuals row by row)
// and, per stacked residual, the body slice that recomputes it. Everything
// is checked on the IR as it is: the rows a loop writes are evaluated for
// every iteration rather than pattern-matched, so a clamp or a cast that
// JAX puts around the induction variable is accepted only where it is the
// identity on the loop's range.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/ScanResiduals.h"

#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::remat;

const StackedResidual *ScanLoop::find(unsigned iterArg) const {
  for (const StackedResidual &residual : residuals)
    if (residual.iterArg == iterArg)
      return &residual;
  return nullptr;
}

std::optional<int64_t>
mlir::remat::evaluateIndex(Value value, const DenseMap<Value, int64_t> &known) {
  if (auto it = known.find(value); it != known.end())
    return it->second;
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  Operation *op = value.getDefiningOp();
  if (!op)
    return std::nullopt;
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp, arith::TruncIOp>(op))
    return evaluateIndex(op->getOperand(0), known);
  if (op->getNumOperands() != 2)
    return std::nullopt;
  std::optional<int64_t> a = evaluateIndex(op->getOperand(0), known);
  std::optional<int64_t> b = evaluateIndex(op->getOperand(1), known);
  if (!a || !b)
    return std::nullopt;
  return llvm::TypeSwitch<Operation *, std::optional<int64_t>>(op)
      .Case([&](arith::AddIOp) { return *a + *b; })
      .Case([&](arith::SubIOp) { return *a - *b; })
      .Case([&](arith::MulIOp) { return *a * *b; })
      .Case([&](arith::DivSIOp) -> std::optional<int64_t> {
        if (*b == 0)
          return std::nullopt;
        return *a / *b;
      })
      .Case([&](arith::RemSIOp) -> std::optional<int64_t> {
        if (*b == 0)
          return std::nullopt;
        return *a % *b;
      })
      .Case([&](arith::MaxSIOp) { return std::max(*a, *b); })
      .Case([&](arith::MinSIOp) { return std::min(*a, *b); })
      .Default([](Operation *) { return std::nullopt; });
}

OpFoldResult mlir::remat::getFullRowOffset(OffsetSizeAndStrideOpInterface slice,
                                           RankedTensorType stacked) {
  SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
  SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
  SmallVector<OpFoldResult> strides = slice.getMixedStrides();
  int64_t rank = stacked.getRank();
  if (rank == 0 || !stacked.hasStaticShape() ||
      static_cast<int64_t>(offsets.size()) != rank)
    return nullptr;
  for (int64_t d = 0; d < rank; ++d) {
    std::optional<int64_t> size = getConstantIntValue(sizes[d]);
    std::optional<int64_t> stride = getConstantIntValue(strides[d]);
    if (!size || *size != (d == 0 ? 1 : stacked.getDimSize(d)) || !stride ||
        *stride != 1)
      return nullptr;
    if (d > 0 && getConstantIntValue(offsets[d]) != std::optional<int64_t>(0))
      return nullptr;
  }
  return offsets[0];
}

namespace {
/// The stacked iter_arg `index` of `loop`: its yielded value inserts one
/// full row into the iter_arg, which nothing else in the body reads.
tensor::InsertSliceOp getStackingInsert(scf::ForOp loop, unsigned index) {
  Value yielded = loop.getYieldedValues()[index];
  auto insert = yielded.getDefiningOp<tensor::InsertSliceOp>();
  BlockArgument arg = loop.getRegionIterArgs()[index];
  if (!insert || insert->getBlock() != loop.getBody() ||
      insert.getDest() != arg || !arg.hasOneUse() ||
      !insert.getResult().hasOneUse())
    return nullptr;
  if (!getFullRowOffset(insert, insert.getDestType()))
    return nullptr;
  // A residual is read back after the loop, by slices; a stack the
  // function returns (the weight gradients a backward loop stacks) is not.
  Value result = loop.getResult(index);
  if (result.use_empty() ||
      !llvm::all_of(result.getUsers(), llvm::IsaPred<tensor::ExtractSliceOp>))
    return nullptr;
  return insert;
}

/// Whether `element` holds the carry `carry`'s elements in its order: the
/// carry itself, or a linalg.generic that copies it with unit dimensions
/// added (JAX's broadcast of the carry into its 1 x ... row).
bool isCopyOf(Value element, Value carry) {
  if (element == carry)
    return true;
  auto generic = element.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 || generic.getInputs()[0] != carry)
    return false;
  Block &body = generic.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (body.getOperations().size() != 1 ||
      yield.getValues()[0] != body.getArgument(0))
    return false;
  auto inType = dyn_cast<RankedTensorType>(carry.getType());
  auto outType = dyn_cast<RankedTensorType>(element.getType());
  if (!inType || !outType || !inType.hasStaticShape() ||
      !outType.hasStaticShape() ||
      inType.getNumElements() != outType.getNumElements())
    return false;
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  if (!maps[1].isIdentity() || !maps[0].isProjectedPermutation())
    return false;
  // The input's dimensions in order, every dimension it skips of size 1.
  int64_t next = 0;
  for (AffineExpr expr : maps[0].getResults()) {
    int64_t dim = cast<AffineDimExpr>(expr).getPosition();
    if (dim < next)
      return false;
    for (; next < dim; ++next)
      if (outType.getDimSize(next) != 1)
        return false;
    ++next;
  }
  for (; next < outType.getRank(); ++next)
    if (outType.getDimSize(next) != 1)
      return false;
  return true;
}

/// Fills in the slice, carries and reads of `residual`, or why it cannot
/// be recomputed.
void analyseResidual(ScanLoop &scan, StackedResidual &residual,
                     const llvm::SmallDenseSet<unsigned> &stacked,
                     DominanceInfo &dominance) {
  scf::ForOp loop = scan.loop;
  Block *body = loop.getBody();
  Value iv = loop.getInductionVar();
  llvm::SetVector<Operation *> ops;
  llvm::SetVector<unsigned> carries;
  llvm::SetVector<Value> leaves;
  SmallVector<Value> worklist{residual.element};
  llvm::DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!seen.insert(value).second || value == iv)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(value);
        arg && arg.getOwner() == body) {
      unsigned index = arg.getArgNumber() - 1;
      if (stacked.contains(index)) {
        residual.whyNot = "it reads the stacked iter_arg #" +
                          std::to_string(index) + " inside the loop";
        return;
      }
      carries.insert(index);
      continue;
    }
    Operation *def = value.getDefiningOp();
    if (!def || !loop->isProperAncestor(def)) {
      leaves.insert(value);
      continue;
    }
    if (def->getBlock() != body) {
      residual.whyNot = "it is computed inside a nested region";
      return;
    }
    if (!isMemoryEffectFree(def)) {
      residual.whyNot = "'" + def->getName().getStringRef().str() +
                        "' in its computation has memory effects";
      return;
    }
    if (!ops.insert(def))
      continue;
    llvm::append_range(worklist, def->getOperands());
    llvm::SetVector<Value> above;
    getUsedValuesDefinedAbove(def->getRegions(), above);
    llvm::append_range(worklist, above);
  }
  residual.slice = ops.takeVector();
  llvm::sort(residual.slice,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  residual.carries = carries.takeVector();
  llvm::sort(residual.carries);
  for (unsigned carry : residual.carries) {
    auto type = dyn_cast<RankedTensorType>(loop.getInitArgs()[carry].getType());
    if (!type || !type.hasStaticShape()) {
      residual.whyNot = "the carry #" + std::to_string(carry) +
                        " it reads is not a tensor of static shape";
      return;
    }
  }
  Value result = loop.getResult(residual.iterArg);
  for (Operation *user : result.getUsers()) {
    auto read = dyn_cast<tensor::ExtractSliceOp>(user);
    if (!read || !getFullRowOffset(read, read.getSourceType()) ||
        read.getType() != residual.element.getType()) {
      residual.whyNot = "the loop's result is read other than one full row "
                        "at a time ('" +
                        user->getName().getStringRef().str() + "')";
      return;
    }
    for (Value leaf : leaves)
      if (!dominance.properlyDominates(leaf, read)) {
        residual.whyNot = "a value its computation reads is not available "
                          "where the residual is read";
        return;
      }
    residual.reads.push_back(read);
  }
  for (unsigned carry : residual.carries)
    if (isCopyOf(residual.element, loop.getRegionIterArgs()[carry]))
      residual.copiesCarry = carry;
}

/// Why rematerializing across `loop`'s iterations is not supported, or "".
std::string whyUnsupported(scf::ForOp loop, int64_t &tripCount) {
  if (loop->getParentOfType<LoopLikeOpInterface>())
    return "the scan loop is nested in another loop";
  if (loop->getParentOfType<CheckpointOp>())
    return "the scan loop is inside a remat.checkpoint region";
  std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (lower != std::optional<int64_t>(0) || step != std::optional<int64_t>(1) ||
      !upper)
    return "the scan loop does not run from 0 to a constant in steps of 1";
  tripCount = *upper;
  return "";
}
} // namespace

SmallVector<ScanLoop, 2> mlir::remat::findScanLoops(FunctionOpInterface func) {
  SmallVector<ScanLoop, 2> scans;
  DominanceInfo dominance(func);
  func->walk<WalkOrder::PreOrder>([&](scf::ForOp loop) {
    ScanLoop scan;
    scan.loop = loop;
    llvm::SmallDenseSet<unsigned> stacked;
    for (unsigned i = 0, e = loop.getNumRegionIterArgs(); i < e; ++i)
      if (tensor::InsertSliceOp insert = getStackingInsert(loop, i)) {
        stacked.insert(i);
        StackedResidual residual;
        residual.iterArg = i;
        residual.insert = insert;
        residual.element = insert.getSource();
        scan.residuals.push_back(std::move(residual));
      }
    if (scan.residuals.empty())
      return;
    scan.unsupported = whyUnsupported(loop, scan.tripCount);
    for (StackedResidual &residual : scan.residuals) {
      if (!scan.unsupported.empty())
        break;
      // Row i written in iteration i: checked for every iteration.
      OpFoldResult row =
          getFullRowOffset(residual.insert, residual.insert.getDestType());
      auto rowValue = dyn_cast<Value>(row);
      for (int64_t i = 0; i < scan.tripCount && residual.whyNot.empty(); ++i) {
        std::optional<int64_t> written =
            rowValue ? evaluateIndex(rowValue, {{loop.getInductionVar(), i}})
                     : getConstantIntValue(row);
        if (written != std::optional<int64_t>(i))
          residual.whyNot = "iteration " + std::to_string(i) +
                            " does not write row " + std::to_string(i);
      }
      if (residual.insert.getDestType().getDimSize(0) != scan.tripCount)
        residual.whyNot = "the stack's rows are not the loop's iterations";
      if (residual.whyNot.empty())
        analyseResidual(scan, residual, stacked, dominance);
    }
    scans.push_back(std::move(scan));
  });
  return scans;
}
