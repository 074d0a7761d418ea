//===- TrainingStep.cpp - the marks of a training step ----------*- C++ -*-===//
//
// The dialect owns the conventions of a training step (docs/Conventions.md):
// the discardable attributes that mark its budget, cotangent, loss, dropout
// seed and integer ranges, their verification, and their readers. Analyses,
// passes and runners read the marks only through these functions.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/IR/TrainingStep.h"

#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>

using namespace mlir;
using namespace mlir::remat;

//===----------------------------------------------------------------------===//
// Byte sizes and the budget attribute
//===----------------------------------------------------------------------===//

FailureOr<int64_t> mlir::remat::parseByteSize(StringRef text) {
  text = text.trim();
  if (text.empty())
    return failure();
  // Split the number from the unit.
  size_t numberEnd = 0;
  while (numberEnd < text.size() &&
         (llvm::isDigit(text[numberEnd]) || text[numberEnd] == '.'))
    ++numberEnd;
  StringRef number = text.take_front(numberEnd);
  StringRef unit = text.drop_front(numberEnd).trim();
  if (number.empty() || number.count('.') > 1 || number.front() == '.' ||
      number.back() == '.')
    return failure();
  std::optional<double> scale =
      llvm::StringSwitch<std::optional<double>>(unit.lower())
          .Cases({"", "b"}, 1.0)
          .Case("kb", 1e3)
          .Case("mb", 1e6)
          .Case("gb", 1e9)
          .Case("tb", 1e12)
          .Case("kib", 1024.0)
          .Case("mib", 1024.0 * 1024)
          .Case("gib", 1024.0 * 1024 * 1024)
          .Case("tib", 1024.0 * 1024 * 1024 * 1024)
          .Default(std::nullopt);
  if (!scale)
    return failure();
  if (!number.contains('.')) {
    uint64_t value;
    if (number.getAsInteger(10, value))
      return failure();
    long double bytes = static_cast<long double>(value) * *scale;
    if (bytes > static_cast<long double>(INT64_MAX))
      return failure();
    return static_cast<int64_t>(bytes);
  }
  double value;
  if (number.getAsDouble(value))
    return failure();
  double bytes = std::floor(value * *scale);
  if (!(bytes >= 0) || bytes > 9.2e18)
    return failure();
  return static_cast<int64_t>(bytes);
}

FailureOr<std::optional<int64_t>> mlir::remat::getBudgetAttr(Operation *op) {
  Attribute attr = op->getAttr(RematDialect::getBudgetAttrName());
  if (!attr)
    return std::optional<int64_t>();
  if (auto intAttr = dyn_cast<IntegerAttr>(attr)) {
    if (intAttr.getType().isIndex() || intAttr.getType().isSignlessInteger()) {
      int64_t value = intAttr.getInt();
      if (value <= 0)
        return op->emitError()
               << "'" << RematDialect::getBudgetAttrName()
               << "' must be a positive number of bytes, got " << value;
      return std::optional<int64_t>(value);
    }
  }
  if (auto str = dyn_cast<StringAttr>(attr)) {
    FailureOr<int64_t> bytes = parseByteSize(str.getValue());
    if (failed(bytes) || *bytes <= 0)
      return op->emitError()
             << "'" << RematDialect::getBudgetAttrName() << "' value '"
             << str.getValue()
             << "' is not a byte size (expected e.g. 1048576, \"64MiB\", "
                "\"1.5GB\")";
    return std::optional<int64_t>(*bytes);
  }
  return op->emitError() << "'" << RematDialect::getBudgetAttrName()
                         << "' must be an integer or a size string, got "
                         << attr;
}

//===----------------------------------------------------------------------===//
// The JAX importer's jax.checkpoint mark
//===----------------------------------------------------------------------===//

std::optional<JaxCheckpointMark>
mlir::remat::getJaxCheckpointMark(Operation *op) {
  auto dict = dyn_cast_or_null<DictionaryAttr>(
      op->getAttr(RematDialect::getJaxCheckpointAttrName()));
  if (!dict)
    return std::nullopt;
  auto mode = dyn_cast_or_null<StringAttr>(dict.get("mode"));
  auto count = dyn_cast_or_null<IntegerAttr>(dict.get("checkpoints"));
  if (!mode || !count || count.getInt() < 0 ||
      (mode.getValue() != "honour" && mode.getValue() != "replan"))
    return std::nullopt;
  return JaxCheckpointMark{mode.getValue() == "honour", count.getInt()};
}

