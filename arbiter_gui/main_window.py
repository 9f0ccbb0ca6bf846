"""The arbiter's window: a tournament file open in five views, every change through ``db`` operations.

The window owns the open ``db.api.TournamentFile``, the undo stack and the job runner; views and models get
only the callables they need. Each operation is one ``db`` transaction, so nothing waits to be saved:
closing the window only waits for a running pairing to finish and releases the file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QStackedWidget, QTabWidget, QWidget

from arbiter_gui.actions import Actions
from arbiter_gui.audit_text import summary
from arbiter_gui.dialogs.bye_request import ByeRequestDialog
from arbiter_gui.dialogs.edit_pairing import EditPairingDialog
from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.models.audit import AuditModel, AuditRow
from arbiter_gui.models.players import PlayerRow, PlayersModel
from arbiter_gui.models.standings import CrosstableModel, StandingRow, StandingsModel
from arbiter_gui.prompts import Prompts, reason
from arbiter_gui.settings import AppSettings
from arbiter_gui.snapshot import board_rows, crosstable_rows, player_rows
from arbiter_gui.standings_rows import standings_rows
from arbiter_gui.undo import JobCommand, OperationCommand
from arbiter_gui.views.rounds import RoundsView
from arbiter_gui.views.simple import AuditView, CrosstableView, PlayersView, StandingsView, WelcomeView
from arbiter_gui.views.table import fit_columns
from arbiter_gui.worker import JobRunner
from db import api as dbapi
from db.values import (
    EventSettings,
    GameResult,
    Pairer,
    PairingChange,
    PlayerDetails,
    PlayerId,
    PlayerRecord,
    RoundInfo,
)
from engine.errors import ArbiterError
from engine.manual_pairing import PairingWarning, Severity

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
        return dbapi.import_trf(trf, path, overwrite=path.exists())


class MainWindow(QMainWindow):
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
        self._checked: dict[tuple[object, ...], list[PairingWarning]] = {}
        """Warnings of pairings already checked, by round and pairing (``_pairing_key``)."""
        """The round the arbiter picked for the standings; None = follow the last complete round."""

        self.players_model = PlayersModel(self._edit_player_cell)
        self.players_model.edit_failed = lambda exc: self._refused("Correct player", exc)
        self.standings_model = StandingsModel()
        self.crosstable_model = CrosstableModel()
        self.audit_model = AuditModel()

        self.commands = Actions(self)
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

    # -- layout --------------------------------------------------------------------------------------
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
        rounds_menu = bar.addMenu("&Rounds")
        rounds_menu.addActions([a.pair, a.enter_results, a.previous_round, a.next_round])
        rounds_menu.addSeparator()
        rounds_menu.addActions([a.repair, a.delete_round, a.edit_pairing, a.check_pairing])
        rounds_menu.addSeparator()
        rounds_menu.addAction(a.explain)
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
        a.withdraw.triggered.connect(self.withdraw_player)
        a.reinstate.triggered.connect(self.reinstate_player)
        a.request_bye.triggered.connect(self.request_bye)
        a.cancel_bye.triggered.connect(self.cancel_bye)
        a.pair.triggered.connect(self.pair_next_round)
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
        self.welcome.open_recent.connect(self.open_path)
        self.players_view.table.view.doubleClicked.connect(lambda _i: None)
        self.jobs.busy_changed.connect(lambda _b: self._update_actions())
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)

    # -- files ---------------------------------------------------------------------------------------
    def new_tournament(self) -> None:
        if not self._can_leave():
            return
        dialog = NewTournamentDialog(self)
        if not self.prompts.run_dialog(dialog):
            return
        settings = dialog.settings()
        start = str(Path(self.settings.last_folder()) / (_file_stem(settings.name) + dbapi.FILE_SUFFIX))
        path = self.prompts.save_file(self, "Save the new tournament as", start, ARBITER_FILTER)
        if path is None:
            return
        path = _with_suffix(path)
        try:
            tf = self.opener.create(path, settings)
        except Exception as exc:
            self._refused("New tournament", exc)
            return
        self._set_file(tf)
        self.show_view(PLAYERS)

    def open_dialog(self) -> None:
        path = self.prompts.open_file(self, "Open a tournament", self.settings.last_folder(), ARBITER_FILTER)
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        if self.tf is not None and Path(self.tf.path).resolve() == Path(path).resolve():
            return True
        if not self._can_leave():
            return False
        try:
            tf = self.opener.open(Path(path))
        except Exception as exc:
            self._refused(f"Open {Path(path).name}", exc)
            if not Path(path).exists():
                self.settings.forget_recent_file(Path(path))
                self.welcome.set_recent(self.settings.recent_files())
            return False
        self._set_file(tf)
        self.show_view(ROUNDS if self._paired else PLAYERS)
        return True

    def import_trf_dialog(self) -> None:
        trf = self.prompts.open_file(
            self, "Continue a tournament from a TRF file", self.settings.last_folder(), TRF_FILTER
        )
        if trf is None:
            return
        start = str(trf.with_suffix(dbapi.FILE_SUFFIX))
        target = self.prompts.save_file(self, "Save the tournament as", start, ARBITER_FILTER)
        if target is None or not self._can_leave():
            return
        try:
            tf, report = self.opener.import_trf(trf, _with_suffix(target))
        except Exception as exc:
            self._refused(f"Import {trf.name}", exc)
            return
        self._set_file(tf)
        warnings = list(getattr(report, "warnings", ()))
        text = f"Read {getattr(report, 'players', '?')} players and {getattr(report, 'rounds', '?')} rounds."
        if warnings:
            text += "\n\n" + "\n".join(warnings[:20])
        self.prompts.info(self, f"Imported {trf.name}", text)
        self.show_view(ROUNDS if self._paired else PLAYERS)

    def export_trf_dialog(self) -> None:
        tf = self.tf
        if tf is None:
            return
        path = self.prompts.save_file(
            self, "Export TRF (rating report)", str(Path(tf.path).with_suffix(".trf")), TRF_FILTER
        )
        if path is None:
            return
        try:
            tf.export_trf_file(path)
        except Exception as exc:
            self._refused("Export TRF", exc)
            return
        self.statusBar().showMessage(f"Exported {path}", 5000)

    def close_file(self) -> bool:
        if not self._can_leave():
            return False
        self._show_file(None)
        return True

    def _can_leave(self) -> bool:
        """Nothing is unsaved (every operation is committed); only a running job must finish first."""
        if self.jobs.busy:
            self.prompts.error(self, "Please wait", BUSY)
            return False
        return True

    def _set_file(self, tf: dbapi.TournamentFile) -> None:
        self._show_file(tf)
        self.settings.add_recent_file(Path(tf.path))
        self.settings.set_last_folder(Path(tf.path).resolve().parent)

    def _show_file(self, tf: dbapi.TournamentFile | None) -> None:
        if self.tf is not None and self.tf is not tf:
            self.tf.close()
        self.tf = tf
        self.undo_stack.clear()
        self._standings_choice = None
        if tf is None:
            self.setWindowTitle("Arbiter Desk")
            self.welcome.set_recent(self.settings.recent_files())
            self.stack.setCurrentWidget(self.welcome)
            self.file_label.setText("")
            self.round_label.setText("")
            self._update_actions()
            return
        self.stack.setCurrentWidget(self.tabs)
        self.refresh(select_round=None)
        self._fit_all()

    # -- reading the file into the views -------------------------------------------------------------
    def refresh(self, select_round: int | None = None) -> None:
        """Reload what changed from the file. Standings, crosstable and audit are loaded when shown.

        A file that cannot be read any more (removed disk, damage) is reported, not raised into Qt."""
        try:
            self._refresh(select_round)
        except Exception as exc:
            self._refused("Read the tournament file", exc)

    def _refresh(self, select_round: int | None) -> None:
        tf = self.tf
        if tf is None:
            return
        self._event = tf.event()
        players = tf.players()
        self._players = {p.id: p for p in players}
        tournament = tf.tournament()
        infos = tf.rounds()
        rounds = [r.number for r in infos]
        self._paired = rounds[-1] if rounds else 0
        complete = max((r.number for r in infos if r.missing_results == 0), default=0)
        self.players_model.set_rows(player_rows(players, tournament, tf.byes()))
        current = self.rounds_view.selected_round()
        target = (
            select_round
            if select_round is not None
            else (current if current in rounds else (rounds[-1] if rounds else None))
        )
        self.rounds_view.set_rounds(rounds, target)
        self._tournament = tournament
        self._load_round()
        # standings after the last complete round, unless the arbiter picked another round to look at
        choice = self._standings_choice
        shown = choice if choice is not None and choice <= self._paired else complete
        self.standings_view.set_rounds(self._paired, shown, complete)
        self._dirty_views = {STANDINGS, CROSSTABLE, AUDIT}
        self._tab_changed(self.tabs.currentIndex())
        self._update_title()
        self._update_actions()

    def _load_round(self) -> None:
        tf = self.tf
        r = self.rounds_view.selected_round()
        if tf is None or r is None:
            self.rounds_view.model.set_rows([])
            self.rounds_view.status.setText("No round paired yet." if tf is not None else "")
            self.rounds_view.warnings.show_warnings(0, None)
            return
        info = tf.round(r)
        self.rounds_view.model.set_rows(board_rows(info, self._players, self._tournament))
        total = self._event.number_of_rounds if self._event else info.number
        status = _round_status(info, is_last=info.number == self._paired, total=total)
        warnings = self._checked.get(_pairing_key(info))
        if warnings:
            absolute = sum(1 for w in warnings if w.severity is Severity.ABSOLUTE)
            status = f"\u26a0 {len(warnings)} pairing warning(s), {absolute} absolute \u2014 " + status
        self.rounds_view.status.setText(status)
        self.rounds_view.warnings.show_warnings(info.number, warnings)
        if not self.rounds_view.table.currentIndex().isValid() and self.rounds_view.model.rowCount():
            self.rounds_view.table.go_to_row(0)

    def _standings_round_picked(self, after: int) -> None:
        self._standings_choice = after
        if self.jobs.busy:
            self._dirty_views.add(STANDINGS)
        else:
            self._load_standings()

    def _load_standings(self) -> None:
        tf = self.tf
        if tf is None:
            return
        after = self.standings_view.selected()
        codes = tuple(self._event.tiebreaks) if self._event else ()
        rows, shown_codes, note = standings_rows(tf, after, codes)
        self.standings_model.set_tiebreaks(shown_codes)
        self.standings_model.set_rows(rows)
        self.standings_view.note.setText(note)
        fit_columns(self.standings_view.table.view, 2)

    def _load_crosstable(self) -> None:
        tf = self.tf
        if tf is None:
            return
        # standings order: with the event's tie-breaks once the last round is complete, by points before
        complete = self._paired > 0 and tf.round(self._paired).missing_results == 0
        codes = tuple(self._event.tiebreaks) if complete and self._event else ()
        rows: list[StandingRow]
        rows, _codes, _note = standings_rows(tf, self._paired, codes)
        self.crosstable_model.set_rounds(self._paired)
        self.crosstable_model.set_rows(crosstable_rows(self._tournament, rows, self._paired))
        fit_columns(self.crosstable_view.table.view, None)

    def _load_audit(self) -> None:
        if self.tf is None:
            return
        names = {int(pid): p.name for pid, p in self._players.items()}
        self.audit_model.set_rows([AuditRow(e, summary(e, names)) for e in self.tf.audit_log()])
        fit_columns(self.audit_view.table.view, 4)

    def _tab_changed(self, index: int) -> None:
        if index not in self._dirty_views or self.tf is None or self.jobs.busy:
            return  # while a job writes, the file is not read: the view is loaded after it
        self._dirty_views.discard(index)
        loader = {STANDINGS: self._load_standings, CROSSTABLE: self._load_crosstable, AUDIT: self._load_audit}
        try:
            loader[index]()
        except Exception as exc:
            self._refused("Show " + self.tabs.tabText(index).replace("&", ""), exc)

    def _fit_all(self) -> None:
        fit_columns(self.players_view.table.view, 1)
        self.rounds_view.fit()

    def _update_title(self) -> None:
        tf, event = self.tf, self._event
        if tf is None or event is None:
            return
        self.setWindowTitle(f"{event.name} \u2014 Arbiter Desk")
        self.file_label.setText(str(tf.path))
        n = len(self._players)
        active = sum(1 for p in self._players.values() if not p.is_withdrawn)
        self.players_view.summary.setText(f"{n} players ({active} active)" if n != active else f"{n} players")
        self.players_view.hint.setText(
            "No players yet: Add player (Ctrl+Shift+A) or Import players from CSV; Continue a tournament "
            "from a TRF file is in the File menu."
            if n == 0
            else "Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes. When everyone is here: "
            "Pair round 1 (Ctrl+Shift+P)."
            if self._paired == 0
            else "Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes."
        )
        self.round_label.setText(f"Round {self._paired} of {event.number_of_rounds} paired")
        nxt = self._paired + 1
        label = f"Pair round {nxt}" if nxt <= event.number_of_rounds else "All rounds paired"
        self.commands.pair.setText(f"&{label}")
        self.rounds_view.pair_button.setText(label + "  (Ctrl+Shift+P)")

    def _update_actions(self) -> None:
        a = self.commands
        has_file = self.tf is not None
        idle = not self.jobs.busy
        for action in a.file_actions:
            action.setEnabled(has_file and idle)
        a.undo.setEnabled(has_file and idle and self.undo_stack.canUndo())
        a.redo.setEnabled(has_file and idle and self.undo_stack.canRedo())
        a.new.setEnabled(idle)
        a.open.setEnabled(idle)
        a.import_trf.setEnabled(idle)
        self.rounds_view.pair_button.setEnabled(has_file and idle)
        self.rounds_view.edit_button.setEnabled(has_file and idle and self._paired > 0)
        self.players_view.table.view.setEnabled(True)

    # -- players -------------------------------------------------------------------------------------
    def _selected_player(self) -> PlayerRow | None:
        row = self.players_view.table.current_row()
        return row if isinstance(row, PlayerRow) else None

    def _need_player(self, what: str) -> PlayerRow | None:
        row = self._selected_player()
        if row is None:
            self.prompts.error(self, what, "Select a player in the Players view first.")
        return row

    def add_player(self) -> None:
        tf = self.tf
        if tf is None:
            return
        note = ""
        if self._paired:
            note = (
                f"Late entry: the player is paired from round {self._paired + 1} on. Rounds 1-{self._paired} "
                "count as not played (zero points) unless you give a requested bye for them "
                "(Players \u25b8 Requested bye)."
            )
        dialog = PlayerDialog(self, note=note)
        if not self.prompts.run_dialog(dialog):
            return
        details = dialog.details()
        try:
            added = tf.add_player(details)
        except Exception as exc:
            self._refused("Add player", exc)
            return
        player_id = added.player.id
        current = [player_id]  # a redo registers the player again, under a new id

        def again() -> None:
            current[0] = tf.add_player(details).player.id

        self.undo_stack.push(
            OperationCommand(
                f"add {details.name}",
                again,
                lambda: tf.remove_player(current[0]),
                self.refresh,
                self._refused,
            )
        )
        self.refresh()
        self.players_view.table.select_key(player_id)
        if added.warnings:
            self.prompts.info(self, "Player added", "\n".join(added.warnings))
        self.statusBar().showMessage(f"Added {added.player.name} as number {added.player.number}", 5000)

    def _edit_player_cell(self, player_id: PlayerId, details: PlayerDetails) -> None:
        self._edit(player_id, details)

    def _edit(self, player_id: PlayerId, details: PlayerDetails) -> None:
        """Raises the refusal (the model shows it); pushes an undoable command on success."""
        tf = self.tf
        if tf is None:
            return
        if self.jobs.busy:
            raise ArbiterError(BUSY)
        old = tf.player(player_id).details
        tf.edit_player(player_id, details)
        self.undo_stack.push(
            OperationCommand(
                f"edit {old.name}",
                lambda: tf.edit_player(player_id, details),
                lambda: tf.edit_player(player_id, old),
                self.refresh,
                self._refused,
            )
        )
        QTimer.singleShot(0, self.refresh)  # after the view's commit of the edited cell

    def edit_player(self) -> None:
        row = self._need_player("Edit player")
        if row is None:
            return
        dialog = PlayerDialog(self, row.record.details)
        if not self.prompts.run_dialog(dialog):
            return
        try:
            self._edit(row.record.id, dialog.details())
        except Exception as exc:
            self._refused("Edit player", exc)

    def import_csv_dialog(self) -> None:
        from arbiter_gui.csv_import import read_players_csv_file

        tf = self.tf
        if tf is None:
            return
        path = self.prompts.open_file(
            self, "Import players from CSV", self.settings.last_folder(), "CSV (*.csv *.txt);;All files (*)"
        )
        if path is None:
            return
        try:
            players = read_players_csv_file(path)
        except Exception as exc:
            self._refused(f"Import {path.name}", exc)
            return
        added = 0
        for details in players:
            try:
                tf.add_player(details)
            except Exception as exc:
                self._refused(f"Import {path.name}: {details.name}", exc)
                break
            added += 1
        self.refresh()
        self.statusBar().showMessage(f"Imported {added} players from {path.name}", 5000)

    def withdraw_player(self) -> None:
        tf = self.tf
        row = self._need_player("Withdraw player")
        if tf is None or row is None:
            return
        rec = row.record
        nxt = self._paired + 1
        if not self.prompts.confirm(
            self,
            "Withdraw player",
            f"Withdraw {rec.name} (no. {rec.number}) from round {nxt} on?\n"
            "Results already played stay; the player is no longer paired.",
        ):
            return
        self._run(
            f"withdraw {rec.name}",
            lambda: tf.withdraw_player(rec.id, nxt),
            lambda: tf.reinstate_player(rec.id),
        )

    def reinstate_player(self) -> None:
        tf = self.tf
        row = self._need_player("Reinstate player")
        if tf is None or row is None:
            return
        rec = row.record
        old = rec.withdrawn_from_round
        self._run(
            f"reinstate {rec.name}",
            lambda: tf.reinstate_player(rec.id),
            lambda: tf.withdraw_player(rec.id, old),
        )

    def request_bye(self) -> None:
        tf = self.tf
        row = self._need_player("Requested bye")
        if tf is None or row is None or self._event is None:
            return
        rec = row.record
        dialog = ByeRequestDialog(
            self, f"{rec.name} (no. {rec.number})", 1, self._event.number_of_rounds, self._paired + 1
        )
        if not self.prompts.run_dialog(dialog):
            return
        rnd, kind = dialog.choice()
        self._run(
            f"bye for {rec.name} in round {rnd}",
            lambda: tf.request_bye(rnd, rec.id, kind),
            lambda: tf.cancel_bye(rnd, rec.id),
        )

    def cancel_bye(self) -> None:
        tf = self.tf
        row = self._need_player("Cancel requested bye")
        if tf is None or row is None:
            return
        rec = row.record
        upcoming = [b for b in tf.byes() if b.player == rec.id and b.round > self._paired]
        if not upcoming:
            self.prompts.error(
                self, "Cancel requested bye", f"{rec.name} has no requested bye in a coming round."
            )
            return
        bye = upcoming[0]
        self._run(
            f"cancel bye of {rec.name} in round {bye.round}",
            lambda: tf.cancel_bye(bye.round, rec.id),
            lambda: tf.request_bye(bye.round, rec.id, bye.kind),
        )

    # -- rounds --------------------------------------------------------------------------------------
    def pair_next_round(self) -> None:
        tf = self.tf
        if tf is None or self.jobs.busy:
            return
        nxt = self._paired + 1
        self.show_view(ROUNDS)
        self.rounds_view.show_progress(0, 0, f"Pairing round {nxt}\u2026")
        self.statusBar().showMessage(f"Pairing round {nxt}\u2026")
        self.jobs.start(
            lambda progress: tf.pair_next_round(pairer=self.pairer, progress=progress),
            self._paired_done,
            lambda exc: self._pairing_failed(f"Pair round {nxt}", exc),
            self.rounds_view.show_progress,
        )

    def repair_last_round(self) -> None:
        tf = self.tf
        if tf is None or self.jobs.busy or not self._paired:
            return
        last = self._paired
        if not self.prompts.confirm(
            self,
            "Re-pair round",
            f"Delete the pairing of round {last} and pair it "
            "again (for example after a late entry or a withdrawal)?",
        ):
            return
        self.rounds_view.show_progress(0, 0, f"Re-pairing round {last}\u2026")
        self.jobs.start(
            lambda progress: tf.repair_last_round(pairer=self.pairer, progress=progress),
            self._paired_done,
            lambda exc: self._pairing_failed(f"Re-pair round {last}", exc),
            self.rounds_view.show_progress,
        )

    def _paired_done(self, info: RoundInfo) -> None:
        self.rounds_view.hide_progress()
        self.statusBar().showMessage(
            f"Round {info.number} paired: {len(info.boards)} boards. Type the results (1, =, 0, +, -).", 8000
        )
        self.undo_stack.clear()  # earlier commands may no longer apply to the new pairing
        self.refresh(select_round=info.number)
        self.rounds_view.fit()
        self.focus_results()

    def _pairing_failed(self, title: str, exc: BaseException) -> None:
        self.rounds_view.hide_progress()
        self.statusBar().clearMessage()
        self._refused(title, exc)
        self.refresh()

    def delete_last_round(self) -> None:
        tf = self.tf
        if tf is None or self.jobs.busy or not self._paired:
            return
        last = self._paired
        if not self.prompts.confirm(
            self,
            "Delete round",
            f"Delete the pairing of round {last}? This is only possible while it has no results.",
        ):
            return
        try:
            tf.delete_last_round()
        except Exception as exc:
            self._refused(f"Delete round {last}", exc)
            return
        self.undo_stack.clear()
        self.refresh(select_round=last - 1 if last > 1 else None)
        self.statusBar().showMessage(f"Round {last} deleted", 5000)

    def explain_pairing(self) -> None:
        """The engine's bracket-by-bracket account of the selected round, recomputed from the exact input
        the round was paired with (on the worker: it re-runs the pairing)."""
        tf = self.tf
        rnd = self.rounds_view.selected_round()
        if tf is None or rnd is None or self.jobs.busy:
            return
        stored = tf.stored_pairing_input(rnd)
        if not stored:
            self.prompts.error(
                self, "Explain pairing", f"Round {rnd} was not paired by Arbiter Desk (imported)."
            )
            return

        def explain(_progress: Callable[[int, int, str], None]) -> str:
            from engine.dutch import explain_round
            from engine.trf import read_trf

            return str(explain_round(read_trf(stored), rnd))

        self.rounds_view.show_progress(0, 0, f"Explaining round {rnd}\u2026")
        self.jobs.start(
            explain,
            lambda text: self._show_explanation(rnd, text),
            lambda exc: self._pairing_failed("Explain pairing", exc),
        )

    def edit_pairing(self) -> None:
        """The arbiter changes the last round's pairing by hand (C.04.2 art. 4.4), before any result;
        ``db`` stores it and the rules it breaks are listed under the boards."""
        tf = self.tf
        if tf is None or self.jobs.busy or not self._paired:
            return
        rnd = self._paired
        title = f"Edit pairing of round {rnd}"
        try:
            info = tf.round(rnd)
        except Exception as exc:
            self._refused(title, exc)
            return
        if info.missing_results < len(info.boards):
            self.prompts.error(
                self, title, f"Round {rnd} already has results; clear them before you change its pairing."
            )
            return
        number_of = {pid: int(p.number) for pid, p in self._players.items()}
        id_of = {n: pid for pid, n in number_of.items()}
        dialog = EditPairingDialog(
            self,
            rnd,
            [(int(b.white_number), int(b.black_number)) for b in info.boards],
            None if info.pairing_bye is None else number_of.get(info.pairing_bye),
            {int(p.number): p.name for p in self._players.values()},
        )
        if not self.prompts.run_dialog(dialog):
            return
        try:
            numbers, bye_number = dialog.pairing()
            unknown = sorted({n for pair in numbers for n in pair} - set(id_of))
            if bye_number is not None and bye_number not in id_of:
                unknown.append(bye_number)
            if unknown:
                raise ValueError(f"no player has pairing number {', '.join(map(str, unknown))}")
        except ValueError as exc:
            self._refused(title, exc)
            return
        boards = [(id_of[w], id_of[b]) for w, b in numbers]
        bye = None if bye_number is None else id_of[bye_number]
        old_boards = [(b.white, b.black) for b in info.boards]
        old_bye = info.pairing_bye

        def changed(result: object) -> None:
            assert isinstance(result, PairingChange)
            self._checked[_pairing_key(result.round)] = list(result.warnings)
            self.refresh()

        def first_change(result: object) -> None:
            changed(result)
            assert isinstance(result, PairingChange)
            count = len(result.warnings)
            self.statusBar().showMessage(
                f"Round {rnd}: pairing changed; it breaks {count} rule(s), listed under the boards"
                if count
                else f"Round {rnd}: pairing changed; it breaks no rule checked",
                8000,
            )

        if self.rounds_view.selected_round() != rnd:
            self.rounds_view.set_rounds(list(range(1, self._paired + 1)), rnd)
        self._run_job(
            f"edit pairing of round {rnd}",
            f"Checking the new pairing of round {rnd}\u2026",
            lambda: tf.set_pairing(rnd, boards, bye),
            lambda: tf.set_pairing(rnd, old_boards, old_bye),
            changed,
            first_change,
        )

    def check_pairing(self) -> None:
        """Every rule the selected round's pairing breaks (on the worker: it pairs the round to compare)."""
        tf = self.tf
        rnd = self.rounds_view.selected_round()
        if tf is None or rnd is None or self.jobs.busy:
            return
        key = _pairing_key(tf.round(rnd))

        def checked(warnings: list[PairingWarning]) -> None:
            self.rounds_view.hide_progress()
            self._checked[key] = warnings
            self._load_round()

        self.rounds_view.show_progress(0, 0, f"Checking round {rnd}\u2026")
        self.jobs.start(
            lambda _progress: tf.pairing_warnings(rnd),
            checked,
            lambda exc: self._pairing_failed("Check pairing rules", exc),
        )

    def _show_explanation(self, rnd: int, text: str) -> None:
        from arbiter_gui.dialogs.text import TextDialog

        self.rounds_view.hide_progress()
        dialog = TextDialog(
            self,
            f"Round {rnd}: how it was paired",
            "Score brackets from the top (C.04.3): the residents, players moved down (MDPs), the "
            "pairs made and who floated down. Numbers are pairing numbers.",
            text,
        )
        self.prompts.run_dialog(dialog)

    def edit_event(self) -> None:
        tf = self.tf
        if tf is None or self._event is None:
            return
        dialog = NewTournamentDialog(self)
        try:
            accelerations = tf.accelerations()
            baku = bool(accelerations) and (self._paired > 0 or tf.baku_edition() is not None)
        except Exception as exc:
            self._refused("Tournament settings", exc)
            return
        dialog.load(self._event, self._paired, baku, other_acceleration=bool(accelerations) and not baku)
        if not self.prompts.run_dialog(dialog):
            return
        old, new = self._event, dialog.settings()
        if new != old and not self._run(
            "change tournament settings", lambda: tf.update_event(new), lambda: tf.update_event(old)
        ):
            return
        if not dialog.baku.isEnabled():
            return  # round 1 is paired: the acceleration stays as it is
        if dialog.baku.isChecked() and not baku:
            self._run(
                "Baku acceleration",
                lambda: tf.apply_baku_acceleration(),
                lambda: tf.set_accelerations(accelerations),
            )
        elif not dialog.baku.isChecked() and baku:
            self._run(
                "remove the acceleration", tf.remove_acceleration, lambda: tf.set_accelerations(accelerations)
            )

    def enter_result(self, board: int, result: GameResult | None) -> None:
        tf = self.tf
        rnd = self.rounds_view.selected_round()
        if tf is None or rnd is None:
            return
        if self.jobs.busy:
            self.statusBar().showMessage("Wait until the pairing is done.", 3000)
            return
        old = next((b.result for b in tf.round(rnd).boards if b.board == board), None)
        if old is result:
            return
        label = result.label if result is not None else "no result"
        self._run(
            f"round {rnd} board {board}: {label}",
            lambda: tf.set_result(rnd, board, result),
            lambda: tf.set_result(rnd, board, old),
            keep_round=True,
        )

    def focus_results(self) -> None:
        self.show_view(ROUNDS)
        table = self.rounds_view.table
        table.setFocus()
        if not table.currentIndex().isValid():
            table.go_to_row(0)
        else:
            first_missing = next(
                (
                    i
                    for i, r in enumerate(table.boards.rows)
                    if r.board is not None and r.board.result is None
                ),
                None,
            )
            if first_missing is not None:
                table.go_to_row(first_missing)

    def _step_round(self, step: int) -> None:
        picker = self.rounds_view.round_picker
        i = picker.currentIndex() + step
        if 0 <= i < picker.count():
            picker.setCurrentIndex(i)

    # -- printing ------------------------------------------------------------------------------------
    def print_document(self, pdf: bool) -> None:
        from arbiter_gui.printing import print_current

        if self.tf is None:
            return
        try:
            print_current(self, pdf)
        except Exception as exc:
            self._refused("Print", exc)

    # -- helpers -------------------------------------------------------------------------------------
    def _run(
        self, text: str, do: Callable[[], object], undo: Callable[[], object], keep_round: bool = False
    ) -> bool:
        """Carry out one ``db`` operation; on success push it on the undo stack, else show the reason."""
        if self.tf is None:
            return False
        try:
            do()
        except Exception as exc:
            self._refused(text[:1].upper() + text[1:], exc)
            return False
        self.undo_stack.push(OperationCommand(text, do, undo, self.refresh, self._refused))
        self.refresh()
        return True

    def _run_job(
        self,
        text: str,
        busy_text: str,
        do: Callable[[], object],
        undo: Callable[[], object],
        applied: Callable[[object], None],
        first_applied: Callable[[object], None] | None = None,
    ) -> None:
        """``_run`` for an operation too slow for the UI thread: carried out on the worker (the window
        stays responsive), pushed on the undo stack as a ``JobCommand`` once done, shown by ``applied``
        (``first_applied`` the first time); a refusal is shown with its reason."""
        if self.tf is None or self.jobs.busy:
            return
        self.rounds_view.show_progress(0, 0, busy_text)
        self.statusBar().showMessage(busy_text)

        def done(result: object) -> None:
            self.rounds_view.hide_progress()
            self.statusBar().clearMessage()
            self.undo_stack.push(JobCommand(text, do, undo, applied, self.refresh, self._refused))
            (first_applied or applied)(result)

        self.jobs.start(
            lambda _progress: do(),
            done,
            lambda exc: self._pairing_failed(text[:1].upper() + text[1:], exc),
        )

    def undo(self) -> None:
        self._undo_redo(undo=True)

    def redo(self) -> None:
        self._undo_redo(undo=False)

    def _undo_redo(self, undo: bool) -> None:
        """Edit > Undo / Redo. A ``JobCommand``'s operation runs on the worker first; the stack moves
        when it has ended (with its outcome), so the window never waits for it."""
        stack = self.undo_stack
        index = stack.index() - 1 if undo else stack.index()
        move = stack.undo if undo else stack.redo
        command = stack.command(index) if 0 <= index < stack.count() else None
        if not isinstance(command, JobCommand):
            move()
            return
        if self.jobs.busy:
            return
        busy_text = f"{'Undoing' if undo else 'Redoing'} {command.text()}\u2026"
        self.rounds_view.show_progress(0, 0, busy_text)
        self.statusBar().showMessage(busy_text)

        def ended(result: object, error: BaseException | None) -> None:
            self.rounds_view.hide_progress()
            self.statusBar().clearMessage()
            if stack.index() != (index + 1 if undo else index) or stack.command(index) is not command:
                self.refresh()  # the stack was cleared meanwhile (closing): only show the file
                return
            command.settle(result, error)
            move()

        self.jobs.start(
            lambda _progress: command.operation(undo)(),
            lambda result: ended(result, None),
            lambda exc: ended(None, exc),
        )

    def _refused(self, title: str, exc: BaseException) -> None:
        self.prompts.error(self, title, exc)
        self.statusBar().showMessage(f"{title}: {reason(exc)}", 8000)

    def focus_filter(self) -> None:
        widget = self.tabs.currentWidget()
        table = getattr(widget, "table", None)
        line = getattr(table, "filter", None)
        if line is not None:
            line.setFocus()
            line.selectAll()

    def show_view(self, index: int) -> None:
        if self.tf is not None:
            self.tabs.setCurrentIndex(index)

    def show_shortcuts(self) -> None:
        from arbiter_gui.dialogs.text import TextDialog

        dialog = TextDialog(
            self, "Keyboard shortcuts", "Every command is also in the menus.", self.commands.shortcut_text()
        )
        self.prompts.run_dialog(dialog)

    def show_about(self) -> None:
        self.prompts.info(
            self,
            "About Arbiter Desk",
            "Arbiter Desk: run a FIDE Swiss tournament offline (Dutch system pairings, "
            "results, tie-breaks, printing).\nEvery change is written to the tournament file "
            "at once and recorded in its audit log.",
        )

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        for f in self.settings.recent_files():
            action = QAction(str(f), self.recent_menu)
            action.triggered.connect(lambda _=False, f=f: self.open_path(f))
            self.recent_menu.addAction(action)
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction("(none)").setEnabled(False)

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
        event.accept()


def _round_status(info: RoundInfo, is_last: bool, total: int) -> str:
    """The status line above the boards, with the next step for the last round."""
    missing = info.missing_results
    played = len(info.boards) - missing
    text = f"{len(info.boards)} boards, {played} results entered"
    if missing:
        return text + f", {missing} missing"
    text += " \u2014 round complete"
    if is_last and info.number < total:
        text += f"; next: pair round {info.number + 1} (Ctrl+Shift+P)"
    elif is_last:
        text += "; the tournament is finished: see Standings (Ctrl+3)"
    return text


def _pairing_key(info: RoundInfo) -> tuple[object, ...]:
    """A round's pairing (players by id, colours, PAB): checked warnings stay valid while it is the same."""
    return (info.number, tuple((b.white, b.black) for b in info.boards), info.pairing_bye)


def _file_stem(name: str) -> str:
    keep = "".join(c if c.isalnum() or c in " -_" else " " for c in name)
    return "_".join(keep.split()) or "tournament"


def _with_suffix(path: Path) -> Path:
    return path if path.suffix else path.with_suffix(dbapi.FILE_SUFFIX)


def shortcut_of(action: QAction) -> str:
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


__all__ = ["FileOpener", "MainWindow", "QWidget"]
