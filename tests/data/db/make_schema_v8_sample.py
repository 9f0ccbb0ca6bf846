"""Made ``schema_v8.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v7 sample brought to schema 8 (the Double-Swiss System among the
event's pairing systems, issue 28 item 3) by the program's own migration: the same Dutch event, whose
event table now accepts ``double_swiss``. Run from the repository root:
``.venv/bin/python tests/data/db/make_schema_v8_sample.py``.
"""

from __future__ import annotations

import shutil
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


if __name__ == "__main__":
    main()
