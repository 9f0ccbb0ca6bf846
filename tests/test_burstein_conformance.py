"""Identity with bbpPairings v6 ``--burstein`` (FIDE C.04.4.2), the one public Burstein engine.

Every round of ``shared/conformance/burstein`` (70 tournaments, 478 rounds: its README says how they
were made; every round is consensus, there being a single reference) must be paired exactly as
bbpPairings paired it: same pairs, same colours, same pairing-allocated bye. The files say
``192 FIDE_BURSTEIN``; the sample in ``tests/data/conformance_sample/burstein`` runs in the ordinary
suite, the whole corpus under the ``slow`` marker (CI runs it).
"""

from __future__ import annotations

import re
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from engine.burstein import pair_round
from engine.model import PairingSystem
from engine.trf import read_trf_file
from tests.test_dutch_conformance import _consensus_cases, _expected

SAMPLE = Path(__file__).parent / "data" / "conformance_sample" / "burstein"
CORPUS_ROUNDS = 478
"""The corpus README's count."""


def _case_id(value: object) -> str:
    return f"{value.parent.name}/{value.name}" if isinstance(value, Path) else ""


def _identical(trf: Path, rnd: int) -> bool:
    t = read_trf_file(trf)
    pairs, bye = _expected(trf.with_suffix(".expected"))
    got = pair_round(t, rnd)
    return {(b.white, b.black) for b in got.boards} == pairs and got.bye == bye


def _failures(cases: list[tuple[Path, int]]) -> list[str]:
    return [f"{trf.parent.name}/{trf.name}" for trf, rnd in cases if not _identical(trf, rnd)]


def test_the_sample_holds_the_seeding_rounds_the_bye_and_absences() -> None:
    """The sample has what shaped the engine: both seeding rounds, pairing-allocated byes, a player
    absent in the round to pair (``0000 - Z``) and forfeited games."""
    cases = _consensus_cases(SAMPLE)
    assert len(cases) == 22
    rounds = {rnd for _trf, rnd in cases}
    assert {1, 2, 3} <= rounds
    expected = [trf.with_suffix(".expected").read_text() for trf, _rnd in cases]
    assert any(line.strip().endswith(" 0") for text in expected for line in text.splitlines())
    texts = [trf.read_bytes() for trf, _rnd in cases]
    assert any(b"0000 - Z" in t for t in texts) and any(re.search(rb"\d [wb] \+", t) for t in texts)


@pytest.mark.parametrize(("trf", "rnd"), _consensus_cases(SAMPLE), ids=_case_id)
def test_sample_round_is_identical(trf: Path, rnd: int) -> None:
    assert read_trf_file(trf).system is PairingSystem.BURSTEIN
    assert _identical(trf, rnd)


@pytest.mark.slow
def test_full_burstein_corpus_is_identical(conformance_dir: Path) -> None:
    """All 478 rounds, in-process on two worker processes (the suite's two cores)."""
    cases = _consensus_cases(conformance_dir / "burstein")
    assert len(cases) == CORPUS_ROUNDS  # an empty or partial folder cannot pass
    chunks = [cases[i::2] for i in range(2)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        failures = [f for part in pool.map(_failures, chunks) for f in part]
    print(f"identical {len(cases) - len(failures)} / {len(cases)}")
    assert not failures, failures[:20]
