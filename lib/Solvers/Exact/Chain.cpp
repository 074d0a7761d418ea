//===- Chain.cpp - Exact DP over layer segments
//----------------------------===//
//
// Applicable when the non-input forward nodes form consecutive segments
// (Node::segment, non-decreasing in index order) and every forward edge stays
// inside its segment or goes to the next one (edges to the backward are
// free). Then whether a node of segment i is executed, when it is
// recomputed, and when each of its instances dies depend only on the plan of
// segments i and i+1 plus (executed, firstNeed) of the nodes of segment i+1
// that read segment i (the "interface"). The DP walks segments from last to
// first; a state is that interface, its value the Pareto set of
// (net cost, live-bytes profile over the row space) of the suffix. Profiles
// are sums of instance intervals, so they add up exactly, and a partial
// profile above the budget anywhere can never become feasible. Exact, but the
// number of Pareto entries can grow: past SolveOptions::maxChainStates the
// solver reports notApplicable.
//
//===----------------------------------------------------------------------===//

#include "Exact.h"

#include <algorithm>
#include <map>

using namespace remat::solvers;
using namespace remat::solvers::detail;

bool remat::solvers::chainApplicable(const Graph &g, std::string *why) {
  auto fail = [&](std::string m) {
    if (why)
      *why = std::move(m);
    return false;
  };
  if (!validate(g).empty())
    return fail("invalid graph");
  int prev = -1;
  bool any = false;
  for (int v = 0; v < g.gradStart; ++v) {
    const Node &n = g.nodes[v];
    if (n.isInput)
      continue;
    any = true;
    if (n.segment < 0)
      return fail("forward node " + std::to_string(v) + " has no segment");
    if (n.segment < prev)
      return fail("segments are not in program order at node " +
                  std::to_string(v));
    prev = n.segment;
  }
  if (!any)
    return fail("no forward nodes");
  // Rank segments.
  std::map<int, int> rank;
  for (int v = 0; v < g.gradStart; ++v)
    if (!g.nodes[v].isInput)
      rank.emplace(g.nodes[v].segment, (int)rank.size());
  for (int u = 0; u < g.gradStart; ++u) {
    if (g.nodes[u].isInput)
      continue;
    int su = rank[g.nodes[u].segment];
    for (int w : g.nodes[u].inputs) {
      if (g.nodes[w].isInput)
        continue;
      int sw = rank[g.nodes[w].segment];
      if (su != sw && su != sw + 1)
        return fail("edge " + std::to_string(w) + " -> " + std::to_string(u) +
                    " skips a segment");
    }
  }
  return true;
}

namespace {
struct Entry {
  double cost = 0;
  std::vector<int64_t> profile;
  std::vector<int> dropped;
};

/// a dominates b when it costs no more and every completion of b that fits
/// also fits with a: at row p the groups still to be decided add at most
/// room[p] = budget - floor[p] bytes, so a row where a holds at most floor[p]
/// can never go over, and elsewhere a must hold no more than b.
/// Rows before `from` hold the same bytes in every entry of a stage.
bool dominates(const Entry &a, const Entry &b,
               const std::vector<int64_t> &floor, size_t from, int64_t &work) {
  if (a.cost > b.cost + 1e-9)
    return false;
  // Rows that never decide are ignored only against a strictly more
  // expensive entry (which can then never be the cheapest plan); between
  // equal costs every row counts, so the tie-break on the peak (and the
  // plan chosen) is the one of the full Pareto set.
  const bool cheaper = a.cost < b.cost - 1e-9;
  for (size_t i = from; i < a.profile.size(); ++i)
    if (a.profile[i] > b.profile[i] && (!cheaper || a.profile[i] > floor[i])) {
      work += int64_t(i - from + 1);
      return false;
    }
  work += int64_t(a.profile.size() - from);
  return true;
}

/// `work` counts the profile rows compared (chainDp's deterministic bound).
void insertPareto(std::vector<Entry> &set, Entry e,
                  const std::vector<int64_t> &floor, size_t from,
                  int64_t &work) {
  for (const Entry &x : set)
    if (dominates(x, e, floor, from, work))
      return;
  set.erase(std::remove_if(set.begin(), set.end(),
                           [&](const Entry &x) {
                             return dominates(e, x, floor, from, work);
                           }),
            set.end());
  set.push_back(std::move(e));
}
} // namespace

std::string remat::solvers::detail::rowSpaceTooLarge(const GraphInfo &cheap,
                                                     const SolveOptions &opts) {
  int64_t rows = cheap.n;
  for (int v : cheap.cands)
    rows += std::upper_bound(cheap.events.begin(), cheap.events.end(),
                             cheap.firstBwd[v]) -
            cheap.events.begin();
  if (rows * (64 + 64 * 8) <= opts.maxSolverMemoryBytes)
    return "";
  return "row space of up to " + std::to_string(rows) +
         " rows exceeds the memory limit of " +
         std::to_string(opts.maxSolverMemoryBytes >> 20) + " MiB";
}

