"""A transaction's last statement and its ``COMMIT`` in one round trip to a venue server (issue 30 item 5:
each round trip is a wake-up of the desk and of its server process, on a server shared with a pairing).

PostgreSQL's simple query protocol takes several statements in one message but no parameters; its
extended protocol takes parameters but one statement a message, so a statement with parameters and the
``COMMIT`` after it were two round trips. Here the statement is prepared by name once per connection
(SQL's ``PREPARE``: it lasts as long as the server's session, across transactions, also one rolled back)
and each run is one simple query, ``EXECUTE <name>(<values>); COMMIT``: the server runs the statement as
a prepared one (its plan kept, as for the driver's own prepared statements), then the ``COMMIT``, which
answers only once the commit is on the server's disk (the server's ``synchronous_commit``): what is
acknowledged after this returns is stored. When the statement fails the server skips the ``COMMIT``
(the rest of a simple query is not run after an error) and the transaction is rolled back as any other.

The values are written as literals by the driver (psycopg's ``sql.Literal``, quoted for the connection),
each first converted by its column's type as SQLAlchemy converts a parameter (``bind_processor``: a
timestamp stored as text, a flag); the statement's casts give the server each parameter's type."""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, cast

from psycopg import sql
from sqlalchemy import Connection, CursorResult, Dialect
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.expression import ClauseElement

PREPARED = "arbiter_prepared"
"""Key of a connection's ``info``: the names of the statements prepared on it (SQLAlchemy clears the
``info`` of a connection when it is replaced by a new one, whose server session has none)."""
_PARAMETER = re.compile(r"%\((\w+)\)s")
NO_PARAMETERS = {"no_parameters": True}
"""The statement is given to the driver as it is, without parameters: psycopg then sends it in the
simple query protocol, several statements in one message."""


@dataclass(frozen=True, slots=True)
class _Prepared:
    """A statement prepared by name: its ``PREPARE``, and its parameters in their ``$n`` order with their
    conversions (None: the value as it is) and their values when not given (those the statement holds,
    ``_REQUIRED`` for those it does not)."""

    name: str
    preparation: str
    parameters: tuple[tuple[str, Callable[[Any], Any] | None, Any], ...]


_REQUIRED = object()


@functools.lru_cache(maxsize=16)
def _prepared(statement: ClauseElement, dialect: Dialect) -> _Prepared:
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
    return _Prepared(name, f"PREPARE {name} AS {text}", parameters)


def execute_and_commit(
    connection: Connection, statement: ClauseElement, parameters: Mapping[str, Any]
) -> CursorResult[Any]:
    """Run ``statement`` with ``parameters`` on ``connection`` (a venue server's, in a transaction) and
    commit the transaction in the same round trip; its result (a ``RETURNING``'s rows) is returned.
    Nothing may be run in the transaction after it: it is over (the session's own ``COMMIT`` then finds
    none under way and sends nothing). The first run on a connection prepares the statement first."""
    prepared = _prepared(statement, connection.dialect)
    done = connection.info.setdefault(PREPARED, set())
    if prepared.name not in done:
        connection.exec_driver_sql(prepared.preparation, execution_options=NO_PARAMETERS)
        done.add(prepared.name)
    driver = cast(Any, connection.connection.driver_connection)  # psycopg's: it quotes for itself
    values = []
    for key, convert, held in prepared.parameters:
        value = parameters[key] if held is _REQUIRED or key in parameters else held
        values.append(sql.Literal(value if convert is None else convert(value)).as_string(driver))
    run = f"EXECUTE {prepared.name}({', '.join(values)})" if values else f"EXECUTE {prepared.name}"
    return connection.exec_driver_sql(f"{run}; COMMIT", execution_options=NO_PARAMETERS)
