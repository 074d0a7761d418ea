//===- Internal.h - Every family's internal interface -----------*- C++ -*-===//
//
// For code outside the library that reads its internals (benchmarks/): the
// headers of every family (Model, Heuristics, Exact, Bounds, Portfolio).
// The library's own files include their family's header.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_SOLVERS_INTERNAL_H
#define REMAT_LIB_SOLVERS_INTERNAL_H

#include "Portfolio/Portfolio.h"

#endif // REMAT_LIB_SOLVERS_INTERNAL_H
