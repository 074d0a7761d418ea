//===- LayerKey.cpp - layers named by locations -----------------*- C++ -*-===//
#include "remat/Analysis/LayerKey.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::remat;

std::optional<std::string>
mlir::remat::getLayerKey(Location loc, const llvm::Regex &pattern) {
  if (auto name = dyn_cast<NameLoc>(loc)) {
    SmallVector<StringRef> groups;
    if (pattern.match(name.getName().getValue(), &groups) && groups.size() > 1)
      return groups[1].str();
    return getLayerKey(name.getChildLoc(), pattern);
  }
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    for (Location part : fused.getLocations())
      if (auto key = getLayerKey(part, pattern))
        return key;
    return std::nullopt;
  }
  if (auto callSite = dyn_cast<CallSiteLoc>(loc))
    return getLayerKey(callSite.getCallee(), pattern);
  return std::nullopt;
}
