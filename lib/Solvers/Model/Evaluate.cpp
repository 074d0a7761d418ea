//===- Evaluate.cpp - The reference semantics of a remat plan -------------===//

#include "Model.h"

#include <algorithm>
#include <cassert>
#include <limits>

using namespace remat::solvers;

/// An evaluation that fits no budget and says why.
static Evaluation failed(std::string why) {
  Evaluation ev;
  ev.error = std::move(why);
  ev.peakBytes = std::numeric_limits<int64_t>::max();
  return ev;
}

Evaluation remat::solvers::evaluate(const Graph &g, const Plan &p) {
  return Evaluator(g).evaluate(p);
}

Evaluator::Evaluator(const Graph &g) : g(g), graphError(validate(g)) {
  if (!graphError.empty())
    return;
  const int n = (int)g.nodes.size();
  const int gs = g.gradStart;
  inputBegin.assign(n + 1, 0);
  readerBegin.assign(n + 1, 0);
  firstBwd.assign(n, std::numeric_limits<int>::max());
  for (int u = 0; u < n; ++u) {
    inputBegin[u + 1] = inputBegin[u];
    // Arguments execute nothing, so they read nothing either.
    if (g.nodes[u].isInput)
      continue;
    for (int w : g.nodes[u].inputs) {
      if (!g.nodes[w].isInput) {
        inputs.push_back(w);
        ++inputBegin[u + 1];
      }
      if (u < gs)
        ++readerBegin[w + 1];
      else
        firstBwd[w] = std::min(firstBwd[w], u);
    }
  }
  for (int v = 0; v < n; ++v)
    readerBegin[v + 1] += readerBegin[v];
  fwdReaders.resize(readerBegin[n]);
  std::vector<int> at(readerBegin.begin(), readerBegin.end() - 1);
  for (int u = 0; u < gs; ++u) {
    if (g.nodes[u].isInput)
      continue;
    for (int w : g.nodes[u].inputs)
      fwdReaders[at[w]++] = u;
  }
}

