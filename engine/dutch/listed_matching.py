"""The general path's maximum-weight matchings, over every pair listed, by edge pricing.

The general path (:data:`engine.dutch.options.GENERAL_PATH`) matches a bracket over every free
player with every pair weighed one by one (C.04.3 art. 2.1: the pairing that best meets the
criteria is a maximum-weight matching of the weights of :mod:`engine.dutch.weights`). The blossom
algorithm of :mod:`engine.dutch.matching` run over all n(n-1)/2 pairs scans every pair again in each
of its O(n) stages; at 1,000 players that is hours of Python. This module finds the same matching
(exactly: a maximum-weight one of the whole listed graph) by *edge pricing*, the linear-programming
method of column generation applied to Edmonds' matching polytope:

1. every pair is weighed and kept (:func:`list_weights`: the whole graph, nothing guessed);
2. the blossom algorithm runs on a few *candidate* pairs only: each vertex's heaviest pairs;
3. its optimal dual solution (vertex duals u, blossom duals z) is checked against every listed
   pair: ``u(i) + u(j) + 2 * sum(z(B) for the blossoms B holding both) >= 2 * w(i, j)`` in the
   solver's units. When every pair meets it, (u, z) is a feasible dual of the whole graph, and the
   perfect matching found meets complementary slackness with it, so it is a maximum-weight perfect
   matching of the whole graph (LP duality; Edmonds' theorem that his polytope is the matching
   polytope). Pairs that break it become candidates and step 2 runs again. Each round adds at least
   one pair, so it ends, at worst with every pair a candidate (the dense solver).

When the candidates hold no perfect matching a maximum cardinality matching of the whole graph
(:class:`engine.dutch.completion.CardinalityMatcher`) gives its pairs; when the whole graph has no
perfect matching the dense solver of :mod:`engine.dutch.matching` decides as before (it then leaves
vertices unmatched and the caller reports it). The answers are those of
:func:`engine.dutch.matching.max_weight_near_perfect_matching` and
:func:`engine.dutch.matching.max_weight_matching_doubled` wherever the maximum is reached by one
matching only, which the preferences of art. 4 packed into the weights make so wherever the engine
reads the pairs (``tests/test_dutch_listed_matching.py`` compares them on random graphs with
ties broken; the corpora, paired with the general path, are identical).
"""

from __future__ import annotations

import bisect
import heapq
from collections.abc import Callable, Iterable

from engine.dutch.completion import CardinalityMatcher
from engine.dutch.matching import (
    WarmSolver,
    _Solver,
    flat_duals,
    max_weight_matching_doubled,
    max_weight_near_perfect_matching,
)

Weight = Callable[[int, int], int]
"""``weight(i, j)`` for ``i < j``: the pair's weight, 0 or less when the two may not meet."""

_FIRST = 6
"""Heaviest pairs per vertex among the first candidates."""
_ADDED = 10
"""Most broken pairs added per vertex in one round of the check, when there are many."""
_ALL_PER_VERTEX = 16
"""Every broken pair is added when there are at most this many per vertex on average."""


KEEP_BYTES = 1_200_000_000
"""Most memory the kept weights of one graph may take (as Python integers, each with its slot of a
row); a graph whose weights would take more is weighed again at each check instead (the remainder's
transposition fields make a pair's weight O(n) bits: a 3,000-player remainder's pairs would take
some 20 GB)."""


