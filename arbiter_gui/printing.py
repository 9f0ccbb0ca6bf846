"""Print preview and "save as PDF": what a document is printed from, the chooser, the rendering.

A document is printed from a :class:`PrintSource`, one immutable state of the file (the window's
``FileState``), so it renders on the worker while the arbiter goes on typing results. The chooser
proposes for each document the round that makes sense and says why: the round of the view on screen
(the Rounds view's round, the round the Standings view's standings are taken after), else the last
paired round for pairings, results and slips, the last complete round for standings, crosstable and
wall chart.

The preview writes the PDF to a temporary file and opens it in the system's PDF viewer
(``osfiles.platforms.open_with_viewer``; without one, the arbiter is told where the file is), from which the
arbiter prints (the documents are PDF by design, so what is previewed is exactly what is printed).
Previews go to one folder per user in the temporary folder (``preview_folder``), which keeps the
newest ``KEEP_PREVIEWS``: they no longer pile up.
"""

from __future__ import annotations

import contextlib
import io
import os
import stat
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.plain_text import plain_label
from engine.model import Board, Pairing, PairingNumber, Tournament
from engine.standings import StandingsTable
from operations.tournament_file import TournamentFile
from outputs.documents.api import TEAM_KINDS, DocumentKind
from outputs.documents.desk_papers import DeskPaper
from outputs.documents.endevent import EventExtras
from texts.catalogue import LANGUAGES, current_language

AFTER_A_ROUND = frozenset(
    {
        DocumentKind.STANDINGS,
        DocumentKind.CROSSTABLE,
        DocumentKind.WALLCHART,
        DocumentKind.TEAM_STANDINGS,
        DocumentKind.TEAM_CROSSTABLE,
    }
)
"""Documents taken after a round: proposed after the last complete round."""
USES_EXTRAS = frozenset(
    {
        DocumentKind.STANDINGS,
        DocumentKind.COVER,
        DocumentKind.RATING,
        DocumentKind.NORMS,
        DocumentKind.PRIZES,
        DocumentKind.PLAYERS,
        DocumentKind.PLAYERS_ALPHABETICAL,
        *TEAM_KINDS,
    }
)
"""Documents that print what the file adds for the end of the event (``reports.endevent.EventExtras``),
and a team event's documents (its teams and matches, ``EventExtras.teams``)."""

translate = QCoreApplication.translate


@dataclass(frozen=True)
class PrintSource:
    """What documents are printed from: one state of the file."""

    name: str
    """The file's name without suffix (for the proposed PDF name)."""
    folder: Path
    tournament: Tournament
    boards: Mapping[int, Sequence[tuple[int, int]]]
    """Each paired round's boards in board order, (white, black) by pairing number."""
    paired: int
    complete: int
    """The last round with every result (0: none)."""
    computed: tuple[StandingsTable, ...] = ()
    """The event's standings of this state computed already (the window's), printed as they are."""

    def pairing(self, round_number: int) -> Pairing | None:
        boards = self.boards.get(round_number)
        if boards is None:
            return None
        return Pairing(round_number, tuple(Board(PairingNumber(w), PairingNumber(b)) for w, b in boards))


@dataclass(frozen=True)
class OnScreen:
    """The round the view on screen shows, which the print chooser proposes first."""

    round: int | None = None
    """The round the Rounds view shows: for the documents of a round (pairings, results, slips)."""
    after_round: int | None = None
    """The round the Standings view's standings are taken after: for standings, crosstable, wall chart."""


Printable = DocumentKind | DeskPaper
"""What the Print dialog offers: the documents of ``outputs.documents.api`` and the desk's papers."""


def proposed_round(
    kind: Printable, paired: int, complete: int, on_screen: OnScreen = OnScreen()
) -> tuple[int, str]:
    """(the round proposed for ``kind``, why): the round of the view on screen (``on_screen``), else
    pairings of the last paired round, standings after the last complete one; 0 and an empty reason
    for documents without a round."""
    number, why = _usual_round(kind, paired, complete)
    shown = on_screen.round if kind.needs_round else on_screen.after_round if kind in AFTER_A_ROUND else None
    if shown is None or shown == number or not (1 if kind.needs_round else 0) <= shown <= paired:
        return number, why
    if kind.needs_round:
        return shown, translate("DocumentDialog", "Round {round} is the round on screen.").format(round=shown)
    return shown, translate("DocumentDialog", "After round {round}, as the standings on screen.").format(
        round=shown
    )


