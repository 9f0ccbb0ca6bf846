"""Standings computed from an earlier state (``rank_standings``'s ``base``) equal the full computation.

The window computes the standings again after every result (issue 32 item 4: < 1 s at 9,999
players); from the standings of the state before, it classifies again only the players whose
``Player`` changed, makes again the Buchholz and Sonneborn-Berger elements only of them and of
everyone who has one of them as an opponent, and keeps the Direct Encounter of the tied groups none
of whose members changed. Here every such computation is compared with the one made from nothing:
the same lines (places, shared places, points, every value and its type) or the same error, on
the events of ``test_tiebreak_fast_values`` (forfeits, byes, withdrawals, unrated players, a 3-1-0
point system, round robins), under every policy it tries, after the last round (C.07 2026) and
after the one before (2024), through chains of results corrected one after the other, with one-sided
changes (a player's cell changed without the opponent's), changed opponents, and a player given
another opponent of their tied group (their Direct Encounter changes, their points do not).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest

from engine.model import PairingNumber, Player, ResultCode, RoundEntry, Tournament
from engine.standings import StandingsTable, rank_standings
from engine.standings_policy import StandingsPolicy
from engine.tiebreaks import ranking
from engine.tiebreaks.compute import build_record
from engine.tiebreaks.spec import TieBreakEdition, TieBreakError
from tests.test_tiebreak_fast_values import POLICIES, events

E24, E26 = TieBreakEdition.C07_2024, TieBreakEdition.C07_2026
GAME_RESULTS = (
    ResultCode.WIN,
    ResultCode.DRAW,
    ResultCode.LOSS,
    ResultCode.FORFEIT_WIN,
    ResultCode.FORFEIT_LOSS,
)


def _with_entry(player: Player, r: int, entry: RoundEntry) -> Player:
    rounds = list(player.rounds)
    rounds[r - 1] = entry
    return dataclasses.replace(player, rounds=tuple(rounds))


Change = Callable[[Tournament, random.Random, int, StandingsTable], tuple[Tournament, set[PairingNumber]]]


def corrected(
    t: Tournament, rng: random.Random, after: int, table: StandingsTable
) -> tuple[Tournament, set[PairingNumber]]:
    """A game of rounds 1..``after`` given another result, on both players' cells (as the window's
    state after a result corrected: two new ``Player``s, every other one the same object)."""
    players = list(t.players)
    at = {p.number: i for i, p in enumerate(players)}
    games = [
        (i, r)
        for i, p in enumerate(players)
        for r, e in enumerate(p.rounds[:after], 1)
        if e.opponent is not None and e.opponent in at and e.result in GAME_RESULTS
    ]
    if not games:
        return t, set()
    i, r = rng.choice(games)
    entry = players[i].rounds[r - 1]
    result = rng.choice([c for c in GAME_RESULTS if c is not entry.result])
    assert entry.opponent is not None
    j = at[entry.opponent]
    players[i] = _with_entry(players[i], r, dataclasses.replace(entry, result=result))
    theirs = players[j].rounds[r - 1] if len(players[j].rounds) >= r else None
    if theirs is not None and theirs.opponent == players[i].number:
        players[j] = _with_entry(players[j], r, dataclasses.replace(theirs, result=result.mirror))
    return dataclasses.replace(t, players=tuple(players)), {players[i].number, players[j].number}


def one_sided(
    t: Tournament, rng: random.Random, after: int, table: StandingsTable
) -> tuple[Tournament, set[PairingNumber]]:
    """One player's cell of a round 1..``after`` changed alone: another result, or another opponent
    (whose own cell does not name this player: the record must find whose elements read whom)."""
    players = list(t.players)
    i = rng.randrange(len(players))
    p = players[i]
    if not 0 < after <= len(p.rounds):
        return t, set()
    r = rng.randint(1, after)
    entry = p.rounds[r - 1]
    if entry.opponent is not None and rng.random() < 0.5:
        others = [q.number for q in players if q.number != p.number]
        entry = dataclasses.replace(entry, opponent=rng.choice(others), result=rng.choice(GAME_RESULTS))
    else:
        entry = dataclasses.replace(entry, result=rng.choice(GAME_RESULTS))
        if entry.opponent is None:
            return t, set()
    players[i] = _with_entry(p, r, entry)
    return dataclasses.replace(t, players=tuple(players)), {p.number}


def rematched(
    t: Tournament, rng: random.Random, after: int, table: StandingsTable
) -> tuple[Tournament, set[PairingNumber]]:
    """A player tied on points with others (in ``table``) given one of them as the opponent of one
    of their games, the result kept: the same points and the same tied group, but other games
    among its members (Direct Encounter, C.07 6.1, of that group must be computed again)."""
    tied: dict[object, list[PairingNumber]] = {}
    for s in table.rows:
        tied.setdefault(s.points, []).append(s.number)
    groups = [g for g in tied.values() if len(g) > 1]
    if not groups or after < 1:
        return t, set()
    group = rng.choice(groups)
    a, b = rng.sample(group, 2)
    players = list(t.players)
    i = next(k for k, p in enumerate(players) if p.number == a)
    rounds = [r for r, e in enumerate(players[i].rounds[:after], 1) if e.opponent is not None]
    if not rounds:
        return t, set()
    r = rng.choice(rounds)
    players[i] = _with_entry(players[i], r, dataclasses.replace(players[i].rounds[r - 1], opponent=b))
    return dataclasses.replace(t, players=tuple(players)), {a}


def _lines(table: StandingsTable) -> list[tuple[object, ...]]:
    """Each line with the type of each value (an ``int`` is not a ``Fraction`` equal to it)."""
    return [(*dataclasses.astuple(s), tuple(type(v).__name__ for v in s.values)) for s in table.rows]


def _standings(
    t: Tournament, policy: StandingsPolicy, after: int, base: StandingsTable | None
) -> StandingsTable | str:
    try:
        return rank_standings(t, policy, after, base)
    except TieBreakError as exc:
        return str(exc)


def follow(t: Tournament, policy: StandingsPolicy, after: int, change: Change, seed: int) -> int:
    """Four changes one after the other, each state's standings computed from the previous ones and
    from nothing, compared; returns how many were computed from a base with some players kept."""
    rng = random.Random(seed)
    base = rank_standings(t, policy, after)
    from_base = 0
    for _ in range(4):
        t, changed = change(t, rng, after, base)
        full = _standings(t, policy, after, None)
        updated = _standings(t, policy, after, base)
        if isinstance(full, str) or isinstance(updated, str):
            assert updated == full
            return from_base
        assert _lines(updated) == _lines(full)
        assert updated.after_round == full.after_round and updated.notes == full.notes
        record = updated.record
        assert record is not None
        annulled = t.round_robin is not None and t.withdrawn  # V.4.1 makes every player again
        if record.changed is not None and not annulled:
            assert record.changed == changed  # only the changed players classified again
            from_base += 1
        base = updated
    return from_base


def compare_chains(name: str, policies: list[tuple[str, ...]]) -> None:
    t = dict(events())[name]
    last = build_record(t, E26).rounds
    incremental = 0
    for after, edition in ((last, E26), (max(last - 1, 0), E24)):
        for k, codes in enumerate(policies):
            policy = StandingsPolicy(tuple(ranking.as_spec(c) for c in codes), edition, 1200)
            for change in (corrected, one_sided, rematched):
                incremental += follow(t, policy, after, change, seed=k + 10 * after)
    if t.round_robin is None or not t.withdrawn:
        assert incremental > 0


@pytest.mark.parametrize("name", [name for name, _ in events()])
def test_standings_from_an_earlier_state_equal_the_full_computation(name: str) -> None:
    """The policies of Buchholz, Sonneborn-Berger, progressive scores, wins, Koya and DE."""
    compare_chains(name, POLICIES[:3])


@pytest.mark.slow
@pytest.mark.parametrize("name", [name for name, _ in events()])
def test_standings_from_an_earlier_state_with_every_tiebreak(name: str) -> None:
    """The policies of every other tie-break (the ratings' ones are slow to explain)."""
    compare_chains(name, POLICIES[3:])


def test_a_base_of_other_rounds_is_not_used() -> None:
    t = dict(events())["swiss-41"]
    last = build_record(t, E26).rounds
    policy = StandingsPolicy(tuple(ranking.as_spec(c) for c in POLICIES[0]), E26, None)
    earlier = rank_standings(t, policy, last - 1)
    table = rank_standings(t, policy, last, earlier)
    assert table.record is not None and table.record.changed is None
    assert _lines(table) == _lines(rank_standings(t, policy, last))
