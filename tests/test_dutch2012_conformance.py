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

from bench.dutch_corpus import load_case, players_in_name, round_cases, verdict
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


JAVAFO_SET = Path(__file__).parent / "data" / "dutch2013_javafo"
"""Tournaments of the 2012 text paired round by round by JaVaFo 1.4 (its ``README.md``): every
recorded round a consensus of its two algorithms, and the rounds it found impossible."""


def _known_differences() -> set[tuple[str, str, int]]:
    """(set, tournament, round) of ``known_differences.tsv``: the rounds we pair otherwise."""
    rows = (JAVAFO_SET / "known_differences.tsv").read_text().splitlines()[1:]
    return {(kind, name, int(rnd)) for kind, name, rnd, _part, _what in (r.split("\t") for r in rows)}


def _javafo_set_cases(kind: str, max_players: int = 1000) -> list[tuple[str, str, int, Path]]:
    return [
        (kind, name, rnd, source)
        for name, rnd, source in round_cases(JAVAFO_SET / kind)
        if players_in_name(name) <= max_players
    ]


def _javafo_set_differences(cases: list[tuple[str, str, int, Path]]) -> set[tuple[str, str, int]]:
    """The cases (set, tournament, round) where our pairing, or our finding that there is none,
    is not JaVaFo's."""
    out = set()
    for kind, name, rnd, source in cases:
        tournament, pairs, bye = load_case(name, rnd, source)
        if pairs is not None and not pairs and bye is None:
            continue  # nobody was paired in that round
        if not verdict(tournament, rnd, pairs, bye)[0]:
            out.add((kind, name, rnd))
    return out


def test_javafo_set_is_complete() -> None:
    """The set holds what its README says: 400 small and 120 large tournaments, 2,241 and 927
    recorded rounds, 162 rounds JaVaFo found impossible (all in the small set)."""
    small, large = _javafo_set_cases("small"), _javafo_set_cases("large")
    assert len({c[1] for c in small if c[3].parent.name == "tournaments"}) == 400
    assert len({c[1] for c in large}) == 120
    assert sum(c[3].parent.name == "tournaments" for c in small) == 2241
    assert len(large) == 927
    assert len([c for c in small if c[3].parent.parent.name == "impossible"]) == 162
    assert {c[:3] for c in small + large} >= _known_differences()


def test_javafo_set_small_fields_as_javafo_paired_them() -> None:
    """The events of five to eight players of the small set (in the normal suite): every round as
    JaVaFo 1.4 paired it, or found impossible, except the known differences."""
    cases = _javafo_set_cases("small", max_players=8)
    names = {c[:3] for c in cases}
    assert _javafo_set_differences(cases) == _known_differences() & names


@pytest.mark.slow
def test_whole_javafo_set_as_javafo_paired_it() -> None:
    """Every round of both sets (about 3,300), on two worker processes."""
    cases = _javafo_set_cases("small") + _javafo_set_cases("large")
    with ProcessPoolExecutor(max_workers=2) as pool:
        found = set().union(*pool.map(_javafo_set_differences, [cases[i::2] for i in range(2)]))
    assert found == _known_differences()
