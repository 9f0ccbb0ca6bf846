"""The operation that takes over ratings (and titles, K factors...) from the library:
``operations.rating_update``."""

from __future__ import annotations

from collections.abc import Sequence

from db.errors import OperationRefused
from db.tx import Tx
from engine.i18n import translate
from operations.convert import apply_details, player_record
from operations.ops_event import paired_rounds
from operations.ops_players import get_row, validate_details
from operations.rating_update import RatingChange, consequences
from values import PlayerRecord


def update_ratings(tx: Tx, changes: Sequence[RatingChange], confirmed: bool) -> tuple[PlayerRecord, ...]:
    """Apply ``changes`` (``operations.rating_update.rating_changes``) in one operation with one audit row.

    Refused after round 1 unless ``confirmed`` (the refusal says what the update would change), and
    when a player's data changed since the changes were listed (list them again).
    """
    s = tx.session
    if not changes:
        return ()
    paired = paired_rounds(s)
    if paired and not confirmed:
        raise OperationRefused(
            translate("DbEndEvent", "{consequences} Confirm the update to go ahead.").format(
                consequences=consequences(paired)
            )
        )
    updated = []
    for change in changes:
        row = get_row(s, change.player)
        if player_record(row).details != change.old or row.k_factor != change.old_k:
            raise OperationRefused(
                translate(
                    "DbRefusal",
                    "{name} (no. {number}) was changed after the ratings were compared; compare again",
                ).format(name=row.name, number=row.number)
            )
        validate_details(change.new)
        apply_details(row, change.new)
        row.k_factor = change.new_k
        updated.append(row)
    s.flush()
    tx.audit(
        "update_ratings",
        {"paired_rounds": paired, "players": [c.to_json()["old"] | {"id": c.player} for c in changes]},
        {"players": [c.to_json()["new"] | {"id": c.player, "name": c.name} for c in changes]},
    )
    return tuple(player_record(r) for r in updated)
