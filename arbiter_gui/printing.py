"""Print preview and "save as PDF": a small chooser, then ``arbiter_gui.reports.render``.

The preview writes the PDF to a temporary file and opens it in the system's PDF viewer
(``engine.platforms.open_with_viewer``; without one, the arbiter is told where the file is), from which the
arbiter prints (the documents are PDF by design, so what is previewed is exactly what is printed).
"""

from __future__ import annotations

import io
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.model import Board, Pairing, PairingNumber
from engine.platforms import open_with_viewer

if TYPE_CHECKING:
    from arbiter_gui.reports.api import DocumentKind
    from arbiter_gui.window.base import WindowBase

LABELS = {
    "pairings": "Pairings (by board)",
    "pairings-alpha": "Pairings (alphabetical)",
    "results": "Results of a round",
    "standings": "Standings",
    "crosstable": "Crosstable",
    "wallchart": "Wall chart",
    "slips": "Result slips",
    "players": "Player list",
    "players-alpha": "Player list (alphabetical)",
}


class DocumentDialog(QDialog):
    def __init__(
        self, parent: QWidget | None, kinds: list[DocumentKind], rounds: int, current_round: int
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Print")
        self.kind = QComboBox()
        for k in kinds:
            self.kind.addItem(LABELS.get(k.value, k.label), k)
        self.round = QSpinBox()
        self.round.setRange(1 if rounds else 0, max(rounds, 0))
        self.round.setValue(current_round)
        self.page = QComboBox()
        self.page.addItems(["A4", "A3", "LETTER"])
        form = QFormLayout()
        form.addRow("&Document:", self.kind)
        form.addRow("&Round:", self.round)
        form.addRow("&Paper:", self.page)
        self.national = QCheckBox("National &ID and rating (player lists)")
        form.addRow("", self.national)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)


def render_pdf(
    window: WindowBase,
    kind: DocumentKind,
    round_number: int | None,
    page_size: str | None,
    national: bool = False,
) -> bytes:
    """The document as PDF bytes, from the open file (board order as stored)."""
    from arbiter_gui.reports.api import render
    from arbiter_gui.reports.endevent import extras_from_file

    tf = window.tf
    assert tf is not None
    tournament = tf.tournament()
    pairing = None
    if round_number:
        boards = sorted(tf.boards(round_number), key=lambda b: b.board)
        pairing = Pairing(
            round_number,
            tuple(Board(PairingNumber(b.white_number), PairingNumber(b.black_number)) for b in boards),
        )
    buffer = io.BytesIO()
    render(
        kind,
        tournament,
        buffer,
        round_number=round_number or None,
        page_size=page_size,
        pairing=pairing,
        extras=extras_from_file(tf),
        national=national,
    )
    return buffer.getvalue()


def print_current(window: WindowBase, pdf: bool) -> Path | None:
    """Ask which document, render it; save it (``pdf``) or open it for preview. Returns the file written."""
    from arbiter_gui.reports.api import DocumentKind

    rounds = window._paired
    current = window.rounds_view.selected_round() or rounds
    round_robin = window._event is not None and window._event.round_robin is not None
    kinds = [k for k in DocumentKind if round_robin or k is not DocumentKind.SCHEDULE]
    dialog = DocumentDialog(window, kinds, rounds, current)
    if window.tabs.currentIndex() == 2:
        dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.STANDINGS))
    elif window.tabs.currentIndex() == 3:
        dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.CROSSTABLE))
    elif window.tabs.currentIndex() == 0:
        dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.PLAYERS))
    if not window.prompts.run_dialog(dialog):
        return None
    kind = dialog.kind.currentData()
    data = render_pdf(
        window, kind, dialog.round.value() or None, dialog.page.currentText(), dialog.national.isChecked()
    )
    assert window.tf is not None
    if pdf:
        start = str(Path(window.tf.path).with_name(f"{Path(window.tf.path).stem}-{kind.value}.pdf"))
        target = window.prompts.save_file(window, "Save as PDF", start, "PDF (*.pdf)")
        if target is None:
            return None
        target.write_bytes(data)
        window.statusBar().showMessage(f"Saved {target}", 5000)
        return target
    handle = tempfile.NamedTemporaryFile(prefix=f"arbiter-{kind.value}-", suffix=".pdf", delete=False)  # noqa: SIM115
    with handle:
        handle.write(data)
    open_with_viewer(Path(handle.name))  # NoViewerError names the file: the window shows it
    return Path(handle.name)
