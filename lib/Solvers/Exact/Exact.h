//===- Exact.h - Exact solvers: brute force, DPs, ILP -----------*- C++ -*-===//
//
// The solvers that are exact over their plan space: brute force
// (BruteForce.cpp), the chain DP (Chain.cpp), the block-chain DP over
// blocks with options (BlockChain.cpp, which takes options from greedy's
// plans: the one use of the heuristics family here), the nested checkpoint
// DPs for chains (NestedChain.cpp) and the MILP with CBC (Ilp.cpp, also its
// LP relaxation). Builds on the model family (and, in BlockChain.cpp, the
// heuristics family).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_SOLVERS_EXACT_EXACT_H
#define REMAT_LIB_SOLVERS_EXACT_EXACT_H

#include "../Model/Model.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace remat::solvers::detail {

//===----------------------------------------------------------------------===//
// Brute force (BruteForce.cpp)
//===----------------------------------------------------------------------===//

/// The brute force's order of plans (BruteForce.cpp; minimumPeak's
/// enumeration breaks ties of equal peaks with it): lower cost, then lower
/// peak, then lexicographically smaller drop.
bool bruteForceBetter(const Evaluation &a, const Plan &pa, const Evaluation &b,
                      const Plan &pb);
SolveResult solveBruteForce(const Graph &g, int64_t budget,
                            const SolveOptions &opts);

//===----------------------------------------------------------------------===//
// The chain DP (Chain.cpp)
//===----------------------------------------------------------------------===//

SolveResult solveChain(const Graph &g, int64_t budget,
                       const SolveOptions &opts);
/// Why the chain DP's row space would exceed opts.maxSolverMemoryBytes
/// (empty when it fits): a candidate gets at most one row per event up to
/// its first backward reader, each row a map entry, a canAt entry and 8
/// bytes in every Pareto profile; refused where 64 profiles would not fit.
/// `cheap` is built without rows, so this runs before the row space.
std::string rowSpaceTooLarge(const GraphInfo &cheap, const SolveOptions &opts);
/// The chain DP's core (Chain.cpp): groups are consecutive runs of forward
/// non-input nodes in index order such that every forward edge stays in its
/// group or goes to the next one; options[i] lists the drop sets allowed for
/// group i (one flag per candidate of the group, in index order). Exact in
/// bytes over the product of the options: `optimal` means optimal among
/// those plans. Refuses (notApplicable, message prefixed with `label`) past
/// maxStates Pareto entries, maxWork profile rows copied or compared (both
/// counts, so where it stops does not depend on the machine) or
/// maxSolverMemoryBytes; opts.timeLimitSeconds ends it with noSolution.
SolveResult chainDp(const Graph &g, const GraphInfo &gi, int64_t budget,
                    const SolveOptions &opts,
                    const std::vector<std::vector<int>> &groups,
                    const std::vector<std::vector<std::vector<char>>> &options,
                    int64_t maxStates, int64_t maxWork, SolverKind kind,
                    const std::string &label,
                    std::chrono::steady_clock::time_point t0);

//===----------------------------------------------------------------------===//
// The block-chain DP (BlockChain.cpp)
//===----------------------------------------------------------------------===//

SolveResult solveBlockChain(const Graph &g, int64_t budget,
                            const SolveOptions &opts);
/// block-chain's plan space (BlockChain.cpp), for tests: its blocks for a
/// target candidate count, greedy's plans it takes options from, and the
/// options of each block (one flag per candidate of the block, index order).
struct BlockPlanSpace {
  std::vector<std::vector<std::vector<char>>> options;
  bool complete = true; ///< every block has every subset
  int maxCandidates = 0, maxOptions = 0;
};
std::vector<std::vector<int>> blockChainBlocks(const Graph &g,
                                               const GraphInfo &gi, int target);
std::vector<Plan> blockChainSeeds(const Graph &g, int64_t budget,
                                  const SolveOptions &opts);
BlockPlanSpace blockPlanSpace(const Graph &g, const GraphInfo &gi,
                              const std::vector<Plan> &seeds,
                              const SolveOptions &opts,
                              const std::vector<std::vector<int>> &blocks);

//===----------------------------------------------------------------------===//
// Nested checkpoint schedules (NestedChain.cpp)
//===----------------------------------------------------------------------===//

/// Nested checkpoint (revolve/rotor-style) multi-recompute plans for chains
/// of at most maxSegments segments read in reverse order by the gradient
/// computation, one per variant and slot count up to maxSlots
/// (NestedChain.cpp); none, with the reason in `why`, where the structure
/// does not apply. Built and visited one at a time, in the DP's order
/// (variant, then slot count) or, with `byCost`, by ascending DP recompute
/// cost (stable); `visit` returns false to stop.
void forEachNestedChainPlan(const Graph &g, int maxSegments, int maxSlots,
                            bool byCost,
                            const std::function<bool(Plan &&)> &visit,
                            std::string *why = nullptr);
/// The same schedules chosen by a DP that is exact in bytes for one
/// budget (NestedChain.cpp): memory of the held checkpoints in units of
/// budget / 512, the rest (backward instances, kept nodes, working sets of
/// sweeps and windows) derived from the graph. `measure` gets each plan and
/// returns its measured peak (negative: stop); the DP's target then moves
/// by the excess or slack, up to maxTries plans.
void forEachByteNestedChainPlan(const Graph &g, int maxSegments, int64_t budget,
                                int maxTries,
                                const std::function<int64_t(Plan &&)> &measure,
                                std::string *why = nullptr);

//===----------------------------------------------------------------------===//
// The MILP (Ilp.cpp)
//===----------------------------------------------------------------------===//

SolveResult solveIlp(const Graph &g, int64_t budget, const SolveOptions &opts);
/// Minimises the peak with the ILP (no budget). Returns status optimal when
/// the minimum is proven.
SolveResult solveIlpMinPeak(const Graph &g, const SolveOptions &opts);

/// The LP relaxation of solveIlp's model (every d_v in [0, 1]), for
/// measurements (benchmarks/lp_relaxation.cpp): no solver calls it. Its
/// optimum bounds the recompute cost of single-recompute plans only (the
/// ILP's plan space). `bound` is the Lagrangian value at the row prices Clp
/// returns (valid for any prices, also when the LP stopped at the time
/// limit; equal to the LP optimum when `optimal`). Clp's barrier does not
/// look at the clock (only the simplex methods stop at the time limit).
enum class LpMethod { dual, primal, barrier, barrierNoCross };
struct LpRelaxationOptions {
  double timeLimitSeconds = 10;
  int64_t maxColumns = INT64_MAX;
  LpMethod method = LpMethod::dual;
  std::string mpsPath; ///< if set, the model is written there as MPS
};
struct LpRelaxation {
  bool built = false, optimal = false, infeasible = false;
  double bound = 0, lpObjective = 0;
  int64_t columns = 0, rows = 0;
  double buildSeconds = 0, lpSeconds = 0;
  std::string message; ///< why nothing was solved, or CBC's/Clp's error
};
LpRelaxation ilpRelaxation(const Graph &g, int64_t budget,
                           const LpRelaxationOptions &opts);

} // namespace remat::solvers::detail

#endif // REMAT_LIB_SOLVERS_EXACT_EXACT_H
