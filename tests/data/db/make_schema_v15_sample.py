"""Made ``schema_v15.arbiter`` (frozen: do NOT re-run after the schema changes; it stands for the
files users already have). The v14 sample brought to schema 15 (an event of several sections, issue 30
item 1) by the program's own migration, its tournament now the section "Schema v1 sample", then a
second section "Blitz" (a round robin of its own) added by the program, with two players of the first
section entered in it and one registered there alone. Run from the repository root:
``PYTHONPATH=. .venv/bin/python tests/data/db/make_schema_v15_sample.py``.
"""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import operations
from engine.model import RoundRobin
from values import PlayerDetails

HERE = Path(__file__).resolve().parent


def main() -> None:
    target = HERE / "schema_v15.arbiter"
    shutil.copyfile(HERE / "schema_v14.arbiter", target)
    with operations.open_file(target, user="sample") as tf:
        first = tf.players.all()
        settings = dataclasses.replace(tf.event.settings(), round_robin=RoundRobin(), tiebreaks=("SB",))
        tf.sections.add("Blitz", settings)
        tf.sections.enter(first[0].id, "Blitz")
        tf.sections.enter(first[1].id, "Blitz")
        tf.sections.choose("Blitz")
        tf.players.add(PlayerDetails("Zeta, Zoe", rating=1500))
    for extra in HERE.glob("schema_v15.arbiter*"):
        if extra.name != "schema_v15.arbiter":
            if extra.is_dir():
                shutil.rmtree(extra)
            else:
                extra.unlink()


if __name__ == "__main__":
    main()
