"""A TRF import stores the same file as before the 9,999-player import was made faster (issue 32
item 4): every table's rows (ids, order, values) and the schema, as digests taken on ``main`` at
4e602cc (``tests/data/db/make_import_digests.py``) for the TRFs of ``tests/data`` an event can be
continued from (``tests.import_digests.cases``): the tournaments of the conformance sample (Dutch
2012/2017/2025, Burstein), a round robin, a Double-Swiss, a team event, the TRF26 records, the
manual's and the rule cases' files. ``tests/test_db_import_rows.py`` compares the rows themselves
for five of them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import operations
from operations.copy_event import copy_event
from tests.import_digests import DIGESTS, ROOT, case_name, cases, table_digests, table_rows

KNOWN: dict[str, dict[str, str]] = json.loads(DIGESTS.read_text(encoding="utf-8"))


@pytest.mark.sqlite_only("scan")
def test_every_case_has_its_digest() -> None:
    """The digests are those of the TRFs found, a team event among them (a TRF added to ``tests/data``
    since needs none; one removed fails)."""
    assert len(KNOWN) >= 37
    assert set(KNOWN) <= {case_name(c) for c in cases()}
    assert "tests/data/db/import_digests/team_p7_r5_s11.trf" in KNOWN


@pytest.mark.parametrize("name", sorted(KNOWN))
def test_the_import_stores_the_file_it_stored_before(name: str, store_url: str, tmp_path: Path) -> None:
    """On the server: what the import stored there, read back through ``arbiter copy`` to a file
    (``operations.copy_event``, every row with its id), holds the rows of the same TRF imported into a
    file, table by table (as sets: a copy writes the rows of a table without an id, ``meta`` and
    ``lineups``, in the order of their keys, a file's copy too); the file's half compares those with
    the digests."""
    trf = ROOT / name
    tf, _report = operations.import_trf(trf, store_url)
    tf.close()
    if "://" in store_url:
        copy_event(store_url, tmp_path / "copied.arbiter")
        tf, _report = operations.import_trf(trf, tmp_path / "file.arbiter")
        tf.close()
        assert table_rows(tmp_path / "copied.arbiter", trf) == table_rows(tmp_path / "file.arbiter", trf)
        return
    got = table_digests(Path(store_url), trf)
    assert sorted(got) == sorted(KNOWN[name])
    differ = [table for table, digest in KNOWN[name].items() if got[table] != digest]
    assert not differ, f"{name}: {differ} differ from what the import stored before"
