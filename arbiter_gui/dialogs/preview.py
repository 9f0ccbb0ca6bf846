"""The print preview inside the program: the document's pages as they will be printed, with Print,
Save as PDF and Open in PDF viewer at hand. No PDF viewer needs to be installed.

The pages come rasterised from the worker (``arbiter_gui.pdf_pages``); the preview widget only draws
them, so zooming and scrolling never wait for a document to be rendered. The dialog holds the PDF in
memory (no temporary file): closing it frees everything.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.pdf_pages import PageImage
from arbiter_gui.plain_text import plain_label
from arbiter_gui.print_output import paint_pages, prepare_printer


class PreviewDialog(QDialog):
    """The pages of one document, and what can be done with them."""

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        pages: Sequence[PageImage],
        print_pages: Callable[[], None],
        save_pdf: Callable[[], None],
        open_viewer: Callable[[], None],
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print preview: {document}").format(document=title))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.pages = list(pages)
        self.printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
        if self.pages:
            prepare_printer(self.printer, (self.pages[0].width_pt, self.pages[0].height_pt))
        self.view = QPrintPreviewWidget(self.printer, self)
        self.view.paintRequested.connect(self._paint)
        self.view.setViewMode(QPrintPreviewWidget.ViewMode.SinglePageView)
        self.view.setZoomMode(QPrintPreviewWidget.ZoomMode.FitToWidth)
        self.pages_label = plain_label()
        self.view.previewChanged.connect(self._show_page_number)

        def button(
            text: str, do: Callable[[], object], keys: QKeySequence.StandardKey | None = None
        ) -> QPushButton:
            b = QPushButton(text)
            b.setAutoDefault(False)
            b.clicked.connect(lambda _=False: do())
            if keys is not None:
                b.setShortcut(QKeySequence(keys))
            return b

        self.zoom_in = button(
            self.tr("Zoom &in"), lambda: self.view.zoomIn(), QKeySequence.StandardKey.ZoomIn
        )
        self.zoom_out = button(
            self.tr("Zoom &out"), lambda: self.view.zoomOut(), QKeySequence.StandardKey.ZoomOut
        )
        self.fit_width = button(self.tr("Fit &width"), self.view.fitToWidth)
        self.whole_page = button(self.tr("&Whole page"), self.view.fitInView)
        self.all_pages = button(self.tr("&All pages"), self.view.setAllPagesViewMode)
        self.print_button = button(self.tr("&Print\u2026"), print_pages)
        self.save_button = button(self.tr("Save as P&DF\u2026"), save_pdf)
        self.viewer_button = button(self.tr("Open in PDF &viewer"), open_viewer)
        self.close_button = button(self.tr("&Close"), self.close)
        self.print_button.setDefault(True)

        tools = QHBoxLayout()
        for widget in (self.zoom_in, self.zoom_out, self.fit_width, self.whole_page, self.all_pages):
            tools.addWidget(widget)
        tools.addStretch(1)
        tools.addWidget(self.pages_label)
        actions = QHBoxLayout()
        actions.addWidget(self.viewer_button)
        actions.addWidget(self.save_button)
        actions.addStretch(1)
        actions.addWidget(self.print_button)
        actions.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(tools)
        layout.addWidget(self.view, 1)
        layout.addLayout(actions)
        give_help(self)
        self.resize(900, 760)

    def page_count(self) -> int:
        """Pages the preview shows."""
        return self.view.pageCount()

    def _paint(self, printer: QPrinter) -> None:
        paint_pages(printer, self.pages)

    def _show_page_number(self) -> None:
        self.pages_label.setText(self.tr("%n page(s)", "", self.view.pageCount()))
