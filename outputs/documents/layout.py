"""Page frame shared by every document: header (event, place, dates, title), footer (program and
version, page x of y).

Tables are sized to their content (``fit_columns``) and break across pages with the header row
repeated (Platypus ``repeatRows``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, BinaryIO

from reportlab.lib import colors
from reportlab.lib.pagesizes import A3, A4, landscape, letter, portrait
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Table, TableStyle

from engine.errors import ArbiterError
from engine.model import Tournament
from engine.version import program_version
from outputs.documents import scripts
from outputs.documents.fonts import Fonts, register_fonts
from texts.catalogue import translate

PROGRAM = program_version()
"""Printed at the foot of every page: ``Arbiter Desk 0.1.0``."""
PAGE_SIZES = {"A4": A4, "A3": A3, "LETTER": letter}
MARGIN = 12 * mm
HEADER_HEIGHT = 15 * mm
FOOTER_HEIGHT = 8 * mm
GRID = colors.Color(0.55, 0.55, 0.55)
ZEBRA = colors.Color(0.93, 0.93, 0.93)
HEAD_BG = colors.Color(0.82, 0.82, 0.82)


def page_size(name: str, is_landscape: bool) -> tuple[float, float]:
    """``A4``/``A3``/``letter`` in the given orientation; ``ArbiterError`` names the known sizes."""
    try:
        size = PAGE_SIZES[name.upper()]
    except KeyError:
        raise ArbiterError(
            translate("Documents", "unknown page size {name!r}: use one of A4, A3, letter").format(name=name)
        ) from None
    w, h = landscape(size) if is_landscape else portrait(size)
    return float(w), float(h)


def event_line(t: Tournament) -> str:
    """``City, 2026/03/01 - 2026/03/09``: place and dates as far as they are known."""
    dates = " - ".join(d for d in (t.start_date, t.end_date) if d)
    if t.start_date and t.start_date == t.end_date:
        dates = t.start_date
    return ", ".join(x for x in (t.city.strip(), t.federation.strip(), dates) if x)


@dataclass
class PageInfo:
    """What the header and footer print on every page."""

    event: str
    place_dates: str
    title: str
    fonts: Fonts
    pages: list[int] = field(default_factory=list)


def _numbered_canvas_class(info: PageInfo) -> type[Canvas]:
    """A canvas that holds its pages until the end, so each can say ``page x of y``."""

    class NumberedCanvas(Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._held: list[dict[str, Any]] = []

        def showPage(self) -> None:  # noqa: N802 (ReportLab's name)
            self._held.append(dict(self.__dict__))
            self._startPage()  # type: ignore[attr-defined]  # ReportLab's own, unstubbed

        def save(self) -> None:
            total = len(self._held)
            for state in self._held:
                self.__dict__.update(state)
                self._draw_footer(total)
                super().showPage()
            info.pages.append(total)
            super().save()

        def _draw_footer(self, total: int) -> None:
            width, _ = self._pagesize  # type: ignore[attr-defined]
            self.saveState()
            self.setFont(info.fonts.regular, 7.5)
            self.setFillColor(colors.Color(0.3, 0.3, 0.3))
            y = MARGIN - 2 * mm
            self.drawString(MARGIN, y, PROGRAM)
            number = self._pageNumber  # type: ignore[attr-defined]
            self.drawRightString(
                width - MARGIN,
                y,
                translate("Documents", "page {number} of {total}").format(number=number, total=total),
            )
            self.restoreState()

    return NumberedCanvas


def _draw_header(info: PageInfo) -> Callable[[Canvas, BaseDocTemplate], None]:
    def draw(canvas: Canvas, doc: BaseDocTemplate) -> None:
        width, height = doc.pagesize
        f = info.fonts
        canvas.saveState()
        top = height - MARGIN
        right_room = scripts.width(info.title, f.bold, 11) + 6 * mm
        room = width - 2 * MARGIN - right_room
        scripts.draw(canvas, MARGIN, top - 11, _clip(info.event, f.bold, 12, room), f.bold, 12)
        scripts.draw(canvas, MARGIN, top - 23, _clip(info.place_dates, f.regular, 8.5, room), f.regular, 8.5)
        scripts.draw(canvas, width - MARGIN, top - 11, info.title, f.bold, 11, "RIGHT")
        canvas.setStrokeColor(colors.black)
        canvas.setLineWidth(0.6)
        canvas.line(MARGIN, top - HEADER_HEIGHT + 3 * mm, width - MARGIN, top - HEADER_HEIGHT + 3 * mm)
        canvas.restoreState()

    return draw


def _clip(text: str, font: str, size: float, width: float) -> str:
    """``text`` cut with an ellipsis so that it fits ``width`` points (any script: ``scripts.clip``)."""
    return scripts.clip(text, font, size, width)


def clip(text: str, font: str, size: float, width: float) -> str:
    return _clip(text, font, size, width)


def build(
    out: str | BinaryIO,
    tournament: Tournament,
    title: str,
    story: Sequence[Flowable],
    size: tuple[float, float],
    fonts: Fonts | None = None,
) -> int:
    """Lay ``story`` out on pages of ``size`` with the header and footer; return the page count."""
    f = fonts or register_fonts()
    info = PageInfo(tournament.name or translate("Documents", "Tournament"), event_line(tournament), title, f)
    doc = BaseDocTemplate(
        out,
        pagesize=size,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN + HEADER_HEIGHT,
        bottomMargin=MARGIN + FOOTER_HEIGHT,
        title=f"{scripts.at_most(info.event)} - {title}",
        author=PROGRAM,
        creator=PROGRAM,
    )
    frame = Frame(
        doc.leftMargin,
        doc.bottomMargin,
        doc.width,
        doc.height,
        id="body",
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )
    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=_draw_header(info))])
    doc.build(list(story), canvasmaker=_numbered_canvas_class(info))
    return info.pages[-1] if info.pages else 0


def body_size(size: tuple[float, float]) -> tuple[float, float]:
    """Width and height available for the story on a page of ``size``."""
    return size[0] - 2 * MARGIN, size[1] - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT


@dataclass(frozen=True, slots=True)
class Column:
    """A table column: header text, alignment (``LEFT``/``CENTER``/``RIGHT``), whether it may shrink."""

    header: str
    align: str = "LEFT"
    flex: bool = False
    bold: bool = False
    min_width: float = 0.0
    optional: bool = False
    """Left out of the table when no row has anything in it (no ratings, no federations...)."""

    @property
    def text(self) -> str:
        """The header as printed: in the document's language (``header`` is the catalogue's source)."""
        return translate("Documents", self.header)


def drop_empty_columns(
    columns: Sequence[Column], rows: Sequence[Sequence[str]]
) -> tuple[list[Column], list[list[str]]]:
    """Remove the optional columns that are blank in every row."""
    keep = [i for i, c in enumerate(columns) if not c.optional or any(r[i].strip() for r in rows)]
    return [columns[i] for i in keep], [[r[i] for i in keep] for r in rows]


PADDING = 2.2  # points each side of a cell


def measure(
    columns: Sequence[Column], rows: Sequence[Sequence[str]], font: str, bold_font: str
) -> list[float]:
    """Widest cell of each column (header included) at font size 1: widths scale with the size."""
    widths: list[float] = []
    for i, col in enumerate(columns):
        face = bold_font if col.bold else font
        cells = {r[i] for r in rows}
        header = scripts.width(col.text, bold_font, 1)
        widths.append(max([header] + [scripts.width(c, face, 1) for c in cells]))
    return widths


def fit_columns(
    columns: Sequence[Column],
    rows: Sequence[Sequence[str]],
    font: str,
    bold_font: str,
    size: float,
    available: float,
    unit_widths: Sequence[float] | None = None,
) -> tuple[list[float], list[list[str]]]:
    """Column widths sized to content; flexible columns (names) are cut with … when space is short.

    Returns the widths and the rows, with flexible cells clipped where needed.
    """
    unit = list(unit_widths) if unit_widths is not None else measure(columns, rows, font, bold_font)
    widths = [max(u * size + 2 * PADDING + 0.5, c.min_width) for u, c in zip(unit, columns, strict=True)]
    total = sum(widths)
    flex = [i for i, c in enumerate(columns) if c.flex]
    if total > available and flex:
        fixed = sum(w for i, w in enumerate(widths) if i not in flex)
        room = max(available - fixed, 30.0 * len(flex))
        share = room / len(flex)
        new_rows = [list(r) for r in rows]
        for i in flex:
            if widths[i] > share:
                widths[i] = share
                face = bold_font if columns[i].bold else font
                for r in new_rows:
                    r[i] = _clip(r[i], face, size, share - 2 * PADDING)
        return widths, new_rows
    return widths, [list(r) for r in rows]


def header_height(size: float) -> float:
    """The height of a table's header row (rows taller than usual keep a header of this height)."""
    return size * 1.45 + 2


