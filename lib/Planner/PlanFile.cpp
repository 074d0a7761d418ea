//===- PlanFile.cpp - a plan written elsewhere ------------------*- C++ -*-===//
#include "remat/Planner/PlanFile.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace mlir::remat;
namespace rs = ::remat::solvers;

FailureOr<rs::SolveResult> mlir::remat::readPlanFile(FunctionOpInterface func,
                                                     const SolverGraph &sg,
                                                     int64_t budgetBytes,
                                                     StringRef planFile) {
  auto buffer = llvm::MemoryBuffer::getFile(planFile, /*IsText=*/true);
  if (!buffer)
    return mlir::emitError(func.getLoc())
           << "remat-auto: cannot read plan-file '" << planFile
           << "': " << buffer.getError().message();
  rs::SolveResult result;
  // No solver's: the remark and the JSON line name it "plan-file".
  result.kind = rs::SolverKind::none;
  std::string why = rs::parsePlanText((*buffer)->getBuffer().str(),
                                      (int)sg.graph.nodes.size(), result.plan);
  if (why.empty())
    why = rs::validatePlan(sg.graph, result.plan);
  if (!why.empty())
    return mlir::emitError(func.getLoc())
           << "remat-auto: plan-file '" << planFile << "' is not a plan of @"
           << func.getName() << "'s solver graph (" << sg.graph.nodes.size()
           << " nodes; dump-graph=true prints it): " << why;
  result.eval = rs::evaluate(sg.graph, result.plan);
  if (result.eval.peakBytes > budgetBytes)
    return mlir::emitError(func.getLoc())
           << "remat-auto: the plan in '" << planFile
           << "' has a model peak of " << result.eval.peakBytes
           << " bytes, over the budget of " << budgetBytes << " bytes";
  result.status = rs::SolveStatus::feasible;
  return result;
}
