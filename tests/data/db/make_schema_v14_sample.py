"""Made ``schema_v14.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v10 sample brought to schema 14 by the program's own migrations
(12 and 13 on the way; 11 is reserved, never used: ``db.migrations.RESERVED_VERSIONS``): the
same event, whose board trigger now searches the round's two indexes (issue 32 item 4).
Run from the repository root:
``PYTHONPATH=. .venv/bin/python tests/data/db/make_schema_v14_sample.py``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from db.connection import check_is_tournament_file
from db.migrations import migrate

HERE = Path(__file__).resolve().parent


def main() -> None:
    target = HERE / "schema_v14.arbiter"
    shutil.copyfile(HERE / "schema_v10.arbiter", target)
    migrate(target, check_is_tournament_file(target))
    for extra in HERE.glob("schema_v14.arbiter.*"):
        extra.unlink()


if __name__ == "__main__":
    main()
