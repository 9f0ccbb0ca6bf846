"""Every row of an event, read from one store and written into another (``arbiter copy``: a file to a
venue server and back). The rows travel as SQLAlchemy reads them through ``db.schema``'s types (a date
as a date, a flag as a bool, JSON as lists and dicts), so that SQLite's and PostgreSQL's ways of
storing them never meet; ids are kept, so the copy is the same event row by row, its audit log included.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from db.schema import Base, Meta

Rows = dict[str, list[dict[str, Any]]]
"""Table name -> its rows (column name -> value), each table in the order of its primary key."""


def read_tables(session: Session) -> Rows:
    """Every row of every table of the current schema (in one read transaction: one consistent state)."""
    out: Rows = {}
    for table in Base.metadata.sorted_tables:
        query = select(table).order_by(*table.primary_key.columns)
        out[table.name] = [dict(row._mapping) for row in session.execute(query)]
    return out


def write_tables(session: Session, rows: Rows) -> None:
    """Write ``rows`` into a store whose tables were just made (empty but for the ``meta`` rows of its
    making, which the source's replace), parents before children; on PostgreSQL each id sequence then
    moves past the ids written (``db.server.advance_sequences``)."""
    session.execute(delete(Meta))
    for table in Base.metadata.sorted_tables:
        if rows.get(table.name):
            session.execute(table.insert(), rows[table.name])
    if session.get_bind().dialect.name == "postgresql":
        from db.server import advance_sequences

        advance_sequences(session.connection())
