"""The loop oracle (benchmarks/oracle/loops.py): revolve over a scan's
iterations. Its counts checked against Griewank's (multi.revolve_count) and
cases counted by hand. Fast."""

import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, ROOT)

import pytest  # noqa: E402

from benchmarks.oracle.loops import INF, Costs, ScanModel, iteration_costs, model_of_scan  # noqa: E402
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


def test_costs_per_role_by_hand():
    # An advance 3, the rows from a held carry 2, a taped iteration 4 (the
    # step as written pays 4 per iteration; the first pass saves 1 on each
    # iteration it does not tape). A carry 1 unit, a row 2.
    m = ScanModel(3, 1, 2, Costs(advance=3, rows=2, taped=4))
    assert m.top(2, 4) == 0
    # Two iterations, one row: the first pass tapes iteration 1 and runs 0
    # carry-only (-1); iteration 0's rows again from h0 (2).
    assert m.top(2, 2) == 2 - 1
    # Three iterations, one row and no room for a checkpoint beside it: the
    # first pass tapes 2 (0 and 1 carry-only: -2); 1 by an advance from h0
    # (3) and its rows (2); 0 by its rows (2).
    assert m.top(3, 2) == 3 + 2 + 2 - 2
    # Uniform costs are the iteration counts.
    assert ScanModel(3, 1, 2, Costs(5, 5, 5)).top(3, 2) == 5 * ScanModel(3, 1, 2).top(3, 2)


def test_schedule_replays_the_optimum_with_costs():
    # Each step of the plan priced by its role adds up to the optimum: an
    # advance costs `advance` per iteration, a stretch taped from a carry
    # `taped` per iteration but its last (`rows`), and the first pass
    # saves `taped - advance` on each iteration it does not tape.
    import re
    c = Costs(advance=4, rows=3, taped=5)
    m = ScanModel(12, 1, 3, c)
    for free in range(3, 40):
        steps = m.schedule(free)
        assert steps, free
        cost, first_taped = 0, 0
        for step in steps:
            for a, b in re.findall(r"advance h(\d+)->h(\d+)", step):
                cost += (int(b) - int(a)) * c.advance
            for a, b in re.findall(r"(?:^|, )tape \[(\d+),(\d+)\)", step):
                cost += c.tape(int(b) - int(a))
            for a, b in re.findall(r"first pass tapes \[(\d+),(\d+)\)", step):
                first_taped += int(b) - int(a)
        cost -= (12 - first_taped) * c.untaped_saving
        assert cost == m.optimum(free), (free, steps)


_SCAN = """
func.func @step(%x: tensor<8xf32>, %a: tensor<2x4xf32>, %b: tensor<4x2xf32>) -> (tensor<8xf32>, tensor<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s0 = tensor.empty() : tensor<4x8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %e2 = tensor.empty() : tensor<2x2xf32>
  %f:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x, %ts = %s0) -> (tensor<8xf32>, tensor<4x8xf32>) {
    %z = arith.mulf %h, %h : tensor<8xf32>
    %t = math.tanh %z : tensor<8xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%z : tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.mulf %in, %in : f32
      %s = arith.addf %m, %in : f32
      linalg.yield %s : f32
    } -> tensor<8xf32>
    %mm = linalg.matmul ins(%a, %b : tensor<2x4xf32>, tensor<4x2xf32>) outs(%e2 : tensor<2x2xf32>) -> tensor<2x2xf32>
    %ts1 = tensor.insert_slice %t into %ts[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    scf.yield %g, %ts1 : tensor<8xf32>, tensor<4x8xf32>
  }
  return %f#0, %f#1 : tensor<8xf32>, tensor<4x8xf32>
}
"""


def test_iteration_costs_by_hand():
    pytest.importorskip("iree.compiler")
    # The carry: mulf (8) and the generic (8 points x 2 ops); the rows:
    # mulf and tanh (8); the matmul feeds neither.
    assert iteration_costs(_SCAN) == Costs(advance=8 + 16, rows=8 + 8, taped=8 + 16 + 8)
