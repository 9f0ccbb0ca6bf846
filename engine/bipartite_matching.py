"""Perfect matchings of a bipartite graph, and the lexicographically first one: left vertex 0 gets
the lowest right vertex possible, then left vertex 1, and so on. Two articles ask for it: the Dutch
system's first transposition of S2 among the best (C.04.3 art. 4.2.2, over the bracket's tight S1-S2
pairs: :mod:`engine.dutch.transposition`) and the Dubov system's first legal transposition of G2
(C.04.4.1 art. 3.2.5, over the pairs that may meet: :mod:`engine.dubov.pairing`).

Left vertex i and right vertex j, ``0 <= i, j < size``. The graph is bipartite, so its searches need no
blossoms: an alternating path is a breadth-first search over one side's vertices. The graph comes
either listed (:class:`ListedGraph`: each left vertex's right vertices) or by kinds of vertices
(:class:`KindGraph`: i and j are adjacent when their kinds are and the two may meet, which almost
everyone may; a graph given by a predicate alone is the case of one kind each side,
:func:`predicate_graph`). A search by kinds keeps, for each kind, the vertices not reached yet and
takes from them at once every vertex the current one may meet, so it costs about one step per
vertex, not one per pair.

The lexicographically first perfect matching is found from any perfect matching M: left vertex by
left vertex, its lowest right vertex j that still leaves the others a perfect matching. Giving i the
vertex j (matched in M to ``i0``) instead of its partner ``j0`` leaves such a matching exactly when an
alternating path leads from ``i0`` to ``j0`` avoiding i and the settled vertices. One backward search
from ``j0`` finds every left vertex with such a path, so it answers every candidate j of i at once
(:func:`lexicographic_first`).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable


class BipartiteGraph:
    """A bipartite graph, left vertex i with right vertex j, as the searches walk it: neighbours in
    ascending order, the settled right vertices skipped."""

    def __init__(self, size: int) -> None:
        self.done_right = [False] * size

    def neighbours(self, i: int) -> Iterable[int]:
        """The right vertices adjacent to i, ascending (settled ones may be included)."""
        raise NotImplementedError

    def adjacent(self, i: int, j: int) -> bool:
        """Left vertex i and right vertex j are adjacent."""
        raise NotImplementedError

    def settle(self, j: int) -> None:
        """Right vertex j is paired for good: the searches skip it from now on."""
        self.done_right[j] = True

    def back_search(
        self, goal: int, mate_left: list[int], skip_left: int, done_left: list[bool]
    ) -> BackSearch:
        """A backward search (:class:`BackSearch`) to right vertex ``goal`` over the matching
        ``mate_left`` that avoids left vertex ``skip_left`` and the settled vertices."""
        raise NotImplementedError


class BackSearch:
    """The left vertices from which an alternating path (an edge, then a pair of the
    matching, ...) leads to a given right vertex, found breadth first from that vertex.

    ``via[w]``: the right vertex a found left vertex w reaches first on its path; the vertex's
    partner in the matching was found before w (or it is the goal).
    """

    def __init__(self, goal: int, mate_left: list[int]) -> None:
        self.via: dict[int, int] = {}
        self.queue = [goal]
        self.head = 0
        self.mate_left = mate_left

    def step(self) -> bool:
        """Extend the search from one more right vertex (every left vertex not found yet that is
        adjacent to it is found); False when nothing is left to extend."""
        raise NotImplementedError

    def finds(self, w: int) -> bool:
        """Left vertex w has a path (the search extended as far as needed to tell)."""
        via = self.via
        while w not in via:
            if not self.step():
                return False
        return True


class ListedGraph(BipartiteGraph):
    """Edges listed one by one: ``rows[i]``, the right vertices of left vertex i, ascending."""

    def __init__(self, rows: list[list[int]]) -> None:
        super().__init__(len(rows))
        self.rows = rows
        self.sets = [set(row) for row in rows]
        self.lefts: list[list[int]] = [[] for _ in rows]
        for i, row in enumerate(rows):
            for j in row:
                self.lefts[j].append(i)

    def neighbours(self, i: int) -> Iterable[int]:
        return self.rows[i]

    def adjacent(self, i: int, j: int) -> bool:
        return j in self.sets[i]

    def back_search(
        self, goal: int, mate_left: list[int], skip_left: int, done_left: list[bool]
    ) -> BackSearch:
        return _ListedSearch(goal, mate_left, self, skip_left, done_left)


class _ListedSearch(BackSearch):
    """:class:`BackSearch` over :class:`ListedGraph`."""

    def __init__(
        self, goal: int, mate_left: list[int], graph: ListedGraph, skip_left: int, done_left: list[bool]
    ) -> None:
        super().__init__(goal, mate_left)
        self.lefts = graph.lefts
        self.skip_left = skip_left
        self.done_left = done_left

    def step(self) -> bool:
        if self.head >= len(self.queue):
            return False
        v = self.queue[self.head]
        self.head += 1
        via, skip_left, done_left = self.via, self.skip_left, self.done_left
        for w in self.lefts[v]:
            if w != skip_left and not done_left[w] and w not in via:
                via[w] = v
                self.queue.append(self.mate_left[w])
        return True


class KindGraph(BipartiteGraph):
    """Edges by kinds: a left vertex of row kind r and a right vertex of column kind c are adjacent
    when ``kinds_adjacent[(r, c)]`` and ``meet(i, j)``. ``right_members`` / ``left_members``: each
    kind's vertices, ascending."""

    def __init__(
        self,
        right_members: dict[int, list[int]],
        left_members: dict[int, list[int]],
        row_of: list[int],
        col_of: list[int],
        kinds_adjacent: dict[tuple[int, int], bool],
        meet: Callable[[int, int], bool],
    ) -> None:
        super().__init__(len(col_of))
        self.right_members = right_members
        self.left_members = left_members
        self.row_of = row_of
        self.col_of = col_of
        self.kinds_adjacent = kinds_adjacent
        self.meet = meet
        self.cols_of_row = {r: [c for c in right_members if kinds_adjacent[(r, c)]] for r in left_members}
        self.rows_of_col = {c: [r for r in left_members if kinds_adjacent[(r, c)]] for c in right_members}
        self.first_open = dict.fromkeys(right_members, 0)
        self.first_open_left = dict.fromkeys(left_members, 0)

    def neighbours(self, i: int) -> Iterable[int]:
        lists = []
        done = self.done_right
        for c in self.cols_of_row[self.row_of[i]]:
            members = self.right_members[c]
            start = self.first_open[c]
            while start < len(members) and done[members[start]]:
                start += 1
            self.first_open[c] = start
            if start < len(members):
                lists.append(members[start:] if start else members)
        merged = heapq.merge(*lists) if len(lists) > 1 else iter(lists[0] if lists else ())
        meet = self.meet
        return (j for j in merged if meet(i, j))

    def adjacent(self, i: int, j: int) -> bool:
        return self.kinds_adjacent[(self.row_of[i], self.col_of[j])] and self.meet(i, j)

    def back_search(
        self, goal: int, mate_left: list[int], skip_left: int, done_left: list[bool]
    ) -> BackSearch:
        # The left vertices are settled in ascending order: those of a kind still open follow
        # its first open one.
        for r, members in self.left_members.items():
            start = self.first_open_left[r]
            while start < len(members) and done_left[members[start]]:
                start += 1
            self.first_open_left[r] = start
        return _KindSearch(goal, mate_left, self, skip_left)


