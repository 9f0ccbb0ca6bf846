"""The arbiter's window: a tournament file open in five views, every change through ``db`` operations.

The window builds the views, menus and toolbar, and hands each command area to its controller
(``arbiter_gui.controllers``): files, players, rounds and results, standings, audit, printing. What they
share is small and explicit: the :class:`~arbiter_gui.session.Session` (the open file and one immutable
state of it), the :class:`~arbiter_gui.operations.Operations` (undoable ``db`` operations, the worker,
the error boundary). Each operation is one ``db`` transaction, so nothing waits to be saved: closing the
window only waits for a running pairing to finish and releases the file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget, QTabWidget

from arbiter_gui.actions import Actions
from arbiter_gui.controllers.audit import AuditController
from arbiter_gui.controllers.desk import DeskController
from arbiter_gui.controllers.files import FileOpener, FilesController
from arbiter_gui.controllers.library import LibraryController
from arbiter_gui.controllers.players import PlayersController
from arbiter_gui.controllers.printing import Output, PrintController
from arbiter_gui.controllers.rounds import RoundsController
from arbiter_gui.controllers.standings import StandingsController
from arbiter_gui.controllers.teams import TeamsController
from arbiter_gui.end_of_event import EndOfEvent
from arbiter_gui.errors import ErrorBoundary
from arbiter_gui.help import ManualDesk, ManualWindow
from arbiter_gui.live_refresh import LiveRefresh, grey_by_role
from arbiter_gui.models.audit import AuditModel
from arbiter_gui.models.players import PlayersModel
from arbiter_gui.models.standings import CrosstableModel, StandingsModel
from arbiter_gui.operations import BUSY, Operations
from arbiter_gui.plain_text import action_text, plain_label
from arbiter_gui.printing import OnScreen
from arbiter_gui.prompts import Prompts
from arbiter_gui.publishing import Publishing
from arbiter_gui.sections import SectionSwitcher
from arbiter_gui.serving import Serving
from arbiter_gui.session import Change, ChangeKind, FileState, Session
from arbiter_gui.settings import AppSettings
from arbiter_gui.tablemodel import ROW_ROLE
from arbiter_gui.translation import system_language
from arbiter_gui.views.progress import ProgressPanel
from arbiter_gui.views.rounds import RoundsView
from arbiter_gui.views.simple import AuditView, CrosstableView, PlayersView, StandingsView, WelcomeView
from arbiter_gui.worker import Worker
from operations import tournament_file as dbapi
from outputs.documents.api import DocumentKind
from texts.catalogue import LANGUAGES, QT_TRANSLATE_NOOP
from values import Pairer

PLAYERS, ROUNDS, STANDINGS, CROSSTABLE, AUDIT, TEAMS = range(6)
"""The tabs, in order (Teams shown for a team event only)."""

TEAMS_TITLE = QT_TRANSLATE_NOOP("MainWindow", "Tea&ms")

TAB_TITLES = (
    QT_TRANSLATE_NOOP("MainWindow", "Pla&yers"),
    QT_TRANSLATE_NOOP("MainWindow", "Rounds && res&ults"),
    QT_TRANSLATE_NOOP("MainWindow", "S&tandings"),
    QT_TRANSLATE_NOOP("MainWindow", "&Crosstable"),
    QT_TRANSLATE_NOOP("MainWindow", "Audit lo&g"),
)
"""Tab titles: their Alt keys differ from the menus' (File, Edit, Players, Rounds, View, Help)."""

TAB_DOCUMENTS = {
    PLAYERS: DocumentKind.PLAYERS,
    ROUNDS: DocumentKind.PAIRINGS,
    STANDINGS: DocumentKind.STANDINGS,
    CROSSTABLE: DocumentKind.CROSSTABLE,
}
"""The document the print chooser proposes on each tab."""

HELP_TOPICS: dict[int | None, str] = {
    None: "Setting up an event",
    PLAYERS: "Registration",
    ROUNDS: "Pairing",
    STANDINGS: "Standings and tie-breaks",
    CROSSTABLE: "Standings and tie-breaks",
    AUDIT: "Corrections",
    TEAMS: "Team events",
}
"""The manual's section that F1 opens for each view (None: no file open). Each is a heading of
``resources/manual/manual.md`` (tests/test_manual.py checks that they are); a translated manual opens at
the translated heading in the same position."""

STANDINGS_FIXED_COLUMNS = 7
"""Rank, number, name, title, rating, federation, points: the tie-break columns come after them."""


