//===- Ilp.cpp - Exact MILP formulation of evaluate(), solved with CBC ----===//
//
// Variables (only d is integer; all others are forced integral by d):
//   d_v      in {0,1}  candidate v is dropped
//   E_v      in [0,1]  v executed in the forward pass
//                      E_v >= 1-d_v, E_v >= E_u (u forward reader),
//                      E_v <= 1-d_v + sum_u E_u
//   R_{v,k}  in [0,1]  v recomputed at or before event k (events = sorted
//                      first-backward-readers of candidates)
//                      fb_v <= event_k:  R = d_v
//                      otherwise:        R <= d_v, R <= sum_u R_{u,k},
//                                        R >= R_{u,k} + d_v - 1
//                      (u = candidate forward readers). n_v = R_{v,last}.
// Memory: one constraint per row of the row space (see Model.h): the sum
// of bytes of instances live at the row <= budget. Liveness of an instance at
// a row is an OR of ANDs of the 0/1 expressions above (e.g. "w kept and some
// reader recomputed at a row >= p" = (1-d_w) AND (n_u - R_{u,k*-1})); each
// such OR gets a continuous L in [0,1] bounded below by every AND (the sum of
// its factors minus (k-1)). L only appears in <= rows, so lower bounds are
// exact. Objective: sum c_v n_v - sum c_v (1 - E_v) over candidates.
//
//===----------------------------------------------------------------------===//

#include "Exact.h"

#include "CbcEventHandler.hpp"
#include "CbcModel.hpp"
#include "CglGomory.hpp"
#include "CglKnapsackCover.hpp"
#include "CglProbing.hpp"
#include "ClpEventHandler.hpp"
#include "ClpSimplex.hpp"
#include "ClpSolve.hpp"
#include "CoinPackedMatrix.hpp"
#include "OsiClpSolverInterface.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

using namespace remat::solvers;
using namespace remat::solvers::detail;

namespace {

/// A linear expression that is 0/1 valued at every integral solution.
struct Lin {
  double c = 0;
  std::vector<std::pair<int, double>> t;
  bool isConst() const { return t.empty(); }
  static Lin constant(double c) {
    Lin l;
    l.c = c;
    return l;
  }
  static Lin var(int col) {
    Lin l;
    l.t.push_back({col, 1.0});
    return l;
  }
  static Lin oneMinus(int col) {
    Lin l;
    l.c = 1;
    l.t.push_back({col, -1.0});
    return l;
  }
};

Lin sub(const Lin &a, const Lin &b) {
  Lin r = a;
  r.c -= b.c;
  for (auto [col, v] : b.t)
    r.t.push_back({col, -v});
  return r;
}

struct Model {
  std::vector<double> colLb, colUb, obj;
  std::vector<char> isInt;
  std::vector<std::vector<std::pair<int, double>>> rows;
  std::vector<double> rowLb, rowUb;
  double objOffset = 0;
  int64_t maxCols = INT64_MAX;
  bool overflow = false;

  int addCol(double lb, double ub, double o, bool integer) {
    colLb.push_back(lb);
    colUb.push_back(ub);
    obj.push_back(o);
    isInt.push_back(integer);
    if ((int64_t)colLb.size() > maxCols)
      overflow = true;
    return (int)colLb.size() - 1;
  }
  /// lb <= sum(coeffs) + lin.c <= ub
  void addRow(const Lin &lin, double lb, double ub) {
    std::vector<std::pair<int, double>> t = lin.t;
    std::sort(t.begin(), t.end());
    std::vector<std::pair<int, double>> merged;
    for (auto &p : t) {
      if (!merged.empty() && merged.back().first == p.first)
        merged.back().second += p.second;
      else
        merged.push_back(p);
    }
    merged.erase(std::remove_if(merged.begin(), merged.end(),
                                [](auto &p) { return p.second == 0; }),
                 merged.end());
    rows.push_back(std::move(merged));
    rowLb.push_back(lb - lin.c);
    rowUb.push_back(ub - lin.c);
  }
};

constexpr double kBig = 1e30;

struct Builder {
  const Graph &g;
  const GraphInfo &gi;
  Model m;
  std::vector<int> dCol;           // per candidate index
  std::vector<Lin> E;              // per node (forward non-input)
  std::vector<std::vector<Lin>> R; // per candidate, per event
  std::vector<Lin> N;              // per candidate
  int64_t budgetColumns = 0;

