"""What the live server's tests share: the publishing tests' event, a server on a free loopback port,
raw connections from chosen loopback addresses (the limits are per client address; Linux answers on
all of 127.0.0.0/8)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import operations
from outputs.live.guard import Limits
from outputs.live.server import LiveServer


@contextmanager
def running(path: Path, limits: Limits = Limits(), language: str | None = None) -> Iterator[LiveServer]:  # noqa: B008
    """A live server of ``path`` on 127.0.0.1, a free port, in its thread, stopped afterwards."""
    server = LiveServer(path, "127.0.0.1", 0, language=language, limits=limits)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def connect(server: LiveServer, source: str = "127.0.0.1", timeout: float = 5.0) -> socket.socket:
    """A TCP connection to ``server`` from loopback address ``source``."""
    s = socket.create_connection((server.host, server.port), timeout=timeout, source_address=(source, 0))
    return s


def exchange(server: LiveServer, request: bytes, source: str = "127.0.0.1", timeout: float = 30.0) -> bytes:
    """Send ``request`` whole on a new connection; everything the server answers until it closes the
    connection (``read_until_closed``)."""
    with connect(server, source, timeout) as s:
        s.sendall(request)
        return read_until_closed(s)


def read_until_closed(s: socket.socket) -> bytes:
    """What the server sends until it closes the connection (or resets it); a server that keeps it
    open past the socket's timeout fails the test (a generous bound, not a measure of speed)."""
    got = b""
    try:
        while chunk := s.recv(65536):
            got += chunk
    except ConnectionResetError:
        pass
    except TimeoutError:
        raise AssertionError(f"the server kept the connection open; it sent {got[:80]!r}") from None
    return got


def enter_result(path: Path, round_number: int, board: int, result: str) -> None:
    """A result entered as another desk would (this process, another open of the file)."""
    from values import GameResult

    with operations.open_file(path, user="desk 2") as tf:
        tf.results.set(round_number, board, GameResult.parse(result))


def enter_in_section(path: Path, section: str, round_number: int, board: int, result: str) -> None:
    """A result entered in the section ``section`` as another desk would (``enter_result``)."""
    from values import GameResult

    with operations.open_file(path, user="desk 2") as tf:
        tf.sections.choose(section)
        tf.results.set(round_number, board, GameResult.parse(result))
