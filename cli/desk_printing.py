"""The papers of the arbiter's desk for ``arbiter print`` (issue 33): ``check-in`` (the entry list of
the next round by name, with a signature column), ``table-cards`` and ``name-cards`` of a round, the FIDE
forms ``it3`` (tournament report) and ``it1`` (title norm certificate, ``--player N``), ``receipts``
(``--player N``: that player's) and ``fees`` (the organiser's totals). They read what only the event's
store keeps, so FILE must be an ``.arbiter`` file or an event on a venue server (issue 30 item 2), not a TRF.
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path
from typing import TYPE_CHECKING

from db.location import Location
from engine.errors import ArbiterError
from engine.i18n import language_for_document, translate
from engine.model import Pairing, Tournament
from outputs.documents.endevent import EventExtras
from outputs.documents.sections import SectionSource

if TYPE_CHECKING:
    import operations

KINDS: dict[str, str] = {
    "check-in": "check-in sheet",
    "table-cards": "table cards",
    "name-cards": "name cards",
    "it3": "FIDE tournament report",
    "it1": "FIDE certificate of title result (--player N)",
    "receipts": "receipts of the entry fees received (--player N: his)",
    "fees": "entry fees: what each player owes and paid, and the totals",
}
"""The desk's documents (the value says what it is, in the command's help)."""


def render_desk(
    kind: str,
    path: Location,
    loaded: tuple[Tournament, Pairing | None, EventExtras | None],
    *,
    round_number: int | None,
    player: int | None,
    page_size: str | None,
    language: str | None,
) -> tuple[bytes, int]:
    """The PDF of ``kind`` for the event at ``path`` (a tournament file or a venue server's event), read
    as ``loaded``, and its page count, in ``language``, else the event's, else the command's
    (``engine.i18n.language_for_document``)."""
    import operations
    from cli.opened_files import choose_section
    from cli.print_sources import ARBITER_SUFFIX
    from texts.catalogue import current_language

    if isinstance(path, Path) and path.suffix.lower() != ARBITER_SUFFIX:
        raise ArbiterError(
            translate(
                "CliRefusal", "{kind} is printed from a tournament file (.arbiter), not from {path}"
            ).format(kind=kind, path=path.name)
        )
    if isinstance(path, Path) and not path.exists():
        raise ArbiterError(translate("CliRefusal", "{path}: no such file").format(path=path))
    if kind == "it1" and player is None:
        raise ArbiterError(translate("CliRefusal", "it1 needs --player N, the player's pairing number"))
    tournament, pairing, extras = loaded
    chosen = language_for_document(language, extras.language if extras else "", current_language())
    with choose_section(operations.open_for_reading(path)) as tf:
        return paper_pdf(kind, tf, (tournament, pairing, extras), chosen, round_number, player, page_size)


def paper_pdf(
    kind: str,
    tf: operations.TournamentFile,
    loaded: tuple[Tournament, Pairing | None, EventExtras | None],
    language: str,
    round_number: int | None,
    player: int | None,
    page_size: str | None,
) -> tuple[bytes, int]:
    """The PDF of the paper ``kind`` of the open file ``tf`` (in its section) and its page count."""
    from outputs.documents.desk_papers import DeskPaper, render_desk_paper
    from texts.catalogue import document_language

    tournament, pairing, extras = loaded
    buffer = io.BytesIO()
    with document_language(language):
        pages = render_desk_paper(
            DeskPaper(kind),
            tf,
            tournament,
            buffer,
            extras=extras,
            round_number=round_number,
            pairing=pairing,
            player=player,
            page_size=page_size or "A4",
        )
    return buffer.getvalue(), pages


def desk_pdf(args: argparse.Namespace, source: SectionSource) -> bytes:
    """``arbiter print --all-sections`` of a desk's paper: one section's PDF (``source``)."""
    from texts.catalogue import current_language

    if args.kind == "it1" and args.player is None:
        raise ArbiterError(translate("CliRefusal", "it1 needs --player N, the player's pairing number"))
    language = language_for_document(args.language, source.extras.language, current_language())
    loaded = (source.tournament, source.pairing, source.extras)
    return paper_pdf(
        args.kind, source.view, loaded, language, args.round_number, args.player, args.page_size
    )[0]
