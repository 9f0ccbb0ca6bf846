"""The read-mostly views: players (with its buttons), standings, crosstable, audit log, and the
welcome page shown while no tournament is open."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.models.audit import AuditModel
from arbiter_gui.models.players import PlayersModel
from arbiter_gui.models.standings import CrosstableModel, StandingsModel
from arbiter_gui.plain_text import plain_label, rich_label, tooltip
from arbiter_gui.settings import RecentFile
from arbiter_gui.views.table import FilteredTable, fit_columns
from texts.catalogue import QT_TRANSLATE_NOOP


def _button(action: QAction) -> QToolButton:
    b = QToolButton()
    b.setDefaultAction(action)
    b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    return b


class PlayersView(QWidget):
    def __init__(
        self, model: PlayersModel, actions: Sequence[QAction], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.table = FilteredTable(model, self.tr("Filter players by name, rating, federation\u2026"))
        self.summary = plain_label()
        bar = QHBoxLayout()
        for a in actions:
            bar.addWidget(_button(a))
        bar.addStretch(1)
        bar.addWidget(self.summary)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.table)
        self.hint = plain_label(self.tr("Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes."))
        self.hint.setStyleSheet("color: #555555;")
        layout.addWidget(self.hint)

    def fit(self) -> None:
        fit_columns(self.table.view, 1)


class StandingsView(QWidget):
    after_round_changed = Signal(int)

    def __init__(self, model: StandingsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = FilteredTable(model, self.tr("Filter standings\u2026"))
        self.after_round = QComboBox()
        self.after_round.setMinimumContentsLength(14)
        self.after_round.currentIndexChanged.connect(self._changed)
        self.note = plain_label()
        bar = QHBoxLayout()
        label = plain_label(self.tr("&Standings after:"))
        label.setBuddy(self.after_round)
        bar.addWidget(label)
        bar.addWidget(self.after_round)
        bar.addWidget(self.note, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.table)

    def set_rounds(self, rounds: int, select: int, complete: int | None = None) -> None:
        """Offer rounds ``rounds``..0; rounds after ``complete`` are marked as still missing results."""
        self.after_round.blockSignals(True)
        self.after_round.clear()
        for r in range(rounds, -1, -1):
            missing = complete is not None and r > complete
            if not r:
                label = self.tr("start (no round)")
            elif missing:
                label = self.tr("round {r} (results missing)").format(r=r)
            else:
                label = self.tr("round {r}").format(r=r)
            self.after_round.addItem(label, r)
        index = self.after_round.findData(select)
        self.after_round.setCurrentIndex(max(index, 0))
        self.after_round.blockSignals(False)

    def selected(self) -> int:
        value = self.after_round.currentData()
        return int(value) if value is not None else 0

    def _changed(self, _i: int) -> None:
        self.after_round_changed.emit(self.selected())


class CrosstableView(QWidget):
    def __init__(self, model: CrosstableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = FilteredTable(model, self.tr("Filter crosstable\u2026"))
        self.legend = legend = plain_label(self.tr(self.SWISS_LEGEND))
        legend.setStyleSheet("color: #555555;")
        legend.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(legend)

    SWISS_LEGEND = QT_TRANSLATE_NOOP(
        "CrosstableView",
        "Each round: opponent's rank, colour (w/b), points scored; + / - forfeit, H half-point bye, "
        "F full-point bye, bye = pairing-allocated bye, - not played (zero-point bye, not yet entered, "
        "withdrawn); * after a name: withdrawn (the standings say from which round)",
    )
    MATCH_LEGEND = QT_TRANSLATE_NOOP(
        "CrosstableView",
        "Each match (Double-Swiss): opponent's rank, then each game's colour (w/b) and points scored, e.g. "
        "12w1 b½; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye (of both "
        "games), - not played; * after a name: withdrawn",
    )
    ROUND_ROBIN_LEGEND = QT_TRANSLATE_NOOP(
        "CrosstableView",
        "Round robin: the row player's results against the player of each line (column numbers are "
        "lines), in round order; + / - forfeit; results in brackets do not count (withdrawal, V.4.1)",
    )


class AuditView(QWidget):
    def __init__(self, model: AuditModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = FilteredTable(model, self.tr("Filter the audit log\u2026"), descending=True)
        layout = QVBoxLayout(self)
        note = plain_label(self.tr("Every change to the file, newest first. The log is append-only."))
        note.setStyleSheet("color: #555555;")
        layout.addWidget(note)
        layout.addWidget(self.table)


class WelcomeView(QWidget):
    """Shown while no tournament is open: the three ways to start, and the recent files."""

    open_recent = Signal(Path)

    def __init__(
        self, new: QAction, open_: QAction, import_trf: QAction, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        title = rich_label(
            self.tr(
                "<h2>Arbiter Desk</h2><p>Run a FIDE Swiss tournament: players, pairings, results, "
                "standings. Everything is saved as you go.</p>"
            )
        )
        title.setWordWrap(True)
        buttons = QVBoxLayout()
        for action, text in (
            (new, self.tr("Start a new tournament")),
            (open_, self.tr("Open a tournament file (.arbiter)")),
            (import_trf, self.tr("Continue a tournament from a TRF file")),
        ):
            b = QPushButton(text)
            b.setMinimumHeight(36)
            b.clicked.connect(action.trigger)
            b.setToolTip(action.toolTip())
            buttons.addWidget(b)
        self.recent = QListWidget()
        self.recent.itemActivated.connect(self._activated)
        self.recent_label = plain_label(self.tr("Recent tournaments (double-click to open):"))
        self.forget_missing = QPushButton(self.tr("Remove the missing files from this list"))
        self.forget_missing.setVisible(False)
        column = QVBoxLayout()
        column.addWidget(title)
        column.addLayout(buttons)
        column.addWidget(self.recent_label)
        column.addWidget(self.recent, 1)
        column.addWidget(self.forget_missing)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        holder = QWidget()
        holder.setLayout(column)
        holder.setMaximumWidth(560)
        outer.addWidget(holder, 3)
        outer.addStretch(1)

    def set_recent(self, files: Sequence[RecentFile]) -> None:
        """The recent tournaments by event name; a file no longer where it was is marked missing."""
        self.recent.clear()
        for f in files:
            where = f"{f.path.name} — {f.path.parent}"
            if f.exists:
                item = QListWidgetItem(f"{f.title}    ({where})")
                item.setToolTip(tooltip(str(f.path)))
            else:
                item = QListWidgetItem(
                    self.tr("{title}    (missing: {where})").format(title=f.title, where=where)
                )
                item.setForeground(QBrush(QColor("#888888")))
                item.setToolTip(
                    tooltip(
                        self.tr(
                            "{path} is no longer there (moved, renamed, or on a disk not plugged in)"
                        ).format(path=f.path)
                    )
                )
            item.setData(Qt.ItemDataRole.UserRole, str(f.path))
            self.recent.addItem(item)
        self.recent_label.setVisible(bool(files))
        self.recent.setVisible(bool(files))
        self.forget_missing.setVisible(any(not f.exists for f in files))

    def _activated(self, item: QListWidgetItem) -> None:
        self.open_recent.emit(Path(item.data(Qt.ItemDataRole.UserRole)))
