//===- Bound.cpp - A lower bound on recompute from the backward steps -----===//
//
// memoryLowerBound(g, budget) bounds evaluate()'s recomputeCost from below
// for every plan that fits the budget: single-recompute plans (Plan::drop)
// and multi-recompute plans (Plan::recomputeAt) alike, so it holds for
// every answer of every solver, auto's refinement included.
//
// Charges. S = the candidates that every plan executes in the forward pass
// (forward ancestors of a non-candidate forward node: outputs and
// non-recomputable nodes are always executed, and so is everything they
// read). recomputeCost = sum over nodes of (recomputations - removed
// forward executions) * cost. A node of S is never removed, so it adds
// cost(v) per recomputation. Any other node adds at least 0, except dead
// forward code, whose removal saves at most its cost (trivialLowerBound):
// a removed node that reaches a backward node is needed, hence recomputed.
// So recomputeCost >= trivial + sum over v in S of cost(v) * [v is
// recomputed at least once in a given window]. Costs are >= 0 (validate).
//
// Fixed(b). At the step of backward node b these are live in every plan
// (Graph.h, rules 4-6; backward nodes are executed once and only backward
// nodes read them, so their lifetimes among the backward steps do not
// depend on the plan): forward outputs; forward non-candidates with a
// backward reader at or after b (kept, so live to their last reader);
// backward instances allocated at or before b and read at or after b (b's
// own result, outputs); the candidates b reads (whichever instance b reads
// is live there). Their bytes are Fixed(b); call these nodes free at b.
//
// Availability. Take any other forward node w that is read after step b,
// by a backward node after b or by a recomputation after b. The instance
// that read uses (the forward instance of a kept w, else the newest
// recomputed one) was either created before step b, so it is live at b
// (recomputations are steps of their own, never step b), or it is a
// recomputation of w after b. The same holds for the operands of each
// recomputation after b. So in every plan, with
//   z_w = w is read after b, x_w = w is recomputed after b,
// z_w = 1 where w has a backward reader after b; x_w = 1 implies z_u = 1
// for every non-input operand u of w; a non-candidate is never recomputed;
// every non-free w with z_w = 1 and x_w = 0 has bytes(w) live at b (one
// instance each, and no node of Fixed(b) among them); the plan costs at
// least trivial + sum of cost(w) * x_w over w in S. Fitting the budget at
// b means  sum of bytes(w) z_w (1 - x_w) <= cap(b) = budget - Fixed(b).
//
// Bound at b: the minimum of sum c_w x_w under those rules, c_w = cost(w)
// on S and 0 elsewhere, is at least its Lagrangian value for every
// lambda >= 0:
//   L(b, lambda) = min over (x, z) of sum c_w x_w
//                  + lambda * (sum bytes(w) z_w (1 - x_w) - cap(b)).
// The inner minimum is a minimum s-t cut (each term charges a pair of
// variables only for one of the two mixed assignments): per node w a
// vertex z_w and, for candidates, x_w, on the source side when 1; edges
// source->z_w (infinite) where w has a backward reader after b, z_w->x_w
// (lambda * bytes(w); z_w->sink for non-candidates), x_w->sink (c_w),
// x_w->z_u (infinite) for each operand u. Any feasible flow's value is at
// most that cut, so flow - lambda * cap(b) is a bound whatever lambda is;
// lambda is searched (Newton steps on the concave piecewise linear L) only
// to make it large. Where even the byte-only cut (c = 0, lambda = 1)
// leaves more than cap(b) bytes, no plan fits: that many bytes plus
// Fixed(b) are live at b in every plan.
//
// Without the operand rule the minimum is the fractional knapsack over
// A(b) = {v in S, not free at b, read by a backward node after b} at cost
// per byte cost(v) / bytes(v): it is computed first for every b (O((n +
// edges) log n), Fenwick tree), then the cut bound at the backward steps
// in order of that knapsack value while a work budget (vertices and edges
// built and visited) lasts; steps not reached keep the knapsack value. The
// cut bound is what prices a freed activation by what its recomputation
// needs: a value whose operand no backward node reads (a matmul before an
// elementwise activation) is freed only by keeping that operand instead or
// by recomputing it too.
//
// Several steps. The rules above hold for every b at once in one plan, with
// x^b_w and z^b_w per step, also with x^b_w read more narrowly: w is
// recomputed inside its window at b, the steps after b and before r_b(w),
// the first backward node after b that reads w (after b at all where none
// does). If w is read after b and not recomputed in that window, the first
// read of w after b (a step before r_b(w), or r_b(w) itself) uses an
// instance created before b: live at b. A recomputation in the window is
// after b and reads w's operands after b. So the rules above hold with
// these x^b_w. The steps with one r_b(w) form a segment of w: the windows
// of steps b < b' of one segment are nested ((b', r) inside (b, r)), so
// x^{b'}_w = 1 implies x^b_w = 1; windows of steps of different segments
// are disjoint (a reader of w lies between them, ending the earlier
// window), so the recomputations they hold are different ones. The plan
// costs at least trivial + sum over w in S and over the segments s of w
// of cost(w) * y_ws, y_ws = max over the steps b of s of x^b_w (w is
// recomputed in the window of the first step of s that is modelled).
// Besides, z^{b'}_w = 1 implies z^b_w = 1 (read after b' is read after b).
// So for a set B of steps and lambda_b >= 0 per step,
//   L(B, lambda) = min over (x, z, y) of sum c_w y_ws
//                  + sum over b in B of lambda_b * (live bytes at b - cap(b))
// bounds every plan that fits, and it is again a minimum cut: the layers of
// the steps side by side, per node and segment a vertex y_ws, edges
// x^b_w -> y_ws (infinite), y_ws -> sink (c_w) instead of x_w -> sink,
// x^{b'}_w -> x^b_w (infinite) between the nearest steps of B in one
// segment of w, and z^{b'}_w -> z^b_w between the nearest steps of B that
// both model w (the others follow along those chains, or are dropped: a
// relaxation). For one step it is the cut above.
//
// Forced recomputations. WindowBound.cpp lists pairs (w, r) such that
// every fitting plan recomputes w in the window of some step of w's
// segment ending at r (the steps b with r_b(w) = r; r = INT_MAX: after w's
// last backward reader). Per (w, segment) the plan's recomputations there
// are counted once above (y_ws); with f_ws = 1 for a listed pair of a node
// of S, the windows of one segment being nested, the plan has a
// recomputation of w in the larger of the two windows, so it pays at least
// cost(w) * max(y_ws, f_ws) per (w, segment), different (w, segment) being
// different recomputations. So every fitting plan costs at least
//   trivial + forcedCost + sum of cost(w) y_ws over the unlisted (w, s),
// forcedCost = sum of cost(w) over the listed pairs of nodes of S: the
// models above and below are solved with c_w = 0 on the y vertices of the
// listed segments, and forcedCost is added to their values. The knapsack
// at b is not rebuilt: with the listed members' costs set to 0 its
// minimum is at least knapsack(b) less the cost of the listed pairs whose
// segment holds b, which is what it contributes.
//
// Caller's pairs (memoryLowerBound's extraForced): a probe asks for the
// plans that drop a candidate w (remat-bound-probe --probe). Such a plan
// has w's forward instance unread by the backward nodes (evaluate() binds
// their reads of a dropped value to a recomputed instance), so it
// recomputes w before w's first backward reader r: a recomputation before
// r and after no other backward reader of w, i.e. in w's first segment,
// ending at r, or before the first backward node, in no window at all (no
// y counts it, the plan still pays it). Either way cost(w) * max(y_ws,
// f_ws) holds for that segment as above, and the bound holds for every
// such plan, not for every plan. Listed with the budget's own pairs, a
// pair listed twice is charged once.
//
// Dropped chains (memoryLowerBound's `dropped`, for a chain probe): the
// caller asks about the plans that drop every node of D. A dropped w is
// never read through its forward instance by a backward node or a
// recomputation (evaluate() binds those reads to the newest recomputed
// instance), so where w has a backward reader r, the plan recomputes w at
// a step before r; that recomputation reads each operand u of w, and where
// u is in D too, through a recomputation of u at an earlier step still.
// Let E(b0) be the closure of {w in D with a backward reader at or before
// b0} under "operand in D". Every node of E(b0) has a recomputation at a
// step before b0. The models above charge only recomputations inside the
// windows of their steps (after the step), so for a model whose steps are
// all at or after b0 these recomputations are other ones: the plan pays
// at least the model's value plus the cost of E(b0)'s nodes of S (one
// recomputation each; nodes outside S are charged nothing, as above). A
// node with a forced pair is left out of that sum (its forced
// recomputation may be the same one). The knapsack and the cut at b take
// b0 = b, a branch and bound run its first step.
//
// Branching. L is the best over lambda of a Lagrangian, so it is the lower
// convex hull of what fitting costs: where a step frees its bytes only by
// recomputing a whole matmul, L charges a fraction of it. Splitting the
// plans by y_ws (a recomputation of w in the window of the first modelled
// step of segment s or not: the cut with source -> y_ws or y_ws -> sink
// infinite) and taking the smaller of the two subsets' bounds still bounds
// every plan; so does the lowest bound over the open nodes of a branch and
// bound tree, whose leaves cover every plan.
// A branch is closed only where the byte-only cut of some step of B (at
// lambda_b = 1, the others 0, no costs) is over cap(b) with y fixed as in
// the branch: no plan of that subset fits. A child starts at its parent's
// multipliers (its minimum is over fewer cuts, so it is never lower) and
// raises one multiplier at a time (the Newton steps above, upwards or
// downwards). It branches on the most expensive y_ws the cuts it saw
// disagreed on; where all its cuts agree it is a leaf. Runs: each of the
// best steps (by their own bound, distinct values) alone, then those
// together; a work count ends each (a first round with a small share
// each, then the rest of the count on the best run the count stopped).
// Forward steps are not used (a recomputed value's extra live range
// depends on the plan).
//
// The peak (peakLowerBound). In the forward pass every plan runs the
// nodes no plan removes (non-candidates and, transitively, what they
// read), and each of their forward instances is live from its step through
// its last forward reader among them (outputs and non-candidates with a
// backward reader: through the end of the pass), so their sum at each of
// their steps is live there in every plan. The same rules bound the
// backward steps without a budget: at step b every plan holds Fixed(b) plus
// bytes(w) for each w with z_w = 1 and x_w = 0, so the byte-only cut's value
// plus Fixed(b) is live at b in every plan, and the largest over the steps is
// at most every plan's peak (evaluate()'s peak is the largest live total over
// all steps, the backward ones among them). Keeping every source (x = 0
// everywhere) is one cut, so a step's cut is at most Fixed(b) plus the bytes of
// the candidates with a backward reader after b that b does not read: steps are
// visited from the highest such estimate and the visit stops at the first that
// cannot raise the bound (exact, not a heuristic cut-off), or at the work count
// (the bound so far holds).
//
//===----------------------------------------------------------------------===//

