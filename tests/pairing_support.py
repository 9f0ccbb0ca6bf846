"""Building small tournaments by hand for the pairing tests and probes: a game of a round, and players
numbered 1, 2, ... with their rounds, rated in the order of their pairing numbers."""

from __future__ import annotations

from collections.abc import Sequence

from engine.model import Colour, PairingNumber, Player, ResultCode, RoundEntry


def game(opponent: int, colour: Colour, result: ResultCode | str) -> RoundEntry:
    """A game against ``opponent`` with ``colour``; ``result`` a ``ResultCode`` or its TRF letter.

    >>> game(3, Colour.WHITE, "=") == RoundEntry(PairingNumber(3), Colour.WHITE, ResultCode.DRAW)
    True
    """
    return RoundEntry(PairingNumber(opponent), colour, ResultCode(result))


def players_with_rounds(
    rounds: Sequence[Sequence[RoundEntry]], *, name: str = "P{number}", top_rating: int = 2500
) -> tuple[Player, ...]:
    """Player ``i`` (from 1) with the rounds ``rounds[i - 1]``, named ``name.format(number=i)`` and rated
    ``top_rating - 10 * i``: the ratings order the players as their pairing numbers do.

    >>> [(p.number, p.name, p.rating) for p in players_with_rounds([[], []], name="Player {number}")]
    [(1, 'Player 1', 2490), (2, 'Player 2', 2480)]
    """
    return tuple(
        Player(PairingNumber(i), name.format(number=i), rating=top_rating - 10 * i, rounds=tuple(entries))
        for i, entries in enumerate(rounds, start=1)
    )
