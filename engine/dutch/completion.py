"""Can a set of players still be paired completely? ([C4], with the PAB rule of [C2]/[C5]).

C.04.3 art. 2.1 [C4]: a candidate pairing of a bracket must leave the lower players pairable, all of
them, but the one who receives the pairing-allocated bye. This is a *cardinality* question: a
perfect matching of the compatibility graph (players who may meet, [C1]/[C3]), with, when the number
of players is odd, a dummy vertex standing for the bye and joined only to the players who may receive
it. Edmonds' cardinality blossom algorithm answers it; the graph is never built: neighbours are found
through the ``adjacent`` function, because in a big open almost every pair is allowed and the answer
is almost always found after a handful of short augmenting paths.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

Adjacent = Callable[[int, int], bool]
"""``adjacent(i, j)`` for local vertex indices ``i != j``: the two may be paired."""


class CardinalityMatcher:
    """Maximum cardinality matching of an implicit graph on vertices ``0..m-1``."""

    def __init__(self, m: int, adjacent: Adjacent) -> None:
        self.m = m
        self.adjacent = adjacent
        self.mate = [-1] * m
        self.outer: list[bool] = []
        """After a search from a root that found no augmenting path: the vertices it reached at an
        even distance (the root, the mates of the vertices next to them, blossoms), the ones
        that a maximum matching covering the root may leave unmatched instead."""

    def greedy(self, window: int = 24) -> None:
        """Pair free vertices with a free neighbour found among the next ``window`` vertices."""
        mate, adjacent, m = self.mate, self.adjacent, self.m
        for v in range(m):
            if mate[v] != -1:
                continue
            for u in range(v + 1, min(m, v + 1 + window)):
                if mate[u] == -1 and adjacent(v, u):
                    mate[v], mate[u] = u, v
                    break

    def maximise(self, needed_free: int = 0, perfect: bool = False) -> int:
        """Augment until no augmenting path is left or only ``needed_free`` vertices are free.

        ``perfect``: only a perfect matching is of interest, so stop at the first free vertex from
        which no augmenting path starts (it stays free in every maximum matching: Berge, Edmonds).
        Returns the number of free vertices left.
        """
        free = [v for v in range(self.m) if self.mate[v] == -1]
        left = len(free)
        for root in free:
            if left <= needed_free:
                break
            if self.mate[root] != -1:
                continue
            end = self._augmenting_path_end(root, [v for v in free if self.mate[v] == -1 and v != root])
            if end >= 0:
                left -= 2
            elif perfect:
                break
        return sum(1 for v in range(self.m) if self.mate[v] == -1)

    # ---- Edmonds' search from one free vertex (breadth first, blossoms contracted) ----------------
    def _augmenting_path_end(self, root: int, others_free: list[int]) -> int:
        """Find and apply an augmenting path from ``root``; return its other end, or -1.

        ``others_free`` (the other free vertices) are tried first from every outer vertex: in a
        dense graph the path is then found without scanning, or contracting, the whole graph.
        """
        m, mate, adjacent = self.m, self.mate, self.adjacent
        parent = [-1] * m
        base = list(range(m))
        used = [False] * m
        used[root] = True
        self.outer = used
        queue = [root]
        head = 0
        while head < len(queue):
            v = queue[head]
            head += 1
            for to in others_free:
                if parent[to] == -1 and base[v] != base[to] and adjacent(v, to):
                    parent[to] = v
                    self._augment(to, parent)
                    return to
            for to in range(m):
                if to == v or base[v] == base[to] or mate[v] == to or not adjacent(v, to):
                    continue
                if to == root or (mate[to] != -1 and parent[mate[to]] != -1):
                    stem = self._common_base(v, to, root, parent, base)
                    in_blossom = [False] * m
                    self._mark(v, stem, to, parent, base, in_blossom)
                    self._mark(to, stem, v, parent, base, in_blossom)
                    for i in range(m):
                        if in_blossom[base[i]]:
                            base[i] = stem
                            if not used[i]:
                                used[i] = True
                                queue.append(i)
                elif parent[to] == -1:
                    parent[to] = v
                    if mate[to] == -1:
                        self._augment(to, parent)
                        return to
                    outer = mate[to]
                    used[outer] = True
                    queue.append(outer)
                    # The new outer vertex next to a free one ends an augmenting path at once: in a
                    # dense graph that is found before the whole tree (and its blossoms) is built.
                    for end in others_free:
                        if parent[end] == -1 and base[outer] != base[end] and adjacent(outer, end):
                            parent[end] = outer
                            self._augment(end, parent)
                            return end
        return -1

    def even_reachable(self, root: int) -> list[int] | None:
        """The vertices other than the free ``root`` that an alternating path of even length
        reaches from it, or None (and the matching left as it was) when an augmenting path
        starts at ``root``."""
        saved = list(self.mate)
        others = [v for v in range(self.m) if v != root and self.mate[v] == -1]
        if self._augmenting_path_end(root, others) >= 0:
            self.mate = saved
            return None
        return [v for v in range(self.m) if self.outer[v] and v != root]

    def _common_base(self, a: int, b: int, root: int, parent: list[int], base: list[int]) -> int:
        mate = self.mate
        seen = [False] * self.m
        while True:
            a = base[a]
            seen[a] = True
            if a == root:
                break
            a = parent[mate[a]]
        while True:
            b = base[b]
            if seen[b]:
                return b
            b = parent[mate[b]]

    def _mark(
        self, v: int, stem: int, child: int, parent: list[int], base: list[int], in_blossom: list[bool]
    ) -> None:
        mate = self.mate
        while base[v] != stem:
            in_blossom[base[v]] = in_blossom[base[mate[v]]] = True
            parent[v] = child
            child = mate[v]
            v = parent[mate[v]]

    def _augment(self, end: int, parent: list[int]) -> None:
        mate = self.mate
        v = end
        while v != -1:
            pv = parent[v]
            nxt = mate[pv]
            mate[v], mate[pv] = pv, v
            v = nxt


def completable(
    count: int, adjacent: Adjacent, bye_candidates: Sequence[int] | None, seed: Sequence[int] | None = None
) -> list[int] | None:
    """A perfect matching of the ``count`` players, or None when there is none.

    ``bye_candidates`` (for an odd count): the players who may be left unpaired (the PAB). The
    result then maps the unpaired player to -1. ``seed``: an optional starting matching (``seed[v]``
    a partner or -1); pairs of it that are not adjacent are ignored.
    """
    odd = count % 2 == 1
    if odd and not bye_candidates:
        return None
    dummy = count
    allowed = set(bye_candidates or ())

    def adjacent_or_bye(i: int, j: int) -> bool:
        if i == dummy:
            return j in allowed
        if j == dummy:
            return i in allowed
        return adjacent(i, j)

    size = count + 1 if odd else count
    matcher = CardinalityMatcher(size, adjacent_or_bye)
    if seed is not None:
        mate = matcher.mate
        for v, u in enumerate(seed):
            if 0 <= u < count and u != v and mate[v] == -1 and mate[u] == -1 and seed[u] == v:
                mate[v], mate[u] = u, v
    matcher.greedy()
    if matcher.maximise(perfect=True) > 0:
        return None
    return [(-1 if u == dummy else u) for u in matcher.mate[:count]]
