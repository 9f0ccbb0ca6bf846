"""The players table: registration data, points so far, and status (withdrawn, requested byes)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from arbiter_gui.errors import InputRefused
from arbiter_gui.format import score
from arbiter_gui.tablemodel import Column, RowTableModel
from engine.model import Sex
from values import PlayerDetails, PlayerId, PlayerRecord

translate = QCoreApplication.translate


@dataclass(frozen=True)
class PlayerRow:
    record: PlayerRecord
    points: Fraction = Fraction(0)
    status: str = ""
    """Withdrawn, requested byes ... as one readable line."""


EditPlayer = Callable[[PlayerId, PlayerDetails], bool]
"""Store the corrected details (True), or show why not (False)."""
RefuseInput = Callable[[InputRefused], None]


def _int(text: str) -> int:
    text = text.strip()
    if not text:
        return 0
    if not text.isdigit():
        raise InputRefused(
            translate("PlayersModel", "a rating is a whole number, not {text!r}").format(text=text)
        )
    return int(text)


class PlayersModel(RowTableModel[PlayerRow]):
    """Edits go through ``edit_player`` (a ``db`` operation, undoable in the window)."""

    def __init__(
        self, edit_player: EditPlayer | None = None, refuse: RefuseInput | None = None, parent: Any = None
    ) -> None:
        self._edit_player = edit_player
        self._refuse = refuse
        super().__init__(parent)

    def set_editing(self, edit_player: EditPlayer, refuse: RefuseInput) -> None:
        """Cells become editable: ``edit_player`` stores a correction, ``refuse`` shows a bad value."""
        self._edit_player = edit_player
        self._refuse = refuse
        self.set_columns(self.columns())

    def key(self, row: PlayerRow) -> Hashable:
        return row.record.id

    def _editor(self, **field: Callable[[str], object]) -> Callable[[PlayerRow, str], bool] | None:
        if self._edit_player is None:
            return None
        ((name, convert),) = field.items()
        edit = self._edit_player

        def apply(row: PlayerRow, text: str) -> bool:
            try:
                changes: dict[str, Any] = {name: convert(text)}
            except InputRefused as exc:
                if self._refuse is not None:
                    self._refuse(exc)
                return False
            return edit(row.record.id, replace(row.record.details, **changes))

        return apply

    def columns(self) -> Sequence[Column[PlayerRow]]:
        strip: Callable[[str], object] = str.strip
        upper: Callable[[str], object] = lambda t: t.strip().upper()  # noqa: E731
        return [
            Column(
                self.tr("No."),
                lambda r: str(r.record.number),
                lambda r: r.record.number,
                "right",
                tooltip=self.tr("Pairing number (starting rank)"),
            ),
            Column(
                self.tr("Name"),
                lambda r: r.record.name,
                lambda r: r.record.name.casefold(),
                edit=self._editor(name=strip),
            ),
            Column(self.tr("Title"), lambda r: r.record.title, edit=self._editor(title=upper)),
            Column(
                self.tr("Rating"),
                lambda r: str(r.record.rating or ""),
                lambda r: r.record.rating,
                "right",
                edit=self._editor(rating=_int),
            ),
            Column(self.tr("Fed"), lambda r: r.record.federation, edit=self._editor(federation=upper)),
            Column(self.tr("FIDE id"), lambda r: r.record.fide_id, edit=self._editor(fide_id=strip)),
            Column(self.tr("Club"), lambda r: r.record.club, edit=self._editor(club=strip)),
            Column(
                self.tr("Nat."),
                lambda r: str(r.record.national_rating or ""),
                lambda r: r.record.national_rating,
                "right",
                edit=self._editor(national_rating=_int),
                tooltip=self.tr("National rating"),
            ),
            Column(
                self.tr("Sex"),
                lambda r: {Sex.MALE: "m", Sex.FEMALE: "w"}.get(r.record.sex, ""),
                align="centre",
            ),
            Column(self.tr("Born"), lambda r: r.record.birth_date, edit=self._editor(birth_date=strip)),
            Column(self.tr("Pts"), lambda r: score(r.points), lambda r: r.points, "right"),
            Column(self.tr("Status"), lambda r: r.status),
        ]

    def row_foreground(self, row: PlayerRow) -> Any:
        return QColor("#888888") if row.record.is_withdrawn else None
