//===- NestedChain.cpp - Nested checkpoint schedules for chains -----------===//
//
// Revolve/rotor-style schedules as multi-recompute plans, for graphs whose
// forward pass is a chain of segments (chainApplicable) and whose gradient
// computation reads the segments in reverse order.
//
// Per segment k: X_k, the nodes read by segment k + 1 (the value a
// checkpoint keeps); P_k, the nodes X_k depends on inside segment k (what a
// sweep through k recomputes); B_k, the dropped nodes of segment k other than
// X_k that the gradient computation reads, with the nodes of the segment they
// need (what the backward of segment k needs besides X_k and X_{k-1});
// first(k), the first backward node that reads segment k. A sweep through
// segments a+1..c recomputes P_{a+1..c} from X_a and leaves X_c live.
//
// Rev(a, b, s): reverse segments a+1..b while X_a and X_b are live, with room
// for s more checkpoints. b = a + 1: recompute B_b at first(b). Otherwise pick
// c in (a, b): sweep a+1..c at first(b - 1) (just in time for the first
// reader of segment b - 1, when the backward of segment b no longer needs
// X_b), Rev(c, b, s - 1), then Rev(a, c, s) (X_c takes X_b's place).
// Top(a, s): the forward pass keeps X_a; the last segment keeps what the
// gradient computation reads;
// Top(a, s) = min over c of Top(c, s - 1) + Rev(a, c, s), X_c kept.
// The recursion minimises recompute cost for each number of slots s; the
// slot count is only a proxy for memory, so every plan is then measured
// with evaluate() and the caller keeps the cheapest one that fits.
//
// Bytes (solveBytes): the same schedules, chosen for one budget by a DP whose
// memory is in bytes, as rotor's is on heterogeneous chains. The state m is
// what the held checkpoints take (X_a and those below it); the schedule's
// own choices are where the held set changes. Everything else live at a step
// is derived from the graph with evaluate()'s liveness rules: backward
// instances (alloc at their node, free after their last reader: plan-
// independent, results included), forward nodes every nested plan keeps,
// recomputed X_k/B_k instances of window k (live from first(k) to their last
// backward reader), and per segment the working set of a forward pass and of
// a sweep through it. Window k = the backward nodes [first(k), first(k-1)).
//   T(a, b, m) = window b fits with m held (X_b and B_b live), then U(a, b, m)
//   U(a, b, m) = at first(b - 1) sweep a+1..c (fits with m held and what
//                is live across first(b - 1)), then, for c < b - 1,
//                U(c, b, m + X_c) (the sweep continues from X_c), and
//                T(a, c, m); U(b - 1, b, m) = 0
//   Top(a, m)  = the forward pass from X_a keeps X_c: Top(c, m + X_c) +
//                T(a, c, m), or runs to the end: T(a, L - 1, m)
// Unlike the slot recursion, a window is charged only with what is held
// while it runs (the checkpoints a later sweep stores do not exist yet), and
// results and gradient buffers take the room they take at that point.
// m is in units of the checkpoints' common divisor where the tables stay
// small (then the model is exact on chains like the MLP's), else rounded
// up (an overestimate); every plan is still measured.
//
//===----------------------------------------------------------------------===//

#include "Exact.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <limits>
#include <map>
#include <numeric>

using namespace remat::solvers;
using namespace remat::solvers::detail;

namespace {
constexpr double kInfCost = std::numeric_limits<double>::infinity();
/// Top-level reversals may get 0..kExtraSlots-1 more slots than the top.
constexpr int kExtraSlots = 5;

class NestedChain {
public:
  explicit NestedChain(const Graph &g) : g(g), gs(g.gradStart) {}

