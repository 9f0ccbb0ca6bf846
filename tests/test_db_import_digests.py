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
from tests.import_digests import DIGESTS, ROOT, case_name, cases, table_digests

KNOWN: dict[str, dict[str, str]] = json.loads(DIGESTS.read_text(encoding="utf-8"))


@pytest.mark.sqlite_only("scan")
def test_every_case_has_its_digest() -> None:
    """The digests are those of the TRFs found, a team event among them (a TRF added to ``tests/data``
    since needs none; one removed fails)."""
    assert len(KNOWN) >= 37
    assert set(KNOWN) <= {case_name(c) for c in cases()}
    assert "tests/data/db/import_digests/team_p7_r5_s11.trf" in KNOWN


@pytest.mark.sqlite_only("file")
@pytest.mark.parametrize("name", sorted(KNOWN))
def test_the_import_stores_the_file_it_stored_before(name: str, tmp_path: Path) -> None:
    trf = ROOT / name
    target = tmp_path / "imported.arbiter"
    tf, _report = operations.import_trf(trf, target)
    tf.close()
    got = table_digests(target, trf)
    assert sorted(got) == sorted(KNOWN[name])
    differ = [table for table, digest in KNOWN[name].items() if got[table] != digest]
    assert not differ, f"{name}: {differ} differ from what the import stored before"
