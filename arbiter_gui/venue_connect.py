"""Connecting to a venue server without the window waiting for the network (issue 30 item 3).

File > Connect to venue server and a ``postgresql://`` URL given to the program open an event on a
server: the connection (a host that does not answer waits for ``db.server.CONNECT_TIMEOUT_S``) and the
event's first read (``TournamentFile.snapshot``: every player and board) are made on the worker's
``CONNECT`` lane (``connect_and_read``), never on the UI thread. Meanwhile the status bar says
"Connecting to the venue server NAME…" with a Cancel button, and the event open before stays open and
worked on; the event connected to is shown once read (:meth:`VenueConnection.start`'s ``shown``), after
what the arbiter typed in the event open before is stored (``free``; read again when a write of the
window was stored while it was read: it may be the same event). A failure is told in one sentence
(``failed``) and leaves the window as it was.

A later choice wins over an earlier one: a second connection, a file opened or closed, Cancel drop the
connection under way (:meth:`VenueConnection.drop`): its outcome is never shown (nor its failure told),
and an event it opened meanwhile is closed on the lane. A connection dropped while its job still waits
for the network keeps the lane until its ``connect_timeout`` ends it; the next one follows it there."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QTimer

from arbiter_gui.snapshot import RunningScores, running_scores
from arbiter_gui.views.progress import ProgressPanel
from arbiter_gui.worker import CONNECT, Job, JobContext, Worker
from db.location import ServerAddress
from operations import tournament_file as dbapi
from texts.catalogue import QT_TRANSLATE_NOOP
from values import FileSnapshot

CONNECTING = QT_TRANSLATE_NOOP("VenueConnection", "Connecting to the venue server {name}\u2026")
"""What the status bar says while the connection and the first read are under way."""
FREE_AGAIN_MS = 100
"""How often a connected event waiting to be shown looks again whether the window may show it (``free``)."""

translate = QCoreApplication.translate


@dataclass(frozen=True, eq=False)
class Connected:
    """An event of a venue server connected to and read whole on the ``CONNECT`` lane, not shown yet."""

    tf: dbapi.TournamentFile
    snapshot: FileSnapshot
    marker: int
    """``tf.change_marker()`` read before the snapshot (``Session.open_read``)."""
    scores: RunningScores


def connect_and_read(
    connect: Callable[[ServerAddress], dbapi.TournamentFile], address: ServerAddress, dropped: threading.Event
) -> Connected | None:
    """On the ``CONNECT`` lane: the event at ``address`` opened (``connect``) and read whole
    (``read_whole``). None when the connection was dropped before it began or while it connected (what
    it opened is closed here)."""
    if dropped.is_set():
        return None
    tf = connect(address)
    if dropped.is_set():
        tf.close()
        return None
    return read_whole(tf)


def read_whole(tf: dbapi.TournamentFile) -> Connected:
    """On the ``CONNECT`` lane: the event ``tf`` read whole, as ``Session.open_read`` shows it; ``tf`` is
    closed when the read fails."""
    try:
        marker = tf.change_marker()  # before the snapshot: a change meanwhile is seen again
        snapshot = tf.snapshot()
        return Connected(tf, snapshot, marker, running_scores(snapshot.tournament))
    except BaseException:
        tf.close()
        raise


@dataclass(eq=False)
class _Attempt:
    """One connection asked for: where to, its line in the status bar, and whether it was dropped (read by
    the lane's thread, set on the UI thread)."""

    address: ServerAddress
    task: int
    dropped: threading.Event = field(default_factory=threading.Event)


class VenueConnection:
    """The connection to a venue server under way, if any (at most one counts: the last asked for)."""

    def __init__(
        self,
        worker: Worker,
        progress: ProgressPanel,
        status: Callable[[str, int], None],
        connect: Callable[[ServerAddress], dbapi.TournamentFile],
        free: Callable[[], bool],
        shown_now: Callable[[], object],
    ) -> None:
        self.worker = worker
        self.progress = progress
        self.status = status
        self.connect = connect
        """How an event on a server is opened (``FileOpener.connect``), called on the lane."""
        self.free = free
        """Whether the window may show another event now (no pairing, no write of the desk, no copy under
        way in the event it shows, no dialog open on it)."""
        self.shown_now = shown_now
        """What the window shows now (``Session.state``: a new value at every change it shows), to tell
        whether a write of this window was stored while the event connected to was read."""
        self._attempt: _Attempt | None = None

    @property
    def under_way(self) -> ServerAddress | None:
        """Where the connection under way goes (None: none is)."""
        return None if self._attempt is None else self._attempt.address

    def start(
        self,
        address: ServerAddress,
        shown: Callable[[Connected], None],
        failed: Callable[[BaseException], None],
    ) -> Job:
        """Connect to ``address`` and read its event on the ``CONNECT`` lane (the connection under way
        before is dropped); then, on the UI thread, ``shown(connected)`` once the window is ``free``, or
        ``failed(exc)`` (on a turn of the event loop of its own: it may tell the failure and ask again),
        unless dropped meanwhile."""
        self.drop()
        text = translate("VenueConnection", CONNECTING).format(name=address.name)
        attempt = _Attempt(address, self.progress.start(text, self.drop))
        self._attempt = attempt
        self.status(text, 0)
        connect, dropped = self.connect, attempt.dropped

        def done(connected: Connected | None, seen: object) -> None:
            if connected is None:
                return
            if attempt is not self._attempt:  # dropped: a later choice won
                self._close_on_lane(connected.tf)
                return
            if not self.free():  # the event shown is written or paired: once it is done
                QTimer.singleShot(FREE_AGAIN_MS, self.progress, lambda: done(connected, seen))
                return
            now = self.shown_now()
            if now is not seen:  # a write of this window stored meanwhile (the same event?): read again
                self.worker.start(
                    lambda _context: read_whole(connected.tf),
                    lambda again: done(again, now),
                    not_connected,
                    lane=CONNECT,
                    name=text,
                )
                return
            self._ended(attempt)
            shown(connected)

        def not_connected(exc: BaseException) -> None:
            if attempt is self._attempt:
                self._ended(attempt)
                QTimer.singleShot(0, self.progress, lambda: failed(exc))  # not once the window is gone

        seen = self.shown_now()
        return self.worker.start(
            lambda _context: connect_and_read(connect, address, dropped),
            lambda connected: done(connected, seen),
            not_connected,
            lane=CONNECT,
            name=text,
        )

    def drop(self) -> None:
        """Give up the connection under way, if any: its outcome is not shown, nor its failure told; what
        it opens is closed (Cancel, a later choice)."""
        attempt = self._attempt
        if attempt is not None:
            self._ended(attempt)
            attempt.dropped.set()

    def _ended(self, attempt: _Attempt) -> None:
        """``attempt`` no longer under way: its line taken out of the status bar."""
        self._attempt = None
        self.progress.finish(attempt.task)
        self.status("", 0)

    def _close_on_lane(self, tf: dbapi.TournamentFile) -> None:
        """Close an event connected to and not shown, on the lane (closing may talk to the server)."""

        def close(_context: JobContext) -> None:
            tf.close()

        self.worker.start(close, lane=CONNECT, name="close")
