"""What every one-round document shares: its options, the round it prints, the page and the frame.

The pairings by board, the results, the pairings by name and the result slips all take the same
options (``RoundOptions``), start from the same values (fonts, the round, its ``RoundSheet`` in the
board order of C.04.2 (2026) art. 3.6, the page) and end the same way (titled ``<Kind>, round N``).
``RoundDocument.open`` and ``RoundDocument.build`` hold those steps once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import BinaryIO, TypedDict

from reportlab.platypus import Table
from reportlab.platypus.flowables import Flowable

from engine.model import Pairing, Tournament
from outputs.documents import common, layout
from outputs.documents.common import PageChoice
from outputs.documents.data import RoundSheet, round_sheet
from outputs.documents.fonts import Fonts, register_fonts
from outputs.documents.layout import Column


class RoundOptions(TypedDict, total=False):
    """Keyword options of a one-round document.

    ``round_number``: the round printed, default the latest paired one; ``page_size``: ``A4``
    (default), ``A3`` or ``letter``, portrait; ``pairing``: the engine's board order for the round.
    """

    round_number: int | None
    page_size: str
    pairing: Pairing | None


@dataclass(frozen=True, slots=True)
class RoundDocument:
    """One round about to be printed: the tournament, the registered fonts, the round and its boards."""

    tournament: Tournament
    fonts: Fonts
    round: int
    sheet: RoundSheet
    page: PageChoice

    @classmethod
    def open(
        cls,
        tournament: Tournament,
        *,
        round_number: int | None = None,
        page_size: str = "A4",
        pairing: Pairing | None = None,
    ) -> RoundDocument:
        """Register the fonts, resolve the round (default the latest) and gather its boards and byes.

        Raises ``FontsNotFoundError`` first, then ``NothingToPrintError`` for a round that does not
        exist or is not paired.
        """
        fonts = register_fonts()
        r = common.resolve_round(tournament, round_number)
        sheet = round_sheet(tournament, r, pairing)
        return cls(tournament, fonts, r, sheet, PageChoice(page_size, False))

    def body_size(self) -> tuple[float, float]:
        """Width and height inside the margins, header and footer."""
        return layout.body_size(self.page.size)

    def build(self, out: str | BinaryIO, kind: str, story: list[Flowable]) -> int:
        """Write the PDF titled ``<kind>, round N`` (with the round's date) and return its page count."""
        title = common.round_title(kind, self.tournament, self.round)
        return layout.build(out, self.tournament, title, story, self.page.size, self.fonts)


def fitted_table(
    columns: Sequence[Column],
    rows: Sequence[Sequence[str]],
    fonts: Fonts,
    width: float,
    line_height: float,
) -> Table:
    """A table filling ``width`` at the largest font size (10 pt down to 6 pt) its content fits.

    Rows are ``line_height`` times the font size high, plus 2 points.
    """
    unit = layout.measure(columns, rows, fonts.regular, fonts.bold)
    size = common.choose_font_size(columns, unit, width, (10.0, *common.FONT_STEPS)) or 6.0
    return layout.data_table(
        columns,
        rows,
        fonts,
        width,
        size=size,
        unit_widths=unit,
        row_height=size * line_height + 2,
        fill_width=True,
    )
