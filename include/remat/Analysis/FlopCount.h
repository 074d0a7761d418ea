//===- FlopCount.h - FLOPs of a function body as it runs --------*- C++ -*-===//
//
// Every op counted as many times as it runs: loops by their trip counts,
// and, where a loop's iterations branch on constant tables (a revolve
// schedule's actions), iteration by iteration with the branches taken.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_FLOPCOUNT_H
#define REMAT_ANALYSIS_FLOPCOUNT_H

#include "mlir/IR/Region.h"

namespace mlir::remat {

/// The FLOPs of one run of `body` (linalg ops account for their own
/// bodies). An scf.for whose bounds are known (constants, or computed from
/// the induction variables of the loops around and constant integer
/// tables) runs its body trip-count times; where its body reads a constant
/// table, iteration by iteration, so an scf.if whose condition is then
/// known counts its taken branch only. Other loops count once, an scf.if
/// whose condition is unknown both branches.
double countFlops(Region &body);

} // namespace mlir::remat

#endif // REMAT_ANALYSIS_FLOPCOUNT_H
