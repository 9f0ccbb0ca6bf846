"""Pairing cards / result slips: one slip per board, five to an A4 page, with cut lines.

Each slip names the round, board, both players (number, name, rating), has the three results to tick
and room for both signatures, so the players hand it to the arbiter after the game.
"""

from __future__ import annotations

from typing import Any, BinaryIO, Unpack

from reportlab.lib import colors
from reportlab.platypus import KeepTogether, PageBreak, Table, TableStyle
from reportlab.platypus.flowables import Flowable

from engine.model import Tournament
from outputs.documents import common, layout
from outputs.documents.data import PrintedBoard
from outputs.documents.fonts import Fonts
from outputs.documents.round_document import RoundDocument, RoundOptions
from outputs.documents.scripts import ScriptTable
from outputs.documents.text import game_result_text
from texts.catalogue import translate

BOX = "☐"


def _slip(
    board: PrintedBoard, round_number: int, event: str, fonts: Fonts, width: float, height: float
) -> Table:
    """One slip as a table: title line, White line, Black line, results, signatures."""
    res = game_result_text(board.white_result)
    results = (
        f"1 - 0 {BOX}      ½ - ½ {BOX}      0 - 1 {BOX}"
        if not res
        else translate("Documents", "Result: {res}").format(res=res)
    )
    name_w = width * 0.52
    data = [
        [
            f"{event}",
            "",
            translate("Documents", "Round {round_number}").format(round_number=round_number),
            translate("Documents", "Board {number}").format(number=board.number),
        ],
        *(
            [
                colour,
                layout.clip(common.player_name(player), fonts.bold, 11, name_w - 6),
                translate("Documents", "No {number}").format(number=player.number),
                common.rating_text(player),
            ]
            for colour, player in (
                (translate("Documents", "White"), board.white),
                (translate("Documents", "Black"), board.black),
            )
        ),
        [translate("Documents", "Result"), results, "", ""],
        [
            translate("Documents", "Signatures"),
            translate("Documents", "White: ______________________"),
            translate("Documents", "Black: ______________________"),
            "",
        ],
    ]
    first = width * 0.14
    rest = width - first - name_w
    widths = [first, name_w, rest * 0.5, rest * 0.5]
    row_h = (height - 14) / len(data)
    table = ScriptTable(data, colWidths=widths, rowHeights=[row_h] * len(data))
    style: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), fonts.regular, 9),
        ("FONT", (0, 0), (-1, 0), fonts.bold, 10),
        ("SPAN", (0, 0), (1, 0)),
        ("FONT", (1, 1), (1, 2), fonts.bold, 11),
        ("FONT", (3, 0), (3, 0), fonts.bold, 12),
        ("SPAN", (1, 3), (3, 3)),
        ("FONT", (1, 3), (1, 3), fonts.regular, 11),
        ("SPAN", (2, 4), (3, 4)),
        ("ALIGN", (2, 0), (-1, -1), "RIGHT"),
        ("ALIGN", (1, 3), (1, 4), "LEFT"),
        ("ALIGN", (2, 4), (2, 4), "LEFT"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("BOX", (0, 0), (-1, -1), 0.8, colors.black),
        ("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.black),
        ("LINEBELOW", (0, 2), (-1, 2), 0.3, layout.GRID),
        ("BACKGROUND", (0, 0), (-1, 0), layout.ZEBRA),
        ("TEXTCOLOR", (0, 1), (0, -1), colors.Color(0.3, 0.3, 0.3)),
    ]
    table.setStyle(TableStyle(style))
    return table


class CutLine(Flowable):
    """A dashed line across the page between two slips."""

    def __init__(self, width: float, height: float = 14.0) -> None:
        super().__init__()
        self.width = width
        self.height = height

    def wrap(self, *_args: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        c.saveState()
        c.setDash(3, 3)
        c.setStrokeColor(layout.GRID)
        c.line(0, self.height / 2, self.width, self.height / 2)
        c.restoreState()


SLIPS_PER_PAGE = 5


def result_slips(tournament: Tournament, out: str | BinaryIO, **options: Unpack[RoundOptions]) -> int:
    """Pairing cards / result slips of a round, one per board, five per page."""
    doc = RoundDocument.open(tournament, **options)
    fonts, r = doc.fonts, doc.round
    if not doc.sheet.boards:
        raise common.NothingToPrintError(
            translate("Documents", "round {r} has no boards: no result slip to print").format(r=r)
        )
    width, height = doc.body_size()
    cut = 14.0
    slip_h = (height - cut * (SLIPS_PER_PAGE - 1)) / SLIPS_PER_PAGE - 1
    story: list[Flowable] = []
    for i, b in enumerate(doc.sheet.boards):
        if i % SLIPS_PER_PAGE:
            story.append(CutLine(width, cut))
        elif i:
            story.append(PageBreak())
        event = layout.clip(
            tournament.name or translate("Documents", "Tournament"), fonts.bold, 10, width * 0.6
        )
        story.append(KeepTogether([_slip(b, r, event, fonts, width, slip_h)]))
    return doc.build(out, translate("Documents", "Result slips"), story)
