"""The documents of a round robin: the square crosstable (player against player) and the schedule of
every round (C.05 Annex 1 Berger tables). The Swiss documents (pairings, results, standings, slips,
player lists, wall chart) print round robins as they are.

Places, points and tie-breaks are the engine's (``data.standings``: the event's standings policy, with
the withdrawal rule of FIDE Tournament Rules V.4); this module only lays them out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import BinaryIO

from reportlab.platypus import Flowable, KeepTogether

from engine.errors import ArbiterError
from engine.model import Tournament
from engine.roundrobin import field_size, round_robin_of, schedule
from engine.roundrobin.crosstable import square_rows
from outputs.documents import common, layout
from outputs.documents.common import PageChoice
from outputs.documents.data import standings
from outputs.documents.fonts import register_fonts
from outputs.documents.layout import Column
from outputs.documents.tables import crosstable_rounds, crosstable_title
from outputs.documents.text import points_text, ranking_text, round_robin_name, tiebreak_text
from outputs.documents.titles import standings_title
from texts.catalogue import QT_TRANSLATE_NOOP, translate


def square_crosstable(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    round_number: int | None = None,
    page_size: str | None = None,
    tiebreaks: Sequence[str] | None = None,
) -> int:
    """The crosstable of a round robin: one row and one column per player, in standings order.

    A cell holds the row player's results against the column player through round ``round_number``
    (default: the last paired round); places, points and tie-breaks are those after the last round
    with every result (before any, the players are in pairing-number order, without points). Results
    against a player whose games do not count (withdrawn having played less than half of them,
    V.4.1) are printed in brackets.
    """
    round_robin_of(tournament)
    fonts = register_fonts()
    shown, complete = crosstable_rounds(tournament, round_number)
    table = standings(tournament, tiebreaks, complete)
    ranked = complete > 0
    rows_in_order = list(table.rows) if ranked else sorted(table.rows, key=lambda s: s.player.number)
    not_counted = frozenset(s.player.number for s in rows_in_order if s.place == "-")
    cells = square_rows(tournament, [s.player.number for s in rows_in_order], shown, not_counted)
    tiebreak_names = table.tiebreak_names if ranked else ()

    columns = [
        Column(QT_TRANSLATE_NOOP("Documents", "Rk") if ranked else translate("Documents", "No"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT")
        if ranked
        else Column("", "RIGHT", optional=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Name"), flex=True, bold=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", optional=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Fed"), "CENTER", optional=True),
        *(Column(str(i), "CENTER") for i in range(1, len(rows_in_order) + 1)),
        *([Column(QT_TRANSLATE_NOOP("Documents", "Pts"), "CENTER", bold=True)] if ranked else []),
        *(Column(name, "RIGHT") for name in tiebreak_names),
    ]
    rows = [
        [
            s.place if ranked else str(s.player.number),
            str(s.player.number) if ranked else "",
            s.name,
            common.rating_text(s.player),
            s.player.federation,
            *cells[s.player.number],
            *([points_text(s.points)] if ranked else []),
            *(tiebreak_text(v) for v in s.tiebreaks[: len(tiebreak_names)]),
        ]
        for s in rows_in_order
    ]
    columns, rows = layout.drop_empty_columns(columns, rows)
    fit = common.wide_table_page(columns, rows, fonts, page_size)
    first_cell = next(i for i, c in enumerate(columns) if c.header == "1")
    shade = [
        ("BACKGROUND", (first_cell + i, 1 + i), (first_cell + i, 1 + i), layout.HEAD_BG)
        for i in range(len(rows_in_order))
    ]
    rr = round_robin_of(tournament)
    if rr.cycles > 1:
        legend = translate(
            "Documents",
            "A {system}: the row player's results against the column player, first cycle first "
            "(1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.",
        ).format(system=round_robin_name(rr))
    else:
        legend = translate(
            "Documents",
            "A {system}: the row player's results against the column player "
            "(1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.",
        ).format(system=round_robin_name(rr))
    notes = [legend]
    if ranked:
        notes.append(ranking_text(table.policy))
    notes.extend(n + "." for n in table.notes)
    if not_counted:
        notes.append(
            translate(
                "Documents",
                "Results in brackets do not count in the standings (FIDE Tournament Rules V.4.1).",
            )
        )
    story = [
        fit.table(columns, rows, fonts, fill_width=True, extra_styles=shade),
        *(common.note(n, fonts) for n in notes),
    ]
    title = crosstable_title(shown, complete)
    if complete == shown:
        title = standings_title(tournament, complete, "Crosstable")
    return layout.build(out, tournament, title, story, fit.page.size, fonts)


def schedule_sheet(tournament: Tournament, out: str | BinaryIO, *, page_size: str = "A4") -> int:
    """Every round of the round robin, paired or not (the Berger table for the players' numbers):
    board, White, Black, and the player without a game in an odd field."""
    settings = round_robin_of(tournament)
    try:
        players = field_size(tournament)
        rounds = schedule(players, settings)
    except ArbiterError as exc:
        raise common.NothingToPrintError(
            translate("Documents", "no schedule to print: {exc}").format(exc=exc)
        ) from exc
    fonts = register_fonts()
    by_number = tournament.by_number()
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    columns = [
        Column(QT_TRANSLATE_NOOP("Documents", "Bd"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "White"), flex=True, bold=True),
        Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Black"), flex=True, bold=True),
    ]
    tables = [
        [
            [
                str(i),
                str(b.white),
                common.player_name(by_number[b.white]),
                str(b.black),
                common.player_name(by_number[b.black]),
            ]
            for i, b in enumerate(r.boards, start=1)
        ]
        for r in rounds
    ]
    every_row = [row for rows in tables for row in rows]
    widths, _ = layout.fit_columns(columns, every_row, fonts.regular, fonts.bold, 9.0, width)
    spare = (width - sum(widths)) / len(widths)
    widths = [w + spare for w in widths] if spare > 0 else widths
    story: list[Flowable] = []
    for r, rows in zip(rounds, tables, strict=True):
        heading = (
            translate("Documents", "Round {round} (cycle {cycle})").format(round=r.round, cycle=r.cycle)
            if settings.cycles > 1
            else translate("Documents", "Round {round}").format(round=r.round)
        )
        block: list[Flowable] = [
            common.heading(heading, fonts),
            layout.data_table(columns, rows, fonts, width, size=9.0, widths=widths),
        ]
        if r.free is not None:
            block.append(
                common.note(
                    translate("Documents", "No game: {number} {name}.").format(
                        number=r.free, name=common.player_name(by_number[r.free])
                    ),
                    fonts,
                )
            )
        story.append(KeepTogether(block))
    story.append(
        common.note(
            translate(
                "Documents",
                "A {system} of {players} players, %n round(s): the Berger tables of C.05 Annex 1 "
                "(TRF 192 {code}).",
                None,
                len(rounds),
            ).format(system=round_robin_name(settings), players=players, code=settings.code),
            fonts,
        )
    )
    return layout.build(
        out, tournament, translate("Documents", "Schedule of every round"), story, page.size, fonts
    )
