"""The independent remat-auto oracle (benchmarks/oracle): its optima checked
against brute force, revolve's binomial formula and a Checkmate MILP; its
byte model against remat-run where one is built. Fast (seconds)."""

import json
import os
import random
import subprocess
import sys

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, ROOT)

from benchmarks.oracle.chain import Chain  # noqa: E402
from benchmarks.oracle.multi import (MultiDP, binomial_count, revolve_actions,  # noqa: E402
                                     revolve_count)
from benchmarks.oracle.single import SingleDP, brute_force  # noqa: E402

from conftest import find_remat_run  # noqa: E402

SHAPES = [(512, 128), (2048, 32), (64, 8)]


def budgets(chain, lo, count, seed):
    full = chain.peak(chain.plain_schedule())
    rng = random.Random(seed)
    bs = {lo, lo - 1, full, full - 1}
    bs.update(rng.randint(lo, full) for _ in range(count))
    return sorted(bs)


def test_plain_peak_by_hand():
    # L=2, 64x8 activations (2048 B), 8x8 dW (256 B), db 32 -> 64 B, loss 64.
    c = Chain(2, 64, 8)
    A = 2048
    # Peak at Bh(2)'s gz: h1, h2, g2, gz2 alive, plus the loss: 4A + 64.
    assert c.peak(c.plain_schedule()) == 4 * A + 64


@pytest.mark.parametrize("L", [4, 6, 7])
@pytest.mark.parametrize("shape", SHAPES)
def test_single_dp_equals_brute_force(L, shape):
    c = Chain(L, *shape)
    dp = SingleDP(c)
    lo = dp.minimum_peak()
    assert lo == brute_force(c, 0)[2]
    for B in budgets(c, lo, 12, L):
        got = dp.solve(B)
        want = brute_force(c, B)
        assert got[0] == want[0], (B, got, want)
        if got[0] is not None:
            acts = c.single_schedule(got[1])
            assert c.peak(acts) == got[2] <= B
            assert c.recompute_count(acts) == got[0]


def test_revolve_counts_equal_binomial_formula():
    for n in range(1, 60):
        for s in range(1, 9):
            assert revolve_count(n, s) == binomial_count(n, s), (n, s)
    # The known small values: one slot reverses n steps in n(n-1)/2.
    assert binomial_count(10, 1) == 45
    # n = 10, s = 3: r = 2 (beta(3, 2) = C(5, 3) = 10 >= 10), so
    # t = 2 * 10 - beta(4, 1) = 20 - C(5, 4) = 15.
    assert binomial_count(10, 3) == 15


@pytest.mark.parametrize("L", [3, 6, 12])
def test_revolve_schedule_on_the_chain(L):
    c = Chain(L, 64, 8)
    for slots in range(0, L + 1):
        acts = revolve_actions(c, slots)
        c.check_schedule(acts)
        assert c.recompute_count(acts) == revolve_count(L + 1, slots + 1) - L


@pytest.mark.parametrize("L,shape", [(5, (64, 8)), (9, (512, 128)), (12, (2048, 32))])
def test_multi_dp_schedules_fit_and_beat_the_others(L, shape):
    c = Chain(L, *shape)
    single, multi = SingleDP(c), MultiDP(c)
    lo = multi.minimum_peak()
    assert lo <= single.minimum_peak()
    assert multi.solve(lo - 1)[0] is None
    revs = [(c.peak(revolve_actions(c, s)), c.recompute_count(revolve_actions(c, s)))
            for s in range(L + 1)]
    for B in [b for b in budgets(c, lo, 10, L) if b >= lo]:
        cost, acts, peak = multi.solve(B)
        assert cost is not None
        c.check_schedule(acts)
        assert c.peak(acts) == peak <= B
        assert c.recompute_count(acts) == cost
        s = single.solve(B)[0]
        if s is not None:
            assert cost <= s
        fitting = [r for p, r in revs if p <= B]
        if fitting:
            assert cost <= min(fitting)
    # Below the single-recompute minimum multi-recompute still has plans.
    assert multi.solve(single.minimum_peak() - 1)[0] is not None


