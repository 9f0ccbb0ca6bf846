"""Made ``schema_v16.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v15 sample brought to schema 16 (game 2 of a Double-Swiss match on game
1's boards, issue 28 item 3) by the program's own migration: the same event, which has no Double-Swiss
section, so nothing of it moves. Run from the repository root:
``PYTHONPATH=. .venv/bin/python tests/data/db/make_schema_v16_sample.py``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from db.connection import check_is_tournament_file
from db.migrations import migrate

HERE = Path(__file__).resolve().parent


def main() -> None:
    target = HERE / "schema_v16.arbiter"
    shutil.copyfile(HERE / "schema_v15.arbiter", target)
    migrate(target, check_is_tournament_file(target))
    for extra in HERE.glob("schema_v16.arbiter.*"):
        extra.unlink()


if __name__ == "__main__":
    main()
