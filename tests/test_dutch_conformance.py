"""Identity with the reference engines (bbpPairings v6 / JaVaFo 3.0p) on the conformance corpus.

Every consensus round (not listed in ``contested.tsv``) must be paired exactly as the engines did:
same pairs, same colours, same pairing-allocated bye.
"""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from engine.dutch import pair_round
from engine.trf import read_pairs, read_trf_file

SAMPLE = Path(__file__).parent / "data" / "conformance_sample" / "dutch2025"
SAMPLE_ROUNDS = 28
"""Consensus rounds in the sample kept in tests/data."""
CONSENSUS_ROUNDS = 1637
"""Consensus rounds of ../shared/conformance/dutch2025 (every round not in contested.tsv)."""


def _expected(path: Path) -> tuple[set[tuple[int, int]], int | None]:
    """Pairs (white, black) and PAB of a reference engine's pairing file, read by engine.trf.read_pairs."""
    pairing = read_pairs(path.read_bytes(), 1)
    return {(b.white, b.black) for b in pairing.boards}, pairing.bye


def _contested(root: Path) -> set[tuple[str, int]]:
    out: set[tuple[str, int]] = set()
    for line in (root / "contested.tsv").read_text().splitlines():
        if line.strip():
            name, rnd = line.split("\t")
            out.add((name, int(rnd)))
    return out


def _consensus_cases(root: Path) -> list[tuple[Path, int]]:
    skip = _contested(root)
    cases = []
    for trf in sorted((root / "cases").glob("*/round_*.trf")):
        rnd = int(trf.stem.split("_")[1])
        if (trf.parent.name, rnd) not in skip:
            cases.append((trf, rnd))
    return cases


def _identical(trf: Path, rnd: int) -> bool:
    pairs, bye = _expected(trf.with_suffix(".expected"))
    got = pair_round(read_trf_file(trf), rnd)
    return {(b.white, b.black) for b in got.boards} == pairs and got.bye == bye


def _case_id(value: object) -> str:
    return f"{value.parent.name}/{value.name}" if isinstance(value, Path) else ""


def test_the_sample_has_every_round_it_had() -> None:
    assert len(_consensus_cases(SAMPLE)) == SAMPLE_ROUNDS  # the parametrised test below is not vacuous


@pytest.mark.parametrize(("trf", "rnd"), _consensus_cases(SAMPLE), ids=_case_id)
def test_sample_round_is_identical(trf: Path, rnd: int) -> None:
    pairs, bye = _expected(trf.with_suffix(".expected"))
    got = pair_round(read_trf_file(trf), rnd)
    assert {(b.white, b.black) for b in got.boards} == pairs
    assert got.bye == bye


def _failures(cases: list[tuple[Path, int]]) -> list[str]:
    return [f"{trf.parent.name}/{trf.name}" for trf, rnd in cases if not _identical(trf, rnd)]


@pytest.mark.slow
def test_full_consensus_corpus_is_identical(conformance_dir: Path) -> None:
    """All 1,637 consensus rounds, paired in-process on two worker processes (the suite's two cores)."""
    cases = _consensus_cases(conformance_dir / "dutch2025")
    assert len(cases) == CONSENSUS_ROUNDS  # an empty or partial corpus must not pass as 0/0
    chunks = [cases[i::2] for i in range(2)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        failures = [f for part in pool.map(_failures, chunks) for f in part]
    print(f"identical {len(cases) - len(failures)} / {len(cases)}")
    assert not failures, failures[:20]
