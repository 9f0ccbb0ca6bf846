"""Real TRFs written by other programs (issue 26; ``tests/data/real_trf/SOURCES.md``): each file is
imported (strictly, or with ``--lenient`` for a doubtful point, never refused), exported and imported
again unchanged (TRF26 and TRF16), and each round of a Swiss event re-paired with
``python -m engine --dutch`` (the edition the import chose) against the round the event played.

Rounds the engine pairs otherwise are listed in ``tests/data/real_trf/known_differences.tsv`` with
the reason: each is a named test case expected to fail (strict: one that starts to pass fails, so the
list stays true). The files are looked for in ``$ARBITER_REAL_TRF``, else ``../shared/real_trf``
(see ``tests/real_trf_support.py``); without them these tests are skipped with that reason.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import operations
from engine.model import RulesEdition
from engine.trf import read_pairs
from tests.real_trf_support import (
    RealFile,
    catalogue,
    corpus_dir,
    file_bytes,
    import_file,
    known_differences,
    repair,
    round_trip,
    rounds_to_check,
)
from values import TrfVersion

FILES = catalogue()
KNOWN = known_differences()
DOUBTS = ("the points column says", "both have a win without opponent")
"""The refusals ``--lenient`` may pass (``engine.trf.read_trf_checked``)."""


@pytest.fixture(scope="module")
def folder() -> Path:
    found = corpus_dir()
    if found is None:
        pytest.skip("the real TRFs are not there: set ARBITER_REAL_TRF or put them in ../shared/real_trf")
    return found


@pytest.mark.sqlite_only("no_store")
def test_the_catalogue_names_real_events_of_several_programs_with_a_held_out_part() -> None:
    assert len(FILES) >= 14 and len({f.sha256 for f in FILES}) == len(FILES)
    assert len({f.program for f in FILES}) >= 4
    assert 0 < sum(f.held_out for f in FILES) < len(FILES) / 2
    assert all(name in {f.name for f in FILES} for name, _ in KNOWN)


@pytest.mark.sqlite_only("missing")
@pytest.mark.parametrize("f", FILES, ids=lambda f: f.name)
def test_the_file_is_imported(f: RealFile, folder: Path, tmp_path: Path) -> None:
    imported = import_file(file_bytes(folder, f), tmp_path, f.name)
    assert imported.mode != "refused", imported.reason
    if imported.mode == "lenient":
        with pytest.raises(Exception) as strict:
            operations.import_trf(tmp_path / f"{f.name}.trf", tmp_path / "strict.arbiter")
        assert any(doubt in str(strict.value) for doubt in DOUBTS), str(strict.value)


@pytest.mark.sqlite_only("missing")
@pytest.mark.parametrize("f", FILES, ids=lambda f: f.name)
def test_export_import_export_is_the_same(f: RealFile, folder: Path, tmp_path: Path) -> None:
    imported = import_file(file_bytes(folder, f), tmp_path, f.name)
    assert imported.path is not None
    for version in (TrfVersion.TRF26, TrfVersion.TRF16):
        assert round_trip(imported.path, tmp_path, version) is None


def _rounds(folder: Path, f: RealFile, tmp_path: Path) -> list[tuple[int, bool, str]]:
    imported = import_file(file_bytes(folder, f), tmp_path, f.name)
    assert imported.path is not None
    with operations.open_file(imported.path, read_only=True) as tf:
        t = tf.tournament()
    return [(r, *repair(t, r)) for r in rounds_to_check(t)]


@pytest.mark.sqlite_only("missing")
@pytest.mark.slow
@pytest.mark.parametrize("f", [f for f in FILES if f.system == "swiss"], ids=lambda f: f.name)
def test_the_rounds_not_listed_as_different_are_paired_as_the_event(
    f: RealFile, folder: Path, tmp_path: Path
) -> None:
    unexpected = [
        f"round {r}: {why}"
        for r, same, why in _rounds(folder, f, tmp_path)
        if not same and (f.name, r) not in KNOWN
    ]
    assert unexpected == []


@pytest.mark.sqlite_only("missing")
@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "round_number"),
    [
        pytest.param(name, r, marks=pytest.mark.xfail(strict=True, reason=why), id=f"{name}-round{r}")
        for (name, r), why in sorted(KNOWN.items())
    ],
)
def test_a_round_the_event_paired_otherwise(
    name: str, round_number: int, folder: Path, tmp_path: Path
) -> None:
    f = next(f for f in FILES if f.name == name)
    imported = import_file(file_bytes(folder, f), tmp_path, f.name)
    assert imported.path is not None
    with operations.open_file(imported.path, read_only=True) as tf:
        t = tf.tournament()
    same, why = repair(t, round_number)
    assert same, why


JAVAFO_ROUND_5 = """25
1 2
3 4
5 6
7 13
11 21
23 12
19 16
17 52
35 18
8 24
9 26
37 10
14 29
45 15
46 20
27 38
34 30
39 31
41 32
42 33
44 48
25 49
40 50
51 36
47 0
"""
"""The pairing JaVaFo made of the Gros file's round 5, as its manual prints it (JaVaFo Advanced User
Manual, "How to read the output of JaVaFo"; JaVaFo 2.2, the 2017 rules)."""


@pytest.mark.sqlite_only("missing")
def test_the_gros_round_5_input_is_paired_as_javafo_pairs_it(folder: Path, tmp_path: Path) -> None:
    """The one real file here with an independent pairing of its next round: the manual's TRF(x) sample
    (rounds 1-4, the absences of round 5), paired by ``python -m engine --dutch`` under the 2017 text."""
    import io

    from engine.cli import run

    f = next(f for f in FILES if f.name == "gros_open_2010_round5")
    source = tmp_path / "gros.trf"
    source.write_bytes(file_bytes(folder, f))
    out = tmp_path / "round5.txt"
    code = run(
        ["--dutch", str(source), "--rules", RulesEdition.DUTCH_2017.value, "-p", str(out)],
        io.StringIO(),
        io.StringIO(),
    )
    assert code == 0
    assert read_pairs(out.read_bytes(), 5) == read_pairs(JAVAFO_ROUND_5.encode(), 5)
