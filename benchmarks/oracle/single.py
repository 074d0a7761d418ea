"""Single-recompute optimum for a Chain: each layer output h_j kept, or
dropped and recomputed once (remat-auto's plan space).

brute_force(chain, budget): all 2^L kept sets through Chain.simulate.
SingleDP(chain).solve(budget): exact dynamic program over the kept set.

The DP rests on one decomposition of the simulated live bytes. Let K be the
kept set and 0 = a_0 < a_1 < ... < a_m < L+1 its elements framed by 0 and a
virtual L+1. Every op belongs to one *segment* (a, b) of consecutive frame
elements: the first-forward ops of layers a < j <= b, the recomputations of
h_{a+1..b-1} (placed before Bx(b)), and the backward ops of layers
a < j <= b (loss, G and a dropped h_L's recomputation belong to the top
segment). At an op of segment (a, b) the kept instances alive are exactly
those of K inside [1, a] plus h_b, and everything else alive (results so
far, gradients, recomputed instances of the run, transients) depends on a
and b only. So

  peak(K) = max over segments (a, b) of  act * |K n [1, a]| + seg(a, b)

where seg(a, b) is measured once by simulating K = {a, b} n [1, L]. The DP
walks the frame bottom-up with state (a, |K n [1, a]|). Tests check it
against brute force.
"""


INF = float("inf")


def brute_force(chain, budget):
    """(cost, kept, peak) of the cheapest kept set with peak <= budget, ties
    to the lower peak; (None, None, min peak) if none fits."""
    L = chain.L
    best = None
    min_peak = None
    for mask in range(1 << L):
        kept = {j + 1 for j in range(L) if mask >> j & 1}
        acts = chain.single_schedule(kept)
        peak = chain.peak(acts)
        min_peak = peak if min_peak is None else min(min_peak, peak)
        if peak > budget:
            continue
        cost = chain.recompute_count(acts)
        if best is None or (cost, peak) < (best[0], best[2]):
            best = (cost, kept, peak)
    if best is None:
        return None, None, min_peak
    return best


class SingleDP:
    def __init__(self, chain):
        self.c = chain
        L = chain.L
        self.seg = {}
        for a in range(0, L + 1):
            for b in range(a + 1, L + 2):
                self.seg[a, b] = self._measure(a, b)

    def _measure(self, a, b):
        c, L = self.c, self.c.L
        kept = {k for k in (a, b) if 1 <= k <= L}
        acts = c.single_schedule(kept)
        _, live, ops = c.simulate(acts)
        first_bwd = c.L + 1  # index of ("G",) in acts
        worst = 0
        for o, lv in zip(ops, live):
            ai = o["action"]
            act = acts[ai]
            if ai < first_bwd:  # first forward pass and loss
                j = act[1] if act[0] == "F" else L + 1
                inside = a < j <= b
            elif act[0] == "F":  # a recomputation
                inside = _recompute_segment(acts, ai, kept, L) == (a, b)
            elif act[0] == "G":
                inside = b == L + 1
            else:
                inside = a < act[1] <= b
            if inside:
                worst = max(worst, lv - (c.act if a >= 1 else 0))
        return worst

    def solve(self, budget):
        """(cost, kept set, predicted peak) or (None, None, None)."""
        c, L, A = self.c, self.c.L, self.c.act
        # best[a][cnt] = (cost, peak so far, back pointer)
        best = [dict() for _ in range(L + 2)]
        best[0][0] = (0, 0, None)
        for a in range(0, L + 1):
            for cnt, (cost, pk, _) in list(best[a].items()):
                for b in range(a + 1, L + 2):
                    seg_peak = A * cnt + self.seg[a, b]
                    if seg_peak > budget:
                        continue
                    ncost = cost + (b - a - 1)
                    npk = max(pk, seg_peak)
                    ncnt = cnt + 1 if b <= L else cnt
                    cur = best[b].get(ncnt)
                    if cur is None or (ncost, npk) < (cur[0], cur[1]):
                        best[b][ncnt] = (ncost, npk, (a, cnt))
        if not best[L + 1]:
            return None, None, None
        cnt, (cost, pk, back) = min(best[L + 1].items(),
                                    key=lambda kv: (kv[1][0], kv[1][1]))
        kept = set()
        node = (L + 1, cnt)
        while best[node[0]][node[1]][2] is not None:
            prev = best[node[0]][node[1]][2]
            if 1 <= prev[0] <= L:
                kept.add(prev[0])
            node = prev
        return cost, kept, pk

    def minimum_peak(self):
        """Smallest peak of any kept set (the DP at decreasing budgets is
        not needed: minimise the peak directly)."""
        c, L, A = self.c, self.c.L, self.c.act
        best = [dict() for _ in range(L + 2)]
        best[0][0] = 0
        for a in range(0, L + 1):
            for cnt, pk in list(best[a].items()):
                for b in range(a + 1, L + 2):
                    npk = max(pk, A * cnt + self.seg[a, b])
                    ncnt = cnt + 1 if b <= L else cnt
                    if npk < best[b].get(ncnt, INF):
                        best[b][ncnt] = npk
        return min(best[L + 1].values())


def _recompute_segment(acts, ai, kept, L):
    """Segment (a, b) of the recomputation at acts[ai]: the run ends before
    Bx(b) (or before G: b = L+1)."""
    for nxt in acts[ai:]:
        if nxt[0] == "Bx":
            b = nxt[1]
            break
        if nxt[0] == "G":
            b = L + 1
            break
    a = max([k for k in kept if k < b] + [0])
    return a, b
