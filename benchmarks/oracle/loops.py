"""Revolve over the iterations of a scan: the optimal reversal of n
homogeneous iterations in a given memory (issue 51, items 4-5).

Independent of the C++ planner (nothing here reads its code or output). A
scan step runs n iterations forward (iteration i maps carry h_i to h_{i+1}
and, where its residuals are kept, writes one row of each stacked residual:
`row` bytes) and reverses them (the backward iteration of i reads i's row).
A schedule may

* store a carry (a checkpoint, `carry` bytes) and advance from it again
  later (one forward iteration each step, its residuals not written);
* *tape* a stretch of t iterations: run them forward writing their rows
  (t * row bytes), then reverse them;
* advance from a stored carry without storing where it gets to, when the
  rest of the stretch is taped right there (what one slot does in revolve:
  n(n-1)/2 steps).

The cost is the forward iterations beyond the step's own first pass (which
tapes everything in the program as written). With rows as large as the
memory allows one row at a time, the count is Griewank's revolve (tests
check it against `multi.revolve_count`); with more memory the DP also tapes
stretches (the sqrt(n) schedule, rotor's space).

Memory is counted as the program's bytes outside this model (`base`:
weights, gradients, the backward's own temporaries) plus the stored carries
beyond the step's input (which the caller keeps anyway) plus the taped
rows. `base` is calibrated from one measured schedule (`calibrate`): the
jax.checkpoint schedule's peak, which stores every carry and tapes one row
at a time.
"""

from __future__ import annotations

import functools
import re

INF = float("inf")


