"""What one result costs a desk on a venue server, one desk alone (issue 30 item 5):

    .venv/bin/python bench/venue_result.py [--players 200] [--results 300]

A real PostgreSQL is started as the tests start theirs (``tests/pg_server.py``) with its durability on
(each commit on the disk before it is acknowledged). One section of ``--players`` players, round 1 paired
(not timed); then one desk enters ``--results`` results on its boards, one after the other (each a
change of the board's result, so each a stored audit row), after 30 not counted (the driver prepares
its statements after a few).

Printed: the wall time and the desk's processor time per result (a first pass of ``--results``), then
what a result exchanges with the server (a second pass as long, traced): the round trips (a batch of the
desk's messages sent, then the server's answer waited for: each statement, the ``COMMIT`` included), the
statements, and those the server ran as the driver's prepared statements (none since 2026-11-30: the
desk's connections are made with psycopg's ``prepare_threshold`` off, ``db.server``, as the driver dropped
every statement prepared on a connection, ``db.server_prepared``'s too, when a transaction rolled back;
before, psycopg prepared a query once it had run 5 times). On a loaded machine each round trip is a
wake-up of the desk and of its server process, which is where the time of a result goes
(``bench/venue_load.py``).

The exchanges are read from libpq's own trace of the desk's connections (``PGconn.trace``: PQtrace, one
line per protocol message, ``F`` from the desk, ``B`` from the server), switched on through psycopg's
public ``pq`` interface for the second pass only (the trace costs the desk processor time): a count that
no upgrade of the driver's insides changes, as the protocol is PostgreSQL's.

Exit status 1 when a result costs more than ``BUDGET_ROUND_TRIPS`` round trips (the transaction's
``BEGIN``, turn, announcement, the desks' roles and the board read locked in one; the board's update
and its audit row in one statement, ``db.tx.Tx.audit``, with the ``COMMIT`` in the same round trip:
``db.server_prepared``). The statements the server runs by name (SQL's ``EXECUTE`` of a statement
prepared once per connection, in the simple protocol) are not counted among the "prepared" ones, which
are the driver's (the extended protocol's). The times are reported, not
judged: they depend on the machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from sqlalchemy import text  # noqa: E402

import operations  # noqa: E402
from bench.venue_load import _cpu_of  # noqa: E402
from formats.csv_players import parse_players_csv  # noqa: E402
from tests.pg_server import PASSWORD, remove_server, start_server  # noqa: E402
from tests.pg_trace import Exchanges  # noqa: E402
from values import EventSettings, GameResult  # noqa: E402

BUDGET_ROUND_TRIPS = 2
CYCLE = (GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW)
WARM_UP = 30


def _results(desk: operations.TournamentFile, start: int, count: int, boards: int) -> list[float]:
    """Enter ``count`` results, each a change of its board's; the seconds each took."""
    took = []
    for n in range(start, start + count):
        started = time.perf_counter()
        desk.results.set(1, 1 + n % boards, CYCLE[n % 3])
        took.append(time.perf_counter() - started)
    return took


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
        exchanges = Exchanges()
        with operations.open_file(url, user="deputy@desk-1") as desk:
            _results(desk, 0, WARM_UP, boards)
            backend = desk.read(lambda s: int(s.execute(text("SELECT pg_backend_pid()")).scalar_one()))
            cpu, server_cpu = time.process_time(), _cpu_of(backend)
            took = _results(desk, WARM_UP, a.results, boards)
            cpu, server_cpu = time.process_time() - cpu, _cpu_of(backend) - server_cpu
            exchanges.start()
            _results(desk, WARM_UP + a.results, a.results, boards)
            trips, statements, prepared = exchanges.stop()
    finally:
        remove_server(server)
    ms = sorted(t * 1000 for t in took)
    per = 1000 / a.results
    print(
        f"{a.results} results by one desk, {os.cpu_count()} processors, load average "
        f"{os.getloadavg()[0]:.1f}: wall p50 {statistics.median(ms):.1f} ms, "
        f"mean {statistics.mean(ms):.1f} ms, max {ms[-1]:.1f} ms; processor time a result "
        f"{cpu * per:.2f} ms in the desk, {server_cpu * per:.2f} ms in its server process; "
        f"{trips / a.results:.2f} round trips a result (budget {BUDGET_ROUND_TRIPS}), "
        f"{statements / a.results:.2f} statements, {prepared / a.results:.2f} of them prepared"
    )
    if trips / a.results > BUDGET_ROUND_TRIPS:
        print(f"OVER BUDGET: {trips / a.results:.2f} round trips a result > {BUDGET_ROUND_TRIPS}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
