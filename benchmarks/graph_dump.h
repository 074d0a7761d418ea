//===- graph_dump.h - Reads remat-auto's dump-graph listing ------*- C++
//-*-===//
//
// The benchmark drivers (remat-lp-relaxation, remat-bound-probe) read the
// solver graph remat-auto prints with its dump-graph option:
//
//   remat-opt STEP --remat-auto="budget=B dump-graph=1" -o /dev/null 2>G
//
// The listing gives non-input nodes only; the others become inputs. Costs
// are as printed (7 significant digits).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_BENCHMARKS_GRAPH_DUMP_H
#define REMAT_BENCHMARKS_GRAPH_DUMP_H

#include "remat/Solvers/Graph.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace remat::solvers {

/// Fills `g` from the listing at `path`; false if it is not one.
inline bool parseGraphDump(const char *path, Graph &g) {
  std::ifstream in(path);
  std::string line;
  bool header = false;
  while (std::getline(in, line)) {
    if (line.rfind("remat-auto graph of ", 0) == 0) {
      size_t colon = line.find(": ");
      int n = 0, gradStart = 0;
      if (colon == std::string::npos ||
          std::sscanf(line.c_str() + colon + 2,
                      "%d nodes, gradient starts at node %d", &n,
                      &gradStart) != 2)
        return false;
      g = Graph();
      g.nodes.assign(n, Node{});
      for (Node &node : g.nodes)
        node.isInput = true, node.recomputable = false;
      g.gradStart = gradStart;
      header = true;
      continue;
    }
    if (!header || line.rfind("  #", 0) != 0)
      continue;
    int index = 0, segment = -1;
    long long bytes = 0;
    double cost = 0;
    char part[8];
    if (std::sscanf(line.c_str(), "  #%d %7s bytes=%lld cost=%lf seg=%d",
                    &index, part, &bytes, &cost, &segment) != 5 ||
        index < 0 || index >= (int)g.nodes.size())
      return false;
    size_t inputsAt = line.find(" in=[");
    if (inputsAt == std::string::npos)
      return false;
    std::string flags = line.substr(0, inputsAt);
    Node &node = g.nodes[index];
    node.isInput = false;
    node.bytes = bytes;
    node.cost = cost;
    node.segment = segment;
    node.recomputable = flags.find(" fixed") == std::string::npos;
    node.isOutput = flags.find(" output") != std::string::npos;
    std::string list = line.substr(inputsAt + 5);
    std::stringstream operands(list.substr(0, list.find(']')));
    std::string operand;
    while (std::getline(operands, operand, ','))
      if (operand.find_first_not_of(' ') != std::string::npos)
        node.inputs.push_back(std::atoi(operand.c_str()));
  }
  return header;
}

/// Reads and validates a listing: an empty string, or why it is unusable.
inline std::string loadGraphDump(const char *path, Graph &g) {
  if (!parseGraphDump(path, g))
    return std::string(path) + ": not a dump-graph listing";
  if (std::string why = validate(g); !why.empty())
    return std::string(path) + ": " + why;
  return "";
}

} // namespace remat::solvers

#endif // REMAT_BENCHMARKS_GRAPH_DUMP_H
