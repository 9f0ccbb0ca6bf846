"""Importing a FIDE rating list: the preview first (layout, first players, the first problem), then
the import with a progress bar and Cancel.

The import itself runs on the window's worker (``start``: the window's ``JobRunner.start``); the
dialog shows its progress and asks it to stop (``cancel``). Until the import has finished, the library
is as it was: a cancelled or refused import leaves nothing.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.errors import describe as reason
from arbiter_gui.library.search_widget import ResultsModel
from arbiter_gui.plain_text import plain_label
from engine.errors import ArbiterError
from engine.rating.kfactor import RatingType
from player_library import ImportCancelled, ImportRecord, ListPreview
from texts.labels import rating_type_name

Start = Callable[
    [Callable[[Callable[[int, int, str], None]], Any], Callable[[Any], None], Callable[[BaseException], None],
     Callable[[int, int, str], None]],
    object,
]  # fmt: skip
"""``start(function(progress), on_done, on_error, on_progress)``: the window's ``JobRunner.start``."""

Importer = Callable[[RatingType | None, Callable[[int, int, str], None], Callable[[], bool]], ImportRecord]
"""``importer(rating_type, progress, cancelled)``: ``PlayerLibrary.import_fide_list`` on the chosen file."""

translate = QCoreApplication.translate


class FideImportDialog(QDialog):
    """The preview of a FIDE list and its import."""

    def __init__(
        self,
        parent: QWidget | None,
        file_name: str,
        preview: ListPreview,
        importer: Importer,
        start: Start,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("FideImportDialog", "Import {file_name}").format(file_name=file_name))
        self.setMinimumWidth(760)
        self._importer = importer
        self._start = start
        self._stop = threading.Event()
        self.record: ImportRecord | None = None
        self.error: BaseException | None = None
        self.running = False
        layout = preview.layout
        self.kind = QComboBox()
        self.kind.addItem(translate("FideImportDialog", "combined: standard, rapid and blitz"), None)
        for kind in RatingType:
            self.kind.addItem(
                translate("FideImportDialog", "{value} only").format(value=rating_type_name(kind)), kind
            )
        self.kind.setCurrentIndex(max(self.kind.findData(layout.rating_type), 0))
        self.kind.setEnabled(layout.rating_type is not None)
        self.kind.setToolTip(
            translate(
                "FideImportDialog",
                "Which rating a per-type list holds (from its file name; change it if wrong)",
            )
        )
        form = QFormLayout()
        form.addRow(
            translate("FideImportDialog", "List:"),
            plain_label(layout.text() + (f" ({layout.inner_name})" if layout.inner_name else "")),
        )
        size = (
            translate("FideImportDialog", "{size:,.1f} MB").format(size=preview.size / 1e6)
            if preview.problem or not preview.estimated_players  # nothing to import: no count announced
            else translate("FideImportDialog", "{size:,.1f} MB, about {players:,} players").format(
                size=preview.size / 1e6, players=preview.estimated_players
            )
        )
        form.addRow(translate("FideImportDialog", "Size:"), plain_label(size))
        form.addRow(translate("FideImportDialog", "&Ratings:"), self.kind)
        self.model = ResultsModel(layout.rating_type or RatingType.STANDARD)
        self.model.set_rows(list(preview.players))
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.resizeColumnsToContents()
        self.problem = plain_label(preview.problem)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.note = plain_label(
            translate(
                "FideImportDialog",
                "The import replaces the FIDE list of the library in one step (Edit \u25b8 Undo puts the old "
                "one back). Tournaments keep their own copy of their players.",
            )
        )
        self.note.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.message = plain_label("")
        self.buttons = QDialogButtonBox()
        self.import_button = QPushButton(translate("FideImportDialog", "&Import"))
        self.import_button.setEnabled(not preview.problem)
        self.cancel_button = QPushButton(translate("FideImportDialog", "Cancel"))
        self.buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.import_button.clicked.connect(self.start_import)
        self.cancel_button.clicked.connect(self.cancel)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(plain_label(translate("FideImportDialog", "The first players of the list:")))
        box.addWidget(self.table, 1)
        box.addWidget(self.problem)
        box.addWidget(self.note)
        box.addWidget(self.progress)
        box.addWidget(self.message)
        box.addWidget(self.buttons)
        give_help(self, self.buttons)

    def start_import(self) -> None:
        if self.running:
            return
        self.running = True
        self._stop.clear()
        self.import_button.setEnabled(False)
        self.kind.setEnabled(False)
        self.progress.setVisible(True)
        self.progress.setRange(0, 0)
        self.message.setText(translate("FideImportDialog", "Reading the list\u2026"))
        kind = self.kind.currentData()
        self._start(
            lambda progress: self._importer(kind, progress, self._stop.is_set),
            self._done,
            self._failed,
            self._progress,
        )

    def _progress(self, done: int, total: int, message: str) -> None:
        if total > 0:
            self.progress.setRange(0, 1000)
            self.progress.setValue(int(done * 1000 / total))
        self.message.setText(message)

    def _done(self, record: object) -> None:
        self.running = False
        assert isinstance(record, ImportRecord)
        self.record = record
        self.accept()

    def _failed(self, exc: BaseException) -> None:
        self.running = False
        self.progress.setVisible(False)
        if isinstance(exc, ImportCancelled):
            self.reject()
            return
        if not isinstance(exc, ArbiterError):  # a programming error: the window's error boundary
            self.reject()
            raise exc
        self.error = exc
        self.problem.setText(reason(exc))
        self.message.setText(translate("FideImportDialog", "Nothing was imported; the library is as it was."))
        self.import_button.setEnabled(False)
        self.cancel_button.setText(translate("FideImportDialog", "Close"))

    def cancel(self) -> None:
        """Stop a running import (the library stays as it was) or close the dialog."""
        if self.running:
            self._stop.set()
            self.message.setText(translate("FideImportDialog", "Stopping\u2026"))
            self.cancel_button.setEnabled(False)
            return
        self.reject()

    def reject(self) -> None:
        if self.running:  # Esc or the window's close button while importing: stop first
            self.cancel()
            return
        super().reject()
