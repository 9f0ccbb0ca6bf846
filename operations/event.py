"""The event area: its settings (rules edition, language of the documents, rounds), the accelerations
(C.04.7) and the round dates.

Each method that writes is ONE operation: one transaction with its audit row (``FileAccess.write``),
returning domain values (``values``). Reached as ``tf.event`` of an open ``TournamentFile``.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from engine.acceleration import Edition
from engine.model import Acceleration, RoundRobin, RulesEdition
from operations import (
    ops_acceleration,
    ops_double_swiss,
    ops_endevent,
    ops_event,
    text_fields,
)
from operations.convert import event_settings
from values import (
    EventSettings,
)
from values.teams import TeamSettings

if TYPE_CHECKING:
    pass

from operations.file_access import FileAccess


class Event:
    """The operations of the event area (see the module's docstring)."""

    def __init__(self, file: FileAccess) -> None:
        self._file = file

    def settings(self) -> EventSettings:
        return self._file.read(lambda s: event_settings(ops_event.file_event_row(s)))

    def round_robin(self) -> RoundRobin | None:
        """The event's round-robin settings; None for a Swiss event."""
        return self._file.read(ops_event.round_robin)

    def double_swiss(self) -> bool:
        """The event is paired by the Double-Swiss System (C.04.5): each match is two stored rounds,
        game 1 in round ``2k-1`` and game 2 in round ``2k``."""
        return self._file.read(ops_double_swiss.double_swiss)

    def team(self) -> TeamSettings | None:
        """The event's team settings; None for an individual event (issue 29)."""
        return self.settings().team

    def update(self, settings: EventSettings, *, confirm_rules: bool = False) -> EventSettings:
        """Change event data. Refused: fewer rounds than already paired; the initial colour after
        round 1 is paired; the rules edition after round 1 is paired, unless ``confirm_rules`` (the
        arbiter confirmed it; the audit log keeps the old and the new edition)."""
        limited, cut = text_fields.limit_event(settings)
        stored = self._file.write(lambda tx: ops_event.update_event(tx, limited, confirm_rules=confirm_rules))
        self._file.notices.extend(cut)
        return stored

    def set_rules(self, rules: RulesEdition, *, confirm: bool = False) -> EventSettings:
        """Change the rules edition (``ops_event.set_rules``): after round 1 only with ``confirm``."""
        return self._file.write(lambda tx: ops_event.set_rules(tx, rules, confirm=confirm))

    def set_language(self, language: str) -> EventSettings:
        """The language of the event's documents (``ops_event.set_language``): a code of
        ``engine.i18n.LANGUAGES``, or empty for the language of the program that prints. An unknown
        code is refused (``OperationRefused``)."""
        return self._file.write(lambda tx: ops_event.set_language(tx, language))

    def accelerations(self) -> tuple[Acceleration, ...]:
        """Fictitious pairing points (C.04.7 / TRF26 250), by TPN ranges."""
        return self._file.read(ops_event.accelerations)

    def set_accelerations(self, accelerations: Sequence[Acceleration]) -> tuple[Acceleration, ...]:
        """Replace the accelerations (e.g. Baku, C.04.7): pairing-only points for TPN ranges and rounds."""
        return self._file.write(lambda tx: ops_event.set_accelerations(tx, accelerations))

    def apply_baku(self, edition: Edition = "2026") -> tuple[Acceleration, ...]:
        """Baku Acceleration (C.04.7 (2026), or ``"pre2026"``: C.04.5.1): the virtual points of
        ``engine.acceleration.baku_accelerations`` for the players registered now, stored as the
        accelerations. Refused once round 1 is paired (the groups are divided before round 1)."""
        return self._file.write(lambda tx: ops_acceleration.apply_baku_acceleration(tx, edition))

    def baku_edition(self) -> Edition | None:
        """``"2026"``/``"pre2026"`` when the stored accelerations are the Baku points of the players
        registered now; None otherwise (none set, another scheme, or players registered since)."""
        return self._file.read(ops_acceleration.baku_edition)

    def remove_acceleration(self) -> tuple[Acceleration, ...]:
        """Drop the accelerations (e.g. Baku chosen by mistake). Refused once round 1 is paired."""
        return self._file.write(ops_acceleration.remove_acceleration)

    def round_dates(self) -> tuple[date | None, ...]:
        """Every round's date: stored with the round, else planned, else spread over the event's days."""
        return self._file.read(ops_endevent.planned_round_dates)

    def set_round_dates(self, dates: Sequence[date | None]) -> tuple[date | None, ...]:
        """Set the date of every round at once (TRF 132): paired rounds keep it with the round, later
        rounds in the schedule. One operation."""
        return self._file.write(lambda tx: ops_endevent.set_round_dates(tx, dates))
