"""Many rows into one table in one statement: what an import stores (a 9,999-player TRF is 10,000
players and 64,000 boards, issue 32 item 4).

SQLAlchemy's executemany of an ``insert`` builds each row's parameters in Python (``construct_params``),
a quarter of the time SQLite then takes to store 64,000 boards. In a tournament file, :func:`insert_rows`
hands the rows to the driver's ``executemany`` instead (through ``Connection.exec_driver_sql``, so in the
session's transaction and with SQLAlchemy's errors), each value as SQLAlchemy would bind it (the column
type's bind processor) and each column left out given its Python default as SQLAlchemy would give it.
On a venue server, and for a table with a default computed per row, it is SQLAlchemy's ``insert``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import itemgetter
from typing import Any

from sqlalchemy import Boolean, Column, Integer, Table, insert
from sqlalchemy.engine import Connection, Dialect
from sqlalchemy.orm import Session


def insert_rows(session: Session, table: Table, rows: Sequence[Mapping[str, Any]], **shared: Any) -> None:
    """``rows`` (each naming the same columns, by their names in the table) inserted into ``table`` in
    their order, each with the columns of ``shared`` too (``insert(table).values(**shared)`` with
    ``rows`` as its executemany)."""
    if not rows:
        return
    connection = session.connection()
    dialect = connection.dialect
    given = [*rows[0], *shared]
    unknown = [name for name in given if name not in table.c]
    if unknown:  # a mistake of the caller (SQLAlchemy's executemany would leave the value out)
        raise TypeError(f"{table.name} has no column {unknown[0]}")
    defaults = _scalar_defaults(table, given)
    if dialect.name == "postgresql" and defaults is not None and _numbers_only(table, [*given, *defaults]):
        _insert_arrays(connection, table, rows, {**defaults, **shared})
        return
    if dialect.name != "sqlite" or dialect.paramstyle != "qmark" or defaults is None:
        session.execute(insert(table).values(**shared), rows)
        return
    names = [*rows[0]]
    fixed = {**defaults, **shared}
    columns = [*names, *fixed]
    bind = [_processor(table.c[name], dialect) for name in columns]
    same = tuple(
        v if process is None else process(v)
        for v, process in zip(fixed.values(), bind[len(names) :], strict=True)
    )
    processed = [(i, process) for i, process in enumerate(bind[: len(names)]) if process is not None]
    row_values = itemgetter(*names) if len(names) > 1 else lambda row: (row[names[0]],)
    values: list[tuple[Any, ...]] = []
    for row in rows:
        if processed:
            changed = list(row_values(row))
            for i, process in processed:
                changed[i] = process(changed[i])
            values.append((*changed, *same))
        else:
            values.append((*row_values(row), *same))
    preparer = dialect.identifier_preparer
    statement = "INSERT INTO {table} ({columns}) VALUES ({marks})".format(
        table=preparer.format_table(table),
        columns=", ".join(preparer.format_column(table.c[name]) for name in columns),
        marks=", ".join("?" for _ in columns),
    )
    connection.exec_driver_sql(statement, values)


ARRAY_TYPES = {Integer: "integer", Boolean: "boolean"}
"""The column types whose rows go to a venue server as arrays (``_insert_arrays``), with PostgreSQL's
name of each (no bind processor changes their values)."""


def _numbers_only(table: Table, columns: Sequence[str]) -> bool:
    return all(type(table.c[name].type) in ARRAY_TYPES for name in columns)


def _insert_arrays(
    connection: Connection, table: Table, rows: Sequence[Mapping[str, Any]], fixed: Mapping[str, Any]
) -> None:
    """``rows`` into ``table`` on a venue server in one statement of one array per column (``unnest``
    keeps their order), ``fixed`` the values every row shares: ``INSERT INTO t (a, b, s) SELECT u.a,
    u.b, %(s)s FROM unnest(%(a)s::integer[], %(b)s::integer[]) AS u(a, b)``."""
    preparer = connection.dialect.identifier_preparer
    names = [*rows[0]]
    arrays = {f"a{i}": [row[name] for row in rows] for i, name in enumerate(names)}
    constants = {f"c{i}": value for i, value in enumerate(fixed.values())}
    unnested = ", ".join(
        f"CAST(%({key})s AS {ARRAY_TYPES[type(table.c[name].type)]}[])"
        for key, name in zip(arrays, names, strict=True)
    )
    statement = "INSERT INTO {table} ({columns}) SELECT {values} FROM unnest({arrays}) AS u({names})".format(
        table=preparer.format_table(table),
        columns=", ".join(preparer.format_column(table.c[name]) for name in [*names, *fixed]),
        values=", ".join([*(f"u.c{i}" for i in range(len(names))), *(f"%({key})s" for key in constants)]),
        arrays=unnested,
        names=", ".join(f"c{i}" for i in range(len(names))),
    )
    connection.exec_driver_sql(statement, {**arrays, **constants})


def _scalar_defaults(table: Table, given: Sequence[str]) -> dict[str, Any] | None:
    """The Python defaults of the columns of ``table`` not ``given`` (what SQLAlchemy's insert adds to
    each row); None when one is computed per row (a callable, an SQL expression)."""
    defaults: dict[str, Any] = {}
    for column in table.columns:
        if column.name in given or column.default is None:
            continue
        if not column.default.is_scalar:
            return None
        defaults[column.name] = column.default.arg  # type: ignore[attr-defined]
    return defaults


def _processor(column: Column[Any], dialect: Dialect) -> Callable[[Any], Any] | None:
    """How SQLAlchemy turns a value of ``column`` into what the driver stores (None: as it is)."""
    return column.type.dialect_impl(dialect).bind_processor(dialect)
