"""``arbiter postgresql://USER@HOST[:PORT]/DBNAME`` opens the window on that event of a venue server, as
``arbiter FILE.arbiter`` opens a file (issue 30 item 2: every command that takes FILE takes a URL; it said
"no such file" before): the password from ``PGPASSWORD``, else File > Connect to venue server's dialog
comes with the address filled in, and only the password is typed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import operations
from arbiter_gui.dialogs.venue_server import VenueServerDialog
from db.location import ServerAddress, locate
from tests.conftest import REPO
from tests.pg_server import PASSWORD
from tests.test_db_support import new_file, server_rows
from values import PlayerDetails

CONNECTED_WITHIN_MS = 60_000
"""How long a test waits for the window to show an event of the tests' server (connected and read on the
worker: seconds on a loaded machine)."""


def _address(url: str) -> ServerAddress:
    address = locate(url)
    assert isinstance(address, ServerAddress)
    return address


def test_a_url_given_to_the_window_opens_the_event_on_the_server(
    window: Any, prompts: Any, pg_database: str, qtbot: Any
) -> None:
    with new_file(pg_database, players=4):
        pass
    window.files.connect_address(_address(pg_database))  # connected on the worker (issue 30 item 3)
    qtbot.waitUntil(lambda: window.tf is not None, timeout=CONNECTED_WITHIN_MS)
    assert prompts.errors == [] and prompts.seen_dialogs == []
    assert isinstance(window.tf, operations.TournamentFile) and len(window.tf.players.all()) == 4


def test_without_a_password_the_dialog_comes_with_the_address_filled_in(
    window: Any, prompts: Any, pg_database: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, qtbot: Any
) -> None:
    with new_file(pg_database, players=3):
        pass
    address = _address(pg_database)
    monkeypatch.delenv("PGPASSWORD")
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "no-pgpass"))
    shown: list[tuple[str, int, str, str, str]] = []

    def type_the_password(d: VenueServerDialog) -> None:
        shown.append((d.host.text(), d.port.value(), d.database.text(), d.user.text(), d.password.text()))
        d.password.setText(PASSWORD)

    prompts.dialogs.append(type_the_password)
    window.files.connect_address(address)
    qtbot.waitUntil(lambda: window.tf is not None, timeout=CONNECTED_WITHIN_MS)
    assert shown == [(address.host, address.port, address.database, address.user, "")]
    assert prompts.errors == []
    assert isinstance(window.tf, operations.TournamentFile) and len(window.tf.players.all()) == 3
    window.tf.players.add(PlayerDetails("Late, Lena", 1500))  # a change: its audit row
    window.settings._s.sync()  # the ini file on disk now
    monkeypatch.setenv("PGPASSWORD", PASSWORD)  # the test's own look at every row, by psycopg alone
    rows = server_rows(pg_database)
    assert any(r.startswith("audit_log: ") and "Late, Lena" in r for r in rows)
    assert [r for r in rows if PASSWORD in r] == []
    assert (tmp_path / "settings.ini").is_file()
    kept = [f for f in tmp_path.rglob("*") if f.is_file() and PASSWORD.encode() in f.read_bytes()]
    assert kept == []  # not in the window's settings, recent files or logs either


def test_the_program_started_with_a_url_shows_the_event(pg_database: str, tmp_path: Path) -> None:
    with new_file(pg_database, players=2):
        pass
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "QT_QPA_PLATFORM": "offscreen",
        "PGPASSWORD": PASSWORD,
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    done = subprocess.run(
        [sys.executable, "-m", "arbiter_gui", "--smoke-test", pg_database],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("window shown: ") and "Test Open" in done.stdout.splitlines()[0], (
        done.stdout
    )


def test_a_url_with_a_password_is_refused_before_the_window_opens() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "arbiter_gui", "postgresql://arbiter:s3cret@venue/open"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"},
        cwd=REPO,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("arbiter: a password may not be written") and "s3cret" not in done.stderr
