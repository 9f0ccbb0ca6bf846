"""The arbiter's window: a tournament file open in five views, every change through ``db`` operations.

The window owns the open ``db.api.TournamentFile``, the undo stack and the job runner; views and models get
only the callables they need. Each operation is one ``db`` transaction, so nothing waits to be saved:
closing the window only waits for a running pairing to finish and releases the file.

The commands live in ``arbiter_gui.window``, one module per command area (files, players, rounds, pairings
edited by hand); this module builds the views, menus and toolbar and connects each action to its command.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import QLabel, QMenu, QStackedWidget, QTabWidget, QWidget

from arbiter_gui import roundrobin_commands
from arbiter_gui.actions import Actions
from arbiter_gui.end_of_event import EndOfEvent
from arbiter_gui.models.audit import AuditModel
from arbiter_gui.models.players import PlayersModel
from arbiter_gui.models.standings import CrosstableModel, StandingsModel
from arbiter_gui.prompts import Prompts
from arbiter_gui.publishing import Publishing
from arbiter_gui.settings import AppSettings
from arbiter_gui.views.rounds import RoundsView
from arbiter_gui.views.simple import AuditView, CrosstableView, PlayersView, StandingsView, WelcomeView
from arbiter_gui.views.table import ROW_ROLE
from arbiter_gui.window.base import (
    ARBITER_FILTER,
    AUDIT,
    BUSY,
    CROSSTABLE,
    PLAYERS,
    ROUNDS,
    STANDINGS,
    TRF_FILTER,
    FileOpener,
)
from arbiter_gui.window.file_commands import FileCommands
from arbiter_gui.window.library_commands import LibraryCommands
from arbiter_gui.window.pairing_commands import PairingCommands
from arbiter_gui.window.player_commands import PlayerCommands
from arbiter_gui.window.round_commands import RoundCommands
from arbiter_gui.worker import JobRunner
from db import api as dbapi
from db.values import EventSettings, Pairer, PlayerId, PlayerRecord
from engine.manual_pairing import PairingWarning

STANDINGS_FIXED_COLUMNS = 7
"""Rank, number, name, title, rating, federation, points: the tie-break columns come after them."""


class MainWindow(FileCommands, PlayerCommands, RoundCommands, PairingCommands, LibraryCommands):
    """The window: builds the views, menus and toolbar, connects every action to its command."""

    def __init__(
        self,
        settings: AppSettings | None = None,
        prompts: Prompts | None = None,
        opener: FileOpener | None = None,
        pairer: Pairer | None = None,
    ) -> None:
        super().__init__()
        self.pairer = pairer
        """``None``: ``db``'s default (``engine.dutch.pair_round``)."""
        self.settings = settings or AppSettings()
        self.prompts = prompts or Prompts()
        self.opener = opener or FileOpener()
        self.tf: dbapi.TournamentFile | None = None
        self.undo_stack = QUndoStack(self)
        self.jobs = JobRunner(self)
        self._players: dict[PlayerId, PlayerRecord] = {}
        self._paired = 0
        self._event: EventSettings | None = None
        self._dirty_views: set[int] = set()
        self._standings_choice: int | None = None
        """The round the arbiter picked for the standings; None = follow the last complete round."""
        self._checked: dict[tuple[object, ...], list[PairingWarning]] = {}
        """Warnings of pairings already checked, by round and pairing (``pairing_key``)."""

        self.players_model = PlayersModel(self._edit_player_cell)
        self.players_model.edit_failed = lambda exc: self._refused("Correct player", exc)
        self.standings_model = StandingsModel()
        self.crosstable_model = CrosstableModel()
        self.audit_model = AuditModel()

        self.commands = Actions(self)
        self.end_of_event = EndOfEvent(
            self, lambda: self.tf, self.prompts, self._run, self.edit_event, self._show_round
        )
        self.publishing = Publishing(
            self,
            lambda: self.tf,
            self.settings.qsettings,
            self.prompts,
            self._run,
            lambda text: self.statusBar().showMessage(text, 8000),
        )
        self._build_views()
        self._build_menus()
        self._connect()

        geometry = self.settings.window_geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1200, 760)
        state = self.settings.window_state()
        if state is not None:
            self.restoreState(state)
        self._show_file(None)

    def _build_views(self) -> None:
        a = self.commands
        self.players_view = PlayersView(
            self.players_model,
            [a.add_player, a.edit_player, a.withdraw, a.reinstate, a.request_bye, a.import_csv],
        )
        self.rounds_view = RoundsView()
        self.rounds_view.pair_button.clicked.connect(a.pair.trigger)
        self.standings_view = StandingsView(self.standings_model)
        self.crosstable_view = CrosstableView(self.crosstable_model)
        self.audit_view = AuditView(self.audit_model)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.players_view, "&Players")
        self.tabs.addTab(self.rounds_view, "&Rounds && results")
        self.tabs.addTab(self.standings_view, "S&tandings")
        self.tabs.addTab(self.crosstable_view, "&Crosstable")
        self.tabs.addTab(self.audit_view, "&Audit log")
        self.welcome = WelcomeView(a.new, a.open, a.import_trf)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.stack.addWidget(self.tabs)
        self.setCentralWidget(self.stack)
        self.file_label = QLabel()
        self.round_label = QLabel()
        self.statusBar().addWidget(self.file_label, 1)
        self.statusBar().addPermanentWidget(self.round_label)

    def _build_menus(self) -> None:
        a = self.commands
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addActions([a.new, a.open])
        self.recent_menu = QMenu("Open &recent", self)
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addAction(a.event_settings)
        file_menu.addSeparator()
        file_menu.addActions([a.import_trf, a.export_trf])
        file_menu.addSeparator()
        file_menu.addActions([a.print_preview, a.save_pdf])
        file_menu.addSeparator()
        file_menu.addActions([a.close_file, a.quit])
        edit_menu = bar.addMenu("&Edit")
        edit_menu.addActions([a.undo, a.redo])
        edit_menu.addSeparator()
        edit_menu.addAction(a.find)
        players_menu = bar.addMenu("&Players")
        players_menu.addActions([a.add_player, a.edit_player, a.import_csv])
        players_menu.addSeparator()
        players_menu.addActions([a.withdraw, a.reinstate, a.request_bye, a.cancel_bye])
        players_menu.addSeparator()
        players_menu.addActions([a.forbidden_pairs, a.draw_lots])
        library_menu = bar.addMenu("&Library")
        library_menu.addActions([a.import_fide_list, a.import_national_list])
        library_menu.addSeparator()
        library_menu.addAction(a.update_ratings)
        rounds_menu = bar.addMenu("&Rounds")
        rounds_menu.addActions([a.pair, a.pair_all, a.enter_results, a.previous_round, a.next_round])
        rounds_menu.addSeparator()
        rounds_menu.addActions([a.repair, a.delete_round, a.edit_pairing, a.check_pairing])
        rounds_menu.addSeparator()
        rounds_menu.addAction(a.explain)
        bar.addMenu(self.end_of_event.menu())
        bar.addMenu(self.publishing.menu())
        view_menu = bar.addMenu("&View")
        view_menu.addActions(a.view_actions)
        help_menu = bar.addMenu("&Help")
        help_menu.addActions([a.shortcuts_help, a.about])
        toolbar = self.addToolBar("Main")
        toolbar.setObjectName("main-toolbar")
        toolbar.addActions([a.new, a.open])
        toolbar.addSeparator()
        toolbar.addActions([a.add_player, a.pair, a.enter_results])
        toolbar.addSeparator()
        toolbar.addActions([a.undo, a.redo])
        toolbar.addSeparator()
        toolbar.addAction(a.print_preview)

    def _connect(self) -> None:
        a = self.commands
        a.new.triggered.connect(self.new_tournament)
        a.open.triggered.connect(self.open_dialog)
        a.import_trf.triggered.connect(self.import_trf_dialog)
        a.export_trf.triggered.connect(self.export_trf_dialog)
        a.close_file.triggered.connect(self.close_file)
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(self.undo)
        a.redo.triggered.connect(self.redo)
        self.undo_stack.canUndoChanged.connect(lambda _: self._update_actions())
        self.undo_stack.canRedoChanged.connect(lambda _: self._update_actions())
        self.undo_stack.undoTextChanged.connect(lambda t: a.undo.setText(f"&Undo {t}" if t else "&Undo"))
        self.undo_stack.redoTextChanged.connect(lambda t: a.redo.setText(f"&Redo {t}" if t else "&Redo"))
        a.find.triggered.connect(self.focus_filter)
        a.add_player.triggered.connect(self.add_player)
        a.edit_player.triggered.connect(self.edit_player)
        a.import_csv.triggered.connect(self.import_csv_dialog)
        a.import_fide_list.triggered.connect(self.import_fide_list_dialog)
        a.import_national_list.triggered.connect(self.import_national_list_dialog)
        a.update_ratings.triggered.connect(self.update_ratings_dialog)
        a.forbidden_pairs.triggered.connect(self.forbidden_pairs_dialog)
        a.withdraw.triggered.connect(self.withdraw_player)
        a.reinstate.triggered.connect(self.reinstate_player)
        a.request_bye.triggered.connect(self.request_bye)
        a.cancel_bye.triggered.connect(self.cancel_bye)
        a.pair.triggered.connect(self.pair_next_round)
        a.pair_all.triggered.connect(lambda: roundrobin_commands.pair_all_rounds(self))
        a.draw_lots.triggered.connect(lambda: roundrobin_commands.draw_lots(self))
        a.repair.triggered.connect(self.repair_last_round)
        a.delete_round.triggered.connect(self.delete_last_round)
        a.enter_results.triggered.connect(self.focus_results)
        a.explain.triggered.connect(self.explain_pairing)
        a.edit_pairing.triggered.connect(self.edit_pairing)
        a.check_pairing.triggered.connect(self.check_pairing)
        self.rounds_view.edit_button.clicked.connect(a.edit_pairing.trigger)
        a.event_settings.triggered.connect(self.edit_event)
        a.previous_round.triggered.connect(lambda: self._step_round(-1))
        a.next_round.triggered.connect(lambda: self._step_round(+1))
        a.print_preview.triggered.connect(lambda: self.print_document(pdf=False))
        a.save_pdf.triggered.connect(lambda: self.print_document(pdf=True))
        a.shortcuts_help.triggered.connect(self.show_shortcuts)
        a.about.triggered.connect(self.show_about)
        for i, action in enumerate(a.view_actions):
            action.triggered.connect(lambda _=False, i=i: self.show_view(i))
        self.tabs.currentChanged.connect(self._tab_changed)
        self.rounds_view.round_selected.connect(lambda _r: None if self.jobs.busy else self._load_round())
        self.rounds_view.table.result_typed.connect(self.enter_result)
        self.standings_view.after_round_changed.connect(self._standings_round_picked)
        self.standings_view.table.view.doubleClicked.connect(self._explain_standing)
        self.welcome.open_recent.connect(self.open_path)
        self.players_view.table.view.doubleClicked.connect(lambda _i: None)
        self.jobs.busy_changed.connect(lambda _b: self._update_actions())
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)

    def _show_round(self, number: int) -> None:
        """The Rounds view on round ``number`` (a result the check before export found missing)."""
        self.show_view(ROUNDS)
        picker = self.rounds_view.round_picker
        picker.setCurrentIndex(max(picker.findData(number), 0))

    def _explain_standing(self, index: QModelIndex) -> None:
        """A double-click on a tie-break value of the standings: its contributions, one by one."""
        row = index.data(ROW_ROLE)
        header = self.standings_model.headerData(index.column(), Qt.Orientation.Horizontal)
        if row is None or index.column() < STANDINGS_FIXED_COLUMNS:
            return
        self.end_of_event.explain(row.number, str(header), self.standings_view.selected() or None)

    def focus_filter(self) -> None:
        widget = self.tabs.currentWidget()
        table = getattr(widget, "table", None)
        line = getattr(table, "filter", None)
        if line is not None:
            line.setFocus()
            line.selectAll()

    def show_shortcuts(self) -> None:
        from arbiter_gui.dialogs.text import TextDialog

        dialog = TextDialog(
            self, "Keyboard shortcuts", "Every command is also in the menus.", self.commands.shortcut_text()
        )
        self.prompts.run_dialog(dialog)

    def show_about(self) -> None:
        from engine.version import program_version

        self.prompts.info(
            self,
            "About Arbiter Desk",
            f"{program_version()}: run a FIDE Swiss tournament offline (Dutch system pairings, "
            "results, tie-breaks, printing).\nEvery change is written to the tournament file "
            "at once and recorded in its audit log.",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.undo_stack.blockSignals(True)  # the window's widgets go before the stack does
        self.undo_stack.clear()  # the commands hold callables on the file, which closes now
        if self.jobs.busy:
            self.statusBar().showMessage("Waiting for the pairing to finish before closing\u2026")
        self.jobs.wait()  # a running pairing ends (its transaction commits or rolls back whole)
        QCoreApplication.processEvents()  # deliver the job's last queued signal before the file closes
        self.settings.save_window(self.saveGeometry(), self.saveState())
        if self.tf is not None:
            self.tf.close()
            self.tf = None
        self.close_library()
        event.accept()


def shortcut_of(action: QAction) -> str:
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


__all__ = [
    "ARBITER_FILTER",
    "AUDIT",
    "BUSY",
    "CROSSTABLE",
    "PLAYERS",
    "ROUNDS",
    "STANDINGS",
    "TRF_FILTER",
    "FileOpener",
    "MainWindow",
    "QWidget",
]
