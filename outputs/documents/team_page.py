"""What every printed document of a team event starts from (issue 29 item 5): the event's team snapshot,
refused in one sentence for an individual event, the fonts and the page's body width; and the full-width
table of the team standings and the board results, at the largest font size that fits.

The documents themselves are :mod:`outputs.documents.team_round` (pairings, match sheets),
:mod:`outputs.documents.team_tables` (standings, crosstable by round, board results) and
:mod:`outputs.documents.team_square` (the team-against-team table of a round robin).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.platypus import Table

from outputs.documents import common, layout
from outputs.documents.common import NothingToPrintError, PageChoice
from outputs.documents.fonts import Fonts, register_fonts
from outputs.documents.layout import Column
from outputs.team_snapshot import TeamSnapshot
from texts.catalogue import translate


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


def team_page(page_size: str, landscape: bool = False) -> TeamPage:
    """A page of ``page_size`` (``A4``, ``Letter``...), portrait unless ``landscape``, the fonts
    registered."""
    page = PageChoice(page_size, landscape)
    return TeamPage(register_fonts(), page, layout.body_size(page.size)[0])


def full_width_table(columns: Sequence[Column], rows: Sequence[Sequence[str]], page: TeamPage) -> Table:
    """The table filling the page's width at the largest font size its content fits (6 pt at the
    least)."""
    unit = layout.measure(columns, rows, page.fonts.regular, page.fonts.bold)
    size = common.choose_font_size(columns, unit, page.width) or 6.0
    return layout.data_table(
        columns, rows, page.fonts, page.width, size=size, unit_widths=unit, fill_width=True
    )
