"""Several desks on one venue server under load (issue 30 item 5), on loopback:

    .venv/bin/python bench/venue_load.py [--players 500] [--big 1000] [--passes 4] [--repeat 4] [--loads 2]
                                         [--pace MS] [--venue]

A real PostgreSQL is started as the tests start theirs (``tests/pg_server.py``: ``initdb``/``pg_ctl`` in a
temporary folder, a free port of 127.0.0.1), but with PostgreSQL's own durability (``fsync`` and
``synchronous_commit`` on: a commit is on the disk before it is acknowledged, as at a venue).

One event of three sections (issue 30 item 1), in one database of the server:

- sections A and B: ``--players`` (500) players each, round 1 paired (not timed);
- section C: ``--big`` (1,000) players, round 1 paired and played (not timed), round 2 to be paired.

The single-desk time: round 2 of C is paired (the program's Dutch engine, its boards stored) and
deleted again, ``--repeat`` times, with nothing else of the benchmark running. Under load: 4 desk
processes (2 on A, 2 on B, each owning half of its section's boards) enter ``--passes`` x their boards'
results (4 x 125 = 500 results each; after the first pass each entry changes the board's result, so every
one is a new stored row of the audit log), while this process pairs round 2 of C and deletes it again, as
long as the desks run (at least once). Each entry's time is measured from the call to its acknowledgement
(``tf.results.set`` returned: the server committed it). The two alternate, ``--loads`` times (2): the
pairings alone before the first load, between two loads and after the last, so that the single-desk
figure is taken before and after the others' load on this machine moved, and more pairings of each kind
are judged (alone: ``--repeat`` x (``--loads`` + 1), 12; under load: 8 to 16 a load flat out), after a
first pairing not counted (the process's first: it loads the engine's modules). Each figure judged is
printed with its spread (least, median, most).

The setting, printed first: the desks enter their results as fast as they can (``--pace 0``, the
default: a stress far beyond a venue's) or one every ``--pace`` milliseconds each, as arbiters type them
(the next one then starts ``--pace`` ms after the one before started, or at once when that one took
longer). At a venue each desk is a laptop of its own and only the server and the pairing desk share a
machine; here the 4 desks, the pairing, the server (and whatever else runs) share this machine's
processors, so the desks' own processor time is reported apart (per result, and as the share of the
processors they took while entering).

``--venue`` (printed in the setting too) models the venue's machines on this one: the 4 desk processes
are confined to one processor (``os.sched_setaffinity``), the server (its postmaster and every process
it starts) and this process (the pairing desk, alone and under load) to the other, as at a venue each
desk's own work runs on its own laptop and only the server and the pairing desk share one. It hides
none of the server's work for the desks (their server processes run beside the pairing desk); what
else runs on the machine still runs on both processors. Without it (the default) everything shares
every processor: what issue 30 item 5 is judged by.

Where a result's time goes: each desk reports its own processor time and its server process's
(``/proc``), and the desks' server processes are sampled every 20 ms while they run (working, waiting for
a lock, for the disk's flush of a commit, or for the desk: ``Waits``); what is neither processor time
nor sampled in the server is waiting for a processor, on a machine shared with other work. The
pairing desk's server processes are sampled as well, apart: whether the pairing waits behind the
results (a lock, a commit's flush) or for its own desk shows there (one of them is the connection that
holds the pairing lock, idle while it does).

Where each pairing's time goes (``bench/venue_parts.py``, alone and under load, medians): by its steps
(the lock and the settings, the plan read, the engine, the round stored), and by who it waited for (the
pairing desk on a processor or waiting for one, its server processes likewise, from ``/proc``'s
schedstat: what is left is a lock, a flush or a wake-up); and what every process of the benchmark ran
and waited meanwhile (the processors it demanded), with the machine's busy share and CPU pressure.

Checked afterwards: nothing acknowledged is lost (each board holds the last result its desk was told
was stored, and the audit log holds exactly one ``set_result`` row of that desk per acknowledgement).

**The pairing time judged** (the lead's decision for issue 30 item 5; the figure is owned by
``venue_parts.Pairing.not_waiting``): the pairing's time not spent waiting for a processor, its wall time
less the pairing desk thread's and its server processes' waits in a run queue (``/proc``'s schedstat),
which is what the program itself costs: its work, its locks, its flushes, its round trips. The median
under load is judged against the median alone. The wall clock's ratio is measured and printed on a line
of its own, not judged: where the desks' own programs share the pairing's processors (here; at a venue
they run on laptops of their own) it measures the sharing of the processors, not the program.

Exit status 1 (``over_budget``) when something acknowledged is missing or a desk failed, when the 99th
percentile of the acknowledgements is 100 ms or more, or when the pairing's median time not waiting for
a processor under load is more than 20 % over its median alone.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from sqlalchemy import text  # noqa: E402

import operations  # noqa: E402
from bench import venue_parts  # noqa: E402
from formats.csv_players import parse_players_csv  # noqa: E402
from tests.pg_server import PASSWORD, PgServer, remove_server, start_server  # noqa: E402
from values import EventSettings, GameResult  # noqa: E402

BUDGET_P99_MS = 100.0
PAIRING_MARGIN = 1.20
DESKS = 4
CYCLE = (GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW)
"""The results a desk enters on a board, pass after pass: each differs from the one before."""


def _settings(name: str) -> EventSettings:
    return EventSettings(name=name, number_of_rounds=9, city="Venue", federation="FID")


SECTIONS = {"A": "Section A", "B": "Section B", "C": "Section C"}


def _event(url: str, a: argparse.Namespace) -> None:
    """The event: its first section A, then B and C added to it, each filled by ``_section``."""
    with operations.create(url, _settings(SECTIONS["A"]), user="chief@server") as tf:
        tf.sections.add(SECTIONS["B"])
        tf.sections.add(SECTIONS["C"])
        _section(tf, "A", a.players, played=False)
        _section(tf, "B", a.players, played=False)
        _section(tf, "C", a.big, played=True)


def _open(url: str, user: str, section: str) -> operations.TournamentFile:
    """The event opened at a desk that works on ``section`` (its letter)."""
    tf = operations.open_file(url, user=user)
    try:
        tf.sections.choose(SECTIONS[section])
    except BaseException:
        tf.close()
        raise
    return tf


def _section(tf: operations.TournamentFile, section: str, players: int, *, played: bool) -> None:
    """Section ``section`` of ``players`` players (registered in one import) with round 1 paired (and
    played when ``played``)."""
    tf.sections.choose(SECTIONS[section])
    name = SECTIONS[section]
    rows = [f'"{name} Player {i:04d}",{2600 - (i * 1200) // players}' for i in range(players)]
    tf.players.import_list(parse_players_csv("name,rating\n" + "\n".join(rows), "players.csv"))
    info = tf.rounds.pair_next()
    if played:
        for b in info.boards:
            tf.results.set(1, b.board, CYCLE[b.board % 3])


CPU_SECONDS: list[tuple[float, float]] = []
"""(wall, this process's CPU) seconds of each pairing: where the wall time grows and the CPU time does not,
the pairing desk waited for a processor (or the server), not for a lock."""


PAIRINGS: list[venue_parts.Pairing] = []
"""Each pairing measured by parts (``bench/venue_parts.py``), in the order of ``CPU_SECONDS``."""
ALONE: list[venue_parts.Pairing] = []
LOADED: list[venue_parts.Pairing] = []
"""The pairings alone and under load (the order they ran in, each also in ``PAIRINGS``)."""
PAIRING_DESK = "chief@desk-c"


DESK_PROCESSES: list[int] = []
"""The process ids of the desks while they run (``venue_parts.PairingClock`` counts their processor time)."""


def _pair_and_delete(url: str, server: PgServer, kind: list[venue_parts.Pairing]) -> float:
    """Seconds to pair round 2 of section C (read, engine, store); the round is deleted again afterwards.
    The pairing measured goes to ``PAIRINGS`` and to ``kind`` (``ALONE``, ``LOADED``)."""
    clock = venue_parts.PairingClock(server, PAIRING_DESK, lambda: DESK_PROCESSES)
    with _open(url, PAIRING_DESK, "C") as tf:
        clock.start()
        started, cpu = time.perf_counter(), time.process_time()
        tf.rounds.pair_next(progress=clock.progress)
        took = time.perf_counter() - started
        CPU_SECONDS.append((took, time.process_time() - cpu))
        PAIRINGS.append(clock.stop())
        kind.append(PAIRINGS[-1])
        tf.rounds.delete_last()
    return took


DESKS_PROCESSOR, SERVER_PROCESSOR = 1, 0
"""With ``--venue``: the processor of the 4 desk processes, and that of the server and the pairing desk."""


def desk(
    url: str, user: str, boards: list[int], passes: int, pace_s: float, venue: bool, first: int = 0
) -> None:
    """One desk process (of section A or B, by its user): waits for a line on stdin, enters the results
    (one every ``pace_s`` seconds, or as fast as it can when 0) of passes ``first`` to ``first + passes -
    1`` (a later load goes on where the one before stopped, so that each entry changes its board's result:
    the same result again stores nothing), prints one JSON line. ``venue``: on ``DESKS_PROCESSOR`` only."""
    if venue:
        os.sched_setaffinity(0, {DESKS_PROCESSOR})
    acknowledged: list[tuple[int, str, float]] = []
    failure = ""
    with _open(url, user, _section_of({"user": user})) as tf:
        backend = tf.read(lambda s: int(s.execute(text("SELECT pg_backend_pid()")).scalar_one()))
        print("ready", flush=True)
        sys.stdin.readline()
        cpu, server_cpu = time.process_time(), _cpu_of(backend)
        due = time.perf_counter()
        try:
            for p in range(passes):
                for board in boards:
                    result = CYCLE[(board + first + p) % 3]
                    time.sleep(max(0.0, due - time.perf_counter()))
                    started = time.perf_counter()
                    due = max(started, due) + pace_s
                    tf.results.set(1, board, result)
                    acknowledged.append((board, result.value, time.perf_counter() - started))
        except Exception as exc:  # the failure is reported (and fails the benchmark), not hidden
            failure = f"{type(exc).__name__}: {exc}"
        cpu, server_cpu = time.process_time() - cpu, _cpu_of(backend) - server_cpu
    report = {
        "user": user,
        "acknowledged": acknowledged,
        "failure": failure,
        "cpu": cpu,
        "server_cpu": server_cpu,
    }
    print(json.dumps(report), flush=True)


def _cpu_of(pid: int) -> float:
    """The processor seconds (user and system) the process ``pid`` of this machine used so far: the
    desk's server process (one connection: the desk's operations run one after the other)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Waits:
    """What the server processes of the desks whose person begins with ``person`` are doing, sampled
    every ``EVERY_S`` while the desks run (``pg_stat_activity``): working, waiting for a lock, for the
    disk's flush of the commit, or for the desk (its next statement: the desk's own work, and the
    network). The deputies' (entering results) and the chief's (pairing) apart: whether the pairing
    waits behind the results' locks or commits shows in the chief's."""

    EVERY_S = 0.02

    def __init__(self, server: PgServer, person: str) -> None:
        self.counts: dict[str, int] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(server, person), daemon=True)
        self._thread.start()

    def _run(self, server: PgServer, person: str) -> None:
        with server.admin() as con:
            while not self._stop.wait(self.EVERY_S):
                for state, kind, name in con.execute(
                    "SELECT state, wait_event_type, wait_event FROM pg_stat_activity "
                    "WHERE application_name LIKE %s",
                    (f"Arbiter Desk {person}%",),
                ):
                    key = _what(str(state), kind, name)
                    self.counts[key] = self.counts.get(key, 0) + 1

    def stop(self) -> str:
        self._stop.set()
        self._thread.join(10)
        total = sum(self.counts.values()) or 1
        shares = sorted(self.counts.items(), key=lambda kv: -kv[1])
        return ", ".join(f"{what} {100 * n / total:.0f} %" for what, n in shares)


