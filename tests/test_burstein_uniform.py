"""The Burstein round paired without a matching when anyone may meet anyone alike
(``engine/burstein/uniform.py``): the same pairing as the general route (every answer of step 2 a
matching from scratch, :class:`engine.burstein.graph.ScratchMatchingGraph`) on generated first
rounds (the seeding rounds' two scoregroups, odd ones with a floater, half-point byes), and the
matching taken (the whole round's, or a scoregroup's at a time) when a pair may not meet or two
players of a scoregroup want one colour."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.burstein import pair_round
from engine.burstein.graph import ScratchMatchingGraph
from engine.burstein.process import RoundProcess
from engine.burstein.uniform import apart, colours_granted, folded
from engine.dutch.state import PlayerState
from engine.generator import GeneratorConfig, generate
from engine.model import Colour, ForbiddenPairs, Pairing, PairingNumber, PairingSystem, Tournament
from tests.player_states import fresh_state


def _first_round(seed: int, players: int) -> Tournament:
    """The tournament before round 1 of a generated Burstein event."""
    kept: list[Tournament] = []

    def pair(t: Tournament) -> Pairing:
        kept.append(t)
        return pair_round(t)

    config = GeneratorConfig(
        players=players, rounds=1, seed=seed, half_point_bye_rate=5, system=PairingSystem.BURSTEIN
    )
    generate(config, pair)
    return kept[0]


def _refuse_matching(monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(self: RoundProcess) -> list[int]:
        raise AssertionError("the round was matched")

    monkeypatch.setattr(RoundProcess, "scoregroups", refused)


@pytest.mark.parametrize("seed", range(12))
def test_a_first_round_pairs_as_the_matchings_from_scratch_pair_it(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(seed)
    t = _first_round(seed, rng.randint(9, 40))
    general = pair_round(t, graph=ScratchMatchingGraph)
    _refuse_matching(monkeypatch)  # the shortcut, not the matching, pairs it now
    assert pair_round(t) == general


def test_a_forbidden_pair_in_the_first_round_goes_to_the_matching(monkeypatch: pytest.MonkeyPatch) -> None:
    t = _first_round(3, 12)
    first = pair_round(t).boards[0]  # the fold's first pair, now forbidden
    t = replace(t, forbidden_pairs=(ForbiddenPairs((first.white, first.black)),))
    general = pair_round(t, graph=ScratchMatchingGraph)
    assert {(b.white, b.black) for b in general.boards}.isdisjoint(
        {(first.white, first.black), (first.black, first.white)}
    )
    assert pair_round(t) == general

    def matched(self: RoundProcess, bounds: list[int]) -> list[tuple[int, int]]:
        raise AssertionError("the round was matched")

    monkeypatch.setattr(RoundProcess, "pairs", matched)  # whole, or a scoregroup at a time
    with pytest.raises(AssertionError, match="matched"):
        pair_round(t)


def _state(number: int, preference: Colour = Colour.NONE, score: str = "0") -> PlayerState:
    return fresh_state(number, score=score, preference=preference)


def test_apart_and_colours_granted_read_every_player() -> None:
    four = [_state(n) for n in range(1, 5)]
    assert not apart(four)
    assert apart([*four[:3], replace(four[3], forbidden=frozenset({PairingNumber(2)}))])
    assert not apart([*four[:3], replace(four[3], forbidden=frozenset({PairingNumber(9)}))])  # not among them
    assert colours_granted(four)
    assert colours_granted([_state(1, Colour.WHITE), _state(2, Colour.BLACK), _state(3), _state(4)])
    assert not colours_granted([_state(1), _state(2, Colour.WHITE), _state(3), _state(4, Colour.WHITE)])
    assert not colours_granted([_state(1, Colour.BLACK), _state(2), _state(3, Colour.BLACK)])


def test_folded_pairs_the_first_with_the_last_and_floats_the_middle() -> None:
    assert folded([5, 3, 8, 1, 0, 2]) == ([(5, 2), (3, 0), (8, 1)], None)
    assert folded([5, 3, 8, 1, 0]) == ([(5, 0), (3, 1)], 8)
    assert folded([7]) == ([], 7)
