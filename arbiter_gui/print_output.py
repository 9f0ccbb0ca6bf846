"""Rasterised pages (``arbiter_gui.pdf_pages``) onto a ``QPrinter``: the system printer, a PDF file, or
the preview widget (which hands its own printer to ``paintRequested``). UI thread only."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, QSizeF
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo

from arbiter_gui.pdf_pages import PageImage
from engine.errors import ArbiterError
from osfiles.platforms import PrinterStatus, printer_status


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
    sheet drawn on (the document's own margins stay as they are), in shades of grey.

    Grey because the pages are rasterised in grey (``pdf_pages.PageImage``): told so, Qt sends each
    page as a lossless grey image instead of a colour JPEG, 3.5 to 4.6 times smaller and without
    JPEG's smudges around the letters (docs/printing.md has the figures)."""
    printer.setPageLayout(page_layout(*first))
    printer.setFullPage(True)  # after the layout: setting a layout clears it
    printer.setColorMode(QPrinter.ColorMode.GrayScale)


def supported_sizes(printer: QPrinter) -> list[QPageSize] | None:
    """The paper sizes the system printer of ``printer`` takes; None when it takes any (a PDF file)."""
    if printer.outputFormat() != QPrinter.OutputFormat.NativeFormat:
        return None
    info = QPrinterInfo.printerInfo(printer.printerName())
    if info.isNull() or info.supportsCustomPageSizes():
        return None
    return list(info.supportedPageSizes())


def document_paper(
    first: tuple[float, float], chosen: QPageLayout, supported: Sequence[QPageSize] | None
) -> QPageLayout:
    """The paper a document whose first page is ``first`` (points) is printed on, once the print dialog
    was accepted with ``chosen``: the document's own paper (A3, Letter...) when the printer takes it,
    else the paper chosen in the dialog (the pages are then scaled to it); the document's orientation
    either way, no margins.

    Qt's print dialog on Linux (CUPS) puts the printer's default paper back when it is accepted: an A3
    wall chart or Letter standings would come out shrunk onto A4."""
    wanted = page_layout(*first)
    if supported is None or any(s.isEquivalentTo(wanted.pageSize()) for s in supported):
        return wanted
    return QPageLayout(chosen.pageSize(), wanted.orientation(), QMarginsF(0, 0, 0, 0))


def keep_document_paper(printer: QPrinter, first: tuple[float, float]) -> bool:
    """After the print dialog: the printer set to ``document_paper`` (and the whole sheet drawn on,
    in grey, as ``prepare_printer``). False when the printer lacks the document's paper."""
    layout = document_paper(first, printer.pageLayout(), supported_sizes(printer))
    printer.setPageLayout(layout)
    printer.setFullPage(True)
    printer.setColorMode(QPrinter.ColorMode.GrayScale)
    return layout.pageSize().isEquivalentTo(page_layout(*first).pageSize())


def raster_dpi(printer_dpi: int, page: tuple[float, float], sheet: tuple[float, float]) -> int:
    """The resolution a page of ``page`` points is rasterised at so that, scaled onto a sheet of
    ``sheet`` points (as :class:`SheetFeeder` scales it), it has ``printer_dpi`` pixels per inch on
    paper: an A3 page on an A4 printer at 300 dpi is rasterised at 212 dpi, not at 300 (425 on
    paper: twice the pixels for nothing). Never more than ``printer_dpi``."""
    scale = min(sheet[0] / page[0], sheet[1] / page[1])
    return max(1, round(printer_dpi * min(scale, 1.0)))


def sheet_points(printer: QPrinter) -> tuple[float, float]:
    """The printer's sheet (width, height) in points, as turned for printing."""
    rect = printer.pageLayout().fullRectPoints()
    return float(rect.width()), float(rect.height())


def system_printer_status(printer: QPrinter) -> PrinterStatus | None:
    """What the print system says of the printer chosen (``osfiles.platforms.printer_status``); None
    for a PDF file or when the system does not say. Runs ``lpstat`` on the UI thread: 20 to 30 ms
    measured (its timeout is 10 s, for a print system that hangs)."""
    if printer.outputFormat() != QPrinter.OutputFormat.NativeFormat:
        return None
    return printer_status(printer.printerName())


def as_qimage(page: PageImage) -> QImage:
    """The page as a ``QImage`` that owns a copy of its pixels."""
    image = QImage(page.pixels, page.width, page.height, page.stride, QImage.Format.Format_Grayscale8)
    return image.copy()


class SheetFeeder:
    """Pages drawn onto ``printer`` as they arrive, each on its own sheet, as large as the sheet allows
    without changing its proportions, centred. The printer starts with the first page (``PrintFailed``
    when it cannot); :meth:`finish` sends the job, :meth:`abort` cancels it."""

    def __init__(self, printer: QPrinter) -> None:
        self.printer = printer
        self.painter: QPainter | None = None
        self.sheets = 0

    def add(self, page: PageImage) -> None:
        printer = self.printer
        if self.painter is None:
            painter = QPainter()
            if not painter.begin(printer):
                name = printer.outputFileName() or printer.printerName()
                raise PrintFailed(
                    QCoreApplication.translate(
                        "Printing", "The printer {printer} could not be started."
                    ).format(printer=name)
                )
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            self.painter = painter
        elif not printer.newPage():
            raise PrintFailed(QCoreApplication.translate("Printing", "The printer refused a new page."))
        # the painter's origin is the sheet's corner (full page)
        sheet = QRectF(QPointF(0, 0), printer.paperRect(QPrinter.Unit.DevicePixel).size())
        scale = min(sheet.width() / page.width, sheet.height() / page.height)
        width, height = page.width * scale, page.height * scale
        target = QRectF((sheet.width() - width) / 2, (sheet.height() - height) / 2, width, height)
        self.painter.drawImage(target, as_qimage(page))
        self.sheets += 1

    def finish(self) -> None:
        """The job goes to the printer (or the file is complete)."""
        if self.painter is not None:
            self.painter.end()
            self.painter = None

    def abort(self) -> None:
        """Nothing more is printed: the job is cancelled where the system allows it."""
        if self.painter is not None:
            self.printer.abort()
            self.painter.end()
            self.painter = None


def paint_pages(printer: QPrinter, pages: Sequence[PageImage]) -> None:
    """All ``pages`` onto ``printer`` at once (the preview's pages, already in memory)."""
    feeder = SheetFeeder(printer)
    try:
        for page in pages:
            feeder.add(page)
    except BaseException:
        feeder.abort()
        raise
    feeder.finish()
