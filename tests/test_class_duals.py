"""The least cost of a bracket proved from its cost classes (``engine.double_swiss.class_duals`` and
``procedure.tight_graph``): checked against every pairing of the bracket enumerated here, its cost
asked pair by pair."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from fractions import Fraction

from engine.double_swiss.class_duals import class_duals
from engine.double_swiss.procedure import Criteria, tight_graph
from engine.double_swiss.state import MatchPlayer
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
            found = tight_graph(numbers, criteria, ups, {})
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
