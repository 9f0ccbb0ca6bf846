"""The server's address as a QR code (segno): what a phone's camera reads to open the pages.

Error correction level M (ISO/IEC 18004: about 15 % of the code may be unreadable, a printed sheet on
a wall or a projector seen from an angle); the smallest version that holds the address.

>>> svg = qr_svg("http://192.168.1.20:8080/")
>>> svg.startswith("<?xml") and "<path" in svg
True
"""

from __future__ import annotations

import io

import segno


def qr_svg(address: str, scale: int = 4) -> str:
    """The QR code of ``address`` as an SVG document (black modules on white, a quiet zone of 4)."""
    code = segno.make(address, error="m", micro=False)
    out = io.BytesIO()
    code.save(out, kind="svg", scale=scale, border=4, dark="#000", light="#fff")
    return out.getvalue().decode("utf-8")


def qr_png(address: str, scale: int = 8) -> bytes:
    """The QR code of ``address`` as a PNG picture (``scale`` pixels a module)."""
    code = segno.make(address, error="m", micro=False)
    out = io.BytesIO()
    code.save(out, kind="png", scale=scale, border=4)
    return out.getvalue()