SolveResult remat::solvers::detail::solveChain(const Graph &g, int64_t budget,
                                               const SolveOptions &opts) {
  auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  r.kind = SolverKind::chain;
  auto notApplicable = [&](std::string why) {
    r.status = SolveStatus::notApplicable;
    r.message = "chain: " + why;
    r.seconds = secondsSince(t0);
    return r;
  };
  std::string why;
  if (!chainApplicable(g, &why))
    return notApplicable(why);

  // Size guard before the row space is built: a candidate gets at most one
  // row per event up to its first backward reader (GraphInfo::canAt); each
  // row costs a map entry and a canAt entry, and 8 bytes in every Pareto
  // profile: refuse if 64 profiles would not fit.
  {
    GraphInfo cheap(g, /*withRows=*/false);
    std::string tooLarge = rowSpaceTooLarge(cheap, opts);
    if (!tooLarge.empty())
      return notApplicable(tooLarge);
  }

  GraphInfo gi(g);
  // Groups of forward non-input nodes.
  std::vector<std::vector<int>> groups;
  for (int v = 0; v < gi.gs; ++v) {
    if (g.nodes[v].isInput)
      continue;
    if (groups.empty() ||
        g.nodes[groups.back().back()].segment != g.nodes[v].segment)
      groups.push_back({});
    groups.back().push_back(v);
  }
  for (auto &grp : groups) {
    int k = 0;
    for (int v : grp)
      k += gi.cand[v];
    if (k > opts.maxChainSegmentCandidates)
      return notApplicable("segment with " + std::to_string(k) + " candidates");
  }
  // Every subset of every segment's candidates.
  std::vector<std::vector<std::vector<char>>> options(groups.size());
  for (size_t i = 0; i < groups.size(); ++i) {
    int k = 0;
    for (int v : groups[i])
      k += gi.cand[v];
    for (uint64_t mask = 0; mask < (1ull << k); ++mask) {
      std::vector<char> opt(k);
      for (int j = 0; j < k; ++j)
        opt[j] = (mask >> j) & 1;
      options[i].push_back(std::move(opt));
    }
  }
  return chainDp(g, gi, budget, opts, groups, options, opts.maxChainStates,
                 opts.maxChainWork, SolverKind::chain, "chain", t0);
}

