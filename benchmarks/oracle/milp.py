"""Checkmate-style MILP (Jain et al., MLSys 2020) for small graphs, solved
with HiGHS (highspy).

The graph is the op-level dataflow graph of a program: nodes in program
order, each with bytes, cost, its operands, and flags `recomputable`
(forward ops may be recomputed any number of times) and `result` (kept to
the end). Stage t computes node t; before it, any earlier recomputable node
may be recomputed (in index order). Variables, per stage t:

  R[t,i] (i <= t)  node i computed in stage t (R[t,t] = 1)
  S[t,i] (i <  t)  node i's value kept in memory from stage t-1 into t
  F[t,i,k]         i's value freed right after op k of stage t
                   (k = i or k a reader of i)

  R[t,j] <= R[t,i] + S[t,i] for every operand i of j (data is present)
  S[t+1,i] <= S[t,i] + R[t,i]
  F[t,i,k] = R[t,k] and not S[t+1,i] and no reader j > k of i in stage t
  U[t,k]  = sum_i S[t,i] m_i + sum_{j<=k} R[t,j] m_j
            - sum_{j<k} sum_i F[t,i,j] m_i  <=  budget     (every k <= t)
  minimise sum R[t,i] cost_i

U[t,k] is the memory while op k runs: everything kept or computed so far in
the stage and not yet freed, k's operands and result included; the same
accounting as chain.py's simulator. The plan is re-simulated by
`simulate_order` (op-level, newest-instance reads, free after last read).
"""

import numpy as np

try:
    import highspy
except ImportError:  # pragma: no cover - the sweep reports it
    highspy = None


def chain_graph(chain):
    """The chain's unmodified program as an op-level graph."""
    ops = chain.ops(chain.plain_schedule())
    index = {}
    nodes = []
    a = chain.act
    for i, o in enumerate(ops):
        index[o["out"]] = i
        forward = o["kind"] in ("matmul", "tanh")
        if o["kind"] == "matmul":
            cost = 2 * chain.N * chain.D * chain.D + chain.N * chain.D
        elif o["kind"] == "tanh":
            cost = 2 * chain.N * chain.D
        else:
            cost = 0
        nodes.append(dict(bytes=o["bytes"], cost=cost,
                          inputs=[index[r] for r in o["reads"]],
                          recomputable=forward, result=o["result"],
                          name="%s%d" % (o["kind"], o["layer"])))
    return nodes


def simulate_order(nodes, order):
    """Peak bytes of computing `order` (node indices, recomputations
    repeated) where each read takes the newest instance."""
    newest = {}
    reads_of = []
    for pos, v in enumerate(order):
        reads_of.append([newest[i] for i in nodes[v]["inputs"]])
        newest[v] = pos
    last = {}
    for pos, rs in enumerate(reads_of):
        for r in rs:
            last[r] = pos
    n = len(order)
    delta = [0] * (n + 1)
    for pos, v in enumerate(order):
        end = n - 1 if nodes[v]["result"] else max(pos, last.get(pos, pos))
        delta[pos] += nodes[v]["bytes"]
        delta[end + 1] -= nodes[v]["bytes"]
    peak = cur = 0
    for pos in range(n):
        cur += delta[pos]
        peak = max(peak, cur)
    return peak


class _Model:
    def __init__(self):
        self.h = highspy.Highs()
        self.h.setOptionValue("output_flag", False)
        self.ncols = 0

    def var(self, lb, ub, cost=0.0, integer=False):
        self.h.addVar(lb, ub)
        c = self.ncols
        self.ncols += 1
        if cost:
            self.h.changeColCost(c, cost)
        if integer:
            self.h.changeColIntegrality(c, highspy.HighsVarType.kInteger)
        return c

    def row(self, lb, ub, terms):
        idx = np.array([t[0] for t in terms], dtype=np.int32)
        val = np.array([t[1] for t in terms], dtype=np.float64)
        self.h.addRow(lb, ub, len(terms), idx, val)