void mlir::remat::setJaxCheckpointMark(Operation *func,
                                       JaxCheckpointMark mark) {
  Builder b(func->getContext());
  func->setAttr(
      RematDialect::getJaxCheckpointAttrName(),
      b.getDictionaryAttr(
          {b.getNamedAttr("mode",
                          b.getStringAttr(mark.honoured ? "honour" : "replan")),
           b.getNamedAttr("checkpoints",
                          b.getI64IntegerAttr(mark.checkpoints))}));
}

/// `remat.split = D`: an integer naming a dimension of the (ranked) value.
static LogicalResult verifySplitAttr(Operation *op, NamedAttribute attr,
                                     Type type) {
  auto dim = dyn_cast<IntegerAttr>(attr.getValue());
  if (!dim)
    return op->emitError() << "'" << RematDialect::getSplitAttrName()
                           << "' must be an integer (a dimension), got "
                           << attr.getValue();
  // Lowering to LLVM keeps the attribute on types that are no longer
  // tensors; only shaped types are checked.
  auto shaped = dyn_cast<ShapedType>(type);
  if (shaped && shaped.hasRank() &&
      (dim.getInt() < 0 || dim.getInt() >= shaped.getRank()))
    return op->emitError() << "'" << RematDialect::getSplitAttrName()
                           << "' = " << dim.getInt()
                           << " is not a dimension of " << type;
  return success();
}

LogicalResult RematDialect::verifyOperationAttribute(Operation *op,
                                                     NamedAttribute attr) {
  if (attr.getName() == getBudgetAttrName()) {
    if (!isa<FunctionOpInterface>(op))
      return op->emitError()
             << "'" << getBudgetAttrName() << "' is only valid on functions";
    return getBudgetAttr(op);
  }
  if (attr.getName() == getJaxCheckpointAttrName()) {
    if (!isa<FunctionOpInterface>(op))
      return op->emitError() << "'" << getJaxCheckpointAttrName()
                             << "' is only valid on functions";
    if (!getJaxCheckpointMark(op))
      return op->emitError()
             << "'" << getJaxCheckpointAttrName()
             << "' must be {mode = \"honour\" | \"replan\", checkpoints = N} "
                "with N >= 0, got "
             << attr.getValue();
    return success();
  }
  if (attr.getName() == getCotangentAttrName() ||
      attr.getName() == getSeedAttrName() ||
      attr.getName() == getRangeAttrName() ||
      attr.getName() == getParameterAttrName() ||
      attr.getName() == getDataAttrName())
    return op->emitError() << "'" << attr.getName().getValue()
                           << "' is only valid on function arguments";
  if (attr.getName() == getLossAttrName())
    return op->emitError() << "'" << getLossAttrName()
                           << "' is only valid on function results";
  if (attr.getName() == getSplitAttrName())
    return op->emitError() << "'" << getSplitAttrName()
                           << "' is only valid on function arguments and "
                              "results";
  return op->emitError() << "unknown remat attribute '"
                         << attr.getName().getValue() << "'";
}

