//===- LayerKey.h - layers named by locations -------------------*- C++ -*-===//
//
// Front ends name each op after the layer that made it (`loc("layers.3.mlp")`,
// torch's module paths, JAX's name stacks). A layer key is the first capture
// group of a pattern over those names: what remat-outline-checkpoints forms
// regions from and what remat-auto's solver graph cuts segments by.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_LAYERKEY_H
#define REMAT_ANALYSIS_LAYERKEY_H

#include "mlir/IR/Location.h"
#include "llvm/Support/Regex.h"

#include <optional>
#include <string>

namespace mlir::remat {

/// The layer key of a location (see remat-outline-checkpoints): the first
/// capture group of `pattern` over the first name that matches, looking through
/// name, fused and call-site locations.
std::optional<std::string> getLayerKey(Location loc,
                                       const llvm::Regex &pattern);

} // namespace mlir::remat

#endif // REMAT_ANALYSIS_LAYERKEY_H
