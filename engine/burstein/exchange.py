"""A Burstein player's opponent read from the optimum already held, when a small exchange shows it.

C.04.4.2 gives each player, in the order of the index, the lowest player of its scoregroup it can
meet while the round keeps a best pairing; :mod:`engine.burstein.process` asks this of a
maximum-weight matching by adding priorities to the player's edges (the lowest player the highest)
and matching again. The priorities are smaller than every criterion (``process.Weights``) and only
the player's own edges carry one, so the answer is *the lowest candidate whose edge lies in some
maximum-weight matching of the weights without the priorities*. Linear programming duality decides
that for most candidates without matching again (Edmonds' linear programme, as in
:mod:`engine.burstein.dynamic_matching`): every maximum matching and every optimal dual solution
satisfy complementary slackness, so

* an edge whose slack is positive (the duals of its two ends and of the blossoms holding both above
  its weight) is in no maximum matching: the candidate is passed over;
* a matching that holds the edge, uses only tight edges, leaves free only vertices of dual 0 and
  has ``(|B| - 1) / 2`` edges inside every blossom B of positive dual is a maximum one: the candidate
  is the answer.

The matching holding the edge is looked for among small exchanges with the one held: the edge v-u
in place of v's and u's matched edges, their former partners a and b then matched together, or to
a free vertex, or left free (dual 0), or matched across another matched pair (a-c, d-b in place of
c-d). When the first tight candidate is shown by none of them, the process matches with the
priorities as before (:meth:`TightExchange.settle` first).

The pairs decided so are kept in the matching and their other edges are taken out of the graph
only later, all at once (:meth:`TightExchange.settle`): taking them out one by one dissolved, each
time, the chain of blossoms they sit in (``docs/speed.md``, Burstein).
"""

from __future__ import annotations

from engine.burstein.dynamic_matching import DynamicMatching

Edge = tuple[int, int]
Change = tuple[list[Edge], list[Edge]]
"""The edges taken out of the matching and those put in."""


