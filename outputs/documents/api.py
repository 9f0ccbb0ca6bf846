"""One entry point for every printed document: ``render(kind, tournament, out, ...) -> pages``."""

from __future__ import annotations

import enum
import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any, BinaryIO

from engine.model import Pairing, Tournament
from engine.standings import StandingsTable
from outputs.documents import endevent, pairings, roundrobin, slips, tables, wallchart
from outputs.documents.endevent import EventExtras
from texts.catalogue import QT_TRANSLATE_NOOP, document_language, translate


class DocumentKind(enum.Enum):
    """The documents Arbiter Desk prints; the value is the name used on the command line."""

    PAIRINGS = "pairings"
    """Pairings of a round by board (A4 portrait)."""
    PAIRINGS_ALPHABETICAL = "pairings-alpha"
    """Pairings of a round, every player alphabetically with board and colour (A4 portrait)."""
    RESULTS = "results"
    """Results of a round by board (A4 portrait)."""
    STANDINGS = "standings"
    """Standings after a round with tie-break columns (A4 portrait; landscape for many tie-breaks)."""
    CROSSTABLE = "crosstable"
    """Crosstable in standings order (A4 landscape, A3 when A4 would be unreadable); for a round robin
    the square one, player against player."""
    SCHEDULE = "schedule"
    """Round robin: every round of the Berger table, paired or not (A4 portrait)."""
    WALLCHART = "wallchart"
    """All players and rounds by pairing number, running scores (A3 landscape)."""
    SLIPS = "slips"
    """Pairing cards / result slips, one per board (A4 portrait, five per page)."""
    PLAYERS = "players"
    """Player list by starting rank (A4 portrait)."""
    PLAYERS_ALPHABETICAL = "players-alpha"
    """Player list in alphabetical order (A4 portrait)."""
    COVER = "cover"
    """The event's data and officials, the front page of the final documents."""
    RATING = "rating"
    """Rating changes (B.02), summary then game by game."""
    NORMS = "norms"
    """Title norms (B.01) of every player, and the norm report data of each norm achieved."""
    PRIZES = "prizes"
    """The prize list by category (the categories of the tournament file)."""

    @property
    def label(self) -> str:
        """The document's name for menus and dialogs, in the current language."""
        return translate("Documents", _LABELS[self])

    @property
    def needs_round(self) -> bool:
        """Whether the document is about one round (its number defaults to the latest)."""
        return self in _ROUND_KINDS


_LABELS = {
    DocumentKind.PAIRINGS: QT_TRANSLATE_NOOP("Documents", "Pairings by board"),
    DocumentKind.PAIRINGS_ALPHABETICAL: QT_TRANSLATE_NOOP("Documents", "Pairings by name"),
    DocumentKind.RESULTS: QT_TRANSLATE_NOOP("Documents", "Results of the round"),
    DocumentKind.STANDINGS: QT_TRANSLATE_NOOP("Documents", "Standings"),
    DocumentKind.CROSSTABLE: QT_TRANSLATE_NOOP("Documents", "Crosstable"),
    DocumentKind.SCHEDULE: QT_TRANSLATE_NOOP("Documents", "Schedule of every round (round robin)"),
    DocumentKind.WALLCHART: QT_TRANSLATE_NOOP("Documents", "Wall chart"),
    DocumentKind.SLIPS: QT_TRANSLATE_NOOP("Documents", "Result slips"),
    DocumentKind.PLAYERS: QT_TRANSLATE_NOOP("Documents", "Player list by starting rank"),
    DocumentKind.PLAYERS_ALPHABETICAL: QT_TRANSLATE_NOOP("Documents", "Player list by name"),
    DocumentKind.COVER: QT_TRANSLATE_NOOP("Documents", "Cover page"),
    DocumentKind.RATING: QT_TRANSLATE_NOOP("Documents", "Rating report"),
    DocumentKind.NORMS: QT_TRANSLATE_NOOP("Documents", "Title norms"),
    DocumentKind.PRIZES: QT_TRANSLATE_NOOP("Documents", "Prize list"),
}

END_OF_EVENT_KINDS = frozenset(
    {DocumentKind.COVER, DocumentKind.RATING, DocumentKind.NORMS, DocumentKind.PRIZES}
)
"""The documents of ``outputs.documents.endevent`` (they use the tournament file's ``EventExtras``)."""

_ROUND_KINDS = frozenset(
    {DocumentKind.PAIRINGS, DocumentKind.PAIRINGS_ALPHABETICAL, DocumentKind.RESULTS, DocumentKind.SLIPS}
)


