"""A digest of every table of a tournament file, read with ``sqlite3`` (not through the program): what
``tests/test_db_import_digests.py`` compares a TRF import with (issue 32 item 4, the import made faster
must store the same file).

One SHA-256 per table over its rows in rowid order (the ids the import gave them), each row a JSON list
of its columns; and one over the schema (``sqlite_master``: every table, index and trigger with its
SQL) and the file's two pragmas. Left out: what differs from one run to the next (the times and the
user in ``meta`` and ``audit_log``); the TRF's path in the audit row is written as ``SOURCE``.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIGESTS = ROOT / "tests" / "data" / "db" / "import_digests" / "digests.json"


def cases() -> list[Path]:
    """Every TRF of ``tests/data`` but the engine's pairing cases (one round each, ``cases/``), the
    1,621 JaVaFo rounds and the copies of a TRF listed already."""
    data = ROOT / "tests" / "data"
    found: dict[bytes, Path] = {}
    for trf in sorted(data.rglob("*.trf")):
        if "dutch2013_javafo" not in trf.parts and "cases" not in trf.parts:
            found.setdefault(trf.read_bytes(), trf)
    return sorted(found.values())


def case_name(trf: Path) -> str:
    """A case's key in :data:`DIGESTS`: its path from the repository's root."""
    return trf.relative_to(ROOT).as_posix()


VARYING = {"audit_log": ("at", "user"), "meta": ("value",)}
"""Columns that differ from one run to the next: left out (``meta``'s keys are kept: the schema
version, who and when created the file)."""


def table_digests(path: Path, source: Path) -> dict[str, str]:
    """``{table: sha256}`` for every table of ``path`` and ``"(schema)"`` for its schema."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        digests: dict[str, str] = {}
        schema = con.execute(
            "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
        ).fetchall()
        pragmas = [con.execute(f"PRAGMA {p}").fetchone()[0] for p in ("application_id", "user_version")]
        digests["(schema)"] = _sha(json.dumps([schema, pragmas]))
        for (table,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"):
            cursor = con.execute(f"SELECT * FROM {table} ORDER BY rowid")  # noqa: S608 (names of the file)
            names = [d[0] for d in cursor.description]
            skip = VARYING.get(table, ())
            keep = [i for i, n in enumerate(names) if n not in skip]
            lines = [json.dumps(names)]
            for row in cursor:
                values = [row[i] for i in keep]
                lines.append(json.dumps([_shown(v, source) for v in values]))
            digests[table] = _sha("\n".join(lines))
        return digests
    finally:
        con.close()


def table_rows(path: Path, source: Path) -> dict[str, list[str]]:
    """``{table: its rows}`` of the file ``path``, each row as JSON without the columns of
    :data:`VARYING`, the rows sorted (their order left out); the schema left out."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables: dict[str, list[str]] = {}
        for (table,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"):
            cursor = con.execute(f"SELECT * FROM {table}")  # noqa: S608 (names of the file)
            names = [d[0] for d in cursor.description]
            skip = VARYING.get(table, ())
            keep = [i for i, n in enumerate(names) if n not in skip]
            tables[table] = sorted(json.dumps([_shown(row[i], source) for i in keep]) for row in cursor)
        return tables
    finally:
        con.close()


def _shown(value: object, source: Path) -> object:
    if isinstance(value, bytes):
        return value.hex()
    if isinstance(value, str):
        return value.replace(str(source), "SOURCE")
    return value


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
