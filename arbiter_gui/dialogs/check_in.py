"""Players ▸ Check-in: the presence list of the next round (C.04.2 (2026) art. 4.1), ticked from the
keyboard. Type a pairing number or a few letters of a name and press Enter: the player found is ticked
present (or unticked, if he was); Space ticks the selected row. Then the players not present are left
out of the round, as the arbiter chooses: a zero-point bye or a withdrawal.

The dialog knows no file: it is given what to read (``load``), what to do for a tick (``tick``) and for
the absent (``leave_out``); the controller runs them as operations (undo, the error boundary). At a venue
server's desk a tick is stored on the worker (issue 30 item 3): its line says "storing…" until the server
has stored it, and the next players can be ticked meanwhile.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from values import PlayerRecord
from values.desk import AbsentHandling, CheckInEntry, CheckInList


def folded(text: str) -> str:
    """``text`` without accents and case, for finding a name as typed ("muller" finds "Müller")."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


Found = TypeVar("Found")


def player_matches(player: PlayerRecord, typed: str) -> bool:
    """A pairing number typed finds that player; letters find the names holding every word typed (the
    check-in's and the entry fees' way of finding a player from the keyboard)."""
    typed = typed.strip()
    if typed.isdigit():
        return player.number == int(typed)
    name = folded(player.name)
    return all(word in name for word in folded(typed).replace(",", " ").split())


def the_one_found(found: Sequence[Found], message: QLabel) -> Found | None:
    """The one line the text typed finds (``player_matches``), else None with ``message`` saying what to
    type: the check-in's and the entry fees' Enter in the search field."""
    count = len(found)
    if count == 1:
        return found[0]
    message.setText(
        QCoreApplication.translate("CheckInDialog", "No player found: type a pairing number or a name.")
        if not found
        else QCoreApplication.translate(
            "CheckInDialog", "%n players found: type more of the name.", "", count
        )
    )
    return None


def matches(entry: CheckInEntry, typed: str) -> bool:
    """Whether the line of ``entry`` is found by ``typed`` (``player_matches``)."""
    return player_matches(entry.player, typed)


Settled = Callable[[bool], None]
"""Told whether a tick was stored."""

Tick = Callable[[CheckInEntry, bool, Settled], bool]
"""Ticks a player present (True) or not: False when refused at once; else ``settled(stored)`` is called
once the outcome is known (before it returns on a file; later at a venue server's desk, where the tick is
stored on the worker and its line says "storing…" meanwhile)."""


class _Table(QTableWidget):
    """The list; Space ticks the selected row."""

    def __init__(self, toggle: Callable[[int], None]) -> None:
        super().__init__(0, 5)
        self._toggle = toggle

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Space and self.currentRow() >= 0:
            self._toggle(self.currentRow())
            return
        super().keyPressEvent(event)


