#!/usr/bin/env python3
"""The optimum of remat's own plan space on a dumped solver graph, by MILP.

Independent of the C++ solvers: it reads the listing remat-auto prints with
its dump-graph option (`remat-opt STEP --remat-auto="budget=B dump-graph=1"
-o /dev/null 2>G`) as data, and models the plan space that
include/remat/Solvers/Graph.h states in words, from that statement alone:

* forward nodes run in order; a candidate (forward, not fixed, not an
  output) is kept or dropped; a dropped one still runs in the forward pass
  where an executed forward node reads it, and is freed after its last
  forward read;
* before each backward node b, dropped candidates may be recomputed (any
  number of times over the backward pass), in increasing node order; a
  recomputation or backward node reads the newest instance of a dropped
  operand and the forward instance of a kept one;
* every instance is freed right after its last read (its own step if none),
  outputs never; inputs (nodes the listing leaves out) are not counted;
* cost = FLOPs of the recomputations - FLOPs of forward nodes no longer run.

Stages are the backward nodes. Per stage s (backward node t) and forward node
i: S[s,i] an instance of i is in memory entering stage s (for a candidate at
the first stage: kept), R[s,k] candidate k recomputed in stage s, FREE[s,i,j]
i freed right after the recomputation of j in stage s, U[s,k] the bytes live
while sub-step k of stage s runs (chained as in Checkmate, Jain et al. 2020);
E[i] candidate i runs in the forward pass, V[j,i] i is live at forward step
j. Every plan of the space gives a solution with the same cost and the same
live bytes at every step, and every solution a plan of at most its cost
whose live bytes are at most the solution's: the optimum is remat's.

The plan found is re-simulated here (`simulate`, the same statement again,
op by op) and written as a plan file for `remat-bound-probe GRAPH BUDGET
--check PLAN` (evaluate(), the C++ model), so the two models check each
other.

  graph_milp.py GRAPH BUDGET [--time-limit S] [--plan-out FILE]
                [--start PLAN_FILE] [--verbose]

--start: a plan file (remat-bound-probe's format), e.g. auto's plan, given to
HiGHS as its first solution, so that the answer is never worse than it.

Where the full model is too large (BERT's 501 nodes are 229k columns), the
windowed relaxation (solve's `windows`) bounds the same plan space from a
smaller model, and row generation over it (grow_windows) adds windows where
its plan is over the budget:

  graph_milp.py GRAPH BUDGET [--start PLAN] (--window LO:HI ... |
                --windows-at-peaks K) [--width W] [--grow ROUNDS [--add A]]

A plan file it writes can be realised and measured: remat-opt STEP
--remat-auto="budget=B plan-file=FILE", then remat-run (or
benchmarks/differential.py with that pipeline).
"""
import argparse
import re
import sys
import time

try:
    import highspy
except ImportError:  # pragma: no cover
    highspy = None
import numpy as np

LINE = re.compile(r"^  #(\d+) (fwd|bwd) bytes=(\d+) cost=(\S+) seg=(-?\d+)"
                  r"(.*?) in=\[([^\]]*)\]")


class Graph:
    """The listing: nodes not listed are inputs."""

    def __init__(self, text):
        header = re.search(r"remat-auto graph of \S+: (\d+) nodes, gradient "
                           r"starts at node (\d+)", text)
        if not header:
            raise ValueError("not a dump-graph listing")
        self.n = int(header.group(1))
        self.grad_start = int(header.group(2))
        self.listed = [False] * self.n
        self.bytes = [0] * self.n
        self.cost = [0.0] * self.n
        self.fixed = [True] * self.n
        self.output = [False] * self.n
        self.inputs = [[] for _ in range(self.n)]
        for line in text.splitlines():
            m = LINE.match(line)
            if not m:
                continue
            v = int(m.group(1))
            self.listed[v] = True
            self.bytes[v] = int(m.group(3))
            self.cost[v] = float(m.group(4))
            flags = m.group(6).split()
            self.fixed[v] = "fixed" in flags
            self.output[v] = "output" in flags
            self.inputs[v] = [int(x) for x in m.group(7).split(",") if x.strip()]
        self.readers = [[] for _ in range(self.n)]
        for v in range(self.n):
            if self.listed[v]:
                for i in self.inputs[v]:
                    self.readers[i].append(v)

    def forward(self, v):
        return v < self.grad_start and self.listed[v]

    def candidate(self, v):
        return self.forward(v) and not self.fixed[v] and not self.output[v]


