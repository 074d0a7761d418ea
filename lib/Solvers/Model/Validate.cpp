//===- Validate.cpp - Candidates and well-formed graphs and plans ---------===//

#include "Model.h"

using namespace remat::solvers;

bool remat::solvers::isCandidate(const Graph &g, int v) {
  const Node &n = g.nodes[v];
  return v < g.gradStart && n.recomputable && !n.isInput && !n.isOutput;
}

std::vector<int> remat::solvers::candidates(const Graph &g) {
  std::vector<int> c;
  for (int v = 0, e = (int)g.nodes.size(); v < e; ++v)
    if (isCandidate(g, v))
      c.push_back(v);
  return c;
}

std::string remat::solvers::validate(const Graph &g) {
  int n = (int)g.nodes.size();
  if (g.gradStart < 0 || g.gradStart > n)
    return "gradStart out of range";
  for (int v = 0; v < n; ++v) {
    const Node &node = g.nodes[v];
    if (node.bytes < 0)
      return "node " + std::to_string(v) + " has negative bytes";
    if (node.cost < 0)
      return "node " + std::to_string(v) + " has negative cost";
    for (int in : node.inputs)
      if (in < 0 || in >= v)
        return "node " + std::to_string(v) +
               " reads a node that is not earlier: " + std::to_string(in);
  }
  return "";
}

std::string remat::solvers::validatePlan(const Graph &g, const Plan &p) {
  const int n = (int)g.nodes.size();
  if (p.drop.empty() && p.recomputeAt.empty())
    return "";
  if (p.drop.size() != g.nodes.size())
    return "plan size does not match the graph";
  for (int v = 0; v < n; ++v)
    if (p.drop[v] && !isCandidate(g, v))
      return "node " + std::to_string(v) + " cannot be dropped";
  if (p.recomputeAt.empty())
    return "";
  if ((int)p.recomputeAt.size() != n)
    return "recomputation points do not match the graph";
  for (int v = 0; v < n; ++v) {
    const std::vector<int> &points = p.recomputeAt[v];
    if (points.empty())
      continue;
    if (!p.drop[v])
      return "node " + std::to_string(v) +
             " has recomputation points but is not dropped";
    for (size_t i = 0; i < points.size(); ++i) {
      int b = points[i];
      if (b < g.gradStart || b >= n || g.nodes[b].isInput)
        return "recomputation point " + std::to_string(b) + " of node " +
               std::to_string(v) + " is not a backward node";
      if (i > 0 && b <= points[i - 1])
        return "recomputation points of node " + std::to_string(v) +
               " are not strictly increasing";
    }
  }
  return "";
}
