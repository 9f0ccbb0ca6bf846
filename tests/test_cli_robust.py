"""The ``arbiter`` command line never ends in a traceback: every sub-command with bad arguments gets
a one-line reason (exit 1) or argparse's usage message (exit 2); every result form the README
documents works; ``arbiter --help`` and ``arbiter help`` list the sub-commands. The event the commands
work on is in a file and on the tests' PostgreSQL server (``store_url``, issue 30 item 4)."""

from __future__ import annotations

import io
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

import operations
from arbiter_gui.entry import run as entry_run
from cli.common import EXIT_INTERNAL
from cli.main import COMMANDS
from tests.conftest import REPO
from tests.test_db_cli import cli
from tests.test_db_support import new_file, pairer
from values import GameResult


@pytest.fixture
def paired(store_url: str) -> str:
    """Eight players, round 1 paired: in a file, then on the tests' server."""
    with new_file(store_url, players=8) as tf:
        tf.rounds.pair_next(pairer=pairer)
    return store_url


README_FORMS = {
    "1-0": GameResult.WHITE_WINS,
    "0-1": GameResult.BLACK_WINS,
    "=": GameResult.DRAW,
    "1/2": GameResult.DRAW,
    "\u00bd": GameResult.DRAW,
    "+-": GameResult.WHITE_WINS_FORFEIT,
    "-+": GameResult.BLACK_WINS_FORFEIT,
    "--": GameResult.DOUBLE_FORFEIT,
    "-/-": GameResult.DOUBLE_FORFEIT,
    "W-L": GameResult.WHITE_WINS_UNRATED,
    "D-D": GameResult.DRAW_UNRATED,
}


@pytest.mark.parametrize("form", list(README_FORMS))
def test_every_documented_result_form_is_entered(paired: str, form: str) -> None:
    code, out, err = cli("result", paired, "1", "2", form)
    assert (code, err) == (0, ""), err
    with operations.open_file(paired) as tf:
        assert tf.rounds.get(1).boards[1].result is README_FORMS[form]


def test_an_explicit_separator_before_a_dash_result_works_too(paired: str) -> None:
    assert cli("result", paired, "1", "1", "--", "-+")[0] == 0
    assert cli("result", paired, "1", "2", "--", "--")[0] == 0
    with operations.open_file(paired) as tf:
        assert [b.result for b in tf.rounds.get(1).boards[:2]] == [
            GameResult.BLACK_WINS_FORFEIT,
            GameResult.DOUBLE_FORFEIT,
        ]


def test_0_0_is_refused_with_what_to_type_instead(paired: str) -> None:
    code, _, err = cli("result", paired, "1", "1", "0-0")
    assert code == 1 and "double forfeit (--)" in err


