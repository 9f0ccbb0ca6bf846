"""The pages of a printed document as pictures, for the preview and the system print dialog.

The documents are PDF by design (ReportLab, ``outputs.documents``): what the preview shows and what the
printer gets are the same pages, rasterised by PDFium (``pypdfium2``, a small wheel for every platform;
PySide6-Essentials has no QtPdf). No Qt here: this runs on the worker, and the UI thread wraps each
:class:`PageImage` in a ``QImage`` (``arbiter_gui.print_output``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import pypdfium2
import pypdfium2.raw

from engine.errors import ArbiterError

POINTS_PER_INCH = 72.0
MAX_PRINT_DPI = 300
"""Pages go to a printer at its resolution, at most this (a 1200 dpi A4 page would be 540 MB)."""
PREVIEW_DPI = 110
"""Pages on screen: sharp at 100 % and zoomed a little."""

_PDFIUM = threading.Lock()
"""PDFium is not thread-safe: one call into it at a time, whichever thread makes it."""


class DocumentUnreadable(ArbiterError):
    """The PDF of a document cannot be read or rasterised (it is not a PDF, or it is damaged)."""


@dataclass(frozen=True)
class PageImage:
    """One page rasterised in shades of grey, one byte a pixel (``QImage.Format_Grayscale8``),
    ``stride`` bytes per row. The documents are printed in black and grey (``reports.layout``), so
    nothing is lost, and an A4 page at 300 dpi takes 8.7 MB instead of 35."""

    width: int
    height: int
    stride: int
    pixels: bytes
    width_pt: float
    """The page's size in PDF points (1/72 inch), for the printer's paper."""
    height_pt: float


def page_sizes(pdf: bytes) -> list[tuple[float, float]]:
    """(width, height) in points of each page; ``DocumentUnreadable`` when ``pdf`` is not a PDF."""
    with _PDFIUM, _opened(pdf) as document:
        return [document.get_page_size(i) for i in range(len(document))]


def render_pages(
    pdf: bytes,
    dpi: float,
    pages: Sequence[int] | None = None,
    check: Callable[[], None] = lambda: None,
    progress: Callable[[int, int, str], None] | None = None,
) -> list[PageImage]:
    """The ``pages`` of ``pdf`` (0-based; None: all) rasterised at ``dpi`` on white.

    ``check`` is called between pages (a cancelled job stops there); ``progress(done, total, text)``
    reports each page. ``DocumentUnreadable`` names what went wrong."""
    images: list[PageImage] = []
    with _PDFIUM, _opened(pdf) as document:
        wanted = list(range(len(document))) if pages is None else list(pages)
        for done, index in enumerate(wanted):
            check()
            if not 0 <= index < len(document):
                raise DocumentUnreadable(f"the document has no page {index + 1} (it has {len(document)})")
            page = document[index]
            try:
                width_pt, height_pt = page.get_size()
                bitmap = page.render(
                    scale=dpi / POINTS_PER_INCH,
                    force_bitmap_format=pypdfium2.raw.FPDFBitmap_Gray,
                    fill_color=(255, 255, 255, 255),
                )
                if bitmap.n_channels != 1:
                    raise DocumentUnreadable(f"page {index + 1}: unexpected pixel format {bitmap.mode}")
                images.append(
                    PageImage(
                        bitmap.width,
                        bitmap.height,
                        bitmap.stride,
                        bytes(bitmap.buffer),
                        width_pt,
                        height_pt,
                    )
                )
                bitmap.close()
            except pypdfium2.PdfiumError as exc:
                raise DocumentUnreadable(f"page {index + 1} cannot be drawn: {exc}") from exc
            finally:
                page.close()
            if progress is not None:
                progress(done + 1, len(wanted), "")
    return images


@contextmanager
def _opened(pdf: bytes) -> Iterator[pypdfium2.PdfDocument]:
    """The PDFium document of ``pdf``, closed afterwards."""
    if not pdf.startswith(b"%PDF"):
        raise DocumentUnreadable("the document is not a PDF file")
    try:
        document = pypdfium2.PdfDocument(pdf)
    except pypdfium2.PdfiumError as exc:
        raise DocumentUnreadable(f"the PDF cannot be read: {exc}") from exc
    try:
        yield document
    finally:
        document.close()
