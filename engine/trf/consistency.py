"""Cross-checks between players' round cells: both players of a game must tell the same story.

TRF16/TRF26 record each game twice, once per player (001 columns 92-99, ...). Both entries must name
each other, with opposite colours and mirrored results (1/0, =/=, W/L, D/D, +/- and the double
forfeit -/-, pending/pending). An opponent who does not exist is refused too.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from engine.model import Player, ResultCode, RoundEntry


def _mirrors(a: RoundEntry, b: RoundEntry) -> bool:
    if a.result is ResultCode.FORFEIT_LOSS and b.result is ResultCode.FORFEIT_LOSS:
        return True  # double forfeit: neither player came
    return a.result.mirror is b.result


def check_games(players: Sequence[Player]) -> Iterator[tuple[str, int]]:
    """Yield ``(reason, pairing number of the player whose line is in error)`` for every contradiction."""
    by_number = {p.number: p for p in players}
    for player in players:
        for round_number, entry in enumerate(player.rounds, start=1):
            if entry.opponent is None:
                continue
            opponent = by_number.get(entry.opponent)
            if opponent is None:
                reason = f"round {round_number}: opponent {entry.opponent} is not a player of this file"
                yield reason, player.number
                continue
            other = opponent.entry(round_number)
            if other.opponent != player.number:
                said = "no opponent" if other.opponent is None else f"opponent {other.opponent}"
                yield (
                    f"round {round_number}: opponent {opponent.number} does not point back (he has {said})",
                    player.number,
                )
                continue
            if player.number > opponent.number:
                continue  # each game is checked once, from its lower-numbered player
            if entry.colour is not other.colour.opposite:
                yield (
                    f"round {round_number}: players {player.number} and {opponent.number} have colours "
                    f"{entry.colour.value!r} and {other.colour.value!r}",
                    opponent.number,
                )
            elif not _mirrors(entry, other):
                yield (
                    f"round {round_number}: results {entry.result.value!r} (player {player.number}) and "
                    f"{other.result.value!r} (player {opponent.number}) do not match",
                    opponent.number,
                )