class CheckInDialog(QDialog):
    """The presence list of one round (see the module's docstring)."""

    def __init__(
        self,
        parent: QWidget | None,
        load: Callable[[Callable[[CheckInList | None], None]], None],
        tick: Tick,
        leave_out: Callable[[AbsentHandling, CheckInList, Settled], bool],
    ) -> None:
        super().__init__(parent)
        self._load, self._tick, self._leave_out = load, tick, leave_out
        self._under_way: set[int] = set()
        """Players whose tick is being stored (a venue server's desk, ``Tick``)."""
        self.listing: CheckInList | None = None
        self.setMinimumSize(560, 560)
        self.typed = QLineEdit()
        self.typed.setPlaceholderText(self.tr("Pairing number or name, then Enter"))
        self.typed.returnPressed.connect(self.tick_typed)
        self.typed.textChanged.connect(self._filter)
        self.table = _Table(self._toggle_row)
        self.table.setHorizontalHeaderLabels(
            [self.tr("No"), self.tr("Name"), self.tr("Fed"), self.tr("Rtg"), self.tr("Present")]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.summary = QLabel()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.zero_bye = QPushButton(self.tr("Absent: &zero-point bye"))
        self.zero_bye.setToolTip(
            self.tr("Every player not present is not paired in this round (zero points)")
        )
        self.zero_bye.clicked.connect(lambda: self._absent(AbsentHandling.ZERO_BYE))
        self.withdraw = QPushButton(self.tr("Absent: &withdraw"))
        self.withdraw.setToolTip(self.tr("Every player not present is withdrawn from this round on"))
        self.withdraw.clicked.connect(lambda: self._absent(AbsentHandling.WITHDRAW))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.zero_bye, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.withdraw, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.typed)
        layout.addWidget(self.table)
        layout.addWidget(self.summary)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        give_help(self, buttons)
        self.refresh()

    def refresh(self) -> None:
        """Read the list again and show it (the text typed still filters it): ``load`` shows it before
        it returns on a file, later at a venue server's desk (read on the worker)."""
        self._load(self._show)

    def _show(self, listing: CheckInList | None) -> None:
        self.listing = listing
        entries = listing.entries if listing else ()
        self.setWindowTitle(
            self.tr("Check-in for round {round}").format(round=listing.round)
            if listing
            else self.tr("Check-in")
        )
        self.table.setRowCount(len(entries))
        for row, e in enumerate(entries):
            for col, text in enumerate(
                (
                    str(e.player.number),
                    e.player.name,
                    e.player.federation,
                    str(e.player.rating or ""),
                    self._state(e),
                )
            ):
                item = QTableWidgetItem(text)
                if col in (0, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        if listing:
            self._show_summary(listing)
        self._filter(self.typed.text())

    def _state(self, e: CheckInEntry) -> str:
        if e.withdrawn:
            return self.tr("withdrawn")
        if e.bye is not None:
            return self.tr("bye")
        return "\u2714" if e.present else ""

    def _show_summary(self, listing: CheckInList) -> None:
        self.summary.setText(
            self.tr("{present} of {players} present, {absent} absent").format(
                present=listing.present, players=len(listing.entries), absent=len(listing.absent)
            )
        )

    def _filter(self, typed: str) -> None:
        entries = self.listing.entries if self.listing else ()
        first = -1
        for row, e in enumerate(entries):
            hidden = bool(typed.strip()) and not matches(e, typed)
            self.table.setRowHidden(row, hidden)
            if not hidden and first < 0:
                first = row
        if first >= 0:
            self.table.selectRow(first)

    def tick_typed(self) -> None:
        """Enter: tick (or untick) the one player the text typed finds."""
        entries = self.listing.entries if self.listing else ()
        found = the_one_found([e for e in entries if matches(e, self.typed.text())], self.message)
        if found is None:
            return
        self._set(found)
        self.typed.clear()

    def _toggle_row(self, row: int) -> None:
        if self.listing and 0 <= row < len(self.listing.entries):
            self._set(self.listing.entries[row])

    def _set(self, entry: CheckInEntry) -> None:
        pid = entry.player.id
        if pid in self._under_way:  # its tick not stored yet: another would be guessed from an old state
            self.message.setText(
                self.tr("{name}: the last tick is still being stored.").format(name=entry.player.name)
            )
            return
        self._under_way.add(pid)
        present = not entry.present
        if not self._tick(entry, present, lambda stored: self._settled(entry, present, stored)):
            self._under_way.discard(pid)
            self.refresh()  # refused: show the file as it is
            return
        if pid in self._under_way:  # on the worker (a venue server): the row says so until stored
            self._show_line(pid, self.tr("storing\u2026"))

    def _settled(self, entry: CheckInEntry, present: bool, stored: bool) -> None:
        """The tick of ``entry`` stored (at once on a file, when the server says so at a venue desk), or
        not: then the line shows again what the list held (the reason is shown by the window)."""
        self._under_way.discard(entry.player.id)
        if not stored:
            line = next((e for e in self._entries() if e.player.id == entry.player.id), entry)
            self._show_line(entry.player.id, self._state(line))
            return
        self.message.setText(
            (self.tr("{name} is present.") if present else self.tr("{name} is no longer present.")).format(
                name=entry.player.name
            )
        )
        # only this line changed: one row updated, not the whole list read and drawn again (1,000 players)
        if self.listing is None:
            return
        entries = tuple(
            dataclasses.replace(e, present=present) if e.player.id == entry.player.id else e
            for e in self.listing.entries
        )
        self.listing = dataclasses.replace(self.listing, entries=entries)
        changed = next((e for e in entries if e.player.id == entry.player.id), None)
        if changed is not None:
            self._show_line(entry.player.id, self._state(changed))
        self._show_summary(self.listing)

    def _entries(self) -> tuple[CheckInEntry, ...]:
        return self.listing.entries if self.listing else ()

    def _show_line(self, player_id: int, state: str) -> None:
        """The Present cell of the player's line says ``state``."""
        row = next((r for r, e in enumerate(self._entries()) if e.player.id == player_id), -1)
        if row >= 0:
            self.table.setItem(row, 4, QTableWidgetItem(state))

    def _absent(self, how: AbsentHandling) -> None:
        """The players not present left out (asked first); the list read again once stored (on the worker
        at a venue server's desk: "Storing…" until then)."""
        settled: list[bool] = []

        def told(stored: bool) -> None:
            settled.append(stored)
            if stored:
                self.refresh()
            else:
                self.message.setText("")

        if self.listing is not None and self._leave_out(how, self.listing, told) and not settled:
            self.message.setText(self.tr("Storing\u2026"))
