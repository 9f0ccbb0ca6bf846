"""One ``QAbstractTableModel`` per table, over a list of plain (frozen) rows.

A table declares its columns once (:class:`Column`); :meth:`RowTableModel.set_rows` compares the new
rows with the old ones by key and emits exactly ``dataChanged`` for the rows that changed,
``beginInsertRows`` / ``beginRemoveRows`` for rows added at or removed from the end, and a reset only
when the order itself changed.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

R = TypeVar("R")
Index = QModelIndex | QPersistentModelIndex

_ALIGN_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_ALIGN_CENTRE = Qt.AlignmentFlag.AlignCenter
_ALIGN_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


@dataclass(frozen=True)
class Column(Generic[R]):
    """A column: its header, how to show a row, how to sort it, and (optionally) how to edit it."""

    header: str
    display: Callable[[R], str]
    sort_key: Callable[[R], Any] | None = None
    align: str = "left"
    """"left", "right" or "centre"."""
    edit: Callable[[R, str], bool] | None = None
    """Called with the row and the typed text; True when the change was stored."""
    tooltip: str = ""

    def alignment(self) -> Qt.AlignmentFlag:
        return {"right": _ALIGN_RIGHT, "centre": _ALIGN_CENTRE}.get(self.align, _ALIGN_LEFT)


SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ROW_ROLE = Qt.ItemDataRole.UserRole + 2


class RowTableModel(QAbstractTableModel, Generic[R]):
    """A table of rows of one type; subclasses declare ``columns()`` and ``key(row)``."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[R] = []
        self._sort: tuple[int, Qt.SortOrder] | None = None
        """The column and order the rows are sorted by (None: as given)."""
        self._keys: dict[Hashable, int] | None = None
        """Row of each key, built when first needed after the rows changed."""
        self._columns: list[Column[R]] = list(self.columns())

    # --- to declare -----------------------------------------------------------------------
    def columns(self) -> Sequence[Column[R]]:
        raise NotImplementedError

    def key(self, row: R) -> Hashable:
        raise NotImplementedError

    def row_foreground(self, row: R) -> Any:
        """A ``QColor``/``QBrush`` for the row's text, or None."""
        return None

    def row_background(self, row: R) -> Any:
        return None

    # --- the rows -------------------------------------------------------------------------
    @property
    def rows(self) -> list[R]:
        return list(self._rows)

    def row_at(self, row: int) -> R:
        return self._rows[row]

    def row_of_key(self, key: Hashable) -> int:
        """The row with ``key`` (-1: none)."""
        if self._keys is None:
            self._keys = {self.key(r): i for i, r in enumerate(self._rows)}
        return self._keys.get(key, -1)

    def column_texts(self, column: int, most: int | None = None) -> list[str]:
        """What column ``column`` shows, row by row (to size the column); of at most about ``most``
        rows spread evenly over the table when it has more (None: every row)."""
        display = self._columns[column].display
        rows = self._rows
        if most is not None and len(rows) > most:
            rows = rows[:: -(-len(rows) // most)]
        return [display(r) for r in rows]

    def is_bold(self, column: int) -> bool:
        """Whether column ``column`` is drawn in bold (models that embolden one say so)."""
        return False

    def update_rows(self, rows: Sequence[R]) -> None:
        """Replace the rows with the same keys (others are ignored); ``dataChanged`` for each one that
        differs. For a change that touches a few known rows (a typed result: one board, two players)."""
        last = len(self._columns) - 1
        for row in rows:
            i = self.row_of_key(self.key(row))
            if i >= 0 and self._rows[i] != row:
                self._rows[i] = row
                self.dataChanged.emit(self.index(i, 0), self.index(i, last))

    def set_columns(self, columns: Sequence[Column[R]]) -> None:
        """Change the columns (e.g. tie-breaks or round columns depend on the tournament)."""
        if [c.header for c in columns] == [c.header for c in self._columns]:
            self._columns = list(columns)
            if self._rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, len(columns) - 1))
            return
        self.beginResetModel()
        self._columns = list(columns)
        self.endResetModel()

    # --- sorting (here, not in a proxy: Python sorts 1,000 rows in a millisecond, where a proxy calls
    # back into Python twice per comparison) -----------------------------------------------------
    def _sort_key(self, column: int) -> Callable[[R], Any]:
        col = self._columns[column]
        return col.sort_key if col.sort_key is not None else col.display

    def _sorted(self, rows: list[R]) -> list[R]:
        if self._sort is None or not 0 <= self._sort[0] < len(self._columns):
            return rows
        column, order = self._sort
        key = self._sort_key(column)
        try:
            return sorted(rows, key=key, reverse=order == Qt.SortOrder.DescendingOrder)
        except TypeError:  # keys of mixed types: as text
            return sorted(rows, key=lambda r: str(key(r)), reverse=order == Qt.SortOrder.DescendingOrder)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by ``column`` (its sort key); they stay so sorted when new rows are set."""
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        keys = [self.key(self._rows[i.row()]) for i in old]
        self._rows = self._sorted(self._rows)
        self._keys = None
        self.changePersistentIndexList(
            old, [self.index(self.row_of_key(k), i.column()) for k, i in zip(keys, old, strict=True)]
        )
        self.layoutChanged.emit()

    def set_rows(self, rows: Sequence[R]) -> None:
        new = self._sorted(list(rows))
        old_keys = [self.key(r) for r in self._rows]
        new_keys = [self.key(r) for r in new]
        common = min(len(old_keys), len(new_keys))
        self._keys = None
        if old_keys[:common] != new_keys[:common]:
            self.beginResetModel()
            self._rows = new
            self.endResetModel()
            return
        if len(new) < len(self._rows):
            self.beginRemoveRows(QModelIndex(), len(new), len(self._rows) - 1)
            del self._rows[len(new) :]
            self.endRemoveRows()
        last = len(self._columns) - 1
        for i in range(common):
            if self._rows[i] != new[i]:
                self._rows[i] = new[i]
                self.dataChanged.emit(self.index(i, 0), self.index(i, last))
        if len(new) > len(self._rows):
            self.beginInsertRows(QModelIndex(), len(self._rows), len(new) - 1)
            self._rows.extend(new[len(self._rows) :])
            self.endInsertRows()

    # --- QAbstractTableModel --------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def column(self, section: int) -> Column[R]:
        return self._columns[section]

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        col = self._columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return col.header
        if role == Qt.ItemDataRole.ToolTipRole:
            return col.tooltip or None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return col.alignment()
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        col = self._columns[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return col.display(row)
        if role == SORT_ROLE:
            return col.sort_key(row) if col.sort_key is not None else col.display(row)
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return col.alignment()
        if role == Qt.ItemDataRole.ForegroundRole:
            return self.row_foreground(row)
        if role == Qt.ItemDataRole.BackgroundRole:
            return self.row_background(row)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and self._columns[index.column()].edit is not None:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """An edit: ``Column.edit(row, text)`` carries it out and says whether it was accepted (a refusal
        is shown by the window's error boundary, and the cell keeps its old value)."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        col = self._columns[index.column()]
        if col.edit is None:
            return False
        row = self._rows[index.row()]
        if str(value) == col.display(row):
            return False
        return col.edit(row, str(value))