def _what(state: str, kind: object, name: object) -> str:
    if state == "idle":
        return "between transactions (idle)"
    if kind == "Client":
        return (
            "waiting for the desk in a transaction" if state.startswith("idle in") else "sending to the desk"
        )
    if kind == "Lock":
        return f"waiting for a lock ({name})"
    if kind == "IO" and name == "WALSync":
        return "flushing the commit to disk (WALSync)"
    if kind is None:
        return "working (on a processor or waiting for one)"
    return f"{kind} {name}"


def _confine_server(server: PgServer) -> int:
    """With ``--venue``: the server's postmaster and the processes it started so far on
    ``SERVER_PROCESSOR`` (the processes it starts later, a desk's connection, inherit it); how many."""
    postmaster = int((server.data / "postmaster.pid").read_text().split()[0])
    confined = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):  # a process that ended meanwhile
            continue
        if int(entry.name) == postmaster or parent == postmaster:
            os.sched_setaffinity(int(entry.name), {SERVER_PROCESSOR})
            confined += 1
    return confined


def _start_desks(
    url: str, boards: int, passes: int, pace_ms: float, venue: bool, first: int = 0
) -> list[subprocess.Popen[str]]:
    """The 4 desk processes, each ready (``desk``: its passes from ``first`` on)."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "PGPASSWORD": PASSWORD}
    started = []
    for n in range(DESKS):
        mine = [b for b in range(1, boards + 1) if b % 2 == n % 2]
        user = f"deputy{n}@desk-{n}"
        argv = [sys.executable, __file__, "--desk", url, user, json.dumps(mine)]
        started.append(
            subprocess.Popen(
                [
                    *argv,
                    *("--passes", str(passes), "--first-pass", str(first), "--pace", str(pace_ms)),
                    *(["--venue"] * venue),
                ],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                env=env,
            )
        )
    for process in started:
        assert process.stdout is not None
        line = process.stdout.readline().strip()
        if line != "ready":
            raise SystemExit(f"a desk did not start: {line!r}")
    return started


def _lost(url: str, section: str, reports: list[dict[str, object]]) -> list[str]:
    """What the desks of ``section`` were told was stored and the section does not hold."""
    problems: list[str] = []
    with _open(url, "auditor@server", section) as tf:
        stored = {b.board: b.result for b in tf.rounds.boards(1)}
        rows: dict[str, int] = {}
        for e in tf.audit_log():
            if e.operation == "set_result":
                rows[e.user] = rows.get(e.user, 0) + 1
    for report in reports:
        acks = report["acknowledged"]
        assert isinstance(acks, list)
        last = {board: result for board, result, _ in acks}
        for board, result in last.items():
            held = stored.get(board)
            if held is None or held.value != result:
                problems.append(f"{report['user']}: board {board} holds {held}, acknowledged {result}")
        user = str(report["user"])
        if rows.get(user, 0) != len(acks):
            problems.append(f"{user}: {rows.get(user, 0)} audit rows for {len(acks)} acknowledgements")
    return problems


def _percentiles(seconds: list[float]) -> str:
    ms = sorted(s * 1000 for s in seconds)
    q = statistics.quantiles(ms, n=100, method="inclusive")
    return f"p50 {q[49]:.1f} ms, p95 {q[94]:.1f} ms, p99 {q[98]:.1f} ms, max {ms[-1]:.1f} ms"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=500)
    parser.add_argument("--big", type=int, default=1000)
    parser.add_argument("--passes", type=int, default=4)
    parser.add_argument(
        "--repeat", type=int, default=4, help="pairings alone before, between and after loads"
    )
    parser.add_argument("--loads", type=int, default=2, help="times the 4 desks enter their results")
    parser.add_argument("--pace", type=float, default=0.0, help="ms between a desk's results (0: flat out)")
    parser.add_argument(
        "--venue",
        action="store_true",
        help="the desks on one processor, the server and the pairing desk on the other (a venue's machines)",
    )
    parser.add_argument("--desk", nargs=3, metavar=("URL", "USER", "BOARDS"))
    parser.add_argument("--first-pass", type=int, default=0, help=argparse.SUPPRESS)
    a = parser.parse_args(argv)
    if a.desk:
        desk(a.desk[0], a.desk[1], json.loads(a.desk[2]), a.passes, a.pace / 1000, a.venue, a.first_pass)
        return 0
    if a.venue and len(os.sched_getaffinity(0)) < 2:
        raise SystemExit(
            "--venue needs two processors: the desks on one, the server and the pairing desk on the other"
        )
    server: PgServer = start_server(durable=True)
    os.environ["PGPASSWORD"] = PASSWORD
    try:
        return _run(server, a)
    finally:
        remove_server(server)


def _run(server: PgServer, a: argparse.Namespace) -> int:
    pace = f"one result every {a.pace:.0f} ms per desk" if a.pace > 0 else "as fast as they can (flat out)"
    where = (
        f"the desks confined to processor {DESKS_PROCESSOR}, the server and the pairing desk to processor "
        f"{SERVER_PROCESSOR} (--venue: a venue's machines modelled)"
        if a.venue
        else "every process on every processor (the default: what issue 30 item 5 is judged by)"
    )
    print(
        f"setting: {DESKS} desk processes entering {a.passes} x {a.players // 4} results each, {pace}, "
        f"on this machine with the pairing desk and the server (durable commits): {os.cpu_count()} "
        f"processors, {where}; load average {os.getloadavg()[0]:.1f} at the start"
    )
    started = time.perf_counter()
    url = server.url(server.new_database("venue"))
    _event(url, a)
    print(f"the event's three sections made in {time.perf_counter() - started:.0f} s (not timed)")
    if a.venue:
        os.sched_setaffinity(0, {SERVER_PROCESSOR})
        print(
            f"the server's {_confine_server(server)} processes and this one on processor {SERVER_PROCESSOR}"
        )

    warm_up = _pair_and_delete(url, server, [])
    print(f"a first pairing, not counted (the desk's first: the engine's modules loaded): {warm_up:.2f} s")
    alone: list[float] = [_pair_and_delete(url, server, ALONE) for _ in range(a.repeat)]
    loaded: list[float] = []
    reports: list[dict[str, object]] = []
    entering = 0.0
    cpu_alone = [c for _w, c in CPU_SECONDS[1:]]
    cpu_loaded: list[float] = []
    for load in range(1, a.loads + 1):
        desks = _start_desks(url, a.players // 2, a.passes, a.pace, a.venue, (load - 1) * a.passes)
        DESK_PROCESSES[:] = [p.pid for p in desks]
        began = time.perf_counter()
        for process in desks:
            assert process.stdin is not None
            process.stdin.write("go\n")
            process.stdin.flush()
        waits, pairing_waits = Waits(server, "deputy"), Waits(server, "chief")
        first = len(loaded)
        while len(loaded) == first or any(p.poll() is None for p in desks):
            loaded.append(_pair_and_delete(url, server, LOADED))
            cpu_loaded.append(CPU_SECONDS[-1][1])
        sampled, pairing_sampled = waits.stop(), pairing_waits.stop()
        for process in desks:
            out, _ = process.communicate(timeout=600)
            reports.append(json.loads(out.strip().splitlines()[-1]))
        entering += time.perf_counter() - began
        DESK_PROCESSES.clear()
        print(
            f"load {load}: the desks' server processes, sampled every {Waits.EVERY_S * 1000:.0f} ms: "
            f"{sampled}"
        )
        print(f"load {load}: the pairing desk's server processes, sampled as often: {pairing_sampled}")
        print(
            f"load {load}: pairing round 2 meanwhile ({len(loaded) - first} times): "
            f"{_each(loaded[first:], LOADED[first:])}"
        )
        before = len(ALONE)
        alone.extend(_pair_and_delete(url, server, ALONE) for _ in range(a.repeat))
        cpu_alone.extend(c for _w, c in CPU_SECONDS[-a.repeat :])
        print(f"pairing alone after load {load}: {_each(alone[before:], ALONE[before:])}")
    print(
        f"pairing round 2 of {a.big} players, one desk alone (in brackets: not waiting for a processor), "
        f"before the first load: {_each(alone[: a.repeat], ALONE[: a.repeat])}"
    )

    failures = [f"{r['user']}: {r['failure']}" for r in reports if r["failure"]]
    times = [t for r in reports for _b, _r, t in _list(r["acknowledged"])]
    merged = _merged(reports)
    lost = [p for s in "AB" for p in _lost(url, s, [r for r in merged if _section_of(r) == s])]
    print(
        f"{len(times)} results acknowledged by {DESKS} desks x {a.loads} loads in {entering:.1f} s: "
        f"{_percentiles(times)}"
    )
    mean = 1000 * statistics.mean(times)
    client = 1000 * sum(float(str(r["cpu"])) for r in reports) / len(times)
    backend = 1000 * sum(float(str(r["server_cpu"])) for r in reports) / len(times)
    print(
        f"a result: {mean:.1f} ms of wall time on average, of which processor time {client:.1f} ms in the "
        f"desk and {backend:.1f} ms in its server process; the rest is waiting (for a processor, the disk, "
        f"a lock)"
    )
    desks_cpu = sum(float(str(r["cpu"])) for r in reports)
    print(
        f"the desks' own processor time: {desks_cpu:.1f} s in {entering:.1f} s, "
        f"{desks_cpu / entering:.2f} of the {os.cpu_count()} processors (at a venue: their own laptops')"
    )
    print(
        f"the pairing desk's own CPU time (the process): {venue_parts.spread(cpu_alone, 1000)} ms alone, "
        f"{venue_parts.spread(cpu_loaded, 1000)} ms under load; {os.cpu_count()} processors, load average "
        f"{os.getloadavg()[0]:.1f} at the end"
    )
    print(venue_parts.report("the pairing alone", ALONE))
    print(venue_parts.report("the pairing under load", LOADED))
    print(venue_parts.spreads("the pairing alone", ALONE))
    print(venue_parts.spreads("the pairing under load", LOADED))
    single, under = statistics.median(alone), statistics.median(loaded)
    print(
        f"pairing, wall clock (not judged): median {single:.2f} s alone, {under:.2f} s under load "
        f"({under / single:.2f} x); on a machine where the desks' programs share the pairing's processors "
        f"it measures the sharing of the processors"
    )
    pairings_alone, pairings_loaded = ALONE, LOADED
    print(
        f"pairing, its time not waiting for a processor (judged): median "
        f"{statistics.median(p.not_waiting for p in pairings_alone):.3f} s alone ({len(ALONE)}), "
        f"{statistics.median(p.not_waiting for p in pairings_loaded):.3f} s under load ({len(LOADED)}) "
        f"({venue_parts.not_waiting_ratio(pairings_alone, pairings_loaded):.2f} x)"
    )
    p99 = statistics.quantiles([t * 1000 for t in times], n=100, method="inclusive")[98]
    over = over_budget(failures, lost, p99, pairings_alone, pairings_loaded)
    if over:
        print("OVER BUDGET: " + "; ".join(over))
        return 1
    print(
        f"within budget: nothing acknowledged lost, p99 under {BUDGET_P99_MS:.0f} ms, the pairing's time "
        f"not waiting for a processor within {PAIRING_MARGIN - 1:.0%} of the single-desk time"
    )
    return 0


def over_budget(
    failures: list[str],
    lost: list[str],
    p99_ms: float,
    alone: list[venue_parts.Pairing],
    loaded: list[venue_parts.Pairing],
) -> list[str]:
    """What is over issue 30 item 5's budget (nothing: within it): the desks' ``failures``, the acknowledged
    results ``lost``; the 99th percentile of the acknowledgements; the pairing's time not
    waiting for a processor under load against alone (``venue_parts.not_waiting_ratio``)."""
    over = []
    if failures or lost:
        over.append(f"{len(failures)} desk failures, {len(lost)} acknowledged results missing")
        over.extend((failures + lost)[:10])
    if p99_ms >= BUDGET_P99_MS:
        over.append(f"p99 of the acknowledgements {p99_ms:.1f} ms >= {BUDGET_P99_MS:.0f} ms")
    ratio = venue_parts.not_waiting_ratio(alone, loaded)
    if ratio > PAIRING_MARGIN:
        over.append(
            f"the pairing's time not waiting for a processor under load {ratio:.2f} x the single-desk "
            f"time (> {PAIRING_MARGIN})"
        )
    return over


def _each(walls: list[float], pairings: list[venue_parts.Pairing]) -> str:
    """Each pairing's wall time and (in brackets) its time not waiting for a processor."""
    return ", ".join(f"{t:.2f} s ({p.not_waiting:.2f} s)" for t, p in zip(walls, pairings, strict=True))


def _list(value: object) -> list[list[object]]:
    assert isinstance(value, list)
    return value


def _merged(reports: list[dict[str, object]]) -> list[dict[str, object]]:
    """One report per desk (its user) of the desks' ``reports`` of every load, in the order they ran: the
    acknowledgements one after the other (its last on a board is what the board must hold)."""
    by_user: dict[str, dict[str, object]] = {}
    for report in reports:
        user = str(report["user"])
        if user in by_user:
            _list(by_user[user]["acknowledged"]).extend(_list(report["acknowledged"]))
        else:
            by_user[user] = {**report, "acknowledged": list(_list(report["acknowledged"]))}
    return list(by_user.values())


def _section_of(report: dict[str, object]) -> str:
    number = int(str(report["user"]).split("@")[0].removeprefix("deputy"))
    return "A" if number < DESKS // 2 else "B"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
