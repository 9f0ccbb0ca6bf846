"""The bracket search's completion by augmenting paths (``engine.double_swiss.bracket_graph``) and the
bracket graphs it is given (``engine.double_swiss.bracket_classes.free_graph``): checked against every
pairing counted by brute force here, and against the criteria's own pair-by-pair answers."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction
from functools import partial

from engine.double_swiss.bracket_classes import CostClasses, free_graph
from engine.double_swiss.bracket_graph import BracketGraph
from engine.double_swiss.legal import allowed_costs
from engine.double_swiss.procedure import Criteria, bracket_costs
from engine.double_swiss.state import MatchPlayer
from engine.model import Colour
from engine.model import PairingNumber as N
from engine.team_swiss.colours import NO_PREFERENCE, Preference
from engine.team_swiss.criteria import TeamCriteria
from engine.team_swiss.state import TeamState

W, B = Colour.WHITE, Colour.BLACK


def may_pair(
    a: int, b: int, pairs: set[tuple[int, int]], top: set[int], bottom: set[int], fixed: dict[int, int]
) -> bool:
    """The identifier search's rule for one pair (procedure._IdentifierSearch.allowed), written out."""
    low, high = min(a, b), max(a, b)
    if low in bottom or high in top:
        return False
    if low in fixed or high in fixed:
        return fixed.get(low) == high and (low, high) in pairs
    return (low, high) in pairs


def can_pair(members: list[int], rule: dict[tuple[int, int], bool]) -> bool:
    """Whether ``members`` can all be paired (brute force over every pairing)."""
    if not members:
        return True
    first, rest = members[0], members[1:]
    return any(rule[(first, b)] and can_pair([x for x in rest if x != b], rule) for b in rest)


def test_a_bracket_is_completed_exactly_when_some_pairing_is_left() -> None:
    """completed: a pairing exactly when one exists under the search's choices; exchange: the first
    member whose pair and ``changed``'s can swap partners; holds: each pair the choices leave."""
    rng = random.Random(32)
    completed = refused = 0
    for _ in range(1500):
        numbers = sorted(rng.sample(range(1, 30), 2 * rng.randint(1, 5)))
        density = rng.random()
        pairs = {(a, b) for a, b in itertools.combinations(numbers, 2) if rng.random() < density}
        top = {n for n in numbers if rng.random() < 0.15}
        bottom = {n for n in numbers if n not in top and rng.random() < 0.15}
        fixed: dict[int, int] = {}
        for t in sorted(top):
            later = [b for b in numbers if b > t and b in bottom and b not in fixed]
            if later and rng.random() < 0.4:
                b = rng.choice(later)
                fixed[t], fixed[b] = b, t
        held = numbers[:]
        rng.shuffle(held)
        hint = {a: b for x, y in zip(held[::2], held[1::2], strict=True) for a, b in ((x, y), (y, x))}
        rule = {
            (a, b): may_pair(a, b, pairs, top, bottom, fixed) for a, b in itertools.permutations(numbers, 2)
        }
        graph = BracketGraph.from_pairs(numbers, sorted(pairs))
        graph.constrain(top, bottom, fixed)
        found = graph.completed(hint)
        exchanged = graph.exchange(hint, numbers[0])
        expected_exchange = next(
            (
                x
                for x in numbers
                if x not in (numbers[0], hint[numbers[0]])
                and rule[(numbers[0], x)]
                and rule[(hint[numbers[0]], hint[x])]
            ),
            None,
        )
        assert exchanged == expected_exchange
        graph.held = [graph.index[hint[n]] for n in numbers]  # the pairing kept by index: the same
        assert graph.exchange(hint, numbers[0]) == expected_exchange
        graph.held = None
        for (i, a), (j, b) in itertools.permutations(enumerate(numbers), 2):
            assert graph.holds(i, j) == rule[(a, b)], (a, b)
        assert (found is not None) == can_pair(numbers, rule)
        if found is None:
            refused += 1
            continue
        completed += 1
        assert sorted(found) == numbers
        assert all(found[found[a]] == a and rule[(a, found[a])] for a in numbers)
    assert completed > 300 and refused > 300  # both answers are exercised


def team(number: int, met: set[int], preference: Preference, floated: bool) -> TeamState:
    core = MatchPlayer(N(number), Fraction(1), frozenset(N(m) for m in met), False, 1, (W,), floated)
    return TeamState(core, None, preference)


def test_the_bracket_graphs_hold_exactly_the_pairs_the_criteria_allow() -> None:
    """free_graph and bracket_costs ask each cost class once (Criteria.cost_class) and [C1] through
    its barred pairs (Criteria.c1_barred): the pairs they hold, and their costs, are those
    c1_may_meet and c8_cost give pair by pair."""
    rng = random.Random(29)
    choices = [NO_PREFERENCE, Preference(W), Preference(B), Preference(W, True), Preference(B, True)]
    for _ in range(200):
        numbers = sorted(rng.sample(range(1, 40), 2 * rng.randint(1, 8)))
        met: dict[int, set[int]] = {n: set() for n in numbers}
        for a, b in itertools.combinations(numbers, 2):
            if rng.random() < 0.2:
                met[a].add(b)
                met[b].add(a)
        floated = {n: rng.random() < 0.4 for n in numbers}
        forbidden = frozenset(frozenset(p) for p in itertools.combinations(numbers, 2) if rng.random() < 0.05)
        ups = frozenset(n for n in numbers if rng.random() < 0.3)
        last = rng.random() < 0.3
        teams = [team(n, met[n], rng.choice(choices), floated[n]) for n in numbers]
        players = [t.core for t in teams]
        for criteria in (TeamCriteria(teams, last, forbidden), Criteria(players, last, forbidden)):
            for upfloaters in (ups, None):
                classes = None if upfloaters is None else CostClasses(numbers, criteria, upfloaters)
                graph = free_graph(numbers, criteria, classes)
                for (i, a), (j, b) in itertools.combinations(enumerate(numbers), 2):
                    expected = criteria.c1_may_meet(a, b) and (
                        upfloaters is None or criteria.c8_cost(upfloaters, a, b) == 0
                    )
                    assert bool(graph.partners[i] >> j & 1) == expected, (a, b)
                    assert bool(graph.partners[j] >> i & 1) == expected, (b, a)
                assert not any(graph.partners[i] >> i & 1 for i in range(len(numbers)))
            cost = partial(criteria.c8_cost, ups)
            assert bracket_costs(numbers, criteria, CostClasses(numbers, criteria, ups)) == allowed_costs(
                numbers, criteria.c1_may_meet, cost
            )
