"""The ``arbiter`` command line never ends in a traceback: every sub-command with bad arguments gets
a one-line reason (exit 1) or argparse's usage message (exit 2); every result form the README
documents works; ``arbiter --help`` and ``arbiter help`` list the sub-commands."""

from __future__ import annotations

import io
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

import db
from arbiter_gui.entry import run as entry_run
from db.cli import COMMANDS, EXIT_INTERNAL
from db.values import GameResult
from tests.conftest import REPO
from tests.test_db_cli import cli
from tests.test_db_support import new_file, pairer


@pytest.fixture
def paired(tmp_path: Path) -> Path:
    with new_file(tmp_path, players=8) as tf:
        tf.pair_next_round(pairer=pairer)
    return tmp_path / "t.arbiter"


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
def test_every_documented_result_form_is_entered(paired: Path, form: str) -> None:
    code, out, err = cli("result", paired, "1", "2", form)
    assert (code, err) == (0, ""), err
    with db.open_file(paired) as tf:
        assert tf.round(1).boards[1].result is README_FORMS[form]


def test_an_explicit_separator_before_a_dash_result_works_too(paired: Path) -> None:
    assert cli("result", paired, "1", "1", "--", "-+")[0] == 0
    assert cli("result", paired, "1", "2", "--", "--")[0] == 0
    with db.open_file(paired) as tf:
        assert [b.result for b in tf.round(1).boards[:2]] == [
            GameResult.BLACK_WINS_FORFEIT,
            GameResult.DOUBLE_FORFEIT,
        ]


def test_0_0_is_refused_with_what_to_type_instead(paired: Path) -> None:
    code, _, err = cli("result", paired, "1", "1", "0-0")
    assert code == 1 and "double forfeit (--)" in err


def test_the_result_forms_through_the_installed_command(paired: Path) -> None:
    """As the arbiter types them in a shell: ``arbiter result FILE 1 4 -+`` and ``-- --``."""
    for argv in (["1", "3", "-+"], ["1", "4", "--"]):
        done = subprocess.run(
            [sys.executable, "-m", "arbiter_gui", "result", str(paired), *argv],
            cwd=REPO,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr


def _bad_argument_lists(tmp: Path, good: Path) -> list[list[str]]:
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
    paired: Path, tmp_path: Path
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


def test_bad_arguments_in_a_real_process_never_print_a_traceback(tmp_path: Path, paired: Path) -> None:
    for argv in (
        ["result", str(paired), "1", "1", "-+x"],
        ["result", str(paired), "one", "1", "1-0"],
        ["import-trf", str(tmp_path / "missing.trf"), str(tmp_path / "x.arbiter")],
        ["standings", str(paired), "--tiebreaks", "NOPE"],
        ["export-trf", str(paired), "-o", str(tmp_path / "missing" / "x.trf")],
        ["pair", str(paired), "--pairer", "no.such:module"],
    ):
        done = subprocess.run(
            [sys.executable, "-m", "arbiter_gui", *argv], cwd=REPO, capture_output=True, text=True, timeout=60
        )
        assert done.returncode in (1, 2) and "Traceback" not in done.stderr, (argv, done.stderr)
        assert done.stderr.strip()


@pytest.mark.parametrize("ask", [["--help"], ["-h"], ["help"]])
def test_help_lists_every_sub_command(ask: list[str]) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert entry_run(ask) == 0
    listed = {
        line.split()[0] for line in out.getvalue().split("commands:\n", 1)[1].splitlines() if line.strip()
    }
    assert listed == set(COMMANDS) | {"print"}


def test_help_of_one_sub_command() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert entry_run(["help", "result"]) == 0
    text = " ".join(out.getvalue().split())
    assert text.startswith("usage: arbiter result") and "0-0 is refused" in text
