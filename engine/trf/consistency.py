"""Cross-checks between players' round cells: both players of a game must tell the same story.

TRF16/TRF26 record each game twice, once per player (001 columns 92-99, ...). Both entries must name
each other, with opposite colours and mirrored results (1/0, =/=, W/L, D/D, +/- and the double
forfeit -/-, pending/pending). An opponent who does not exist is refused too.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from engine.model import PairingNumber, Player, ResultCode, RoundEntry


@dataclass(frozen=True, slots=True)
class GameProblem:
    """A contradiction found in the round cells: on the line of ``player``, about ``opponent``."""

    reason: str
    player: PairingNumber
    opponent: PairingNumber


def _mirrors(a: RoundEntry, b: RoundEntry) -> bool:
    if a.result is ResultCode.FORFEIT_LOSS and b.result is ResultCode.FORFEIT_LOSS:
        return True  # double forfeit: neither player came
    return a.result.mirror is b.result


def check_tournament_cells(players: Sequence[Player], number_of_rounds: int | None) -> Iterator[str]:
    """Everything that makes a player section unreadable: duplicate starting ranks, rounds beyond
    the number of rounds, and the game contradictions of :func:`check_games`."""
    seen: set[int] = set()
    for p in players:
        if p.number in seen:
            yield f"starting rank {p.number} is used twice"
        seen.add(p.number)
        if number_of_rounds is not None and len(p.rounds) > number_of_rounds:
            yield f"player {p.number}: round {len(p.rounds)} is recorded, there are {number_of_rounds} rounds"
    for problem in check_games(players):
        yield f"player {problem.player}: {problem.reason}"


def check_games(players: Sequence[Player]) -> Iterator[GameProblem]:
    """Yield one :class:`GameProblem` per contradiction, on the line of the player in error."""
    by_number = {p.number: p for p in players}
    for player in players:
        for round_number, entry in enumerate(player.rounds, start=1):
            if entry.opponent is None:
                continue
            opponent = by_number.get(entry.opponent)
            if opponent is None:
                reason = f"round {round_number}: opponent {entry.opponent} is not a player of this file"
                yield GameProblem(reason, player.number, entry.opponent)
                continue
            other = opponent.entry(round_number)
            if other.opponent != player.number:
                said = "no opponent" if other.opponent is None else f"opponent {other.opponent}"
                reason = f"round {round_number}: {opponent.number} does not point back ({said} there)"
                yield GameProblem(reason, player.number, opponent.number)
                continue
            if player.number > opponent.number:
                continue  # each game is checked once, from its lower-numbered player
            if entry.colour is not other.colour.opposite:
                reason = (
                    f"round {round_number}: players {player.number} and {opponent.number} have colours "
                    f"{entry.colour.value!r} and {other.colour.value!r}"
                )
                yield GameProblem(reason, opponent.number, player.number)
            elif not _mirrors(entry, other):
                reason = (
                    f"round {round_number}: results {entry.result.value!r} (player {player.number}) and "
                    f"{other.result.value!r} (player {opponent.number}) do not match"
                )
                yield GameProblem(reason, opponent.number, player.number)
