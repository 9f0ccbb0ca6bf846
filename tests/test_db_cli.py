"""The headless ``arbiter`` sub-commands (``cli.main.run``), and once through ``python -m cli``."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

import operations
from cli.main import COMMANDS, run
from engine.model import Board, Pairing, ResultCode, Tournament
from engine.trf import read_trf
from tests.conftest import REPO
from values import ByeKind, GameResult

STANDIN = "operations.standin:simple_pair_round"


def cli(*argv: str | Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run([str(a) for a in argv], out, err)
    return code, out.getvalue(), err.getvalue()


def ok(*argv: str | Path) -> str:
    code, out, err = cli(*argv)
    assert (code, err) == (0, ""), (argv, err)
    return out


def refused(*argv: str | Path) -> str:
    code, out, err = cli(*argv)
    assert code == 1, (argv, out)
    assert err.startswith("arbiter: ") and err.count("\n") == 1, err
    return err


@pytest.fixture
def event(store_url: str) -> str:
    """The club's event made by the command line: in a file, then on the tests' server."""
    path = store_url
    ok(
        "new",
        path,
        "--name",
        "Club Open",
        "--rounds",
        "4",
        "--city",
        "Bern",
        "--federation",
        "SUI",
        "--start",
        "2026-05-01",
        "--end",
        "2026-05-04",
        "--chief-arbiter",
        "Chief, Carl",
        "--deputy",
        "Dep, One",
        "--round-dates",
        "2026-05-01,2026-05-02,2026-05-03,2026-05-04",
        "--tiebreaks",
        "BH/C1,BH,SB",
        "--initial-colour",
        "white",
    )
    for name, rating in (
        ("Ames, Al", 2200),
        ("Bose, Bea", 2150),
        ("Cruz, Cy", 2100),
        ("Dahl, Di", 2050),
        ("Ek, Ed", 2000),
    ):
        ok("add-player", path, "--name", name, "--rating", str(rating), "--federation", "SUI", "--sex", "m")
    return path


@pytest.mark.sqlite_only("no_store")
def test_every_command_has_help() -> None:
    for command in sorted(COMMANDS):
        code, out, err = cli(command, "--help")
        assert code == 0 and out.startswith(f"usage: arbiter {command}"), command


@pytest.mark.sqlite_only("no_store")
def test_commands_are_exactly_the_parser_sub_commands() -> None:
    code, out, _ = cli("--help")
    assert code == 0
    listed = re.findall(r"^    ([a-z][a-z0-9-]*)", out.split("COMMAND\n", 1)[1], flags=re.MULTILINE)
    assert sorted(listed) == sorted(COMMANDS)


@pytest.mark.sqlite_only("no_store")
def test_bad_usage_exits_2(tmp_path: Path) -> None:
    assert cli("no-such-command")[0] == 2
    assert cli("new", tmp_path / "x.arbiter")[0] == 2  # --name and --rounds missing
    assert cli("result", tmp_path / "x.arbiter", "one", "1", "1-0")[0] == 2


def test_a_tournament_from_the_command_line(event: str, tmp_path: Path) -> None:
    assert "Club Open (Bern, SUI), 4 rounds" in ok("info", event)
    players = ok("players", event).splitlines()
    assert len(players) == 5 and players[0].split()[:3] == ["1", "Ames,", "Al"]

    assert "half-point bye for #5 Ek, Ed" in ok("bye", event, "1", "5", "half")
    paired = ok("pair", event, "--pairer", STANDIN)
    assert paired.startswith("Round 1 (2026-05-01): paired") and "Ek, Ed: half-point bye" in paired

    with operations.open_file(event) as tf:
        boards = tf.rounds.get(1).boards
    assert len(boards) == 2
    ok("result", event, "1", "1", "1/2")
    ok("result", event, "1", "2", "+-")
    assert "board 9" in refused("result", event, "1", "9", "1-0")
    assert "unknown result '3-0'" in refused("result", event, "1", "1", "3-0")
    assert (
        "board 1 of round 1 already has the result ½-½; add --force to replace it"
        in refused("result", event, "1", "1", "0-1")  # a correction needs --force ...
    )
    assert ok("result", event, "1", "1", "0-1", "--force").endswith(" 0-1, was ½-½\n")  # ... and says so
    assert ok("result", event, "1", "2", "+-").startswith("round 1 board 2:")  # the same result: no change

    table = ok("pairings", event, "1")
    assert "0-1" in table and "+ / -" in table and "complete" in table
    ok("withdraw", event, "4")
    assert "withdrawn from round 2" in ok("players", event)
    ok("reinstate", event, "4")
    ok("bye", event, "2", "3", "zero")
    ok("bye", event, "2", "3", "cancel")
    ok("pair", event, "--pairer", STANDIN)
    ok("repair", event, "--pairer", STANDIN)
    assert "round 2 deleted" in ok("delete-round", event)
    ok("pair", event, "--pairer", STANDIN, "--date", "2026-05-02")

    standings = ok("standings", event, "--after-round", "1")
    assert "Club Open: standings after round 1" in standings and "BH-C1" in standings

    out26, out16 = tmp_path / "club26.trf", tmp_path / "club16.trf"
    ok("export-trf", event, "-o", out26)
    ok("export-trf", event, "-o", out16, "--trf16")
    raw = out26.read_bytes()
    assert raw.count(b"\r\n") == raw.count(b"\n")  # TRF: CR LF line ends
    t26, t16 = read_trf(raw), read_trf(out16.read_bytes())
    assert t26.chief_arbiter == "Chief, Carl" and t26.deputy_arbiters == ("Dep, One",)
    assert t26.round_dates[:2] == ("26/05/01", "26/05/02") and t26.tiebreaks == ("BH/C1", "BH", "SB")
    assert b"\n142 4" in raw and b"\n142 " not in out16.read_bytes()
    assert [p.rounds[0] for p in t26.players] == [p.rounds[0] for p in t16.players]
    assert t26.player(5).entry(1).result is ResultCode.HALF_BYE

    log = ok("log", event, "-v")
    assert "set_result" in log and "old:" in log

    imported = tmp_path / "again.arbiter"
    assert "5 players, 2 rounds" in ok("import-trf", out26, imported)
    with operations.open_file(imported) as tf, operations.open_file(event) as original:
        assert [p.name for p in tf.players.all()] == [p.name for p in original.players.all()]
        assert tf.rounds.get(1).boards[0].result is GameResult.BLACK_WINS
        assert [(b.round, b.kind) for b in tf.players.byes()] == [(1, ByeKind.HALF)]


def test_late_entry_and_renumbering_are_reported(event: str) -> None:
    out = ok("add-player", event, "--name", "Top, Tim", "--rating", "2400", "--title", "GM")
    assert out.startswith("added #1 Top, Tim") and "Ames, Al is now #2" in out
    out = ok("edit-player", event, "6", "--rating", "2500")
    assert "2500" in out
    first = ok("sort-numbers", event).splitlines()[0].split()
    assert first[:3] == ["1", "Ek,", "Ed"]  # #6 corrected to 2500 comes first
    out = ok("remove-player", event, "2")
    assert out.startswith("removed #2 Top, Tim") and "Ames, Al is now #2" in out


def test_refusals_from_the_file_layer(event: str, tmp_path: Path) -> None:
    taken = "already holds an event" if "://" in event else "already exists"  # a database, a file
    assert taken in refused("new", event, "--name", "X", "--rounds", "3")
    assert "no player with pairing number 42" in refused("withdraw", event, "42")
    assert "no such file" in refused("players", tmp_path / "nothing.trf")
    (tmp_path / "nothing.trf").write_text("hello\n", encoding="utf-8")
    assert "not an SQLite database" in refused("players", tmp_path / "nothing.trf")
    assert "--pairer nowhere:fn" in refused("pair", event, "--pairer", "nowhere:fn")


def test_python_m_cli_runs_the_same_commands(event: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "cli", "info", event],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0 and "Club Open" in done.stdout
    bad = subprocess.run(
        [sys.executable, "-m", "cli", "pairings", event, "3"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (
        bad.returncode == 1
        and bad.stderr.strip() == "arbiter: round 3 is not paired (no round is paired yet)"
    )


def flipped_first_board(t: Tournament) -> Pairing:
    """The Dutch pairing with the colours of board 1 swapped: a pairing the checker must catch."""
    from engine.dutch import pair_round

    p = pair_round(t)
    first = Board(p.boards[0].black, p.boards[0].white)
    return replace(p, boards=(first, *p.boards[1:]))


def test_check_tells_whether_the_rounds_are_dutch_pairings(event: str) -> None:
    ok("pair", event)  # the real engine
    assert "all 1 rounds are paired as the FIDE Dutch system pairs them" in ok("check", event)
    for board in (1, 2):
        ok("result", event, "1", str(board), "1-0")
    ok("pair", event, "--pairer", "tests.test_db_cli:flipped_first_board")
    code, out, _ = cli("check", event)
    assert code == 3
    assert out.startswith("round 2:") and "1 of 2 rounds differ from the FIDE Dutch pairing" in out
