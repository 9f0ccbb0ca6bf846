"""The parts the Dutch engine's shortcuts are built from, against brute force on small cases.

- :func:`completable` (cardinality matching with a PAB candidate left over) must find a perfect
  matching exactly when one exists;
- :func:`max_weight_matching_doubled` must reach the best matching weight;
- :func:`first_optimal_transposition`, when it answers, must give the first candidate in the
  order of art. 4 among the best ones, with no better candidate using exchanges;
- the [C4] field of an edge below the next bracket sits where :class:`Layout` says.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.dutch.completion import completable
from engine.dutch.matching import max_weight_matching, max_weight_matching_doubled
from engine.dutch.process import RoundPairer
from engine.dutch.state import Float, PlayerState
from engine.dutch.transposition import first_optimal_transposition
from engine.dutch.weights import EdgeContext, completion_field, edge_weight, make_layout
from engine.model import Colour, PairingNumber
from tests.test_dutch_matching import graphs


def _perfect_matchings(vertices: list[int], allowed: set[frozenset[int]]) -> list[list[tuple[int, int]]]:
    if not vertices:
        return [[]]
    first, rest = vertices[0], vertices[1:]
    out = []
    for i, other in enumerate(rest):
        if frozenset((first, other)) in allowed:
            for tail in _perfect_matchings(rest[:i] + rest[i + 1 :], allowed):
                out.append([(first, other), *tail])
    return out


@st.composite
def graphs_with_candidates(draw: st.DrawFn) -> tuple[int, set[frozenset[int]], list[int]]:
    n = draw(st.integers(0, 9))
    density = draw(st.sampled_from([0.2, 0.5, 0.9]))
    edges = {frozenset((a, b)) for a in range(n) for b in range(a + 1, n) if draw(st.floats(0, 1)) < density}
    candidates = sorted(draw(st.sets(st.integers(0, max(n - 1, 0)), max_size=n))) if n else []
    return n, edges, candidates


@settings(max_examples=400, deadline=None)
@given(graphs_with_candidates())
def test_completable_finds_a_complete_pairing_exactly_when_one_exists(
    case: tuple[int, set[frozenset[int]], list[int]],
) -> None:
    n, edges, candidates = case
    odd = n % 2 == 1
    if odd:
        exists = any(_perfect_matchings([v for v in range(n) if v != c], edges) for c in candidates)
    else:
        exists = bool(_perfect_matchings(list(range(n)), edges))
    got = completable(n, lambda a, b: frozenset((a, b)) in edges, candidates if odd else None)
    assert (got is not None) == exists
    if got is not None:
        unpaired = [v for v in range(n) if got[v] == -1]
        assert len(unpaired) == int(odd)
        if odd:
            assert unpaired[0] in candidates
        for v, m in enumerate(got):
            if m >= 0:
                assert got[m] == v and frozenset((v, m)) in edges


@settings(max_examples=300, deadline=None)
@given(graphs())
def test_doubled_matching_reaches_the_best_weight(case: tuple[int, dict[tuple[int, int], int]]) -> None:
    n, w = case
    got = max_weight_matching_doubled(n, w)
    reference = max_weight_matching(n, w)

    def total(mate: list[int]) -> int:
        return sum(w[(a, mate[a])] for a in range(n) if mate[a] > a)

    assert all(got[got[v]] == v for v in range(n) if got[v] >= 0)
    assert total(got) == total(reference)


@st.composite
def brackets(draw: st.DrawFn) -> tuple[int, dict[frozenset[int], int], list[int] | None]:
    size = draw(st.integers(2, 7))
    values = st.sampled_from([0, 5, 6, 7, 9]) if draw(st.booleans()) else st.integers(0, 40)
    w = {frozenset((a, b)): draw(values) for a in range(size) for b in range(a + 1, size)}
    floats = [draw(st.integers(0, 6)) for _ in range(size)] if size % 2 else None
    return size, w, floats


def _brute_force(
    size: int, w: dict[frozenset[int], int], floats: list[int] | None
) -> tuple[int, list[tuple[tuple[int, ...], int]]]:
    """The best weight over every candidate, and every allowed transposition of S2 with its weight,
    in lexicographic order (art. 4.2.2)."""
    k = size // 2
    s1, s2 = list(range(k)), list(range(k, size))
    players = list(range(size)) + ([size] if floats is not None else [])

    def weight(a: int, b: int) -> int:
        if b == size:
            assert floats is not None
            return floats[a]
        return w[frozenset((a, b))]

    allowed = {frozenset(p) for p in itertools.combinations(players, 2) if size in p or weight(*p) > 0}
    matchings = _perfect_matchings(players, allowed)
    best_any = max((sum(weight(min(p), max(p)) for p in m) for m in matchings), default=-1)
    transpositions = []
    for perm in itertools.permutations(s2):
        if any(w[frozenset((a, b))] <= 0 for a, b in zip(s1, perm, strict=False)):
            continue
        value = sum(w[frozenset((a, b))] for a, b in zip(s1, perm, strict=False))
        if floats is not None:
            value += floats[perm[k]]
        transpositions.append((perm, value))
    return best_any, transpositions


@settings(max_examples=400, deadline=None)
@given(brackets())
def test_first_optimal_transposition_against_brute_force(
    case: tuple[int, dict[frozenset[int], int], list[int] | None],
) -> None:
    size, w, floats = case
    k = size // 2
    s1, s2 = list(range(k)), list(range(k, size))
    got = first_optimal_transposition(
        s1, s2, lambda a, b: w[frozenset((a, b))], None if floats is None else floats.__getitem__
    )
    best_any, transpositions = _brute_force(size, w, floats)
    if got is None:
        return  # the general path decides; nothing was claimed
    pairs = [(a, b) for a, b in got if b >= 0]
    floater = [a for a, b in got if b < 0]
    total = sum(w[frozenset(p)] for p in pairs) + (floats[floater[0]] if floats is not None else 0)
    # Best among every candidate, exchanges included...
    assert total == best_any == max(value for _perm, value in transpositions)
    # ...and the first such transposition in lexicographic order of S2 (art. 4.2.2).
    first = next(perm for perm, value in transpositions if value == best_any)
    assert [b for _a, b in pairs] == list(first[:k])
    if floats is not None:
        assert floater == [first[k]]


def test_first_optimal_transposition_answers_in_a_plain_case() -> None:
    """Equal weights everywhere: the first candidate (S1[i] - S2[i]) is best and is found."""
    got = first_optimal_transposition([0, 1, 2], [3, 4, 5], lambda a, b: 7)
    assert got == [(0, 3), (1, 4), (2, 5)]


def test_first_optimal_transposition_transposes_around_a_forbidden_pair() -> None:
    """0-3 may not meet: the first transposition gives 0 the next S2 player (art. 4.2.2)."""

    def weight(a: int, b: int) -> int:
        return 0 if {a, b} == {0, 3} else 7

    assert first_optimal_transposition([0, 1, 2], [3, 4, 5], weight) == [(0, 4), (1, 3), (2, 5)]


def _state(number: int, eligible: bool, score: str) -> PlayerState:
    return PlayerState(
        number=PairingNumber(number),
        rank=number - 1,
        score=Fraction(score),
        pairing_score=Fraction(score),
        colours=(Colour.WHITE,),
        preference=Colour.BLACK,
        absolute=False,
        strong=True,
        imbalance=1,
        repeated=Colour.NONE,
        bye_eligible=eligible,
        played_games=1,
        float_1=Float.NONE,
        float_2=Float.NONE,
        forbidden=frozenset(),
    )


def test_completion_field_is_where_the_layout_says() -> None:
    """An edge whose lower player is below the next bracket weighs its [C4] field only, in place."""
    players = [_state(1, True, "2"), _state(2, False, "1"), _state(3, True, "1"), _state(4, True, "0")]
    for played in (1, 2, 5):
        layout = make_layout(players, played)
        ctx = EdgeContext(False, False, Fraction(0), False, {})
        for a, b in itertools.combinations(players, 2):
            expected = completion_field(a, b, Fraction(0)) << layout.completion_shift
            assert edge_weight(a, b, ctx, layout, lambda _x, _y: True) == expected


def test_the_pairers_completion_part_follows_the_pab_score() -> None:
    """[C4] (with [C2]/[C5]): 1 plus 1 for each of the two players who may not receive the PAB (not
    eligible, or above the PAB score), in place; the pairer reads each player's share once per PAB
    score, so a changed score must be seen."""
    players = [_state(1, True, "2"), _state(2, False, "1"), _state(3, True, "1"), _state(4, True, "0")]
    pairer = RoundPairer(players, 1, None)
    for bye_score in (None, Fraction(0), Fraction(1), Fraction(0), None, Fraction(2)):
        pairer.bye_score = bye_score
        for a, b in itertools.combinations(range(4), 2):
            barred = sum(
                1
                for p in (players[a], players[b])
                if not p.bye_eligible or (bye_score is not None and p.pairing_score > bye_score)
            )
            assert pairer._completion_weight(a, b) == (1 + barred) << pairer.layout.completion_shift
