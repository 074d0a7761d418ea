//===- BlockChain.cpp - Exact DP over a chain of blocks with options ------===//
//
// Rockmate-style: the forward pass is cut into blocks (consecutive runs of
// forward nodes in index order, chosen here from the graph, not from
// Node::segment) such that every forward edge stays in its block or goes to
// the next one; each block gets a small set of options (drop sets of its
// candidates), and the chain DP of Chain.cpp (chainDp: Pareto sets of (net
// cost, live-bytes profile over the row space) per interface state) picks
// one option per block. The DP is exact in bytes over the product of the
// options, so the answer is the cheapest plan of that plan space that fits
// (measured with evaluate()), and `optimal` whenever every block's options
// are all of its subsets.
//
// Options of a block with at most `exactCandidates` candidates: every
// subset. Of a larger block: keep all, drop all, drop all but the values the
// next block reads, the cost-per-byte prefixes (the t cheapest per byte
// dropped, t = 1..k-1, with and without the values the next block reads
// kept), and the block's part of greedy's plans at the budget and at a
// ladder of budgets (so the DP's plan is never more expensive than
// greedy's whenever greedy's fits and the DP finishes).
//
// Blocks are tried from fine (a few candidates each) to coarse; the first
// partition whose DP stays within the state and memory limits answers.
//
//===----------------------------------------------------------------------===//

#include "Exact.h"

#include "../Heuristics/Heuristics.h"

#include <algorithm>
#include <set>

using namespace remat::solvers;
using namespace remat::solvers::detail;

namespace {

/// Cuts the forward non-input nodes into blocks with every forward edge in
/// its block or to the next one, each block closed as soon as it holds
/// `target` candidates and reaches past the readers of the block before it.
std::vector<std::vector<int>> cutBlocks(const Graph &g, const GraphInfo &gi,
                                        int target) {
  std::vector<int> fwd, pos(gi.n, -1);
  for (int v = 0; v < gi.gs; ++v)
    if (!g.nodes[v].isInput) {
      pos[v] = (int)fwd.size();
      fwd.push_back(v);
    }
  const int m = (int)fwd.size();
  std::vector<int> reach(m);
  for (int p = 0; p < m; ++p) {
    reach[p] = p;
    for (int u : gi.fwdReaders[fwd[p]])
      if (pos[u] >= 0)
        reach[p] = std::max(reach[p], pos[u]);
  }
  std::vector<std::vector<int>> blocks;
  int start = 0, prevReach = -1;
  while (start < m) {
    int end = std::max(start + 1, prevReach + 1); // exclusive
    int k = 0;
    for (int p = start; p < end; ++p)
      k += gi.cand[fwd[p]];
    while (end < m && k < target)
      k += gi.cand[fwd[end++]];
    std::vector<int> block(fwd.begin() + start, fwd.begin() + end);
    int r = -1;
    for (int p = start; p < end; ++p)
      r = std::max(r, reach[p]);
    blocks.push_back(std::move(block));
    prevReach = r;
    start = end;
  }
  return blocks;
}

} // namespace

std::vector<Plan>
remat::solvers::detail::blockChainSeeds(const Graph &g, int64_t budget,
                                        const SolveOptions &opts) {
  std::vector<Plan> seeds;
  Plan none;
  none.drop.assign(g.nodes.size(), false);
  int64_t peak = evaluate(g, none).peakBytes;
  seeds.push_back(solveGreedy(g, budget, opts).plan);
  // Every rung of the ladder, whatever the clock says: the options, and so
  // the plan, must not depend on the machine's speed (greedy takes about
  // 0.8 s on a 12k-node chain; blockChainSeedBudgets bounds the work).
  for (int i = 1; i <= opts.blockChainSeedBudgets; ++i) {
    int64_t b = budget + (peak - budget) * i / (opts.blockChainSeedBudgets + 1);
    if (b != budget)
      seeds.push_back(solveGreedy(g, b, opts).plan);
  }
  return seeds;
}

std::vector<std::vector<int>>
remat::solvers::detail::blockChainBlocks(const Graph &g, const GraphInfo &gi,
                                         int target) {
  return cutBlocks(g, gi, target);
}

