"""The matchings on kinds of players (issue 32) against the pair-by-pair solvers and brute force.

Big brackets are matched on *kinds* of players (:mod:`engine.dutch.transportation`,
:mod:`engine.dutch.sparse_matching`, the ``kinds`` of :func:`first_optimal_transposition`), never
listing every pair. Each must give what the dense solvers give on every pair: here on random graphs
whose weights depend on kinds, with pairs that may not meet scattered over them, special pairs
whose weights only break ties, odd sizes and weights of many bits.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.dutch.matching import max_weight_matching, max_weight_near_perfect_matching
from engine.dutch.sparse_matching import ImplicitGraph, doubled_implicit, near_perfect_implicit
from engine.dutch.transportation import transportation
from engine.dutch.transposition import Kinds, first_optimal_transposition
from tests.test_dutch_fast_parts import _brute_force


@st.composite
def transports(
    draw: st.DrawFn,
) -> tuple[list[int], list[int], list[list[int | None]]]:
    rows, cols = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    total = draw(st.integers(1, 7))

    def split(parts: int) -> list[int]:
        cuts = sorted(draw(st.lists(st.integers(0, total), min_size=parts - 1, max_size=parts - 1)))
        return [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]

    weights = [
        [draw(st.one_of(st.none(), st.integers(-5, 40), st.integers(1, 2**80))) for _ in range(cols)]
        for _ in range(rows)
    ]
    return split(rows), split(cols), weights


@settings(max_examples=300, deadline=None)
@given(transports())
def test_transportation_is_optimal_with_tight_duals(
    case: tuple[list[int], list[int], list[list[int | None]]],
) -> None:
    supply, demand, table = case
    found = transportation(supply, demand, lambda r, c: table[r][c])
    # Brute force: the rows and columns as single units, the best perfect assignment.
    rows = [r for r, n in enumerate(supply) for _ in range(n)]
    cols = [c for c, n in enumerate(demand) for _ in range(n)]
    best = None
    for perm in itertools.permutations(range(len(cols))):
        values = [table[r][cols[j]] for r, j in zip(rows, perm, strict=True)]
        if all(v is not None for v in values):
            total = sum(v for v in values if v is not None)
            best = total if best is None or total > best else best
    if found is None:
        assert best is None
        return
    u, v, z = found
    assert [sum(row) for row in z] == supply
    assert [sum(z[r][c] for r in range(len(supply))) for c in range(len(demand))] == demand
    value = 0
    for r, row in enumerate(table):
        for c, w in enumerate(row):
            if w is None:
                assert z[r][c] == 0
                continue
            assert u[r] + v[c] >= w
            if z[r][c]:
                assert u[r] + v[c] == w
                value += w * z[r][c]
    assert value == best
    assert (
        sum(n * x for n, x in zip(supply, u, strict=True))
        + sum(n * x for n, x in zip(demand, v, strict=True))
        == best
    )


Pairs = set[tuple[int, int]]
KindTable = dict[tuple[int, int], int]
GraphCase = tuple[int, list[int], KindTable, Pairs, dict[tuple[int, int], int]]
BracketCase = tuple[int, list[int], KindTable, Pairs, list[int] | None]


@st.composite
def kind_graphs(draw: st.DrawFn) -> GraphCase:
    """A graph on ``size`` vertices whose pairs weigh by kinds, a few pairs that may not meet, and
    a few special pairs with a tie-breaking extra (below the smallest difference of kind weights)."""
    size = draw(st.integers(2, 11))
    kinds_count = draw(st.integers(1, 4))
    kinds = [draw(st.integers(0, kinds_count - 1)) for _ in range(size)]
    unit = 1 << 12
    table: dict[tuple[int, int], int] = {}
    for a in range(kinds_count):
        for b in range(a, kinds_count):
            table[(a, b)] = draw(st.sampled_from([0, 1, 2, 3, 5, 2**40])) * unit
    pairs = list(itertools.combinations(range(size), 2))
    apart = set(draw(st.lists(st.sampled_from(pairs), max_size=size)))
    extras = {p: draw(st.integers(-20, 20)) for p in draw(st.lists(st.sampled_from(pairs), max_size=size))}
    return size, kinds, table, apart, extras


def _weight_of(
    kinds: list[int], table: KindTable, apart: Pairs, extras: dict[tuple[int, int], int]
) -> Callable[[int, int], int]:
    floor = 64

    def weight(i: int, j: int) -> int:
        a, b = sorted((kinds[i], kinds[j]))
        criteria = table[(a, b)]
        if (i, j) in apart or criteria <= 0:
            return 0
        return criteria + floor + extras.get((i, j), 0)

    return weight


def _total(mate: list[int], weight: Callable[[int, int], int]) -> tuple[int, int]:
    """(vertices left out, weight) of a matching."""
    pairs = [(v, m) for v, m in enumerate(mate) if v < m]
    return sum(1 for m in mate if m < 0), sum(weight(v, m) for v, m in pairs)


@settings(max_examples=400, deadline=None)
@given(kind_graphs(), st.booleans())
def test_implicit_matchings_weigh_what_the_dense_ones_weigh(case: GraphCase, by_kinds: bool) -> None:
    size, kinds, table, apart, extras = case
    weight = _weight_of(kinds, table, apart, extras)

    def bound(a: int, b: int) -> int:
        criteria = table[(a, b)]
        return criteria + 64 if criteria > 0 else 0

    def exact(a: int, b: int) -> int | None:
        return bound(a, b)

    dense = {(i, j): weight(i, j) for i, j in itertools.combinations(range(size), 2) if weight(i, j) > 0}
    graph = ImplicitGraph(size, kinds, weight, bound, set(extras), exact if by_kinds else None)
    for near, mine, theirs in (
        (True, near_perfect_implicit(graph), max_weight_near_perfect_matching(size, dense)),
        (False, doubled_implicit(graph), max_weight_matching(size, dense)),
    ):
        assert all(mine[m] == v for v, m in enumerate(mine) if m >= 0)
        assert all(weight(min(v, m), max(v, m)) > 0 for v, m in enumerate(mine) if m >= 0)
        if near and _total(theirs, weight)[0] > size % 2:
            # No matching leaves at most one vertex out: any answer says so (callers check).
            assert _total(mine, weight)[0] > size % 2
        else:
            assert _total(mine, weight) == _total(theirs, weight)


@st.composite
def kind_brackets(draw: st.DrawFn) -> BracketCase:
    """A bracket of players in order whose pairs weigh by kinds (the same in both orders), a few
    pairs that may not meet, and for an odd bracket what each player is worth as its downfloater."""
    size = draw(st.integers(2, 9))
    kinds_count = draw(st.integers(1, 3))
    kinds = [draw(st.integers(0, kinds_count - 1)) for _ in range(size)]
    table = {
        (a, b): draw(st.sampled_from([0, 1, 2, 3, 7, 2**50]))
        for a in range(kinds_count)
        for b in range(a, kinds_count)
    }
    pairs = list(itertools.combinations(range(size), 2))
    apart = set(draw(st.lists(st.sampled_from(pairs), max_size=size // 2 + 1)))
    floats = None
    if size % 2:
        values = [draw(st.sampled_from([0, 1, 4])) for _ in range(kinds_count)]
        floats = [values[k] for k in kinds]
    return size, kinds, table, apart, floats


@settings(max_examples=400, deadline=None)
@given(kind_brackets())
def test_first_optimal_transposition_on_kinds_is_the_pair_by_pair_one(case: BracketCase) -> None:
    size, kinds, table, apart, floats = case
    k = size // 2
    s1, s2 = list(range(k)), list(range(k, size))

    def kind_weight(a: int, b: int) -> int:
        return table[tuple(sorted((kinds[a], kinds[b])))]  # type: ignore[index]

    def meet(a: int, b: int) -> bool:
        return (min(a, b), max(a, b)) not in apart

    def weight(a: int, b: int) -> int:
        return kind_weight(a, b) if meet(a, b) else 0

    float_value = None if floats is None else floats.__getitem__
    by_kinds = first_optimal_transposition(
        s1, s2, weight, float_value, Kinds(kinds.__getitem__, kind_weight, meet, lambda a, b: True)
    )
    by_pairs = first_optimal_transposition(s1, s2, weight, float_value)
    # What the kinds do not settle goes pair by pair on a bracket this small: whenever that route
    # answers, the kinds give the same answer.
    if by_pairs is not None:
        assert by_kinds == by_pairs
    if by_kinds is None:
        return
    # The kinds may also answer where the pair-by-pair certificate declines: then the answer must
    # be the best candidate, exchanges included, and the first such transposition (art. 4.2.2).
    w = {frozenset((a, b)): weight(a, b) for a, b in itertools.combinations(range(size), 2)}
    best_any, transpositions = _brute_force(size, w, floats)
    pairs = [(a, b) for a, b in by_kinds if b >= 0]
    floater = [a for a, b in by_kinds if b < 0]
    total = sum(w[frozenset(p)] for p in pairs) + (floats[floater[0]] if floats is not None else 0)
    assert total == best_any
    first = next(perm for perm, value in transpositions if value == best_any)
    assert [b for _a, b in pairs] == list(first[:k])
    if floats is not None:
        assert floater == [first[k]]
