"""Made ``import_digests/digests.json`` (and the team event ``import_digests/team_p7_r5_s11.trf``): the
digest of every table (``tests/import_digests.table_digests``) of the file that importing each TRF of
``tests/import_digests.cases()`` made, what ``tests/test_db_import_digests.py`` compares each
import with.

Frozen: taken on ``main`` at 4e602cc, before issue 32 item 4 made the 9,999-player import faster; the
faster import must store the same files. Do NOT re-run this to make a failing test pass. Run from the
repository root: ``PYTHONPATH=. .venv/bin/python tests/data/db/make_import_digests.py``.
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent / "import_digests"


def write_team_event() -> None:
    """A generated team event (7 teams of 3 boards, 5 rounds: a pairing-allocated bye each round)."""
    from engine.generator import GeneratorConfig
    from engine.team_swiss.generator import TeamGeneratorConfig, generate
    from engine.trf import write_trf

    base = replace(GeneratorConfig(), players=7, rounds=5, seed=11)
    text = write_trf(generate(TeamGeneratorConfig(base, boards=3)), "TRF26")
    (HERE / "team_p7_r5_s11.trf").write_text(text, encoding="utf-8")


def main() -> None:
    import operations
    from tests.import_digests import DIGESTS, case_name, cases, table_digests

    HERE.mkdir(exist_ok=True)
    write_team_event()
    digests = {}
    for trf in cases():
        with tempfile.TemporaryDirectory() as tmp:
            target = Path(tmp) / "imported.arbiter"
            tf, _report = operations.import_trf(trf, target)
            tf.close()
            digests[case_name(trf)] = table_digests(target, trf)
    DIGESTS.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
