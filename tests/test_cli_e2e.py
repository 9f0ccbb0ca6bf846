"""End to end: ``python -m engine --dutch CASE -p`` against the reference engines' pairing (.expected).

Uses the real pairing engine (:mod:`engine.dutch`) on consensus cases of the conformance sample:
the lines must be the same (in any order; colours count), as ``shared/conformance/README.md`` says.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from engine.cli import run

CASES = Path(__file__).parent / "data" / "conformance_sample" / "dutch2025" / "cases"

CONSENSUS = [
    "bbp6_p005_r03_s1050/round_02",
    "jv2025_p005_r04_s5019/round_03",  # a pairing-allocated bye
    "bbp6_p104_r05_s1144/round_03",  # half-point and zero-point byes in the round being paired
    "jv2025_p104_r08_s5072/round_08",  # many withdrawn players
]


def lines_of(text: str) -> tuple[str, list[str]]:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[0], sorted(lines[1:])


@pytest.mark.parametrize("case", CONSENSUS)
def test_pair_the_case_as_the_reference_engines(case: str) -> None:
    out, err = io.StringIO(), io.StringIO()
    code = run(["--dutch", str(CASES / f"{case}.trf"), "-p"], out, err)
    assert (code, err.getvalue()) == (0, "")
    expected = (CASES / f"{case}.expected").read_text()
    assert lines_of(out.getvalue()) == lines_of(expected)


def test_generated_tournament_passes_the_checker(tmp_path: Path) -> None:
    """-g pairs every round with the engine; -c re-pairs them: no round may differ."""
    config = tmp_path / "rtg.txt"
    config.write_text(
        "PlayersNumber=17\nRoundsNumber=6\nForfeitRate=12\nRetiredRate=9\nHalfPointByeRate=15\n"
    )
    target = tmp_path / "random.trf"
    out, err = io.StringIO(), io.StringIO()
    assert run(["--dutch", "-g", str(config), "-o", str(target), "-s", "2026"], out, err) == 0, err.getvalue()
    out = io.StringIO()
    assert run(["--dutch", str(target), "-c"], out, err) == 0, out.getvalue()
    assert out.getvalue() == "0 discrepancy(ies) in 6 round(s)\n"