def _usual_round(kind: Printable, paired: int, complete: int) -> tuple[int, str]:
    """The round proposed when the view on screen shows none: the last paired or complete round."""
    if kind.needs_round:
        if not paired:
            return 0, translate("DocumentDialog", "No round is paired yet.")
        return paired, translate("DocumentDialog", "Round {paired} is the last round paired.").format(
            paired=paired
        )
    if kind in AFTER_A_ROUND:
        if not complete:
            return 0, translate(
                "DocumentDialog", "No round has every result yet: the document is taken before round 1."
            )
        if complete < paired:
            return complete, (
                translate(
                    "DocumentDialog",
                    "After round {complete}, the last round with every result (round {paired} is still "
                    "being played).",
                ).format(complete=complete, paired=paired)
            )
        return complete, translate(
            "DocumentDialog", "After round {complete}, the last round with every result."
        ).format(complete=complete)
    return 0, ""


KEEP_PREVIEWS = 10


def preview_folder(base: Path | None = None) -> Path:
    """``<temp>/arbiter-desk-previews-<user id>``, made private (0700). When something else is there
    (a link, another user's folder), a fresh private folder instead."""
    root = base or Path(tempfile.gettempdir())
    uid = os.getuid() if hasattr(os, "getuid") else 0
    folder = root / f"arbiter-desk-previews-{uid}"
    with contextlib.suppress(FileExistsError):
        folder.mkdir(mode=0o700)
    info = os.lstat(folder)
    if not stat.S_ISDIR(info.st_mode) or (hasattr(os, "getuid") and info.st_uid != uid):
        return Path(tempfile.mkdtemp(prefix="arbiter-desk-previews-", dir=root))
    return folder


def preview_file(kind: str, base: Path | None = None) -> Path:
    """A new file name for a preview of ``kind``; older previews beyond ``KEEP_PREVIEWS - 1`` go."""
    folder = preview_folder(base)
    old = sorted(folder.glob("*.pdf"), key=lambda p: p.stat().st_mtime)
    for p in old[: max(len(old) - (KEEP_PREVIEWS - 1), 0)]:
        with contextlib.suppress(OSError):
            p.unlink()
    return folder / f"{kind}-{datetime.now().strftime('%Y%m%d-%H%M%S-%f')}.pdf"


class DocumentDialog(QDialog):
    """Which document, after or of which round, on which paper; the proposal explained. The desk's
    papers (``papers``) follow the documents; the receipts and the IT1 are printed for a player chosen
    among ``players`` ((pairing number, name)); the pairings by board may print the live pages' address
    with its QR code (``live_address``: the address served now, proposed ticked)."""

    def __init__(
        self,
        parent: QWidget | None,
        kinds: Sequence[DocumentKind],
        paired: int,
        complete: int,
        kind: DocumentKind | None = None,
        language: str = "",
        on_screen: OnScreen = OnScreen(),
        papers: Sequence[DeskPaper] = (),
        players: Sequence[tuple[int, str]] = (),
        live_address: str = "",
        sections: int = 1,
    ) -> None:
        """``sections``: how many the event has (several: a box to print every section at once)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print"))
        self.paired, self.complete, self.on_screen = paired, complete, on_screen
        self.kind = QComboBox()
        offered: list[Printable] = [*kinds, *papers]
        for k in offered:
            self.kind.addItem(k.label, k)
        self.player = QComboBox()
        self.player.addItem(self.tr("Every player"), None)
        for number, name in players:
            self.player.addItem(f"{number}  {name}", number)
        self.live = QCheckBox(self.tr("Print it"))
        self.live.setChecked(bool(live_address))
        self.live_address = QLineEdit(live_address)
        self.live_address.setPlaceholderText(self.tr("http://... (Publish > Serve to phones)"))
        live_row = QHBoxLayout()
        live_row.addWidget(self.live)
        live_row.addWidget(self.live_address, 1)
        self.live_address.textEdited.connect(lambda text: self.live.setChecked(bool(text.strip())))
        self.round = QSpinBox()
        self.round.setRange(0, max(paired, 0))
        self.why = plain_label()
        self.why.setWordWrap(True)
        self.why.setStyleSheet("color: #555555;")
        self.page = QComboBox()
        self.page.addItems(["A4", "A3", "LETTER"])
        form = QFormLayout()
        form.addRow(self.tr("&Document:"), self.kind)
        form.addRow(self.tr("&Round:"), self.round)
        form.addRow("", self.why)
        form.addRow(self.tr("Pla&yer:"), self.player)
        form.addRow(self.tr("Live add&ress and QR code:"), live_row)
        form.addRow(self.tr("P&aper:"), self.page)
        self.national = QCheckBox(self.tr("National &ID and rating (player lists)"))
        form.addRow("", self.national)
        self.language = QComboBox()
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(self.language.findData(language or current_language()), 0))
        self.language.setToolTip(self.tr("The language of the document (the window keeps its own)"))
        form.addRow(self.tr("&Language:"), self.language)
        self.every_section = QCheckBox(self.tr("Every &section in one document (each its latest round)"))
        self.every_section.setVisible(sections > 1)
        self.every_section.toggled.connect(lambda _on: self._propose())
        form.addRow("", self.every_section)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        give_help(self, buttons)
        self.kind.currentIndexChanged.connect(lambda _i: self._propose())
        if kind is not None and self.kind.findData(kind) >= 0:
            self.kind.setCurrentIndex(self.kind.findData(kind))
        self._propose()

    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def chosen(self) -> Printable:
        kind = self.kind.currentData()
        assert isinstance(kind, DocumentKind | DeskPaper)
        return kind

    def chosen_player(self) -> int | None:
        """The pairing number of the player chosen (None: every player, or no player asked)."""
        kind = self.chosen()
        number = self.player.currentData()
        return number if isinstance(kind, DeskPaper) and kind.for_a_player and number else None

    def chosen_live_address(self) -> str:
        """The live pages' address to print with its QR code ("" : none)."""
        if self.chosen() is not DocumentKind.PAIRINGS or not self.live.isChecked():
            return ""
        return self.live_address.text().strip()

    def _propose(self) -> None:
        kind = self.chosen()
        number, why = proposed_round(kind, self.paired, self.complete, self.on_screen)
        self.player.setEnabled(isinstance(kind, DeskPaper) and kind.for_a_player)
        pairings = kind is DocumentKind.PAIRINGS
        self.live.setEnabled(pairings)
        self.live_address.setEnabled(pairings)
        if kind is DeskPaper.CHECK_IN:
            why = self.tr("The check-in sheet is for the next round to pair.")
        self.round.setEnabled(
            (kind.needs_round or kind in AFTER_A_ROUND) and not self.every_section.isChecked()
        )
        self.round.setMinimum(1 if kind.needs_round and self.paired else 0)
        self.round.setValue(number)
        self.why.setText(why)