class ListedGraph:
    """Every pair of a graph on ``0..size-1`` (``weight(i, j)``, ``i < j``; 0 or less: no edge),
    weighed once: the weights kept (``upper[i][j - i - 1]``) when they take at most ``keep_bytes``,
    else weighed again whenever a row is read. Each vertex's ``_FIRST`` heaviest pairs are noted on
    the way (the first candidates)."""

    def __init__(self, size: int, weight: Weight, keep_bytes: int = KEEP_BYTES) -> None:
        self.size = size
        self.weight = weight
        self.upper: list[list[int]] | None = []
        heaviest: list[list[tuple[int, int]]] = [[] for _ in range(size)]
        floor = [0] * size  # the lightest of a vertex's heaviest pairs once it has _FIRST of them
        used = 0
        for i in range(size):
            row = self._weigh(i)
            if self.upper is not None:
                used += _bytes(row)
                if used > keep_bytes:
                    self.upper = None
                else:
                    self.upper.append(row)
            for k, w in enumerate(row):
                if w > 0:
                    _note_heaviest(heaviest, floor, i, i + k + 1, w)
        self.heaviest = [[j for _w, j in found] for found in heaviest]

    def _weigh(self, i: int) -> list[int]:
        weight = self.weight
        return [max(weight(i, j), 0) for j in range(i + 1, self.size)]

    def row(self, i: int) -> list[int]:
        """The weights of the pairs (i, j), j > i, in order of j (0: no edge)."""
        return self._weigh(i) if self.upper is None else self.upper[i]

    def get(self, i: int, j: int) -> int:
        """The weight of the pair (i, j) (0: no edge, or i == j)."""
        if i == j:
            return 0
        if i > j:
            i, j = j, i
        if self.upper is None:
            return max(self.weight(i, j), 0)
        return self.upper[i][j - i - 1]


def _bytes(row: list[int]) -> int:
    """About what a row of weights takes: a slot and an integer object (28 bytes and 4 bytes per
    30 bits) per pair."""
    return 36 * len(row) + sum(w.bit_length() for w in row) * 4 // 30


def _keep_heaviest(found: list[tuple[int, int]], w: int, j: int) -> int:
    """Note the pair of weight w with j among a vertex's heaviest pairs (at most ``_FIRST``, the
    lightest first, a later pair of equal weight before an earlier one, as a sort of the row by
    weight would keep them); the weight a pair must reach to enter from now on."""
    bisect.insort(found, (w, j))
    if len(found) > _FIRST:
        del found[0]
    return found[0][0] if len(found) == _FIRST else 0


def _note_heaviest(heaviest: list[list[tuple[int, int]]], floor: list[int], i: int, j: int, w: int) -> None:
    """Note the pair (i, j) of weight w among both vertices' heaviest pairs (:func:`_keep_heaviest`),
    ``floor[v]`` the weight a pair must reach to enter v's."""
    if w >= floor[i]:
        floor[i] = _keep_heaviest(heaviest[i], w, j)
    if w >= floor[j]:
        floor[j] = _keep_heaviest(heaviest[j], w, i)


def list_weights(size: int, weight: Weight, keep_bytes: int = KEEP_BYTES) -> ListedGraph:
    """Every pair of the graph, weighed (:class:`ListedGraph`)."""
    return ListedGraph(size, weight, keep_bytes)


def near_perfect_listed(graph: ListedGraph, hints: Iterable[tuple[int, int]] = ()) -> list[int]:
    """:func:`engine.dutch.matching.max_weight_near_perfect_matching` of the listed graph: a
    maximum-weight matching among those leaving at most one vertex out (a dummy vertex joined to
    every vertex by a weight-1 edge takes it when the number of vertices is odd). ``hints``: pairs
    to start the candidates with besides each vertex's heaviest (they change the work, never the
    matching's weight)."""
    n = graph.size
    extra = [(v, n, 2) for v in range(n)] if n % 2 else []
    mate = _Priced(graph, 1, 0, extra, hints).solve()
    if mate is None:
        return max_weight_near_perfect_matching(n, _edges(graph))
    return [m if m < n else -1 for m in mate[:n]]


def doubled_listed(graph: ListedGraph, hints: Iterable[tuple[int, int]] = ()) -> list[int]:
    """:func:`engine.dutch.matching.max_weight_matching_doubled` of the listed graph: a
    maximum-weight matching of any size, as a perfect matching of two copies whose twin vertices
    are joined by an edge of weight 0 (every weight lifted by 1). ``hints`` as for
    :func:`near_perfect_listed`."""
    n = graph.size
    if not any(graph.heaviest):
        return [-1] * n
    mate = _Priced(graph, 2, 2, [(v, n + v, 2) for v in range(n)], hints).solve()
    if mate is None:
        return max_weight_matching_doubled(n, _edges(graph))
    return [m if 0 <= m < n else -1 for m in mate[:n]]