def data_table(
    columns: Sequence[Column],
    rows: Sequence[Sequence[str]],
    fonts: Fonts,
    available_width: float,
    size: float = 9.0,
    condensed: bool = False,
    row_height: float | None = None,
    extra_styles: Sequence[tuple[Any, ...]] = (),
    fill_width: bool = False,
    unit_widths: Sequence[float] | None = None,
    widths: Sequence[float] | None = None,
) -> Table:
    """A table with a grey header row repeated on every page, zebra rows and thin grid lines.

    Column widths are fitted to the content unless ``widths`` gives them.
    """
    font = fonts.cond if condensed else fonts.regular
    bold = fonts.cond_bold if condensed else fonts.bold
    if widths is None:
        widths, body = fit_columns(columns, rows, font, bold, size, available_width, unit_widths)
    else:
        widths, body = list(widths), [list(r) for r in rows]
    spare = available_width - sum(widths)
    flex = [i for i, c in enumerate(columns) if c.flex]
    if fill_width and spare > 0 and flex:
        # Names may grow by a third; what is left goes to every column alike (room to write).
        for i in flex:
            grow = min(spare / len(flex), widths[i] / 3)
            widths[i] += grow
        spare = available_width - sum(widths)
        widths = [w + spare / len(widths) for w in widths]
    height = row_height or size * 1.45 + 2
    header = min(height, header_height(size))
    data = [[c.text for c in columns], *body]
    table = scripts.ScriptTable(
        data, colWidths=widths, rowHeights=[header] + [height] * len(body), repeatRows=1, hAlign="LEFT"
    )
    style: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), font, size),
        ("FONT", (0, 0), (-1, 0), bold, size),
        ("BACKGROUND", (0, 0), (-1, 0), HEAD_BG),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, ZEBRA]),
        ("GRID", (0, 0), (-1, -1), 0.25, GRID),
        ("BOX", (0, 0), (-1, -1), 0.6, colors.black),
        ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), PADDING),
        ("RIGHTPADDING", (0, 0), (-1, -1), PADDING),
        ("TOPPADDING", (0, 0), (-1, -1), 0),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
    ]
    for i, col in enumerate(columns):
        style.append(("ALIGN", (i, 0), (i, -1), col.align))
        if col.bold:
            style.append(("FONT", (i, 1), (i, -1), bold, size))
    style.extend(extra_styles)
    table.setStyle(TableStyle(style))
    return table
