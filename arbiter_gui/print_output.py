"""Rasterised pages (``arbiter_gui.pdf_pages``) onto a ``QPrinter``: the system printer, a PDF file, or
the preview widget (which hands its own printer to ``paintRequested``). UI thread only."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, QSizeF
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrinter

from arbiter_gui.pdf_pages import PageImage
from engine.errors import ArbiterError


class PrintFailed(ArbiterError):
    """The printer (or the PDF file it writes) could not be started."""


def page_layout(width_pt: float, height_pt: float) -> QPageLayout:
    """The paper of a page of ``width_pt`` x ``height_pt`` points: a named size (A4, A3, Letter) when
    it is one, landscape when it is wider than high, no margins (the document has its own)."""
    portrait = QSizeF(min(width_pt, height_pt), max(width_pt, height_pt))
    size = QPageSize(portrait, QPageSize.Unit.Point, "", QPageSize.SizeMatchPolicy.FuzzyMatch)
    orientation = (
        QPageLayout.Orientation.Landscape if width_pt > height_pt else QPageLayout.Orientation.Portrait
    )
    return QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0))


def prepare_printer(printer: QPrinter, first: tuple[float, float]) -> None:
    """The printer set up for a document whose first page is ``first`` (points): its paper, the whole
    sheet drawn on (the document's own margins stay as they are)."""
    printer.setFullPage(True)
    printer.setPageLayout(page_layout(*first))


def as_qimage(page: PageImage) -> QImage:
    """The page as a ``QImage`` that owns a copy of its pixels."""
    image = QImage(page.pixels, page.width, page.height, page.stride, QImage.Format.Format_Grayscale8)
    return image.copy()


def paint_pages(printer: QPrinter, pages: Sequence[PageImage]) -> None:
    """Draw each page on its own sheet of ``printer``, as large as the sheet allows without changing
    its proportions, centred. ``PrintFailed`` when the printer cannot start."""
    painter = QPainter()
    if not painter.begin(printer):
        name = printer.outputFileName() or printer.printerName()
        raise PrintFailed(
            QCoreApplication.translate("Printing", "The printer {0} could not be started.").format(name)
        )
    try:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for number, page in enumerate(pages):
            if number:
                printer.newPage()
            # the painter's origin is the sheet's corner (full page)
            sheet = QRectF(QPointF(0, 0), printer.paperRect(QPrinter.Unit.DevicePixel).size())
            scale = min(sheet.width() / page.width, sheet.height() / page.height)
            width, height = page.width * scale, page.height * scale
            target = QRectF(
                sheet.x() + (sheet.width() - width) / 2,
                sheet.y() + (sheet.height() - height) / 2,
                width,
                height,
            )
            painter.drawImage(target, as_qimage(page))
    finally:
        painter.end()
