"""``python -m engine standings``: the table printed for a sample TRF and for a conformance tournament.

The sample (tests/data/tiebreaks/unplayed_rounds.trf) is the example of
tests/test_tiebreak_fixtures.py with names; it starts on 2026/03/07, so C.07 2026 applies by default.
Expected values: the hand computations of tests/test_tiebreaks_buchholz.py and test_standings.py.
"""

from __future__ import annotations

import io
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

from engine.standings_cli import run
from engine.trf import read_trf_file
from tests.conftest import DATA, REPO

SAMPLE = DATA / "tiebreaks" / "unplayed_rounds.trf"


def cli(*argv: str) -> tuple[int, list[str], str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), out, err)
    return code, out.getvalue().splitlines(), err.getvalue()


def test_sample_uses_its_202_list_and_the_2026_edition() -> None:
    code, lines, err = cli(str(SAMPLE))
    assert code == 0, err
    assert "C.07 2026-03" in lines[0]
    assert lines[1].split() == ["Rk", "No", "Name", "Pts", "BH-C1", "BH", "SB", "PS", "DE"]
    assert [line.split()[1] for line in lines[2:8]] == ["3", "1", "6", "2", "5", "4"]
    # player 3: 3 points, BH-C1 6½, BH 8½, SB 6¼, PS 7½; DE blank (tied with no one, C.07 6)
    assert lines[2].split()[-5:] == ["3.0", "6.5", "8.5", "6.25", "7.5"]
    # player 6 (third): BH-C1 6, BH 8, SB 4½, PS 5½
    assert lines[4].split()[-5:] == ["2.5", "6.0", "8.0", "4.5", "5.5"]
    # BH-C1 separates every tie: the DE column is blank, not a column of 1s
    de_column = lines[1].index("DE")
    assert all(line[de_column:].strip() == "" for line in lines[2:8])


def test_edition_2024_and_halves() -> None:
    code, lines, _ = cli(str(SAMPLE), "--edition", "2024", "--halves")
    assert code == 0
    assert "C.07 2024-08" in lines[0]
    assert [line.split()[1] for line in lines[2:8]] == ["3", "6", "1", "2", "5", "4"]
    # player 3 in 2024: BH-C1 8½, BH 11½, SB 8.75, PS 7½ (DE blank)
    assert lines[2].split()[-5:] == ["3", "8½", "11½", "8.75", "7½"]


def test_tiebreaks_option_and_after_round() -> None:
    code, lines, _ = cli(str(SAMPLE), "--tiebreaks", "BH,WIN", "--after-round", "2")
    assert code == 0
    assert "after round 2" in lines[0]
    assert lines[1].split()[-2:] == ["BH", "WIN"]
    # after round 2 by BH: 3, 2, 1, 6, 4, 5 (tests/test_standings.py)
    assert [line.split()[1] for line in lines[2:8]] == ["3", "2", "1", "6", "4", "5"]


def test_preset_option() -> None:
    code, lines, _ = cli(str(SAMPLE), "--preset", "platform")
    assert code == 0
    assert lines[1].split()[-5:] == ["BH-C1", "BH", "PS", "WIN", "ALPHA"]


def test_explain_prints_the_contributions() -> None:
    code, lines, _ = cli(str(SAMPLE), "--tiebreaks", "BH/C1", "--explain", "3")
    assert code == 0
    text = "\n".join(lines)
    assert "BH-C1 of player 3 = 6.5" in text
    assert "round 2, dummy, half-point bye, C.07 16.2.3, score 2.0, scored 0.5, -> 2.0, CUT" in text
    assert "round 4, dummy, forfeit win, C.07 16.2.2, score 1.5" in text


def test_errors_give_exit_code_and_message(tmp_path: Path) -> None:
    code, _, err = cli(str(tmp_path / "missing.trf"))
    assert code == 1 and "error:" in err
    code, _, err = cli(str(SAMPLE), "--tiebreaks", "WIN-C1")
    assert code == 1 and "Cut/Median" in err
    code, _, err = cli(str(SAMPLE), "--edition", "2024", "--tiebreaks", "STD")
    assert code == 1 and "2026" in err
    assert cli()[0] == 2


def test_runs_as_python_m_engine_standings() -> None:
    for command in (["-m", "engine", "standings"], ["-m", "engine.standings_cli"]):
        done = subprocess.run(
            [sys.executable, *command, str(SAMPLE)], cwd=REPO, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr
        assert "Capablanca" in done.stdout.splitlines()[2]


def test_conformance_tournament(conformance_dir: Path) -> None:
    path = conformance_dir / "dutch2025" / "tournaments" / "bbp6_p005_r03_s1050.trf"
    code, lines, err = cli(str(path), "--preset", "fide")
    assert code == 0, err
    t = read_trf_file(path)
    rows = [line.split() for line in lines[2:]]
    assert len(rows) == len(t.players)
    stated = {int(p.number): p.points for p in t.players}
    printed = [(int(r[1]), Fraction(r[4])) for r in rows]
    # the points printed are those of the file's points column, in non-increasing order
    assert all(stated[n] == pts for n, pts in printed)
    assert [p for _, p in printed] == sorted((p for _, p in printed), reverse=True)
    # hand check on this file (3 rounds, C.07 2026 by default: no start date):
    #   3 (2½: beat 1, beat 4, drew 2) and 2 (2½: beat 4, beat 5, drew 3) are tied.
    #   BH 3: 1 (2) + 4 (1) + 2 (2½) = 5½; BH 2: 4 (1) + 5 (1) + 3 (2½) = 4½ -> BH-C1 4½ and 3½: 3 first.
    assert [r[1] for r in rows[:2]] == ["3", "2"]
    assert rows[0][5:7] == ["4.5", "5.5"] and rows[1][5:7] == ["3.5", "4.5"]


def test_conformance_corpus_points_and_order(conformance_dir: Path) -> None:
    """Every 10th conformance tournament: the standings' points are the file's points column."""
    from engine.standings import compute_standings
    from engine.tiebreaks import PRESETS

    files = sorted((conformance_dir / "dutch2025" / "tournaments").glob("*.trf"))[::10]
    assert files
    for path in files:
        t = read_trf_file(path)
        rows = compute_standings(t, PRESETS["fide"])
        stated = {p.number: p.points for p in t.players}
        assert all(stated[r.number] == r.points for r in rows), path.name
        assert [r.points for r in rows] == sorted((r.points for r in rows), reverse=True), path.name
