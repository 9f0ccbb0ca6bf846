"""A player's row by id, refused in one sentence when there is none: below every operation on players
(``operations.ops_players``, ``operations.ops_fixed_boards``), so that neither imports the other."""

from __future__ import annotations

from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import PlayerRow
from engine.i18n import translate


def get_row(s: Session, player_id: int) -> PlayerRow:
    row = s.get(PlayerRow, player_id)
    if row is None:
        raise OperationRefused(
            translate("DbRefusal", "there is no player with id {player_id}").format(player_id=player_id)
        )
    return row
