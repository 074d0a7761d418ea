"""The loop oracle (benchmarks/oracle/loops.py): revolve over a scan's
iterations. Its counts checked against Griewank's (multi.revolve_count) and
cases counted by hand. Fast."""

import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, ROOT)

from benchmarks.oracle.loops import INF, ScanModel, model_of_scan  # noqa: E402
from benchmarks.oracle.multi import revolve_count  # noqa: E402


def test_one_row_at_a_time_is_revolve():
    # Rows too large to tape two at once: s slots (the first carry one of
    # them) reverse n iterations in revolve_count(n, s) advances + n tapes.
    for n in range(1, 25):
        for s in range(1, 7):
            m = ScanModel(n, 1, 1000)
            assert m.rev(n, (s - 1) + 1000) - n == revolve_count(n, s), (n, s)


def test_known_points():
    m = ScanModel(12, 64, 192)
    # Everything taped in the first pass: nothing recomputed.
    assert m.optimum(12 * 192) == 0
    # One row and no checkpoint: advance from the input every time.
    assert m.optimum(192) == sum(range(12))
    assert m.optimum(191) == INF
    # jax.checkpoint's memory (every carry, one row): at most n - 1.
    assert m.optimum(m.bytes_of("all")) <= 11


def test_by_hand():
    # n = 4, a carry 1 unit, a row 2, 4 units free: taping all needs 8.
    # Best: the first pass tapes iterations 2 and 3 (4 units), they are
    # reversed, then iterations 0 and 1 are taped again from the input
    # (2 forward iterations). A checkpoint at 2 leaves 3 units: worse.
    m = ScanModel(4, 1, 2)
    assert m.top(4, 4) == 2
    assert m.top(4, 8) == 0
    # 2 units: one row at a time, no room for a checkpoint beside it: the
    # first pass tapes iteration 3; 2 and its tape from the input (3), 1
    # (2), 0 (1).
    assert m.top(4, 2) == 3 + 2 + 1


def test_schedule_replays_the_optimum():
    # The plan by hand above, as the DP's choices.
    m = ScanModel(4, 1, 2)
    assert m.schedule(4) == ["first pass tapes [2,4)", "tape [0,2) from h0"]
    assert m.schedule(1) == []
    # Its forward iterations add up to the optimum: a stretch taped from a
    # carry costs its length, an advance its distance.
    import re
    m = ScanModel(12, 1, 3)
    for free in range(3, 40):
        steps = m.schedule(free)
        cost = 0
        for step in steps:
            for a, b in re.findall(r"advance h(\d+)->h(\d+)", step):
                cost += int(b) - int(a)
            for a, b in re.findall(r"\btape \[(\d+),(\d+)\)", step):
                cost += int(b) - int(a)
        assert cost == m.optimum(free), (free, steps)


def test_more_memory_never_costs_more():
    m = ScanModel(32, 65536, 196608)
    costs = [m.optimum(b * 65536) for b in range(3, 100)]
    assert all(x >= y for x, y in zip(costs, costs[1:]))
    assert costs[-1] == 0


def test_model_read_from_the_jax_scan():
    path = os.path.join(ROOT, "examples", "loops", "jax_scan_mlp_12.mlir")
    with open(path, encoding="utf-8") as f:
        m = model_of_scan(f.read())
    # 256x64 f32 carry; three stacks of 12x256x64 f32: one row each.
    assert (m.n, m.carry, m.row) == (12, 65536, 3 * 65536)