  Builder(const Graph &g, const GraphInfo &gi) : g(g), gi(gi) {}

  Lin Rk(int ci, int k) const {
    if (k < 0)
      return Lin::constant(0);
    return R[ci][k];
  }
  Lin kept(int w) const {
    if (!gi.cand[w])
      return Lin::constant(1);
    return Lin::oneMinus(dCol[gi.candIdx[w]]);
  }
  /// "candidate v recomputed at a row >= p".
  Lin recAtOrAfter(int v, int p) const {
    int ci = gi.candIdx[v];
    for (int k : gi.canAt[ci])
      if (gi.recRow[ci].at(k) >= p)
        return sub(N[ci], Rk(ci, k - 1));
    return Lin::constant(0);
  }
  /// "candidate w recomputed at a row < p".
  Lin recBefore(int w, int p) const {
    int ci = gi.candIdx[w];
    int best = -1;
    for (int k : gi.canAt[ci])
      if (gi.recRow[ci].at(k) < p)
        best = k;
    if (best < 0)
      return Lin::constant(0);
    return Rk(ci, best);
  }

  void buildStructure() {
    int nc = (int)gi.cands.size();
    int ne = (int)gi.events.size();
    dCol.resize(nc);
    for (int ci = 0; ci < nc; ++ci)
      dCol[ci] = m.addCol(0, 1, 0, true);
    // E, backwards.
    E.assign(gi.n, Lin::constant(1));
    for (int v = gi.gs - 1; v >= 0; --v) {
      if (!gi.cand[v])
        continue;
      bool constOne = false;
      for (int u : gi.fwdReaders[v])
        if (E[u].isConst() && E[u].c == 1)
          constOne = true;
      if (constOne)
        continue;
      int d = dCol[gi.candIdx[v]];
      int col = m.addCol(0, 1, 0, false);
      Lin e = Lin::var(col);
      m.addRow(sub(e, Lin::oneMinus(d)), 0, kBig); // E >= 1-d
      Lin upper = sub(e, Lin::oneMinus(d));        // E - (1-d) - sum <= 0
      for (int u : gi.fwdReaders[v]) {
        m.addRow(sub(e, E[u]), 0, kBig); // E >= E_u
        upper = sub(upper, E[u]);
      }
      m.addRow(upper, -kBig, 0);
      E[v] = e;
    }
    // R, backwards over candidates.
    R.assign(nc, std::vector<Lin>(ne, Lin::constant(0)));
    for (int ci = nc - 1; ci >= 0; --ci) {
      int v = gi.cands[ci];
      int d = dCol[ci];
      std::vector<int> readers;
      for (int u : gi.fwdReaders[v])
        if (gi.cand[u])
          readers.push_back(gi.candIdx[u]);
      for (int k = 0; k < ne; ++k) {
        if (gi.firstBwd[v] <= gi.events[k]) {
          R[ci][k] = Lin::var(d);
          continue;
        }
        bool any = false;
        for (int ui : readers)
          any = any || !(R[ui][k].isConst() && R[ui][k].c == 0);
        if (!any)
          continue;
        int col = m.addCol(0, 1, 0, false);
        Lin r = Lin::var(col);
        m.addRow(sub(r, Lin::var(d)), -kBig, 0); // R <= d
        Lin upper = r;                           // R - sum R_u <= 0
        for (int ui : readers) {
          upper = sub(upper, R[ui][k]);
          // R >= R_u + d - 1  <=>  R - R_u - d >= -1
          m.addRow(sub(sub(r, R[ui][k]), Lin::var(d)), -1, kBig);
        }
        m.addRow(upper, -kBig, 0);
        R[ci][k] = r;
      }
    }
    N.assign(nc, Lin::constant(0));
    for (int ci = 0; ci < nc; ++ci)
      if (ne > 0)
        N[ci] = R[ci][ne - 1];
  }

