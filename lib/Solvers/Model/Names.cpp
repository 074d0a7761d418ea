//===- Names.cpp - The names of the solvers and statuses ------------------===//

#include "Model.h"

using namespace remat::solvers;

const char *remat::solvers::toString(SolverKind k) {
  switch (k) {
  case SolverKind::bruteForce:
    return "brute-force";
  case SolverKind::ilp:
    return "ilp";
  case SolverKind::chain:
    return "chain";
  case SolverKind::greedy:
    return "greedy";
  case SolverKind::autoSolver:
    return "auto";
  case SolverKind::none:
    return "none";
  case SolverKind::all:
    return "all";
  case SolverKind::sqrtN:
    return "sqrt-n";
  case SolverKind::blockChain:
    return "block-chain";
  }
  return "?";
}

const char *remat::solvers::toString(SolveStatus s) {
  switch (s) {
  case SolveStatus::optimal:
    return "optimal";
  case SolveStatus::feasible:
    return "feasible";
  case SolveStatus::infeasible:
    return "infeasible";
  case SolveStatus::notApplicable:
    return "notApplicable";
  case SolveStatus::noSolution:
    return "noSolution";
  case SolveStatus::invalidInput:
    return "invalidInput";
  }
  return "?";
}

bool remat::solvers::parseSolverKind(const std::string &name, SolverKind &out) {
  for (SolverKind k :
       {SolverKind::bruteForce, SolverKind::ilp, SolverKind::chain,
        SolverKind::greedy, SolverKind::autoSolver, SolverKind::none,
        SolverKind::all, SolverKind::sqrtN, SolverKind::blockChain})
    if (name == toString(k)) {
      out = k;
      return true;
    }
  return false;
}
