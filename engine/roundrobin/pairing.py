"""Pairing a round of a round robin: the round of the schedule (``engine.roundrobin.schedule``) for the
players' numbers. A pure function with the contract of ``engine.dutch.pair_round``
(``Tournament -> Pairing``), so the tournament file stores its rounds the same way.

The pairing does not depend on results: every round can be paired before the first is played. A
withdrawn player keeps their place in the table (C.05; the game is a forfeit, entered by the
tournament file), and the player the table pairs with the dummy (odd field) has no game: the
``Pairing`` then has no board for them and no pairing-allocated bye (the round brings no point).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import translate
from engine.model import Board, Colour, Pairing, PairingNumber, RoundRobin, Tournament
from engine.roundrobin.berger import RoundRobinError
from engine.roundrobin.schedule import ScheduledRound, kind_name, rounds_in, schedule, scheduled_round


def round_robin_of(t: Tournament) -> RoundRobin:
    """The round-robin settings of ``t``; ``RoundRobinError`` for a Swiss event."""
    if t.round_robin is None:
        if t.name:
            text = translate(
                "PairingRoundRobin",
                "{name} is not a round robin (its record 192 is {code}); pair it with the Dutch system",
            )
        else:
            text = translate(
                "PairingRoundRobin",
                "this tournament is not a round robin (its record 192 is {code}); pair it with the Dutch "
                "system",
            )
        raise RoundRobinError(text.format(name=t.name, code=t.rules.value))
    return t.round_robin


def field_size(t: Tournament) -> int:
    """The number of players, who must hold the numbers 1..n (the numbers of the Berger table)."""
    numbers = sorted(int(p.number) for p in t.players)
    if numbers != list(range(1, len(numbers) + 1)):
        gaps = sorted(set(range(1, (numbers[-1] if numbers else 0) + 1)) - set(numbers))
        if gaps:
            text = translate(
                "PairingRoundRobin",
                "the players of a round robin must have the pairing numbers 1 to n of the Berger table; "
                "missing "
                "{numbers}",
            )
        else:
            text = translate(
                "PairingRoundRobin",
                "the players of a round robin must have the pairing numbers 1 to n of the Berger table; a "
                "number is "
                "used twice",
            )
        raise RoundRobinError(text.format(numbers=", ".join(map(str, gaps[:10]))))
    return len(numbers)


def paired_rounds(t: Tournament) -> int:
    """The last round in which some player has an opponent (0 before round 1)."""
    last = 0
    for p in t.players:
        for r, e in enumerate(p.rounds, start=1):
            if e.opponent is not None and r > last:
                last = r
    return last


def pair_round(t: Tournament, round_number: int | None = None) -> Pairing:
    """The pairing of ``round_number`` (None: the round after the last one with a game) by the table.

    Raises ``RoundRobinError`` for a Swiss event, players not numbered 1..n, a field the tables do not
    cover, or a round past the last one.
    """
    settings = round_robin_of(t)
    n = field_size(t)
    r = paired_rounds(t) + 1 if round_number is None else round_number
    total = rounds_in(n, settings)
    if r > total:
        raise RoundRobinError(
            translate(
                "PairingRoundRobin", "all {rounds} rounds of this {kind} of {players} players are paired"
            ).format(rounds=total, kind=kind_name(settings), players=n)
        )
    planned = scheduled_round(n, settings, r)
    return Pairing(r, planned.boards, None)


@dataclass(frozen=True, slots=True)
class ScheduleExplanation:
    """Where a round of a round robin comes from (for the window's and the CLI's "explain")."""

    planned: ScheduledRound
    players: int
    settings: RoundRobin

    def __str__(self) -> str:
        """The explanation in the language of the lookup in force (:func:`engine.i18n.translate`)."""
        p = self.planned
        if p.colours_reversed:
            table = translate(
                "PairingRoundRobin",
                "round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours "
                "reversed "
                "(even cycle)",
            )
        else:
            table = translate(
                "PairingRoundRobin",
                "round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours "
                "as in "
                "the table",
            )
        lines = [
            translate(
                "PairingRoundRobin", "Round {round} of a {kind} of {players} players ({rounds} rounds)"
            ).format(
                round=p.round,
                kind=kind_name(self.settings),
                players=self.players,
                rounds=rounds_in(self.players, self.settings),
            ),
            "  "
            + table.format(table_round=p.table_round, size=self.players + self.players % 2, cycle=p.cycle),
        ]
        board = translate("PairingRoundRobin", "board {board}: {white} - {black}")
        for i, b in enumerate(p.boards, start=1):
            lines.append("    " + board.format(board=i, white=b.white, black=b.black))
        if p.free is not None:
            lines.append(
                "  "
                + translate(
                    "PairingRoundRobin", "{player} meets the dummy {dummy}: no game this round"
                ).format(player=p.free, dummy=self.players + 1)
            )
        return "\n".join(lines)


def explain_round(t: Tournament, round_number: int) -> ScheduleExplanation:
    settings = round_robin_of(t)
    n = field_size(t)
    return ScheduleExplanation(scheduled_round(n, settings, round_number), n, settings)


@dataclass(frozen=True, slots=True)
class ScheduleDiscrepancy:
    """A recorded round whose games are not those of the Berger table (other pairs or other colours)."""

    round: int
    expected: tuple[Board, ...]
    recorded: tuple[Board, ...]

    def __str__(self) -> str:
        missing = sorted(set(self.expected) - set(self.recorded))
        extra = sorted(set(self.recorded) - set(self.expected))
        parts = [translate("PairingRoundRobin", "round {round}:").format(round=self.round)]
        if missing:
            parts.append(
                translate("PairingRoundRobin", "the Berger table pairs {games}").format(
                    games=", ".join(f"{b.white}-{b.black}" for b in missing)
                )
            )
        if extra:
            parts.append(
                translate("PairingRoundRobin", "recorded {games}").format(
                    games=", ".join(f"{b.white}-{b.black}" for b in extra)
                )
            )
        return " ".join(parts)


def recorded_boards(t: Tournament, round_number: int) -> tuple[Board, ...]:
    """The games a tournament records for a round (forfeits included), white first, sorted."""
    boards = []
    for p in t.players:
        e = p.entry(round_number)
        if e.opponent is not None and (
            e.colour is Colour.WHITE or (e.colour is Colour.NONE and p.number < e.opponent)
        ):
            boards.append(Board(p.number, PairingNumber(e.opponent)))
    return tuple(sorted(boards))


def check_schedule(t: Tournament) -> list[ScheduleDiscrepancy]:
    """Every recorded round compared with the table (C.05 Annex 1): the rounds that differ."""
    settings = round_robin_of(t)
    n = field_size(t)
    planned = schedule(n, settings)
    found = []
    for r in range(1, min(paired_rounds(t), len(planned)) + 1):
        expected = tuple(sorted(planned[r - 1].boards))
        recorded = recorded_boards(t, r)
        if expected != recorded:
            found.append(ScheduleDiscrepancy(r, expected, recorded))
    for r in range(len(planned) + 1, paired_rounds(t) + 1):
        found.append(ScheduleDiscrepancy(r, (), recorded_boards(t, r)))
    return found
