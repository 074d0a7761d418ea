//===- Evaluate.cpp - The reference semantics of a remat plan -------------===//

#include "remat/Solvers/Graph.h"

#include <algorithm>
#include <limits>

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
  if (p.drop.empty())
    return "";
  if (p.drop.size() != g.nodes.size())
    return "plan size does not match the graph";
  for (int v = 0, e = (int)g.nodes.size(); v < e; ++v)
    if (p.drop[v] && !isCandidate(g, v))
      return "node " + std::to_string(v) + " cannot be dropped";
  return "";
}

/// An evaluation that fits no budget and says why.
static Evaluation failed(std::string why) {
  Evaluation ev;
  ev.error = std::move(why);
  ev.peakBytes = std::numeric_limits<int64_t>::max();
  return ev;
}

Evaluation remat::solvers::evaluate(const Graph &g, const Plan &p) {
  if (std::string err = validate(g); !err.empty())
    return failed(err);
  if (std::string err = validatePlan(g, p); !err.empty())
    return failed(err);
  const int n = (int)g.nodes.size();
  const int gs = g.gradStart;
  const int INF = std::numeric_limits<int>::max();
  auto dropped = [&](int v) { return !p.drop.empty() && p.drop[v]; };

  // Reader lists (only non-input readers execute).
  std::vector<std::vector<int>> fwdReaders(n);
  std::vector<int> firstBwd(n, INF);
  for (int u = 0; u < n; ++u) {
    if (g.nodes[u].isInput)
      continue;
    for (int w : g.nodes[u].inputs) {
      if (u < gs)
        fwdReaders[w].push_back(u);
      else
        firstBwd[w] = std::min(firstBwd[w], u);
    }
  }

  // Forward execution and firstNeed, both computed backwards.
  std::vector<char> executed(n, 0);
  std::vector<int> firstNeed(n, INF);
  for (int v = gs - 1; v >= 0; --v) {
    const Node &node = g.nodes[v];
    if (node.isInput)
      continue;
    bool exec = !dropped(v) || node.isOutput;
    for (int u : fwdReaders[v])
      exec = exec || executed[u];
    executed[v] = exec;
    if (dropped(v)) {
      int fn = firstBwd[v];
      for (int u : fwdReaders[v])
        if (dropped(u))
          fn = std::min(fn, firstNeed[u]);
      firstNeed[v] = fn;
    }
  }

  // Schedule.
  Evaluation ev;
  ev.fwdStep.assign(n, -1);
  ev.fwdFree.assign(n, -1);
  ev.recStep.assign(n, -1);
  ev.recFree.assign(n, -1);
  std::vector<std::vector<int>> bucket(n);
  for (int v = 0; v < gs; ++v) {
    if (g.nodes[v].isInput)
      continue;
    if (executed[v]) {
      ev.fwdStep[v] = (int)ev.steps.size();
      ev.steps.push_back({v, false});
    }
    if (firstNeed[v] != INF)
      bucket[firstNeed[v]].push_back(v);
  }
  for (int b = gs; b < n; ++b) {
    if (g.nodes[b].isInput)
      continue;
    for (int v : bucket[b]) {
      ev.recStep[v] = (int)ev.steps.size();
      ev.steps.push_back({v, true});
      ++ev.numRecomputed;
    }
    ev.fwdStep[b] = (int)ev.steps.size();
    ev.steps.push_back({b, false});
  }
  const int S = (int)ev.steps.size();

  // Last uses.
  std::vector<int> lastFwd(n, -1), lastRec(n, -1);
  for (int s = 0; s < S; ++s) {
    auto [u, rec] = ev.steps[s];
    for (int w : g.nodes[u].inputs) {
      if (g.nodes[w].isInput)
        continue;
      bool useRec = (rec || u >= gs) && w < gs && dropped(w);
      if (useRec) {
        if (ev.recStep[w] < 0 || ev.recStep[w] > s)
          return failed("internal: recomputation not available");
        lastRec[w] = std::max(lastRec[w], s);
      } else {
        if (ev.fwdStep[w] < 0 || ev.fwdStep[w] > s)
          return failed("internal: value not executed");
        lastFwd[w] = std::max(lastFwd[w], s);
      }
    }
  }

  // Intervals and sweep.
  std::vector<int64_t> diff(S + 1, 0);
  for (int v = 0; v < n; ++v) {
    const Node &node = g.nodes[v];
    if (ev.fwdStep[v] >= 0) {
      int a = ev.fwdStep[v];
      int f = node.isOutput ? S : std::max(a, lastFwd[v]);
      ev.fwdFree[v] = f;
      diff[a] += node.bytes;
      diff[std::min(f + 1, S)] -= node.bytes;
    }
    if (ev.recStep[v] >= 0) {
      int a = ev.recStep[v];
      int f = std::max(a, lastRec[v]);
      ev.recFree[v] = f;
      diff[a] += node.bytes;
      diff[std::min(f + 1, S)] -= node.bytes;
    }
  }
  ev.liveBytes.resize(S);
  int64_t live = 0;
  for (int s = 0; s < S; ++s) {
    live += diff[s];
    ev.liveBytes[s] = live;
    if (ev.peakStep < 0 || live > ev.peakBytes) {
      ev.peakBytes = live;
      ev.peakStep = s;
    }
  }
  if (ev.peakStep >= 0) {
    ev.peakNode = ev.steps[ev.peakStep].node;
    ev.peakIsRecompute = ev.steps[ev.peakStep].recompute;
  }

  double cost = 0;
  for (int v = 0; v < gs; ++v) {
    if (g.nodes[v].isInput)
      continue;
    if (ev.recStep[v] >= 0)
      cost += g.nodes[v].cost;
    if (!executed[v]) {
      cost -= g.nodes[v].cost;
      ++ev.numRemoved;
    }
  }
  ev.recomputeCost = cost;
  return ev;
}
