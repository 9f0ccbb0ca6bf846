"""The live server on a real socket (uvicorn, loopback) against what a phone on the venue's Wi-Fi may
send: junk, huge headers, slow headers, slow bodies, thousands of requests, a crowd of connections.
Each is refused or slowed, and the server still answers another phone at once (issue 31 item 6).
Also: a result entered by ``arbiter result`` in another process reaches an open stream (item 2)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import httpx2
import pytest

from outputs.live.guard import Limits
from outputs.live.server import LiveServer, ServeError
from tests.conftest import REPO
from tests.live_support import connect, exchange, read_until_closed, running
from tests.publish_support import hostile_event

LIMITS = Limits(rate=20, burst=50, header_seconds=1.0, connections_per_client=20, keep_alive_seconds=2)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> LiveServer:
    path = hostile_event(tmp_path_factory.mktemp("attacks"))
    with running(path, LIMITS, language="en") as s:
        yield s


def still_up(server: LiveServer, source: str = "127.0.0.250") -> None:
    """Another phone gets the home page (how fast is the benchmark's business: bench/serve_load.py)."""
    with httpx2.Client(transport=httpx2.HTTPTransport(local_address=source), timeout=30) as c:
        r = c.get(f"http://127.0.0.1:{server.port}/index.html")
    assert r.status_code == 200 and "</html>" in r.text


@pytest.mark.parametrize(
    "junk",
    [
        b"\x00\xff\xfe\x16\x03\x01garbage\r\n\r\n",
        b"GET\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: a\r\nContent-Length: -5\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
        b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(300),  # a TLS hello
        b"GET /\xff\xfe HTTP/1.1\r\nHost: a\r\n\r\n",
    ],
)
def test_junk_is_refused_and_the_server_stays_up(server: LiveServer, junk: bytes) -> None:
    answer = exchange(server, junk, source="127.0.0.2")
    assert answer == b"" or answer.startswith((b"HTTP/1.1 400", b"HTTP/1.1 404", b"HTTP/1.1 505"))
    still_up(server)


def test_huge_headers_are_refused(server: LiveServer) -> None:
    request = b"GET / HTTP/1.1\r\nHost: a\r\nX-Big: " + b"a" * 200_000 + b"\r\n\r\n"
    answer = exchange(server, request, source="127.0.0.3")
    assert answer == b"" or answer.startswith((b"HTTP/1.1 400", b"HTTP/1.1 431"))
    many = b"GET / HTTP/1.1\r\nHost: a\r\n" + b"".join(b"X-%d: y\r\n" % i for i in range(5000)) + b"\r\n"
    answer = exchange(server, many, source="127.0.0.3")
    assert answer == b"" or answer.startswith((b"HTTP/1.1 400", b"HTTP/1.1 431"))
    still_up(server)


def test_slow_headers_are_cut_off(server: LiveServer) -> None:
    slow = [connect(server, f"127.0.1.{i}") for i in range(1, 41)]
    try:
        for s in slow:
            s.sendall(b"GET / HTTP/1.1\r\nHost: a\r\n")
        still_up(server)  # while forty phones trickle their headers
        time.sleep(LIMITS.header_seconds + 0.5)
        for s in slow:
            s.settimeout(30)
            assert read_until_closed(s) == b""  # closed by the server, nothing answered
    finally:
        for s in slow:
            s.close()
    still_up(server)


def test_a_slow_body_is_refused_without_waiting_for_it(server: LiveServer) -> None:
    """The answer comes while 999,998 bytes of the announced body were never sent."""
    with connect(server, "127.0.0.4", timeout=30) as s:
        s.sendall(b"POST /index.html HTTP/1.1\r\nHost: a\r\nContent-Length: 1000000\r\n\r\nq=")
        answer = s.recv(4096)
    assert answer.startswith(b"HTTP/1.1 405")
    still_up(server)


def test_thousands_of_requests_from_one_phone_are_slowed(server: LiveServer) -> None:
    """2,000 requests sent at once (pipelined on 4 connections): answered 429 past the phone's budget,
    while another phone is served."""
    request = b"GET /standings.html HTTP/1.1\r\nHost: a\r\nAccept-Encoding: gzip\r\n\r\n"
    started = time.monotonic()
    flood = [connect(server, "127.0.0.5", timeout=30) for _ in range(4)]
    try:
        for s in flood:
            s.sendall(request * 500)
        still_up(server)
        answers = b""
        for s in flood:
            got = b""
            while got.count(b"HTTP/1.1 ") < 500 and (chunk := s.recv(1 << 20)):
                got += chunk
            answers += got
    finally:
        for s in flood:
            s.close()
    elapsed = time.monotonic() - started
    ok, slowed = answers.count(b"HTTP/1.1 200 "), answers.count(b"HTTP/1.1 429 ")
    assert ok + slowed == 2000
    assert ok <= LIMITS.burst + LIMITS.rate * elapsed + 1  # the budget: a burst, then the rate
    assert slowed > 0 and b"retry-after: 1" in answers.lower()
    still_up(server)


def test_a_crowd_of_connections_from_one_address_is_capped(server: LiveServer) -> None:
    """Connections past the cap are closed at once; those within it stay open (a server of its own,
    whose deadline for a request head is long enough not to close them meanwhile)."""
    limits = Limits(connections_per_client=20, header_seconds=120)
    with running(server.watcher.location, limits, language="en") as crowded:
        held = [connect(crowded, "127.0.0.6", timeout=30) for _ in range(limits.connections_per_client + 10)]
        try:
            refused = 0
            for s in held[limits.connections_per_client :]:
                try:
                    s.sendall(b"GET / HTTP/1.1\r\nHost: a\r\n\r\n")
                except (BrokenPipeError, ConnectionResetError):
                    refused += 1
                    continue
                refused += read_until_closed(s) == b""
            assert refused == 10
            first = held[0]
            first.sendall(b"GET /index.html HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
            assert read_until_closed(first).startswith(b"HTTP/1.1 200")  # within the cap: served
            still_up(crowded)
        finally:
            for s in held:
                s.close()


def test_an_address_in_use_is_refused_in_one_sentence(server: LiveServer, tmp_path: Path) -> None:
    with pytest.raises(ServeError, match=f"port {server.port}"):
        LiveServer(server.watcher.location, "127.0.0.1", server.port)


def test_a_result_from_the_command_line_reaches_an_open_stream(tmp_path: Path) -> None:
    """Without reconnecting: the next edition comes down the open stream (how soon after the command:
    bench/serve_load.py measures it)."""
    path = hostile_event(tmp_path)
    with running(path, language="en") as server:
        url = f"http://127.0.0.1:{server.port}/events"
        with httpx2.Client(timeout=30) as c, c.stream("GET", url) as stream:
            assert stream.headers["content-type"].startswith("text/event-stream")
            lines = stream.iter_lines()
            first = next(line for line in lines if line.startswith("data: "))
            done = subprocess.run(
                [sys.executable, "-m", "arbiter_gui", "result", str(path), "3", "5", "1-0"],
                cwd=REPO,
                capture_output=True,
                text=True,
            )
            assert done.returncode == 0, done.stderr
            second = next(line for line in lines if line.startswith("data: "))
        assert int(second[6:]) > int(first[6:])
        page = httpx2.get(f"http://127.0.0.1:{server.port}/round-3.html")
        assert "…" not in page.text.split("<main>")[1]
