"""The other desks' changes in the window within 2 s (issue 30 item 3), this desk's role, and a venue
server lost told at once.

- **On a venue server** the window listens (``TournamentFile.change_feed``: PostgreSQL's
  ``LISTEN``/``NOTIFY``, each change announced when it commits) on a thread of its own (``_Listening``),
  never on the UI thread: when another desk's change is announced, a job on the ``WATCH`` lane of the
  worker reads the event again (one transaction) and the session shows it. Nothing is asked while nothing
  changes. When the server or the network is lost, the listening connection fails within seconds (its
  keepalives), and the window says so at once (``server_lost``), before the arbiter types anything; it
  listens again every ``RETRY_S`` and, once the server answers, says so (``server_back``) and reads the
  event again (what changed meanwhile).
- **On a tournament file** (no announcements) the window asks every ``POLL_MS``, off the UI thread,
  whether an audit row newer than the last one it knows was stored by another program or desk
  (``TournamentFile.changed_by_others``: one small read by the primary key; the rows this window wrote
  itself are known and skipped); when one was, the same job reads the event again.

The session shows what was read again (``Session.show_snapshot``): the views update their rows in place
(``arbiter_gui.tablemodel``), so the board the arbiter stands on and a match's first key typed stay, and
a dialog open meanwhile keeps what is typed in it. While an operation of this window runs, the answer is
dropped and asked again at the next tick (the operation shows its own state).

The same job reads this desk's role on a venue server (``operations.roles``); the window greys what the
role may not do, with the refusal sentence as the tooltip (``role_refusal``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAction

from arbiter_gui.session import Change, ChangeKind, FileState, Session
from arbiter_gui.worker import DESK, JobContext, Worker
from engine.errors import ArbiterError
from operations import roles
from operations.change_feed import ChangeFeed
from operations.tournament_file import TournamentFile
from values import FileSnapshot
from values.roles import Role

POLL_MS = 1000
"""How often the window asks for the other desks' changes: a change is shown within this and the time
one read of the event takes (2 s in all, issue 30 item 3)."""
WATCH = "watch"
"""The worker's lane of these questions (never the file's lane: they do not make the window busy)."""
LISTEN_WAIT_S = 0.5
"""How long the listening thread waits for an announcement before it looks whether it should stop."""
RETRY_S = 2.0
"""How often the listening thread tries the server again once it was lost."""

translate = QCoreApplication.translate


class _Listening(QObject):
    """The thread that waits for a venue server's announcements (``ChangeFeed``), and its signals (emitted
    on that thread, received on the UI thread). It owns the feed: it listens, and closes it when told to
    stop (``stop``, from the UI thread; it ends within ``LISTEN_WAIT_S``)."""

    changed = Signal()
    """Another desk stored a change."""
    lost = Signal()
    """The server or the network was lost (the feed's connection failed, or cannot be made again)."""
    back = Signal()
    """The server answers again after ``lost``."""

    def __init__(self, feed: ChangeFeed) -> None:
        super().__init__()
        self._feed = feed
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="venue server changes", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        lost = False
        try:
            while not self._stop.is_set():
                try:
                    sections = self._feed.wait(LISTEN_WAIT_S)
                except ArbiterError:
                    if not lost and not self._stop.is_set():
                        lost = True
                        self.lost.emit()
                    self._stop.wait(RETRY_S)
                    continue
                if self._stop.is_set():
                    break
                if lost:
                    lost = False
                    self.back.emit()
                if sections:
                    self.changed.emit()
        finally:
            self._feed.close()


@dataclass(frozen=True, slots=True)
class Answer:
    """What one tick learned."""

    last: int
    """The event's change marker: the last audit id of a file (``changed_by_others``), the marker of a
    venue server's event (``TournamentFile.change_marker``)."""
    snapshot: FileSnapshot | None
    """The event read again after another desk's change (None: none)."""
    role: Role
    """This desk's role (the chief arbiter's for a file used alone)."""


class LiveRefresh(QObject):
    """Follows the open event's changes made elsewhere (see the module's docstring)."""

    role_changed = Signal(object)
    """(``Role``) this desk's role, when it is first known and whenever it changes."""
    server_lost = Signal(str)
    """(sentence) The venue server or the network was lost: nothing is stored until it answers again."""
    server_back = Signal(str)
    """(sentence) The venue server answers again after ``server_lost``."""

    def __init__(self, session: Session, worker: Worker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._worker = worker
        self._seen: int | None = None
        self._asking = False
        self.role = Role.CHIEF
        self._listening: _Listening | None = None
        self._announced = False
        """Another desk's change was announced and is not shown yet (a venue server's event)."""
        self.lost = False
        """The venue server is lost now (``server_lost`` was emitted, ``server_back`` not yet)."""
        self.role_known = False
        """This desk's role was read since the event was opened (the first tick reads it)."""
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.tick)
        session.changed.connect(self._changed)

    def _changed(self, state: FileState | None, change: Change) -> None:
        if change.kind is not ChangeKind.FILE:
            return
        tf = self._session.tf
        self._seen = None if tf is None else self._session.marker
        self.role_known = False
        self._stop_listening()
        if tf is None:
            self._timer.stop()
            self._set_role(Role.CHIEF)
            return
        feed = tf.change_feed()
        if feed is not None:
            self._listen(feed)
        self._timer.start()
        self.tick()

    def stop(self) -> None:
        """The window closes: no more polling, and the listening thread ends with its connection to the
        server. Called before the window blocks the session's signals (its last change, the file closed,
        is then told to nobody: the thread was left waiting on the server until the program ended)."""
        self._timer.stop()
        self._stop_listening()

    def _listen(self, feed: ChangeFeed) -> None:
        listening = self._listening = _Listening(feed)
        listening.changed.connect(self._announcement)
        listening.lost.connect(self._lost)
        listening.back.connect(self._back)
        listening.start()

    def _stop_listening(self) -> None:
        if self._listening is not None:
            self._listening.stop()  # its thread ends within LISTEN_WAIT_S, and the object with it
            self._listening = None
        self._announced = False
        if self.lost:
            self.lost = False
            self.server_back.emit("")

    def _announcement(self) -> None:
        if self.sender() is self._listening:
            self._announced = True
            self.tick()

    def _lost(self) -> None:
        tf = self._session.tf
        if self.sender() is not self._listening or tf is None:
            return
        self.lost = True
        self.server_lost.emit(
            translate(
                "LiveRefresh",
                "The venue server {name} does not answer: check the network. Nothing is stored until it "
                "answers again.",
            ).format(name=tf.path.name)
        )

    def _back(self) -> None:
        tf = self._session.tf
        if self.sender() is not self._listening or tf is None:
            return
        self.lost = False
        self.server_back.emit(
            translate("LiveRefresh", "The venue server {name} answers again.").format(name=tf.path.name)
        )
        self._announced = True  # what the other desks stored meanwhile
        self.tick()

    def tick(self) -> None:
        """Ask once (nothing when a question is under way or the window runs an operation). On a venue
        server only once a change was announced: nothing is asked while nothing changes."""
        tf = self._session.tf
        seen = self._seen
        if tf is None or seen is None or self._asking or self._worker.busy:
            return
        listening, announced = self._listening is not None, self._announced
        if listening and not announced and self.role_known:
            return
        self._asking = True
        self._announced = False
        state = self._session.state
        version = state.version if state is not None else None

        def ask(_context: JobContext) -> Answer:
            if listening:  # another desk's change was announced: read the event again (else the role)
                if not announced:
                    return Answer(seen, None, tf.roles.mine())
                return Answer(tf.change_marker(), tf.snapshot(), tf.roles.mine())
            last, foreign = tf.changed_by_others(seen)
            return Answer(last, tf.snapshot() if foreign else None, tf.roles.mine())

        self._worker.start(
            ask,
            lambda answer: self._answered(tf, seen, version, answer),
            self._failed,
            lane=WATCH,
            name="live refresh",
        )

    def _failed(self, exc: BaseException) -> None:
        """Our errors (a file gone; a server lost, which the listening thread tells at once) are asked
        again at the next tick; anything else is a fault of the program, reported."""
        self._asking = False
        if self._listening is not None:
            self._announced = True  # not read: read at the next tick
        if not isinstance(exc, ArbiterError):
            raise exc

    def _answered(self, tf: TournamentFile, seen: int, version: int | None, answer: Answer) -> None:
        self._asking = False
        self._show(tf, seen, version, answer)
        if self._announced and not self._worker.busy:
            QTimer.singleShot(0, self.tick)  # announced while this was read: read again now

    def _show(self, tf: TournamentFile, seen: int, version: int | None, answer: Answer) -> None:
        if self._session.tf is not tf or self._seen != seen:
            return  # another file opened meanwhile, or this window read the event again itself
        self.role_known = True
        self._set_role(answer.role)
        if answer.snapshot is None:
            self._seen = answer.last
            return
        state = self._session.state
        if self._worker.busy or self._worker.outstanding(DESK) or state is None or state.version != version:
            # an operation of this window shows its own state; a write of the desk lane stored (or under
            # way) since the event was read would be shown undone by this older read: asked again
            self._announced = self._listening is not None  # asked again at the next tick
            return
        self._seen = answer.last
        self._session.show_snapshot(answer.snapshot)

    def _set_role(self, role: Role) -> None:
        if role is not self.role:
            self.role = role
            self.role_changed.emit(role)

    def role_refusal(self, kind: str) -> str | None:
        """Why this desk may not run an operation of ``kind`` (None: it may), by the role last read."""
        tf = self._session.tf
        if tf is None or not tf.roles_apply:
            return None
        return roles.refusal(self.role, kind, roles.person_of(tf.user))


ACTION_KINDS: dict[str, str] = {
    "add_player": "add_player",
    "edit_player": "edit_player",
    "import_csv": "add_player",
    "withdraw": "withdraw_player",
    "reinstate": "reinstate_player",
    "request_bye": "request_bye",
    "cancel_bye": "cancel_bye",
    "check_in": "check_in",
    "pair": "pair_round",
    "pair_all": "pair_all_rounds",
    "draw_lots": "draw_lots",
    "enter_results": "set_result",
    "repair": "repair_round",
    "delete_round": "delete_round",
    "edit_pairing": "set_pairing",
    "event_settings": "update_event",
    "update_ratings": "update_ratings",
    "forbidden_pairs": "add_prohibited_pair",
}
"""The window's actions (``arbiter_gui.actions.Actions`` attributes) that change the event, and the kind
of operation each runs (``operations.roles``)."""

_PLAIN_TIP = "arbiter_plain_tooltip"


def grey_by_role(commands: object, refusal: Callable[[str], str | None]) -> None:
    """Disable each action of ``ACTION_KINDS`` that this desk's role may not run, its tooltip the refusal
    sentence; the others keep the tooltip they were made with (and their enabled state)."""
    for name, kind in ACTION_KINDS.items():
        action = getattr(commands, name, None)
        if not isinstance(action, QAction):
            continue
        plain = action.property(_PLAIN_TIP)
        if plain is None:
            plain = action.toolTip()
            action.setProperty(_PLAIN_TIP, plain)
        problem = refusal(kind)
        if problem is None:
            action.setToolTip(str(plain))
        else:
            action.setEnabled(False)
            action.setToolTip(problem)
