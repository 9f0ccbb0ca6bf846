"""What every printed document of a team event starts from (issue 29 item 5): the event's team snapshot,
refused in one sentence for an individual event, the fonts and the page's body width; and the full-width
table of the team standings and the board results, at the largest font size that fits; the columns and
rows of a ranked team table (rank, number, team, match points, game points, the event's team
tie-breaks, C.07 art. 11-13) and its note.

The documents themselves are :mod:`outputs.documents.team_round` (pairings, match sheets),
:mod:`outputs.documents.team_tables` (standings, crosstable by round, board results) and
:mod:`outputs.documents.team_square` (the team-against-team table of a round robin).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import BinaryIO

from reportlab.platypus import Table

from engine.model import Tournament
from outputs.documents import common, layout
from outputs.documents.common import NothingToPrintError, PageChoice
from outputs.documents.fonts import Fonts, register_fonts
from outputs.documents.layout import Column
from outputs.documents.text import points_text, tiebreak_text
from outputs.team_snapshot import TeamSnapshot, TeamTable
from texts.catalogue import QT_TRANSLATE_NOOP, translate
from values.teams import TeamStanding


@dataclass(frozen=True, slots=True)
class TeamPrint:
    """A team document asked for (what ``outputs.documents.api.render`` passes on to each of them)."""

    snap: TeamSnapshot | None
    """The team event (None: an individual event, refused in one sentence)."""
    tournament: Tournament
    """The event the page header names."""
    out: str | BinaryIO
    round_number: int | None = None
    """The round asked for (None: the document's own, the last paired or the last complete)."""
    page_size: str | None = None
    """The paper asked for (None: A4, a crosstable's A3 when A4 would be unreadable)."""


def of_team_event(snap: TeamSnapshot | None) -> TeamSnapshot:
    """``snap`` itself; ``NothingToPrintError`` when there is none (an individual event)."""
    if snap is None:
        raise NothingToPrintError(translate("Documents", "this document is for a team event"))
    return snap


@dataclass(frozen=True, slots=True)
class TeamPage:
    """The fonts, the page and the width of its body that a team document is laid out in."""

    fonts: Fonts
    page: PageChoice
    width: float

    @property
    def size(self) -> tuple[float, float]:
        """The page's width and height in points."""
        return self.page.size


def team_page(page_size: str | None, landscape: bool = False) -> TeamPage:
    """A page of ``page_size`` (``A4``, ``Letter``...; None: A4), portrait unless ``landscape``, the fonts
    registered."""
    page = PageChoice(page_size or "A4", landscape)
    return TeamPage(register_fonts(), page, layout.body_size(page.size)[0])


def full_width_table(columns: Sequence[Column], rows: Sequence[Sequence[str]], page: TeamPage) -> Table:
    """The table filling the page's width at the largest font size its content fits (6 pt at the
    least)."""
    unit = layout.measure(columns, rows, page.fonts.regular, page.fonts.bold)
    size = common.choose_font_size(columns, unit, page.width) or 6.0
    return layout.data_table(
        columns, rows, page.fonts, page.width, size=size, unit_widths=unit, fill_width=True
    )


def ranked_columns(table: TeamTable, across: Sequence[Column] = ()) -> list[Column]:
    """The columns of a ranked team table (the standings, a round robin's square crosstable): rank,
    pairing number and team, the ``across`` columns between them and :func:`score_columns`."""
    return [
        Column(QT_TRANSLATE_NOOP("Documents", "Rk"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Team"), flex=True, bold=True),
        *across,
        *score_columns(table),
    ]


def ranked_row(
    snap: TeamSnapshot, table: TeamTable, line: TeamStanding, across: Sequence[str] = ()
) -> list[str]:
    """A team's row under :func:`ranked_columns`: its ``line`` of ``table``, the ``across`` cells."""
    number = line.number
    return [str(line.rank), str(number), snap.team(number).name, *across, *score_cells(table, number)]


def score_columns(table: TeamTable) -> list[Column]:
    """MP, GP, then one column per tie-break, headed by its C.07 code (``EMGSB``, ``BH:GP/C1``...)."""
    mp, gp = table.shown_scores
    return [
        *([Column(QT_TRANSLATE_NOOP("Documents", "MP"), "CENTER", bold=True)] if mp else []),
        *([Column(QT_TRANSLATE_NOOP("Documents", "GP"), "CENTER")] if gp else []),
        *(Column(code, "RIGHT") for code in table.codes),
    ]


def score_cells(table: TeamTable, team: int) -> list[str]:
    """A team's cells under :func:`score_columns` (blank when it has no line in ``table``)."""
    mp, gp = table.shown_scores
    line = table.of(team)
    if line is None:
        return [""] * (int(mp) + int(gp) + len(table.codes))
    return [
        *([points_text(line.match_points)] if mp else []),
        *([points_text(line.game_points)] if gp else []),
        *("" if v is None else tiebreak_text(v) for v in line.tiebreaks),
    ]


def standings_legend(table: TeamTable) -> str:
    """The note under a ranked team table: the scores and the tie-breaks it is ranked by."""
    codes = ", ".join(table.codes)
    primary = (
        translate("Documents", "game points")
        if table.by_game_points
        else translate("Documents", "match points")
    )
    return translate(
        "Documents",
        "MP: match points; GP: game points. Ranked by {primary}, then by the tie-breaks of the event "
        "(FIDE C.07 art. 11-13): {codes}. Teams still level share a rank.",
    ).format(primary=primary, codes=codes)
