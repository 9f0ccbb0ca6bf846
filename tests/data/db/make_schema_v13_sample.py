"""Made ``schema_v13.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v10 sample brought to schema 13 by the program's own migrations: 12
(team events, issue 29: empty team tables) and 13 (the desk roles of an event on a venue server, issue 30
item 3; 11 is reserved for the sections' migration): the same event, with an empty ``desk_roles`` table
(no chief arbiter named). Run from the repository root:
``PYTHONPATH=. .venv/bin/python tests/data/db/make_schema_v13_sample.py``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from db.connection import check_is_tournament_file
from db.migrations import migrate

HERE = Path(__file__).resolve().parent


def main() -> None:
    target = HERE / "schema_v13.arbiter"
    shutil.copyfile(HERE / "schema_v10.arbiter", target)
    migrate(target, check_is_tournament_file(target))
    for extra in HERE.glob("schema_v13.arbiter.*"):
        extra.unlink()


if __name__ == "__main__":
    main()
