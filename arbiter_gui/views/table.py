"""A table view with sorting and a filter box, over one ``RowTableModel``."""

from __future__ import annotations

import heapq
from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QObject, QRegularExpression, QSortFilterProxyModel, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.tablemodel import ROW_ROLE, RowTableModel


class SortFilterProxy(QSortFilterProxyModel):
    """Filters on every column, case-insensitive; sorting is the source model's (``RowTableModel.sort``):
    Qt's proxy would call back into Python twice per comparison, seconds for 1,000 players."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setFilterKeyColumn(-1)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if source is not None:
            source.sort(column, order)


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


FIT_SAMPLE = 48
"""A column with more distinct texts than this is sized by its longest ones only (names)."""
MAX_COLUMN_WIDTH = 360
FIT_ROWS = 2000
"""A table with more rows than this is fitted to the texts of as many rows spread over it (a 9,999-player
event's ten columns of 10,000 rows took a tenth of a second on each open): a longer text elsewhere is
shown cut, and its column can be widened by hand."""


def fit_columns(view: QTableView, stretch: int | tuple[int, ...] | None = None) -> None:
    """Size each column to its widest text, then share the width left among the ``stretch`` columns.

    Qt's ``resizeColumnsToContents`` asks the model for every cell in every role (two seconds for 1,000
    players); here each column's texts are read once, and only its distinct texts measured (the longest
    ones, for a column of names), of :data:`FIT_ROWS` rows at most. The ``stretch`` columns (the names)
    never become narrower than their texts, as Qt's ``Stretch`` mode would make them when the other
    columns are wide (a German window showed "Giri, Ch..."): the table scrolls sideways instead
    (:class:`ShareTheRest`)."""
    header = view.horizontalHeader()
    model = view.model()
    source = model.sourceModel() if isinstance(model, QSortFilterProxyModel) else model
    if not isinstance(source, RowTableModel):
        view.resizeColumnsToContents()
        return
    cell_font = view.fontMetrics()
    bold = view.font()
    bold.setBold(True)
    bold_font = QFontMetrics(bold)
    # the delegate's margins, and a little more: a glyph from a fallback font (½) may be wider than measured
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1) + 10
    arrow = 14 if view.isSortingEnabled() else 0  # room for the sort arrow beside the header text
    widths = {}
    for c in range(source.columnCount()):
        distinct = set(source.column_texts(c, FIT_ROWS))
        texts = distinct if len(distinct) <= FIT_SAMPLE else heapq.nlargest(FIT_SAMPLE, distinct, key=len)
        metrics = bold_font if source.is_bold(c) else cell_font
        widest = max((metrics.horizontalAdvance(t) for t in texts), default=0) + margin
        width = max(widest, header.sectionSizeHint(c)) + arrow
        widths[c] = min(width, MAX_COLUMN_WIDTH)
        view.setColumnWidth(c, widths[c])
    columns = (stretch,) if isinstance(stretch, int) else stretch or ()
    ShareTheRest.of(view).share({c: widths[c] for c in columns if c in widths})


class ShareTheRest(QObject):
    """Gives some columns of a table (the names) the width the other columns leave, each never narrower
    than its texts: again each time the table is resized."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view
        self.needed: dict[int, int] = {}
        """The columns that share the width left, and the width each needs at least."""
        view.viewport().installEventFilter(self)

    @staticmethod
    def of(view: QTableView) -> ShareTheRest:
        """The one sharer of ``view`` (made on first use)."""
        found = view.findChild(ShareTheRest)
        return found if isinstance(found, ShareTheRest) else ShareTheRest(view)

    def share(self, needed: dict[int, int]) -> None:
        self.needed = needed
        self.apply()

    def apply(self) -> None:
        header = self.view.horizontalHeader()
        shown = [c for c in self.needed if c < header.count() and not header.isSectionHidden(c)]
        if not shown:
            return
        others = sum(
            header.sectionSize(c)
            for c in range(header.count())
            if c not in self.needed and not header.isSectionHidden(c)
        )
        left = self.view.viewport().width() - others - sum(self.needed[c] for c in shown)
        extra, remainder = divmod(max(0, left), len(shown))
        for i, c in enumerate(shown):
            self.view.setColumnWidth(c, self.needed[c] + extra + (remainder if i == len(shown) - 1 else 0))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize:
            self.apply()
        return False


class FilteredTable(QWidget):
    """A filter box above a sortable table."""

    def __init__(
        self,
        model: RowTableModel[Any],
        placeholder: str = "",
        parent: Any = None,
        descending: bool = False,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.view, self.proxy = make_table(model, descending=descending)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(placeholder or self.tr("Filter\u2026"))
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