def read_plan(path, g):
    drop = [False] * g.n
    points = [[] for _ in range(g.n)]
    with open(path) as f:
        for line in f:
            fields = line.split("#")[0].split()
            if fields:
                v = int(fields[0])
                drop[v] = True
                points[v] = [int(x) for x in fields[1:]]
    return drop, points


def write_plan(path, g, drop, points, comment=None):
    """A plan file as read_plan (and remat-bound-probe --check) read it."""
    with open(path, "w") as f:
        if comment:
            f.write("# %s\n" % comment)
        for v in range(g.n):
            if drop[v]:
                f.write(" ".join(str(x) for x in [v] + points[v]) + "\n")


def simulate(g, drop, points, schedule=None):
    """(cost, peak) of a plan, from the semantics in the module docstring;
    points[v] lists v's recomputations (backward nodes), none: once at its
    first need. `schedule`, a dict, receives "runs" (per node: runs in the
    forward pass) and "recompute_at" (backward node: what is recomputed
    before it) and "live" (node run: the most bytes live while it, or a
    recomputation before it, runs)."""
    n, gs = g.n, g.grad_start
    # Forward: a node runs if kept, or read by a running forward node.
    runs = [False] * n
    for v in range(gs - 1, -1, -1):
        if not g.forward(v):
            continue
        runs[v] = not drop[v] or any(runs[r] for r in g.readers[v] if r < gs)
    # First need of a dropped node: its first backward reader, or the first
    # need of a dropped forward reader that is needed; a node with
    # recomputation points is recomputed at each of them, needed or not, so
    # its first point is its first need.
    need = [None] * n
    for v in range(gs - 1, -1, -1):
        if not (g.forward(v) and drop[v]):
            continue
        firsts = [r for r in g.readers[v] if r >= gs]
        firsts += [need[r] for r in g.readers[v]
                   if r < gs and drop[r] and need[r] is not None]
        need[v] = min(firsts) if firsts else None
        if points[v]:
            if need[v] is not None and points[v][0] > need[v]:
                raise ValueError("node %d first recomputed after its first need" % v)
            need[v] = points[v][0]
    recompute_at = {}
    for v in range(gs):
        if g.forward(v) and drop[v] and need[v] is not None:
            for b in points[v] or [need[v]]:
                recompute_at.setdefault(b, []).append(v)
    if schedule is not None:
        schedule["runs"], schedule["recompute_at"] = runs, recompute_at
    steps = []  # (node, recompute?)
    for v in range(gs):
        if g.forward(v) and runs[v]:
            steps.append((v, False))
    for b in range(gs, n):
        if not g.listed[b]:
            continue
        for v in sorted(recompute_at.get(b, [])):
            steps.append((v, True))
        steps.append((b, False))
    fwd_inst = {}
    newest = {}
    last = []
    inst_node = []
    for pos, (v, rec) in enumerate(steps):
        for i in g.inputs[v]:
            if not g.listed[i]:
                continue
            if (rec or v >= gs) and i < gs and drop[i]:
                src = newest.get(i)
                if src is None:
                    raise ValueError("node %d reads dropped %d before any "
                                     "recomputation" % (v, i))
            else:
                src = fwd_inst[i]
            last[src] = pos
        inst_node.append(v)
        last.append(pos)
        if rec:
            newest[v] = pos
        else:
            fwd_inst[v] = pos
    delta = [0] * (len(steps) + 1)
    for pos, v in enumerate(inst_node):
        end = len(steps) - 1 if g.output[v] else last[pos]
        delta[pos] += g.bytes[v]
        delta[end + 1] -= g.bytes[v]
    peak = cur = pending = 0
    live = {}
    for pos, (v, rec) in enumerate(steps):
        cur += delta[pos]
        peak = max(peak, cur)
        if rec:  # a recomputation counts towards the node it precedes
            pending = max(pending, cur)
        else:
            live[v], pending = max(cur, pending), 0
    if schedule is not None:
        schedule["live"] = live
    cost = sum(g.cost[v] for v, rec in steps if rec)
    cost -= sum(g.cost[v] for v in range(gs) if g.forward(v) and not runs[v])
    return cost, peak