LogicalResult RematDialect::verifyRegionArgAttribute(Operation *op,
                                                     unsigned regionIndex,
                                                     unsigned argIndex,
                                                     NamedAttribute attr) {
  if (attr.getName() == getCotangentAttrName()) {
    if (!isa<FunctionOpInterface>(op))
      return op->emitError() << "'" << getCotangentAttrName()
                             << "' is only valid on function arguments";
    if (!isa<UnitAttr>(attr.getValue()))
      return op->emitError()
             << "'" << getCotangentAttrName() << "' must be a unit attribute";
    return success();
  }
  if (attr.getName() == getSeedAttrName()) {
    auto func = dyn_cast<FunctionOpInterface>(op);
    if (!func)
      return op->emitError() << "'" << getSeedAttrName()
                             << "' is only valid on function arguments";
    if (!isa<UnitAttr>(attr.getValue()))
      return op->emitError()
             << "'" << getSeedAttrName() << "' must be a unit attribute";
    // A 0-d tensor, as the exporter passes its seed: the runners pass
    // tensors only, and one element is one seed. Bufferization turns it
    // into a memref<i64>, which stays valid on the way to LLVM.
    Type type = func.getArgumentTypes()[argIndex];
    auto shaped = dyn_cast<ShapedType>(type);
    if (!isa<RankedTensorType, MemRefType>(type) || shaped.getRank() != 0 ||
        !shaped.getElementType().isSignlessInteger(64))
      return op->emitError()
             << "'" << getSeedAttrName()
             << "' must mark a 'tensor<i64>' argument (a 'memref<i64>' once "
                "bufferized), got argument #"
             << argIndex << " of type " << type;
    // One seed per step: with two, which one the runners set would be a
    // guess.
    for (unsigned i = 0; i < argIndex; ++i)
      if (func.getArgAttr(i, getSeedAttrName()))
        return op->emitError()
               << "'" << getSeedAttrName() << "' marks arguments #" << i
               << " and #" << argIndex << "; a function has at most one seed";
    return success();
  }
  if (attr.getName() == getRangeAttrName()) {
    auto func = dyn_cast<FunctionOpInterface>(op);
    if (!func)
      return op->emitError() << "'" << getRangeAttrName()
                             << "' is only valid on function arguments";
    Type type = func.getArgumentTypes()[argIndex];
    auto shaped = dyn_cast<ShapedType>(type);
    auto element =
        shaped ? dyn_cast<IntegerType>(shaped.getElementType()) : IntegerType();
    // The runners generate i8..i64 tensors; i1 has nothing to narrow.
    if (!isa<RankedTensorType, MemRefType>(type) || !element ||
        !element.isSignless() || element.getWidth() < 8 ||
        element.getWidth() > 64)
      return op->emitError()
             << "'" << getRangeAttrName()
             << "' must mark a tensor of i8, i16, i32 or i64, got argument #"
             << argIndex << " of type " << type;
    auto bounds = dyn_cast<ArrayAttr>(attr.getValue());
    IntegerAttr lo, hi;
    if (bounds && bounds.size() == 2) {
      lo = dyn_cast<IntegerAttr>(bounds[0]);
      hi = dyn_cast<IntegerAttr>(bounds[1]);
    }
    if (!lo || !hi)
      return op->emitError()
             << "'" << getRangeAttrName()
             << "' must be [lo, hi], two integers, got " << attr.getValue();
    int64_t low = lo.getInt(), high = hi.getInt();
    unsigned width = element.getWidth();
    int64_t min = width == 64 ? INT64_MIN : -(int64_t(1) << (width - 1));
    int64_t max = width == 64 ? INT64_MAX : (int64_t(1) << (width - 1)) - 1;
    // Half-open, as torch.randint(lo, hi): hi - 1 is the largest value.
    if (low >= high || low < min || high - 1 > max)
      return op->emitError()
             << "'" << getRangeAttrName() << "' = [" << low << ", " << high
             << "] must satisfy lo < hi with lo and hi - 1 in " << element
             << " (values lo <= v < hi)";
    if (func.getArgAttr(argIndex, getSeedAttrName()))
      return op->emitError()
             << "'" << getRangeAttrName() << "' and '" << getSeedAttrName()
             << "' on argument #" << argIndex
             << ": a seed's generated value is --seed, not a range";
    return success();
  }
  if (attr.getName() == getParameterAttrName() ||
      attr.getName() == getDataAttrName()) {
    auto func = dyn_cast<FunctionOpInterface>(op);
    if (!func)
      return op->emitError() << "'" << attr.getName().getValue()
                             << "' is only valid on function arguments";
    if (!isa<UnitAttr>(attr.getValue()))
      return op->emitError() << "'" << attr.getName().getValue()
                             << "' must be a unit attribute";
    // An argument is one or the other; both would leave remat-shard to
    // guess.
    if (func.getArgAttr(argIndex, getParameterAttrName()) &&
        func.getArgAttr(argIndex, getDataAttrName()))
      return op->emitError()
             << "argument #" << argIndex << " is marked both '"
             << getParameterAttrName() << "' and '" << getDataAttrName() << "'";
    return success();
  }
  if (attr.getName() == getSplitAttrName()) {
    auto func = dyn_cast<FunctionOpInterface>(op);
    if (!func)
      return op->emitError() << "'" << getSplitAttrName()
                             << "' is only valid on function arguments";
    return verifySplitAttr(op, attr, func.getArgumentTypes()[argIndex]);
  }
  return op->emitError() << "unknown remat argument attribute '"
                         << attr.getName().getValue() << "'";
}

