"""``arbiter serve`` end to end, in a process of its own: it says where it serves, serves the pages in
the language asked for, refuses a bad port or an unreadable file in one line, and stops on Ctrl+C with
exit status 0 (issue 31 item 1)."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from pathlib import Path

import httpx2
import pytest

from tests.conftest import REPO
from tests.publish_support import hostile_event


def _arbiter(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "arbiter_gui", *args],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**__import__("os").environ, "ARBITER_LANGUAGE": "fr"},
    )


def test_serve_says_where_serves_in_the_language_asked_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    path = hostile_event(tmp_path)
    server = _arbiter("serve", str(path), "--host", "127.0.0.1", "--port", "0", "--language", "de")
    try:
        assert server.stdout is not None
        said = server.stdout.readline()
        assert "127.0.0.1" in said and "Open <i>" in said  # the command speaks French (ARBITER_LANGUAGE)
        assert "servi sur le port" in said
        port = int(re.search(r"port (\d+)", said).group(1))  # type: ignore[union-attr]
        address = server.stdout.readline().strip()
        assert address == f"http://127.0.0.1:{port}/"
        page = httpx2.get(address + "players.html", timeout=10)
        assert page.status_code == 200
        assert '<html lang="de">' in page.text and "Spieler suchen" in page.text
        found = httpx2.get(address + "search", params={"q": "smith"}, timeout=10)
        assert "1 Spieler gefunden." in found.text
    finally:
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=20)
    assert server.returncode == 0, err
    assert "arrêté" in out


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--port", "70000"], "n'est pas un numéro de port"),
        (["--port", "x"], "n'est pas un numéro de port"),
        (["--host", "192.0.2.1"], "impossible de servir à 192.0.2.1"),
    ],
)
def test_bad_addresses_are_refused_in_one_line(tmp_path: Path, args: list[str], said: str) -> None:
    path = hostile_event(tmp_path)
    done = _arbiter("serve", str(path), *args)
    out, err = done.communicate(timeout=60)
    assert done.returncode in (1, 2)
    assert said in err
    assert "Traceback" not in err


def test_a_file_that_is_not_a_tournament_is_refused(tmp_path: Path) -> None:
    other = tmp_path / "notes.arbiter"
    other.write_text("not a database")
    done = _arbiter("serve", str(other), "--port", "0", "--host", "127.0.0.1")
    out, err = done.communicate(timeout=60)
    assert done.returncode == 1 and len(err.strip().splitlines()) == 1 and "Traceback" not in err
