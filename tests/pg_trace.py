"""What a desk exchanges with a venue server, read from libpq's own trace of its connections (issue 30
item 5): round trips, statements, statements run prepared. Used by ``bench/venue_result.py``,
``bench/venue_load.py`` and the tests that bound a result's and a pairing's round trips.

The count is PostgreSQL's protocol as libpq writes it (``PGconn.trace``: PQtrace, one line per message,
``F`` from the desk, ``B`` from the server), switched on through psycopg's public ``pq`` interface: no
upgrade of the driver's insides changes it. A round trip is what a desk on a loaded machine waits for
twice (its server process woken, then itself), whatever the statement.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from psycopg import pq
from sqlalchemy import event
from sqlalchemy.engine import Engine


class Exchanges:
    """The desk's exchanges with the server, read from libpq's trace of every connection the program
    opens from now on (SQLAlchemy's ``connect`` event), between ``start`` and ``stop`` (psycopg's
    ``PGconn.trace``), also those opened meanwhile."""

    def __init__(self) -> None:
        self._connections: list[Any] = []
        self._files: list[Path] = []
        self._folder = tempfile.TemporaryDirectory(prefix="venue-trace-")
        self._tracing = False
        event.listen(Engine, "connect", self._opened)

    def close(self) -> None:
        """Trace no connection opened from now on, and forget those seen (a test's own)."""
        event.remove(Engine, "connect", self._opened)
        self._connections.clear()
        self._folder.cleanup()

    def __enter__(self) -> Exchanges:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def _opened(self, dbapi_connection: Any, _record: Any) -> None:
        self._connections.append(dbapi_connection)
        if self._tracing:
            self._trace(dbapi_connection)

    def start(self) -> None:
        """Trace the connections open now, and those opened until ``stop``."""
        self._tracing = True
        for connection in self._connections:
            if not connection.closed:
                self._trace(connection)

    def _trace(self, connection: Any) -> None:
        trace = Path(self._folder.name) / f"{len(self._files)}.trace"
        self._files.append(trace)
        # libpq writes through a stream of its own on this descriptor (never closed: a few per run); the
        # file of a count before is emptied (a later, shorter count read its tail as its own)
        connection.pgconn.trace(os.open(trace, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600))
        connection.pgconn.set_trace_flags(pq.Trace.SUPPRESS_TIMESTAMPS)

    def stop(self) -> tuple[int, int, int]:
        """(round trips, statements, statements run prepared) since ``start``: a round trip is a run of
        the desk's messages (``F``) followed by the server's answer (``B``); a statement is an ``Execute``
        (extended protocol) or a statement of a ``Query`` (simple protocol: each of its statements ends
        in a ``CommandComplete``); a prepared one is bound to a named statement (psycopg's ``_pg3_...``)."""
        self._tracing = False
        for connection in self._connections:
            if not connection.closed:
                connection.pgconn.untrace()  # flushes the trace (libpq buffers it)
        trips = statements = prepared = 0
        for trace in self._files:
            sender, simple = "B", False
            for line in trace.read_text(errors="replace").splitlines():
                fields = line.split("\t")
                if len(fields) < 3:
                    continue
                side, kind = fields[0], fields[2]
                if side == "F" and sender == "B":
                    trips += 1
                sender = side
                if side == "F":
                    simple = kind == "Query"
                    statements += kind == "Execute"
                    prepared += kind == "Bind" and fields[3].split()[1].strip('"') != ""
                elif simple and kind == "CommandComplete":
                    statements += 1
        self._files.clear()
        return trips, statements, prepared
