"""Carrying out ``db`` operations for the controllers: undoable, through the error boundary, on the UI
thread (quick ones) or on the worker's ``FILE`` lane (pairing, checking), the session told afterwards.

``db`` operations run one at a time: while the ``FILE`` lane works, every other operation on the file is
refused with :data:`BUSY` (nothing else touches the file meanwhile).

At a desk of a venue server (issue 30 item 3) the quick writes typed at the desk (a result, a bye, a
registration) go on the worker's ``DESK`` lane instead (``run_in_turn``): the network may go silent for
seconds before ``db.server_watch`` says so, and the window must not freeze meanwhile. They are stored one
after the other in the order typed; each counts as done (undo stack, the state) only once the server has
stored it; meanwhile every other operation waits (:data:`STORING`). A write asked for in a dialog (the
tournament settings, an import, a prohibited pairing, the end of the event's data) goes the same way
through ``store``, the status bar naming it until the server has stored it (:data:`UNDER_WAY`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QUndoStack

from arbiter_gui.errors import ErrorBoundary, Notice, describe
from arbiter_gui.session import Session
from arbiter_gui.undo import JobCommand, OperationCommand
from arbiter_gui.views.progress import ProgressPanel
from arbiter_gui.worker import DESK, FILE, READS, Job, JobContext, Worker
from engine.errors import ArbiterError
from operations.server_event import ServerEvent
from operations.tournament_file import TournamentFile
from texts.catalogue import QT_TRANSLATE_NOOP
from values import FileSnapshot, PlayerRecord, RoundInfo

BUSY = QT_TRANSLATE_NOOP("Operations", "A round is being paired; wait until it is done.")
STORING = QT_TRANSLATE_NOOP(
    "Operations", "What was typed is still being stored on the venue server; wait until it is stored."
)
UNDER_WAY = QT_TRANSLATE_NOOP("Operations", "Storing on the venue server: {write}\u2026")
"""What the status bar says while a dialog's write waits for the venue server (``Operations.store``)."""

translate = QCoreApplication.translate
T = TypeVar("T")


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def stored_in_turn(tf: TournamentFile) -> bool:
    """Whether the quick writes typed at the desk go on the ``DESK`` lane (the one place that decides).

    An event on a venue server: yes, a statement may wait seconds for a silent network. A tournament
    file: no, they stay on the UI thread as before: SQLite stores a result in a few milliseconds, and the
    typed result's budget (30 ms at 9,999 players, ``bench/whole_program.py``) is kept as measured."""
    return isinstance(tf, ServerEvent)


def quietly(read: Callable[[], T]) -> Callable[[], T | None]:
    """``read`` for what a view follows (``Operations.read_then``): None when the event cannot be read
    (a lost server, told once by ``arbiter_gui.live_refresh``; a file it cannot read, reported when the
    window reads it), the view keeping what it shows; a bug still raises."""

    def read_quietly() -> T | None:
        try:
            return read()
        except ArbiterError:
            return None

    return read_quietly


Shown = Callable[[object], None]


def _nothing(_result: object) -> None:
    """What a write that changes nothing of the window's state shows (``run_in_turn``'s ``reads_again``)."""


def _and_then(show: Shown, then: Shown | None) -> Shown:
    """``show``, and the first time only ``then`` after it."""
    if then is None:
        return show
    first = [then]

    def shown(result: object) -> None:
        show(result)
        if first:
            first.pop()(result)

    return shown


def _after(callback: Callable[[Any], None] | None, first: Callable[[], None]) -> Callable[[Any], None]:
    """``callback`` with ``first()`` before it (an outcome of a worker's job, whatever it was)."""

    def both(outcome: Any) -> None:
        first()
        if callback is not None:
            callback(outcome)

    return both


