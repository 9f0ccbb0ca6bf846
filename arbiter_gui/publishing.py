"""The Publish menu (issue 19): the projector window, the web folder (now, or after each round into a
folder the arbiter chose), the open exports, and the results of a round imported from CSV.

The window gives this controller what it needs and nothing more: the open file (a callable), the
settings, the prompts, ``run`` (carry out an undoable ``db`` operation: the results import and its
undo go on the window's undo stack) and ``failed`` (the window's error boundary: a refusal is shown,
anything else is a programming error, logged with its traceback and reported). Every file written here
is whole or not at all and never a file the program keeps (``osfiles.output_files``). The window calls
``file_changed`` after every change it shows; the projector follows every result, the web folder is
written again when a round is paired or completed (``outputs.projector.Progress``), on the worker's ``WEB``
lane (a 9,999-player event's 10,000 pages take a minute: the window answers meanwhile). Both are for the
players: in the event's language when it has one, else in the window's
(``engine.i18n.language_for_document``); the exports stay English.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from arbiter_gui.file_filters import CSV_TABLES, JSON_FILES, PGN_FILES, FileKind, file_filter
from arbiter_gui.operations import quietly
from arbiter_gui.projector import ProjectorWindow
from arbiter_gui.prompts import Prompts
from arbiter_gui.views.progress import ProgressPanel
from arbiter_gui.worker import WEB, Job, JobContext, Worker
from engine.i18n import language_for_document
from formats.csv_results import read_results_csv_file
from operations import tournament_file as dbapi
from operations.collector_hold import collector_off
from osfiles.output_files import write_output
from outputs.exports.csv_export import write_tables
from outputs.exports.json_export import event_json
from outputs.exports.pgn_export import event_pgn
from outputs.live.qr import qr_png
from outputs.projector import Mode, Progress, progress_of, read_screen
from outputs.snapshot import take_snapshot
from outputs.web.sections import section_snapshots, write_event_site
from texts.catalogue import current_language
from values import RoundInfo

Run = Callable[[str, Callable[[], object], Callable[[], object]], bool]
"""``run(text, do, undo)``: the window's undoable operation (shows a refusal, keeps Undo/Redo)."""
Failed = Callable[[str, BaseException, bool], None]
"""``failed(title, exc, read_again)``: ``ErrorBoundary.failed``, the window's one error boundary."""
ReadThen = Callable[[str, Callable[[], Any], Callable[[Any], None]], None]
"""``read_then(title, read, then)``: ``Operations.read_then`` (``then(read())``; at a venue server's desk
``read`` on the worker's ``READS`` lane, issue 30 item 3), a failure shown under ``title``."""

translate = QCoreApplication.translate


