"""A network that goes silent between a desk and the tests' real PostgreSQL (issue 30 item 3): a small TCP
proxy on the loopback that can stop forwarding without closing anything, as a venue's Wi-Fi access point
that lost its uplink. Used by ``tests/test_venue_silent_network.py`` (the store) and
``tests/test_gui_venue_silent_network.py`` (the window)."""

from __future__ import annotations

import contextlib
import select
import socket
import threading
from collections.abc import Iterator
from urllib.parse import urlsplit, urlunsplit

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
                try:
                    ready, _, _ = select.select([client, server], [], [], 0.05)
                except (OSError, ValueError):  # closed by ``close`` meanwhile
                    return
                for s in ready:
                    try:
                        data = s.recv(65536)
                    except OSError:
                        data = b""
                    if not data:
                        return  # one side ended: the other is ended with it
                    try:
                        other[s].sendall(data)
                    except OSError:  # closed by ``close`` meanwhile
                        return


@contextlib.contextmanager
def proxied(url: str) -> Iterator[tuple[SilentProxy, str]]:
    """A proxy to the server of ``url``, and the URL of the same database through it."""
    parts = urlsplit(url)
    assert parts.hostname is not None and parts.port is not None
    silent = SilentProxy((parts.hostname, parts.port))
    through = parts._replace(netloc=f"{parts.username}@127.0.0.1:{silent.port}")
    try:
        yield silent, urlunsplit(through)
    finally:
        silent.close()
