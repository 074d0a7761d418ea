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

An iteration does not cost the same in every role (`Costs`, read from the
step's text by `iteration_costs`): an advance computes what the next carry
needs (the carry's slice of the body), a reversal from a held carry what
the rows need (the rows' slice: a transformer block's last matmul only
feeds the carry), a taped iteration both. The first pass computes both
where it tapes and only the carry's slice where it does not, which the
step as written does not save. Without costs, every role costs one
iteration (the counts above).
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

INF = float("inf")


class Costs(NamedTuple):
    """What one iteration costs: `advance` (the next carry from a held one,
    no rows), `rows` (the rows from a held carry, no next carry) and
    `taped` (both). Integers (FLOPs, or 1 to count iterations)."""

    advance: int = 1
    rows: int = 1
    taped: int = 1

    def tape(self, t: int) -> int:
        """A stretch of t iterations taped from a held carry: the last one
        needs no next carry."""
        return (t - 1) * self.taped + self.rows if t > 0 else 0

    @property
    def untaped_saving(self) -> int:
        """What the first pass saves on an iteration it does not tape (the
        step as written computes the rows too)."""
        return self.taped - self.advance


class ScanModel:
    """n iterations; `carry` and `row` bytes; memory counted in units of
    `unit` bytes (their gcd, so the DP is exact); `costs` per iteration
    (default: every role one iteration)."""

    def __init__(self, n: int, carry: int, row: int, costs: Costs | None = None):
        import math

        self.n = n
        self.carry = carry
        self.row = row
        self.costs = costs or Costs()
        self.unit = math.gcd(carry, row)
        self._a = carry // self.unit
        self._r = row // self.unit

    def _units(self, nbytes: int) -> int:
        return nbytes // self.unit

    @functools.lru_cache(maxsize=None)
    def rev(self, n: int, m: int) -> float:
        """Least cost that reverses a stretch of n iterations whose first
        carry is held, with m units free."""
        if n == 0:
            return 0
        c = self.costs
        best = INF
        if n * self._r <= m:
            best = c.tape(n)  # tape it all
        for j in range(1, n):
            # Advance j and tape the rest there (no checkpoint).
            if (n - j) * self._r <= m:
                best = min(best, j * c.advance + c.tape(n - j) + self.rev(j, m))
            # Advance j, store h_j, reverse the rest, then the first j.
            if self._a <= m:
                best = min(best, j * c.advance + self.rev(n - j, m - self._a) + self.rev(j, m))
        return best

    @functools.lru_cache(maxsize=None)
    def top(self, n: int, m: int) -> float:
        """The same for the step's first pass: its forward iterations are
        free (the program runs them anyway); those it does not tape save
        the rows' own work."""
        if n * self._r <= m:
            return 0
        save = self.costs.untaped_saving
        best = INF
        for j in range(1, n):
            if (n - j) * self._r <= m:
                best = min(best, self.rev(j, m) - j * save)
            if self._a <= m:
                best = min(best, self.top(n - j, m - self._a) + self.rev(j, m) - j * save)
        return best

    def optimum(self, free_bytes: int) -> float:
        """Least cost in `free_bytes` (INF: none)."""
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
        save = self.costs.untaped_saving
        if n * self._r <= m and best == 0:
            return [f"first pass tapes [{lo},{lo + n})"]
        for j in range(1, n):
            if (n - j) * self._r <= m and self.rev(j, m) - j * save == best:
                return [f"first pass tapes [{lo + j},{lo + n})"] + self._plan_rev(j, m, lo)
            if self._a <= m and self.top(n - j, m - self._a) + self.rev(j, m) - j * save == best:
                return ([f"first pass stores h{lo + j}"] + self._plan_top(n - j, m - self._a, lo + j)
                        + self._plan_rev(j, m, lo))
        raise AssertionError("no choice reaches the optimum")

    def _plan_rev(self, n: int, m: int, lo: int) -> list[str]:
        if n == 0:
            return []
        c = self.costs
        best = self.rev(n, m)
        if n * self._r <= m and best == c.tape(n):
            return [f"tape [{lo},{lo + n}) from h{lo}"]
        for j in range(1, n):
            if (n - j) * self._r <= m and j * c.advance + c.tape(n - j) + self.rev(j, m) == best:
                return [f"advance h{lo}->h{lo + j}, tape [{lo + j},{lo + n})"] + self._plan_rev(j, m, lo)
            if self._a <= m and j * c.advance + self.rev(n - j, m - self._a) + self.rev(j, m) == best:
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


# -- what an iteration costs, counted on the step's text ----------------
# FLOPs as remat-report counts them (a convention, not its code): a linalg
# op costs its iteration space times the arith/math ops of its body, an
# arith/math op outside one an element each, anything else nothing.


def _linalg_points(op) -> int:
    """The size of a linalg op's iteration space, from its indexing maps
    (matmul's from its operands' shapes)."""
    from iree.compiler import ir

    shapes = [ir.ShapedType(v.type).shape if isinstance(v.type, ir.ShapedType) else []
              for v in op.operands]
    if op.name == "linalg.matmul" and "indexing_maps" not in op.attributes:
        (m, k), (_, n) = shapes[0], shapes[1]
        return m * n * k
    if "indexing_maps" not in op.attributes:
        raise ValueError(f"{op.name}: no indexing maps to size its iteration space")
    ranges = {}
    for shape, attr in zip(shapes, op.attributes["indexing_maps"]):
        for size, expr in zip(shape, ir.AffineMapAttr(attr).value.results):
            d = re.fullmatch(r"d(\d+)", str(expr))
            if d:
                ranges[int(d.group(1))] = size
    points = 1
    for size in ranges.values():
        points *= size
    return points


def _op_flops(op) -> int:
    from iree.compiler import ir

    name = op.name
    if name.startswith("linalg."):
        body = 0
        for region in op.regions:
            for block in region.blocks:
                body += sum(1 for inner in block.operations
                            if inner.name.split(".")[0] in ("arith", "math")
                            and inner.name != "arith.constant")
        return _linalg_points(op) * body if body else 0
    if name.split(".")[0] in ("arith", "math") and name != "arith.constant" and len(op.results):
        t = op.results[0].type
        if isinstance(t, ir.ShapedType):
            elems = 1
            for d in ir.ShapedType(t).shape:
                elems *= d
            return elems
        return 1
    return 0


def iteration_costs(text: str) -> Costs:
    """The costs of one iteration of the first `scf.for` of a JAX scan step
    (its stacks as model_of_scan tells them): `advance` the FLOPs of the
    body's ops that the yielded carries depend on, `rows` of those the
    stacked rows depend on, `taped` of both together. Read with IREE's
    MLIR Python bindings (nothing of remat's)."""
    from iree.compiler import ir

    n = model_of_scan(text).n
    ctx = ir.Context()
    module = ir.Module.parse(text, ctx)
    loop = None

    def find(op):
        nonlocal loop
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    if loop is None and inner.name == "scf.for":
                        loop = inner
                    if loop is None:
                        find(inner)

    find(module.operation)
    body = loop.regions[0].blocks[0]
    ops = list(body.operations)
    index = {op.operation: i for i, op in enumerate(ops)}

    def operands(op):
        yield from op.operands
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    yield from operands(inner)

    deps = []
    for op in ops:
        here = set()
        for v in operands(op):
            owner = v.owner
            if isinstance(owner, ir.Block):
                continue
            i = index.get(owner.operation if hasattr(owner, "operation") else owner)
            if i is not None:
                here.add(i)
        deps.append(here)

    def slice_of(roots) -> set[int]:
        seen, todo = set(), [i for i in roots if i is not None]
        while todo:
            i = todo.pop()
            if i not in seen:
                seen.add(i)
                todo.extend(deps[i])
        return seen

    def defined(v):
        owner = v.owner
        if isinstance(owner, ir.Block):
            return None
        return index.get(owner.operation if hasattr(owner, "operation") else owner)

    yielded = ops[-1].operands
    carry_roots, row_roots = [], []
    for k, v in enumerate(yielded):
        t = str(loop.results[k].type)
        dims, _ = _tensor_bytes(t) if t.startswith("tensor<") and "x" in t else ([], 0)
        if len(dims) >= 2 and dims[0] == n:
            insert = ops[defined(v)]
            if insert.name != "tensor.insert_slice":
                raise ValueError(f"stack #{k} is not yielded by an insert_slice")
            row_roots.append(defined(insert.operands[0]))
        else:
            carry_roots.append(defined(v))
    flops = [_op_flops(op) for op in ops]
    carry, rows = slice_of(carry_roots), slice_of(row_roots)
    return Costs(advance=sum(flops[i] for i in carry), rows=sum(flops[i] for i in rows),
                 taped=sum(flops[i] for i in carry | rows))
