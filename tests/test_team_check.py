"""``arbiter check`` and ``arbiter warnings`` on a team event: the team matches judged by the Swiss Team
Pairing System's articles (C.04.6, ``engine.team_swiss.check_tournament``), not as an individual Dutch
event; a team round robin and the individual warnings refused in one sentence each."""

from __future__ import annotations

import io
import shutil
import sqlite3
from pathlib import Path

from cli.main import run


def arbiter(*args: object) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run([str(a) for a in args], out, err)
    return code, out.getvalue(), err.getvalue()


def two_rounds(folder: Path, system: str = "team-swiss") -> Path:
    """Four teams of one board, two rounds paired and played (1-0 on every board)."""
    path = folder / "league.arbiter"
    assert arbiter("new", path, "--name", "L", "--system", system, "--boards", 1, "--rounds", 3)[0] == 0
    for t, rating in ((1, 2400), (2, 2300), (3, 2200), (4, 2100)):
        assert arbiter("add-team", path, f"Club {t}", "--player", f"P{t};{rating}")[0] == 0
    for rnd in (1, 2):
        assert arbiter("pair", path)[0] == 0
        for team in (1, 2, 3, 4):  # team t's roster is its one player, no. t
            code, _out, err = arbiter("lineup", path, rnd, team, team)
            assert code == 0, err
        for board in (1, 2):
            code, _out, err = arbiter("result", path, rnd, board, "1-0")
            assert code == 0, err
    return path


def test_the_engine_s_team_rounds_break_no_article(tmp_path: Path) -> None:
    path = two_rounds(tmp_path)
    code, out, err = arbiter("check", path)
    assert code == 0, err
    assert "all 2 rounds of team matches break no article of the Swiss Team System (C.04.6)" in out
    assert "Dutch" not in out


def test_a_rematch_stored_in_round_two_is_named_by_its_article(tmp_path: Path) -> None:
    path = two_rounds(tmp_path)
    corrupt = tmp_path / "corrupt.arbiter"
    shutil.copyfile(path, corrupt)
    with sqlite3.connect(corrupt) as db:
        first = db.execute(
            "SELECT board_no, white_id, black_id FROM boards WHERE round_number = 1"
        ).fetchall()
        for board_no, white, black in first:  # round 2 made of round 1's games: two rematches
            db.execute(
                "UPDATE boards SET white_id = ?, black_id = ? WHERE round_number = 2 AND board_no = ?",
                (black, white, board_no),
            )
    code, out, err = arbiter("check", corrupt)
    assert code == 3, err
    assert "have already played each other" in out
    assert "round 2: C.04.6" in out
    assert "break an article of the Swiss Team System (C.04.6)" in out.splitlines()[-1]


def test_the_individual_warnings_of_a_team_round_are_refused_in_one_sentence(tmp_path: Path) -> None:
    path = two_rounds(tmp_path)
    code, out, err = arbiter("warnings", path, 2)
    assert code != 0 and out == ""
    assert err.count("\n") == 1
    assert "Round 2 is a round of team matches" in err


def test_a_team_round_robin_is_not_judged_as_a_swiss_event(tmp_path: Path) -> None:
    path = two_rounds(tmp_path, "team-berger")
    code, out, err = arbiter("check", path)
    assert code != 0 and out == ""
    assert "paired by the Berger tables" in err
