//===- RematDialect.cpp - remat dialect -------------------------*- C++ -*-===//
#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::remat;

#include "remat/Dialect/Remat/IR/RematOpsDialect.cpp.inc"

#include "remat/Dialect/Remat/IR/RematEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "remat/Dialect/Remat/IR/RematAttrs.cpp.inc"

void RematDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "remat/Dialect/Remat/IR/RematOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "remat/Dialect/Remat/IR/RematAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// PolicyAttr
//===----------------------------------------------------------------------===//

LogicalResult PolicyAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 PolicyKind kind, ArrayRef<StringAttr> names) {
  if (kind == PolicyKind::save_names) {
    if (names.empty())
      return emitError() << "policy 'save_names' needs at least one name";
    llvm::SmallDenseSet<StringAttr> seen;
    for (StringAttr name : names) {
      if (name.getValue().empty())
        return emitError() << "policy 'save_names' has an empty name";
      if (!seen.insert(name).second)
        return emitError() << "policy 'save_names' lists '" << name.getValue()
                           << "' twice";
    }
    return success();
  }
  if (!names.empty())
    return emitError() << "policy '" << stringifyPolicyKind(kind)
                       << "' takes no names";
  return success();
}

bool PolicyAttr::savesName(StringRef name) const {
  return llvm::any_of(getNames(),
                      [&](StringAttr n) { return n.getValue() == name; });
}
