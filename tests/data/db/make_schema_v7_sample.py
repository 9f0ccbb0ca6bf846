"""Made ``schema_v7.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v6 sample brought to schema 7 (the first round of a late entry, issue
26) by the program's own migration, so it holds the same event, then ``Eps, Eve`` made a late entry
for round 2 in plain SQL, as schema 7 stores it (her round 1 is the half-point bye the regulations gave
her; no operation: the audit log stays that of the earlier samples, which
``tests/test_db_migrations.py`` counts). Run from the repository root:
``.venv/bin/python tests/data/db/make_schema_v7_sample.py``.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from db.connection import check_is_tournament_file
from db.migrations import migrate

HERE = Path(__file__).resolve().parent


def main() -> None:
    target = HERE / "schema_v7.arbiter"
    shutil.copyfile(HERE / "schema_v6.arbiter", target)
    migrate(target, check_is_tournament_file(target))
    for extra in HERE.glob("schema_v7.arbiter.*"):
        extra.unlink()
    con = sqlite3.connect(target, isolation_level=None)
    try:
        con.execute("UPDATE players SET entry_round = 2 WHERE name = 'Eps, Eve'")
    finally:
        con.close()


if __name__ == "__main__":
    main()
