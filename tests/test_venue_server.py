"""The venue server (issue 30 items 2-4): an event kept in a PostgreSQL database, reached by a
``postgresql://`` URL; ``arbiter copy`` between a file and the server; several desks at once (the
pairing lock naming who pairs, results from two processes both kept); a desk that loses the server
told at once. Every test runs against a real server (``tests/pg_server.py``)."""

from __future__ import annotations

import io
import json
import os
import socket
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest

import operations
from cli.main import run
from db.location import ServerAddress, ServerUrlError, locate
from db.server import ServerNeedsPassword, ServerUnreachable
from osfiles.platforms import current_user
from tests.conftest import REPO
from tests.pg_server import PASSWORD, PgServer
from tests.test_db_support import ROSTER, new_file, pairer, settings
from values import GameResult, PlayerDetails


def cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


# -- the address -------------------------------------------------------------------------------------


@pytest.mark.sqlite_only("no_store")
def test_a_url_names_a_server_and_anything_else_a_file() -> None:
    assert locate("postgresql://arbiter@venue:5433/open") == ServerAddress("arbiter", "venue", 5433, "open")
    assert locate("postgres://a@h/d") == ServerAddress("a", "h", None, "d")
    assert locate("open.arbiter") == Path("open.arbiter")
    assert locate("postgresql.arbiter") == Path("postgresql.arbiter")


@pytest.mark.sqlite_only("no_store")
@pytest.mark.parametrize(
    "url", ["postgresql://venue/open", "postgresql://arbiter@venue/", "postgresql://arbiter@/open"]
)
def test_a_url_without_user_host_or_database_is_refused_in_one_sentence(url: str) -> None:
    with pytest.raises(ServerUrlError, match="postgresql://USER@HOST"):
        locate(url)


@pytest.mark.sqlite_only("no_store")
def test_a_password_in_the_url_is_refused_and_never_repeated() -> None:
    with pytest.raises(ServerUrlError) as caught:
        locate("postgresql://arbiter:s3cret@venue/open")
    assert "PGPASSWORD" in str(caught.value) and "s3cret" not in str(caught.value)
    code, _, err = cli("players", "postgresql://arbiter:s3cret@venue/open")
    assert code == 2 and "s3cret" not in err
    assert "s3cret" not in repr(ServerAddress("a", "h", None, "d", password="s3cret"))


# -- the event on the server ---------------------------------------------------------------------------


def test_the_audit_log_names_the_person_and_the_desk(pg_database: str) -> None:
    with operations.create(pg_database, settings()) as tf:
        tf.players.add(ROSTER[0])
        users = {e.user for e in tf.audit_log()}
    assert users == {f"{current_user()}@{socket.gethostname()}"}


def test_the_command_line_runs_an_event_on_the_server(pg_database: str, tmp_path: Path) -> None:
    assert cli("new", pg_database, "--name", "Venue Open", "--rounds", "3")[0] == 0
    field = (("Alpha, A", "2200"), ("Beta, B", "2100"), ("Gamma, C", "2000"), ("Delta, D", "1900"))
    for name, rating in field:
        assert cli("add-player", pg_database, "--name", name, "--rating", rating)[0] == 0
    assert cli("pair", pg_database)[0] == 0
    assert cli("result", pg_database, "1", "1", "1-0")[0] == 0
    assert cli("result", pg_database, "1", "2", "1/2")[0] == 0
    code, out, _ = cli("standings", pg_database)
    assert code == 0 and "Alpha, A" in out.splitlines()[2]
    code, _, err = cli("export-trf", pg_database, "-o", str(tmp_path / "venue.trf"))
    assert code == 0, err
    assert "Alpha, A" in (tmp_path / "venue.trf").read_text(encoding="utf-8")


def test_a_database_of_another_program_is_refused(pg_database: str) -> None:
    with psycopg.connect(pg_database) as con:
        con.execute("CREATE TABLE orders (id integer)")
    with pytest.raises(operations.NotATournamentFile, match="another program"):
        operations.open_file(pg_database)


def test_an_empty_database_holds_no_event(pg_database: str) -> None:
    code, _, err = cli("players", pg_database)
    assert code == 1 and "holds no event yet" in err and len(err.splitlines()) == 1