class Publishing(QObject):
    def __init__(
        self,
        parent: QWidget,
        file: Callable[[], dbapi.TournamentFile | None],
        settings: QSettings,
        prompts: Prompts,
        run: Run,
        failed: Failed,
        worker: Worker,
        progress: ProgressPanel,
        status: Callable[[str], None] = lambda _text: None,
        shown_rounds: Callable[[], tuple[RoundInfo, ...] | None] = lambda: None,
        read_then: ReadThen | None = None,
    ) -> None:
        super().__init__(parent)
        self._read_then = read_then or self._read_here
        """What the projector, the exports and the result import read of the event is read through it:
        at a venue server's desk on the worker, the projector showing what it had until the answer."""
        self._worker = worker
        self._progress = progress
        self._shown_rounds = shown_rounds
        """The rounds as the window shows them (None: read from the file): after a typed result the
        window updates its state without reading the file, and following it costs nothing."""
        self._writing: Path | None = None
        """The folder being written on the worker (None: no publication runs)."""
        self._again: tuple[dbapi.TournamentFile, Path, bool, Callable[[], None] | None] | None = None
        """A publication asked for while another was written, started when that one ends."""
        self._parent = parent
        self._file = file
        self._settings = settings
        self._prompts = prompts
        self._run = run
        self._failed = failed
        self._status = status
        self.projector: ProjectorWindow | None = None
        self._mode = Mode.PAIRINGS
        self._published: Progress | None = None
        self.serving_address = ""
        """The live pages' address while they are served (the projector shows its QR code)."""
        self._shown: tuple[object, ...] | None = None
        """What the projector shows was read from (the standings are computed again only when it changes)."""

        self.projector_pairings = QAction(translate("Publishing", "&Projector: pairings"), parent)
        self.projector_pairings.setShortcut("F11")
        self.projector_standings = QAction(translate("Publishing", "Projector: &standings"), parent)
        self.publish_now = QAction(translate("Publishing", "&Write the web folder now\u2026"), parent)
        self.publish_after_round = QAction(translate("Publishing", "Publish after each &round\u2026"), parent)
        self.publish_after_round.setCheckable(True)
        self.export_csv = QAction(translate("Publishing", "Export &CSV tables\u2026"), parent)
        self.export_json = QAction(translate("Publishing", "Export &JSON\u2026"), parent)
        self.export_pgn = QAction(translate("Publishing", "Export P&GN\u2026"), parent)
        self.import_results = QAction(translate("Publishing", "&Import results of a round\u2026"), parent)
        self.actions = [
            self.projector_pairings,
            self.projector_standings,
            self.publish_now,
            self.publish_after_round,
            self.export_csv,
            self.export_json,
            self.export_pgn,
            self.import_results,
        ]
        self.projector_pairings.triggered.connect(lambda: self.show_projector(Mode.PAIRINGS))
        self.projector_standings.triggered.connect(lambda: self.show_projector(Mode.STANDINGS))
        self.publish_now.triggered.connect(self.write_now)
        self.publish_after_round.triggered.connect(self._toggle_after_round)
        self.export_csv.triggered.connect(self._export_csv)
        self.export_json.triggered.connect(lambda: self._export_file("JSON", "json", JSON_FILES))
        self.export_pgn.triggered.connect(lambda: self._export_file("PGN", "pgn", PGN_FILES))
        self.import_results.triggered.connect(self.import_results_dialog)
        self.file_changed()

    def menu(self) -> QMenu:
        menu = QMenu(translate("Publishing", "Pu&blish"), self._parent)
        menu.addActions([self.projector_pairings, self.projector_standings])
        menu.addSeparator()
        menu.addActions([self.publish_now, self.publish_after_round])
        menu.addSeparator()
        menu.addActions([self.export_csv, self.export_json, self.export_pgn])
        menu.addSeparator()
        menu.addAction(self.import_results)
        return menu

    # -- the hook ----------------------------------------------------------------------------------
    def file_changed(self) -> None:
        """The window's file changed (or another was opened, or it was closed)."""
        tf = self._file()
        for action in self.actions:
            action.setEnabled(tf is not None)
        folder = self.folder() if tf is not None else None
        self.publish_after_round.setChecked(folder is not None)
        self.publish_after_round.setText(
            translate("Publishing", "Publish after each &round to {folder}").format(folder=folder)
            if folder
            else translate("Publishing", "Publish after each &round\u2026")
        )
        if tf is None:
            self._published = self._shown = None
            if self.projector is not None:
                self.projector.close()
            return
        if self.projector is None and folder is None:
            return  # nothing to follow: no read at all (a 1,000-player file takes 0.2 s to read its rounds)
        rounds = self._shown_rounds()
        if rounds is None:  # the window shows no state: the rounds are read (on the worker at a desk)
            self._read_then(
                translate("Publishing", "Follow the tournament file"),
                quietly(tf.rounds.all),
                lambda got: None if got is None or tf is not self._file() else self._follow(tf, folder, got),
            )
            return
        self._follow(tf, folder, rounds)

    def _follow(self, tf: dbapi.TournamentFile, folder: Path | None, rounds: tuple[RoundInfo, ...]) -> None:
        """The projector shown again and the web folder written when a round moved, ``rounds`` as shown."""
        self._refresh_projector(tf, rounds)
        progress = progress_of(rounds)
        if folder is not None and progress != self._published and self._round_moved(progress):
            self._write(tf, folder, quiet=True)

    def _round_moved(self, progress: Progress) -> bool:
        """A round was paired or completed since the last publication (or none was made yet)."""
        last = self._published
        return last is None or (progress.paired, progress.complete) != (last.paired, last.complete)

    # -- the projector -----------------------------------------------------------------------------
    def show_projector(self, mode: Mode) -> None:
        tf = self._file()
        if tf is None:
            return
        if self.projector is None:
            # a child of the main window (a window of its own on screen): it goes when the window goes,
            # and nothing calls back into this controller after that
            self.projector = ProjectorWindow(self._parent)
            self.projector.closed.connect(self._projector_gone)
            self.projector.mode_asked.connect(self._mode_asked)
            self.set_serving_address(self.serving_address)
            self.projector.show_full_screen_on_last_screen()
        self._mode = mode
        self._shown = None
        self._refresh_projector(tf, self._shown_rounds())
        self.projector.raise_()

    def set_serving_address(self, address: str) -> None:
        """The live pages are served at ``address`` ("": no longer): the projector shows its QR code."""
        self.serving_address = address
        if self.projector is not None:
            self.projector.set_qr(address, qr_png(address) if address else None)

    def _projector_gone(self) -> None:
        if self.projector is not None:
            self.projector.deleteLater()
        self.projector = None
        self._shown = None

    def _mode_asked(self, mode: Mode) -> None:
        self.show_projector(mode)

    def _refresh_projector(self, tf: dbapi.TournamentFile, rounds: tuple[RoundInfo, ...] | None) -> None:
        """The pairings are read again at every change; the standings (the costly part on a big event)
        only when a result, a player or the event's settings changed. Read through ``read_then`` (on the
        worker at a venue server's desk): the projector shows what it showed until the answer comes
        (``rounds`` None: read there too)."""
        if self.projector is None:
            return
        mode, shown = self._mode, self._shown

        def read() -> tuple[tuple[object, ...] | None, object]:
            known = tf.rounds.all() if rounds is None else rounds
            key: tuple[object, ...] | None = None
            if mode is Mode.STANDINGS:
                key = (mode, known, tf.players.all(), tf.event.settings())
                if key == shown:
                    return key, None
            return key, read_screen(tf, mode, known)

        def read_quietly() -> tuple[tuple[object, ...] | None, object]:
            found = quietly(read)()
            return (None, None) if found is None else found

        def show(found: tuple[tuple[object, ...] | None, Any]) -> None:
            key, screen = found
            if self.projector is None or self._mode is not mode or tf is not self._file():
                return  # closed, or asked for another screen or file meanwhile
            if key is not None:
                self._shown = key
            if screen is not None:
                self.projector.set_screen(screen)

        self._read_then(translate("Publishing", "Follow the tournament file"), read_quietly, show)

    def _read_here(self, title: str, read: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """``then(read())`` on the UI thread (no ``read_then`` given); a failure to the boundary."""
        try:
            found = read()
        except Exception as exc:  # sorted by the boundary: a refusal shown, a bug reported, never silent
            self._failed(title, exc, False)
            return
        then(found)

    # -- the web folder ----------------------------------------------------------------------------
    def _key(self) -> str:
        tf = self._file()
        path = str(tf.path.resolve()) if tf is not None else ""
        return "publish/folder-" + hashlib.sha256(path.encode("utf-8")).hexdigest()[:16]

    def folder(self) -> Path | None:
        """The folder the open file is published into after each round (None: not published)."""
        value = self._settings.value(self._key(), "")
        return Path(str(value)) if value else None

    def set_folder(self, folder: Path | None) -> None:
        if folder is None:
            self._settings.remove(self._key())
        else:
            self._settings.setValue(self._key(), str(folder))
        self._settings.sync()
        self._published = None
        self.file_changed()

    def _toggle_after_round(self) -> None:
        if self.folder() is not None:
            self.set_folder(None)
            self._status(translate("Publishing", "The web folder is no longer written after each round"))
            return
        folder = self._prompts.choose_folder(
            self._parent, translate("Publishing", "Publish after each round into"), str(Path.home())
        )
        if folder is None:
            self.publish_after_round.setChecked(False)
            return
        tf = self._file()
        if tf is None:
            return

        def remember() -> None:  # once written: a folder that cannot be used is not remembered
            self._settings.setValue(self._key(), str(folder))
            self._settings.sync()
            self.file_changed()

        self.publish_after_round.setChecked(False)  # checked once the first publication is written
        self._write(tf, folder, quiet=False, written_then=remember)

    def write_now(self) -> None:
        tf = self._file()
        if tf is None:
            return
        folder = self.folder() or self._prompts.choose_folder(
            self._parent, translate("Publishing", "Write the web folder into"), str(Path.home())
        )
        if folder is not None:
            self._write(tf, folder, quiet=False)

    def _write(
        self,
        tf: dbapi.TournamentFile,
        folder: Path,
        quiet: bool,
        written_then: Callable[[], None] | None = None,
    ) -> Job | None:
        """Write the web folder of ``tf`` into ``folder`` on the worker's ``WEB`` lane (a 9,999-player
        event takes a minute: the window answers meanwhile, the progress panel says so); then
        ``written_then()`` on the UI thread, and a message unless ``quiet``. Returns the job (None: the
        same publication is already being written). A failure goes to the window's error boundary."""
        if self._writing is not None:
            self._again = (tf, folder, quiet, written_then)  # once the running one ends
            return None
        self._writing = folder
        task = self._progress.start(
            translate("Publishing", "Writing the web folder into {folder}\u2026").format(folder=folder)
        )
        window_language = current_language()  # read on the UI thread, where it is set

        def write(context: JobContext) -> tuple[int, Progress]:
            return publish_folder(tf, folder, window_language, context.check)

        def done(outcome: tuple[int, Progress]) -> None:
            self._ended(task)
            files, self._published = outcome
            if written_then is not None:
                written_then()
            published = translate("Publishing", "Published %n file(s) into {folder}", None, files)
            self._status(published.format(folder=folder))
            if not quiet:
                self._prompts.info(
                    self._parent,
                    translate("Publishing", "Web folder written"),
                    translate(
                        "Publishing",
                        "%n file(s) in {folder}. Open index.html there, or upload the folder.",
                        None,
                        files,
                    ).format(folder=folder),
                )
            self._write_again()

        def failed(exc: BaseException) -> None:  # sorted by the boundary: a refusal shown, a bug reported
            self._ended(task)
            self._failed(translate("Publishing", "Publish the web folder"), exc, False)
            self._write_again()

        return self._worker.start(
            write, done, failed, lane=WEB, name=translate("Publishing", "Publish the web folder")
        )

    def _ended(self, task: int) -> None:
        self._progress.finish(task)
        self._writing = None

    def _write_again(self) -> None:
        """A publication asked for while another was written: now (the file it follows may have moved
        on since; an automatic one is written only if a round moved, as ``file_changed`` decides)."""
        again, self._again = self._again, None
        if again is None:
            return
        tf, folder, quiet, written_then = again
        if tf is not self._file():
            return  # another file was opened meanwhile
        if quiet and written_then is None:
            self.file_changed()
        else:
            self._write(tf, folder, quiet, written_then)

    @property
    def writing(self) -> bool:
        """The web folder is being written on the worker."""
        return self._writing is not None

    # -- exports -----------------------------------------------------------------------------------
    def _export_csv(self) -> None:
        tf = self._file()
        if tf is None:
            return
        folder = self._prompts.choose_folder(
            self._parent, translate("Publishing", "Export the CSV tables into"), str(tf.path.parent)
        )
        if folder is None:
            return
        title = translate("Publishing", "Export CSV")

        def write(snap: Any) -> None:
            try:
                paths = write_tables(snap, folder, kept=(tf.path,))
            except Exception as exc:  # sorted by the boundary
                self._failed(title, exc, False)
                return
            self._status(
                translate("Publishing", "Wrote {names} into {folder}").format(
                    names=", ".join(p.name for p in paths), folder=folder
                )
            )

        self._read_then(title, lambda: take_snapshot(tf, "en"), write)  # for programs: English

    def _export_file(self, what: str, suffix: str, kind: FileKind) -> None:
        tf = self._file()
        if tf is None:
            return
        start = str(tf.path.with_suffix(f".{suffix}"))
        target = self._prompts.save_file(
            self._parent, translate("Publishing", "Export {what}").format(what=what), start, file_filter(kind)
        )
        if target is None:
            return
        title = translate("Publishing", "Export {what}").format(what=what)

        def write(snap: Any) -> None:
            try:
                text = event_json(snap) if suffix == "json" else event_pgn(snap)
                write_output(target, text, (tf.path,))
            except Exception as exc:  # sorted by the boundary
                self._failed(title, exc, False)
                return
            self._status(translate("Publishing", "Wrote {target}").format(target=target))

        self._read_then(title, lambda: take_snapshot(tf, "en"), write)  # for programs: English

    # -- importing results -------------------------------------------------------------------------
    def import_results_dialog(self) -> None:
        tf = self._file()
        if tf is None:
            return
        path = self._prompts.open_file(
            self._parent,
            translate("Publishing", "Import the results of a round"),
            str(tf.path.parent),
            file_filter(CSV_TABLES),
        )
        if path is None:
            return
        title = translate("Publishing", "Import {name}").format(name=path.name)

        def read() -> tuple[Any, Any]:
            parsed = read_results_csv_file(path)
            return parsed, tf.results.preview_import(parsed)

        # the preview read through ``read_then`` (on the worker at a venue server's desk), shown once read
        self._read_then(title, read, lambda found: self._import_previewed(tf, path.name, *found))

    def _import_previewed(self, tf: dbapi.TournamentFile, name: str, parsed: Any, preview: Any) -> None:
        """The result import's preview shown; the results imported if the arbiter says so."""
        from arbiter_gui.dialogs.result_import import ResultImportDialog

        dialog = ResultImportDialog(self._parent, name, preview)
        if not self._prompts.run_dialog(dialog):
            return
        skip = dialog.skip_problems
        number = preview.round
        self._run(
            translate("Publishing", "import results of round {number} ({name})").format(
                number=number, name=name
            ),
            lambda: tf.results.import_list(parsed, number, skip_problems=skip),
            tf.results.undo_import,
        )


def publish_folder(
    tf: dbapi.TournamentFile, folder: Path, window_language: str, check: Callable[[], None] = lambda: None
) -> tuple[int, Progress]:
    """On the worker: the web folder of every section of ``tf`` written into ``folder``, in the event's
    language (else ``window_language``); (files written, how far the section on screen was published).
    ``check`` raises to stop before the pages are written (the job was cancelled).

    The collector is held off meanwhile (``operations.collector_hold``; the UI thread's collector waits
    too): the event's snapshots, a million objects at 9,999 players, live as long as the pages are
    written, and each collection of the oldest generation on the UI thread walked them all, 0.1-0.15 s
    of its processor time (0.4-0.8 s of wall clock on a busy machine; docs/speed.md). They are freed
    by reference counting when the job ends, before the hold does."""
    with collector_off():
        language = language_for_document(None, tf.event.settings().language, window_language)
        snaps = section_snapshots(tf, language)  # every section of the event, in turn
        # the section on screen (what "published up to" follows), read once: 9,999 players take seconds
        shown = tf.sections.current.name
        snap = next((s for name, s in snaps if name == shown), None) or take_snapshot(tf, language)
        check()
        written = write_event_site(snaps, folder, language=language, kept=(tf.path,))
        progress = progress_of(snap.rounds)
        del snaps, snap  # freed here, within the hold: a collection never walks them
    return len(written.files), progress