  void addObjective(const Lin &l, double coef) {
    m.objOffset += coef * l.c;
    for (auto [col, v] : l.t)
      m.obj[col] += coef * v;
  }

  void buildCostObjective() {
    for (int ci = 0, nc = (int)gi.cands.size(); ci < nc; ++ci) {
      int v = gi.cands[ci];
      double c = g.nodes[v].cost;
      addObjective(N[ci], c);
      addObjective(E[v], c);
      m.objOffset -= c;
    }
  }

  // Memory rows.
  struct RowAcc {
    Lin lin;
    double constBytes = 0;
  };

  /// Adds bytes * OR_i AND_j terms[i][j] to acc.
  void addAlive(RowAcc &acc, double bytes,
                const std::vector<std::vector<Lin>> &terms) {
    if (bytes == 0)
      return;
    std::vector<std::vector<Lin>> live;
    for (const auto &term : terms) {
      std::vector<Lin> f;
      bool isFalse = false;
      for (const Lin &l : term) {
        if (l.isConst()) {
          if (l.c < 0.5)
            isFalse = true;
          continue;
        }
        f.push_back(l);
      }
      if (isFalse)
        continue;
      if (f.empty()) {
        acc.constBytes += bytes;
        return;
      }
      live.push_back(std::move(f));
    }
    if (live.empty())
      return;
    if (live.size() == 1 && live[0].size() == 1) {
      const Lin &l = live[0][0];
      acc.lin.c += bytes * l.c;
      for (auto [col, v] : l.t)
        acc.lin.t.push_back({col, bytes * v});
      return;
    }
    int col = m.addCol(0, 1, 0, false);
    for (const auto &f : live) {
      // L >= sum f - (k-1)
      Lin row = Lin::var(col);
      for (const Lin &l : f)
        row = sub(row, l);
      m.addRow(row, -(double)(f.size() - 1), kBig);
    }
    acc.lin.t.push_back({col, bytes});
  }

  std::vector<int> lastBwdRow; // per node: max row of backward readers
  std::vector<int> maxRelevant;

  RowAcc rowForward(int u) {
    RowAcc acc;
    int p = gi.row[u];
    addAlive(acc, (double)g.nodes[u].bytes, {{E[u]}});
    for (int w = 0; w < u; ++w) {
      if (gi.row[w] < 0 || maxRelevant[w] < p)
        continue;
      const Node &node = g.nodes[w];
      if (node.isOutput) {
        acc.constBytes += node.bytes;
        continue;
      }
      std::vector<std::vector<Lin>> terms;
      Lin K = kept(w);
      if (!gi.bwdReaders[w].empty())
        terms.push_back({K});
      for (int v : gi.fwdReaders[w])
        if (gi.cand[v])
          terms.push_back({K, N[gi.candIdx[v]]});
      for (int x : gi.fwdReaders[w])
        if (x >= u)
          terms.push_back({E[x]});
      addAlive(acc, (double)node.bytes, terms);
    }
    return acc;
  }

