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
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>
#include <cassert>
#include <limits>
#include <map>

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
    std::map<int, int> rank;
    for (int v = 0; v < gs; ++v)
      if (!g.nodes[v].isInput)
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
      if (!g.nodes[v].isInput) {
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
