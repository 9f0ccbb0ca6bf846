"""Text in any script on paper: one font per run of characters, right-to-left names in visual order.

ReportLab draws a string in one font and has no fallback: a Chinese name in DejaVu Sans prints as
empty boxes. Here every text is cut into runs, each in the first font that has its characters
(the document's DejaVu face, else the CJK face of ``fonts.register_fonts``). Arabic and Hebrew are
written right to left: Arabic letters are first joined (``arabic_reshaper`` turns them into their
contextual presentation forms, which DejaVu Sans has) and the text is then put in visual order by the
Unicode bidirectional algorithm (``python-bidi``), since PDF text is drawn left to right.

Every document draws text through these functions: ``width`` and ``clip`` measure, ``draw`` draws
on a canvas, ``ScriptTable`` draws table cells, ``markup`` feeds paragraphs.
"""

from __future__ import annotations

import functools
import re
from typing import Any
from xml.sax.saxutils import escape

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Table

from outputs.documents.fonts import register_fonts, require_cjk

_RTL_RANGES = ((0x0590, 0x08FF), (0xFB1D, 0xFDFF), (0xFE70, 0xFEFF))
"""Hebrew, Arabic, Syriac, Thaana, NKo..., and the Hebrew/Arabic presentation forms."""
_CJK_RANGES = (
    (0x1100, 0x11FF),  # Hangul Jamo
    (0x2E80, 0x9FFF),  # CJK radicals, punctuation, kana, CJK ideographs
    (0xA960, 0xA97F),
    (0xAC00, 0xD7FF),  # Hangul syllables
    (0xF900, 0xFAFF),  # CJK compatibility ideographs
    (0xFF00, 0xFFEF),  # full-width forms
    (0x20000, 0x3FFFF),
)
FAKE_BOLD = 0.035
"""Stroke width (times the font size) that thickens a one-weight CJK run drawn where bold is asked."""


def _in(ch: str, ranges: tuple[tuple[int, int], ...]) -> bool:
    o = ord(ch)
    return any(a <= o <= b for a, b in ranges)


_RTL = re.compile("[" + "".join(f"{chr(a)}-{chr(b)}" for a, b in _RTL_RANGES) + "]")
"""A character of ``_RTL_RANGES`` (searched in C: a wall chart asks of 470,000 texts)."""


def has_rtl(text: str) -> bool:
    return _RTL.search(text) is not None


@functools.lru_cache(maxsize=4096)
def visual(text: str) -> str:
    """``text`` as it is drawn: unchanged without right-to-left characters; otherwise Arabic joined
    and the whole in visual (left-to-right drawing) order.

    >>> visual("Müller, Jürgen") == "Müller, Jürgen"
    True
    >>> visual("כהן") == "ןהכ"
    True
    """
    if not has_rtl(text):
        return text
    import arabic_reshaper
    from bidi import get_display

    return str(get_display(arabic_reshaper.reshape(text)))


@functools.lru_cache(maxsize=64)
def _charmap(font: str) -> frozenset[int]:
    face = pdfmetrics.getFont(font).face  # type: ignore[attr-defined]  # a TTFont's, not in the stubs
    return frozenset(getattr(face, "charToGlyph", {}))


def covers(font: str, ch: str) -> bool:
    return ord(ch) in _charmap(font)


def covers_all(font: str, text: str) -> bool:
    """``font`` has every character of ``text``."""
    return _charmap(font).issuperset(map(ord, text))


def _is_bold(font: str) -> bool:
    return font.endswith("-Bold")


def runs(text: str, font: str) -> list[tuple[str, str]]:
    """``text`` in drawing order cut into ``(piece, font)`` runs: ``font`` where it has the character
    (spaces and punctuation stay in it), the CJK face for Chinese, Japanese and Korean characters.
    Raises ``FontsNotFoundError`` naming the font to install when CJK text meets a missing CJK font."""
    shown = visual(text)
    if covers_all(font, shown):
        return [(shown, font)] if shown else []
    out: list[tuple[str, str]] = []
    for ch in shown:
        cjk = _in(ch, _CJK_RANGES) and not covers(font, ch)
        face = require_cjk(register_fonts()) if cjk else font
        if out and out[-1][1] == face:
            out[-1] = (out[-1][0] + ch, face)
        else:
            out.append((ch, face))
    return out


def needs_runs(text: str, font: str) -> bool:
    """Whether ``text`` cannot be drawn as it is in ``font`` (another script, or right to left)."""
    return has_rtl(text) or not covers_all(font, text)


def width(text: str, font: str, size: float) -> float:
    """The drawn width of ``text`` in points."""
    if not needs_runs(text, font):
        return float(stringWidth(text, font, size))
    return float(sum(stringWidth(piece, face, size) for piece, face in runs(text, font)))


LONGEST_TEXT = 300
"""The most characters of one text that a heading or the PDF's title holds (the tournament file keeps
shorter texts, ``operations.text_fields``, but a TRF printed directly or an older file may hold any)."""


