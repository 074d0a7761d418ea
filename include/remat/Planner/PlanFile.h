//===- PlanFile.h - a plan written elsewhere --------------------*- C++ -*-===//
//
// remat-auto's `plan-file`: a plan of the solvers' graph written by hand or
// by another planner (the oracle, benchmarks/), in the text form of
// remat/Solvers/Graph.h's parsePlanText, realised instead of planning.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_PLANNER_PLANFILE_H
#define REMAT_PLANNER_PLANFILE_H

#include "remat/Planner/SolverGraph.h"
#include "remat/Solvers/Solvers.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::remat {

/// The plan in `planFile` for `func`'s graph `sg`, evaluated: an error at
/// `func` where it cannot be read, is not a plan of the graph, or does not
/// fit `budgetBytes` in the model.
FailureOr<::remat::solvers::SolveResult> readPlanFile(FunctionOpInterface func,
                                                      const SolverGraph &sg,
                                                      int64_t budgetBytes,
                                                      StringRef planFile);

} // namespace mlir::remat

#endif // REMAT_PLANNER_PLANFILE_H
