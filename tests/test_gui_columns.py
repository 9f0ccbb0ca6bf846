"""The tables' columns (arbiter_gui.views.table.fit_columns): the names are never narrower than their
texts (Qt's Stretch mode cut them to "Giri, Ch..." in a German window), and take the width left."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtWidgets import QTableView

from arbiter_gui.tablemodel import Column, RowTableModel
from arbiter_gui.views.table import fit_columns, make_table

ROWS = [
    ("Vachier-Lagrave, Maxime", "FRA", "Freilos mit halbem Punkt in Runde 3"),
    ("Giri, Anish", "NED", ""),
    ("Đorđević, Đorđe", "SRB", "zurückgezogen nach Runde 2"),
]


class _Players(RowTableModel[tuple[str, str, str]]):
    def columns(self) -> Sequence[Column[tuple[str, str, str]]]:
        return [
            Column("Name", lambda r: r[0]),
            Column("Land", lambda r: r[1]),
            Column("Status", lambda r: r[2]),
        ]

    def key(self, row: tuple[str, str, str]) -> Hashable:
        return row[0]


def _table(qtbot: Any, width: int) -> tuple[QTableView, _Players]:
    model = _Players()
    model.set_rows(ROWS)
    view, _proxy = make_table(model)
    qtbot.addWidget(view)
    view.resize(width, 200)
    view.show()
    qtbot.waitExposed(view)
    fit_columns(view, 0)
    return view, model


def _needed(view: QTableView) -> int:
    return max(view.fontMetrics().horizontalAdvance(name) for name, _, _ in ROWS)


def test_a_narrow_table_keeps_the_names_whole_and_scrolls(qtbot: Any) -> None:
    view, _model = _table(qtbot, 260)
    assert view.columnWidth(0) > _needed(view)
    assert view.horizontalScrollBar().maximum() > 0


def test_a_wide_table_gives_the_names_the_width_left(qtbot: Any) -> None:
    view, _model = _table(qtbot, 1200)
    total = sum(view.columnWidth(c) for c in range(3))
    assert total == view.viewport().width()
    assert view.columnWidth(0) > view.columnWidth(2)


def test_the_names_follow_the_table_when_it_is_resized(qtbot: Any) -> None:
    """Narrower, the names give back the width they had taken (Qt's Stretch mode kept it and pushed the
    other columns out of sight); wider again, they take it back."""
    view, _model = _table(qtbot, 1200)
    wide = view.columnWidth(0)
    view.resize(700, 200)
    qtbot.waitUntil(lambda: view.columnWidth(0) < wide)
    assert sum(view.columnWidth(c) for c in range(3)) == view.viewport().width()
    view.resize(200, 200)
    qtbot.waitUntil(lambda: view.horizontalScrollBar().maximum() > 0)
    assert _needed(view) < view.columnWidth(0) < _needed(view) + 40
    view.resize(1200, 200)
    qtbot.waitUntil(lambda: view.columnWidth(0) == wide)