def _edges(graph: ListedGraph) -> dict[tuple[int, int], int]:
    out = {}
    for i in range(graph.size):
        for k, w in enumerate(graph.row(i)):
            if w > 0:
                out[(i, i + k + 1)] = w
    return out


class _Priced:
    """A maximum-weight perfect matching by edge pricing of the graph made of ``copies`` copies of
    the listed graph (vertex v of copy c is ``c * n + v``; a pair of weight w weighs
    ``2 * w + lift`` in the solver's units) and the ``extra`` edges (solver units), which are
    always candidates."""

    def __init__(
        self,
        graph: ListedGraph,
        copies: int,
        lift: int,
        extra: list[tuple[int, int, int]],
        hints: Iterable[tuple[int, int]] = (),
    ) -> None:
        self.graph = graph
        self.n = graph.size
        self.copies = copies
        self.lift = lift
        self.extra = extra
        self.extra_pairs = {(i, j): w for i, j, w in extra}
        self.hints = hints
        self.size = max([copies * self.n, *(j + 1 for _i, j, _w in extra)])
        self.solver: _Solver | None = None
        """The last run of the blossom algorithm once :meth:`solve` found the matching: its duals
        are feasible for every pair (read by :mod:`engine.dutch.lexicographic_matching`)."""

    def solve(self) -> list[int] | None:
        """The matching (``mate``), or None when the graph has no perfect matching."""
        n, lift, graph = self.n, self.lift, self.graph
        candidates: dict[tuple[int, int], int] = {(i, j): w for i, j, w in self.extra}
        firsts = [(v, j) for v, found in enumerate(graph.heaviest) for j in found]
        for v, j in [*firsts, *self.hints]:
            i, k = (v, j) if v < j else (j, v)
            w = graph.get(i, k)
            if w > 0:
                for c in range(self.copies):
                    candidates[(c * n + i, c * n + k)] = 2 * w + lift
        start: tuple[list[int], list[int]] | None = None
        while True:
            solver = WarmSolver(self.size, [(i, j, w) for (i, j), w in candidates.items()], start)
            mate = solver.run()
            if any(m < 0 for m in mate):
                if not self._complete(mate, candidates):
                    return None
                start = None
                continue
            broken = self._broken_pairs(solver)
            if not broken:
                self.solver = solver
                return mate
            candidates.update(broken)
            start = (mate, flat_duals(solver))

    def _weight(self, a: int, b: int) -> int:
        """The solver weight of the pair (a, b), 0 when it is no edge."""
        found = self.extra_pairs.get((a, b) if a < b else (b, a))
        if found is not None:
            return found
        n = self.n
        if a // n != b // n or a >= self.copies * n or b >= self.copies * n:
            return 0
        w = self.graph.get(a % n, b % n)
        return 2 * w + self.lift if w > 0 else 0

    def _complete(self, mate: list[int], candidates: dict[tuple[int, int], int]) -> bool:
        """The candidates' matching leaves vertices out: add the pairs of a maximum cardinality
        matching of the whole graph. False when that one leaves vertices out too."""
        n, graph, extra_pairs, top = self.n, self.graph, self.extra_pairs, self.copies * self.n

        def adjacent(a: int, b: int) -> bool:
            if (a, b) in extra_pairs or (b, a) in extra_pairs:
                return True
            return a < top and b < top and a // n == b // n and graph.get(a % n, b % n) > 0

        matcher = CardinalityMatcher(self.size, adjacent)
        matcher.mate = list(mate)
        if matcher.maximise(perfect=True) > 0:
            return False
        for v, u in enumerate(matcher.mate):
            if u > v:
                candidates[(v, u)] = self._weight(v, u)
        return True

    def _broken_pairs(self, solver: _Solver) -> dict[tuple[int, int], int]:
        """The pairs whose dual constraint the solver's duals break, with their solver weights:
        every one when there are at most ``_ALL_PER_VERTEX`` per vertex on average, else the
        ``_ADDED`` most broken of each vertex (the largest excess ``2 w - u(i) - u(j) - 2 z``, the
        lower partner first among equals), in the order of the vertices, each vertex's pairs in
        that order; empty when the duals are feasible for every pair. The extra edges are
        candidates, so their constraints hold. Each row of weights is read (or weighed again) once
        for every copy.

        What is kept while the pairs are read is bounded by the vertices, not by the pairs broken:
        each vertex's ``_ADDED`` most broken (:func:`_keep_most_broken`; an excess is O(n) bits
        wide in a remainder, where a round's check can break hundreds of thousands of pairs) and,
        while they are few enough to be all added, the broken pairs without their excess."""
        dual = solver.dual
        size, n, lift = self.size, self.n, self.lift
        above = _blossom_duals_above(solver)
        outermost = [chain[0] if chain else -1 for chain, _sums in above]
        most: list[list[tuple[int, int]]] = [[] for _ in range(size)]
        few: list[tuple[int, int]] | None = []
        limit = _ALL_PER_VERTEX * size
        count = 0
        shifts = [c * n for c in range(self.copies)]
        for i in range(n):
            weights = self.graph.row(i)
            for shift in shifts:
                a = shift + i
                da, top = dual[a], outermost[a]
                for k, w in enumerate(weights):
                    if w:
                        b = a + k + 1
                        if da + dual[b] < 4 * w + 2 * lift:
                            excess = 4 * w + 2 * lift - da - dual[b]
                            if top >= 0 and top == outermost[b]:  # a blossom holds both
                                excess -= _blossom_sum(above, a, b)
                            if excess > 0:
                                count += 1
                                if few is not None:
                                    if count > limit:
                                        few = None
                                    else:
                                        few.append((a, b))
                                _keep_most_broken(most[a], excess, b)
                                _keep_most_broken(most[b], excess, a)
        if few is not None:
            return {pair: self._weight(*pair) for pair in sorted(few)}
        broken: dict[tuple[int, int], int] = {}
        for a, found in enumerate(most):
            for _excess, minus_b in sorted(found, reverse=True):
                pair = (a, -minus_b) if a < -minus_b else (-minus_b, a)
                if pair not in broken:
                    broken[pair] = self._weight(*pair)
        return broken