def solve(nodes, budget, time_limit=60.0):
    """Returns dict(status, cost, bound, order, peak) -- order: the schedule
    as node indices; cost: total cost of the recomputations (the objective
    minus each node's first computation)."""
    if highspy is None:
        raise RuntimeError("highspy is not installed (requirements-bench.txt)")
    n = len(nodes)
    inf = highspy.kHighsInf
    m = _Model()
    users = [[] for _ in range(n)]
    for j, nd in enumerate(nodes):
        for i in nd["inputs"]:
            users[i].append(j)
    R, S, F = {}, {}, {}
    for t in range(n):
        for i in range(t + 1):
            fixed = i == t
            can = fixed or nodes[i]["recomputable"]
            lo = 1 if fixed else 0
            hi = 1 if can else 0
            R[t, i] = m.var(lo, hi, cost=nodes[i]["cost"], integer=True)
        for i in range(t):
            lo = 1 if nodes[i]["result"] else 0
            S[t, i] = m.var(lo, 1, integer=True)
    for t in range(n):
        for j in range(t + 1):
            for i in nodes[j]["inputs"]:
                terms = [(R[t, j], 1.0), (R[t, i], -1.0)]
                if i < t:
                    terms.append((S[t, i], -1.0))
                m.row(-inf, 0, terms)
        if t + 1 < n:
            for i in range(t + 1):
                terms = [(S[t + 1, i], 1.0), (R[t, i], -1.0)]
                if i < t:
                    terms.append((S[t, i], -1.0))
                m.row(-inf, 0, terms)
    # Frees.
    for t in range(n):
        for i in range(t + 1):
            if nodes[i]["result"]:
                continue  # never freed
            for k in [i] + [u for u in users[i] if u <= t]:
                later = [u for u in users[i] if k < u <= t]
                col = m.var(0, 1, integer=True)
                F[t, i, k] = col
                # hazards = (1 - R[t,k]) + S[t+1,i] + sum R[t,later]
                # 1 - F <= hazards;  maxh * (1 - F) >= hazards
                stored = [(S[t + 1, i], 1.0)] if t + 1 < n else []
                hz = [(R[t, k], -1.0)] + stored + [(R[t, u], 1.0) for u in later]
                maxh = 2 + len(later)
                # -F - hz_vars <= 0 + (1 - 1): 1 - F <= 1 - R + ... -> -F + R - S - sum <= 0
                m.row(-inf, 0, [(col, -1.0)] + [(c, -v) for c, v in hz])
                # maxh - maxh F >= 1 - R + S + sum  ->  -maxh F + R - S - sum >= 1 - maxh
                m.row(1 - maxh, inf, [(col, -maxh)] + [(c, -v) for c, v in hz])
    # Memory while op k of stage t runs.
    for t in range(n):
        base = [(S[t, i], nodes[i]["bytes"]) for i in range(t)
                if nodes[i]["bytes"]]
        run = []
        for k in range(t + 1):
            if nodes[k]["bytes"]:
                run.append((R[t, k], nodes[k]["bytes"]))
            m.row(-inf, budget, base + run)
            for i in [k] + list(nodes[k]["inputs"]):
                if (t, i, k) in F and nodes[i]["bytes"]:
                    run.append((F[t, i, k], -nodes[i]["bytes"]))
    m.h.setOptionValue("time_limit", float(time_limit))
    m.h.setOptionValue("mip_rel_gap", 1e-9)
    m.h.run()
    status = m.h.modelStatusToString(m.h.getModelStatus())
    info = m.h.getInfo()
    first = sum(nd["cost"] for nd in nodes)
    out = dict(status=status, cost=None, bound=None, order=None, peak=None)
    if info.primal_solution_status == 2:  # feasible point
        x = m.h.getSolution().col_value
        order = [i for t in range(n) for i in range(t + 1) if x[R[t, i]] > 0.5]
        out["order"] = order
        out["cost"] = sum(nodes[i]["cost"] for i in order) - first
        out["peak"] = simulate_order(nodes, order)
    if status == "Optimal" and out["cost"] is not None:
        out["bound"] = out["cost"]
    elif info.mip_dual_bound is not None and info.mip_dual_bound > -1e300:
        out["bound"] = info.mip_dual_bound - first
    return out