def test_without_a_password_the_server_asks_for_one_and_a_wrong_one_is_refused(
    pg_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PGPASSWORD")
    monkeypatch.setenv("PGPASSFILE", os.devnull)
    with pytest.raises(ServerNeedsPassword, match="asks for a password"):
        operations.open_file(pg_database)
    wrong = ServerAddress(**{**_fields(locate(pg_database)), "password": "not-the-password"})
    with pytest.raises(ServerUnreachable, match="refused the user or the password") as caught:
        operations.open_file(wrong)
    assert "not-the-password" not in str(caught.value)
    right = ServerAddress(**{**_fields(locate(pg_database)), "password": PASSWORD})
    with operations.create(right, settings()) as tf:
        assert tf.event.settings().name == "Test Open"


def _fields(address: object) -> dict[str, Any]:
    assert isinstance(address, ServerAddress)
    return {"user": address.user, "host": address.host, "port": address.port, "database": address.database}


# -- arbiter copy ------------------------------------------------------------------------------------


def _played(where: Path | str) -> None:
    """An event with every kind of row: players, two rounds with results, a bye, a prohibited pair,
    a withdrawal, prize categories, and their audit rows."""
    with new_file(where, players=7, rounds=4) as tf:
        tf.players.add(PlayerDetails("Zürich, Ölga", 1800, federation="SUI", club="SK Bärn"))
        ids = [p.id for p in tf.players.all()]
        tf.restrictions.add_pair([ids[0], ids[1]], reason="family")
        tf.players.request_bye(2, ids[6], operations.ByeKind.HALF)
        for rnd in (1, 2):
            info = tf.rounds.pair_next(pairer=pairer)
            for b in info.boards:
                tf.results.set(rnd, b.board, GameResult.DRAW if b.board % 2 else GameResult.WHITE_WINS)
        tf.players.withdraw(ids[5], 3)


def _file_rows(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    con = sqlite3.connect(path)
    try:
        tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY 1")]
        return {t: list(con.execute(f'SELECT * FROM "{t}" ORDER BY 1, 2')) for t in tables}
    finally:
        con.close()


def _server_rows(url: str) -> dict[str, list[tuple[Any, ...]]]:
    """The server's rows as SQLite would hold them: JSON as its text, a flag as 0/1."""

    def plain(value: Any) -> Any:
        if isinstance(value, bool):
            return int(value)
        if isinstance(value, dict | list):
            return value
        return value

    with psycopg.connect(url) as con:
        tables = [
            r[0]
            for r in con.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1"
            )
        ]
        return {
            t: [tuple(plain(v) for v in row) for row in con.execute(f'SELECT * FROM "{t}" ORDER BY 1, 2')]
            for t in tables
        }


def _json_loaded(rows: dict[str, list[tuple[Any, ...]]]) -> dict[str, list[tuple[Any, ...]]]:
    def load(value: Any) -> Any:
        if isinstance(value, str) and value[:1] in "[{":
            try:
                return json.loads(value)
            except ValueError:
                return value
        return value

    return {t: [tuple(load(v) for v in row) for row in r] for t, r in rows.items()}


def test_copy_to_the_server_and_back_is_identical_row_by_row(tmp_path: Path, pg_database: str) -> None:
    original = tmp_path / "open.arbiter"
    _played(str(original))
    code, out, err = cli("copy", str(original), pg_database)
    assert code == 0, err
    assert out.startswith("copied ")
    on_file, on_server = _file_rows(original), _server_rows(pg_database)
    assert set(on_server) == set(on_file)
    assert sum(len(r) for r in on_file.values()) > 40 and on_file["audit_log"] and on_file["byes"]
    assert _json_loaded(on_server) == _json_loaded(on_file)
    back = tmp_path / "back.arbiter"
    assert cli("copy", pg_database, str(back))[0] == 0
    assert _file_rows(back) == on_file
    with operations.open_file(back) as tf:
        assert tf.rounds.paired == 2


def test_the_copy_on_the_server_goes_on_with_new_ids(tmp_path: Path, pg_database: str) -> None:
    original = tmp_path / "open.arbiter"
    _played(str(original))
    assert cli("copy", str(original), pg_database)[0] == 0
    with operations.open_file(pg_database) as tf:
        added = tf.players.add(PlayerDetails("Late, Lena", 1500))
        assert added.player.id == 9 and len(tf.audit_log()) == len(_file_rows(original)["audit_log"]) + 1


def test_copy_refuses_an_existing_event_unless_forced(tmp_path: Path, pg_database: str) -> None:
    first, second = tmp_path / "a.arbiter", tmp_path / "b.arbiter"
    with new_file(str(first), players=2):
        pass
    with new_file(str(second), players=4):
        pass
    assert cli("copy", str(first), pg_database)[0] == 0
    before = _server_rows(pg_database)
    code, out, err = cli("copy", str(second), pg_database)
    assert code == 1 and out == "" and len(err.splitlines()) == 1 and "already holds an event" in err
    assert _server_rows(pg_database) == before
    code, _, err = cli("copy", pg_database, str(second))
    assert code == 1 and len(err.splitlines()) == 1 and "already exists" in err
    assert cli("copy", str(second), pg_database, "--force")[0] == 0
    with operations.open_file(pg_database) as tf:
        assert len(tf.players.all()) == 4


# -- several desks ------------------------------------------------------------------------------------


def test_a_second_desk_pairing_meanwhile_is_told_who_is_pairing(pg_database: str) -> None:
    with new_file(pg_database, players=6):
        pass
    told: list[str] = []
    with (
        operations.open_file(pg_database, user="alice@desk-1") as alice,
        operations.open_file(pg_database, user="bob@desk-2") as bob,
    ):

        def pairing_while_bob_tries(t: Any) -> Any:
            with pytest.raises(operations.FileInUse) as caught:
                bob.rounds.pair_next(pairer=pairer)
            told.append(str(caught.value))
            assert len(bob.players.all()) == 6  # bob reads meanwhile
            return pairer(t)

        alice.rounds.pair_next(pairer=pairing_while_bob_tries)
        assert bob.rounds.paired == 1
    assert len(told) == 1 and "alice@desk-1 is pairing a round" in told[0]


DESK = textwrap.dedent(
    """
    import sys
    import operations
    from values import GameResult

    url, desk, boards = sys.argv[1], sys.argv[2], [int(b) for b in sys.argv[3].split(",")]
    with operations.open_file(url, user=desk) as tf:
        print("ready", flush=True)
        sys.stdin.readline()
        for board in boards:
            tf.results.set(1, board, GameResult.DRAW)
    print("done", flush=True)
    """
)


def test_results_from_two_desks_at_once_are_all_kept(pg_database: str) -> None:
    with operations.create(pg_database, settings(rounds=3), user="chief") as tf:
        for i in range(24):
            tf.players.add(PlayerDetails(f"Player {i:02d}", 2400 - i))
        tf.rounds.pair_next(pairer=pairer)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    desks = [
        subprocess.Popen(
            [sys.executable, "-c", DESK, pg_database, f"desk-{n}", ",".join(str(b) for b in boards)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        for n, boards in ((1, range(1, 13, 2)), (2, range(2, 13, 2)))
    ]
    for desk in desks:
        assert desk.stdout is not None and desk.stdout.readline().strip() == "ready"
    for desk in desks:  # both start together
        assert desk.stdin is not None
        desk.stdin.write("go\n")
        desk.stdin.flush()
    for desk in desks:
        out, _ = desk.communicate(timeout=120)
        assert desk.returncode == 0 and out.strip() == "done"
    with operations.open_file(pg_database) as tf:
        assert [b.result for b in tf.rounds.boards(1)] == [GameResult.DRAW] * 12
        entered = [e.user for e in tf.audit_log() if e.operation == "set_result"]
    assert sorted(entered) == ["desk-1"] * 6 + ["desk-2"] * 6


def test_a_desk_that_loses_the_server_is_told_at_once(own_server: PgServer) -> None:
    url = own_server.url(own_server.new_database())
    with new_file(url, players=4) as tf:
        tf.rounds.pair_next(pairer=pairer)
        own_server.stop("immediate")
        started = time.monotonic()
        with pytest.raises(ServerUnreachable) as caught:
            tf.results.set(1, 1, GameResult.WHITE_WINS)
        assert time.monotonic() - started < 15
    message = str(caught.value)
    assert "is out of reach" in message and "not confirmed stored" in message and "\n" not in message
    code, out, err = cli("result", url, "1", "1", "1-0")
    assert code == 1 and out == "" and len(err.splitlines()) == 1 and "out of reach" in err