class _KindSearch(BackSearch):
    """:class:`BackSearch` over :class:`KindGraph`: each row kind keeps its left vertices not
    found yet (the open ones but ``skip_left``), and a right vertex finds at once all those of an
    adjacent kind it may meet."""

    def __init__(self, goal: int, mate_left: list[int], graph: KindGraph, skip_left: int) -> None:
        super().__init__(goal, mate_left)
        self.graph = graph
        self.skip_left = skip_left
        self.pools: dict[int, list[int]] = {}

    def step(self) -> bool:
        if self.head >= len(self.queue):
            return False
        v = self.queue[self.head]
        self.head += 1
        graph, pools, via, mate_left, queue = self.graph, self.pools, self.via, self.mate_left, self.queue
        meet = graph.meet
        for r in graph.rows_of_col[graph.col_of[v]]:
            pool = pools.get(r)
            if pool is None:
                members = graph.left_members[r]
                pool = [w for w in members[graph.first_open_left[r] :] if w != self.skip_left]
            elif not pool:
                continue
            kept: list[int] = []
            for w in pool:
                if meet(w, v):
                    via[w] = v
                    queue.append(mate_left[w])
                else:
                    kept.append(w)
            pools[r] = kept
        return True


def lexicographic_first(k: int, graph: BipartiteGraph, mate_left: list[int]) -> list[int]:
    """The perfect matching of ``graph`` (``k`` vertices each side) that is first lexicographically
    (left vertex by left vertex, each with its lowest possible right vertex), from the perfect
    matching ``mate_left`` (changed in place, and returned)."""
    mate_right = [-1] * k
    for i, j in enumerate(mate_left):
        mate_right[j] = i
    done_left = [False] * k
    done_right = graph.done_right
    for i in range(k):
        j0 = mate_left[i]
        search: BackSearch | None = None
        for j in graph.neighbours(i):
            if j == j0:
                break
            if done_right[j]:
                continue
            i0 = mate_right[j]
            if graph.adjacent(i0, j0):  # the shortest repair: i0 takes j0
                mate_left[i0], mate_right[j0] = j0, i0
                mate_left[i], mate_right[j] = j, i
                break
            if search is None:
                search = graph.back_search(j0, mate_left, i, done_left)
            if search.finds(i0):
                _repair(i0, j0, search.via, mate_left, mate_right)
                mate_left[i], mate_right[j] = j, i
                break
        done_left[i] = True
        graph.settle(mate_left[i])
    return mate_left