BlockPlanSpace remat::solvers::detail::blockPlanSpace(
    const Graph &g, const GraphInfo &gi, const std::vector<Plan> &seeds,
    const SolveOptions &opts, const std::vector<std::vector<int>> &blocks) {
  BlockPlanSpace space;
  std::vector<std::vector<std::vector<char>>> options(blocks.size());
  bool complete = true;
  int maxOptions = 0, maxK = 0;
  for (size_t i = 0; i < blocks.size(); ++i) {
    std::vector<int> gc;
    for (int v : blocks[i])
      if (gi.cand[v])
        gc.push_back(v);
    const int k = (int)gc.size();
    maxK = std::max(maxK, k);
    auto &opt = options[i];
    if (k <= opts.blockChainExactCandidates) {
      for (uint64_t mask = 0; mask < (1ull << k); ++mask) {
        std::vector<char> o(k);
        for (int j = 0; j < k; ++j)
          o[j] = (mask >> j) & 1;
        opt.push_back(std::move(o));
      }
      maxOptions = std::max(maxOptions, (int)opt.size());
      continue;
    }
    complete = false;
    std::set<std::vector<char>> seen;
    auto add = [&](std::vector<char> o) {
      if (seen.insert(o).second)
        opt.push_back(std::move(o));
    };
    for (const Plan &p : seeds) {
      std::vector<char> o(k);
      for (int j = 0; j < k; ++j)
        o[j] = !p.drop.empty() && p.drop[gc[j]];
      add(std::move(o));
    }
    // Values the next block reads (its outputs).
    std::vector<char> out(k, 0);
    for (int j = 0; j < k; ++j)
      for (int u : gi.fwdReaders[gc[j]])
        out[j] = out[j] ||
                 (i + 1 < blocks.size() &&
                  std::find(blocks[i + 1].begin(), blocks[i + 1].end(), u) !=
                      blocks[i + 1].end());
    add(std::vector<char>(k, 0));
    add(std::vector<char>(k, 1));
    {
      std::vector<char> o(k);
      for (int j = 0; j < k; ++j)
        o[j] = !out[j];
      add(std::move(o));
    }
    std::vector<int> order(k);
    for (int j = 0; j < k; ++j)
      order[j] = j;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      const Node &x = g.nodes[gc[a]], &y = g.nodes[gc[b]];
      return x.cost * double(std::max<int64_t>(y.bytes, 1)) <
             y.cost * double(std::max<int64_t>(x.bytes, 1));
    });
    // At most blockChainPrefixes prefix lengths, evenly spaced.
    const int step = std::max(1, (k + opts.blockChainPrefixes - 1) /
                                     std::max(1, opts.blockChainPrefixes));
    for (int keepOut = 0; keepOut < 2; ++keepOut) {
      std::vector<char> o(k, 0);
      for (int t = 0; t + 1 < k; ++t) {
        if (!(keepOut && out[order[t]]))
          o[order[t]] = 1;
        if ((t + 1) % step == 0)
          add(o);
      }
    }
    maxOptions = std::max(maxOptions, (int)opt.size());
  }
  space.options = std::move(options);
  space.complete = complete;
  space.maxCandidates = maxK;
  space.maxOptions = maxOptions;
  return space;
}

