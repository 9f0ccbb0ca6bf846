"""The blossom matching against brute force on small random graphs."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.dutch.matching import max_weight_matching, max_weight_near_perfect_matching


def _brute_force(n: int, weights: dict[tuple[int, int], int]) -> int:
    edges = sorted(weights.items())
    best = 0

    def walk(start: int, used: frozenset[int], total: int) -> None:
        nonlocal best
        best = max(best, total)
        for k in range(start, len(edges)):
            (a, b), w = edges[k]
            if a not in used and b not in used:
                walk(k + 1, used | {a, b}, total + w)

    walk(0, frozenset(), 0)
    return best


@st.composite
def graphs(draw: st.DrawFn) -> tuple[int, dict[tuple[int, int], int]]:
    n = draw(st.integers(min_value=0, max_value=8))
    weights: dict[tuple[int, int], int] = {}
    for a in range(n):
        for b in range(a + 1, n):
            if draw(st.booleans()):
                weights[(a, b)] = draw(
                    st.one_of(st.integers(1, 6), st.integers(1, 10**6), st.integers(1, 2**90))
                )
    return n, weights


@settings(max_examples=400, deadline=None)
@given(graphs())
def test_matching_is_maximum_and_consistent(graph: tuple[int, dict[tuple[int, int], int]]) -> None:
    n, weights = graph
    mate = max_weight_matching(n, weights)
    assert len(mate) == n
    total = 0
    for v, m in enumerate(mate):
        if m >= 0:
            assert mate[m] == v
            if v < m:
                total += weights[(v, m)]
    assert total == _brute_force(n, weights)


def test_blossom_example() -> None:
    """An odd cycle with a stem: the optimum needs a blossom."""
    weights = {(0, 1): 8, (1, 2): 9, (0, 2): 10, (2, 3): 7}
    mate = max_weight_matching(4, weights)
    assert mate == [1, 0, 3, 2]


def test_prefers_weight_over_cardinality() -> None:
    assert max_weight_matching(4, {(0, 1): 1, (1, 2): 10, (2, 3): 1}) == [-1, 2, 1, -1]


def _brute_force_near_perfect(n: int, weights: dict[tuple[int, int], int]) -> int | None:
    """Best weight among matchings that leave at most one vertex unmatched (None: none exists)."""
    edges = sorted(weights.items())
    best: int | None = None

    def walk(start: int, used: frozenset[int], total: int, pairs: int) -> None:
        nonlocal best
        if pairs == n // 2 and (best is None or total > best):
            best = total
        for k in range(start, len(edges)):
            (a, b), w = edges[k]
            if a not in used and b not in used:
                walk(k + 1, used | {a, b}, total + w, pairs + 1)

    walk(0, frozenset(), 0, 0)
    return best


@settings(max_examples=400, deadline=None)
@given(graphs())
def test_near_perfect_matching_is_best_among_near_perfect(
    graph: tuple[int, dict[tuple[int, int], int]],
) -> None:
    n, weights = graph
    best = _brute_force_near_perfect(n, weights)
    mate = max_weight_near_perfect_matching(n, weights)
    for v, m in enumerate(mate):
        if m >= 0:
            assert mate[m] == v
    if best is None:
        return
    assert sum(1 for m in mate if m < 0) == n % 2
    assert sum(weights[(v, m)] for v, m in enumerate(mate) if v < m) == best
