"""What a pairing on a venue server is made of, alone and under the desks' load (issue 30 item 5, part 1):

    .venv/bin/python bench/venue_pairing_parts.py [--players 500] [--big 1000] [--alone 5] [--passes 4]

The event and the load of ``bench/venue_load.py`` (sections A and B of ``--players``, C of ``--big`` with
round 1 played; 4 desk processes entering results flat out in A and B) on a durable PostgreSQL started
with ``pg_stat_statements`` (Debian's ``postgresql-15`` ships it: ``shared_preload_libraries``),
``track_io_timing``, ``track_wal_io_timing`` and its planning's time on. The pairing desk connects as a
PostgreSQL role of its own (``chief``), so that the server's counts of its statements are kept apart
from the desks'.

Round 2 of C is paired (and deleted again) ``--alone`` times with nothing else running, then as long as
the desks run. For each pairing, counted, not timed by a clock that others' load moves:

- the pairing desk's thread by step (``bench/venue_parts.py``'s steps): its processor time, user and
  system apart (``getrusage(RUSAGE_THREAD)``), and its context switches, voluntary (a round trip's wait,
  the lock of the interpreter) and involuntary (taken off its processor by another task);
- its server processes' processor time (``/proc``'s schedstat), and what the server ran for its role
  (``pg_stat_statements``: statements, rows, execution and planning time, buffers hit and read, the time
  reading and writing blocks, WAL records and bytes);
- its server processes' wait events, sampled every 2 ms by another process (a lock, a flush, the desk);
- the whole server's WAL flushes meanwhile (``pg_stat_wal``: its syncs and their time; the desks' too).

Then two pairings traced (libpq's trace, ``tests/pg_trace.py``), one alone and one under load: round
trips, statements and rows received, which the trace's cost would blur in the figures above.

Printed: each figure's median alone and under load, and which grows. Nothing judged (exit 0): the verdict
on item 5 is ``bench/venue_load.py``'s.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import psycopg  # noqa: E402

from bench import venue_load, venue_parts  # noqa: E402
from tests.pg_server import PASSWORD, PgServer, remove_server, start_server  # noqa: E402
from tests.pg_trace import Exchanges  # noqa: E402

ROLE = "chief"
"""The pairing desk's own PostgreSQL role (``pg_stat_statements`` keeps each role's statements apart)."""
STATEMENT_FIGURES = (
    "calls",
    "rows",
    "total_exec_time",
    "total_plan_time",
    "shared_blks_hit",
    "shared_blks_read",
    "shared_blks_dirtied",
    "shared_blks_written",
    "blk_read_time",
    "blk_write_time",
    "wal_records",
    "wal_bytes",
)


def _server_with_statistics() -> PgServer:
    """A durable server with ``pg_stat_statements`` loaded and the IO timings on (set, then restarted)."""
    server = start_server(durable=True)
    try:
        _statistics_on(server)
    except BaseException:
        remove_server(server)
        raise
    return server


def _statistics_on(server: PgServer) -> None:
    with server.admin() as con:
        con.execute("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'")
        con.execute("ALTER SYSTEM SET track_io_timing = on")
        con.execute("ALTER SYSTEM SET track_wal_io_timing = on")
        con.execute(f"CREATE ROLE {ROLE} LOGIN SUPERUSER PASSWORD '{PASSWORD}'")
    server.stop()
    server.start()
    with server.admin() as con:  # a setting of the library, known once it is loaded
        con.execute("ALTER SYSTEM SET pg_stat_statements.track_planning = on")
        con.execute("SELECT pg_reload_conf()")


def _statements(server: PgServer, database: str) -> dict[str, float]:
    """The sums of ``STATEMENT_FIGURES`` over the statements the role ``ROLE`` ran so far."""
    with psycopg.connect(
        host="127.0.0.1", port=server.port, user="arbiter", password=PASSWORD, dbname=database
    ) as con:
        sums = ", ".join(f"coalesce(sum({f}), 0)" for f in STATEMENT_FIGURES)
        row = con.execute(
            f"SELECT {sums} FROM pg_stat_statements s JOIN pg_roles r ON r.oid = s.userid "  # noqa: S608
            "WHERE r.rolname = %s",
            (ROLE,),
        ).fetchone()
    assert row is not None
    return {f: float(v) for f, v in zip(STATEMENT_FIGURES, row, strict=True)}


def _wal(server: PgServer) -> tuple[float, float, float]:
    """(WAL syncs, their milliseconds, WAL writes' milliseconds) of the whole server so far."""
    with server.admin() as con:
        row = con.execute("SELECT wal_sync, wal_sync_time, wal_write_time FROM pg_stat_wal").fetchone()
    assert row is not None
    return float(row[0]), float(row[1]), float(row[2])


def _usage() -> tuple[float, float, int, int]:
    """This thread's (user seconds, system seconds, voluntary switches, involuntary switches)."""
    r = resource.getrusage(resource.RUSAGE_THREAD)
    return r.ru_utime, r.ru_stime, r.ru_nvcsw, r.ru_nivcsw


SAMPLER = """
import json, select, sys, psycopg
con = psycopg.connect(sys.argv[1], autocommit=True)
counts = {}
sys.stdout.write("ready\\n"); sys.stdout.flush()
while not select.select([sys.stdin], [], [], 0.002)[0]:
    for state, kind, name in con.execute(
        "SELECT state, wait_event_type, wait_event FROM pg_stat_activity WHERE application_name LIKE %s",
        (sys.argv[2] + "%",),
    ):
        state = str(state)
        if state == "idle":
            key = "idle"
        elif state.startswith("idle in"):
            key = "waiting for the desk in a transaction"
        else:
            key = "active: " + (f"{kind} {name}" if kind else "working or waiting for a processor")
        counts[key] = counts.get(key, 0) + 1
print(json.dumps(counts))
"""
"""The sampler of the pairing desk's server processes' wait events, a process of its own (a thread here
would share the pairing desk's interpreter lock)."""


class Sampled:
    """``SAMPLER`` running from ``__init__`` to ``stop``."""

    def __init__(self, server: PgServer, person: str) -> None:
        dsn = f"host=127.0.0.1 port={server.port} user=arbiter password={PASSWORD} dbname=postgres"
        self._process = subprocess.Popen(
            [sys.executable, "-c", SAMPLER, dsn, f"Arbiter Desk {person}"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self._process.stdout is not None
        self._process.stdout.readline()

    def stop(self) -> dict[str, int]:
        out, _ = self._process.communicate("stop\n", timeout=60)
        counts: dict[str, int] = json.loads(out.strip().splitlines()[-1])
        return counts


class Measured:
    """One pairing's parts (see the module's docstring)."""

    def __init__(self) -> None:
        self.pairing = venue_parts.Pairing()
        self.usage: list[tuple[float, float, int, int]] = []
        self.statements: dict[str, float] = {}
        self.wal: tuple[float, float, float] = (0.0, 0.0, 0.0)

    def step_usage(self, index: int) -> tuple[float, float, int, int]:
        a, b = self.usage[index], self.usage[index + 1]
        return b[0] - a[0], b[1] - a[1], b[2] - a[2], b[3] - a[3]

    def total_usage(self) -> tuple[float, float, int, int]:
        a, b = self.usage[0], self.usage[-1]
        return b[0] - a[0], b[1] - a[1], b[2] - a[2], b[3] - a[3]


def _pair(url: str, server: PgServer, database: str, others: Callable[[], list[int]]) -> Measured:
    measured = Measured()
    clock = venue_parts.PairingClock(server, venue_load.PAIRING_DESK, others)

    def progress(step: int, steps: int, message: str) -> None:
        measured.usage.append(_usage())
        clock.progress(step, steps, message)

    with venue_load._open(url, venue_load.PAIRING_DESK, "C") as tf:
        statements, wal = _statements(server, database), _wal(server)
        clock.start()
        measured.usage.append(_usage())
        tf.rounds.pair_next(progress=progress)
        measured.usage.append(_usage())
        measured.pairing = clock.stop()
        after, wal_after = _statements(server, database), _wal(server)
        # the two reads of pg_stat_statements are the role arbiter's, not counted
        measured.statements = {f: after[f] - statements[f] for f in STATEMENT_FIGURES}
        measured.wal = (wal_after[0] - wal[0], wal_after[1] - wal[1], wal_after[2] - wal[2])
        tf.rounds.delete_last()
    return measured


def _traced(url: str) -> dict[str, int]:
    """One pairing traced: its round trips, statements and rows received (``DataRow`` messages)."""
    with Exchanges() as exchanges, venue_load._open(url, venue_load.PAIRING_DESK, "C") as tf:
        exchanges.start()
        files = exchanges._files  # the trace files, read for the rows before ``stop`` forgets them
        tf.rounds.pair_next()
        for connection in exchanges._connections:
            if not connection.closed:
                connection.pgconn.untrace()
        rows = sum(
            line.split("\t")[2:3] == ["DataRow"]
            for trace in files
            for line in trace.read_text(errors="replace").splitlines()
            if line.startswith("B\t")
        )
        trips, statements, _prepared = exchanges.stop()
        tf.rounds.delete_last()
    return {"round trips": trips, "statements": statements, "rows received": rows}


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else 0.0


def _table(alone: list[Measured], loaded: list[Measured]) -> list[tuple[str, float, float]]:
    """(figure, median alone, median under load) of every part."""
    rows: list[tuple[str, float, float]] = []

    def add(name: str, get: Callable[[Measured], float]) -> None:
        rows.append((name, _median([get(m) for m in alone]), _median([get(m) for m in loaded])))

    add("wall (ms)", lambda m: 1000 * m.pairing.wall)
    add("not waiting for a processor (ms, judged)", lambda m: 1000 * m.pairing.not_waiting)
    add("desk thread on a processor (ms, schedstat)", lambda m: 1000 * m.pairing.desk[0])
    add("desk thread waiting for a processor (ms)", lambda m: 1000 * m.pairing.desk[1])
    add("desk thread user time (ms, rusage)", lambda m: 1000 * m.total_usage()[0])
    add("desk thread system time (ms, rusage)", lambda m: 1000 * m.total_usage()[1])
    add("desk thread voluntary switches", lambda m: m.total_usage()[2])
    add("desk thread involuntary switches", lambda m: m.total_usage()[3])
    for i, step in enumerate(venue_parts.STEPS):
        add(f"  {step}: wall (ms)", lambda m, s=step: 1000 * m.pairing.steps.get(s, (0.0, 0, 0))[0])
        add(
            f"  {step}: desk on a processor (ms)",
            lambda m, s=step: 1000 * m.pairing.steps.get(s, (0, 0.0, 0))[1],
        )
        add(f"  {step}: desk user + system (ms)", lambda m, j=i: 1000 * sum(m.step_usage(j)[:2]))
        add(f"  {step}: desk involuntary switches", lambda m, j=i: m.step_usage(j)[3])
    add("server processes on a processor (ms)", lambda m: 1000 * m.pairing.server[0])
    add("server processes waiting for a processor (ms)", lambda m: 1000 * m.pairing.server[1])
    add("neither (a lock, a flush, a wake-up; ms)", lambda m: 1000 * m.pairing.rest)
    for figure in STATEMENT_FIGURES:
        add(f"server, its statements: {figure}", lambda m, f=figure: m.statements.get(f, 0.0))
    add("whole server: WAL syncs", lambda m: m.wal[0])
    add("whole server: WAL sync time (ms)", lambda m: m.wal[1])
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=500)
    parser.add_argument("--big", type=int, default=1000)
    parser.add_argument("--alone", type=int, default=5)
    parser.add_argument("--passes", type=int, default=4)
    parser.add_argument("--json", type=Path, help="also write every pairing's figures here")
    a = parser.parse_args(argv)
    os.environ["PGPASSWORD"] = PASSWORD
    server = _server_with_statistics()
    try:
        database = server.new_database("venue")
        url = server.url(database)
        with server.admin() as con:
            con.execute(f'GRANT ALL ON DATABASE "{database}" TO {ROLE}')
        with psycopg.connect(
            host="127.0.0.1", port=server.port, user="arbiter", password=PASSWORD, dbname=database
        ) as con:
            con.execute("CREATE EXTENSION pg_stat_statements")
            con.commit()
        venue_load._event(url, argparse.Namespace(players=a.players, big=a.big))
        chief_url = url.replace("postgresql://arbiter@", f"postgresql://{ROLE}@")
        print(f"load average {os.getloadavg()[0]:.1f} at the start; {os.cpu_count()} processors")
        traced_alone = _traced(chief_url)
        sampler = Sampled(server, venue_load.PAIRING_DESK)
        alone = [_pair(chief_url, server, database, list) for _ in range(a.alone)]
        waits_alone = sampler.stop()
        desks = venue_load._start_desks(url, a.players // 2, a.passes, 0.0, False)
        pids = [p.pid for p in desks]
        for process in desks:
            assert process.stdin is not None
            process.stdin.write("go\n")
            process.stdin.flush()
        sampler = Sampled(server, venue_load.PAIRING_DESK)
        loaded: list[Measured] = []
        traced_loaded: dict[str, int] = {}
        while not loaded or any(p.poll() is None for p in desks):
            if len(loaded) == 2 and not traced_loaded:
                traced_loaded = _traced(chief_url)
                continue
            loaded.append(_pair(chief_url, server, database, lambda: pids))
        waits_loaded = sampler.stop()
        for process in desks:
            process.communicate(timeout=600)
        print(
            f"load average {os.getloadavg()[0]:.1f} at the end; {len(alone)} pairings alone, "
            f"{len(loaded)} under load"
        )
        print(f"{'figure (median a pairing)':<58} {'alone':>10} {'loaded':>10}  loaded/alone")
        for name, x, y in _table(alone, loaded):
            ratio = f"{y / x:.2f}" if x else "-"
            print(f"{name:<58} {x:>10.1f} {y:>10.1f}  {ratio}")
        print(f"traced, alone: {traced_alone}; under load: {traced_loaded}")
        for label, counts in (("alone", waits_alone), ("under load", waits_loaded)):
            busy = {k: v for k, v in counts.items() if k != "idle"}
            total = sum(busy.values()) or 1
            shares = ", ".join(
                f"{k} {100 * v / total:.1f} %" for k, v in sorted(busy.items(), key=lambda kv: -kv[1])
            )
            print(
                f"its server processes sampled every 2 ms {label}, when not idle ({total} samples): {shares}"
            )
        if a.json:
            a.json.write_text(
                json.dumps(
                    {
                        label: [
                            {
                                "wall": m.pairing.wall,
                                "desk": m.pairing.desk,
                                "server": m.pairing.server,
                                "steps": m.pairing.steps,
                                "usage": m.usage,
                                "statements": m.statements,
                                "wal": m.wal,
                            }
                            for m in group
                        ]
                        for label, group in (("alone", alone), ("loaded", loaded))
                    }
                )
            )
    finally:
        remove_server(server)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
