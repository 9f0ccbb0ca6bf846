"""The live server under a venue's load (issue 31 item 4), on loopback:

    .venv/bin/python bench/serve_load.py [--phones 1000] [--burst 500] [--players 500] [--seconds 30]

A 500-player event (made in a temporary folder, round 1 paired and played, not timed) is served by
``arbiter serve`` in a process of its own, as at the venue. Then:

- 1,000 simulated phones each ask for a page every 10 s (the home page, the round, the standings or
  their own player's page), with ``If-None-Match`` and gzip as a browser does, from 250 loopback
  addresses (4 phones an address: the server's limits are per address, as per phone on the Wi-Fi);
- meanwhile the desk (this process, as the window would) pairs round 2; as soon as the server serves
  it, 500 phones fetch its pairings within one second; then the desk enters a result every half
  second while the phones go on polling.

Every request's time is measured from its connection to its last byte. Exit status 1 when a request
failed (an error, a refusal, a time-out) or the 99th percentile of the polls or of the burst is 300 ms
or more; the desk's own operations under load are timed too (entering a result, ``tf.results.set``).
Bounded: it stops by itself after ``--seconds`` of polling; only 127.0.0.0/8 is addressed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import operations  # noqa: E402
from engine.model import Sex  # noqa: E402
from operations.standin import simple_pair_round  # noqa: E402
from values import EventSettings, GameResult, PlayerDetails  # noqa: E402

BUDGET_P99_MS = 300.0
REPO = Path(__file__).resolve().parents[1]


@dataclass
class Tally:
    times: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    codes: dict[int, int] = field(default_factory=dict)

    def line(self, label: str) -> str:
        if not self.times:
            return f"{label:<22} no request"
        ms = sorted(t * 1000 for t in self.times)
        p = statistics.quantiles(ms, n=100, method="inclusive") if len(ms) > 1 else [ms[0]] * 99
        codes = ", ".join(f"{c}: {n}" for c, n in sorted(self.codes.items()))
        return (
            f"{label:<22} {len(ms):6d} requests ({codes}), {len(self.errors)} errors; "
            f"p50 {p[49]:6.1f} ms  p95 {p[94]:6.1f} ms  p99 {p[98]:6.1f} ms  max {ms[-1]:6.1f} ms"
        )

    def p99(self) -> float:
        ms = sorted(t * 1000 for t in self.times)
        return statistics.quantiles(ms, n=100, method="inclusive")[98] if len(ms) > 1 else 0.0


def make_event(folder: Path, players: int) -> Path:
    path = folder / "load.arbiter"
    settings = EventSettings(name="Load Open", number_of_rounds=9, city="Bern", federation="SUI")
    rng = random.Random(31)
    with operations.create(path, settings, user="bench") as tf:
        for i in range(players):
            name = f"Player{i:03d}, {rng.choice(['Anna', 'Boris', 'Chen', 'Dara', 'Emil', 'Farah'])}"
            tf.players.add(PlayerDetails(name, 2600 - i * 2, "", "SUI", str(1_000_000 + i), Sex.UNKNOWN))
        tf.rounds.pair_next(pairer=simple_pair_round)
        for b in tf.rounds.boards(1):
            tf.results.set(
                1, b.board, (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)[b.board % 3]
            )
    return path


async def fetch(
    port: int, source: str, path: str, tag: str | None, timeout: float = 10.0
) -> tuple[int, str, float]:
    """GET ``path`` from 127.0.0.1:``port`` from ``source``: (status, ETag, seconds)."""
    started = time.perf_counter()
    reader, writer = await asyncio.wait_for(
        asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0)), timeout
    )
    try:
        condition = f"If-None-Match: {tag}\r\n" if tag else ""
        writer.write(
            f"GET /{path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept-Encoding: gzip\r\n{condition}"
            "Connection: close\r\n\r\n".encode("ascii")
        )
        await writer.drain()
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:] if line)}
        length = int(headers.get("content-length", "0"))
        if length:
            await asyncio.wait_for(reader.readexactly(length), timeout)
        return status, headers.get("etag", ""), time.perf_counter() - started
    finally:
        writer.close()


async def phone(n: int, port: int, pages: list[str], until: float, tally: Tally) -> None:
    source = f"127.0.{2 + n // 1000}.{1 + (n % 250)}"
    page = pages[n % len(pages)]
    tag: str | None = None
    await asyncio.sleep(random.Random(n).uniform(0, 10))
    while time.perf_counter() < until:
        try:
            status, etag, took = await fetch(port, source, page, tag)
        except (TimeoutError, OSError, asyncio.IncompleteReadError, ValueError) as exc:
            tally.errors.append(f"{page}: {exc!r}")
        else:
            tally.times.append(took)
            tally.codes[status] = tally.codes.get(status, 0) + 1
            if status not in (200, 304):
                tally.errors.append(f"{page}: {status}")
            tag = etag or tag
        await asyncio.sleep(10)


async def burst(port: int, count: int, page: str, tally: Tally) -> None:
    async def one(i: int) -> None:
        await asyncio.sleep(i / count)  # spread over one second
        try:
            status, _, took = await fetch(port, f"127.0.9.{1 + i % 250}", page, None)
        except (TimeoutError, OSError, asyncio.IncompleteReadError, ValueError) as exc:
            tally.errors.append(f"{page}: {exc!r}")
            return
        tally.times.append(took)
        tally.codes[status] = tally.codes.get(status, 0) + 1
        if status != 200:
            tally.errors.append(f"{page}: {status}")

    await asyncio.gather(*(one(i) for i in range(count)))


async def wait_for_page(port: int, page: str, within: float = 30.0) -> float:
    started = time.perf_counter()
    while time.perf_counter() - started < within:
        try:
            status, _, _ = await fetch(port, "127.0.8.1", page, None)
        except OSError:
            status = 0
        if status == 200:
            return time.perf_counter() - started
        await asyncio.sleep(0.05)
    raise RuntimeError(f"{page} was not served within {within} s")


def cpu_seconds(pid: int) -> float:
    """The processor time ``pid`` has used so far (user and system; Linux /proc), 0 elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def run_load(
    args: argparse.Namespace, path: Path, port: int, server_pid: int
) -> tuple[Tally, Tally, list[float], float]:
    polls, burst_tally = Tally(), Tally()
    pages = ["index.html", "round-1.html", "standings.html", *(f"player-{i}.html" for i in range(1, 51))]
    until = time.perf_counter() + args.seconds
    phones = [asyncio.create_task(phone(n, port, pages, until, polls)) for n in range(args.phones)]
    await asyncio.sleep(min(12.0, args.seconds / 2))
    desk: list[float] = []
    loop = asyncio.get_running_loop()

    def pair() -> None:
        with operations.open_file(path, user="desk") as tf:
            tf.rounds.pair_next(pairer=simple_pair_round)

    def enter_results() -> None:
        """The desk at work while the phones poll: a result every half second."""
        with operations.open_file(path, user="desk") as tf:
            for b in tf.rounds.boards(2)[:20]:
                started = time.perf_counter()
                tf.results.set(2, b.board, GameResult.DRAW)
                desk.append(time.perf_counter() - started)
                time.sleep(0.5)

    await loop.run_in_executor(None, pair)
    seen = await wait_for_page(port, "round-2.html")
    before = cpu_seconds(server_pid)
    await burst(port, args.burst, "round-2.html", burst_tally)
    used = cpu_seconds(server_pid) - before
    print(
        f"server processor time during the burst: {used:.2f} s, "
        f"{used / max(1, len(burst_tally.times)) * 1000:.2f} ms a request (the polls included)"
    )
    await loop.run_in_executor(None, enter_results)
    await asyncio.gather(*phones)
    return polls, burst_tally, desk, seen


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description="The live server under a venue's load (loopback).")
    ap.add_argument("--phones", type=int, default=1000)
    ap.add_argument("--burst", type=int, default=500)
    ap.add_argument("--players", type=int, default=500)
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--port", type=int, default=18631)
    ap.add_argument(
        "--event", type=Path, help="keep the event made here and use it again (making it takes a minute)"
    )
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        if args.event is not None and args.event.exists():
            path = Path(tmp) / "load.arbiter"
            shutil.copyfile(args.event, path)
        else:
            path = make_event(Path(tmp), args.players)
            if args.event is not None:
                shutil.copyfile(path, args.event)
        print(
            f"event: {args.players} players, round 1 played ({time.perf_counter() - started:.1f} s to make)"
        )
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "arbiter_gui",
                "serve",
                str(path),
                "--host",
                "127.0.0.1",
                "--port",
                str(args.port),
            ],
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        try:
            assert server.stdout is not None
            first = server.stdout.readline()
            print(f"server: {first.strip()}")
            polls, burst_tally, desk, seen = asyncio.run(run_load(args, path, args.port, server.pid))
        finally:
            server.terminate()
            server.wait(timeout=20)
    print(f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    print(polls.line(f"{args.phones} phones, 10 s"))
    print(burst_tally.line(f"burst of {args.burst}"))
    print(f"round 2 served {seen:.2f} s after it was paired")
    if desk:
        ms = sorted(d * 1000 for d in desk)
        print(
            f"desk under load: entering a result median {statistics.median(ms):.1f} ms, max {ms[-1]:.1f} ms"
        )
    failed = polls.errors + burst_tally.errors
    for e in failed[:10]:
        print(f"  error: {e}")
    over = [name for name, t in (("polls", polls), ("burst", burst_tally)) if t.p99() >= BUDGET_P99_MS]
    if failed or over:
        print(
            f"OVER BUDGET: {len(failed)} errors; p99 over {BUDGET_P99_MS:.0f} ms: {', '.join(over) or 'none'}"
        )
        return 1
    print(f"within budget: no error, p99 under {BUDGET_P99_MS:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