  /// Fills the segment structure; false (with `why`) if it does not apply.
  bool analyse(std::string &why, int maxSegments) {
    if (!chainApplicable(g, &why))
      return false;
    const int n = (int)g.nodes.size();
    // Free nodes (no bytes, no cost, no operands: tensor constants, which
    // exporters hoist to the top of the function and the gradient reads
    // anywhere) belong to no segment: always there, never dropped.
    auto isFree = [&](int v) {
      const Node &node = g.nodes[v];
      return node.bytes == 0 && node.cost == 0 && node.inputs.empty();
    };
    std::map<int, int> rank;
    for (int v = 0; v < gs; ++v)
      if (!g.nodes[v].isInput && !isFree(v))
        rank.emplace(g.nodes[v].segment, (int)rank.size());
    L = (int)rank.size();
    if (L < 3) {
      why = "fewer than 3 segments";
      return false;
    }
    if (L > maxSegments) {
      why = std::to_string(L) + " segments (limit " +
            std::to_string(maxSegments) + ")";
      return false;
    }
    segOf.assign(n, -1);
    members.assign(L, {});
    for (int v = 0; v < gs; ++v)
      if (!g.nodes[v].isInput && !isFree(v)) {
        segOf[v] = rank[g.nodes[v].segment];
        members[segOf[v]].push_back(v);
      }
    // X_k and first(k).
    isX.assign(n, 0);
    first.assign(L, kInf);
    readByBwd.assign(n, 0);
    for (int u = 0; u < n; ++u) {
      if (g.nodes[u].isInput)
        continue;
      for (int w : g.nodes[u].inputs) {
        if (segOf[w] < 0)
          continue;
        if (u >= gs) {
          first[segOf[w]] = std::min(first[segOf[w]], u);
          readByBwd[w] = 1;
        } else if (segOf[u] == segOf[w] + 1) {
          isX[w] = 1;
        }
      }
    }
    for (int k = 0; k < L; ++k)
      if (first[k] == kInf) {
        why = "segment " + std::to_string(k) + " is not read by the gradient";
        return false;
      }
    for (int k = 1; k < L; ++k)
      if (first[k] >= first[k - 1]) {
        why = "the gradient does not read the segments in reverse order";
        return false;
      }
    // P_k: the slice of X_k inside segment k; B_k: backward-read nodes of
    // segment k besides X_k, closed under their inputs in the segment.
    sweepNodes.assign(L, {});
    baseNodes.assign(L, {});
    sweepCost.assign(L, 0);
    baseCost.assign(L, 0);
    // One pair of flags for all segments: each segment sets and reads only
    // its own members' flags.
    std::vector<char> inP(n, 0), inB(n, 0);
    for (int k = 0; k < L; ++k) {
      for (auto it = members[k].rbegin(); it != members[k].rend(); ++it) {
        int v = *it;
        if (isX[v])
          inP[v] = 1;
        if (readByBwd[v] && !isX[v])
          inB[v] = 1;
        for (int w : g.nodes[v].inputs) {
          if (segOf[w] != k)
            continue;
          if (inP[v])
            inP[w] = 1;
          if (inB[v] && !isX[w])
            inB[w] = 1;
        }
      }
      for (int v : members[k]) {
        if (!isCandidate(g, v))
          continue;
        if (inP[v]) {
          sweepNodes[k].push_back(v);
          sweepCost[k] += g.nodes[v].cost;
        }
        if (inB[v]) {
          baseNodes[k].push_back(v);
          baseCost[k] += g.nodes[v].cost;
        }
      }
    }
    // What the last segment's backward reads stays from the forward pass.
    baseCost[L - 1] = 0;
    return true;
  }

  /// A schedule of the DP: its recompute cost (the DP's), top-level
  /// variant and slot count.
  struct Schedule {
    double cost;
    int variant, slots;
  };