  /// Row p in the backward part; ownRec = candidate recomputed at this row
  /// (-1 for a backward row), ownBwd = backward node of the row (-1 else).
  RowAcc rowBackward(int p, int ownRec, int ownEvent, int ownBwd) {
    RowAcc acc;
    for (int w = 0; w < gi.gs; ++w) {
      if (gi.row[w] < 0 || maxRelevant[w] < p)
        continue;
      const Node &node = g.nodes[w];
      if (node.isOutput) {
        acc.constBytes += node.bytes;
        continue;
      }
      // Forward instance of a kept w.
      {
        std::vector<std::vector<Lin>> terms;
        Lin K = kept(w);
        if (lastBwdRow[w] >= p)
          terms.push_back({K});
        for (int v : gi.fwdReaders[w])
          if (gi.cand[v])
            terms.push_back({K, recAtOrAfter(v, p)});
        addAlive(acc, (double)node.bytes, terms);
      }
      if (!gi.cand[w])
        continue;
      int ci = gi.candIdx[w];
      if (w == ownRec) {
        addAlive(acc, (double)node.bytes,
                 {{sub(Rk(ci, ownEvent), Rk(ci, ownEvent - 1))}});
        continue;
      }
      Lin A = recBefore(w, p);
      if (A.isConst() && A.c == 0)
        continue;
      std::vector<std::vector<Lin>> terms;
      if (lastBwdRow[w] >= p)
        terms.push_back({A});
      for (int v : gi.fwdReaders[w])
        if (gi.cand[v])
          terms.push_back({A, recAtOrAfter(v, p)});
      addAlive(acc, (double)node.bytes, terms);
    }
    // Backward instances: constant intervals.
    for (int x = gi.gs; x < gi.n; ++x) {
      if (gi.row[x] < 0 || gi.row[x] > p)
        continue;
      int last =
          g.nodes[x].isOutput ? gi.numRows : std::max(gi.row[x], lastBwdRow[x]);
      if (last >= p)
        acc.constBytes += (double)g.nodes[x].bytes;
    }
    (void)ownBwd;
    return acc;
  }

