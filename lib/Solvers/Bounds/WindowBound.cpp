//===- WindowBound.cpp - No plan fits: the recomputation window -----------===//
//
// windowInfeasibility(g, budget) proves, where it can, that no plan fits
// `budget`: no single-recompute plan (Plan::drop) and no multi-recompute
// plan (Plan::recomputeAt). It complements memoryLowerBound (Bound.cpp),
// whose cut at a backward step costs nothing where every value read after
// the step can be recomputed from the inputs: what does not fit there is
// the recomputations' own working set, after the step. Every claim below is
// about evaluate()'s schedule (Graph.h) and holds for every legal plan.
//
// Points and groups. The points are the non-input backward nodes. The
// recomputations listed before point p (its group) run right before p's
// step, after the previous point's step, in increasing node index order
// (evaluate() fills each point's bucket in index order); a node has at most
// one recomputed instance per group (its points are strictly increasing, a
// single-recompute node has one). A step after backward step t and before
// step r (both points) is a recomputation in the group of a point p with
// t < p <= r.
//
// Member(p): instances live at every step of p's group and at p in every
// plan: forward outputs (never dropped, never freed); forward
// non-candidates (never dropped, hence executed) with a backward reader at
// or after p; backward nodes w < p that are outputs or have a reader at or
// after p (executed once, at their own step, before the group). Their bytes
// are G(p); inputs and empty values count nothing.
//
// Step 1 (live at t). At the step of point t, Member(t), t's own result and
// one instance of each non-input operand of t are live; these are distinct
// nodes, so F(t) = G(t) + bytes(t) + the operands' bytes not in Member(t)
// are live at t in every plan. F(t) > budget: no plan fits.
//
// Step 2 (large values). slack = budget - F(t). A candidate u that t does
// not read (so no instance of u is among those counted in F(t)) with
// bytes(u) > slack is "large": in a plan that fits, no instance of u is
// live at step t.
//
// Step 3 (the group). Take a large v with a backward reader after t, rv
// the first one. In a fitting plan rv reads the forward instance of v (v
// kept) or the newest recomputed one made before rv's step; an instance
// made at or before step t is live from then through rv's step, across t:
// so v is dropped and rv reads a recomputation of v after t, in the group
// of a point in W = (t, rv]. That recomputation reads, for each large
// operand w of v, an instance made before it and (by the same argument)
// after step t: a recomputation of w in a group at a point in W, no later
// than its reader's point. Repeating, let R be the instances so reached
// and C the large nodes reachable from v through large operands (every
// node of C has an instance in R; each instance in R other than v's is
// read by an instance in R of a reader in C, at the same or a later
// point).
//
// Step 4 (admissible points). A recomputation of u in the group of p has,
// live at its step, Member(p) (u is a candidate, not among them), its own
// result and one instance of each distinct non-input operand not in
// Member(p): ok(u, p) iff G(p) + those bytes <= budget. Every instance of
// u in R is at an ok point p with lo(u) <= p <= hi(u), where, by induction,
//   hi(v) = the last ok point <= rv; hi(u) = the last ok point <= the
//   largest hi of u's readers in C (readers have larger indices: one pass
//   in decreasing index order);
//   lo(u) = the first ok point >= (t's next point and) every lo of u's
//   operands in C (one pass in increasing index order).
// If some u has no ok point in [lo(u), hi(u)], no plan fits.
//
// Step 5 (pinned instances). If lo(y) = hi(y) = k for some y in C, every
// instance of y in R is at k. An instance of y at k reads an instance in R
// of each operand w in C, at an ok point in [lo(w), k]; where lo(w) = k
// (lo(w) is ok, so k is the only one) it is w's instance at k. Closing
// over such operands gives a set of nodes with an instance in k's group,
// each (but y) read there by a later-index member of the set. Inside the
// group, index order runs x before z for x < z: if x is read in the group
// by some y' > z, x's instance is live at z's step. So at z's step at
// least G(k) + ok's bytes of z + the bytes of every such x that z does not
// read itself are live (distinct instances: candidates other than z and
// its operands); over the budget: no plan fits.
//
// Every fitting plan would contradict one of steps 1, 4 or 5, so a proof
// holds for every plan. Steps t are tried in order of increasing slack
// (most large values first), large values by decreasing bytes; every step
// of the search adds to a work count and the search stops (proving
// nothing more) when it is spent: deterministic, the same on every
// machine.
//
// Forced recomputations. forcedRecomputations(g, budget) lists what steps
// 2 and 3 make every fitting plan recompute (memoryLowerBound charges them,
// Bound.cpp), where step 1 proves nothing. Take a candidate v with
// bytes(v) > 0 and two consecutive backward readers r' < r of v (r' absent
// for the first reader): no point strictly between them reads v, so v is
// large at such a point t iff bytes(v) > budget - F(t), and F's maximum
// over those points (a range maximum, sparse table) decides whether one
// exists; t is then the first point with that maximum. By step 3, every
// fitting plan recomputes v in a group at a point in (t, r], i.e. after
// step t (hence after the steps of r' and of the first point) and before
// step r: (v, r) is listed. The same holds, at that t, for every node u of
// C (the large nodes reachable from v through large operands): its
// instance in R is made after step t and, being read by an instance in R
// at a point no later than r (one made before that point's step),
// before step r. Where no backward node reads u in (t, r), i.e. u's
// first backward reader after t, r_u, is r or later (or none: r_u =
// INT_MAX), that recomputation lies before r_u too: (u, r_u) is listed.
// So for every listed (w, r) every fitting plan recomputes w after the
// step of w's backward reader before r (if any) and of the first point,
// and before r's step: in w's segment ending at r in Bound.cpp's sense
// (the steps b whose first backward reader of w after b is r), inside the
// window of one of its steps. Pairs with different (w, r) are different
// recomputations (different nodes, or windows of different segments,
// which are disjoint). Each segment and each operand edge visited adds to
// a work count; past maxWork the search stops and lists fewer pairs
// (each still forced): deterministic.
//
//===----------------------------------------------------------------------===//

