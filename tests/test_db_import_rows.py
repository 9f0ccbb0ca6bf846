"""A TRF import stores the rows it stored before its inserts were made in bulk (issue 32 item 4).

``tests/data/db/import_rows/*.rows.json`` are the rows that the row-by-row import (one ORM object
added and flushed at a time, ``main`` at 02ff24e) stored for each TRF beside them: the event, the
players (ids in the order of their pairing numbers), the rounds with their pairing-allocated byes,
the boards in the order of C.04.2 art. 3.6 (a round robin's in its Berger table's), the byes
requested, the forbidden pairs, the withdrawals a round robin's forfeits imply, and the audit rows.
The TRFs cover every kind of row: all the TRF26 records (240, 250, 260, XXP, XXZ), byes of the round
to pair, a pairing-allocated bye, a late entry, a game without colours, results still pending, and
a round robin with a withdrawal.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import operations
from operations.copy_event import copy_event
from tests.import_rows import stored_rows

HERE = Path(__file__).resolve().parent / "data" / "db" / "import_rows"
CASES = sorted(HERE.glob("*.trf"))


@pytest.mark.sqlite_only("scan")
def test_every_kind_of_row_is_covered() -> None:
    """The cases still hold what the module's docstring says they cover."""
    assert len(CASES) == 5
    rows = {trf.stem: json.loads(trf.with_suffix(".rows.json").read_text(encoding="utf-8")) for trf in CASES}
    every = {table: [row for case in rows.values() for row in case[table]] for table in rows["all_records"]}
    assert every["prohibited_pair_members"] and every["byes"]
    assert any(r["pairing_bye_id"] is not None for r in every["rounds"])
    assert any(r["no_colours"] for r in every["boards"]) and any(r["result"] is None for r in every["boards"])
    assert any(p["entry_round"] for p in every["players"])
    assert any(p["withdrawn_from_round"] for p in every["players"])


@pytest.mark.parametrize("trf", CASES, ids=[c.stem for c in CASES])
def test_the_import_stores_the_rows_of_the_row_by_row_import(
    trf: Path, store_url: str, tmp_path: Path
) -> None:
    """On the server, the rows stored there are read back through ``arbiter copy`` to a file (ids and
    values row by row, ``operations.copy_event``), then compared as a file's."""
    expected = json.loads(trf.with_suffix(".rows.json").read_text(encoding="utf-8"))
    tf, _report = operations.import_trf(trf, store_url)
    tf.close()
    target = Path(store_url)
    if "://" in store_url:
        target = tmp_path / "copied.arbiter"
        copy_event(store_url, target)
    got = stored_rows(target, trf)
    for table, rows in expected.items():
        assert len(got[table]) == len(rows), table
        for stored, wanted in zip(got[table], rows, strict=True):
            # columns added by later schemas are not compared (they did not exist when the rows were made)
            assert {column: stored[column] for column in wanted} == wanted, table
