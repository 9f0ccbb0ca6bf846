"""Made ``schema_v9.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v8 sample brought to schema 9 (the arbiter's desk, issue 33) by the
program's own migration, then in plain SQL
as schema 9 stores them: ``Alpha, Ann`` keeps board 1,
the event charges entry fees (EUR 50, GMs free), ``Beta, Ben`` paid his fee (receipt 1) and checked
in for round 3. No operation: the audit log stays that of the earlier samples, which
``tests/test_db_migrations.py`` counts. Run from the repository root:
``.venv/bin/python tests/data/db/make_schema_v9_sample.py``.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

from db.connection import check_is_tournament_file
from db.migrations import migrate

HERE = Path(__file__).resolve().parent

FEES = {
    "currency": "EUR",
    "categories": [
        {"name": "GM", "amount": 0, "titles": ["GM", "WGM"]},
        {"name": "Standard", "amount": 5000},
    ],
}


def main() -> None:
    target = HERE / "schema_v9.arbiter"
    shutil.copyfile(HERE / "schema_v8.arbiter", target)
    migrate(target, check_is_tournament_file(target))
    for extra in HERE.glob("schema_v9.arbiter.*"):
        extra.unlink()
    con = sqlite3.connect(target, isolation_level=None)
    try:
        con.execute("UPDATE players SET fixed_board = 1 WHERE name = 'Alpha, Ann'")
        con.execute("UPDATE event SET entry_fees = ?", (json.dumps(FEES),))
        (ben,) = con.execute("SELECT id FROM players WHERE name = 'Beta, Ben'").fetchone()
        con.execute(
            "INSERT INTO fee_payments (id, player_id, amount, paid_at, note) VALUES (1, ?, 5000, ?, '')",
            (ben, "2026-11-28T09:00:00+00:00"),
        )
        con.execute(
            "INSERT INTO check_ins (round_number, player_id, at) VALUES (3, ?, ?)",
            (ben, "2026-11-28T09:05:00+00:00"),
        )
    finally:
        con.close()


if __name__ == "__main__":
    main()
