"""The least cost of a bracket proved from its cost classes (``engine.double_swiss.class_duals`` and
``bracket_classes.tight_graph``): checked against every pairing of the bracket enumerated here, its cost
asked pair by pair."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from fractions import Fraction

import pytest

from engine.double_swiss.bracket_classes import CostClasses, free_graph, tight_graph
from engine.double_swiss.class_duals import class_duals
from engine.double_swiss.procedure import Criteria, identifier, pair_bracket
from engine.double_swiss.state import MatchPlayer
from engine.errors import NoLegalPairingError
from engine.model import Colour
from engine.model import PairingNumber as N
from engine.team_swiss.colours import NO_PREFERENCE, Preference
from engine.team_swiss.criteria import TeamCriteria
from engine.team_swiss.state import TeamState

W, B = Colour.WHITE, Colour.BLACK
PREFERENCES = [NO_PREFERENCE, Preference(W), Preference(B), Preference(W, True), Preference(B, True)]


def pairings(members: list[int]) -> Iterator[list[tuple[int, int]]]:
    """Every way to pair ``members`` (each pair smaller first)."""
    if not members:
        yield []
        return
    first, rest = members[0], members[1:]
    for b in rest:
        for others in pairings([x for x in rest if x != b]):
            yield [(first, b), *others]


def test_class_duals_bound_every_pair_and_reach_the_fractional_least() -> None:
    """Two classes of sizes 3 and 1: the lone member meets the others at 5, two of the three meet at
    1 (6 in all, which no dual sum exceeds); classes that may not meet have no duals."""
    duals = class_duals([3, 1], [[1, 5], [5, None]])
    assert duals is not None
    assert duals[0] + duals[0] <= 2 and duals[0] + duals[1] <= 10
    assert 3 * duals[0] + duals[1] == 2 * 6
    assert class_duals([1, 1], [[None, None], [None, None]]) is None
    assert class_duals([2, 2], [[2, 0], [0, 0]]) is not None


def test_the_tight_graph_holds_exactly_the_cheapest_pairings() -> None:
    """tight_graph, when it answers: its cost is the least of every pairing [C1] allows, its pairing
    one of them, and the pairings of its graph are exactly the pairings of that least cost."""
    rng = random.Random(34)
    proved = unproved = 0
    for _ in range(400):
        numbers = sorted(rng.sample(range(1, 40), 2 * rng.randint(1, 5)))
        met: dict[int, set[int]] = {n: set() for n in numbers}
        for a, b in itertools.combinations(numbers, 2):
            if rng.random() < 0.15:
                met[a].add(b)
                met[b].add(a)
        floated = {n: rng.random() < 0.5 for n in numbers}
        ups = frozenset(n for n in numbers if rng.random() < 0.4)
        forbidden = frozenset(frozenset(p) for p in itertools.combinations(numbers, 2) if rng.random() < 0.03)
        teams = [
            TeamState(
                MatchPlayer(N(n), Fraction(1), frozenset(N(m) for m in met[n]), False, 1, (W,), floated[n]),
                None,
                rng.choice(PREFERENCES),
            )
            for n in numbers
        ]
        players = [t.core for t in teams]
        for criteria in (TeamCriteria(teams, False, forbidden), Criteria(players, False, forbidden)):
            allowed = [p for p in pairings(numbers) if all(criteria.c1_may_meet(a, b) for a, b in p)]
            costs = {tuple(p): sum(criteria.c8_cost(ups, a, b) for a, b in p) for p in allowed}
            found = tight_graph(criteria, CostClasses(numbers, criteria, ups), {})
            if not costs:  # no pairing at all: nothing to prove
                assert found is None
                continue
            if found is None:
                unproved += 1
                continue
            proved += 1
            graph, mates, least = found
            assert least == min(costs.values())
            assert sorted(mates) == numbers and all(mates[mates[a]] == a for a in numbers)
            held = tuple(sorted((a, b) for a, b in mates.items() if a < b))
            assert costs[held] == least
            index = graph.index
            in_graph = {p for p in costs if all(graph.partners[index[a]] >> index[b] & 1 for a, b in p)}
            assert in_graph == {p for p, c in costs.items() if c == least}
    assert proved > 400 and unproved < proved  # the proof is exercised, and usually found


def random_bracket(rng: random.Random, size: int) -> tuple[list[int], TeamCriteria, frozenset[int]]:
    """A bracket of ``size`` teams of one score: random colour preferences (Type B), opponents already
    met, floaters of the previous round and upfloaters."""
    numbers = sorted(rng.sample(range(1, 4 * size), size))
    met: dict[int, set[int]] = {n: set() for n in numbers}
    for a, b in itertools.combinations(numbers, 2):
        if rng.random() < 0.1:
            met[a].add(b)
            met[b].add(a)
    weights = [rng.randint(0, 6) for _ in PREFERENCES]
    weights[rng.randrange(len(weights))] += 1
    floated = rng.random()
    teams = [
        TeamState(
            MatchPlayer(
                N(n), Fraction(2), frozenset(N(m) for m in met[n]), False, 3, (W,), rng.random() < floated
            ),
            None,
            rng.choices(PREFERENCES, weights=weights)[0],
        )
        for n in numbers
    ]
    ups = frozenset(n for n in numbers if rng.random() < 0.3)
    return numbers, TeamCriteria(teams, False, frozenset()), ups


def first_of_least_cost(
    numbers: list[int], criteria: TeamCriteria, ups: frozenset[int]
) -> tuple[int, ...] | None:
    """3.6.2 by brute force: the first identifier among the pairings [C1] allows of least cost."""
    allowed = [p for p in pairings(numbers) if all(criteria.c1_may_meet(a, b) for a, b in p)]
    if not allowed:
        return None
    costs = [sum(criteria.c8_cost(ups, a, b) for a, b in p) for p in allowed]
    least = min(costs)
    return min(identifier(p) for p, c in zip(allowed, costs, strict=True) if c == least)


def test_the_weighted_matching_pairs_a_bracket_as_the_class_proof_does() -> None:
    """The two ways the bracket search learns its least cost give the same pairing: the cost classes'
    duals (``tight_graph``) and the weighted matching over every pair, which is taken when the classes
    prove nothing (here also forced, ``class_proof=False``, to compare both on the same brackets). On
    brackets small enough to enumerate, both are the first identifier of least cost found by brute
    force, the brackets the classes could not prove among them."""
    rng = random.Random(32)
    compared = unproved = enumerated = 0
    for trial in range(700):
        size = 2 * rng.randint(2, 5) if trial % 2 else 2 * rng.randint(10, 30)
        numbers, criteria, ups = random_bracket(rng, size)
        if free_graph(numbers, criteria, CostClasses(numbers, criteria, ups)).completed({}) is not None:
            continue  # least cost 0: no weighted matching either way
        try:
            proved = pair_bracket(numbers, ups, criteria, {})
        except NoLegalPairingError:
            assert first_of_least_cost(numbers, criteria, ups) is None if size <= 10 else True
            with pytest.raises(NoLegalPairingError):
                pair_bracket(numbers, ups, criteria, {}, class_proof=False)
            continue
        assert pair_bracket(numbers, ups, criteria, {}, class_proof=False) == proved
        compared += 1
        if tight_graph(criteria, CostClasses(numbers, criteria, ups), {}) is None:
            unproved += 1
        if size <= 10:
            assert identifier(proved) == first_of_least_cost(numbers, criteria, ups)
            enumerated += 1
    assert compared > 300 and enumerated > 100 and unproved > 5