class ScanModel:
    """n iterations; `carry` and `row` bytes; memory counted in units of
    `unit` bytes (their gcd, so the DP is exact)."""

    def __init__(self, n: int, carry: int, row: int):
        import math

        self.n = n
        self.carry = carry
        self.row = row
        self.unit = math.gcd(carry, row)
        self._a = carry // self.unit
        self._r = row // self.unit

    def _units(self, nbytes: int) -> int:
        return nbytes // self.unit

    @functools.lru_cache(maxsize=None)
    def rev(self, n: int, m: int) -> float:
        """Fewest forward iterations that reverse a stretch of n iterations
        whose first carry is held, with m units free."""
        if n == 0:
            return 0
        best = INF
        if n * self._r <= m:
            best = n  # tape it all
        for j in range(1, n):
            # Advance j and tape the rest there (no checkpoint).
            if (n - j) * self._r <= m:
                best = min(best, n + self.rev(j, m))
            # Advance j, store h_j, reverse the rest, then the first j.
            if self._a <= m:
                best = min(best, j + self.rev(n - j, m - self._a) + self.rev(j, m))
        return best

    @functools.lru_cache(maxsize=None)
    def top(self, n: int, m: int) -> float:
        """The same for the step's first pass: its forward iterations are
        free (the program runs them anyway)."""
        if n * self._r <= m:
            return 0
        best = INF
        for j in range(1, n):
            if (n - j) * self._r <= m:
                best = min(best, self.rev(j, m))
            if self._a <= m:
                best = min(best, self.top(n - j, m - self._a) + self.rev(j, m))
        return best

    def optimum(self, free_bytes: int) -> float:
        """Fewest extra forward iterations in `free_bytes` (INF: none)."""
        if free_bytes < 0:
            return INF
        return self.top(self.n, self._units(free_bytes))

    def schedule(self, free_bytes: int) -> list[str]:
        """The optimum's plan in `free_bytes`, step by step (the DP's
        choices replayed): which carries the first pass stores, which
        stretches it tapes, and how each later stretch is reversed. Says
        which plan remat would need to express to match the optimum."""
        m = self._units(free_bytes)
        if free_bytes < 0 or self.top(self.n, m) == INF:
            return []
        return self._plan_top(self.n, m, 0)

    def _plan_top(self, n: int, m: int, lo: int) -> list[str]:
        best = self.top(n, m)
        if n * self._r <= m and best == 0:
            return [f"first pass tapes [{lo},{lo + n})"]
        for j in range(1, n):
            if (n - j) * self._r <= m and self.rev(j, m) == best:
                return [f"first pass tapes [{lo + j},{lo + n})"] + self._plan_rev(j, m, lo)
            if self._a <= m and self.top(n - j, m - self._a) + self.rev(j, m) == best:
                return ([f"first pass stores h{lo + j}"] + self._plan_top(n - j, m - self._a, lo + j)
                        + self._plan_rev(j, m, lo))
        raise AssertionError("no choice reaches the optimum")

    def _plan_rev(self, n: int, m: int, lo: int) -> list[str]:
        if n == 0:
            return []
        best = self.rev(n, m)
        if n * self._r <= m and best == n:
            return [f"tape [{lo},{lo + n}) from h{lo}"]
        for j in range(1, n):
            if (n - j) * self._r <= m and n + self.rev(j, m) == best:
                return [f"advance h{lo}->h{lo + j}, tape [{lo + j},{lo + n})"] + self._plan_rev(j, m, lo)
            if self._a <= m and j + self.rev(n - j, m - self._a) + self.rev(j, m) == best:
                return ([f"advance h{lo}->h{lo + j}, store h{lo + j}"]
                        + self._plan_rev(n - j, m - self._a, lo + j) + self._plan_rev(j, m, lo))
        raise AssertionError("no choice reaches the optimum")

    def smallest(self) -> int:
        """Fewest free bytes any schedule needs: one taped row."""
        return self.row

    # -- the model's bytes for the schedules remat builds ---------------
    def bytes_of(self, schedule: str, k: int = 0) -> int:
        """Free bytes the model gives remat-scan-remat's fixed schedules:
        'plain' (every row taped in the first pass), 'all' (jax.checkpoint:
        every carry stored, one row taped), 'segments-none' (n/k carries,
        k rows), 'segments-all' (n/k carries, then k carries, one row)."""
        n, a, r = self.n, self.carry, self.row
        if schedule == "plain":
            return n * r
        if schedule == "all":
            return (n - 1) * a + r
        if schedule == "segments-none":
            return (n // k - 1) * a + k * r
        if schedule == "segments-all":
            return (n // k - 1) * a + (k - 1) * a + r
        raise ValueError(schedule)

    def cost_of(self, schedule: str, k: int = 0) -> int:
        """Extra forward iterations of the same schedules."""
        n = self.n
        return {"plain": 0, "all": n, "segments-none": n, "segments-all": 2 * n}[schedule]


def calibrate(model: ScanModel, measured_all: int) -> int:
    """`base` from the measured peak of the jax.checkpoint schedule."""
    return measured_all - model.bytes_of("all")


_TYPE = re.compile(r"tensor<((?:\d+x)+)([a-z0-9]+)>")
_BITS = {"f32": 32, "f16": 16, "bf16": 16, "f64": 64, "i32": 32, "i64": 64}


def _tensor_bytes(text: str) -> tuple[list[int], int]:
    m = _TYPE.fullmatch(text.strip())
    dims = [int(d) for d in m.group(1).rstrip("x").split("x")]
    elems = 1
    for d in dims:
        elems *= d
    return dims, elems * _BITS[m.group(2)] // 8


def model_of_scan(text: str) -> ScanModel:
    """The model of the first `scf.for` of a JAX scan step, read from its
    text: iter_args of shape tensor<n x ...> are stacks (one row each per
    iteration), the others carries."""
    m = re.search(r"scf\.for %\w+ = %\w+ to %c(\d+)(?:_i32)? step %\w+ iter_args\(([^)]*)\) -> \(([^)]*)\)",
                  text)
    n = int(m.group(1))
    carry = row = 0
    for t in re.findall(r"tensor<[^>]*>", m.group(3)):
        dims, nbytes = _tensor_bytes(t)
        if len(dims) >= 2 and dims[0] == n:
            row += nbytes // n
        else:
            carry += nbytes
    return ScanModel(n, carry, row)