def render(
    kind: DocumentKind,
    tournament: Tournament,
    out: Path | str | BinaryIO,
    *,
    round_number: int | None = None,
    page_size: str | None = None,
    tiebreaks: Sequence[str] | None = None,
    pairing: Pairing | None = None,
    extras: EventExtras | None = None,
    national: bool = False,
    computed: Sequence[StandingsTable] = (),
    language: str | None = None,
    live_address: str = "",
) -> int:
    """Write ``kind`` for ``tournament`` as PDF to ``out`` (path or binary file); return the page count.

    ``round_number``: the round printed (pairings, results, slips) or the round after which standings,
    crosstable and wall chart are taken; default the latest recorded round. ``page_size``: ``A4``,
    ``A3`` or ``letter`` (default: the document's own, A3 for the wall chart). ``tiebreaks``: C.07
    codes in order (default the tournament's). ``pairing``: the engine's board order for the round.
    ``extras``: what the tournament file adds (organiser, K factors, prize categories...) for the cover,
    rating, norms and prize documents and the category column of the standings.
    ``national``: the player lists also print the national ID and rating.
    ``computed``: standings of this tournament already computed (the window's), used instead of
    computing them again for the standings and the crosstable.
    ``live_address``: the pairings by board print the live pages' address with its QR code (issue 31).
    ``language``: the language the document is printed in (``fr``, ``de``...; None: the window's, or
    English without a window), independent of the window's (``texts.catalogue``).
    Raises ``ArbiterError`` subclasses with a readable message when there is nothing to print.
    """
    with document_language(language):
        return _render(
            kind,
            tournament,
            out,
            round_number=round_number,
            page_size=page_size,
            tiebreaks=tiebreaks,
            pairing=pairing,
            extras=extras,
            national=national,
            computed=computed,
            live_address=live_address,
        )


def _render(
    kind: DocumentKind,
    tournament: Tournament,
    out: Path | str | BinaryIO,
    *,
    round_number: int | None,
    page_size: str | None,
    tiebreaks: Sequence[str] | None,
    pairing: Pairing | None,
    extras: EventExtras | None,
    national: bool,
    computed: Sequence[StandingsTable],
    live_address: str = "",
) -> int:
    target: str | BinaryIO = str(out) if isinstance(out, Path) else out
    size = page_size or ("A3" if kind is DocumentKind.WALLCHART else "A4")
    if kind is DocumentKind.PAIRINGS:
        return pairings.pairings_by_board(
            tournament, target, live_address, round_number=round_number, page_size=size, pairing=pairing
        )
    if kind is DocumentKind.PAIRINGS_ALPHABETICAL:
        return pairings.pairings_alphabetical(
            tournament, target, round_number=round_number, page_size=size, pairing=pairing
        )
    if kind is DocumentKind.RESULTS:
        return pairings.round_results(
            tournament, target, round_number=round_number, page_size=size, pairing=pairing
        )
    if kind is DocumentKind.STANDINGS:
        return tables.standings_table(
            tournament,
            target,
            round_number=round_number,
            page_size=size,
            tiebreaks=tiebreaks,
            categories=endevent.category_codes(tournament, extras),
            computed=computed,
        )
    if kind is DocumentKind.CROSSTABLE and tournament.round_robin is not None:
        return roundrobin.square_crosstable(
            tournament, target, round_number=round_number, page_size=page_size, tiebreaks=tiebreaks
        )
    if kind is DocumentKind.SCHEDULE:
        return roundrobin.schedule_sheet(tournament, target, page_size=size)
    if kind is DocumentKind.CROSSTABLE:
        return tables.crosstable(
            tournament,
            target,
            round_number=round_number,
            page_size=page_size,
            tiebreaks=tiebreaks,
            computed=computed,
        )
    if kind is DocumentKind.WALLCHART:
        return wallchart.wall_chart(tournament, target, round_number=round_number, page_size=size)
    if kind is DocumentKind.SLIPS:
        return slips.result_slips(
            tournament, target, round_number=round_number, page_size=size, pairing=pairing
        )
    if kind is DocumentKind.PLAYERS:
        return tables.player_list(tournament, target, page_size=size, **_player_extras(extras, national))
    if kind is DocumentKind.PLAYERS_ALPHABETICAL:
        return tables.player_list(
            tournament, target, page_size=size, alphabetical=True, **_player_extras(extras, national)
        )
    if kind is DocumentKind.COVER:
        return endevent.cover_document(tournament, target, extras=extras, page_size=size)
    if kind is DocumentKind.RATING:
        return endevent.rating_document(
            tournament, target, extras=extras, round_number=round_number, page_size=size
        )
    if kind is DocumentKind.NORMS:
        return endevent.norms_document(
            tournament, target, extras=extras, round_number=round_number, page_size=size
        )
    if kind is DocumentKind.PRIZES:
        return endevent.prizes_document(
            tournament, target, extras=extras, round_number=round_number, page_size=size
        )
    raise ValueError(f"unknown document kind {kind!r}")


def _player_extras(extras: EventExtras | None, national: bool) -> dict[str, Any]:
    """The clubs (and, when asked, the national IDs and ratings) the player lists print."""
    if extras is None:
        return {}
    return {"clubs": extras.clubs, "national": extras.national if national else None}


def render_bytes(kind: DocumentKind, tournament: Tournament, **options: object) -> tuple[bytes, int]:
    """``render`` into memory: the PDF bytes and the page count (for previews and workers)."""
    buffer = io.BytesIO()
    pages = render(kind, tournament, buffer, **options)  # type: ignore[arg-type]
    return buffer.getvalue(), pages
