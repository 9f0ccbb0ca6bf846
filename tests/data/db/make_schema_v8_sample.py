"""Made ``schema_v8.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v7 sample brought to schema 8 (the Burstein, Dubov and Lim Systems as
pairing systems, issue 28) by the program's own migration, so it holds the same event, then made a
Burstein event in plain SQL, as schema 8 stores it (``event.pairing_system = 'burstein'``; no
operation: the audit log stays that of the earlier samples, which ``tests/test_db_migrations.py``
counts). Run from the repository root: ``.venv/bin/python tests/data/db/make_schema_v8_sample.py``.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from db.connection import check_is_tournament_file
from db.migrations import migrate

HERE = Path(__file__).resolve().parent


def main() -> None:
    target = HERE / "schema_v8.arbiter"
    shutil.copyfile(HERE / "schema_v7.arbiter", target)
    migrate(target, check_is_tournament_file(target))
    for extra in HERE.glob("schema_v8.arbiter.*"):
        extra.unlink()
    con = sqlite3.connect(target, isolation_level=None)
    try:
        con.execute("UPDATE event SET pairing_system = 'burstein'")
    finally:
        con.close()


if __name__ == "__main__":
    main()