class Operations:
    """Runs one ``db`` operation at a time; keeps Undo/Redo; shows refusals and progress."""

    def __init__(
        self,
        session: Session,
        worker: Worker,
        errors: ErrorBoundary,
        stack: QUndoStack,
        progress: ProgressPanel,
        status: Callable[[str, int], None],
    ) -> None:
        self.session = session
        self.worker = worker
        self.errors = errors
        self.stack = stack
        self.progress = progress
        self.status = status
        self._when_stored: list[Callable[[], None]] = []
        """What waits for the desk's writes to be stored (``when_stored``)."""
        self._not_stored: list[tuple[str, str]] = []
        """The desk's writes refused or not confirmed stored that the open message tells: (title, the
        one sentence) (``_tell_not_stored``)."""
        self._not_stored_told: Notice | None = None
        """The message that tells them, while it is open."""
        self._alone: set[Job] = set()
        """The desk's writes under way that no write typed after them may follow (``alone``)."""

    def reload(self, _result: object = None, then: Callable[[], None] | None = None) -> None:
        """Read the file again (after an operation that changed more than one record), then ``then()``.
        At a venue server's desk the event is read on the worker's ``READS`` lane (``read_then``: a
        statement may wait seconds for a silent network) and shown once read, ``then`` after it."""
        title = translate("Operations", "Read the tournament file")
        tf = self.session.tf
        if tf is not None and stored_in_turn(tf):

            def shown(found: FileSnapshot) -> None:
                self.session.show_snapshot(found)
                if then is not None:
                    then()

            self.read_then(title, tf.snapshot, shown)
            return
        self.errors.attempt(title, self.session.reload)
        if then is not None:
            then()

    def player_stored(self, result: object) -> None:
        """What a write that changed one player's record and nothing else shows (``run_in_turn``'s
        ``applied``; the operation returns the record): the state follows from it, nothing read
        (``Session.player_stored``); else the players are read again (the whole event at a venue
        server's desk, on the worker's ``READS`` lane)."""
        if isinstance(result, PlayerRecord) and self.session.player_stored(result):
            return
        tf = self.session.tf
        if tf is not None and stored_in_turn(tf):
            self.read_then(
                translate("Operations", "Read the tournament file"), tf.snapshot, self.session.show_snapshot
            )
        else:
            self.reload_players()

    def reload_players(self, _result: object = None) -> None:
        """Read the players again, the boards kept (after a write that changed no board:
        ``Session.players_changed``)."""
        self.errors.attempt(translate("Operations", "Read the tournament file"), self.session.players_changed)

    def refuse_if_busy(self, title: str) -> bool:
        """True (and the reason shown) while the worker has an operation on the file, or writes typed at
        the desk not stored yet (``run_in_turn``)."""
        if self.worker.busy:
            self.errors.refused(title, translate("Operations", BUSY))
            return True
        if self.storing:
            self.errors.refused(title, translate("Operations", STORING))
            return True
        return False

    @property
    def storing(self) -> int:
        """How many writes typed at the desk wait to be stored by the venue server (``run_in_turn``)."""
        return len(self.worker.outstanding(DESK))

    # -- on the UI thread -------------------------------------------------------------------------
    def run(
        self,
        text: str,
        do: Callable[[], object],
        undo: Callable[[], object],
        applied: Callable[[object], None] | None = None,
    ) -> bool:
        """Carry out one operation; on success push it on the undo stack and show its outcome through
        ``applied`` (default: read the file again); else show the reason."""
        if self.session.tf is None or self.refuse_if_busy(capital(text)):
            return False
        ok, result = self.errors.attempt(capital(text), do)
        if not ok:
            return False
        show = applied or self.reload
        self.stack.push(OperationCommand(text, do, undo, show, self.errors.failed))
        show(result)
        return True

    # -- a desk's writes, in turn on the worker (a venue server's event) -----------------------------
    def run_in_turn(
        self,
        text: str,
        do: Callable[[], object],
        undo: Callable[[], object],
        applied: Callable[[object], None] | None = None,
        not_stored: Callable[[BaseException], None] | None = None,
        then: Callable[[object], None] | None = None,
        reads_again: bool = True,
        players_only: bool = False,
        alone: bool = False,
    ) -> bool:
        """``run`` for a quick write typed at the desk; on a venue server's event (``stored_in_turn``) it
        is carried out on the ``DESK`` lane after the writes typed before it, and True says it is under
        way: ``applied(result)`` shows it and the undo stack takes it once the server has stored it;
        ``not_stored(exc)`` is told when it was not, and the reason is shown at once (one sentence, for a
        silent network the one of ``db.server_watch``; ``_tell_not_stored``). Without ``applied`` the
        event is read again (on the lane too), then ``then(result)`` says what was done (the first
        time, not on undo/redo); ``reads_again`` False says the write changes nothing the window's state
        holds (a check-in tick, a payment: ``bench/desk_reread.py`` measured the event's re-read at 500
        players at twice the write's time, during which the next write waits on the lane): it is not
        read again there, ``then(result)`` follows the write at once. ``players_only`` says it changes
        players and no board (a registration, a correction, a bye, a Swiss withdrawal...): the players
        are read again and the boards kept from the window's state (``TournamentFile.snapshot_players``:
        the boards were most of the re-read), the whole event only when the rounds moved meanwhile. Only
        a pairing under way refuses it (the order of the writes is kept by the lane), and a write under
        way that shows another section (``alone``: a section deleted or added, whose display makes
        another section the one worked on, in which a write typed after it would be stored)."""
        tf = self.session.tf
        again = self.reload_players if players_only else self.reload
        if tf is None or not stored_in_turn(tf):
            return self.run(text, do, undo, applied or _and_then(again, then))
        if self.worker.busy:
            self.errors.refused(capital(text), translate("Operations", BUSY))
            return False
        if self._alone & set(self.worker.outstanding(DESK)):
            self.errors.refused(capital(text), translate("Operations", STORING))
            return False
        session = self.session

        def job(_context: JobContext) -> tuple[object, FileSnapshot | None, tuple[RoundInfo, ...] | None]:
            result = do()
            if applied is not None or not reads_again:
                return result, None, None
            held = session.state  # an immutable value: the state the window shows as the write ends
            if players_only and held is not None:
                snapshot = tf.snapshot_players(held.rounds)
                if snapshot is not None:
                    return result, snapshot, held.rounds
            return result, tf.snapshot(), None

        def stored(outcome: tuple[object, FileSnapshot | None, tuple[RoundInfo, ...] | None]) -> None:
            result, snapshot, rounds = outcome
            if session.tf is tf:  # else another event is shown now
                # undo and redo shown as the write was: read on the worker too
                shown = applied or (
                    self._read_again_then(capital(text), players_only) if reads_again else _nothing
                )
                self.stack.push(JobCommand(text, do, undo, shown, self.errors.failed))
                if applied is not None:
                    applied(result)
                elif rounds is not None and (session.state is None or session.state.rounds != rounds):
                    # the rounds moved on the UI thread meanwhile (a result shown): the whole event read
                    self.read_then(capital(text), tf.snapshot, lambda found: _shown_then(found, result))
                elif snapshot is not None or not reads_again:
                    _shown_then(snapshot, result)
            self._stored_all()

        def _shown_then(snapshot: FileSnapshot | None, result: object) -> None:
            if snapshot is not None:
                session.show_snapshot(snapshot)
            if then is not None:
                then(result)

        started = self.worker.start(
            job, stored, self._not_stored_in_turn(text, not_stored), lane=DESK, name=capital(text)
        )
        if alone:
            self._alone.add(started)
        return True

    def store_for_good(self, text: str, do: Callable[[], T], shown: Callable[[T], None]) -> bool:
        """A write that cannot be undone (a round's pairing deleted, a section added): ``shown(do())``,
        ``do`` reading what ``shown`` shows after its write. At a venue server's desk (``stored_in_turn``)
        on the ``DESK`` lane after the writes typed before it, as ``store`` (the status bar naming it
        until the server has stored it, a failure told as ``run_in_turn`` tells it), and ``alone``: what
        it shows may be another section. On a tournament file at once on the UI thread, as before. True
        when done or under way; refused while a pairing or another write is under way."""
        tf = self.session.tf
        if tf is None or self.refuse_if_busy(capital(text)):
            return False
        if not stored_in_turn(tf):
            ok, result = self.errors.attempt(capital(text), do)
            if ok:
                shown(cast(T, result))
            return ok

        def stored(result: T) -> None:
            if self.session.tf is tf:
                shown(result)
            self._stored_all()

        job = self.worker.start(
            lambda _context: do(), stored, self._not_stored_in_turn(text, None), lane=DESK, name=capital(text)
        )
        self._alone.add(job)
        self._named_until_stored(text, job)
        return True

    def _stored_all(self) -> None:
        """A desk's write stored: what waits for every one of them (``when_stored``), once none waits."""
        self._alone &= set(self.worker.outstanding(DESK))
        if not self.storing:
            waiting, self._when_stored = self._when_stored, []
            for each in waiting:
                each()

    def _not_stored_in_turn(
        self, text: str, not_stored: Callable[[BaseException], None] | None
    ) -> Callable[[BaseException], None]:
        """What a desk's write not stored does: ``not_stored(exc)``, then the sentence told at once
        (``_tell_not_stored``; a programming error's report)."""

        def failed(exc: BaseException) -> None:
            self._when_stored.clear()  # the arbiter sees what was not stored, and decides again
            self._alone &= set(self.worker.outstanding(DESK))
            if not_stored is not None:
                not_stored(exc)
            if not isinstance(exc, ArbiterError):  # a programming error: its report at once
                self.errors.failed(capital(text), exc)
                return
            self._tell_not_stored(capital(text), describe(exc))

        return failed

    def _named_until_stored(self, text: str, job: Job) -> None:
        """The status bar's progress line names the desk's write ``job`` (:data:`UNDER_WAY`) until the
        server has stored it or not."""
        task = self.progress.start(translate("Operations", UNDER_WAY).format(write=capital(text)))
        job.on_done = _after(job.on_done, lambda: self.progress.finish(task))
        job.on_error = _after(job.on_error, lambda: self.progress.finish(task))

    def store(
        self,
        text: str,
        do: Callable[[], object],
        undo: Callable[[], object],
        then: Callable[[object], None] | None = None,
        not_stored: Callable[[BaseException], None] | None = None,
    ) -> bool:
        """A write asked for in a dialog (the tournament settings, a player list imported, a prohibited
        pairing, the end of the event's data): ``run_in_turn``, the event read again once stored, then
        ``then(result)``; at a venue server's desk the status bar names it (:data:`UNDER_WAY`) until
        the server has stored it or not (``not_stored(exc)``, the sentence told). The one mechanism
        of these writes; on a tournament file it is ``run`` as before (``then`` before it returns)."""
        if not self.run_in_turn(text, do, undo, then=then, not_stored=not_stored):
            return False
        tf = self.session.tf
        if tf is not None and stored_in_turn(tf):  # under way on the worker
            self._named_until_stored(text, self.worker.outstanding(DESK)[-1])  # the write just started
        return True

    def _read_again_then(self, title: str, players_only: bool) -> Shown:
        """What a desk's write undone or redone (on the ``FILE`` lane) shows: the event read again on
        the ``READS`` lane, the players only (the boards kept) when ``players_only``; read whole when the
        window's rounds moved meanwhile."""
        session = self.session

        def shown(_result: object) -> None:
            tf, held = session.tf, session.state
            if tf is None:
                return
            rounds = held.rounds if players_only and held is not None else None

            def read() -> FileSnapshot:
                found = None if rounds is None else tf.snapshot_players(rounds)
                return tf.snapshot() if found is None else found

            def show(found: FileSnapshot) -> None:
                now = session.state
                if rounds is not None and (now is None or now.rounds != rounds):  # moved meanwhile
                    self.read_then(title, tf.snapshot, session.show_snapshot)
                else:
                    session.show_snapshot(found)

            self.read_then(title, read, show)

        return shown

    def _tell_not_stored(self, title: str, sentence: str) -> None:
        """A desk's write not stored, told at once: in the message that tells the ones before while the
        arbiter has not closed it (a silent network fails each write waiting behind the first: one
        message, not a pile of them), else in a new one; each sentence once, after the writes it names."""
        told = self._not_stored_told
        if told is None or not told.is_open():
            self._not_stored = []
        self._not_stored.append((title, sentence))
        count = len(self._not_stored)
        if count == 1:
            self._not_stored_told = self.errors.refused_meanwhile(title, sentence, told)
            return
        by_sentence: dict[str, list[str]] = {}
        for each, reason in self._not_stored:
            by_sentence.setdefault(reason, []).append(each)
        self._not_stored_told = self.errors.refused_meanwhile(
            translate("Operations", "%n writes not stored", None, count),
            "\n".join(
                translate("Operations", "{writes}: {reason}").format(writes="; ".join(titles), reason=reason)
                for reason, titles in by_sentence.items()
            ),
            told,
        )

    def read_then(
        self,
        title: str,
        read: Callable[[], T],
        then: Callable[[T], None],
        not_read: Callable[[], None] | None = None,
    ) -> None:
        """``then(read())``: what a view or a dialog reads of the open event besides the window's state.
        At a venue server's desk (``stored_in_turn``) ``read`` runs on the worker's ``READS`` lane, since
        a statement may wait seconds for a silent network, and ``then`` follows on the UI thread while
        the same event and section are shown, on a turn of the event loop of its own (a dialog it opens
        takes the outcomes of the writes made in it); on a tournament file both run on the UI thread at
        once, as before. A failure is shown under ``title`` (then ``not_read()``)."""
        tf = self.session.tf
        if tf is None:
            return
        if not stored_in_turn(tf):
            ok, found = self.errors.attempt(title, read)
            if ok:
                then(cast(T, found))
            elif not_read is not None:
                not_read()
            return

        section = tf.section_id

        def same() -> bool:
            """The same event shown, in the same section (a read of the section left is not shown)."""
            return self.session.tf is tf and tf.section_id == section

        def done(found: T) -> None:
            # on a turn of the event loop of its own: ``then`` may open a dialog whose writes the worker
            # must deliver meanwhile (Qt fires no timer again while its slot still runs)
            QTimer.singleShot(0, lambda: then(found) if same() else None)

        def failed(exc: BaseException) -> None:
            if same():
                self.errors.failed(title, exc, read_again=False)
                if not_read is not None:
                    not_read()

        self.worker.start(lambda _context: read(), done, failed, lane=READS, name=title)

    def when_stored(self, then: Callable[[], None]) -> None:
        """``then()`` once every write typed at the desk is stored (at once when none waits); never when
        one of them was not (e.g. the window closing: it stays open, the reason shown)."""
        if self.storing:
            self._when_stored.append(then)
        else:
            then()

    # -- on the worker ----------------------------------------------------------------------------
    def start(
        self,
        title: str,
        busy_text: str,
        function: Callable[[JobContext], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None] | None = None,
    ) -> Job | None:
        """Run ``function`` on the ``FILE`` lane with the progress shown; ``on_done(result)`` after, or
        the failure shown under ``title`` (then the file is read again: a refusal changed nothing, but
        the worker may have stored part of what it did, e.g. a pairing whose backup failed)."""
        if self.session.tf is None or self.refuse_if_busy(title):
            return None
        task = self.progress.start(busy_text)
        self.status(busy_text, 0)

        def done(result: Any) -> None:
            self.progress.finish(task)
            self.status("", 0)
            on_done(result)

        def failed(exc: BaseException) -> None:
            self.progress.finish(task)
            self.status("", 0)
            if on_error is not None:
                on_error(exc)
                return
            self.errors.failed(title, exc)
            self.reload()

        return self.worker.start(function, done, failed, self.progress.hook(task), lane=FILE, name=title)

    def run_job(
        self,
        text: str,
        busy_text: str,
        do: Callable[[], object],
        undo: Callable[[], object],
        applied: Callable[[object], None],
        first_applied: Callable[[object], None] | None = None,
    ) -> None:
        """``run`` for an operation too slow for the UI thread: carried out on the worker, pushed on the
        undo stack as a ``JobCommand`` once done, shown by ``applied`` (``first_applied`` the first
        time); a refusal is shown with its reason."""

        def done(result: object) -> None:
            self.stack.push(JobCommand(text, do, undo, applied, self.errors.failed))
            (first_applied or applied)(result)

        self.start(capital(text), busy_text, lambda _context: do(), done)

    # -- Edit > Undo / Redo -----------------------------------------------------------------------
    def undo(self) -> None:
        self._undo_redo(undo=True)

    def redo(self) -> None:
        self._undo_redo(undo=False)

    def _undo_redo(self, undo: bool) -> None:
        """A ``JobCommand``'s operation runs on the worker first; the stack moves when it has ended (with
        its outcome), so the window never waits for it."""
        stack = self.stack
        index = stack.index() - 1 if undo else stack.index()
        move = stack.undo if undo else stack.redo
        command = stack.command(index) if 0 <= index < stack.count() else None
        if command is None or self.refuse_if_busy(
            translate("Operations", "Undo") if undo else translate("Operations", "Redo")
        ):
            return
        if not isinstance(command, JobCommand):
            move()
            return
        busy_text = (
            translate("Operations", "Undoing {command}\u2026")
            if undo
            else translate("Operations", "Redoing {command}\u2026")
        ).format(command=command.text())

        def ended(result: object, error: BaseException | None) -> None:
            if stack.index() != (index + 1 if undo else index) or stack.command(index) is not command:
                self.reload()  # the stack was cleared meanwhile (another file): only show the file
                return
            command.settle(result, error)
            move()

        self.start(
            busy_text,
            busy_text,
            lambda _context: command.operation(undo)(),
            lambda result: ended(result, None),
            lambda exc: ended(None, exc),
        )
