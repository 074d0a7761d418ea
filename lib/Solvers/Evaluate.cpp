//===- Evaluate.cpp - The reference semantics of a remat plan -------------===//

#include "remat/Solvers/Graph.h"

#include "Internal.h"

#include <algorithm>
#include <cassert>
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

namespace {
/// The ints [first, last) of a flattened list, for range-for.
struct IntRange {
  const int *first, *last;
  const int *begin() const { return first; }
  const int *end() const { return last; }
};
} // namespace

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
  auto hasPoints = [&](int v) {
    return !p.recomputeAt.empty() && !p.recomputeAt[v].empty();
  };

  // Reader lists (only non-input readers execute), flattened: the readers
  // of w are fwdReaders[readerBegin[w] .. readerBegin[w + 1]), ascending.
  // The search calls this hundreds of times on graphs of 100k nodes, where
  // a vector per node made allocation most of its time.
  std::vector<int> readerBegin(n + 1, 0);
  std::vector<int> firstBwd(n, INF);
  for (int u = 0; u < n; ++u) {
    if (g.nodes[u].isInput)
      continue;
    for (int w : g.nodes[u].inputs) {
      if (u < gs)
        ++readerBegin[w + 1];
      else
        firstBwd[w] = std::min(firstBwd[w], u);
    }
  }
  for (int v = 0; v < n; ++v)
    readerBegin[v + 1] += readerBegin[v];
  std::vector<int> fwdReaders(readerBegin[n]);
  {
    std::vector<int> next(readerBegin.begin(), readerBegin.end() - 1);
    for (int u = 0; u < gs; ++u) {
      if (g.nodes[u].isInput)
        continue;
      for (int w : g.nodes[u].inputs)
        fwdReaders[next[w]++] = u;
    }
  }
  auto readersOf = [&](int w) {
    return IntRange{fwdReaders.data() + readerBegin[w],
                    fwdReaders.data() + readerBegin[w + 1]};
  };

  // Forward execution and firstNeed, both computed backwards.
  std::vector<char> executed(n, 0);
  std::vector<int> firstNeed(n, INF);
  for (int v = gs - 1; v >= 0; --v) {
    const Node &node = g.nodes[v];
    if (node.isInput)
      continue;
    bool exec = !dropped(v) || node.isOutput;
    for (int u : readersOf(v))
      exec = exec || executed[u];
    executed[v] = exec;
    if (dropped(v)) {
      int fn = firstBwd[v];
      for (int u : readersOf(v))
        if (dropped(u))
          fn = std::min(fn, firstNeed[u]);
      if (hasPoints(v)) {
        int first = p.recomputeAt[v].front();
        if (first > fn)
          return failed(
              "node " + std::to_string(v) + " is needed before backward node " +
              std::to_string(fn) + ", ahead of its first recomputation point " +
              std::to_string(first));
        fn = first;
      }
      firstNeed[v] = fn;
    }
  }

  // Schedule.
  Evaluation ev;
  ev.fwdStep.assign(n, -1);
  ev.fwdFree.assign(n, -1);
  ev.recStep.assign(n, -1);
  ev.recFree.assign(n, -1);
  // The recomputations before backward node b, flattened as the readers
  // above: bucket[bucketBegin[b] .. bucketBegin[b + 1]), ascending.
  std::vector<int> bucketBegin(n + 1, 0);
  for (int v = 0; v < gs; ++v) {
    if (g.nodes[v].isInput)
      continue;
    if (hasPoints(v)) {
      for (int b : p.recomputeAt[v])
        ++bucketBegin[b + 1];
    } else if (firstNeed[v] != INF) {
      ++bucketBegin[firstNeed[v] + 1];
    }
  }
  for (int v = 0; v < n; ++v)
    bucketBegin[v + 1] += bucketBegin[v];
  std::vector<int> bucket(bucketBegin[n]);
  {
    std::vector<int> next(bucketBegin.begin(), bucketBegin.end() - 1);
    for (int v = 0; v < gs; ++v) {
      if (g.nodes[v].isInput)
        continue;
      if (executed[v]) {
        ev.fwdStep[v] = (int)ev.steps.size();
        ev.steps.push_back({v, false});
      }
      if (hasPoints(v)) {
        for (int b : p.recomputeAt[v])
          bucket[next[b]++] = v;
      } else if (firstNeed[v] != INF) {
        bucket[next[firstNeed[v]]++] = v;
      }
    }
  }
  for (int b = gs; b < n; ++b) {
    if (g.nodes[b].isInput)
      continue;
    for (int i = bucketBegin[b]; i < bucketBegin[b + 1]; ++i) {
      int v = bucket[i];
      // Only dropped forward values are recomputed.
      assert(v < gs && dropped(v) && "recomputing a kept or backward node");
      if (ev.recStep[v] < 0)
        ev.recStep[v] = (int)ev.steps.size();
      ev.steps.push_back({v, true});
      ++ev.numRecomputed;
    }
    ev.fwdStep[b] = (int)ev.steps.size();
    ev.steps.push_back({b, false});
  }
  const int S = (int)ev.steps.size();

  // Last uses, per instance (the step that creates it): reads in the
  // gradient computation go to the newest recomputed instance.
  std::vector<int> lastUse(S, -1), newest(n, -1);
  for (int s = 0; s < S; ++s) {
    auto [u, rec] = ev.steps[s];
    for (int w : g.nodes[u].inputs) {
      if (g.nodes[w].isInput)
        continue;
      bool useRec = detail::readsRecomputedInstance(g, p, u, rec, w);
      int instance = useRec ? newest[w] : ev.fwdStep[w];
      if (instance < 0 || instance >= s)
        return failed(useRec ? "internal: recomputation not available"
                             : "internal: value not executed");
      lastUse[instance] = std::max(lastUse[instance], s);
    }
    if (rec)
      newest[u] = s;
  }

  // Intervals and sweep.
  ev.stepFree.assign(S, 0);
  std::vector<int64_t> diff(S + 1, 0);
  for (int s = 0; s < S; ++s) {
    auto [v, rec] = ev.steps[s];
    const Node &node = g.nodes[v];
    int f = node.isOutput && !rec ? S : std::max(s, lastUse[s]);
    ev.stepFree[s] = f;
    diff[s] += node.bytes;
    diff[std::min(f + 1, S)] -= node.bytes;
    if (!rec)
      ev.fwdFree[v] = f;
    else if (ev.recStep[v] == s)
      ev.recFree[v] = f;
  }
  ev.liveBytes.resize(S);
  int64_t live = 0;
  for (int s = 0; s < S; ++s) {
    live += diff[s];
    // Every interval is [s, stepFree[s]] with stepFree[s] >= s: nothing is
    // freed before it is created.
    assert(ev.stepFree[s] >= s && live >= 0 && "interval sweep underflow");
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
  for (const Step &step : ev.steps)
    if (step.recompute)
      cost += g.nodes[step.node].cost;
  for (int v = 0; v < gs; ++v) {
    if (g.nodes[v].isInput)
      continue;
    if (!executed[v]) {
      cost -= g.nodes[v].cost;
      ++ev.numRemoved;
    }
  }
  ev.recomputeCost = cost;
  return ev;
}
