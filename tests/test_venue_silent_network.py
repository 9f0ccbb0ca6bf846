"""A network that goes silent between a desk and its venue server (issue 30 item 3: "a desk that loses
the network is told at once, and a result counts as entered only when the server has stored it").

Between the desk and the tests' real PostgreSQL sits a small TCP proxy (``SilentProxy``) that can stop
forwarding without closing anything: the desk's connections stay open, its packets are taken and go
nowhere, no answer comes (as when a venue's Wi-Fi access point loses its uplink). The desk's result then
fails within ``TOLD_WITHIN_S`` with our one sentence (``db.server_watch``: the watchdog asks the server
through a new connection, which gets no answer either), nothing of it is stored, and once the proxy
forwards again the desk stores the next result; the announcements' listener is told as soon
(``db.server.ChangeListener``'s heartbeat) and listens again afterwards. No mock: the server is real, and
so is the silence."""

from __future__ import annotations

import contextlib
import select
import socket
import threading
import time
from collections.abc import Iterator
from urllib.parse import urlsplit, urlunsplit

import pytest

import operations
from db import server_watch
from db.server import ServerUnreachable
from operations.server_event import ServerEvent
from tests.test_db_support import new_file, pairer
from values import GameResult

TOLD_WITHIN_S = 9.0
"""The bound: a statement waits ``SILENT_AFTER_S`` (2 s), the server is asked through a new connection
allowed ``PROBE_TIMEOUT_S`` (3 s), the watchdog looks every 0.25 s; the rest is a margin for a loaded
machine. The system's TCP timers alone (keepalives, ``tcp_user_timeout``) never end it here: the proxy's
side of the connection acknowledges every packet."""


class SilentProxy:
    """Forwards TCP connections from a port of the loopback to ``target``, until ``silence()``: then
    nothing is forwarded either way (and new connections are accepted, never answered), without closing
    anything; ``resume()`` forwards again what waited meanwhile."""

    def __init__(self, target: tuple[str, int]) -> None:
        self._target = target
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        self._forwarding = threading.Event()
        self._forwarding.set()
        self._closed = threading.Event()
        self._sockets: list[socket.socket] = [self._listener]
        threading.Thread(target=self._accept, daemon=True).start()

    def silence(self) -> None:
        self._forwarding.clear()

    def resume(self) -> None:
        self._forwarding.set()

    def close(self) -> None:
        self._closed.set()
        for s in self._sockets:
            with contextlib.suppress(OSError):
                s.close()

    def _accept(self) -> None:
        while not self._closed.is_set():
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        self._forwarding.wait()  # a connection made while silent is taken, and answered only later
        try:
            server = socket.create_connection(self._target)
        except OSError:
            client.close()
            return
        self._sockets += [client, server]
        other = {client: server, server: client}
        with client, server:
            while not self._closed.is_set():
                if not self._forwarding.wait(0.05):
                    continue  # silent: nothing read, nothing sent, nothing closed
                ready, _, _ = select.select([client, server], [], [], 0.05)
                for s in ready:
                    try:
                        data = s.recv(65536)
                    except OSError:
                        data = b""
                    if not data:
                        return  # one side ended: the other is ended with it
                    other[s].sendall(data)


@pytest.fixture
def proxy(pg_database: str) -> Iterator[tuple[SilentProxy, str]]:
    """A proxy to the tests' server, and the URL of the test's database through it."""
    parts = urlsplit(pg_database)
    assert parts.hostname is not None and parts.port is not None
    silent = SilentProxy((parts.hostname, parts.port))
    through = parts._replace(netloc=f"{parts.username}@127.0.0.1:{silent.port}")
    try:
        yield silent, urlunsplit(through)
    finally:
        silent.close()


def _result(url: str, board: int) -> GameResult | None:
    """Board ``board`` of round 1 as the server holds it, read straight from it (not through the proxy)."""
    with operations.open_file(url, user="auditor@server") as tf:
        return next(b.result for b in tf.rounds.boards(1) if b.board == board)


def test_a_result_typed_while_the_network_is_silent_fails_in_one_sentence_and_the_desk_recovers(
    pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next(pairer=pairer)
    with operations.open_file(through, user="jon@desk-2") as desk:
        desk.results.set(1, 1, GameResult.WHITE_WINS)  # the proxy forwards
        silent.silence()
        started = time.monotonic()
        with pytest.raises(ServerUnreachable) as refused:
            desk.results.set(1, 2, GameResult.DRAW)
        took = time.monotonic() - started
        assert server_watch.SILENT_AFTER_S <= took < TOLD_WITHIN_S
        told = str(refused.value)
        assert "is out of reach" in told and "not confirmed stored" in told
        assert "\n" not in told and "password" not in told.lower()
        silent.resume()
        assert _result(pg_database, 2) is None  # not stored: the desk was right not to count it
        assert _result(pg_database, 1) is GameResult.WHITE_WINS
        desk.results.set(1, 2, GameResult.BLACK_WINS)  # the same open event, once the network is back
    assert _result(pg_database, 2) is GameResult.BLACK_WINS


def test_the_listening_desk_is_told_within_seconds_and_listens_again(
    pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    with new_file(pg_database, players=4) as tf:
        tf.rounds.pair_next(pairer=pairer)
    with operations.open_file(through, user="maria@desk-1") as desk:
        assert isinstance(desk, ServerEvent)
        feed = desk.change_feed()
        try:
            assert feed.wait(0.01) == ()
            silent.silence()
            started = time.monotonic()
            with pytest.raises(ServerUnreachable):
                while time.monotonic() - started < 3 * TOLD_WITHIN_S:  # bounded: never hangs the run
                    feed.wait(0.5)
            assert time.monotonic() - started < TOLD_WITHIN_S
            assert not feed.listening
            silent.resume()
            assert feed.wait(0.01) == ()  # listening again
            with operations.open_file(pg_database, user="jon@desk-2") as jon:
                jon.results.set(1, 1, GameResult.DRAW)
            came: tuple[int, ...] = ()
            deadline = time.monotonic() + 5
            while not came and time.monotonic() < deadline:
                came = feed.wait(0.5)
            assert came == (desk.section_id,)
        finally:
            feed.close()