def _keep_most_broken(found: list[tuple[int, int]], excess: int, b: int) -> None:
    """Note the pair with ``b`` broken by ``excess`` among a vertex's ``_ADDED`` most broken pairs
    (a heap of ``(excess, -b)``: the least broken on top, and among equals the higher partner)."""
    if len(found) < _ADDED:
        heapq.heappush(found, (excess, -b))
    else:
        heapq.heappushpop(found, (excess, -b))


def _blossom_duals_above(solver: _Solver) -> list[tuple[list[int], list[int]]]:
    """For each vertex v: the blossoms holding v from the outermost in, and the running sums of
    their duals from the outermost (the sum of the duals of a blossom and of every blossom holding
    it)."""
    dual, parent = solver.dual, solver.parent
    above: list[tuple[list[int], list[int]]] = []
    for v in range(solver.n):
        chain = []
        b = parent[v]
        while b != -1:
            chain.append(b)
            b = parent[b]
        chain.reverse()
        sums = []
        total = 0
        for b in chain:
            total += dual[b]
            sums.append(total)
        above.append((chain, sums))
    return above


def _blossom_sum(above: list[tuple[list[int], list[int]]], i: int, j: int) -> int:
    """Twice the duals of the blossoms holding both i and j: the blossoms holding a vertex form a
    path down the tree of blossoms, so those holding both are the two paths' common start, found by
    bisection, and their duals the running sum at its last blossom."""
    mine, mine_sums = above[i]
    theirs = above[j][0]
    if not mine or not theirs or mine[0] != theirs[0]:
        return 0
    low, high = 1, min(len(mine), len(theirs))  # mine[:low] == theirs[:low]
    while low < high:
        middle = (low + high + 1) // 2
        if mine[middle - 1] == theirs[middle - 1]:
            low = middle
        else:
            high = middle - 1
    return 2 * mine_sums[low - 1]