  /// Builds all memory rows: sum <= budget (scaled), or sum - P <= 0.
  void buildMemoryRows(double budget, double scale, int pCol) {
    lastBwdRow.assign(gi.n, -1);
    maxRelevant.assign(gi.n, -1);
    for (int w = 0; w < gi.n; ++w) {
      for (int x : gi.bwdReaders[w])
        lastBwdRow[w] = std::max(lastBwdRow[w], gi.row[x]);
      int mr = std::max(gi.row[w], lastBwdRow[w]);
      for (int x : gi.fwdReaders[w]) {
        mr = std::max(mr, gi.row[x]);
        if (gi.cand[x])
          for (auto [k, r] : gi.recRow[gi.candIdx[x]])
            mr = std::max(mr, r);
      }
      if (gi.cand[w])
        for (auto [k, r] : gi.recRow[gi.candIdx[w]])
          mr = std::max(mr, r);
      if (g.nodes[w].isOutput)
        mr = gi.numRows;
      maxRelevant[w] = mr;
    }
    auto emit = [&](RowAcc acc) {
      Lin l;
      l.c = (acc.lin.c + acc.constBytes) / scale;
      for (auto [col, v] : acc.lin.t)
        l.t.push_back({col, v / scale});
      if (pCol >= 0) {
        l.t.push_back({pCol, -1.0});
        m.addRow(l, -kBig, 0);
      } else {
        m.addRow(l, -kBig, budget / scale);
      }
    };
    for (int u = 0; u < gi.gs && !m.overflow; ++u)
      if (gi.row[u] >= 0)
        emit(rowForward(u));
    std::vector<std::vector<std::pair<int, int>>> atEvent(gi.events.size());
    for (int ci = 0, nc = (int)gi.cands.size(); ci < nc; ++ci)
      for (auto [k, r] : gi.recRow[ci])
        atEvent[k].push_back({r, ci});
    for (auto &l : atEvent)
      std::sort(l.begin(), l.end());
    for (int b = gi.gs; b < gi.n && !m.overflow; ++b) {
      if (gi.row[b] < 0)
        continue;
      if (int k = gi.eventIdx[b]; k >= 0)
        for (auto [r, ci] : atEvent[k])
          emit(rowBackward(r, gi.cands[ci], k, -1));
      RowAcc acc = rowBackward(gi.row[b], -1, -1, b);
      acc.constBytes += 0; // own bytes counted in the backward instances
      emit(std::move(acc));
    }
  }
};

struct CbcOutcome {
  bool hasSolution = false, provenOptimal = false, provenInfeasible = false;
  int64_t iterations = 0;      ///< simplex iterations, every LP of the run
  bool stoppedByWork = false;  ///< the iteration count ran out
  bool stoppedByClock = false; ///< the deadline came first
  std::vector<double> x;
  double obj = 0, bound = 0;
  std::string error; ///< CBC raised an error (no plan)
};

/// The simplex iterations of one CBC run, counted over every LP it solves
/// (the root, the nodes, cut generation and heuristics on cloned solvers:
/// the handlers' clones share this count). A run stopped by the count
/// stops at the same point on every machine, unlike one stopped by the
/// clock.
struct IterationCount {
  int64_t limit = std::numeric_limits<int64_t>::max();
  int64_t done = 0;
  bool stopped = false;
};

/// Stops branch and bound at a wall-clock deadline (CBC's own limit is
/// checked between nodes and, by default, in CPU time) or once the
/// iteration count has run out.
class DeadlineHandler : public CbcEventHandler {
public:
  DeadlineHandler(std::chrono::steady_clock::time_point deadline,
                  IterationCount *count)
      : deadline(deadline), count(count) {}
  CbcAction event(CbcEvent) override {
    return count->stopped || std::chrono::steady_clock::now() >= deadline
               ? stop
               : noAction;
  }
  CbcEventHandler *clone() const override { return new DeadlineHandler(*this); }

private:
  std::chrono::steady_clock::time_point deadline;
  IterationCount *count;
};

/// Stops Clp's simplex at a wall-clock deadline: CBC's root LP (and each
/// LP it re-solves) runs before branch and bound looks at the clock, and
/// Clp's own limit is checked rarely. Status 5 ("stopped by event"). With
/// an iteration count (CBC runs), it also counts the iterations and stops
/// every LP once the count has run out.
class LPDeadlineHandler : public ClpEventHandler {
public:
  explicit LPDeadlineHandler(std::chrono::steady_clock::time_point deadline,
                             IterationCount *count = nullptr)
      : deadline(deadline), count(count) {}
  int event(Event which) override {
    if (which != endOfIteration && which != endOfFactorization)
      return -1;
    if (count) {
      if (which == endOfIteration && ++count->done >= count->limit)
        count->stopped = true;
      if (count->stopped)
        return 0;
    }
    return std::chrono::steady_clock::now() >= deadline ? 0 : -1;
  }
  ClpEventHandler *clone() const override {
    return new LPDeadlineHandler(*this);
  }

private:
  std::chrono::steady_clock::time_point deadline;
  IterationCount *count;
};

/// The model's rows as one row-ordered matrix (built in one piece:
/// appending row by row reallocates, 2 s for 9k rows) and its row bounds,
/// kBig turned into the solver's `infinity`.
struct PackedRows {
  CoinPackedMatrix matrix;
  std::vector<double> lower, upper;
};

PackedRows packRows(const Model &m, double infinity) {
  std::vector<CoinBigIndex> starts;
  std::vector<int> lengths, indices;
  std::vector<double> values;
  starts.reserve(m.rows.size());
  lengths.reserve(m.rows.size());
  for (const auto &r : m.rows) {
    starts.push_back((CoinBigIndex)indices.size());
    lengths.push_back((int)r.size());
    for (auto [c, v] : r) {
      indices.push_back(c);
      values.push_back(v);
    }
  }
  PackedRows out{
      CoinPackedMatrix(false, (int)m.colLb.size(), (int)m.rows.size(),
                       (CoinBigIndex)indices.size(), values.data(),
                       indices.data(), starts.data(), lengths.data()),
      m.rowLb, m.rowUb};
  for (auto &v : out.lower)
    if (v <= -kBig / 2)
      v = -infinity;
  for (auto &v : out.upper)
    if (v >= kBig / 2)
      v = infinity;
  return out;
}

CbcOutcome runCbcUnguarded(const Model &m, double timeLimit,
                           int64_t maxIterations, bool verbose);

/// CBC may raise CoinError; the library itself reports errors as values.
CbcOutcome runCbc(const Model &m, double timeLimit, int64_t maxIterations,
                  bool verbose) {
  try {
    return runCbcUnguarded(m, timeLimit, maxIterations, verbose);
  } catch (const CoinError &e) {
    CbcOutcome out;
    out.error = "CBC error: " + e.message();
    return out;
  } catch (...) {
    CbcOutcome out;
    out.error = "CBC error";
    return out;
  }
}

CbcOutcome runCbcUnguarded(const Model &m, double timeLimit,
                           int64_t maxIterations, bool verbose) {
  IterationCount count;
  count.limit = maxIterations;
  auto deadline =
      std::chrono::steady_clock::now() +
      std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::duration<double>(timeLimit));
  OsiClpSolverInterface si;
  PackedRows rows = packRows(m, si.getInfinity());
  si.loadProblem(rows.matrix, m.colLb.data(), m.colUb.data(), m.obj.data(),
                 rows.lower.data(), rows.upper.data());
  for (int c = 0, e = (int)m.isInt.size(); c < e; ++c)
    if (m.isInt[c])
      si.setInteger(c);
  si.messageHandler()->setLogLevel(0);
  si.setHintParam(OsiDoReducePrint, true, OsiHintTry);
  // The root LP runs before branch and bound looks at the clock.
  si.getModelPtr()->setMaximumSeconds(timeLimit);
  LPDeadlineHandler lpHandler(deadline, &count);
  si.getModelPtr()->passInEventHandler(&lpHandler);

