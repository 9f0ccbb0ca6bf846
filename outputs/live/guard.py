"""The limits that keep one phone (or one attacker on the venue's Wi-Fi) from starving the rest.

- **Requests per client**: a token bucket per address (``RequestBudget``): ``burst`` requests at once,
  then ``rate`` a second; a client over it is answered 429 Too Many Requests with ``Retry-After``
  (RFC 6585 4), at once and without reading the file: it is slowed, the others are not.
- **Streams per client**: at most ``streams_per_client`` open streams of editions (a phone with a few
  tabs), and ``streams`` in all; more are refused (429, 503).
- **Connections per client**: at most ``connections_per_client`` open connections from one address;
  more are closed at once (``guarded_protocol``).
- **A deadline for a request's headers**: a connection that has not sent a whole request head within
  ``header_seconds`` (a "slowloris" that trickles its headers) is closed; an idle keep-alive connection
  is closed after uvicorn's ``timeout_keep_alive``. A head larger than ``max_head`` bytes is refused
  (431, RFC 6585 5) as soon as that many bytes came, and the connection closed.
"""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol


@dataclass(frozen=True, slots=True)
class Limits:
    """The server's limits (the defaults are for a venue: a few thousand phones on one Wi-Fi)."""

    rate: float = 20.0
    """Requests a second one client may make, on average."""
    burst: int = 100
    """Requests one client may make at once (a page, its style, its script, a few quick clicks)."""
    streams_per_client: int = 8
    streams: int = 5000
    connections_per_client: int = 64
    connections: int = 6000
    """Connections in all; over it, uvicorn answers 503."""
    header_seconds: float = 10.0
    keep_alive_seconds: int = 5
    max_head: int = 16 * 1024
    """The largest request head (request line and headers), bytes."""


class RequestBudget:
    """A token bucket per client address: ``take(client)`` is False when the client is over its rate.

    >>> budget = RequestBudget(Limits(rate=1.0, burst=2), clock=lambda: 0.0)
    >>> [budget.take("10.0.0.7") for _ in range(3)], budget.take("10.0.0.8")
    ([True, True, False], True)
    """

    FORGET_AFTER = 4096
    """Past this many addresses, the full buckets (clients quiet for long) are forgotten."""

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = limits.rate
        self.burst = float(limits.burst)
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}

    def take(self, client: str) -> bool:
        now = self.clock()
        tokens, then = self._buckets.get(client, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        if tokens < 1.0:
            self._buckets[client] = (tokens, now)
            return False
        self._buckets[client] = (tokens - 1.0, now)
        if len(self._buckets) > self.FORGET_AFTER:
            self._forget(now)
        return True

    def _forget(self, now: float) -> None:
        full = [c for c, (t, then) in self._buckets.items() if t + (now - then) * self.rate >= self.burst]
        for c in full:
            del self._buckets[c]


class Counter:
    """Open things (streams, connections) per client and in all, with their limits."""

    def __init__(self, per_client: int, total: int) -> None:
        self.per_client = per_client
        self.total = total
        self.open: defaultdict[str, int] = defaultdict(int)
        self.count = 0

    def enter(self, client: str) -> bool:
        if self.open[client] >= self.per_client or self.count >= self.total:
            return False
        self.open[client] += 1
        self.count += 1
        return True

    def leave(self, client: str) -> None:
        self.open[client] -= 1
        self.count -= 1
        if self.open[client] <= 0:
            del self.open[client]


_TOO_LARGE = (
    b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: text/plain; charset=utf-8\r\n"
    b"content-length: 26\r\nconnection: close\r\n\r\nThe request is too large.\n"
)


class _Heads(Protocol):
    """What ``head_too_long`` keeps per connection."""

    _head_bytes: int
    _tail: bytes


def head_too_long(conn: _Heads, data: bytes, limit: int) -> bool:
    """The bytes received so far hold a request head (everything up to an empty line) longer than
    ``limit``; ``conn`` keeps the length of the head being read and the last bytes seen, so a head sent
    in pieces, or several heads in one piece (pipelined), are measured alike. A request has no body
    here (only GET and HEAD are served), so what follows an empty line is the next head.

    >>> class C:
    ...     _head_bytes, _tail = 0, b""
    >>> c = C()
    >>> head_too_long(c, b"GET / HTTP/1.1\\r\\nHost: a\\r\\n\\r\\n" * 100, 40)
    False
    >>> head_too_long(c, b"GET / HTTP/1.1\\r\\nX: " + b"a" * 30, 40)
    True
    """
    window = conn._tail + data
    offset = len(conn._tail)
    start, run = offset, conn._head_bytes
    while (end := window.find(b"\r\n\r\n", max(start - 3, 0))) != -1:
        end += 4
        if run + max(end - start, 0) > limit:
            return True
        start, run = end, 0
    run += len(window) - start
    conn._head_bytes, conn._tail = run, window[-3:]
    return run > limit


def guarded_protocol(limits: Limits) -> type[HttpToolsProtocol]:
    """uvicorn's HTTP/1.1 protocol (httptools: llhttp, the parser of Node.js, in C; a few times faster
    than h11 in pure Python, which a burst of 500 phones needs) with a limit on the size of a request
    head, a deadline for each request head and a limit of open connections per client address
    (``Limits``)."""
    connections = Counter(limits.connections_per_client, limits.connections)

    class GuardedHttp(HttpToolsProtocol):
        _deadline: asyncio.TimerHandle | None = None
        _counted: str | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            peer = transport.get_extra_info("peername")
            client = str(peer[0]) if peer else ""
            if not connections.enter(client):
                transport.abort()
                return
            self._counted = client
            super().connection_made(transport)
            self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            if self._counted is not None:
                connections.leave(self._counted)
                self._counted = None
                super().connection_lost(exc)

        _head_bytes = 0
        _tail = b""

        def data_received(self, data: bytes) -> None:
            if head_too_long(self, data, limits.max_head):
                self._refuse_head()
                return
            cycle = self.cycle
            super().data_received(data)
            if self.cycle is not cycle:  # a whole request head arrived (parsed within the call)
                self._disarm()

        def _refuse_head(self) -> None:
            """431 Request Header Fields Too Large (RFC 6585 5), and the connection closed."""
            if not self.transport.is_closing():
                self.transport.write(_TOO_LARGE)
                self.transport.close()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm()

        def _arm(self) -> None:
            self._disarm()
            self._deadline = self.loop.call_later(limits.header_seconds, self._too_slow)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _too_slow(self) -> None:
            self._deadline = None
            if self.cycle is None or self.cycle.response_complete:
                self.transport.close()

    return GuardedHttp
