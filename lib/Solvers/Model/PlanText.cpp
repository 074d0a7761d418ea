//===- PlanText.cpp - Plans written as text -------------------------------===//
//
// The plan file format that remat-bound-probe --check, remat-auto's
// plan-file option and benchmarks/oracle/graph_milp.py share, so that a plan
// found outside remat-auto can be measured and realised.
//
//===----------------------------------------------------------------------===//

#include "remat/Solvers/Graph.h"

#include <cstdlib>
#include <sstream>

using namespace remat::solvers;

std::string remat::solvers::parsePlanText(const std::string &text, int numNodes,
                                          Plan &plan) {
  plan.drop.assign(numNodes, false);
  plan.recomputeAt.assign(numNodes, {});
  std::istringstream in(text);
  std::string line;
  for (int lineNo = 1; std::getline(in, line); ++lineNo) {
    const std::string where = "line " + std::to_string(lineNo) + ": ";
    std::istringstream fields(line.substr(0, line.find('#')));
    int dropped = -1; // the line's first index
    for (std::string token; fields >> token;) {
      char *end = nullptr;
      long long index = std::strtoll(token.c_str(), &end, 10);
      if (*end != '\0')
        return where + "'" + token + "' is not a node index";
      if (index < 0 || index >= numNodes)
        return where + "no node " + token + " (the graph has " +
               std::to_string(numNodes) + ")";
      if (dropped < 0) {
        if (plan.drop[index])
          return where + "node " + token + " is listed twice";
        dropped = (int)index;
        plan.drop[dropped] = true;
      } else {
        plan.recomputeAt[dropped].push_back((int)index);
      }
    }
  }
  return "";
}