LogicalResult RematDialect::verifyRegionResultAttribute(Operation *op,
                                                        unsigned regionIndex,
                                                        unsigned resultIndex,
                                                        NamedAttribute attr) {
  if (attr.getName() == getSplitAttrName()) {
    auto func = dyn_cast<FunctionOpInterface>(op);
    if (!func)
      return op->emitError() << "'" << getSplitAttrName()
                             << "' is only valid on function results";
    return verifySplitAttr(op, attr, func.getResultTypes()[resultIndex]);
  }
  if (attr.getName() != getLossAttrName())
    return op->emitError() << "unknown remat result attribute '"
                           << attr.getName().getValue() << "'";
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func)
    return op->emitError() << "'" << getLossAttrName()
                           << "' is only valid on function results";
  if (!isa<UnitAttr>(attr.getValue()))
    return op->emitError() << "'" << getLossAttrName()
                           << "' must be a unit attribute";
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    if (i != resultIndex && func.getResultAttr(i, getLossAttrName()))
      return op->emitError() << "'" << getLossAttrName()
                             << "' marks more than one result (results " << i
                             << " and " << resultIndex << ")";
  // Lowering to LLVM keeps result attributes on types that are no longer
  // tensors or floats; only builtin types are checked.
  Type type = func.getResultTypes()[resultIndex];
  if ((isa<ShapedType>(type) || type.isIntOrIndexOrFloat()) &&
      !isLossType(type))
    return op->emitError() << "'" << getLossAttrName()
                           << "' must mark a floating-point scalar result "
                              "(one element), got "
                           << type;
  return success();
}

//===----------------------------------------------------------------------===//
// Readers of the marks
//===----------------------------------------------------------------------===//

bool mlir::remat::isCotangentArgument(FunctionOpInterface func,
                                      unsigned index) {
  return static_cast<bool>(
      func.getArgAttr(index, RematDialect::getCotangentAttrName()));
}

bool mlir::remat::isLossResult(FunctionOpInterface func, unsigned index) {
  return static_cast<bool>(
      func.getResultAttr(index, RematDialect::getLossAttrName()));
}

bool mlir::remat::isSeedArgument(FunctionOpInterface func, unsigned index) {
  return static_cast<bool>(
      func.getArgAttr(index, RematDialect::getSeedAttrName()));
}

std::optional<std::pair<int64_t, int64_t>>
mlir::remat::getArgumentRange(FunctionOpInterface func, unsigned index) {
  if (auto range = dyn_cast_or_null<ArrayAttr>(
          func.getArgAttr(index, RematDialect::getRangeAttrName())))
    if (range.size() == 2)
      if (auto lo = dyn_cast<IntegerAttr>(range[0]))
        if (auto hi = dyn_cast<IntegerAttr>(range[1]))
          return std::make_pair(lo.getInt(), hi.getInt());
  return std::nullopt;
}

void mlir::remat::removeLossMarks(FunctionOpInterface func) {
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    func.removeResultAttr(
        i, StringAttr::get(func.getContext(), RematDialect::getLossAttrName()));
}

void mlir::remat::removeRunnerMarks(FunctionOpInterface func) {
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    for (StringRef name :
         {RematDialect::getSeedAttrName(), RematDialect::getRangeAttrName(),
          RematDialect::getSplitAttrName(),
          RematDialect::getParameterAttrName(),
          RematDialect::getDataAttrName()})
      func.removeArgAttr(i, StringAttr::get(func.getContext(), name));
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    func.removeResultAttr(i, StringAttr::get(func.getContext(),
                                             RematDialect::getSplitAttrName()));
}

std::optional<int64_t> mlir::remat::getSplitDim(FunctionOpInterface func,
                                                unsigned index, bool result) {
  StringRef name = RematDialect::getSplitAttrName();
  Attribute attr =
      result ? func.getResultAttr(index, name) : func.getArgAttr(index, name);
  if (auto dim = dyn_cast_or_null<IntegerAttr>(attr))
    return dim.getInt();
  return std::nullopt;
}

bool mlir::remat::isLossType(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  Type element = shaped ? shaped.getElementType() : type;
  bool scalar = !shaped || (shaped.hasRank() && shaped.hasStaticShape() &&
                            llvm::all_of(shaped.getShape(),
                                         [](int64_t dim) { return dim == 1; }));
  return isa<FloatType>(element) && scalar;
}
