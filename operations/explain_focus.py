"""What of a round's explanation concerns one board (``arbiter explain FILE ROUND BOARD``): decided here
once, for the window and the command line alike (``operations.rounds.Rounds.explain``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, TypeVar

from db.errors import OperationRefused
from engine.i18n import translate
from values import BoardRecord

if TYPE_CHECKING:
    from engine.manual_pairing import PairingWarning

Shown = TypeVar("Shown")


def board_players(boards: Sequence[BoardRecord], round_number: int, board: int) -> frozenset[int]:
    """The pairing numbers of the two players of board ``board`` of round ``round_number``; refused in one
    sentence for a board the round does not have."""
    for record in boards:
        if record.board == board:
            return frozenset((int(record.white_number), int(record.black_number)))
    raise OperationRefused(
        translate("DbRefusal", "Round {round} has no board {board} (it has {count}).").format(
            round=round_number, board=board, count=len(boards)
        )
    )


def focus(explanation: Shown, players: frozenset[int]) -> Shown:
    """A bracket-by-bracket account (Dutch, either edition) keeps only the brackets where one of
    ``players`` was a resident, was moved down or floated down; the bye line goes (a board is no bye).
    Any other explanation (a round robin's Berger table, a checker's text already narrowed by
    :func:`about`) is returned whole."""
    brackets = getattr(explanation, "brackets", None)
    if brackets is None or not dataclasses.is_dataclass(explanation):
        return explanation
    kept = tuple(b for b in brackets if players & {*b.residents, *b.movers, *b.downfloaters})
    return dataclasses.replace(explanation, brackets=kept, bye=None)  # type: ignore[type-var]


def about(warnings: Iterable[PairingWarning], players: frozenset[int] | None) -> list[PairingWarning]:
    """The checker's warnings that name one of ``players``, and those that name nobody (every warning
    when ``players`` is None)."""
    if players is None:
        return list(warnings)
    return [w for w in warnings if not w.players or players & {int(p) for p in w.players}]
