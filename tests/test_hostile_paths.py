"""Names SQLite or SQLAlchemy could read as syntax (issue 25, item 3): ``%41``, ``%20``, ``?``, ``#``,
spaces and letters beyond ASCII in a file's or a folder's name reach that file and no other.

Each test puts a decoy where a parsed name would land (``bA.arbiter`` beside ``b%41.arbiter``,
``Open`` beside ``Open?2026.arbiter``) and checks that the decoy is byte for byte as it was and that
no stray file appeared, through the API, the ``arbiter`` command line, the read-only opening, the
backups, ``save-copy`` and the player library.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

import operations
from db.sqlite_path import file_uri
from player_library import PlayerLibrary
from player_library.sample_lists import Layout, write_list
from tests.conftest import REPO, SHIPPED_PACKAGES
from tests.test_db_cli import ok
from tests.test_db_support import new_file, pairer
from values import GameResult

HOSTILE = {
    "b%41.arbiter": "bA.arbiter",
    "b%20x.arbiter": "b x.arbiter",
    "Open?2026.arbiter": "Open",
    "club#1.arbiter": "club",
    "my event.arbiter": "my",
    "Šachy Шахматы 象棋.arbiter": "Šachy",
    "%2e%2e%2fup.arbiter": "../up.arbiter",
}
"""A hostile name -> where a parsed name (decoded, cut at ``?`` or ``#``, or at a space) would land."""

STANDIN = "operations.standin:simple_pair_round"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _tree(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")}


@pytest.fixture(params=sorted(HOSTILE), ids=lambda n: n.encode("ascii", "backslashreplace").decode())
def hostile(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Path, Path, set[str]]:
    """(the hostile file's path in an empty-but-for-decoys folder, the decoy tournament file (paired
    once), the folder's files before)."""
    folder = tmp_path / "in"
    folder.mkdir()
    name: str = request.param
    decoy = (folder / HOSTILE[name]).resolve()
    with new_file(decoy.parent, players=4, name=decoy.name) as tf:
        tf.rounds.pair_next(pairer=pairer)
    return folder / name, decoy, _tree(folder)


def _unchanged(decoy: Path) -> None:
    """The decoy still holds its one round without a result, and nothing else of it changed."""
    with operations.open_file(decoy, read_only=True) as tf:
        assert [len(tf.players.all()), len(tf.rounds.all())] == [4, 1]
        assert all(b.result is None for b in tf.rounds.all()[0].boards)
        assert len(tf.audit_log()) == 6


def test_the_uri_quotes_every_byte_sqlite_would_read_as_syntax() -> None:
    assert file_uri(Path("/a b/c%41?d#e.arbiter")) == "file:///a%20b/c%2541%3Fd%23e.arbiter"
    assert file_uri(Path("/x/Šach.arbiter"), read_only=True) == "file:///x/%C5%A0ach.arbiter?mode=ro"
    assert file_uri(Path("/x/y.arbiter"), immutable=True) == "file:///x/y.arbiter?immutable=1"


def test_the_api_writes_into_the_named_file_only(hostile: tuple[Path, Path, set[str]]) -> None:
    path, decoy, before = hostile
    digest = _digest(decoy)
    with new_file(path.parent, players=6, name=path.name) as tf:
        info = tf.rounds.pair_next(pairer=pairer)  # writes a backup into <file>.backups/ too
        tf.results.set(1, info.boards[0].board, GameResult.WHITE_WINS)
        copy = tf.files.save_copy(path.with_name("copy " + path.name))
        made = tf.files.backups()
    assert _digest(decoy) == digest
    _unchanged(decoy)
    assert made, "the pairing's backup went somewhere else"
    backups = {f"{path.name}.backups/{b.name}" for b in made}
    assert _tree(path.parent) - before == {path.name, copy.name, f"{path.name}.backups", *backups}
    for readable in (path, copy, *made):
        with operations.open_file(readable, read_only=True) as tf:
            assert len(tf.players.all()) == 6
    with operations.open_file(path) as tf:
        assert tf.rounds.all()[0].boards[0].result is GameResult.WHITE_WINS


def test_the_command_line_writes_into_the_named_file_only(hostile: tuple[Path, Path, set[str]]) -> None:
    path, decoy, before = hostile
    digest = _digest(decoy)
    ok("new", path, "--name", "Hostile path", "--rounds", "3")
    for n in range(4):
        ok("add-player", path, "--name", f"Player, {n}", "--rating", str(2000 + n))
    ok("pair", path, "--pairer", STANDIN)
    ok("result", path, "1", "1", "1-0")
    assert "1-0" in ok("pairings", path, "1")
    assert "Hostile path" in ok("info", path)
    assert _digest(decoy) == digest
    _unchanged(decoy)
    with operations.open_file(path, read_only=True) as tf:
        assert (
            tf.event.settings().name == "Hostile path"
            and tf.rounds.all()[0].boards[0].result is GameResult.WHITE_WINS
        )
    new = {n for n in _tree(path.parent) - before if not n.startswith(path.name + ".backups/")}
    assert new == {path.name, path.name + ".backups"}


def test_a_relative_name_that_looks_like_a_uri_is_a_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The SQLite the program runs on may read every name as a URI (``SQLITE_USE_URI``): a relative
    ``file:`` name given to ``save-copy``, ``new`` or ``open`` is still that file in this folder."""
    monkeypatch.chdir(tmp_path)
    with new_file(tmp_path, players=4) as tf:
        copy = tf.files.save_copy(Path("file:copy%41.arbiter"))
    ok("new", "file:new%41.arbiter?mode=memory", "--name", "Relative", "--rounds", "3")
    ok("add-player", "file:new%41.arbiter?mode=memory", "--name", "Player, One")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "file:copy%41.arbiter",
        "file:new%41.arbiter?mode=memory",
        "t.arbiter",
    ]
    with operations.open_file(copy, read_only=True) as tf:
        assert len(tf.players.all()) == 4
    with operations.open_file(tmp_path / "file:new%41.arbiter?mode=memory") as tf:
        assert [p.name for p in tf.players.all()] == ["Player, One"]


def test_one_function_turns_a_path_into_a_connection() -> None:
    """Only ``db.sqlite_path.connect_file`` calls ``sqlite3.connect`` on a file (an in-memory database
    has no path) and only ``db.connection`` calls ``create_engine`` on a file (on ``connect_file``); the
    one other ``create_engine`` is ``db.server``'s, on a PostgreSQL URL assembled field by field from a
    ``db.location.ServerAddress`` (no text a user typed is parsed as a URL): no other module can give
    SQLite a name to parse."""
    allowed = {
        r"sqlite3\.connect\((?!\":memory:\")": {"db/sqlite_path.py"},
        r"create_engine\(": {"db/connection.py", "db/server.py"},
    }
    found: dict[str, set[str]] = {call: set() for call in allowed}
    for package in (*SHIPPED_PACKAGES, "bench", "installer", "resources", "scripts"):
        for source in (REPO / package).rglob("*.py"):
            text = source.read_text(encoding="utf-8")
            for call in allowed:
                if re.search(call, text):
                    found[call].add(source.relative_to(REPO).as_posix())
    assert found == allowed


def test_the_player_library_stays_in_its_folder(tmp_path: Path) -> None:
    folder = tmp_path / "b%41 lib?x#y"
    source = write_list(tmp_path / "players_list_foa.txt", 30, Layout.COMBINED_TXT)
    with PlayerLibrary(folder / "players%41.library") as lib:
        lib.import_fide_list(source)
        assert lib.info().fide_players == 30
        assert lib.search("a").players
    with PlayerLibrary(folder / "players%41.library") as lib:
        assert lib.info().fide_players == 30
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b%41 lib?x#y", "players_list_foa.txt"]
    assert all(p.name.startswith("players%41.library") for p in folder.iterdir()), sorted(folder.iterdir())