  /// Solves the DP; one schedule per variant and slot count 0..maxSlots
  /// (fewer where infeasible), variant-major, slots ascending.
  std::vector<Schedule> schedules(int maxSlots) {
    S = std::max(1, std::min(maxSlots, L));
    // prefix[k] = sum of sweepCost over segments < k.
    prefix.assign(L + 1, 0);
    for (int k = 0; k < L; ++k)
      prefix[k + 1] = prefix[k] + sweepCost[k];
    // rev[(a+1) * L + b][s], a in [-1, L-2], b in (a, L-1].
    rev.assign((size_t)(L + 1) * L * (S + 1), kInfCost);
    revChoice.assign(rev.size(), -1);
    for (int len = 1; len <= L; ++len)
      for (int a = -1; a + len <= L - 1; ++a) {
        int b = a + len;
        for (int s = 0; s <= S; ++s) {
          double &best = revAt(a, b, s);
          if (len == 1) {
            best = baseCost[b];
            continue;
          }
          if (s == 0)
            continue;
          for (int c = a + 1; c < b; ++c) {
            double cost = sweep(a, c) + revAt(c, b, s - 1) + revAt(a, c, s);
            if (cost < best) {
              best = cost;
              revChoice[revIndex(a, b, s)] = c;
            }
          }
        }
      }
    // top[(a+1)][s]. The reversals below a top-level checkpoint run when the
    // gradient buffers of the first backward steps are gone, so they may
    // have `extra` more slots than the top level (each variant is a plan).
    std::vector<Schedule> out;
    topChoices.assign(2 * kExtraSlots, {});
    for (int variant = 0; variant < 2 * kExtraSlots; ++variant) {
      int extra = variant % kExtraSlots;
      bool tail = variant >= kExtraSlots;
      auto revSlots = [&](int s) { return std::min(S, s + extra); };
      top.assign((size_t)(L + 1) * (S + 1), kInfCost);
      std::vector<int> &topChoice = topChoices[variant];
      topChoice.assign(top.size(), -1);
      for (int a = L - 2; a >= -1; --a)
        for (int s = 0; s <= S; ++s) {
          double &best = topAt(a, s);
          if (a == L - 2) {
            best = 0;
            continue;
          }
          // The tail reversed like any segment range (c = L - 1: nothing
          // more kept from the forward pass); else the next kept X_c.
          if (tail) {
            best = revAt(a, L - 1, revSlots(s));
            topChoice[(size_t)(a + 1) * (S + 1) + s] = L - 1;
          }
          if (s == 0)
            continue;
          for (int c = a + 1; c <= L - 2; ++c) {
            double cost = topAt(c, s - 1) + revAt(a, c, revSlots(s));
            if (cost < best) {
              best = cost;
              topChoice[(size_t)(a + 1) * (S + 1) + s] = c;
            }
          }
        }
      for (int s = 0; s <= S; ++s)
        if (topAt(-1, s) != kInfCost && s + extra <= S)
          out.push_back({topAt(-1, s), variant, s});
    }
    return out;
  }

  /// The plan of one schedule of schedules().
  Plan plan(const Schedule &schedule) {
    Plan p;
    p.drop.assign(g.nodes.size(), false);
    p.recomputeAt.assign(g.nodes.size(), {});
    // The last segment's backward runs right after the forward pass:
    // what it reads stays from there, the rest is freed.
    for (int k = 0; k < L; ++k)
      for (int v : members[k])
        p.drop[v] = isCandidate(g, v) && (k + 1 < L || !readByBwd[v]);
    topChoice = &topChoices[schedule.variant];
    buildTop(-1, schedule.slots, schedule.variant % kExtraSlots, p);
    for (std::vector<int> &points : p.recomputeAt) {
      std::sort(points.begin(), points.end());
      points.erase(std::unique(points.begin(), points.end()), points.end());
    }
    // Dropped nodes without points keep the single-recompute rule.
    return p;
  }

