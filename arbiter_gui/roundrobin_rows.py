"""The square crosstable of a round robin for the window: one row per player in standings order, one
cell per opponent (the row player's results against that opponent), as the printed one
(``outputs.documents.roundrobin``). Headless, like ``arbiter_gui.standings_rows``."""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_gui.models.standings import CrossRow, StandingRow
from engine.model import PairingNumber, Tournament
from engine.roundrobin.crosstable import square_rows


def square_crosstable_rows(
    tournament: Tournament, standings: Sequence[StandingRow], through: int
) -> list[CrossRow]:
    """Rows in the order of ``standings`` (the event's standings); cells hold the results of rounds
    1..``through`` against the player of each line (``×`` against themself). Results against a player
    not ranked (a withdrawal V.4.1 does not count) are shown in brackets."""
    order = [PairingNumber(s.number) for s in standings]
    set_aside = frozenset(PairingNumber(s.number) for s in standings if s.place == "-")
    cells = square_rows(tournament, order, through, set_aside)
    return [
        CrossRow(s.rank, s.number, s.name, s.rating, s.federation, s.points, cells[PairingNumber(s.number)])
        for s in standings
    ]
