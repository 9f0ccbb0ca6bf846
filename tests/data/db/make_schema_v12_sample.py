"""Made ``schema_v12.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v10 sample brought to schema 12 (team events, issue 29; 11 is kept for
another branch's migration) by the program's own migration, then given one team in plain SQL, as a
program of schema 12 stores it: ``Sample team`` (captain ``Cap``), whose roster is the players of
pairing numbers 2 and 1, in that board order. The event stays the sample's Dutch one. Run from the
repository root: ``PYTHONPATH=. .venv/bin/python tests/data/db/make_schema_v12_sample.py``.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from db.connection import check_is_tournament_file
from db.migrations import migrate

HERE = Path(__file__).resolve().parent


def main() -> None:
    target = HERE / "schema_v12.arbiter"
    shutil.copyfile(HERE / "schema_v10.arbiter", target)
    migrate(target, check_is_tournament_file(target))
    for extra in HERE.glob("schema_v12.arbiter.*"):
        extra.unlink()
    con = sqlite3.connect(target)
    try:
        con.execute("PRAGMA foreign_keys = ON")
        con.execute("INSERT INTO teams (id, number, name, captain) VALUES (1, 1, 'Sample team', 'Cap')")
        ids = dict(con.execute("SELECT number, id FROM players"))
        for position, number in enumerate((2, 1), start=1):
            con.execute(
                "INSERT INTO team_members (player_id, team_id, position) VALUES (?, 1, ?)",
                (ids[number], position),
            )
        con.commit()
    finally:
        con.close()


if __name__ == "__main__":
    main()
