"""A weighted graph whose maximum-weight matching is kept up to date as its edges change.

The Burstein pairing (``engine.burstein.process``) changes a few edges at a time and asks for the
best matching again, hundreds of times a round. Only the connected components touched since the last
answer are matched again (:func:`engine.dutch.matching.max_weight_matching`, the matching shared with
the Dutch engine); the others keep their matching, which is still a best one.
"""

from __future__ import annotations

from engine.dutch.matching import max_weight_matching


class MatchingGraph:
    """Vertices ``0..n-1``; an edge of weight 0 is no edge."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.edges: list[dict[int, int]] = [{} for _ in range(n)]
        self.mate: list[int] = [-1] * n
        self._dirty: set[int] = set()

    def set_edge(self, a: int, b: int, weight: int) -> None:
        """Give the edge a-b ``weight`` (0 removes it)."""
        if weight:
            self.edges[a][b] = weight
            self.edges[b][a] = weight
        else:
            self.edges[a].pop(b, None)
            self.edges[b].pop(a, None)
        self._dirty.add(a)
        self._dirty.add(b)

    def fix_pair(self, a: int, b: int) -> None:
        """Keep a-b in every later matching: their other edges removed, theirs of weight 1."""
        for v in (a, b):
            for u in list(self.edges[v]):
                self.set_edge(v, u, 0)
        self.set_edge(a, b, 1)

    def compute(self) -> list[int]:
        """A maximum-weight matching: ``mate[v]`` the vertex matched to v, or -1."""
        seen: set[int] = set()
        for start in sorted(self._dirty):
            if start in seen:
                continue
            component = [start]
            seen.add(start)
            k = 0
            while k < len(component):
                for u in self.edges[component[k]]:
                    if u not in seen:
                        seen.add(u)
                        component.append(u)
                k += 1
            component.sort()
            self._match(component)
        self._dirty.clear()
        return self.mate

    def _match(self, component: list[int]) -> None:
        local = {v: i for i, v in enumerate(component)}
        weights = {(local[v], local[u]): w for v in component for u, w in self.edges[v].items() if v < u}
        mate = max_weight_matching(len(component), weights)
        for i, v in enumerate(component):
            self.mate[v] = component[mate[i]] if mate[i] >= 0 else -1
