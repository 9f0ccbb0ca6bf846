"""The papers of the arbiter's desk (issue 33): the check-in sheet (the entry list by name with a
signature column, C.04.2 (2026) art. 4.1), table cards (the board number in large print, for each table
of a round) and name cards (one per player of a round).

Also the entry fees (item 4): the organiser's list of what each player owes and paid with the totals
by category, and the receipts of the payments received, three to a page.

The cards are drawn as flowables of a fixed size, two table cards or four name cards to an A4 page, each
with a dashed cut line; names in any script go through ``outputs.documents.scripts.draw``.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import BinaryIO

from reportlab.lib import colors
from reportlab.platypus.flowables import Flowable

from engine.model import Pairing, Player, Tournament
from engine.prizes import format_money
from outputs.documents import common, layout, scripts
from outputs.documents.common import PageChoice
from outputs.documents.data import round_sheet
from outputs.documents.fonts import Fonts, register_fonts
from outputs.documents.layout import Column
from texts.catalogue import QT_TRANSLATE_NOOP, translate
from values.desk import CheckInEntry, CheckInList, FeePayment, FeeTotals, PlayerFee

CHECK_IN_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Name"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Fed"), "CENTER", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Present"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Signature")),
)
SIGNATURE_WIDTH = 150.0
"""Room to sign, in points."""
TICK, BOX = "✔", "☐"


def _state(entry: CheckInEntry) -> str:
    if entry.withdrawn:
        return translate("Documents", "withdrawn")
    if entry.bye is not None:
        return translate("Documents", "bye")
    return TICK if entry.present else BOX


def check_in_sheet(
    tournament: Tournament, listing: CheckInList, out: str | BinaryIO, *, page_size: str = "A4"
) -> int:
    """The entry list of round ``listing.round`` sorted by name: number, name, federation, rating, the
    presence already ticked (or the bye, the withdrawal) and room for the player's signature."""
    fonts = register_fonts()
    if not listing.entries:
        raise common.NothingToPrintError(translate("Documents", "no player is registered: nothing to print"))
    rows = [
        [str(e.player.number), e.player.name, e.player.federation, str(e.player.rating or ""), _state(e), ""]
        for e in listing.entries
    ]
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    unit = layout.measure(CHECK_IN_COLUMNS, rows, fonts.regular, fonts.bold)
    size = 10.0
    widths, body = layout.fit_columns(
        CHECK_IN_COLUMNS[:-1],
        [r[:-1] for r in rows],
        fonts.regular,
        fonts.bold,
        size,
        width - SIGNATURE_WIDTH,
        unit[:-1],
    )
    table = layout.data_table(
        CHECK_IN_COLUMNS,
        [[*r, ""] for r in body],
        fonts,
        width,
        size=size,
        row_height=22.0,
        widths=[*widths, width - sum(widths)],
    )
    story = [
        table,
        common.note(
            translate(
                "Documents",
                "{present} of {players} players checked in. C.04.2 art. 4.1: a player who has not confirmed "
                "his presence before the pairing is not paired unless the chief arbiter decides otherwise.",
            ).format(present=listing.present, players=len(listing.entries)),
            fonts,
            8.0,
        ),
    ]
    title = translate("Documents", "Check-in for round {round}").format(round=listing.round)
    return layout.build(out, tournament, title, story, page.size, fonts)


class _Card(Flowable):
    """A card of a fixed size: lines of text centred, each (text, bold, size), with a dashed border."""

    def __init__(
        self, width: float, height: float, lines: list[tuple[str, bool, float]], fonts: Fonts
    ) -> None:
        super().__init__()
        self.width, self.height, self.lines, self.fonts = width, height, lines, fonts

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        c.saveState()
        c.setDash(4, 4)
        c.setStrokeColor(colors.Color(0.6, 0.6, 0.6))
        c.rect(0, 0, self.width, self.height)
        c.restoreState()
        total = sum(size * 1.15 + 4 for _, _, size in self.lines)
        y = (self.height + total) / 2
        for text, bold, size in self.lines:
            font = self.fonts.bold if bold else self.fonts.regular
            fitted = size
            while fitted > 6 and scripts.width(text, font, fitted) > self.width - 24:
                fitted -= 1
            y -= size * 1.15 + 4
            scripts.draw(
                c,
                self.width / 2,
                y + (size - fitted) * 0.3,
                scripts.clip(text, font, fitted, self.width - 24),
                font,
                fitted,
                "CENTER",
            )


def _player_line(p: Player) -> str:
    return " ".join(x for x in (p.title, p.name) if x)


def table_cards(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    round_number: int | None = None,
    pairing: Pairing | None = None,
    page_size: str = "A4",
) -> int:
    """One card per board of a round, two to a page: the board number in large print, the round and
    the two players (White first)."""
    fonts = register_fonts()
    r = common.resolve_round(tournament, round_number)
    sheet = round_sheet(tournament, r, pairing)
    page = PageChoice(page_size, False)
    width, height = layout.body_size(page.size)
    card_h = height / 2 - 2
    story: list[Flowable] = []
    for b in sheet.boards:
        lines = [
            (translate("Documents", "Board"), True, 36.0),
            (str(b.number), True, min(260.0, card_h * 0.55)),
            (translate("Documents", "Round {round}").format(round=r), False, 14.0),
            (f"{_player_line(b.white)}  –  {_player_line(b.black)}", False, 14.0),
        ]
        story.append(_Card(width, card_h, lines, fonts))
    if not story:
        raise common.NothingToPrintError(
            translate("Documents", "round {round} has no board: nothing to print").format(round=r)
        )
    title = translate("Documents", "Table cards, round {round}").format(round=r)
    return layout.build(out, tournament, title, story, page.size, fonts)