void Evaluator::evaluate(const Plan &p, Evaluation &ev) {
  if (!graphError.empty()) {
    ev = failed(graphError);
    return;
  }
  if (std::string err = validatePlan(g, p); !err.empty()) {
    ev = failed(err);
    return;
  }
  const int n = (int)g.nodes.size();
  const int gs = g.gradStart;
  const int INF = std::numeric_limits<int>::max();
  const bool anyPoints = !p.recomputeAt.empty();
  // Bytes, not the plan's bits: the reads below test one per edge.
  droppedFlag.assign(n, 0);
  if (!p.drop.empty())
    for (int v = 0; v < gs; ++v)
      droppedFlag[v] = p.drop[v];
  auto dropped = [&](int v) { return droppedFlag[v] != 0; };
  auto hasPoints = [&](int v) {
    return anyPoints && !p.recomputeAt[v].empty();
  };

  // Forward execution and firstNeed, both computed backwards.
  executed.assign(n, 0);
  firstNeed.assign(n, INF);
  for (int v = gs - 1; v >= 0; --v) {
    const Node &node = g.nodes[v];
    if (node.isInput)
      continue;
    const int *rb = fwdReaders.data() + readerBegin[v];
    const int *re = fwdReaders.data() + readerBegin[v + 1];
    bool exec = !dropped(v) || node.isOutput;
    for (const int *u = rb; u != re && !exec; ++u)
      exec = executed[*u];
    executed[v] = exec;
    if (dropped(v)) {
      int fn = firstBwd[v];
      for (const int *u = rb; u != re; ++u)
        if (dropped(*u))
          fn = std::min(fn, firstNeed[*u]);
      if (hasPoints(v)) {
        int first = p.recomputeAt[v].front();
        if (first > fn) {
          ev = failed("node " + std::to_string(v) +
                      " is needed before backward node " + std::to_string(fn) +
                      ", ahead of its first recomputation point " +
                      std::to_string(first));
          return;
        }
        fn = first;
      }
      firstNeed[v] = fn;
    }
  }

  // The recomputations before backward node b, flattened:
  // bucket[bucketBegin[b] .. bucketBegin[b + 1]), ascending.
  int numExecuted = 0;
  bucketBegin.assign(n + 1, 0);
  for (int v = 0; v < gs; ++v) {
    if (g.nodes[v].isInput)
      continue;
    numExecuted += executed[v];
    if (hasPoints(v)) {
      for (int b : p.recomputeAt[v])
        ++bucketBegin[b + 1];
    } else if (firstNeed[v] != INF) {
      ++bucketBegin[firstNeed[v] + 1];
    }
  }
  for (int v = 0; v < n; ++v)
    bucketBegin[v + 1] += bucketBegin[v];
  bucket.resize(bucketBegin[n]);
  next.assign(bucketBegin.begin(), bucketBegin.end() - 1);
  for (int v = 0; v < gs; ++v) {
    if (g.nodes[v].isInput)
      continue;
    if (hasPoints(v)) {
      for (int b : p.recomputeAt[v])
        bucket[next[b]++] = v;
    } else if (firstNeed[v] != INF) {
      bucket[next[firstNeed[v]]++] = v;
    }
  }
  int numBackward = 0;
  for (int b = gs; b < n; ++b)
    numBackward += !g.nodes[b].isInput;

  // Schedule. Steps are written in place: the evaluation is reused, and a
  // Step pushed through a temporary was the most expensive line here.
  const int S = numExecuted + (int)bucket.size() + numBackward;
  ev.error.clear();
  ev.peakBytes = 0;
  ev.recomputeCost = 0;
  ev.peakNode = -1;
  ev.peakStep = -1;
  ev.peakIsRecompute = false;
  ev.numRecomputed = 0;
  ev.numRemoved = 0;
  ev.fwdStep.assign(n, -1);
  ev.fwdFree.assign(n, -1);
  ev.recStep.assign(n, -1);
  ev.recFree.assign(n, -1);
  ev.steps.resize(S);
  Step *steps = ev.steps.data();
  int k = 0;
  for (int v = 0; v < gs; ++v) {
    if (g.nodes[v].isInput || !executed[v])
      continue;
    ev.fwdStep[v] = k;
    steps[k].node = v;
    steps[k].recompute = false;
    ++k;
  }
  for (int b = gs; b < n; ++b) {
    if (g.nodes[b].isInput)
      continue;
    for (int i = bucketBegin[b]; i < bucketBegin[b + 1]; ++i) {
      int v = bucket[i];
      // Only dropped forward values are recomputed.
      assert(v < gs && dropped(v) && "recomputing a kept or backward node");
      if (ev.recStep[v] < 0)
        ev.recStep[v] = k;
      steps[k].node = v;
      steps[k].recompute = true;
      ++k;
    }
    ev.numRecomputed += bucketBegin[b + 1] - bucketBegin[b];
    ev.fwdStep[b] = k;
    steps[k].node = b;
    steps[k].recompute = false;
    ++k;
  }
  assert(k == S && "schedule size");

  // Last uses, per instance (the step that creates it): reads in the
  // gradient computation go to the newest recomputed instance.
  lastUse.assign(S, -1);
  newest.assign(n, -1);
  for (int s = 0; s < S; ++s) {
    const int u = steps[s].node;
    const bool rec = steps[s].recompute;
    for (int i = inputBegin[u]; i < inputBegin[u + 1]; ++i) {
      const int w = inputs[i];
      // detail::readsRecomputedInstance, on the flags.
      const bool useRec = (rec || u >= gs) && w < gs && droppedFlag[w];
      int instance = useRec ? newest[w] : ev.fwdStep[w];
      if (instance < 0 || instance >= s) {
        ev = failed(useRec ? "internal: recomputation not available"
                           : "internal: value not executed");
        return;
      }
      lastUse[instance] = std::max(lastUse[instance], s);
    }
    if (rec)
      newest[u] = s;
  }

  // Intervals and sweep.
  ev.stepFree.resize(S);
  diff.assign(S + 1, 0);
  for (int s = 0; s < S; ++s) {
    const int v = steps[s].node;
    const bool rec = steps[s].recompute;
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
    ev.peakNode = steps[ev.peakStep].node;
    ev.peakIsRecompute = steps[ev.peakStep].recompute;
  }

  double cost = 0;
  for (int s = 0; s < S; ++s)
    if (steps[s].recompute)
      cost += g.nodes[steps[s].node].cost;
  for (int v = 0; v < gs; ++v) {
    if (g.nodes[v].isInput)
      continue;
    if (!executed[v]) {
      cost -= g.nodes[v].cost;
      ++ev.numRemoved;
    }
  }
  ev.recomputeCost = cost;
}
