//===- lp_relaxation.cpp - The ILP's LP relaxation on a dumped graph ------===//
//
// Measures whether the LP relaxation of the exact MILP (Ilp.cpp) could serve
// as a bound: reads a solver graph printed by remat-auto's dump-graph option
// (costs as printed, 7 significant digits), builds the ILP's model at
// fractions of the graph's no-remat model peak and solves its relaxation
// with Clp. Prints per fraction: columns, rows, build and LP seconds, Clp's
// status, the memory bound (Bound.cpp; every plan) and the Lagrangian value
// at Clp's row prices (single-recompute plans only; valid also when the LP
// stopped at the time limit). --mps writes each model (for other LP codes).
//
//   remat-opt STEP --remat-auto="budget=B dump-graph=1" -o /dev/null 2>G
//   remat-lp-relaxation G [--fractions 0.75,0.5] [--time-limit 60]
//                         [--method dual|primal|barrier|barrier-no-cross]
//                         [--mps PREFIX]
//
//===----------------------------------------------------------------------===//

#include "../lib/Solvers/Internal.h"
#include "graph_dump.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace remat::solvers;
using namespace remat::solvers::detail;

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr,
                 "usage: %s GRAPH_DUMP [--fractions F,...] "
                 "[--time-limit S] [--method M] [--mps PREFIX]\n",
                 argv[0]);
    return 2;
  }
  std::string fractions = "0.75,0.5", mpsPrefix;
  LpRelaxationOptions opts;
  opts.timeLimitSeconds = 60;
  for (int i = 2; i + 1 < argc; i += 2) {
    std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--fractions")
      fractions = value;
    else if (flag == "--time-limit")
      opts.timeLimitSeconds = std::atof(value.c_str());
    else if (flag == "--mps")
      mpsPrefix = value;
    else if (flag == "--method" && value == "dual")
      opts.method = LpMethod::dual;
    else if (flag == "--method" && value == "primal")
      opts.method = LpMethod::primal;
    else if (flag == "--method" && value == "barrier")
      opts.method = LpMethod::barrier;
    else if (flag == "--method" && value == "barrier-no-cross")
      opts.method = LpMethod::barrierNoCross;
    else {
      std::fprintf(stderr, "unknown option %s %s\n", flag.c_str(),
                   value.c_str());
      return 2;
    }
  }
  Graph g;
  if (std::string why = loadGraphDump(argv[1], g); !why.empty()) {
    std::fprintf(stderr, "%s\n", why.c_str());
    return 1;
  }
  int64_t peak = evaluate(g, Plan{}).peakBytes;
  std::printf("| graph | budget | columns | rows | build s | LP s | LP status "
              "| memory bound | LP bound (single-recompute) |\n"
              "|---|---|---:|---:|---:|---:|---|---:|---:|\n");
  std::stringstream list(fractions);
  std::string item;
  while (std::getline(list, item, ',')) {
    double fraction = std::atof(item.c_str());
    int64_t budget = (int64_t)(fraction * (double)peak);
    opts.mpsPath = mpsPrefix.empty() ? "" : mpsPrefix + item + ".mps";
    double memory = recomputeLowerBound(g, budget);
    LpRelaxation lp = ilpRelaxation(g, budget, opts);
    const char *status = !lp.built       ? lp.message.c_str()
                         : lp.optimal    ? "optimal"
                         : lp.infeasible ? "infeasible"
                                         : "stopped";
    std::printf("| %s | %lld (%.0f%%) | %lld | %lld | %.2f | %.2f | %s | %.4g "
                "| %.4g |\n",
                argv[1], (long long)budget, fraction * 100,
                (long long)lp.columns, (long long)lp.rows, lp.buildSeconds,
                lp.lpSeconds, status, memory, lp.bound);
    std::fflush(stdout);
  }
  return 0;
}
