"""The bipartite tight-pair searches of the first optimal transposition (C.04.3 art. 4.2.2) against
brute force: :func:`perfect_tight_matching` finds a perfect matching exactly when one exists, and
:func:`lexicographic_first` gives the lexicographically first one from any perfect matching, on
graphs listed pair by pair and on graphs by kinds with pairs that may not meet."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.dutch.tight_pairs import KindTight, ListedTight, lexicographic_first, perfect_tight_matching

KindCase = tuple[list[int], list[int], set[tuple[int, int]], set[tuple[int, int]]]
"""Row kind of each left vertex, column kind of each right vertex, the tight pairs of kinds, the
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
    tight = {(r, c) for r in range(rows) for c in range(cols) if draw(st.booleans()) or draw(st.booleans())}
    pairs = list(itertools.product(range(size), repeat=2))
    apart = set(draw(st.lists(st.sampled_from(pairs), max_size=size + 1)))
    return row_of, col_of, tight, apart


def _kind_graph(case: KindCase) -> tuple[KindTight, set[tuple[int, int]]]:
    """The graph of ``case`` and its tight pairs of vertices."""
    row_of, col_of, tight, apart = case
    left_members: dict[int, list[int]] = {}
    for i, r in enumerate(row_of):
        left_members.setdefault(r, []).append(i)
    right_members: dict[int, list[int]] = {}
    for j, c in enumerate(col_of):
        right_members.setdefault(c, []).append(j)
    table = {(r, c): (r, c) in tight for r in left_members for c in right_members}
    graph = KindTight(right_members, left_members, row_of, col_of, table, lambda i, j: (i, j) not in apart)
    size = len(row_of)
    edges = {
        (i, j)
        for i in range(size)
        for j in range(size)
        if (row_of[i], col_of[j]) in tight and (i, j) not in apart
    }
    return graph, edges


@settings(max_examples=400, deadline=None)
@given(kind_graphs())
def test_the_tight_matching_by_kinds_is_perfect_when_one_exists(case: KindCase) -> None:
    graph, edges = _kind_graph(case)
    size = len(case[0])
    found = perfect_tight_matching(size, graph)
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


@settings(max_examples=400, deadline=None)
@given(
    st.integers(1, 7).flatmap(
        lambda size: st.tuples(
            st.just(size),
            st.sets(st.tuples(st.integers(0, size - 1), st.integers(0, size - 1))),
            st.randoms(use_true_random=False),
        )
    )
)
def test_the_first_listed_matching_is_the_lexicographically_first(
    case: tuple[int, set[tuple[int, int]], object],
) -> None:
    size, edges, rng = case
    matchings = _perfect_matchings(size, edges)
    if not matchings:
        return
    start = list(rng.choice(matchings))  # type: ignore[attr-defined]
    graph = ListedTight([sorted(j for j in range(size) if (i, j) in edges) for i in range(size)])
    assert lexicographic_first(size, graph, start) == list(matchings[0])