  CbcModel model(si);
  model.setUseElapsedTime(true);
  DeadlineHandler handler(deadline, &count);
  model.passInEventHandler(&handler);
  model.setLogLevel(verbose ? 1 : 0);
  model.messageHandler()->setLogLevel(verbose ? 1 : 0);
  model.solver()->messageHandler()->setLogLevel(0);
  model.setMaximumSeconds(timeLimit);
  model.setAllowableGap(1e-7);
  model.setAllowableFractionGap(1e-9);
  model.setIntegerTolerance(1e-7);
  CglProbing probing;
  probing.setUsingObjective(true);
  CglGomory gomory;
  CglKnapsackCover knap;
  if (m.colLb.size() < 20000) {
    // Cuts pay off on small models; on large ones the root dominates.
    model.addCutGenerator(&probing, -1, "Probing");
    model.addCutGenerator(&gomory, -1, "Gomory");
    model.addCutGenerator(&knap, -1, "KnapsackCover");
  }
  model.branchAndBound();

  CbcOutcome out;
  const double *best = model.bestSolution();
  if (best) {
    out.hasSolution = true;
    out.x.assign(best, best + m.colLb.size());
    out.obj = model.getObjValue();
  }
  // An LP stopped at the deadline, or by the iteration count, looks
  // infeasible to CBC: past either nothing is proven.
  out.iterations = count.done;
  out.stoppedByWork = count.stopped;
  bool inTime = !count.stopped && std::chrono::steady_clock::now() < deadline;
  out.stoppedByClock = !count.stopped && !inTime;
  out.provenOptimal = inTime && model.isProvenOptimal() && best;
  out.provenInfeasible = inTime && model.isProvenInfeasible() && !best;
  out.bound = model.getBestPossibleObjValue();
  return out;
}

Plan planFrom(const Graph &g, const GraphInfo &gi, const Builder &b,
              const std::vector<double> &x) {
  Plan p;
  p.drop.assign(g.nodes.size(), false);
  for (int ci = 0, nc = (int)gi.cands.size(); ci < nc; ++ci)
    p.drop[gi.cands[ci]] = x[b.dCol[ci]] > 0.5;
  return p;
}

} // namespace