#include "CutModel.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace remat::solvers;
using namespace remat::solvers::detail;

MemoryBound remat::solvers::detail::memoryLowerBound(
    const Graph &g, int64_t budget, int64_t maxCutWork, int64_t maxBranchWork,
    int64_t maxForcedWork, const std::vector<int> &extraRun,
    const std::vector<std::pair<int, int>> &extraForced,
    const std::vector<int> &dropped) {
  MemoryBound out;
  const int n = (int)g.nodes.size(), gs = g.gradStart;
  if (gs >= n)
    return out; // no backward steps: nothing to bound
  BackwardSteps steps = analyzeBackwardSteps(g);
  const std::vector<int> &lastBwd = steps.lastBwd;
  const std::vector<std::vector<int>> &readers = steps.readers;
  const std::vector<char> &inS = steps.inS;
  const std::vector<std::vector<int>> &readCandidates = steps.readCandidates;
  const std::vector<int64_t> &fixedAt = steps.fixedAt;
  // No plan fits where Fixed(b) alone is over the budget (the last such b).
  for (int b = n - 1; b >= gs; --b)
    if (!g.nodes[b].isInput && fixedAt[b - gs] > budget) {
      out.infeasible = true;
      out.infeasibleAt = b;
      out.fixedBytes = fixedAt[b - gs];
      return out;
    }

  // Forced recomputations (WindowBound.cpp): per (w, segment) of a node of
  // S, cost(w) paid in every fitting plan, outside every model below; the
  // models price the other recomputations only. forcedAtStep(b): the cost
  // of those in the segments that contain b (what the knapsack at b may
  // have counted too).
  ForcedRecomputations forced;
  if (maxForcedWork > 0)
    forced = forcedRecomputations(g, budget, maxForcedWork);
  if (!extraForced.empty()) {
    // One charge per (w, segment): a pair listed twice is one
    // recomputation.
    for (auto [w, r] : extraForced)
      if (w >= 0 && w < gs)
        forced.pairs.push_back({w, r});
    std::sort(forced.pairs.begin(), forced.pairs.end());
    forced.pairs.erase(std::unique(forced.pairs.begin(), forced.pairs.end()),
                       forced.pairs.end());
  }
  std::vector<std::vector<int>> forcedEnds(gs);
  std::vector<double> forcedDiff(n - gs + 1, 0), forcedAtStep(n - gs, 0);
  double forcedTotal = 0;
  for (auto [w, r] : forced.pairs) {
    if (!inS[w] || g.nodes[w].cost <= 0)
      continue;
    forcedEnds[w].push_back(r);
    forcedTotal += g.nodes[w].cost;
    // The steps b whose first backward reader of w after b is r.
    auto it = std::lower_bound(readers[w].begin(), readers[w].end(), r);
    int from = it == readers[w].begin() ? gs : *std::prev(it);
    int to = r == std::numeric_limits<int>::max() ? n - 1 : r - 1;
    if (from <= to) {
      forcedDiff[from - gs] += g.nodes[w].cost;
      forcedDiff[to - gs + 1] -= g.nodes[w].cost;
    }
  }
  for (int b = gs; b < n; ++b)
    forcedAtStep[b - gs] =
        (b > gs ? forcedAtStep[b - gs - 1] : 0) + forcedDiff[b - gs];
  out.forcedCost = forcedTotal;

  // Dropped chains (see the header): droppedCharge[b - gs] = the cost of
  // E(b)'s nodes of S without forced pairs. E grows with b: the roots are
  // added in the order of their first backward reader, each closure step
  // visiting a node once.
  std::vector<double> droppedCharge(n - gs, 0);
  if (!dropped.empty()) {
    std::vector<char> inDropped(gs, 0), inE(gs, 0);
    for (int w : dropped)
      if (w >= 0 && w < gs && isCandidate(g, w))
        inDropped[w] = 1;
    std::vector<std::pair<int, int>> roots; // (first backward reader, w)
    for (int w = 0; w < gs; ++w)
      if (inDropped[w] && !readers[w].empty())
        roots.push_back({readers[w].front(), w});
    std::sort(roots.begin(), roots.end());
    double charge = 0;
    size_t nextRoot = 0;
    for (int b = gs; b < n; ++b) {
      for (; nextRoot < roots.size() && roots[nextRoot].first <= b;
           ++nextRoot) {
        std::vector<int> stack{roots[nextRoot].second};
        while (!stack.empty()) {
          int w = stack.back();
          stack.pop_back();
          if (inE[w])
            continue;
          inE[w] = 1;
          if (inS[w] && forcedEnds[w].empty())
            charge += g.nodes[w].cost;
          for (int u : g.nodes[w].inputs)
            if (u < gs && inDropped[u] && !inE[u])
              stack.push_back(u);
        }
      }
      droppedCharge[b - gs] = charge;
    }
  }

  // The knapsack over A(b), in order of cost per byte (index breaks ties:
  // deterministic). A(b) only grows as b decreases, except for the members
  // b reads, which are taken out for b's own step.
  std::vector<int> members;
  for (int v = 0; v < gs; ++v)
    if (inS[v] && lastBwd[v] >= gs && g.nodes[v].bytes > 0)
      members.push_back(v);
  std::sort(members.begin(), members.end(), [&](int x, int y) {
    double rx = g.nodes[x].cost / (double)g.nodes[x].bytes;
    double ry = g.nodes[y].cost / (double)g.nodes[y].bytes;
    return rx != ry ? rx < ry : x < y;
  });
  const int m = (int)members.size();
  std::vector<int> position(n, -1);
  for (int i = 0; i < m; ++i)
    position[members[i]] = i + 1; // Fenwick positions are 1-based
  std::vector<int64_t> fenBytes(m + 1, 0);
  std::vector<double> fenCost(m + 1, 0);
  int64_t heldBytes = 0; // bytes(A(b))
  std::vector<char> held(n, 0);
  auto update = [&](int v, int sign) {
    int64_t bytes = sign * g.nodes[v].bytes;
    heldBytes += bytes;
    held[v] = sign > 0;
    for (int i = position[v]; i <= m; i += i & -i) {
      fenBytes[i] += bytes;
      fenCost[i] += sign * g.nodes[v].cost;
    }
  };
  int top = 1;
  while (top * 2 <= m)
    top *= 2;
  std::vector<int> byLast(members);
  std::sort(byLast.begin(), byLast.end(), [&](int x, int y) {
    return lastBwd[x] != lastBwd[y] ? lastBwd[x] > lastBwd[y] : x < y;
  });
  // Bytes of every candidate (in S or not) read after b and not by b: the
  // cut's sourceBytes, to skip the steps where the cut cannot help.
  std::vector<int> allByLast;
  for (int v = 0; v < gs; ++v)
    if (isCandidate(g, v) && lastBwd[v] >= gs && g.nodes[v].bytes > 0)
      allByLast.push_back(v);
  std::sort(allByLast.begin(), allByLast.end(), [&](int x, int y) {
    return lastBwd[x] != lastBwd[y] ? lastBwd[x] > lastBwd[y] : x < y;
  });
  size_t next = 0, nextAll = 0;
  int64_t readLaterBytes = 0;
  std::vector<double> knapsack(n - gs, 0);
  std::vector<int> cutSteps; // steps where the cut may be positive
  for (int b = n - 1; b >= gs; --b) {
    while (next < byLast.size() && lastBwd[byLast[next]] > b)
      update(byLast[next++], +1);
    while (nextAll < allByLast.size() && lastBwd[allByLast[nextAll]] > b)
      readLaterBytes += g.nodes[allByLast[nextAll++]].bytes;
    if (g.nodes[b].isInput)
      continue;
    const std::vector<int> &read = readCandidates[b - gs];
    int64_t readBytes = 0;
    for (int v : read)
      if (lastBwd[v] > b && g.nodes[v].bytes > 0)
        readBytes += g.nodes[v].bytes;
    if (readLaterBytes - readBytes + fixedAt[b - gs] > budget)
      cutSteps.push_back(b);
    std::vector<int> takenOut;
    for (int v : read)
      if (held[v]) {
        update(v, -1);
        takenOut.push_back(v);
      }
    int64_t need = heldBytes + fixedAt[b - gs] - budget;
    if (need > 0 && need <= heldBytes) {
      // Largest prefix whose bytes stay below `need`, then the fraction of
      // the next member that makes up the rest.
      int pos = 0;
      int64_t bytesBelow = 0;
      double costBelow = 0;
      for (int step = top; step > 0; step /= 2)
        if (pos + step <= m && bytesBelow + fenBytes[pos + step] < need) {
          pos += step;
          bytesBelow += fenBytes[pos];
          costBelow += fenCost[pos];
        }
      // pos + 1 is a member of A(b): otherwise the prefix up to pos + 1
      // would hold the same bytes, still below `need`.
      int v = members[pos];
      knapsack[b - gs] = costBelow + g.nodes[v].cost *
                                         double(need - bytesBelow) /
                                         double(g.nodes[v].bytes);
    }
    for (int v : takenOut)
      update(v, +1);
  }
  // Less what the forced recomputations in b's segments already pay (the
  // knapsack with their costs set to 0 is at least that).
  double best = 0;
  for (int b = gs; b < n; ++b) {
    double rest =
        knapsack[b - gs] - forcedAtStep[b - gs] + droppedCharge[b - gs];
    if (rest > best) {
      best = rest;
      out.atNode = b;
    }
  }

  // The cut bound, in order of the knapsack value (then the later step
  // first), while the work budget lasts.
  std::stable_sort(cutSteps.begin(), cutSteps.end(), [&](int x, int y) {
    return knapsack[x - gs] - forcedAtStep[x - gs] >
           knapsack[y - gs] - forcedAtStep[y - gs];
  });
  int64_t work = 0;
  // Per step: the cut bound and the multiplier that gave it.
  std::vector<double> stepValue(n - gs, 0), stepLambda(n - gs, 0);
  std::vector<int> positiveSteps;
  for (int b : cutSteps) {
    if (work >= maxCutWork)
      break;
    CutModel cut(g, inS, lastBwd, readCandidates, readers, forcedEnds);
    cut.addStep(b, budget - fixedAt[b - gs]);
    work += gs + cut.workToBuild();
    const int64_t cap = cut.cap(0);
    if (cut.sourceBytes(0) <= cap)
      continue;
    // Bytes only: the fewest bytes live at b in any plan.
    std::vector<double> lambda{1.0};
    CutModel::Cut fewest = cut.solve(lambda, false, work);
    if (fewest.flow > (double)cap) {
      out.infeasible = true;
      out.infeasibleAt = b;
      out.fixedBytes = fixedAt[b - gs] + (int64_t)std::floor(fewest.flow);
      out.fromCut = true;
      out.bound = 0;
      return out;
    }
    // Newton steps on L(b, .) between lambda = 0 (nothing recomputed, every
    // source live: over the cap) and the byte-only cut (within it).
    lambda[0] = 0;
    std::pair<double, double> hi{fewest.cost, double(fewest.bytes[0] - cap)};
    double value = raiseAlong(cut, lambda, 0, 0, 1.0, work, maxCutWork, &hi);
    stepValue[b - gs] = value;
    stepLambda[b - gs] = lambda[0];
    if (value > 0)
      positiveSteps.push_back(b);
    if (value + droppedCharge[b - gs] > best) {
      best = value + droppedCharge[b - gs];
      out.atNode = b;
    }
  }

  // The best steps first (then the later step: the order of cutSteps).
  std::stable_sort(
      positiveSteps.begin(), positiveSteps.end(),
      [&](int x, int y) { return stepValue[x - gs] > stepValue[y - gs]; });
  // Branch and bound over the recomputations of a few steps: a node fixes
  // some y_ws to 0 or 1, its value is the Lagrangian raised from its
  // parent's multipliers (never below the parent's: the minimum is over
  // fewer cuts); it branches on the most expensive y_ws the cuts it saw
  // disagreed on. Every plan lies in the subtree of one open node, so the
  // lowest open value is a bound; a branch is closed only where a
  // byte-only cut proves that no plan in it fits one of the steps. Runs on
  // each of the best steps alone (distinct values: a run of steps with one
  // value shares its cut), then on those together; the bound is the
  // largest.
  std::vector<int> distinct;
  for (int b : positiveSteps) {
    if ((int)distinct.size() >= kBranchSteps)
      break;
    double v = stepValue[b - gs];
    if (std::none_of(distinct.begin(), distinct.end(), [&](int c) {
          return std::fabs(stepValue[c - gs] - v) <= 1e-12 * v;
        }))
      distinct.push_back(b);
  }
  std::vector<std::vector<int>> runs;
  for (int b : distinct)
    runs.push_back({b});
  if (distinct.size() > 1)
    runs.push_back(distinct);
  // The caller's run instead (the cut of those steps is what it wants):
  // backward steps (not inputs), sorted and distinct.
  int extraAt = -1;
  if (!extraRun.empty()) {
    runs.clear();
    std::vector<int> steps;
    for (int b : extraRun)
      if (b >= gs && b < n && !g.nodes[b].isInput)
        steps.push_back(b);
    std::sort(steps.begin(), steps.end());
    steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
    if (!steps.empty()) {
      extraAt = (int)runs.size();
      runs.push_back(std::move(steps));
    }
  }
  // Two rounds within maxBranchWork: every run with an eighth of an equal
  // share, then the rest of the work on the run, among those the work
  // count stopped, with the highest value (again from its root: the search
  // is deterministic, so it retraces its first round and goes on). Runs
  // whose cuts agree early leave their work to the one that needs it: at
  // the default work the transformer at 50 % went from 2.777e8 to 2.813e8
  // (its best step alone reaches that with about 10^8, where it had half),
  // resnet18 at 75 % from 1.416e6 to 1.425e6 (three steps together),
  // the other bundled bounds unchanged; a first round of half (a quarter)
  // of the work left the transformer at 2.7766e8 (2.8127e8).
  std::vector<double> runValue(runs.size(), 0);
  std::vector<char> runFinished(runs.size(), 1);
  int64_t spentInAll = 0;
  const int64_t share =
      runs.empty() ? 0 : maxBranchWork / (8 * (int64_t)runs.size());
  double guideValue = -1;
  auto branchRun = [&](size_t r, int64_t maxWork) {
    int64_t spent = 0;
    bool finished = false;
    std::vector<int> paid;
    double value = branchAndBound(
        g, inS, lastBwd, readCandidates, readers, forcedEnds, runs[r], budget,
        fixedAt, stepLambda, maxWork, out.branchNodes, spent, finished, paid);
    spentInAll += spent;
    runValue[r] = std::max(runValue[r], value);
    runFinished[r] = finished;
    if ((int)r == extraAt)
      out.extraGuide = paid;
    if (!paid.empty() && value > guideValue) {
      guideValue = value;
      out.guide = std::move(paid);
      out.guideSteps = runs[r];
    }
    const int first = *std::min_element(runs[r].begin(), runs[r].end());
    if (value + droppedCharge[first - gs] > best) {
      best = value + droppedCharge[first - gs];
      out.fromBranching = true;
      out.atNode = runs[r].front();
    }
  };
  for (size_t r = 0; r < runs.size(); ++r)
    branchRun(r, share);
  int again = -1;
  for (size_t r = 0; r < runs.size(); ++r)
    if (!runFinished[r] && (again < 0 || runValue[r] > runValue[again]))
      again = (int)r;
  if (again >= 0 && maxBranchWork - spentInAll > share)
    branchRun(again, maxBranchWork - spentInAll);
  // Sums of doubles in another order than the plan's: leave a hair of room.
  out.bound = std::max(0.0, (forcedTotal + best) * (1 - 1e-12) - 1e-9);
  return out;
}

double remat::solvers::detail::trivialLowerBound(const Graph &g) {
  // Every executed node reaches a backward node or an output, except dead
  // forward code, whose removal is the only way a plan can save compute.
  const int n = (int)g.nodes.size();
  std::vector<char> live(n, 0);
  for (int v = n - 1; v >= 0; --v) {
    if (v >= g.gradStart || g.nodes[v].isOutput)
      live[v] = 1;
    if (live[v])
      for (int w : g.nodes[v].inputs)
        live[w] = 1;
  }
  double bound = 0;
  for (int v = 0; v < g.gradStart; ++v)
    if (!live[v] && !g.nodes[v].isInput)
      bound -= g.nodes[v].cost;
  return bound;
}

double remat::solvers::recomputeLowerBound(const Graph &g, int64_t budget,
                                           bool *infeasible) {
  MemoryBound mb = memoryLowerBound(g, budget);
  if (infeasible)
    *infeasible = mb.infeasible;
  return mb.bound + trivialLowerBound(g);
}
