//===- RematMPIOps.cpp - the collectives upstream's mpi lacks ---*- C++ -*-===//
#include "remat/Sharding/RematMPIDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::rmpi;

#include "remat/Sharding/RematMPIOpsDialect.cpp.inc"

void RematMPIDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "remat/Sharding/RematMPIOps.cpp.inc"
      >();
}

/// Both buffers contiguous (MPI counts elements from a base pointer), of
/// one element type, and `whole` a whole number (>= 1) of `part`s.
static LogicalResult verifyBuffers(Operation *op, MemRefType part,
                                   MemRefType whole) {
  for (MemRefType type : {part, whole})
    if (!type.getLayout().isIdentity())
      return op->emitOpError()
             << "needs contiguous buffers (identity layout), got " << type;
  if (part.getElementType() != whole.getElementType())
    return op->emitOpError()
           << "buffers of different element types: " << part.getElementType()
           << " and " << whole.getElementType();
  int64_t partSize = part.getNumElements(), wholeSize = whole.getNumElements();
  if (partSize == 0 || wholeSize % partSize != 0)
    return op->emitOpError()
           << "the whole buffer (" << wholeSize
           << " elements) is not a whole number of blocks of " << partSize;
  return success();
}

static void
addEffects(Operation *op, OpOperand &read, OpOperand &written,
           SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
               &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &read,
                       SideEffects::DefaultResource::get());
  effects.emplace_back(MemoryEffects::Write::get(), &written,
                       SideEffects::DefaultResource::get());
  effects.emplace_back(MemoryEffects::Read::get(), MPICommunication::get());
  effects.emplace_back(MemoryEffects::Write::get(), MPICommunication::get());
}

LogicalResult AllGatherOp::verify() {
  return verifyBuffers(*this, getSendbuf().getType(), getRecvbuf().getType());
}

void AllGatherOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, getSendbufMutable(), getRecvbufMutable(), effects);
}

LogicalResult ReduceScatterSumOp::verify() {
  if (failed(
          verifyBuffers(*this, getRecvbuf().getType(), getSendbuf().getType())))
    return failure();
  if (!isa<Float32Type, Float64Type>(getSendbuf().getType().getElementType()))
    return emitOpError() << "sums f32 or f64 elements, got "
                         << getSendbuf().getType().getElementType();
  return success();
}

void ReduceScatterSumOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, getSendbufMutable(), getRecvbufMutable(), effects);
}

LogicalResult BcastOp::verify() {
  MemRefType type = getBuffer().getType();
  if (!type.getLayout().isIdentity())
    return emitOpError() << "needs a contiguous buffer (identity layout), got "
                         << type;
  // I64Attr's accessor is unsigned: read the attribute signed.
  int64_t root = getRootAttr().getInt();
  if (root < 0)
    return emitOpError() << "root must be a rank (>= 0), got " << root;
  return success();
}

void BcastOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // The root reads its buffer, every other process writes its own.
  addEffects(*this, getBufferMutable(), getBufferMutable(), effects);
}

#define GET_OP_CLASSES
#include "remat/Sharding/RematMPIOps.cpp.inc"
