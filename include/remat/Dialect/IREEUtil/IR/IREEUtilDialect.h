//===- IREEUtilDialect.h - the IREE util ops remat emits --------*- C++ -*-===//
//
// `util.optimization_barrier`, registered under IREE's name so that remat's
// IREE route needs neither IREE nor --allow-unregistered-dialect; and
// util.func/return/call, read (generic form) by the JAX front end.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_IREEUTIL_IR_IREEUTILDIALECT_H
#define REMAT_DIALECT_IREEUTIL_IR_IREEUTILDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "remat/Dialect/IREEUtil/IR/IREEUtilOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "remat/Dialect/IREEUtil/IR/IREEUtilOps.h.inc"

#endif // REMAT_DIALECT_IREEUTIL_IR_IREEUTILDIALECT_H
