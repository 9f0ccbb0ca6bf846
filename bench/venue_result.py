"""What one result costs a desk on a venue server, one desk alone (issue 30 item 5):

    .venv/bin/python bench/venue_result.py [--players 200] [--results 300]

A real PostgreSQL is started as the tests start theirs (``tests/pg_server.py``) with its durability on
(each commit on the disk before it is acknowledged). One section of ``--players`` players, round 1 paired
(not timed); then one desk enters ``--results`` results on its boards, one after the other (each a
change of the board's result, so each a stored audit row), after 30 not counted (the driver prepares
its statements after a few).

Printed: the wall time and the desk's processor time per result, and the desk's waits for the server
per result (psycopg's ``Connection.wait`` without a time limit whose work went to the socket: each
statement sent and its answer, the ``COMMIT`` included), i.e. the round trips a result costs; on a
loaded machine each is a wake-up of the desk and of its server process, which is where the time of a
result goes (``bench/venue_load.py``).

Exit status 1 when a result costs more than ``BUDGET_ROUND_TRIPS`` round trips (the transaction's
``BEGIN``, turn, announcement and the desks' roles in one; the board read locked; the audit row; the
board's update; the ``COMMIT``). The times are reported, not judged: they depend on the machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Generator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import psycopg  # noqa: E402

import operations  # noqa: E402
from formats.csv_players import parse_players_csv  # noqa: E402
from tests.pg_server import PASSWORD, remove_server, start_server  # noqa: E402
from values import EventSettings, GameResult  # noqa: E402

BUDGET_ROUND_TRIPS = 5
CYCLE = (GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW)
WARM_UP = 30


class Waits:
    """The desk's exchanges with the server, counted (every connection of the process): the waits of the
    driver whose work went to the socket (a wait that needs none, as a rollback of a connection at rest
    or a setting of the driver's own, is not an exchange)."""

    def __init__(self) -> None:
        self.count = 0
        self._wait = psycopg.Connection.wait

        def counted(connection: Any, gen: Any, interval: float = 0.1, timeout: float | None = None) -> Any:
            return self._wait(connection, self._watched(gen) if timeout is None else gen, interval, timeout)

        psycopg.Connection.wait = counted  # type: ignore[method-assign,assignment]
        # the driver's own BEGIN is sent and answered inside the wait of the first statement after it:
        # one exchange more (psycopg's private step, counted here only)
        begin = psycopg.Connection._start_query
        psycopg.Connection._start_query = lambda c: self._watched(begin(c))  # type: ignore[method-assign,assignment]

    def _watched(self, gen: Generator[Any, Any, Any]) -> Generator[Any, Any, Any]:
        """``gen`` as the driver runs it, counted once when it asks for the socket."""
        try:
            state = next(gen)
        except StopIteration as done:
            return done.value
        self.count += 1
        while True:
            ready = yield state
            try:
                state = gen.send(ready)
            except StopIteration as done:
                return done.value


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--results", type=int, default=300)
    a = parser.parse_args(argv)
    server = start_server(durable=True)
    os.environ["PGPASSWORD"] = PASSWORD
    try:
        url = server.url(server.new_database("venue"))
        settings = EventSettings(name="Open", number_of_rounds=9, city="Venue", federation="FID")
        with operations.create(url, settings, user="chief@server") as tf:
            rows = [f'"Player {i:04d}",{2600 - i}' for i in range(a.players)]
            tf.players.import_list(parse_players_csv("name,rating\n" + "\n".join(rows), "players.csv"))
            boards = len(tf.rounds.pair_next().boards)
        waits = Waits()
        with operations.open_file(url, user="deputy@desk-1") as desk:
            for n in range(WARM_UP):
                desk.results.set(1, 1 + n % boards, CYCLE[n % 3])
            took: list[float] = []
            before, cpu = waits.count, time.process_time()
            for n in range(WARM_UP, WARM_UP + a.results):
                started = time.perf_counter()
                desk.results.set(1, 1 + n % boards, CYCLE[n % 3])
                took.append(time.perf_counter() - started)
            cpu, trips = time.process_time() - cpu, (waits.count - before) / a.results
    finally:
        remove_server(server)
    ms = sorted(t * 1000 for t in took)
    print(
        f"{a.results} results by one desk, {os.cpu_count()} processors, load average "
        f"{os.getloadavg()[0]:.1f}: wall p50 {statistics.median(ms):.1f} ms, "
        f"mean {statistics.mean(ms):.1f} ms, max {ms[-1]:.1f} ms; processor time in the desk "
        f"{1000 * cpu / a.results:.2f} ms a result; "
        f"{trips:.2f} round trips a result (budget {BUDGET_ROUND_TRIPS})"
    )
    if trips > BUDGET_ROUND_TRIPS:
        print(f"OVER BUDGET: {trips:.2f} round trips a result > {BUDGET_ROUND_TRIPS}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