SolveResult remat::solvers::detail::chainDp(
    const Graph &g, const GraphInfo &gi, int64_t budget,
    const SolveOptions &opts, const std::vector<std::vector<int>> &groups,
    const std::vector<std::vector<std::vector<char>>> &options,
    int64_t maxStates, int64_t maxWork, SolverKind kind,
    const std::string &label, std::chrono::steady_clock::time_point t0) {
  SolveResult r;
  r.kind = kind;
  auto notApplicable = [&](std::string why) {
    r.status = SolveStatus::notApplicable;
    r.message = label + ": " + why;
    r.seconds = secondsSince(t0);
    return r;
  };
  const int n = gi.n, gs = gi.gs, R = gi.numRows;
  std::vector<int> groupOf(n, -1);
  for (size_t i = 0; i < groups.size(); ++i)
    for (int v : groups[i])
      groupOf[v] = (int)i;
  // Interface nodes of group i: nodes of group i reading group i-1.
  std::vector<std::vector<int>> iface(groups.size());
  for (size_t i = 1; i < groups.size(); ++i)
    for (int u : groups[i]) {
      bool reads = false;
      for (int w : g.nodes[u].inputs)
        reads = reads || groupOf[w] == (int)i - 1;
      if (reads)
        iface[i].push_back(u);
    }

  std::vector<int> lastBwdRow(n, -1);
  for (int w = 0; w < n; ++w)
    for (int x : gi.bwdReaders[w])
      lastBwdRow[w] = std::max(lastBwdRow[w], gi.row[x]);
  auto recRowAt = [&](int v, int fn) {
    return gi.recRowOf(v, gi.eventIdx[fn]);
  };

  // Initial state: backward instances.
  Entry init;
  init.profile.assign(R, 0);
  auto addInterval = [&](std::vector<int64_t> &prof, int a, int last,
                         int64_t bytes) {
    for (int p = a; p <= std::min(last, R - 1); ++p)
      prof[p] += bytes;
  };
  for (int x = gs; x < n; ++x) {
    if (gi.row[x] < 0)
      continue;
    int last = g.nodes[x].isOutput ? R : std::max(gi.row[x], lastBwdRow[x]);
    addInterval(init.profile, gi.row[x], last, g.nodes[x].bytes);
  }
  for (int64_t v : init.profile)
    if (v > budget) {
      r.plan.drop.assign(n, false);
      r.eval = evaluate(g, r.plan);
      r.status = SolveStatus::infeasible;
      r.message = label + ": backward alone exceeds the budget";
      r.seconds = secondsSince(t0);
      return r;
    }

  // What the groups before group i can add at each row, at most: every
  // forward node w holds at most one instance at a time (a dropped node's
  // forward instance dies in the forward pass, before any recomputation),
  // within rows [row(w), L(w)], L(w) the last row any of its instances can
  // be read at (its backward readers, its forward readers and their
  // possible recomputations) or the end for outputs. addable[i][p] = sum
  // over the nodes of groups < i; floor = budget - addable.
  std::vector<std::vector<int64_t>> floorOf(groups.size());
  {
    std::vector<int64_t> add(R + 1, 0);
    for (size_t i = 0; i < groups.size(); ++i) {
      std::vector<int64_t> f(R);
      int64_t run = 0;
      for (int p = 0; p < R; ++p) {
        run += add[p];
        f[p] = budget - run;
      }
      floorOf[i] = std::move(f);
      for (int w : groups[i]) {
        int last = std::max(gi.row[w], lastBwdRow[w]);
        for (int x : gi.fwdReaders[w]) {
          last = std::max(last, gi.row[x]);
          if (gi.cand[x])
            for (const auto &kv : gi.recRow[gi.candIdx[x]])
              last = std::max(last, kv.second);
        }
        if (g.nodes[w].isOutput)
          last = R - 1;
        last = std::min(last, R - 1);
        add[gi.row[w]] += g.nodes[w].bytes;
        add[last + 1] -= g.nodes[w].bytes;
      }
    }
  }

  std::map<std::vector<int>, std::vector<Entry>> states;
  states[{}].push_back(std::move(init));
  int64_t totalStates = 1;
  // Profile rows copied, added and compared: the work, counted so that the
  // DP can stop at the same point on every machine (the clock cannot).
  int64_t work = 0;
  std::vector<char> exec(n, 0), drop(n, 0);
  std::vector<int> fn(n, kInf);

  for (int i = (int)groups.size() - 1; i >= 0; --i) {
    const auto &grp = groups[i];
    std::vector<int> gc;
    for (int v : grp)
      if (gi.cand[v])
        gc.push_back(v);
    std::map<std::vector<int>, std::vector<Entry>> next;
    for (auto &[key, entries] : states) {
      // Unpack interface of group i+1.
      if (i + 1 < (int)groups.size())
        for (size_t j = 0; j < iface[i + 1].size(); ++j) {
          int u = iface[i + 1][j];
          exec[u] = key[2 * j];
          fn[u] = key[2 * j + 1];
          drop[u] = 0; // only fn matters for readers; set below
        }
      for (const std::vector<char> &opt : options[i]) {
        for (size_t j = 0; j < gc.size(); ++j)
          drop[gc[j]] = opt[j];
        double dcost = 0;
        for (int k = (int)grp.size() - 1; k >= 0; --k) {
          int v = grp[k];
          bool e = !drop[v] || g.nodes[v].isOutput;
          for (int u : gi.fwdReaders[v])
            e = e || exec[u];
          exec[v] = e;
          fn[v] = kInf;
          if (drop[v]) {
            int f = gi.firstBwd[v];
            for (int u : gi.fwdReaders[v])
              f = std::min(f, fn[u]); // fn == kInf unless dropped & needed
            fn[v] = f;
          }
          if (fn[v] != kInf)
            dcost += g.nodes[v].cost;
          if (!e)
            dcost -= g.nodes[v].cost;
        }
        // Intervals of this group's instances.
        std::vector<std::pair<int, int>> ivs;
        std::vector<int64_t> ivBytes;
        for (int w : grp) {
          const Node &node = g.nodes[w];
          if (exec[w]) {
            int last = gi.row[w];
            for (int x : gi.fwdReaders[w])
              if (exec[x])
                last = std::max(last, gi.row[x]);
            if (!drop[w]) {
              last = std::max(last, lastBwdRow[w]);
              for (int x : gi.fwdReaders[w])
                if (fn[x] != kInf)
                  last = std::max(last, recRowAt(x, fn[x]));
            }
            if (node.isOutput)
              last = R;
            ivs.push_back({gi.row[w], last});
            ivBytes.push_back(node.bytes);
          }
          if (fn[w] != kInf) {
            int a = recRowAt(w, fn[w]);
            int last = std::max(a, lastBwdRow[w]);
            for (int x : gi.fwdReaders[w])
              if (fn[x] != kInf)
                last = std::max(last, recRowAt(x, fn[x]));
            ivs.push_back({a, last});
            ivBytes.push_back(node.bytes);
          }
        }
        std::vector<int> nkey;
        for (int u : iface[i]) {
          nkey.push_back(exec[u]);
          nkey.push_back(fn[u]);
        }
        // The intervals summed into runs of rows with the same added bytes,
        // once per option instead of once per entry: an entry's rows are
        // then touched once each, however many intervals overlap there
        // (the adds were most of the block DP's time on mobilenet_v2_ids).
        // Entries hold at most the budget everywhere, so the entry fits iff
        // no row of a run goes over it.
        std::vector<std::pair<int, int64_t>> edges;
        for (size_t j = 0; j < ivs.size(); ++j) {
          auto [a, last] = ivs[j];
          last = std::min(last, R - 1);
          if (a > last || ivBytes[j] == 0)
            continue;
          edges.push_back({a, ivBytes[j]});
          edges.push_back({last + 1, -ivBytes[j]});
        }
        std::sort(edges.begin(), edges.end());
        struct Run {
          int begin, end; // rows [begin, end)
          int64_t bytes;
        };
        std::vector<Run> runs;
        int64_t level = 0;
        for (size_t j = 0; j < edges.size();) {
          int at = edges[j].first;
          for (; j < edges.size() && edges[j].first == at; ++j)
            level += edges[j].second;
          if (level > 0 && j < edges.size())
            runs.push_back({at, edges[j].first, level});
        }
        for (const Entry &e : entries) {
          work += R;
          // Whether the entry fits is read off its profile, so that only
          // the entries that fit are copied (R rows each).
          bool ok = true;
          for (size_t j = 0; j < runs.size() && ok; ++j)
            for (int p = runs[j].begin; p < runs[j].end; ++p)
              if (e.profile[p] + runs[j].bytes > budget) {
                ok = false;
                break;
              }
          if (!ok)
            continue;
          Entry ne;
          ne.cost = e.cost + dcost;
          ne.profile = e.profile;
          for (const Run &run : runs)
            for (int p = run.begin; p < run.end; ++p)
              ne.profile[p] += run.bytes;
          ne.dropped = e.dropped;
          for (int v : gc)
            if (drop[v])
              ne.dropped.push_back(v);
          insertPareto(next[nkey], std::move(ne), floorOf[i],
                       (size_t)gi.row[grp.front()], work);
          if (++totalStates > maxStates)
            return notApplicable("state limit of " + std::to_string(maxStates) +
                                 " exceeded");
          if (work > maxWork)
            return notApplicable("work limit of " + std::to_string(maxWork) +
                                 " profile rows exceeded");
          if ((totalStates & 63) == 0) {
            int64_t live = 0;
            for (auto &kv : next)
              live += (int64_t)kv.second.size();
            for (auto &kv : states)
              live += (int64_t)kv.second.size();
            if (live * (int64_t)(R * sizeof(int64_t) + 64) >
                opts.maxSolverMemoryBytes)
              return notApplicable(
                  "Pareto states exceed the memory limit "
                  "of " +
                  std::to_string(opts.maxSolverMemoryBytes >> 20) + " MiB");
            if (secondsSince(t0) > opts.timeLimitSeconds) {
              r.status = SolveStatus::noSolution;
              r.stoppedByClock = true;
              r.message = label + ": time limit of " +
                          std::to_string(opts.timeLimitSeconds) + " s reached";
              r.seconds = secondsSince(t0);
              return r;
            }
          }
        }
      }
      if (i + 1 < (int)groups.size())
        for (int u : iface[i + 1])
          drop[u] = 0;
    }
    states = std::move(next);
    // Reset scratch for this group.
    for (int v : grp)
      drop[v] = 0;
  }

  const Entry *best = nullptr;
  int64_t bestPeak = 0;
  for (auto &[key, entries] : states)
    for (const Entry &e : entries) {
      int64_t pk = 0;
      for (int64_t v : e.profile)
        pk = std::max(pk, v);
      if (!best || e.cost < best->cost - 1e-9 ||
          (e.cost <= best->cost + 1e-9 && pk < bestPeak)) {
        best = &e;
        bestPeak = pk;
      }
    }
  r.plan.drop.assign(n, false);
  if (!best) {
    r.eval = evaluate(g, r.plan);
    r.status = SolveStatus::infeasible;
    r.message = label + ": no plan reaches the budget";
    r.seconds = secondsSince(t0);
    return r;
  }
  for (int v : best->dropped)
    r.plan.drop[v] = true;
  r.eval = evaluate(g, r.plan);
  r.status = SolveStatus::optimal;
  r.lowerBound = best->cost;
  if (r.eval.peakBytes != bestPeak ||
      std::abs(r.eval.recomputeCost - best->cost) > 1e-6) {
    r.status = SolveStatus::feasible;
    r.message = label + ": internal mismatch between DP and evaluate";
  }
  r.seconds = secondsSince(t0);
  return r;
}
