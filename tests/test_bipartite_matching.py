"""The bipartite matchings of :mod:`engine.bipartite_matching` (the Dutch first optimal transposition,
C.04.3 art. 4.2.2; the Dubov first legal transposition, C.04.4.1 art. 3.2.5) against brute force:
:func:`perfect_matching` finds a perfect matching exactly when one exists, and
:func:`lexicographic_first` gives the lexicographically first one from any perfect matching, on
graphs listed pair by pair, on graphs by kinds with pairs that may not meet, and on graphs given by a
predicate alone."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bipartite_matching import (
    KindGraph,
    ListedGraph,
    lexicographic_first,
    perfect_matching,
    predicate_graph,
)

KindCase = tuple[list[int], list[int], set[tuple[int, int]], set[tuple[int, int]]]
"""Row kind of each left vertex, column kind of each right vertex, the adjacent pairs of kinds, the
pairs (left, right) that may not meet."""


def _perfect_matchings(size: int, adjacent: set[tuple[int, int]]) -> list[tuple[int, ...]]:
    """Every perfect matching (right vertex of each left vertex), in lexicographic order."""
    return [
        perm
        for perm in itertools.permutations(range(size))
        if all((i, j) in adjacent for i, j in enumerate(perm))
    ]


@st.composite
def kind_graphs(draw: st.DrawFn) -> KindCase:
    size = draw(st.integers(1, 7))
    rows = draw(st.integers(1, 3))
    cols = draw(st.integers(1, 3))
    row_of = [draw(st.integers(0, rows - 1)) for _ in range(size)]
    col_of = [draw(st.integers(0, cols - 1)) for _ in range(size)]
    adjacent = {
        (r, c) for r in range(rows) for c in range(cols) if draw(st.booleans()) or draw(st.booleans())
    }
    pairs = list(itertools.product(range(size), repeat=2))
    apart = set(draw(st.lists(st.sampled_from(pairs), max_size=size + 1)))
    return row_of, col_of, adjacent, apart


def _kind_graph(case: KindCase) -> tuple[KindGraph, set[tuple[int, int]]]:
    """The graph of ``case`` and its edges."""
    row_of, col_of, adjacent, apart = case
    left_members: dict[int, list[int]] = {}
    for i, r in enumerate(row_of):
        left_members.setdefault(r, []).append(i)
    right_members: dict[int, list[int]] = {}
    for j, c in enumerate(col_of):
        right_members.setdefault(c, []).append(j)
    table = {(r, c): (r, c) in adjacent for r in left_members for c in right_members}
    graph = KindGraph(right_members, left_members, row_of, col_of, table, lambda i, j: (i, j) not in apart)
    size = len(row_of)
    edges = {
        (i, j)
        for i in range(size)
        for j in range(size)
        if (row_of[i], col_of[j]) in adjacent and (i, j) not in apart
    }
    return graph, edges


@settings(max_examples=400, deadline=None)
@given(kind_graphs())
def test_the_matching_by_kinds_is_perfect_when_one_exists(case: KindCase) -> None:
    graph, edges = _kind_graph(case)
    size = len(case[0])
    found = perfect_matching(size, graph)
    exists = bool(_perfect_matchings(size, edges))
    assert (found is not None) == exists
    if found is not None:
        assert sorted(found) == list(range(size))
        assert all((i, j) in edges for i, j in enumerate(found))


@settings(max_examples=400, deadline=None)
@given(kind_graphs(), st.randoms(use_true_random=False))
def test_the_first_matching_by_kinds_is_the_lexicographically_first(case: KindCase, rng: object) -> None:
    graph, edges = _kind_graph(case)
    size = len(case[0])
    matchings = _perfect_matchings(size, edges)
    if not matchings:
        return
    start = list(rng.choice(matchings))  # type: ignore[attr-defined]
    assert lexicographic_first(size, graph, start) == list(matchings[0])


PairSetCase = tuple[int, set[tuple[int, int]], object]
"""Vertices each side, a set of pairs (left, right), a random generator (for a perfect matching to
start from)."""


def pair_sets() -> st.SearchStrategy[PairSetCase]:
    return st.integers(1, 7).flatmap(
        lambda size: st.tuples(
            st.just(size),
            st.sets(st.tuples(st.integers(0, size - 1), st.integers(0, size - 1))),
            st.randoms(use_true_random=False),
        )
    )


@settings(max_examples=400, deadline=None)
@given(pair_sets())
def test_the_first_listed_matching_is_the_lexicographically_first(
    case: PairSetCase,
) -> None:
    size, edges, rng = case
    matchings = _perfect_matchings(size, edges)
    if not matchings:
        return
    start = list(rng.choice(matchings))  # type: ignore[attr-defined]
    graph = ListedGraph([sorted(j for j in range(size) if (i, j) in edges) for i in range(size)])
    assert lexicographic_first(size, graph, start) == list(matchings[0])


@settings(max_examples=400, deadline=None)
@given(pair_sets())
def test_the_first_matching_by_a_predicate_is_the_lexicographically_first(
    case: PairSetCase,
) -> None:
    """A graph given by a predicate alone (Dubov art. 3.2.5: the pairs that may meet): a perfect
    matching exactly when one exists, and from any perfect matching the lexicographically first."""
    size, apart, rng = case
    edges = {(i, j) for i in range(size) for j in range(size) if (i, j) not in apart}
    matchings = _perfect_matchings(size, edges)
    found = perfect_matching(size, predicate_graph(size, lambda i, j: (i, j) not in apart))
    assert (found is not None) == bool(matchings)
    if found is not None:
        assert sorted(found) == list(range(size))
        assert all((i, j) in edges for i, j in enumerate(found))
    if matchings:
        start = list(rng.choice(matchings))  # type: ignore[attr-defined]
        graph = predicate_graph(size, lambda i, j: (i, j) not in apart)
        assert lexicographic_first(size, graph, start) == list(matchings[0])