class Model:
    def __init__(self, verbose=False):
        self.h = highspy.Highs()
        self.h.setOptionValue("output_flag", verbose)
        self.lb, self.ub, self.obj, self.integer = [], [], [], []
        self.rows = []  # (lb, ub, [(col, val)])

    def var(self, lb, ub, cost=0.0, integer=True):
        self.lb.append(lb)
        self.ub.append(ub)
        self.obj.append(cost)
        self.integer.append(integer)
        return len(self.lb) - 1

    def row(self, lb, ub, terms):
        self.rows.append((lb, ub, terms))

    def build(self):
        inf = highspy.kHighsInf
        lp = highspy.HighsLp()
        lp.num_col_ = len(self.lb)
        lp.num_row_ = len(self.rows)
        lp.col_cost_ = np.array(self.obj, dtype=np.float64)
        lp.col_lower_ = np.array([-inf if b is None else b for b in self.lb],
                                 dtype=np.float64)
        lp.col_upper_ = np.array(self.ub, dtype=np.float64)
        lp.row_lower_ = np.array([r[0] if r[0] is not None else -inf
                                  for r in self.rows], dtype=np.float64)
        lp.row_upper_ = np.array([r[1] if r[1] is not None else inf
                                  for r in self.rows], dtype=np.float64)
        starts, index, value = [0], [], []
        for _, _, terms in self.rows:
            for c, v in terms:
                index.append(c)
                value.append(v)
            starts.append(len(index))
        lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
        lp.a_matrix_.start_ = np.array(starts, dtype=np.int32)
        lp.a_matrix_.index_ = np.array(index, dtype=np.int32)
        lp.a_matrix_.value_ = np.array(value, dtype=np.float64)
        lp.integrality_ = [highspy.HighsVarType.kInteger if i
                           else highspy.HighsVarType.kContinuous
                           for i in self.integer]
        status = self.h.passModel(lp)
        if status != highspy.HighsStatus.kOk:
            raise RuntimeError("HiGHS refused the model: %s" % status)
        return lp.num_col_, lp.num_row_, len(index)


def stage_groups(stages, windows):
    """The model's stages: every backward node its own (windows None), or
    only the nodes inside the windows (inclusive node ranges), each run of
    nodes outside them one merged stage (see solve)."""
    if windows is None:
        return [([t], True) for t in stages]
    groups = []
    for t in stages:
        inside = any(lo <= t <= hi for lo, hi in windows)
        if inside or not groups or groups[-1][1]:
            groups.append(([t], inside))
        else:
            groups[-1][0].append(t)
    return groups


