"""The graphs whose best matchings pair a Burstein round, behind one interface.

:class:`engine.burstein.process.RoundProcess` changes the edges of a vertex or two at a time and asks
for a maximum-weight matching again, hundreds of times a round. The pairing uses
:class:`engine.burstein.dynamic_matching.DynamicMatching`, which keeps the matching and its duals and
repairs only what a change disturbed. :class:`ScratchMatchingGraph` is the definition it is tested
against: each connected component touched since the last answer is matched again from scratch
(:func:`engine.dutch.matching.max_weight_matching`, shared with the Dutch engine); O(n^3) per
answer, so for the tests and small events only.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from engine.dutch.matching import max_weight_matching


class MatchingGraph(Protocol):
    """Vertices ``0..n-1``; an edge of weight 0 is no edge."""

    def set_edge(self, vertex: int, other: int, weight: int) -> None:
        """Give the edge vertex-other ``weight`` (0 removes it); ``vertex`` is the one changed."""

    def set_edges(self, vertex: int, weights: Iterable[tuple[int, int]]) -> None:
        """:meth:`set_edge` of ``vertex`` to each ``(other, weight)``, in turn."""

    def clear_vertex(self, vertex: int, keep: int | None = None) -> None:
        """Remove every edge of ``vertex`` but the one to ``keep``."""

    def restart(self, vertices: Iterable[int]) -> None:
        """A hint: most edges of ``vertices`` are about to change (the answer stays the same)."""

    def compute(self) -> list[int]:
        """A maximum-weight matching: ``mate[v]`` the vertex matched to v, or -1."""


class ScratchMatchingGraph:
    """A :class:`MatchingGraph` matched again from scratch, component by component."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.edges: list[dict[int, int]] = [{} for _ in range(n)]
        self.mate: list[int] = [-1] * n
        self._dirty: set[int] = set()

    def set_edge(self, vertex: int, other: int, weight: int) -> None:
        if weight > 0:
            self.edges[vertex][other] = weight
            self.edges[other][vertex] = weight
        else:
            self.edges[vertex].pop(other, None)
            self.edges[other].pop(vertex, None)
        self._dirty.add(vertex)
        self._dirty.add(other)

    def set_edges(self, vertex: int, weights: Iterable[tuple[int, int]]) -> None:
        for other, weight in weights:
            self.set_edge(vertex, other, weight)

    def clear_vertex(self, vertex: int, keep: int | None = None) -> None:
        for u in list(self.edges[vertex]):
            if u != keep:
                self.set_edge(vertex, u, 0)
        self._dirty.add(vertex)

    def restart(self, vertices: Iterable[int]) -> None:
        """Nothing to do: every answer starts from scratch."""

    def compute(self) -> list[int]:
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
        return list(self.mate)

    def _match(self, component: list[int]) -> None:
        local = {v: i for i, v in enumerate(component)}
        weights = {(local[v], local[u]): w for v in component for u, w in self.edges[v].items() if v < u}
        mate = max_weight_matching(len(component), weights)
        for i, v in enumerate(component):
            self.mate[v] = component[mate[i]] if mate[i] >= 0 else -1
