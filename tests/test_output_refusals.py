"""No output may destroy what the program keeps (issue 25.1): every export, document and publication of
the ``arbiter`` command and of the engine's command line, aimed at the tournament file, one of its own
files, a backup, the player library or another database, is refused with one sentence and exit 1 (the
engine's: 5, its code for a file it cannot write), and the target is left byte for byte as it was."""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from arbiter_gui.entry import run
from engine.cli import EXIT_FILE
from engine.cli import run as engine_run
from outputs.web import MANIFEST
from player_library import PlayerLibrary
from tests.conftest import DATA
from tests.publish_support import hostile_event

TRF = DATA / "conformance_sample" / "dutch2025" / "cases" / "jv2025_p005_r04_s5019" / "round_03.trf"
"""A tournament before its round 3: the engine pairs it."""

COMMANDS: dict[str, Callable[[Path, Path], list[str]]] = {
    "export-trf": lambda f, o: ["export-trf", str(f), "-o", str(o)],
    "export-trf --trf16": lambda f, o: ["export-trf", str(f), "--trf16", "-o", str(o)],
    "export json": lambda f, o: ["export", "json", str(f), "-o", str(o)],
    "export pgn": lambda f, o: ["export", "pgn", str(f), "-o", str(o)],
    "export csv --table": lambda f, o: ["export", "csv", str(f), "--table", "players", "-o", str(o)],
    "export schema": lambda _f, o: ["export", "schema", "-o", str(o)],
    "print": lambda f, o: ["print", "standings", str(f), "-o", str(o)],
}
"""Every command that writes one file, given the tournament file and the target."""

FOLDER_COMMANDS: dict[str, Callable[[Path, Path], list[str]]] = {
    "export csv": lambda f, o: ["export", "csv", str(f), "-o", str(o)],
    "publish": lambda f, o: ["publish", str(f), "-o", str(o)],
    "publish --force": lambda f, o: ["publish", str(f), "-o", str(o), "--force"],
}


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return hostile_event(tmp_path_factory.mktemp("event"), "open.arbiter")


