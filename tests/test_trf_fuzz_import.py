"""Fuzzed TRFs (``tests/faults/trf_fuzz.py``: byte flips, truncation, huge numbers, duplicate ids,
hostile names ...) into ``import_trf``: an ``ArbiterError`` with a reason and no file at all, or a
complete tournament whose export has no forged record. Never another exception, never half an import.
``bench/soak_file_safety.py --fuzz`` runs thousands."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

import operations
from engine.errors import ArbiterError
from engine.trf import read_trf
from tests.faults.trf_fuzz import mutants

pytestmark = pytest.mark.slow

CASES = 300
SEED = 15


@pytest.mark.sqlite_only("file")
def test_fuzzed_trfs_import_whole_or_not_at_all(tmp_path: Path) -> None:
    outcomes: Counter[str] = Counter()
    for i, (kind, data) in enumerate(mutants(SEED, CASES)):
        source = tmp_path / f"case{i}.trf"
        source.write_bytes(data)
        target = tmp_path / f"case{i}.arbiter"
        try:
            tf, _ = operations.import_trf(source, target)
        except ArbiterError as exc:
            assert str(exc).strip(), (i, kind)
            leftovers = [p.name for p in tmp_path.iterdir() if p.name.startswith(target.name)]
            assert leftovers == [], (i, kind, leftovers)
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
        for p in tmp_path.glob(f"case{i}.arbiter*"):
            if p.is_file():
                p.unlink()
    assert outcomes["refused"] > 0 and outcomes["imported"] > 0, outcomes
