"""Made ``schema_v10.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v9 sample brought to schema 10 (the Double-Swiss System among the
event's pairing systems, issue 28 item 3) by the program's own migration: the same event, whose event
table now accepts ``double_swiss``. Run from the repository root:
``PYTHONPATH=. .venv/bin/python tests/data/db/make_schema_v10_sample.py``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from db.connection import check_is_tournament_file
from db.migrations import migrate

HERE = Path(__file__).resolve().parent


def main() -> None:
    target = HERE / "schema_v10.arbiter"
    shutil.copyfile(HERE / "schema_v9.arbiter", target)
    migrate(target, check_is_tournament_file(target))
    for extra in HERE.glob("schema_v10.arbiter.*"):
        extra.unlink()


if __name__ == "__main__":
    main()