  /// Byte-exact variant of the DP for one budget (see "Bytes" in the file
  /// comment). Fills the tables; false if no schedule of this form fits
  /// the byte model.
  bool solveBytes(int64_t budget) {
    if (!modelBuilt)
      buildByteModel();
    budgetB = budget;
    // Held checkpoints in units: their common divisor where the table stays
    // small (exact), else budget / maxUnits rounded up (held bytes are then
    // overestimated by less than a unit per checkpoint). budget / unit <=
    // maxUnits, no overflow near INT64_MAX.
    const int64_t maxUnits = std::clamp<int64_t>(
        kTableCells / ((int64_t)(L + 1) * L), kMinUnits, kMaxUnits);
    if (xGcd > 0 && budget / xGcd <= maxUnits)
      unit = xGcd;
    else
      unit = std::max<int64_t>(1, budget / maxUnits + (budget % maxUnits != 0));
    M = (int)std::max<int64_t>(0, budget / unit);
    xu.assign(L, 0);
    for (int c = 0; c < L; ++c)
      xu[c] = (int)std::min<int64_t>(M + 1, (xBytes[c] + unit - 1) / unit);
    // U(a, b, m): a in [-1, L-2], b in (a, L-1], m in [0, M].
    const size_t cells = (size_t)(L + 1) * L * (M + 1);
    uCost.assign(cells, kInfCost);
    uChoice.assign(cells, -1);
    for (int b = 0; b < L; ++b) {
      for (int a = b - 1; a >= -1; --a) {
        for (int m = 0; m <= M; ++m) {
          double &best = uAt(a, b, m);
          if (a == b - 1) {
            best = 0;
            continue;
          }
          int64_t sw = 0;
          for (int c = a + 1; c <= b - 1; ++c) {
            sw = std::max(sw, sweepPeak[c][c == a + 1 ? 0 : 1]);
            if (!fits(m, across[b] + sw))
              break;
            double sub = 0;
            if (c < b - 1) {
              int m2 = m + xu[c];
              if (m2 > M)
                continue;
              sub = uAt(c, b, m2);
            }
            double cost = sweep(a, c) + sub + tCost(a, c, m);
            if (cost < best) {
              best = cost;
              uChoice[uIndex(a, b, m)] = (int16_t)c;
            }
          }
        }
      }
    }
    // Top(a, m): the forward pass from X_a (kept, in m) keeps X_c or runs
    // to the end (c = L - 1).
    topBytes.assign((size_t)(L + 1) * (M + 1), kInfCost);
    topBytesChoice.assign(topBytes.size(), -1);
    for (int a = L - 2; a >= -1; --a)
      for (int m = 0; m <= M; ++m) {
        double &best = topBytes[(size_t)(a + 1) * (M + 1) + m];
        int64_t fw = 0;
        for (int c = a + 1; c <= L - 1; ++c) {
          fw = std::max(fw, fwdPeak[c][c == a + 1 ? 0 : 1]);
          if (!fits(m, fw))
            break;
          double cost;
          if (c == L - 1) {
            cost = tCost(a, L - 1, m);
          } else {
            int m2 = m + xu[c];
            if (m2 > M)
              continue;
            cost = topBytes[(size_t)(c + 1) * (M + 1) + m2] + tCost(a, c, m);
          }
          if (cost < best) {
            best = cost;
            topBytesChoice[(size_t)(a + 1) * (M + 1) + m] = (int16_t)c;
          }
        }
      }
    return topBytes[0] != kInfCost;
  }

  /// The plan of the last solveBytes() that returned true; `cost` gets the
  /// DP's recompute cost.
  Plan bytePlan(double *cost) {
    Plan p;
    p.drop.assign(g.nodes.size(), false);
    p.recomputeAt.assign(g.nodes.size(), {});
    for (int k = 0; k < L; ++k)
      for (int v : members[k])
        p.drop[v] = isCandidate(g, v) && (k + 1 < L || !readByBwd[v]);
    if (cost)
      *cost = topBytes[0];
    buildTopBytes(-1, 0, p);
    for (std::vector<int> &points : p.recomputeAt) {
      std::sort(points.begin(), points.end());
      points.erase(std::unique(points.begin(), points.end()), points.end());
    }
    return p;
  }

private:
  size_t revIndex(int a, int b, int s) const {
    return ((size_t)(a + 1) * L + b) * (S + 1) + s;
  }
  double &revAt(int a, int b, int s) { return rev[revIndex(a, b, s)]; }
  double &topAt(int a, int s) { return top[(size_t)(a + 1) * (S + 1) + s]; }
  double sweep(int a, int c) const { return prefix[c + 1] - prefix[a + 1]; }

  void addPoints(const std::vector<int> &nodes, int point, Plan &p) {
    for (int v : nodes)
      if (p.drop[v])
        p.recomputeAt[v].push_back(point);
  }

  void buildTop(int a, int s, int extra, Plan &p) {
    if (a == L - 2)
      return;
    int c = (*topChoice)[(size_t)(a + 1) * (S + 1) + s];
    assert(c > a && c <= L - 1 && "top-level choice outside (a, L - 1]");
    if (c == L - 1)
      return buildRev(a, L - 1, std::min(S, s + extra), p);
    // X_c stays from the forward pass.
    for (int v : members[c])
      if (isX[v])
        p.drop[v] = false;
    buildTop(c, s - 1, extra, p);
    buildRev(a, c, std::min(S, s + extra), p);
  }