class MainWindow(QMainWindow):
    """The window: builds the views, menus and toolbar, and connects every action to its controller."""

    def __init__(
        self,
        settings: AppSettings | None = None,
        prompts: Prompts | None = None,
        opener: FileOpener | None = None,
        pairer: Pairer | None = None,
        log_folder: Path | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or AppSettings()
        self.prompts = prompts or Prompts()
        self.undo_stack = QUndoStack(self)
        self.worker = Worker(self)
        self.session = Session(self)
        self.errors = ErrorBoundary(self.prompts, lambda: self, log_folder, self._status_note)
        self.errors.after_bug = self._read_again
        self.worker.unexpected = self.errors.bug
        self.progress = ProgressPanel()
        self.ops = Operations(
            self.session, self.worker, self.errors, self.undo_stack, self.progress, self._status
        )
        self.commands = Actions(self)
        self.live = LiveRefresh(self.session, self.worker, self)
        """The other desks' changes shown within 2 s; this desk's role (``arbiter_gui.live_refresh``)."""
        self.live.role_changed.connect(lambda _role: self._update_actions())
        self.live.server_lost.connect(lambda text: self._status(text, 0))  # kept until the server is back
        self.live.server_back.connect(lambda text: self._status(text, 8000))
        self.sections = self._section_switcher()
        self.manual_desk = ManualDesk(self)
        """Keeps the manual's window (made when first asked for), also for F1 in the dialogs."""
        self.end_of_event = EndOfEvent(
            self,
            lambda: self.session.tf,
            self.prompts,
            self.ops.store,  # at a venue server's desk on the worker
            lambda stored: self.files.edit_event_then(stored),
            self._show_round,
            self.ops.read_then,  # what a dialog opens with: on the worker at a venue server's desk
        )
        self.publishing = self._publishing()
        self.serving = Serving(
            self,
            lambda: self.session.tf,
            self.errors.failed,
            lambda text: self.statusBar().showMessage(text, 8000),
        )
        self.serving.address_changed.connect(self.publishing.set_serving_address)
        self._build_views()
        self._build_menus()
        ops, asked = self.ops, self.prompts
        self.files = FilesController(
            ops,
            asked,
            self,
            self.settings,
            opener or FileOpener(),
            self.welcome,
            self.recent_menu,
            self._file_opened,
            lambda: self.standings.shared(),
        )
        self.players = PlayersController(
            ops, asked, self, self.players_view, self.players_model, self.settings
        )
        self.library = LibraryController(ops, asked, self, self.settings)
        self.desk = DeskController(
            ops, asked, self, lambda paper, player: self.printing.print_paper(paper, Output.PREVIEW, player)
        )
        self.players.registration_form = self.library.registration_dialog
        self.rounds = RoundsController(
            ops, asked, self, self.rounds_view, pairer, lambda: self.show_view(ROUNDS)
        )
        self.standings = StandingsController(
            ops,
            asked,
            self,
            self.standings_view,
            self.standings_model,
            self.crosstable_view,
            self.crosstable_model,
        )
        self.audit = AuditController(
            ops, asked, self, self.audit_view, self.audit_model, lambda: self.tabs.currentIndex() == AUDIT
        )
        self.teams = TeamsController(
            ops, asked, self, self.settings, lambda: self.tabs.currentIndex() == TEAMS, self
        )
        self.tabs.addTab(self.teams.view, self.tr(TEAMS_TITLE))
        self.tabs.setTabVisible(TEAMS, False)
        self.printing = PrintController(
            ops,
            asked,
            self,
            lambda: TAB_DOCUMENTS.get(self.tabs.currentIndex()),
            lambda: self.standings.shared(),
            settings=self.settings,
            on_screen=self._round_on_screen,
            live_address=self.serving.address,
        )
        self._connect()

        geometry = self.settings.window_geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1200, 760)
        state = self.settings.window_state()
        if state is not None:
            self.restoreState(state)
        self.files.show_file(None)

    def _section_switcher(self) -> SectionSwitcher:
        """The tool bar's section box and File's section entries (read and stored through ``self.ops``)."""
        return SectionSwitcher(
            self,
            self.session,
            self.errors,
            self.undo_stack,
            lambda: self.worker.busy or self.ops.storing > 0,
            self.ops,
            confirm=self.prompts.confirm,
        )

    def _publishing(self) -> Publishing:
        """The Publish menu's controller: what it reads through ``Operations.read_then`` (issue 30 item 3)."""
        return Publishing(
            self,
            lambda: self.session.tf,
            self.settings.qsettings,
            self.prompts,
            lambda text, do, undo: self.ops.store(text, do, undo),  # a desk's: on the worker
            self.errors.failed,
            self.worker,
            self.progress,
            lambda text: self.statusBar().showMessage(text, 8000),
            lambda: self.session.state.rounds if self.session.state is not None else None,
            self.ops.read_then,
        )

    def _round_on_screen(self) -> OnScreen:
        """The round the view on screen shows, which the print chooser proposes."""
        tab = self.tabs.currentIndex()
        if tab == ROUNDS:
            return OnScreen(round=self.rounds_view.selected_round())
        if tab == STANDINGS:
            return OnScreen(after_round=self.standings_view.selected())
        return OnScreen()

    @property
    def tf(self) -> dbapi.TournamentFile | None:
        """The open tournament file (None: the welcome page is shown)."""
        return self.session.tf

    # -- building -----------------------------------------------------------------------------------
    def _build_views(self) -> None:
        a = self.commands
        self.players_model = PlayersModel()
        self.standings_model = StandingsModel()
        self.crosstable_model = CrosstableModel()
        self.audit_model = AuditModel()
        self.players_view = PlayersView(
            self.players_model,
            [a.add_player, a.edit_player, a.withdraw, a.reinstate, a.request_bye, a.import_csv],
        )
        self.rounds_view = RoundsView()
        self.standings_view = StandingsView(self.standings_model)
        self.crosstable_view = CrosstableView(self.crosstable_model)
        self.audit_view = AuditView(self.audit_model)
        self.tabs = QTabWidget()
        for view, title in zip(
            (self.players_view, self.rounds_view, self.standings_view, self.crosstable_view, self.audit_view),
            TAB_TITLES,
            strict=True,
        ):
            self.tabs.addTab(view, self.tr(title))
        self.welcome = WelcomeView(a.new, a.open, a.import_trf)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.stack.addWidget(self.tabs)
        self.setCentralWidget(self.stack)
        self.file_label = plain_label()
        self.round_label = plain_label()
        self.statusBar().addWidget(self.file_label, 1)
        self.statusBar().addPermanentWidget(self.progress)
        self.statusBar().addPermanentWidget(self.round_label)

    def _build_menus(self) -> None:
        a = self.commands
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addActions([a.new, a.open, a.connect_server])
        self.recent_menu = QMenu(self.tr("Open &recent"), self)
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addActions(
            [
                a.event_settings,
                self.sections.new_section,
                self.sections.rename_section,
                self.sections.delete_section,
            ]
        )
        file_menu.addSeparator()
        file_menu.addActions([a.import_trf, a.export_trf, a.save_copy])
        file_menu.addSeparator()
        file_menu.addActions([a.print_document, a.print_preview, a.open_in_viewer, a.save_pdf])
        file_menu.addSeparator()
        file_menu.addActions([a.close_file, a.quit])
        edit_menu = bar.addMenu(self.tr("&Edit"))
        edit_menu.addActions([a.undo, a.redo])
        edit_menu.addSeparator()
        edit_menu.addAction(a.find)
        players_menu = bar.addMenu(self.tr("&Players"))
        players_menu.addActions([a.add_player, a.edit_player, a.import_csv])
        players_menu.addSeparator()
        players_menu.addActions(
            [a.withdraw, a.reinstate, a.request_bye, a.cancel_bye, a.check_in, a.entry_fees]
        )
        players_menu.addSeparator()
        players_menu.addActions([a.forbidden_pairs, a.draw_lots])
        library_menu = bar.addMenu(self.tr("&Library"))
        library_menu.addActions([a.import_fide_list, a.import_national_list])
        library_menu.addSeparator()
        library_menu.addAction(a.update_ratings)
        rounds_menu = bar.addMenu(self.tr("&Rounds"))
        rounds_menu.addActions([a.pair, a.pair_all, a.enter_results, a.previous_round, a.next_round])
        rounds_menu.addSeparator()
        rounds_menu.addActions([a.repair, a.delete_round, a.edit_pairing, a.check_pairing])
        rounds_menu.addSeparator()
        rounds_menu.addAction(a.explain)
        bar.addMenu(self.end_of_event.menu())
        publish_menu = self.publishing.menu()
        publish_menu.addSeparator()
        publish_menu.addAction(self.serving.action)
        bar.addMenu(publish_menu)
        view_menu = bar.addMenu(self.tr("&View"))
        view_menu.addActions(a.view_actions)
        view_menu.addSeparator()
        view_menu.addMenu(self._language_menu())
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addActions([a.manual, a.shortcuts_help, a.about])
        menus = (file_menu, edit_menu, players_menu, library_menu, rounds_menu, view_menu, help_menu)
        self.menus = {m.title(): m for m in menus}
        toolbar = self.addToolBar(self.tr("Main"))
        toolbar.setObjectName("main-toolbar")
        toolbar.addActions([a.new, a.open])
        toolbar.addSeparator()
        toolbar.addActions([a.add_player, a.pair, a.enter_results])
        toolbar.addSeparator()
        toolbar.addActions([a.undo, a.redo])
        toolbar.addSeparator()
        toolbar.addAction(a.print_preview)
        self.sections.add_to(toolbar)

    def _language_menu(self) -> QMenu:
        """View > Language: the system's language (the default) or one of the languages Arbiter Desk
        speaks; the choice is remembered and takes effect when the program starts again."""
        menu = QMenu(self.tr("&Language"), self)
        group = QActionGroup(menu)
        chosen = self.settings.language()
        choices = [("", self.tr("System language ({name})").format(name=LANGUAGES[system_language()]))]
        choices += list(LANGUAGES.items())
        self.language_actions: dict[str, QAction] = {}
        for code, name in choices:
            action = menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == chosen or (code == "" and chosen not in LANGUAGES))
            action.setData(code)
            group.addAction(action)
            action.triggered.connect(lambda _=False, code=code: self.choose_language(code))
            self.language_actions[code] = action
        return menu

    def choose_language(self, code: str) -> None:
        """Remember the window's language (empty: the system's); it applies at the next start."""
        if code == self.settings.language():
            return
        self.settings.set_language(code)
        name = LANGUAGES.get(code) or LANGUAGES[system_language()]
        self.prompts.info(
            self,
            self.tr("Language"),
            self.tr("Arbiter Desk speaks {language} when it starts again.").format(language=name),
        )

    def _connect(self) -> None:
        a, files, players, rounds = self.commands, self.files, self.players, self.rounds
        self.players_model.set_editing(
            players.edit_cell, lambda exc: self.errors.refused(self.tr("Correct player"), exc)
        )
        a.new.triggered.connect(files.new_tournament)
        a.open.triggered.connect(files.open_dialog)
        a.connect_server.triggered.connect(files.connect_dialog)
        a.import_trf.triggered.connect(files.import_trf)
        a.export_trf.triggered.connect(files.export_trf)
        a.save_copy.triggered.connect(files.save_copy)
        a.close_file.triggered.connect(files.close_file)
        a.event_settings.triggered.connect(files.edit_event)
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(self.ops.undo)
        a.redo.triggered.connect(self.ops.redo)
        # bound methods, not lambdas: Qt drops these connections with the window
        self.undo_stack.canUndoChanged.connect(self._actions_changed)
        self.undo_stack.canRedoChanged.connect(self._actions_changed)
        self.undo_stack.undoTextChanged.connect(self._undo_text)
        self.undo_stack.redoTextChanged.connect(self._redo_text)
        a.find.triggered.connect(self.focus_filter)
        a.add_player.triggered.connect(players.add_player)
        a.import_fide_list.triggered.connect(self.library.import_fide_list)
        a.import_national_list.triggered.connect(self.library.import_national_list)
        a.update_ratings.triggered.connect(self.library.update_ratings)
        a.forbidden_pairs.triggered.connect(self.library.forbidden_pairs)
        a.edit_player.triggered.connect(players.edit_player)
        a.import_csv.triggered.connect(players.import_csv)
        a.withdraw.triggered.connect(players.withdraw)
        a.reinstate.triggered.connect(players.reinstate)
        a.request_bye.triggered.connect(players.request_bye)
        a.cancel_bye.triggered.connect(players.cancel_bye)
        a.check_in.triggered.connect(self.desk.check_in)
        a.entry_fees.triggered.connect(self.desk.entry_fees)
        a.pair.triggered.connect(rounds.pair_next_round)
        a.pair_all.triggered.connect(rounds.pair_all_rounds)
        a.draw_lots.triggered.connect(players.draw_lots)
        a.repair.triggered.connect(rounds.repair_last_round)
        a.delete_round.triggered.connect(rounds.delete_last_round)
        a.enter_results.triggered.connect(rounds.focus_results)
        a.explain.triggered.connect(rounds.explain_pairing)
        a.edit_pairing.triggered.connect(rounds.edit_pairing)
        a.check_pairing.triggered.connect(rounds.check_pairing)
        a.previous_round.triggered.connect(lambda: rounds.step_round(-1))
        a.next_round.triggered.connect(lambda: rounds.step_round(+1))
        self.rounds_view.pair_button.clicked.connect(a.pair.trigger)
        self.rounds_view.edit_button.clicked.connect(a.edit_pairing.trigger)
        a.print_document.triggered.connect(lambda: self.printing.print_document(Output.PRINT))
        a.print_preview.triggered.connect(lambda: self.printing.print_document(Output.PREVIEW))
        a.open_in_viewer.triggered.connect(lambda: self.printing.print_document(Output.VIEWER))
        a.save_pdf.triggered.connect(lambda: self.printing.print_document(Output.PDF))
        a.manual.triggered.connect(lambda: self.show_manual(self.help_topic()))
        a.shortcuts_help.triggered.connect(self.show_shortcuts)
        a.about.triggered.connect(self.show_about)
        for i, action in enumerate(a.view_actions):
            action.triggered.connect(lambda _=False, i=i: self.show_view(i))
        self.tabs.currentChanged.connect(self._tab_changed)
        self.standings_view.table.view.doubleClicked.connect(self._explain_standing)
        self.worker.busy_changed.connect(self._actions_changed)
        self.session.changed.connect(self._file_changed)
        # the projector and the web folder follow every change (issue 19)
        self.session.changed.connect(self._publishing_follows)

    # -- following the file ---------------------------------------------------------------------------
    def _file_changed(self, state: FileState | None, change: Change) -> None:
        if state is None:
            self.setWindowTitle("Arbiter Desk")
            self.stack.setCurrentWidget(self.welcome)
            self.file_label.setText("")
            self.round_label.setText("")
            self._update_actions()
            return
        if change.kind is ChangeKind.FILE:
            self.stack.setCurrentWidget(self.tabs)
        if change.kind is not ChangeKind.RESULT:
            self._update_title(state)
        self._update_actions()

    def _publishing_follows(self, _state: object, _change: object) -> None:
        self.publishing.file_changed()
        self.serving.file_changed()

    def _read_again(self) -> None:
        """After a programming error: show the event exactly as it is stored (``Operations.reload``: at a
        venue desk read on the worker's ``READS`` lane and shown once read, the window never waiting for
        the network; a tournament file at once)."""
        self.ops.reload()

    def _file_opened(self) -> None:
        state = self.session.state
        self.tabs.setTabVisible(TEAMS, state is not None and state.event.team is not None)
        self.show_view(ROUNDS if state is not None and state.paired else PLAYERS)

    def _update_title(self, state: FileState) -> None:
        event = state.event
        tf = self.session.tf
        if tf is not None and tf.read_only:  # a CD, a write-protected stick: every change is refused
            self.setWindowTitle(self.tr("{name} (read-only) \u2014 Arbiter Desk").format(name=event.name))
        else:
            self.setWindowTitle(self.tr("{name} \u2014 Arbiter Desk").format(name=event.name))
        self.file_label.setText(str(state.path))
        self.round_label.setText(
            self.tr("Round {paired} of {number_of_rounds} paired").format(
                paired=state.paired, number_of_rounds=event.number_of_rounds
            )
        )
        nxt = state.paired + 1
        label = (
            self.tr("Pair round {round}").format(round=nxt)
            if nxt <= event.number_of_rounds
            else self.tr("All rounds paired")
        )
        self.commands.pair.setText(f"&{label}")
        self.rounds_view.pair_button.setText(label + "  (Ctrl+Shift+P)")

    def _update_actions(self) -> None:
        a = self.commands
        state = self.session.state
        has_file = state is not None
        idle = not self.worker.busy
        for action in a.file_actions:
            action.setEnabled(has_file and idle)
        # without a file the stack holds only imports into the player library
        a.undo.setEnabled(idle and self.undo_stack.canUndo())
        a.redo.setEnabled(idle and self.undo_stack.canRedo())
        a.import_fide_list.setEnabled(idle)
        a.import_national_list.setEnabled(idle)
        a.new.setEnabled(idle)
        a.open.setEnabled(idle)
        a.import_trf.setEnabled(idle)
        self.rounds_view.pair_button.setEnabled(has_file and idle)
        self.rounds_view.edit_button.setEnabled(has_file and idle and state is not None and state.paired > 0)
        self.end_of_event.set_enabled(has_file and idle)
        grey_by_role(self.commands, self.live.role_refusal)
        view = self.rounds_view
        for button, kind in ((view.pair_button, "pair_round"), (view.edit_button, "set_pairing")):
            problem = self.live.role_refusal(kind)
            if problem is not None:
                button.setEnabled(False)
            button.setToolTip(problem or "")

    def _actions_changed(self, _value: bool) -> None:
        self._update_actions()

    def _undo_text(self, text: str) -> None:
        shown = action_text(text)
        self.commands.undo.setText(self.tr("&Undo {text}").format(text=shown) if text else self.tr("&Undo"))

    def _redo_text(self, text: str) -> None:
        shown = action_text(text)
        self.commands.redo.setText(self.tr("&Redo {text}").format(text=shown) if text else self.tr("&Redo"))

    def _tab_changed(self, index: int) -> None:
        if index == AUDIT:
            self.audit.shown()
        if index == TEAMS:
            self.teams.shown()

    def _status(self, text: str, msecs: int) -> None:
        if text:
            self.statusBar().showMessage(text, msecs)
        else:
            self.statusBar().clearMessage()

    def _status_note(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    # -- window-wide commands ---------------------------------------------------------------------------
    def show_view(self, index: int) -> None:
        if self.session.tf is not None:
            self.tabs.setCurrentIndex(index)

    def _show_round(self, number: int) -> None:
        """The Rounds view on round ``number`` (a result the check before export found missing)."""
        self.show_view(ROUNDS)
        self.rounds.select_round(number)

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

    def help_topic(self) -> str | None:
        """The manual's section for what is on screen (context help for F1)."""
        if self.session.tf is None:
            return HELP_TOPICS[None]
        return HELP_TOPICS.get(self.tabs.currentIndex())

    def show_manual(self, section: str | None = None) -> ManualWindow:
        """The manual's window, in the window's language, at ``section`` (a heading of the English manual)."""
        return self.manual_desk.show(section)

    @property
    def help_window(self) -> ManualWindow | None:
        """The manual's window, if it was opened."""
        return self.manual_desk.window

    def show_shortcuts(self) -> None:
        from arbiter_gui.dialog_help import TextTopic
        from arbiter_gui.dialogs.text import TextDialog

        dialog = TextDialog(
            self,
            self.tr("Keyboard shortcuts"),
            self.tr("Every command is also in the menus."),
            self.commands.shortcut_text(),
            TextTopic.SHORTCUTS,
        )
        self.prompts.run_dialog(dialog)

    def show_about(self) -> None:
        from engine.version import program_version

        self.prompts.info(
            self,
            self.tr("About Arbiter Desk"),
            self.tr(
                "{program_version}: run a FIDE Swiss tournament offline (Dutch system pairings, "
                "results, tie-breaks, printing).\nEvery change is written to the tournament file "
                "at once and recorded in its audit log."
            ).format(program_version=program_version()),
        )

    def _close_again(self) -> None:
        """The close asked while writes were under way, now that they are stored."""
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.ops.storing:  # a venue server's desk: what was typed is stored first (issue 30 item 3)
            self.statusBar().showMessage(
                self.tr("The window closes once what was typed is stored on the venue server…")
            )
            self.ops.when_stored(self._close_again)
            event.ignore()
            return
        self.undo_stack.blockSignals(True)  # the window's widgets go before the stack does
        self.undo_stack.clear()  # the commands hold callables on the file, which closes now
        if self.worker.busy:
            self.statusBar().showMessage(self.tr("Waiting for the pairing to finish before closing\u2026"))
        self.files.connection.drop()  # a venue server connected to: what it opens is closed on its lane
        self.worker.shutdown()  # a running pairing ends (its transaction commits or rolls back whole)
        self.files.drop_pending()  # a file read on the worker and not shown yet
        self.settings.save_window(self.saveGeometry(), self.saveState())
        self.serving.close_now()  # the live server reads the file: it stops before the file closes
        self.live.stop()  # before the session's signals are blocked: it would not hear the file close
        self.session.blockSignals(True)  # the views need no update any more
        self.session.close()
        self.library.close_library()
        if self.printing.preview is not None:
            self.printing.preview.close()
        self.printing.remove_temporary_files()
        if self.help_window is not None:
            self.help_window.close()
        event.accept()


def shortcut_of(action: QAction) -> str:
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


__all__ = [
    "AUDIT",
    "BUSY",
    "CROSSTABLE",
    "PLAYERS",
    "ROUNDS",
    "STANDINGS",
    "FileOpener",
    "MainWindow",
]
