"""The wall chart: every player (by pairing number) and every round, large format (A3 landscape).

Per round: opponent's pairing number, colour and result, then the running score. Big events are cut
cleanly: the same players on every sheet of a page row, and when the rounds do not fit the width they
go on side-by-side sheets that repeat number and name, so the paper can be taped together on a wall.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import BinaryIO

from reportlab.platypus import PageBreak
from reportlab.platypus.flowables import Flowable

from engine.model import Tournament
from outputs.documents import common, layout
from outputs.documents.common import PageChoice
from outputs.documents.data import latest_round, round_numbers
from outputs.documents.fonts import register_fonts
from outputs.documents.layout import Column
from outputs.documents.text import (
    BYE_CODES,
    NOT_PLAYED,
    bye_legend,
    colour_letter,
    not_played_legend,
    points_text,
    side_text,
)
from texts.catalogue import QT_TRANSLATE_NOOP, translate

FONT_SIZE = 9.5
NAME_WIDTH = 150.0  # points: names are clipped beyond this, to leave room for the rounds
FILL_LIMIT = 4.0
"""Rows grow to fill the page, up to this many times the font size."""
LEGEND_ROOM = 24.0
"""Points kept free under the table on every page for the legend of the last one."""


def _round_cells(tournament: Tournament, rounds: int) -> dict[int, list[tuple[str, str]]]:
    """Per player: (opponent number + colour + result, running score) for each round."""
    ps = tournament.point_system
    out: dict[int, list[tuple[str, str]]] = {}
    for p in tournament.players:
        total = Fraction(0)
        row = []
        for rn in range(1, rounds + 1):
            if rn > len(p.rounds):
                row.append(("", ""))
                continue
            e = p.entry(rn)
            total += ps.points(e)
            if tournament.absence(p.number, rn) is not None:
                row.append((NOT_PLAYED, points_text(total)))
            elif e.opponent is None:
                row.append((BYE_CODES.get(e.result, "?"), points_text(total)))
            else:
                row.append(
                    (f"{e.opponent}{colour_letter(e.colour)}{side_text(e.result)}", points_text(total))
                )
        out[p.number] = row
    return out


# size-limit exception: the wall chart's page in one piece: its columns, rows and sizes depend on each other
def wall_chart(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    page_size: str = "A3",
    round_number: int | None = None,
) -> int:
    """All players and all rounds (planned rounds shown empty), A3 landscape by default."""
    fonts = register_fonts()
    players = sorted(tournament.players, key=lambda p: p.number)
    if not players:
        raise common.NothingToPrintError(translate("Documents", "no player is registered: nothing to print"))
    rounds = max(round_numbers(tournament), 1)
    upto = latest_round(tournament) if round_number is None else min(round_number, latest_round(tournament))
    cells = _round_cells(tournament, upto)
    page = PageChoice(page_size, True)
    width, height = layout.body_size(page.size)
    fixed_cols_all = [
        Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Name"), flex=True, bold=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", optional=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Fed"), "CENTER", optional=True),
    ]
    all_fixed = [[str(p.number), common.player_name(p), common.rating_text(p), p.federation] for p in players]
    fixed_cols, fixed_rows = layout.drop_empty_columns(fixed_cols_all, all_fixed)
    keep = [i for i, c in enumerate(fixed_cols_all) if c in fixed_cols]
    fixed_unit = layout.measure(fixed_cols, fixed_rows, fonts.cond, fonts.cond_bold)

    def round_cols(rn: int) -> list[Column]:
        return [
            Column(translate("Documents", "Rd {round}").format(round=rn), "CENTER", min_width=28.0),
            Column("Σ", "CENTER", min_width=18.0),
        ]

    def round_values(p_number: int, rn: int) -> list[str]:
        row = cells[p_number]
        return list(row[rn - 1]) if rn <= len(row) else ["", ""]

    sample_cols = [c for rn in range(1, rounds + 1) for c in round_cols(rn)]
    sample_rows = [[v for rn in range(1, rounds + 1) for v in round_values(p.number, rn)] for p in players]
    round_unit = layout.measure(sample_cols, sample_rows, fonts.cond, fonts.cond_bold)

    def widths_at(size: float) -> tuple[list[float], float, float, float]:
        """At ``size``: widths of the fixed columns (names clipped at NAME_WIDTH), of every round's
        result column and running-score column (all rounds alike, room to write by hand), of Pts."""
        fixed = [u * size + 2 * layout.PADDING + 0.5 for u in fixed_unit]
        fixed[keep.index(1)] = min(fixed[keep.index(1)], NAME_WIDTH * size / FONT_SIZE)
        pad = 2 * layout.PADDING + 0.5
        result_w = max([u * size + pad for u in round_unit[::2]] + [size * 3.2])
        score_w = max([u * size + pad for u in round_unit[1::2]] + [size * 2.2])
        return fixed, result_w, score_w, size * 2.4 + pad

    steps = (13.0, 12.0, 11.0, 10.5, 10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0)
    # Read from a distance: on A3 never below FONT_SIZE, rather more sheets side by side.
    smallest = FONT_SIZE if page_size.upper() == "A3" else steps[-1]

    def fits(size: float, n_rounds: int) -> bool:
        fixed, result_w, score_w, pts_w = widths_at(size)
        return sum(fixed) + pts_w + n_rounds * (result_w + score_w) <= width

    def largest_fitting(n_rounds: int) -> float | None:
        return next((s for s in steps if s >= smallest and fits(s, n_rounds)), None)

    per_sheet = rounds
    size = largest_fitting(rounds)
    if size is None:
        fixed, result_w, score_w, pts_w = widths_at(smallest)
        fit = max(1, int((width - sum(fixed) - pts_w) // (result_w + score_w)))
        sheets = math.ceil(rounds / fit)
        per_sheet = math.ceil(rounds / sheets)  # balanced: 15 rounds on two sheets are 8 + 7, not 13 + 2
        size = largest_fitting(per_sheet) or smallest
    fixed, result_w, score_w, pts_w = widths_at(size)
    name_width = fixed[keep.index(1)]
    groups = [
        list(range(start, min(start + per_sheet, rounds + 1))) for start in range(1, rounds + 1, per_sheet)
    ]

    def group_widths(group: list[int], last: bool) -> list[float]:
        """Fixed columns, then the rounds sharing whatever width is left (2:1 result to score)."""
        spare = width - sum(fixed) - (pts_w if last else 0) - len(group) * (result_w + score_w)
        extra = max(0.0, spare) / len(group)
        rounds_w = [result_w + extra * 2 / 3, score_w + extra / 3] * len(group)
        return [*fixed, *rounds_w, *([pts_w] if last else [])]

    row_h = size * 1.55 + 2
    caption_h = size * 1.3 + 10
    room = height - caption_h - LEGEND_ROOM - 4
    rows_per_page = max(1, int(room // row_h) - 1)
    per_page = math.ceil(len(players) / math.ceil(len(players) / rows_per_page))  # balanced pages
    # The sheet hangs on a wall: the rows share the whole height of the page (room to write results
    # by hand), up to FILL_LIMIT times the font size.
    row_h = max(row_h, min((room - layout.header_height(size)) / per_page, size * FILL_LIMIT))
    chunks = [players[i : i + per_page] for i in range(0, len(players), per_page)]
    story: list[Flowable] = []
    for ci, chunk in enumerate(chunks):
        for gi, group in enumerate(groups):
            last_group = gi == len(groups) - 1
            cols = [*fixed_cols, *(c for rn in group for c in round_cols(rn))]
            if last_group:
                cols.append(Column(QT_TRANSLATE_NOOP("Documents", "Pts"), "CENTER", bold=True))
            rows = []
            for p in chunk:
                name = layout.clip(
                    common.player_name(p), fonts.cond_bold, size, name_width - 2 * layout.PADDING
                )
                full = [str(p.number), name, common.rating_text(p), p.federation]
                row = [full[i] for i in keep]
                for rn in group:
                    row.extend(round_values(p.number, rn))
                if last_group:
                    row.append(points_text(p.score(tournament.point_system, upto)))
                rows.append(row)
            fields = {
                "first": chunk[0].number,
                "last": chunk[-1].number,
                "first_round": group[0],
                "last_round": group[-1],
                "row": ci + 1,
                "rows": len(chunks),
            }
            if len(groups) > 1:
                caption = translate(
                    "Documents",
                    "Players {first}-{last} · rounds {first_round}-{last_round} "
                    "(sheet {sheet} of {sheets}, row {row} of {rows})",
                ).format(sheet=gi + 1, sheets=len(groups), **fields)
            else:
                caption = translate(
                    "Documents",
                    "Players {first}-{last} · rounds {first_round}-{last_round} (row {row} of {rows})",
                ).format(**fields)
            story.append(common.note(caption, fonts, size=size))
            shade = [
                ("BACKGROUND", (len(keep) + 2 * k + 1, 1), (len(keep) + 2 * k + 1, -1), layout.HEAD_BG)
                for k in range(len(group))
            ]
            story.append(
                layout.data_table(
                    cols,
                    rows,
                    fonts,
                    width,
                    size=size,
                    condensed=True,
                    row_height=row_h,
                    extra_styles=shade,
                    widths=group_widths(group, last_group),
                )
            )
            story.append(PageBreak())
    story.pop()
    story.append(
        common.note(
            translate(
                "Documents",
                "Rd: opponent's pairing number, colour (w/b), result (1, ½, 0); Σ: points after the round.",
            )
            + " "
            + bye_legend(tournament.point_system)
            + (
                " " + not_played_legend()
                if any(c == NOT_PLAYED for row in cells.values() for c, _ in row)
                else ""
            ),
            fonts,
        )
    )
    title = (
        translate("Documents", "Wall chart after round {round}").format(round=upto)
        if upto
        else translate("Documents", "Wall chart")
    )
    return layout.build(out, tournament, title, story, page.size, fonts)
