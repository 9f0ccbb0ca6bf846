"""Identity with the reference engines of the 2017 text (bbpPairings v5.0.1, JaVaFo 3.0p ``-O``).

Every consensus round of ``shared/conformance/dutch2017`` (their README says how they were made) must
be paired exactly as the engines did: same pairs, same colours, same pairing-allocated bye. The files
say ``192 FIDE_DUTCH_2017``: the engine reads the edition from them.
"""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from engine.dutch import pair_round
from engine.errors import NoLegalPairingError
from engine.model import RulesEdition
from engine.trf import read_trf_file
from tests.test_dutch_conformance import _consensus_cases, _expected, _failures

SAMPLE = Path(__file__).parent / "data" / "conformance_sample" / "dutch2017"
FORMERLY_DIFFERENT = {
    "bbp5_p011_r10_s170051/round_09.trf",
    "bbp5_p016_r09_s170081/round_09.trf",
    "bbp5_p040_r10_s170092/round_10.trf",
    "bbp5_p048_r13_s170062/round_07.trf",
    "jv2017_p007_r05_s180036/round_05.trf",
    "jv2017_p016_r10_s180117/round_06.trf",
    "jv2017_p023_r11_s180098/round_04.trf",
    "jv2017_p024_r11_s180111/round_10.trf",
}
"""Rounds the engine paired as the 2025 text does, before the 2017 text had a process of its own."""


def _case_id(value: object) -> str:
    return f"{value.parent.name}/{value.name}" if isinstance(value, Path) else ""


def test_the_sample_holds_the_formerly_different_rounds() -> None:
    names = {f"{trf.parent.name}/{trf.name}" for trf, _rnd in _consensus_cases(SAMPLE)}
    assert names >= FORMERLY_DIFFERENT and len(names) == 14


@pytest.mark.parametrize(("trf", "rnd"), _consensus_cases(SAMPLE), ids=_case_id)
def test_sample_round_is_identical(trf: Path, rnd: int) -> None:
    t = read_trf_file(trf)
    assert t.rules is RulesEdition.DUTCH_2017
    pairs, bye = _expected(trf.with_suffix(".expected"))
    got = pair_round(t, rnd)
    assert {(b.white, b.black) for b in got.boards} == pairs
    assert got.bye == bye


def test_the_2025_text_pairs_the_formerly_different_rounds_otherwise() -> None:
    """The editions really differ on these rounds: under the 2025 text none of them is paired as
    the references paired it under the 2017 text (one has no legal pairing at all: there a
    full-point bye already bars the PAB, [C2]), so the tests above are about the 2017 process."""
    for trf, rnd in _consensus_cases(SAMPLE):
        if f"{trf.parent.name}/{trf.name}" not in FORMERLY_DIFFERENT:
            continue
        pairs, bye = _expected(trf.with_suffix(".expected"))
        try:
            got = pair_round(read_trf_file(trf), rnd, RulesEdition.DUTCH_2025)
        except NoLegalPairingError:
            continue
        assert ({(b.white, b.black) for b in got.boards}, got.bye) != (pairs, bye), trf


@pytest.mark.slow
def test_full_2017_corpus_is_identical(conformance_dir: Path) -> None:
    """All 986 consensus rounds, in-process on two worker processes (the suite's two cores)."""
    cases = _consensus_cases(conformance_dir / "dutch2017")
    assert len(cases) == 986  # the corpus README's count: an empty or partial folder cannot pass
    chunks = [cases[i::2] for i in range(2)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        failures = [f for part in pool.map(_failures, chunks) for f in part]
    print(f"identical {len(cases) - len(failures)} / {len(cases)}")
    assert not failures, failures[:20]
