"""The weighted-matching fallback of the bracket search (C.04.5 art. 3.6.2 with [C8]; C.04.6 art. 3.6.4
with [C8]-[C10]) by edge pricing (``engine.double_swiss.priced_matching``, ``pair_bracket(...,
class_proof=False)``) against the earlier route, the weighted matching over every pair listed and
solved anew at each answer (``dense=True``), and, on brackets small enough, against every pairing
enumerated here."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

from engine.double_swiss import procedure
from engine.double_swiss.bracket_classes import CostClasses, tight_graph
from engine.double_swiss.bracket_graph import BracketGraph
from engine.double_swiss.legal import cheapest_perfect_matching
from engine.double_swiss.priced_matching import PricedBracket, cheapest_priced
from engine.double_swiss.procedure import identifier, pair_bracket
from engine.double_swiss.state import MatchPlayer
from engine.errors import NoLegalPairingError
from engine.model import PairingNumber as N
from engine.team_swiss.colours import NO_PREFERENCE
from engine.team_swiss.criteria import TeamCriteria
from engine.team_swiss.state import TeamState
from tests.test_class_duals import first_of_least_cost, random_bracket


def odd_bracket(rng: random.Random, size: int) -> tuple[list[int], TeamCriteria, frozenset[int]]:
    """No colour preferences, every resident floated in the previous round, an odd number of
    upfloaters who did not, some opponents met: the classes' fractional pairing (residents among
    themselves, upfloaters among themselves) cannot be reached, so their duals prove nothing and
    the weighted matching's keep a blossom's (the bracket of ``bench/team_speed.py --kind odd``)."""
    numbers = sorted(rng.sample(range(1, 3 * size), size))
    met: dict[int, set[int]] = {n: set() for n in numbers}
    for a, b in itertools.combinations(numbers, 2):
        if rng.random() < 0.12:
            met[a].add(b)
            met[b].add(a)
    count = rng.choice([u for u in (1, 3, 5) if u < size])
    ups = frozenset(rng.sample(numbers, count))
    teams = [
        TeamState(
            MatchPlayer(N(n), Fraction(2), frozenset(N(m) for m in met[n]), False, 3, (), n not in ups),
            None,
            NO_PREFERENCE,
        )
        for n in numbers
    ]
    return numbers, TeamCriteria(teams, False, frozenset()), ups


def both_ways(numbers: list[int], criteria: TeamCriteria, ups: frozenset[int]) -> tuple[object, object]:
    """The bracket paired by the priced route and by the earlier one (or the error each raised)."""
    found = []
    for dense in (False, True):
        try:
            found.append(pair_bracket(numbers, ups, criteria, {}, class_proof=False, dense=dense))
        except NoLegalPairingError:
            found.append(NoLegalPairingError)
    return found[0], found[1]


def test_the_priced_route_pairs_random_brackets_as_the_weighted_matching_over_every_pair() -> None:
    """Random Type B brackets (those of ``tests/test_class_duals.py``) and brackets whose classes
    prove nothing: the same pairing both ways, and on the small ones the first identifier of least
    cost found by brute force."""
    rng = random.Random(41)
    compared = unproved = enumerated = 0
    for trial in range(500):
        size = 2 * rng.randint(2, 5) if trial % 3 == 0 else 2 * rng.randint(8, 30)
        make = odd_bracket if trial % 2 else random_bracket
        numbers, criteria, ups = make(rng, size)
        priced, dense = both_ways(numbers, criteria, ups)
        assert priced == dense, (trial, numbers, sorted(ups))
        if priced is NoLegalPairingError:
            continue
        compared += 1
        if tight_graph(criteria, CostClasses(numbers, criteria, ups), {}) is None:
            unproved += 1
        if size <= 10:
            assert isinstance(priced, tuple)
            assert identifier(priced) == first_of_least_cost(numbers, criteria, ups)
            enumerated += 1
    assert compared > 400 and unproved > 100 and enumerated > 100


def test_the_search_meets_a_blossom_and_needs_no_weighted_matching_per_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On a bracket whose weighted matching keeps a blossom's dual (the odd one above, 120 teams),
    the answers come from the tight pairs, their cost checked, and the places' bound: the weighted
    matching is solved twice here, not at each answer the held pairing does not give (the earlier
    route solved it 17 times)."""
    numbers, criteria, ups = odd_bracket(random.Random(7), 120)
    solved = []
    original = procedure.cheapest_priced

    def counted(*args: object, **kwargs: object) -> object:
        found = original(*args, **kwargs)  # type: ignore[arg-type]
        solved.append(found is not None and not found.exact)
        return found

    monkeypatch.setattr(procedure, "cheapest_priced", counted)
    priced = pair_bracket(numbers, ups, criteria, {}, class_proof=False)
    assert solved[0]  # the first matching keeps a blossom's dual
    assert len(solved) <= 3
    assert priced == pair_bracket(numbers, ups, criteria, {}, class_proof=False, dense=True)


