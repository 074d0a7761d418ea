//===- BranchAndBound.cpp - Branching on the cut models' recomputations ---===//
//
// See Bound.cpp's header, "Branching".
//
//===----------------------------------------------------------------------===//

#include "CutModel.h"

#include <vector>

using namespace remat::solvers;
using namespace remat::solvers::detail;

double remat::solvers::detail::branchAndBound(
    const Graph &g, const std::vector<char> &inS,
    const std::vector<int> &lastBwd,
    const std::vector<std::vector<int>> &readCandidates,
    const std::vector<std::vector<int>> &readers,
    const std::vector<std::vector<int>> &forcedEnds,
    const std::vector<int> &steps, int64_t budget,
    const std::vector<int64_t> &fixedAt, const std::vector<double> &stepLambda,
    int64_t maxWork, int &expanded, int64_t &spent, bool &finished,
    std::vector<int> &paid) {
  const int gs = g.gradStart;
  CutModel model(g, inS, lastBwd, readCandidates, readers, forcedEnds);
  for (int b : steps)
    model.addStep(b, budget - fixedAt[b - gs]);
  int64_t work = model.workToBuild();
  struct Open {
    double value = 0;
    std::vector<signed char> fix;
    std::vector<double> lambda;
    int branchOn = -1;
  };
  // Two sweeps over the multipliers of several steps (raising one can make
  // another worth raising again); one for a single step, whose Newton steps
  // on its one multiplier end at the maximum unless their cap or the work
  // ran out (a second sweep only re-solved the cuts there: at the same work
  // count the transformer at 50 % expanded 1,006 nodes instead of 540).
  const int sweeps = model.numLayers() > 1 ? 2 : 1;
  auto raise = [&](Open &node) {
    model.fix = node.fix;
    model.disputed(); // a new record
    for (int sweep = 0; sweep < sweeps; ++sweep)
      for (int k = 0; k < model.numLayers() && work < maxWork; ++k)
        node.value = raiseAlong(model, node.lambda, k, node.value,
                                stepLambda[model.step(k) - gs], work, maxWork);
    node.branchOn = model.disputed();
  };
  std::vector<Open> open(1);
  open[0].fix.assign(model.numY(), -1);
  open[0].lambda.assign(model.numLayers(), 0);
  raise(open[0]);
  double lastValue = open[0].value;
  while (!open.empty() && work < maxWork) {
    // The lowest value first (the earliest of equals: deterministic).
    size_t at = 0;
    for (size_t i = 1; i < open.size(); ++i)
      if (open[i].value < open[at].value)
        at = i;
    if (open[at].branchOn < 0)
      break; // its cuts agreed: branching would not raise it
    Open node = std::move(open[at]);
    open.erase(open.begin() + at);
    lastValue = node.value;
    ++expanded;
    for (signed char choice : {1, 0}) {
      Open child;
      child.fix = node.fix;
      child.fix[node.branchOn] = choice;
      child.lambda = node.lambda;
      child.value = node.value;
      model.fix = child.fix;
      bool fits = true;
      for (int k = 0; choice == 0 && fits && k < model.numLayers(); ++k) {
        std::vector<double> only(model.numLayers(), 0);
        only[k] = 1;
        fits = model.solve(only, false, work).flow <= (double)model.cap(k);
      }
      if (!fits)
        continue;
      raise(child);
      open.push_back(std::move(child));
    }
  }
  spent = work;
  finished = work < maxWork;
  // Where every branch closed, no plan fits these steps; the last value
  // expanded is still a bound (the caller proves nothing more).
  double value = lastValue;
  paid.clear();
  if (!open.empty()) {
    size_t lowest = 0;
    for (size_t i = 1; i < open.size(); ++i)
      if (open[i].value < open[lowest].value)
        lowest = i;
    value = open[lowest].value;
    // Its cut again (one more flow, outside the count): what auto's
    // bound-guided start begins from (Solve.cpp).
    model.fix = open[lowest].fix;
    int64_t extra = 0;
    paid = model.solve(open[lowest].lambda, true, extra).paid;
  }
  return value;
}
