"""Small pieces shared by the document modules: page choice, player cells, titles, notes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, Spacer, Table
from reportlab.platypus.flowables import Flowable

from engine.errors import ArbiterError
from engine.model import Player, ResultCode, Tournament
from operations.ops_double_swiss import game_of, match_of, pairs_matches
from outputs.documents import layout, scripts
from outputs.documents.data import latest_round
from outputs.documents.fonts import Fonts
from texts.catalogue import translate

FONT_STEPS = (9.0, 8.5, 8.0, 7.5, 7.0, 6.5, 6.0)
NAME_MIN = 95.0  # points: a name column narrower than this is no longer readable


class NothingToPrintError(ArbiterError):
    """The document asked for has no content yet (e.g. pairings of a round not paired)."""


@dataclass(frozen=True, slots=True)
class PageChoice:
    """Page size name and orientation of one document."""

    name: str
    is_landscape: bool

    @property
    def size(self) -> tuple[float, float]:
        return layout.page_size(self.name, self.is_landscape)


def resolve_round(tournament: Tournament, round_number: int | None, *, need_pairing: bool = True) -> int:
    """The round to print: the one asked for, or the latest recorded (a round robin paired ahead: the
    first round with a game still without result); clear error when impossible."""
    last = latest_round(tournament)
    if round_number is None:
        if last == 0:
            raise NothingToPrintError(
                translate("Documents", "no round has been paired yet: nothing to print")
            )
        if tournament.round_robin is not None:
            return next((r for r in range(1, last + 1) if _has_pending_game(tournament, r)), last)
        return last
    if round_number < 1:
        raise NothingToPrintError(
            translate("Documents", "round {round_number} does not exist (rounds start at 1)").format(
                round_number=round_number
            )
        )
    if need_pairing and round_number > last:
        raise NothingToPrintError(
            translate(
                "Documents", "round {round_number} has not been paired yet (the last paired round is {last})"
            ).format(round_number=round_number, last=last)
        )
    return round_number


def _has_pending_game(tournament: Tournament, round_number: int) -> bool:
    return any(
        p.entry(round_number).opponent is not None and p.entry(round_number).result is ResultCode.PENDING
        for p in tournament.players
    )


def round_title(kind: str, tournament: Tournament, round_number: int) -> str:
    """``Pairings, round 5`` plus the round's date when the tournament records it (TRF 132)."""
    if pairs_matches(tournament.round_robin, tournament.system):
        title = translate("Documents", "{kind}, match {match}, game {game} (round {round_number})").format(
            kind=kind, match=match_of(round_number), game=game_of(round_number), round_number=round_number
        )  # C.04.5: a match is two games, stored and printed as two rounds
    else:
        title = translate("Documents", "{kind}, round {round_number}").format(
            kind=kind, round_number=round_number
        )
    if 0 < round_number <= len(tournament.round_dates) and tournament.round_dates[round_number - 1].strip():
        title += f" ({tournament.round_dates[round_number - 1].strip()})"
    return title


def player_name(p: Player) -> str:
    """Name with the FIDE title in front, as pairings and standings are usually printed."""
    return f"{p.title} {p.name}".strip() if p.title else p.name


def rating_text(p: Player) -> str:
    return str(p.rating) if p.rating else ""


def note(text: str, fonts: Fonts, size: float = 7.5) -> Flowable:
    """A small paragraph under a table (legends, byes)."""
    style = ParagraphStyle("note", fontName=fonts.regular, fontSize=size, leading=size * 1.3, spaceBefore=4)
    return Paragraph(scripts.markup(text, fonts.regular), style)


def heading(text: str, fonts: Fonts, size: float = 10.5) -> Flowable:
    style = ParagraphStyle(
        "heading", fontName=fonts.bold, fontSize=size, leading=size * 1.3, spaceAfter=3, spaceBefore=6
    )
    return Paragraph(scripts.markup(scripts.at_most(text), fonts.bold), style)


def gap(height: float = 6.0) -> Flowable:
    return Spacer(1, height)


def choose_font_size(
    columns: Sequence[layout.Column],
    unit_widths: Sequence[float],
    available: float,
    steps: Sequence[float] = FONT_STEPS,
    unclipped_from: float = 7.0,
) -> float | None:
    """The largest font size at which the table fits ``available``.

    First choice: the largest size, not below ``unclipped_from``, at which nothing is clipped; then
    the largest at which names keep at least ``NAME_MIN`` points (longer ones are cut with …).
    ``unit_widths`` come from ``layout.measure``. None when not even the smallest size fits (the
    caller then picks a bigger page or lets the names be clipped further).
    """

    def widths(size: float) -> list[float]:
        return [
            max(u * size + 2 * layout.PADDING + 0.5, c.min_width)
            for u, c in zip(unit_widths, columns, strict=True)
        ]

    for size in steps:
        if size >= unclipped_from and sum(widths(size)) <= available:
            return size
    for size in steps:
        w = widths(size)
        fixed = sum(x for x, c in zip(w, columns, strict=True) if not c.flex)
        flex = [x for x, c in zip(w, columns, strict=True) if c.flex]
        if fixed + sum(min(x, NAME_MIN) for x in flex) <= available:
            return size
    return None


@dataclass(frozen=True, slots=True)
class WideTable:
    """Where a wide table (a crosstable) is printed: its landscape page, the font size and the width."""

    page: PageChoice
    size: float
    """The font size at which the table fits (6 when it fits at none: names are clipped further)."""
    unit_widths: list[float]
    """``layout.measure`` of the table, for ``layout.data_table``."""
    width: float
    """The width of the page's body."""

    def table(
        self,
        columns: Sequence[layout.Column],
        rows: Sequence[Sequence[str]],
        fonts: Fonts,
        *,
        fill_width: bool = False,
        extra_styles: Sequence[tuple[Any, ...]] = (),
    ) -> Table:
        """The table laid out on this page: condensed, at its font size and measured widths (filling the
        body's width when ``fill_width``)."""
        return layout.data_table(
            columns,
            rows,
            fonts,
            self.width,
            size=self.size,
            condensed=True,
            unit_widths=self.unit_widths,
            fill_width=fill_width,
            extra_styles=extra_styles,
        )


def wide_table_page(
    columns: Sequence[layout.Column], rows: Sequence[Sequence[str]], fonts: Fonts, page_size: str | None
) -> WideTable:
    """The landscape page for a wide table: ``page_size`` when asked for, else A4, else A3 when it fits
    there only, and the largest font size at which it fits (:func:`choose_font_size`)."""
    unit = layout.measure(columns, rows, fonts.cond, fonts.cond_bold)
    candidates = [page_size] if page_size else ["A4", "A3"]
    size: float | None = None
    page = PageChoice(candidates[0], True)
    for name in candidates:
        page = PageChoice(name, True)
        size = choose_font_size(columns, unit, layout.body_size(page.size)[0])
        if size is not None:
            break
    return WideTable(page, size or 6.0, unit, layout.body_size(page.size)[0])
