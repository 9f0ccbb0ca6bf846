"""The rounds of a round robin as they are played: the Berger table once per cycle.

C.05 Annex 1: every cycle plays the table again, colours reversed in every second cycle; with an odd
number of players the player the table pairs with the dummy has no game that round. For a double
round robin C.05 Annex 1 recommends playing the last two rounds of the first cycle in reverse order
(TRF26 192 ``FIDE_DOUBLEROUNDROBIN``): without it, the players who have the same colour in the last
round of the first cycle and in both of its neighbours across the cycle boundary would have it three
times running.

>>> [str(r) for r in schedule(3, RoundRobin(2, True))]  # doctest: +NORMALIZE_WHITESPACE
['round 1: 2-3; free 1', 'round 2: 3-1; free 2', 'round 3: 1-2; free 3',
 'round 4: 3-2; free 1', 'round 5: 2-1; free 3', 'round 6: 1-3; free 2']
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import translate
from engine.model import Board, PairingNumber, RoundRobin
from engine.roundrobin.berger import RoundRobinError, berger_table, table_size


@dataclass(frozen=True, slots=True)
class ScheduledRound:
    """One round of a round robin: its boards (board 1 first) and the player without a game (odd field).

    ``cycle`` and ``table_round`` say where it comes from: round ``table_round`` of the Berger table,
    in cycle ``cycle`` (colours reversed when the cycle is even).
    """

    round: int
    cycle: int
    table_round: int
    boards: tuple[Board, ...]
    free: PairingNumber | None = None

    def __str__(self) -> str:
        text = f"round {self.round}: " + " ".join(f"{b.white}-{b.black}" for b in self.boards)
        return text + (f"; free {self.free}" if self.free is not None else "")

    @property
    def colours_reversed(self) -> bool:
        return self.cycle % 2 == 0

    def opponent(self, player: PairingNumber) -> PairingNumber | None:
        for b in self.boards:
            if b.white == player:
                return b.black
            if b.black == player:
                return b.white
        return None


def rounds_in(players: int, settings: RoundRobin) -> int:
    """How many rounds the event has: (table size - 1) per cycle."""
    return (table_size(players) - 1) * settings.cycles


def table_order(players: int, settings: RoundRobin, cycle: int) -> tuple[int, ...]:
    """The Berger table rounds of ``cycle`` in the order they are played (1-based).

    Only the first cycle of a ``reverse_last_two`` double round robin changes: its last two rounds
    swap places (C.05 Annex 1; TRF26 ``FIDE_DOUBLEROUNDROBIN``: "the last two rounds played in reverse
    order, then" the table again).
    """
    last = table_size(players) - 1
    order = list(range(1, last + 1))
    if settings.reverse_last_two and cycle == 1 and last >= 2:
        order[-2], order[-1] = order[-1], order[-2]
    return tuple(order)


def schedule(players: int, settings: RoundRobin) -> tuple[ScheduledRound, ...]:
    """Every round of a round robin of ``players`` (numbered 1..players) under ``settings``.

    Boards against the dummy are left out (their player is ``free``); the other boards keep the
    table's order. Raises ``RoundRobinError`` for a field the tables do not cover (3-24 players).
    """
    table = berger_table(players)
    dummy = table_size(players) if players % 2 else None
    rounds: list[ScheduledRound] = []
    for cycle in range(1, settings.cycles + 1):
        for table_round in table_order(players, settings, cycle):
            boards: list[Board] = []
            free: PairingNumber | None = None
            for b in table[table_round - 1]:
                if dummy is not None and dummy in (b.white, b.black):
                    free = b.black if b.white == dummy else b.white
                    continue
                boards.append(Board(b.black, b.white) if cycle % 2 == 0 else b)
            rounds.append(ScheduledRound(len(rounds) + 1, cycle, table_round, tuple(boards), free))
    return tuple(rounds)


def kind_name(settings: RoundRobin) -> str:
    """``single round robin``, ``double round robin``... (:attr:`RoundRobin.name`) in the language of the
    lookup in force."""
    if settings.cycles == 1:
        return translate("PairingRoundRobin", "single round robin")
    if settings.cycles == 2:
        if settings.reverse_last_two:
            return translate(
                "PairingRoundRobin", "double round robin, last two rounds of the first cycle reversed"
            )
        return translate("PairingRoundRobin", "double round robin")
    return translate("PairingRoundRobin", "round robin in {cycles} cycles").format(cycles=settings.cycles)


def scheduled_round(players: int, settings: RoundRobin, round_number: int) -> ScheduledRound:
    """Round ``round_number`` (1-based) of ``schedule(players, settings)``."""
    rounds = schedule(players, settings)
    if not 1 <= round_number <= len(rounds):
        raise RoundRobinError(
            translate(
                "PairingRoundRobin", "a {kind} of {players} players has rounds 1 to {rounds}, not {round}"
            ).format(kind=kind_name(settings), players=players, rounds=len(rounds), round=round_number)
        )
    return rounds[round_number - 1]