def solve(g, budget, time_limit=60.0, start=None, verbose=False, windows=None):
    """dict(status, cost, bound, drop, points, columns, rows); `start`, a
    plan (drop, points), is given to HiGHS as its first solution (the
    decisions only: HiGHS completes the rest).

    `windows` (inclusive node ranges) asks for the windowed relaxation:
    forward steps outside every window have no memory row, and backward
    nodes outside them are merged, each run of them into one stage without
    memory rows, where every read must still find its operand and a value
    recomputed there is paid once. Every plan maps onto that relaxation
    (recomputed in the run = recomputed at least once in it; carried into
    the run = carried into its first node) at no more than its cost, so its
    optimum, or HiGHS's dual bound, bounds the plan space. No plan is
    returned; "relaxed_plan" is relaxed_plan()'s reading of its solution,
    which may not fit. `start` then maps as a plan does."""
    if highspy is None:
        raise RuntimeError("highspy is not installed (requirements-bench.txt)")
    n, gs = g.n, g.grad_start
    m = Model(verbose)
    cand = [v for v in range(gs) if g.candidate(v)]
    is_cand = set(cand)
    stages = [b for b in range(gs, n) if g.listed[b]]
    before = {t: pos for pos, t in enumerate(stages)}  # backward nodes before t
    groups = stage_groups(stages, windows)
    T = len(groups)
    # Forward values that can be live during the backward pass: read there,
    # or by a candidate (which a recomputation may run). Outputs never free.
    tracked = [i for i in range(gs) if g.forward(i) and not g.output[i] and (
        i in is_cand or any(r >= gs or r in is_cand for r in g.readers[i]))]
    tracked_set = set(tracked)
    # The last backward node that may read i, directly or through the
    # recomputation of a candidate: past it an instance of i is never read,
    # so neither kept nor recomputed in an optimum (bounds of 0 there).
    last_use = {}
    for i in reversed(tracked):
        uses = [r for r in g.readers[i] if r >= gs]
        uses += [last_use[r] for r in g.readers[i] if r in is_cand]
        last_use[i] = max(uses, default=-1)
    E = {k: m.var(0, 1, g.cost[k]) for k in cand}
    S = {(s, i): m.var(0, 1 if ts[0] <= last_use[i] else 0)
         for s, (ts, _) in enumerate(groups) for i in tracked}
    R = {(s, k): m.var(0, 1 if ts[0] <= last_use[k] else 0, g.cost[k])
         for s, (ts, _) in enumerate(groups) for k in cand}
    const_cost = -sum(g.cost[k] for k in cand)  # cost = R + E - all of them

    # Forward pass.
    for k in cand:
        for r in g.readers[k]:
            if r < gs:
                if r in is_cand:
                    m.row(0, None, [(E[k], 1), (E[r], -1)])  # E[k] >= E[r]
                else:
                    m.row(1, None, [(E[k], 1)])  # read by a node that runs
        m.row(0, None, [(E[k], 1), (S[0, k], -1)])  # carried => ran
        for s in range(T):  # kept => never recomputed
            m.row(None, 1, [(S[0, k], 1), (R[s, k], 1)])
    fwd = [v for v in range(gs) if g.forward(v)]
    for j in fwd:
        if windows is not None and not any(lo <= j <= hi for lo, hi in windows):
            continue  # a relaxation: the forward steps outside the windows
        const = 0 if j in is_cand else g.bytes[j]
        maybe = [(j, [])] if j in is_cand else []  # (value, what keeps it live)
        for i in fwd:
            if i >= j or not g.bytes[i]:
                continue
            later = [r for r in g.readers[i] if j <= r < gs]
            if g.output[i] or any(r not in is_cand for r in later):
                const += g.bytes[i]
                continue
            lows = [E[r] for r in later]
            if i in tracked_set:
                lows.append(S[0, i])
            if lows:
                maybe.append((i, lows))
        if const + sum(g.bytes[i] for i, _ in maybe) <= budget:
            continue  # fits whatever runs and is kept: no row needed
        terms = []
        for i, lows in maybe:
            if i == j:
                terms.append((E[j], g.bytes[j]))
                continue
            live = m.var(0, 1, integer=False)  # V[j,i]
            for c in lows:
                m.row(0, None, [(live, 1), (c, -1)])
            terms.append((live, g.bytes[i]))
        m.row(None, budget - const, terms)

    # Backward stages.
    last_read = {}
    for b in range(gs, n):
        if g.listed[b]:
            last_read[b] = max(g.readers[b], default=b)
    out_fwd = sum(g.bytes[i] for i in range(gs) if g.forward(i) and g.output[i])
    for s, (ts, modelled) in enumerate(groups):
        for i in tracked:  # S[s+1,i] <= S[s,i] + R[s,i]
            if s + 1 < T:
                terms = [(S[s + 1, i], 1), (S[s, i], -1)]
                if i in is_cand:
                    terms.append((R[s, i], -1))
                m.row(None, 0, terms)
        present = lambda i: [(S[s, i], 1)] + ([(R[s, i], 1)] if i in is_cand else [])
        read_by_t = set()
        for t in ts:
            for i in g.inputs[t]:
                if i in tracked_set:
                    read_by_t.add(i)
                    m.row(1, None, present(i))
        for k in cand:
            for i in g.inputs[k]:
                if i in tracked_set:  # R[s,k] <= S[s,i] + R[s,i]
                    m.row(None, 0, [(R[s, k], 1)] + [(c, -v) for c, v in present(i)])
        if not modelled:
            continue
        t = ts[0]
        const = out_fwd + sum(g.bytes[c] for c in stages[:before[t]]
                              if g.output[c] or last_read[c] >= t)
        # U after each sub-step's frees, chained.
        prev = None  # (col of U before, frees of the previous sub-step)
        for k in cand:
            if m.ub[R[s, k]] == 0:
                continue  # never recomputed here: no sub-step
            u = m.var(None, budget, integer=False)
            if prev is None:
                terms = [(u, 1), (R[s, k], -g.bytes[k])]
                terms += [(S[s, i], -g.bytes[i]) for i in tracked if g.bytes[i]]
                m.row(const, const, terms)
            else:
                pu, pfrees = prev
                terms = [(u, 1), (pu, -1), (R[s, k], -g.bytes[k])]
                terms += [(f, g.bytes[i]) for i, f in pfrees]
                m.row(0, 0, terms)
            frees = []
            for i in [k] + [i for i in g.inputs[k] if i in tracked_set]:
                if i in read_by_t or not g.bytes[i]:
                    continue
                f = m.var(0, 1)
                m.row(None, 0, [(f, 1), (R[s, k], -1)])
                if i != k:
                    m.row(None, 0, [(f, 1)] + [(c, -v) for c, v in present(i)])
                if s + 1 < T:
                    m.row(None, 1, [(f, 1), (S[s + 1, i], 1)])
                for j in g.readers[i]:
                    if j in is_cand and j > k:
                        m.row(None, 1, [(f, 1), (R[s, j], 1)])
                frees.append((i, f))
            prev = (u, frees)
        # The backward node itself.
        if prev is None:
            terms = [(S[s, i], g.bytes[i]) for i in tracked if g.bytes[i]]
            m.row(None, budget - const - g.bytes[t], terms)
        else:
            pu, pfrees = prev
            terms = [(pu, 1)] + [(f, -g.bytes[i]) for i, f in pfrees]
            m.row(None, budget - g.bytes[t], terms)
    cols, rows, nnz = m.build()
    h = m.h
    h.setOptionValue("time_limit", float(time_limit))
    h.setOptionValue("mip_rel_gap", 1e-6)
    h.setOptionValue("random_seed", 1)
    if start is not None:
        sched = {}
        simulate(g, start[0], start[1], sched)
        given = {}
        for k in cand:
            given[E[k]] = 1.0 if sched["runs"][k] else 0.0
            given[S[0, k]] = 0.0 if start[0][k] else 1.0
            for s, (ts, _) in enumerate(groups):  # recomputed in the run
                given[R[s, k]] = 1.0 if any(k in sched["recompute_at"].get(t, [])
                                            for t in ts) else 0.0
        cols_given = sorted(given)
        h.setSolution(len(cols_given), np.array(cols_given, dtype=np.int32),
                      np.array([given[c] for c in cols_given], dtype=np.float64))
    if h.run() == highspy.HighsStatus.kError:
        raise RuntimeError("HiGHS failed to run the model")
    status = h.modelStatusToString(h.getModelStatus())
    info = h.getInfo()
    out = dict(status=status, cost=None, bound=None, drop=None, points=None,
               columns=cols, rows=rows, nonzeros=nnz)
    if info.mip_dual_bound is not None and abs(info.mip_dual_bound) < 1e300:
        out["bound"] = info.mip_dual_bound + const_cost
    if info.primal_solution_status == 2 and windows is not None:
        out["relaxed_plan"] = relaxed_plan(g, groups, cand, h.getSolution().col_value, S, R)
    if info.primal_solution_status == 2 and windows is None:
        x = h.getSolution().col_value
        drop = [False] * n
        points = [[] for _ in range(n)]
        for k in cand:
            drop[k] = x[S[0, k]] < 0.5
            points[k] = [ts[0] for s, (ts, _) in enumerate(groups)
                         if x[R[s, k]] > 0.5]
        out["drop"], out["points"] = drop, points
        out["cost"] = info.objective_function_value + const_cost
    return out