def name_cards(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    round_number: int | None = None,
    pairing: Pairing | None = None,
    page_size: str = "A4",
) -> int:
    """One name card per player paired in a round, four to a page, in board order: the name in large
    print, title, federation and rating, and the board."""
    fonts = register_fonts()
    r = common.resolve_round(tournament, round_number)
    sheet = round_sheet(tournament, r, pairing)
    page = PageChoice(page_size, False)
    width, height = layout.body_size(page.size)
    card_h = height / 4 - 2
    story: list[Flowable] = []
    for b in sheet.boards:
        for p in (b.white, b.black):
            facts = " · ".join(x for x in (p.title, p.federation, str(p.rating) if p.rating else "") if x)
            lines = [
                (p.name, True, 40.0),
                (facts, False, 18.0),
                (
                    translate("Documents", "Board {board}, round {round}").format(board=b.number, round=r),
                    False,
                    12.0,
                ),
            ]
            story.append(_Card(width, card_h, lines, fonts))
    if not story:
        raise common.NothingToPrintError(
            translate("Documents", "round {round} has no board: nothing to print").format(round=r)
        )
    title = translate("Documents", "Name cards, round {round}").format(round=r)
    return layout.build(out, tournament, title, story, page.size, fonts)


FEE_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Name"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Category"), optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Due"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Paid"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Outstanding"), "RIGHT"),
)
TOTAL_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "Category"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Players"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Due"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Received"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Outstanding"), "RIGHT"),
)


def _money(amount: int) -> str:
    return format_money(Fraction(amount))


def fee_report(
    tournament: Tournament,
    owed: Sequence[PlayerFee],
    totals: FeeTotals,
    out: str | BinaryIO,
    *,
    page_size: str = "A4",
) -> int:
    """The organiser's entry fees: what each player owes and paid, then the totals by category (the
    program records what the desk received; no money leaves it)."""
    fonts = register_fonts()
    if not owed:
        raise common.NothingToPrintError(translate("Documents", "no player is registered: nothing to print"))
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    rows = [
        [
            str(f.player.number),
            f.player.name,
            f.category.name if f.category else "",
            _money(f.due),
            _money(f.paid),
            _money(f.outstanding) if f.outstanding else "",
        ]
        for f in owed
    ]
    totals_rows = [
        [name or translate("Documents", "no category"), str(n), _money(due), _money(got), _money(left)]
        for name, n, due, got, left in totals.by_category
    ]
    totals_rows.append(
        [
            translate("Documents", "All"),
            str(len(owed)),
            _money(totals.due),
            _money(totals.received),
            _money(totals.outstanding),
        ]
    )
    story: list[Flowable] = [
        layout.data_table(FEE_COLUMNS, rows, fonts, width, size=9.0, fill_width=True),
        common.gap(10),
        common.heading(
            translate("Documents", "Totals ({currency})").format(currency=totals.currency or "-"), fonts
        ),
        layout.data_table(TOTAL_COLUMNS, totals_rows, fonts, width, size=9.0, fill_width=True),
    ]
    return layout.build(out, tournament, translate("Documents", "Entry fees"), story, page.size, fonts)


def receipts(
    tournament: Tournament,
    paid: Sequence[FeePayment],
    currency: str,
    out: str | BinaryIO,
    *,
    page_size: str = "A4",
) -> int:
    """One receipt per payment, three to a page: its number, the date, who paid, the amount and the
    note, and a line for the signature of whoever received it."""
    fonts = register_fonts()
    if not paid:
        raise common.NothingToPrintError(translate("Documents", "no payment is recorded: nothing to print"))
    page = PageChoice(page_size, False)
    width, height = layout.body_size(page.size)
    card_h = height / 3 - 2
    story: list[Flowable] = []
    for pay in paid:
        p = pay.player
        lines = [
            (translate("Documents", "Receipt no. {receipt}").format(receipt=pay.receipt), True, 20.0),
            (tournament.name, False, 12.0),
            (
                translate("Documents", "Received from {name} (no. {number}) on {date}").format(
                    name=p.name, number=p.number, date=pay.paid_at.astimezone().date().isoformat()
                ),
                False,
                12.0,
            ),
            (f"{_money(pay.amount)} {currency}".strip(), True, 28.0),
            (translate("Documents", "Entry fee") + (f": {pay.note}" if pay.note else ""), False, 11.0),
            (translate("Documents", "Received by: ______________________________"), False, 11.0),
        ]
        story.append(_Card(width, card_h, lines, fonts))
    title = translate("Documents", "Receipts")
    return layout.build(out, tournament, title, story, page.size, fonts)