  void buildRev(int a, int b, int s, Plan &p) {
    if (b == a + 1) {
      addPoints(baseNodes[b], first[b], p);
      return;
    }
    // The sweep runs when segment b - 1 is first read: by then the backward
    // of segment b is past its reads of X_b, which need not stay live.
    int c = revChoice[revIndex(a, b, s)];
    assert(s > 0 && c > a && c < b && "reversal split outside (a, b)");
    for (int k = a + 1; k <= c; ++k)
      addPoints(sweepNodes[k], first[b - 1], p);
    buildRev(c, b, s - 1, p);
    buildRev(a, c, s, p);
  }

  // --- Byte model (solveBytes) -------------------------------------------
  /// The held-checkpoint dimension: at most kTableCells cells in all
  /// (uCost and uChoice: 10 bytes a cell), between kMinUnits and kMaxUnits
  /// units; held bytes are rounded up to units, so the model only
  /// overestimates them.
  static constexpr int64_t kTableCells = int64_t(6) << 20;
  static constexpr int64_t kMinUnits = 512, kMaxUnits = 8192;

  bool fits(int m, int64_t need) const {
    return (int64_t)m * unit + need <= budgetB;
  }
  size_t uIndex(int a, int b, int m) const {
    return ((size_t)(a + 1) * L + b) * (M + 1) + m;
  }
  double &uAt(int a, int b, int m) { return uCost[uIndex(a, b, m)]; }
  /// T(a, b, m): window b (X_b live, B_b recomputed at first(b)) with m
  /// held, then U(a, b, m).
  double tCost(int a, int b, int m) {
    if (!fits(m, leafPeak[b]))
      return kInfCost;
    return baseCost[b] + uAt(a, b, m);
  }

  void buildTopBytes(int a, int m, Plan &p) {
    int c = topBytesChoice[(size_t)(a + 1) * (M + 1) + m];
    assert(c > a && c <= L - 1 && "top-level choice outside (a, L - 1]");
    if (c < L - 1) {
      for (int v : members[c])
        if (isX[v])
          p.drop[v] = false;
      buildTopBytes(c, m + xu[c], p);
    }
    buildT(a, c, m, p);
  }
  void buildT(int a, int b, int m, Plan &p) {
    // What the last segment's backward reads stays from the forward pass.
    if (b < L - 1)
      addPoints(baseNodes[b], first[b], p);
    buildU(a, b, m, p);
  }
  void buildU(int a, int b, int m, Plan &p) {
    if (b == a + 1)
      return;
    int c = uChoice[uIndex(a, b, m)];
    assert(c > a && c < b && "sweep end outside (a, b)");
    for (int k = a + 1; k <= c; ++k)
      addPoints(sweepNodes[k], first[b - 1], p);
    if (c < b - 1)
      buildU(c, b, m + xu[c], p);
    buildT(a, c, m, p);
  }

