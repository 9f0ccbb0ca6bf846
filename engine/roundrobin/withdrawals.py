"""Withdrawals from a round robin: how the withdrawn player's games count in the standings.

The FIDE rule (FIDE Tournament Rules, Handbook C.06 (2011) art. V.4, kept by the General Regulations
for Competitions C.05 that replaced them; see ``docs/round_robin.md``) for a player who withdraws or
is expelled from a round-robin tournament:

- V.4.1: having completed **less than 50 %** of their games, the player's score remains in the
  tournament table (for rating and historical purposes) but the points scored by them or against them
  are **not counted in the final standings**;
- V.4.2: having completed **at least 50 %** of their games, the score remains in the table **and
  counts** in the final standings;
- in both cases the unplayed games are shown as forfeits: ``-`` for the player, ``+`` for the opponent
  (two ``-`` when neither was there).

What the program does with it: the tournament file enters the forfeits of every game the withdrawn
player no longer plays (``db``); the standings (``engine.standings``) count those forfeits as
C.07 art. 15.2 says for pre-determined pairings when the player completed at least half of their
games; otherwise they rank the others without any game against that player, and list the player
after them, not ranked. "Completed" games are games played over the board.

>>> from engine.model import Tournament, RoundRobin
>>> withdrawal_rulings(Tournament(round_robin=RoundRobin()))
()
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from fractions import Fraction

from engine.i18n import translate
from engine.model import NOT_PAIRED, PairingNumber, Player, ResultCode, RoundEntry, Tournament
from engine.roundrobin.berger import RoundRobinError
from engine.roundrobin.pairing import field_size, round_robin_of
from engine.roundrobin.schedule import rounds_in


@dataclass(frozen=True, slots=True)
class WithdrawalRuling:
    """What the rule makes of one withdrawal: ``counted`` (V.4.2) or not (V.4.1)."""

    player: PairingNumber
    name: str
    games_scheduled: int
    games_played: int

    @property
    def counted(self) -> bool:
        """At least half of the player's games completed: their results count in the standings."""
        return 2 * self.games_played >= self.games_scheduled

    @property
    def article(self) -> str:
        return "V.4.2" if self.counted else "V.4.1"

    def __str__(self) -> str:
        """The ruling in the language of the lookup in force (:func:`engine.i18n.translate`)."""
        if self.counted:
            text = translate(
                "PairingRoundRobin",
                "{player} withdrew having played {played} of {scheduled} games (at least half): their "
                "results "
                "count in the standings and their remaining games are forfeits (FIDE Tournament Rules "
                "{article}, "
                "C.05)",
            )
        else:
            text = translate(
                "PairingRoundRobin",
                "{player} withdrew having played {played} of {scheduled} games (less than half): their "
                "results "
                "stay in the crosstable but the points scored by them or against them do not count in the "
                "standings, where they are not ranked (FIDE Tournament Rules {article}, C.05)",
            )
        return text.format(
            player=f"{self.player} {self.name}".strip(),
            played=self.games_played,
            scheduled=self.games_scheduled,
            article=self.article,
        )


def _unplayed(entry: RoundEntry) -> bool:
    """A forfeit loss, or a round without a game (the dummy's round, a round not paired)."""
    return entry.result is ResultCode.FORFEIT_LOSS or (
        entry.opponent is None and entry.result is ResultCode.ZERO_BYE
    )


def inferred_withdrawals(t: Tournament, through: int | None = None) -> dict[PairingNumber, int]:
    """Withdrawals a complete round robin shows without saying so (a TRF has no record for them):
    players who lose by forfeit every game from some round to the last round of the event.

    Only when every round of the event is recorded (``through``: up to that round instead); the value
    is the first round of that run.
    """
    settings = round_robin_of(t)
    try:
        total = rounds_in(field_size(t), settings) if through is None else through
    except RoundRobinError:
        return {}
    found: dict[PairingNumber, int] = {}
    for p in t.players:
        if len(p.rounds) < total:
            continue
        entries = p.rounds[:total]
        start = total + 1
        while start > 1 and _unplayed(entries[start - 2]):
            start -= 1
        if start <= total and any(e.result is ResultCode.FORFEIT_LOSS for e in entries[start - 1 :]):
            found[p.number] = start
    return found


def withdrawn_players(t: Tournament) -> frozenset[PairingNumber]:
    """The tournament file's withdrawals and those a complete round robin shows (``inferred_withdrawals``)."""
    if t.round_robin is None:
        return t.withdrawn
    return t.withdrawn | frozenset(inferred_withdrawals(t))


def games_scheduled(t: Tournament) -> int:
    """How many games each player of the round robin has: (players - 1) per cycle."""
    return (len(t.players) - 1) * round_robin_of(t).cycles


def withdrawal_rulings(t: Tournament) -> tuple[WithdrawalRuling, ...]:
    """The rule applied to every withdrawn player of a round robin, by pairing number (none for a Swiss)."""
    if t.round_robin is None:
        return ()
    scheduled = games_scheduled(t)
    players = t.by_number()
    rulings = []
    for number in sorted(withdrawn_players(t)):
        if number not in players:
            continue
        p = players[number]
        played = sum(1 for e in p.rounds if e.is_played_game)
        rulings.append(WithdrawalRuling(number, p.name, scheduled, played))
    return tuple(rulings)


def standings_points(t: Tournament) -> dict[PairingNumber, Fraction]:
    """Each player's points in the standings (a Swiss: the score): in a round robin the games against a
    player who withdrew having completed less than half of them do not count (V.4.1), and that player
    keeps their own score. What the TRF points column holds (TRF16 001 columns 81-84: "number of
    points in the tournament standings"), beside the rank of the same standings."""
    points = {p.number: p.score(t.point_system) for p in t.players}
    counted = without_annulled(t, withdrawal_rulings(t))
    points.update((p.number, p.score(t.point_system)) for p in counted.players)
    return points


def possible_standings_points(t: Tournament) -> dict[PairingNumber, frozenset[Fraction]]:
    """The points columns a TRF of ``t`` may hold for each player: the score, or the standings' points
    (``standings_points``), also for a round robin not yet finished, whose withdrawals only the file
    that wrote it knew: a player who loses by forfeit every game from some round to the last round
    recorded may have withdrawn."""
    scores = {p.number: p.score(t.point_system) for p in t.players}
    found = {n: {s} for n, s in scores.items()}
    if t.round_robin is None:
        return {n: frozenset(v) for n, v in found.items()}
    assumed = inferred_withdrawals(t, t.rounds_recorded)
    for view in (t, dataclasses.replace(t, withdrawn=t.withdrawn | frozenset(assumed))):
        for n, points in standings_points(view).items():
            found[n].add(points)
    return {n: frozenset(v) for n, v in found.items()}


def without_annulled(t: Tournament, rulings: tuple[WithdrawalRuling, ...]) -> Tournament:
    """``t`` as the standings count it (V.4.1): the players who withdrew having completed less than
    half of their games are left out, and so is every game against them (a round without a game for
    their opponents)."""
    gone = {r.player for r in rulings if not r.counted}
    if not gone:
        return t
    players: list[Player] = []
    for p in t.players:
        if p.number in gone:
            continue
        rounds = tuple(NOT_PAIRED if e.opponent in gone else e for e in p.rounds)
        players.append(dataclasses.replace(p, rounds=rounds, points=None, rank=None))
    return dataclasses.replace(t, players=tuple(players), withdrawn=t.withdrawn - gone)
