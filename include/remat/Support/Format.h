//===- Format.h - printing helpers shared by passes and tools ---*- C++ -*-===//
#ifndef REMAT_SUPPORT_FORMAT_H
#define REMAT_SUPPORT_FORMAT_H

#include "mlir/IR/Location.h"

#include <string>

namespace mlir::remat {
/// A short, stable rendering of a location: the name of a NameLoc, "file:
/// line:col" of a FileLineColLoc, the first informative part of a FusedLoc or
/// CallSiteLoc, "unknown" otherwise.
std::string formatLoc(Location loc);
/// "12.0 MiB"-style rendering of a byte count.
std::string formatBytes(int64_t bytes);
} // namespace mlir::remat

#endif // REMAT_SUPPORT_FORMAT_H
