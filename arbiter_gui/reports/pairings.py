"""Pairings of a round (by board, and alphabetical for the wall) and results of a round.

Boards come in the order of C.04.2 (2026) art. 3.6 unless a ``Pairing`` gives the engine's order.
"""

from __future__ import annotations

from typing import BinaryIO

from arbiter_gui.reports import common, layout
from arbiter_gui.reports.common import PageChoice
from arbiter_gui.reports.data import ByeRow, RoundSheet, round_sheet
from arbiter_gui.reports.fonts import register_fonts
from arbiter_gui.reports.layout import Column
from arbiter_gui.reports.text import (
    bye_legend,
    bye_text,
    game_result_text,
    name_sort_key,
    points_text,
)
from engine.model import Pairing, Tournament

BOARD_COLUMNS = (
    Column("Bd", "RIGHT"),
    Column("No", "RIGHT"),
    Column("White", flex=True, bold=True),
    Column("Rtg", "RIGHT", optional=True),
    Column("Pts", "CENTER"),
    Column("Result", "CENTER", min_width=42),
    Column("Pts", "CENTER"),
    Column("Black", flex=True, bold=True),
    Column("Rtg", "RIGHT", optional=True),
    Column("No", "RIGHT"),
)


def _board_rows(sheet: RoundSheet, tournament: Tournament, after: bool) -> list[list[str]]:
    """One row per board; scores before the round (pairings) or after it (results)."""
    ps = tournament.point_system
    rows = []
    for b in sheet.boards:
        ws, bs = b.white_score, b.black_score
        if after:
            ws += ps.points(b.white.entry(sheet.round))
            bs += ps.points(b.black.entry(sheet.round))
        rows.append(
            [
                str(b.number),
                str(b.white.number),
                common.player_name(b.white),
                common.rating_text(b.white),
                points_text(ws),
                game_result_text(b.white_result),
                points_text(bs),
                common.player_name(b.black),
                common.rating_text(b.black),
                str(b.black.number),
            ]
        )
    return rows


def _bye_rows(
    byes: tuple[ByeRow, ...], tournament: Tournament, after: bool, round_number: int
) -> list[list[str]]:
    ps = tournament.point_system
    rows = []
    for b in byes:
        score = b.score + (ps.points(b.entry) if after else 0)
        rows.append(
            [
                str(b.player.number),
                common.player_name(b.player),
                common.rating_text(b.player),
                points_text(score),
                bye_text(b.entry, ps),
            ]
        )
    return rows


BYE_COLUMNS = (
    Column("No", "RIGHT"),
    Column("Player without opponent", flex=True, bold=True),
    Column("Rtg", "RIGHT", optional=True),
    Column("Pts", "CENTER"),
    Column("Bye", "LEFT"),
)


def _round_document(
    tournament: Tournament,
    out: str | BinaryIO,
    round_number: int | None,
    page_size: str,
    pairing: Pairing | None,
    after: bool,
) -> int:
    fonts = register_fonts()
    r = common.resolve_round(tournament, round_number)
    sheet = round_sheet(tournament, r, pairing)
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    rows = _board_rows(sheet, tournament, after)
    story = []
    if rows:
        cols, rows = layout.drop_empty_columns(BOARD_COLUMNS, rows)
        unit = layout.measure(cols, rows, fonts.regular, fonts.bold)
        size = common.choose_font_size(cols, unit, width, (10.0, *common.FONT_STEPS)) or 6.0
        story.append(
            layout.data_table(
                cols,
                rows,
                fonts,
                width,
                size=size,
                unit_widths=unit,
                row_height=size * 1.7 + 2,
                fill_width=True,
            )
        )
    if sheet.byes:
        bye_rows = _bye_rows(sheet.byes, tournament, after, r)
        story.append(common.gap(8))
        bye_cols, bye_rows = layout.drop_empty_columns(BYE_COLUMNS, bye_rows)
        story.append(layout.data_table(bye_cols, bye_rows, fonts, width, size=9.0))
    if not rows and not sheet.byes:
        raise common.NothingToPrintError(f"round {r} has no boards and no byes")
    legend = "Pts = points before the round. " if not after else "Pts = points after the round. "
    story.append(common.note(legend + bye_legend(tournament.point_system), fonts))
    kind = "Results" if after else "Pairings"
    if after and not sheet.is_complete:
        pending = sum(1 for b in sheet.boards if not game_result_text(b.white_result))
        story.append(common.note(f"{pending} game(s) still in progress (result blank).", fonts))
    return layout.build(out, tournament, common.round_title(kind, tournament, r), story, page.size, fonts)


def pairings_by_board(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    pairing: Pairing | None = None,
) -> int:
    """Pairings of a round by board (points before the round), A4 portrait; returns the page count."""
    return _round_document(tournament, out, round_number, page_size, pairing, after=False)


def round_results(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    pairing: Pairing | None = None,
) -> int:
    """Results of a round by board (points after the round), A4 portrait; returns the page count."""
    return _round_document(tournament, out, round_number, page_size, pairing, after=True)


ALPHA_COLUMNS = (
    Column("Player", flex=True, bold=True),
    Column("No", "RIGHT"),
    Column("Pts", "CENTER"),
    Column("Board", "CENTER"),
    Column("Colour", "CENTER"),
    Column("Opponent", flex=True),
    Column("No", "RIGHT"),
    Column("Pts", "CENTER"),
)


def pairings_alphabetical(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    pairing: Pairing | None = None,
) -> int:
    """Every player alphabetically with board, colour and opponent: what players look for on the wall."""
    fonts = register_fonts()
    r = common.resolve_round(tournament, round_number)
    sheet = round_sheet(tournament, r, pairing)
    ps = tournament.point_system
    lines: list[tuple[tuple[str, str], list[str]]] = []
    for b in sheet.boards:
        for me, other, my_score, other_score, colour in (
            (b.white, b.black, b.white_score, b.black_score, "White"),
            (b.black, b.white, b.black_score, b.white_score, "Black"),
        ):
            lines.append(
                (
                    name_sort_key(me.name),
                    [
                        common.player_name(me),
                        str(me.number),
                        points_text(my_score),
                        str(b.number),
                        colour,
                        common.player_name(other),
                        str(other.number),
                        points_text(other_score),
                    ],
                )
            )
    for bye in sheet.byes:
        p = bye.player
        lines.append(
            (
                name_sort_key(p.name),
                [
                    common.player_name(p),
                    str(p.number),
                    points_text(bye.score),
                    "-",
                    "",
                    f"no opponent: {bye_text(bye.entry, ps)}",
                    "",
                    "",
                ],
            )
        )
    if not lines:
        raise common.NothingToPrintError(f"round {r} has no boards and no byes")
    lines.sort(key=lambda x: x[0])
    rows = [row for _, row in lines]
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    unit = layout.measure(ALPHA_COLUMNS, rows, fonts.regular, fonts.bold)
    size = common.choose_font_size(ALPHA_COLUMNS, unit, width, (10.0, *common.FONT_STEPS)) or 6.0
    story = [
        layout.data_table(
            ALPHA_COLUMNS,
            rows,
            fonts,
            width,
            size=size,
            unit_widths=unit,
            row_height=size * 1.6 + 2,
            fill_width=True,
        ),
        common.note("Pts = points before the round. " + bye_legend(ps), fonts),
    ]
    title = common.round_title("Pairings by name", tournament, r)
    return layout.build(out, tournament, title, story, page.size, fonts)