def relaxed_plan(g, groups, cand, x, S, R):
    """A plan from a solution of the windowed relaxation: its drops, a
    recomputation in a modelled stage before that node, one in a merged run
    before the first node of the run that needs the value (a backward read,
    or an operand of a recomputation placed there), else before the run's
    last node (carried out of it). It costs at most the solution's value;
    where it also fits, it is optimal if the solution was."""
    drop = [False] * g.n
    points = [[] for _ in range(g.n)]
    for k in cand:
        drop[k] = x[S[0, k]] < 0.5
    for s, (ts, modelled) in enumerate(groups):
        recomputed = [k for k in cand if x[R[s, k]] > 0.5]
        if modelled:
            for k in recomputed:
                points[k].append(ts[0])
            continue
        in_run = set(ts)
        at = {}
        for k in sorted(recomputed, reverse=True):  # readers first
            needs = [t for t in g.readers[k] if t in in_run]
            needs += [at[r] for r in g.readers[k] if r in at]
            at[k] = min(needs) if needs else ts[-1]
        for k, t in at.items():
            points[k].append(t)
    for k in cand:
        points[k].sort()
    return drop, without_unread_points(g, drop, points)


def without_unread_points(g, drop, points):
    """The plan without the recomputations nothing reads (a recomputation
    still runs, and holds its operands, where nothing needs it): a point p
    of v is read if a backward node in [p, next point of v) reads v, or a
    recomputation of a dropped reader placed there does. Repeated until none
    is left, a removal can leave an operand's point unread."""
    gs = g.grad_start
    points = [list(p) for p in points]
    changed = True
    while changed:
        changed = False
        for v in range(gs):
            if not (drop[v] and points[v]):
                continue
            keep = []
            for j, p in enumerate(points[v]):
                nxt = points[v][j + 1] if j + 1 < len(points[v]) else g.n
                if any(p <= r < nxt for r in g.readers[v] if r >= gs) or any(
                        p <= q < nxt for r in g.readers[v] if r < gs and drop[r]
                        for q in points[r]):
                    keep.append(p)
            if keep != points[v]:
                points[v], changed = keep, True
    return points


