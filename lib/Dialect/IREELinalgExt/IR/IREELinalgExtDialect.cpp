//===- IREELinalgExtDialect.cpp - IREE's scatter, read by remat ----------===//
#include "remat/Dialect/IREELinalgExt/IR/IREELinalgExtDialect.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::remat::iree_linalg_ext;

#include "remat/Dialect/IREELinalgExt/IR/IREELinalgExtOpsDialect.cpp.inc"

void IREELinalgExtDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "remat/Dialect/IREELinalgExt/IR/IREELinalgExtOps.cpp.inc"
      >();
  // IREE's other ops (sort, topk, ...) still parse, as unregistered ops, so
  // that remat-import-iree-input can name the op and JAX's source line.
  allowUnknownOperations();
}

#define GET_OP_CLASSES
#include "remat/Dialect/IREELinalgExt/IR/IREELinalgExtOps.cpp.inc"
