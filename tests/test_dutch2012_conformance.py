"""Identity with JaVaFo 1.4 (the reference engine of the Istanbul 2012 text, FIDE_DUTCH_2013).

Every round of ``shared/conformance/dutch2012`` is a consensus round of JaVaFo 1.4's two
algorithms: same pairs, same colours, same bye. The sample under ``tests/data`` holds one round of
each situation that shaped the engine (see ``SAMPLE.md``); the whole corpus runs when
``../shared`` is beside the clone.
"""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from engine.dutch import pair_round
from engine.model import RulesEdition
from engine.trf import read_pairs, read_trf_file

SAMPLE = Path(__file__).parent / "data" / "conformance_sample" / "dutch2012"
SAMPLE_2013B = Path(__file__).parent / "data" / "conformance_sample" / "dutch2013b"
"""Rounds of ``shared/conformance/dutch2013b`` (JaVaFo 1.4, made apart from dutch2012) that
decided a reading of the text (``docs/editions.md``)."""
SAMPLE_JAVAFO = Path(__file__).parent / "data" / "conformance_sample" / "dutch2013_javafo"
"""Rounds of the development part of ``tests/data/dutch2013_javafo`` that decided a reading."""
CORPUS_ROUNDS = 1403
"""Rounds in ``shared/conformance/dutch2012`` (its README: 189 tournaments, 1403 round cases)."""


def _cases(root: Path) -> list[tuple[Path, int]]:
    return [(trf, int(trf.stem.split("_")[1])) for trf in sorted((root / "cases").glob("*/round_*.trf"))]


def _identical(trf: Path, rnd: int) -> bool:
    expected = read_pairs(trf.with_suffix(".expected").read_bytes(), 1)
    tournament = read_trf_file(trf)
    assert tournament.rules is RulesEdition.DUTCH_2013
    got = pair_round(tournament, rnd)
    return set(got.boards) == set(expected.boards) and got.bye == expected.bye


def _case_id(value: object) -> str:
    return f"{value.parent.name}/{value.name}" if isinstance(value, Path) else ""


def test_the_sample_is_there() -> None:
    assert len(_cases(SAMPLE)) == 33


@pytest.mark.parametrize(("trf", "rnd"), _cases(SAMPLE), ids=_case_id)
def test_sample_round_is_identical(trf: Path, rnd: int) -> None:
    expected = read_pairs(trf.with_suffix(".expected").read_bytes(), 1)
    got = pair_round(read_trf_file(trf), rnd)
    assert set(got.boards) == set(expected.boards)
    assert got.bye == expected.bye


@pytest.mark.parametrize(("trf", "rnd"), _cases(SAMPLE_2013B) + _cases(SAMPLE_JAVAFO), ids=_case_id)
def test_later_sets_sample_round_is_identical(trf: Path, rnd: int) -> None:
    assert _identical(trf, rnd)


def _failures(cases: list[tuple[Path, int]]) -> list[str]:
    return [f"{trf.parent.name}/{trf.name}" for trf, rnd in cases if not _identical(trf, rnd)]


@pytest.mark.slow
def test_full_dutch2012_corpus_is_identical(conformance_dir: Path) -> None:
    """All 1403 rounds, paired in-process on two worker processes."""
    root = conformance_dir / "dutch2012"
    assert not (root / "contested.tsv").read_text().strip()
    cases = _cases(root)
    assert len(cases) == CORPUS_ROUNDS
    chunks = [cases[i::2] for i in range(2)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        failures = [f for part in pool.map(_failures, chunks) for f in part]
    print(f"identical {len(cases) - len(failures)} / {len(cases)}")
    assert not failures, failures[:20]