SolveResult remat::solvers::detail::solveIlp(const Graph &g, int64_t budget,
                                             const SolveOptions &opts) {
  auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  r.kind = SolverKind::ilp;
  GraphInfo gi(g);
  Builder b(g, gi);
  b.m.maxCols = opts.maxIlpColumns;
  b.buildStructure();
  b.buildCostObjective();
  double scale = std::max<double>(1.0, (double)budget);
  b.buildMemoryRows((double)budget, scale, -1);
  if (b.m.overflow) {
    r.status = SolveStatus::notApplicable;
    // Past the cap, building the model and CBC's setup of it (before any
    // clock is looked at) outgrow the time limit (docs/Solvers.md).
    r.message = "ILP too large: over " + std::to_string(opts.maxIlpColumns) +
                " columns for " + std::to_string(gi.cands.size()) +
                " candidates (the size guard)";
    r.seconds = secondsSince(t0);
    return r;
  }
  double buildSecs = secondsSince(t0);
  CbcOutcome o = runCbc(b.m, std::max(0.1, opts.timeLimitSeconds - buildSecs),
                        opts.maxIlpIterations, opts.verbose);
  if (!o.error.empty()) {
    r.plan.drop.assign(g.nodes.size(), false);
    r.eval = evaluate(g, r.plan);
    r.status = SolveStatus::noSolution;
    r.message = "ilp: " + o.error;
    r.seconds = secondsSince(t0);
    return r;
  }
  r.message = "ilp: build " + std::to_string(buildSecs) + " s, " +
              std::to_string(b.m.colLb.size()) + " columns, " +
              std::to_string(b.m.rows.size()) + " rows, " +
              std::to_string(gi.cands.size()) + " binaries, " +
              std::to_string(o.iterations) + " simplex iterations" +
              (o.stoppedByWork ? " (the iteration limit)" : "") +
              (o.stoppedByClock ? " (the time limit)" : "");
  r.stoppedByClock = o.stoppedByClock;
  if (o.hasSolution) {
    r.plan = planFrom(g, gi, b, o.x);
    r.eval = evaluate(g, r.plan);
    double obj = o.obj + b.m.objOffset;
    double bound = o.bound + b.m.objOffset;
    r.lowerBound = o.provenOptimal ? obj : bound;
    if (o.provenOptimal) {
      r.status = SolveStatus::optimal;
      r.gap = 0;
    } else {
      r.status = SolveStatus::feasible;
      r.gap = std::max(0.0, (obj - bound) / std::max(1e-9, std::fabs(obj)));
    }
    if (r.eval.peakBytes > budget) {
      r.status = SolveStatus::infeasible;
      r.message += "; internal: ILP plan exceeds the budget";
    }
  } else {
    r.plan.drop.assign(g.nodes.size(), false);
    r.eval = evaluate(g, r.plan);
    r.status =
        o.provenInfeasible ? SolveStatus::infeasible : SolveStatus::noSolution;
  }
  r.seconds = secondsSince(t0);
  return r;
}

SolveResult remat::solvers::detail::solveIlpMinPeak(const Graph &g,
                                                    const SolveOptions &opts) {
  auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  r.kind = SolverKind::ilp;
  GraphInfo gi(g);
  Builder b(g, gi);
  b.m.maxCols = opts.maxIlpColumns;
  b.buildStructure();
  double total = 1;
  for (const Node &n : g.nodes)
    if (!n.isInput)
      total += (double)n.bytes;
  int pCol = b.m.addCol(0, kBig, 1.0, false);
  b.buildMemoryRows(0, total, pCol);
  if (b.m.overflow) {
    r.status = SolveStatus::notApplicable;
    r.seconds = secondsSince(t0);
    return r;
  }
  CbcOutcome o =
      runCbc(b.m, opts.timeLimitSeconds, opts.maxIlpIterations, opts.verbose);
  r.stoppedByClock = o.stoppedByClock;
  if (!o.error.empty())
    r.message = "ilp: " + o.error;
  if (!o.hasSolution) {
    r.status = SolveStatus::noSolution;
    r.seconds = secondsSince(t0);
    return r;
  }
  r.plan = planFrom(g, gi, b, o.x);
  r.eval = evaluate(g, r.plan);
  r.status = o.provenOptimal ? SolveStatus::optimal : SolveStatus::feasible;
  r.lowerBound = std::ceil(o.bound * total - 1e-6);
  r.seconds = secondsSince(t0);
  return r;
}

