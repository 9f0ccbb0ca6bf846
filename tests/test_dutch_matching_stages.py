"""The blossom solver's stages clean up after themselves (engine/dutch/matching.py).

A stage clears only what it labelled (its top-level blossoms, their vertices, the free vertices it gave
a best edge, the edges it allowed), and the vertex lists of top-level blossoms are kept between
stages. These tests watch every stage of random runs: at its start every label, best edge and allowed
flag is clear, as if the arrays were made anew, and each kept list is that blossom's vertices in the
order the tree walk gives; and the answers are still maximum-weight matchings (brute force).
"""

from __future__ import annotations

import random

import pytest

from engine.dutch.blossom_forest import _FREE, BlossomForest
from engine.dutch.matching import WarmSolver, _Solver, flat_duals


class _Watched(_Solver):
    """The solver with its state checked at the start of every stage."""

    stages = 0

    def _new_stage(self) -> None:
        for b, kept in self._leaf_lists.items():
            assert self.parent[b] == -1, "a kept list of a blossom that is no longer top-level"
            assert kept == BlossomForest.leaves(self, b), "a kept list that no longer follows its blossom"
        super()._new_stage()
        _Watched.stages += 1
        live = [x for x in range(2 * self.n) if x < self.n or self.base[x] >= 0]
        assert all(self.label[x] == _FREE for x in live), "a label left from the last stage"
        assert all(e == -1 for e in self.best_edge), "a best edge left from the last stage"
        assert all(kept is None for kept in self.best_edges_of), "a blossom's best edges left"
        assert not any(self.allowed), "an edge left allowed from the last stage"


class _WatchedWarm(WarmSolver, _Watched):
    pass


def _random_graph(rng: random.Random, n: int) -> list[tuple[int, int, int]]:
    """Dense, with few distinct weights (many ties, many blossoms); weights doubled as the solver wants."""
    top = rng.choice([1, 2, 3, 50])
    return [(i, j, 2 * rng.randint(1, top)) for i in range(n) for j in range(i + 1, n) if rng.random() < 0.6]


def _best(n: int, edges: list[tuple[int, int, int]], perfect: bool) -> int | None:
    """The largest weight of a matching (with ``perfect``: of a perfect one; None: there is none)."""
    weight = {(i, j): w for i, j, w in edges}
    best: int | None = None

    def walk(v: int, used: int, total: int, free: int) -> None:
        nonlocal best
        if v == n:
            if (not perfect or free == 0) and (best is None or total > best):
                best = total
            return
        if used >> v & 1:
            walk(v + 1, used, total, free)
            return
        walk(v + 1, used | 1 << v, total, free + 1)
        for u in range(v + 1, n):
            if not used >> u & 1 and (v, u) in weight:
                walk(v + 1, used | 1 << v | 1 << u, total + weight[(v, u)], free)

    walk(0, 0, 0, 0)
    return best


def _weight(mate: list[int], edges: list[tuple[int, int, int]]) -> int:
    weight = {(i, j): w for i, j, w in edges}
    return sum(weight[(v, m)] for v, m in enumerate(mate) if v < m)


@pytest.mark.parametrize("perfect", [False, True])
def test_each_stage_starts_clear_and_the_matching_is_best(perfect: bool) -> None:
    rng = random.Random(3207 + perfect)
    _Watched.stages = 0
    for _ in range(60):
        # The perfect mode is given an even number of vertices (the callers add a vertex when odd).
        n = 2 * rng.randint(2, 5) if perfect else rng.randint(4, 11)
        edges = _random_graph(rng, n)
        if not edges:
            continue
        mate = _Watched(n, edges, perfect=perfect).run()
        best = _best(n, edges, perfect)
        if perfect and -1 in mate:
            assert best is None  # no perfect matching at all
            continue
        assert _weight(mate, edges) == best
    assert _Watched.stages > (50 if perfect else 200)  # the checks ran, over many stages


def test_a_warm_restart_starts_each_stage_clear_too() -> None:
    rng = random.Random(3209)
    _Watched.stages = 0
    for _ in range(40):
        n = 2 * rng.randint(3, 5)
        edges = _random_graph(rng, n)
        if len(edges) < 2:
            continue
        first = _WatchedWarm(n, edges[: len(edges) // 2], None)
        start = (first.run(), flat_duals(first))
        again = _WatchedWarm(n, edges, start)
        mate = again.run()
        if -1 in mate:
            assert _best(n, edges, True) is None
            continue
        assert _weight(mate, edges) == _best(n, edges, True)
    assert _Watched.stages > 50
