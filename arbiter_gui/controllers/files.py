"""The File menu: new, open (also recent files), import and export TRF, save a copy, close, tournament
settings; the timed backups of the open file.

Every ``db.backups.TIMED_BACKUP_MINUTES`` minutes the controller asks ``TournamentFile.timed_backup`` for a
copy; ``db`` writes one only when something changed since the last copy, and prunes old ones. A failed
timed backup is said in the status bar (the tournament itself is not affected). The copies (timed backups
and File > Save a copy) are written on the worker's ``COPIES`` lane, so that a big file or a slow USB stick
never freezes the window; the open file is not closed before they end (``can_leave``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QWidget

import operations
from arbiter_gui.collector import give_up_read, hold_for_read, release_after_close, settle_after_read
from arbiter_gui.controllers.base import Controller
from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from arbiter_gui.dialogs.venue_server import VenueServerDialog
from arbiter_gui.errors import describe
from arbiter_gui.file_filters import TOURNAMENTS, TRF_FILES, file_filter
from arbiter_gui.operations import Operations
from arbiter_gui.plain_text import action_text, tooltip
from arbiter_gui.prompts import Prompts
from arbiter_gui.session import FileState
from arbiter_gui.settings import AppSettings
from arbiter_gui.snapshot import RunningScores, running_scores
from arbiter_gui.venue_connect import Connected, VenueConnection
from arbiter_gui.views.simple import WelcomeView
from arbiter_gui.worker import COPIES, DOCUMENTS, FILE, WEB, Job, JobContext
from db.backups import TIMED_BACKUP_MINUTES
from db.errors import ReadOnlyFile
from db.location import ServerAddress
from db.server import ServerNeedsPassword
from engine.acceleration import Edition
from engine.errors import ArbiterError
from engine.model import Acceleration
from engine.standings import StandingsTable
from operations import tournament_file as dbapi
from operations.server_event import ServerEvent
from values import EventSettings, FileSnapshot, TrfImportPreview

translate = QCoreApplication.translate


class FileOpener:
    """How the window creates and opens files (``db``'s functions; a seam for tests)."""

    def create(self, path: Path, settings: EventSettings) -> dbapi.TournamentFile:
        return dbapi.create(path, settings, overwrite=path.exists())

    def open(self, path: Path) -> dbapi.TournamentFile:
        """The file to work on; on a read-only drive or folder it is opened to read (views, print,
        export, save a copy) with a notice saying so, and every change is refused
        (``operations.ReadOnlyFile``)."""
        try:
            return dbapi.open_file(path)
        except ReadOnlyFile as exc:
            tf = dbapi.open_file(path, read_only=True)
            tf.notices.append(f"opened read-only: {exc}")
            return tf

    def connect(self, address: ServerAddress) -> dbapi.TournamentFile:
        """The event in a venue server's database (``operations.open_file`` takes its address)."""
        return operations.open_file(address)

    def preview_trf(self, trf: Path, *, lenient: bool = False) -> TrfImportPreview:
        """What importing ``trf`` would do (``operations.preview_trf``), placeholders of the bye taken out."""
        return dbapi.preview_trf(trf, lenient=lenient)

    def import_trf(
        self, trf: Path, path: Path, *, lenient: bool = False, keep_placeholders: bool = False
    ) -> tuple[dbapi.TournamentFile, Any]:
        return dbapi.import_trf(
            trf, path, overwrite=path.exists(), lenient=lenient, keep_placeholders=keep_placeholders
        )


class FilesController(Controller):
    """Opens, creates and closes tournament files; the event's settings; TRF in and out."""

    def __init__(
        self,
        ops: Operations,
        prompts: Prompts,
        parent: QWidget,
        settings: AppSettings,
        opener: FileOpener,
        welcome: WelcomeView,
        recent_menu: QMenu,
        opened: Callable[[], None],
        shared: Callable[[], Sequence[StandingsTable]] = tuple,
    ) -> None:
        super().__init__(ops, prompts, parent)
        self._shared = shared
        """The standings the window computed for the current state (the TRF ranks)."""
        self.settings = settings
        self.opener = opener
        self.welcome = welcome
        self.recent_menu = recent_menu
        self._opened = opened
        """Called once a file is shown (the window picks the view to show)."""
        welcome.open_recent.connect(self.open_path)
        welcome.forget_missing.clicked.connect(self.forget_missing)
        recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.backup_timer = QTimer(parent)
        """Asks for a timed backup every ``TIMED_BACKUP_MINUTES`` (``timed_backup``)."""
        self.backup_timer.setInterval(TIMED_BACKUP_MINUTES * 60 * 1000)
        self.backup_timer.timeout.connect(self.timed_backup)
        self.backup_timer.start()
        self._pending: list[dbapi.TournamentFile] = []
        """A file opened on the worker and not shown yet (``open_on_worker``)."""
        self.connection = VenueConnection(
            self.worker, self.progress, self.status, opener.connect, self._free, lambda: self.session.state
        )
        """The connection to a venue server under way (``connect_address``)."""

    def can_leave(self) -> bool:
        """Nothing is unsaved (every operation is committed); only a running pairing must finish first. A
        copy being written (a backup, Save a copy) and a web folder being written are waited for: they
        read the file, and end on their own, each file complete or not there at all."""
        if self.ops.refuse_if_busy(translate("FilesController", "Please wait")):
            return False  # a pairing, or what was typed at a venue server's desk, not stored yet
        self.worker.wait(COPIES)
        self.worker.wait(WEB)
        return True

    # -- new, open, import -------------------------------------------------------------------------
    def new_tournament(self) -> None:
        if not self.can_leave():
            return
        dialog = NewTournamentDialog(self.parent_widget)
        path: Path | None = None
        while True:  # a refusal shows the form again, with everything typed kept
            if not self.prompts.run_dialog(dialog):
                return
            settings = dialog.settings()
            if path is None:
                start = str(
                    Path(self.settings.last_folder()) / (file_stem(settings.name) + dbapi.FILE_SUFFIX)
                )
                chosen = self.prompts.save_file(
                    self.parent_widget,
                    translate("FilesController", "Save the new tournament as"),
                    start,
                    file_filter(TOURNAMENTS),
                )
                if chosen is None:
                    return
                path = with_suffix(chosen)
            ok, tf = self.errors.attempt(
                translate("FilesController", "New tournament"), partial(self.opener.create, path, settings)
            )
            if ok and tf is not None:
                self.show_file(tf)
                return

    def open_dialog(self) -> None:
        path = self.prompts.open_file(
            self.parent_widget,
            translate("FilesController", "Open a tournament"),
            self.settings.last_folder(),
            file_filter(TOURNAMENTS),
        )
        if path is not None:
            self.open_path(path)

    def connect_dialog(self) -> None:
        """File > Connect to venue server: the address and the password (never stored); the event
        opens as a file does, connected to and read on the worker (``connect_address``). A refusal (out
        of reach, login refused, no event there) shows the form again with what was typed."""
        if not self.can_leave():
            return
        self._ask_address(VenueServerDialog(self.parent_widget))

    def connect_address(self, address: ServerAddress) -> Job:
        """The event at a venue server's URL given to the program (``arbiter postgresql://USER@HOST/DB``),
        opened as File > Connect to venue server opens it, the password from ``PGPASSWORD``; when the
        server asks for one, that dialog comes with the address filled in.

        The connection and the event's first read are made on the worker's ``CONNECT`` lane
        (``arbiter_gui.venue_connect``): the window never waits for the network; the event shown until
        then stays open and worked on, and is replaced once the new one is read. Returns the job."""
        return self._connect(address, None)

    def _ask_address(self, dialog: VenueServerDialog) -> None:
        """Connect to the address the dialog is given (cancelled: nothing happens)."""
        if self.prompts.run_dialog(dialog):
            self._connect(dialog.address(), dialog)

    def _connect(self, address: ServerAddress, dialog: VenueServerDialog | None) -> Job:
        """Connect to ``address`` on the worker; a refusal is told in one sentence, then the form
        ``dialog`` comes again with what was typed (no dialog: the URL's form with its address, when the
        server asks for a password none gave)."""
        title = translate("FilesController", "Connect to {name}").format(name=address.name)

        def failed(exc: BaseException) -> None:
            if dialog is None and isinstance(exc, ServerNeedsPassword):
                self._ask_address(VenueServerDialog(self.parent_widget, address=address))
                return
            self.errors.failed(title, exc, read_again=False)
            if dialog is not None and isinstance(exc, ArbiterError):
                self._ask_address(dialog)

        return self.connection.start(address, self._show_connected, failed)

    def _show_connected(self, connected: Connected) -> None:
        """The event of a venue server connected to and read on the worker, shown in place of the
        event shown until now (which is closed)."""
        self.stack.clear()
        self.session.open_read(connected.tf, connected.snapshot, connected.marker, connected.scores)
        release_after_close()
        self._file_shown(connected.tf)

    def _free(self) -> bool:
        """Whether another event may be shown now: nothing of the event shown is under way on the worker
        (a pairing, a write of the desk, a copy, the web folder), and no modal dialog is open (it works on
        the event shown: its write would find it closed)."""
        worker = self.worker
        busy = worker.busy or self.ops.storing or worker.outstanding(COPIES) or worker.outstanding(WEB)
        return not busy and QApplication.activeModalWidget() is None

    def open_path(self, path: Path) -> bool:
        path = Path(path)
        tf = self.session.tf
        if tf is not None and Path(tf.path).resolve() == path.resolve():
            return True
        if not self.can_leave():
            return False
        if not path.exists() and path.resolve() in self.settings.recent_files():
            if self.prompts.confirm(
                self.parent_widget,
                translate("FilesController", "Open {name}").format(name=path.name),
                translate(
                    "FilesController",
                    "{path} is no longer there (moved, renamed, or on a disk that is not plugged in).\n\n"
                    "Remove it from the recent tournaments?",
                ).format(path=path),
            ):
                self.settings.forget_recent_file(path)
                self.welcome.set_recent(self.settings.recent())
            return False
        if reads_on_worker(path):
            self.open_on_worker(path)
            return True
        ok, opened = self.errors.attempt(
            translate("FilesController", "Open {name}").format(name=path.name), lambda: self.opener.open(path)
        )
        if not ok or opened is None:
            return False
        self.show_file(opened)
        return True

    def open_on_worker(self, path: Path) -> Job:
        """Open ``path`` and read it on the worker's ``FILE`` lane (a 9,999-player file takes seconds):
        the previous file is closed first, the window shows the welcome page with the progress panel
        meanwhile (every command on a file waits, as during a pairing), then every view fills at once.
        A refusal (locked, not a tournament file ...) is shown as when opening on the UI thread."""
        self.show_file(None)
        title = translate("FilesController", "Open {name}").format(name=path.name)
        reading = translate("FilesController", "Reading {name}\u2026").format(name=path.name)
        task = self.progress.start(reading)
        self.status(reading, 0)
        opener, pending = self.opener, self._pending
        hold_for_read()  # what the read makes lives as long as the file is open (arbiter_gui.collector)

        def read(_context: JobContext) -> tuple[dbapi.TournamentFile, FileSnapshot, int, RunningScores]:
            tf = opener.open(path)
            pending.append(tf)  # closed by ``drop_pending`` if the window goes before it is shown
            marker = tf.change_marker()  # before the snapshot: a change meanwhile is seen again
            snapshot = tf.snapshot()
            return tf, snapshot, marker, running_scores(snapshot.tournament)

        def done(read_file: tuple[dbapi.TournamentFile, FileSnapshot, int, RunningScores]) -> None:
            self.progress.finish(task)
            self.status("", 0)
            tf, snapshot, marker, scores = read_file
            pending.remove(tf)
            self.stack.clear()
            self.session.open_read(tf, snapshot, marker, scores)
            self._file_shown(tf)
            settle_after_read()

        def failed(exc: BaseException) -> None:
            self.progress.finish(task)
            self.status("", 0)
            settle_after_read()
            self.drop_pending()
            self.errors.failed(title, exc, read_again=False)

        return self.worker.start(read, done, failed, lane=FILE, name=title)

    def drop_pending(self) -> None:
        """Close a file opened on the worker but not shown (it failed to read, or the window closes), and
        let the collector go on: the read it held off for will not be shown."""
        while self._pending:
            self._pending.pop().close()
        give_up_read()

    def import_trf(self) -> None:
        """Continue an event from a TRF: the file is read first (``operations.preview_trf``); a doubtful file
        is imported with warnings only if the arbiter says so (``--lenient``), placeholder players of the
        bye are taken out unless the arbiter keeps them (``--keep-dummies``); then the import, and what
        it read and interpreted."""
        trf = self.prompts.open_file(
            self.parent_widget,
            translate("FilesController", "Continue a tournament from a TRF file"),
            self.settings.last_folder(),
            file_filter(TRF_FILES),
        )
        if trf is None:
            return
        title = translate("FilesController", "Import {name}").format(name=trf.name)
        ok, preview = self.errors.attempt(title, lambda: self.opener.preview_trf(trf))
        if not ok or preview is None:
            return
        lenient = False
        if preview.refused is not None:
            if not preview.lenient_warnings:
                self.errors.refused(title, preview.refused)
                return
            question = translate(
                "FilesController",
                "{refused}\n\nImport it anyway, with a warning for each such line?\n\n{warnings}",
            ).format(refused=preview.refused, warnings="\n".join(preview.lenient_warnings[:10]))
            if not self.prompts.confirm(self.parent_widget, title, question):
                return
            lenient = True
            ok, preview = self.errors.attempt(title, lambda: self.opener.preview_trf(trf, lenient=True))
            if not ok or preview is None:
                return
        keep = False
        if preview.placeholders:
            keep = not self.prompts.confirm(
                self.parent_widget,
                title,
                translate(
                    "FilesController",
                    "{players}: placeholder players that stand for the bye, as some programs write it.\n\n"
                    "Take them out of the list? Their games become the byes they stand for. "
                    "No keeps them as players.",
                ).format(players=", ".join(preview.placeholders)),
            )
        start = str(trf.with_suffix(dbapi.FILE_SUFFIX))
        target = self.prompts.save_file(
            self.parent_widget,
            translate("FilesController", "Save the tournament as"),
            start,
            file_filter(TOURNAMENTS),
        )
        if target is None or not self.can_leave():
            return
        ok, outcome = self.errors.attempt(
            title,
            lambda: self.opener.import_trf(trf, with_suffix(target), lenient=lenient, keep_placeholders=keep),
        )
        if not ok or outcome is None:
            return
        tf, report = outcome
        self.show_file(tf)
        warnings = list(getattr(report, "warnings", ()))
        text = translate("FilesController", "Read {players} players and {rounds} rounds.").format(
            players=getattr(report, "players", "?"), rounds=getattr(report, "rounds", "?")
        )
        edition = getattr(report, "edition", "")
        if edition:
            text += "\n" + edition
        if warnings:
            text += "\n\n" + "\n".join(warnings[:20])
        self.prompts.info(
            self.parent_widget, translate("FilesController", "Imported {name}").format(name=trf.name), text
        )

    def show_file(self, tf: dbapi.TournamentFile | None) -> None:
        """Show ``tf`` (None: the welcome page): every view starts afresh with it. The file shown before
        is closed, and what the collector kept of it out of its walks given back (``release_after_close``).
        A later choice than a connection under way: that connection is dropped (``VenueConnection``)."""
        self.connection.drop()
        self.stack.clear()
        ok, _ = self.errors.attempt(
            translate("FilesController", "Read the tournament file"), lambda: self.session.open(tf)
        )
        if not ok:
            self.session.open(None)
        release_after_close()
        if not ok:
            return
        self._file_shown(tf)

    def _file_shown(self, tf: dbapi.TournamentFile | None) -> None:
        """The session shows ``tf`` now (None: the welcome page): the recent files, the view to show."""
        state = self.session.state
        if tf is not None and state is not None:
            if not isinstance(tf, ServerEvent):  # a server's event is no file of the recent files
                self.settings.add_recent_file(Path(tf.path), state.event.name)
                self.settings.set_last_folder(Path(tf.path).resolve().parent)
            self._opened()
            self.show_notices()
        else:
            self.welcome.set_recent(self.settings.recent())

    def close_file(self) -> bool:
        if not self.can_leave():
            return False
        self.show_file(None)
        return True

    # -- recent files --------------------------------------------------------------------------------
    def fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self.settings.recent()
        for i, f in enumerate(files, 1):
            shown = action_text(f"{f.title}  ({f.path.name})")
            label = f"&{i} {shown}" if i < 10 else shown
            action = QAction(
                label
                if f.exists
                else translate("FilesController", "{label} \u2014 missing").format(label=label),
                menu,
            )
            action.setToolTip(tooltip(str(f.path)))
            action.setStatusTip(
                str(f.path)
                if f.exists
                else translate("FilesController", "{path} is no longer there").format(path=f.path)
            )
            action.triggered.connect(lambda _=False, p=f.path: self.open_path(p))
            menu.addAction(action)
        if not files:
            menu.addAction(translate("FilesController", "(none)")).setEnabled(False)
        if any(not f.exists for f in files):
            menu.addSeparator()
            menu.addAction(
                translate("FilesController", "Remove the &missing files from this list"), self.forget_missing
            )

    def forget_missing(self) -> None:
        removed = self.settings.forget_missing_files()
        self.welcome.set_recent(self.settings.recent())
        self.status(
            translate(
                "FilesController", "Removed %n missing file(s) from the recent tournaments", None, removed
            ),
            5000,
        )

    # -- TRF out, settings ------------------------------------------------------------------------------
    def export_trf(self) -> None:
        """The TRF for rating submission, written on the worker from the window's state, with the ranks
        of the standings the window computed already (``shared``)."""
        tf, state = self.session.tf, self.session.state
        if tf is None or state is None:
            return
        path = self.prompts.save_file(
            self.parent_widget,
            translate("FilesController", "Export TRF (rating report)"),
            str(Path(tf.path).with_suffix(".trf")),
            file_filter(TRF_FILES),
        )
        if path is None:
            return
        tournament = state.tournament
        finished = next((t for t in self._shared() if t.after_round == state.complete), None)
        snapshot = state.snapshot

        kept = (tf.path,)

        def export(_context: JobContext) -> Path:  # whole or not at all, never over the open file
            return dbapi.write_trf_file(path, tournament, standings=finished, kept=kept, snapshot=snapshot)

        task = self.progress.start(
            translate("FilesController", "Exporting {name}\u2026").format(name=path.name)
        )

        def done(written: Path) -> None:
            self.progress.finish(task)
            self.status(translate("FilesController", "Exported {written}").format(written=written), 5000)

        def failed(exc: BaseException) -> None:
            self.progress.finish(task)
            self.errors.failed(translate("FilesController", "Export TRF"), exc)

        self.worker.start(
            export, done, failed, lane=DOCUMENTS, name=translate("FilesController", "Export TRF")
        )

    # -- copies of the tournament file -------------------------------------------------------------------
    def save_copy(self) -> Job | None:
        """File > Save a copy: ask where, then write a consistent snapshot there on the worker
        (``TournamentFile.files.save_copy``; also while the file is open read-only). Returns the job writing
        it; when it ends the status bar says where the copy is, or the refusal is shown."""
        tf = self.session.tf
        if tf is None:
            return None
        start = str(Path(self.settings.last_folder()) / f"{tf.path.stem}-copy{tf.path.suffix}")
        target = self.prompts.save_file(
            self.parent_widget,
            translate("FilesController", "Save a copy of the tournament"),
            start,
            file_filter(TOURNAMENTS),
        )
        if target is None:
            return None
        if not target.suffix:
            target = target.with_suffix(tf.path.suffix)
        title = translate("FilesController", "Save a copy")
        task = self.progress.start(
            translate("FilesController", "Saving a copy as {path}\u2026").format(path=target)
        )

        def copy(_context: JobContext) -> Path:  # the save dialog asked before overwriting
            return tf.files.save_copy(target, overwrite=True)

        def done(written: Path) -> None:
            self.progress.finish(task)
            self.status(translate("FilesController", "Saved a copy as {path}").format(path=written))

        def failed(exc: BaseException) -> None:
            self.progress.finish(task)
            self.errors.failed(title, exc, read_again=False)

        return self.worker.start(copy, done, failed, lane=COPIES, name=title)

    def timed_backup(self) -> Job | None:
        """The backup timer's tick: a backup copy, on the worker, when something changed since the last
        one (not while an operation runs on the worker, nor while a copy is still being written). Returns
        the job. A refusal (the disk full ...) is said in the status bar; a programming error goes to the
        error boundary."""
        tf = self.session.tf
        if tf is None or self.worker.busy or self.worker.outstanding(COPIES):
            return None

        def done(written: Path | None) -> None:
            if written is not None:
                self.status(
                    translate("FilesController", "Backup copy written ({name})").format(name=written.name)
                )

        def failed(exc: BaseException) -> None:
            if not isinstance(exc, ArbiterError):
                self.errors.bug(translate("FilesController", "Timed backup"), exc, read_again=False)
                return
            self.status(
                translate("FilesController", "Timed backup FAILED: {reason}").format(reason=describe(exc)),
                15000,
            )

        return self.worker.start(
            lambda _context: tf.timed_backup(),
            done,
            failed,
            lane=COPIES,
            name=translate("FilesController", "Timed backup"),
        )

    def show_notices(self) -> None:
        """What ``db`` noted about the open file (opened read-only, a stale lock removed ...): in the
        status bar."""
        tf = self.session.tf
        if tf is not None and tf.notices:
            self.status(" \u2014 ".join(tf.notices), 15000)
            tf.notices.clear()

    def edit_event(self) -> None:
        """Event > Tournament settings."""
        self.edit_event_then(lambda: None)

    def edit_event_then(self, stored: Callable[[], None]) -> None:
        """The tournament settings, then ``stored()`` once what the arbiter changed is stored (at once
        when nothing changed; never when it was not stored or the settings were not read)."""
        tf, state = self.session.tf, self.session.state
        if (
            tf is None
            or state is None
            or self.ops.refuse_if_busy(translate("FilesController", "Tournament settings"))
        ):
            return
        paired = state.paired
        self.ops.read_then(  # at a venue server's desk on the worker, the dialog opened once read
            translate("FilesController", "Tournament settings"),
            lambda: (tf.event.accelerations(), tf.event.baku_edition() if paired == 0 else None),
            lambda found: self._edit_event(tf, state, found, stored),
        )

    def _edit_event(
        self,
        tf: dbapi.TournamentFile,
        state: FileState,
        found: tuple[tuple[Acceleration, ...], Edition | None],
        stored: Callable[[], None],
    ) -> None:
        """The settings dialog, with the accelerations read (and the Baku edition before round 1);
        ``stored()`` once its change is stored."""
        paired = state.paired
        accelerations, baku_edition = found
        baku = bool(accelerations) and (paired > 0 or baku_edition is not None)
        dialog = NewTournamentDialog(self.parent_widget)
        dialog.load(state.event, paired, baku, other_acceleration=bool(accelerations) and not baku)
        if not self.prompts.run_dialog(dialog):
            stored()
            return
        old, new = state.event, dialog.settings()
        rules_changed = new.rules != old.rules and paired > 0
        if rules_changed and not self.prompts.confirm(
            self.parent_widget,
            translate("FilesController", "Change the pairing rules"),
            translate(
                "FilesController",
                "%n round(s) were paired under the {old} text. Pair the next "
                "rounds under the {new} text? The audit log keeps the change.",
                None,
                paired,
            ).format(old=old.rules.short_name, new=new.rules.short_name),
        ):
            stored()
            return
        acceleration = self._acceleration_change(tf, dialog, baku, accelerations, stored)
        if new == old:
            acceleration(None)
            return
        self.ops.store(  # at a venue server's desk on the worker: the window never waits for it
            translate("FilesController", "change tournament settings"),
            lambda: tf.event.update(new, confirm_rules=rules_changed),
            lambda: tf.event.update(old, confirm_rules=rules_changed),
            then=acceleration,  # once the settings are stored; never when they were not
        )

    def _acceleration_change(
        self,
        tf: dbapi.TournamentFile,
        dialog: NewTournamentDialog,
        baku: bool,
        accelerations: tuple[Acceleration, ...],
        stored: Callable[[], None],
    ) -> Callable[[object], None]:
        """The Baku acceleration applied or removed as the dialog says, to follow the settings' change,
        then ``stored()`` once stored (at once when there is nothing to do: round 1 paired, the
        acceleration stays as it is)."""
        if not dialog.baku.isEnabled() or dialog.baku.isChecked() == baku:
            return lambda _stored: stored()
        do: Callable[[], object]
        if dialog.baku.isChecked():
            text, do = translate("FilesController", "Baku acceleration"), lambda: tf.event.apply_baku()
        else:
            text, do = translate("FilesController", "remove the acceleration"), tf.event.remove_acceleration

        def change(_stored: object) -> None:
            self.ops.store(
                text, do, lambda: tf.event.set_accelerations(accelerations), then=lambda _result: stored()
            )

        return change


READ_ON_WORKER_BYTES = 2_000_000
"""A tournament file bigger than this (some 2,500 players and ten rounds; 9,999 players and 13 rounds
make 5 MB) is opened and read on the worker: reading it takes seconds, which the window must not
freeze for. A smaller one is read on the UI thread (a tenth of a second at 1,000 players), shown at
once without a loading state in between."""


def reads_on_worker(path: Path) -> bool:
    """Whether the window opens ``path`` on the worker (:data:`READ_ON_WORKER_BYTES`)."""
    try:
        return path.stat().st_size > READ_ON_WORKER_BYTES
    except OSError:  # not there: the UI thread's open says why
        return False


def file_stem(name: str) -> str:
    keep = "".join(c if c.isalnum() or c in " -_" else " " for c in name)
    return "_".join(keep.split()) or "tournament"


def with_suffix(path: Path) -> Path:
    return path if path.suffix else path.with_suffix(dbapi.FILE_SUFFIX)