  /// Live bytes the DP does not choose, from the graph (evaluate()'s
  /// liveness rules): backward instances (plan-independent), forward nodes
  /// every nested plan keeps (`fixed`), what a window's recomputations
  /// leave live, and per segment the working set of a forward pass and of
  /// a recomputation sweep through it, without ([0]) and with ([1]) the
  /// instance of X_{k-1} it reads (held checkpoints are the DP's own).
  void buildByteModel() {
    modelBuilt = true;
    prefix.assign(L + 1, 0);
    for (int k = 0; k < L; ++k)
      prefix[k + 1] = prefix[k] + sweepCost[k];
    const int n = (int)g.nodes.size();
    std::vector<int> lastRd(n, -1), lastBwd(n, -1);
    for (int u = 0; u < n; ++u) {
      if (g.nodes[u].isInput)
        continue;
      for (int w : g.nodes[u].inputs) {
        lastRd[w] = std::max(lastRd[w], u);
        if (u >= gs)
          lastBwd[w] = std::max(lastBwd[w], u);
      }
    }
    std::vector<char> fixed(n, 0);
    for (int v = 0; v < gs; ++v)
      if (!g.nodes[v].isInput)
        fixed[v] = segOf[v] < 0 || !isCandidate(g, v) ||
                   (segOf[v] == L - 1 && readByBwd[v]);
    // Backward instances: alloc at u, free after the last reader.
    std::vector<int64_t> live(n + 2, 0), fixedD(n + 2, 0), resD(n + 2, 0);
    for (int u = gs; u < n; ++u) {
      if (g.nodes[u].isInput)
        continue;
      int end = g.nodes[u].isOutput ? n : std::max(u, lastRd[u]);
      live[u] += g.nodes[u].bytes;
      live[end + 1] -= g.nodes[u].bytes;
    }
    // Fixed forward nodes: a dropped reader in segment j is recomputed at
    // first(j) at the latest.
    std::vector<int> fixedEnd(n, -1);
    for (int v = 0; v < gs; ++v)
      if (fixed[v])
        fixedEnd[v] = g.nodes[v].isOutput ? n : v;
    for (int u = 0; u < n; ++u) {
      if (g.nodes[u].isInput)
        continue;
      bool uDropped = u < gs && !fixed[u];
      for (int w : g.nodes[u].inputs)
        if (w < gs && fixed[w] && fixedEnd[w] < n)
          fixedEnd[w] = std::max(fixedEnd[w], uDropped ? first[segOf[u]] : u);
    }
    for (int v = 0; v < gs; ++v)
      if (fixed[v]) {
        fixedD[v] += g.nodes[v].bytes;
        fixedD[fixedEnd[v] + 1] -= g.nodes[v].bytes;
      }
    // Recomputed X_k and B_k instances: live from first(k) (their window)
    // to their last backward reader.
    std::vector<char> inBase(n, 0);
    for (int k = 0; k < L; ++k)
      for (int v : baseNodes[k])
        inBase[v] = 1;
    xBytes.assign(L, 0);
    std::vector<int64_t> windowOwn(L, 0); // X_k + B_k recomputed bytes
    for (int k = 0; k < L; ++k)
      for (int v : members[k]) {
        if (fixed[v] || !(isX[v] || inBase[v]))
          continue;
        if (isX[v])
          xBytes[k] += g.nodes[v].bytes;
        windowOwn[k] += g.nodes[v].bytes;
        if (lastBwd[v] >= first[k]) {
          resD[first[k]] += g.nodes[v].bytes;
          resD[lastBwd[v] + 1] -= g.nodes[v].bytes;
        }
      }
    std::vector<int64_t> bwdLive(n + 1, 0), fixedLive(n + 1, 0),
        resLive(n + 1, 0);
    xGcd = 0;
    for (int64_t x : xBytes)
      xGcd = std::gcd(xGcd, x);
    for (int i = 0; i <= n; ++i) {
      bwdLive[i] = (i ? bwdLive[i - 1] : 0) + live[i];
      fixedLive[i] = (i ? fixedLive[i - 1] : 0) + fixedD[i];
      resLive[i] = (i ? resLive[i - 1] : 0) + resD[i];
    }
    auto nodeBytes = [&](int p) {
      return g.nodes[p].isInput ? int64_t(0) : g.nodes[p].bytes;
    };
    // across[b]: at first(b - 1), where the sweeps of reversals ending at b
    // run.
    across.assign(L, 0);
    for (int b = 1; b < L; ++b) {
      int p = first[b - 1];
      // Live across p: backward instances allocated before p, fixed nodes,
      // and recomputed X/B instances of windows before p still read.
      int64_t res = 0;
      for (int k = b; k < L; ++k)
        for (int v : members[k])
          if (!fixed[v] && (isX[v] || inBase[v]) && lastBwd[v] >= p &&
              first[k] < p)
            res += g.nodes[v].bytes;
      across[b] = bwdLive[p] - nodeBytes(p) + fixedLive[p] + res;
    }
    // leafPeak[k]: window k, [first(k), first(k - 1)) (the last segment's
    // from gradStart): the recomputation group at first(k), then each step.
    leafPeak.assign(L, 0);
    for (int k = 0; k < L; ++k) {
      int lo = k == L - 1 ? gs : first[k];
      int hi = k == 0 ? n : first[k - 1];
      int64_t pk = 0;
      if (k < L - 1) {
        int p = first[k];
        int64_t res = 0;
        for (int j = k + 1; j < L; ++j)
          for (int v : members[j])
            if (!fixed[v] && (isX[v] || inBase[v]) && lastBwd[v] >= p &&
                first[j] < p)
              res += g.nodes[v].bytes;
        pk = bwdLive[p] - nodeBytes(p) + fixedLive[p] + res + windowOwn[k];
      }
      for (int s = lo; s < hi; ++s)
        if (!g.nodes[s].isInput)
          pk = std::max(pk, bwdLive[s] + fixedLive[s] + resLive[s]);
      leafPeak[k] = pk;
    }
    // Forward pass: in a nested plan every X below the last segment is
    // executed (a later kept X or the last segment reads through it), so
    // the executed nodes are the X's, the kept nodes, the outputs and what
    // they read.
    std::vector<char> exec(n, 0);
    for (int v = gs - 1; v >= 0; --v) {
      if (g.nodes[v].isInput)
        continue;
      if (fixed[v] || isX[v] || g.nodes[v].isOutput)
        exec[v] = 1;
      if (exec[v])
        for (int w : g.nodes[v].inputs)
          exec[w] = 1;
    }
    std::vector<int> lastFwdExec(n, -1);
    for (int u = 0; u < gs; ++u)
      if (exec[u] && !g.nodes[u].isInput)
        for (int w : g.nodes[u].inputs)
          lastFwdExec[w] = std::max(lastFwdExec[w], u);
    // Fixed nodes in the forward pass: from their step to fixedEnd.
    std::vector<int64_t> fixedFwdD(n + 2, 0);
    for (int v = 0; v < gs; ++v)
      if (fixed[v]) {
        fixedFwdD[v] += g.nodes[v].bytes;
        fixedFwdD[std::min(fixedEnd[v], gs) + 1] -= g.nodes[v].bytes;
      }
    std::vector<int64_t> fixedFwd(gs + 1, 0);
    for (int i = 0; i < gs; ++i)
      fixedFwd[i] = (i ? fixedFwd[i - 1] : 0) + fixedFwdD[i];
    fwdPeak.assign(L, {0, 0});
    sweepPeak.assign(L, {0, 0});
    for (int k = 0; k < L; ++k) {
      const std::vector<int> &mem = members[k];
      const int sz = (int)mem.size();
      auto pos = [&](int v) { // position of the last member <= v
        return int(std::upper_bound(mem.begin(), mem.end(), v) - mem.begin()) -
               1;
      };
      // Forward: dropped executed instances, X_{k-1} ([1]) and fixed.
      std::vector<int64_t> own(sz + 1, 0), in(sz + 1, 0);
      for (int i = 0; i < sz; ++i) {
        int v = mem[i];
        if (!exec[v] || fixed[v])
          continue;
        int end =
            lastFwdExec[v] < 0 ? i : std::min(sz - 1, pos(lastFwdExec[v]));
        own[i] += g.nodes[v].bytes;
        own[end + 1] -= g.nodes[v].bytes;
      }
      if (k > 0)
        for (int x : members[k - 1])
          if (isX[x] && !fixed[x] && lastFwdExec[x] >= mem.front()) {
            in[0] += g.nodes[x].bytes;
            in[std::min(sz - 1, pos(lastFwdExec[x])) + 1] -= g.nodes[x].bytes;
          }
      int64_t o = 0, ii = 0;
      for (int i = 0; i < sz; ++i) {
        o += own[i];
        ii += in[i];
        if (!exec[mem[i]])
          continue;
        fwdPeak[k][0] = std::max(fwdPeak[k][0], o + fixedFwd[mem[i]]);
        fwdPeak[k][1] = std::max(fwdPeak[k][1], o + ii + fixedFwd[mem[i]]);
      }
      // Sweep: P_k recomputed in node order; non-X instances die after
      // their last reader among P_k, X_k's stay to the end; X_{k-1} ([1])
      // until its last reader among P_k.
      const std::vector<int> &sw = sweepNodes[k];
      const int ss = (int)sw.size();
      if (ss == 0)
        continue;
      std::vector<int> lastIn(n, -1); // last reader position within sw
      for (int i = 0; i < ss; ++i)
        for (int w : g.nodes[sw[i]].inputs)
          lastIn[w] = i;
      std::vector<int64_t> sOwn(ss + 1, 0), sIn(ss + 1, 0);
      for (int i = 0; i < ss; ++i) {
        int v = sw[i];
        int end = isX[v] ? ss - 1 : std::max(i, lastIn[v]);
        sOwn[i] += g.nodes[v].bytes;
        sOwn[end + 1] -= g.nodes[v].bytes;
      }
      if (k > 0)
        for (int x : members[k - 1])
          if (isX[x] && !fixed[x] && lastIn[x] >= 0) {
            sIn[0] += g.nodes[x].bytes;
            sIn[lastIn[x] + 1] -= g.nodes[x].bytes;
          }
      int64_t so = 0, si = 0;
      for (int i = 0; i < ss; ++i) {
        so += sOwn[i];
        si += sIn[i];
        sweepPeak[k][0] = std::max(sweepPeak[k][0], so);
        sweepPeak[k][1] = std::max(sweepPeak[k][1], so + si);
      }
    }
  }

