//===- IREELinalgExtDialect.h - IREE's scatter, read by remat ---*- C++ -*-===//
//
// `iree_linalg_ext.scatter`, registered under IREE's name so that a JAX step
// for IREE keeps IREE's own scatter through remat's passes (docs/IREE.md).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_IREELINALGEXT_IR_IREELINALGEXTDIALECT_H
#define REMAT_DIALECT_IREELINALGEXT_IR_IREELINALGEXTDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "remat/Dialect/IREELinalgExt/IR/IREELinalgExtOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "remat/Dialect/IREELinalgExt/IR/IREELinalgExtOps.h.inc"

#endif // REMAT_DIALECT_IREELINALGEXT_IR_IREELINALGEXTDIALECT_H
