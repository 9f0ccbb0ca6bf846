"""A document printed for every section of an event at once (issue 30 item 1): the pairings of the
current round of Open A, Open B and the juniors in one PDF, each section's pages headed with the event's
name and the section's ("Spring Festival · Open B") and numbered on their own ("page 1 of 2"), one
section after another in the order the sections were added.

Each section is read through ``tf.section_view`` (the section the file works on never changes) and printed
by the caller's ``make`` as it prints one section; the PDFs are joined page by page by PDFium
(``pypdfium2``, the library the window's preview already draws the pages with). A section with nothing to
print for the document (no round paired yet for its pairings) is left out and said
(``EverySection.left_out``); when no section has anything to print, the first section's sentence is the
refusal.
"""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.errors import ArbiterError
from engine.model import Board, Pairing, PairingNumber, Tournament
from outputs.documents.endevent import EventExtras, extras_from_file
from texts.catalogue import translate

if TYPE_CHECKING:
    import operations


@dataclass(frozen=True)
class SectionSource:
    """What one section's document is printed from: its name, the tournament (headed with the section,
    ``headed``), the stored board order of the round and the file's extras."""

    name: str
    tournament: Tournament
    pairing: Pairing | None
    extras: EventExtras
    view: operations.TournamentFile
    """The event read in this section (``tf.section_view``): what the desk's papers read."""


@dataclass(frozen=True)
class EverySection:
    """The document of every section: its PDF, page count and the sections left out with their reason."""

    pdf: bytes
    pages: int
    left_out: tuple[tuple[str, str], ...]
    """(section, the sentence saying why it has nothing to print)."""


def headed(tournament: Tournament, section: str) -> Tournament:
    """``tournament`` whose documents head their pages with the section after the event's name (the
    event's name alone for a section named as the event, as an event's first section is)."""
    if section.strip().casefold() == tournament.name.strip().casefold():
        return tournament
    return dataclasses.replace(tournament, name=f"{tournament.name} · {section}")


def stored_pairing(tf: operations.TournamentFile, round_number: int) -> Pairing | None:
    """The boards of round ``round_number`` in the order they were stored (None: not paired)."""
    if round_number < 1:
        return None
    boards = tf.rounds.boards(round_number)
    if not boards:
        return None
    ordered = sorted(boards, key=lambda b: b.board)
    return Pairing(
        round_number,
        tuple(Board(PairingNumber(b.white_number), PairingNumber(b.black_number)) for b in ordered),
    )


def section_sources(tf: operations.TournamentFile, round_number: int | None) -> list[SectionSource]:
    """Every section of the open event, read in turn: round ``round_number`` of each (None: each
    section's latest) for the documents of a round."""
    sources: list[SectionSource] = []
    for section in tf.sections.list():
        view = tf.section_view(section.id)
        tournament = view.tournament()
        wanted = round_number or tournament.rounds_recorded
        pairing = stored_pairing(view, wanted) if wanted <= view.rounds.paired else None  # else said later
        sources.append(
            SectionSource(
                section.name, headed(tournament, section.name), pairing, extras_from_file(view), view
            )
        )
    return sources


def print_every_section(
    sources: Sequence[SectionSource], make: Callable[[SectionSource], bytes]
) -> EverySection:
    """``make`` of each section joined in one PDF (see the module's docstring)."""
    parts: list[bytes] = []
    left_out: list[tuple[str, str]] = []
    for source in sources:
        try:
            parts.append(make(source))
        except ArbiterError as exc:
            left_out.append((source.name, str(exc)))
    if not parts:
        raise ArbiterError(left_out[0][1] if left_out else translate("Documents", "Nothing to print."))
    pdf, pages = join_pdfs(parts)
    return EverySection(pdf, pages, tuple(left_out))


def join_pdfs(parts: Sequence[bytes]) -> tuple[bytes, int]:
    """The pages of ``parts`` in one PDF, in order, and their count."""
    import pypdfium2  # only here: a command that prints one section never loads PDFium

    joined = pypdfium2.PdfDocument.new()
    try:
        for part in parts:
            document = pypdfium2.PdfDocument(part)
            try:
                joined.import_pages(document)
            finally:
                document.close()
        out = io.BytesIO()
        joined.save(out)
        return out.getvalue(), len(joined)
    finally:
        joined.close()
