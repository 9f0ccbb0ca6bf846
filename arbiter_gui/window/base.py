"""The state the main window holds (declared here for the command modules) and its smallest helpers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QStackedWidget, QTabWidget

from arbiter_gui.actions import Actions
from arbiter_gui.end_of_event import EndOfEvent
from arbiter_gui.models.audit import AuditModel
from arbiter_gui.models.players import PlayersModel
from arbiter_gui.models.standings import CrosstableModel, StandingsModel
from arbiter_gui.prompts import Prompts, reason
from arbiter_gui.publishing import Publishing
from arbiter_gui.settings import AppSettings
from arbiter_gui.views.rounds import RoundsView
from arbiter_gui.views.simple import AuditView, CrosstableView, PlayersView, StandingsView, WelcomeView
from arbiter_gui.worker import JobRunner
from db import api as dbapi
from db.values import EventSettings, Pairer, PlayerId, PlayerRecord
from engine.manual_pairing import PairingWarning
from engine.model import Tournament

TRF_FILTER = "Tournament Report File (*.trf *.txt);;All files (*)"
ARBITER_FILTER = "Arbiter Desk tournament (*.arbiter);;All files (*)"

PLAYERS, ROUNDS, STANDINGS, CROSSTABLE, AUDIT = range(5)

BUSY = "A round is being paired; wait until it is done."
"""``db`` operations run one at a time: nothing else touches the file while the worker pairs."""


class FileOpener:
    """How the window creates and opens files (``db``'s functions; a seam for tests)."""

    def create(self, path: Path, settings: EventSettings) -> dbapi.TournamentFile:
        return dbapi.create(path, settings, overwrite=path.exists())

    def open(self, path: Path) -> dbapi.TournamentFile:
        return dbapi.open_file(path)

    def import_trf(self, trf: Path, path: Path) -> tuple[dbapi.TournamentFile, Any]:
        # Points columns that differ from the results are shown as warnings after the import.
        return dbapi.import_trf(trf, path, overwrite=path.exists(), lenient=True)


class WindowBase(QMainWindow):
    """What every part of the window shares: the open file, the views, the undo stack, the jobs."""

    pairer: Pairer | None
    """``None``: ``db``'s default (``engine.dutch.pair_round``)."""
    settings: AppSettings
    prompts: Prompts
    opener: FileOpener
    tf: dbapi.TournamentFile | None
    undo_stack: QUndoStack
    jobs: JobRunner
    commands: Actions
    end_of_event: EndOfEvent
    publishing: Publishing
    """The End of event menu and its dialogs (``arbiter_gui.end_of_event``)."""
    _players: dict[PlayerId, PlayerRecord]
    _paired: int
    _event: EventSettings | None
    _tournament: Tournament
    _dirty_views: set[int]
    _standings_choice: int | None
    """The round the arbiter picked for the standings; None = follow the last complete round."""
    _checked: dict[tuple[object, ...], list[PairingWarning]]
    """Warnings of pairings already checked, by round and pairing (``pairing_key``)."""
    players_model: PlayersModel
    standings_model: StandingsModel
    crosstable_model: CrosstableModel
    audit_model: AuditModel
    players_view: PlayersView
    rounds_view: RoundsView
    standings_view: StandingsView
    crosstable_view: CrosstableView
    audit_view: AuditView
    tabs: QTabWidget
    welcome: WelcomeView
    stack: QStackedWidget
    file_label: QLabel
    round_label: QLabel
    recent_menu: QMenu

    def _can_leave(self) -> bool:
        """Nothing is unsaved (every operation is committed); only a running job must finish first."""
        if self.jobs.busy:
            self.prompts.error(self, "Please wait", BUSY)
            return False
        return True

    def _refused(self, title: str, exc: BaseException) -> None:
        self.prompts.error(self, title, exc)
        self.statusBar().showMessage(f"{title}: {reason(exc)}", 8000)

    def show_view(self, index: int) -> None:
        if self.tf is not None:
            self.tabs.setCurrentIndex(index)
