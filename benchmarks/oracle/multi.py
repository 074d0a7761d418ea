"""Multi-recompute schedules for a Chain: values may be recomputed more than
once, from nested checkpoints (Griewank's revolve, rotor-style DP).

Terms (see chain.py for the actions): reversing the segment (a, b] means,
with h_a stored and Bh(b) done (gz_b alive), running Bx(b), Bh(b-1), ...,
Bx(a+1). If b = a+1 that is Bx(a+1) alone; otherwise some c in [a+1, b-1] is
chosen, F(a+1..c) recomputed (intermediate instances die right away, h_c is
stored), (c, b] reversed, Bh(c) run, then (a, c] reversed. The first forward
pass stores a set of layer outputs the same way (Top below).

* revolve_count(n, s): Griewank's minimal number of forward steps to reverse
  n steps with s checkpoint slots (recurrence), and binomial_count(n, s):
  the closed form r*n - beta(s+1, r-1) with beta(s, r) = C(s+r, s) and r
  minimal with beta(s, r) >= n. Tests check they agree.
* RevolveSchedule: revolve's schedule for the chain with s slots (one slot =
  one stored activation), as actions; its peak comes from Chain.simulate.
* MultiDP(chain).solve(budget): the cheapest schedule of this recursive form
  whose exact peak (the byte model of chain.py: results accumulate, one
  activation per stored checkpoint, recomputation transients) fits; its
  actions are re-simulated and the predicted peak checked.
"""

import functools
import math

INF = float("inf")


def beta(s, r):
    return math.comb(s + r, s)


def binomial_count(n, s):
    """Forward steps of an optimal reversal of n steps with s >= 1 slots (the
    initial state in one of them), the initial sweep included: r*n -
    beta(s+1, r-1), r the least integer with beta(s, r) >= n."""
    if n <= 1:
        return 0
    r = 0
    while beta(s, r) < n:
        r += 1
    return r * n - beta(s + 1, r - 1)


@functools.lru_cache(maxsize=None)
def revolve_count(n, s):
    """Same count by recursion: store the state after m steps, reverse the
    last n-m with one slot less, then the first m with s slots."""
    if n <= 1:
        return 0
    if s <= 1:
        return n * (n - 1) // 2  # advance from the start each time
    best = INF
    for m in range(1, n):
        best = min(best, m + revolve_count(n - m, s - 1) + revolve_count(m, s))
    return best


def _revolve_split(n, s):
    """The m of an optimal first split in revolve_count(n, s)."""
    best, arg = INF, 1
    for m in range(1, n):
        v = m + revolve_count(n - m, s - 1) + revolve_count(m, s)
        if v < best:
            best, arg = v, m
    return arg


