//===- InPlaceAllReduce.cpp - which all-reduces reduce in place -*- C++ -*-===//
//
// One answer for the lowering (remat-shard-to-mpi) and the tensor-level
// memory model (MemoryAnalysis, which the solvers plan with): where the
// lowering reduces a tensor in its own buffer, the model gives the result
// that buffer instead of a new one, so both see the same bytes.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/MemoryAnalysis.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::remat;

/// Whether MPI_Allreduce reduces `type`'s elements in place as
/// remat-lower-mpi-to-llvm lowers it (an MPICH datatype of its own).
static bool hasInPlaceDatatype(Type type) {
  if (isa<Float32Type, Float64Type>(type))
    return true;
  auto integer = dyn_cast<IntegerType>(type);
  return integer && llvm::is_contained({8u, 16u, 32u, 64u}, integer.getWidth());
}

bool mlir::remat::isInPlaceAllReduce(Operation *op) {
  auto allReduce = dyn_cast<shard::AllReduceOp>(op);
  if (!allReduce)
    return false;
  Value input = allReduce.getInput();
  auto type = dyn_cast<RankedTensorType>(input.getType());
  if (!type || !type.hasStaticShape() || type != allReduce.getType() ||
      !isa<OpResult>(input) || !input.hasOneUse() ||
      !hasInPlaceDatatype(type.getElementType()))
    return false;
  // The reductions remat-shard-to-mpi maps to an MPI_Op.
  switch (allReduce.getReduction()) {
  case shard::ReductionKind::Sum:
  case shard::ReductionKind::Product:
  case shard::ReductionKind::Min:
  case shard::ReductionKind::Max:
  case shard::ReductionKind::BitwiseAnd:
  case shard::ReductionKind::BitwiseOr:
  case shard::ReductionKind::BitwiseXor:
    break;
  default:
    return false;
  }
  // Over every axis of its grid: the world communicator (others go to
  // upstream's lowering, which copies into a fresh buffer).
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
      op, allReduce.getGridAttr());
  if (!grid)
    return false;
  llvm::SmallDenseSet<int16_t> named(allReduce.getGridAxes().begin(),
                                     allReduce.getGridAxes().end());
  for (int16_t axis = 0, e = grid.getRank(); axis < e; ++axis)
    if (!named.contains(axis))
      return false;
  auto func = op->getParentOfType<FunctionOpInterface>();
  return !(func && func->hasAttr(kOutOfPlaceAllReduceAttr));
}