#include "Bounds.h"

#include <algorithm>
#include <limits>
#include <numeric>

using namespace remat::solvers;
using namespace remat::solvers::detail;

namespace {

/// What both searches below read: per node its distinct non-input operands,
/// candidacy and last backward reader; per forward node its backward
/// readers; the points; G(p) and F(t) per point (steps 0 and 1).
struct WindowSetup {
  int n = 0, gs = 0, numPoints = 0;
  std::vector<int> lastBwd, pointIndex, points;
  std::vector<std::vector<int>> bwdReaders, ops;
  std::vector<char> cand;
  std::vector<int64_t> G, F;
  /// Member(p) of step 0, for node w.
  bool member(const Graph &g, int p, int w) const {
    const Node &nd = g.nodes[w];
    if (nd.isInput)
      return false;
    if (w >= gs)
      return w < p && (nd.isOutput || lastBwd[w] >= p);
    return nd.isOutput || (!cand[w] && lastBwd[w] >= p);
  }
};

/// Fills `s`; returns false where there are no points. F is computed up to
/// the first point over the budget, whose index goes to `overAt` (-1: none).
bool buildWindowSetup(const Graph &g, int64_t budget, WindowSetup &s,
                      int &overAt, int64_t &work) {
  const int n = s.n = (int)g.nodes.size();
  const int gs = s.gs = g.gradStart;
  overAt = -1;
  // Readers among the non-input backward nodes, distinct non-input
  // operands, points.
  s.lastBwd.assign(n, -1), s.pointIndex.assign(n, -1), s.points.clear();
  s.bwdReaders.assign(gs, {}), s.ops.assign(n, {});
  s.cand.assign(n, 0);
  for (int u = 0; u < n; ++u) {
    const Node &nd = g.nodes[u];
    s.cand[u] = isCandidate(g, u);
    if (nd.isInput)
      continue;
    for (int w : nd.inputs)
      if (!g.nodes[w].isInput)
        s.ops[u].push_back(w);
    std::sort(s.ops[u].begin(), s.ops[u].end());
    s.ops[u].erase(std::unique(s.ops[u].begin(), s.ops[u].end()),
                   s.ops[u].end());
    if (u < gs)
      continue;
    s.pointIndex[u] = (int)s.points.size();
    s.points.push_back(u);
    for (int w : s.ops[u]) {
      s.lastBwd[w] = u; // increasing u
      if (w < gs)
        s.bwdReaders[w].push_back(u);
    }
  }
  const int numPoints = s.numPoints = (int)s.points.size();
  if (numPoints == 0)
    return false;
  const std::vector<int> &points = s.points;

  // Member(p) and G(p) (a difference array over the points).
  std::vector<int64_t> &G = s.G;
  G.assign(numPoints + 1, 0);
  auto addRange = [&](int firstNode, int lastNode, int64_t bytes) {
    // Points p with firstNode <= p <= lastNode.
    int a = int(std::lower_bound(points.begin(), points.end(), firstNode) -
                points.begin());
    int b = int(std::upper_bound(points.begin(), points.end(), lastNode) -
                points.begin());
    if (a < b)
      G[a] += bytes, G[b] -= bytes;
  };
  for (int w = 0; w < n; ++w) {
    const Node &nd = g.nodes[w];
    if (nd.isInput || nd.bytes == 0)
      continue;
    if (w >= gs)
      addRange(w + 1, nd.isOutput ? n : s.lastBwd[w], nd.bytes);
    else if (nd.isOutput)
      addRange(0, n, nd.bytes);
    else if (!s.cand[w])
      addRange(0, s.lastBwd[w], nd.bytes);
  }
  for (int k = 1; k < numPoints; ++k)
    G[k] += G[k - 1];
  work += n + numPoints;

  // Step 1: F(t) at every point.
  s.F.assign(numPoints, 0);
  for (int k = 0; k < numPoints; ++k) {
    const int t = points[k];
    s.F[k] = G[k] + g.nodes[t].bytes;
    for (int w : s.ops[t])
      if (!s.member(g, t, w))
        s.F[k] += g.nodes[w].bytes;
    work += 1 + (int64_t)s.ops[t].size();
    if (s.F[k] > budget) {
      overAt = k;
      return true;
    }
  }
  return true;
}

} // namespace

