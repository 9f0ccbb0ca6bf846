"""What it costs that the ``.arbiter`` file alone holds every acknowledged change, by journal design.

    .venv/bin/python bench/bench_durability.py [--results 2000] [--pairings 40] [--players 60]
                                               [--designs wal,wal+checkpoint,delete,truncate]

For each design of ``db.connection.DESIGNS`` it makes a fresh file (``--players`` players, round 1
paired by the Dutch engine), then times

- ``--results`` typed results (``set_result`` on the boards of round 1, cycling through the results),
- ``--pairings`` pairings (``delete_last_round`` untimed, then ``pair_next_round``: engine, store,
  backup copy and pruning),

and prints the median and 99th percentile of each, in milliseconds, and how many of the typed
results have their row in the audit log (each one changes its board, so all of them must). It then
copies the ``.arbiter`` alone (no ``-wal``/``-journal``), as an arbiter copying it to a USB stick
while the program is open, and counts the results the copy holds: "complete" when it holds every
acknowledged one.
Timings on a shared machine vary from run to run; compare designs within one run.

``--calls``: instead of timings, the system calls one typed result makes on the tournament's files
(the file, its journal or ``-wal``/``-shm``), counted by the tests' fault shim (``tests/faults``,
needs gcc): syncs (fsync, fdatasync), writes (write, pwrite) and the rest (ftruncate, rename,
unlink), per design. These counts do not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import operations  # noqa: E402
from db import connection  # noqa: E402
from db.sqlite_path import connect_file  # noqa: E402
from values import EventSettings, GameResult, PlayerDetails  # noqa: E402

RESULTS = [GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS, GameResult.WHITE_WINS_FORFEIT]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def fill(path: Path, players: int) -> None:
    with operations.create(path, EventSettings(name="Bench Open", number_of_rounds=9)) as tf:
        for i in range(players):
            tf.players.add(PlayerDetails(f"Player {i:04d}, Bench", rating=2600 - 7 * i))


def measure(design: str, folder: Path, args: argparse.Namespace) -> dict[str, object]:
    connection.DESIGN = connection.DESIGNS[design]
    path = folder / f"{design.replace('+', '-')}.arbiter"
    fill(path, args.players)
    tf = operations.open_file(path)
    try:
        boards = len(tf.rounds.pair_next().boards)
        log_before = len(tf.audit_log())
        typed: list[float] = []
        for i in range(args.results):
            # Each result differs from the one the board holds, so each one is a change with its audit row.
            result = RESULTS[(i // boards) % len(RESULTS)]
            t0 = time.perf_counter()
            tf.results.set(1, i % boards + 1, result)
            typed.append(time.perf_counter() - t0)
        logged = sum(e.operation == "set_result" for e in tf.audit_log()[log_before:])
        expected = {b.board: b.result for b in tf.rounds.get(1).boards}
        copy = folder / f"copy-{path.name}"
        shutil.copyfile(path, copy)  # the .arbiter alone, while the file is open
        held = _results_in(copy)
        complete = held == {k: (v.value if v else None) for k, v in expected.items()}
        for b in range(1, boards + 1):
            tf.results.set(1, b, None)
        pairing: list[float] = []
        for _ in range(args.pairings):
            tf.rounds.delete_last()
            t0 = time.perf_counter()
            tf.rounds.pair_next()
            pairing.append(time.perf_counter() - t0)
        journal = tf.connection_settings()
    finally:
        tf.close()
    return {
        "design": design,
        "journal": f"{journal['journal_mode']}/{journal['synchronous']}",
        "typed": typed,
        "pairing": pairing,
        "copy": "complete"
        if complete
        else f"INCOMPLETE ({sum(v is not None for v in held.values())} results)",
        "logged": logged,
    }


def _results_in(copy: Path) -> dict[int, str | None]:
    try:
        con = connect_file(copy)
        try:
            return {
                n: r for n, r in con.execute("SELECT board_no, result FROM boards WHERE round_number = 1")
            }
        finally:
            con.close()
    except sqlite3.Error:
        return {}


CALL_KINDS = {"syncs": "fsync,fdatasync", "writes": "write,pwrite", "other": "ftruncate,rename,unlink"}

TYPE_RESULTS = """
import sys
from db import connection
import operations
from values import GameResult
connection.DESIGN = connection.DESIGNS[sys.argv[1]]
results = (GameResult.DRAW, GameResult.WHITE_WINS)
with operations.open_file(sys.argv[2]) as tf:
    for i in range(int(sys.argv[3])):
        tf.results.set(1, 1, results[i % 2])
"""


def count_calls(design: str, folder: Path, players: int, typed: int = 40) -> dict[str, float]:
    """Calls per typed result: (a process that opens the file, types ``typed`` results on one board
    and closes it) minus (one that opens and closes it), divided by ``typed``."""
    from tests.faults.injector import Fault, environment  # the shim; needs gcc

    connection.DESIGN = connection.DESIGNS[design]
    path = folder / f"calls-{design.replace('+', '-')}.arbiter"
    fill(path, players)
    with operations.open_file(path) as tf:
        tf.rounds.pair_next()
    counts: dict[str, float] = {}
    for kind, calls in CALL_KINDS.items():
        seen = []
        for n in (typed, 0):
            count_file = folder / ".count"
            env = environment(Fault(path=path.name, calls=calls), count_file)
            argv = [sys.executable, "-c", TYPE_RESULTS, design, str(path), str(n)]
            subprocess.run(argv, env=env, check=True)
            seen.append(int(count_file.read_text().strip() or 0))
            count_file.unlink()
        counts[kind] = (seen[0] - seen[1]) / typed
    return counts


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=int, default=2000)
    parser.add_argument("--pairings", type=int, default=40)
    parser.add_argument("--players", type=int, default=60)
    parser.add_argument("--designs", default=",".join(connection.DESIGNS))
    parser.add_argument("--folder", type=Path, help="where to write the files (default: a temporary folder)")
    parser.add_argument("--calls", action="store_true", help="count the system calls of a typed result")
    args = parser.parse_args(argv)
    if args.calls:
        print("system calls of one typed result on the tournament's files (open and close excluded)")
        print(f"{'design':16} {'syncs':>6} {'writes':>7} {'other':>6}")
        with tempfile.TemporaryDirectory(dir=args.folder) as tmp:
            for design in args.designs.split(","):
                c = count_calls(design, Path(tmp), args.players)
                print(f"{design:16} {c['syncs']:6.1f} {c['writes']:7.1f} {c['other']:6.1f}")
        return 0
    print(
        f"{args.results} typed results and {args.pairings} pairings of {args.players} players per design "
        f"(chosen design: {connection.DESIGN.name})"
    )
    print(
        f"{'design':16} {'journal':14} {'result median':>14} {'p99':>8} "
        f"{'pairing median':>15} {'p99':>8}  copy"
    )
    with tempfile.TemporaryDirectory(dir=args.folder) as tmp:
        for design in args.designs.split(","):
            row = measure(design, Path(tmp), args)
            typed, pairing = row["typed"], row["pairing"]
            assert isinstance(typed, list) and isinstance(pairing, list)
            print(
                f"{design:16} {row['journal']!s:14} {1000 * statistics.median(typed):11.2f} ms "
                f"{1000 * percentile(typed, 0.99):5.1f} ms {1000 * statistics.median(pairing):12.1f} ms "
                f"{1000 * percentile(pairing, 0.99):5.1f} ms  {row['copy']}; "
                f"{row['logged']}/{args.results} in the audit log"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
