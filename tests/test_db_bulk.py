"""``db.bulk.insert_rows`` stores what SQLAlchemy's executemany of an ``insert`` stores (issue 32 item 4:
the import's players and boards go to the driver directly): the values as each column's type binds
them (a Boolean, a date through a ``TypeDecorator``), the Python defaults of the columns left out, the
columns every row shares, the rows in their order; a table with a default computed per row goes
through SQLAlchemy; a key that is no column is refused."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from datetime import UTC, date, datetime
from itertools import count
from pathlib import Path

import pytest
from sqlalchemy import Boolean, Column, Integer, MetaData, Table, Text, create_engine, event, insert, select
from sqlalchemy.orm import Session

from db.bulk import insert_rows
from db.schema import IsoDate, IsoDateTime


def _tables(metadata: MetaData) -> tuple[Table, Table]:
    plain = Table(
        "plain",
        metadata,
        Column("id", Integer, primary_key=True),
        Column("section_id", Integer),
        Column("name", Text),
        Column("flag", Boolean, default=False),
        Column("played_on", IsoDate),
        Column("rating", Integer, default=1500),
        Column("note", Text, default=""),
        Column("left_null", Integer),
        Column("paired_at", IsoDateTime),
    )
    ticket = count(100)
    counted = Table(
        "counted",
        metadata,
        Column("id", Integer, primary_key=True),
        Column("name", Text),
        Column("ticket", Integer, default=lambda: next(ticket)),
    )
    return plain, counted


NOON = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
ROWS = [
    {"name": "Adams", "flag": True, "played_on": date(2026, 3, 1), "rating": 2410, "paired_at": NOON},
    {"name": "Berg", "flag": False, "played_on": None, "rating": 0, "paired_at": None},
    {"name": "Costa", "flag": True, "played_on": date(2025, 12, 31), "rating": 2290, "paired_at": NOON},
]


def _stored(path: Path, table: str) -> list[tuple[object, ...]]:
    con = sqlite3.connect(path)
    try:
        return con.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall()  # noqa: S608 (a name above)
    finally:
        con.close()


def _both(
    tmp_path: Path, table_index: int, rows: Sequence[Mapping[str, object]], **shared: object
) -> list[list[tuple[object, ...]]]:
    found = []
    for how in ("sqlalchemy", "bulk"):
        path = tmp_path / f"{how}.sqlite"
        metadata = MetaData()
        table = _tables(metadata)[table_index]
        engine = create_engine(f"sqlite:///{path}")
        metadata.create_all(engine)
        with Session(engine) as s, s.begin():
            if how == "bulk":
                insert_rows(s, table, rows, **shared)
            else:
                s.execute(insert(table).values(**shared), rows)
        engine.dispose()
        found.append(_stored(path, table.name))
    return found


def test_the_rows_stored_are_those_of_sqlalchemys_insert(tmp_path: Path) -> None:
    made_by_sqlalchemy, made_in_bulk = _both(tmp_path, 0, ROWS, section_id=7)
    assert made_in_bulk == made_by_sqlalchemy
    assert made_in_bulk[0] == (
        1,
        7,
        "Adams",
        1,
        "2026-03-01",
        2410,
        "",
        None,
        "2026-03-01T12:00:00+00:00",
    )  # what both store


def test_columns_left_out_take_their_defaults(tmp_path: Path) -> None:
    rows = [{"name": "Dvorak"}, {"name": "Eze"}]
    made_by_sqlalchemy, made_in_bulk = _both(tmp_path, 0, rows)
    assert (
        made_in_bulk
        == made_by_sqlalchemy
        == [
            (1, None, "Dvorak", 0, None, 1500, "", None, None),
            (2, None, "Eze", 0, None, 1500, "", None, None),
        ]
    )


def test_a_default_computed_per_row_is_sqlalchemys(tmp_path: Path) -> None:
    made_by_sqlalchemy, made_in_bulk = _both(tmp_path, 1, [{"name": "Fox"}, {"name": "Gil"}])
    assert made_in_bulk == made_by_sqlalchemy == [(1, "Fox", 100), (2, "Gil", 101)]


def test_a_key_that_is_no_column_is_refused(tmp_path: Path) -> None:
    metadata = MetaData()
    plain, _ = _tables(metadata)
    engine = create_engine(f"sqlite:///{tmp_path / 'x.sqlite'}")
    metadata.create_all(engine)
    with Session(engine) as s, pytest.raises(TypeError, match="no column date"):
        insert_rows(s, plain, [{"name": "Adams", "date": None}])
    engine.dispose()


def test_numbers_on_a_venue_server_go_as_arrays_in_order(pg_database: str) -> None:
    """On a venue server, rows of whole numbers and flags (a round's boards) are one statement of one
    array per column, stored as SQLAlchemy's insert stores them: in their order, the shared columns
    and the defaults of the columns left out in every row, a missing value NULL."""
    metadata = MetaData()
    numbers = Table(
        "numbers",
        metadata,
        Column("id", Integer, primary_key=True),
        Column("section_id", Integer),
        Column("board_no", Integer),
        Column("white_id", Integer),
        Column("flag", Boolean, default=False),
        Column("left_null", Integer),
    )
    rows = [{"board_no": n, "white_id": 40 - n, "left_null": None if n % 2 else n} for n in range(1, 8)]
    sent: list[str] = []
    engine = create_engine(pg_database.replace("postgresql://", "postgresql+psycopg://", 1))
    event.listen(engine, "before_cursor_execute", lambda *a: sent.append(a[2]))
    try:
        metadata.create_all(engine)
        stored = []
        for how in ("sqlalchemy", "bulk"):
            with Session(engine) as s, s.begin():
                sent.clear()
                if how == "bulk":
                    insert_rows(s, numbers, rows, section_id=7)
                else:
                    s.execute(insert(numbers).values(section_id=7), rows)
                found = s.execute(select(numbers).order_by(numbers.c.id)).all()
                stored.append([tuple(row)[1:] for row in found])
                s.execute(numbers.delete())
            if how == "bulk":
                assert [q for q in sent if q.startswith("INSERT")] == [
                    "INSERT INTO numbers (board_no, white_id, left_null, flag, section_id) "
                    "SELECT u.c0, u.c1, u.c2, %(c0)s, %(c1)s FROM unnest(CAST(%(a0)s AS integer[]), "
                    "CAST(%(a1)s AS integer[]), CAST(%(a2)s AS integer[])) AS u(c0, c1, c2)"
                ]
        assert stored[1] == stored[0]
        assert stored[0][:2] == [(7, 1, 39, False, None), (7, 2, 38, False, 2)]
    finally:
        metadata.drop_all(engine)
        engine.dispose()