WindowProof remat::solvers::detail::windowInfeasibility(const Graph &g,
                                                        int64_t budget,
                                                        int64_t maxWork) {
  WindowProof proof;
  int64_t &work = proof.work;
  WindowSetup s;
  int overAt = -1;
  if (!buildWindowSetup(g, budget, s, overAt, work))
    return proof;
  if (overAt >= 0) {
    proof.infeasible = true;
    proof.step = s.points[overAt];
    proof.liveBytes = s.F[overAt];
    return proof;
  }
  const int n = s.n, gs = s.gs, numPoints = s.numPoints;
  const std::vector<int> &lastBwd = s.lastBwd, &pointIndex = s.pointIndex,
                         &points = s.points;
  const std::vector<std::vector<int>> &bwdReaders = s.bwdReaders, &ops = s.ops;
  const std::vector<char> &cand = s.cand;
  const std::vector<int64_t> &G = s.G, &F = s.F;
  auto member = [&](int p, int w) { return s.member(g, p, w); };

  std::vector<int> order(numPoints), bySize;
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return F[a] > F[b]; });
  for (int v = 0; v < gs; ++v)
    if (cand[v] && g.nodes[v].bytes > 0 && !bwdReaders[v].empty())
      bySize.push_back(v);
  std::stable_sort(bySize.begin(), bySize.end(), [&](int a, int b) {
    return g.nodes[a].bytes > g.nodes[b].bytes;
  });
  work += (int64_t)numPoints + (int64_t)bySize.size();

  // ok(u, p) of step 4, at point index k.
  auto liveAt = [&](int u, int k) {
    const int p = points[k];
    int64_t s = G[k] + g.nodes[u].bytes;
    for (int w : ops[u])
      if (!member(p, w))
        s += g.nodes[w].bytes;
    work += 1 + (int64_t)ops[u].size();
    return s;
  };
  auto ok = [&](int u, int k) { return liveAt(u, k) <= budget; };

  // Per-node scratch, reset through the lists that touched it.
  std::vector<char> readByT(n, 0), inC(n, 0), pinned(n, 0);
  std::vector<int> lo(n, 0), hi(n, 0), lastPinnedReader(n, -1);
  std::vector<std::vector<int>> readersInC(n);
  std::vector<int> C, stack, pinnedList;

  for (int kt : order) {
    if (work > maxWork)
      break;
    const int t = points[kt];
    const int64_t slack = budget - F[kt];
    for (int w : ops[t])
      readByT[w] = 1;
    auto large = [&](int u) {
      return cand[u] && !readByT[u] && g.nodes[u].bytes > slack;
    };
    for (int v : bySize) {
      if (g.nodes[v].bytes <= slack || work > maxWork)
        break;
      ++work;
      if (readByT[v] || lastBwd[v] <= t)
        continue;
      const int rv =
          *std::upper_bound(bwdReaders[v].begin(), bwdReaders[v].end(), t);
      const int kLo = kt + 1, kHi = pointIndex[rv];

      // Step 3: C, with its readers inside C.
      C.clear();
      stack.assign(1, v);
      inC[v] = 1;
      while (!stack.empty()) {
        int u = stack.back();
        stack.pop_back();
        C.push_back(u);
        for (int w : ops[u]) {
          ++work;
          if (!large(w))
            continue;
          readersInC[w].push_back(u);
          if (!inC[w])
            inC[w] = 1, stack.push_back(w);
        }
      }
      std::sort(C.begin(), C.end());
      work += (int64_t)C.size();

      // Step 4: hi in decreasing index order, lo in increasing order.
      int failed = -1;
      for (auto it = C.rbegin(); it != C.rend() && failed < 0; ++it) {
        int u = *it, h = u == v ? kHi : kLo - 1;
        for (int r : readersInC[u])
          h = std::max(h, hi[r]);
        while (h >= kLo && !ok(u, h) && work <= maxWork)
          --h;
        hi[u] = h;
        if (h < kLo)
          failed = u;
      }
      for (size_t i = 0; i < C.size() && failed < 0; ++i) {
        int u = C[i], l = kLo;
        for (int w : ops[u])
          if (inC[w])
            l = std::max(l, lo[w]);
        while (l <= hi[u] && !ok(u, l) && work <= maxWork)
          ++l;
        lo[u] = l;
        if (l > hi[u])
          failed = u;
      }
      // Every step of a scan is justified by a point that is not ok, so
      // scans cut short by the work count leave valid (looser) bounds.
      if (failed >= 0) {
        proof.infeasible = true;
        proof.step = t;
        proof.value = v;
        proof.reader = rv;
        proof.node = failed;
        proof.noPoint = true;
      }

      // Step 5: pinned instances.
      for (size_t i = 0; failed < 0 && i < C.size() && !proof.infeasible; ++i) {
        const int root = C[i];
        if (lo[root] != hi[root] || work > maxWork)
          continue;
        const int k = lo[root];
        pinnedList.assign(1, root);
        pinned[root] = 1;
        stack.assign(1, root);
        while (!stack.empty()) {
          int y = stack.back();
          stack.pop_back();
          for (int w : ops[y]) {
            ++work;
            if (!inC[w] || lo[w] != k)
              continue;
            lastPinnedReader[w] = std::max(lastPinnedReader[w], y);
            if (!pinned[w])
              pinned[w] = 1, pinnedList.push_back(w), stack.push_back(w);
          }
        }
        std::sort(pinnedList.begin(), pinnedList.end());
        for (size_t zi = 1; zi < pinnedList.size() && !proof.infeasible; ++zi) {
          const int z = pinnedList[zi];
          int64_t extra = 0;
          for (size_t xi = 0; xi < zi; ++xi) {
            const int x = pinnedList[xi];
            ++work;
            if (lastPinnedReader[x] > z &&
                !std::binary_search(ops[z].begin(), ops[z].end(), x))
              extra += g.nodes[x].bytes;
          }
          if (extra == 0)
            continue;
          int64_t live = liveAt(z, k) + extra;
          if (live > budget) {
            proof.infeasible = true;
            proof.step = t;
            proof.value = v;
            proof.reader = rv;
            proof.node = z;
            proof.point = points[k];
            proof.liveBytes = live;
          }
        }
        for (int x : pinnedList)
          pinned[x] = 0, lastPinnedReader[x] = -1;
      }

      for (int u : C)
        inC[u] = 0, readersInC[u].clear();
      if (proof.infeasible)
        break;
    }
    for (int w : ops[t])
      readByT[w] = 0;
    if (proof.infeasible)
      return proof;
  }
  return proof;
}

