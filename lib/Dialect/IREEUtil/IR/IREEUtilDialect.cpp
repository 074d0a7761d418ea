//===- IREEUtilDialect.cpp - the IREE util ops remat emits ------*- C++ -*-===//
#include "remat/Dialect/IREEUtil/IR/IREEUtilDialect.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::remat::iree_util;

#include "remat/Dialect/IREEUtil/IR/IREEUtilOpsDialect.cpp.inc"

void IREEUtilDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "remat/Dialect/IREEUtil/IR/IREEUtilOps.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "remat/Dialect/IREEUtil/IR/IREEUtilOps.cpp.inc"
