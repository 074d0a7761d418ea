//===- CutModel.cpp - The cut model of backward steps, its Lagrangian -----===//

#include "CutModel.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace remat::solvers;
using namespace remat::solvers::detail;

int CutModel::addStep(int b, int64_t cap) {
  const int gs = g.gradStart;
  Layer layer;
  layer.step = b;
  layer.cap = cap;
  layer.zVertex.assign(gs, -1);
  layer.xVertex.assign(gs, -1);
  std::vector<char> freeAt(gs, 0);
  for (int w = 0; w < gs; ++w)
    freeAt[w] = g.nodes[w].isOutput ||
                (!isCandidate(g, w) && !g.nodes[w].isInput && lastBwd[w] >= b);
  for (int v : readCandidates[b - gs])
    freeAt[v] = 1;
  std::vector<int> stack, sources;
  auto reach = [&](int w) {
    if (g.nodes[w].isInput || freeAt[w] || layer.zVertex[w] >= 0)
      return;
    layer.zVertex[w] = flow.addVertex();
    if (isCandidate(g, w))
      layer.xVertex[w] = flow.addVertex();
    layer.nodes.push_back(w);
    stack.push_back(w);
  };
  for (int w = 0; w < gs; ++w)
    if (lastBwd[w] > b)
      reach(w);
  sources = layer.nodes;
  while (!stack.empty()) {
    int w = stack.back();
    stack.pop_back();
    if (layer.xVertex[w] >= 0)
      for (int u : g.nodes[w].inputs)
        reach(u);
  }
  std::sort(layer.nodes.begin(), layer.nodes.end()); // deterministic order
  for (int w : sources) {
    infiniteEdges.push_back(flow.addEdge(0, layer.zVertex[w]));
    layer.sourceBytes += g.nodes[w].bytes;
  }
  // Where the other layers also model w: recomputed after a later step
  // implies recomputed after an earlier one (the nearest on each side;
  // the rest follows along the chain or is a relaxation).
  int index = (int)layers.size();
  for (int w : layer.nodes) {
    int x = layer.xVertex[w];
    if (x < 0) {
      layer.liveEdge.push_back({flow.addEdge(layer.zVertex[w], 1), w});
      continue;
    }
    layer.liveEdge.push_back({flow.addEdge(layer.zVertex[w], x), w});
    for (int u : g.nodes[w].inputs)
      if (layer.zVertex[u] >= 0)
        infiniteEdges.push_back(flow.addEdge(x, layer.zVertex[u]));
  }
  for (int w : layer.nodes) {
    // The nearest other layers that model w, and those of them in w's
    // segment at b (the same next backward reader of w).
    const int reader = nextReader(w, b);
    int before = -1, after = -1, segBefore = -1, segAfter = -1;
    for (int l = 0; l < index; ++l) {
      const Layer &other = layers[l];
      if (other.zVertex[w] < 0)
        continue;
      bool same = other.xVertex[w] >= 0 && layer.xVertex[w] >= 0 &&
                  nextReader(w, other.step) == reader;
      if (other.step < b) {
        if (before < 0 || other.step > layers[before].step)
          before = l;
        if (same && (segBefore < 0 || other.step > layers[segBefore].step))
          segBefore = l;
      } else {
        if (after < 0 || other.step < layers[after].step)
          after = l;
        if (same && (segAfter < 0 || other.step < layers[segAfter].step))
          segAfter = l;
      }
    }
    size += index;
    // Read after a later step implies read after an earlier one.
    int z = layer.zVertex[w];
    if (before >= 0)
      infiniteEdges.push_back(flow.addEdge(z, layers[before].zVertex[w]));
    if (after >= 0)
      infiniteEdges.push_back(flow.addEdge(layers[after].zVertex[w], z));
    int x = layer.xVertex[w];
    if (x < 0)
      continue;
    // Recomputed before the segment's end after a later step of it
    // implies after an earlier one.
    if (segBefore >= 0)
      infiniteEdges.push_back(flow.addEdge(x, layers[segBefore].xVertex[w]));
    if (segAfter >= 0)
      infiniteEdges.push_back(flow.addEdge(layers[segAfter].xVertex[w], x));
    if (inS[w] && g.nodes[w].cost > 0) {
      // One y per (w, segment): the first layer of the segment makes it.
      int y = segBefore >= 0  ? layers[segBefore].yIndex[w]
              : segAfter >= 0 ? layers[segAfter].yIndex[w]
                              : -1;
      if (y < 0) {
        y = (int)recomputeEdge.size();
        yVertex.push_back(flow.addVertex());
        recomputeEdge.push_back({flow.addEdge(yVertex[y], 1), w});
        // A forced recomputation in this segment is paid outside the
        // cut (memoryLowerBound's forcedCost): y costs nothing more.
        yCost.push_back(std::binary_search(forcedEnds[w].begin(),
                                           forcedEnds[w].end(), reader)
                            ? 0.0
                            : g.nodes[w].cost);
        forceEdge.push_back(flow.addEdge(0, yVertex[y]));
        fix.push_back(-1);
      }
      if (layer.yIndex.empty())
        layer.yIndex.assign(gs, -1);
      layer.yIndex[w] = y;
      infiniteEdges.push_back(flow.addEdge(x, yVertex[y]));
    }
  }
  size += (int64_t)layer.nodes.size() * 4 + (int64_t)sources.size();
  layers.push_back(std::move(layer));
  return index;
}