def test_the_result_forms_through_the_installed_command(paired: str) -> None:
    """As the arbiter types them in a shell: ``arbiter result FILE 1 4 -+`` and ``-- --``."""
    for argv in (["1", "3", "-+"], ["1", "4", "--"]):
        done = subprocess.run(
            [sys.executable, "-m", "arbiter_gui", "result", paired, *argv],
            cwd=REPO,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr


def _bad_argument_lists(tmp: Path, good: str) -> list[list[str]]:
    text = tmp / "notes.txt"
    text.write_text("not a tournament\n", encoding="utf-8")
    folder = tmp / "a-folder.arbiter"
    folder.mkdir()
    lists = []
    for command in sorted(COMMANDS):
        lists += [
            [command],
            [command, str(tmp / "missing.arbiter")],
            [command, str(folder)],
            [command, str(text)],
            [command, str(good), "x", "y", "z"],
            [command, str(good), "--bogus"],
            [command, str(good), "-1", "-1", "-1"],
            [command, str(good), "99", "99", "99"],
            [command, str(good), str(tmp / "no" / "such" / "folder" / "out")],
            [command, str(good), "0", "1", "1-0"],
        ]
    return lists


def test_every_sub_command_with_bad_arguments_says_why_without_a_traceback(
    paired: str, tmp_path: Path
) -> None:
    seen = 0
    for argv in _bad_argument_lists(tmp_path, paired):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = entry_run(argv)
        text = err.getvalue()
        assert "Traceback" not in text and code != EXIT_INTERNAL, (argv, text)
        if code != 0:
            assert text.strip(), argv
            seen += 1
    assert seen >= 8 * len(COMMANDS)  # nearly all of them are refused


def test_bad_arguments_in_a_real_process_never_print_a_traceback(tmp_path: Path, paired: str) -> None:
    for argv in (
        ["result", paired, "1", "1", "-+x"],
        ["result", paired, "one", "1", "1-0"],
        ["import-trf", str(tmp_path / "missing.trf"), str(tmp_path / "x.arbiter")],
        ["standings", paired, "--tiebreaks", "NOPE"],
        ["export-trf", paired, "-o", str(tmp_path / "missing" / "x.trf")],
        ["pair", paired, "--pairer", "no.such:module"],
    ):
        done = subprocess.run(
            [sys.executable, "-m", "arbiter_gui", *argv], cwd=REPO, capture_output=True, text=True, timeout=60
        )
        assert done.returncode in (1, 2) and "Traceback" not in done.stderr, (argv, done.stderr)
        assert done.stderr.strip()


@pytest.mark.sqlite_only("no_store")
@pytest.mark.parametrize("ask", [["--help"], ["-h"], ["help"]])
def test_help_lists_every_sub_command(ask: list[str]) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert entry_run(ask) == 0
    listed = {
        line.split()[0] for line in out.getvalue().split("commands:\n", 1)[1].splitlines() if line.strip()
    }
    assert listed == set(COMMANDS) | {"print", "export", "publish"}


@pytest.mark.sqlite_only("no_store")
def test_help_of_one_sub_command() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert entry_run(["help", "result"]) == 0
    text = " ".join(out.getvalue().split())
    assert text.startswith("usage: arbiter result") and "0-0 is refused" in text


def _files_of_every_kind(tmp: Path) -> dict[str, Path]:
    """Inputs a user may hand any command by mistake: missing, a folder, text, binary, a PDF, an empty
    file, a CSV of the wrong kind, and a results CSV whose rows match no board."""
    files = {
        "missing": tmp / "missing.csv",
        "text": tmp / "notes.txt",
        "binary": tmp / "noise.bin",
        "pdf": tmp / "paper.pdf",
        "empty": tmp / "empty.csv",
        "players": tmp / "players.csv",
        "results": tmp / "results.csv",
        "folder": tmp / "a-folder",
    }
    tmp.mkdir(exist_ok=True)
    files["text"].write_text("not a tournament\n", encoding="utf-8")
    files["binary"].write_bytes(bytes(range(256)) * 8)
    files["pdf"].write_bytes(b"%PDF-1.4\n" + bytes(range(256)))
    files["empty"].write_bytes(b"")
    files["players"].write_text('Name,Rating\n"A, B",2000\n', encoding="utf-8")
    files["results"].write_text(
        "Round,Board,White No,Black No,Result\n1,1,1,2,1-0\n1,77,3,4,x\n99,1,5,6,1-0\n-1,0,0,0,\n",
        encoding="utf-8",
    )
    files["folder"].mkdir()
    return files


def _main_forms_with_bad_input(tmp: Path, swiss: str, rr: Path) -> list[list[str]]:
    """The command forms added with publishing, the results import, the player library, round
    robins and the end of the event, each with input it must refuse (or handle) in one line."""
    f = {k: str(v) for k, v in _files_of_every_kind(tmp).items()}
    out = str(tmp / "out")
    nowhere = str(tmp / "no" / "such" / "folder" / "x.csv")
    lists: list[list[str]] = []
    for file in (str(swiss), f["missing"], f["text"], f["pdf"], f["folder"]):
        lists += [
            ["export", "csv", file, "-o", out],
            ["export", "csv", file, "--table", "pairings", "--round", "99", "-o", nowhere],
            ["export", "csv", file, "--table", "players", "--round", "1", "-o", f["folder"]],
            ["export", "json", file, "-o", f["folder"]],
            ["export", "pgn", file, "--round", "-3", "-o", nowhere],
            ["publish", file, "-o", f["text"]],
            ["publish", file, "-o", f["folder"]],
        ]
    lists += [["export"], ["export", "xml", str(swiss)], ["export", "schema", "-o", nowhere], ["publish"]]
    for csv_file in f.values():
        lists += [
            ["import-results", str(swiss), csv_file],
            ["import-results", str(swiss), csv_file, "--round", "1"],
            ["import-results", str(swiss), csv_file, "--round", "0", "--dry-run"],
            ["import-csv", str(swiss), csv_file, "--dry-run"],
            ["library", "import", csv_file],
            ["library", "import-national", csv_file, "--list", "X", "--columns", "name=99"],
            ["library", "import-national", csv_file, "--list", "X", "--columns", "bogus"],
        ]
    lists += [
        ["import-results", str(rr), f["results"]],
        ["undo-import-results", str(swiss)],
        ["undo-import-results", f["text"]],
        ["library", "find", ""],
        ["library", "undo", "99"],
        ["library", "redo", "99"],
        ["library", "remove-national", "nope"],
        ["library", "mappings"],
        ["library"],
        ["update-ratings", str(swiss), "--apply"],
        ["restrict", str(swiss), "club", "--rounds", "-2"],
        ["forbid", str(swiss), "1", "1", "--rounds", "9-3"],
        ["forbid", str(swiss), "1", "99"],
        ["allow", str(swiss), "999"],
        # round robins
        ["draw-lots", str(swiss)],
        ["set-numbers", str(swiss), "--order", "1,2"],
        ["set-numbers", str(rr), "--order", "1,1,x"],
        ["set-numbers", str(rr), "--order", "9,8,7"],
        ["schedule", str(swiss)],
        ["pair", str(swiss), "--all"],
        ["pair", str(rr), "--pairer", "operations.standin:simple_pair_round"],
        ["new", str(tmp / "rr2.arbiter"), "--name", "X", "--system", "berger", "--reverse-last-two"],
        ["new", str(tmp / "sw2.arbiter"), "--name", "X", "--system", "dutch"],
        # the end of the event
        ["set-event", str(swiss), "--start", "2026-13-01"],
        ["set-event", str(swiss), "--start", "2026-05-02", "--end", "2026-05-01"],
        ["set-event", str(swiss), "--fide-rated", "maybe"],
        ["round-dates", str(swiss), "--set", "2026-01-01,nope"],
        ["round-dates", str(swiss), "--set", ",".join(["2026-01-01"] * 40)],
        ["set-k", str(swiss), "99", "20"],
        ["set-k", str(swiss), "1", "15"],
        ["prize-category", str(swiss), "add"],
        ["prize-category", str(swiss), "add", "Women", "--prizes", "x,y"],
        ["prize-category", str(swiss), "add", "U", "--born-from", "2010-01-01", "--born-to", "2000-01-01"],
        ["prize-category", str(swiss), "remove", "nope"],
        ["prize-category", str(swiss), "add", "Some", "--players", "1,99"],
        ["prizes", str(swiss), "--after-round", "99"],
        ["norms", str(swiss), "--after-round", "-1", "--player", "99"],
        ["rating-report", str(swiss), "--after-round", "99"],
        ["rating-report", str(swiss), "--player", "99"],
        ["check-export", f["pdf"]],
    ]
    return lists


def test_the_newer_command_forms_never_end_in_a_traceback(
    paired: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """export, publish, import-results, undo-import-results, library, the round-robin and the
    end-of-event commands: bad files, bad values, impossible rounds. Each run exits 0, 1, 2 or 3 with,
    when it is not 0, a reason on stderr; never a traceback nor an internal error. The file they work
    on is intact afterwards."""
    monkeypatch.setenv("ARBITER_LIBRARY", str(tmp_path / "test.library"))
    rr = tmp_path / "rr.arbiter"
    assert cli("new", rr, "--name", "Club", "--system", "berger")[0] == 0
    for i in range(5):
        assert cli("add-player", rr, "--name", f"Club{i}, A", "--rating", str(2000 - i))[0] == 0
    argv_lists = _main_forms_with_bad_input(tmp_path / "inputs", paired, rr)
    refused = 0
    for argv in argv_lists:
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = entry_run(argv)
        text = err.getvalue()
        assert "Traceback" not in text and "internal error" not in text, (argv, text)
        assert code in (0, 1, 2, 3), (argv, code, text)
        if code != 0:
            assert text.strip(), argv
            refused += 1
    assert refused >= len(argv_lists) * 3 // 4
    with operations.open_file(paired) as tf:
        assert len(tf.players.all()) == 8 and len(tf.rounds.boards(1)) == 4