def grow_windows(g, budget, windows, width, add, rounds, time_limit, start=None, log=print):
    """Row generation over the windowed relaxation: solve it, turn its
    solution into a plan (relaxed_plan) and simulate it; where the plan is
    over the budget, add windows around the `add` nodes (forward or
    backward) with the most bytes over, and solve again. Every round's
    bound bounds the plan space; a plan that fits at the best bound is
    optimal. dict(bound, cost, drop, points, optimal, rounds, windows)."""
    best = dict(bound=None, cost=None, drop=None, points=None, optimal=False,
                rounds=0, windows=list(windows))
    steps = [v for v in range(g.n) if g.listed[v]]  # window extents
    for rnd in range(rounds):
        t0 = time.time()
        r = solve(g, budget, time_limit, start, windows=windows)
        best["rounds"], best["windows"] = rnd + 1, list(windows)
        if r["status"] == "Infeasible":
            best["bound"] = float("inf")
            log("  round %d: infeasible (%d windows, %.1f s)" % (rnd + 1, len(windows),
                                                                 time.time() - t0))
            return best
        if r["bound"] is not None:
            best["bound"] = max(best["bound"] or -float("inf"), r["bound"])
        plan = r.get("relaxed_plan")
        over = []
        msg = "no solution"
        if plan is not None:
            sched = {}
            try:
                cost, peak = simulate(g, *plan, schedule=sched)
            except ValueError as e:
                msg = "its plan is malformed (%s)" % e
            else:
                msg = "its plan costs %.7g, peak %d" % (cost, peak)
                if peak <= budget and (best["cost"] is None or cost < best["cost"]):
                    best.update(cost=cost, drop=plan[0], points=plan[1])
                over = sorted((t for t in sched["live"] if sched["live"][t] > budget),
                              key=lambda t: (-sched["live"][t], t))
        log("  round %d: %d windows, %d columns, %s in %.1f s, bound %.7g; %s" % (
            rnd + 1, len(windows), r["columns"], r["status"], time.time() - t0,
            best["bound"] if best["bound"] is not None else float("nan"), msg))
        if best["cost"] is not None and best["bound"] is not None and \
                best["cost"] <= best["bound"] + 1e-6 * max(1.0, abs(best["cost"])):
            best["optimal"] = True
            return best
        inside = lambda t: any(lo <= t <= hi for lo, hi in windows)
        new = []
        for t in over:
            if len(new) == add:
                break
            if inside(t):
                continue
            lo, hi = window_around(steps, steps.index(t), width)
            new.append((steps[lo], steps[hi]))
            windows = windows + [new[-1]]
        if not new:
            return best  # nothing over outside the windows (or no plan): stuck
    return best