class TightExchange:
    """The matching of a :class:`DynamicMatching` as the pairs are decided, and its dual solution."""

    def __init__(self, graph: DynamicMatching) -> None:
        self.graph = graph
        self.mate: list[int] = []
        """``mate[v]``: the vertex matched to v (-1: free), the pairs decided here included."""
        self.fixed: set[int] = set()
        """The players paired in this round (their edges but the pair are no longer in the graph)."""
        self.pending: list[Edge] = []
        """Pairs decided whose other edges are still in ``graph``."""
        self.touched: set[int] = set()
        """The vertices whose mate here differs from ``graph``'s, or paired, since the last settle."""
        self._zpath: list[tuple[int, ...]] = []
        self._zsum: list[tuple[int, ...]] = []

    def refresh(self) -> None:
        """Read the matching and the blossoms of positive dual just computed by ``graph``."""
        graph = self.graph
        self.mate = graph.compute()
        n = graph.n
        zpath: list[tuple[int, ...]] = [()] * n
        zsum: list[tuple[int, ...]] = [()] * n
        dual, children = graph.dual, graph.children
        tops = {b for b in graph.in_blossom if b >= n}
        stack: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = [(b, (), ()) for b in tops]
        while stack:
            b, ids, sums = stack.pop()
            if dual[b]:
                ids = (*ids, b)
                sums = (*sums, (sums[-1] if sums else 0) + dual[b])
            kids = children[b]
            assert kids is not None
            for c in kids:
                if c < n:
                    zpath[c], zsum[c] = ids, sums
                else:
                    stack.append((c, ids, sums))
        self._zpath, self._zsum = zpath, zsum

    def settle(self) -> None:
        """Bring ``graph`` up to date: the matching held here, the other edges of the pairs decided
        since the last :meth:`settle` taken out (their blossoms dissolved once for all of them)."""
        if not self.pending:
            return
        graph = self.graph
        graph.flatten(self.mate, sorted(self.touched))
        for a, b in self.pending:
            graph.clear_vertex(a, b)
            graph.clear_vertex(b, a)
        self.pending.clear()
        self.touched.clear()

    def fix(self, v: int, u: int) -> None:
        """v and u are paired (matched to each other in ``mate``)."""
        self.fixed.update((v, u))
        self.touched.update((v, u))
        self.pending.append((v, u))

    def opponent(self, v: int, candidates: list[int]) -> int | None:
        """The first of ``candidates`` (the highest priority first) whose edge to v is in a maximum
        matching, the matching changed to hold it; without candidates, v's mate when v is matched in
        every maximum matching (a dual above 0: the players above are all paired, so the mate is in
        a later scoregroup and v floats); None when neither is shown (the priorities decide)."""
        for u in candidates:
            slack = self._slack(v, u)
            if slack is None or slack > 0:
                continue
            change = self._exchange(v, u)
            if change is None:
                return None
            removed, added = change
            mate = self.mate
            for a, b in removed:
                mate[a] = mate[b] = -1
                self.touched.update((a, b))
            for a, b in added:
                mate[a], mate[b] = b, a
                self.touched.update((a, b))
            return u
        if not candidates and self.graph.dual[v] > 0 and self.mate[v] >= 0:
            return self.mate[v]  # matched in every maximum matching, to a player of a later scoregroup
        return None

    def _common(self, i: int, j: int) -> int:
        """How many blossoms of positive dual hold both i and j."""
        zi, zj = self._zpath[i], self._zpath[j]
        k = 0
        while k < len(zi) and k < len(zj) and zi[k] == zj[k]:
            k += 1
        return k

    def _slack(self, i: int, j: int) -> int | None:
        """The slack of the edge i-j (None: no edge)."""
        graph = self.graph
        weight = graph.nbr[i].get(j)
        if weight is None:
            return None
        k = self._common(i, j)
        z = self._zsum[i][k - 1] if k else 0
        return graph.dual[i] + graph.dual[j] + 2 * z - weight

    def _tight(self, i: int, j: int) -> bool:
        return self._slack(i, j) == 0

    def _full(self, removed: list[Edge], added: list[Edge]) -> bool:
        """Every blossom of positive dual keeps as many matched edges inside it."""
        count: dict[int, int] = {}
        for edges, sign in ((added, 1), (removed, -1)):
            for a, b in edges:
                for blossom in self._zpath[a][: self._common(a, b)]:
                    count[blossom] = count.get(blossom, 0) + sign
        return not any(count.values())

    def _exchange(self, v: int, u: int) -> Change | None:
        """The edges to take out of and put into the matching so that it holds v-u and stays a
        maximum one, among the small exchanges of the module's docstring (None: none found)."""
        mate, dual = self.mate, self.graph.dual
        a, b = mate[v], mate[u]
        if a == u:
            return [], []
        removed = [(v, a)] if a >= 0 else []
        if b >= 0:
            removed.append((u, b))
        ends = [x for x in (a, b) if x >= 0]
        options: list[list[Edge]] = []
        if len(ends) == 2 and self._tight(a, b):
            options.append([(a, b)])
        loose = [[(x, c)] for x in ends for c in self._free_tight(x, (v, u, a, b))]
        if all(dual[x] == 0 for x in ends):
            options.append([])
        if len(ends) == 1:
            options.extend(loose)
        else:
            for x, y in ((a, b), (b, a)):
                if dual[y] == 0:
                    options.extend(opt for opt in loose if opt[0][0] == x)
        for extra in options:
            added = [(v, u), *extra]
            if self._full(removed, added):
                return removed, added
        if len(ends) == 2:
            return self._across(v, u, a, b, removed)
        return None

    def _free_tight(self, x: int, used: tuple[int, ...]) -> list[int]:
        """The free vertices joined to x by a tight edge (outside ``used`` and the pairs decided)."""
        mate, fixed = self.mate, self.fixed
        return [
            c
            for c in self.graph.nbr[x]
            if mate[c] == -1 and c not in used and c not in fixed and self._tight(x, c)
        ]

    def _across(self, v: int, u: int, a: int, b: int, removed: list[Edge]) -> Change | None:
        """The exchange a-c, d-b in place of a matched pair c-d (a cycle of six edges)."""
        mate, fixed = self.mate, self.fixed
        for c in self.graph.nbr[a]:
            d = mate[c]
            if d < 0 or c in fixed or c in (v, u, b) or d in (v, u, a, b):
                continue
            if self._tight(a, c) and self._tight(d, b):
                taken = [*removed, (c, d)]
                added = [(v, u), (a, c), (d, b)]
                if self._full(taken, added):
                    return taken, added
        return None