class MultiDP:
    """Exact over the recursive checkpoint-stack schedules (revolve's and
    rotor's space) under the byte model of chain.py."""

    def __init__(self, chain):
        self.c = chain

    # Results alive once Bh(b) is done: loss, db/dW of layers > b, db_b.
    def _res_after_bh(self, b):
        c = self.c
        return c.loss + (c.L - b) * (c.db + c.dw) + c.db

    def _res_after_bx(self, j):
        """Results alive once Bx(j) is done (layers >= j complete)."""
        c = self.c
        return c.loss + (c.L - j + 1) * (c.db + c.dw)

    def solve(self, budget):
        """(recompute count, actions, predicted peak) or (None, None, None)."""
        c, L, A = self.c, self.c.L, self.c.act
        B = budget

        @functools.lru_cache(maxsize=None)
        def P(a, b, s):
            """Reverse (a, b]; s stored activations alive (h_a among them if
            a >= 1). Returns (cost, peak, choice) or None."""
            rb = self._res_after_bh(b)
            if b == a + 1:
                pk = s * A + rb + c.dw + (2 * A if a >= 1 else A)
                return (0, pk, None) if pk <= B else None
            fwd_peak = (s + 3) * A + rb
            if fwd_peak > B:
                return None
            best = None
            for cc in range(b - 1, a, -1):
                top = P(cc, b, s + 1)
                if top is None:
                    continue
                bh = (s + 3) * A + self._res_after_bx(cc + 1)
                if bh > B:
                    continue
                low = P(a, cc, s)
                if low is None:
                    continue
                cost = (cc - a) + top[0] + low[0]
                pk = max(fwd_peak, top[1], bh, low[1])
                if best is None or (cost, pk) < (best[0], best[1]):
                    best = (cost, pk, cc)
                    if cost == b - a - 1:
                        break  # cannot do better: every h once
            return best

        @functools.lru_cache(maxsize=None)
        def Top(a, s):
            """First forward from h_a (stored, in s if a >= 1) to the end,
            then everything above a reversed; g_a alive at the end."""
            fwd_peak = (s + 2) * A
            if fwd_peak > B:
                return None
            best = None
            for cc in range(L, a, -1):
                if cc == L:
                    end = (s + 3) * A + c.loss
                    if end > B:
                        continue
                    low = P(a, L, s)
                    if low is None:
                        continue
                    cost, pk = low[0], max(fwd_peak, end, low[1])
                else:
                    top = Top(cc, s + 1)
                    if top is None:
                        continue
                    bh = (s + 3) * A + self._res_after_bx(cc + 1)
                    if bh > B:
                        continue
                    low = P(a, cc, s)
                    if low is None:
                        continue
                    cost = top[0] + low[0]
                    pk = max(fwd_peak, top[1], bh, low[1])
                if best is None or (cost, pk) < (best[0], best[1]):
                    best = (cost, pk, cc)
            return best

        res = Top(0, 0)
        if res is None:
            return None, None, None
        acts = c.forward_actions()[:0]
        self._emit_top(Top, P, 0, 0, acts)
        return res[0], acts, res[1]

    def _emit_top(self, Top, P, a, s, acts):
        L = self.c.L
        cc = Top(a, s)[2]
        acts += [("F", j) for j in range(a + 1, cc + 1)]
        if cc == L:
            acts += [("loss",), ("G",), ("Bh", L)]
        else:
            self._emit_top(Top, P, cc, s + 1, acts)
            acts.append(("Bh", cc))
        self._emit_p(P, a, cc, s, acts)

    def _emit_p(self, P, a, b, s, acts):
        if b == a + 1:
            acts.append(("Bx", b))
            return
        cc = P(a, b, s)[2]
        acts += [("F", j) for j in range(a + 1, cc + 1)]
        self._emit_p(P, cc, b, s + 1, acts)
        acts.append(("Bh", cc))
        self._emit_p(P, a, cc, s, acts)

    def minimum_peak(self, lo=None, hi=None):
        """Smallest budget with a schedule (bisection on solve)."""
        c = self.c
        hi = hi or c.peak(c.plain_schedule())
        lo = lo or 0
        while lo < hi:
            mid = (lo + hi) // 2
            if self.solve(mid)[0] is None:
                lo = mid + 1
            else:
                hi = mid
        return lo


def revolve_actions(chain, slots):
    """Revolve's schedule for the chain with `slots` checkpoint slots besides
    the input x (one slot = one stored activation). The chain is a reversal
    of n = L+1 steps (states h_0..h_L, the last step is the loss), whose
    forward steps are layer forwards; revolve's splits come from
    revolve_count, the first sweep is the forward pass. Its number of layer
    forwards is revolve_count(L+1, slots+1), i.e. L of them are the forward
    pass and the rest recomputation."""
    L = chain.L
    acts = []

    def reverse(a, b, free):
        # (a, b]: h_a available (stored, or x), Bh(b) done; `free` slots.
        if b == a + 1:
            acts.append(("Bx", b))
            return
        if free <= 0:
            for top in range(b, a, -1):  # advance from h_a every time
                acts.extend(("F", j) for j in range(a + 1, top))
                if top < b:
                    acts.append(("Bh", top))
                acts.append(("Bx", top))
            return
        cc = a + _revolve_split(b - a, free + 1)
        acts.extend(("F", j) for j in range(a + 1, cc + 1))
        reverse(cc, b, free - 1)
        acts.append(("Bh", cc))
        reverse(a, cc, free)

    def first(a, free):
        # First sweep from h_a; n = L+1-a steps left.
        if free <= 0 or a == L:
            acts.extend(("F", j) for j in range(a + 1, L + 1))
            acts.extend([("loss",), ("G",), ("Bh", L)])
            reverse(a, L, 0)
            return
        cc = a + _revolve_split(L + 1 - a, free + 1)
        acts.extend(("F", j) for j in range(a + 1, cc + 1))
        if cc == L:
            acts.extend([("loss",), ("G",), ("Bh", L)])
            reverse(a, L, free)
        else:
            first(cc, free - 1)
            acts.append(("Bh", cc))
            reverse(a, cc, free)

    first(0, slots)
    return acts
