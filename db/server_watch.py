"""A network that goes silent between a desk and the venue server, told within seconds (issue 30 item 3).

A stopped server or a reset connection is told at once (the connection ends). A network that goes
silent ends nothing: the desk's statement waits for an answer that never comes, and the system's TCP
timers (keepalives, ``tcp_user_timeout``: ``db.server.server_engine``) notice it only when the packets
are really lost, after many seconds, and never when something between desk and server still takes the
packets (a router, a proxy, a Wi-Fi access point that lost its uplink). So the desk asks the server
itself: a statement of a desk's connection (``WatchedConnection``) that waits more than
``SILENT_AFTER_S`` for its answer makes the watchdog (one thread per process, running only while a
connection is open) open a new connection to the same server, allowed ``PROBE_TIMEOUT_S``. When the
server answers it, the statement is only slow (a lock held by another desk, a busy server) and goes on
waiting (asked again every ``SILENT_AFTER_S``); when it does not, the waiting connection is cut: its
statement fails as a lost connection (``db.server.server_problem``: one sentence, the change under way
not confirmed stored) and the pool replaces it once the server answers again.

A question with an end of its own is not watched: the ping of a connection that rested (``ping``, before
an operation takes it from the pool: ``db.server``) and the heartbeat of the announcements' listener
wait ``PING_ANSWER_WITHIN_S`` for ``SELECT 1``, which takes no lock and waits for nobody, and a ping left
unanswered tells the network silent (``NetworkSilent``) at once, without a new connection tried: the
desk is told in about ``PING_ANSWER_WITHIN_S`` rather than after a probe and a ``connect_timeout``.
"""

from __future__ import annotations

import contextlib
import os
import socket
import threading
import time
import weakref
from collections.abc import Generator
from typing import Any

import psycopg

from engine.i18n import translate

SILENT_AFTER_S = 2.0
"""How long a statement waits for the server's answer before the watchdog asks whether it still answers."""
PROBE_TIMEOUT_S = 3
"""How long a new connection to the server may take to answer (libpq's ``connect_timeout``, 2 at least): a
margin for a server busy starting a connection, so that a slow server is not taken for a silent network."""
CHECK_EVERY_S = 0.25
"""How often the watchdog looks at the waiting connections."""
PING_ANSWER_WITHIN_S = 2.0
"""How long a ping (``SELECT 1``) waits for its answer before the network is told silent: a question that
waits for no lock, which a server answers in milliseconds even when busy; as long as a statement waits
before the watchdog asks (``SILENT_AFTER_S``). A network that pauses for less loses nothing."""


class NetworkSilent(psycopg.OperationalError):
    """A ping was left unanswered for ``PING_ANSWER_WITHIN_S``: the network to the server is silent (its
    connection was cut meanwhile). Not a lost connection to replace: a new one would wait as long."""


class WatchedConnection(psycopg.Connection[Any]):
    """psycopg's connection of a desk, which says since when it waits for the server's answer."""

    arbiter_waiting_since: float | None = None
    arbiter_answer_within: float | None = None
    """The end of the wait of the question under way, when it has one (``ping``)."""
    arbiter_probe: dict[str, Any] | None = None
    """How to open a new connection to the same server (the connection's own parameters)."""

    def wait(self, gen: Generator[Any, Any, Any], interval: float = 0.1, timeout: float | None = None) -> Any:
        if timeout is None:
            timeout = self.arbiter_answer_within
        if timeout is not None:  # a wait with an end of its own (a ping, the announcements' listener)
            return super().wait(gen, interval, timeout)
        self.arbiter_waiting_since = time.monotonic()
        try:
            return super().wait(gen, interval, timeout)
        finally:
            self.arbiter_waiting_since = None


def connect(cargs: tuple[Any, ...], cparams: dict[str, Any]) -> WatchedConnection:
    """A desk's connection (``do_connect`` of the server's engine), watched from now on."""
    connection = WatchedConnection.connect(*cargs, **cparams)
    connection.arbiter_probe = {**cparams, "connect_timeout": PROBE_TIMEOUT_S}
    WATCHDOG.watch(connection)
    return connection


def ping(connection: WatchedConnection) -> None:
    """Ask the server ``SELECT 1`` on ``connection``, waiting ``PING_ANSWER_WITHIN_S`` for the answer.
    Raises ``NetworkSilent`` when none came (the connection is cut: a question is left under way on it),
    the driver's error when the connection ended (a server restarted: a new connection answers)."""
    autocommit = connection.autocommit
    connection.arbiter_answer_within = PING_ANSWER_WITHIN_S
    try:
        connection.autocommit = True  # a question outside any transaction (the operation begins its own)
        connection.execute("SELECT 1")
    except psycopg.OperationalError as exc:
        if connection.info.transaction_status != psycopg.pq.TransactionStatus.ACTIVE:
            raise  # not left waiting for the answer: ended
        cut(connection)
        raise NetworkSilent(
            translate("DbServer", "no answer within {seconds} s").format(seconds=f"{PING_ANSWER_WITHIN_S:g}")
        ) from exc
    finally:
        connection.arbiter_answer_within = None
    connection.autocommit = autocommit


def answers(params: dict[str, Any]) -> bool:
    """Whether the server answers a new connection within ``PROBE_TIMEOUT_S`` (its start-up is several
    exchanges with the server: authentication, settings)."""
    try:
        psycopg.connect(**params).close()
    except psycopg.Error:
        return False
    return True


def cut(connection: psycopg.Connection[Any]) -> None:
    """End the connection's socket under its waiting statement, which then fails as a lost connection."""
    with contextlib.suppress(OSError, psycopg.Error):
        duplicate = socket.socket(fileno=os.dup(connection.pgconn.socket))
        try:
            duplicate.shutdown(socket.SHUT_RDWR)
        finally:
            duplicate.close()


class Watchdog:
    """The thread that looks at the desk's connections while one is open (see the module's docstring)."""

    def __init__(self) -> None:
        self._connections: weakref.WeakSet[WatchedConnection] = weakref.WeakSet()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def watch(self, connection: WatchedConnection) -> None:
        with self._lock:
            self._connections.add(connection)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="venue-server-watchdog", daemon=True)
                self._thread.start()

    def _open(self) -> list[WatchedConnection]:
        """The connections still open; when none is, the thread ends (a new one starts with the next)."""
        with self._lock:
            found = [c for c in self._connections if not c.closed]
            if not found:
                self._thread = None
            return found

    def _run(self) -> None:
        asked: dict[int, float] = {}  # connection -> when the server was last asked for it
        while connections := self._open():
            now = time.monotonic()
            for connection in connections:
                since = connection.arbiter_waiting_since
                if since is None or now - since < SILENT_AFTER_S:
                    asked.pop(id(connection), None)
                    continue
                if now - asked.get(id(connection), since) < SILENT_AFTER_S:
                    continue
                asked[id(connection)] = now
                params = connection.arbiter_probe
                if params is not None and not answers(params) and connection.arbiter_waiting_since == since:
                    cut(connection)
            time.sleep(CHECK_EVERY_S)


WATCHDOG = Watchdog()
