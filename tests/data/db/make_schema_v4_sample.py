"""Made ``schema_v4.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v3 sample brought to schema 4 (the event's pairing system, issue 18)
by the program's own migration, so it holds the same event. Run from the repository root:
``.venv/bin/python tests/data/db/make_schema_v4_sample.py``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from db.connection import check_is_tournament_file
from db.migrations import migrate

HERE = Path(__file__).resolve().parent


def main() -> None:
    target = HERE / "schema_v4.arbiter"
    shutil.copyfile(HERE / "schema_v3.arbiter", target)
    migrate(target, check_is_tournament_file(target))
    for extra in HERE.glob("schema_v4.arbiter.*"):
        extra.unlink()


if __name__ == "__main__":
    main()
