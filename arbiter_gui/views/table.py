"""A table view with sorting and a filter box, over one ``RowTableModel``."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QModelIndex, QRegularExpression, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLineEdit, QTableView, QVBoxLayout, QWidget

from arbiter_gui.tablemodel import ROW_ROLE, SORT_ROLE, RowTableModel


class SortFilterProxy(QSortFilterProxyModel):
    """Sorts on the columns' sort keys (numbers as numbers), filters on every column, case-insensitive."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterKeyColumn(-1)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def lessThan(self, left: QModelIndex, right: QModelIndex) -> bool:  # type: ignore[override]
        a = left.data(SORT_ROLE)
        b = right.data(SORT_ROLE)
        try:
            return bool(a < b)
        except TypeError:
            return str(a) < str(b)


def make_table(
    model: RowTableModel[Any], sortable: bool = True, descending: bool = False
) -> tuple[QTableView, SortFilterProxy]:
    proxy = SortFilterProxy()
    proxy.setSourceModel(model)
    view = QTableView()
    view.setModel(proxy)
    view.setSortingEnabled(sortable)
    if sortable:
        order = Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder
        view.sortByColumn(0, order)  # explicit: Qt's header starts with a descending indicator
    view.setAlternatingRowColors(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.horizontalHeader().setHighlightSections(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.setWordWrap(False)
    return view, proxy


def fit_columns(view: QTableView, stretch_column: int | None = None) -> None:
    """Size columns to their contents once, then let one column take the remaining width."""
    header = view.horizontalHeader()
    view.resizeColumnsToContents()
    for c in range(header.count()):
        # room for the sort arrow beside the header text, and no column wider than 360 pixels
        view.setColumnWidth(c, min(view.columnWidth(c) + 14, 360))
    if stretch_column is not None and stretch_column < header.count():
        header.setSectionResizeMode(stretch_column, QHeaderView.ResizeMode.Stretch)


class FilteredTable(QWidget):
    """A filter box above a sortable table."""

    def __init__(
        self,
        model: RowTableModel[Any],
        placeholder: str = "Filter\u2026",
        parent: Any = None,
        descending: bool = False,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.view, self.proxy = make_table(model, descending=descending)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(placeholder)
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.filter)
        layout.addWidget(self.view)

    def _filter_changed(self, text: str) -> None:
        self.proxy.setFilterRegularExpression(
            QRegularExpression(
                QRegularExpression.escape(text), QRegularExpression.PatternOption.CaseInsensitiveOption
            )
        )

    def reset(self) -> None:
        """As for a file just opened: no filter, no selection, at the top."""
        self.filter.clear()
        self.view.setCurrentIndex(QModelIndex())
        self.view.clearSelection()
        self.view.scrollToTop()

    def current_row(self) -> Any:
        index = self.view.currentIndex()
        if not index.isValid():
            rows = self.view.selectionModel().selectedRows()
            if not rows:
                return None
            index = rows[0]
        return index.data(ROW_ROLE)

    def select_key(self, key: Hashable) -> None:
        row = self.model.row_of_key(key)
        if row < 0:
            return
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        self.view.setCurrentIndex(index)
        self.view.scrollTo(index)
