"""Importing a national rating list: which column holds what, with a preview, mappings saved by name.

The first lines of the file are shown cut into columns; above each column a box says which field it
holds (guessed from the header when there is one). The players the mapping reads are shown below,
with the first line that cannot be read. A mapping can be saved under a name and chosen next month.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.errors import describe as reason
from arbiter_gui.plain_text import plain_label
from engine.errors import ArbiterError
from player_library import ColumnMapping, NationalPreview
from player_library.national import DELIMITERS, FIELD_LABELS, FIELDS

Preview = Callable[[ColumnMapping], NationalPreview]
SaveMapping = Callable[[str, ColumnMapping], None]

MAX_COLUMNS = 30

translate = QCoreApplication.translate


class NationalListDialog(QDialog):
    """Builds a ``ColumnMapping`` and a list name over a live preview; :meth:`mapping` gives it."""

    def __init__(
        self,
        parent: QWidget | None,
        file_name: str,
        preview: Preview,
        saved: dict[str, ColumnMapping],
        save_mapping: SaveMapping,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            translate("NationalListDialog", "Import national list: {file_name}").format(file_name=file_name)
        )
        self.setMinimumSize(900, 640)
        self._preview = preview
        self._save_mapping = save_mapping
        self._saved = dict(saved)
        self._columns: dict[str, int] = {}
        self._updating = False

        self.list_name = QLineEdit()
        self.list_name.setPlaceholderText(
            translate(
                "NationalListDialog", "e.g. GER 2026-04 (importing the same name again replaces that list)"
            )
        )
        self.saved = QComboBox()
        self.saved.addItem(translate("NationalListDialog", "(none)"), None)
        for name in sorted(saved):
            self.saved.addItem(name, name)
        self.delimiter = QComboBox()
        self.delimiter.addItem(translate("NationalListDialog", "recognise"), "")
        for d, label in DELIMITERS.items():
            self.delimiter.addItem(translate("DbLibrary", label), d)
        self.fixed = QLineEdit()
        self.fixed.setPlaceholderText(
            translate(
                "NationalListDialog", "fixed-width columns: first character of each, from 1 (e.g. 1, 9, 41)"
            )
        )
        self.header = QCheckBox(translate("NationalListDialog", "the first line names the columns"))
        self.header.setChecked(True)
        self.save_name = QLineEdit()
        self.save_name.setPlaceholderText(translate("NationalListDialog", "name to save this mapping under"))
        self.save_button = QPushButton(translate("NationalListDialog", "&Save mapping"))
        form = QFormLayout()
        form.addRow(translate("NationalListDialog", "&List name:"), self.list_name)
        form.addRow(translate("NationalListDialog", "Saved &mapping:"), self.saved)
        form.addRow(translate("NationalListDialog", "&Separator:"), self.delimiter)
        form.addRow(translate("NationalListDialog", "&Fixed widths:"), self.fixed)
        form.addRow("", self.header)
        save_row = QHBoxLayout()
        save_row.addWidget(self.save_name, 1)
        save_row.addWidget(self.save_button)
        form.addRow("", save_row)

        self.field_boxes: list[QComboBox] = []
        self.field_grid = QGridLayout()
        self.lines = QTableWidget()
        self.lines.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.rows = QTableWidget()
        self.rows.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.problem = plain_label("")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("NationalListDialog", "&Import")
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        grid_holder = QWidget()
        grid_holder.setLayout(self.field_grid)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_holder)
        scroll.setMaximumHeight(80)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(plain_label(translate("NationalListDialog", "Which field each column holds:")))
        box.addWidget(scroll)
        box.addWidget(plain_label(translate("NationalListDialog", "The first lines of the file:")))
        box.addWidget(self.lines, 2)
        box.addWidget(plain_label(translate("NationalListDialog", "The players read with this mapping:")))
        box.addWidget(self.rows, 2)
        box.addWidget(self.problem)
        box.addWidget(self.buttons)
        give_help(self, self.buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.refresh)
        self.delimiter.currentIndexChanged.connect(lambda _i: self.refresh())
        self.header.toggled.connect(lambda _b: self.refresh())
        self.fixed.textEdited.connect(lambda _t: self._timer.start())
        self.list_name.textChanged.connect(lambda _t: self._validate())
        self.saved.currentIndexChanged.connect(lambda _i: self._load_saved())
        self.save_button.clicked.connect(self._save)
        self.refresh(guess=True)

    # -- the mapping ------------------------------------------------------------------------------------
    def mapping(self) -> ColumnMapping:
        starts: tuple[int, ...] = ()
        text = self.fixed.text().replace(";", ",").strip()
        if text:
            try:
                starts = tuple(int(x) - 1 for x in text.split(",") if x.strip())
            except ValueError:
                starts = ()
        return ColumnMapping(
            dict(self._columns), self.delimiter.currentData(), starts, self.header.isChecked()
        )

    def set_field(self, column: int, field: str | None) -> None:
        """Map ``column`` (0-based) to ``field`` (None: no field); a field sits in one column only."""
        for f, c in list(self._columns.items()):
            if c == column or f == field:
                del self._columns[f]
        if field:
            self._columns[field] = column
        self.refresh()

    def _load_saved(self) -> None:
        name = self.saved.currentData()
        if name is None:
            return
        m = self._saved[name]
        self._updating = True
        self._columns = dict(m.columns)
        self.delimiter.setCurrentIndex(max(self.delimiter.findData(m.delimiter), 0))
        self.fixed.setText(", ".join(str(s + 1) for s in m.fixed_starts))
        self.header.setChecked(m.header)
        self.save_name.setText(name)
        self._updating = False
        self.refresh()

    def _save(self) -> None:
        name = self.save_name.text().strip()
        try:
            self._save_mapping(name, self.mapping())
        except ArbiterError as exc:  # refused (no name column, no name): shown under the tables
            self.problem.setText(reason(exc))
            return
        self._saved[name] = self.mapping()
        if self.saved.findData(name) < 0:
            self.saved.addItem(name, name)
        self.problem.setText(translate("NationalListDialog", "Mapping saved as {name!r}.").format(name=name))

    # -- the preview ------------------------------------------------------------------------------------
    def refresh(self, guess: bool = False) -> None:
        if self._updating:
            return
        self._timer.stop()
        preview = self._preview(self.mapping())
        if guess and not self._columns:
            self._columns = dict(preview.guessed)
            preview = self._preview(self.mapping())
        width = min(max([len(preview.header), *(len(r) for r in preview.lines)], default=0), MAX_COLUMNS)
        self._fill_boxes(width)
        self.lines.clear()
        self.lines.setColumnCount(width)
        self.lines.setRowCount(len(preview.lines) + (1 if self.header.isChecked() else 0))
        self.lines.setHorizontalHeaderLabels([str(i + 1) for i in range(width)])
        shown = ([preview.header] if self.header.isChecked() else []) + list(preview.lines)
        for r, cells in enumerate(shown):
            for c, text in enumerate(cells[:width]):
                self.lines.setItem(r, c, QTableWidgetItem(text))
        labels = [
            translate("NationalListDialog", "Line"),
            translate("NationalListDialog", "Name"),
            translate("NationalListDialog", "National ID"),
            translate("NationalListDialog", "Rating"),
            translate("NationalListDialog", "FIDE ID"),
            translate("NationalListDialog", "Fed"),
            translate("NationalListDialog", "Sex"),
            translate("NationalListDialog", "Born"),
            translate("NationalListDialog", "Club"),
            translate("NationalListDialog", "City"),
        ]
        self.rows.clear()
        self.rows.setColumnCount(len(labels))
        self.rows.setHorizontalHeaderLabels(labels)
        self.rows.setRowCount(len(preview.rows))
        for r, row in enumerate(preview.rows):
            values = [
                row.line,
                row.name,
                row.national_id,
                row.rating or "",
                row.fide_id or "",
                row.federation,
                row.sex,
                row.birth_year or "",
                row.club,
                row.city,
            ]
            for c, value in enumerate(values):
                self.rows.setItem(r, c, QTableWidgetItem(str(value)))
        self.rows.resizeColumnsToContents()
        self.problem.setText(preview.problem)
        self._validate(preview)

    def _fill_boxes(self, width: int) -> None:
        while len(self.field_boxes) < width:
            i = len(self.field_boxes)
            box = QComboBox()
            box.addItem("\u2014", None)
            for f in FIELDS:
                box.addItem(translate("DbLibrary", FIELD_LABELS[f]), f)
            box.currentIndexChanged.connect(lambda _x, i=i, b=box: self.set_field(i, b.currentData()))
            self.field_grid.addWidget(plain_label(str(i + 1)), 0, i)
            self.field_grid.addWidget(box, 1, i)
            self.field_boxes.append(box)
        by_column = {c: f for f, c in self._columns.items()}
        for i, box in enumerate(self.field_boxes):
            box.blockSignals(True)
            box.setCurrentIndex(max(box.findData(by_column.get(i)), 0))
            box.setEnabled(i < width)
            box.blockSignals(False)

    def _validate(self, preview: NationalPreview | None = None) -> None:
        ok = bool(self.list_name.text().strip()) and bool(
            "name" in self._columns or "surname" in self._columns
        )
        if preview is not None:
            self._last_ok = not preview.problem and bool(preview.rows)
        ok = ok and getattr(self, "_last_ok", False)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
