"""The rows a TRF import stored, read with ``sqlite3`` (not through the program), as JSON values:
what ``tests/test_db_import_rows.py`` compares with the rows of the import before issue 32 item 4."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

TABLES = (
    "event",
    "players",
    "rounds",
    "boards",
    "byes",
    "prohibited_pairs",
    "prohibited_pair_members",
    "audit_log",
)
"""Every table an import writes (``meta`` holds the file's identity and times, not the event)."""
VARYING = {"audit_log": ("at", "user")}
"""Columns that differ from one run to the next: left out."""
SECTION_OWN = ("id", "event_id", "name")
"""The columns of ``sections`` that are not a setting the event row held before schema 15."""


def stored_rows(path: Path, source: Path) -> dict[str, list[dict[str, Any]]]:
    """Every row of :data:`TABLES` in ``path``, by table, in the order of its rowid (or primary key),
    each a dict by column; the TRF's path (``source``, in the audit row) written as ``SOURCE``. The
    ``event`` row holds its one section's settings too, as it did before schema 15 moved them to
    ``sections``."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables: dict[str, list[dict[str, Any]]] = {}
        for table in TABLES:
            cursor = con.execute(f"SELECT * FROM {table} ORDER BY 1, 2")  # noqa: S608 (names above)
            names = [d[0] for d in cursor.description]
            skip = VARYING.get(table, ())
            tables[table] = [
                {
                    n: v.replace(str(source), "SOURCE") if isinstance(v, str) else v
                    for n, v in zip(names, row, strict=True)
                    if n not in skip
                }
                for row in cursor
            ]
        (section,) = _rows(con, "SELECT * FROM sections")
        tables["event"][0].update({n: v for n, v in section.items() if n not in SECTION_OWN})
        return tables
    finally:
        con.close()


def _rows(con: sqlite3.Connection, query: str) -> list[dict[str, Any]]:
    cursor = con.execute(query)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row, strict=True)) for row in cursor]