std::string remat::solvers::detail::describe(const WindowProof &proof) {
  if (!proof.infeasible)
    return "";
  if (proof.value < 0)
    return "at least " + std::to_string(proof.liveBytes) +
           " bytes are live at backward node " + std::to_string(proof.step) +
           " in every plan";
  std::string s = "node " + std::to_string(proof.value) +
                  " cannot stay live across backward node " +
                  std::to_string(proof.step) +
                  ", so it is recomputed before backward node " +
                  std::to_string(proof.reader) + " reads it; ";
  if (proof.noPoint)
    return s + "recomputing node " + std::to_string(proof.node) +
           " for it exceeds the budget before every backward node in (" +
           std::to_string(proof.step) + ", " + std::to_string(proof.reader) +
           "]";
  return s + "node " + std::to_string(proof.node) +
         " is then recomputed before backward node " +
         std::to_string(proof.point) + " with at least " +
         std::to_string(proof.liveBytes) + " bytes live";
}

ForcedRecomputations
remat::solvers::detail::forcedRecomputations(const Graph &g, int64_t budget,
                                             int64_t maxWork) {
  ForcedRecomputations out;
  int64_t &work = out.work;
  WindowSetup s;
  int overAt = -1;
  if (!buildWindowSetup(g, budget, s, overAt, work) || overAt >= 0)
    return out; // no point, or no plan fits: nothing to add
  const int gs = s.gs, numPoints = s.numPoints;
  const std::vector<int64_t> &F = s.F;
  constexpr int kNone = std::numeric_limits<int>::max();

  // Range maximum of F over point indices (sparse table of arg-maxima, the
  // first of equals: deterministic).
  std::vector<std::vector<int>> table(1, std::vector<int>(numPoints));
  std::iota(table[0].begin(), table[0].end(), 0);
  for (int len = 2; len <= numPoints; len *= 2) {
    const std::vector<int> &prev = table.back();
    std::vector<int> row(numPoints - len + 1);
    for (int k = 0; k + len <= numPoints; ++k) {
      int a = prev[k], b = prev[k + len / 2];
      row[k] = F[b] > F[a] ? b : a;
    }
    work += (int64_t)row.size();
    table.push_back(std::move(row));
  }
  auto argMax = [&](int lo, int hi) { // lo <= hi
    int level = 0;
    while ((2 << level) <= hi - lo + 1)
      ++level;
    int a = table[level][lo], b = table[level][hi - (1 << level) + 1];
    return F[b] > F[a] ? b : (F[a] > F[b] ? a : std::min(a, b));
  };
  auto nextReader = [&](int u, int t) {
    auto it =
        std::upper_bound(s.bwdReaders[u].begin(), s.bwdReaders[u].end(), t);
    return it == s.bwdReaders[u].end() ? kNone : *it;
  };

  std::vector<char> readByT(s.n, 0), inC(s.n, 0);
  std::vector<int> C, stack;
  for (int v = 0; v < gs && work <= maxWork; ++v) {
    if (!s.cand[v] || g.nodes[v].bytes <= 0)
      continue;
    int prevIndex = -1; // point index of the previous backward reader
    for (int rv : s.bwdReaders[v]) {
      const int kLo = prevIndex + 1, kHi = s.pointIndex[rv] - 1;
      prevIndex = s.pointIndex[rv];
      ++work;
      if (kLo > kHi)
        continue;
      // The step of the segment with the least slack: no step in it reads
      // v, so v is large at one of them iff at this one.
      const int kt = argMax(kLo, kHi), t = s.points[kt];
      const int64_t slack = budget - F[kt];
      if (g.nodes[v].bytes <= slack)
        continue;
      out.pairs.push_back({v, rv});
      // Its large operands: recomputed after t and before rv's step.
      for (int w : s.ops[t])
        readByT[w] = 1;
      C.clear();
      stack.assign(1, v);
      inC[v] = 1;
      while (!stack.empty() && work <= maxWork) {
        int u = stack.back();
        stack.pop_back();
        C.push_back(u);
        for (int w : s.ops[u]) {
          ++work;
          if (inC[w] || !s.cand[w] || readByT[w] || g.nodes[w].bytes <= slack)
            continue;
          inC[w] = 1;
          stack.push_back(w);
        }
      }
      for (int u : C) {
        ++work;
        if (u == v)
          continue;
        const int ru = nextReader(u, t);
        if (ru >= rv)
          out.pairs.push_back({u, ru});
      }
      for (int u : C)
        inC[u] = 0;
      for (int u : stack)
        inC[u] = 0;
      for (int w : s.ops[t])
        readByT[w] = 0;
    }
  }
  std::sort(out.pairs.begin(), out.pairs.end());
  out.pairs.erase(std::unique(out.pairs.begin(), out.pairs.end()),
                  out.pairs.end());
  work += (int64_t)out.pairs.size();
  return out;
}
