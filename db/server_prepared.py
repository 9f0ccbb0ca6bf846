"""A writing transaction's first read and its last statement in the round trips of its turn and of its
``COMMIT`` on a venue server (issue 30 item 5: each round trip is a wake-up of the desk and of its server
process, on a server shared with a pairing). A typed result is then two round trips: its turn with its
board read locked, its board's change with its audit row and the ``COMMIT``.

PostgreSQL's simple query protocol takes several statements in one message but no parameters; its
extended protocol takes parameters but one statement a message. So such a statement is prepared by name
once per connection (SQL's ``PREPARE``: it lasts as long as the server's session, across transactions,
also those rolled back) and each run is an ``EXECUTE <name>(<values>)`` in a simple query with the other
statements: the server runs it as a prepared statement (its plan kept, as for the driver's own).

- **The first read** (``FIRST_READ``, an execution option of the session's connection, given before
  the transaction begins): sent after the turn in the turn's own query (``db.server.take_turn``), so it
  runs once the section's lock is held, as it would after; its rows are kept for the operation
  (``rows_read_with_turn``).
- **The last statement** (``execute_and_commit``): ``EXECUTE ...; COMMIT``, the ``COMMIT`` answering only
  once the commit is on the server's disk (the server's ``synchronous_commit``): what is acknowledged
  after it returns is stored. When the statement fails the server skips the ``COMMIT`` (the rest of a
  simple query is not run after an error) and the transaction is rolled back as any other.

The driver prepares no statement of its own on a desk's connection (``db.server``: psycopg's
``prepare_threshold`` off): when a transaction rolls back, psycopg sends ``DEALLOCATE ALL`` if it holds
prepared statements, which drops these too, while the connection's ``info`` still names them, and every
``EXECUTE`` after it failed ("prepared statement ... does not exist"; ``tests/test_venue_commit_with.py``).

The values are written as literals by the driver (psycopg's ``sql.Literal``, quoted for the connection),
each first converted by its column's type as SQLAlchemy converts a parameter (``bind_processor``: a
timestamp stored as text, a flag); the statement's casts give the server each parameter's type."""

from __future__ import annotations

import functools
import hashlib
import re
from collections import namedtuple
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Connection, CursorResult, Dialect
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.expression import ClauseElement

PREPARED = "arbiter_prepared"
"""Key of a connection's ``info``: the names of the statements prepared on it (SQLAlchemy clears the
``info`` of a connection when it is replaced by a new one, whose server session has none)."""
FIRST_READ = "arbiter_first_read"
"""Execution option of a writing transaction's connection: (statement, parameters) of its first read,
sent with its turn (``db.server.take_turn``)."""
FIRST_ROWS = "arbiter_first_rows"
"""Key of a connection's ``info``: the rows of the first read sent with the turn of the transaction under
way; taken by the operation (``rows_read_with_turn``), dropped when the connection goes back to the pool."""
NO_PARAMETERS = {"no_parameters": True}
"""The statement is given to the driver as it is, without parameters: psycopg then sends it in the
simple query protocol, several statements in one message."""
_PARAMETER = re.compile(r"%\((\w+)\)s")
_REQUIRED = object()


@dataclass(frozen=True, slots=True)
class Prepared:
    """A statement prepared by name: its ``PREPARE``, and its parameters in their ``$n`` order with their
    conversions (None: the value as it is) and their values when not given (those the statement holds,
    ``_REQUIRED`` for those it does not)."""

    name: str
    preparation: str
    parameters: tuple[tuple[str, Callable[[Any], Any] | None, Any], ...]

    def call(self, parameters: Mapping[str, Any], driver: Any) -> str:
        """``EXECUTE`` of this statement with ``parameters`` as literals quoted by ``driver`` (psycopg's
        connection)."""
        from psycopg import sql  # the driver's, loaded with the first connection to a server

        values = []
        for key, convert, held in self.parameters:
            value = parameters[key] if held is _REQUIRED or key in parameters else held
            values.append(sql.Literal(value if convert is None else convert(value)).as_string(driver))
        return f"EXECUTE {self.name}({', '.join(values)})" if values else f"EXECUTE {self.name}"


@functools.lru_cache(maxsize=16)
def prepared(statement: ClauseElement, dialect: Dialect) -> Prepared:
    """``statement`` (made once by its caller) compiled once for the server and named by its text."""
    compiled = cast(SQLCompiler, statement.compile(dialect=dialect))
    order: list[str] = []

    def numbered(found: re.Match[str]) -> str:
        if found.group(1) not in order:
            order.append(found.group(1))
        return f"${order.index(found.group(1)) + 1}"

    text = _PARAMETER.sub(numbered, compiled.string).replace("%%", "%")
    name = "arbiter_" + hashlib.sha256(text.encode()).hexdigest()[:16]
    parameters = tuple(
        (
            key,
            compiled.binds[key].type.bind_processor(dialect),
            _REQUIRED if compiled.binds[key].required else compiled.binds[key].effective_value,
        )
        for key in order
    )
    return Prepared(name, f"PREPARE {name} AS {text}", parameters)


def is_prepared(info: dict[str, Any], name: str) -> bool:
    """Whether the statement ``name`` is prepared on the connection of ``info``."""
    return name in info.get(PREPARED, ())


def mark_prepared(info: dict[str, Any], name: str) -> None:
    """The statement ``name`` is now prepared on the connection of ``info``."""
    info.setdefault(PREPARED, set()).add(name)


def execute_and_commit(
    connection: Connection, statement: ClauseElement, parameters: Mapping[str, Any]
) -> CursorResult[Any]:
    """Run ``statement`` with ``parameters`` on ``connection`` (a venue server's, in a transaction) and
    commit the transaction in the same round trip; its result (a ``RETURNING``'s rows) is returned.
    Nothing may be run in the transaction after it: it is over (the session's own ``COMMIT`` then finds
    none under way and sends nothing). The first run on a connection prepares the statement first."""
    found = prepared(statement, connection.dialect)
    if not is_prepared(connection.info, found.name):
        connection.exec_driver_sql(found.preparation, execution_options=NO_PARAMETERS)
        mark_prepared(connection.info, found.name)
    driver = cast(Any, connection.connection.driver_connection)  # psycopg's: it quotes for itself
    run = found.call(parameters, driver)
    return connection.exec_driver_sql(f"{run}; COMMIT", execution_options=NO_PARAMETERS)


def rows_read_with_turn(connection: Connection) -> list[Any] | None:
    """The rows of the first read sent with the turn of the transaction under way on ``connection``
    (``FIRST_READ``; each a named tuple of the statement's columns, read by name or position as a row of
    SQLAlchemy's), taken once; None when none was (a file, or an operation that asked for none)."""
    found = connection.info.pop(FIRST_ROWS, None)
    if found is None:
        return None
    columns, rows = found
    shape = _shape(columns)
    return [shape(*row) for row in rows]


@functools.lru_cache(maxsize=16)
def _shape(columns: tuple[str, ...]) -> Callable[..., Any]:
    """A named tuple of ``columns`` (made once: making one costs more than a result's rows)."""
    return namedtuple("Row", columns, rename=True)  # noqa: PYI024  # the statement's columns, unknown before
