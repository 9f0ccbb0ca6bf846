"""The cells of a round robin's square crosstable (player against player), for every view of it: the
window, the printed crosstable, the web folder. FIDE C.05: the crosstable of an all-play-all shows each
player's result against each other player.

>>> from engine.model import Colour, Player, RoundEntry, Tournament
>>> a = Player(PairingNumber(1), "A", rounds=(RoundEntry(PairingNumber(2), Colour.WHITE, ResultCode.DRAW),))
>>> b = Player(PairingNumber(2), "B", rounds=(RoundEntry(PairingNumber(1), Colour.BLACK, ResultCode.DRAW),))
>>> square_rows(Tournament(players=(a, b)), [PairingNumber(1), PairingNumber(2)], 1)
{1: ('×', '½'), 2: ('½', '×')}
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.model import PairingNumber, ResultCode, Tournament

DIAGONAL = "\u00d7"
"""The cell of a player against themself."""

SIDE = {
    ResultCode.WIN: "1",
    ResultCode.DRAW: "\u00bd",
    ResultCode.LOSS: "0",
    ResultCode.UNRATED_WIN: "1",
    ResultCode.UNRATED_DRAW: "\u00bd",
    ResultCode.UNRATED_LOSS: "0",
    ResultCode.FORFEIT_WIN: "+",
    ResultCode.FORFEIT_LOSS: "-",
}
"""What one player scored in a paired game: 1, ½, 0, + or - (forfeits)."""


def side_text(result: ResultCode) -> str:
    """What one player scored in a paired game; empty while pending."""
    return SIDE.get(result, "")


def encounter_cells(tournament: Tournament, through: int) -> dict[tuple[PairingNumber, PairingNumber], str]:
    """(player, opponent) -> what the player scored against that opponent in rounds 1..``through``, in
    round order, space separated (a double round robin shows two results: ``1 ½``); a game still
    without result adds nothing."""
    cells: dict[tuple[PairingNumber, PairingNumber], list[str]] = {}
    for p in tournament.players:
        for e in p.rounds[:through]:
            if e.opponent is None or e.result is ResultCode.PENDING:
                continue
            cells.setdefault((p.number, e.opponent), []).append(side_text(e.result))
    return {key: " ".join(results) for key, results in cells.items()}


def square_rows(
    tournament: Tournament,
    order: Sequence[PairingNumber],
    through: int,
    not_counted: frozenset[PairingNumber] = frozenset(),
) -> dict[PairingNumber, tuple[str, ...]]:
    """Each player's cells against the players of ``order`` (the lines of the crosstable): results of
    rounds 1..``through`` (``encounter_cells``), ``×`` against themself, in brackets when either player
    is in ``not_counted`` (withdrawn having played less than half of the games, FIDE Tournament Rules
    V.4.1)."""
    cells = encounter_cells(tournament, through)

    def cell(me: PairingNumber, other: PairingNumber) -> str:
        if me == other:
            return DIAGONAL
        text = cells.get((me, other), "")
        return f"({text})" if text and (me in not_counted or other in not_counted) else text

    return {me: tuple(cell(me, other) for other in order) for me in order}
