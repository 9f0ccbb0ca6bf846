"""The papers of the arbiter's desk (issue 33) as one list, for ``arbiter print`` and the window's Print
dialog alike: the check-in sheet (entry list), table and name cards of a round, receipts, the fees
list with the organiser's totals, and the FIDE forms IT3 and IT1 (``outputs.documents.desk``,
``outputs.documents.fide_forms``).

They print what only a tournament file keeps (the check-in, the fees), so they are rendered from the
open file (``tf``, an ``operations.TournamentFile``, read here as ``extras_from_file`` reads it), not
from a TRF. What each needs besides the file is said by the kind: a round (the cards), a player (IT1;
the receipts of one player or of all).
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, BinaryIO

from engine.errors import ArbiterError
from engine.model import Pairing, Tournament
from outputs.documents import desk, fide_forms
from outputs.documents.endevent import EventExtras
from texts.catalogue import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    import operations


class DeskPaper(enum.Enum):
    """A paper of the desk; the value is its name on the command line (``arbiter print KIND``)."""

    CHECK_IN = "check-in"
    """The entry list of the next round to pair, by name, with a signature column."""
    TABLE_CARDS = "table-cards"
    """The board number of each table of a round, in large print."""
    NAME_CARDS = "name-cards"
    """One card per player of a round."""
    RECEIPTS = "receipts"
    """The receipts of the entry fees received (of one player, or all)."""
    FEES = "fees"
    """What each player owes and paid, and the organiser's totals."""
    IT3 = "it3"
    """The FIDE tournament report."""
    IT1 = "it1"
    """The FIDE certificate of title result of one player with a norm."""

    @property
    def label(self) -> str:
        """The paper's name for menus and dialogs, in the current language."""
        return translate("Documents", _LABELS[self])

    @property
    def needs_round(self) -> bool:
        """Printed for one round that is paired (the cards)."""
        return self in (DeskPaper.TABLE_CARDS, DeskPaper.NAME_CARDS)

    @property
    def needs_player(self) -> bool:
        """Printed for one player, who must be given (IT1)."""
        return self is DeskPaper.IT1

    @property
    def for_a_player(self) -> bool:
        """Printed for one player or, when none is given, for every player (receipts) or one (IT1)."""
        return self in (DeskPaper.IT1, DeskPaper.RECEIPTS)


_LABELS = {
    DeskPaper.CHECK_IN: QT_TRANSLATE_NOOP("Documents", "Check-in sheet (entry list by name)"),
    DeskPaper.TABLE_CARDS: QT_TRANSLATE_NOOP("Documents", "Table cards"),
    DeskPaper.NAME_CARDS: QT_TRANSLATE_NOOP("Documents", "Name cards"),
    DeskPaper.RECEIPTS: QT_TRANSLATE_NOOP("Documents", "Receipts of the entry fees"),
    DeskPaper.FEES: QT_TRANSLATE_NOOP("Documents", "Entry fees and totals"),
    DeskPaper.IT3: QT_TRANSLATE_NOOP("Documents", "FIDE tournament report (IT3)"),
    DeskPaper.IT1: QT_TRANSLATE_NOOP("Documents", "FIDE certificate of title result (IT1)"),
}


def render_desk_paper(
    paper: DeskPaper,
    tf: operations.TournamentFile,
    tournament: Tournament,
    out: BinaryIO,
    *,
    extras: EventExtras | None,
    round_number: int | None = None,
    pairing: Pairing | None = None,
    player: int | None = None,
    page_size: str = "A4",
) -> int:
    """Write ``paper`` of the open file ``tf`` (its state ``tournament``) as PDF to ``out``; return the
    page count. ``player``: a pairing number (IT1: required; receipts: his only). Raises an
    ``ArbiterError`` with a readable sentence when there is nothing to print."""
    if paper is DeskPaper.CHECK_IN:
        return desk.check_in_sheet(tournament, tf.desk.check_in_list(round_number), out, page_size=page_size)
    if paper is DeskPaper.RECEIPTS:
        who = None if player is None else tf.players.by_number(player).id
        currency = tf.desk.fee_schedule().currency
        return desk.receipts(tournament, tf.desk.payments(who), currency, out, page_size=page_size)
    if paper is DeskPaper.FEES:
        return desk.fee_report(
            tournament, tf.desk.player_fees(), tf.desk.fee_totals(), out, page_size=page_size
        )
    if paper is DeskPaper.IT3:
        return fide_forms.it3_document(tournament, out, extras=extras, page_size=page_size)
    if paper is DeskPaper.IT1:
        if player is None:
            raise ArbiterError(translate("Documents", "The IT1 is printed for one player: choose him."))
        return fide_forms.it1_document(
            tournament, out, player=player, extras=extras, round_number=round_number, page_size=page_size
        )
    if paper is DeskPaper.TABLE_CARDS:
        return desk.table_cards(
            tournament, out, round_number=round_number, pairing=pairing, page_size=page_size
        )
    return desk.name_cards(tournament, out, round_number=round_number, pairing=pairing, page_size=page_size)
