"""The other desks' changes in the window within 2 s (issue 30 item 3), and this desk's role.

Every ``POLL_MS`` the window asks, off the UI thread (the ``WATCH`` lane of the worker), whether an audit
row newer than the last one it knows was stored by another program or desk
(``TournamentFile.changed_by_others``: one small read by the primary key; the rows this window wrote
itself are known and skipped). When one was, the same job reads the event again (one transaction), and
the session shows it (``Session.show_snapshot``): the views update their rows in place
(``arbiter_gui.tablemodel``), so the board the arbiter stands on and a match's first key typed stay, and a
dialog open meanwhile keeps what is typed in it. While an operation of this window runs, the answer is
dropped and asked again at the next tick (the operation shows its own state).

The same job reads this desk's role on a venue server (``operations.roles``); the window greys what the
role may not do, with the refusal sentence as the tooltip (``role_refusal``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction

from arbiter_gui.session import Change, ChangeKind, FileState, Session
from arbiter_gui.worker import JobContext, Worker
from engine.errors import ArbiterError
from operations import roles
from operations.tournament_file import TournamentFile
from values import FileSnapshot
from values.roles import Role

POLL_MS = 1000
"""How often the window asks for the other desks' changes: a change is shown within this and the time
one read of the event takes (2 s in all, issue 30 item 3)."""
WATCH = "watch"
"""The worker's lane of these questions (never the file's lane: they do not make the window busy)."""


@dataclass(frozen=True, slots=True)
class Answer:
    """What one tick learned."""

    last: int
    """The last audit id of the event."""
    snapshot: FileSnapshot | None
    """The event read again after another desk's change (None: none)."""
    role: Role
    """This desk's role (the chief arbiter's for a file used alone)."""


class LiveRefresh(QObject):
    """Follows the open event's changes made elsewhere (see the module's docstring)."""

    role_changed = Signal(object)
    """(``Role``) this desk's role, when it is first known and whenever it changes."""

    def __init__(self, session: Session, worker: Worker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._worker = worker
        self._seen: int | None = None
        self._asking = False
        self.role = Role.CHIEF
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.tick)
        session.changed.connect(self._changed)

    def _changed(self, state: FileState | None, change: Change) -> None:
        if change.kind is not ChangeKind.FILE:
            return
        tf = self._session.tf
        self._seen = None if tf is None else self._session.marker
        if tf is None:
            self._timer.stop()
            self._set_role(Role.CHIEF)
        else:
            self._timer.start()
            self.tick()

    def tick(self) -> None:
        """Ask once (nothing when a question is under way or the window runs an operation)."""
        tf = self._session.tf
        seen = self._seen
        if tf is None or seen is None or self._asking or self._worker.busy:
            return
        self._asking = True

        def ask(_context: JobContext) -> Answer:
            last, foreign = tf.changed_by_others(seen)
            return Answer(last, tf.snapshot() if foreign else None, tf.roles.mine())

        self._worker.start(
            ask,
            lambda answer: self._answered(tf, seen, answer),
            self._failed,
            lane=WATCH,
            name="live refresh",
        )

    def _failed(self, exc: BaseException) -> None:
        """Our errors (a lost server, a file gone) are told by the next operation the arbiter runs, and
        the watch asks again at the next tick; anything else is a fault of the program, reported."""
        self._asking = False
        if not isinstance(exc, ArbiterError):
            raise exc

    def _answered(self, tf: TournamentFile, seen: int, answer: Answer) -> None:
        self._asking = False
        if self._session.tf is not tf or self._seen != seen:
            return  # another file opened meanwhile, or this window read the event again itself
        self._set_role(answer.role)
        if answer.snapshot is None:
            self._seen = answer.last
            return
        if self._worker.busy:
            return  # an operation of this window shows its own state; asked again at the next tick
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
