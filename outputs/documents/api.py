"""One entry point for every printed document: ``render(kind, tournament, out, ...) -> pages``."""

from __future__ import annotations

import enum
import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any, BinaryIO

from engine.model import Pairing, Tournament
from engine.standings import StandingsTable
from engine.trf.teams import read_team_event
from outputs.documents import (
    endevent,
    pairings,
    roundrobin,
    slips,
    tables,
    team_round,
    team_tables,
    wallchart,
)
from outputs.documents.common import NothingToPrintError
from outputs.documents.endevent import EventExtras
from outputs.documents.team_page import TeamPrint
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
    TEAM_PAIRINGS = "team-pairings"
    """A team event: the matches of a round with the teams' match points (A4 portrait)."""
    MATCH_SHEETS = "match-sheets"
    """A team event: one sheet per match of a round, line-ups, colours, result boxes, signatures."""
    TEAM_STANDINGS = "team-standings"
    """A team event: match points, game points and the team tie-breaks after a round."""
    TEAM_CROSSTABLE = "team-crosstable"
    """A team event: each round's opponent, colour and game points, in standings order (landscape)."""
    BOARD_RESULTS = "board-results"
    """A team event: every player's games, points and performance by board (the board prizes)."""

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
    DocumentKind.TEAM_PAIRINGS: QT_TRANSLATE_NOOP("Documents", "Team pairings"),
    DocumentKind.MATCH_SHEETS: QT_TRANSLATE_NOOP("Documents", "Match sheets"),
    DocumentKind.TEAM_STANDINGS: QT_TRANSLATE_NOOP("Documents", "Team standings"),
    DocumentKind.TEAM_CROSSTABLE: QT_TRANSLATE_NOOP("Documents", "Team crosstable"),
    DocumentKind.BOARD_RESULTS: QT_TRANSLATE_NOOP("Documents", "Board results"),
}

END_OF_EVENT_KINDS = frozenset(
    {DocumentKind.COVER, DocumentKind.RATING, DocumentKind.NORMS, DocumentKind.PRIZES}
)
"""The documents of ``outputs.documents.endevent`` (they use the tournament file's ``EventExtras``)."""

TEAM_KINDS = frozenset(
    {
        DocumentKind.TEAM_PAIRINGS,
        DocumentKind.MATCH_SHEETS,
        DocumentKind.TEAM_STANDINGS,
        DocumentKind.TEAM_CROSSTABLE,
        DocumentKind.BOARD_RESULTS,
    }
)
"""The documents of a team event (``outputs.documents.team_round``, ``team_tables``), printed from the
team event the file adds (``EventExtras.teams``)."""

_ROUND_KINDS = frozenset(
    {
        DocumentKind.PAIRINGS,
        DocumentKind.PAIRINGS_ALPHABETICAL,
        DocumentKind.RESULTS,
        DocumentKind.SLIPS,
        DocumentKind.TEAM_PAIRINGS,
        DocumentKind.MATCH_SHEETS,
    }
)


def documents_of(team_event: bool) -> list[DocumentKind]:
    """The documents offered for an event (the one list the print dialog and ``arbiter print`` show):
    every document, the team ones only for a team event (its games are printed as an individual event's
    are: pairings by board, slips, the rating report...)."""
    return [k for k in DocumentKind if team_event or k not in TEAM_KINDS]


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
    rating, norms and prize documents and the category column of the standings, and the team event
    for its documents (``TEAM_KINDS``).
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
    if kind in TEAM_KINDS:
        return _render_team(kind, tournament, target, round_number, page_size, extras)
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


def _render_team(
    kind: DocumentKind,
    tournament: Tournament,
    target: str | BinaryIO,
    round_number: int | None,
    page_size: str | None,
    extras: EventExtras | None,
) -> int:
    """A document of a team event, from the team event of the file (None: ``NothingToPrintError``)."""
    teams = extras.teams if extras is not None else None
    if teams is None and read_team_event(tournament.extra_records).teams:
        raise NothingToPrintError(
            translate(
                "Documents", "the team documents are printed from a tournament file (.arbiter), not a TRF"
            )
        )
    printer = {
        DocumentKind.TEAM_PAIRINGS: team_round.team_pairings,
        DocumentKind.MATCH_SHEETS: team_round.match_sheets,
        DocumentKind.TEAM_STANDINGS: team_tables.team_standings,
        DocumentKind.TEAM_CROSSTABLE: team_tables.team_crosstable,
        DocumentKind.BOARD_RESULTS: team_tables.board_results,
    }[kind]
    return printer(TeamPrint(teams, tournament, target, round_number, page_size))


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
