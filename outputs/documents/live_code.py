"""The QR code of the live pages' address on a pairing sheet (issue 31: the players scan the sheet on
the wall and follow the results on their phones, ``arbiter serve``). Drawn by ReportLab's own QR
widget (ISO/IEC 18004, error correction level M), 25 mm square, with the address beside it."""

from __future__ import annotations

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib.units import mm
from reportlab.platypus import Table, TableStyle
from reportlab.platypus.flowables import Flowable

from outputs.documents import common
from outputs.documents.fonts import Fonts
from texts.catalogue import translate

SIDE = 25 * mm


def live_code(address: str, fonts: Fonts, width: float) -> Flowable:
    """The code of ``address`` and a line saying what it is, as one row across ``width``."""
    widget = QrCodeWidget(address, barLevel="M", barBorder=2)
    x0, y0, x1, y1 = widget.getBounds()
    drawing = Drawing(SIDE, SIDE, transform=[SIDE / (x1 - x0), 0, 0, SIDE / (y1 - y0), 0, 0])
    drawing.add(widget)
    said = translate("Documents", "Pairings and results on your phone (the venue's Wi-Fi): {address}").format(
        address=address
    )
    row = Table(
        [[drawing, common.note(said, fonts, size=9.0)]], colWidths=[SIDE + 4 * mm, width - SIDE - 4 * mm]
    )
    row.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (0, 0), 0)]))
    return row
