"""The crosstable of a team round robin (the Berger tables with teams, C.05 Annex 1): one row and one
column per team, in standings order, each cell the game points the row team scored against the column
team (both matches of a double round robin, the first first), the diagonal blacked out; then the match
points, the game points and the team tie-breaks the event chose (C.07 art. 11-13).

The ranking is the teams area's (``tf.teams.standings``, read once in ``outputs.team_snapshot``), the
cells ``TeamSnapshot.square_cell``; this module only lays them out. ``team_tables.team_crosstable``
prints it for a round robin.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus.flowables import Flowable

from outputs.documents import common, layout
from outputs.documents.fonts import register_fonts
from outputs.documents.layout import Column
from outputs.documents.team_page import TeamPrint, ranked_columns, ranked_row, standings_legend
from outputs.documents.titles import standings_title
from outputs.team_snapshot import TeamSnapshot
from texts.catalogue import translate


def square_crosstable(snap: TeamSnapshot, asked: TeamPrint, after: int) -> int:
    """The square table of ``snap`` after round ``after``: landscape, A3 when A4 would be unreadable (or
    the page size ``asked`` for)."""
    fonts = register_fonts()
    table = snap.table(after)
    order = [s.number for s in table.rows]
    columns = ranked_columns(table, [Column(str(i), "CENTER") for i in range(1, len(order) + 1)])
    rows = [
        ranked_row(snap, table, s, [snap.square_cell(s.number, other, after) for other in order])
        for s in table.rows
    ]
    wide = common.wide_table_page(columns, rows, fonts, asked.page_size)
    first = 3  # the column of the first team across
    diagonal = [
        ("BACKGROUND", (first + i, 1 + i), (first + i, 1 + i), colors.black) for i in range(len(order))
    ]
    cycles = translate(
        "Documents",
        "A team double round robin: each cell the game points the row team scored against the column "
        "team in each of their two matches, the first first. Columns are numbered by the rows.",
    )
    if snap.settings.format.cycles < 2:
        cycles = translate(
            "Documents",
            "A team round robin: each cell the game points the row team scored against the column team. "
            "Columns are numbered by the rows.",
        )
    pending = translate("Documents", "·: a match without all its results.")
    story: list[Flowable] = [
        wide.table(columns, rows, fonts, fill_width=True, extra_styles=diagonal),
        common.note(cycles + (" " + pending if any("·" in c for row in rows for c in row) else ""), fonts),
        common.note(standings_legend(table), fonts),
    ]
    title = standings_title(asked.tournament, after, "Team crosstable")
    return layout.build(asked.out, asked.tournament, title, story, wide.page.size, fonts)