SolveResult remat::solvers::detail::solveBlockChain(const Graph &g,
                                                    int64_t budget,
                                                    const SolveOptions &opts) {
  auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  r.kind = SolverKind::blockChain;
  auto refuse = [&](std::string why) {
    r.status = SolveStatus::notApplicable;
    r.message = "block-chain: " + why;
    r.seconds = secondsSince(t0);
    return r;
  };
  {
    // The row space (Chain.cpp's guard): one row per node and per
    // (candidate, event up to its first backward reader); every Pareto
    // profile holds 8 bytes per row.
    GraphInfo cheap(g, /*withRows=*/false);
    std::string tooLarge = rowSpaceTooLarge(cheap, opts);
    if (!tooLarge.empty())
      return refuse(tooLarge);
    if (cheap.cands.empty()) {
      // The keep-all plan is the only plan.
      r.plan.drop.assign(g.nodes.size(), false);
      r.eval = evaluate(g, r.plan);
      r.status = r.eval.peakBytes <= budget ? SolveStatus::optimal
                                            : SolveStatus::infeasible;
      r.lowerBound = 0;
      r.message = "block-chain: no candidates, keeping everything is the "
                  "only plan";
      r.seconds = secondsSince(t0);
      return r;
    }
  }
  GraphInfo gi(g);

  std::vector<Plan> seeds = blockChainSeeds(g, budget, opts);
  // Partitions from coarse (one block) to fine: the coarse ones answer
  // fast, the finer ones have more plans and more Pareto states. Each runs
  // against the overall deadline; the cheapest fitting plan over the
  // partitions whose DP finished is returned. A refusal or a time-out ends
  // the refinement.
  std::vector<std::vector<std::vector<int>>> partitions;
  for (int64_t target = std::max(1, opts.blockChainCandidates);; target *= 2) {
    std::vector<std::vector<int>> blocks =
        cutBlocks(g, gi, (int)std::min<int64_t>(target, 1 << 30));
    if (partitions.empty() || blocks.size() != partitions.back().size())
      partitions.push_back(std::move(blocks));
    if (partitions.back().size() == 1)
      break;
  }
  std::string solved, trail;
  bool have = false, timedOut = false, stoppedByClock = false;
  for (auto it = partitions.rbegin(); it != partitions.rend(); ++it) {
    const std::vector<std::vector<int>> &blocks = *it;
    BlockPlanSpace space = blockPlanSpace(g, gi, seeds, opts, blocks);
    std::string shape = std::to_string(blocks.size()) + " blocks of up to " +
                        std::to_string(space.maxCandidates) +
                        " candidates, up to " +
                        std::to_string(space.maxOptions) + " options";
    if (secondsSince(t0) > opts.timeLimitSeconds) {
      trail = shape + ": not tried, time limit of " +
              std::to_string(opts.timeLimitSeconds) + " s reached";
      timedOut = true;
      stoppedByClock = true;
      break;
    }
    SolveResult dp = chainDp(g, gi, budget, opts, blocks, space.options,
                             opts.maxBlockChainStates, opts.maxBlockChainWork,
                             SolverKind::blockChain, "block-chain", t0);
    if (dp.status == SolveStatus::notApplicable ||
        dp.status == SolveStatus::noSolution) {
      trail = shape + ": " + dp.message;
      timedOut = dp.status == SolveStatus::noSolution;
      stoppedByClock = dp.stoppedByClock;
      break;
    }
    if (dp.status == SolveStatus::optimal && space.complete) {
      // Every subset of every block: the optimum of all plans.
      r = std::move(dp);
      r.message = "block-chain: optimal (" + shape + ", every subset)";
      r.seconds = secondsSince(t0);
      return r;
    }
    if (dp.status == SolveStatus::infeasible && space.complete) {
      r = std::move(dp);
      r.message += " (" + shape + ", every subset)";
      r.seconds = secondsSince(t0);
      return r;
    }
    solved += (solved.empty() ? "" : ", ") + shape;
    if (dp.status == SolveStatus::optimal &&
        (!have || dp.eval.recomputeCost < r.eval.recomputeCost - 1e-9)) {
      have = true;
      r = std::move(dp);
    }
  }
  if (solved.empty()) {
    r = refuse(trail);
    if (timedOut)
      r.status = SolveStatus::noSolution;
    r.stoppedByClock = stoppedByClock;
    return r;
  }
  r.seconds = secondsSince(t0);
  if (!have) {
    r.plan.drop.assign(gi.n, false);
    r.eval = evaluate(g, r.plan);
    r.status = SolveStatus::infeasible;
    r.kind = SolverKind::blockChain;
    r.message =
        "block-chain: no plan of the block plan spaces fits (" + solved + ")";
  } else {
    // The cheapest plan of these plan spaces; optimality over all plans is
    // not proven.
    r.status = SolveStatus::feasible;
    r.lowerBound = 0;
    r.message =
        "block-chain: cheapest plan of the block plan spaces (" + solved + ")";
  }
  r.stoppedByClock = stoppedByClock;
  if (!trail.empty())
    r.message += "; finer partition stopped: " + trail;
  return r;
}
