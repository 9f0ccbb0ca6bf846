"""Searching the player library while typing: a line to type in, the players found below.

The search (``PlayerLibrary.search``) takes a few milliseconds on a whole FIDE list, so it runs on the
UI thread, a moment after the last key (``DELAY_MS``). Enter, a double click or the Pick button
chooses the player shown: :attr:`LibrarySearch.picked` carries the ``LibraryPlayer``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.errors import describe as reason
from arbiter_gui.plain_text import plain_label
from arbiter_gui.tablemodel import Column, RowTableModel
from engine.errors import ArbiterError
from engine.rating.kfactor import RatingType
from player_library import LibraryPlayer, SearchResult
from texts.labels import rating_type_name

DELAY_MS = 60
"""Wait this long after a key before searching (typing fast searches once)."""

Search = Callable[[str], SearchResult]

translate = QCoreApplication.translate


def ratings_text(p: LibraryPlayer, kind: RatingType) -> str:
    r = p.rating(kind).rating
    return "" if r is None else str(r)


class ResultsModel(RowTableModel[LibraryPlayer]):
    """The players found, in the search's order."""

    def __init__(self, rating_type: RatingType = RatingType.STANDARD, parent: object = None) -> None:
        self.rating_type = rating_type
        super().__init__(parent)

    def key(self, row: LibraryPlayer) -> Hashable:
        return row.key

    def columns(self) -> Sequence[Column[LibraryPlayer]]:
        kind = self.rating_type
        return [
            Column(
                translate("LibrarySearch", "FIDE ID"),
                lambda p: "" if p.fide_id is None else str(p.fide_id),
                align="right",
            ),
            Column(translate("LibrarySearch", "Title"), lambda p: p.title),
            Column(translate("LibrarySearch", "Name"), lambda p: p.name),
            Column(translate("LibrarySearch", "Fed"), lambda p: p.federation),
            Column(
                rating_type_name(kind),
                lambda p: ratings_text(p, kind),
                align="right",
                tooltip=translate("LibrarySearch", "FIDE {value} rating").format(
                    value=rating_type_name(kind)
                ),
            ),
            Column(
                translate("LibrarySearch", "Born"),
                lambda p: "" if p.birth_year is None else str(p.birth_year),
                align="centre",
            ),
            Column(translate("LibrarySearch", "Sex"), lambda p: p.sex, align="centre"),
            Column(translate("LibrarySearch", "Club"), lambda p: p.national.club if p.national else ""),
            Column(
                translate("LibrarySearch", "National"),
                lambda p: _national(p),
                tooltip=translate("LibrarySearch", "National list, ID and rating"),
            ),
            Column("", lambda p: "inactive" if p.inactive else ""),
        ]


def _national(p: LibraryPlayer) -> str:
    n = p.national
    if n is None:
        return ""
    return f"{n.national_id} ({n.rating})" if n.rating else n.national_id


class LibrarySearch(QWidget):
    """A search line over a results table; emits :attr:`picked` with the chosen ``LibraryPlayer``."""

    picked = Signal(object)

    def __init__(
        self, search: Search, rating_type: RatingType = RatingType.STANDARD, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._search = search
        self.query = QLineEdit()
        self.query.setPlaceholderText(
            translate(
                "LibrarySearch",
                "Find in the player library: name (any order, no accents needed), FIDE ID, NOR\u2026",
            )
        )
        self.query.setClearButtonEnabled(True)
        self.model = ResultsModel(rating_type)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.setMinimumHeight(160)
        self.status = plain_label("")
        self.pick_button = QPushButton(translate("LibrarySearch", "&Use this player"))
        self.pick_button.setEnabled(False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.run_search)
        self.query.textEdited.connect(lambda _t: self._timer.start())
        self.query.returnPressed.connect(self._pick_current)
        self.query.installEventFilter(self)
        self.table.doubleClicked.connect(lambda _i: self._pick_current())
        self.table.activated.connect(lambda _i: self._pick_current())
        self.pick_button.clicked.connect(self._pick_current)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.query)
        layout.addWidget(self.table)
        row = QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addWidget(self.pick_button)
        layout.addLayout(row)

    def run_search(self) -> None:
        """Search for what is typed now (the timer calls it; tests may call it directly)."""
        self._timer.stop()
        text = self.query.text()
        try:
            result = self._search(text)
        except ArbiterError as exc:  # the library cannot be read: said below the table
            self.model.set_rows([])
            self.status.setText(
                translate("LibrarySearch", "The library cannot be searched: {reason}").format(
                    reason=reason(exc)
                )
            )
            self.pick_button.setEnabled(False)
            return
        self.model.set_rows(list(result.players))
        self.table.resizeColumnsToContents()
        for c in range(self.model.columnCount()):
            self.table.setColumnWidth(c, min(self.table.columnWidth(c) + 8, 320))
        if result.players:
            self.table.selectRow(0)
        count = len(result.players)
        if not text.strip():
            self.status.setText("")
        elif result.more:
            self.status.setText(
                translate(
                    "LibrarySearch", "The first {count} players: type more of the name to see the others"
                ).format(count=count)
            )
        else:
            self.status.setText(
                translate("LibrarySearch", "%n player(s) found", None, count)
                if count
                else translate("LibrarySearch", "No player found")
            )
        self.pick_button.setEnabled(bool(count))

    def current(self) -> LibraryPlayer | None:
        rows = self.table.selectionModel().selectedRows()
        row = rows[0].row() if rows else (0 if self.model.rowCount() else -1)
        return self.model.row_at(row) if row >= 0 else None

    def _pick_current(self) -> None:
        if self._timer.isActive():
            self.run_search()
        player = self.current()
        if player is not None:
            self.picked.emit(player)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Up and Down in the search line move through the results."""
        if watched is self.query and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            step = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1}.get(Qt.Key(event.key()))
            if step is not None and self.model.rowCount():
                rows = self.table.selectionModel().selectedRows()
                current = rows[0].row() if rows else -1
                self.table.selectRow(max(0, min(self.model.rowCount() - 1, current + step)))
                return True
        return super().eventFilter(watched, event)