def render_pdf(
    source: PrintSource,
    kind: DocumentKind,
    round_number: int | None,
    page_size: str,
    extras: EventExtras | None = None,
    national: bool = False,
    language: str | None = None,
    live_address: str = "",
) -> bytes:
    """The document as PDF bytes (board order as stored); ``extras``: what the file adds for the end
    of the event (``USES_EXTRAS``); ``live_address``: printed with its QR code on the pairings by board.
    No Qt: runs on the worker."""
    from outputs.documents.api import render

    pairing = source.pairing(round_number) if round_number else None
    buffer = io.BytesIO()
    render(
        kind,
        source.tournament,
        buffer,
        round_number=round_number or None,
        page_size=page_size,
        pairing=pairing,
        extras=extras,
        computed=source.computed,
        national=national,
        language=language,
        live_address=live_address,
    )
    return buffer.getvalue()


def render_paper_pdf(
    source: PrintSource,
    paper: DeskPaper,
    tf: TournamentFile,
    round_number: int | None,
    page_size: str,
    player: int | None = None,
    language: str | None = None,
) -> bytes:
    """A paper of the desk as PDF bytes, read from the open file ``tf`` (the check-in, the fees; the
    event's extras for the FIDE forms only, the other papers print none of them). No Qt: runs on the
    worker."""
    from outputs.documents.desk_papers import render_desk_paper
    from outputs.documents.endevent import extras_from_file
    from texts.catalogue import document_language

    buffer = io.BytesIO()
    with document_language(language):
        render_desk_paper(
            paper,
            tf,
            source.tournament,
            buffer,
            extras=extras_from_file(tf) if paper in (DeskPaper.IT3, DeskPaper.IT1) else None,
            round_number=round_number or None,
            pairing=source.pairing(round_number) if round_number else None,
            player=player,
            page_size=page_size,
        )
    return buffer.getvalue()


def render_every_section_pdf(
    tf: TournamentFile,
    kind: Printable,
    page_size: str,
    national: bool = False,
    language: str | None = None,
    live_address: str = "",
    player: int | None = None,
) -> bytes:
    """The document (or the desk's paper) of every section of the open event ``tf`` in one PDF, each
    section's pages headed with its name, each at its latest round (``outputs.documents.sections``);
    a section with nothing to print is left out. No Qt: runs on the worker."""
    from outputs.documents.api import render
    from outputs.documents.desk_papers import render_desk_paper
    from outputs.documents.sections import SectionSource, print_every_section, section_sources
    from texts.catalogue import document_language

    def make(source: SectionSource) -> bytes:
        buffer = io.BytesIO()
        if isinstance(kind, DeskPaper):
            with document_language(language):
                render_desk_paper(
                    kind,
                    source.view,
                    source.tournament,
                    buffer,
                    extras=source.extras,
                    pairing=source.pairing,
                    player=player,
                    page_size=page_size,
                )
        else:
            render(
                kind,
                source.tournament,
                buffer,
                page_size=page_size,
                pairing=source.pairing,
                extras=source.extras,
                national=national,
                language=language,
                live_address=live_address,
            )
        return buffer.getvalue()

    return print_every_section(section_sources(tf, None), make).pdf