  const Graph &g;
  int gs, L = 0, S = 0;
  std::vector<int> segOf;
  std::vector<std::vector<int>> members;
  std::vector<char> isX, readByBwd;
  std::vector<int> first;
  std::vector<std::vector<int>> sweepNodes, baseNodes;
  std::vector<double> sweepCost, baseCost, prefix;
  std::vector<double> rev, top;
  std::vector<int> revChoice;
  std::vector<std::vector<int>> topChoices;    ///< per variant
  const std::vector<int> *topChoice = nullptr; ///< of the plan being built
  // Byte model and tables of solveBytes().
  bool modelBuilt = false;
  std::vector<int64_t> xBytes, across, leafPeak;
  std::vector<std::array<int64_t, 2>> fwdPeak, sweepPeak;
  int64_t budgetB = 0, unit = 1, xGcd = 0;
  int M = 0;
  std::vector<int> xu;
  std::vector<double> uCost, topBytes;
  std::vector<int16_t> uChoice, topBytesChoice;
};
} // namespace

void remat::solvers::detail::forEachNestedChainPlan(
    const Graph &g, int maxSegments, int maxSlots, bool byCost,
    const std::function<bool(Plan &&)> &visit, std::string *why) {
  NestedChain chain(g);
  std::string reason;
  if (!chain.analyse(reason, maxSegments)) {
    if (why)
      *why = reason;
    return;
  }
  auto schedules = chain.schedules(maxSlots);
  if (byCost)
    std::stable_sort(
        schedules.begin(), schedules.end(),
        [](const auto &x, const auto &y) { return x.cost < y.cost; });
  // One plan at a time: a plan holds per-node vectors, and there are up to
  // 2 * kExtraSlots * (L + 1) of them.
  for (const auto &schedule : schedules)
    if (!visit(chain.plan(schedule)))
      return;
}