def _repair(start: int, goal: int, via: dict[int, int], mate_left: list[int], mate_right: list[int]) -> None:
    """Move the left vertices of the path found from ``start`` one step along it, the last onto
    ``goal``: each takes its ``via`` vertex, whose partner moves on in turn."""
    u = start
    while True:
        v = via[u]
        after = mate_right[v]
        mate_left[u], mate_right[v] = v, u
        if v == goal:
            return
        u = after


def perfect_matching(left: int, graph: KindGraph) -> list[int] | None:
    """A perfect matching of ``graph`` (left i -> right j), or None: each left vertex with a free
    right vertex of an adjacent kind (tried among the 24 from the kind's first free one), then
    augmenting paths (breadth first, kind by kind)."""
    right = len(graph.col_of)
    mate_left = [-1] * left
    mate_right = [-1] * right
    start = dict.fromkeys(graph.right_members, 0)
    meet, row_of = graph.meet, graph.row_of
    for i in range(left):
        for c in graph.cols_of_row[row_of[i]]:
            members = graph.right_members[c]
            p = start[c]
            while p < len(members) and mate_right[members[p]] != -1:
                p += 1
            start[c] = p
            partner = -1
            for j in members[p : p + 24]:
                if mate_right[j] == -1 and meet(i, j):
                    partner = j
                    break
            if partner >= 0:
                mate_left[i], mate_right[partner] = partner, i
                break
    for i in range(left):
        if mate_left[i] == -1 and not _augment(i, graph, mate_left, mate_right):
            return None
    return mate_left


def _augment(root: int, graph: KindGraph, mate_left: list[int], mate_right: list[int]) -> bool:
    """Find an augmenting path from the free left vertex ``root`` to a free right vertex and apply
    it; False when there is none."""
    meet, row_of = graph.meet, graph.row_of
    pools: dict[int, list[int]] = {}
    came_from: dict[int, int] = {}
    frontier = [root]
    while frontier:
        nxt: list[int] = []
        for u in frontier:
            for c in graph.cols_of_row[row_of[u]]:
                pool = pools.get(c)
                if pool is None:
                    pool = list(graph.right_members[c])
                kept: list[int] = []
                for v in pool:
                    if not meet(u, v):
                        kept.append(v)
                        continue
                    came_from[v] = u
                    w = mate_right[v]
                    if w == -1:
                        while True:
                            u = came_from[v]
                            previous = mate_left[u]
                            mate_left[u], mate_right[v] = v, u
                            if u == root:
                                return True
                            v = previous
                    nxt.append(w)
                pools[c] = kept
        frontier = nxt
    return False


def predicate_graph(size: int, allowed: Callable[[int, int], bool]) -> KindGraph:
    """The graph of ``size`` vertices each side in which left i and right j are adjacent when
    ``allowed(i, j)``: one kind each side."""
    every = list(range(size))
    return KindGraph({0: every}, {0: every}, [0] * size, [0] * size, {(0, 0): True}, allowed)
