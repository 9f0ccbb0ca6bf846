"""The ratings area: K factors (B.02 8.3.3) and the update of the players' ratings, titles and K from
the player library.

Each method that writes is ONE operation: one transaction with its audit row (``FileAccess.write``),
returning domain values (``values``). Reached as ``tf.ratings`` of an open ``TournamentFile``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from operations import (
    endevent,
    ops_endevent,
    ops_event,
    ops_players,
    ops_ratings,
)
from operations.convert import event_settings
from operations.rating_update import Lookup, RatingChange, rating_changes
from values import (
    PlayerId,
    PlayerRecord,
)

if TYPE_CHECKING:
    from engine.rating import KFactor

from operations.event import Event
from operations.file_access import FileAccess
from operations.players import Players


class Ratings:
    """The operations of the ratings area (see the module's docstring)."""

    def __init__(self, file: FileAccess, players: Players, event: Event) -> None:
        self._file = file
        self._players = players
        self._event = event

    def changes(self, lookup: Lookup) -> tuple[RatingChange, ...]:
        """Every registered player whose library entry (``lookup``, e.g. ``PlayerLibrary.entry_for``)
        has another rating, title, K factor... of the event's rating type (``operations.rating_update``)."""
        return rating_changes(self._players.all(), lookup, self._event.settings().rating_type)

    def update(self, changes: Sequence[RatingChange], *, confirmed: bool = False) -> tuple[PlayerRecord, ...]:
        """Apply ``changes`` in one operation with its audit row. Once round 1 is paired it is refused
        unless ``confirmed``; ``rating_update.consequences`` says what it changes then."""
        return self._file.write(lambda tx: ops_ratings.update_ratings(tx, changes, confirmed))

    def set_k_factor(self, player_id: PlayerId, k: int | None) -> PlayerRecord:
        """Store the player's K (B.02 8.3.3, from the FIDE rating list); None = derive it from what the
        file knows (``k_factor``)."""
        return self._file.write(lambda tx: ops_endevent.set_k_factor(tx, player_id, k))

    def k_factor(self, player_id: PlayerId) -> KFactor:
        """The K of B.02 8.3.3 the rating report uses for the player, with the rule that gave it."""
        return self._file.read(
            lambda s: endevent.k_factor_of(
                ops_players.get_row(s, player_id),
                endevent.event_year(event_settings(ops_event.file_event_row(s))),
            )
        )