@pytest.mark.parametrize("L", [2, 3])
def test_checkmate_milp_equals_multi_dp(L):
    pytest.importorskip("highspy")
    from benchmarks.oracle import milp
    c = Chain(L, 64, 8)
    nodes = milp.chain_graph(c)
    multi = MultiDP(c)
    lo = multi.minimum_peak()
    assert milp.simulate_order(nodes, list(range(len(nodes)))) == \
        c.peak(c.plain_schedule())
    full = c.peak(c.plain_schedule())
    for B in [lo - 64, lo, (lo + full) // 2, full]:
        r = milp.solve(nodes, B, time_limit=30)
        want = multi.solve(B)[0]
        if want is None:
            assert r["status"] == "Infeasible"
            continue
        assert r["status"] == "Optimal"
        assert r["peak"] <= B
        assert r["cost"] == want * c.layer_flops


def test_mlir_follows_the_conventions():
    text = Chain(3, 64, 8).mlir()
    assert "{remat.cotangent}" in text
    assert 'loc("layers.0.fc")' in text and 'loc("layers.2.act")' in text
    assert 'loc("backward.layers.0.fc")' in text
    assert "remat.barrier" not in text
    acts = revolve_actions(Chain(3, 64, 8), 1)
    assert "remat.barrier" in Chain(3, 64, 8).mlir(acts)


def test_byte_model_matches_remat_run(tmp_path):
    runner = find_remat_run()
    if runner is None:
        pytest.skip("remat-run not built")
    c = Chain(6, 64, 8)
    multi = MultiDP(c)
    lo = multi.minimum_peak()
    scheds = [c.plain_schedule(), c.single_schedule({2, 4}), multi.solve(lo)[1],
              revolve_actions(c, 1)]
    sums = None
    for i, acts in enumerate(scheds):
        path = tmp_path / ("s%d.mlir" % i)
        path.write_text(c.mlir(acts))
        out = subprocess.run([runner, str(path), "--json"], capture_output=True,
                             text=True, check=True).stdout
        d = json.loads(out)
        assert d["peak_bytes"] == c.peak(acts), i
        got = [o["checksum"] for o in d["outputs"]]
        sums = sums or got
        assert got == sums, i


def _random_dump(rng):
    """A small dump-graph listing shaped like a training step: a forward
    chain (with a skip edge now and then, some nodes fixed) whose values the
    backward chain reads in reverse; some backward nodes are outputs."""
    n_in, n_fwd = 2, rng.randint(3, 4)
    n_bwd = n_fwd + rng.randint(0, 1)
    grad = n_in + n_fwd
    lines = ["remat-auto graph of @f: %d nodes, gradient starts at node %d; "
             "plan auto (feasible), model peak 0" % (grad + n_bwd, grad)]

    def node(v, kind, flags, ins):
        lines.append("  #%d %s bytes=%d cost=%d seg=0%s in=[%s] ops=x" % (
            v, kind, 64 * rng.randint(1, 4), rng.randint(1, 9), flags,
            ", ".join(map(str, sorted(set(ins))))))

    for v in range(n_in, grad):
        ins = [v - 1 if v > n_in else 0]
        if rng.random() < 0.5:
            ins.append(1)
        if v > n_in + 1 and rng.random() < 0.3:
            ins.append(rng.randrange(n_in, v - 1))
        node(v, "fwd", " fixed" if rng.random() < 0.15 else "", ins)
    for j in range(n_bwd):
        v = grad + j
        ins = [v - 1, grad - 1 - min(j, n_fwd - 1)]
        if rng.random() < 0.4:
            ins.append(rng.randrange(n_in, grad))
        node(v, "bwd", " fixed" + (" output" if j % 2 else ""), ins)
    return "\n".join(lines) + "\n"


def _brute_force_min(gm, g, budget):
    """The cheapest fitting plan of every drop set and every set of
    recomputation points (None: none fits)."""
    import itertools
    cand = [v for v in range(g.n) if g.candidate(v)]
    stages = [b for b in range(g.grad_start, g.n) if g.listed[b]]
    options = [None, []] + [list(c) for r in range(1, len(stages) + 1)
                            for c in itertools.combinations(stages, r)]
    best = None
    for choice in itertools.product(options, repeat=len(cand)):
        drop = [False] * g.n
        points = [[] for _ in range(g.n)]
        for v, o in zip(cand, choice):
            if o is not None:
                drop[v], points[v] = True, o
        try:
            cost, peak = gm.simulate(g, drop, points)
        except ValueError:
            continue
        if peak <= budget and (best is None or cost < best):
            best = cost
    return best


def _small_listings(gm, seed):
    """(graph, backward nodes, budgets) for 30 random listings with at most
    3 candidates; budgets yields (budget, brute-force optimum) from the
    no-remat peak down in 32-byte steps, the last one the first where no
    plan fits (optimum None)."""
    rng = random.Random(seed)
    for _ in range(30):
        g = gm.Graph(_random_dump(rng))
        if sum(g.candidate(v) for v in range(g.n)) > 3:
            continue

        def budgets(g=g):
            plain = gm.simulate(g, [False] * g.n, [[] for _ in range(g.n)])[1]
            for budget in range(plain, 0, -32):
                want = _brute_force_min(gm, g, budget)
                yield budget, want
                if want is None:
                    return

        yield g, [b for b in range(g.grad_start, g.n) if g.listed[b]], budgets()


def test_graph_milp_equals_brute_force():
    """graph_milp's optimum of remat's plan space on random small listings
    equals the cheapest plan found by enumerating all of them."""
    pytest.importorskip("highspy")
    from benchmarks.oracle import graph_milp as gm
    checked = 0
    for g, _, budgets in _small_listings(gm, 7):
        for budget, want in budgets:
            r = gm.solve(g, budget, time_limit=30)
            if want is None:
                assert r["status"] == "Infeasible", (budget, r)
                break
            assert r["status"] == "Optimal", (budget, r)
            cost, peak = gm.simulate(g, r["drop"], r["points"])
            assert peak <= budget and abs(cost - want) < 1e-9, (budget, cost, want)
            assert abs(r["cost"] - want) < 1e-6
            checked += 1
    assert checked >= 40


def test_graph_milp_windows_bound_the_optimum():
    """The windowed relaxation (backward nodes outside the windows merged)
    never exceeds the cheapest plan, says infeasible only where no plan
    fits, and with one window over every backward node is the full model."""
    pytest.importorskip("highspy")
    from benchmarks.oracle import graph_milp as gm
    rng = random.Random(11)
    checked = merged = 0
    for g, stages, budgets in _small_listings(gm, 11):
        lo = rng.choice(stages)
        windows = [(lo, lo + rng.randint(0, 1))]
        for budget, want in budgets:
            r = gm.solve(g, budget, time_limit=30, windows=windows)
            assert r["drop"] is None
            if r["status"] == "Infeasible":
                assert want is None, (budget, windows)
                break
            assert r["status"] == "Optimal", (budget, r)
            if want is None:
                continue
            assert r["bound"] <= want + 1e-9, (budget, windows, r["bound"], want)
            whole = gm.solve(g, budget, time_limit=30,
                             windows=[(stages[0], stages[-1])])
            assert abs(whole["bound"] - want) < 1e-6, (budget, whole, want)
            checked += 1
            merged += r["bound"] < want - 1e-9
    assert checked >= 40 and merged >= 1, (checked, merged)


def test_graph_milp_grown_windows_reach_the_optimum():
    """Row generation from one window: every round's bound stays at most
    the brute-force optimum, a plan it calls optimal costs exactly that, and
    with enough rounds it ends optimal (or infeasible) on every budget."""
    pytest.importorskip("highspy")
    from benchmarks.oracle import graph_milp as gm
    rng = random.Random(13)
    checked = proven = 0
    for g, stages, budgets in _small_listings(gm, 13):
        for budget, want in budgets:
            start = rng.choice(stages)
            r = gm.grow_windows(g, budget, [(start, start)], 1, 1, len(stages), 30,
                                log=lambda *a: None)
            if want is None:
                assert r["cost"] is None and r["bound"] == float("inf"), (budget, r)
                break
            assert r["bound"] <= want + 1e-9, (budget, r["bound"], want)
            assert r["optimal"], (budget, r)
            cost, peak = gm.simulate(g, r["drop"], r["points"])
            assert peak <= budget and abs(cost - want) < 1e-9 and abs(r["cost"] - want) < 1e-9
            checked += 1
            proven += r["rounds"] < len(stages)
    assert checked >= 40 and proven >= 1, (checked, proven)
