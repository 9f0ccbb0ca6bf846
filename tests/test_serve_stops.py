"""``arbiter serve`` stops on Ctrl+C whenever it comes after the command said where it serves: also in
the server's start-up, also when the command was started with SIGINT ignored (a shell starts a command
in the background, ``&``, that way; ``test_serve_serves_an_event_of_the_server`` run so saw ``arbiter
serve`` go on serving 60 s after its Ctrl+C), and while a page is being sent. It says ``stopped`` and
ends with status 0, never "interrupted" (exit 130), and SIGTERM (``kill``) stops it the same way.

The moment is chosen, not hoped for: the command runs in a process of its own under a small launcher
(``LAUNCHER``) that holds it at that moment: it says so on its standard output (``HELD``), then waits for
a line on its standard input; the test sends the signal once it read ``HELD``, then the line (``kill``
leaves the signal pending or handled before the line comes).
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.publish_support import hostile_event

HELD = "(held here)"
LAUNCHER = f"""
import signal, sys

HELD = {HELD!r}
disposition, moment = sys.argv[1], sys.argv[2]
signal.signal(signal.SIGINT, signal.SIG_IGN if disposition == "ignored" else signal.default_int_handler)


def hold():
    print(HELD, flush=True)
    sys.stdin.readline()  # the test sends its signal, then this line


def held(original):
    def wait_then(*args, **kwargs):
        hold()
        return original(*args, **kwargs)

    return wait_then


if moment == "saying where":  # its first line is out; the addresses follow
    from outputs.live.server import LiveServer

    LiveServer.addresses = property(held(LiveServer.addresses.fget))
elif moment == "before serving":  # everything said; the web server not begun
    import uvicorn

    uvicorn.Server.run = held(uvicorn.Server.run)
elif moment == "starting":  # the web server begun, its socket not yet served
    import uvicorn

    original = uvicorn.Server.startup

    async def startup(self, *args, **kwargs):
        hold()
        await original(self, *args, **kwargs)

    uvicorn.Server.startup = startup
elif moment == "failing":  # the web server fails as it begins
    import uvicorn

    def run(self, sockets=None):
        raise RuntimeError("broken")

    uvicorn.Server.run = run

from cli.main import main

sys.argv = ["arbiter", *sys.argv[3:]]
sys.exit(main())
"""
STOPS_WITHIN_S = 30
"""A bound on a hang, not a measure of speed: the server stops in about a second, also at load 10."""


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return hostile_event(tmp_path_factory.mktemp("serve"))


@contextlib.contextmanager
def _serving(event: Path, disposition: str, moment: str) -> Iterator[subprocess.Popen[str]]:
    """``arbiter serve`` of ``event`` on a free loopback port, held at ``moment`` (see the docstring),
    SIGINT ``disposition`` ("default" or "ignored"); its output unbuffered, so that its first line comes
    as soon as it is printed. Killed afterwards if still running."""
    server = subprocess.Popen(
        [sys.executable, "-u", "-c", LAUNCHER, disposition, moment]
        + ["serve", str(event), "--host", "127.0.0.1", "--port", "0"],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "ARBITER_LANGUAGE": "en", "PYTHONPATH": str(REPO)},
    )
    try:
        yield server
    finally:
        if server.poll() is None:
            server.kill()
            server.communicate()


def _first_line(server: subprocess.Popen[str], moment: str = "none") -> str:
    """The command's first line ("serving ... on port N"), once it is held at ``moment``."""
    assert server.stdout is not None
    first = server.stdout.readline()
    assert first.startswith("serving Open <i>"), first
    if moment != "none":
        while (line := server.stdout.readline()) and line.strip() != HELD:
            pass
        assert line.strip() == HELD, f"the command ended before {moment}"
    return first


def _stopped(server: subprocess.Popen[str], number: int = signal.SIGINT) -> None:
    """Send signal ``number``, let the held command go on; it must end with status 0, nothing on stderr,
    ``stopped`` its last line (a command still running ``STOPS_WITHIN_S`` later fails the test)."""
    assert server.stdin is not None
    server.send_signal(number)
    server.stdin.write("go on\n")
    server.stdin.flush()
    try:
        out, err = server.communicate(timeout=STOPS_WITHIN_S)
    except subprocess.TimeoutExpired:
        pytest.fail(f"still serving {STOPS_WITHIN_S} s after signal {number}")
    assert (server.returncode, err) == (0, ""), (out, err)
    assert out.splitlines()[-1] == "stopped", out


@pytest.mark.parametrize("disposition", ["default", "ignored"])
@pytest.mark.parametrize("moment", ["saying where", "before serving", "starting"])
def test_ctrl_c_stops_it_at_any_moment_after_its_first_line(
    event: Path, disposition: str, moment: str
) -> None:
    with _serving(event, disposition, moment) as server:
        _first_line(server, moment)
        _stopped(server)


def test_sigterm_stops_it_as_ctrl_c_does(event: Path) -> None:
    with _serving(event, "default", "saying where") as server:
        _first_line(server, "saying where")
        _stopped(server, signal.SIGTERM)


def test_ctrl_c_stops_it_while_a_page_is_open(event: Path) -> None:
    """A phone's open stream of editions (it never ends by itself) is ended, at once: no task is left for
    uvicorn to cancel (it would write a traceback on stderr after 2 s)."""
    with _serving(event, "ignored", "none") as server:
        port = int(_first_line(server).split(" on port ")[1].split(",")[0])
        with socket.create_connection(("127.0.0.1", port), timeout=STOPS_WITHIN_S) as phone:
            phone.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert b"200 OK" in phone.recv(4096)  # the stream is open
            _stopped(server)


def test_a_server_that_fails_is_not_called_stopped(event: Path) -> None:
    """The web server's failure ends the command as a fault of the program, at once (exit 70, one line),
    not as ``stopped`` nor as a command left waiting for a Ctrl+C."""
    with _serving(event, "default", "failing") as server:
        out, err = server.communicate(timeout=STOPS_WITHIN_S)
    assert server.returncode == 70, (out, err)
    assert "stopped" not in out, out
    assert err.splitlines() == ["arbiter: internal error (RuntimeError: broken); please report it"], err
