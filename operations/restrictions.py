"""The restrictions area: prohibited pairs (TRF26 260) and the club or federation groups that must not
meet in the first rounds.

Each method that writes is ONE operation: one transaction with its audit row (``FileAccess.write``),
returning domain values (``values``). Reached as ``tf.restrictions`` of an open ``TournamentFile``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from sqlalchemy import select

from db.schema import ProhibitedPairRow
from operations import (
    ops_players,
    ops_restrictions,
)
from operations.convert import prohibited_pair
from operations.ops_restrictions import GroupKind, RestrictionResult
from values import (
    PlayerId,
    ProhibitedPair,
)

if TYPE_CHECKING:
    pass

from operations.file_access import FileAccess


class Restrictions:
    """The operations of the restrictions area (see the module's docstring)."""

    def __init__(self, file: FileAccess) -> None:
        self._file = file

    def prohibited_pairs(self) -> tuple[ProhibitedPair, ...]:
        return self._file.read(
            lambda s: tuple(
                prohibited_pair(r)
                for r in s.scalars(select(ProhibitedPairRow).order_by(ProhibitedPairRow.id))
            )
        )

    def add_pair(
        self,
        players: Sequence[PlayerId],
        first_round: int | None = None,
        last_round: int | None = None,
        reason: str = "",
    ) -> ProhibitedPair:
        """Players who must not meet (e.g. family members), TRF26 260; ``reason`` is shown beside."""
        return self._file.write(
            lambda tx: ops_players.add_prohibited_pair(tx, players, first_round, last_round, reason)
        )

    def remove_pair(self, pair_id: int) -> None:
        self._file.write(lambda tx: ops_players.remove_prohibited_pair(tx, pair_id))

    def apply(self, kind: GroupKind, last_round: int) -> RestrictionResult:
        """Players of the same club (``GroupKind.CLUB``) or federation do not meet in rounds
        1..``last_round``: one prohibited-pairing group per club, replacing an earlier restriction
        of that kind (``operations.ops_restrictions``)."""
        return self._file.write(lambda tx: ops_restrictions.apply_restriction(tx, kind, last_round))

    def remove(self, kind: GroupKind) -> tuple[ProhibitedPair, ...]:
        """Drop the groups of a club or federation restriction; returns them (for undo)."""
        return self._file.write(lambda tx: ops_restrictions.remove_restriction(tx, kind))

    def restore(self, kind: GroupKind, groups: Sequence[ProhibitedPair]) -> tuple[ProhibitedPair, ...]:
        """Replace the groups of ``kind`` by ``groups`` (the undo of ``apply_restriction`` and of
        ``remove_restriction``)."""
        return self._file.write(lambda tx: ops_restrictions.restore_groups(tx, kind, tuple(groups)))