CutModel::Cut CutModel::solve(const std::vector<double> &lambda, bool withCost,
                              int64_t &work) {
  double largest = 0;
  for (int e : infiniteEdges)
    flow.setCapacity(e, kUnbounded);
  for (size_t l = 0; l < layers.size(); ++l)
    for (auto [e, w] : layers[l].liveEdge) {
      double c = lambda[l] * (double)g.nodes[w].bytes;
      flow.setCapacity(e, c);
      largest = std::max(largest, c);
    }
  for (size_t i = 0; i < recomputeEdge.size(); ++i) {
    int e = recomputeEdge[i].first;
    double c = withCost ? yCost[i] : 0;
    largest = std::max(largest, c);
    flow.setCapacity(e, fix[i] == 0 ? kUnbounded : c);
    flow.setCapacity(forceEdge[i], fix[i] == 1 ? kUnbounded : 0);
  }
  Cut cut;
  cut.flow = flow.run(0, 1, largest * 1e-13, work);
  cut.bytes.assign(layers.size(), 0);
  for (size_t l = 0; l < layers.size(); ++l)
    for (int w : layers[l].nodes) {
      bool needed = flow.sourceSide(layers[l].zVertex[w]);
      int x = layers[l].xVertex[w];
      if (needed && !(x >= 0 && flow.sourceSide(x)))
        cut.bytes[l] += g.nodes[w].bytes;
    }
  // Which recomputations the cuts at different multipliers disagree on.
  if (withCost && (seenCuts == 0 || everPaid.size() != recomputeEdge.size()))
    everPaid.assign(recomputeEdge.size(), 0),
        alwaysPaid.assign(recomputeEdge.size(), 1), seenCuts = 0;
  for (size_t i = 0; i < recomputeEdge.size(); ++i) {
    bool paid = flow.sourceSide(yVertex[i]);
    if (paid) {
      cut.cost += yCost[i];
      cut.paid.push_back(recomputeEdge[i].second);
    }
    if (!withCost)
      continue;
    everPaid[i] |= paid;
    alwaysPaid[i] &= paid;
  }
  seenCuts += withCost;
  std::sort(cut.paid.begin(), cut.paid.end());
  cut.paid.erase(std::unique(cut.paid.begin(), cut.paid.end()), cut.paid.end());
  return cut;
}

double
remat::solvers::detail::lagrangianValue(const CutModel &model,
                                        const CutModel::Cut &cut,
                                        const std::vector<double> &lambda) {
  double capTerm = 0;
  for (int l = 0; l < model.numLayers(); ++l)
    capTerm += lambda[l] * (double)model.cap(l);
  return cut.flow - capTerm - 1e-9 * (cut.flow + capTerm);
}

double remat::solvers::detail::raiseAlong(CutModel &model,
                                          std::vector<double> &lambda, int k,
                                          double best, double hint,
                                          int64_t &work, int64_t maxWork,
                                          const std::pair<double, double> *hi) {
  // A cut's line in lambda[k]: L = intercept + lambda[k] * slope.
  auto line = [&](const CutModel::Cut &cut, double &intercept, double &slope) {
    intercept = cut.cost;
    for (int l = 0; l < model.numLayers(); ++l)
      if (l != k)
        intercept += lambda[l] * double(cut.bytes[l] - model.cap(l));
    slope = double(cut.bytes[k] - model.cap(k));
  };
  const double start = lambda[k];
  double loA = 0, loS = 0, hiA = 0, hiS = 0, bestLambda = start;
  bool found = hi != nullptr; // both a lo and a hi cut
  if (hi)
    hiA = hi->first, hiS = hi->second;
  // Evaluates the cut at lambda[k] = at: a lo or hi cut (true if hi).
  auto probe = [&](double at, double &a, double &s) {
    lambda[k] = at;
    CutModel::Cut cut = model.solve(lambda, true, work);
    double value = lagrangianValue(model, cut, lambda);
    if (value > best)
      best = value, bestLambda = at;
    line(cut, a, s);
    return s <= 0;
  };
  if (probe(start, loA, loS)) {
    // Over the maximum already (a cut within the cap): a lo cut lies
    // below, at 0 if anywhere.
    if (loS == 0 || start == 0)
      return lambda[k] = bestLambda, best;
    hiA = loA, hiS = loS;
    if (probe(0, loA, loS))
      return lambda[k] = bestLambda, best; // L falls from 0 on
    found = true;
  }
  // A cut within the cap: raise lambda[k] until one is found.
  // A step without a hint (one whose own cut proves nothing, in a run of
  // several) starts from 1 FLOP per byte.
  double up = std::max(hint, 2 * start);
  if (!(up > 0))
    up = 1.0;
  for (int i = 0; !found && i < 8 && work < maxWork && up > 0; ++i, up *= 4) {
    double a, s;
    if (probe(up, a, s))
      hiA = a, hiS = s, found = true;
    else
      loA = a, loS = s;
  }
  for (int iter = 0; found && iter < 64 && work < maxWork; ++iter) {
    if (loS <= hiS)
      break;
    double next = (hiA - loA) / (loS - hiS);
    if (!(next >= 0) || !std::isfinite(next))
      break;
    double a, s;
    bool within = probe(next, a, s);
    double meet = loA + next * loS;
    if (a + next * s >= meet - 1e-9 * std::max(1.0, std::fabs(meet)))
      break;
    if (!within) {
      if (a == loA && s == loS)
        break;
      loA = a, loS = s;
    } else {
      if (a == hiA && s == hiS)
        break;
      hiA = a, hiS = s;
    }
  }
  lambda[k] = bestLambda;
  return best;
}
