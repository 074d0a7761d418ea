//===- CostModel.cpp - FLOPs, bytes and recomputability of ops -*- C++ -*-===//
//
// External models of RematCostOpInterface for the upstream dialects that
// training steps are written in. FLOPs follow the usual convention: a linalg
// op runs its body once per point of its iteration space and each arith or
// math op in the body counts one (so a matmul costs 2·M·N·K); data movement
// (fill, copy, transpose, reshapes, slices) costs no FLOPs but moves bytes.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/CostModel.h"

#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::remat;

#include "remat/Analysis/RematCostOpInterface.cpp.inc"

std::optional<int64_t> mlir::remat::getNumElements(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type)) {
    if (!shaped.hasRank() || !shaped.hasStaticShape())
      return std::nullopt;
    // ShapedType::getNumElements() wraps around on huge shapes.
    std::optional<int64_t> count = 1;
    for (int64_t dim : shaped.getShape()) {
      count = llvm::checkedMul(*count, dim);
      if (!count)
        return std::nullopt;
    }
    return count;
  }
  return 1;
}

bool mlir::remat::sizeOverflows(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped && shaped.hasRank() && shaped.hasStaticShape() &&
         !getTypeByteSize(type);
}

std::optional<int64_t> mlir::remat::getElementByteSize(Type type) {
  if (isa<IndexType>(type))
    return 8;
  if (type.isIntOrFloat())
    return std::max<int64_t>(1, (type.getIntOrFloatBitWidth() + 7) / 8);
  if (auto complex = dyn_cast<ComplexType>(type)) {
    std::optional<int64_t> part = getElementByteSize(complex.getElementType());
    if (!part)
      return std::nullopt;
    return 2 * *part;
  }
  return std::nullopt;
}

std::optional<int64_t> mlir::remat::getTypeByteSize(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type)) {
    if (!shaped.hasRank() || !shaped.hasStaticShape())
      return std::nullopt;
    std::optional<int64_t> elementBytes =
        getElementByteSize(shaped.getElementType());
    std::optional<int64_t> elements = getNumElements(type);
    if (!elementBytes || !elements)
      return std::nullopt;
    return llvm::checkedMul(*elements, *elementBytes);
  }
  return getElementByteSize(type);
}

/// Bytes of all operands and results of `op` whose size is known.
static int64_t getOperandAndResultBytes(Operation *op) {
  int64_t bytes = 0;
  for (Type type : op->getOperandTypes())
    bytes += getTypeByteSize(type).value_or(0);
  for (Type type : op->getResultTypes())
    bytes += getTypeByteSize(type).value_or(0);
  return bytes;
}

static bool hasNoEffectsAndIsNotTerminator(Operation *op) {
  return !op->hasTrait<OpTrait::IsTerminator>() && isMemoryEffectFree(op);
}

namespace {
/// linalg structured ops: iteration-space size × arithmetic ops in the body.
template <typename OpTy>
struct LinalgCostModel
    : public RematCostOpInterface::ExternalModel<LinalgCostModel<OpTy>, OpTy> {
  double getRematFlops(Operation *op) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    double points = 1;
    for (int64_t range : linalgOp.getStaticLoopRanges()) {
      if (ShapedType::isDynamic(range))
        return 0;
      points *= static_cast<double>(range);
    }
    int64_t bodyOps = 0;
    for (Operation &bodyOp : linalgOp.getBlock()->without_terminator()) {
      Dialect *dialect = bodyOp.getDialect();
      if (isa_and_nonnull<arith::ArithDialect, math::MathDialect>(dialect) &&
          !isa<arith::ConstantOp>(bodyOp))
        ++bodyOps;
    }
    return points * static_cast<double>(bodyOps);
  }
  int64_t getRematBytesMoved(Operation *op) const {
    return getOperandAndResultBytes(op);
  }
  bool isRematRecomputable(Operation *op) const {
    return cast<linalg::LinalgOp>(op).hasPureTensorSemantics() &&
           hasNoEffectsAndIsNotTerminator(op);
  }
};

/// Elementwise arith and math ops, on scalars or (before
/// convert-elementwise-to-linalg) on whole tensors: one FLOP per element.
template <typename OpTy>
struct ElementwiseCostModel
    : public RematCostOpInterface::ExternalModel<ElementwiseCostModel<OpTy>,
                                                 OpTy> {
  double getRematFlops(Operation *op) const {
    if (isa<arith::ConstantOp>(op) || op->getNumResults() == 0)
      return 0;
    // A select of a whole shaped value on one scalar condition picks an
    // operand (a segment's starting carry): nothing is computed per element.
    if (auto select = dyn_cast<arith::SelectOp>(op))
      if (select.getCondition().getType().isSignlessInteger(1) &&
          isa<ShapedType>(select.getType()))
        return 0;
    return static_cast<double>(
        getNumElements(op->getResult(0).getType()).value_or(0));
  }
  int64_t getRematBytesMoved(Operation *op) const {
    if (isa<arith::ConstantOp>(op))
      return 0;
    return getOperandAndResultBytes(op);
  }
  bool isRematRecomputable(Operation *op) const {
    return hasNoEffectsAndIsNotTerminator(op);
  }
};

/// tensor ops move or reinterpret data; they compute nothing.
template <typename OpTy>
struct DataMovementCostModel
    : public RematCostOpInterface::ExternalModel<DataMovementCostModel<OpTy>,
                                                 OpTy> {
  double getRematFlops(Operation *) const { return 0; }
  int64_t getRematBytesMoved(Operation *op) const {
    int64_t bytes = 0;
    for (Type type : op->getResultTypes())
      bytes += getTypeByteSize(type).value_or(0);
    return bytes;
  }
  bool isRematRecomputable(Operation *op) const {
    return hasNoEffectsAndIsNotTerminator(op);
  }
};

template <template <typename> class Model, typename... OpTys>
void attachModels(MLIRContext *context) {
  (OpTys::template attachInterface<Model<OpTys>>(*context), ...);
}
} // namespace

void mlir::remat::registerCostModelExternalModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, linalg::LinalgDialect *) {
    attachModels<LinalgCostModel,
#define GET_OP_LIST
#include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.cpp.inc"
                 >(context);
  });
  registry.addExtension(+[](MLIRContext *context, arith::ArithDialect *) {
    attachModels<ElementwiseCostModel,
#define GET_OP_LIST
#include "mlir/Dialect/Arith/IR/ArithOps.cpp.inc"
                 >(context);
  });
  registry.addExtension(+[](MLIRContext *context, math::MathDialect *) {
    attachModels<ElementwiseCostModel,
#define GET_OP_LIST
#include "mlir/Dialect/Math/IR/MathOps.cpp.inc"
                 >(context);
  });
  registry.addExtension(+[](MLIRContext *context, tensor::TensorDialect *) {
    attachModels<DataMovementCostModel,
#define GET_OP_LIST
#include "mlir/Dialect/Tensor/IR/TensorOps.cpp.inc"
                 >(context);
  });
  registry.addExtension(+[](MLIRContext *context, RematDialect *) {
    attachModels<DataMovementCostModel, NameOp>(context);
  });
}

OpCost mlir::remat::getOpCost(Operation *op) {
  OpCost cost;
  auto model = dyn_cast<RematCostOpInterface>(op);
  if (!model)
    return cost;
  cost.flops = model.getRematFlops();
  cost.bytesMoved = model.getRematBytesMoved();
  cost.recomputable = model.isRematRecomputable() && isMemoryEffectFree(op);
  return cost;
}