namespace {

/// The Lagrangian value at row prices y: for every x within the column
/// and row bounds, c.x = (c - A^T y).x + y.(Ax), and each term is at least
/// its worst case over the bounds. A price of the wrong sign for its row's
/// finite bounds is replaced by 0, so any y gives a valid bound (weaker
/// where y is not optimal); every column is bounded ([0, 1]). Summed in
/// long double.
double lagrangianBound(const Model &m, const std::vector<double> &y) {
  long double total = m.objOffset;
  std::vector<long double> reduced(m.obj.begin(), m.obj.end());
  for (size_t i = 0; i < m.rows.size(); ++i) {
    double price = y[i];
    bool hasLo = m.rowLb[i] > -kBig / 2, hasUp = m.rowUb[i] < kBig / 2;
    if ((price > 0 && !hasLo) || (price < 0 && !hasUp))
      price = 0;
    if (price == 0)
      continue;
    total += (long double)price * (price > 0 ? m.rowLb[i] : m.rowUb[i]);
    for (auto [col, coef] : m.rows[i])
      reduced[col] -= (long double)price * coef;
  }
  for (size_t c = 0; c < reduced.size(); ++c)
    total += std::min(reduced[c] * m.colLb[c], reduced[c] * m.colUb[c]);
  return (double)total;
}

} // namespace

namespace {
LpRelaxation ilpRelaxationUnguarded(const Graph &g, int64_t budget,
                                    const LpRelaxationOptions &opts);
} // namespace

/// Clp may raise CoinError too; the library reports errors as values.
LpRelaxation
remat::solvers::detail::ilpRelaxation(const Graph &g, int64_t budget,
                                      const LpRelaxationOptions &opts) {
  try {
    return ilpRelaxationUnguarded(g, budget, opts);
  } catch (const CoinError &e) {
    LpRelaxation out;
    out.message = "Clp error: " + e.message();
    return out;
  } catch (...) {
    LpRelaxation out;
    out.message = "Clp error";
    return out;
  }
}

namespace {
LpRelaxation ilpRelaxationUnguarded(const Graph &g, int64_t budget,
                                    const LpRelaxationOptions &opts) {
  auto t0 = std::chrono::steady_clock::now();
  LpRelaxation out;
  GraphInfo gi(g);
  Builder b(g, gi);
  b.m.maxCols = opts.maxColumns;
  b.buildStructure();
  b.buildCostObjective();
  double scale = std::max<double>(1.0, (double)budget);
  b.buildMemoryRows((double)budget, scale, -1);
  out.columns = (int64_t)b.m.colLb.size();
  out.rows = (int64_t)b.m.rows.size();
  out.buildSeconds = secondsSince(t0);
  if (b.m.overflow) {
    out.message = "model over maxColumns";
    return out;
  }
  out.built = true;
  const Model &m = b.m;
  PackedRows rows = packRows(m, COIN_DBL_MAX);
  ClpSimplex lp;
  lp.loadProblem(rows.matrix, m.colLb.data(), m.colUb.data(), m.obj.data(),
                 rows.lower.data(), rows.upper.data());
  lp.setLogLevel(0);
  if (!opts.mpsPath.empty())
    lp.writeMps(opts.mpsPath.c_str());
  auto t1 = std::chrono::steady_clock::now();
  auto deadline =
      t1 + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
               std::chrono::duration<double>(opts.timeLimitSeconds));
  LPDeadlineHandler handler(deadline);
  lp.passInEventHandler(&handler);
  lp.setMaximumSeconds(opts.timeLimitSeconds);
  ClpSolve how;
  switch (opts.method) {
  case LpMethod::dual:
    how.setSolveType(ClpSolve::useDual);
    break;
  case LpMethod::primal:
    how.setSolveType(ClpSolve::usePrimal);
    break;
  case LpMethod::barrier:
    how.setSolveType(ClpSolve::useBarrier);
    break;
  case LpMethod::barrierNoCross:
    how.setSolveType(ClpSolve::useBarrierNoCross);
    break;
  }
  lp.initialSolve(how);
  out.lpSeconds = secondsSince(t1);
  out.optimal = lp.isProvenOptimal();
  out.infeasible = lp.isProvenPrimalInfeasible();
  out.lpObjective = lp.objectiveValue() + m.objOffset;
  std::vector<double> prices(lp.dualRowSolution(),
                             lp.dualRowSolution() + m.rows.size());
  out.bound = lagrangianBound(m, prices);
  return out;
}
} // namespace
