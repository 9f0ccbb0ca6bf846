"""Fuzzed TRFs (``tests/faults/trf_fuzz.py``: byte flips, truncation, huge numbers, duplicate ids,
hostile names ...) into ``import_trf``: an ``ArbiterError`` with a reason and no file at all, or a
complete tournament whose export has no forged record. Never another exception, never half an import:
into a file, and into a database of the tests' PostgreSQL server (issue 30 item 4).
``bench/soak_file_safety.py --fuzz`` runs thousands."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

import operations
from engine.errors import ArbiterError
from engine.trf import read_trf
from tests.faults.trf_fuzz import mutants
from tests.pg_server import PgServer
from tests.test_db_support import server_tables

pytestmark = pytest.mark.slow

CASES = 300
CASES_ON_THE_SERVER = 60
SEED = 15


def test_fuzzed_trfs_import_whole_or_not_at_all(
    store_url: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """On the server, :data:`CASES_ON_THE_SERVER` of them, each into an empty database of the tests'
    server: a refused import leaves no table there."""
    server: PgServer | None = request.getfixturevalue("pg_server") if "://" in store_url else None
    outcomes: Counter[str] = Counter()
    for i, (kind, data) in enumerate(mutants(SEED, CASES if server is None else CASES_ON_THE_SERVER)):
        source = tmp_path / f"case{i}.trf"
        source.write_bytes(data)
        database = "" if server is None else server.empty_database()
        target = f"{tmp_path}/case{i}.arbiter" if server is None else server.url(database)
        try:
            tf, _ = operations.import_trf(source, target)
        except ArbiterError as exc:
            assert str(exc).strip(), (i, kind)
            if server is None:
                leftovers = [p.name for p in tmp_path.iterdir() if p.name.startswith(f"case{i}.arbiter")]
                assert leftovers == [], (i, kind, leftovers)
            else:
                assert server_tables(target) == [], (i, kind)
            outcomes["refused"] += 1
        else:
            with tf:
                players = tf.players.all()
                assert players, (i, kind)
                text = tf.files.export_trf()
            records = [line for line in text.split("\n") if line.startswith("001")]
            assert len(records) == len(players), (i, kind)
            assert all(c not in text for c in "\x00\x0b\x0c\x1b\u2028"), (i, kind)
            assert len(read_trf(text).players) == len(players)
            outcomes["imported"] += 1
        source.unlink()
        if server is not None:
            server.give_back(database)
        for p in tmp_path.glob(f"case{i}.arbiter*"):
            if p.is_file():
                p.unlink()
    assert outcomes["refused"] > 0 and outcomes["imported"] > 0, outcomes
