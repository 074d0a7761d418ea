//===- BruteForce.cpp - Brute force: the reference ------------------------===//
//
// Every candidate subset, measured with evaluate(). Deliberately simple.
//
//===----------------------------------------------------------------------===//

#include "Exact.h"

#include <algorithm>
#include <chrono>
#include <cmath>

using namespace remat::solvers;
using namespace remat::solvers::detail;

bool remat::solvers::detail::bruteForceBetter(const Evaluation &a,
                                              const Plan &pa,
                                              const Evaluation &b,
                                              const Plan &pb) {
  if (std::abs(a.recomputeCost - b.recomputeCost) > 1e-9)
    return a.recomputeCost < b.recomputeCost;
  if (a.peakBytes != b.peakBytes)
    return a.peakBytes < b.peakBytes;
  return pa.drop < pb.drop;
}

SolveResult remat::solvers::detail::solveBruteForce(const Graph &g,
                                                    int64_t budget,
                                                    const SolveOptions &opts) {
  auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  r.kind = SolverKind::bruteForce;
  std::vector<int> cs = candidates(g);
  if ((int)cs.size() > std::min(opts.maxBruteForceCandidates, 30)) {
    r.status = SolveStatus::notApplicable;
    r.message = "bruteForce: too many candidates";
    return r;
  }
  bool found = false;
  Evaluator evaluator(g);
  Plan p;
  p.drop.assign(g.nodes.size(), false);
  for (uint64_t mask = 0; mask < (1ull << cs.size()); ++mask) {
    for (size_t i = 0; i < cs.size(); ++i)
      p.drop[cs[i]] = (mask >> i) & 1;
    Evaluation e = evaluator.evaluate(p);
    if (e.peakBytes > budget)
      continue;
    if (!found || bruteForceBetter(e, p, r.eval, r.plan)) {
      found = true;
      r.plan = p;
      r.eval = std::move(e);
    }
  }
  if (found) {
    r.status = SolveStatus::optimal;
    r.lowerBound = r.eval.recomputeCost;
  } else {
    r.plan.drop.assign(g.nodes.size(), false);
    r.eval = evaluate(g, r.plan);
    r.status = SolveStatus::infeasible;
  }
  r.seconds = secondsSince(t0);
  return r;
}