def test_cheapest_priced_finds_the_least_cost_of_every_allowed_pair() -> None:
    """``cheapest_priced`` against the weighted matching over every pair listed
    (``legal.cheapest_perfect_matching``), on random classes, costs and barred pairs, with and
    without the identifier search's choices cutting pairs."""
    rng = random.Random(43)
    checked = blossoms = 0
    for _ in range(300):
        size = 2 * rng.randint(1, 20)
        classes = rng.randint(1, 4)
        kinds = [rng.randrange(classes) for _ in range(size)]
        table = [[0] * classes for _ in range(classes)]
        for k in range(classes):
            for m in range(k, classes):
                table[k][m] = table[m][k] = rng.choice((0, 0, 1, 2, 5))
        partners = [((1 << size) - 1) ^ (1 << i) for i in range(size)]
        for i, j in itertools.combinations(range(size), 2):
            if rng.random() < 0.15:
                partners[i] &= ~(1 << j)
                partners[j] &= ~(1 << i)
        numbers = list(range(1, size + 1))
        allowed = BracketGraph(numbers, partners)
        if rng.random() < 0.5:
            for n in rng.sample(numbers, size // 3):
                allowed.choose(n, rng.random() < 0.5)
        costs = [
            (numbers[i], numbers[j], table[kinds[i]][kinds[j]])
            for i, j in itertools.combinations(range(size), 2)
            if allowed.adjacent(i) >> j & 1
        ]
        reference = cheapest_perfect_matching(numbers, costs)
        found = cheapest_priced(PricedBracket(kinds, table), allowed, {})
        if reference is None:
            assert found is None
            continue
        assert found is not None and found.cost == reference[1]
        assert all(allowed.adjacent(i) >> m & 1 for i, m in enumerate(found.mate))
        assert found.cost == sum(table[kinds[i]][kinds[m]] for i, m in enumerate(found.mate) if i < m)
        assert all(found.tight[i] >> m & 1 for i, m in enumerate(found.mate))  # its pairs are tight
        checked += 1
        blossoms += not found.exact
    assert checked > 200 and blossoms > 5


@pytest.mark.parametrize(
    ("make", "class_proof", "dense"),
    [
        (odd_bracket, True, False),  # the classes prove nothing: the priced route after them
        (random_bracket, False, False),  # the priced route forced
        (odd_bracket, False, True),  # the dense route
    ],
)
def test_a_bracket_s_cost_classes_are_found_once(
    monkeypatch: pytest.MonkeyPatch, make: object, class_proof: bool, dense: bool
) -> None:
    """On each route to the weighted matching the cost pairs are asked of the bracket's cost classes
    (``bracket_classes.CostClasses``), found once: each member asked his class once, not once by
    each of the bound, the classes' proof and the matching."""
    numbers, criteria, ups = make(random.Random(12), 40)  # type: ignore[operator]
    asked: list[int] = []
    original = TeamCriteria.cost_class

    def counted(self: TeamCriteria, upfloaters: frozenset[int], a: int) -> object:
        asked.append(a)
        return original(self, upfloaters, a)

    monkeypatch.setattr(TeamCriteria, "cost_class", counted)
    pair_bracket(numbers, ups, criteria, {}, class_proof=class_proof, dense=dense)
    assert sorted(asked) == numbers


def test_the_priced_matching_starts_from_the_classes_duals() -> None:
    """On brackets whose least cost the classes prove, the solver's start (the classes' duals and a
    perfect matching of the pairs they make tight) is already optimal: its tight pairs are those of
    the classes' proof (``tight_graph``), with no augmentation that would move a dual."""
    rng = random.Random(53)
    proved = 0
    for _ in range(120):
        numbers, criteria, ups = random_bracket(rng, 2 * rng.randint(5, 20))
        classes = CostClasses(numbers, criteria, ups)
        found = tight_graph(criteria, classes, {})
        if found is None:
            continue
        allowed = procedure.free_graph(numbers, criteria, None)
        priced = cheapest_priced(PricedBracket(classes.kinds, classes.table, classes.duals()), allowed, {})
        assert priced is not None and priced.cost == found[2]
        assert priced.tight == found[0].partners
        proved += 1
    assert proved > 50
