"""Made ``schema_v2.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v1 sample brought to schema 2 by the program's own migration, so
both samples hold the same event. Run from the repository root:
``.venv/bin/python tests/data/db/make_schema_v2_sample.py``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from db.connection import check_is_tournament_file
from db.migrations import migrate

HERE = Path(__file__).resolve().parent


def main() -> None:
    target = HERE / "schema_v2.arbiter"
    shutil.copyfile(HERE / "schema_v1.arbiter", target)
    migrate(target, check_is_tournament_file(target))
    for extra in HERE.glob("schema_v2.arbiter.*"):
        extra.unlink()


if __name__ == "__main__":
    main()
