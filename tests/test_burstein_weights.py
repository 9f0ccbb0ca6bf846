"""The weight of a pair in the Burstein matching (``RoundProcess.weights_to``), against the rule
written out here: nothing when C.04.1 forbids the game (played before, forbidden pair, both wanting
one colour absolutely); else "compatible", plus "same group" when the two share a scoregroup, plus
"colour" when colours count and both preferences can be granted
(:func:`engine.dutch.colours.preferences_compatible`, art. 1.7.4)."""

from __future__ import annotations

import random

import pytest

from engine.burstein.graph import ScratchMatchingGraph
from engine.burstein.process import RoundProcess
from engine.dutch.colours import preferences_compatible
from engine.dutch.state import PlayerState
from engine.model import Colour, PairingNumber
from tests.player_states import fresh_state


def _players(rng: random.Random, n: int) -> list[PlayerState]:
    apart: dict[int, set[int]] = {i: set() for i in range(1, n + 1)}
    for a in range(1, n + 1):
        for b in range(a + 1, n + 1):
            if rng.random() < 0.2:
                apart[a].add(b)
                apart[b].add(a)
    return [
        fresh_state(
            i,
            score=0,
            preference=rng.choice([Colour.WHITE, Colour.BLACK, Colour.NONE]),
            absolute=rng.random() < 0.3,
            forbidden=frozenset(PairingNumber(x) for x in apart[i]),
        )
        for i in range(1, n + 1)
    ]


def _rule(process: RoundProcess, a: int, b: int, same_group: bool, colours: bool) -> int:
    pa, pb = process.players[a], process.players[b]
    if pa.number in pb.forbidden or pb.number in pa.forbidden:
        return 0
    if pa.absolute and pb.absolute and pa.preference is pb.preference:
        return 0
    w = process.weights
    weight = w.compatible
    if same_group:
        weight += w.same_group
        if colours and preferences_compatible(pa.preference, pb.preference):
            weight += w.colour
    return weight


@pytest.mark.parametrize("colours", [False, True])
def test_every_pair_weighs_what_the_rule_says(colours: bool) -> None:
    rng = random.Random(11)
    players = _players(rng, 30)
    process = RoundProcess(players, lambda x, y: x.rank > y.rank, ScratchMatchingGraph)
    kinds: set[int] = set()
    for a in range(len(players)):
        same_from = rng.randint(0, len(players))
        others = [b for b in range(len(players)) if b != a]
        for b, weight in process.weights_to(a, others, same_from, colours):
            assert weight == _rule(process, a, b, b >= same_from, colours), (a, b)
            kinds.add(weight)
    assert len(kinds) == (4 if colours else 3)  # refused, across, inside, inside with the colours