@pytest.fixture
def event(original: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "open.arbiter"
    shutil.copy(original, copy)
    return copy


def _files(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() if p.is_file() and not p.is_symlink() else b"<link>"
        for p in sorted(folder.rglob("*"))
        if not p.is_dir() or p.is_symlink()
    }


def _refused(argv: list[str], folder: Path, capsys: pytest.CaptureFixture[str], words: str) -> None:
    before = _files(folder)
    code = run(argv)
    out, err = capsys.readouterr()
    lines = [line for line in err.splitlines() if line.strip() and "warning:" not in line]
    assert code == 1, (argv, out, err)
    assert len(lines) == 1 and lines[0].startswith("arbiter") and words in lines[0], (argv, err)
    assert _files(folder) == before, argv  # nothing written, nothing removed, no temporary left


@pytest.mark.parametrize("command", list(COMMANDS))
def test_an_output_aimed_at_the_tournament_file_or_its_own_files_is_refused(
    command: str, event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``arbiter export-trf t.arbiter -o t.arbiter`` printed "wrote t.arbiter" and the event was gone.
    The other case of its name is refused where the file is open (a case-insensitive drive would write
    over it); ``export schema`` reads no file and may write a new ``OPEN.ARBITER`` on a drive where
    that is another name."""
    folder = event.parent
    link = folder / "results.txt"
    link.symlink_to(event)
    hard = folder / "hard-link.bin"
    os.link(event, hard)
    targets = [
        event,
        *([] if command == "export schema" else [folder / "OPEN.ARBITER"]),  # a file of its own name
        folder / "open.arbiter-journal",
        folder / "open.arbiter.lock",
        link,
        hard,
        folder / "." / "sub" / ".." / "open.arbiter",
    ]
    (folder / "sub").mkdir()
    for target in targets:
        _refused(COMMANDS[command](event, target), folder, capsys, "choose another name")


@pytest.mark.parametrize("command", list(COMMANDS))
def test_an_output_aimed_at_a_backup_the_library_or_another_database_is_refused(
    command: str, event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = event.parent
    backups = folder / "open.arbiter.backups"
    backups.mkdir()
    backup = backups / "open-round-01-20260101T120000000000.arbiter"
    shutil.copy(event, backup)
    other = folder / "other.arbiter"
    shutil.copy(event, other)
    with PlayerLibrary(folder / "players.library"):
        pass
    for target, words in (
        (backup, "backups folder"),
        (backups / "new.pdf", "backups folder"),
        (other, "is a database"),
        (folder / "players.library", "is a database"),
        (folder / "other.arbiter-journal", "belongs to the database other.arbiter"),
    ):
        _refused(COMMANDS[command](event, target), folder, capsys, words)


@pytest.mark.parametrize("command", list(FOLDER_COMMANDS))
def test_a_folder_output_into_the_backups_folder_is_refused_before_anything_is_made(
    command: str, event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = event.parent
    _refused(
        FOLDER_COMMANDS[command](event, folder / "open.arbiter.backups"), folder, capsys, "backups folder"
    )
    assert not (folder / "open.arbiter.backups").exists()


def test_a_crafted_list_of_the_web_folder_never_removes_the_tournament_file(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Publishing removes the pages an earlier publication wrote (its list): only names a page has,
    and never a file the program keeps, whatever the list says."""
    folder = event.parent
    (folder / MANIFEST).write_text("open.arbiter\nopen.arbiter-journal\nthesis.txt\nround-9.html\n")
    (folder / "thesis.txt").write_text("mine")
    (folder / "round-9.html").write_text("an old page")
    before = event.read_bytes()
    assert run(["publish", str(event), "-o", str(folder)]) == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    assert event.read_bytes() == before and (folder / "thesis.txt").read_text() == "mine"
    assert not (folder / "round-9.html").exists() and "removed round-9.html" in out


def test_publish_never_follows_a_planted_link(event: Path, tmp_path: Path) -> None:
    """Issue 25.5: ``site/.standings.html.tmp -> victim.txt`` overwrote victim.txt; so did a page's own
    name as a link. Both stay as they are."""
    victim = tmp_path / "victim.txt"
    victim.write_text("mine")
    site = tmp_path / "site"
    assert run(["publish", str(event), "-o", str(site)]) == 0
    (site / ".standings.html.tmp").symlink_to(victim)
    (site / "crosstable.html").unlink()
    (site / "crosstable.html").symlink_to(victim)
    assert run(["publish", str(event), "-o", str(site)]) == 0
    assert victim.read_text() == "mine"
    assert (site / ".standings.html.tmp").is_symlink()  # not ours to remove
    assert not (site / "crosstable.html").is_symlink() and "<html" in (site / "crosstable.html").read_text()


def test_the_engine_command_line_never_writes_over_its_input_or_a_database(
    tmp_path: Path, event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    trf = tmp_path / "in.trf"
    shutil.copy(TRF, trf)
    before = trf.read_bytes(), event.read_bytes()
    for argv in (
        ["--dutch", str(trf), "-p", str(trf)],
        ["--dutch", str(trf), "-p", str(tmp_path / "pairs.txt"), "-l", str(trf)],
        ["--dutch", str(trf), "-p", str(event)],
        ["-g", "-o", str(event), "-s", "1"],
        ["-g", "-o", str(tmp_path / "open.arbiter-journal"), "-s", "1"],
    ):
        assert engine_run(argv) == EXIT_FILE, argv
        err = capsys.readouterr().err
        assert err.startswith("file error: ") and err.count("\n") == 1, err
    assert (trf.read_bytes(), event.read_bytes()) == before
    assert engine_run(["--dutch", str(trf), "-p", str(tmp_path / "pairs.txt")]) == 0
    assert (tmp_path / "pairs.txt").read_text().splitlines()[0].isdigit()


@pytest.mark.parametrize("command", ["new", "import-trf"])
def test_force_never_replaces_the_library_a_backup_or_another_database(
    command: str, event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``arbiter new|import-trf TARGET --force`` may replace an older tournament file (backed up first),
    but not the player library, another program's database or a backup: refused, left as it was."""
    folder = event.parent
    with PlayerLibrary(folder / "players.library"):
        pass
    foreign = folder / "notes.db"

    with sqlite3.connect(foreign) as con:
        con.execute("CREATE TABLE notes (text TEXT)")
    con.close()
    backups = folder / "open.arbiter.backups"
    backups.mkdir()
    backup = backups / "open-round-01-20260101T120000000000.arbiter"
    shutil.copy(event, backup)
    for target, words in (
        (folder / "players.library", "is a database"),
        (foreign, "is a database"),
        (backup, "backups folder"),
    ):
        argv = (
            ["new", str(target), "--name", "Open", "--rounds", "5", "--force"]
            if command == "new"
            else ["import-trf", str(TRF), str(target), "--force"]
        )
        _refused(argv, folder, capsys, words)


def test_force_still_replaces_an_older_tournament_file(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Not every existing file is refused: an older event is replaced (and backed up first)."""
    assert run(["new", str(event), "--name", "Open", "--rounds", "5", "--force"]) == 0
    assert list((event.parent / "open.arbiter.backups").glob("*.arbiter"))