def window_around(steps, pos, width):
    """The positions (lo, hi) in `steps` of a window of `width` steps
    centred on position pos."""
    lo = max(0, pos - width // 2)
    return lo, min(len(steps) - 1, lo + width - 1)


def peak_windows(g, plan, k, width):
    """k windows of `width` nodes run, each centred on the node where `plan`
    (drop, points; None: keeping everything) has the most bytes live,
    outside the windows so far."""
    sched = {}
    simulate(g, *(plan or ([False] * g.n, [[] for _ in range(g.n)])), schedule=sched)
    live = sched["live"]
    stages = sorted(live)
    windows, taken = [], set()
    for t in sorted(stages, key=lambda t: (-live[t], t)):
        if len(windows) == k:
            break
        pos = stages.index(t)
        if any(q in taken for q in range(pos - width // 2, pos + width // 2 + 1)):
            continue
        lo, hi = window_around(stages, pos, width)
        taken.update(range(lo, hi + 1))
        windows.append((stages[lo], stages[hi]))
    return sorted(windows)


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("graph")
    p.add_argument("budget", type=int)
    p.add_argument("--time-limit", type=float, default=600.0)
    p.add_argument("--plan-out")
    p.add_argument("--start", help="a plan file given to HiGHS as its first solution")
    p.add_argument("--verbose", action="store_true", help="HiGHS's log")
    p.add_argument("--window", action="append", metavar="LO:HI",
                   help="the windowed relaxation (a lower bound): model nodes "
                   "LO..HI (repeatable) exactly, relax the others (see solve)")
    p.add_argument("--windows-at-peaks", type=int, metavar="K",
                   help="the windowed relaxation, windows around the K nodes "
                   "where the --start plan (else keeping everything) has the "
                   "most bytes live")
    p.add_argument("--width", type=int, default=16,
                   help="nodes per window of --windows-at-peaks and --grow")
    p.add_argument("--grow", type=int, metavar="ROUNDS",
                   help="with windows: row generation (grow_windows), up to "
                   "ROUNDS solves, --time-limit each")
    p.add_argument("--add", type=int, default=4,
                   help="windows added per round of --grow")
    args = p.parse_args()
    with open(args.graph) as f:
        g = Graph(f.read())
    start = read_plan(args.start, g) if args.start else None
    if start:
        cost, peak = simulate(g, *start)
        print("  start %s: cost %.7g, peak %d" % (args.start, cost, peak))
    windows = None
    if args.window:
        windows = [tuple(int(x) for x in w.split(":")) for w in args.window]
    if args.windows_at_peaks:
        windows = (windows or []) + peak_windows(g, start, args.windows_at_peaks, args.width)
    if windows is not None:
        print("  windows %s" % " ".join("%d:%d" % w for w in windows))
    if args.grow and windows is not None:
        t0 = time.time()
        r = grow_windows(g, args.budget, windows, args.width, args.add, args.grow,
                         args.time_limit, start)
        print("%s budget %d: %s after %d rounds, %.1f s: bound %s, best plan %s" % (
            args.graph, args.budget, "optimal" if r["optimal"] else "open", r["rounds"],
            time.time() - t0, "%.7g" % r["bound"] if r["bound"] is not None else "none",
            "%.7g" % r["cost"] if r["cost"] is not None else "none"))
        if r["cost"] is not None and args.plan_out:
            write_plan(args.plan_out, g, r["drop"], r["points"],
                       "graph_milp.py %s %d --grow: cost %.7g" % (args.graph, args.budget,
                                                                  r["cost"]))
        return 0
    t0 = time.time()
    r = solve(g, args.budget, args.time_limit, start, args.verbose, windows)
    dt = time.time() - t0
    print("%s budget %d: %d columns, %d rows, %d nonzeros; %s in %.1f s" % (
        args.graph, args.budget, r["columns"], r["rows"], r["nonzeros"],
        r["status"], dt))
    if r["bound"] is not None:
        print("  bound %.7g" % r["bound"])
    if windows is not None:
        if r["status"] == "Infeasible":
            print("  no plan fits the budget (the relaxation is infeasible)")
        return 0
    if r["cost"] is None:
        print("  no plan found")
        return 1
    cost, peak = simulate(g, r["drop"], r["points"])
    print("  plan: MILP cost %.7g; simulated cost %.7g, peak %d (%s)" % (
        r["cost"], cost, peak, "fits" if peak <= args.budget else "OVER"))
    if args.plan_out:
        write_plan(args.plan_out, g, r["drop"], r["points"],
                   "graph_milp.py %s %d: cost %.7g, peak %d" % (
                       args.graph, args.budget, cost, peak))
    return 0 if peak <= args.budget and abs(cost - r["cost"]) <= 1e-6 * max(1, cost) else 1


if __name__ == "__main__":
    sys.exit(main())