void remat::solvers::detail::forEachByteNestedChainPlan(
    const Graph &g, int maxSegments, int64_t budget, int maxTries,
    const std::function<int64_t(Plan &&)> &measure, std::string *why) {
  NestedChain chain(g);
  std::string reason;
  if (!chain.analyse(reason, maxSegments)) {
    if (why)
      *why = reason;
    return;
  }
  // The byte model leaves out what it cannot see (instances it does not
  // track, several instances of one node): each plan is measured, and the
  // DP's target moves by the measured excess or slack, kept between the
  // highest target whose plan fitted and the lowest whose plan did not (the
  // midpoint where the step would leave that bracket), at most maxTries
  // plans.
  int64_t target = budget;
  int64_t fitted = std::numeric_limits<int64_t>::min(); // highest target
  int64_t over = std::numeric_limits<int64_t>::max();   // lowest target
  for (int t = 0; t < maxTries && target > 0; ++t) {
    if (!chain.solveBytes(target))
      return;
    int64_t peak = measure(chain.bytePlan(nullptr));
    if (peak < 0 || peak == budget)
      return;
    if (peak < budget)
      fitted = std::max(fitted, target);
    else
      over = std::min(over, target);
    int64_t next = target + (budget - peak);
    if (next <= fitted || next >= over) {
      if (fitted == std::numeric_limits<int64_t>::min() ||
          over == std::numeric_limits<int64_t>::max() || over - fitted <= 1)
        return;
      next = fitted + (over - fitted) / 2;
    }
    target = next;
  }
}