def at_most(text: str, characters: int = LONGEST_TEXT) -> str:
    """``text`` cut with … after ``characters`` characters, for paragraphs that wrap (a heading),
    where ``clip`` has no width to fit.

    >>> at_most("Open", 3)
    'Ope…'
    """
    return text if len(text) <= characters else text[:characters] + "…"


def clip(text: str, font: str, size: float, room: float) -> str:
    """``text`` cut at its end (in reading order) with … so that it fits ``room`` points.

    A prefix is never narrower than a shorter one, so the cut is found by measuring prefixes of 64,
    128, 256... characters until one does not fit, then by bisection between the last two: about
    2·log2(k) measurements of at most 2k characters when k characters fit, whatever the length of
    ``text`` (a 50 MB name costs what a 100-character one does; cutting one character at a time
    cost the square of the length, issue 25 item 8).
    """
    fits = 0  # the longest prefix known to fit with its … (0: maybe not even that)
    probe = 64
    while True:
        if probe >= len(text):
            if width(text, font, size) <= room:
                return text
            too_long = len(text)
            break
        if width(text[:probe] + "…", font, size) > room:
            if len(text) <= 2 * probe and width(text, font, size) <= room:
                return text  # a few narrow characters more than the probe: narrower than the …
            too_long = probe
            break
        fits, probe = probe, probe * 2
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if width(text[:middle] + "…", font, size) <= room:
            fits = middle
        else:
            too_long = middle
    return text[:fits] + "…"


def draw(canvas: Canvas, x: float, y: float, text: str, font: str, size: float, align: str = "LEFT") -> None:
    """Draw ``text`` with its baseline at ``y``, starting at ``x`` (``LEFT``), ending there (``RIGHT``)
    or centred on it (``CENTER``/``CENTRE``). Leaves the canvas font set to ``font``."""
    pieces = runs(text, font)
    total = sum(stringWidth(piece, face, size) for piece, face in pieces)
    if align == "RIGHT":
        x -= total
    elif align in ("CENTER", "CENTRE"):
        x -= total / 2
    for piece, face in pieces:
        canvas.setFont(face, size)
        if face != font and _is_bold(font):
            canvas.saveState()
            canvas.setLineWidth(size * FAKE_BOLD)
            canvas.setStrokeColor(getattr(canvas, "_fillColorObj", (0, 0, 0)))
            text_object = canvas.beginText(x, y)
            text_object.setTextRenderMode(2)  # fill and stroke: a bolder stroke for a one-weight face
            text_object.textOut(piece)
            canvas.drawText(text_object)
            canvas.restoreState()
        else:
            canvas.drawString(x, y, piece)
        x += stringWidth(piece, face, size)
    canvas.setFont(font, size)


def markup(text: str, font: str) -> str:
    """``text`` as paragraph markup in ``font``: escaped, other scripts in ``<font>`` runs."""
    if not needs_runs(text, font):
        return escape(text)
    return "".join(
        escape(piece) if face == font else f'<font face="{face}">{escape(piece)}</font>'
        for piece, face in runs(text, font)
    )


class ScriptTable(Table):
    """A ReportLab ``Table`` whose text cells may hold any script (see the module docstring).

    Cells that ``needs_runs`` are drawn run by run at the place and baseline ReportLab gives a
    one-line string; every other cell is drawn by ReportLab itself.
    """

    def _drawCell(self, cellval: Any, cellstyle: Any, pos: Any, size: Any) -> None:  # noqa: N802
        if not isinstance(cellval, str) or "\n" in cellval or not needs_runs(cellval, cellstyle.fontname):
            super()._drawCell(cellval, cellstyle, pos, size)  # type: ignore[misc]  # ReportLab's own
            return
        colpos, rowpos = pos
        colwidth, rowheight = size
        canvas = self.canv
        canvas.setFillColor(cellstyle.color)
        just, valign = cellstyle.alignment, cellstyle.valign
        fontsize, leading = cellstyle.fontsize, cellstyle.leading
        if just == "RIGHT":
            x = colpos + colwidth - cellstyle.rightPadding
        elif just in ("CENTRE", "CENTER"):
            x = colpos + (colwidth + cellstyle.leftPadding - cellstyle.rightPadding) * 0.5
        else:
            just, x = "LEFT", colpos + cellstyle.leftPadding
        if valign == "BOTTOM":
            y = rowpos + cellstyle.bottomPadding + leading - fontsize
        elif valign == "TOP":
            y = rowpos + rowheight - cellstyle.topPadding - fontsize
        else:
            y = (
                rowpos
                + (cellstyle.bottomPadding + rowheight - cellstyle.topPadding + leading) / 2.0
                - fontsize
            )
        draw(canvas, x, y, cellval, cellstyle.fontname, fontsize, just)
        self._curcellstyle = None  # the canvas font and colour were changed: ReportLab sets them again
