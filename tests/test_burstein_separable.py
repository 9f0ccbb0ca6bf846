"""A Burstein round paired scoregroup by scoregroup (``engine/burstein/separable.py``): the same
pairs as the general route with every answer a matching from scratch
(:class:`engine.burstein.graph.ScratchMatchingGraph`), on generated rounds where the shortcut is
taken (random scores, colour preferences, absolute ones, pairs that may not meet), and on
generated events' later rounds."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.burstein import pair_round
from engine.burstein.dynamic_matching import DynamicMatching
from engine.burstein.graph import ScratchMatchingGraph
from engine.burstein.process import RoundProcess
from engine.burstein.separable import (
    Refusals,
    absorbs,
    crossing,
    floats_one,
    passes_one,
    robust,
    scoregroups,
    separable_pairs,
)
from engine.dutch.state import PlayerState
from engine.generator import GeneratorConfig, generate
from engine.model import Colour, Pairing, PairingNumber, PairingSystem, Tournament
from tests.player_states import fresh_state


def _below(a: PlayerState, b: PlayerState) -> bool:
    return a.rank > b.rank


def _state(
    number: int, score: int, preference: Colour, absolute: bool, forbidden: frozenset[PairingNumber]
) -> PlayerState:
    return fresh_state(number, score=score, preference=preference, absolute=absolute, forbidden=forbidden)


def _round(rng: random.Random) -> list[PlayerState]:
    """An even field in the order of pairing: two to four scores, colour preferences (some
    absolute), and pairs that may not meet (from none to many)."""
    n = 2 * rng.randint(5, 25)
    top = rng.randint(1, 3)
    scores = sorted((rng.randint(0, top) for _ in range(n)), reverse=True)
    density = rng.choice([0.0, 0.05, 0.2, 0.45])
    apart: dict[int, set[int]] = {i: set() for i in range(1, n + 1)}
    for a in range(1, n + 1):
        for b in range(a + 1, n + 1):
            if rng.random() < density:
                apart[a].add(b)
                apart[b].add(a)
    absolute = rng.choice([0.0, 0.1, 0.4])
    return [
        _state(
            i,
            scores[i - 1],
            rng.choice([Colour.WHITE, Colour.BLACK, Colour.NONE]),
            rng.random() < absolute,
            frozenset(PairingNumber(x) for x in apart[i]),
        )
        for i in range(1, n + 1)
    ]


def _general(players: list[PlayerState]) -> list[tuple[int, int]] | str:
    process = RoundProcess(players, _below, ScratchMatchingGraph)
    try:
        return process.pairs(process.scoregroups())
    except Exception as error:  # noqa: BLE001 - the refusal is compared, not its wording
        return type(error).__name__


def _compare(rounds: int, seed: int) -> tuple[int, int]:
    """How many generated rounds the shortcut paired, and how many of them the general route pairs
    otherwise."""
    rng = random.Random(seed)
    taken = differ = 0
    for _ in range(rounds):
        players = _round(rng)
        pairs = separable_pairs(players, _below, DynamicMatching)
        if pairs is None:
            continue
        taken += 1
        differ += pairs != _general(players)
    return taken, differ


@pytest.mark.parametrize("seed", range(4))
def test_generated_rounds_pair_as_the_matchings_from_scratch_pair_them(seed: int) -> None:
    taken, differ = _compare(60, seed)
    assert taken >= 10  # the shortcut was tried on enough rounds to mean something
    assert differ == 0


def test_refusals_count_the_pairs_the_process_refuses() -> None:
    rng = random.Random(7)
    for _ in range(20):
        players = _round(rng)
        process = RoundProcess(players, _below, ScratchMatchingGraph)
        refusals = Refusals(players)
        for begin, end in scoregroups(players):
            alike = refusals.absolute_alike(begin, end)
            for v in range(begin, end):
                others = [u for u in range(begin, end) if u != v]
                zero = sum(w == 0 for _, w in process.weights_to(v, others, 0, False))
                assert refusals.refused(v, begin, end, alike) == zero


def test_a_small_scoregroup_is_not_robust_but_the_first_need_not_be() -> None:
    players = [_state(i, 1 if i <= 5 else 0, Colour.NONE, False, frozenset()) for i in range(1, 13)]
    refusals = Refusals(players)
    assert not robust(refusals, (0, 5))
    assert robust(refusals, (5, 12))
    assert crossing(refusals, (0, 5), (5, 12)) == [0, 1, 2, 3, 4]
    assert separable_pairs(players, _below, DynamicMatching) == _general(players)
    assert _general(players)[:3] == [(0, 4), (1, 3), (2, 11)]  # the middle floats, meets the last
    upside_down = [_state(i, 1 if i <= 7 else 0, Colour.NONE, False, frozenset()) for i in range(1, 13)]
    five_below = separable_pairs(upside_down, _below, DynamicMatching)  # the last, small, absorbs a floater
    assert five_below is not None
    assert five_below == _general(upside_down)


def test_a_floater_that_may_meet_nobody_below_is_not_offered() -> None:
    players = [_state(i, 1 if i <= 7 else 0, Colour.NONE, False, frozenset()) for i in range(1, 15)]
    met = frozenset(PairingNumber(x) for x in range(1, 8))
    players[7:] = [_state(i, 0, Colour.NONE, False, met) for i in range(8, 15)]
    assert crossing(Refusals(players), (0, 7), (7, 14)) == []
    assert separable_pairs(players, _below, DynamicMatching) is None


def _later_round(seed: int, players: int, round_number: int) -> Tournament:
    kept: list[Tournament] = []

    def pair(t: Tournament) -> Pairing:
        kept.append(t)
        return pair_round(t)

    config = GeneratorConfig(
        players=players,
        rounds=round_number,
        seed=seed,
        half_point_bye_rate=20,
        forfeit_rate=20,
        system=PairingSystem.BURSTEIN,
    )
    generate(config, pair)
    return kept[-1]


@pytest.mark.parametrize(
    ("seed", "players", "round_number"), [(2, 85, 2), (10, 66, 2), (11, 58, 3), (24, 75, 3), (26, 77, 3)]
)
def test_generated_events_pair_as_the_general_route(
    seed: int, players: int, round_number: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = _later_round(seed, players, round_number)
    general = pair_round(t, graph=ScratchMatchingGraph)

    def refused(self: RoundProcess) -> list[int]:
        raise AssertionError("the round was matched whole")

    monkeypatch.setattr(RoundProcess, "scoregroups", refused)  # the shortcut pairs it now
    assert pair_round(t) == general


def _small_last(rng: random.Random) -> list[PlayerState]:
    """A field of :func:`_round` whose lowest score holds two to seven players, often with absolute
    preferences and games already played among them and with the players just above."""
    players = _round(rng)
    last = rng.randint(2, 7)
    n = len(players)
    absolute = rng.choice([0.3, 0.6])
    result: list[PlayerState] = []
    for i, p in enumerate(players):
        score = 2 if i < n - last else 0
        low = i >= n - last
        near = i >= n - last - 9
        apart = set(p.forbidden)
        if near:
            apart |= {
                PairingNumber(x) for x in range(n - last - 8, n + 1) if x != p.number and rng.random() < 0.3
            }
        result.append(
            _state(
                p.number,
                score,
                p.preference,
                low and p.preference is not Colour.NONE and rng.random() < absolute,
                frozenset(apart),
            )
        )
    for p in result:  # the pairs kept apart on both sides, as a history gives them
        for x in p.forbidden:
            other = result[x - 1]
            if p.number not in other.forbidden:
                result[x - 1] = replace(other, forbidden=other.forbidden | {p.number})
    return result


@pytest.mark.parametrize("seed", range(3))
def test_a_small_last_scoregroup_that_absorbs_what_comes_pairs_as_from_scratch(seed: int) -> None:
    rng = random.Random(100 + seed)
    taken = differ = 0
    for _ in range(80):
        players = _small_last(rng)
        groups = scoregroups(players)
        if robust(Refusals(players), groups[-1]):
            continue
        pairs = separable_pairs(players, _below, DynamicMatching)
        if pairs is None:
            continue
        taken += 1
        differ += pairs != _general(players)
    assert taken >= 10
    assert differ == 0


def test_a_last_scoregroup_must_pair_with_every_player_that_may_come() -> None:
    players = [_state(i, 1 if i <= 7 else 0, Colour.NONE, False, frozenset()) for i in range(1, 11)]
    players[7:9] = [_state(i, 0, Colour.WHITE, True, frozenset()) for i in (8, 9)]
    refusals = Refusals(players)
    assert not robust(refusals, (7, 10))
    assert absorbs(refusals, (7, 10), [0, 1, 2, 3, 4, 5, 6])  # any of them meets a white, 10 the other
    assert separable_pairs(players, _below, DynamicMatching) == _general(players)
    players[3] = _state(4, 1, Colour.WHITE, True, frozenset())  # the middle player may meet 10 only
    refusals = Refusals(players)
    assert not absorbs(refusals, (7, 10), [0, 1, 2, 3, 4, 5, 6])
    assert absorbs(refusals, (7, 10), [0, 1, 2, 4, 5, 6])
    assert separable_pairs(players, _below, DynamicMatching) is None
    assert not absorbs(refusals, (7, 10), [])  # three players cannot pair by themselves


def test_a_small_middle_scoregroup_nothing_floats_out_of_takes_the_shortcut_when_it_absorbs() -> None:
    # 3 players on 2 points (one floats down), 5 on 1 point (too few to be robust; 3 + 5 even: nothing
    # floats out of them), 8 on 0 points; three of the 1-point players want White absolutely.
    def field(comer_white: bool) -> list[PlayerState]:
        top = [_state(i, 2, Colour.NONE, False, frozenset()) for i in (1, 2, 3)]
        top[1] = _state(2, 2, Colour.WHITE, comer_white, frozenset())
        middle = [
            _state(i, 1, Colour.WHITE if i in (5, 6, 7) else Colour.NONE, i in (5, 6, 7), frozenset())
            for i in range(4, 9)
        ]
        return top + middle + [_state(i, 0, Colour.NONE, False, frozenset()) for i in range(9, 17)]

    players = field(comer_white=False)
    refusals = Refusals(players)
    groups = scoregroups(players)
    assert groups[1] == (3, 8) and not robust(refusals, groups[1])
    assert absorbs(refusals, groups[1], [0, 1, 2])  # the three whites meet 4, 8 and the floater
    pairs = separable_pairs(players, _below, DynamicMatching)
    assert pairs is not None
    assert pairs == _general(players)
    players = field(comer_white=True)  # player 2 floating in would be a fourth white
    assert not absorbs(Refusals(players), groups[1], [0, 1, 2])
    assert separable_pairs(players, _below, DynamicMatching) is None


def test_a_leader_alone_on_his_score_floats_down_by_the_shortcut() -> None:
    # 1 player on 2 points (he floats: nothing comes into his scoregroup, one crosser is enough),
    # 8 on 1 point, 7 on 0 points; some colours wanted absolutely, a game already played.
    players = [_state(1, 2, Colour.WHITE, False, frozenset({PairingNumber(2)}))]
    players += [
        _state(i, 1, Colour.BLACK if i % 3 else Colour.WHITE, i == 6, frozenset()) for i in range(2, 10)
    ]
    players[1] = _state(2, 1, Colour.BLACK, False, frozenset({PairingNumber(1)}))
    players += [
        _state(i, 0, Colour.WHITE if i % 2 else Colour.BLACK, False, frozenset()) for i in range(10, 17)
    ]
    refusals = Refusals(players)
    groups = scoregroups(players)
    assert groups[0] == (0, 1) and crossing(refusals, groups[0], groups[1]) == [0]
    pairs = separable_pairs(players, _below, DynamicMatching)
    assert pairs is not None
    assert pairs == _general(players)


def test_a_small_scoregroup_above_a_last_player_alone_floats_one_by_the_shortcut() -> None:
    # 8 players on 2 points, 7 on 1 point (nothing floats into them, one must float out; 9, 10 and 11
    # met each other and 12 and 13, so they can only meet 14 and 15: not robust), 1 on 0 points who
    # may meet only ``last_meets`` of them.
    def field(last_meets: set[int]) -> list[PlayerState]:
        played: dict[int, set[int]] = {i: set() for i in range(1, 17)}
        for a, b in [(9, 10), (9, 11), (10, 11), *((x, y) for x in (9, 10, 11) for y in (12, 13))]:
            played[a].add(b)
            played[b].add(a)
        for x in range(9, 16):
            if x not in last_meets:
                played[x].add(16)
                played[16].add(x)
        return [
            _state(
                i,
                2 if i <= 8 else 1 if i <= 15 else 0,
                Colour.NONE,
                False,
                frozenset(map(PairingNumber, played[i])),
            )
            for i in range(1, 17)
        ]

    players = field({9})  # 9 floats down: 10-14, 11-15, 12-13
    refusals = Refusals(players)
    groups = scoregroups(players)
    assert groups[1] == (8, 15) and not robust(refusals, groups[1])
    assert floats_one(refusals, groups[1], crossing(refusals, groups[1], groups[2]))
    pairs = separable_pairs(players, _below, DynamicMatching)
    assert pairs is not None
    assert pairs == _general(players)
    players = field({12})  # 12 floating down leaves 9, 10 and 11 two opponents: refused
    refusals = Refusals(players)
    assert not floats_one(refusals, groups[1], crossing(refusals, groups[1], groups[2]))
    assert separable_pairs(players, _below, DynamicMatching) is None


def test_a_small_scoregroup_a_floater_comes_into_and_one_leaves_takes_the_shortcut_when_it_passes_one() -> (
    None
):
    # The leader alone on 2 points floats into 6 players on 1 point (too few to be robust: some of
    # them met each other), out of which one floats to 15 players on 0 points (round 12 of the
    # 13-round 9,999-player event of seed 4102 had this shape: 1 and 6 players at the top).
    def field(met: set[int], leader_met: set[int]) -> list[PlayerState]:
        def apart(i: int) -> frozenset[PairingNumber]:
            found = {x for x in met if i in met and x != i} | (leader_met if i == 1 else set())
            if i in leader_met:
                found.add(1)
            return frozenset(PairingNumber(x) for x in found)

        return [
            _state(i, 2 if i == 1 else 1 if i <= 7 else 0, Colour.NONE, False, apart(i)) for i in range(1, 23)
        ]

    players = field({2, 3, 4}, set())
    refusals = Refusals(players)
    groups = scoregroups(players)
    assert groups[:2] == [(0, 1), (1, 7)] and not robust(refusals, groups[1])
    assert passes_one(refusals, groups[1], [0], list(range(1, 7)))
    pairs = separable_pairs(players, _below, DynamicMatching)
    assert pairs is not None
    assert pairs == _general(players)
    players = field({2, 3, 4, 5}, {2, 3, 4, 5})  # four who met each other and the leader: two partners
    refusals = Refusals(players)
    assert not passes_one(refusals, groups[1], [0], list(range(1, 7)))
    assert separable_pairs(players, _below, DynamicMatching) is None
